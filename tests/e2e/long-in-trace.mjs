// Reads a trace that bench.mjs wrote (TRACE=prefix) and prints each of the
// page's main-thread tasks over LONG ms (default 50) split into its parts,
// with its TOP (default 12) longest events and how long after the last
// click it began.
//
//     TRACE=/tmp/t GAMES=martian-whist MODES=worker LOADS=0 node tests/e2e/bench.mjs
//     node tests/e2e/long-in-trace.mjs /tmp/t-martian-whist-worker.json
import { readFileSync } from 'node:fs';
import { mainThread, tasksOf, taskParts, printTask } from './trace.js';

const LONG = Number(process.env.LONG ?? 50);
const { traceEvents } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const on = mainThread(traceEvents);
const clicks = on.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
const long = tasksOf(on).filter((t) => t.dur > LONG * 1000);
console.log(`${process.argv[2]}: ${long.length} tasks over ${LONG} ms`);
for (const t of long) {
  const c = clicks.filter((x) => x.ts <= t.ts).pop();
  printTask(taskParts(on, t, Number(process.env.TOP ?? 12)), c ? `${((t.ts - c.ts) / 1000).toFixed(0)} ms after a click` : 'before any click');
}
