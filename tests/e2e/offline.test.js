// The installable, offline app: Chromium finds the manifest and service
// worker valid; after one visit the app opens, plays a whole game, saves and
// resumes with the network off and its server down; and a new build waits
// behind "A new version is ready" instead of changing under a game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, SHOTS, launch, launchProfile, openPage, personToPlay, playOneMove, serve, setUpSeats, shot } from './helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The version and file list the build wrote into a folder's sw.js. */
async function worker(dir) {
  const text = await readFile(join(dir, 'sw.js'), 'utf8');
  const version = text.match(/^const VERSION = '([0-9a-f]{16})';$/m)?.[1];
  const files = text.match(/^const FILES = (\[.*\]);$/m)?.[1];
  assert.ok(version && files, 'sw.js has its version and file list filled in');
  return { version, files: JSON.parse(files.replaceAll("'", '"')) };
}

/** Opens the app and waits until the service worker controls the page: it
 * activates only once its install has cached every file. */
async function visit(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-game]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** The caches the page's origin holds, each with the paths in it. */
async function cached(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const key of await caches.keys()) {
      const requests = await (await caches.open(key)).keys();
      out[key] = requests.map((r) => new URL(r.url).pathname).sort();
    }
    return out;
  });
}

async function table(page) {
  return page.evaluate(() => ({
    phase: document.querySelector('[data-phase]').getAttribute('data-phase'),
    money: [...document.querySelectorAll('[data-money]')].map((e) => e.getAttribute('data-money')),
    log: [...document.querySelectorAll('.log li')].map((e) => e.textContent),
    outcome: document.querySelector('[data-outcome]')?.textContent ?? null,
  }));
}

/** PNG width and height, from its IHDR chunk. */
function pngSize(buf) {
  return `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;
}

test('the manifest and service worker are valid: Chromium reports no installability errors', async () => {
  const srv = await serve();
  const profile = await mkdtemp(join(tmpdir(), 'mp-profile-'));
  const context = await launchProfile(profile);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('request', (r) => { if (!r.url().startsWith(srv.url)) problems.push(`foreign request: ${r.url()}`); });
  await visit(page, srv.url);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  assert.equal(url, `${srv.url}manifest.webmanifest`);
  assert.deepEqual(errors, [], 'the manifest parses without errors');

  const manifest = JSON.parse(await readFile(join(DIST, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.name, 'Martian Parlour');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.theme_color, '#173d2a');
  const meta = await page.getAttribute('meta[name="theme-color"]', 'content');
  assert.equal(meta, manifest.theme_color, 'the page and the manifest agree on the theme colour');
  for (const icon of manifest.icons) {
    assert.equal(pngSize(await readFile(join(DIST, icon.src))), icon.sizes, `${icon.src} is ${icon.sizes}`);
  }
  assert.deepEqual(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort(),
    ['192x192 any', '512x512 any', '512x512 maskable']);

  // The worker lists every file of the build but itself, the page under
  // its own address, and its cache holds exactly those.
  const { version, files } = await worker(DIST);
  // (Every file, in folders too: the rules texts are in rules/.)
  const built = (await readdir(DIST, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(DIST, join(e.parentPath ?? e.path, e.name)))
    .filter((f) => f !== 'sw.js')
    .map((f) => (f === 'index.html' ? './' : f));
  assert.deepEqual([...files].sort(), built.sort());
  assert.deepEqual(await cached(page), {
    [`martian-parlour-${version}`]: files.map((f) => `/${f === './' ? '' : f}`).sort(),
  });
  assert.deepEqual(problems, []);
  await context.close();
  await srv.close();
  await rm(profile, { recursive: true, force: true });
});

test('after one visit the app opens, plays a game to its end, saves and resumes offline', async () => {
  const srv = await serve();
  const { page, problems, context } = await openPage(browser, srv.url, { delay: 10 });
  await visit(page, srv.url);
  // Offline in the browser, and the server down as well: whatever Chromium
  // lets through, nothing can come from the network.
  await context.setOffline(true);
  srv.setDown(true);
  const response = await page.reload();
  assert.ok(response.fromServiceWorker(), 'the page came from the service worker');
  await page.waitForSelector('[data-game="martian-12s"]');
  assert.equal(await page.evaluate(() => navigator.onLine), false);

  await setUpSeats(page, srv.url, 'martian-12s', ['human', 'computer'], { 0: 'Offline Olly' });
  await page.selectOption('[data-option="rounds"]', '3');
  await page.click('[data-action="start"]');
  let resumed = false;
  for (let moves = 0; await personToPlay(page); moves++) {
    assert.ok(moves < 300, 'the game ends');
    if (moves === 4) {
      // Mid-game, still offline: reload and find the game as it was.
      const was = await table(page);
      await page.reload();
      assert.ok(await personToPlay(page));
      assert.deepEqual(await table(page), was, 'reload resumes exactly');
      resumed = true;
    }
    await playOneMove(page);
  }
  assert.ok(resumed, 'the game lasted past the reload');
  // The computer thought in its worker all along, on files from the cache.
  const by = await page.evaluate(() => performance.getEntriesByName('mp-search-end').map((m) => m.detail.by));
  assert.ok(by.length > 0, 'the computer moved after the reload');
  assert.deepEqual([...new Set(by)], ['worker'], 'offline, the computer still thinks in its worker');
  const end = await table(page);
  assert.equal(end.phase, 'over');
  await shot(page, 'offline-01-game-over');

  // Reload again: the finished game is on screen, and listed among the
  // saved games from which it resumes.
  await page.reload();
  await page.waitForSelector('[data-outcome]');
  assert.deepEqual(await table(page), end);
  await page.click('[data-action="home"]');
  const save = page.locator('.save', { hasText: 'Offline Olly' });
  await save.waitFor();
  await save.locator('[data-action="resume"]').click();
  await page.waitForSelector('[data-outcome]');
  assert.deepEqual(await table(page), end);

  // Chromium's offline mode covers the service worker's own fetches too,
  // and the computer's Web Worker's: none of the build's files reached the
  // server (which would have failed them anyway). What may reach it is
  // Chromium's own check for a new service worker (/sw.js), which it makes
  // a few seconds after a page starts a Web Worker, outside the offline
  // mode Playwright emulates (measured: never without a Web Worker, four
  // tries with one); it fails like any other, and nothing waits on it.
  assert.deepEqual(srv.hits.downPaths.filter((p) => p !== '/sw.js'), []);
  assert.deepEqual(problems, []);
  await context.close();
  await srv.close();
});

test('a new build waits behind "A new version is ready" and takes over when the player reloads', async () => {
  const tmp = await mkdtemp(join(tmpdir(), 'mp-offline-'));
  const [a, b] = [join(tmp, 'a'), join(tmp, 'b')];
  await cp(DIST, a, { recursive: true });
  await cp(DIST, b, { recursive: true });
  // Build B: a changed page, and its worker written as the build writes it.
  // The release page is minified (no <head> tag), so the mark goes before
  // its title.
  const page_a = await readFile(join(b, 'index.html'), 'utf8');
  const page_b = page_a.replace('<title>', '<meta name="build" content="b"><title>');
  assert.notEqual(page_b, page_a, 'build B differs from build A');
  await writeFile(join(b, 'index.html'), page_b);
  execFileSync('sh', ['scripts/sw-precache', 'static/sw.js'], { cwd: ROOT, env: { ...process.env, TRUNK_STAGING_DIR: b } });
  const [va, vb] = [(await worker(a)).version, (await worker(b)).version];
  assert.notEqual(va, vb, 'a changed file makes a new version');

  const srv = await serve(a);
  const { page, problems, context } = await openPage(browser, srv.url, { delay: 10 });
  await visit(page, srv.url);
  await setUpSeats(page, srv.url, 'martian-12s', ['human', 'computer'], { 0: 'Una' });
  await page.click('[data-action="start"]');
  assert.ok(await personToPlay(page));
  await playOneMove(page);
  assert.ok(await personToPlay(page));

  // B goes up; the browser looks for an update (as it does on its own).
  srv.setDir(b);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  const banner = page.locator('[data-update-ready]');
  await banner.waitFor({ timeout: 20_000 });
  assert.match(await banner.textContent(), /^A new version is ready: Reload$/);
  // The game goes on as it was, under build A, and Yew keeps drawing it
  // with the banner in <body>.
  assert.equal(await page.locator('meta[name="build"]').count(), 0);
  const logLength = await page.locator('.log li').count();
  await playOneMove(page);
  assert.ok(await personToPlay(page));
  assert.ok((await page.locator('.log li').count()) > logLength, 'the move was played');
  assert.equal(await banner.count(), 1);
  await shot(page, 'offline-02-update-ready');
  // On a phone, as a person sees it (a full-page shot would show the fixed
  // banner mid-page), and scrolled to the foot, which clears the banner.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: join(SHOTS, 'offline-03-update-ready-phone.png') });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: join(SHOTS, 'offline-04-update-ready-phone-scrolled.png') });

  // A plain reload does not let B in (A still has a page), so the notice
  // is shown again over the resumed game.
  await page.reload();
  await page.waitForSelector('[data-game="martian-12s"][data-phase]');
  await banner.waitFor();
  assert.ok(Object.keys(await cached(page)).includes(`martian-parlour-${va}`));

  // The player chooses to reload: B takes over, A's cache goes, and the
  // game resumes under B.
  const loaded = page.waitForEvent('load');
  await page.click('[data-action="reload"]');
  await loaded;
  await page.waitForSelector('[data-game="martian-12s"][data-phase]');
  assert.equal(await page.locator('meta[name="build"]').count(), 1, 'build B is on screen');
  assert.deepEqual(Object.keys(await cached(page)), [`martian-parlour-${vb}`]);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.waiting)), null);
  await page.waitForTimeout(500);
  assert.equal(await banner.count(), 0, 'no notice once up to date');
  assert.deepEqual(problems, []);
  await context.close();
  await srv.close();
  await rm(tmp, { recursive: true, force: true });
});
