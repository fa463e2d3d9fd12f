// Probe (not a test): what each part of a hand-off's "ready" costs the
// browser, measured in a page at rest rather than in play. It plays a
// seeded all-human game of Martian Trickery to a card play, copies the
// hand then shown, plays a card and waits at the next hand-off screen,
// with the table drawn behind it. Then, at CPU 4x, it makes by hand each
// change a "ready" makes (the table's `data-drawn-behind` and
// `aria-hidden` taken off, the hand-off screen taken away, the copied hand
// put in), each alone and then all at once, and times, for each, the
// style and layout it forces and the time to the end of the next frame
// (its paint included). Each change is undone between tries; medians of
// REPS tries (default 9), taken in turn, so a slow moment of the machine
// falls on every part alike.
//
//     DIST=dist node tests/e2e/ready-frame.mjs
//
// What it showed (stop 73, three runs on this 2-core machine, whose speed
// drifts by a third within minutes): all at once, 12-18 ms of style and
// layout and 26-40 ms to the frame's end; the hand alone, 8-14 and 15-26
// of that. So the hand is most of a "ready"'s frame, and cards::fan draws
// it a frame after the table. (Stop 72 had left the hand out with
// `display: none` in play and seen a few ms, within that drift.) In a
// variant of this probe, the hand's buttons without their card faces cost
// 5 ms, and faces without their letters 9-11: a face's elements cost
// about as much as its letters.
import { serve, launch, tableNow, openPage, startAllHuman, tapAsPerson } from './helpers.js';

const REPS = Number(process.env.REPS ?? 9);
const browser = await launch();
const app = await serve(process.env.DIST);
const { page, context } = await openPage(browser, app.url, { delay: 700 });
await page.goto(app.url);
await startAllHuman(page, 'martian-trickery');
for (let i = 0; i < 60; i++) {
  await page.waitForTimeout(400);
  const now = await tableNow(page);
  if (now === 'handoff') {
    await tapAsPerson(page, page.locator('[data-action="ready"]'));
    continue;
  }
  if (now !== 'move') continue;
  if (i > 6 && (await page.locator('[data-move^="play:"]:not([disabled])').count())) break;
  // A mouse's click plays at once (a finger's first tap only raises).
  await tapAsPerson(page, page.locator('[data-move]:not([disabled])').first());
}
await page.evaluate(() => { window.hand = document.querySelector('.my-seat').cloneNode(true); });
await tapAsPerson(page, page.locator('[data-move^="play:"]:not([disabled])').first());
await page.waitForSelector('.table-body[data-drawn-behind]');
await page.waitForTimeout(500);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const lines = await page.evaluate(async (reps) => {
  const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 60)));
  const frameEnd = () => new Promise((r) => requestAnimationFrame(() => {
    const c = new MessageChannel();
    c.port1.onmessage = () => r(performance.now());
    c.port2.postMessage(0);
  }));
  const table = document.querySelector('.table-body');
  const screen = document.querySelector('.handoff');
  const [parent, next] = [screen.parentNode, screen.nextSibling];
  const row = document.querySelector('.me-row');
  const parts = {
    'drawn-behind off': [() => table.removeAttribute('data-drawn-behind'), () => table.setAttribute('data-drawn-behind', '')],
    'aria-hidden off': [() => table.removeAttribute('aria-hidden'), () => table.setAttribute('aria-hidden', 'true')],
    'screen away': [() => screen.remove(), () => parent.insertBefore(screen, next)],
    'hand in': [() => row.append(window.hand), () => window.hand.remove()],
  };
  const each = Object.values(parts);
  parts['all at once'] = [() => each.forEach(([make]) => make()), () => each.forEach(([, undo]) => undo())];
  const times = {};
  for (let k = 0; k < reps; k++) {
    for (const [name, [make, undo]] of Object.entries(parts)) {
      await settle();
      const t0 = performance.now();
      make();
      document.body.getBoundingClientRect();
      const t1 = performance.now();
      const t2 = await frameEnd();
      (times[name] ??= []).push([t1 - t0, t2 - t0]);
      await settle();
      undo();
      await settle();
    }
  }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
  return Object.entries(times).map(([name, v]) =>
    `${name.padEnd(18)} style and layout ${median(v.map((x) => x[0]))} ms, to the frame's end ${median(v.map((x) => x[1]))} ms`);
}, REPS);
console.log(`Martian Trickery, a "ready"'s changes made by hand in a page at rest, CPU 4x, medians of ${REPS}:`);
for (const l of lines) console.log(`  ${l}`);
await browser.close();
await app.close();
process.exit(0);
