#!/usr/bin/env bash
# Builds the first bundle (the app without `full`: home, studies, embeds)
# into target/first-bundle/, split into a main module and the chunks its
# `#[lazy]` functions are moved into (wasm-split, from the crate
# wasm_split_cli_support, installed by scripts/setup.sh):
#  1. cargo builds the wasm with its relocations kept (--emit-relocs, given
#     to this crate's link only, so the dependencies stay as built);
#  2. wasm-split-cli cuts it at the `#[lazy]` split points: first.wasm (the
#     main module), one .wasm per chunk and __wasm_split.js, their loader;
#  3. wasm-bindgen makes first.js and first_bg.wasm of the main module;
#  4. wasm-opt -Oz shrinks the main module and every chunk.
# scripts/post-build.mjs copies the folder into dist/ under a hashed name;
# the chunks are fetched from beside the loader (relative URLs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
split=target/first-split
out=target/first-bundle
rm -rf "$split" "$out"
cargo rustc --release --offline --target wasm32-unknown-unknown --bin chess-laws \
  --no-default-features --features ui -- -C link-arg=--emit-relocs
wasm-split-cli --target web --out-name first \
  target/wasm32-unknown-unknown/release/chess-laws.wasm "$split"
# --keep-lld-exports: the chunks import the main module's function table.
wasm-bindgen --target web --no-typescript --keep-lld-exports \
  --out-dir "$out" --out-name first "$split/first.wasm"
cp "$split/__wasm_split.js" "$out/"
for wasm in "$split"/*.wasm; do
  [ "$wasm" = "$split/first.wasm" ] || cp "$wasm" "$out/"
done
for wasm in "$out"/*.wasm; do
  wasm-opt -Oz "$wasm" -o "$wasm"
done
