// Martian Trickery in the real app through the DOM contract: hidden hands on
// a shared device, the two-step lead, and the hand-off screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, shot, useApp, setUpSeats, nextThing, clickLanded, handOffLeaks } from './helpers.js';

const app = useApp(before, after);

async function setUp(page, kinds, names) {
  await setUpSeats(page, app.url, 'martian-trickery', kinds, names);
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-trickery"][data-phase]');
}

/** Nothing of any hand may be in the page while the device changes hands:
 * the public table stays under the hand-off screen, so the only cards in the
 * page are those on the table (the trick), and no control can move. Returns
 * those cards, so the caller can check that none is in the hand shown next. */
async function assertNothingPrivate(page) {
  const leak = {
    ...(await handOffLeaks(page)),
    offTable: await page.evaluate(() => document.querySelectorAll('[data-card]:not(.trick [data-card])').length),
  };
  assert.deepEqual(leak, { private: 0, fan: 0, warm: 0, offTable: 0, moves: 0 }, 'hand-off screen hides every hand');
  return page.$$eval('[data-card]', (es) => es.map((e) => e.getAttribute('data-card')));
}

/** After a hand-off: none of the cards that were in the page is in the
 * hand now shown. */
async function assertHandWasHidden(page, seen) {
  const hand = await page.$$eval('[data-private] [data-card]', (es) => es.map((e) => e.getAttribute('data-card')));
  assert.ok(hand.length > 0, 'the hand is shown after the hand-off');
  assert.deepEqual(hand.filter((c) => seen.includes(c)), [], 'no card of the hand was in the page during the hand-off');
}

/** For each element matching `selector`: drawn, and under the hand-off
 * screen wherever it is in view (a tap there lands on the screen). */
function coveredByHandOff(page, selector) {
  return page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => {
    const r = e.getBoundingClientRect();
    const x = r.x + r.width / 2;
    const y = r.y + r.height / 2;
    const inView = y >= 0 && y < innerHeight && x >= 0 && x < innerWidth;
    return e.checkVisibility() && (!inView || !!document.elementFromPoint(x, y)?.closest('[data-handoff]'));
  }), selector);
}

async function randomMove(page) {
  const moves = page.locator('[data-move]:enabled');
  const n = await moves.count();
  assert.ok(n > 0);
  await clickLanded(page, moves.nth(Math.floor(Math.random() * n)));
}

test('two people and two computers play a whole game; hand-offs hide every hand', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUp(page, ['human', 'computer', 'human', 'computer'], ['Ana', 'Bot B', 'Cy', 'Bot D']);
  await shot(page, 't01-start');
  let handoffs = 0;
  let reloaded = false;
  const shots = new Set();
  for (let step = 0; step < 2000; step++) {
    const t = await nextThing(page);
    if (t.kind === 'over') break;
    if (t.kind === 'handoff') {
      const seen = await assertNothingPrivate(page);
      // The public table under the hand-off is hidden from screen readers
      // and covered. The tap that brought the screen up did not draw it;
      // once the screen has shown a moment it is drawn behind it, laid out
      // for the person taking the device, so their tap on "ready" only adds
      // their hand.
      await page.waitForSelector('.table-body[aria-hidden="true"][data-drawn-behind]');
      assert.deepEqual(await coveredByHandOff(page, '.table-body .tk-seat, .table-body .tk-status'), Array(5).fill(true));
      assert.equal(await page.getAttribute('.table-body .me-row [data-seat-panel]', 'data-seat-panel'),
        await page.getAttribute('[data-handoff]', 'data-handoff'), 'the seat at the foot is the one taking the device');
      if (!shots.has('handoff')) { shots.add('handoff'); await shot(page, 't03-handoff'); }
      handoffs++;
      await page.click('[data-action="ready"]');
      await page.waitForSelector('[data-private] [data-card]');
      await assertHandWasHidden(page, seen);
      continue;
    }
    // A person's turn: their hand and only theirs is on screen.
    assert.ok(['0', '2'].includes(t.seat), `only people get move buttons (seat ${t.seat})`);
    const priv = await page.$$eval('[data-private]', (es) => es.map((e) => e.getAttribute('data-private')));
    assert.deepEqual(priv, [t.seat]);
    if (t.phase === 'play') {
      // Every card button is in that hand.
      const outside = await page.locator('[data-move^="play:"]:not([data-private] [data-move])').count();
      assert.equal(outside, 0);
      const inTrick = await page.locator('.trick-cards:not(.last) .played').count();
      if (inTrick >= 2 && !shots.has('trick')) { shots.add('trick'); await shot(page, 't02-trick'); }
    } else {
      assert.ok((await page.locator('[data-move^="prize:"]').count()) > 0, 'a leader first names a prize');
      assert.equal(await page.locator('[data-move^="play:"]').count(), 0, 'then the card');
    }
    if ((await page.locator('[data-hand-scoring]').count()) > 0 && !shots.has('scoring')) {
      shots.add('scoring');
      await shot(page, 't04-hand-scoring');
    }
    if (!reloaded && handoffs > 6) {
      // A reload on a shared device must not show anyone's hand.
      reloaded = true;
      await page.reload();
      await page.waitForSelector('[data-handoff]');
      await assertNothingPrivate(page);
      continue;
    }
    await randomMove(page);
  }
  await page.waitForSelector('[data-outcome]');
  assert.ok(handoffs > 10, `hand-offs happened (${handoffs})`);
  assert.ok(reloaded);
  assert.ok(shots.has('scoring'), 'a hand scoring was seen');
  const hands = await page.locator('.score-sheet tbody tr').count();
  assert.ok(hands >= 4, `at least four hands (${hands})`);
  assert.match(await page.textContent('[data-outcome]'), /points/);
  await shot(page, 't05-end');
  assert.deepEqual(problems, []);
  await context.close();
});

test('one person against computers: no hand-off, the hand is always theirs', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUp(page, ['computer', 'human', 'computer'], ['Zed', 'Eve', 'Max']);
  for (let step = 0; step < 40; step++) {
    const t = await nextThing(page);
    assert.notEqual(t.kind, 'handoff');
    if (t.kind === 'over') break;
    assert.deepEqual(await page.$$eval('[data-private]', (es) => es.map((e) => e.getAttribute('data-private'))), ['1']);
    // Illegal cards are not offered: the number of enabled play buttons is
    // at most the hand's size, and in play every one is in Eve's hand.
    await randomMove(page);
  }
  // Undo: naming a prize can be taken back.
  const t = await nextThing(page);
  if (t.kind === 'move' && t.phase === 'prize') {
    await randomMove(page);
    await page.waitForSelector('[data-phase="play"]');
    assert.ok(await page.isEnabled('[data-action="undo"]'));
    await page.click('[data-action="undo"]');
    await page.waitForSelector('[data-phase="prize"]');
  }
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, 't06-tablet-portrait');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the setup refuses one colour for both monochrome stashes, saying so in a sentence', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUpSeats(page, app.url, 'martian-trickery', ['human', 'computer', 'computer']);
  await page.check('[data-option="monochrome"]');
  assert.ok(await page.isEnabled('[data-action="start"]'), 'the variant starts with two colours');
  await page.selectOption('[data-option="point-colour"]', 'black');
  assert.equal(await page.textContent('form .notice'), 'The penalty and point stashes must be different colours.');
  assert.ok(await page.isDisabled('[data-action="start"]'));
  await page.selectOption('[data-option="point-colour"]', 'green');
  assert.equal(await page.locator('form .notice').count(), 0);
  assert.ok(await page.isEnabled('[data-action="start"]'));
  assert.deepEqual(problems, []);
  await context.close();
});
