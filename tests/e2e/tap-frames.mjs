// Probe (not a test): where a tap's time goes between the input and the
// frame that shows it. Plays N moves of one seeded all-human game at CPU
// 4x, each tapped as soon as it is offered (as bench.mjs does), under a
// Chromium trace, and prints the Event Timing of the taps' pointerdown and
// click (median, p90, max, unrounded: the page's own entries are rounded
// to 8 ms); SHOW=k,n then lists, for n taps from the k-th, what the main
// thread, the page's compositor and the display compositor did from the
// input to the frame presented. CSS as in tasks.mjs.
//
//     GAME=martian-12s N=30 CSS='["", ".pile > svg { animation: none; }"]' node tests/e2e/tap-frames.mjs
//
// What it showed (stop 68, Martian 12s, which bench.mjs times at 32 / 48
// where its other games are at 24 / 32): a tap made while pieces drawn a
// moment before are still dropping into place (the pile's pyramid, a
// seat's money, the pot's chips: 350 ms each) shows a frame later. With
// those three animations off, pointerdown 26 / 30 and click 11 / 13,
// against 31-45 / 48-50 and 21-23 / 50-53 with them; run on the
// compositor (no zoom above the pile) or shortened to 150 ms, no better.
// The listing shows why: the tap's frame is committed and drawn by the
// page's compositor, but just after the display compositor's draw for that
// vsync, so it reaches the screen at the next one. A person taps a few
// hundred ms after a draw; the benchmark, at once.
//
// READ=trace.json (a trace bench.mjs wrote with TRACE) plays nothing and
// lists instead every tap of that game whose Event Timing is MIN ms or
// more (default 100), with what the threads did meanwhile:
//
//     TRACE=/tmp/t GAMES=martian-mah-jongg MODES=human LOADS=0 node tests/e2e/bench.mjs
//     READ=/tmp/t-martian-mah-jongg-human.json node tests/e2e/tap-frames.mjs
//
// What that showed (stop 71, Mah Jongg's keep, swap and hide at 168-184
// ms in the bench): each is a press that began while the piece on the
// control was still dropping into place (mp-drop, after the "look" that
// showed it), and no frame reached the screen from the press until the
// click's own, after the release: the page's frames were committed but the
// display compositor drew none of them. The click itself drew within a
// frame. At a person's pace (bench.mjs PACE_MS) the drop is over.
//
// Stop 79: in Martian 12s the slow part of a tap is its pointerdown (the
// press's darkening), not its click. A press that darkens by `filter`
// showed at 31-47 / 49-55 ms (median / p90, N=40, variants alternated);
// darkened by `opacity: 0.8` instead, 28-30 / 43-44, by a brass outline,
// 22-28 / 40-43 (Whist: 27-32 / 34-40 as built, 21-23 / 29-31 and 19 /
// 23-27). But in Mah Jongg a press on a still page (ab.mjs, which waits
// 700 ms before each tap) then shows late again, as before the filter's
// ease (style.css): roll, go and discard at 64-200 ms, a p95 of 80-184
// against 48, whether the opacity eased in (0.1 s, on the compositor),
// eased through a registered custom property (0.1 s and 0.25 s, on the
// main thread), or came with an outline colour animated for 0.12 s. Kept:
// the filter, eased. A pointerdown that paints nothing at all showed at
// 14-15 / 21-25, but a press that shows nothing is no answer to a tap.
// Stop 80: every enabled button given `filter: brightness(1)` at rest, so
// that a press changes a filter already there rather than adding one:
// pointerdown 30 / 44 both runs against 31 / 44-49 as built, and clicks
// slower (21-23 / 28-33 against 11-12 / 16-20). Not kept.
import { readFileSync } from 'node:fs';
import { serve, launch, tapAsPerson, randomSequence, quantile } from './helpers.js';
import { tracedGame, mainThreadId } from './trace.js';

const GAME = process.env.GAME ?? 'martian-12s';
const N = Number(process.env.N ?? 30);
const variants = JSON.parse(process.env.CSS ?? '[""]');
const [from, count] = (process.env.SHOW ?? '0,0').split(',').map(Number);
const READ = process.env.READ;
const MIN = Number(process.env.MIN ?? 100);

async function run(css) {
  const { page, stop } = await tracedGame(browser, app.url, GAME, css,
    'devtools.timeline,disabled-by-default-devtools.timeline.frame,cc,viz,benchmark,input');
  const rand = randomSequence(99);
  for (let i = 0; i < N; i++) {
    // Looked for every 50 ms, in tasks of its own, not inside the frames
    // this probe reads (bench.mjs, nextThing).
    const offered = await page.waitForFunction(() => {
      if (document.querySelector('[data-outcome]')) return 'over';
      return !document.querySelector('[data-chosen], [data-handoff]') && [...document.querySelectorAll('[data-move]')].some((e) => !e.disabled);
    }, null, { timeout: 20_000, polling: 50 });
    if ((await offered.jsonValue()) === 'over') break;
    const o = page.locator('[data-move]:not([disabled])');
    await tapAsPerson(page, o.nth(Math.floor(rand() * (await o.count()))), { press: 80 });
  }
  await page.waitForTimeout(800);
  return stop();
}

function report(events) {
  const taps = events.filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.args?.data?.interactionId);
  for (const type of ['pointerdown', 'click']) {
    const d = taps.filter((e) => e.args.data.type === type).map((e) => e.args.data.duration);
    const q = (p) => quantile(d, p)?.toFixed(0) ?? '-';
    console.log(`  ${type}: n ${d.length}, median ${q(0.5)}, p90 ${q(0.9)}, max ${q(1)} ms`);
  }
  const listed = READ ? taps.filter((e) => e.args.data.duration >= MIN) : taps.filter((e) => e.args.data.type === 'pointerdown').slice(from, from + count);
  if (READ) console.log(`  ${listed.length} of ${MIN} ms or more`);
  if (!listed.length) return;
  const name = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const main = mainThreadId(events);
  const pid = main.split(':')[0];
  const label = (k) => (k === main ? 'main' : name.get(k) === 'Compositor' && k.startsWith(`${pid}:`) ? 'page compositor' : name.get(k) === 'VizCompositorThread' ? 'display' : null);
  for (const t of listed) {
    const d = t.args.data;
    console.log(`  ${d.type} of ${d.duration.toFixed(1)} ms (handled +${(d.processingStart - d.timeStamp).toFixed(1)} to +${(d.processingEnd - d.timeStamp).toFixed(1)})`);
    const end = t.ts + d.duration * 1000;
    const shown = events.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts <= end && (e.dur ?? 0) > 100 && label(`${e.pid}:${e.tid}`)
      && /BeginMainFrame|HandleInputEvent|UpdateLayoutTree|^Layout$|^Paint$|Layerize|Commit$|ActivateSyncTree|MainFrame.Draw|Display::DrawAndSwap/.test(e.name));
    for (const e of shown.sort((a, b) => a.ts - b.ts)) {
      console.log(`    +${((e.ts - t.ts) / 1000).toFixed(1).padStart(5)} ${(e.dur / 1000).toFixed(1).padStart(5)} ms  ${label(`${e.pid}:${e.tid}`).padEnd(15)} ${e.name}`);
    }
  }
}

if (READ) {
  console.log(`${READ}:`);
  report(JSON.parse(readFileSync(READ, 'utf8')).traceEvents);
  process.exit(0);
}
const browser = await launch();
const app = await serve(process.env.DIST);
for (const css of variants) {
  console.log(`${GAME}, CPU 4x, ${css || 'as built'}:`);
  report(await run(css));
}
await browser.close();
app.close?.();
process.exit(0);
