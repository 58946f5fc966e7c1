#!/usr/bin/env bash
# Builds the release site into dist/ (no network: --offline).
set -euo pipefail
cd "$(dirname "$0")/.."
# npm's wasm-opt (binaryen 132) must come before any other on PATH.
export PATH="$PWD/node_modules/.bin:$PATH"
trunk build --release --offline
scripts/build/build-full.sh
scripts/build/build-island.sh
# The laws' words, fetched by the first bundle (before the precache list).
cargo run --quiet --offline --profile test -p chess-laws-tools --bin prose -- dist
node scripts/build/post-build.mjs dist
node scripts/build/pages.mjs dist
node scripts/build/prerender.mjs dist
