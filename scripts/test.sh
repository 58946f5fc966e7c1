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
# The two bundles as the site builds them: the first, without `full`, and
# the full, each attaching to its pages (`hydrate`).
cargo clippy --target wasm32-unknown-unknown --lib --bin chess-laws \
  --no-default-features --features ui,hydrate -- -D warnings
cargo clippy --target wasm32-unknown-unknown --lib --bin chess-laws --features hydrate -- -D warnings
# The pages rendered natively by the views (feature `render`), as the
# build renders them: with the first bundle's views and with the full's.
cargo clippy --lib --bin render --test render_pages --no-default-features --features render -- -D warnings
cargo clippy --lib --bin render --test render_pages --features render -- -D warnings

step "native tests (the rules core, the laws and the study, the web app)"
cargo test --workspace
# Every page rendered natively by the app's own views, with the first
# bundle's and with the full's: a view that calls the browser while it is
# built fails here. (The build's prerender.mjs reuses this native build.)
cargo test --no-default-features --features render --test render_pages
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
