// Martian 12s in the real app, played through the DOM contract
// (shared/UI-CONTRACT.md) the way a person would: click, read, screenshot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, shot, useApp, setUpSeats } from './helpers.js';

const XSS = '<img src=x onerror=alert(1)>';
const app = useApp(before, after);

/** From home, set up a 12s game: seat kinds, names, options. */
async function setUp(page, { kinds, names = {}, rounds }) {
  await setUpSeats(page, app.url, 'martian-12s', kinds, names);
  if (rounds !== undefined) await page.selectOption('[data-option="rounds"]', String(rounds));
}

async function start(page) {
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-12s"][data-phase]');
}

/** Waits until a human seat may act (returns its index) or the game is over
 * (returns null). */
async function waitForHuman(page, humans) {
  const handle = await page.waitForFunction((humans) => {
    const root = document.querySelector('[data-phase]');
    if (!root) return false;
    if (document.querySelector('[data-outcome]')) return 'over';
    const seat = root.getAttribute('data-to-act');
    if (humans.includes(seat) && document.querySelector('[data-move]')) return seat;
    return false;
  }, humans, { timeout: 30_000 });
  const v = await handle.jsonValue();
  return v === 'over' ? null : Number(v);
}

/** A person's choice: draw while under 8 (from the size with the best odds
 * shown on its button), otherwise pass. */
async function playOneMove(page, seat) {
  const total = Number(await page.locator(`[data-seat-panel="${seat}"] [data-total]`).getAttribute('data-total'));
  const draws = page.locator('[data-move^="draw:"]:enabled');
  if (total < 8 && (await draws.count()) > 0) {
    await draws.nth(Math.floor(Math.random() * (await draws.count()))).click();
  } else {
    await page.click('[data-move="pass"]');
  }
}

async function snapshot(page) {
  return page.evaluate(() => ({
    phase: document.querySelector('[data-phase]').getAttribute('data-phase'),
    toAct: document.querySelector('[data-phase]').getAttribute('data-to-act'),
    money: [...document.querySelectorAll('[data-money]')].map((e) => e.getAttribute('data-money')),
    totals: [...document.querySelectorAll('[data-total]')].map((e) => e.getAttribute('data-total')),
    pot: document.querySelector('[data-pot]')?.getAttribute('data-pot'),
    log: [...document.querySelectorAll('.log li')].map((e) => e.textContent),
    sheet: document.querySelector('.score-sheet')?.textContent,
  }));
}

test('home shows the five games, each opening its setup', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await page.goto(app.url);
  await page.waitForSelector('[data-game]');
  const ids = await page.$$eval('[data-game]', (es) => es.map((e) => e.getAttribute('data-game')));
  assert.deepEqual(ids.sort(), ['martian-12s', 'martian-mah-jongg', 'martian-trickery', 'martian-whist', 'trick-walls']);
  // Each tile's picture is drawn just after the first paint, over a
  // backdrop of the same size.
  await page.waitForFunction(() => {
    const arts = [...document.querySelectorAll('.tile-art')];
    return arts.length === 5 && arts.every((a) => a.querySelector('.pyramid, .card, .bag, .die'));
  }, null, { timeout: 5000 });
  await shot(page, '01-home');
  assert.deepEqual(await page.$$eval('[data-game]', (es) => es.map((e) => e.textContent)), Array(5).fill('Play'), 'every game is playable');
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, '01-home-tablet-portrait');
  await page.click('[data-game="martian-mah-jongg"]');
  await page.waitForSelector('[data-action="start"]');
  assert.match(await page.textContent('h1, h2'), /Martian Mah Jongg/);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Holds the app's wasm back (the page shows index.html's loading shell)
 * until the returned function is called. */
async function holdWasm(page) {
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
  return release;
}

test('while the code loads the home page\'s header is already there, and the app replaces it without a second', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  // Hold the wasm back until the header has been seen.
  const release = await holdWasm(page);
  await page.goto(app.url);
  await page.waitForSelector('main.home[aria-busy] h1');
  assert.equal(await page.textContent('h1'), 'Martian Parlour');
  assert.match(await page.textContent('.loading'), /Setting out the games/);
  assert.equal(await page.locator('[data-game]').count(), 0, 'nothing to press before the app is there');
  await shot(page, '01-home-loading');
  release();
  await page.waitForSelector('[data-game]');
  assert.equal(await page.locator('h1').count(), 1, 'one header, the app\'s');
  assert.equal(await page.locator('.loading, [aria-busy]').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('while the code loads for a link to another screen, the home page\'s header is not shown on the way', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  const release = await holdWasm(page);
  await page.goto(`${app.url}#gallery`);
  await page.waitForSelector('.loading');
  assert.equal(await page.locator('h1:visible').count(), 0, 'no header that would go again');
  release();
  await page.waitForSelector('[data-gallery]');
  assert.equal(await page.textContent('h1'), 'Pieces');
  assert.deepEqual(problems, []);
  await context.close();
});

test('if the code cannot be fetched, the page says so in place of the loading line and a retry loads the app', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  let block = true;
  await page.route('**/*.wasm', (route) => (block ? route.abort() : route.continue()));
  await page.goto(app.url);
  await page.waitForSelector('.loading[data-load-failed]');
  assert.match(await page.textContent('.loading'), /could not be loaded/);
  assert.equal(await page.locator('[aria-busy]').count(), 0, 'the page no longer says it is busy');
  await shot(page, '01-home-load-failed');
  block = false;
  await page.click('[data-action="retry"]');
  await page.waitForSelector('[data-game]');
  assert.equal(await page.locator('.loading').count(), 0);
  // The only problems are the blocked file's.
  assert.ok(problems.every((p) => /wasm|Failed to load|fetch|WebAssembly|net::/i.test(p)), problems.join('\n'));
  await context.close();
});

test('a whole game with one person and computer seats, surviving a reload', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUp(page, { kinds: ['human', 'computer', 'computer', 'computer'], names: { 0: XSS }, rounds: 3 });
  await shot(page, '02-setup');
  await start(page);

  let reloaded = false;
  let moves = 0;
  for (;;) {
    const seat = await waitForHuman(page, ['0']);
    if (seat === null) break;
    const rounds = await page.locator('.score-sheet tbody tr:not(:has(.empty))').count();
    if (rounds >= 1 && !reloaded) {
      // Mid-game: look, reload, and find everything as it was.
      await shot(page, '03-mid-game');
      const beforeReload = await snapshot(page);
      await page.reload();
      await page.waitForSelector('[data-phase]');
      await waitForHuman(page, ['0']);
      assert.deepEqual(await snapshot(page), beforeReload, 'reload resumes exactly');
      reloaded = true;
      // A person plays by keyboard too: focus Pass and press Enter.
      await page.focus('[data-move="pass"]');
      await page.keyboard.press('Enter');
      moves++;
      continue;
    }
    await playOneMove(page, seat);
    moves++;
    assert.ok(moves < 200, 'the game ends');
  }
  assert.ok(reloaded, 'the game lasted past round 1');
  await page.waitForSelector('[data-outcome]');
  assert.equal(await page.getAttribute('[data-phase]', 'data-phase'), 'over');
  assert.equal(await page.getAttribute('[data-phase]', 'data-to-act'), 'none');
  assert.equal(await page.locator('.score-sheet tbody tr').count(), 3, 'three rounds on the score sheet');
  // Money is conserved: 4 x 20 between the players and what is left in the pot.
  const s = await snapshot(page);
  const money = s.money.map(Number).reduce((a, b) => a + b, 0) + Number(s.pot);
  assert.equal(money, 80);
  // The odd name is shown as text, never as markup.
  assert.ok((await page.locator('.standings').textContent()).includes(XSS));
  assert.equal(await page.locator('img[src="x"]').count(), 0);
  await shot(page, '04-end');

  // Rematch: same seats, a fresh game.
  await page.click('[data-action="rematch"]');
  await page.waitForSelector('[data-phase]:not([data-phase="over"])');
  assert.equal(await page.locator('[data-outcome]').count(), 0);
  assert.ok((await page.textContent('[data-seat-panel="0"]')).includes(XSS));
  assert.deepEqual(problems, []);
  await context.close();
});

test('two people: a take-back holds until the other person plays', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUp(page, { kinds: ['human', 'human'], names: { 0: 'Ana', 1: 'Ben' } });
  await start(page);
  assert.equal(await waitForHuman(page, ['0', '1']), 0);
  assert.ok(await page.isDisabled('[data-action="undo"]'));
  // The record's length after each action: the first move claims the game
  // for this tab (Web Locks, asynchronous), so the move lands a moment
  // after the click, and the seat to act is read only once it has.
  const moves = () => Number(document.querySelector('.thinking')?.getAttribute('data-turn'));
  const turn = (n) => page.waitForFunction(`(${moves})() === ${n}`);
  const past = (n) => page.waitForFunction(`(${moves})() >= ${n}`);
  // Ana's draw, and the pyramid it showed, can be taken back while Ben has
  // not played.
  await page.click('[data-move="draw:large"]');
  await past(1);
  assert.equal(await waitForHuman(page, ['0', '1']), 1);
  assert.match((await page.textContent('.log li')) ?? '', /Ana draws a large/);
  assert.ok(await page.isEnabled('[data-action="undo"]'));
  await page.click('[data-action="undo"]');
  await turn(0);
  assert.equal(await waitForHuman(page, ['0', '1']), 0, 'Ana to play again');
  // Ana passes, Ben draws: now only Ben's draw can be taken back.
  await page.click('[data-move="pass"]');
  await past(1);
  assert.equal(await waitForHuman(page, ['0', '1']), 1);
  await page.click('[data-move="draw:large"]');
  await past(3);
  await waitForHuman(page, ['0', '1']);
  await page.click('[data-action="undo"]');
  await turn(1);
  assert.equal(await waitForHuman(page, ['0', '1']), 1, 'Ben to play again, Ana\'s pass kept');
  // Ben's draw is gone, so Ben has not played since Ana's pass: hers may
  // still be taken back.
  assert.ok(await page.isEnabled('[data-action="undo"]'));
  // 12s has no secrets: no hand-off screen between two people.
  assert.equal(await page.locator('[data-handoff]').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('two people: the table stays turned to whoever drew while the piece comes out of the bag, then turns to the next', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 1600 });
  await setUp(page, { kinds: ['human', 'human'], names: { 0: 'Ana', 1: 'Ben' } });
  await start(page);
  const foot = () => page.getAttribute('.tl-mine [data-seat-panel]', 'data-seat-panel');
  const pile = (seat) => page.locator(`.tl-mine [data-seat-panel="${seat}"] .pile > svg`).count();
  assert.equal(await waitForHuman(page, ['0', '1']), 0);
  assert.equal(await foot(), '0', "Ana's place at the foot");
  await page.click('[data-move="draw:large"]');
  assert.equal(await waitForHuman(page, ['0', '1']), 1);
  assert.equal(await foot(), '1', 'turned to Ben for his turn');
  // Ben draws: while the bag shakes his place stays at the foot; once his
  // piece is out, the table turns to Ana, his piece in his pile.
  await page.click('[data-move="draw:large"]');
  await page.waitForSelector('.bag-pic.shaking');
  assert.equal(await foot(), '1', "Ben's place stays at the foot while he draws");
  await page.waitForFunction(() => !document.querySelector('.bag-pic.shaking'));
  assert.equal(await waitForHuman(page, ['0', '1']), 0);
  assert.equal(await foot(), '0', "turned to Ana for hers");
  assert.equal(await page.locator('[data-seat-panel="1"] .pile > svg').count(), 1, "Ben's piece in his pile");
  assert.equal(await pile(0), 1, "Ana's piece in hers, at the foot");
  assert.deepEqual(problems, []);
  await context.close();
});

test('take-backs off at setup: no Undo button', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUp(page, { kinds: ['human', 'human'], names: { 0: 'Ana', 1: 'Ben' } });
  const box = page.locator('[data-option="takebacks"]');
  assert.equal(await box.isChecked(), true, 'take-backs are on by default');
  await box.uncheck();
  await start(page);
  assert.equal(await waitForHuman(page, ['0', '1']), 0);
  await page.click('[data-move="pass"]');
  await page.waitForFunction(() => document.querySelector('.thinking')?.getAttribute('data-turn') === '1');
  assert.equal(await waitForHuman(page, ['0', '1']), 1);
  assert.equal(await page.locator('[data-action="undo"]').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('share link opens the same setup; a damaged link explains itself', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUp(page, { kinds: ['human', 'computer', 'human'], names: { 0: 'Ana', 2: 'Cy' } });
  await start(page);
  await page.click('[data-action="share"]');
  const link = await page.inputValue('[data-share-link="setup"]');
  assert.match(link, /#m=/);

  const other = await context.newPage();
  await other.goto(link);
  await other.waitForSelector('[data-action="start"]');
  assert.equal(await other.inputValue('[data-seat="0"] input'), 'Ana');
  assert.equal(await other.inputValue('[data-seat="2"] input'), 'Cy');
  assert.equal(await other.getAttribute('[data-seat="1"] [data-seat-kind]', 'data-seat-kind'), 'computer');
  assert.match(await other.textContent('.setup-form'), /same draws/);
  await other.close();

  for (const bad of ['#share=garbage!!', '#share=eyJ2IjoxLCJnYW1lIjoiY2hlc3MifQ', '#share=' + 'A'.repeat(5000)]) {
    const p = await context.newPage();
    await p.goto(app.url + bad);
    await p.waitForSelector('[data-notice]');
    assert.match(await p.textContent('[data-notice]'), /can't be opened/);
    assert.equal(await p.locator('[data-game="martian-12s"]').count(), 1, 'home is shown');
    if (bad.includes('garbage')) await shot(p, '05-damaged-link');
    await p.close();
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('saved games are listed; a damaged save is flagged and others survive', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUp(page, { kinds: ['human', 'computer'], names: { 0: 'Dee' } });
  await start(page);
  await waitForHuman(page, ['0']);
  await page.click('[data-move="pass"]');
  await page.click('[data-action="home"]');
  await page.evaluate(() => {
    localStorage.setItem('mp.save.broken1', '{"v":1,"game":"martian-12s","seed":1,"seats":[{"name":"x","kind":"human"}],"options":{}}');
    localStorage.setItem('mp.save.broken2', 'not json at all');
  });
  await page.reload();
  await page.waitForSelector('.saves');
  assert.equal(await page.locator('.save.damaged').count(), 2);
  const good = page.locator('.save:not(.damaged)');
  assert.equal(await good.count(), 1);
  assert.match(await good.textContent(), /Dee/);
  await shot(page, '06-saved-games');
  // Delete one damaged save; the good one stays.
  await page.locator('.save.damaged [data-action="delete"]').first().click();
  assert.equal(await page.locator('.save.damaged').count(), 1);
  await good.locator('[data-action="resume"]').click();
  await page.waitForSelector('[data-phase]');
  assert.ok((await page.textContent('.log')).includes('Dee passes'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the table on a tablet in portrait, and the pieces gallery', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { width: 768, height: 1024 });
  await setUp(page, { kinds: ['human', 'computer', 'computer', 'computer', 'computer'] });
  await start(page);
  await waitForHuman(page, ['0']);
  await page.click('[data-move="draw:medium"]');
  await waitForHuman(page, ['0']);
  await shot(page, '07-tablet-portrait');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, '07-tablet-landscape');
  await page.goto(app.url + '#gallery');
  await page.waitForSelector('[data-gallery]');
  assert.equal(await page.locator('[data-gallery] .card[data-card]').count(), 52);
  assert.equal(await page.locator('[data-gallery] .pyramid').count(), 30);
  await shot(page, '08-gallery');
  await page.goto(app.url + '#rules=martian-12s');
  await page.waitForSelector('[data-rules]');
  assert.match(await page.textContent('.rules'), /Avri Klemer/);
  await shot(page, '09-rules');
  // Its contents name each section, a tap scrolls to it, and Play at the
  // foot opens the game's setup.
  const sections = await page.locator('[data-rules] nav li').count();
  assert.equal(sections, await page.locator('.rules h3').count(), 'every section in the contents');
  assert.ok(sections >= 4);
  await page.locator('[data-rules] nav li button').last().click();
  await page.waitForFunction(() => {
    const h = [...document.querySelectorAll('.rules h3')].pop();
    const r = h.getBoundingClientRect();
    return r.top >= 0 && r.top < innerHeight;
  });
  await page.click('[data-rules] [data-action="play"]');
  await page.waitForSelector('[data-game="martian-12s"] [data-action="start"], [data-action="start"]');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a pressed move answers at once: it darkens while held, before the move is made', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { width: 390, height: 844 });
  await setUp(page, { kinds: ['human', 'human'] });
  await start(page);
  const draw = page.locator('[data-move^="draw:"]:enabled').first();
  const box = await draw.boundingBox();
  assert.equal(await draw.evaluate((e) => getComputedStyle(e).filter), 'none');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  assert.match(await draw.evaluate((e) => getComputedStyle(e).filter), /brightness/);
  await page.mouse.up();
  assert.deepEqual(problems, []);
  await context.close();
});

test('asked for less motion (prefers-reduced-motion), nothing on the page animates', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await setUp(page, { kinds: ['human', 'computer'] });
  await start(page);
  // Moves, the bag shaken while a computer draws, the thinking bar: every
  // animation or transition that starts must take no time.
  await page.evaluate(() => {
    window.__moving = [];
    for (const type of ['animationstart', 'transitionstart', 'transitionrun']) {
      document.addEventListener(type, (e) => window.__moving.push(`${type} ${e.animationName ?? e.propertyName} on ${e.target.className?.baseVal ?? e.target.className}`), true);
    }
  });
  for (let i = 0; i < 4; i++) {
    const draw = page.locator('[data-move^="draw:"]:enabled');
    await page.waitForFunction(() => document.querySelector('[data-outcome]') || document.querySelector('[data-move^="draw:"]:enabled'));
    if (!(await draw.count())) break;
    await draw.first().click();
    await page.waitForTimeout(400);
  }
  const long = await page.evaluate(() => document.getAnimations()
    .filter((a) => a.effect && a.effect.getComputedTiming().duration > 0)
    .map((a) => `${a.animationName ?? a.transitionProperty} on ${a.effect.target?.className?.baseVal ?? a.effect.target?.className}`));
  assert.deepEqual(long, [], 'no animation with a duration');
  assert.deepEqual(await page.evaluate(() => window.__moving), [], 'no animation or transition started');
  assert.deepEqual(problems, []);
  await context.close();
});
