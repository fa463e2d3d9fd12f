// Probe (not a test): the compositing layers of a table. Starts an
// all-human game (GAME), takes the first hand-off, and prints each layer
// the compositor gets, its size, the element it paints and why it is a
// layer of its own, then the computed styles that make layers of a hand's
// parts. Each layer is painted, kept and composited apart, so a table with
// many costs layerizing and memory at every frame. CSS (one extra style
// rule) tries a change without a rebuild.
//
//     GAME=martian-trickery CSS='.x { filter: none; }' node tests/e2e/layers.mjs
//
// What it showed (stop 67, Trickery, a dimmed hand of 12): 33 layers, two
// for each dimmed card (its filter, and its middle, which then overlapped
// a layer); with the face's colours darkened instead, 9.
import { serve, launch, openPage, startAllHuman, withStyle, readyFirstHandoff } from './helpers.js';
const GAME = process.env.GAME ?? 'martian-trickery';
const browser = await launch();
const app = await serve(process.env.DIST);
const { page, context } = await openPage(browser, app.url, { delay: 40 });
await withStyle(page, process.env.CSS ?? '');
await page.goto(app.url);
await startAllHuman(page, GAME);
await readyFirstHandoff(page, { wait: 500 });
await page.waitForTimeout(1500);
const cdp = await context.newCDPSession(page);
await cdp.send('DOM.enable');
await cdp.send('DOM.getDocument', { depth: -1 });
let layers = null;
cdp.on('LayerTree.layerTreeDidChange', (e) => { if (e.layers) layers = e.layers; });
await cdp.send('LayerTree.enable');
// The tree comes with the next change of it: nudge the page until it does.
for (let i = 0; i < 5 && !layers; i++) {
  await page.evaluate((n) => { document.body.style.outline = `${n % 2}px solid transparent`; }, i);
  await page.waitForTimeout(800);
}
console.log('layers', layers?.length);
for (const l of layers ?? []) {
  let desc = '';
  if (l.backendNodeId) {
    try { const r = await cdp.send('DOM.describeNode', { backendNodeId: l.backendNodeId }); desc = `${r.node.nodeName}.${(r.node.attributes ?? []).join(' ').slice(0, 80)}`; } catch {}
  }
  let reasons = '';
  try { const r = await cdp.send('LayerTree.compositingReasons', { layerId: l.layerId }); reasons = r.compositingReasons.join(','); } catch {}
  console.log(`${l.layerId} ${l.width}x${l.height} draws=${l.drawsContent} ${desc} [${reasons}]`);
}
console.log(JSON.stringify(await page.evaluate(() => { const out = []; for (const sel of ['.fan-card', '.fan-card .card-face', '.fan-card .pip', '.fan', 'body', 'main']) { const e = document.querySelector(sel); if (!e) continue; const c = getComputedStyle(e); out.push([sel, c.transition, c.animationName, c.willChange, c.filter, c.transform, c.contain, c.position, c.zIndex, c.isolation, c.opacity, c.backdropFilter]); } return out; }), null, 0));
console.log('elements', await page.evaluate(() => document.querySelectorAll('*').length));
await browser.close(); await app.close(); process.exit(0);
