// Probe (not a test): what the main thread's long tasks are made of. Plays
// N steps (moves and hand-off "ready" taps) of one seeded all-human game at
// CPU 4x under a Chromium trace, and prints the time in layout, style,
// pre-paint, paint and script over the whole run, the count of tasks over
// 50, 40 and 30 ms, and each task over LONG ms split into its parts, with
// the dirty and total objects of its layouts. CSS (a JSON list of extra
// style rules, one run each; "" for none) compares variants without a
// rebuild; REPS repeats the list, so variants alternate.
//
//     GAME=martian-trickery N=60 CSS='["", ".x { contain: strict; }"]' node tests/e2e/tasks.mjs
//
// What it showed (stop 47, Trickery): the tasks over 40 ms are frames'
// rendering, not the move's script: layout 20-45 ms of the whole page from
// its root (22-42 dirty objects of 450-620), paint 6-20 ms. Stop 48: it
// is not how far a change spreads that costs, but how much is new. Any one
// change, inside a fixed-size SVG or not, costs about 1 ms of layout at
// CPU 4x (the walk from the root); the long frames are the parts a move
// builds afresh: a hand, a trick, the other seats turned to the next player.
// Each long task is printed with the step it follows ("ready +226": 226 ms
// after the tap on a hand-off's "ready" began, Playwright's checks
// included), and every restyle of more than 60 elements is listed the same
// way. Stop 66, Trickery: the longest frames are the first "ready" of a
// game (43-58 ms, 23-34 ms of it layout; with the hand's fan hidden, 25 ms
// and 12 of layout; with only its card faces hidden, still 47), a "ready"
// lifting the table's inert (256-270 elements restyled, 2-18 ms), and the
// table drawn behind a hand-off screen 150 ms after it shows (41-48 ms;
// drawing it a part a frame moved no task under 40 and cost a third more
// style in all, so it was left out); and about once per 50-60 steps a
// MajorGC of 45-58 ms (see garbage.mjs).
// CATS adds trace categories and TOP prints each long task's TOP longest
// events inside it; PROF_STEP (a move id) records the CPU profile of that
// step's tap into /tmp/step.cpuprofile (read it with profile-top.mjs; from
// a build without wasm-opt, its wasm functions have names). Stop 67:
//
//     CATS='v8,disabled-by-default-v8.gc,cppgc,disabled-by-default-cppgc' TOP=30 node tests/e2e/tasks.mjs
//
// showed the MajorGC is V8's memory reducer finishing its marking
// (GCFinalizeMCReduceMemory), 26 ms of its 44 Oilpan compacting its
// vector and hash-table backings (CppGC.AtomicCompact), which it does in
// a memory-reducing collection once those spaces hold enough free space;
// and that the main thread draws about 27 frames a step (the harness's
// own checks among them).
// WHY=1 also traces the page's layout invalidations and prints, under each
// long task, what its layouts were asked to redo (node: reason, counted).
// Stop 72, Trickery: the table drawn behind a hand-off is one "Style
// changed" on .table-body and 15-25 ms of layout (the whole table leaving
// content-visibility: hidden); a "ready" is 15-28 ms of layout whose
// list is the hand new to layout (12 cards: buttons, faces, 37 texts),
// yet with every card of the hand left out (display: none, at the prizes,
// where none can be played) the ready frames took 40-48 ms against 41-55:
// a few ms less, not the layout's 15-28. The list says what was asked,
// not what the time went on. WHY's own tracing slows the
// page's script several times over: read its lists, not its times. In a page
// at rest (CPU 4x, a forced layout after each change), one text changed
// anywhere costs 2-5 ms, and the whole table laid out again at a new width
// 4.5 ms. Tried, none beyond this machine's noise: the table no longer a
// size container (its layout halved, its style grew by as much: the
// container's style recalc is counted inside its layout), the hand's
// unplayable cards left out, and the table kept drawn under the hand-off
// screen (ab.mjs, 150 clicks: medians equal, 8 against 9 long tasks).
// Each run also prints, by kind of step (a "ready" or a move), each step's
// longest task and longest layout (median, p90, max), and with WHY, the
// style invalidations behind each restyle of more than 60 elements. Stop
// 78, Mah Jongg: the restyle of 279 elements a frame after each "ready" is
// `data-drawn-behind` coming off the table (the controls' `visibility`,
// which all within them inherit). Keeping the height of the person's part
// (.tl-mine) and of the Hint row under the hand-off, so that a "ready"
// leaves the public part's size alone, moved neither figure past the
// machine's drift (N=150, alternated: a ready's longest layout 13 and 13
// against 14 ms at the median; Trickery N=100 likewise), nor did a
// build drawing the moves a frame after the screen (N=100, alternated: a
// ready's longest task 28 and 32 against 31 and 34 ms at the median).
// Stop 79, Trickery: the page laid out at the end of each tap's task
// (a forced layout in a microtask after Yew's render) and in the timer
// that draws the table behind a hand-off, so that frames only paint. The
// timer's task was then 35-45 ms (its layout 16-26), but over four runs
// alternated (N=80) a move's longest task was 26 / 41-43 ms (median / p90)
// against 25-26 / 42-46, and tasks over 40 ms 7-9 against 7-10: no gain
// past the drift, so it was not kept.
import { serve, launch, quantile } from './helpers.js';
import { mainThread, tasksOf, msIn, PARTS, taskParts, printTask, tracedGame, playSteps } from './trace.js';

const GAME = process.env.GAME ?? 'martian-trickery';
const N = Number(process.env.N ?? 60);
const LONG = Number(process.env.LONG ?? 40);
const variants = JSON.parse(process.env.CSS ?? '[""]');
const WHY = !!process.env.WHY;

/** What the work `w` (a task, a restyle) was asked to redo: the events
 * `track` takes, from the end of the last `last` event (a layout, a
 * restyle) before `w` to the end of `w`, counted by `key(data, name)`. */
function invalidations(events, on, w, last, track, key) {
  const before = on.filter((e) => e.name === last && e.ts + e.dur < w.ts).pop();
  const since = before ? before.ts + before.dur : 0;
  const counts = new Map();
  for (const e of events) {
    if (!track(e.name) || e.ts <= since || e.ts > w.ts + w.dur) continue;
    const k = key(e.args?.data ?? {}, e.name);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, n]) => `${n} x ${k}`);
}

/** What the layouts of the task `t` were asked to redo: the page's layout
 * invalidations, by node and reason. */
const why = (events, on, t) => invalidations(events, on, t, 'Layout',
  (name) => name === 'LayoutInvalidationTracking', (d) => `${d.nodeName}: ${d.reason}`);

/** What the restyle `r` was asked to redo: the style invalidations
 * scheduled and met, by node, reason and what changed. */
const whyStyle = (events, on, r) => invalidations(events, on, r, 'UpdateLayoutTree',
  (name) => /^(Schedule)?Style.*InvalidationTracking$/.test(name),
  (d, name) => `${name.replace('InvalidationTracking', '')} ${d.nodeName}: ${d.reason ?? ''} ${d.changedAttribute ?? d.changedClass ?? d.changedPseudo ?? d.changedId ?? d.extraData ?? ''}`);
const browser = await launch();
const app = await serve(process.env.DIST);

async function run(css) {
  // The same deal in every run.
  const { page, cdp, stop } = await tracedGame(browser, app.url, GAME, css,
    ['devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', process.env.CATS,
      WHY && 'disabled-by-default-devtools.timeline.invalidationTracking'].filter(Boolean).join(','));
  const steps = await playSteps(page, N, async (id, tap) => {
    if (process.env.PROF_STEP !== id) return tap();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await tap();
    await page.waitForTimeout(800);
    const { profile } = await cdp.send('Profiler.stop');
    const { writeFile } = await import('node:fs/promises');
    await writeFile('/tmp/step.cpuprofile', JSON.stringify(profile));
  });
  await page.waitForTimeout(800);
  const events = await stop();
  const on = mainThread(events);
  const tasks = tasksOf(on);
  // The step an event follows, and how long after its mark.
  const marks = events.filter((e) => e.name.startsWith('step:')).sort((a, b) => a.ts - b.ts);
  const after = (ts) => {
    const m = marks.filter((x) => x.ts <= ts).pop();
    return m ? `${m.name.slice(5)} +${((ts - m.ts) / 1000).toFixed(0)}` : 'no step';
  };
  const restyles = on.filter((e) => e.name === 'UpdateLayoutTree' && (e.args?.elementCount ?? 0) > 60)
    .map((e) => `${e.args.elementCount} elements, ${(e.dur / 1000).toFixed(1)} ms, after ${after(e.ts)}`
      + (WHY ? whyStyle(events, on, e).map((w) => `\n      ${w}`).join('') : ''));
  const long = tasks.filter((t) => t.dur > LONG * 1000).map((t) => ({ step: after(t.ts), why: WHY ? why(events, on, t) : [], ...taskParts(on, t, Number(process.env.TOP ?? 0)) }));
  const over = (ms) => tasks.filter((t) => t.dur > ms * 1000).length;
  const frames = on.filter((e) => e.name === 'PrePaint' && e.dur > 0).length;
  // Each step's longest task and longest layout before the next step, by
  // kind of step (a "ready", or a move): the figures a change to one kind
  // of step should move.
  const worst = {};
  marks.forEach((m, i) => {
    const end = marks[i + 1]?.ts ?? Infinity;
    const within = (e) => e.ts >= m.ts && e.ts < end;
    const kind = m.name === 'step:ready' ? 'ready' : 'move';
    const add = (what, xs) => (worst[`${kind}, its longest ${what}`] ??= []).push(Math.max(0, ...xs.map((e) => e.dur / 1000)));
    add('task', tasks.filter(within));
    add('layout', on.filter((e) => e.name === 'Layout' && within(e)));
  });
  return { frames, steps, restyles, worst, totals: PARTS.slice(0, 6).map((p) => [p, msIn(on, p)]), over50: over(50), over40: over(40), over30: over(30), long };
}

for (let rep = 0; rep < Number(process.env.REPS ?? 1); rep++) {
  for (const css of variants) {
    const r = await run(css);
    console.log(`\n${GAME}, ${r.steps} steps, CPU 4x${css ? `, + ${css}` : ''}`);
    console.log(`  ms in all: ${r.totals.map(([p, v]) => `${p} ${v.toFixed(0)}`).join(', ')}`);
    console.log(`  frames drawn by the main thread: ${r.frames} (${(r.frames / Math.max(1, r.steps)).toFixed(1)} a step)`);
    console.log(`  tasks over 50 ms: ${r.over50}, over 40: ${r.over40}, over 30: ${r.over30}`);
    for (const [kind, ms] of Object.entries(r.worst)) {
      const q = (p) => quantile(ms, p)?.toFixed(0);
      console.log(`  after each ${kind} (${ms.length}): median ${q(0.5)}, p90 ${q(0.9)}, max ${q(1)} ms`);
    }
    for (const x of r.restyles) console.log(`  restyle of ${x}`);
    for (const l of r.long) {
      printTask(l, `after ${l.step}`);
      for (const w of l.why) console.log(`      ${w}`);
    }
  }
}
await browser.close();
await app.close();
process.exit(0);
