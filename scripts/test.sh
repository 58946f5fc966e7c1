#!/usr/bin/env bash
# The README's second command: every test, in order. Installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

step() { printf '\n==== %s\n' "$*"; }

step "format"
cargo fmt --check

step "clippy"
cargo clippy --all-targets -- -D warnings
# The first bundle is the library built without `full`: lint it too.
cargo clippy --target wasm32-unknown-unknown --lib --bin chess-laws \
  --no-default-features --features ui -- -D warnings

step "native tests (core, scenarios)"
cargo test

step "component tests in headless Chromium (wasm-bindgen-test)"
CHROMEDRIVER=/usr/bin/chromedriver \
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --test browser

step "release build"
scripts/build.sh
# The first load is still over its 150 KiB budget (issue 13): reported, not
# yet a gate. Drop the '|| true' once it is under.
scripts/size-report.sh || true

step "end-to-end tests (Playwright, Debian's Chromium)"
npx playwright test
