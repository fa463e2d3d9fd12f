// Probe (not a test): how much a busy second thread slows the page's own
// frames on this machine. In one all-human game at rest, CPU THROTTLE x
// (default 4), it times a forced style and layout of the page after a
// change of the game's width, K times with nothing else running and K
// times while a Web Worker spins (SPIN=duty: while one works a quarter of
// the time and sleeps the rest, as the computers' throttled search would
// if it slept through its waits), alternating in blocks of five.
//
//     GAME=trick-walls K=60 [SPIN=duty] [THROTTLE=1] node tests/e2e/contention.mjs
//
// What it showed (stop 74, two cores): at CPU 4x, quiet median 4.0-4.2 ms
// and p90 5.0-6.4, beside a spinning worker median 4.3-5.9 and p90
// 15.6-22.8 (max 29); beside a worker that sleeps three quarters of the
// time, 3.1 and 3.8 against 3.3 and 4.0 quiet; at CPU 1x, a spinning
// worker changed nothing (p90 1.0 against 1.2). Chromium's throttler
// stalls the page for three times the wall time since its last stall, so
// each moment another thread keeps the page off the CPU is stretched
// fourfold, and a spinning worker on a two-core machine makes those
// moments. A tablet's worker has a core of its own. Yet with the
// computers' throttled search made to sleep through its waits (Atomics.wait
// on a shared WebAssembly.Memory), three interleaved runs of the bench's
// Trick Walls against Strong (MODES=worker) each way gave 0-3 long tasks
// spinning and 1 each sleeping, tap medians 24-32 against 32-40, and 10-25%
// fewer iterations a second: within this machine's drift, so the
// emulation was left as it was.
import { serve, launch, openPage, startAllHuman, quantile } from './helpers.js';

const GAME = process.env.GAME ?? 'trick-walls';
const K = Number(process.env.K ?? 40);
const DUTY = process.env.SPIN === 'duty';
const browser = await launch();
const app = await serve(process.env.DIST);
const { page, context } = await openPage(browser, app.url, { delay: 40 });
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.THROTTLE ?? 4) });
await page.goto(app.url);
await startAllHuman(page, GAME);
await page.waitForTimeout(1500);
const res = { quiet: [], busy: [] };
for (let block = 0; block < 2 * K / 5; block++) {
  const busy = block % 2 === 1;
  if (busy) {
    await page.evaluate((duty) => {
      // A search throttled by busy waiting keeps its core ("busy"); one
      // that sleeps through its waits uses a quarter of it ("duty").
      const src = duty
        ? 'const a = new Int32Array(new WebAssembly.Memory({ initial: 1, maximum: 1, shared: true }).buffer); for (;;) { const t = performance.now(); while (performance.now() - t < 2) {} Atomics.wait(a, 0, 0, 6); }'
        : 'for(;;){}';
      window.__spin = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
    }, DUTY);
    await page.waitForTimeout(300);
  }
  for (let i = 0; i < 5; i++) {
    const ms = await page.evaluate(async (i) => {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const t = document.querySelector('[data-game]') ?? document.body;
      const t0 = performance.now();
      t.style.width = i % 2 ? '99%' : '';
      void t.getBoundingClientRect();
      return performance.now() - t0;
    }, i);
    res[busy ? 'busy' : 'quiet'].push(ms);
    await page.waitForTimeout(100);
  }
  if (busy) await page.evaluate(() => window.__spin.terminate());
  await page.waitForTimeout(300);
}
const q = (xs, p) => quantile(xs, p).toFixed(1);
for (const k of ['quiet', 'busy']) console.log(`${k}: n ${res[k].length}, median ${q(res[k], 0.5)} ms, p90 ${q(res[k], 0.9)} ms, max ${q(res[k], 1)} ms`);
await browser.close();
await app.close();
