#!/usr/bin/env bash
# What a first visit to a page fetches until a move can be made, each file
# gzipped on its own (as a server sends it), and the total; and, of that,
# the page's HTML and CSS, which paint the law, the boards and the verdicts
# before any wasm. Fails when a total is over its budget.
# The first load: the page, what its head links (scripts, styles, the island's wasm,
# icon), the modules the loader imports and the wasm it instantiates. The
# law's words, which the head names for the live app alone, are fetched
# with that app. The Web Worker and the rest of the precache come later, in
# the background, and so does the full bundle (full-*.js, full-*_bg.wasm):
# the loader names it, but fetches it only for a later screen or tool. On a
# page with boards, a move can be made once the island has come (a small
# wasm, src/island.rs); the live app's bundle comes after it.
# Usage: scripts/bench/size-report.sh [dist] [budget in bytes, default 150 KiB] [page]
# (page: a page of dist/, default the embedded figure
# embed/stalemate-verdicts/index.html; its links are resolved from the
# site's root, as its <base> says.)
set -euo pipefail
cd "$(dirname "$0")/../.."
dist=${1:-dist}
budget=${2:-$((150 * 1024))}
page=${3:-embed/stalemate-verdicts/index.html}
before_wasm_budget=$((40 * 1000))
[ -f "$dist/$page" ] || { echo "size-report: no $dist/$page (run scripts/build.sh)" >&2; exit 1; }

# Files named by href= or src= in the page's head (not the worker's meta
# tag; not the apple-touch-icon, which only iOS fetches, on saving; not the
# base or the canonical address, which are addresses, not files fetched).
linked() {
  sed -n '1,/<\/head>/p' "$dist/$page" | grep -oE '<[^>]+>' |
    grep -v -e 'apple-touch-icon' -e 'rel="canonical"' -e '<base ' |
    grep -oE '(href|src)="(\./)?[^"#?:]+"' | sed -E 's/^[a-z]+="(\.\/)?//; s/"$//'
}
# Modules and wasm named in the loader scripts: './name.js', './name.wasm'.
loaded() { grep -ohE "\./[A-Za-z0-9_.-]+\.(js|wasm)" "$@" 2>/dev/null | sed 's/^\.\///'; }

files=("$page")
while read -r f; do files+=("$f"); done < <(linked | sort -u)
scripts=()
for f in "${files[@]}"; do case "$f" in *.js) scripts+=("$dist/$f") ;; esac; done
# The loader's second part (boot-live-*, which it imports) names the live
# app's bundle: read as well.
while read -r f; do scripts+=("$dist/$f"); done < <(loaded "${scripts[@]}" | grep '^boot-live-' | sort -u)
# On a page with boards the island (island-*) makes them take moves; the
# live app's first bundle (chess-laws-*) and the loader's part that starts
# it (boot-live-*) are asked for after it, and are listed apart: the whole
# page live, not the first move.
later=()
island_page=false
grep -q 'class="compare-board"' "$dist/$page" && island_page=true
if [ ${#scripts[@]} -gt 0 ]; then
  while read -r f; do
    case "$f" in
      chess-laws-* | boot-live-*) if $island_page; then later+=("$f"); else files+=("$f"); fi ;;
      island-*) if $island_page; then files+=("$f"); fi ;;
      *) files+=("$f") ;;
    esac
  done < <(loaded "${scripts[@]}" | grep -v -e '^sw\.js$' -e '^full-' | sort -u)
fi
# The law's words (prose/<id>.txt), named in the head for the first bundle,
# which the loader asks for beside that bundle's wasm.
words=$(grep -oE '<meta name="old-laws-words" content="[^"]+"' "$dist/$page" | sed -E 's/.*content="//; s/"$//' || true)
if [ -n "$words" ]; then
  if $island_page; then later+=("$words"); else files+=("$words"); fi
fi

# The budgets are a board's: a first visit until a move can be made, and the
# HTML and CSS that paint the law and the boards before any wasm. A page
# with no board has no move to wait for; its first load, until the live
# app has started, is printed with no budget.
if $island_page; then
  first_load="total, until a move can be made"
else
  first_load="total, until the live app has started"
fi
total=0
before_wasm=0
printf '%-52s %9s %9s\n' "first load of $page" "bytes" "gzipped"
for f in $(printf '%s\n' "${files[@]}" | awk '!seen[$0]++'); do
  [ -f "$dist/$f" ] || continue
  raw=$(wc -c < "$dist/$f")
  gz=$(gzip -9 -c "$dist/$f" | wc -c)
  total=$((total + gz))
  case "$f" in "$page" | *.css) before_wasm=$((before_wasm + gz)) ;; esac
  printf '%-52s %9d %9d\n' "$f" "$raw" "$gz"
done
kib() { awk "BEGIN { printf \"%.1f KiB\", $1 / 1024 }"; }
kb() { awk "BEGIN { printf \"%.1f KB\", $1 / 1000 }"; }
if $island_page; then
  load_budget="; budget $(awk "BEGIN { print $budget / 1024 }") KiB"
  paint_budget="; budget $((before_wasm_budget / 1000)) KB"
else
  load_budget="; no budget: no board on this page"
  paint_budget="; no budget: no board on this page"
fi
printf '%-52s %9s %9d  (%s%s)\n' "$first_load" "" "$total" "$(kib "$total")" "$load_budget"
printf '%-52s %9s %9d  (%s%s)\n' "of which the HTML and CSS, before any wasm" "" "$before_wasm" "$(kb "$before_wasm")" "$paint_budget"
if [ ${#later[@]} -gt 0 ]; then
  live=$total
  for f in "${later[@]}"; do
    gz=$(gzip -9 -c "$dist/$f" | wc -c)
    live=$((live + gz))
    printf '%-52s %9d %9d\n' "then, for the whole page live: $f" "$(wc -c < "$dist/$f")" "$gz"
  done
  printf '%-52s %9s %9d  (%.1f KiB)\n' "total, until the whole page is live" "" "$live" "$(awk "BEGIN { print $live / 1024 }")"
fi
status=0
$island_page || exit 0
if [ "$before_wasm" -gt "$before_wasm_budget" ]; then
  echo "size-report: the page before any wasm is over budget by $((before_wasm - before_wasm_budget)) bytes gzipped" >&2
  status=1
fi
if [ "$total" -gt "$budget" ]; then
  echo "size-report: the first load is over budget by $((total - budget)) bytes gzipped" >&2
  status=1
fi
exit $status
