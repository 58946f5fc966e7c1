#!/usr/bin/env bash
# Prints one line: the first-load size of dist/, raw and gzipped per kind.
set -euo pipefail
cd "$(dirname "$0")/.."
raw() { cat "$@" 2>/dev/null | wc -c; }
gz() { cat "$@" 2>/dev/null | gzip -9 -c | wc -c; }
shopt -s nullglob
html=(dist/index.html); js=(dist/*.js); wasm=(dist/*.wasm); css=(dist/*.css)
# Each file is compressed on its own, as a server sends it.
gz_each() { local total=0 f; for f in "$@"; do total=$((total + $(gz "$f"))); done; echo "$total"; }
h=$(gz_each "${html[@]}"); j=$(gz_each "${js[@]}"); w=$(gz_each "${wasm[@]}"); c=$(gz_each "${css[@]}")
printf 'first-load size: index.html %s B (gz %s), js %s B (gz %s), wasm %s B (gz %s), css %s B (gz %s); total gzipped %s B (%.1f KiB)\n' \
  "$(raw "${html[@]}")" "$h" "$(raw "${js[@]}")" "$j" "$(raw "${wasm[@]}")" "$w" "$(raw "${css[@]}")" "$c" \
  "$((h + j + w + c))" "$(awk "BEGIN { print ($h + $j + $w + $c) / 1024 }")"
