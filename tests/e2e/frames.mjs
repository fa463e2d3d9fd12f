// Probe (not a test): when the page's main thread pre-paints (a frame it
// draws, or a look-up that forces one) after each step of a seeded
// all-human game (GAME, N steps, a step each 700 ms; CSS adds style
// rules), by their time after the tap, and the animations each step
// starts. An animation the compositor runs draws no frame here; one
// left to the main thread shows as a frame every 16 ms for as long as it
// runs. What it showed (stop 77): Mah Jongg's drawn piece dropped into a
// place under `zoom`, which put its drop on the main thread, about 18
// frames at each draw; sized by its font instead, none. A step's first
// pre-paints come several to a frame's time: the tap's own look-ups lay
// the page out and pre-paint it more than once.
//
//     GAME=martian-mah-jongg N=8 node tests/e2e/frames.mjs
import { serve, launch } from './helpers.js';
import { tracedGame, mainThread, playSteps } from './trace.js';
const GAME = process.env.GAME ?? 'martian-mah-jongg';
const N = Number(process.env.N ?? 8);
const browser = await launch();
const app = await serve(process.env.DIST);
const { page, stop } = await tracedGame(browser, app.url, GAME, process.env.CSS ?? '', 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,blink.animations');
await playSteps(page, N);
await page.waitForTimeout(800);
const events = await stop();
const on = mainThread(events);
const marks = events.filter((e) => e.name.startsWith('step:')).sort((a, b) => a.ts - b.ts);
const prePaints = on.filter((e) => e.name === 'PrePaint' && e.dur > 0);
const started = events.filter((e) => e.name === 'Animation' && e.ph === 'b');
const ms = (e, m) => ((e.ts - m.ts) / 1000).toFixed(0);
for (const [k, m] of marks.entries()) {
  const next = marks[k + 1]?.ts ?? Infinity;
  const within = (e) => e.ts >= m.ts && e.ts < next;
  const frames = prePaints.filter(within).map((e) => ms(e, m));
  console.log(`${m.name.slice(5)}: ${frames.length} pre-paints, at ${frames.join(' ')}`);
  const anims = started.filter(within).map((e) => `${e.args.data.displayName} on ${e.args.data.nodeName.slice(0, 30)} +${ms(e, m)}`);
  console.log(`   animations started: ${anims.join(', ') || 'none'}`);
}
await browser.close();
await app.close();
process.exit(0);
