#!/usr/bin/env bash
# Installs whatever the build and the tests need and is missing; skips what is
# there, so a warm machine passes through in seconds. Only package registries
# are used (Debian, crates.io, npm): nothing else is downloaded.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
say() { printf '[setup] %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# Debian's Chromium and its driver, for wasm-bindgen-test and Playwright.
missing_debs=()
command -v chromium >/dev/null 2>&1 || missing_debs+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing_debs+=(chromium-driver)
if [ ${#missing_debs[@]} -gt 0 ]; then
  say "installing ${missing_debs[*]} from Debian"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_debs[@]}"
fi

# The WebAssembly target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# Trunk, pinned: 0.22 needs a newer rustc than ours.
if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (about 7 minutes, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# wasm-bindgen-cli must equal the wasm-bindgen in Cargo.lock. Not --locked:
# its own lock file names a crate the registry lacks.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $bindgen_version"; then
  say "installing wasm-bindgen-cli $bindgen_version"
  cargo install wasm-bindgen-cli --version "$bindgen_version"
fi

# npm packages, pinned in package-lock.json: binaryen's wasm-opt 132 (Debian's
# 108 produces a page that dies in the browser) and Playwright.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages from package-lock.json"
  npm ci --no-audit --no-fund --loglevel=error
fi
say "all tools present"
