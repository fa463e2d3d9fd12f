// Browser benchmark (not a test: it prints figures and fails only if it
// cannot play). First the load time of the app and of a bare Yew app as a
// person meets it (load.mjs: Lighthouse's mobile profile, files gzipped, a
// first and a repeat visit, navigation to usable game tiles). Then, with
// the CPU throttled 4x, a stand-in for a mid-range tablet, it plays every
// playable game on the home page to the end with all seats human and
// measures how long each click takes to reach the screen and long tasks,
// and times the bare Yew app's button's clicks as the floor under the
// app's. Then it plays every game again, one person against Strong
// computers, once with the computers in their Web Worker and once searching
// on the page (as where there are no workers): long tasks over the whole
// game, computer turns included, and the computers' think time and
// iterations per second. The worker is throttled 4x too, by the app itself
// (helpers.js, throttleWorkers): Chromium's throttling reaches only the
// page's main thread. Run it through ./scripts/bench, which builds both
// first.
//
// Named .mjs, not *.test.js, so `node --test .` in this folder never runs it.
//
// Environment: DIST (the app's build, default dist/), BARE_DIST (the bare Yew
// app's build), SEED (default 1), LOADS (default 9 first and repeat visits
// of each), GAMES (comma-separated ids, default all playable; GAMES=none
// plays none), MAX_STEPS (default 4000), MODES (comma-separated, of human,
// worker and page: the all-human game, and the games against computers
// thinking in the worker or on the page; default all three), THROTTLE (the
// CPU slow-down, default 4),
// CLICK (how timed clicks are made: a plain mouse click, as a person's, by
// default; CLICK=locator for Playwright's click(), which adds its own hit
// checks to each click's time), PRESS_MS (how long a timed click holds the
// button down, default 80: a person's tap lasts about that long, and a
// release sent at once lands while the page still draws the press, a wait
// no person meets; PRESS_MS=0 gives the figures of stops before 42),
// PROFILE (a path prefix: each game's play is recorded with the CPU profiler
// into PREFIX-<game>.cpuprofile, for Chromium's performance panel or
// tests/e2e/profile-top.mjs; profiling slows the clicks, so its run's
// figures are not the benchmark's), TRACE (a path prefix: each game's play
// is traced into PREFIX-<game>-<mode>.json, for Chromium's performance
// panel or tests/e2e/long-in-trace.mjs), CSS (extra style rules for the
// games' pages, to try a style change without a rebuild), PACE_MS (how
// long a player looks at the table before each tap, move or ready, default
// 0: the bench taps within 50 ms of a move being offered (nextThing), while
// the last move's pieces may still be dropping into place for 350 ms, and
// such a tap shows a frame later (tap-frames.mjs); a person takes longer
// than that to see the move and choose, so PACE_MS=500 gives a person's
// figures), MUT (=1:
// with each long task, the places the DOM changed in the 120 ms before it).
import { writeFile } from 'node:fs/promises';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, launch, openPage, startAllHuman, throttleWorkers, tapAsPerson, withStyle, recordMutations, DIST } from './helpers.js';
import { measureLoads, printLoads } from './load.mjs';
import { startTrace } from './trace.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const APP_DIST = process.env.DIST ?? DIST;
const BARE_DIST = process.env.BARE_DIST ?? join(here, '..', 'bench', 'bare-yew', 'dist');
const SEED = Number(process.env.SEED ?? 1);
const LOADS = Number(process.env.LOADS ?? 9);
const MAX_STEPS = Number(process.env.MAX_STEPS ?? 4000);
const ONLY = process.env.GAMES ? process.env.GAMES.split(',') : null;
const MODES = (process.env.MODES ?? 'human,worker,page').split(',');
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const PROFILE = process.env.PROFILE;
const TRACE = process.env.TRACE;
// How a timed click is made: as a person's mouse (the default; see
// tapAsPerson), or CLICK=locator for Playwright's own click(), whose hit
// checks run inside the click and are counted with it (the figures of
// stops before 41). A press lasts PRESS_MS.
const PRESS = Number(process.env.PRESS_MS ?? 80);
const PACE = Number(process.env.PACE_MS ?? 0);
// MUT=1: also record the DOM's changes, and print with each long task the
// places changed in the 120 ms before it began (what the frame drew).
const MUT = Boolean(process.env.MUT);
const tap = process.env.CLICK === 'locator' ? (_page, l) => l.click() : (page, l) => tapAsPerson(page, l, { press: PRESS });
const RESULTS = join(here, 'bench-results.json');
// Event Timing reports only interactions at least this long (its minimum).
const THRESHOLD = 16;

/** mulberry32: a small seeded generator, so the same SEED clicks the same
 * buttons (the page gets its own stream, see instrument()). */
function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs in the page before the app. Makes the browser's random source
 * seeded (the app takes each match's seed from crypto.getRandomValues, so
 * the deals, and with them the whole game, repeat from run to run), and
 * records every click with what it hit, the Event Timing entries of
 * interactions, long tasks, and for each click the time until a callback
 * after the next frame (requestAnimationFrame, then a message, which runs
 * once that frame is done): a cross-check of Event Timing. */
function instrument(seed) {
  let s = seed >>> 0;
  const byte = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) & 255;
  };
  crypto.getRandomValues = (a) => {
    const b = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    for (let i = 0; i < b.length; i++) b[i] = byte();
    return a;
  };
  const B = (window.__bench = { clicks: [], events: [], long: [], messages: [] });
  // The page's own time handling each message from the computers' worker
  // (progress and answers): what the worker leaves on the main thread.
  const onmessage = window.Worker && Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
  if (onmessage) {
    Object.defineProperty(Worker.prototype, 'onmessage', {
      get() { return onmessage.get.call(this); },
      set(f) {
        onmessage.set.call(this, f && ((e) => {
          const t = performance.now();
          try { return f(e); } finally { B.messages.push(performance.now() - t); }
        }));
      },
    });
  }
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      if (e.interactionId) B.events.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) B.long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let down = null;
  let up = null;
  // Capture phase on window: before the app's own handlers run.
  addEventListener('pointerdown', (e) => { down = e.timeStamp; }, true);
  addEventListener('pointerup', (e) => { up = e.timeStamp; }, true);
  addEventListener('click', (e) => {
    const el = e.target.closest?.('[data-move],[data-action]');
    const rec = {
      kind: el?.hasAttribute('data-move') ? 'move' : el?.getAttribute('data-action') ?? 'other',
      id: el?.getAttribute('data-move') ?? null,
      stamps: [down, up, e.timeStamp].filter((x) => x !== null),
      click: e.timeStamp,
      // The DOM the click lands on: elements of the table, and of the page.
      tableNodes: document.querySelector('.table-body')?.getElementsByTagName('*').length ?? null,
      pageNodes: document.getElementsByTagName('*').length,
    };
    down = up = null;
    B.clicks.push(rec);
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => { rec.raf = performance.now() - rec.click; };
      ch.port2.postMessage(null);
    });
  }, true);
  // The tap's own frame shows the control tapped (data-chosen); the move is
  // made as the frame after begins, when the mark comes off (in that
  // frame's animation callbacks: ui::touch::after_tap), and drawn in it: the
  // time from the click to that frame done, by a message posted then.
  new MutationObserver((list) => {
    const rec = B.clicks[B.clicks.length - 1];
    if (!rec || rec.drawn !== undefined || !list.some((m) => !m.target.hasAttribute('data-chosen'))) return;
    rec.drawn = null;
    const ch = new MessageChannel();
    ch.port1.onmessage = () => { rec.drawn = performance.now() - rec.click; };
    ch.port2.postMessage(null);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-chosen'] });
}

const median = (xs) => pct(xs, 0.5);
/** Nearest-rank percentile. */
function pct(xs, p) {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(p * s.length) - 1)];
}
const tenth = (x) => (x === null ? null : Math.round(x * 10) / 10);
const stats = (xs) => ({ count: xs.length, median: tenth(median(xs)), p95: tenth(pct(xs, 0.95)), max: tenth(xs.length ? Math.max(...xs) : null) });
const r = (x) => (x === null ? '-' : String(Math.round(x)));

/** Each click's input-to-next-paint from Event Timing: the longest entry of
 * the interaction(s) its pointerdown, pointerup or click belong to (as INP
 * counts it). No entry means it took under 16 ms: counted as 16. */
function clickLatencies(clicks, events) {
  const near = (a, b) => Math.abs(a - b) < 2;
  return clicks.map((c) => {
    const ids = new Set(events.filter((e) => c.stamps.some((t) => near(e.start, t))).map((e) => e.id));
    const ds = events.filter((e) => ids.has(e.id)).map((e) => e.duration);
    return { ...c, et: ds.length ? Math.max(...ds) : THRESHOLD, under: ds.length === 0 };
  });
}

/** Home's games that open a setup screen: each tile's `data-game` button
 * is tried, so a game whose setup does not open is reported, not played. */
async function playableGames(browser, base) {
  const { page, context } = await openPage(browser, base);
  await page.goto(base);
  await page.waitForSelector('[data-game]');
  const ids = await page.$$eval('[data-game]', (es) => es.filter((e) => !e.disabled).map((e) => e.getAttribute('data-game')));
  const playable = [];
  for (const id of ids) {
    await page.goto(base);
    await page.click(`[data-game="${id}"]`);
    const opened = await page.waitForSelector('[data-action="start"]', { timeout: 3000 }).then(() => true, () => false);
    if (opened) playable.push(id);
  }
  await context.close();
  return { all: ids, playable };
}

/** Waits for what a person must do next: a hand-off, a move, or the end.
 * Chance moves (draws) are played by the app after a timeout, with the root
 * showing data-thinking="true" meanwhile. It looks every 50 ms, each look a
 * task of its own. Playwright's default looks in every frame, inside the
 * frame's own task, so each look was counted as the app's time: in one
 * traced game of Trickery against Strong (TRACE, stop 78), 11,061 looks,
 * 1.2 ms each at the median and 12 at the 99th percentile at CPU 4x, 21 s
 * of the main thread against the app's 8 s of script. Three alternated
 * pairs of that game untraced, looks in every frame against looks in tasks
 * of their own (here and in helpers.js's tapSettled): 19 against 15, 11
 * against 1 and 4 against 1 tasks over 50 ms. A move is now tapped within
 * 50 ms of being offered rather than within a frame: still far sooner than
 * a person, who takes a few hundred ms (PACE_MS). */
async function nextThing(page) {
  const h = await page.waitForFunction(() => {
    // A tap still waiting for its frame (ui::touch::after_tap): the screen
    // is about to change.
    if (document.querySelector('[data-chosen]')) return false;
    if (document.querySelector('[data-outcome]')) return { kind: 'over' };
    if (document.querySelector('[data-handoff]')) return { kind: 'handoff' };
    const root = document.querySelector('[data-phase]');
    const moves = [...document.querySelectorAll('[data-move]')];
    const enabled = moves.map((e, i) => (e.disabled || e.getAttribute('aria-disabled') === 'true' ? -1 : i)).filter((i) => i >= 0);
    if (root && root.getAttribute('data-thinking') === 'false' && enabled.length) return { kind: 'move', enabled };
    return false;
  }, null, { timeout: 60_000, polling: 50 });
  return h.jsonValue();
}

/** From the home page, starts `game` with its default seat count, seat 0
 * a person and every other seat a Strong computer (the default level);
 * resolves to the number of seats. */
async function startAgainstComputers(page, game) {
  await page.click(`[data-game="${game}"]`);
  await page.waitForSelector('[data-action="start"]');
  const seats = await page.locator('[data-seat]').count();
  for (let i = 0; i < seats; i++) {
    const kind = page.locator(`[data-seat="${i}"] [data-seat-kind]`);
    const want = i === 0 ? 'human' : 'computer';
    if ((await kind.getAttribute('data-seat-kind')) !== want) await kind.click();
    if (i > 0 && (await page.getAttribute(`[data-seat="${i}"] [data-seat-level]`, 'data-seat-level')) !== 'strong') {
      await page.click(`[data-seat="${i}"] [data-seat-level]`);
    }
  }
  await page.click('[data-action="start"]');
  await page.waitForSelector(`[data-game="${game}"][data-phase], [data-handoff]`);
  return seats;
}

/** Plays `game` to the end at CPU 4x. `mode`: 'human' (every seat a
 * person), 'worker' (one person against Strong computers, who think in
 * their worker) or 'page' (the same, with no Worker: they search on the
 * page, in slices). */
async function playGame(browser, base, game, mode = 'human') {
  // The app's own pause before a draw or a computer move (700 ms; a draw
  // comes after half of it), as players have it: with no pause the draw a
  // click sets off would be drawn within the same frame, and the figure
  // would be that of two moves, not of the click.
  const { page, context, problems } = await openPage(browser, base, { delay: 700 });
  await context.addInitScript(instrument, SEED);
  await withStyle(page, process.env.CSS ?? '');
  if (mode === 'page') await context.addInitScript(() => { delete window.Worker; });
  if (MUT) await context.addInitScript(recordMutations);
  await context.addInitScript(throttleWorkers, THROTTLE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(base);
  const seats = mode === 'human' ? await startAllHuman(page, game) : await startAgainstComputers(page, game);
  const endTrace = TRACE && await startTrace(cdp, 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing');
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const from = await page.evaluate(() => performance.now());
  const rand = prng(SEED);
  const t0 = Date.now();
  let moves = 0;
  let handoffs = 0;
  let over = false;
  for (let step = 0; step < MAX_STEPS && !over; step++) {
    const t = await nextThing(page);
    if (t.kind === 'over') over = true;
    else if (t.kind === 'handoff') {
      handoffs++;
      if (PACE) await page.waitForTimeout(PACE);
      await tap(page, page.locator('[data-action="ready"]'));
    } else {
      moves++;
      if (PACE) await page.waitForTimeout(PACE);
      await tap(page, page.locator('[data-move]').nth(t.enabled[Math.floor(rand() * t.enabled.length)]));
    }
    if (process.stdout.isTTY && step % 50 === 49) process.stdout.write(`  ${game}: ${step + 1} steps, ${Math.round((Date.now() - t0) / 1000)} s\r`);
  }
  if (process.stdout.isTTY) process.stdout.write('\x1b[2K');
  const seconds = Math.round((Date.now() - t0) / 1000);
  // Let the last clicks' frames land before reading.
  await page.waitForTimeout(500);
  if (TRACE) await writeFile(`${TRACE}-${game}-${mode}.json`, JSON.stringify({ traceEvents: await endTrace() }));
  if (PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    await writeFile(`${PROFILE}-${game}.cpuprofile`, JSON.stringify(profile));
  }
  const data = await page.evaluate(() => ({
    ...window.__bench,
    mut: window.__mut ?? [],
    marks: performance.getEntriesByType('mark').filter((m) => m.name.startsWith('mp-search')).map((m) => ({ name: m.name, t: m.startTime, detail: m.detail })),
    pageSearches: performance.getEntriesByName('mp-page-search').length,
  }));
  await context.close();
  if (problems.length) console.log(`  page problems in ${game}:\n    ${problems.join('\n    ')}`);

  const clicks = clickLatencies(data.clicks.filter((c) => c.click >= from), data.events);
  const ofKind = (k) => clicks.filter((c) => c.kind === k);
  const spans = [];
  for (const m of data.marks) {
    if (m.name === 'mp-search-start') spans.push({ start: m.t, end: Infinity });
    else if (spans.length) spans[spans.length - 1].end = m.t;
  }
  const inSearch = (l) => spans.some((s) => l.start < s.end && l.start + l.duration > s.start);
  const long = data.long.filter((l) => l.start >= from && !inSearch(l));
  // Which click each long task follows (within a second), to tell the
  // renders of moves and of hand-offs from anything else.
  const clickBefore = (l) => clicks.filter((c) => c.click <= l.start + 1).pop();
  const after = { move: 0, ready: 0, other: 0 };
  for (const l of long) {
    const c = clickBefore(l);
    after[c && l.start - c.click < 1000 && c.kind in after ? c.kind : 'other']++;
  }
  // Each long task of the game with the click it follows: what to look at.
  const longList = data.long.filter((l) => l.start >= from).map((l) => {
    const c = clickBefore(l);
    // MUT: what the DOM changed in the 120 ms before the task.
    const drew = {};
    for (const m of data.mut.filter((m) => m.t <= l.start + l.duration && m.t > l.start - 120)) {
      for (const [k, n] of Object.entries(m.places)) drew[k] = (drew[k] ?? 0) + n;
    }
    const top = Object.entries(drew).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, n]) => `${k} ${n}`).join(', ');
    return { ms: Math.round(l.duration), after: c ? c.id ?? c.kind : null, gap: c ? Math.round(l.start - c.click) : null, drew: top };
  });
  const byMove = {};
  for (const c of ofKind('move')) (byMove[c.id.split(':')[0]] ??= []).push(c.et);
  // Every long task of the game, computer turns included.
  const allLong = data.long.filter((l) => l.start >= from);
  // The computers' decisions: who made them, the search's own time, and
  // the turn's, from the request to the answer.
  const decisions = data.marks.filter((m) => m.name === 'mp-search-end' && m.detail).map((m) => m.detail);
  const searched = decisions.filter((d) => d.iterations > 0);
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const computers = mode === 'human' ? null : {
    decisions: decisions.length,
    searched: searched.length,
    by: [...new Set(decisions.map((d) => d.by))],
    pageSearches: data.pageSearches,
    messageMs: stats(data.messages),
    searchMs: stats(searched.map((d) => d.ms)),
    turnMs: stats(decisions.map((d) => d.turn)),
    openMs: stats(decisions.map((d) => d.open)),
    encodeMs: stats(decisions.map((d) => d.encode)),
    iterations: stats(searched.map((d) => d.iterations)),
    // Iterations a second of the search's own time (in the worker that is
    // its wall time; on the page, the time inside its slices), and of the
    // turn's wall time up to the decision.
    perSecond: Math.round(sum(searched.map((d) => d.iterations)) / (sum(searched.map((d) => d.ms)) / 1000)),
    perTurnSecond: Math.round(sum(searched.map((d) => d.iterations)) / (sum(searched.map((d) => d.turn)) / 1000)),
  };
  const nodes = (k) => ofKind('move').map((c) => c[k]).filter((x) => x !== null && x !== undefined);
  return {
    game, mode, seats, over, moves, handoffs, seconds, computers,
    dom: { table: stats(nodes('tableNodes')), page: stats(nodes('pageNodes')) },
    longList,
    allLongTasks: { count: allLong.length, max: allLong.length ? Math.max(...allLong.map((l) => l.duration)) : 0, total: Math.round(sum(allLong.map((l) => l.duration))) },
    move: { eventTiming: stats(ofKind('move').map((c) => c.et)), under16: ofKind('move').filter((c) => c.under).length, raf: stats(ofKind('move').map((c) => c.raf).filter((x) => x !== undefined)), drawn: stats(ofKind('move').map((c) => c.drawn).filter((x) => typeof x === 'number')) },
    ready: { eventTiming: stats(ofKind('ready').map((c) => c.et)), under16: ofKind('ready').filter((c) => c.under).length, raf: stats(ofKind('ready').map((c) => c.raf).filter((x) => x !== undefined)), drawn: stats(ofKind('ready').map((c) => c.drawn).filter((x) => typeof x === 'number')) },
    byMoveKind: Object.fromEntries(Object.entries(byMove).map(([k, xs]) => [k, stats(xs)])),
    byMoveKindHasArg: Object.fromEntries(ofKind('move').map((c) => [c.id.split(':')[0], c.id.includes(':')])),
    slowest: [...ofKind('move')].sort((a, b) => b.et - a.et).slice(0, 5).map((c) => ({ id: c.id, ms: c.et })),
    longTasks: { count: long.length, max: long.length ? Math.max(...long.map((l) => l.duration)) : 0, after, searches: spans.length, excluded: data.long.filter((l) => l.start >= from && inSearch(l)).length },
  };
}

/** Whether CPU throttling reaches the computers' worker, measured: the
 * worker's iterations a second of search time over `n` Strong decisions in
 * Trickery, the page throttled by CDP in every run, and the worker left as
 * it is ('page'), also sent CDP's command on its own target through
 * Target.setAutoAttach ('cdp': Chromium's answer is kept), or thinking with
 * the app's own emulation ('emulated', throttleWorkers, what the games
 * below use). */
async function workerThrottling(browser, base, how, n = 12) {
  const { page, context } = await openPage(browser, base, { delay: 100 });
  if (how === 'emulated') await context.addInitScript(throttleWorkers, THROTTLE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  let answer = null;
  if (how === 'cdp') {
    const ID = 1e6;
    cdp.on('Target.attachedToTarget', (e) => {
      if (e.targetInfo.type !== 'worker') return;
      const message = JSON.stringify({ id: ID, method: 'Emulation.setCPUThrottlingRate', params: { rate: THROTTLE } });
      cdp.send('Target.sendMessageToTarget', { sessionId: e.sessionId, message }).catch((err) => { answer = err.message; });
    });
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const m = JSON.parse(e.message);
      if (m.id === ID) answer = m.error ? m.error.message : 'accepted';
    });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  }
  await page.goto(base);
  await startAgainstComputers(page, 'martian-trickery');
  const decided = () => page.evaluate(() => performance.getEntriesByName('mp-search-end').map((m) => m.detail).filter((d) => d.iterations > 0));
  for (let step = 0; step < MAX_STEPS && (await decided()).length < n; step++) {
    const t = await nextThing(page);
    if (t.kind === 'over') break;
    if (t.kind === 'handoff') await page.click('[data-action="ready"]');
    else await page.locator('[data-move]').nth(t.enabled[Math.floor(Math.random() * t.enabled.length)]).click();
  }
  const d = await decided();
  await context.close();
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  return { how, decisions: d.length, perSecond: Math.round(sum(d.map((x) => x.iterations)) / (sum(d.map((x) => x.ms)) / 1000)), answer };
}

/** The floor under every figure above: clicks on the bare Yew counter's
 * button, input to next paint as Event Timing sees them (each click the
 * longest entry of its interaction, as for the app's; none means under
 * 16 ms, counted as 16), with the same throttling. What is left of a move
 * click above this is the app's own work. */
async function bareClicks(browser, url, n = 40) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__et = new Map();
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.interactionId) window.__et.set(e.interactionId, Math.max(window.__et.get(e.interactionId) ?? 0, e.duration));
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(url);
  await page.waitForSelector('button');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  for (let i = 0; i < n; i++) {
    await page.waitForTimeout(300);
    await tap(page, page.locator('button'));
  }
  await page.waitForTimeout(500);
  const et = await page.evaluate(() => [...window.__et.values()]);
  await context.close();
  const under = Math.max(0, n - et.length);
  return { ...stats([...et, ...Array(under).fill(THRESHOLD)]), under16: under };
}

/** A build folder's bytes, before gzip. */
const bytes = (dir) => readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);

function printGame(g) {
  const who = {
    human: 'all human',
    worker: 'one person against Strong computers thinking in their worker',
    page: 'one person against Strong computers searching on the page (no Worker)',
  }[g.mode];
  console.log(`\n== ${g.game}: ${g.seats} seats (the default), ${who}; CPU ${THROTTLE}x; seed ${SEED}${PACE ? `; each tap ${PACE} ms after it is offered` : ''}`);
  console.log(`   ${g.over ? 'whole game' : `STOPPED after ${MAX_STEPS} steps, not over`}: ${g.moves} move clicks, ${g.handoffs} hand-offs, ${g.seconds} s`);
  const row = (label, s, note = '') => console.log(`   ${label.padEnd(30)} ${String(s.count).padStart(5)} ${r(s.median).padStart(7)} ${r(s.p95).padStart(7)} ${r(s.max).padStart(7)}${note}`);
  console.log(`   ${'click to next paint (ms)'.padEnd(30)} ${'count'.padStart(5)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
  row('data-move, Event Timing', g.move.eventTiming, `   (${g.move.under16} had no entry: under 16 ms, counted as 16)`);
  row('data-move, rAF+message', g.move.raf);
  row('ready, Event Timing', g.ready.eventTiming, `   (${g.ready.under16} had no entry: under 16 ms, counted as 16)`);
  row('ready, rAF+message', g.ready.raf);
  console.log(`   ${'click to the move drawn (ms)'.padEnd(30)}   (the frame after the tap's own: ui::touch::after_tap)`);
  row('data-move, rAF+message', g.move.drawn);
  row('ready, rAF+message', g.ready.drawn);
  for (const [k, s] of Object.entries(g.byMoveKind)) row(`  data-move="${k}${g.byMoveKindHasArg[k] ? ':…' : ''}", ET`, s);
  console.log(`   slowest moves: ${g.slowest.map((s) => `${s.id} ${r(s.ms)}`).join(', ')}`);
  const lt = g.longTasks;
  console.log(`   long tasks over 50 ms during play, outside searches: ${lt.count}, longest ${r(lt.max)} ms; ${lt.after.move} within 1 s after a move click, ${lt.after.ready} after a ready click, ${lt.after.other} otherwise`);
  console.log(`   (searches marked: ${lt.searches}, long tasks inside them: ${lt.excluded})`);
  const al = g.allLongTasks;
  console.log(`   long tasks over 50 ms over the whole game, computer turns included: ${al.count}, longest ${r(al.max)} ms, ${al.total} ms in all`);
  if (MUT) for (const l of g.longList) console.log(`     ${l.ms} ms, +${l.gap ?? '-'} after ${l.after ?? 'no click'}: ${l.drew || 'no DOM change'}`);
  if (g.longList.length) console.log(`   each (ms, after the click on, by ms): ${g.longList.slice(0, 12).map((l) => `${l.ms} after ${l.after ?? 'no click'} +${l.gap ?? '-'}`).join('; ')}${g.longList.length > 12 ? '; …' : ''}`);
  console.log(`   DOM elements at a move click: table median ${r(g.dom.table.median)}, max ${r(g.dom.table.max)}; whole page median ${r(g.dom.page.median)}, max ${r(g.dom.page.max)}`);
  const c = g.computers;
  if (!c) return;
  console.log(`   computer decisions: ${c.decisions} (${c.searched} searched), made by ${c.by.join(' and ')}; page searches begun: ${c.pageSearches}`);
  console.log(`   ${'computer decision (ms)'.padEnd(30)} ${'count'.padStart(5)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
  row('search time (the search alone)', c.searchMs);
  row('turn to decision (from request)', c.turnMs);
  if (g.mode === 'worker') {
    row('page: each worker message', c.messageMs);
    row('page: writing the match\'s save', c.encodeMs);
    row('worker: opening the link', c.openMs);
  }
  row('iterations per decision', c.iterations);
  console.log(`   iterations per second at ${THROTTLE}x: ${c.perSecond} of search time; ${c.perTurnSecond} of the turns' time to decision`);
}

const started = Date.now();
const browser = await launch();
const app = await serve(APP_DIST);
const bare = await serve(BARE_DIST);
const results = { seed: SEED, cpuThrottle: THROTTLE, paceMs: PACE, eventTimingThreshold: THRESHOLD, games: {}, load: null };
try {
  // LOADS=0 skips the loads (a run for one game's play alone).
  if (LOADS > 0) {
    results.load = await measureLoads(browser, [
      { name: 'app', url: app.url, ready: '[data-game]', worker: true },
      { name: 'bare Yew', url: bare.url, ready: 'button', worker: false },
    ], LOADS);
    results.load.appBytes = bytes(APP_DIST);
    results.load.bareBytes = bytes(BARE_DIST);
    printLoads(results.load);
  }
  results.bareClicks = await bareClicks(browser, bare.url);

  if (MODES.includes('worker')) {
    const runs = [];
    for (const how of ['page', 'cdp', 'emulated']) runs.push(await workerThrottling(browser, app.url, how));
    results.workerThrottling = runs;
    const [p, c, e] = runs;
    console.log(`\n== does CPU ${THROTTLE}x reach the computers' worker? Trickery, Strong, iterations a second of the worker's search time`);
    console.log(`   the page throttled by CDP, the worker as it is:     ${p.perSecond}   (${p.decisions} decisions)`);
    console.log(`   CDP's command also sent to the worker's target:     ${c.perSecond}   (${c.decisions} decisions; Chromium answered: ${c.answer ?? 'nothing'})`);
    console.log(`   the worker's own emulation (throttleWorkers):       ${e.perSecond}   (${e.decisions} decisions; ${(p.perSecond / e.perSecond).toFixed(2)}x slower than as it is)`);
  }

  const { all, playable } = await playableGames(browser, app.url);
  results.home = { games: all, playable };
  console.log(`home: ${all.join(', ')}; playable: ${playable.join(', ')}`);
  for (const mode of MODES) {
    for (const game of playable.filter((g) => !ONLY || ONLY.includes(g))) {
      const g = await playGame(browser, app.url, game, mode);
      results.games[mode === 'human' ? game : `${game} ${mode}`] = g;
      printGame(g);
    }
  }
  const c = results.bareClicks;
  console.log(`\n== the floor: a click on the bare Yew counter's button, CPU ${THROTTLE}x, Event Timing (ms)`);
  console.log(`   ${c.count} clicks: median ${r(c.median)}, p95 ${r(c.p95)}, max ${r(c.max)}   (${c.under16} had no entry: under 16 ms, counted as 16)`);
  if (results.load) {
    printLoads(results.load);
    console.log(`   (in dist: app ${Math.round(results.load.appBytes / 1024)} KiB, bare Yew ${Math.round(results.load.bareBytes / 1024)} KiB, before gzip)`);
  }
  results.seconds = Math.round((Date.now() - started) / 1000);
  await writeFile(RESULTS, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nfigures written to ${RESULTS}; ${results.seconds} s in all`);
} finally {
  await browser.close();
  await app.close();
  await bare.close();
}
const unfinished = Object.values(results.games).filter((g) => !g.over).map((g) => `${g.game} (${g.mode})`);
if (unfinished.length) {
  console.error(`not played to the end: ${unfinished.join(', ')}`);
  process.exit(1);
}
