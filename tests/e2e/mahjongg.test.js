// Martian Mah Jongg in the real app through the DOM contract: screens and
// covers kept private on a shared device, the public call panel, and the
// itemised scoring.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, shot, useApp, setUpSeats, nextThing, setLevel } from './helpers.js';

const app = useApp(before, after);

/** Sets up Mah Jongg with these seats and computer levels, and starts. */
async function setUp(page, kinds, names, levels = {}) {
  await setUpSeats(page, app.url, 'martian-mah-jongg', kinds, names);
  for (let i = 0; i < kinds.length; i++) {
    const level = page.locator(`[data-seat="${i}"] [data-seat-level]`);
    if ((await level.count()) === 0) continue;
    const want = levels[i] ?? 'casual';
    await setLevel(page, i, want);
    assert.equal(await level.getAttribute('data-seat-level'), want);
  }
}

/** What of any seat's private things is in the page: screens (anything
 * inside `data-private`), a look under a cover, move controls. */
async function privateThings(page) {
  return page.evaluate(() => ({
    screens: [...document.querySelectorAll('[data-private]')].map((e) => e.getAttribute('data-private')),
    peek: document.querySelectorAll('[data-peek]').length + (document.body.innerText.includes('Under the cover') ? 1 : 0)
      + (document.body.textContent.includes('Under the cover') ? 1 : 0),
    drawn: document.body.textContent.includes('Drawn:') ? 1 : 0,
    moves: [...document.querySelectorAll('[data-move]')].map((e) => e.getAttribute('data-move')),
  }));
}

/** Nothing private of any seat while the device is passed. */
async function assertHandOffHidesAll(page) {
  const p = await privateThings(page);
  assert.deepEqual(p, { screens: [], peek: 0, drawn: 0, moves: [] }, 'the hand-off screen hides every screen and cover');
}

/** While the call panel shows with several people at the table: no screen,
 * no cover's content, and the same three calls for every person still to
 * answer; the only move is "play on". */
async function assertPanelAlike(page, people) {
  const p = await privateThings(page);
  assert.deepEqual(p.screens, [], 'no screen is on show with the call panel');
  assert.equal(p.peek + p.drawn, 0, 'no cover content with the call panel');
  assert.deepEqual(p.moves, ['play-on']);
  const calls = await page.$$eval('[data-call]', (es) => es.map((e) => e.getAttribute('data-call')));
  const seats = [...new Set(calls.map((c) => c.split(':')[0]))];
  for (const s of seats) {
    assert.ok(people.includes(Number(s)), `calls only for people (${s})`);
    assert.deepEqual(calls.filter((c) => c.startsWith(`${s}:`)).map((c) => c.split(':')[1]), ['pung', 'kong', 'mah-jongg'],
      'every person is offered the same three calls');
  }
  return seats.map(Number);
}

/** The play screen in a line, for a failure's message: phase, who acts,
 * the panels and notices on show, and the log's last lines. */
async function pageState(page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const text = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent.trim()).join(' / ');
    return JSON.stringify({
      phase: main?.getAttribute('data-phase'),
      toAct: main?.getAttribute('data-to-act'),
      thinking: main?.getAttribute('data-thinking'),
      handoff: document.querySelector('[data-handoff]')?.getAttribute('data-handoff') ?? null,
      ask: text('[data-ask]'),
      notices: text('.notice'),
      log: [...document.querySelectorAll('.log li')].slice(-6).map((e) => e.textContent.trim()),
    });
  });
}

async function logLength(page) {
  return Number(await page.getAttribute('.log ol', 'data-log-length'));
}

/** A person's turn, played sensibly: out when they can, otherwise keep or
 * take what helps, larges to the bonus stack or the Kong, and go. */
async function playTurn(page) {
  const ids = await page.$$eval('[data-move]:enabled', (es) => es.map((e) => e.getAttribute('data-move')));
  const pick = ids.find((x) => x === 'mah-jongg')
    ?? ids.find((x) => x === 'roll')
    ?? ids.find((x) => x.startsWith('look:') && Math.random() < 0.3)
    ?? ids.find((x) => x === 'large:bonus')
    ?? ids.find((x) => x === 'go')
    ?? ids[Math.floor(Math.random() * ids.length)];
  await page.click(`[data-move="${pick}"]`);
  return pick;
}

/** The scoring as the table prints it: every seat's revealed screen, items
 * and hand value, the settlement's payments, and the money on the sheet. */
async function checkScoring(page) {
  const values = await page.$$eval('[data-seat-value]', (es) => es.map((e) => e.textContent));
  assert.equal(values.length, 4);
  for (const v of values) assert.match(v, /Kong.*Pung.*Chow.*Bonus.*Loose.*Base -?\d+, \d+ doubles?/s);
  assert.match(await page.textContent('.mj-scoring h3'), /went Mah Jongg\. Honour colour: \w+\./);
  assert.ok(await page.locator('.mj-payments tbody tr').count() >= 3, 'the winner collects from each other seat');
  const totals = await page.$$eval('.score-sheet tfoot td', (es) => es.map((e) => Number(e.textContent)));
  assert.equal(totals.length, 4);
  assert.equal(totals.reduce((a, b) => a + b, 0), 0, 'money only moves between the seats');
  await shot(page, 'mj-05-scoring');
}

test('two people and two computers play a hand to its scoring; hand-offs and the call panel show nothing private', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 10 });
  await setUp(page, ['human', 'computer', 'human', 'computer'], ['Aino', 'Bot B', 'Cyril', 'Bot D']);
  await shot(page, 'mj-01-setup');
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-mah-jongg"][data-phase]');
  // The set-up's dice and the starting piles are public.
  await page.waitForSelector('.mj-dice');

  const people = [0, 2];
  let handoffs = 0;
  let panels = 0;
  let peekShot = false;
  let refusedTried = false;
  let confirmed = 0;
  let scored = false;
  let reference = false;
  // Until a hand has been scored and every step of a call has been seen
  // (a hand can end before any person is asked to call).
  for (let step = 0; step < 3000 && !(scored && confirmed && reference); step++) {
    if (!scored && await page.locator('[data-hand-scoring="scored"]').count()) {
      scored = true;
      await checkScoring(page);
    }
    const t = await nextThing(page);
    if (t.kind === 'over') break;
    if (t.kind === 'handoff') {
      handoffs++;
      await assertHandOffHidesAll(page);
      await page.click('[data-action="ready"]');
      continue;
    }
    if (await page.locator('[data-ask]').count()) {
      if (await page.locator('[data-ask].confirm').count()) {
        // The caller's own screen, with the call to confirm.
        const who = (await privateThings(page)).screens;
        assert.equal(who.length, 1, 'only the caller\u2019s screen');
        if (confirmed === 0) await shot(page, 'mj-04-confirm-call');
        const before = await logLength(page);
        await page.click('[data-ask].confirm [data-move^="call:"]');
        confirmed++;
        // Accepted or refused, the caller's screen leaves the page.
        await page.waitForFunction(() => !document.querySelector('[data-ask].confirm'));
        assert.deepEqual((await privateThings(page)).screens, []);
        const notice = await page.locator('.notice').count() ? await page.textContent('.notice') : '';
        if (/refused/.test(notice)) assert.equal(await logLength(page), before, 'a refused call changes nothing');
        continue;
      }
      panels++;
      const seats = await assertPanelAlike(page, people);
      if (panels === 1) await shot(page, 'mj-03-call-panel');
      if (!refusedTried && seats.length) {
        // A Mah Jongg call at the start of a hand: the app checks it on the
        // caller's screen behind a hand-off, refuses it, and nothing changes.
        refusedTried = true;
        const s = seats[0];
        const before = await logLength(page);
        const phase = await page.getAttribute('[data-phase]', 'data-phase');
        await page.click(`[data-call="${s}:mah-jongg"]`);
        await page.waitForSelector(`[data-handoff="${s}"]`);
        await assertHandOffHidesAll(page);
        handoffs++;
        await page.click('[data-action="ready"]');
        await page.waitForSelector('[data-ask].confirm');
        assert.deepEqual((await privateThings(page)).screens, [String(s)]);
        await page.click('[data-ask].confirm [data-move="call:mah-jongg"]');
        // This wait timed out once in many runs: should it again, say what
        // the page showed instead, so the cause can be found.
        await page.waitForSelector('.notice', { timeout: 10_000 }).catch(async (e) => {
          throw new Error(`${e.message}\nno notice after the refused call; the page shows: ${await pageState(page)}`);
        });
        // One sentence, saying why: the caller's discard does not finish
        // their hand.
        assert.match(await page.textContent('.notice'), /^\S+, you cannot call Mah Jongg: that discard does not complete your hand\.$/);
        // It stays for the table to read: the computers' moves (10 ms apart
        // here) and the draws do not take it away, only a person's action.
        await page.waitForTimeout(300);
        assert.match(await page.textContent('.notice'), /you cannot call Mah Jongg/);
        assert.equal(await logLength(page), before, 'a refused call changes nothing');
        assert.equal(await page.getAttribute('[data-phase]', 'data-phase'), phase);
        assert.deepEqual((await privateThings(page)).screens, [], 'the caller\u2019s screen is gone again');
        await assertPanelAlike(page, people);
        continue;
      }
      // A person calls a Pung (checked on their screen): the first time
      // always, so the confirming step is seen, then now and then.
      if (seats.length && (confirmed === 0 || Math.random() < 0.3)) {
        await page.click(`[data-call="${seats[0]}:pung"]`);
        continue;
      }
      await page.click('[data-move="play-on"]');
      continue;
    }
    // A person's own turn: only their screen is in the page.
    const p = await privateThings(page);
    assert.deepEqual(p.screens, [t.seat], 'only the player to act has their screen on show');
    if (!reference) {
      // The scoring reference opens during play.
      reference = true;
      await page.click('.mj-reference summary');
      assert.match(await page.textContent('.mj-reference'), /Golden Rooster/);
      await page.click('.mj-reference summary');
    }
    if (t.phase === 'peek' && !peekShot) {
      peekShot = true;
      assert.equal(await page.locator(`[data-private="${t.seat}"] [data-peek]`).count(), 1, 'the look is inside the looker\u2019s screen');
      await shot(page, 'mj-02-look-under-cover');
    }
    await playTurn(page);
  }
  assert.ok(scored, 'a hand was scored');
  assert.ok(handoffs > 4, `hand-offs were checked (${handoffs})`);
  assert.ok(panels > 0, 'the call panel was checked');
  assert.ok(refusedTried, 'a refused call was tried');
  assert.ok(confirmed > 0, 'a call was confirmed on the caller\u2019s screen');
  assert.deepEqual(problems, []);
  await context.close();
});

test('one person against three computers plays a whole round without a hand-off', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 5 });
  await setUp(page, ['human', 'computer', 'computer', 'computer'], ['Dora', 'Bot 1', 'Bot 2', 'Bot 3'], { 1: 'strong' });
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-mah-jongg"][data-phase]');
  let myCalls = 0;
  for (let step = 0; step < 4000; step++) {
    const t = await nextThing(page);
    if (t.kind === 'over') break;
    assert.notEqual(t.kind, 'handoff', 'no hand-off with one person');
    // Dora's screen is always there, and nobody else's.
    assert.deepEqual((await privateThings(page)).screens, ['0']);
    if (await page.locator('[data-ask]').count()) {
      const calls = await page.$$eval('[data-call]', (es) => es.map((e) => e.getAttribute('data-call')));
      assert.deepEqual(calls, ['0:pung', '0:kong', '0:mah-jongg'], 'the panel offers Dora her calls');
      if (Math.random() < 0.2) {
        // One tap, checked at once: accepted or refused with a reason.
        myCalls++;
        await page.click('[data-call="0:pung"]');
        await page.waitForTimeout(20);
      }
      if (await page.locator('[data-move="play-on"]').count()) await page.click('[data-move="play-on"]');
      continue;
    }
    await playTurn(page);
  }
  await page.waitForSelector('[data-outcome]');
  const sheetRows = await page.locator('.score-sheet tbody tr').count();
  assert.ok(sheetRows >= 4, `a round has a hand for each East Wind at least (${sheetRows})`);
  const scores = await page.$$eval('.standings .score', (es) => es.map((e) => Number(e.textContent.replace(/[^-\d]/g, ''))));
  assert.equal(scores.length, 4);
  assert.equal(scores.reduce((a, b) => a + b, 0), 0, 'money only moves between the seats');
  assert.ok(myCalls >= 0);
  await shot(page, 'mj-06-round-over');
  assert.deepEqual(problems, []);
  await context.close();
});
