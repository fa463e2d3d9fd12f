// Trick Walls in the real app through the DOM contract: two teams round a
// ring of cities, hidden hands on a shared device, dummies, the Hexagon and
// the Long Run's secret swap.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, shot, useApp, setUpSeats, nextThing } from './helpers.js';

const app = useApp(before, after);

/** Sets up Trick Walls with these seats (computers at the Casual level,
 * so whole games stay quick) and options, and starts. */
async function setUp(page, kinds, names, options = []) {
  await setUpSeats(page, app.url, 'trick-walls', kinds, names);
  for (let i = 0; i < kinds.length; i++) {
    const level = page.locator(`[data-seat="${i}"] [data-seat-level]`);
    if ((await level.count()) > 0 && (await level.getAttribute('data-seat-level')) !== 'casual') await level.click();
  }
  for (const o of options) await page.check(`[data-option="${o}"]`);
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="trick-walls"][data-phase]');
}

/** During a hand-off nothing private is in the page: no hand, no move.
 * Returns the cards that are (walls, rows, the trick: all public). */
async function assertNothingPrivate(page) {
  const leak = await page.evaluate(() => ({
    private: document.querySelectorAll('[data-private]').length,
    fan: document.querySelectorAll('.fan-card').length,
    moves: document.querySelectorAll('[data-move]').length,
  }));
  assert.deepEqual(leak, { private: 0, fan: 0, moves: 0 }, 'the hand-off screen hides every hand');
  // The table's text: this round's walls, rows and trick, and the hand-off
  // screen itself (the log and the last round's scoring name cards that
  // have since been dealt again).
  return page.evaluate(() => [...document.querySelectorAll('.ring, [data-handoff], .prompt, .my-seat')].map((e) => e.innerText + ' ' + [...e.querySelectorAll('[title], [aria-label]')].map((x) => (x.title || '') + (x.getAttribute('aria-label') || '')).join(' ')).join('\n'));
}

/** The cards of the hand on screen, as codes. */
async function hand(page) {
  return page.$$eval('[data-private] [data-card]', (es) => es.map((e) => e.getAttribute('data-card')));
}

/** A card code as the page writes it in text: `10♥`. */
function shown(code) {
  const suit = { C: '\u2663', D: '\u2666', H: '\u2665', S: '\u2660' }[code.slice(-1)];
  return code.slice(0, -1) + suit;
}

/** How the last card on `city`'s wall lies: `up` or `killed`. Read from
 * the drawing, which stays in the page under a hand-off screen. */
async function lastOnWall(page, city) {
  return page.$eval(`[data-city="${city}"] .wall`, (w) => {
    const cards = w.querySelectorAll('.wc');
    const last = cards[cards.length - 1];
    return last.classList.contains('up') ? `${last.querySelector('[data-card]').getAttribute('data-card')} up` : `${last.title}`;
  });
}

async function clickRandom(page, selector = '[data-move]:enabled') {
  const moves = page.locator(selector);
  const n = await moves.count();
  assert.ok(n > 0, `a move is offered (${selector})`);
  const pick = moves.nth(Math.floor(Math.random() * n));
  const id = await pick.getAttribute('data-move');
  const note = await pick.evaluate((e) => e.querySelector('.fan-note')?.textContent ?? null);
  await pick.click();
  return { id, note };
}

test('two people, one per team, and two computers play a whole game; hand-offs hide every hand', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 5 });
  await setUp(page, ['human', 'computer', 'human', 'computer'], ['Aino', 'Bot B', 'Cyril', 'Bot D']);
  const sides = await page.$$eval('[data-city]', (es) => es.map((e) => e.getAttribute('data-side')));
  assert.equal(sides.length, 4);
  assert.equal(sides[0], sides[1], 'seats 1 and 2 are a team');
  assert.equal(sides[2], sides[3], 'seats 3 and 4 are a team');
  assert.notEqual(sides[0], sides[2], 'the teams have different colours');
  const shots = new Set();
  let handoffs = 0;
  let checkedNotes = 0;
  for (let step = 0; step < 3000; step++) {
    const t = await nextThing(page);
    if (t.kind === 'over') break;
    if (t.kind === 'handoff') {
      const text = await assertNothingPrivate(page);
      if (!shots.has('handoff')) { shots.add('handoff'); await shot(page, 'tw00-handoff'); }
      handoffs++;
      await page.click('[data-action="ready"]');
      await page.waitForSelector('[data-private]');
      // No card of the hand now shown was anywhere on the table before:
      // cards there were played this round, so a hand's cards can show up
      // there only by a leak.
      for (const c of await hand(page)) assert.ok(!text.includes(shown(c)), `${c} hidden during the hand-off: ${text.slice(Math.max(0, text.indexOf(shown(c)) - 200), text.indexOf(shown(c)) + 50)}`);
      continue;
    }
    assert.ok(['0', '2'].includes(t.seat), `only people get move buttons (seat ${t.seat})`);
    assert.deepEqual(await page.$$eval('[data-private]', (es) => es.map((e) => e.getAttribute('data-private'))), [t.seat]);
    const leading = (await page.locator('.to-beat').count()) === 0;
    if (!leading && !shots.has('ring')) { shots.add('ring'); await shot(page, 'tw01-ring-mid-round'); }
    // A tap on a wall lists every card in it, killed ones included.
    const killedWall = page.locator('.tw-city:has(.wc.killed) .wall').first();
    if (!shots.has('list') && (await killedWall.count()) > 0) {
      shots.add('list');
      await killedWall.click();
      const items = await page.$$eval('[data-wall-list] li', (es) => es.map((e) => e.textContent));
      assert.ok(items.some((i) => / killed$/.test(i)), `the list names the killed cards (${items})`);
      await shot(page, 'tw02-wall-list');
      await killedWall.click();
      assert.equal(await page.locator('[data-wall-list]').count(), 0);
    }
    if ((await page.locator('[data-round-scoring]').count()) > 0 && !shots.has('scoring')) {
      shots.add('scoring');
      assert.match(await page.textContent('[data-round-verdict]'), /Black|Red|level/);
      await shot(page, 'tw03-round-scoring');
    }
    // Every offered card is in the hand, and says where it would go.
    assert.equal(await page.locator('[data-move^="play:"]:not([data-private] [data-move])').count(), 0);
    const city = await page.$eval('.tw-city.to-act', (e) => e.getAttribute('data-city'));
    const before = await page.locator(`[data-city="${city}"] .wc`).count();
    const lastTrick = /Trick 9 of 9/.test(await page.textContent('.tw-status'));
    const { id, note } = await clickRandom(page);
    assert.ok(note === 'up' || note === 'killed', `the card says up or killed (${note})`);
    if (!leading && !lastTrick && step % 3 === 0) {
      // A following card goes where its note said (only the lead can
      // change afterwards, turned down when nobody beats it).
      await page.waitForFunction(([c, n]) => document.querySelectorAll(`[data-city="${c}"] .wc`).length > n, [city, before]);
      const last = await lastOnWall(page, city);
      const code = id.slice(5);
      assert.equal(last, note === 'up' ? `${code} up` : `${shown(code)} killed`);
      checkedNotes++;
    }
  }
  await page.waitForSelector('[data-outcome]');
  assert.ok(handoffs > 20, `hand-offs happened (${handoffs})`);
  assert.ok(checkedNotes > 5, `notes checked against the walls (${checkedNotes})`);
  assert.ok(shots.has('scoring'), 'a round scoring was seen');
  assert.equal(await page.locator('.score-sheet tbody th').count(), 4, 'four rounds');
  assert.match(await page.textContent('[data-outcome] h2'), /wins|draw/i);
  await shot(page, 'tw04-end');
  assert.deepEqual(problems, []);
  await context.close();
});

test('three players: the lone player plays for the dummy, its pile only when allowed', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 5 });
  await setUp(page, ['computer', 'computer', 'human'], ['Bot A', 'Bot B', 'Dora']);
  assert.equal(await page.locator('[data-city]').count(), 4);
  assert.match(await page.textContent('[data-city="3"]'), /dummy/);
  let dummyTurns = 0;
  let pileOffers = 0;
  for (let step = 0; step < 400; step++) {
    const t = await nextThing(page);
    assert.notEqual(t.kind, 'handoff', 'one person: no hand-off');
    if (t.kind === 'over') break;
    assert.equal(t.seat, '2');
    const turn = await page.$eval('.tw-city.to-act', (e) => e.getAttribute('data-city'));
    if (turn === '3') {
      dummyTurns++;
      // The dummy's row is offered, not Dora's hand.
      assert.equal(await page.locator('[data-private] [data-move]').count(), 0);
      const row = await page.$$eval('[data-city="3"] .dummy-row [data-card]', (es) => es.map((e) => e.getAttribute('data-card')));
      const offered = await page.$$eval('[data-city="3"] [data-move^="play:"]', (es) => es.map((e) => e.getAttribute('data-move').slice(5)));
      const pile = (await page.locator('[data-move="pile"]').count()) > 0;
      const led = await page.$eval('.tw-centre', (e) => e.querySelector('.trick-cards:not(.last) .played [data-card]')?.getAttribute('data-card') ?? null);
      const follows = led && row.some((c) => c.slice(-1) === led.slice(-1));
      if (follows) {
        assert.ok(!pile, 'no pile when a row card follows suit');
        assert.ok(offered.every((c) => c.slice(-1) === led.slice(-1)), 'only the following row cards');
      } else {
        assert.deepEqual(offered.sort(), row.sort(), 'the whole row when leading or void');
      }
      if (pile) pileOffers++;
      if (dummyTurns === 1) await shot(page, 'tw05-dummy');
    }
    if ((await page.locator('.score-sheet tbody th').count()) >= 1 && dummyTurns >= 9) break;
    await clickRandom(page);
  }
  assert.ok(dummyTurns >= 9, `Dora played for the dummy (${dummyTurns})`);
  assert.ok(pileOffers > 0, 'the pile was offered when leading');
  assert.deepEqual(problems, []);
  await context.close();
});

test('six players in the Hexagon: six cities, eight cards, a round scored', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 5 });
  await setUp(page, ['human', 'computer', 'computer', 'computer', 'computer', 'computer'], ['Eero']);
  assert.equal(await page.locator('[data-city]').count(), 6);
  let first = true;
  for (let step = 0; step < 200; step++) {
    const t = await nextThing(page);
    if (t.kind === 'over') break;
    if (first) {
      assert.equal((await hand(page)).length, 8, 'eight cards each');
      first = false;
    }
    if ((await page.locator('[data-round-scoring]').count()) > 0) break;
    await clickRandom(page);
  }
  await page.waitForSelector('[data-round-scoring="1"]');
  assert.match(await page.textContent('.tw-status'), /Round 2 of 6/);
  await shot(page, 'tw06-hexagon');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Long Run: each person picks a card behind a hand-off; the picks cross together', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 5 });
  await setUp(page, ['human', 'computer', 'human', 'computer'], ['Fay', 'Bot B', 'Gus', 'Bot D'], ['long-run']);
  const picks = {};
  const hands = {};
  for (let step = 0; step < 20 && Object.keys(picks).length < 2; step++) {
    const t = await nextThing(page);
    if (t.kind === 'handoff') {
      const text = await assertNothingPrivate(page);
      for (const c of Object.values(picks)) assert.ok(!text.includes(shown(c)), `${c} is secret during the hand-off`);
      await page.click('[data-action="ready"]');
      await page.waitForSelector('[data-private]');
      continue;
    }
    assert.equal(t.phase, 'swap');
    hands[t.seat] = await hand(page);
    assert.equal(hands[t.seat].length, 13, 'thirteen cards');
    // Nobody else's pick is in the page.
    const text = await page.evaluate(() => document.body.innerText);
    for (const c of Object.values(picks)) assert.ok(!text.includes(shown(c)), `${c} is not shown to seat ${t.seat}`);
    if (Object.keys(picks).length === 0) await shot(page, 'tw07-swap');
    const { id } = await clickRandom(page, '[data-move^="swap:"]');
    picks[t.seat] = id.slice(5);
  }
  assert.deepEqual(Object.keys(picks).sort(), ['0', '2']);
  // Play goes on; whenever Fay or Gus next holds the device, the card the
  // other passed is in their hand.
  const seen = new Set();
  for (let step = 0; step < 40 && seen.size < 2; step++) {
    const t = await nextThing(page);
    if (t.kind === 'handoff') {
      await page.click('[data-action="ready"]');
      await page.waitForSelector('[data-private]');
      continue;
    }
    assert.equal(t.phase, 'play');
    if (!seen.has(t.seat)) {
      seen.add(t.seat);
      const other = t.seat === '0' ? '2' : '0';
      // Their first turn of play: nothing played yet, thirteen cards.
      const now = await hand(page);
      assert.equal(now.length, 13);
      assert.ok(now.includes(picks[other]), `seat ${t.seat} received ${picks[other]}`);
      assert.ok(!now.includes(picks[t.seat]), `seat ${t.seat} passed ${picks[t.seat]}`);
      assert.match(await page.textContent('[data-private]'), new RegExp(`You passed ${shown(picks[t.seat])} and were passed ${shown(picks[other])}`));
    }
    await clickRandom(page);
  }
  assert.equal(seen.size, 2);
  assert.deepEqual(problems, []);
  await context.close();
});
