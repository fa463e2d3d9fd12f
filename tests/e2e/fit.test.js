// Every screen fits the device in hand, and touch plays as safely as a
// mouse (issue 35). With touch on (Playwright's hasTouch and isMobile) at
// phone and tablet sizes, every game is played by taps only, each where a
// finger could reach: at every person's decision every enabled move has a
// part on screen, found with elementFromPoint, of at least 24 x 24 CSS px
// (44 on a tablet); no screen is wider than the device; a first tap raises
// a piece and a second plays it; the hand-off's and the end screen's
// buttons are tappable where they appear; the share dialog fits and
// closes. At one phone size every game's screens are also audited with
// axe-core (home, setup, a decision, a hand-off, share, the end).
//
// Short enough for CI: at each size a game is played for its first
// DECISIONS decisions of its people (from setup, with hand-offs and the
// share dialog), then from a continue link cut three decisions of its
// person before the end (`cargo run --example finished_links near-end`),
// played by touch to the end screen.
//
// Screenshots: tests/e2e/screenshots/fit-<game>-<screen>-<w>x<h>.png. The
// smallest tappable part per game and size is printed (`# tappable`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useApp, SHOTS } from './helpers.js';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const app = useApp(before, after);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const NEAR_END = JSON.parse(execFileSync('cargo', ['run', '--quiet', '--example', 'finished_links', 'near-end'], { cwd: root, encoding: 'utf8' }));
/** The people's decisions played from setup at each size. */
const DECISIONS = 12;

const PHONES = [[360, 640], [390, 844]];
const TABLETS = [[820, 1180], [1180, 820], [1024, 1366], [1366, 1024]];
/** How each game is set up: the seats (people to tap, computers at the
 * Casual level to be quick) and options. Two people at a game with
 * secrets, for its hand-offs (`handoff`: Martian 12s and Martian Whist
 * have nothing private, so no hand-off). */
const GAMES = {
  'martian-12s': { kinds: ['human', 'computer'], options: { rounds: '3' } },
  'martian-trickery': { kinds: ['human', 'computer', 'human'], handoff: true },
  'martian-whist': { kinds: ['human', 'computer'] },
  'trick-walls': { kinds: ['human', 'computer', 'human', 'computer'], handoff: true },
  'martian-mah-jongg': { kinds: ['human', 'computer', 'human'], options: { rounds: '1' }, handoff: true },
};
/** The axe audit's size. */
const AUDIT = '390x844';

/** A page with touch, at `w` x `h`, computers quick. */
async function touchPage(w, h) {
  const context = await app.browser.newContext({
    viewport: { width: w, height: h }, hasTouch: true, isMobile: true, deviceScaleFactor: 2,
  });
  await context.addInitScript(() => {
    if (localStorage.getItem('mp.delay') === null) localStorage.setItem('mp.delay', '5');
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  return { context, page, problems };
}

/** For each element matching `selector` (enabled), the largest square of
 * it a finger reaches: points on screen where elementFromPoint finds it (or
 * something inside it). Returns [{ id, side, x, y }], x and y the square's
 * centre. Read once the page has painted, as a person sees it: the table
 * scrolls a move of its public part into view as that frame begins
 * (ui/play.rs, use_moves_in_view). */
function reach(page, selector) {
  return page.evaluate(async (sel) => {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const out = [];
    for (const el of document.querySelectorAll(sel)) {
      if (el.disabled || !el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      const x0 = Math.max(0, r.left);
      const y0 = Math.max(0, r.top);
      const x1 = Math.min(vw, r.right);
      const y1 = Math.min(vh, r.bottom);
      const step = r.width * r.height > 12000 ? 3 : 2;
      const cols = Math.max(0, Math.floor((x1 - x0) / step));
      const rows = Math.max(0, Math.floor((y1 - y0) / step));
      const dp = new Array(cols + 1).fill(0);
      let best = 0;
      let at = null;
      for (let j = 0; j < rows; j++) {
        let diag = 0;
        for (let i = 1; i <= cols; i++) {
          const x = x0 + (i - 0.5) * step;
          const y = y0 + (j + 0.5) * step;
          const hit = document.elementFromPoint(x, y);
          const up = dp[i];
          dp[i] = hit && (hit === el || el.contains(hit)) ? Math.min(dp[i], dp[i - 1], diag) + 1 : 0;
          diag = up;
          if (dp[i] > best) { best = dp[i]; at = { x, y }; }
        }
      }
      const half = ((best - 1) * step) / 2;
      out.push({
        id: el.getAttribute('data-move') ?? el.getAttribute('data-action'),
        side: best * step,
        x: at ? at.x - half : null,
        y: at ? at.y - half : null,
      });
    }
    return out;
  }, selector);
}

/** The page is no wider than the device (a too-wide page on a phone is
 * shown zoomed out, so the layout viewport grows: compare with the
 * device's width). */
async function assertFits(page, w, what) {
  const wide = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
  assert.ok(wide <= w, `${what}: the page is ${wide} px wide on a ${w} px screen`);
}

async function snap(page, game, what, w, h) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `fit-${game}-${what}-${w}x${h}.png`) });
}

/** Every sentence on the page (text, names, tooltips; the log and score
 * sheet too, shown or not) reads as plain English, by the rules of
 * src/engine/words.rs `unplain`: a count of one before a plural, nothing
 * shared out ("0 chips each"), or a word of how the app is built. */
async function plainWords(page, what) {
  const texts = await page.evaluate(() => {
    const out = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.parentElement.closest('script, style')) out.push(n.nodeValue);
    }
    for (const e of document.querySelectorAll('[aria-label], [title]')) {
      out.push(e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? '');
    }
    // Text nodes joined by spaces: "1" and "points" in two spans read as
    // one phrase on screen.
    return [out.join(' '), ...out];
  });
  const PLURALS = ['points', 'chips', 'cards', 'pyramids', 'tricks', 'moves', 'rounds', 'hands', 'decisions', 'pieces', 'hints', 'euros'];
  const JARGON = ['seed', 'ruling', 'rulings', 'record', 'records'];
  const bad = [];
  for (const t of texts) {
    const w = t.split(/[\s,.;:!?()"']+/).filter(Boolean);
    w.forEach((x, i) => {
      if ((x === '1' || x === '-1') && PLURALS.includes(w[i + 1])) bad.push(`"${x} ${w[i + 1]}"`);
      if (x === '0' && PLURALS.includes(w[i + 1]) && w[i + 2] === 'each') bad.push(`"0 ${w[i + 1]} each"`);
      if (JARGON.includes(x.toLowerCase())) bad.push(`"${x}"`);
    });
  }
  assert.deepEqual([...new Set(bad)], [], `plain words on ${what}`);
}

async function audit(page, what) {
  await plainWords(page, what);
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  // Contrast is a property of what a person reads: the screen once the
  // pieces have arrived. A table drawn afresh (after a hand-off) brings the
  // trick's cards in from transparent over 0.3 s. (The CI failures on
  // Trickery at 390 x 844 once put down to this were the gathered trick's
  // beaten cards, dimmed too far: style.css, 0.7.)
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => null))),
    new Promise((r) => setTimeout(r, 2000)),
  ]));
  const r = await page.evaluate(() => window.axe.run(document));
  const found = r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  // AXE_SOFT=1 prints what axe finds instead of failing (while working).
  if (process.env.AXE_SOFT && found.length) console.log(`# axe on ${what}: ${found.join(' | ')}`);
  else assert.deepEqual(found, [], `axe finds nothing on ${what}`);
}

/** Taps the element's reachable square (it must be at least `min` px). */
async function tapOn(page, selector, min, what) {
  const [r] = await reach(page, selector);
  assert.ok(r, `${what}: ${selector} is on the page`);
  assert.ok(r.side >= min, `${what}: ${r.id} has a ${r.side} px tappable part (at least ${min})`);
  await page.touchscreen.tap(r.x, r.y);
  return r;
}

/** What a person must do now, or the end. */
async function next(page) {
  const h = await page.waitForFunction(() => {
    if (document.querySelector('[data-outcome]')) return { kind: 'over' };
    if (document.querySelector('[data-handoff]')) return { kind: 'handoff' };
    const root = document.querySelector('[data-phase]');
    if (!root || root.getAttribute('data-thinking') !== 'false') return false;
    if (document.querySelector('[data-ask] [data-move]:enabled')) return { kind: 'ask' };
    if (document.querySelector('.table-body [data-move]:enabled')) return { kind: 'move' };
    return false;
  }, null, { timeout: 30_000 });
  return h.jsonValue();
}

const turn = (page) => page.getAttribute('.thinking', 'data-turn');

/** A move a person would pick, mostly: not stepping back in Whist, and in
 * Mah Jongg mostly not rearranging. */
function choose(moves, picked) {
  // Once a piece is picked (Mah Jongg), mostly one of its places.
  const steps = picked ? moves.filter((m) => !m.id.startsWith('pick:')) : [];
  if (steps.length && Math.random() < 0.9) return steps[Math.floor(Math.random() * steps.length)];
  const good = moves.filter((m) => m.id !== 'back' && !(m.id.startsWith('place:') && Math.random() < 0.85));
  const list = good.length ? good : moves;
  return list[Math.floor(Math.random() * list.length)];
}

/** Plays by touch what the people must do, up to `limit` decisions or the
 * end, checking at each: the page fits, every enabled move is in reach
 * and big enough, a first tap raises and a second plays. The first
 * hand-off and the third decision are photographed (and audited at the
 * audit size); at the third decision the share dialog is opened and
 * closed. Returns { decisions, smallest, raisedOther, over }. */
async function play(page, c, limit) {
  const { game, w, h, min, size, auditing, seen } = c;
  let smallest = Infinity;
  let decisions = 0;
  let raisedOther = 0;
  for (let step = 0; step < 4000; step++) {
    const t = await next(page);
    if (t.kind === 'over') return { decisions, smallest, raisedOther, over: true };
    await assertFits(page, w, t.kind);
    if (t.kind === 'handoff') {
      if (!seen.has('handoff')) {
        seen.add('handoff');
        await page.waitForTimeout(200);
        await snap(page, game, 'handoff', w, h);
        if (auditing) await audit(page, `${game} hand-off`);
      }
      await tapOn(page, '[data-action="ready"]', min, 'hand-off');
      await page.waitForFunction(() => !document.querySelector('[data-handoff]'));
      continue;
    }
    if (decisions >= limit) return { decisions, smallest, raisedOther, over: false };
    if (t.kind === 'ask') {
      // The call panel's own controls (Mah Jongg): in reach; play on.
      const before = await turn(page);
      const panel = await reach(page, '[data-ask] [data-move]:enabled, [data-ask] [data-call]');
      for (const r of panel) {
        assert.ok(r.side >= min, `call panel: ${r.id} has ${r.side} px (at least ${min})`);
        smallest = Math.min(smallest, r.side);
      }
      await tapOn(page, '[data-ask] [data-move]:enabled', min, 'call panel');
      await page.waitForFunction((b) => document.querySelector('.thinking')?.getAttribute('data-turn') !== b
        || !document.querySelector('[data-ask] [data-move]:enabled'), before);
      continue;
    }
    decisions++;
    const moves = await reach(page, '.table-body [data-move]');
    assert.ok(moves.length > 0);
    for (const m of moves) {
      // What a person saw, for the note, before the check fails.
      if (m.side < min) await snap(page, game, 'too-small', w, h);
      assert.ok(m.side >= min, `${game} ${size}: move ${m.id} has a ${m.side} px tappable part (at least ${min})`);
      smallest = Math.min(smallest, m.side);
    }
    if (!seen.has('decision') && decisions > 2) {
      seen.add('decision');
      await snap(page, game, 'decision', w, h);
      if (auditing) await audit(page, `${game} decision`);
      // The share dialog: over the table, fits, closes by its button.
      await tapOn(page, '[data-action="share"]', min, 'bar');
      await page.waitForSelector('[role="dialog"] [data-share-link]');
      await assertFits(page, w, 'share');
      const box = await page.evaluate(() => {
        const r = (s) => document.querySelector(s).getBoundingClientRect().toJSON();
        return { dialog: r('[role="dialog"]'), qr: r('[data-qr]') };
      });
      for (const [k, r] of Object.entries(box)) {
        assert.ok(r.left >= 0 && r.right <= w && r.top >= 0 && r.bottom <= h + 1, `the share ${k} is on screen (${JSON.stringify(r)})`);
      }
      await snap(page, game, 'share', w, h);
      if (auditing) await audit(page, `${game} share`);
      await tapOn(page, '[data-action="close"]', min, 'share dialog');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    }
    // A first tap raises the move and says what it will do.
    const before = await turn(page);
    const picked = await page.locator('.table-body [data-move^="pick:"][aria-pressed="true"]').count();
    const pick = choose(moves, picked > 0);
    const sel = `.table-body [data-move="${pick.id}"]`;
    if (pick.id.startsWith('pick:')) {
      // A step of a move (a piece picked, then its place): the piece is
      // pressed, or let go again; no move is made.
      const was = (await page.getAttribute(sel, 'aria-pressed')) === 'true';
      await page.touchscreen.tap(pick.x, pick.y);
      await page.waitForFunction(([s, w]) => (document.querySelector(s)?.getAttribute('aria-pressed') === 'true') !== w, [sel, was]);
      assert.equal(await turn(page), before, 'picking a piece makes no move');
      continue;
    }
    // What the finger is about to land on, to say what went wrong should
    // the move not be raised: a timeout alone says nothing of why.
    const aimed = await page.evaluate(([x, y]) => {
      const e = document.elementFromPoint(x, y);
      return e && `${e.tagName}.${e.className?.baseVal ?? e.className} in ${e.closest('[data-move]')?.getAttribute('data-move')}`;
    }, [pick.x, pick.y]);
    await page.touchscreen.tap(pick.x, pick.y);
    await page.waitForSelector(`${sel}[aria-pressed="true"]`).catch(async (e) => {
      await snap(page, game, 'not-raised', w, h);
      const now = await page.evaluate((s) => ({
        control: document.querySelector(s)?.outerHTML.slice(0, 160) ?? 'gone',
        pressed: [...document.querySelectorAll('[aria-pressed="true"]')].map((p) => p.getAttribute('data-move')),
        log: document.querySelector('.log li')?.textContent,
        handoff: !!document.querySelector('[data-handoff]'),
      }), sel);
      throw new Error(`${pick.id} not raised by a tap at ${pick.x},${pick.y} aimed at ${aimed}; now ${JSON.stringify(now)}, turn ${before} -> ${await turn(page)}: ${e.message.split('\n')[0]}`);
    });
    assert.equal(await turn(page), before, 'a first tap makes no move');
    const said = await page.textContent('.prompt-line.raised .prompt');
    assert.ok(said.length > 3, `the prompt says what ${pick.id} will do`);
    // Now and then another piece first: that one is raised instead.
    let chosen = pick;
    // (A move, not a step: a piece picked is the game's own pressing.)
    const another = (m) => m.id !== pick.id && !m.id.startsWith('pick:');
    // (At the first chance, since a short game of 12s may hold only a few
    // decisions, and then every fifth decision.)
    if (moves.some(another) && (decisions % 5 === 0 || raisedOther === 0)) {
      // Tapped where it shows once the first has risen, as a person would:
      // in a phone's two-row hand the raised card can cover the spot where
      // another was reached before. (CI, stops 55 and 56: Trickery at
      // 390x844, another card tapped at its old spot was never raised; a
      // tap on the raised card would have played it instead.)
      await page.waitForFunction(() => document.getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
      const other = (await reach(page, '.table-body [data-move]')).find((m) => another(m) && m.side >= min);
      assert.ok(other, `with ${pick.id} raised, another move is still in reach (at least ${min} px)`);
      await page.touchscreen.tap(other.x, other.y);
      await page.waitForSelector(`.table-body [data-move="${other.id}"][aria-pressed="true"]`);
      const pressed = await page.$$eval('.table-body [aria-pressed="true"]', (es) => es.map((e) => e.getAttribute('data-move')));
      assert.deepEqual(pressed.filter((id) => !id?.startsWith('pick:')), [other.id], 'only one move is raised');
      chosen = other;
      raisedOther++;
    }
    // The second tap: on the piece, or on Play.
    if (decisions % 2 === 0) {
      const [again] = (await reach(page, `.table-body [data-move="${chosen.id}"]`));
      await page.touchscreen.tap(again.x, again.y);
    } else {
      await tapOn(page, '[data-action="confirm"]', min, 'Play');
    }
    await page.waitForFunction((b) => document.querySelector('.thinking')?.getAttribute('data-turn') !== b, before);
  }
  assert.fail('the play loop ran out of steps');
}

/** The end screen: over the table, in view, its buttons in reach; share
 * there offers the replay link too, and Escape closes it. */
async function checkEnd(page, c) {
  const { game, w, h, min, auditing } = c;
  await page.waitForSelector('[data-outcome]');
  await assertFits(page, w, 'end');
  const end = await page.evaluate(() => document.querySelector('[data-outcome]').getBoundingClientRect().toJSON());
  assert.ok(end.top >= 0 && end.bottom <= h + 1 && end.left >= 0 && end.right <= w, `the end screen is in view (${JSON.stringify(end)})`);
  // Beside the table, where the screen has room for it, the score sheet
  // fits its panel: no column is cut at the panel's edge. (On a narrow
  // screen the sheet is in a closed drawer, a 1 px box: nothing to check.)
  const sheet = await page.evaluate(() => {
    const s = document.querySelector('.side .sheet-scroll');
    return s?.offsetParent && s.clientWidth > 0 ? [s.scrollWidth, s.clientWidth] : null;
  });
  if (sheet) assert.ok(sheet[0] <= sheet[1] + 1, `the score sheet fits beside the table (${sheet[0]} px in ${sheet[1]})`);
  const buttons = await reach(page, '[data-outcome] button');
  assert.ok(buttons.length > 0, 'the end screen has buttons');
  for (const r of buttons) {
    assert.ok(r.side >= min, `end screen: ${r.id} has a ${r.side} px tappable part (at least ${min})`);
  }
  await snap(page, game, 'end', w, h);
  if (auditing) await audit(page, `${game} end`);
  await tapOn(page, '[data-action="share"]', min, 'bar');
  await page.waitForSelector('[role="dialog"] [data-share-link="replay"]');
  await assertFits(page, w, 'share at the end');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
}

for (const [game, spec] of Object.entries(GAMES)) {
  for (const [w, h] of [...PHONES, ...TABLETS]) {
    const size = `${w}x${h}`;
    const tablet = w >= 700 && h >= 700;
    const min = tablet ? 44 : 24;
    test(`${game} at ${size} by touch: the table fits, every move in reach, two taps to play, the end in view`, async () => {
      const { page, problems, context } = await touchPage(w, h);
      const c = { game, w, h, min, size, auditing: size === AUDIT, seen: new Set() };
      await page.goto(app.url);
      await page.waitForSelector('[data-game]');
      await assertFits(page, w, 'home');
      if (c.auditing && game === 'martian-12s') await audit(page, 'home');
      // Home and setup are pages that scroll: a person scrolls to the tile.
      await page.locator(`[data-game="${game}"]`).scrollIntoViewIfNeeded();
      await tapOn(page, `[data-game="${game}"]`, min, 'home');
      await page.waitForSelector('[data-action="start"]');
      await page.selectOption('[data-option="players"]', String(spec.kinds.length));
      for (let i = 0; i < spec.kinds.length; i++) {
        const kind = `[data-seat="${i}"] [data-seat-kind]`;
        if ((await page.getAttribute(kind, 'data-seat-kind')) !== spec.kinds[i]) await page.tap(kind);
        assert.equal(await page.getAttribute(kind, 'data-seat-kind'), spec.kinds[i]);
        // A tap on the level steps Casual, Strong, Expert, round again.
        const level = page.locator(`[data-seat="${i}"] [data-seat-level]`);
        if ((await level.count()) === 0) continue;
        for (let n = 0; n < 3 && (await level.getAttribute('data-seat-level')) !== 'casual'; n++) await level.tap();
        assert.equal(await level.getAttribute('data-seat-level'), 'casual');
      }
      for (const [k, v] of Object.entries(spec.options ?? {})) await page.selectOption(`[data-option="${k}"]`, v);
      await assertFits(page, w, 'setup');
      await snap(page, game, 'setup', w, h);
      if (c.auditing) await audit(page, `${game} setup`);
      await page.locator('[data-action="start"]').scrollIntoViewIfNeeded();
      await tapOn(page, '[data-action="start"]', min, 'setup');
      await page.waitForSelector(`[data-game="${game}"][data-phase], [data-handoff]`);

      const first = await play(page, c, DECISIONS);
      assert.ok(first.over || first.decisions === DECISIONS, `decisions were made (${first.decisions})`);
      assert.ok(first.raisedOther > 0, 'a second piece was raised instead of the first');
      assert.ok(seen(c, 'decision'), 'a decision was photographed, and share opened there');
      if (spec.handoff) assert.ok(seen(c, 'handoff'), 'a hand-off came');
      if (first.over) await checkEnd(page, c);
      await page.close();

      // The end: from a continue link three decisions of its person before.
      const page2 = await context.newPage();
      page2.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page2.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
      await page2.goto(`${app.url}#${NEAR_END[game]}`);
      await page2.waitForSelector(`[data-game="${game}"][data-phase]`);
      const last = await play(page2, c, Infinity);
      assert.ok(last.over && last.decisions > 0, `the end was reached by touch (${last.decisions} decisions)`);
      await checkEnd(page2, c);
      const smallest = Math.min(first.smallest, last.smallest);
      console.log(`# tappable ${game} ${size}: smallest move ${smallest} px over ${first.decisions} + ${last.decisions} decisions`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

const seen = (c, what) => c.seen.has(what);
