// Shortens the names the wasm and its JavaScript glue know each other by
// (scripts/post-build, release builds). wasm-bindgen names every import
// after the JavaScript it calls plus a 16-digit hash
// (`__wbg_setAttribute_f75317b2b5cabfb4`), and its closures' exports after
// their Rust types: about 6 KB of names the download carried twice, once in
// the wasm and once in the glue, and hashes do not compress. binaryen's own
// pass (wasm-opt --minify-imports-and-exports-and-modules) renames them in
// the wasm and prints what it renamed; this applies the same renaming to
// the glue, then checks that the two still agree, name for name. About
// 5 KB gzip less to download.
//
//     node scripts/min-names.mjs DIR
//
// DIR holds one `*_bg.wasm` and its glue, `<name>.js` (Trunk's staging
// folder). The glue's integrity attribute in DIR/index.html follows it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const fail = (why) => {
  console.error(`min-names: ${why}`);
  process.exit(1);
};
if (!dir) fail('usage: node scripts/min-names.mjs DIR');
const files = readdirSync(dir);
const wasmFile = files.find((f) => f.endsWith('_bg.wasm')) ?? fail(`no *_bg.wasm in ${dir}`);
const glueFile = wasmFile.replace(/_bg\.wasm$/, '.js');
if (!files.includes(glueFile)) fail(`no ${glueFile} beside ${wasmFile}`);
const wasmPath = join(dir, wasmFile);
const gluePath = join(dir, glueFile);
const sha384 = (b) => createHash('sha384').update(b).digest('base64');

const before = new WebAssembly.Module(readFileSync(wasmPath));
const modules = new Set(WebAssembly.Module.imports(before).map((i) => i.module));
// The glue gives the wasm one object of imports, under one module name.
if (modules.size !== 1) fail(`imports from ${modules.size} modules, expected 1: ${[...modules]}`);
const [oldModule] = modules;
// A build that keeps function names (a profiling build) keeps them here too.
const names = WebAssembly.Module.customSections(before, 'name').length > 0 ? ['-g'] : [];

// The same -Oz as Trunk's run, so the binary is written as compactly; the
// features come from the wasm's own target_features section, dropped here
// once read (index.html's wasm-opt keeps it for this pass).
const map = JSON.parse(execFileSync('wasm-opt', [wasmPath, '--minify-imports-and-exports-and-modules',
  '-Oz', '--strip-target-features', '--strip-producers', ...names, '-o', wasmPath], { encoding: 'utf8' }));

const after = new WebAssembly.Module(readFileSync(wasmPath));
const [newModule, ...more] = new Set(WebAssembly.Module.imports(after).map((i) => i.module));
if (!newModule || more.length) fail('the renamed wasm does not import from one module');

const glue = readFileSync(gluePath, 'utf8');
const escape = (s) => s.replace(/[$]/g, '\\$');
let out = glue;
// Each import is a key of the glue's import object, `name: function…`.
for (const [module, name, short] of map.imports) {
  if (module !== oldModule) fail(`an import from ${module}`);
  const key = new RegExp(`(?<![\\w$])${escape(name)}(?=\\s*:)`, 'g');
  const n = (out.match(key) ?? []).length;
  if (n !== 1) fail(`import ${name} is a key of the glue ${n} times, expected 1`);
  out = out.replace(key, short);
}
// The object is handed over under the module's name.
const moduleKey = JSON.stringify(oldModule);
if (out.split(moduleKey).length !== 2) fail(`the glue names module ${moduleKey} other than once`);
out = out.replace(moduleKey, JSON.stringify(newModule));
// Exports are read as `wasm.<name>`.
for (const [name, short] of map.exports) {
  out = out.replace(new RegExp(`(?<![\\w$])wasm\\.${escape(name)}(?![\\w$])`, 'g'), `wasm.${short}`);
}

// The two must agree: every import the wasm asks for is a key of the
// glue's object, and every export the glue reads is one the wasm has.
const keys = new Set([...out.matchAll(/(?<![\w$.])([\w$]+)\s*:\s*function/g)].map((m) => m[1]));
for (const i of WebAssembly.Module.imports(after)) {
  if (!keys.has(i.name)) fail(`the glue has no import ${i.name}`);
}
const exported = new Set(WebAssembly.Module.exports(after).map((e) => e.name));
for (const [, name] of out.matchAll(/(?<![\w$])wasm\.([\w$]+)/g)) {
  if (!exported.has(name)) fail(`the glue reads wasm.${name}, which the wasm does not export`);
}

writeFileSync(gluePath, out);
const index = join(dir, 'index.html');
const html = readFileSync(index, 'utf8');
const was = `sha384-${sha384(glue)}`;
if (!html.includes(was)) fail(`index.html has no integrity hash for ${glueFile}`);
writeFileSync(index, html.replace(was, `sha384-${sha384(out)}`));
console.log(`min-names: ${map.imports.length} imports and ${map.exports.length} exports renamed`);
