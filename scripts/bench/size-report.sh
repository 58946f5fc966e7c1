#!/usr/bin/env bash
# What the first load fetches, each file gzipped on its own (as a server
# sends it), and the total. Fails when the total is over the budget.
# The first load: index.html, what it links (scripts, styles, manifest,
# icon), the modules the loader imports and the wasm it instantiates. The
# Web Worker and the rest of the precache come later, in the background,
# and so does the full bundle (full-*.js, full-*_bg.wasm): the loader names
# it, but fetches it only for a later screen or tool.
# Usage: scripts/bench/size-report.sh [dist] [budget in bytes, default 150 KiB]
set -euo pipefail
cd "$(dirname "$0")/../.."
dist=${1:-dist}
budget=${2:-$((150 * 1024))}
[ -f "$dist/index.html" ] || { echo "size-report: no $dist/index.html (run scripts/build.sh)" >&2; exit 1; }

# Files named by href= or src= in index.html's tags (not the worker's meta
# tag; not the apple-touch-icon, which only iOS fetches, on saving).
linked() {
  grep -oE '<[^>]+>' "$dist/index.html" | grep -v 'apple-touch-icon' |
    grep -oE '(href|src)="(\./)?[^"#?:]+"' | sed -E 's/^[a-z]+="(\.\/)?//; s/"$//'
}
# Modules and wasm named in the loader scripts: './name.js', './name.wasm'.
loaded() { grep -ohE "\./[A-Za-z0-9_.-]+\.(js|wasm)" "$@" 2>/dev/null | sed 's/^\.\///'; }

files=(index.html)
while read -r f; do files+=("$f"); done < <(linked | sort -u)
scripts=()
for f in "${files[@]}"; do case "$f" in *.js) scripts+=("$dist/$f") ;; esac; done
if [ ${#scripts[@]} -gt 0 ]; then
  while read -r f; do files+=("$f"); done < <(loaded "${scripts[@]}" | grep -v -e '^sw\.js$' -e '^full-' | sort -u)
fi

total=0
printf '%-52s %9s %9s\n' "first load" "bytes" "gzipped"
for f in $(printf '%s\n' "${files[@]}" | awk '!seen[$0]++'); do
  [ -f "$dist/$f" ] || continue
  raw=$(wc -c < "$dist/$f")
  gz=$(gzip -9 -c "$dist/$f" | wc -c)
  total=$((total + gz))
  printf '%-52s %9d %9d\n' "$f" "$raw" "$gz"
done
printf '%-52s %9s %9d  (%.1f KiB; budget %.0f KiB)\n' "total" "" "$total" \
  "$(awk "BEGIN { print $total / 1024 }")" "$(awk "BEGIN { print $budget / 1024 }")"
if [ "$total" -gt "$budget" ]; then
  echo "size-report: the first load is over budget by $((total - budget)) bytes gzipped" >&2
  exit 1
fi
