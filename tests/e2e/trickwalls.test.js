// Trick Walls in the real app through the DOM contract: two teams round a
// ring of cities, hidden hands on a shared device, dummies, the Hexagon and
// the Long Run's secret swap.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, shot, useApp, setUpSeats, nextThing, setLevel, handOffLeaks, NAMELESS_WARM } from './helpers.js';

const app = useApp(before, after);

/** Sets up Trick Walls with these seats (computers at the Casual level,
 * so whole games stay quick) and options, and starts. */
async function setUp(page, kinds, names, options = []) {
  await setUpSeats(page, app.url, 'trick-walls', kinds, names);
  for (let i = 0; i < kinds.length; i++) {
    const level = page.locator(`[data-seat="${i}"] [data-seat-level]`);
    if ((await level.count()) > 0) await setLevel(page, i, 'casual');
    if ((await level.count()) > 0) assert.equal(await level.getAttribute('data-seat-level'), 'casual');
  }
  for (const o of options) await page.check(`[data-option="${o}"]`);
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="trick-walls"][data-phase]');
}

const SUIT = { C: '\u2663', D: '\u2666', H: '\u2665', S: '\u2660' };
const LETTER = Object.fromEntries(Object.entries(SUIT).map(([l, s]) => [s, l]));
const WORD = { clubs: 'C', diamonds: 'D', hearts: 'H', spades: 'S' };

/** A card code as the page writes it in text: `10♥`. */
function shown(code) {
  return code.slice(0, -1) + SUIT[code.slice(-1)];
}

/** Every card the table shows, as codes: the faces drawn (`data-card`),
 * and each card named in its text, titles and aria labels (`Q♥`,
 * `Q of hearts`). The table stays in the page, hidden, under a hand-off
 * screen, so this reads it whether it shows or not. Only this round's
 * things are read (the ring of walls and rows, the trick, the prompt, the
 * hand-off screen): the log and the last round's scoring name cards that
 * have been dealt again since. */
async function tableCards(page) {
  const found = await page.evaluate(() => {
    const roots = [...document.querySelectorAll('.ring, .prompt, .tw-status, [data-handoff], [data-private]')];
    const codes = [];
    const texts = [];
    for (const root of roots) {
      for (const e of [root, ...root.querySelectorAll('*')]) {
        if (e.hasAttribute('data-card')) codes.push(e.getAttribute('data-card'));
        for (const a of ['title', 'aria-label']) if (e.hasAttribute(a)) texts.push(e.getAttribute(a));
      }
      // Text outside the drawn faces (whose rank and suit are apart).
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (!n.parentElement.closest('[data-card]')) texts.push(n.textContent);
      }
    }
    return { codes, text: texts.join(' \n ') };
  });
  const cards = new Set(found.codes);
  for (const m of found.text.matchAll(/(10|[2-9JQKA])([\u2663\u2666\u2665\u2660])/g)) cards.add(m[1] + LETTER[m[2]]);
  for (const m of found.text.matchAll(/\b(10|[2-9JQKA]) of (clubs|diamonds|hearts|spades)\b/gi)) cards.add(m[1] + WORD[m[2].toLowerCase()]);
  return cards;
}

/** During a hand-off nothing private is in the page: no hand, no move.
 * Returns the cards that are (walls, rows, the trick: all public). */
async function assertNothingPrivate(page) {
  assert.deepEqual(await handOffLeaks(page), { private: 0, fan: 0, warm: 0, moves: 0 }, 'the hand-off screen hides every hand');
  return tableCards(page);
}

/** The cards of the hand on screen, as codes. */
async function hand(page) {
  return page.$$eval('[data-private] [data-card]', (es) => es.map((e) => e.getAttribute('data-card')));
}

/** Round and trick from the status line (trick 0 between tricks' play). */
async function status(page) {
  const s = await page.textContent('.tw-status');
  const round = Number(/Round (\d+) of/.exec(s)?.[1] ?? 0);
  const trick = Number(/Trick (\d+) of/.exec(s)?.[1] ?? 0);
  return { round, trick, last: /Trick (\d+) of \1(?!\d)/.test(s) };
}

/** How the last card on `city`'s wall lies: `QS up` or `Q♠ killed`. */
async function lastOnWall(page, city) {
  return page.$eval(`[data-city="${city}"] .wall`, (w) => {
    const cards = w.querySelectorAll('.wc');
    const last = cards[cards.length - 1];
    return last.classList.contains('up') ? `${last.querySelector('[data-card]').getAttribute('data-card')} up` : `${last.textContent} killed`;
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

/** Each city's team colour, by city number (the viewer's city is drawn at
 * the foot, apart from the ring, so page order is not city order). */
async function sides(page) {
  return page.$$eval('[data-city]', (es) => es
    .sort((a, b) => Number(a.getAttribute('data-city')) - Number(b.getAttribute('data-city')))
    .map((e) => e.getAttribute('data-side')));
}

test('two people, one per team, and two computers play a whole game; hand-offs hide every hand', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 10 });
  await setUp(page, ['human', 'computer', 'human', 'computer'], ['Aino', 'Bot B', 'Cyril', 'Bot D']);
  const side = await sides(page);
  assert.equal(side.length, 4);
  assert.equal(side[0], side[1], 'seats 0 and 1 are a team');
  assert.equal(side[2], side[3], 'seats 2 and 3 are a team');
  assert.notEqual(side[0], side[2], 'the teams have different colours');
  assert.deepEqual([...new Set(side)].sort(), ['black', 'red']);
  const shots = new Set();
  let handoffs = 0;
  let tableSeen = 0;
  const notes = { up: 0, killed: 0, lead: 0 };
  let round = 1;
  for (let step = 0; step < 3000; step++) {
    const t = await nextThing(page);
    if (t.kind === 'over') break;
    if (t.kind === 'handoff') {
      const seen = await assertNothingPrivate(page);
      if (seen.size > 0) tableSeen++;
      if (!shots.has('handoff')) { shots.add('handoff'); await shot(page, 'tw00-handoff'); }
      if (handoffs === 0) {
        // Once the table is drawn behind the screen, its controls take no
        // focus, not even for a moment: neither asked for it nor by Tab.
        await page.waitForSelector('.table-body[data-drawn-behind]');
        await page.evaluate(() => {
          window.enteredTable = [];
          document.addEventListener('focusin', (e) => {
            if (e.target.closest('.table-body')) window.enteredTable.push(e.target.outerHTML.slice(0, 80));
          }, true);
          document.querySelector('.table-body [data-wall]').focus();
        });
        for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
        assert.deepEqual(await page.evaluate(() => window.enteredTable), [], 'focus entered the table behind the hand-off');
      }
      handoffs++;
      await page.click('[data-action="ready"]');
      await page.waitForSelector('[data-private] [data-card]');
      // Cards on the table were played this round, so a card of the hand
      // now shown can have been in the page only by a leak.
      const mine = await hand(page);
      assert.ok(mine.length > 0, 'the hand shows after the hand-off');
      assert.deepEqual(mine.filter((c) => seen.has(c)), [], `no card of seat ${t.seat}'s hand was in the page during the hand-off`);
      if (handoffs === 1) {
        // Once the table shows, its controls are the person's again.
        await page.waitForFunction(() => !document.querySelector('.table-body').hasAttribute('data-drawn-behind'));
        await page.focus('.table-body [data-wall]');
        assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-wall')), true, 'a wall takes focus once the table shows');
      }
      continue;
    }
    assert.ok(['0', '2'].includes(t.seat), `only people get move buttons (seat ${t.seat})`);
    assert.equal(t.phase, 'play');
    assert.deepEqual(await page.$$eval('[data-private]', (es) => es.map((e) => e.getAttribute('data-private'))), [t.seat]);
    const now = await status(page);
    if (now.round !== round) {
      // A new round: the one before is scored above the table.
      assert.equal(now.round, round + 1);
      const panel = page.locator(`[data-round-scoring="${round}"]`);
      assert.equal(await panel.count(), 1, `round ${round} is scored on screen`);
      const verdict = await panel.locator('[data-round-verdict]').textContent();
      assert.match(verdict, /^(Black|Red) -?\d+, (Black|Red) -?\d+: ((Black|Red) \+\d+|level)$/);
      if (!shots.has('scoring')) { shots.add('scoring'); await shot(page, 'tw03-round-scoring'); }
      round = now.round;
    }
    const leading = (await page.locator('.to-beat').count()) === 0;
    if (!leading && now.round === 1 && now.trick >= 5 && !shots.has('ring')) { shots.add('ring'); await shot(page, 'tw01-ring-mid-round'); }
    // A tap on a wall lists every card in it, killed ones included.
    const killedWall = page.locator('.tw-city:has(.wc.killed):has(.wc.up) .wall').first();
    if (!shots.has('list') && now.trick >= 4 && (await killedWall.count()) > 0) {
      shots.add('list');
      const drawn = await killedWall.evaluate((w) => [...w.querySelectorAll('.wc')].map((c) => (c.classList.contains('up') ? `${c.querySelector('[data-card]').getAttribute('data-card')} up` : `${c.textContent} killed`)));
      await killedWall.click();
      const items = await page.$$eval('[data-wall-list] li', (es) => es.map((e) => e.textContent));
      assert.deepEqual(items, drawn.map((d) => {
        const [card, how] = d.split(' ');
        return how === 'up' ? `${shown(card)} face up` : `${card} killed`;
      }), 'the list names the wall\'s cards in order, face up or killed');
      assert.equal(await killedWall.getAttribute('aria-expanded'), 'true');
      await shot(page, 'tw02-wall-list');
      await killedWall.click();
      assert.equal(await page.locator('[data-wall-list]').count(), 0);
    }
    // Every offered card is in the hand, and says where it would go.
    assert.equal(await page.locator('[data-move]:not([data-private] [data-move])').count(), 0, 'only the hand\'s cards are moves');
    const city = await page.$eval('.tw-city.to-act', (e) => e.getAttribute('data-city'));
    const before = await page.locator(`[data-city="${city}"] .wc`).count();
    const { id, note } = await clickRandom(page);
    assert.ok(note === 'up' || note === 'killed', `the card says up or killed (${note})`);
    const code = id.slice(5);
    // The card lands on the wall as its note said: a lead always goes up
    // (nobody else has played yet; only the lead can turn over later, and
    // the other person has still to play in this trick); a following card
    // goes up or killed for good. (The last trick's cards are scored and
    // cleared at once, so those are not looked at.)
    if (leading) assert.equal(note, 'up', 'a lead goes face up');
    if (leading || !now.last) {
      await page.waitForFunction(([c, n]) => document.querySelectorAll(`[data-city="${c}"] .wc`).length > n, [city, before]);
      assert.equal(await lastOnWall(page, city), note === 'up' ? `${code} up` : `${shown(code)} killed`, `${code} noted ${note}`);
      notes[leading ? 'lead' : note]++;
    }
  }
  await page.waitForSelector('[data-outcome]');
  assert.ok(handoffs > 20, `hand-offs happened (${handoffs})`);
  assert.ok(tableSeen > 10, `hand-offs with cards on the table behind them (${tableSeen})`);
  assert.ok(notes.up > 3 && notes.killed > 3 && notes.lead > 3, `notes checked against the walls (${JSON.stringify(notes)})`);
  assert.equal(round, 4, 'four rounds played');
  assert.ok(shots.has('scoring') && shots.has('ring') && shots.has('list'));
  assert.equal(await page.locator('[data-round-scoring="4"]').count(), 1, 'the last round is scored');
  assert.equal(await page.locator('.score-sheet tbody th').count(), 4, 'four rounds on the sheet');
  assert.match(await page.textContent('[data-outcome] h2'), /wins|draw/i);
  assert.equal(await page.locator('[data-outcome] li').count(), 4);
  await shot(page, 'tw04-end');
  assert.deepEqual(problems, []);
  await context.close();
});

test('three players: the lone person plays for the dummy, its pile only when allowed', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 10 });
  await setUp(page, ['computer', 'computer', 'human'], ['Bot A', 'Bot B', 'Dora']);
  assert.equal(await page.locator('[data-city]').count(), 4);
  const side = await sides(page);
  assert.equal(side[0], side[1]);
  assert.equal(side[2], side[3], 'Dora and the dummy are a team');
  assert.notEqual(side[0], side[2]);
  assert.ok((await page.$$eval('[data-city="3"] .badge', (es) => es.map((e) => e.textContent))).includes('dummy'), 'city 3 is badged a dummy');
  assert.equal(await page.locator('[data-city]:not([data-city="3"]) .dummy-row').count(), 0);
  assert.equal(await page.locator('.dummy-row').count(), 1, 'one dummy row');
  assert.equal(await page.locator('[data-city="3"] .dummy-row .row-card:not(.pile) [data-card]').count(), 3, 'three face-up cards');
  const turns = { dummy: 0, own: 0 };
  let pileLeading = 0;
  let pileVoid = 0;
  let followed = 0;
  let shotTaken = false;
  for (let step = 0; step < 400; step++) {
    const t = await nextThing(page);
    assert.notEqual(t.kind, 'handoff', 'one person: no hand-off');
    if (t.kind === 'over') break;
    assert.equal(t.seat, '2');
    if ((await page.locator('[data-round-scoring="1"]').count()) > 0) break;
    assert.equal((await status(page)).round, 1);
    const turn = await page.$eval('.tw-city.to-act', (e) => e.getAttribute('data-city'));
    const leading = (await page.locator('.to-beat').count()) === 0;
    if (turn === '3') {
      turns.dummy++;
      // The dummy's row is offered, not Dora's hand.
      assert.equal(await page.locator('[data-private] [data-move]').count(), 0, 'Dora\'s hand waits');
      assert.equal(await page.locator('[data-move]:not([data-city="3"] [data-move])').count(), 0);
      const row = await page.$$eval('[data-city="3"] .dummy-row .row-card:not(.pile) [data-card]', (es) => es.map((e) => e.getAttribute('data-card')));
      const pileText = await page.$$eval('[data-city="3"] .dummy-row .pile .fan-note', (es) => es.map((e) => e.textContent));
      const pileSize = pileText.length ? Number(/pile (\d+)/.exec(pileText[0])[1]) : 0;
      // The row is refilled from the pile after each trick.
      if (pileSize > 0) assert.equal(row.length, 3, `a full row while the pile lasts (${row}, pile ${pileSize})`);
      const offered = await page.$$eval('[data-city="3"] [data-move^="play:"]:enabled', (es) => es.map((e) => e.getAttribute('data-move').slice(5)));
      const pile = (await page.locator('[data-city="3"] [data-move="pile"]:enabled').count()) > 0;
      const led = leading ? null : await page.$eval('.tw-centre .trick-cards:not(.last) .played [data-card]', (e) => e.getAttribute('data-card'));
      const follows = led !== null && row.some((c) => c.slice(-1) === led.slice(-1));
      if (follows) {
        followed++;
        assert.ok(!pile, 'no pile when a row card follows suit');
        assert.deepEqual(offered.sort(), row.filter((c) => c.slice(-1) === led.slice(-1)).sort(), 'just the row cards that follow');
      } else {
        assert.deepEqual(offered.sort(), [...row].sort(), 'the whole row when leading or void');
        assert.equal(pile, pileSize > 0, `the pile (${pileSize} left) is offered when ${leading ? 'leading' : 'no row card follows'}`);
        if (pile && leading) pileLeading++;
        if (pile && !leading) pileVoid++;
      }
      if (pile && !shotTaken) { shotTaken = true; await shot(page, 'tw05-dummy'); }
    } else {
      assert.equal(turn, '2');
      turns.own++;
      assert.equal(await page.locator('[data-city="3"] [data-move]').count(), 0, 'the dummy waits on Dora\'s own turn');
      assert.ok((await page.locator('[data-private] [data-move]:enabled').count()) > 0);
    }
    await clickRandom(page);
  }
  await page.waitForSelector('[data-round-scoring="1"]');
  assert.deepEqual(turns, { dummy: 9, own: 9 }, 'Dora played every trick of round 1 for herself and for the dummy');
  assert.ok(pileLeading > 0, 'the pile was offered when leading');
  assert.ok(followed > 0 || pileVoid > 0, 'the dummy followed or was void at least once');
  const rows = await page.$$eval('[data-round-scoring="1"] tbody th', (es) => es.map((e) => e.textContent));
  assert.ok(rows.includes('Dummy'), `the dummy city is scored (${rows})`);
  assert.deepEqual(problems, []);
  await context.close();
});
test('six players in the Hexagon: six cities, eight cards, a round scored', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 10 });
  await setUp(page, ['human', 'computer', 'computer', 'computer', 'computer', 'computer'], ['Eero']);
  assert.equal(await page.locator('[data-city]').count(), 6);
  assert.equal(await page.locator('.dummy-row').count(), 0, 'no dummy with six players');
  const side = await sides(page);
  assert.equal(new Set(side.slice(0, 3)).size, 1, 'cities 0-2 are a team');
  assert.equal(new Set(side.slice(3)).size, 1, 'cities 3-5 are a team');
  assert.notEqual(side[0], side[3]);
  let first = true;
  let ring = false;
  for (let step = 0; step < 200; step++) {
    const t = await nextThing(page);
    assert.notEqual(t.kind, 'handoff');
    if (t.kind === 'over') break;
    if ((await page.locator('[data-round-scoring]').count()) > 0) break;
    assert.deepEqual(await status(page), { round: 1, trick: step + 1, last: step === 7 }, 'one turn a trick for Eero, eight tricks');
    if (first) {
      assert.equal((await hand(page)).length, 8, 'eight cards each');
      first = false;
    }
    if (step === 4) { ring = true; await shot(page, 'tw06-hexagon'); }
    await clickRandom(page);
  }
  assert.ok(ring);
  await page.waitForSelector('[data-round-scoring="1"]');
  assert.equal(await page.locator('[data-round-scoring="1"] tbody tr').count(), 6, 'six cities scored');
  assert.match(await page.textContent('.tw-status'), /Round 2 of 6/);
  await shot(page, 'tw06-hexagon-scoring');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Long Run: each person picks a card behind a hand-off; the picks cross together', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 10 });
  await setUp(page, ['human', 'computer', 'human', 'computer'], ['Fay', 'Bot B', 'Gus', 'Bot D'], ['long-run']);
  const picks = {};
  let handoffTo = null;
  /** The whole page, markup and all, says nothing of this card. Bar the
   * faces the page warms up unseen for a frame (`ui::cards::warm_faces`):
   * every page has the same ones, courts of each suit among them, nameless. */
  async function nowhere(code, why) {
    const { named, html } = await page.evaluate((warm) => {
      const copy = document.documentElement.cloneNode(true);
      for (const w of copy.querySelectorAll('.warm')) w.remove();
      return { named: document.querySelectorAll(warm).length, html: copy.outerHTML };
    }, NAMELESS_WARM);
    assert.equal(named, 0, 'no warm-up face has a name');
    for (const s of [`data-card="${code}"`, `:${code}"`, shown(code)]) assert.ok(!html.includes(s), `${code} (${s}) is not in the page ${why}`);
    const { text } = await page.evaluate(() => ({ text: document.body.innerText }));
    assert.ok(!text.includes(shown(code)));
  }
  for (let step = 0; step < 20 && Object.keys(picks).length < 2; step++) {
    const t = await nextThing(page);
    if (t.kind === 'handoff') {
      await assertNothingPrivate(page);
      for (const c of Object.values(picks)) await nowhere(c, 'during the hand-off');
      handoffTo = t.seat;
      await page.click('[data-action="ready"]');
      await page.waitForSelector('[data-private]');
      continue;
    }
    assert.equal(t.phase, 'swap');
    assert.equal(handoffTo, t.seat, `seat ${t.seat} picks behind a hand-off`);
    handoffTo = null;
    const mine = await hand(page);
    assert.equal(mine.length, 13, 'thirteen cards');
    assert.equal(await page.locator('[data-move^="play:"]').count(), 0, 'no play before the swap');
    assert.equal(await page.locator('[data-move^="swap:"]:enabled').count(), 13, 'any card may be passed');
    // Nobody else's pick is in the page.
    for (const c of Object.values(picks)) await nowhere(c, `while seat ${t.seat} picks`);
    if (Object.keys(picks).length === 1) await shot(page, 'tw07-swap');
    const { id } = await clickRandom(page, '[data-move^="swap:"]');
    picks[t.seat] = id.slice(5);
    assert.ok(mine.includes(picks[t.seat]));
  }
  assert.deepEqual(Object.keys(picks).sort(), ['0', '2']);
  // Play goes on; when Fay or Gus next holds the device, the card the
  // other passed is in their hand and theirs has gone.
  const seen = new Set();
  for (let step = 0; step < 40 && seen.size < 2; step++) {
    const t = await nextThing(page);
    if (t.kind === 'handoff') {
      await assertNothingPrivate(page);
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
      assert.ok((await page.textContent('[data-private]')).includes(`You passed ${shown(picks[t.seat])} and were passed ${shown(picks[other])}`));
    }
    await clickRandom(page);
  }
  assert.equal(seen.size, 2);
  assert.deepEqual(problems, []);
  await context.close();
});
