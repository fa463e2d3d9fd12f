// The three kinds of share link, as people use them: a game continued on
// another device (a fresh browser, so nothing of the first is there), a
// finished game watched again from its replay link and from its end screen,
// and the QR code that carries each link (read back with jsQR from the SVG
// drawn onto a canvas).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { openPage, shot, useApp, setUpSeats, setLevel } from './helpers.js';

const app = useApp(before, after);

/** Waits until the app waits for a person (or the game is over). */
async function settle(page) {
  await page.waitForFunction(() => {
    if (document.querySelector('[data-outcome]')) return true;
    const root = document.querySelector('[data-game][data-phase]');
    if (!root || root.getAttribute('data-thinking') === 'true') return false;
    return document.querySelector('.table-area [data-move]:enabled, [data-action="ready"]') !== null;
  }, null, { timeout: 60_000 });
}

/** Waits for a game's table; on a timeout keeps a screenshot and says
 *  what was on screen instead, so a failure in CI can be read. */
async function tableOf(page, game, name) {
  try {
    await page.waitForSelector(`[data-game="${game}"][data-phase]`);
  } catch (err) {
    await shot(page, name);
    const seen = await page.evaluate(() => `${location.href} | ${document.body.innerText.slice(0, 300)}`);
    throw new Error(`no ${game} table (screenshot ${name}): ${seen}`, { cause: err });
  }
}

/** What must match on two devices showing the same position. */
async function position(page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-game][data-phase]');
    return {
      game: root.getAttribute('data-game'),
      phase: root.getAttribute('data-phase'),
      toAct: root.getAttribute('data-to-act'),
      log: document.querySelector('.log ol').getAttribute('data-log-length'),
      lastLine: document.querySelector('.log li')?.textContent ?? '',
      sheet: document.querySelector('.sheet').textContent,
      moves: [...document.querySelectorAll('.table-area [data-move]:enabled')].map((e) => e.getAttribute('data-move')).sort(),
    };
  });
}

/** Reads the QR code on show back into text. */
async function readQr(page) {
  const img = await page.evaluate(async () => {
    const svg = document.querySelector('svg[data-qr]');
    const side = svg.viewBox.baseVal.width;
    const scale = 4;
    const xml = new XMLSerializer().serializeToString(svg);
    const pic = new Image();
    pic.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(xml);
    await pic.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side * scale;
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(pic, 0, 0, side * scale, side * scale);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    return { w: canvas.width, h: canvas.height, data: Array.from(data) };
  });
  const code = jsQR(Uint8ClampedArray.from(img.data), img.w, img.h);
  assert.ok(code, 'the QR code reads');
  return code.data;
}

async function playRandom(page) {
  const ids = await page.$$eval('.table-area [data-move]:enabled', (es) => es.map((e) => e.getAttribute('data-move')));
  const id = ids[Math.floor(Math.random() * ids.length)];
  await page.click(`.table-area [data-move="${id}"]`);
}

test('a continue link opens the same position, as a new saved game, in a fresh browser', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUpSeats(page, app.url, 'martian-trickery', ['human', 'computer', 'computer', 'computer'], { 0: 'Ana' });
  await page.click('[data-action="start"]');
  for (let i = 0; i < 12; i++) {
    await settle(page);
    await playRandom(page);
  }
  await settle(page);
  const here = await position(page);
  assert.equal(here.toAct, '0');

  await page.click('[data-action="share"]');
  const kinds = await page.$$eval('[data-share-link]', (es) => es.map((e) => e.getAttribute('data-share-link')));
  assert.deepEqual(kinds, ['setup', 'continue'], 'no replay link before the game is over');
  const link = await page.inputValue('[data-share-link="continue"]');
  assert.match(link, /#m=[A-Za-z0-9_-]+$/);
  assert.equal(await readQr(page), link, 'the QR code on show is the continue link');
  await shot(page, 'l01-share-panel');

  // Another device: a fresh context has no saves of its own but one.
  const other = await openPage(app.browser, app.url);
  await other.page.goto(app.url);
  await other.page.evaluate(() => localStorage.setItem('mp.save.keepme', 'not touched'));
  await other.page.goto(link);
  await tableOf(other.page, 'martian-trickery', 'l01-fresh-browser-timeout');
  await settle(other.page);
  assert.deepEqual(await position(other.page), here);
  assert.match(other.page.url(), /#game=/, 'the link became a saved game');
  // Saved (after the first paint), beside what was there.
  await other.page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('mp.save.')).length === 2);
  assert.equal(await other.page.evaluate(() => localStorage.getItem('mp.save.keepme')), 'not touched');
  // Play goes on there.
  await playRandom(other.page);
  await other.page.waitForFunction((n) => document.querySelector('.log ol').getAttribute('data-log-length') !== n, here.log);
  assert.deepEqual(other.problems, []);
  await other.context.close();

  // A tab still starting when the link came: its hashchange event arrives
  // after the app has opened the link and put the new game's own fragment
  // (#game=, saved only once painted) in its place. That late event must
  // leave the game on screen. Here it is sent as the app swaps fragments.
  const late = await openPage(app.browser, app.url);
  await late.context.addInitScript(() => {
    const replace = history.replaceState.bind(history);
    history.replaceState = (state, title, url) => {
      replace(state, title, url);
      if (String(url).startsWith('#game=')) setTimeout(() => dispatchEvent(new HashChangeEvent('hashchange')), 0);
    };
  });
  await late.page.goto(link);
  await tableOf(late.page, 'martian-trickery', 'l01-late-hashchange-timeout');
  await late.page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('mp.save.')));
  assert.ok(await late.page.$('[data-game="martian-trickery"][data-phase]'), 'the game is still on screen');
  await settle(late.page);
  assert.deepEqual(await position(late.page), here);
  assert.deepEqual(late.problems, []);
  await late.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a finished game: the replay link, its QR code, and stepping through it', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { delay: 5 });
  await setUpSeats(page, app.url, 'martian-trickery', ['computer', 'computer', 'computer']);
  for (let i = 0; i < 3; i++) await setLevel(page, i, 'casual');
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-outcome]', { timeout: 120_000 });
  const finalSheet = await page.textContent('.sheet');
  const total = Number(await page.getAttribute('.log ol', 'data-log-length'));

  await page.click('[data-action="share"]');
  const kinds = await page.$$eval('[data-share-link]', (es) => es.map((e) => e.getAttribute('data-share-link')));
  assert.deepEqual(kinds, ['setup', 'continue', 'replay']);
  const replay = await page.inputValue('[data-share-link="replay"]');
  const cont = await page.inputValue('[data-share-link="continue"]');
  console.log(`# trickery, 3 computers: continue link ${cont.length} characters, replay ${replay.length}`);
  assert.ok(cont.length <= 2300, `continue link fits one QR code: ${cont.length}`);
  assert.equal(await readQr(page), replay, 'the QR code on show is the replay link');
  await page.click('[data-share-link="continue"] ~ [data-action="show-qr"]');
  assert.equal(await readQr(page), cont, 'and then the continue link');

  // The replay link in a fresh browser.
  const other = await openPage(app.browser, app.url);
  await other.page.goto(replay);
  const viewer = other.page;
  await viewer.waitForSelector('[data-replay-at="0"]');
  assert.match(await viewer.textContent('.replay-which'), /every hand is shown open/);
  await viewer.click('[data-replay-step="end"]');
  const end = Number(await viewer.getAttribute('[data-replay-at]', 'data-replay-at'));
  assert.ok(end > 100, `a whole game has many moves: ${end}`);
  assert.equal(await viewer.textContent('.sheet'), finalSheet, 'the score sheet follows to the end');
  assert.equal(Number(await viewer.getAttribute('.log ol', 'data-log-length')), total);
  // The arrow keys step, and a hand at a time.
  await viewer.keyboard.press('ArrowLeft');
  await viewer.waitForSelector(`[data-replay-at="${end - 1}"]`);
  await viewer.keyboard.press('Home');
  await viewer.waitForSelector('[data-replay-at="0"]');
  await viewer.click('[data-replay-step="next-hand"]');
  const hand2 = Number(await viewer.getAttribute('[data-replay-at]', 'data-replay-at'));
  assert.ok(hand2 > 0 && hand2 < end, `the second hand starts inside the game: ${hand2}`);
  for (let i = 0; i < 5; i++) await viewer.click('[data-replay-step="next"]');
  await viewer.waitForSelector(`[data-replay-at="${hand2 + 5}"]`);
  // Every hand open: three seats' cards.
  assert.equal(await viewer.locator('[data-open-hand]').count(), 3);
  assert.ok((await viewer.locator('[data-open-hand] [data-card]').count()) > 20, 'the hands are drawn');
  assert.equal(await viewer.locator('[data-private]').count(), 0, 'the table itself stays public');
  await shot(viewer, 'l02-replay');
  assert.deepEqual(other.problems, []);
  await other.context.close();

  // The end screen's own Watch replay, once the share dialog is closed.
  await page.keyboard.press('Escape');
  await page.click('[data-action="replay"]');
  await page.waitForSelector('[data-replay-at="0"]');
  await page.click('[data-replay-step="end"]');
  await page.waitForSelector(`[data-replay-at="${end}"]`);
  assert.deepEqual(problems, []);
  await context.close();
});

/** A link's bytes, from and to its base64url text. */
const unb64 = (s) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
const b64 = (b) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The same link claiming another rules version: the version is the byte
 * after the link format (8 bits), the kind (2) and the game id (a length
 * byte and the id), in a stream that is not byte-aligned. */
function withRules(link, version) {
  const [base, payload] = link.split('#m=');
  const bytes = unb64(payload);
  const bits = [...bytes].flatMap((b) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (b >> i) & 1));
  const idLen = parseInt(bits.slice(10, 18).join(''), 2);
  const at = 18 + 8 * idLen;
  for (let i = 0; i < 8; i++) bits[at + i] = (version >> (7 - i)) & 1;
  const out = Buffer.alloc(bytes.length);
  for (let i = 0; i < bits.length; i++) out[i >> 3] |= bits[i] << (7 - (i & 7));
  return `${base}#m=${b64(out)}`;
}

test('a save or a link from other rules says why, is kept, and offers its setup fresh', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await setUpSeats(page, app.url, 'martian-12s', ['human', 'computer'], { 0: 'Vera' });
  await page.click('[data-action="start"]');
  await settle(page);
  await page.click('[data-action="share"]');
  const link = await page.inputValue('[data-share-link="continue"]');
  await page.click('[data-action="home"]');
  // The save, as if written under version 2 of the 12s rules.
  const id = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('mp.save.'));
    const rec = JSON.parse(localStorage.getItem(key));
    rec.rules = 2;
    localStorage.setItem(key, JSON.stringify(rec));
    return key;
  });
  await page.reload();
  const row = page.locator('.save.damaged');
  await row.waitFor();
  assert.match(await row.textContent(), /version 2 of the rules of Martian 12s, and this app plays version 1.*kept/);
  await row.locator('[data-action="fresh"]').click();
  await page.waitForSelector('[data-action="start"]');
  assert.equal(await page.inputValue('[data-seat="0"] input'), 'Vera');
  assert.ok(await page.evaluate((k) => localStorage.getItem(k) !== null, id), 'the save is kept');

  // A link under version 7 of the rules.
  await page.goto(withRules(link, 7));
  await page.waitForSelector('[data-notice]');
  assert.match(await page.textContent('[data-notice]'), /can't be opened: it was played under version 7 of the rules of Martian 12s/);
  await shot(page, 'l03-other-rules');
  await page.click('[data-action="fresh"]');
  await page.waitForSelector('[data-action="start"]');
  assert.equal(await page.inputValue('[data-seat="0"] input'), 'Vera');
  assert.deepEqual(problems, []);
  await context.close();
});
