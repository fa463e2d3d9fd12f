// First-time tips (issue 36): the first decision of each kind shows a tip
// beside the table, once per device; dismissed, or that move made, it does
// not come back; the setting turns tips off, and on again from the start.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, shot, useApp, setUpSeats, clickLanded } from './helpers.js';

const app = useApp(before, after);

async function start(page, setTips) {
  await setUpSeats(page, app.url, 'martian-trickery', ['human', 'computer', 'computer'], { 0: 'Ana' });
  if (setTips !== undefined) {
    const box = page.locator('[data-option="tips"]');
    if ((await box.isChecked()) !== setTips) await box.click();
  }
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-game="martian-trickery"][data-phase]');
}

/** Waits for seat 0's next decision; resolves to its phase and the tip's
 * words then (null when none shows). */
async function decision(page) {
  const h = await page.waitForFunction(() => {
    const root = document.querySelector('[data-phase][data-to-act="0"]');
    return root && root.querySelector('[data-move]:enabled') && root.getAttribute('data-phase');
  }, null, { timeout: 30_000 });
  const phase = await h.jsonValue();
  // The rules text the tips come from is fetched once per page.
  await page.waitForTimeout(300);
  const tip = page.locator('[data-tip]');
  return { phase, tip: (await tip.count()) ? await tip.locator('summary').textContent() : null };
}

test('a tip at the first decision of each kind, once per device; the setting turns them on again', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url, { width: 390, height: 844 });
  await start(page);

  // Ana's decisions until she has named a prize and played a card twice
  // each: the first of each kind has its tip, no later one has.
  const met = {};
  for (let i = 0; i < 40 && !(met.prize >= 2 && met.play >= 2); i++) {
    const { phase, tip } = await decision(page);
    met[phase] = (met[phase] ?? 0) + 1;
    if (met[phase] > 1) {
      assert.equal(tip, null, `no tip at a second ${phase}`);
    } else if (phase === 'prize') {
      assert.match(tip, /prize/i, 'the tip speaks of the prize');
      const box = await page.locator('[data-tip]').boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= 844, 'the tip is on screen');
      await page.click('[data-tip] summary');
      assert.match(await page.textContent('[data-tip] details'), /Playing a hand/, 'the tip opens its part of the rules');
      await shot(page, 'tip-01-prize');
      // Dismissed, it goes at once.
      await page.click('[data-tip] [data-action="dismiss-tip"]');
      assert.equal(await page.locator('[data-tip]').count(), 0, 'dismissed, the tip goes');
    } else {
      // Not dismissed: the move made, it is met all the same.
      assert.match(tip ?? '', /card/i, `a tip at the first ${phase}`);
    }
    await clickLanded(page, page.locator('[data-to-act="0"] [data-move]:enabled').first());
  }
  assert.ok(met.prize >= 2 && met.play >= 2, `both kinds met twice: ${JSON.stringify(met)}`);

  // A new game on this device: no tip for what was met.
  const fresh = async (tips) => {
    const p = await context.newPage();
    // Home, not the game this device was playing.
    await p.addInitScript(() => localStorage.removeItem('mp.current'));
    await start(p, tips);
    return p;
  };
  const other = await fresh();
  assert.equal((await decision(other)).tip, null, 'no tip on this device again');
  await other.close();

  // Tips turned off at setup, then on again: every tip shows once more.
  const off = await fresh(false);
  assert.equal((await decision(off)).tip, null, 'no tips while they are off');
  await off.close();
  const on = await fresh(true);
  assert.ok((await decision(on)).tip, 'turned on again, the tip is back');
  await on.close();
  assert.deepEqual(problems, []);
  await context.close();
});
