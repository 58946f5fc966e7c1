#!/usr/bin/env bash
# Builds the island (src/bin/island.rs: the boards of a page as built take
# moves before the live app arrives; the rules core, the study and the
# board's markup, no Leptos) into target/island-bundle/: wasm-bindgen's
# module and the wasm after wasm-opt. scripts/build/post-build.mjs copies
# both into dist/ under hashed names for scripts/build/boot-select.js.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
out=target/island-bundle
rm -rf "$out"
cargo build --release --offline --target wasm32-unknown-unknown --no-default-features --bin island
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name island \
  target/wasm32-unknown-unknown/release/island.wasm
# The island is fetched before a reader can move, so its size counts twice
# over its speed: after -Oz, flattening and rebuilding the control flow
# (--flatten --rereloop) lets a second -Oz find more to fold (--converge
# runs it again while the size still falls), and the producers section
# names only the compilers. About 0.7 KB gzipped less
# than -Oz alone; its start is a few milliseconds of work either way.
wasm-opt -Oz --flatten --rereloop -Oz --converge --strip-producers "$out/island_bg.wasm" -o "$out/island_bg.wasm"
