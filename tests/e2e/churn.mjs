// Probe (not a test): which elements each move click of an all-human game
// adds and removes, counted by kind and place over N random move clicks
// (each add or removal a MutationObserver record, not a subtree). A place
// that is rebuilt on every move, where only a little changed, shows at the
// top. Run on a built dist/:
//
//     GAME=martian-trickery N=30 node tests/e2e/churn.mjs
import { serve, launch, openPage, startAllHuman, tapAsPerson, tableNow, randomSequence } from './helpers.js';
const GAME = process.env.GAME ?? 'martian-12s';
const N = Number(process.env.N ?? 40);
const browser = await launch();
const app = await serve(process.env.DIST);
const agg = new Map();
try {
  const { page } = await openPage(browser, app.url, { delay: 700 });
  await page.addInitScript(() => {
    window.__rm = [];
    const d = (n) => n.nodeType === 1 ? `${n.tagName.toLowerCase()}.${(n.className?.baseVal ?? n.className ?? '').toString().split(' ')[0]}` : n.nodeType === 3 ? '#text' : '#' + n.nodeType;
    new MutationObserver((rs) => { for (const r of rs) if (r.type === 'childList') { for (const n of r.removedNodes) window.__rm.push(`- ${d(n)} in ${d(r.target)}<${d(r.target.parentNode ?? r.target)}`); for (const n of r.addedNodes) window.__rm.push(`+ ${d(n)} in ${d(r.target)}<${d(r.target.parentNode ?? r.target)}`); } })
      .observe(document, { subtree: true, childList: true });
  });
  await page.goto(app.url);
  await startAllHuman(page, GAME);
  let clicks = 0;
  const rand = randomSequence(12345);
  for (let step = 0; clicks < N && step < 4 * N; step++) {
    await page.waitForTimeout(800);
    const now = await tableNow(page);
    if (now === 'over') break;
    if (now === 'handoff') { await tapAsPerson(page, page.locator('[data-action="ready"]')); continue; }
    if (now !== 'move') continue;
    const offered = page.locator('[data-move]:not([disabled])');
    const pick = offered.nth(Math.floor(rand() * (await offered.count())));
    await page.evaluate(() => { window.__rm = []; });
    await tapAsPerson(page, pick);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    const rm = await page.evaluate(() => window.__rm);
    clicks++;
    for (const k of rm) agg.set(k, (agg.get(k) ?? 0) + 1);
  }
} finally { await browser.close(); await app.close(); }
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(v).padStart(5), k);
