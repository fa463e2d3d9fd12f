#!/usr/bin/env node
// Each game's share of the download, so the growth from adding a game shows
// in every test run. The shipped wasm has no names, so this reads cargo's
// wasm (before wasm-bindgen and wasm-opt), which keeps its "name" section
// (strip = "debuginfo"), and attributes each function body to the game whose
// module name (a folder under src/games/) appears in the function's name.
// v0 mangling (.cargo/config.toml) keeps generic parameters in those names,
// so shared code monomorphised for a game, e.g. Search<Trickery>, counts for
// that game. Each game's gzip is its share of that code times the shipped
// wasm's gzip bytes: an estimate, since wasm-opt shrinks functions unevenly
// and data (strings, tables), having no names, is spread by the same shares.
// No npm dependencies: node is all a CI machine is sure to have.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const cargoWasm = process.argv[2] ??
  join(root, "target/wasm32-unknown-unknown/release/martian-parlour.wasm");
const distDir = process.argv[3] ?? join(root, "dist");

const games = readdirSync(join(root, "src/games"), { withFileTypes: true })
  .filter((d) => d.isDirectory()).map((d) => d.name).sort();

// A minimal reader of the wasm binary format: unsigned LEB128 and names.
function reader(buf, pos = 0) {
  const r = {
    pos,
    u32() {
      let v = 0, shift = 0, b;
      do { b = buf[r.pos++]; v += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
      return v;
    },
    name() {
      const len = r.u32();
      const s = buf.toString("utf8", r.pos, r.pos + len);
      r.pos += len;
      return s;
    },
  };
  return r;
}

function parse(buf) {
  if (buf.readUInt32LE(0) !== 0x6d736100) throw new Error("not a wasm file");
  const r = reader(buf, 8);
  let importedFuncs = 0, data = 0;
  const bodies = []; // body sizes, in function order after the imports
  const names = new Map(); // function index (imports first) -> name
  while (r.pos < buf.length) {
    const id = buf[r.pos++];
    const size = r.u32();
    const end = r.pos + size;
    if (id === 2) { // imports: they take the first function indices
      for (let n = r.u32(); n > 0; n--) {
        r.name(); r.name();
        const kind = buf[r.pos++];
        if (kind === 0) { r.u32(); importedFuncs++; }
        else if (kind === 1) { r.pos++; limits(); } // table: reftype, limits
        else if (kind === 2) limits(); // memory
        else if (kind === 3) r.pos += 2; // global: valtype, mutability
        else if (kind === 4) { r.pos++; r.u32(); } // tag
        else throw new Error(`unknown import kind ${kind}`);
      }
    } else if (id === 10) {
      for (let n = r.u32(); n > 0; n--) { const s = r.u32(); bodies.push(s); r.pos += s; }
    } else if (id === 11) {
      data = size;
    } else if (id === 0 && r.name() === "name") {
      while (r.pos < end) { // subsections; 1 is function names
        const sub = buf[r.pos++];
        const subEnd = r.u32() + r.pos;
        if (sub === 1) for (let n = r.u32(); n > 0; n--) names.set(r.u32(), r.name());
        r.pos = subEnd;
      }
    }
    r.pos = end;
  }
  return { importedFuncs, bodies, names, data };

  function limits() { const flags = buf[r.pos++]; r.u32(); if (flags & 1) r.u32(); }
}

const { importedFuncs, bodies, names, data } = parse(readFileSync(cargoWasm));
if (names.size === 0) {
  console.error(`size-report: ${cargoWasm} has no function names; is the release profile stripping symbols?`);
  process.exit(1);
}
const code = Object.fromEntries([...games, "shared"].map((g) => [g, 0]));
let total = 0;
bodies.forEach((size, i) => {
  const name = names.get(importedFuncs + i) ?? "";
  // Mangled names prefix each identifier with its length ("16martian_trickery"),
  // so one game's name never matches inside a longer one. A name with two
  // games in it (code generic over both) stays shared.
  const hits = games.filter((g) => name.includes(g.length + g));
  code[hits.length === 1 ? hits[0] : "shared"] += size;
  total += size;
});

const distWasm = readdirSync(distDir).find((f) => f.endsWith(".wasm"));
// GNU gzip, as in the size table: node's zlib compresses this wasm ~1.5% worse.
const gz = execFileSync("gzip", ["-9", "-c", join(distDir, distWasm)], { maxBuffer: 1 << 26 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`per game: ESTIMATE from symbol names (share of code in cargo's wasm x ${kb(gz)} gzip of the dist wasm)`);
for (const g of [...games, "shared"]) {
  const share = code[g] / total;
  console.log(`  ${g.padEnd(18)} ${String(code[g]).padStart(7)} code bytes ${(100 * share).toFixed(1).padStart(5)}%  ~${kb(share * gz).padStart(8)} gzip`);
}
// Game-only code without the game's name (say a sort used by one game alone)
// lands in shared, so removing a game saves somewhat more than its estimate.
console.log(`  data: ${data} bytes (strings, tables) carry no names and are spread by the same shares`);
// Legacy mangling (_ZN...) drops generic parameters: Search<Trickery> would
// count as shared and the games would look far smaller than they are.
if ([...names.values()].some((n) => n.startsWith("_ZN"))) {
  console.log("  warning: names are not v0-mangled (see .cargo/config.toml); generic code counts as shared");
}

// What is left under scripts/test's ceiling, and what bytes cost a person:
// the budget is load time (./scripts/bench), and on its profile's 1.6 Mbps
// (1,638.4 kbps) each KB gzip is about 5 ms more of a first visit.
const CEILING = 430_080;
const downloaded = readdirSync(distDir)
  .filter((f) => /\.(wasm|js|css)$/.test(f))
  .reduce((n, f) => n + execFileSync("gzip", ["-9", "-c", join(distDir, f)], { maxBuffer: 1 << 26 }).length, 0);
const msPerKb = (1024 * 8) / 1638.4;
console.log(`ceiling: ${kb(CEILING)} gzip (430,080 bytes); this build: ${kb(downloaded)}, ${kb(CEILING - downloaded)} under it`);
console.log(`  each KB gzip is ~${msPerKb.toFixed(1)} ms of a first visit at 1.6 Mbps: the whole download ~${Math.round(downloaded / 1024 * msPerKb)} ms of transfer`);
