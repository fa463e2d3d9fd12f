// What keeps objects alive after an evening of play (issue 34): plays G
// games of Martian Trickery between Casual computers in one tab, rematch
// after rematch, takes a heap snapshot after a forced garbage collection,
// counts the objects whose snapshot label is NAME (or contains it, without
// EXACT) and prints the path that holds the first few alive from a root.
// Labels read `type:name/detachedness` (2: a DOM node out of the page).
//
//   trunk build --release && cd tests/e2e && G=4 node retainers.mjs
//   EXACT=1 NAME='closure:c/d0' G=4 node retainers.mjs
//
// The page is only read with functions that return plain values: an
// element handle (as waitForSelector returns) is itself a root that holds
// the old tables alive.
import { serve, launch, openPage, setUpSeats, setLevel } from './helpers.js';

const G = Number(process.env.G ?? 4);
const NAME = process.env.NAME ?? 'SVGUseElement';
const EXACT = !!process.env.EXACT;
const srv = await serve();
const browser = await launch();
const { page, context } = await openPage(browser, srv.url, { delay: 0 });
await setUpSeats(page, srv.url, 'martian-trickery', ['computer', 'computer', 'computer', 'computer']);
for (let seat = 0; seat < 4; seat++) await setLevel(page, seat, 'casual');
await page.click('[data-action="start"]');
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
for (let g = 1; g <= G; g++) {
  await page.waitForFunction(() => !!document.querySelector('[data-outcome]'), null, { timeout: 120_000, polling: 50 });
  if (g < G) {
    await page.click('[data-action="rematch"]');
    await page.waitForFunction(() => !document.querySelector('[data-outcome]'), null, { polling: 50 });
  }
}
for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
const { metrics } = await cdp.send('Performance.getMetrics');
console.log(metrics.filter((m) => ['Nodes', 'JSHeapUsedSize'].includes(m.name)).map((m) => `${m.name} ${m.value}`).join(', '));

const chunks = [];
cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk));
await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
const snap = JSON.parse(chunks.join(''));
const { node_fields: nf, edge_fields: ef, node_types: [ntypes], edge_types: [etypes] } = snap.snapshot.meta;
const { nodes, edges, strings: S } = snap;
const N = nf.length;
const E = ef.length;
const count = nodes.length / N;
const [ni, ti, ec, di] = ['name', 'type', 'edge_count', 'detachedness'].map((f) => nf.indexOf(f));
const [eto, ety, ena] = ['to_node', 'type', 'name_or_index'].map((f) => ef.indexOf(f));
const label = (i) => `${ntypes[nodes[i * N + ti]]}:${String(S[nodes[i * N + ni]]).slice(0, 50)}${di >= 0 ? `/d${nodes[i * N + di]}` : ''}`;

// Who holds each node (weak edges hold nothing).
const retainers = Array.from({ length: count }, () => []);
for (let i = 0, e = 0; i < count; i++) {
  const end = e + nodes[i * N + ec] * E;
  for (; e < end; e += E) {
    const t = etypes[edges[e + ety]];
    if (t === 'weak') continue;
    const name = t === 'element' || t === 'hidden' ? edges[e + ena] : S[edges[e + ena]];
    retainers[edges[e + eto] / N].push([i, `${t}:${name}`]);
  }
}
const targets = [];
for (let i = 0; i < count; i++) if (EXACT ? label(i) === NAME : S[nodes[i * N + ni]].includes(NAME)) targets.push(i);
console.log(`${targets.length} objects labelled ${EXACT ? '' : 'with '}${NAME}`);
const isRoot = (l) => l.includes('(GC roots)') || l.includes('(Global handles)') || l.startsWith('object:Window ');
for (const t of targets.slice(0, 3)) {
  // Breadth first from the object to the nearest root.
  const from = new Map([[t, null]]);
  const queue = [t];
  let root = null;
  while (queue.length && root === null) {
    const x = queue.shift();
    for (const [r, how] of retainers[x]) {
      if (from.has(r)) continue;
      from.set(r, [x, how]);
      if (isRoot(label(r))) { root = r; break; }
      queue.push(r);
    }
  }
  console.log(`--- ${label(t)}`);
  for (let x = root; x !== null && x !== t;) {
    const [next, how] = from.get(x);
    console.log(`${label(x)} --${how}-->`);
    x = next;
  }
}
await browser.close();
await srv.close();
