// Lighthouse's accessibility score (a report, not a test) of the home page
// and of each game's table at a person's decision, opened from a link near
// the end of a seeded game (examples/finished_links.rs). Lighthouse's
// default mobile profile, Debian's Chromium, the built dist/:
//
//     node tests/e2e/a11y-report.mjs
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from './helpers.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const links = JSON.parse(execFileSync('cargo', ['run', '--quiet', '--example', 'finished_links', 'near-end'], { cwd: root, encoding: 'utf8' }));
const app = await serve(process.env.DIST);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
});
try {
  for (const [what, hash] of [['home', ''], ...Object.entries(links).map(([g, l]) => [g, `#${l}`])]) {
    const r = await lighthouse(`${app.url}${hash}`, { port: chrome.port, onlyCategories: ['accessibility'], logLevel: 'error' });
    const failed = Object.entries(r.lhr.audits)
      .filter(([, a]) => a.scoreDisplayMode === 'binary' && a.score !== null && a.score < 1)
      .map(([k]) => k);
    console.log(`${what.padEnd(18)} ${Math.round(r.lhr.categories.accessibility.score * 100)}  ${new URL(r.lhr.finalDisplayedUrl).hash.split('=')[0] || '(home)'}  ${failed.join(' ') || 'no audit failed'}`);
  }
} finally {
  await chrome.kill();
  await app.close();
}
