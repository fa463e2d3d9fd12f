// Probe (not a test): where a move tap's JavaScript time goes, with the CPU
// throttled 4x. The CPU profiler runs from just before each press to the
// first animation frame after the click (the frame that paints the move),
// so what comes after the paint (the save, focus given back) is left out.
// Prints the busy ms per click by the innermost of a few named stages
// (BUCKETS, |-separated), then by function. Function names need a build
// with its name section (add -g to index.html's data-wasm-opt-params and
// build into another folder). CALLERS=<function> also prints its callers.
//
//     DIST=/tmp/named GAME=martian-12s N=40 node tests/e2e/click-profile.mjs
import { serve, launch, openPage, startAllHuman, tapAsPerson, tableNow, randomSequence } from './helpers.js';
const GAME = process.env.GAME ?? 'martian-12s';
const N = Number(process.env.N ?? 40);
const browser = await launch();
const app = await serve(process.env.DIST);
const selfAgg = new Map(); const buckets = new Map(); let totalMs = 0; let clicks = 0;
const name = (x) => (x.callFrame.functionName || '(anon)').replace(/\[[0-9a-f]{16}\]/g, '').replace(/martian_parlour::/g, '').slice(0, 160);
const BUCKETS = (process.env.BUCKETS ?? 'setItem|use_keep|focus|PlayState as yew::functional::hooks::use_reducer::Reducible|Stateful>::view|Reconcilable>::reconcile|RenderedRunner|DestroyRunner|blur|onclick|run_scheduler|handle_event|(garbage collector)').split('|');
try {
  const { page, context } = await openPage(browser, app.url, { delay: 700 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A frame asked for as each click starts runs just before the frame that
  // paints it: samples from that frame on are left out.
  await page.addInitScript(() => addEventListener('click', () => requestAnimationFrame(function PAINTMARK() { const t = performance.now(); while (performance.now() - t < 1); }), true));
  await page.goto(app.url);
  await startAllHuman(page, GAME);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  const rand = randomSequence(12345);
  for (let step = 0; clicks < N && step < 4 * N; step++) {
    await page.waitForTimeout(800);
    const now = await tableNow(page);
    if (now === 'over') break;
    if (now === 'handoff') { await tapAsPerson(page, page.locator('[data-action="ready"]')); continue; }
    if (now !== 'move') continue;
    const offered = page.locator('[data-move]:not([disabled])');
    const pick = offered.nth(Math.floor(rand() * (await offered.count())));
    await pick.scrollIntoViewIfNeeded();
    const box = await pick.boundingBox();
    // A plain press of 80 ms near the control's left edge (a card's strip
    // in a fan): tapAsPerson's own checks would run inside the window.
    await cdp.send('Profiler.start');
    await page.mouse.click(box.x + Math.min(box.width / 2, 10), box.y + box.height / 2, { delay: 80 });
    await page.waitForTimeout(400);
    const { profile: p } = await cdp.send('Profiler.stop');
    clicks++;
    const byId = new Map(p.nodes.map((x) => [x.id, x]));
    const parent = new Map();
    for (const x of p.nodes) for (const c of x.children ?? []) parent.set(c, x.id);
    const inMark = (id) => { let a = id; while (a !== undefined) { if (name(byId.get(a)) === 'PAINTMARK') return true; a = parent.get(a); } return false; };
    const stopAt = p.samples.findIndex(inMark);
    for (let i = 0; i < (stopAt < 0 ? p.samples.length : stopAt); i++) {
      const id = p.samples[i]; const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
      const nm = name(byId.get(id));
      if (nm === '(idle)' || nm === '(program)') continue;
      totalMs += dt;
      if (process.env.CALLERS && nm === process.env.CALLERS) { const ch = []; let a = parent.get(id); while (a !== undefined && ch.length < 14) { const n2 = name(byId.get(a)); if (!/^(wasm-to-js|js-to-wasm::?|[a-zA-Z_$]{1,2}|\(anon\))$/.test(n2)) ch.push(n2.replace(/<yew::[^>]*>::|yew::|dom_bundle::|virtual_dom::|traits::/g,'').slice(0,60)); a = parent.get(a); } const k = 'CALL ' + ch.join(' < '); selfAgg.set(k, (selfAgg.get(k) ?? 0) + dt); }
      selfAgg.set(nm, (selfAgg.get(nm) ?? 0) + dt);
      // The innermost named stage the sample is in.
      let a = id, b = 'other';
      while (a !== undefined) { const n2 = name(byId.get(a)); const hit = BUCKETS.find((k) => n2.includes(k)); if (hit) { b = hit === 'Stateful>::view' ? 'view: ' + n2.replace(/.*CompStateInner<(.*?)> as.*/, '$1') : hit; break; } a = parent.get(a); }
      buckets.set(b, (buckets.get(b) ?? 0) + dt);
    }
  }
} finally { await browser.close(); await app.close(); }
console.log(`${GAME}: ${clicks} clicks, busy ms per click (4x): ${(totalMs / clicks).toFixed(2)}`);
console.log('buckets (innermost):');
for (const [k, v] of [...buckets].sort((a, b) => b[1] - a[1])) console.log((v / clicks).toFixed(2).padStart(8), k.slice(0, 120));
console.log('self:');
for (const [k, v] of [...selfAgg].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 35))) console.log((v / clicks).toFixed(2).padStart(8), k.slice(0, 140));
