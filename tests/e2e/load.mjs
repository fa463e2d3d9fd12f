// Load time as a person meets it, on Lighthouse's mobile profile: 150 ms
// round trip, 1.6 Mbps down, 750 kbps up (CDP network emulation), the CPU
// throttled 4x, the files served gzipped as any static host serves them
// (helpers.js). A first visit is a fresh profile; a repeat visit is a new
// page in the same profile once the service worker has taken over. Each
// is timed from navigation to usable game tiles: the app mounted and its
// home page's `data-game` buttons on screen (the frame after they are in
// the DOM). The bare Yew app (tests/bench/bare-yew) is timed alike, to its
// button, as the floor under any Yew app.
//
// Used by bench.mjs; on its own (after `trunk build --release`, and the
// bare app's build for BARE_DIST):
//
//     node tests/e2e/load.mjs [LOADS]
//
// Environment: DIST, BARE_DIST (as bench.mjs), LOADS (default 7 of each),
// BARE=0 (not the bare app), LOCALE (the browser's language, e.g. fr-FR).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { serve, launch, DIST } from './helpers.js';

/** Lighthouse's mobile profile (its "Slow 4G" and a 4x slower CPU). */
export const PROFILE = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpu: 4 };

/** Applies the profile to a page's CDP session. */
async function emulate(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.rttMs,
    downloadThroughput: (PROFILE.downKbps * 1024) / 8,
    uploadThroughput: (PROFILE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
}

/** Runs in each page before its own scripts: notes when the wasm has been
 * compiled and instantiated, when the app has started, and when what
 * `ready` selects (the usable tiles) is first on screen. */
function instrument(ready) {
  const T = (window.__load = {});
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') T.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  for (const name of ['instantiateStreaming', 'instantiate']) {
    const orig = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      T.compileCalled ??= performance.now();
      return orig.apply(this, args).then((r) => {
        T.instantiated ??= performance.now();
        return r;
      });
    };
  }
  addEventListener('TrunkApplicationStarted', () => { T.started = performance.now(); });
  const usable = () => [...document.querySelectorAll(ready)].some((e) => !e.disabled);
  const seen = () => {
    if (T.inDom || !usable()) return;
    T.inDom = performance.now();
    // The frame that shows them: after the next animation frame's work.
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        T.ready = performance.now();
        // Told by a console message: waiting through Playwright's
        // waitFor* would put its own sizeable script on the throttled main
        // thread in the middle of the load being timed.
        console.debug('mp-load-ready');
      };
      ch.port2.postMessage(null);
    });
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
}

/** What one load took, from the page's own clocks (ms from navigation). */
async function figures(page) {
  return page.evaluate(() => {
    const T = window.__load;
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance.getEntriesByType('resource');
    const of = (ext) => res.find((r) => r.name.endsWith(ext));
    const wasm = of('.wasm');
    const js = res.find((r) => /\.js$/.test(r.name) && !r.name.endsWith('/sw.js'));
    const css = of('.css');
    const t = (x) => (x === undefined ? null : Math.round(x));
    return {
      ready: t(T.ready),
      inDom: t(T.inDom),
      fcp: t(T.fcp),
      html: t(nav?.responseEnd),
      htmlFromWorker: nav ? nav.workerStart > 0 : false,
      css: t(css?.responseEnd),
      js: t(js?.responseEnd),
      wasmStart: t(wasm?.requestStart || wasm?.startTime),
      wasmFirstByte: t(wasm?.responseStart),
      wasmEnd: t(wasm?.responseEnd),
      wasmBytes: wasm ? wasm.transferSize : null,
      compileCalled: t(T.compileCalled),
      instantiated: t(T.instantiated),
      started: t(T.started),
      controlled: !!navigator.serviceWorker?.controller,
    };
  });
}

/** Navigates `page` (throttled) and waits for the usable tiles. */
async function timeLoad(context, page, url) {
  const cdp = await context.newCDPSession(page);
  await emulate(cdp);
  const ready = new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${url}: not usable within 60 s`)), 60_000);
    page.on('console', (m) => {
      if (m.text() === 'mp-load-ready') { clearTimeout(timer); ok(); }
    });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await ready;
  return figures(page);
}

/** A first visit (fresh profile), then a repeat visit: a new page in the
 * same profile once the service worker has taken over, and stopped, as
 * when a person comes back later (a worker stops when idle). The page is
 * then asked of the network by the browser while the worker starts
 * (navigation preload), under the page's throttling; the rest comes from
 * the worker's cache. */
export async function visits(browser, url, ready, { worker = true } = {}) {
  // LOCALE=fr-FR times a French visitor's loads: the app picks the
  // browser's language, and French fetches its catalogue before the tiles.
  const locale = process.env.LOCALE;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, ...(locale && { locale }) });
  await context.addInitScript(instrument, ready);
  try {
    const first = await timeLoad(context, await context.newPage(), url);
    const page = context.pages()[0];
    if (worker) {
      // The worker installs once the app has started, caching every file,
      // then takes the page over (clients.claim).
      await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 60_000 });
      await page.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
    }
    await page.close();
    const repeat = await timeLoad(context, await context.newPage(), url);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.ceil(s.length / 2) - 1] : null;
};

/** `loads` first and repeat visits of each of `sites` ({ name, url,
 * ready, worker }: the app, the bare Yew app, or builds to compare), taken
 * in turn so a slow moment of the machine hits all alike. */
export async function measureLoads(browser, sites, loads) {
  const runs = sites.map(() => []);
  for (let i = 0; i < loads; i++) {
    for (const [k, s] of sites.entries()) runs[k].push(await visits(browser, s.url, s.ready, s));
  }
  const summary = (rs, visit) => {
    const keys = Object.keys(rs[0][visit]).filter((k) => typeof rs[0][visit][k] === 'number');
    return Object.fromEntries(keys.map((k) => [k, median(rs.map((r) => r[visit][k]))]));
  };
  return {
    profile: PROFILE,
    loads,
    sites: sites.map((s, k) => ({
      name: s.name,
      worker: s.worker,
      first: summary(runs[k], 'first'),
      repeat: summary(runs[k], 'repeat'),
      runs: runs[k],
    })),
  };
}

const r = (x) => (x === null || x === undefined ? '-' : String(Math.round(x)));

export function printLoads(l) {
  const p = l.profile;
  console.log(`\n== load: ${p.rttMs} ms RTT, ${p.downKbps} kbps down, ${p.upKbps} kbps up, CPU ${p.cpu}x, gzip; median of ${l.loads} each`);
  console.log('   navigation to usable game tiles (ms), and on the way (ms from navigation):');
  const row = (label, f, runs) => console.log(
    `   ${label.padEnd(22)} ${r(f.ready).padStart(6)}   html ${r(f.html)}, css ${r(f.css)}, js ${r(f.js)}, ` +
    `wasm ${r(f.wasmStart)}-${r(f.wasmEnd)} (${r(f.wasmBytes)} B), compiled+instantiated ${r(f.instantiated)}, ` +
    `started ${r(f.started)}, tiles in DOM ${r(f.inDom)}, fcp ${r(f.fcp)}   [${runs.map(r).join(' ')}]`);
  for (const s of l.sites) {
    row(`${s.name}, first visit`, s.first, s.runs.map((x) => x.first.ready));
    row(`${s.name}, repeat ${s.worker ? '' : '(HTTP cache)'}`, s.repeat, s.runs.map((x) => x.repeat.ready));
    if (s.worker) {
      const all = s.runs.every((x) => x.repeat.controlled && x.repeat.htmlFromWorker);
      console.log(`   ${s.name}: repeat visits served by the service worker: ${all ? 'all' : 'NOT ALL'}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const loads = Number(process.argv[2] ?? process.env.LOADS ?? 7);
  // DIST may name several builds (comma-separated), to compare.
  const dists = (process.env.DIST ?? DIST).split(',');
  const servers = [];
  const sites = [];
  for (const d of dists) {
    const srv = await serve(d);
    servers.push(srv);
    sites.push({ name: dists.length > 1 ? d : 'app', url: srv.url, ready: '[data-game]', worker: true });
  }
  if (process.env.BARE !== '0') {
    const srv = await serve(process.env.BARE_DIST ?? join(here, '..', 'bench', 'bare-yew', 'dist'));
    servers.push(srv);
    sites.push({ name: 'bare Yew', url: srv.url, ready: 'button', worker: false });
  }
  const browser = await launch();
  try {
    printLoads(await measureLoads(browser, sites, loads));
    for (const [k, d] of dists.entries()) console.log(`   ${d}: navigation preloads ${servers[k].hits.preloads}`);
  } finally {
    await browser.close();
    for (const s of servers) await s.close();
  }
}
