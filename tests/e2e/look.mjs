// Screenshots to look at, not a test: every game's home, setup, a
// decision, a hand-off, the end and the share dialog, at phone and tablet
// sizes with touch on. Moves are made by script (clicks), so a game runs
// through fast; what is looked at is the screen.
//
//   trunk build --release && node tests/e2e/look.mjs [game-id ...]
//
// UI_LANG=fr takes them in French and prints, per screen, any text on it that
// reads as English (a few common English words), to find words left
// untranslated (issue 32).
//
// Writes tests/e2e/screenshots/look/<game>-<what>-<w>x<h>.png and prints,
// per screen and size, how wide the page is against the device.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, launch, SHOTS } from './helpers.js';

const SIZES = (process.env.SIZES ?? '360x640,390x844,820x1180,1180x820')
  .split(',').map((s) => s.split('x').map(Number));
const GAMES = {
  'martian-12s': { kinds: ['human', 'human', 'computer'], options: { rounds: '3' } },
  'martian-trickery': { kinds: ['human', 'computer', 'human', 'computer'] },
  'martian-whist': { kinds: ['human', 'computer'] },
  'trick-walls': { kinds: ['human', 'human', 'computer', 'computer'] },
  'martian-mah-jongg': { kinds: ['human', 'computer', 'human', 'computer'] },
};
const OUT = join(SHOTS, 'look');
const LANG = process.env.UI_LANG === 'fr' ? 'fr' : 'en';

/// Text on the page (shown, or in a label or tooltip) with an English word
/// in it: what a French screen should not have.
async function english(page) {
  return page.evaluate(() => {
    const words = /(?<!\p{L})(the|and|of|you|your|is|are|to|with|for|this|that|not|has|have|wins?|takes?|plays?|cards?|round|hand|tricks?|turn|pass|draw|none|left|each|players?|seat|game|computer|move|hint|got)(?!\p{L})/iu;
    const found = new Set();
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const text = n.textContent.trim();
      if (text && words.test(text) && !n.parentElement.closest('script,style')) found.add(text);
    }
    for (const el of document.querySelectorAll('[aria-label],[title]')) {
      for (const a of ['aria-label', 'title']) {
        const text = el.getAttribute(a);
        if (text && words.test(text)) found.add(`[${a}] ${text}`);
      }
    }
    return [...found];
  });
}

async function shoot(page, game, what) {
  const widths = [];
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(120);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    widths.push(`${w}x${h}:${wide > w ? `TOO WIDE ${wide}` : 'ok'}`);
    await page.screenshot({ path: join(OUT, `${game}-${what}-${w}x${h}.png`) });
  }
  console.log(`${game} ${what}: ${widths.join(' ')}`);
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
  if (LANG === 'fr') for (const text of await english(page)) console.log(`  English? ${text.slice(0, 160)}`);
}

async function look(browser, base, game) {
  const spec = GAMES[game];
  const context = await browser.newContext({
    viewport: { width: SIZES[0][0], height: SIZES[0][1] }, hasTouch: true, isMobile: true, deviceScaleFactor: 2,
  });
  await context.addInitScript((lang) => {
    localStorage.setItem('mp.delay', '5');
    localStorage.setItem('mp.lang', lang);
  }, LANG);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  await page.goto(base);
  await page.waitForSelector('[data-game]');
  if (game === 'martian-12s') await shoot(page, 'all', 'home');
  await page.click(`[data-game="${game}"]`);
  await page.waitForSelector('[data-action="start"]');
  await page.selectOption('[data-option="players"]', String(spec.kinds.length));
  for (let i = 0; i < spec.kinds.length; i++) {
    const kind = page.locator(`[data-seat="${i}"] [data-seat-kind]`);
    if ((await kind.getAttribute('data-seat-kind')) !== spec.kinds[i]) await kind.click();
  }
  for (const [k, v] of Object.entries(spec.options ?? {})) await page.selectOption(`[data-option="${k}"]`, v);
  await shoot(page, game, 'setup');
  await page.evaluate(() => document.querySelector('[data-action="start"]').click());
  const seen = new Set();
  for (let step = 0; step < 3000; step++) {
    const what = await (await page.waitForFunction(() => {
      if (document.querySelector('[data-outcome]')) return 'over';
      if (document.querySelector('[data-handoff]')) return 'handoff';
      if (document.querySelector('[data-ask] [data-move]')) return 'ask';
      const root = document.querySelector('[data-phase]');
      if (root && root.getAttribute('data-thinking') === 'false' && document.querySelector('[data-move]:enabled')) return 'move';
      return false;
    }, null, { timeout: 60_000 })).jsonValue();
    if (what === 'over') break;
    if (what === 'handoff') {
      if (!seen.has('handoff')) { seen.add('handoff'); await page.waitForTimeout(300); await shoot(page, game, 'handoff'); }
      await page.evaluate(() => document.querySelector('[data-action="ready"]')?.click());
      continue;
    }
    if (what === 'ask') {
      if (!seen.has('ask')) { seen.add('ask'); await shoot(page, game, 'call'); }
      await page.evaluate(() => document.querySelector('[data-ask] [data-move]')?.click());
      continue;
    }
    const phase = await page.getAttribute('[data-phase]', 'data-phase');
    const key = `decision-${phase}`;
    if (!seen.has(key) && step > 3) {
      seen.add(key);
      await shoot(page, game, key);
      if (!seen.has('share')) {
        seen.add('share');
        await page.evaluate(() => document.querySelector('[data-action="share"]').click());
        await page.waitForTimeout(200);
        await shoot(page, game, 'share');
        await page.evaluate(() => document.querySelector('[data-action="close"], [data-action="share"]').click());
      }
    }
    await page.evaluate(() => {
      const moves = [...document.querySelectorAll('[data-move]:enabled')];
      const pick = moves.find((m) => m.getAttribute('data-move') === 'pass' && Math.random() < 0.3)
        ?? moves[Math.floor(Math.random() * moves.length)];
      pick?.click();
    });
  }
  await page.waitForSelector('[data-outcome]');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shoot(page, game, 'end');
  await page.evaluate(() => document.querySelector('[data-action="share"]').click());
  await page.waitForTimeout(200);
  await shoot(page, game, 'end-share');
  await context.close();
}

const srv = await serve();
const browser = await launch();
await mkdir(OUT, { recursive: true });
try {
  const wanted = process.argv.slice(2);
  for (const game of Object.keys(GAMES)) {
    if (wanted.length && !wanted.includes(game)) continue;
    await look(browser, srv.url, game);
  }
} finally {
  await browser.close();
  await srv.close();
}
