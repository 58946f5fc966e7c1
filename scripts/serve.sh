#!/usr/bin/env bash
# The README's first command: install what is missing, build the release
# site, and serve it on http://127.0.0.1:8080 until interrupted.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
# The size report says when the first load is over its budget; serving goes on.
scripts/bench/size-report.sh || true
echo "Serving dist/ on http://127.0.0.1:${PORT:-8080}/ (Ctrl-C stops)"
exec node scripts/static-server.mjs --root dist --port "${PORT:-8080}"
