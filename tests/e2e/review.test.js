// The review of a finished game (issue 30), in every game: a finished
// game's replay grades each decision of its person (seat 0, Ana) in the
// computers' worker, marks each with `data-review-move` and
// `data-review-grade`, sums up her accuracy, and a graded move jumps the
// replay to that decision. The games are seeded replay links made natively
// (`cargo run --example finished_links`). Review times are printed with
// the worker throttled 4x, as on a mid-range tablet.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage, shot, useApp, throttleWorkers } from './helpers.js';

const app = useApp(before, after);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LINKS = JSON.parse(execFileSync('cargo', ['run', '--quiet', '--example', 'finished_links'], { cwd: root, encoding: 'utf8' }));
const GRADES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

for (const [game, link] of Object.entries(LINKS)) {
  test(`${game}: a finished game's replay grades each of the person's decisions and jumps to one`, async () => {
    const { page, problems, context } = await openPage(app.browser, app.url, { width: 390, height: 844 });
    await context.addInitScript(throttleWorkers, 4);
    const started = Date.now();
    await page.goto(`${app.url}#${link}`);
    await page.waitForSelector('[data-replay-at="0"]');
    const review = page.locator('section.review');
    await review.waitFor();
    const total = Number((await review.getAttribute('data-review')).split('/')[1]);
    assert.ok(total > 0, 'Ana made decisions to grade');
    await page.waitForSelector('[data-review-move]');
    const first = Date.now() - started;
    await page.waitForFunction(() => {
      const [done, all] = document.querySelector('section.review').dataset.review.split('/');
      return done === all;
    }, null, { timeout: 600_000 });
    const all = Date.now() - started;
    console.log(`# ${game}: ${total} decisions reviewed in ${(all / 1000).toFixed(1)} s with the worker at 4x (first grade after ${first} ms)`);

    const moves = page.locator('[data-review-move]');
    const graded = await moves.count();
    assert.ok(graded >= total * 0.9, `nearly every decision graded (${graded} of ${total})`);
    const grades = await moves.evaluateAll((els) => els.map((e) => e.getAttribute('data-review-grade')));
    for (const g of grades) assert.ok(GRADES.includes(g), `a known grade: ${g}`);
    console.log(`# ${game}: ${GRADES.map((g) => `${g} ${grades.filter((x) => x === g).length}`).join(', ')}`);
    const summary = page.locator('[data-review-seat="0"]');
    assert.match(await summary.textContent(), /^Ana: \d+% best or good/);

    // A graded move (a worse one if there is one) jumps the replay there.
    const worst = GRADES.slice().reverse().find((g) => grades.includes(g));
    const pick = page.locator(`[data-review-grade="${worst}"]`).first();
    const at = await pick.getAttribute('data-review-move');
    await pick.click();
    await page.waitForSelector(`[data-replay-at="${at}"]`);
    assert.equal(await pick.getAttribute('aria-current'), 'step', 'the move shown is marked in the list');
    if (worst !== 'best') assert.match(await pick.textContent(), /Better: /, 'a worse move shows the better one');
    await shot(page, `r-${game}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('leaving the replay mid-review lets the grading worker go', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await context.addInitScript(() => {
    window.__terminated = 0;
    const terminate = Worker.prototype.terminate;
    Worker.prototype.terminate = function () {
      window.__terminated += 1;
      return terminate.call(this);
    };
  });
  await page.goto(`${app.url}#${LINKS['martian-mah-jongg']}`);
  await page.waitForSelector('section.review [data-review-move]');
  const [done, all] = (await page.getAttribute('section.review', 'data-review')).split('/').map(Number);
  assert.ok(done < all, 'still grading');
  await page.click('[data-action="home"]');
  await page.waitForSelector('[data-game="martian-mah-jongg"]');
  assert.equal(await page.evaluate(() => window.__terminated), 1, 'the worker grading was let go');
  const searches = await page.evaluate(() => performance.getEntriesByName('mp-page-search').length);
  assert.equal(searches, 0, 'the page itself never searched');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a replay plays by itself from Play until Pause', async () => {
  const { page, problems, context } = await openPage(app.browser, app.url);
  await page.goto(`${app.url}#${LINKS['martian-whist']}`);
  await page.waitForSelector('[data-replay-at="0"]');
  await page.click('[data-replay-step="play"]');
  await page.waitForSelector('[data-replay-at="2"]', { timeout: 10_000 });
  await page.click('[data-replay-step="pause"]');
  const at = Number(await page.getAttribute('[data-replay-at]', 'data-replay-at'));
  await page.waitForTimeout(2500);
  assert.equal(Number(await page.getAttribute('[data-replay-at]', 'data-replay-at')), at, 'paused');
  assert.equal(await page.locator('[data-replay-step="play"]').count(), 1);
  assert.deepEqual(problems, []);
  await context.close();
});
