// Where a click's time goes (a probe, not a test): plays N moves of one game
// with every seat human and the CPU throttled 4x, records a Chromium trace,
// and splits each click, from its event to the next frame's commit, into
// script, style, layout, pre-paint, paint, layerize and commit, with the
// software raster that follows; then splits the same clicks as Event Timing
// saw them, from the input to the presentation. Run it on a built dist/ (./scripts/bench or
// ./scripts/test builds one):
//
//     GAME=martian-trickery N=60 node tests/e2e/trace-clicks.mjs
//
// Environment: GAME (default martian-mah-jongg), N (move clicks, default
// 60), DIST (the build), CSS (extra style rules to try without a rebuild),
// TRACE (a path to keep the raw trace, for Chromium's performance panel),
// CATS (the whole list of trace categories, in place of the default three;
// add e.g. disabled-by-default-devtools.timeline.invalidationTracking to see
// what marked layout dirty),
// PRESS_MS (as bench.mjs, default 80), READY=1 (time the hand-off's ready clicks instead, N of them: what the
// private screen costs to bring up).
// Moves are picked by a fixed generator, so two runs play alike while the
// game allows it. Compare variants in alternating runs on a quiet machine:
// another busy process moves these figures more than most changes do.
import { writeFileSync } from 'node:fs';
import { serve, launch, openPage, startAllHuman, tapAsPerson, tableNow, randomSequence, quantile } from './helpers.js';

const GAME = process.env.GAME ?? 'martian-mah-jongg';
const N = Number(process.env.N ?? 60);
const READY = !!process.env.READY;
// How long each click holds the button down (as bench.mjs).
const PRESS = Number(process.env.PRESS_MS ?? 80);
const PHASES = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];

const browser = await launch();
const app = await serve(process.env.DIST);
const events = [];
try {
  const { page, context } = await openPage(browser, app.url, { delay: 700 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (process.env.CSS) {
    await page.addInitScript((css) => document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }), process.env.CSS);
  }
  await page.goto(app.url);
  await startAllHuman(page, GAME);

  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    categories: process.env.CATS ?? 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  const rand = randomSequence(12345);
  for (let moves = 0, readies = 0, step = 0; (READY ? readies : moves) < N && step < (READY ? 30 : 3) * N; step++) {
    // Past the app's own pause before draws and the hand-off's settling.
    await page.waitForTimeout(800);
    const now = await tableNow(page);
    if (now === 'over') break;
    if (now === 'handoff') {
      if (READY) await page.evaluate(() => performance.mark('move:ready'));
      await tapAsPerson(page, page.locator('[data-action="ready"]'), { press: PRESS });
      readies++;
    }
    if (now !== 'move') continue;
    const offered = page.locator('[data-move]:not([disabled])');
    const pick = offered.nth(Math.floor(rand() * (await offered.count())));
    const id = await pick.getAttribute('data-move');
    if (!READY) await page.evaluate((m) => performance.mark(`move:${m}`), id);
    await tapAsPerson(page, pick, { press: PRESS });
    moves++;
  }
  await cdp.send('Tracing.end');
  await complete;
} finally {
  await browser.close();
  await app.close();
}
if (process.env.TRACE) writeFileSync(process.env.TRACE, JSON.stringify(events));

const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  .map((e) => `${e.pid}:${e.tid}`));
const slices = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
const marks = events.filter((e) => e.name.startsWith('move:')).sort((a, b) => a.ts - b.ts);
const raster = events.filter((e) => e.ph === 'X' && e.name === 'RasterTask');
const rows = [];
for (const click of slices.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')) {
  // Only move clicks (a mark just before), not the hand-off's ready.
  const mark = marks.filter((m) => m.ts <= click.ts).pop();
  if (!mark || click.ts - mark.ts > 600_000) continue;
  const commit = slices.find((e) => e.name === 'Commit' && e.ts > click.ts + click.dur);
  if (!commit) continue;
  const end = commit.ts + commit.dur;
  const inside = slices.filter((e) => e.ts >= click.ts && e.ts + e.dur <= end);
  const ms = (name) => inside.filter((e) => e.name === name).reduce((s, e) => s + e.dur, 0) / 1000;
  const row = { move: mark.name.slice(5), total: (end - click.ts) / 1000, script: click.dur / 1000 };
  for (const p of PHASES) row[p] = ms(p);
  row.raster = raster.filter((e) => e.ts >= end && e.ts < end + 50_000).reduce((s, e) => s + e.dur, 0) / 1000;
  rows.push(row);
}
const q = (xs, p) => quantile(xs, p) ?? 0;
console.log(`${GAME}: ${rows.length} ${READY ? 'ready' : 'move'} clicks, CPU 4x, click to the next frame's commit (ms)`);
console.log(`   ${'phase'.padEnd(18)} ${'median'.padStart(7)} ${'p90'.padStart(7)}`);
for (const k of ['total', 'script', ...PHASES, 'raster']) {
  const xs = rows.map((r) => r[k]);
  console.log(`   ${k.padEnd(18)} ${q(xs, 0.5).toFixed(1).padStart(7)} ${q(xs, 0.9).toFixed(1).padStart(7)}`);
}
// The whole of each move click as Event Timing saw it, from the release's
// time stamp to the frame's presentation: waiting for the main thread, the
// pointerdown and click handlers, on to the commit, and the presentation
// after it (raster and the display compositor, which the CPU throttling
// does not slow; a tablet does that part on its GPU).
const timing = events.filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.args?.data?.interactionId);
const split = [];
for (const down of timing.filter((e) => e.args.data.type === 'pointerdown')) {
  const x = down.args.data;
  const click = timing.find((e) => e.args.data.type === 'click' && e.args.data.interactionId === x.interactionId)?.args.data;
  const offset = down.ts / 1000 - x.timeStamp;
  const mark = marks.filter((m) => m.ts / 1000 - offset <= x.timeStamp).pop();
  if (!click || !mark || x.timeStamp - (mark.ts / 1000 - offset) > 200) continue;
  // From the release (the click's own time stamp): with a press of some
  // length (PRESS_MS), the press is over by then; its own entry, from
  // pointerdown to the paint after it, is counted as bench.mjs counts it.
  split.push({
    'input delay': click.processingStart - click.timeStamp,
    handlers: click.processingEnd - click.processingStart,
    'to commit': click.commitFinishTime - click.processingEnd,
    presentation: click.timeStamp + click.duration - click.commitFinishTime,
    'press (its own)': x.duration,
    'event timing': Math.max(click.duration, x.duration),
  });
}
if (split.length) {
  console.log(`   Event Timing of the same clicks (${split.length}), input to presentation:`);
  for (const k of Object.keys(split[0])) {
    const xs = split.map((r) => r[k]);
    console.log(`   ${k.padEnd(18)} ${q(xs, 0.5).toFixed(1).padStart(7)} ${q(xs, 0.9).toFixed(1).padStart(7)}`);
  }
}
const slow = [...rows].sort((a, b) => b.total - a.total).slice(0, 5);
console.log(`   slowest: ${slow.map((r) => `${r.move} ${r.total.toFixed(0)}`).join(', ')}`);
