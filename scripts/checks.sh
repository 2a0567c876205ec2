#!/usr/bin/env bash
# npm test's static checks in two lanes, one per core of CI's machine: each
# tool is single-threaded, and one after another they took about a fifth of
# the run. A lane stops at its first failure; the script fails if either does.
set -uo pipefail
cd "$(dirname "$0")/.."

lane() {
  for step in "$@"; do
    npx --no-install $step || return 1
  done
}

lane "wrangler types --strict-vars=false --check" "tsc -p tsconfig.worker.json" "tsc -p tsconfig.seed.json" &
first=$!
lane "eslint ." "tsc -p tsconfig.client.json" "tsc -p tsconfig.node.json" &
second=$!

status=0
wait "$first" || status=1
wait "$second" || status=1
exit "$status"
