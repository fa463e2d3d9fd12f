// Martian Parlour's service worker: after one visit the app opens and plays
// with the network off. This is a template: scripts/sw-precache (Trunk's
// post_build hook) writes the build's own copy to dist/sw.js with VERSION,
// a hash of every file in the build, and FILES, every file in the build but
// this one, so nothing is listed by hand and any change makes a new version.
const VERSION = 'dev';
const FILES = [];

const CACHE = `martian-parlour-${VERSION}`;
// index.html is listed as the scope's own URL ('./'), the address players
// open, so an offline start finds it whatever the host does with
// /index.html.
const PAGE = new URL('./', self.location).href;
const PRECACHED = new Set(FILES.map((f) => new URL(f, self.location).href));

// Trunk's hashed names (name-0123456789abcdef.js, ..._bg.wasm): the same
// name is always the same bytes.
const HASHED = /-[0-9a-f]{16}(_bg)?\.\w+$/;

self.addEventListener('install', (event) => {
  // A hashed file may come from the HTTP cache, so a first visit need not
  // download the wasm the page has just loaded a second time; the others
  // (the page, manifest, icons) skip it ('reload'): they must be this
  // build's, not a copy left from an older one.
  const request = (f) => new Request(f, { cache: HASHED.test(f) ? 'default' : 'reload' });
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map(request))));
  // No skipWaiting() here: a new version waits until the page asks for it
  // (the "A new version is ready" banner in index.html), so the app never
  // changes under a game in progress.
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    // Only our own caches, so another app on the same origin keeps its own.
    for (const key of await caches.keys()) {
      if (key.startsWith('martian-parlour-') && key !== CACHE) await caches.delete(key);
    }
    // A page load asks the network for the page while this worker starts
    // up, rather than after (see `navigate`).
    await self.registration.navigationPreload?.enable();
    // The first visit's page comes under the worker at once, so it is the
    // same for a page loaded before or after installing.
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (PRECACHED.has(request.url)) {
    event.respondWith(cacheFirst(request));
  }
  // Anything else goes to the network untouched (the app asks for nothing
  // else; trunk serve's reload socket never reaches a worker).
});

// Network first, so a reload online finds a new build; the cached page when
// the network fails or the server answers with an error. What the network
// gives is not cached: this version's cache keeps this version's page,
// which matches the hashed files beside it. The network's answer is the
// navigation preload's where the browser made one (it asked while this
// worker started), else this worker asks.
async function navigate(event) {
  const fallback = () => caches.match(PAGE, { cacheName: CACHE });
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (response.ok) return response;
    return (await fallback()) ?? response;
  } catch (err) {
    const cached = await fallback();
    if (cached) return cached;
    throw err;
  }
}

// Trunk's hashed names never change content, and the unhashed few change
// only with a new version (a new cache), so the cache is always right.
async function cacheFirst(request) {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}
