// Martian Whist in the real app, played through the DOM contract
// (shared/UI-CONTRACT.md) as people would: two people with the layer draft,
// and one person against a Strong computer with the whole-tree draft.
// Screenshots of the draw, the draft, a trick settled by segments and the
// final arrangement are written to tests/e2e/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, shot, useApp, setUpSeats, clickLanded } from './helpers.js';

const app = useApp(before, after);

/** Waits for a move for a person (returns the root's phase) or the end. */
async function waitForMove(page) {
  const handle = await page.waitForFunction(() => {
    if (document.querySelector('[data-outcome]')) return 'over';
    const root = document.querySelector('[data-game="martian-whist"][data-phase]');
    if (!root || root.getAttribute('data-thinking') === 'true') return false;
    return document.querySelector('[data-move]:enabled') ? root.getAttribute('data-phase') : false;
  }, null, { timeout: 40_000 });
  return handle.jsonValue();
}

async function moves(page) {
  return page.$$eval('[data-move]:enabled', (es) => es.map((e) => e.getAttribute('data-move')));
}

/** Every pyramid on the table: the row, both stashes and kept piles, the
 * tree being built and (during a keep) the trick's six. */
async function census(page) {
  return page.evaluate(() => {
    const n = (sel) => document.querySelectorAll(sel).length;
    return {
      row: n('.wh-row .pyramid'),
      stash: n('.wh-seat .stash .pyramid'),
      kept: n('.wh-seat .kept .pyramid'),
      building: n('.wh-trick:not(.resolved) .played-tree .pyramid'),
    };
  });
}

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

test('two people play a whole game with the layer draft', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUpSeats(page, app.url, 'martian-whist', ['human', 'human'], { 0: 'Ana', 1: 'Ben' });
  await page.selectOption('[data-option="draft"]', 'layers');
  await shot(page, 'w01-setup');
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-whist"][data-phase]');

  // The draw: ten places, thirty pyramids, the die and the ranking.
  await page.waitForSelector('[data-move^="piece:"]');
  assert.equal(await page.locator('.wh-place').count(), 10);
  assert.equal((await census(page)).row, 30);
  const ranking = await page.$$eval('.ranking li > span', (es) => es.map((e) => e.textContent.trim()));
  assert.equal(ranking.length, 5);
  const trump = await page.getAttribute('[data-trump]', 'data-trump');
  if (trump !== 'none') assert.equal(ranking[0], trump, 'trump ranks first');
  await shot(page, 'w02-draw');

  let passes = 0, gives = 0, backs = 0, segments = false, refused = 0, steps = 0;
  for (; steps < 400; steps++) {
    const phase = await waitForMove(page);
    if (phase === 'over') break;
    const toAct = await page.getAttribute('[data-phase]', 'data-to-act');
    const legal = await moves(page);
    const c = await census(page);
    if (phase === 'draft' || phase === 'give') {
      // Until the draft is over every pyramid is in the row or a stash.
      assert.equal(c.row + c.stash, 30, `pyramids conserved while drafting: ${JSON.stringify(c)}`);
    }
    let mv;
    if (phase === 'draft') {
      if (legal.includes('pass') && passes < 3 && steps % 2 === 1) { mv = 'pass'; passes++; } else mv = pick(legal.filter((m) => m.startsWith('piece:')));
      if (steps === 12) await shot(page, 'w03-draft-layers');
    } else if (phase === 'give') {
      gives++;
      const other = await page.textContent('.prompt');
      assert.match(other, /passed: choose the (small|medium|large) they get/);
      mv = pick(legal.filter((m) => m.startsWith('give:')));
    } else if (phase === 'lead' || phase === 'follow') {
      // Pieces the follow rule forbids are shown disabled, with the reason.
      const reasons = await page.$$eval('.move.place:disabled .why', (es) => es.map((e) => e.textContent));
      refused += reasons.length;
      for (const r of reasons) assert.match(r, /must share a colour with the led tree/);
      if (legal.includes('play')) mv = 'play';
      else if (legal.includes('back') && backs < 2 && Math.random() < 0.3) { mv = 'back'; backs++; } else mv = pick(legal.filter((m) => m.startsWith('place:')));
    } else if (phase === 'keep') {
      if (!segments && await page.locator('.wh-trick.resolved .segments li.decides').count() > 0) {
        segments = true;
        await shot(page, 'w04-trick-by-segments');
      }
      mv = pick(legal.filter((m) => m.startsWith('keep:')));
    } else {
      assert.fail(`unexpected phase ${phase} with moves ${legal}`);
    }
    assert.ok(mv, `a move in ${phase} from ${legal}`);
    const before = await page.getAttribute('[data-phase]', 'data-to-act');
    assert.equal(before, toAct);
    await clickLanded(page, page.locator(`[data-move="${mv}"]`).first());
  }
  assert.ok(steps < 400, 'the game ended');
  await page.waitForSelector('[data-outcome]');
  assert.ok(passes >= 1 && gives === passes, `each pass lets the other player choose: ${passes} passes, ${gives} gives`);

  // Final scoring: each player's kept pyramids laid out as trees, with
  // totals that match the standings. The default keeping splits every
  // trick, so all thirty end up kept, fifteen each. The trees are drawn a
  // frame apart after the end screen (ui.rs, final_scoring): wait for ten
  // (a shorter count fails on the exact check below).
  await page.waitForFunction(() => document.querySelectorAll('[data-arrangement] li svg.tree').length >= 10, null, { timeout: 5000 }).catch(() => {});
  const arr = await page.$$eval('[data-arrangement]', (es) => es.map((e) => ({
    title: e.querySelector('h3').textContent,
    trees: e.querySelectorAll('li svg.tree').length,
  })));
  assert.equal(arr.length, 2);
  for (const a of arr) assert.equal(a.trees, 5, `five trees each: ${JSON.stringify(arr)}`);
  assert.equal((await census(page)).kept, 30);
  const log = await page.$$eval('.log li', (es) => es.map((e) => e.textContent));
  assert.ok(log.some((l) => /^(Ana|Ben) wins\.|^The game is a draw\./.test(l)), `the result is in the log: ${log}`);
  await shot(page, 'w05-final-arrangement');
  assert.deepEqual(problems, []);
  console.log(`whist layers: ${steps} moves, ${passes} passes, ${backs} steps back, ${refused} refused pieces shown, segments shot: ${segments}`);
  await context.close();
});

test('one person against Strong with the whole-tree draft, losers\' trees discarded; undo and reload', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUpSeats(page, app.url, 'martian-whist', ['human', 'computer'], { 0: 'Ana' });
  assert.equal(await page.getAttribute('[data-seat="1"] [data-seat-level]', 'data-seat-level'), 'strong');
  await page.selectOption('[data-option="draft"]', 'trees');
  await page.selectOption('[data-option="keeping"]', 'discard');
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-whist"][data-phase]');

  let sawThinking = false, undone = false, reloaded = false, played = false, steps = 0, mine = 0;
  for (; steps < 200; steps++) {
    const phase = await page.waitForFunction(() => {
      if (document.querySelector('[data-outcome]')) return 'over';
      const root = document.querySelector('[data-phase]');
      if (root?.getAttribute('data-thinking') === 'true') return 'thinking';
      return root && root.getAttribute('data-to-act') === '0' && document.querySelector('[data-move]:enabled') ? root.getAttribute('data-phase') : false;
    }, null, { timeout: 40_000 }).then((h) => h.jsonValue());
    if (phase === 'over') break;
    if (phase === 'thinking') {
      sawThinking = true;
      await page.waitForFunction(() => document.querySelector('[data-phase]')?.getAttribute('data-thinking') !== 'true', null, { timeout: 40_000 });
      continue;
    }
    const legal = await moves(page);
    let mv;
    if (phase === 'draft') mv = pick(legal.filter((m) => m.startsWith('tree:')));
    else if (phase === 'keep') mv = pick(legal.filter((m) => m.startsWith('keep:')));
    else if (legal.includes('play')) mv = 'play';
    else mv = pick(legal.filter((m) => m.startsWith('place:')));
    assert.ok(mv, `a move in ${phase} from ${legal}`);
    await clickLanded(page, page.locator(`[data-move="${mv}"]`).first());
    if (mv === 'play') {
      // The log says which tree was played, piece by piece.
      await page.waitForFunction(() => /Ana (leads|follows with) a tree: large \w+, medium \w+, small \w+\./.test(document.querySelector('.log').textContent));
      played = true;
    }
    // Nothing is hidden, so the last move can be taken back.
    if (!undone && mv.startsWith('place:')) {
      const before = await page.locator('.wh-trick .played-tree.building .pyramid').count();
      assert.equal(before, 1);
      await page.click('[data-action="undo"]');
      await page.waitForFunction(() => document.querySelectorAll('.wh-trick .played-tree.building .pyramid').length === 0);
      undone = true;
    }
    mine++;
    if (!reloaded && mine === 8) {
      await page.waitForTimeout(300);
      const before = await census(page);
      await page.reload();
      await page.waitForSelector('[data-game="martian-whist"][data-phase]');
      await page.waitForFunction(() => document.querySelector('[data-phase]')?.getAttribute('data-thinking') !== 'true');
      assert.deepEqual(await census(page), before, 'reload resumes where it was');
      reloaded = true;
    }
  }
  await page.waitForSelector('[data-outcome]');
  assert.ok(sawThinking, 'the computer was seen thinking');
  assert.ok(undone && reloaded && played, `undone ${undone}, reloaded ${reloaded}, played ${played} after ${steps} moves`);
  assert.equal(await page.locator('[data-action="rematch"]').count(), 1);
  // Only trick winners keep anything: five trees, fifteen pyramids in all.
  assert.equal((await census(page)).kept, 15);
  assert.match(await page.textContent('.log'), /keeps their tree; \w+'s tree is discarded\./);
  await shot(page, 'w06-vs-strong-final');
  assert.deepEqual(problems, []);
  await context.close();
});
