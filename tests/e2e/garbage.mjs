// Probe (not a test): how much garbage the browser's own heap (Blink's
// Oilpan: DOM, styles, layout fragments) gathers per tap, which sets how
// often a major garbage collection pauses the page. Plays R rounds of 10
// taps of one all-human game (plain mouse clicks at each control's centre,
// so Playwright's own checks add little), collecting garbage before each
// round, and prints the growth of the embedder heap per tap; then changes
// single things on the table ten times each, a frame apart, and prints the
// garbage per frame. CSS (a JSON list of extra style rules, one run each)
// compares variants without a rebuild.
//
//     GAME=martian-trickery R=4 CSS='["", ".x { contain: strict; }"]' node tests/e2e/garbage.mjs
//
// What it showed (stop 66, Trickery at full speed): the JavaScript heap
// stays at 3-5 MB and a forced collection brings the embedder heap back to
// 2.3-2.7 MB (nothing leaks), but each tap leaves 590-740 KB of embedder
// garbage, so it reaches ~57 MB in 100 taps; tasks.mjs then finds a
// MajorGC of 46-50 ms at CPU 4x about once per 50 steps. A frame that only
// recolours the prompt leaves 45 KB; one that changes a line of text,
// 54-70 KB; recolouring the body (every element restyled), 156 KB. Turning
// every animation and transition off, or size containment on the play
// area's flex boxes, did not change the garbage per tap. The home page
// (200 elements) leaves 46-50 KB a frame that recolours its heading, and
// 29 KB a frame that changes nothing: most of it is the browser's cost of
// a frame, whatever the page, so a tap's garbage follows the frames it
// takes (the press, the move, motion) more than what the table holds.
import { serve, launch, openPage, startAllHuman, tapAsPerson, tableNow, withStyle, plainTap } from './helpers.js';

const GAME = process.env.GAME ?? 'martian-trickery';
const ROUNDS = Number(process.env.R ?? 4);
const variants = JSON.parse(process.env.CSS ?? '[""]');
const browser = await launch();
const app = await serve(process.env.DIST);

for (const css of variants) {
  const { page, context } = await openPage(browser, app.url, { delay: 40 });
  await withStyle(page, css);
  await page.goto(app.url);
  await startAllHuman(page, GAME);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const heap = () => cdp.send('Runtime.getHeapUsage');
  const collect = () => cdp.send('HeapProfiler.collectGarbage');
  console.log(`\n${GAME}${css ? `, + ${css}` : ''}`);
  await page.waitForTimeout(1000);
  await collect();
  const idle = (await heap()).embedderHeapUsedSize;
  await page.waitForTimeout(5000);
  console.log(`  idle 5 s: ${(await heap()).embedderHeapUsedSize - idle} B`);
  for (let round = 0; round < ROUNDS; round++) {
    await collect();
    const before = await heap();
    let taps = 0;
    for (let i = 0; i < 10; i++) {
      if (await tableNow(page) === 'over') break;
      if (!(await plainTap(page))) { await page.waitForTimeout(300); continue; }
      taps++;
      await page.waitForTimeout(400);
    }
    const grown = (await heap()).embedderHeapUsedSize - before.embedderHeapUsedSize;
    console.log(`  ${taps} taps: ${Math.round(grown / Math.max(1, taps))} B of embedder garbage a tap (JS heap ${before.usedSize} B)`);
  }
  if (await tableNow(page) === 'handoff') {
    await tapAsPerson(page, page.locator('[data-action="ready"]'));
    await page.waitForTimeout(500);
  }
  for (const [what, sel, how] of [
    ['the prompt recoloured', '.prompt', 'colour'],
    ['the prompt\'s text', '.prompt', 'text'],
    ['the last log line\'s text', '.log li:last-child', 'text'],
    ['the body recoloured', 'body', 'colour'],
  ]) {
    await collect();
    const before = (await heap()).embedderHeapUsedSize;
    const done = await page.evaluate(async ([sel, how]) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      const old = el.textContent;
      for (let i = 0; i < 10; i++) {
        if (how === 'colour') el.style.color = i % 2 ? 'red' : 'blue';
        else el.textContent = `${old} ${i}`;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      }
      return true;
    }, [sel, how]);
    const grown = (await heap()).embedderHeapUsedSize - before;
    console.log(`  ${what}: ${done ? `${Math.round(grown / 10)} B a frame` : 'not on this screen'}`);
  }
  await context.close();
}
await browser.close();
await app.close();
process.exit(0);
