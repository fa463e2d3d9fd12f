// Reads a .cpuprofile (tests/e2e/bench.mjs with PROFILE set) and prints the
// functions with the most self time and the most total time (a function's
// own samples plus its callees', each sample counted once per function).
// Names are only readable from a build whose wasm keeps its names.
//
//     node tests/e2e/profile-top.mjs FILE.cpuprofile [ROWS]
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const short = (n) => (n.callFrame.functionName || `(${n.callFrame.url.split('/').pop() || 'anon'})`)
  .replace(/\[[0-9a-f]{16}\]/g, '').slice(0, 150);
const self = new Map();
const total = new Map();
let all = 0;
for (const id of profile.samples) {
  const n = byId.get(id);
  const name = short(n);
  if (name === '(idle)' || name === '(program)') continue;
  all++;
  self.set(name, (self.get(name) ?? 0) + 1);
  const seen = new Set();
  for (let x = id; x !== undefined; x = parent.get(x)) {
    const nm = short(byId.get(x));
    if (seen.has(nm)) continue;
    seen.add(nm);
    total.set(nm, (total.get(nm) ?? 0) + 1);
  }
}
const pct = (v) => `${((100 * v) / all).toFixed(1).padStart(5)}%`;
console.log(`${all} busy samples`);
console.log('\nself time');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(pct(v), k);
console.log('\ntotal time');
for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(pct(v), k);
