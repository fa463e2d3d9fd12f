// Probe (not a test): which of the browser's own heap spaces (Blink's
// Oilpan) a game's taps fill, and with what. Takes the first hand-off of an
// all-human game (GAME), collects garbage, then makes TAPS plain clicks on
// moves and "ready" (no collection between) and prints each space's growth
// from a memory-infra dump and the object types grown most (SPACE=name
// for one space's). Garbage in the vector and hash-table backing spaces
// (CustomSpace0 and 1) is what Oilpan compacts in the memory reducer's
// collection (tasks.mjs): the longest GC pauses.
//
//     GAME=martian-trickery TAPS=20 SPACE=CustomSpace0 node tests/e2e/heapspaces.mjs
//
// What it showed (stop 67, Trickery, 20 taps, before a8fa91f): about
// 295 KB per tap in all, 18 KB of it vector backings; most grown: line
// layout (LogicalLineItems, 460 KB), grid track sizing
// (GridSizingTrackCollection, 440-480 KB), computed styles (370 KB), and
// calc() with var() resolved anew at each restyle (math expression nodes
// and their vectors, about 240 KB).
import { serve, launch, openPage, startAllHuman, tableNow, plainTap, readyFirstHandoff } from './helpers.js';
const GAME = process.env.GAME ?? 'martian-trickery';
const TAPS = Number(process.env.TAPS ?? 10);
const browser = await launch();
const app = await serve(process.env.DIST);
const { page, context } = await openPage(browser, app.url, { delay: 40 });
const cdp = await context.newCDPSession(page);
await page.goto(app.url);
await page.waitForTimeout(2000);
async function dump() {
  const events = [];
  const h = (d) => events.push(...d.value);
  cdp.on('Tracing.dataCollected', h);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['disabled-by-default-memory-infra'], excludedCategories: ['*'], memoryDumpConfig: { triggers: [] } } });
  await cdp.send('Tracing.requestMemoryDump', { deterministic: false, levelOfDetail: 'detailed' });
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', h);
  const spaces = new Map();
  const types = new Map();
  for (const e of events) {
    const dumps = e.args?.dumps?.allocators;
    // Every renderer's heap (the page's is the one that grows).
    if (!dumps) continue;
    for (const [name, d] of Object.entries(dumps)) {
      const obj = d.attrs?.allocated_objects_size ? parseInt(d.attrs.allocated_objects_size.value, 16) : 0;
      const sp = name.match(/^blink_gc\/main\/heap\/([^/]+)$/);
      if (sp) spaces.set(`${e.pid} ${sp[1]}`, obj);
      const m = name.match(/^blink_gc\/main\/heap\/([^/]+)\/pages\/page_\d+\/types\/(.*) \(0x/);
      if (m) { const k = `${e.pid} ${m[1]} ${m[2].slice(0, 100)}`; types.set(k, (types.get(k) ?? 0) + obj); }
    }
  }
  return { spaces, types };
}
await startAllHuman(page, GAME);
await readyFirstHandoff(page, { tries: 6 });
await page.waitForTimeout(1000);
await cdp.send('HeapProfiler.collectGarbage');
await cdp.send('HeapProfiler.collectGarbage');
await page.waitForTimeout(500);
const a = await dump();
let steps = 0;
for (let i = 0; i < 400 && steps < TAPS; i++) {
  await page.waitForTimeout(300);
  if (await tableNow(page) === 'over') break;
  if (await plainTap(page, { press: 80 })) steps++;
}
await page.waitForTimeout(800);
const b = await dump();
console.log(`${GAME}: growth over ${steps} plain clicks (no collection between), per space:`);
for (const [k, v] of b.spaces) console.log(`  ${k.padEnd(28)} ${String(v - (a.spaces.get(k) ?? 0)).padStart(9)} B  (live after collection ${a.spaces.get(k)})`);
console.log('  types grown most:');
for (const [k, v] of [...b.types].filter(([k]) => !process.env.SPACE || k.includes(` ${process.env.SPACE} `)).map(([k, v]) => [k, v - (a.types.get(k) ?? 0)]).sort((x, y) => y[1] - x[1]).slice(0, 25)) console.log(`   ${String(v).padStart(9)} ${k}`);
await browser.close(); await app.close(); process.exit(0);
