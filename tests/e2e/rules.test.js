// Every game's rules page, on a phone, as a newcomer reads it: a list of
// contents, pictures drawn with the game's own pieces (at least three,
// each with a caption), nothing wider than the screen, and a Play button
// at its foot that opens the game's setup.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, shot, useApp, setUpSeats, personToPlay, playOneMove } from './helpers.js';

const app = useApp(before, after);
const GAMES = ['martian-12s', 'martian-trickery', 'martian-whist', 'trick-walls', 'martian-mah-jongg'];

for (const game of GAMES) {
  test(`${game}'s rules page: contents, pictures of its pieces, Play`, async () => {
    const { page, problems, context } = await openPage(app.browser, app.url, { width: 360, height: 640 });
    await page.goto(`${app.url}#rules=${game}`);
    await page.waitForSelector(`[data-rules="${game}"] .rules-text h3`);
    assert.ok((await page.locator('[data-rules] nav li').count()) >= 4, 'a list of contents');
    const pictures = await page.evaluate(() => [...document.querySelectorAll('.rules figure')].map((f) => {
      const row = f.querySelector('.pic-row').getBoundingClientRect();
      return {
        caption: f.querySelector('figcaption')?.textContent ?? '',
        drawn: f.querySelectorAll('.pic-row svg.piece, .pic-row .card, .pic-row .die').length,
        right: row.right,
      };
    }));
    assert.ok(pictures.length >= 3, `${pictures.length} pictures`);
    for (const p of pictures) {
      assert.ok(p.drawn >= 1, `pieces drawn for "${p.caption}"`);
      assert.ok(p.caption.length > 10, 'a caption says what it shows');
      assert.ok(p.right <= 360, `"${p.caption}" fits the phone's width (right edge ${p.right})`);
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scrolling');
    await page.locator('.rules figure').first().scrollIntoViewIfNeeded();
    await shot(page, `rules-${game}-360x640`);
    await page.click('[data-rules] [data-action="play"]');
    await page.waitForSelector('[data-action="start"]');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('French, picked on the home page and kept on the device, reaches the home page, every rules page and its tips', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { width: 820, height: 1180 });
  await page.goto(app.url);
  await page.click('[data-lang="fr"]');
  await page.waitForSelector('[data-lang="fr"][aria-pressed="true"]');
  await page.reload();
  await page.waitForSelector('[data-lang="fr"][aria-pressed="true"]');
  // The home page speaks French: none of the catalogue's English sentences
  // is on screen, and its French ones are.
  const catalogue = await page.evaluate(async () => (await (await fetch('lang/fr.txt')).text()));
  const english = catalogue.split('\n').filter((l, i, all) => l && !l.startsWith('#') && !l.startsWith('= ')
    && all[i + 1]?.startsWith('= ') && !l.includes('{') && all[i + 1].slice(2) !== l
    // Card faces' single letters (J, Q, K) tell no language apart, and
    // the pieces drawn on the page carry letters too.
    && l.trim().length > 1);
  // The games' names are names in both languages ("Trick Walls" holds
  // Whist's "Trick" as a word).
  const home = ['Martian 12s', 'Martian Trickery', 'Martian Whist', 'Martian Mah Jongg', 'Trick Walls']
    .reduce((text, name) => text.replaceAll(name, ''), await page.locator('main.home').innerText());
  const left = english.filter((l) => home.includes(l.trim()));
  assert.deepEqual(left, [], 'no English left on the home page');
  assert.ok(home.includes('Jouer'), 'the tiles say Jouer');
  await shot(page, 'home-french-820x1180');
  for (const game of GAMES) {
    await page.goto(`${app.url}#rules=${game}`);
    await page.waitForSelector(`[data-rules="${game}"] article.rules[lang="fr"] .rules-text h3`);
    const english = await page.evaluate(async (g) => (await (await fetch(`rules/${g}.md`)).text()), game);
    const figures = (english.match(/^!\[/gm) ?? []).length;
    assert.equal(await page.locator('.rules figure').count(), figures, `${game}: as many pictures as in English`);
    const text = await page.locator('article.rules').innerText();
    const words = (list) => text.toLowerCase().split(/[^a-zàâçéèêëîïôûùüÿœæ']+/).filter((w) => list.includes(w)).length;
    assert.ok(words(['vous', 'les', 'la', 'le']) > 20 * Math.max(1, words(['the', 'you', 'your'])),
      `${game}'s page reads in French`);
    await shot(page, `rules-${game}-french-820x1180`);
  }
  // A first-time tip comes from the French page: its words are French.
  await page.goto(app.url);
  await page.evaluate(() => localStorage.removeItem('mp.tips-seen'));
  await page.click('[data-game="martian-12s"]');
  await page.click('[data-action="start"]');
  const tip = page.locator('[data-tip] summary');
  await tip.waitFor();
  assert.match(await tip.innerText(), /\b(vous|le|la|les|un|une)\b/i, 'the tip is in French');
  await shot(page, 'tip-french-820x1180');
  // English again, on the same device.
  await page.click('[data-action="home"]');
  await page.click('[data-lang="en"]');
  await page.goto(`${app.url}#rules=martian-12s`);
  await page.waitForSelector('[data-rules="martian-12s"] article.rules[lang="en"] .rules-text h3');
  assert.deepEqual(problems, []);
  await context.close();
});

test("In French, a game's log and table are French, and switching back to English mid-game rewords it without losing the game", async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { width: 820, height: 1180 });
  await page.goto(app.url);
  await page.click('[data-lang="fr"]');
  await page.waitForSelector('[data-lang="fr"][aria-pressed="true"]');
  await setUpSeats(page, app.url, 'martian-12s', ['human', 'computer', 'computer'], { 0: 'Ann' });
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-12s"][data-phase]');
  for (let i = 0; i < 4 && (await personToPlay(page)); i++) await playOneMove(page);
  // Let the computers answer Ann's last move: the game must stand still
  // (her turn again) before its length is taken, or a computer's move
  // landing after it reads as a game changed by the switch.
  assert.ok(await personToPlay(page), 'the game goes on after four of her moves');
  const lines = await page.locator('.log ol li').allInnerTexts();
  assert.ok(lines.length >= 3, `the log has lines (${lines.length})`);
  for (const line of lines) {
    assert.doesNotMatch(line, /\b(draws a|passes on|Round|stays in the pot|wins)\b/, `"${line}" is not English`);
  }
  assert.ok(lines.some((l) => /\b(tire une|passe à|Manche)\b/.test(l)), `the log speaks French: ${lines.join(' | ')}`);
  // The table's own words are French too (the round may be the first or,
  // once the computers have answered, the second).
  const table = await page.locator('.table-body').innerText();
  for (const word of [/Dans le sac/, /Manche \d+ sur/, /Pot\u00a0:/]) assert.match(table, word, 'the table is French');
  for (const word of [/In the bag/, /Round \d/, /drawing/, /passed/]) assert.doesNotMatch(table, word, 'no English on the table');
  await shot(page, 'log-fr-12s-820x1180');
  // Back to English mid-game: Home, the language, then the saved game.
  const moves = await page.getAttribute('.log ol', 'data-log-length');
  await page.click('[data-action="home"]');
  await page.click('[data-lang="en"]');
  await page.waitForSelector('[data-lang="en"][aria-pressed="true"]');
  await page.click('[data-action="resume"]');
  await page.waitForSelector('[data-game="martian-12s"][data-phase]');
  assert.equal(await page.getAttribute('.log ol', 'data-log-length'), moves, 'the game is as it was');
  const english = await page.locator('.log ol li').allInnerTexts();
  assert.ok(english.some((l) => /\b(draws a|passes on|Round)\b/.test(l)), `the log speaks English again: ${english.join(' | ')}`);
  assert.deepEqual(problems, []);
  await context.close();
});
