// Nothing lost, nothing leaked (issue 34): one game played in one tab at a
// time, a save that never overwrites another line of play, a browser that
// refuses to save, and memory that stays flat over an evening of rematches.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openPage, shot, useApp, setUpSeats, setLevel, SHOTS } from './helpers.js';

const app = useApp(before, after);

/** A second page in the same browser context (another tab of the same
 * browser), failing the test on errors like the first. */
async function secondTab(context, problems) {
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`page error (second tab): ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error (second tab): ${m.text()}`); });
  return page;
}

/** The number of moves in the record on screen. */
async function turn(page) {
  return Number(await page.getAttribute('[data-turn]', 'data-turn'));
}

/** Makes one move of the record (a pick in Martian Whist's draft), as a
 * person would; resolves to the record's new length. */
async function oneMove(page) {
  const at = await turn(page);
  await page.waitForFunction(() => document.querySelector('[data-move]:enabled'), null, { timeout: 20_000, polling: 50 });
  await page.locator('[data-move^="piece:"]:enabled, [data-move]:enabled').first().click();
  await page.waitForFunction((n) => Number(document.querySelector('[data-turn]').getAttribute('data-turn')) > n, at, { polling: 20 });
  return turn(page);
}

/** The games saved in this browser: id -> number of moves. */
function saved(page) {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
    .filter((k) => k.startsWith('mp.save.'))
    .map((k) => [k.slice('mp.save.'.length), (JSON.parse(localStorage.getItem(k)).moves ?? []).length])));
}

/** Waits for the saved games to read `want`, then checks that they still
 * do a moment later (nothing wrote over them meanwhile). */
async function settled(page, want, message) {
  await page.waitForFunction((w) => {
    const now = Object.fromEntries(Object.keys(localStorage)
      .filter((k) => k.startsWith('mp.save.'))
      .map((k) => [k.slice('mp.save.'.length), (JSON.parse(localStorage.getItem(k)).moves ?? []).length]));
    return JSON.stringify(now, Object.keys(now).sort()) === JSON.stringify(w, Object.keys(w).sort());
  }, want, { timeout: 5_000, polling: 50 }).catch(() => {});
  await page.waitForTimeout(500);
  assert.deepEqual(await saved(page), want, message);
}

async function enabledMoves(page) {
  return page.locator('[data-move]:enabled').count();
}

/** Two tabs of one browser on one game of Martian Whist; `locks` false
 * takes the Web Locks API away, as in a browser without it. */
async function twoTabs(locks) {
  const { page: a, problems, context } = await openPage(app.browser, app.url);
  if (!locks) await context.addInitScript(() => { delete Navigator.prototype.locks; });
  await setUpSeats(a, app.url, 'martian-whist', ['human', 'human'], { 0: 'Ana', 1: 'Ben' });
  await a.click('[data-action="start"]');
  await a.waitForSelector('[data-move]:enabled');
  const id = new URL(a.url()).hash.replace('#game=', '');
  assert.match(id, /^[0-9a-f]{16}$/);
  assert.equal(await a.evaluate(() => 'locks' in navigator), locks);

  // The same game opened in a second tab: both show it, nobody has moved.
  const b = await secondTab(context, problems);
  await b.goto(`${app.url}#game=${id}`);
  await b.waitForSelector('[data-game="martian-whist"][data-phase]');

  // The first to move owns it: the other tab says so and offers no move.
  const first = await oneMove(a);
  await b.waitForSelector('[data-elsewhere]');
  assert.match(await b.textContent('[data-elsewhere]'), /This game is being played in another tab/);
  assert.equal(await enabledMoves(b), 0, 'no move in the tab that does not play');
  assert.equal(await a.locator('[data-elsewhere]').count(), 0);
  await shot(b, `k01-elsewhere${locks ? '' : '-storage'}`);

  // "Play here" takes it over where the first tab left it; the second
  // mover's move is kept, and now the first tab says so.
  await b.click('[data-action="play-here"]');
  await b.waitForSelector('[data-elsewhere]', { state: 'detached' });
  assert.equal(await turn(b), first, 'the game comes over as the other tab left it');
  const second = await oneMove(b);
  await a.waitForSelector('[data-elsewhere]');
  assert.equal(await enabledMoves(a), 0, 'the first tab plays nothing now');
  assert.equal(await a.isEnabled('[data-action="undo"]'), false);
  await settled(a, { [id]: second }, 'the second move survives, and no copy was needed');

  // A reload of the first tab still leaves the game to the second.
  await a.reload();
  await a.waitForSelector('[data-elsewhere]');
  assert.equal(await enabledMoves(a), 0);

  // And "Play here" brings it back, with the second tab's move.
  await a.click('[data-action="play-here"]');
  await a.waitForSelector('[data-elsewhere]', { state: 'detached' });
  assert.equal(await turn(a), second);
  const third = await oneMove(a);
  await b.waitForSelector('[data-elsewhere]');
  await settled(b, { [id]: third }, 'the third move is kept');
  assert.deepEqual(problems, []);
  await context.close();
}

test('one game, one tab: the first to move owns it, "Play here" takes it over (Web Locks)', () => twoTabs(true));

test('one game, one tab, in a browser without Web Locks (the storage event)', () => twoTabs(false));

test('a save never replaces another line of the same game: both are kept', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUpSeats(page, app.url, 'martian-whist', ['human', 'human'], { 0: 'Ana', 1: 'Ben' });
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-move]:enabled');
  const id = new URL(page.url()).hash.replace('#game=', '');
  await oneMove(page);
  const n = await oneMove(page);
  await settled(page, { [id]: n });
  // What another tab would have saved had it gone on from here, while this
  // one takes its move back and plays another.
  const theirs = await page.evaluate((k) => localStorage.getItem(k), `mp.save.${id}`);
  await page.click('[data-action="undo"]');
  await page.waitForFunction((m) => Number(document.querySelector('[data-turn]').getAttribute('data-turn')) < m, n);
  await settled(page, { [id]: n - 1 }, 'an undo replaces the game\'s own save');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`mp.save.${id}`, theirs]);
  // The move taken back was the first on offer (see oneMove): another one.
  await page.locator('[data-move]:enabled').nth(1).click();
  // This line is kept as a copy, opened in its place; the other is as it was.
  await page.waitForFunction((old) => !location.hash.endsWith(old), id);
  const copy = new URL(page.url()).hash.replace('#game=', '');
  await page.waitForSelector('.notice >> text=kept as a copy');
  await settled(page, { [id]: n, [copy]: n });
  assert.notEqual(await page.evaluate((k) => localStorage.getItem(k), `mp.save.${copy}`), theirs);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), `mp.save.${id}`), theirs, 'the other line is untouched');
  // Both are in the saved-games list.
  await page.click('[data-action="home"]');
  await page.waitForSelector(`[data-save="${id}"]:not(.damaged)`);
  await page.waitForSelector(`[data-save="${copy}"]:not(.damaged)`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a browser that refuses to save: the game goes on, a notice stays in view with the continue link', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { width: 390, height: 700 });
  await setUpSeats(page, app.url, 'martian-whist', ['human', 'human'], { 0: 'Ana', 1: 'Ben' });
  // Storage full from here on (the setup screen has been read).
  await page.evaluate(() => {
    Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-save-failed]');
  let n = 0;
  for (let i = 0; i < 4; i++) n = await oneMove(page);
  assert.equal(n >= 4, true);
  const notice = await page.textContent('[data-save-failed]');
  assert.match(notice, /Not saved/);
  assert.match(notice, /not being kept/);
  // Still in view with everything that scrolls scrolled to its foot: the
  // play screen is the screen's height (issue 35), its table's public part
  // scrolls inside it.
  const box = await page.evaluate(() => {
    const scrollers = [document.scrollingElement, ...document.querySelectorAll('.play *')]
      .filter((e) => e.scrollHeight > e.clientHeight + 1 && (e === document.scrollingElement || /auto|scroll/.test(getComputedStyle(e).overflowY)));
    for (const e of scrollers) e.scrollTop = e.scrollHeight;
    const r = document.querySelector('[data-save-failed]').getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, scrolled: scrollers.filter((e) => e.scrollTop > 0).length, page: window.scrollY };
  });
  assert.ok(box.scrolled > 0, 'something scrolls on a phone');
  assert.ok(box.top >= 0 && box.top < 700, `the notice is in view: ${JSON.stringify(box)}`);
  // As the phone shows it (a full-page picture would move the notice).
  await page.screenshot({ path: join(SHOTS, 'k02-save-failed.png') });
  // Its continue link holds the game at this very move.
  const link = await page.getAttribute('[data-save-failed] [data-continue-link]', 'href');
  assert.match(link, /#m=/);
  const fresh = await context.newPage();
  await fresh.goto(link);
  await fresh.waitForSelector('[data-game="martian-whist"][data-phase]');
  assert.equal(await turn(fresh), n);
  assert.deepEqual(problems, []);
  await context.close();
});

test('twenty Trickery games in a row in one tab: memory stays where it was after the second', async () => {
  const GAMES = 20;
  // Computers only, at Casual, 20 ms apart: long enough for a frame to be
  // painted between two moves, as in real play (where every save waits for
  // a paint), and twenty games still take a minute or two.
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 20 });
  await context.addInitScript(() => {
    addEventListener('TrunkApplicationStarted', (e) => {
      // Found by kind: a release build's exports have short names
      // (scripts/min-names.mjs). The wasm exports one memory, and one
      // table, wasm-bindgen's of the JavaScript objects Rust holds.
      const exported = Object.values(e.detail.wasm);
      window.__wasmMemory = exported.find((x) => x instanceof WebAssembly.Memory);
      window.__externrefs = exported.find((x) => x instanceof WebAssembly.Table);
    });
  });
  await setUpSeats(page, app.url, 'martian-trickery', ['computer', 'computer', 'computer']);
  for (let seat = 0; seat < 3; seat++) await setLevel(page, seat, 'casual');
  await page.click('[data-action="start"]');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // No element handle is kept between games (Playwright's handles, as from
  // waitForSelector, hold their page's nodes alive for DevTools): the page
  // is only read with functions that return plain values.
  const over = () => page.waitForFunction(() => !!document.querySelector('[data-outcome]'), null, { timeout: 60_000, polling: 50 });
  const figures = [];
  for (let g = 1; g <= GAMES; g++) {
    await over();
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    figures.push({
      game: g,
      nodes: m.Nodes,
      heapKB: Math.round(m.JSHeapUsedSize / 1024),
      wasmKB: await page.evaluate(() => window.__wasmMemory.buffer.byteLength / 1024),
      externrefs: await page.evaluate(() => window.__externrefs?.length ?? -1),
      elements: await page.evaluate(() => document.getElementsByTagName('*').length),
    });
    if (g < GAMES) {
      await page.click('[data-action="rematch"]');
      await page.waitForFunction(() => !document.querySelector('[data-outcome]'), null, { polling: 50 });
    }
  }
  console.log(figures.map((f) => JSON.stringify(f)).join('\n'));
  const base = figures[1];
  for (const f of figures.slice(2)) {
    for (const k of ['nodes', 'heapKB', 'wasmKB']) {
      assert.ok(Math.abs(f[k] - base[k]) <= 0.2 * base[k], `game ${f.game}: ${k} ${f[k]} against ${base[k]} after game 2`);
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});
