// Motion that explains (issue 36): a card travels into the trick, and a
// completed trick is held whole (`data-trick="complete"`) for a moment or
// until a tap, then gathered; the computers wait for it, no longer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, shot, useApp, setUpSeats, clickLanded } from './helpers.js';

const app = useApp(before, after);

/** Records in the page when a completed trick comes on show and when it
 * is gathered (`window.__held`: [{ on, off }] in ms). */
function watchHeld() {
  window.__held = [];
  const seen = () => !!document.querySelector('[data-trick="complete"]');
  let was = seen();
  new MutationObserver(() => {
    const now = seen();
    if (now && !was) window.__held.push({ on: performance.now(), off: null });
    if (!now && was && window.__held.length) window.__held[window.__held.length - 1].off = performance.now();
    was = now;
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-trick'] });
}

/** Seat 0's move: a prize or a card, whichever is asked (the first). */
async function play(page) {
  await page.waitForSelector('[data-to-act="0"] [data-move]:enabled', { timeout: 30_000 });
  await clickLanded(page, page.locator('[data-move]:enabled').first());
}

test('a card travels into the trick; a completed trick is held a moment, or until a tap', async () => {
  // At the app's own pace (700 ms a computer move): the hold is 1.4 s.
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 700 });
  await setUpSeats(page, app.url, 'martian-trickery', ['human', 'computer', 'computer'], { 0: 'Ana' });
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-trickery"][data-phase]');
  await page.evaluate(watchHeld);

  // Seat 0's card in the open trick: it arrives by an animation of at
  // least 150 ms, inside the trick, and the cards already there are the
  // same elements (kept, so they do not travel again). Where hers is the
  // card that completes a trick (she plays third), it travels as well, into
  // the trick held whole; then she plays on until she joins an open trick
  // (the deal is random: she may play third several tricks running).
  let travelled = null;
  const completing = [];
  for (let i = 0; i < 12 && !travelled; i++) {
    await page.waitForSelector('[data-to-act="0"] [data-move]:enabled', { timeout: 30_000 });
    const there = await page.evaluate(() => {
      document.querySelectorAll('[data-trick] > *').forEach((e) => { e.__there = true; });
      return document.querySelectorAll('[data-trick="open"] > *').length;
    });
    await clickLanded(page, page.locator('[data-move]:enabled').first());
    const joined = await page.evaluate((there) => {
      const moving = (e) => e.getAnimations().map((a) => a.effect.getTiming().duration);
      const cards = [...document.querySelectorAll('[data-trick="open"] > *')];
      const last = cards[cards.length - 1];
      if (last && !last.__there) return { open: true, moving: moving(last), kept: cards.filter((e) => e.__there).length, there };
      const done = document.querySelector('[data-trick="complete"] > :last-child');
      if (done && !done.__there) return { open: false, moving: moving(done) };
      return null;
    }, there);
    if (joined?.open) travelled = joined;
    else if (joined) completing.push(joined);
  }
  assert.ok(travelled, 'a card played joins an open trick with an animation');
  assert.ok(Math.max(...travelled.moving) >= 150, `the card travels for ${travelled.moving} ms`);
  assert.equal(travelled.kept, travelled.there, 'the cards already in the trick are kept, not drawn again');
  for (const c of completing) {
    assert.ok(Math.max(...c.moving) >= 150, `the card that completes a trick travels for ${c.moving} ms`);
  }

  // The trick completes (the computers play on): held whole, at least 1 s.
  await page.evaluate(() => { window.__held = []; });
  await page.waitForFunction(() => window.__held.length, null, { timeout: 30_000 });
  const winner = await page.locator('[data-trick="complete"] .winner').count();
  assert.equal(winner, 1, 'the held trick marks who took it');
  await shot(page, 'm01-trick-held');
  await page.waitForFunction(() => window.__held[0]?.off, null, { timeout: 10_000 });
  await shot(page, 'm02-trick-gathered');
  const first = await page.evaluate(() => window.__held[0]);
  assert.ok(first.off - first.on >= 1000, `held for ${Math.round(first.off - first.on)} ms`);
  assert.ok(first.off - first.on < 3000, 'and then gathered, so play goes on');
  assert.equal(await page.locator('.last-trick:not(.whole)').count(), 1, 'the gathered trick stays as the last trick');

  // A tap on the table gathers a held trick at once.
  const before = await page.evaluate(() => window.__held.length);
  for (let i = 0; i < 12; i++) {
    const held = await page.waitForFunction((n) => window.__held.length > n || document.querySelector('[data-outcome]')
      || (document.querySelector('[data-to-act="0"] [data-move]:enabled') && 'move'), before, { timeout: 30_000 });
    if ((await held.jsonValue()) !== 'move') break;
    await play(page);
  }
  const tapped = await page.evaluate((n) => window.__held.length > n, before);
  if (tapped) {
    await page.locator('.table-area').click({ position: { x: 5, y: 5 } });
    await page.waitForFunction(() => window.__held[window.__held.length - 1].off, null, { timeout: 2_000 });
    const last = await page.evaluate(() => window.__held[window.__held.length - 1]);
    assert.ok(last.off - last.on < 1000, `a tap gathers it (${Math.round(last.off - last.on)} ms)`);
  }
  assert.ok(tapped, 'another trick was completed to tap');

  // Once the next trick has a card, a "Last trick" control shows the
  // trick just taken, its winner marked. Should Ana have taken the trick,
  // she leads the next: she names its prize, then plays its first card
  // (a prize alone puts no card in the trick).
  for (let i = 0; i < 3; i++) {
    const shown = await page.waitForFunction(() => (document.querySelector('.last-trick-control') && 'shown')
      || (document.querySelector('[data-to-act="0"] [data-move]:enabled') && 'lead'), null, { timeout: 30_000 });
    if ((await shown.jsonValue()) !== 'lead') break;
    await play(page);
  }
  await page.waitForSelector('.last-trick-control', { timeout: 30_000 });
  await page.click('.last-trick-control summary');
  assert.equal(await page.locator('.last-trick-control[open] .played').count(), 3, 'the last trick, every card');
  assert.equal(await page.locator('.last-trick-control .played.winner').count(), 1, 'its winner marked');
  await shot(page, 'm03-last-trick');
  assert.deepEqual(problems, []);
  await context.close();
});

test('with "Pieces move" off at setup, a card joins the trick without travelling', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 200 });
  await setUpSeats(page, app.url, 'martian-trickery', ['human', 'computer', 'computer'], { 0: 'Ana' });
  const box = page.locator('[data-option="motion"]');
  assert.equal(await box.isChecked(), true, 'pieces move unless asked');
  await box.click();
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-trickery"][data-phase]');
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-still')), true);
  // Ana's first card may lead a trick or complete one (when she plays
  // third), and she may name a prize first: so play until one of her
  // cards is down, and look at that card in whichever trick it joined.
  let joined = null;
  for (let i = 0; i < 6 && !joined; i++) {
    await page.waitForSelector('[data-to-act="0"] [data-move]:enabled', { timeout: 30_000 });
    const card = page.locator('[data-move^="play:"]:enabled');
    const isCard = (await card.count()) > 0;
    await clickLanded(page, isCard ? card.first() : page.locator('[data-move]:enabled').first());
    if (!isCard) continue;
    joined = await page.evaluate(() => {
      const last = document.querySelector('[data-trick] > :last-child');
      return last ? { running: last.getAnimations().filter((a) => a.playState === 'running').length } : null;
    });
  }
  assert.ok(joined, 'a card joined the trick');
  assert.equal(joined.running, 0, 'nothing moves');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a chip paid in drops onto the pot, and a pyramid drawn from the bag onto the pile', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 300 });
  await setUpSeats(page, app.url, 'martian-12s', ['human', 'computer'], { 0: 'Ana' });
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-to-act="0"] [data-move^="draw:"]:enabled', { timeout: 30_000 });
  const before = await page.locator('[data-seat-panel="0"] .pile > svg').count();
  await page.evaluate(() => { document.querySelector('[data-seat-panel="0"] .money > span').__old = true; });
  await clickLanded(page, page.locator('[data-move^="draw:"]:enabled').first());
  // Ana pays a chip for the draw: it drops onto the pot's stack (of up to
  // six chips drawn), and her money, a new element, drops into place.
  const paid = await page.evaluate(() => {
    const moving = (e) => e ? e.getAnimations().map((a) => a.effect.getTiming().duration) : [];
    const money = document.querySelector('[data-seat-panel="0"] .money > span');
    return {
      pot: Number(document.querySelector('[data-pot]').getAttribute('data-pot')),
      chips: document.querySelectorAll('.chips ellipse').length,
      chip: moving([...document.querySelectorAll('.chips ellipse')].pop()),
      money: moving(money),
      fresh: !money.__old,
    };
  });
  assert.equal(paid.chips, Math.min(paid.pot, 6), 'the stack shows the pot, up to six chips');
  if (paid.pot <= 6) assert.ok(Math.max(...paid.chip) >= 150, `the chip paid in drops onto the stack (${paid.chip} ms)`);
  assert.ok(paid.fresh && Math.max(...paid.money) >= 150, `Ana's money drops into place (${paid.money} ms)`);
  // The draw is a chance move, after a pause: wait for the new pyramid.
  await page.waitForFunction((n) => document.querySelectorAll('[data-seat-panel="0"] .pile > svg').length > n, before, { timeout: 10_000 });
  const drop = await page.evaluate(() => {
    const p = [...document.querySelectorAll('[data-seat-panel="0"] .pile > svg')].pop();
    return p.getAnimations().map((a) => a.effect.getTiming().duration);
  });
  assert.ok(drop.length && Math.max(...drop) >= 150, `the new pyramid drops (${drop} ms)`);
  assert.deepEqual(problems, []);
  await context.close();
});
