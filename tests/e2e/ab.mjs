// Two builds side by side (a probe, not a test): one browser opens build A
// and build B in two pages with the CPU throttled 4x, deals both the same
// seeded game with every seat human, and clicks the same moves in both,
// alternating which goes first, each click a person's (tapAsPerson). Each click's Event Timing (input to the
// next paint) and the pages' long tasks during play are compared.
//
//     A=/tmp/old-dist B=dist GAME=martian-whist N=140 node tests/e2e/ab.mjs
//
// Why: on this kind of machine two runs of the same build, minutes apart,
// differ by more than most changes do (Trickery's long tasks over a whole
// game: 28 to 132). Interleaved clicks share the machine's slow and fast
// moments, so what is left is the builds' difference.
// Environment: A and B (built dist folders), CSS_A and CSS_B (extra style
// rules to try without a rebuild), GAME, N (clicks on each page, default
// 150), SHOTS=1 (screenshot both pages before each move and report the
// ones that differ, by how many pixels and how much: a change meant to
// move no pixel is checked this way; SHOTS_DIR=path keeps each differing
// pair there as <click>-a.png and <click>-b.png, to look at), PRESS_MS
// (as bench.mjs, default 80).
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { serve, launch, openPage, startAllHuman, tapAsPerson, tableNow, seededRandom, randomSequence, quantile } from './helpers.js';

const GAME = process.env.GAME ?? 'martian-trickery';
const N = Number(process.env.N ?? 150);
const SHOTS = !!process.env.SHOTS;
// How long each click holds the button down (as bench.mjs).
const PRESS = Number(process.env.PRESS_MS ?? 80);
const dirs = [process.env.A, process.env.B];
const css = [process.env.CSS_A ?? '', process.env.CSS_B ?? ''];
if (!dirs[0] || !dirs[1]) throw new Error('set A and B to two built dist folders');

const browser = await launch();
const servers = [];
const pages = [];
for (let i = 0; i < 2; i++) {
  const srv = await serve(dirs[i]);
  servers.push(srv);
  const { page, context } = await openPage(browser, srv.url, { delay: 700 });
  // The same deals in both pages.
  await context.addInitScript(seededRandom, 4242);
  await context.addInitScript((extra) => {
    const ab = (window.__ab = { ev: new Map(), long: [] });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        if (e.interactionId) ab.ev.set(e.interactionId, Math.max(ab.ev.get(e.interactionId) ?? 0, e.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) ab.long.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    if (extra) {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = extra;
        document.head.append(style);
      });
    }
  }, css[i]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(srv.url);
  await startAllHuman(page, GAME);
  // Long tasks are counted from here: loading's are the same in both.
  await page.evaluate(() => { window.__ab.from = performance.now(); });
  pages.push(page);
}

const state = tableNow;
const md5 = (b) => createHash('md5').update(b).digest('hex');
let scratch;
/** How two screenshots differ: pixels, and the largest change of a colour
 * channel (1 to 255), decoded by the browser (node has no PNG decoder). */
async function pixels(a, b) {
  // A page of its own, unthrottled, so the builds' long tasks stay theirs.
  scratch ??= await browser.newPage();
  return scratch.evaluate(async ([x, y]) => {
    const load = async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = new OffscreenCanvas(img.width, img.height);
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, img.width, img.height);
    };
    const [p, r] = [await load(x), await load(y)];
    if (p.width !== r.width || p.height !== r.height) return 'sizes differ';
    let n = 0, most = 0;
    for (let i = 0; i < p.data.length; i += 4) {
      const d = Math.max(...[0, 1, 2].map((k) => Math.abs(p.data[i + k] - r.data[i + k])));
      if (d) { n++; most = Math.max(most, d); }
    }
    return `${n} px, up to ${most}`;
  }, [a.toString('base64'), b.toString('base64')]);
}
const rand = randomSequence(99);
const res = [{ move: [], ready: [] }, { move: [], ready: [] }];
const differ = [];
let clicks = 0;
let apart = 0;
for (let step = 0; clicks < N && step < 6 * N; step++) {
  // Past the app's pause before chance moves and the hand-off's settling.
  await pages[0].waitForTimeout(700);
  const now = [await state(pages[0]), await state(pages[1])];
  // One page may still be in a pause the other has left; a game that has
  // really gone two ways (a build that plays differently) ends the run.
  if (now[0] !== now[1]) {
    if (++apart > 20) { console.log(`the pages went apart: ${now}`); break; }
    continue;
  }
  if (now[0] === 'over') break;
  if (now[0] === 'wait') continue;
  if (SHOTS && now[0] === 'move') {
    for (const p of pages) await p.mouse.move(0, 0);
    await pages[0].waitForTimeout(300);
    const [a, b] = [await pages[0].screenshot({ fullPage: true }), await pages[1].screenshot({ fullPage: true })];
    if (md5(a) !== md5(b)) {
      differ.push(`${clicks} (${await pixels(a, b)})`);
      if (process.env.SHOTS_DIR) {
        await writeFile(`${process.env.SHOTS_DIR}/${clicks}-a.png`, a);
        await writeFile(`${process.env.SHOTS_DIR}/${clicks}-b.png`, b);
      }
    }
  }
  const r = rand();
  for (const i of clicks % 2 ? [1, 0] : [0, 1]) {
    const p = pages[i];
    const before = await p.evaluate(() => Math.max(0, ...window.__ab.ev.keys()));
    if (now[0] === 'handoff') {
      await tapAsPerson(p, p.locator('[data-action="ready"]'), { press: PRESS });
    } else {
      const offered = p.locator('[data-move]:not([disabled])');
      await tapAsPerson(p, offered.nth(Math.floor(r * (await offered.count()))), { press: PRESS });
    }
    await p.waitForTimeout(350);
    // An interaction under Event Timing's 16 ms threshold has no entry.
    const ms = await p.evaluate((b) => Math.max(16, ...[...window.__ab.ev].filter(([k]) => k > b).map(([, v]) => v)), before);
    res[i][now[0] === 'handoff' ? 'ready' : 'move'].push(ms);
  }
  clicks++;
}

const q = (xs, p) => quantile(xs, p) ?? '-';
const mean = (xs) => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : '-');
const line = (xs) => `n ${xs.length}, median ${q(xs, 0.5)}, p95 ${q(xs, 0.95)}, mean ${mean(xs)}`;
console.log(`${GAME}, CPU 4x, Event Timing of each click (ms):`);
for (let i = 0; i < 2; i++) {
  const long = await pages[i].evaluate(() => window.__ab.long.filter((l) => l.start >= window.__ab.from).map((l) => l.ms));
  console.log(`  ${'AB'[i]} ${dirs[i]}${css[i] ? ` + ${css[i]}` : ''}`);
  console.log(`    moves: ${line(res[i].move)}`);
  console.log(`    ready: ${line(res[i].ready)}`);
  // Blocking time: each long task's part over 50 ms, summed (as Lighthouse's TBT).
  console.log(`    long tasks during play: ${long.length}, ${long.reduce((a, b) => a + b, 0).toFixed(0)} ms in all, blocking ${long.reduce((a, b) => a + b - 50, 0).toFixed(0)} ms, longest ${Math.max(0, ...long).toFixed(0)} ms`);
}
if (SHOTS) console.log(`  screenshots before moves that differ: ${differ.length ? differ.join(', ') : 'none'}`);
await browser.close();
for (const s of servers) await s.close();
