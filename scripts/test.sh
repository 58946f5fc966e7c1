#!/usr/bin/env bash
# The README's second command: every test, in order. Installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

step() { printf '\n==== %s\n' "$*"; }

step "format"
cargo fmt --all --check

step "clippy"
cargo clippy --workspace --all-targets -- -D warnings
# The first bundle is the library built without `full`: lint it too.
cargo clippy --target wasm32-unknown-unknown --lib --bin chess-laws \
  --no-default-features --features ui -- -D warnings
# The pages rendered natively by the views (feature `render`).
cargo clippy --lib --bin render --test render_pages --features render -- -D warnings

step "native tests (the rules core, the laws and the study, the web app)"
cargo test --workspace
# Every page rendered natively by the app's own views: a view that calls
# the browser while it is built fails here.
cargo test --features render --test render_pages

step "component tests in headless Chromium (wasm-bindgen-test)"
CHROMEDRIVER=/usr/bin/chromedriver \
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --test browser

step "release build"
scripts/build.sh
# A gate: a figure's first load over either of its budgets fails the run.
scripts/bench/size-report.sh

step "end-to-end tests (Playwright, Debian's Chromium)"
npx playwright test
