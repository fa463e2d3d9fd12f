// Computer players think in a Web Worker running the app's own wasm: the
// page runs no search, Home and Undo stop a search at once, a worker that
// dies or throws mid-think is replaced and the game goes on, a page closed
// mid-think resumes at the last move, and without workers the page still
// plays (searching in slices by itself).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, personToPlay, playOneMove, shot, useApp, setUpSeats, throttleWorkers } from './helpers.js';

const app = useApp(before, after);

/** Runs in the page before the app: keeps every Worker the app makes, with
 * when it was made and when the app let it go, and lets the test make the
 * next ones die (`terminate`, as a crashed worker goes silent) or throw
 * (`throw`, an error event) just after a request reaches them. */
function watchWorkers() {
  window.__workers = [];
  window.__kill = [];
  const W = window.Worker;
  if (!W) return;
  window.Worker = class extends W {
    constructor(...args) {
      super(...args);
      window.__workers.push({ worker: this, url: String(args[0]), made: performance.now(), terminated: null, requests: 0 });
    }
    postMessage(message, ...rest) {
      const request = message && typeof message.save === 'string';
      super.postMessage(message, ...rest);
      const rec = window.__workers.find((r) => r.worker === this);
      if (!request) return;
      rec.requests++;
      const how = window.__kill.shift();
      // At once, so the worker cannot answer first (the error event in a
      // task of its own, as a real one comes).
      if (how === 'terminate') W.prototype.terminate.call(this);
      if (how === 'throw') setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'thrown by the test' })));
    }
    terminate() {
      const rec = window.__workers.find((r) => r.worker === this);
      if (rec.terminated === null) rec.terminated = performance.now();
      super.terminate();
    }
  };
}

/** Each computer decision the page saw through: who worked it out (the
 * worker or the page) and how much it searched; and whether the page ever
 * started a search of its own. */
async function decisions(page) {
  return page.evaluate(() => ({
    ends: performance.getEntriesByName('mp-search-end').map((m) => m.detail),
    pageSearches: performance.getEntriesByName('mp-page-search').length,
    workers: window.__workers.map(({ url, made, terminated, requests }) => ({ url, made, terminated, requests })),
  }));
}

/** Martian 12s, one person against a Strong computer, three rounds. */
async function twelves(page, name) {
  await setUpSeats(page, app.url, 'martian-12s', ['human', 'computer'], { 0: name });
  await page.selectOption('[data-option="rounds"]', '3');
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-12s"][data-phase]');
}

/** Plays the person's moves until the game is over. */
async function playToEnd(page) {
  for (let moves = 0; await personToPlay(page); moves++) {
    assert.ok(moves < 300, 'the game ends');
    await playOneMove(page);
  }
  await page.waitForSelector('[data-outcome]');
}

/** Seat 0 plays a move at random; then, the moment a computer's search
 * is under way in the worker (progress reported, not yet full), the page
 * itself clicks `selector` (if it is enabled), so no round trip to the
 * test can let the search end first. Resolves to the click's time, the
 * move count and the decisions made so far, or to null if seat 0 came to
 * move again first. */
async function playThenClickMidThink(page, selector) {
  await page.waitForFunction(() => document.querySelector('[data-phase]')?.getAttribute('data-to-act') === '0' && document.querySelector('[data-move]:enabled'), null, { timeout: 60_000 });
  const moves = page.locator('[data-move]:enabled');
  await moves.nth(Math.floor(Math.random() * (await moves.count()))).click();
  const h = await page.waitForFunction((sel) => {
    const fill = document.querySelector('.thinking:not(.idle) .thinking-fill');
    const p = Number(fill?.getAttribute('data-progress') ?? 0);
    const button = document.querySelector(sel);
    if (p > 0 && p < 100 && button && !button.disabled) {
      const t = performance.now();
      const at = Number(document.querySelector('.thinking').getAttribute('data-turn'));
      const ends = performance.getEntriesByName('mp-search-end').length;
      // The first task after the click's own.
      window.__nextTask = null;
      setTimeout(() => { window.__nextTask = performance.now(); });
      button.click();
      return { t, at, ends };
    }
    const root = document.querySelector('[data-phase]');
    return root?.getAttribute('data-to-act') === '0' && document.querySelector('[data-move]:enabled') ? { t: null } : false;
  }, selector, { timeout: 60_000, polling: 'raf' });
  const v = await h.jsonValue();
  return v.t === null ? null : v;
}

/** The worker searching when the page clicked was let go before it could
 * answer (a search left to finish would have ended with its answer, and
 * its worker kept), and a fresh one started for the next turn. It goes
 * when the click's update is rendered: Yew runs the effect cleanups that
 * drop the turn in that task or, should the render run past 16 ms, in
 * the task right after (printed). */
async function stoppedAtOnce(page, clicked) {
  await page.waitForFunction(() => window.__nextTask !== null);
  const { workers } = await decisions(page);
  const next = await page.evaluate(() => window.__nextTask);
  const stopped = workers.filter((w) => w.terminated !== null && w.terminated >= clicked.t);
  assert.equal(stopped.length, 1, 'the searching worker was let go');
  const ms = Math.round(stopped[0].terminated - clicked.t);
  console.log(`worker let go ${ms} ms after the click, ${stopped[0].terminated <= next ? 'in its task' : 'in a later task'} (the next task began at +${Math.round(next - clicked.t)} ms)`);
  assert.equal(workers.filter((w) => w.made >= clicked.t && w.terminated === null).length, 1, 'a fresh worker waits for the next turn');
}

test('the computer\'s moves come from the worker, on the app\'s own wasm; the page runs no search', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await context.addInitScript(watchWorkers);
  // What the page and its worker fetch (the service worker's own fetches,
  // as it caches the build, are not theirs).
  const fetched = [];
  context.on('request', (r) => { if (!r.serviceWorker()) fetched.push(new URL(r.url()).pathname); });
  await setUpSeats(page, app.url, 'martian-trickery', ['human', 'computer', 'computer', 'computer'], { 0: 'Ana' });
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-trickery"][data-phase]');
  // A dozen computer decisions, the person playing at random meanwhile.
  for (let i = 0; i < 200; i++) {
    if ((await decisions(page)).ends.length >= 12) break;
    const what = await (await page.waitForFunction(() => {
      const root = document.querySelector('[data-phase]');
      if (root?.getAttribute('data-thinking') === 'true') return 'thinking';
      return document.querySelector('[data-move]:enabled') ? 'move' : false;
    }, null, { timeout: 60_000 })).jsonValue();
    if (what === 'thinking') {
      await page.waitForFunction(() => document.querySelector('[data-phase]')?.getAttribute('data-thinking') !== 'true', null, { timeout: 60_000 });
      continue;
    }
    const moves = page.locator('[data-move]:enabled');
    await moves.nth(Math.floor(Math.random() * (await moves.count()))).click();
  }
  const d = await decisions(page);
  console.log(`decisions: ${d.ends.length}, iterations ${d.ends.map((e) => e.iterations).join(' ')}; worker ms ${d.ends.map((e) => Math.round(e.ms)).join(' ')}`);
  assert.ok(d.ends.length >= 12, `computer decisions were made (${d.ends.length})`);
  assert.deepEqual([...new Set(d.ends.map((e) => e.by))], ['worker'], 'every decision came from the worker');
  assert.equal(d.pageSearches, 0, 'the page never searched');
  assert.ok(d.ends.some((e) => e.iterations > 100), 'the worker searched');
  assert.equal(d.workers.length, 1, 'one worker served every decision');
  assert.match(d.workers[0].url, /\/worker\.js$/);
  assert.equal(d.workers[0].terminated, null);
  assert.equal(await page.getAttribute('.thinking-fill', 'data-by'), 'worker');
  // The wasm was downloaded once, by the page; the worker got it compiled.
  assert.equal(fetched.filter((p) => p.endsWith('.wasm')).length, 1, `wasm fetched once: ${fetched.join(' ')}`);
  assert.equal(fetched.filter((p) => p === '/worker.js').length, 1, 'the worker\'s script fetched once');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Home and Undo stop a computer\'s search at once, and nothing it found is played', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 300 });
  // Throttled like a tablet, the page and the worker, so a Strong search
  // lasts long enough to be interrupted in the middle.
  await context.addInitScript(throttleWorkers, 4);
  await context.addInitScript(watchWorkers);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await setUpSeats(page, app.url, 'martian-trickery', ['human', 'computer', 'computer', 'computer'], { 0: 'Ana' });
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-trickery"][data-phase]');

  // Undo: the person plays, and takes it back while the next seat thinks.
  let undone = false;
  for (let i = 0; i < 60 && !undone; i++) {
    const clicked = await playThenClickMidThink(page, '[data-action="undo"]');
    if (!clicked) continue;
    await page.waitForFunction(() => document.querySelector('[data-phase]')?.getAttribute('data-to-act') === '0');
    await stoppedAtOnce(page, clicked);
    // Nothing is played for the undone position, however long we wait.
    await page.waitForTimeout(1500);
    const later = await decisions(page);
    assert.equal(later.ends.length, clicked.ends, 'no decision came in after the undo');
    assert.equal(await page.locator('.thinking:not(.idle)').count(), 0);
    assert.ok(Number(await page.getAttribute('.thinking', 'data-turn')) < clicked.at, 'the move was taken back');
    undone = true;
  }
  assert.ok(undone, 'a move was undone while a computer thought');

  // Home, mid-search: the worker goes at once, and the game is where it was.
  let home = null;
  for (let i = 0; i < 60 && !home; i++) home = await playThenClickMidThink(page, '[data-action="home"]');
  assert.ok(home, 'Home was pressed while a computer thought');
  await page.waitForSelector('[data-game="martian-12s"]');
  await stoppedAtOnce(page, home);
  await page.waitForTimeout(1500);
  assert.equal((await decisions(page)).ends.length, home.ends, 'no decision came in after Home');
  // Resumed, the computer thinks again from the same move.
  await page.locator('.save [data-action="resume"]').first().click();
  await page.waitForSelector(`.thinking:not(.idle)[data-turn="${home.at}"]`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a worker that dies or throws mid-think is replaced, and the game still ends', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 10 });
  await context.addInitScript(watchWorkers);
  await setUpSeats(page, app.url, 'martian-12s', ['human', 'computer'], { 0: 'Kit' });
  await page.selectOption('[data-option="rounds"]', '3');
  // The first request's worker dies silently, the third's throws, the
  // fifth's dies again (each time, the turn's next request is its retry).
  await page.evaluate(() => { window.__kill = ['terminate', null, 'throw', null, 'terminate']; });
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-12s"][data-phase]');
  await playToEnd(page);
  const d = await decisions(page);
  console.log(`workers made: ${d.workers.length}, requests each: ${d.workers.map((w) => w.requests).join(' ')}; decisions: ${d.ends.length}`);
  assert.equal(await page.evaluate(() => window.__kill.length), 0, 'every fault was set off');
  assert.ok(d.workers.length >= 4, `a new worker for each one lost (${d.workers.length})`);
  assert.ok(d.workers[0].requests === 1 && d.workers[1].requests >= 2, 'the lost request was made again to a new worker');
  assert.deepEqual([...new Set(d.ends.map((e) => e.by))], ['worker'], 'the new workers decided');
  assert.equal(d.pageSearches, 0);
  await shot(page, 'k01-worker-faults-game-over');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a page closed while the computer thinks resumes at the last move', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 1500 });
  await twelves(page, 'Ida');
  // The person's first move, then the computer's turn.
  await personToPlay(page);
  await playOneMove(page);
  await page.waitForSelector('.thinking:not(.idle)[data-thinking-seat="1"]', { timeout: 60_000 });
  const at = await page.getAttribute('.thinking', 'data-turn');
  const log = await page.locator('.log li').allTextContents();
  await page.close();
  const again = await context.newPage();
  again.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await again.goto(app.url);
  await again.waitForSelector(`.thinking:not(.idle)[data-turn="${at}"]`);
  assert.deepEqual(await again.locator('.log li').allTextContents(), log, 'the game is as it was');
  // And the computer goes on to move.
  await again.waitForFunction((at) => Number(document.querySelector('.thinking')?.getAttribute('data-turn')) > Number(at), at, { timeout: 60_000 });
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [name, block] of [
  ['no Worker at all', { script: () => { delete window.Worker; } }],
  ['a worker script that will not load', { route: true }],
]) {
  test(`with ${name}, the page searches by itself and the game ends`, async () => {
    const { page, problems, context } = await openPage(app.browser, app.url, { delay: 10 });
    if (block.script) await context.addInitScript(block.script);
    if (block.route) await context.route('**/worker.js', (r) => r.fulfill({ status: 404, body: 'not found' }));
    await context.addInitScript(watchWorkers);
    await twelves(page, 'Lou');
    await playToEnd(page);
    const d = await decisions(page);
    assert.ok(d.ends.length > 0);
    assert.deepEqual([...new Set(d.ends.map((e) => e.by))], ['page']);
    assert.ok(d.pageSearches > 0);
    assert.ok(d.workers.length <= 2, `the app stopped trying after ${d.workers.length} workers`);
    // The unloadable script is the only complaint.
    assert.deepEqual(problems.filter((p) => !/404|worker\.js/.test(p)), []);
    await context.close();
  });
}
