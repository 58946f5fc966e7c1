// What the first bundle's WebAssembly is made of, gzipped: Leptos, each
// layer of this crate, Rust's standard library, the bindings to the browser,
// and the data (strings and tables). Builds the first bundle as
// scripts/build.sh does (release, wasm-bindgen, binaryen's wasm-opt -Oz),
// but keeps the functions' names (-g), reads them from the name section and
// sorts every function body into a group by its name. Each group is gzipped
// on its own, so the groups add up to a little more than the whole; the
// whole is printed beside them, and so is what is left without Leptos.
// A function is named after the one the compiler kept: code of ours inlined
// into a closure of Leptos's counts as Leptos, and Leptos's inlined into
// ours as ours. The groups are close, not exact.
// Usage: node scripts/bench/size-makeup.mjs [top=25] [--island]   (prints the
// largest too; --island: the island's wasm, src/bin/island.rs, instead)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const island = process.argv.includes('--island');
const top = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 25);
const bin = island ? 'island' : 'chess-laws';
const run = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });

function buildNamedWasm() {
  // The first bundle's features as index.html builds it: attaching to its pages.
  const features = island ? [] : ['--features', 'ui,hydrate'];
  run('cargo', ['build', '--release', '--offline', '--target', 'wasm32-unknown-unknown',
    '--bin', bin, '--no-default-features', ...features]);
  const out = mkdtempSync(join(tmpdir(), 'size-makeup-'));
  run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', out, '--out-name', 'first',
    `target/wasm32-unknown-unknown/release/${bin}.wasm`]);
  run('node_modules/.bin/wasm-opt', ['-Oz', '-g', join(out, 'first_bg.wasm'), '-o', join(out, 'named.wasm')]);
  run('node_modules/.bin/wasm-opt', ['-Oz', join(out, 'first_bg.wasm'), '-o', join(out, 'shipped.wasm')]);
  return { named: readFileSync(join(out, 'named.wasm')), shipped: readFileSync(join(out, 'shipped.wasm')) };
}

/** Reads an unsigned LEB128 number at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/** Skips one import's description (after its two names). */
function skipImport(bytes, at) {
  const kind = bytes[at++];
  const limits = (p) => {
    const flags = bytes[p++];
    [, p] = leb(bytes, p);
    return flags & 1 ? leb(bytes, p)[1] : p;
  };
  if (kind === 0) return [leb(bytes, at)[1], true]; // a function
  if (kind === 1) return [limits(at + 1), false]; // a table: type, limits
  if (kind === 2) return [limits(at), false]; // a memory
  return [at + 2, false]; // a global: type, mutability
}

/** The function bodies, the data section and the functions' names. */
function readModule(bytes) {
  const bodies = [];
  const names = new Map();
  let importedFunctions = 0;
  let data = Buffer.alloc(0);
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at++];
    let size;
    [size, at] = leb(bytes, at);
    const end = at + size;
    if (id === 2) {
      let [count, p] = leb(bytes, at);
      for (; count > 0; count--) {
        for (let name = 0; name < 2; name++) {
          const [length, q] = leb(bytes, p);
          p = q + length;
        }
        let isFunction;
        [p, isFunction] = skipImport(bytes, p);
        if (isFunction) importedFunctions++;
      }
    } else if (id === 10) {
      let [count, p] = leb(bytes, at);
      for (; count > 0; count--) {
        const [length, q] = leb(bytes, p);
        bodies.push(bytes.subarray(q, q + length));
        p = q + length;
      }
    } else if (id === 11) {
      data = bytes.subarray(at, end);
    } else if (id === 0) {
      readNames(bytes, at, end, names);
    }
    at = end;
  }
  return { bodies, data, names, importedFunctions };
}

function readNames(bytes, at, end, names) {
  const [length, p] = leb(bytes, at);
  if (bytes.subarray(p, p + length).toString() !== 'name') return;
  let q = p + length;
  while (q < end) {
    const sub = bytes[q++];
    const [size, start] = leb(bytes, q);
    if (sub === 1) {
      let [count, r] = leb(bytes, start);
      for (; count > 0; count--) {
        let index;
        let nameLength;
        [index, r] = leb(bytes, r);
        [nameLength, r] = leb(bytes, r);
        names.set(index, bytes.subarray(r, r + nameLength).toString());
        r += nameLength;
      }
    }
    q = start + size;
  }
}

// The groups, tried in order on a function's name.
const LEPTOS = /tachys|reactive_graph|leptos|any_view|any_attribute|reactive_stores|or_poisoned|send_wrapper|slotmap|indexmap|hashbrown|either_of|futures_|wasm_bindgen_futures|js_sys::futures|throw_error/;
const groups = [
  ['this crate: core (the rules)', (n) => /^<?chess_laws_core::/.test(n)],
  ['this crate: scenarios (the laws as data)', (n) => /^<?chess_laws_study::scenarios/.test(n)],
  ['this crate: study', (n) => /^<?chess_laws_study::(study|worker)/.test(n)],
  ['this crate: components, island and main', (n) => /^<?(chess_laws|island)::/.test(n)],
  ['Leptos (and what only it uses)', (n) => LEPTOS.test(n)],
  ['browser bindings (wasm-bindgen, js-sys, web-sys)', (n) => /wasm_bindgen|js_sys|web_sys|externref|__wbg/.test(n)],
  ['Rust std, core, alloc (fmt, panics, allocator, shims)', () => true],
];

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9);

const { named, shipped } = buildNamedWasm();
const { bodies, data, names, importedFunctions } = readModule(named);
const members = groups.map(() => []);
const sized = [];
bodies.forEach((body, index) => {
  const name = names.get(index + importedFunctions) ?? '?';
  members[groups.findIndex(([, test]) => test(name))].push(body);
  sized.push([body.length, name.replace(/::h[0-9a-f]{16}$/, '')]);
});

console.log(`${island ? "the island's" : "first bundle's"} wasm as shipped: ${kb(shipped.length)} raw, ${kb(gz(shipped))} gzipped`);
console.log(`its code: ${kb(bodies.reduce((sum, b) => sum + b.length, 0))} raw, ${kb(gz(Buffer.concat(bodies)))} gzipped; its data: ${kb(data.length)} raw, ${kb(gz(data))} gzipped`);
console.log('\ncode by group (each gzipped on its own)         raw   gzipped');
groups.forEach(([label], i) => {
  const code = Buffer.concat(members[i]);
  console.log(`  ${label.padEnd(52)} ${kb(code.length)} ${kb(gz(code))}`);
});
const leptos = groups.findIndex(([label]) => label.startsWith('Leptos'));
const rest = Buffer.concat(members.filter((_, i) => i !== leptos).flat());
console.log(`\nwithout Leptos's own functions: code ${kb(gz(rest))} + data ${kb(gz(data))} gzipped`);
console.log(`\nthe ${top} largest functions (raw bytes):`);
for (const [size, name] of sized.sort((a, b) => b[0] - a[0]).slice(0, top)) {
  console.log(`  ${String(size).padStart(6)}  ${name.slice(0, 120)}`);
}
