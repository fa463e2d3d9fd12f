// Probe (not a test): what each move click of an all-human game adds,
// removes and changes in the DOM, summed over the click's mutations, with
// the places most changed. A move that should touch one seat and the
// trick but rebuilds more shows here. Run on a built dist/:
//
//     GAME=martian-trickery N=12 node tests/e2e/mut.mjs
import { serve, launch, openPage, startAllHuman, recordMutations } from './helpers.js';
const GAME = process.env.GAME ?? 'martian-trickery';
const N = Number(process.env.N ?? 12);
const browser = await launch();
const app = await serve(process.env.DIST);
try {
  const { page } = await openPage(browser, app.url, { delay: 700 });
  await page.addInitScript(recordMutations);
  await page.goto(app.url);
  await startAllHuman(page, GAME);
  for (let i = 0; i < N; i++) {
    await page.waitForTimeout(900);
    if (await page.locator('[data-handoff]').count()) { await page.click('[data-action="ready"]'); await page.waitForTimeout(900); }
    const m = page.locator('[data-move]:enabled');
    const id = await m.last().getAttribute('data-move');
    await page.evaluate(() => { window.__mut = []; });
    await m.last().click();
    await page.waitForTimeout(100);
    const recs = await page.evaluate(() => window.__mut);
    const sum = { added: 0, removed: 0, attrs: 0, text: 0, places: {} };
    for (const r of recs) { for (const k of ['added', 'removed', 'attrs', 'text']) sum[k] += r[k]; for (const [k, v] of Object.entries(r.places)) sum.places[k] = (sum.places[k] ?? 0) + v; }
    const top = Object.entries(sum.places).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k}:${v}`).join('  ');
    console.log(`${id}: +${sum.added} -${sum.removed} attrs ${sum.attrs} text ${sum.text}\n    ${top}`);
  }
} finally { await browser.close(); await app.close(); }
