// The app in French (issue 32): a whole game of each game, played in French
// by clicking its move controls, with no English message on screen. Every
// few moves, on every hand-off, a tip, the hint, the score drawer, the end
// screen (and the table under it), the share panel and the replay viewer
// with its post-game review, every visible text and every aria-label,
// title, alt and placeholder is checked against the English catalogue
// (dist/lang/fr.txt: a message found in English there is one left
// untranslated) and against a short list of common English words (which
// catches words not yet in the catalogue). Every finding of a game is
// listed in its failure.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DIST, openPage, shot, useApp, setUpSeats, setLevel, randomSequence, seededRandom, clickLanded,
} from './helpers.js';

const app = useApp(before, after);

/** Each game: its seats (people named, computers at Casual, the quickest),
 * its shortest options, a viewport (phones and tablets both) and a seed. */
const GAMES = {
  'martian-12s': {
    kinds: ['human', 'human', 'computer'], names: { 0: 'Ann', 1: 'Léo' },
    options: { rounds: '3' }, size: [360, 640], seed: 1201,
  },
  'martian-trickery': {
    kinds: ['human', 'computer', 'human', 'computer'], names: { 0: 'Ann', 2: 'Léo' },
    size: [820, 1180], seed: 2302,
  },
  'martian-whist': {
    kinds: ['human', 'computer'], names: { 0: 'Ann' },
    size: [360, 640], seed: 3403,
  },
  'trick-walls': {
    kinds: ['human', 'human', 'computer', 'computer'], names: { 0: 'Ann', 1: 'Léo' },
    size: [820, 1180], seed: 4504,
  },
  'martian-mah-jongg': {
    kinds: ['human', 'computer', 'human', 'computer'], names: { 0: 'Ann', 2: 'Léo' },
    options: { rounds: '1' }, size: [820, 1180], seed: 5605,
  },
};

/** Names that are names in both languages, taken out of a text before it
 * is checked: the games' and the app's (kept in French; "Trick Walls"
 * holds the catalogue's "Trick", Whist's word for a trick). The people's
 * and computers' names (Ann, Léo, Zorp...) hold no English word. */
const NAMES = ['Martian Parlour', 'Martian 12s', 'Martian Trickery', 'Martian Whist', 'Martian Mah Jongg', 'Trick Walls'];

/** Catalogue messages not looked for, each a French word too, which French
 * text uses in its own right: "Bonus purs" (Trick Walls' Pure Bonuses),
 * "la réserve de bonus" (Mah Jongg's refusals), "la place 1" (a seat; the
 * English "place" is a word of a Mah Jongg move's id, said in a review). */
const FRENCH_TOO = new Set(['Bonus', 'bonus {p}', 'place']);

/** Common English words, as look.mjs has them (the first line), with a few
 * more of the app's (the second): none is a French word, and none is in
 * the French catalogue's translations. */
const WORDS = new RegExp('(?<!\\p{L})('
  + 'the|and|of|you|your|is|are|to|with|for|this|that|not|has|have|wins?|takes?|plays?|cards?|round|hand|tricks?|turn|pass|draw|none|left|each|players?|seat|game|computer|move|hint|got'
  + '|moves|hints|tips?|replay|better|best|by'
  + ')(?!\\p{L})', 'iu');

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's English messages to look for, each as a pattern: the
 * message (trimmed) with each `{placeholder}` a lazy wildcard that starts
 * and ends on a non-space (a value filled in never starts or ends with a
 * space, and French's no-break space before a colon is then never taken
 * for part of a value), found as the whole text or inside it with no
 * letter either side. Left out: messages whose French is the English
 * ("Options", "{n} points"), those with under two letters of their own
 * (a card's J, Q, K; "{name}: {n}"), and FRENCH_TOO. Read as the app
 * parses it (src/engine/lang.rs): `#` lines skipped, an English line, then
 * its French after "= ". */
async function catalogue() {
  let text;
  for (let tries = 0; ; tries++) {
    try {
      text = await readFile(join(DIST, 'lang', 'fr.txt'), 'utf8');
      break;
    } catch (e) {
      // The app may be being rebuilt beside this test: a gap of seconds.
      if (tries >= 3) throw e;
      await new Promise((ok) => setTimeout(ok, 30_000));
    }
  }
  const pairs = [];
  let english = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    if (line.startsWith('= ') && english !== null) {
      pairs.push([english, line.slice(2)]);
      english = null;
    } else if (line !== '') english = line;
  }
  assert.ok(pairs.length > 500, `the catalogue has its messages (${pairs.length})`);
  return pairs
    .filter(([en, fr]) => en !== fr && !FRENCH_TOO.has(en)
      && (en.replace(/\{[^}]*\}/g, '').match(/\p{L}/gu) ?? []).length >= 2)
    .map(([en]) => {
      const body = en.trim().split(/(\{[^}]*\})/).map((part, i) => (i % 2 ? '\\S(?:.*?\\S)?' : escape(part))).join('');
      return { en, re: new RegExp(`(?<!\\p{L})${body}(?!\\p{L})`, 'u') };
    });
}

/** What the page shows now, in words: every text node that is drawn (or
 * an option of a select that is), an SVG <title> (a tooltip), and the
 * aria-label, title, alt and placeholder of every element. What a tap
 * would show is read too: each closed <details> (a last trick, a last
 * hand's scoring, a scoring reference) is opened for the read and closed
 * again, in one go, so nothing on screen changes; but not a tip's, which
 * holds a part of the rules page. Runs in the page. */
function pageWords() {
  const opened = [...document.querySelectorAll('details:not([open])')].filter((d) => !d.closest('[data-tip]'));
  for (const d of opened) d.open = true;
  const out = new Set();
  const add = (kind, raw) => {
    const text = (raw ?? '').replace(/[ \t\n\r]+/g, ' ').trim();
    if (text) out.add(kind ? `[${kind}] ${text}` : text);
  };
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest('script,style,noscript,template')) continue;
    if (el.closest('svg title')) {
      const svg = el.closest('svg');
      if (svg.checkVisibility({ visibilityProperty: true })) add('svg title', n.textContent);
      continue;
    }
    const option = el.closest('option');
    const shown = option ? option.closest('select')?.checkVisibility({ visibilityProperty: true })
      : el.checkVisibility({ visibilityProperty: true });
    if (shown) add('', n.textContent);
  }
  for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
    for (const el of document.body.querySelectorAll(`[${a}]`)) add(a, el.getAttribute(a));
  }
  for (const d of opened) d.open = false;
  return [...out];
}

/** Checks pages against the catalogue and the words, keeping each finding
 * once (by text) with the screens it was seen on. */
function checker(game, patterns) {
  const checked = new Map();
  const findings = new Map();
  return {
    findings,
    async look(page, screen) {
      // The page may be between two renders (a move landing): read it
      // again if it went away under the read.
      let texts;
      for (let i = 0; ; i++) {
        try {
          texts = await page.evaluate(pageWords);
          break;
        } catch (e) {
          if (i >= 2 || !/context|destroyed|navigat/i.test(String(e.message))) throw e;
          await page.waitForTimeout(100);
        }
      }
      for (const item of texts) {
        if (!checked.has(item)) {
          const bare = NAMES.reduce((t, name) => t.replaceAll(name, ' '), item.replace(/^\[[a-z -]+\] /, ''));
          const why = [];
          for (const p of patterns) if (p.re.test(bare)) why.push(`"${p.en}"`);
          const word = WORDS.exec(bare);
          if (word && !why.length) why.push(`word "${word[1]}"`);
          checked.set(item, why);
        }
        const why = checked.get(item);
        if (!why.length) continue;
        const f = findings.get(item) ?? { game, text: item, why, screens: [] };
        if (!f.screens.includes(screen)) f.screens.push(screen);
        findings.set(item, f);
      }
    },
    report() {
      // Each text, where it was seen (the first few screens) and what it
      // matched (its longest catalogue messages, or the word).
      return [...findings.values()].sort((a, b) => a.text.localeCompare(b.text)).map((f) => {
        const seen = f.screens.slice(0, 3).join(', ') + (f.screens.length > 3 ? ` (+${f.screens.length - 3} more)` : '');
        const why = [...f.why].sort((a, b) => b.length - a.length).slice(0, 2).join(', ');
        return `${f.game} | ${seen} | ${f.text.slice(0, 200)}  <- ${why}`;
      });
    },
  };
}

/** Home in French: picks it, and waits until the app says it is in effect. */
async function homeInFrench(page) {
  await page.goto(app.url);
  await page.click('[data-lang="fr"]');
  await page.waitForSelector('[data-lang="fr"][aria-pressed="true"]');
}

/** What waits for the table: 'over', 'handoff', 'tip' (a first-time tip
 * on show) or 'move' (a person's enabled move, nobody thinking). */
function nextStep(page) {
  return page.waitForFunction(() => {
    if (document.querySelector('[data-outcome]')) return 'over';
    if (document.querySelector('[data-handoff] [data-action="ready"]')) return 'handoff';
    if (document.querySelector('[data-tip] [data-action="dismiss-tip"]')) return 'tip';
    const root = document.querySelector('[data-phase]');
    if (root && root.getAttribute('data-thinking') === 'false' && document.querySelector('[data-move]:enabled')) return 'move';
    return false;
  }, null, { timeout: 30_000 }).then((h) => h.jsonValue());
}

/** Opens a panel of the play bar (the score drawer, the share panel),
 * looks at it, and closes it again (with `close` where the panel has its
 * own button, else its bar button again), so play goes on. */
async function lookAtPanel(page, c, open, { wait, close, screen }) {
  await page.click(open);
  if (wait) await page.waitForSelector(wait, { timeout: 10_000 });
  await c.look(page, screen);
  await page.click(close ?? open);
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-expanded') !== 'true', open, { timeout: 10_000 });
}

/** How likely a move is chosen, by the part of its id before any ":"
 * (1 unless said): going Mah Jongg always; Mah Jongg's end of a turn
 * ("go") more often than picking pieces up and looking under covers,
 * which a random hand would do for ever; Whist's step back ("back")
 * only when nothing else is offered. */
const WEIGHT = { 'mah-jongg': 1000, go: 4, pick: 0.25, look: 0.25, back: 0 };

function choose(ids, random) {
  const weight = (id) => WEIGHT[id.split(':')[0]] ?? 1;
  const total = ids.reduce((sum, id) => sum + weight(id), 0);
  if (total === 0) return ids[0];
  let r = random() * total;
  for (const id of ids) {
    r -= weight(id);
    if (r < 0) return id;
  }
  return ids[ids.length - 1];
}

for (const [game, spec] of Object.entries(GAMES)) {
  test(`${game}, played to its end in French, shows no English`, { timeout: 240_000 }, async () => {
    const started = Date.now();
    const c = checker(game, await catalogue());
    const [width, height] = spec.size;
    const { page, problems, context } = await openPage(app.browser, app.url, { width, height, delay: 5 });
    await context.addInitScript(seededRandom, spec.seed);
    const random = randomSequence(spec.seed);

    // French, then the setup. Should the app be mid-rebuild, the catalogue
    // may not come and the setup is English: wait and set up again.
    for (let tries = 0; ; tries++) {
      await homeInFrench(page);
      await c.look(page, 'home');
      await setUpSeats(page, app.url, game, spec.kinds, spec.names);
      const start = (await page.textContent('[data-action="start"]')).trim();
      if (start !== 'Start game' || tries >= 2) break;
      await page.waitForTimeout(30_000);
    }
    for (const [k, v] of Object.entries(spec.options ?? {})) await page.selectOption(`[data-option="${k}"]`, v);
    for (let i = 0; i < spec.kinds.length; i++) {
      if (spec.kinds[i] === 'computer') await setLevel(page, i, 'casual');
    }
    await c.look(page, 'setup');
    await page.click('[data-action="start"]');
    await page.waitForSelector(`[data-game="${game}"][data-phase], [data-handoff]`);

    let moves = 0;
    let handoffs = 0;
    let hinted = false;
    let called = false;
    let drawer = false;
    const phases = new Set();
    const tally = {};
    for (let step = 0; step < 3000; step++) {
      const what = await nextStep(page);
      if (what === 'over') break;
      if (what === 'handoff') {
        handoffs++;
        await c.look(page, `hand-off ${handoffs}`);
        await page.click('[data-handoff] [data-action="ready"]');
        continue;
      }
      if (what === 'tip') {
        await c.look(page, `tip (move ${moves})`);
        await page.click('[data-tip] [data-action="dismiss-tip"]');
        continue;
      }
      const phase = await page.getAttribute('[data-phase]', 'data-phase');
      const screen = `move ${moves} (${phase})`;
      if (moves % 3 === 0 || !phases.has(phase)) await c.look(page, screen);
      phases.add(phase);
      // Once each: the hint said in words, and the score drawer.
      if (!hinted && moves >= 2 && await page.locator('[data-action="hint"]:enabled').count()) {
        hinted = true;
        await page.click('[data-action="hint"]');
        await page.waitForSelector('[data-hint="true"]', { timeout: 20_000 }).catch(() => {});
        await c.look(page, `hint (move ${moves})`);
      }
      if (!drawer && moves >= 6) {
        drawer = true;
        await lookAtPanel(page, c, '[data-action="scores"]', { screen: `scores (move ${moves})` });
        await lookAtPanel(page, c, '[data-action="share"]', { wait: '[data-share-link]', close: '[data-action="close"]', screen: `share (move ${moves})` });
        continue;
      }
      // Mah Jongg: once, a person calls on a discard (then a hand-off to
      // them, and their screen to confirm on), to see its words too.
      const call = page.locator('[data-call$=":pung"]');
      if (!called && await call.count()) {
        called = true;
        await call.first().click();
        continue;
      }
      // A seeded random move, weighted so a game moves on (WEIGHT).
      const ids = await page.$$eval('[data-move]:enabled', (es) => es.map((e) => e.getAttribute('data-move')));
      const pick = choose(ids, random);
      await clickLanded(page, page.locator(`[data-move="${pick}"]:enabled`).first());
      const kind = pick.split(':')[0];
      tally[kind] = (tally[kind] ?? 0) + 1;
      moves++;
    }
    await page.waitForSelector('[data-outcome]');
    const played = Date.now() - started;

    // The end: the standings, the table under them, the score drawer and
    // the share panel (with the replay's link now).
    await c.look(page, 'end');
    await shot(page, `french-${game}-end-${width}x${height}`);
    await page.click('[data-action="see-table"]');
    await c.look(page, 'end, table');
    await page.click('[data-action="see-table"]');
    await lookAtPanel(page, c, '[data-action="scores"]', { screen: 'end, scores' });
    await lookAtPanel(page, c, '[data-action="share"]', { wait: '[data-share-link="replay"]', close: '[data-action="close"]', screen: 'end, share' });

    // The replay viewer and its review of the people's decisions: looked
    // at once some are graded (the grading may take longer than the test),
    // then at a few of its steps.
    await page.click('[data-action="replay"]');
    await page.waitForSelector('[data-replay-at]');
    await c.look(page, 'replay');
    await page.waitForSelector('section.review [data-review-move]', { timeout: 30_000 }).catch(() => {});
    await page.waitForFunction(() => {
      const [done, all] = (document.querySelector('section.review')?.dataset.review ?? '0/1').split('/');
      return done === all;
    }, null, { timeout: 15_000 }).catch(() => {});
    await c.look(page, 'replay, review');
    for (const step of ['next', 'next', 'end', 'prev', 'start']) {
      const control = page.locator(`[data-replay-step="${step}"]`);
      if (!(await control.isEnabled())) continue;
      await control.click();
      await c.look(page, `replay, ${step}`);
    }
    const graded = page.locator('[data-review-grade]:not([data-review-grade="best"])');
    if (await graded.count()) {
      await graded.first().click();
      await c.look(page, 'replay, a graded move');
    }
    const took = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`# ${game}: ${moves} moves, ${handoffs} hand-offs, played in ${(played / 1000).toFixed(1)} s; ${took} s in all; ${c.findings.size} English texts; moves ${JSON.stringify(tally)}`);
    assert.deepEqual(problems, []);
    await context.close();
    const found = c.report();
    assert.equal(found.length, 0, `${found.length} English texts on screen in French (${game}):\n${found.join('\n')}`);
  });
}
