// Shared set-up for the browser tests: serve the built app (dist/) on a
// loopback port and drive Debian's Chromium with playwright-core.
import { createServer } from 'node:http';
import { readFile, mkdir, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { gzipSync, constants as zlib } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
export const DIST = join(here, '..', '..', 'dist');
export const SHOTS = join(here, 'screenshots');

/** A hand's cards on the page. Not the faces `ui::cards::warm_faces` lays
 * out unseen for a frame, 1.5 s after a page starts (a hand-off can be
 * showing then): those are a fixed set of ranks and courts, the same on
 * every page, with no card's code or name (`NAMELESS_WARM` checks that). */
const HAND_CARD = '.fan-card:not(.warm .fan-card)';
/** Anything in the warm-up that could say which card it is: a code, a
 * name, a move. Always none. */
export const NAMELESS_WARM = '.warm [data-card], .warm [data-move], .warm [aria-label], .warm [title], .warm:not([aria-hidden="true"])';

/** What a hand-off screen must leave out of the page, counted: anything
 * private (`data-private`), a hand's cards, a warm-up face with a name,
 * a move. Every count is 0 while the screen shows. */
export function handOffLeaks(page) {
  return page.evaluate(([hand, warm]) => ({
    private: document.querySelectorAll('[data-private]').length,
    fan: document.querySelectorAll(hand).length,
    warm: document.querySelectorAll(warm).length,
    moves: document.querySelectorAll('[data-move]').length,
  }), [HAND_CARD, NAMELESS_WARM]);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** Text types a static host compresses (images are compressed already). */
const COMPRESSED = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.webmanifest']);

/** A file as a static host serves it: its bytes, gzipped once (level 9,
 * as the size report counts) for requests that accept gzip, and an ETag
 * for revalidation. Kept by path, size and time, so a new build is seen. */
const prepared = new Map();
async function prepare(file) {
  const { size, mtimeMs } = await stat(file);
  const key = `${file}:${size}:${mtimeMs}`;
  let p = prepared.get(key);
  if (!p) {
    const body = await readFile(file);
    p = {
      body,
      gzip: COMPRESSED.has(extname(file)) ? gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }) : null,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      modified: new Date(mtimeMs).toUTCString(),
    };
    prepared.set(key, p);
  }
  return p;
}

/** Serves a built folder (dist/ unless told; the benchmark also serves a
 * bare Yew app this way, so both load alike) on 127.0.0.1 at a free port,
 * as any static host does: gzip where the browser accepts it
 * (Content-Encoding), ETag and Last-Modified with Cache-Control: no-cache,
 * 304 to a matching If-None-Match. Resolves to { url, close, setDir, setDown, hits }. The
 * offline tests swap the folder (a new build) and take the server down:
 * then every request fails as an unreachable server's does, with no HTTP
 * answer, and `hits.down` counts the requests that reached it anyway
 * (`hits.downPaths` their paths);
 * `hits.paths` counts every request by path, `hits.preloads` the service
 * worker's navigation preloads. */
export async function serve(dir = DIST) {
  let root = resolve(dir);
  let down = false;
  const hits = { down: 0, downPaths: [], paths: {}, preloads: 0 };
  const server = createServer(async (req, res) => {
    if (down) { hits.down++; hits.downPaths.push(new URL(req.url, 'http://x').pathname); req.socket.destroy(); return; }
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    hits.paths[path] = (hits.paths[path] ?? 0) + 1;
    if (req.headers['service-worker-navigation-preload']) hits.preloads++;
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    let p;
    try {
      p = await prepare(file);
    } catch {
      res.writeHead(404).end('not found');
      return;
    }
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Revalidate before use, as hosts commonly serve files whose names
      // do not change (Netlify, Cloudflare Pages): without it, Chromium
      // would guess a freshness from Last-Modified and skip the network.
      'cache-control': 'no-cache',
      etag: p.etag,
      'last-modified': p.modified,
    };
    if (p.gzip) headers.vary = 'Accept-Encoding';
    if (req.headers['if-none-match'] === p.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = p.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['content-encoding'] = 'gzip';
    const body = gzip ? p.gzip : p.body;
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => server.close(ok)),
    setDir: (d) => { root = resolve(d); },
    setDown: (d) => { down = d; },
    hits,
  };
}

/** Chromium as the project runs it: headless, sandbox off (root), and no
 * background traffic (the machine has no network). Playwright gives every
 * launch a fresh, temporary profile of its own. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
  const context = await browser.newContext();
  await settleEveryClick(context);
  await context.close();
  return browser;
}

/** Chromium with an ordinary (not incognito) profile in `dir`, fresh for
 * the test: what the installability check needs, since Chromium never
 * offers to install from an incognito window. Returns a browser context. */
export async function launchProfile(dir) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
  await settleEveryClick(context);
  return context;
}

/** A page that fails the test on any page error, console error, or request
 * to anywhere but our own server. */
export async function openPage(browser, base, { width = 1280, height = 900, delay = 40 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('dialog', (d) => { problems.push(`dialog: ${d.message()}`); d.dismiss(); });
  page.on('request', (r) => {
    if (!r.url().startsWith(base) && !r.url().startsWith('data:')) problems.push(`foreign request: ${r.url()}`);
  });
  // Computer players wait this long between moves (the app reads it).
  await context.addInitScript((d) => {
    if (localStorage.getItem('mp.delay') === null) localStorage.setItem('mp.delay', String(d));
  }, delay);
  return { context, page, problems };
}

/** Adds the style rules `css` (none when empty) to every document `page`
 * loads from now on, after the app's own: the probes try a style change
 * this way without a rebuild. */
export async function withStyle(page, css) {
  await page.addInitScript((extra) => {
    if (extra) document.addEventListener('DOMContentLoaded', () => { const st = document.createElement('style'); st.textContent = extra; document.head.append(st); });
  }, css);
}

/** A plain mouse click (no Playwright checks, so a probe counts only the
 * app's work) on what a person would tap next at the table: a hand-off's
 * "ready", else the first move that can be made, near the top of its
 * centre line (a fan card's top shows whole). `press`: ms the button is
 * held. Resolves to false when there is nothing to tap (the game is over,
 * or a computer is to move). */
export async function plainTap(page, { press = 0 } = {}) {
  const now = await tableNow(page);
  if (now === 'over' || now === 'wait') return false;
  const sel = now === 'handoff' ? '[data-action="ready"]' : '[data-move]:not([disabled])';
  const at = await page.evaluate((s) => {
    const r = document.querySelector(s)?.getBoundingClientRect();
    return r && { x: r.x + r.width / 2, y: r.y + Math.min(10, r.height / 2) };
  }, sel);
  if (!at) return false;
  await page.mouse.click(at.x, at.y, { delay: press });
  return true;
}

/** Taps "ready" on the first hand-off, if one comes within `tries` looks
 * `wait` ms apart (a probe's way to the first person's table). */
export async function readyFirstHandoff(page, { tries = 10, wait = 300 } = {}) {
  for (let i = 0; i < tries; i++) {
    if (await tableNow(page) === 'handoff') {
      await tapAsPerson(page, page.locator('[data-action="ready"]'));
      return;
    }
    await page.waitForTimeout(wait);
  }
}

/** From the home page, starts `game` with its default seat count and
 * every seat human (pass-and-play), and waits for the table or the first
 * hand-off (the benchmark and the click probe play this way); resolves to
 * the number of seats. */
export async function startAllHuman(page, game) {
  await page.click(`[data-game="${game}"]`);
  await page.waitForSelector('[data-action="start"]');
  const seats = await page.locator('[data-seat]').count();
  for (let i = 0; i < seats; i++) {
    const kind = page.locator(`[data-seat="${i}"] [data-seat-kind]`);
    if ((await kind.getAttribute('data-seat-kind')) !== 'human') await kind.click();
  }
  await page.click('[data-action="start"]');
  await page.waitForSelector(`[data-game="${game}"][data-phase], [data-handoff]`);
  return seats;
}

/** An init script (`context.addInitScript(throttleWorkers, rate)`): the
 * computer players' requests ask their worker to think as on a CPU `rate`
 * times slower (the app's `Throttled`, src/ui/worker.rs). Chromium's CPU
 * throttling slows a page's main thread only, and a worker's target
 * refuses `Emulation.setCPUThrottlingRate` ("only supported for pages"). */
export function throttleWorkers(rate) {
  const W = window.Worker;
  if (!W) return;
  const post = W.prototype.postMessage;
  W.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message.save === 'string') message = { ...message, throttle: rate };
    return post.call(this, message, ...rest);
  };
}

/** The value at fraction `p` (0 to 1) of `xs` in order, as the probes
 * report medians and percentiles; undefined for none. */
export function quantile(xs, p) {
  return [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
}

/** The probes' own fixed sequence of numbers in [0, 1), for choosing the
 * same moves in every run: the generator `seededRandom` puts in the page
 * (which runs there on its own, so it keeps its own copy). */
export function randomSequence(seed) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Runs in the page before the app (`addInitScript(recordMutations)`):
 * each batch of DOM changes into `window.__mut`, with its time, the
 * elements added and removed, attributes and texts changed, and the places
 * changed (kind of change and class of the element, counted). mut.mjs sums
 * them per click; bench.mjs (MUT=1) per long task. */
export function recordMutations() {
  window.__mut = [];
  const size = (n) => (n.nodeType === 1 ? 1 + n.getElementsByTagName('*').length : 0);
  const where = (n) => { const e = n.nodeType === 1 ? n : n.parentElement; return e ? String(e.className?.baseVal ?? e.className ?? '') || e.tagName : '?'; };
  new MutationObserver((rs) => {
    const rec = { t: performance.now(), added: 0, removed: 0, attrs: 0, text: 0, places: {} };
    for (const r of rs) {
      const p = `${r.type}@${where(r.target).slice(0, 30)}`;
      if (r.type === 'childList') {
        for (const n of r.addedNodes) { rec.added += size(n); rec.places[p] = (rec.places[p] ?? 0) + size(n); }
        for (const n of r.removedNodes) rec.removed += size(n);
      } else if (r.type === 'attributes') { rec.attrs++; rec.places[`${p}[${r.attributeName}]`] = (rec.places[`${p}[${r.attributeName}]`] ?? 0) + 1; }
      else { rec.text++; rec.places[p] = (rec.places[p] ?? 0) + 1; }
    }
    window.__mut.push(rec);
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Runs in the page before the app (`addInitScript(seededRandom, seed)`):
 * the browser's random source, from which the app seeds each match, made
 * a fixed sequence, so the same deals come in every run. */
export function seededRandom(seed) {
  let s = seed;
  crypto.getRandomValues = (a) => {
    const b = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    for (let i = 0; i < b.length; i++) {
      s = (s * 1103515245 + 12345) % 2147483648;
      b[i] = (s >> 16) & 255;
    }
    return a;
  };
}

export async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Registers the suite's server and browser: `app.url` and `app.browser`
 * are ready inside tests. */
export function useApp(before, after) {
  const app = {};
  before(async () => {
    const srv = await serve();
    app.url = srv.url;
    app.close = srv.close;
    app.browser = await launch();
  });
  after(async () => {
    await app.browser?.close();
    await app.close?.();
  });
  return app;
}

/** From home, opens a game's setup and fills in its seats: `kinds[i]` is
 * 'human' or 'computer', `names[i]` (optional) the name typed in. */
export async function setUpSeats(page, base, game, kinds, names = {}) {
  await page.goto(base);
  await page.click(`[data-game="${game}"]`);
  await page.waitForSelector('[data-action="start"]');
  await page.selectOption('[data-option="players"]', String(kinds.length));
  for (let i = 0; i < kinds.length; i++) {
    const kind = page.locator(`[data-seat="${i}"] [data-seat-kind]`);
    if ((await kind.getAttribute('data-seat-kind')) !== kinds[i]) await kind.click();
    if ((await kind.getAttribute('data-seat-kind')) !== kinds[i]) throw new Error(`seat ${i} kind did not change`);
    if (names[i] !== undefined) await page.fill(`[data-seat="${i}"] input`, names[i]);
  }
}

/** Sets a computer seat's level at setup ('casual', 'strong' or 'expert'):
 * the level button steps round the levels, one a tap. */
export async function setLevel(page, seat, want) {
  const level = page.locator(`[data-seat="${seat}"] [data-seat-level]`);
  for (let i = 0; i < 3 && (await level.getAttribute('data-seat-level')) !== want; i++) await level.click();
  if ((await level.getAttribute('data-seat-level')) !== want) throw new Error(`seat ${seat} level did not become ${want}`);
}

/** Martian 12s, one person (seat 0) against computers: waits for the
 * person's turn (true) or the end (false). */
export async function personToPlay(page) {
  const handle = await page.waitForFunction(() => {
    if (document.querySelector('[data-outcome]')) return 'over';
    const root = document.querySelector('[data-game="martian-12s"][data-phase]');
    return root?.getAttribute('data-to-act') === '0' && document.querySelector('[data-move]:enabled') ? 'turn' : false;
  }, null, { timeout: 60_000 });
  return (await handle.jsonValue()) === 'turn';
}

/** Martian 12s, seat 0's move: draws while under 8, then passes. */
export async function playOneMove(page) {
  const total = Number(await page.getAttribute('[data-seat-panel="0"] [data-total]', 'data-total'));
  const draw = page.locator('[data-move^="draw:"]:enabled');
  if (total < 8 && (await draw.count()) > 0) await draw.first().click();
  else await page.click('[data-move="pass"]');
}

/** What the page shows now, at once (the probes' poll, after their own
 * pause): 'over', 'handoff', 'move' (a move is enabled) or 'wait'. */
export function tableNow(page) {
  return page.evaluate(() => {
    if (document.querySelector('[data-outcome]')) return 'over';
    if (document.querySelector('[data-handoff]')) return 'handoff';
    return document.querySelector('[data-move]:not([disabled])') ? 'move' : 'wait';
  });
}

/** Waits for something a person must do: a hand-off, a move, or the end. */
export async function nextThing(page) {
  const h = await page.waitForFunction(() => {
    if (document.querySelector('[data-outcome]')) return { kind: 'over' };
    const handoff = document.querySelector('[data-handoff]');
    if (handoff) return { kind: 'handoff', seat: handoff.getAttribute('data-handoff') };
    const root = document.querySelector('[data-phase]');
    if (root && root.getAttribute('data-thinking') === 'false' && document.querySelector('[data-move]')) {
      return { kind: 'move', seat: root.getAttribute('data-to-act'), phase: root.getAttribute('data-phase') };
    }
    return false;
  }, null, { timeout: 30_000 });
  return h.jsonValue();
}

/** Clicks a move and waits for it to land: the first move of a page claims
 * the game for the tab through Web Locks, which answers asynchronously, so
 * a test reading the page just after its click could still see the
 * position before the move. Landed = the page's DOM changed after the
 * click (a mouse click on a move changes nothing before the move itself).
 * The click is a person's (tapAsPerson): a card in a fan is tapped on the
 * part of it that shows, not at its centre under the next card. */
export async function clickLanded(page, locator) {
  await locator.waitFor({ state: 'visible' });
  await page.evaluate(() => {
    window.__landed = false;
    // The tap's own mark (data-chosen, drawn the frame before the move) is
    // not the move landing.
    const o = new MutationObserver((list) => {
      if (list.some((m) => m.attributeName !== 'data-chosen')) { window.__landed = true; o.disconnect(); }
    });
    o.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await tapAsPerson(page, locator);
  await page.waitForFunction(() => window.__landed, null, { timeout: 30_000 });
}

/** Clicks `locator` as a person's mouse would: a plain mouse click once it
 * is in view and has stopped moving, at its centre, or where the centre is
 * covered (a card in a fan, under the next card or the front row), at the
 * middle of the widest strip of it that shows. A locator's own click() checks its hit
 * target while the click is dispatched, from listeners it adds to the page
 * (hit tests and rect reads inside the click), which a benchmark would
 * count as the app's time, and it waits for ever on a covered centre.
 * `press`: how long the button is held down, in ms (a person's tap lasts
 * about 100 ms; 0, the default, sends the release at once). Fails if no
 * part of the element would take the click. */
export async function tapAsPerson(page, locator, { press = 0 } = {}) {
  await locator.scrollIntoViewIfNeeded();
  const at = await locator.evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const mine = (x, y) => el.contains(document.elementFromPoint(x, y));
    let was = null;
    for (let i = 0; i < 60; i++) {
      await frame();
      const b = el.getBoundingClientRect();
      const now = [b.x + b.width / 2, b.y + b.height / 2];
      if (was && was[0] === now[0] && was[1] === now[1]) {
        if (mine(now[0], now[1])) return now;
        // The widest run of points that hit the element on any row, every
        // 3 px (the back row of a two-row hand shows its top half only).
        let best = null;
        for (let y = Math.ceil(b.top) + 2; y <= Math.floor(b.bottom) - 2; y += 3) {
          let run = null;
          for (let x = Math.ceil(b.left) + 1; x <= Math.floor(b.right) - 1; x++) {
            if (mine(x, y)) {
              run = run ?? [x, x, y];
              run[1] = x;
              if (!best || run[1] - run[0] > best[1] - best[0]) best = [...run];
            } else run = null;
          }
        }
        if (best) return [(best[0] + best[1]) / 2, best[2]];
        return `covered by ${document.elementFromPoint(now[0], now[1])?.outerHTML.slice(0, 80)}`;
      }
      was = now;
    }
    return 'still moving after 60 frames';
  });
  if (typeof at === 'string') throw new Error(`cannot tap ${locator}: ${at}`);
  await page.mouse.click(at[0], at[1], { delay: press });
  await tapSettled(page);
}

/** Waits until a tap's move has been made. A tap on a move (or "ready")
 * is answered in its own frame, the control marked `data-chosen`, and the
 * move is made once that frame is painted (ui::touch::after_tap), so the
 * screen a test reads straight after a click is still the one before it:
 * each click waits for the mark to come off, as a person's eye waits for
 * the screen. A page that closed or navigated has nothing to wait for.
 * It looks every 16 ms, in tasks of its own, not in every frame (Playwright's
 * 'raf'), where each look ran inside the very frame the move draws and
 * bench.mjs counted it as the app's time. */
export async function tapSettled(page) {
  try {
    await page.waitForFunction(() => !document.querySelector('[data-chosen]'), null, { timeout: 10_000, polling: 16 });
  } catch (e) {
    if (!/closed|destroyed|navigat|detached/i.test(String(e.message))) throw e;
  }
}

/** Makes every click, tap and key press of Playwright's pages and locators
 * wait for the tap's move (`tapSettled`): once a run, from a page of the
 * browser (they share their classes). */
let settling = false;
async function settleEveryClick(context) {
  if (settling) return;
  settling = true;
  const page = await context.newPage();
  const wrap = (proto, names, pageOf) => {
    for (const name of names) {
      const orig = proto[name];
      proto[name] = async function (...args) {
        const out = await orig.apply(this, args);
        await tapSettled(pageOf(this));
        return out;
      };
    }
  };
  wrap(Object.getPrototypeOf(page), ['click', 'tap', 'dblclick', 'press'], (p) => p);
  wrap(Object.getPrototypeOf(page.locator('body')), ['click', 'tap', 'dblclick', 'press'], (l) => l.page());
  await page.close();
}
