// Reading a Chromium trace of the app's page (tasks.mjs, bench.mjs TRACE,
// long-in-trace.mjs): the page's main thread, its tasks, and what a long
// task was made of; and a traced game to read them from and play
// (tasks.mjs, frames.mjs, tap-frames.mjs).
import { openPage, startAllHuman, seededRandom, withStyle, tableNow, tapAsPerson, randomSequence } from './helpers.js';

/** A new page of `browser` at `url` with the style rules `css` added,
 * CPU 4x, at the first table of a seeded all-human game of `game` (the
 * same deal each time), traced with `categories` from there on. `stop()`
 * ends the trace, closes the page and resolves to the trace's events. */
export async function tracedGame(browser, url, game, css, categories) {
  const { page, context } = await openPage(browser, url, { delay: 700 });
  await page.addInitScript(seededRandom, 7);
  await withStyle(page, css);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await startAllHuman(page, game);
  const end = await startTrace(cdp, categories);
  const stop = async () => {
    const events = await end();
    await context.close();
    return events;
  };
  return { page, cdp, stop };
}

/** Plays up to `n` steps (moves and hand-off "ready" taps) of the game on
 * `page`, one each 700 ms, each a person's tap, the move chosen by a seeded
 * sequence so that every run takes the same steps, and each marked in the
 * trace (`step:<move id>`, `step:ready`). `around(id, tap)` may wrap a
 * tap (tasks.mjs profiles one). Resolves to the steps taken. */
export async function playSteps(page, n, around = (_id, tap) => tap()) {
  const rand = randomSequence(99);
  let steps = 0;
  for (let i = 0; steps < n && i < 6 * n; i++) {
    await page.waitForTimeout(700);
    const now = await tableNow(page);
    if (now === 'over') break;
    if (now === 'wait') continue;
    let target = page.locator('[data-action="ready"]');
    let id = 'ready';
    if (now !== 'handoff') {
      const offered = page.locator('[data-move]:not([disabled])');
      target = offered.nth(Math.floor(rand() * (await offered.count())));
      id = await target.getAttribute('data-move');
    }
    await page.evaluate((x) => performance.mark(`step:${x}`), id);
    await around(id, () => tapAsPerson(page, target, { press: 80 }));
    steps++;
  }
  return steps;
}

/** Starts tracing `categories` over the CDP session `cdp`; resolves to a
 * function that ends the trace and resolves to its events. */
export async function startTrace(cdp, categories) {
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/** The renderer's main thread, as "pid:tid": the CrRendererMain with the
 * most events (the page's, not an idle renderer's). */
export function mainThreadId(events) {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const count = new Map();
  for (const e of events) { const k = `${e.pid}:${e.tid}`; if (mains.has(k)) count.set(k, (count.get(k) ?? 0) + 1); }
  return [...count].sort((a, b) => b[1] - a[1])[0][0];
}

/** The events of the renderer's main thread (`mainThreadId`), complete
 * events only, in time order. */
export function mainThread(events) {
  const main = mainThreadId(events);
  return events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
}

/** The main thread's tasks among `on` (from `mainThread`). */
export const tasksOf = (on) => on.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');

/** Milliseconds of the events named `name` among `xs`. */
export const msIn = (xs, name) => xs.filter((e) => e.name === name).reduce((a, e) => a + e.dur, 0) / 1000;

/** The parts a frame's time is split into. */
export const PARTS = ['Layout', 'UpdateLayoutTree', 'PrePaint', 'Paint', 'Layerize', 'FunctionCall', 'MajorGC', 'MinorGC'];

/** What the task `t` was made of: ms per part (those of 0.5 ms or more),
 * its layouts' dirty and total objects, and its `top` longest events,
 * each with its arguments. */
export function taskParts(on, t, top = 0) {
  const inside = on.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur);
  return {
    ms: t.dur / 1000,
    parts: PARTS.map((p) => [p, msIn(inside, p)]).filter(([, v]) => v >= 0.5),
    layouts: inside.filter((e) => e.name === 'Layout').map((e) => `${e.args.beginData?.dirtyObjects}/${e.args.beginData?.totalObjects}`),
    top: [...inside].sort((a, b) => b.dur - a.dur).slice(0, top).map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}${e.args && Object.keys(e.args).length ? ' ' + JSON.stringify(e.args).slice(0, 160) : ''}`),
  };
}

/** One line for a long task from `taskParts`, `when` saying where in the
 * game it came; its top events follow on lines of their own. */
export function printTask(l, when) {
  console.log(`  ${l.ms.toFixed(1).padStart(6)} ms ${when}: ${l.parts.map(([p, v]) => `${p} ${v.toFixed(1)}`).join(', ')}; layouts (dirty/total objects) ${l.layouts.join(' ') || '-'}`);
  for (const t of l.top) console.log(`      ${t}`);
}
