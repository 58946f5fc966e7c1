#!/usr/bin/env bash
# Builds the full bundle (default features: every screen and tool) beside
# Trunk's first bundle (built without `full`, see index.html), into
# target/full-bundle/: wasm-bindgen's module and the wasm after wasm-opt.
# scripts/build/post-build.mjs then copies both into dist/ under hashed names and
# scripts/build/boot-select.js picks one of the two bundles when the page loads.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
out=target/full-bundle
rm -rf "$out"
cargo build --release --offline --target wasm32-unknown-unknown --bin chess-laws --features hydrate
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name full \
  target/wasm32-unknown-unknown/release/chess-laws.wasm
wasm-opt -Oz "$out/full_bg.wasm" -o "$out/full_bg.wasm"
