#!/usr/bin/env node
// Draws the installable app's icons (static/icon-*.png, named in
// static/manifest.webmanifest) from static/favicon.svg, so they stay one
// picture. Run by hand after changing the favicon, then commit the PNGs:
//   (cd tests/e2e && npm ci) && node scripts/make-icons.mjs
// It renders with Debian's Chromium through the browser tests'
// playwright-core, and shrinks the PNGs with optipng when it is installed
// (apt-get install optipng): every install downloads and precaches them.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(root, 'tests/e2e/package.json'));
const { chromium } = require('playwright-core');

const svg = readFileSync(join(root, 'static/favicon.svg'), 'utf8');
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  // A maskable icon is cut to any shape (circle, squircle) by the system:
  // the background fills the whole square and the picture keeps inside the
  // central circle of 80% diameter, the "safe zone".
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const { file, size, maskable } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  await page.evaluate(({ size, maskable }) => {
    const el = document.querySelector('svg');
    el.setAttribute('width', size);
    el.setAttribute('height', size);
    el.style.display = 'block';
    if (!maskable) return;
    // Square corners, and the pyramid scaled about the centre: its farthest
    // corner, with its outline, then lies at 0.35 of the width from the
    // centre, inside the safe zone's 0.4.
    const ns = 'http://www.w3.org/2000/svg';
    const [backdrop, ...picture] = el.children;
    backdrop.removeAttribute('rx');
    const g = document.createElementNS(ns, 'g');
    g.setAttribute('transform', 'translate(16 16) scale(0.72) translate(-16 -16)');
    g.append(...picture);
    el.append(g);
  }, { size, maskable });
  const out = join(root, 'static', file);
  await page.screenshot({ path: out, omitBackground: true });
  await page.close();
  try {
    execFileSync('optipng', ['-quiet', '-o7', '-strip', 'all', out]);
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
    console.warn('optipng not found: the PNGs are left as Chromium wrote them');
  }
  console.log(`${file}: ${statSync(out).size} bytes`);
}
await browser.close();
