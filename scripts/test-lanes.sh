#!/usr/bin/env bash
# `vitest run` in two lanes at once, one per core of CI's machine. Vitest runs
# the e2e files (one at a time: they share one server) only after every
# worker and client file, and during them the second core was mostly idle:
# here the e2e project runs in one process while the worker and client
# projects run in another on one worker. Each line is prefixed with its lane;
# the script fails if either lane does. Extra arguments go to both.
set -uo pipefail
cd "$(dirname "$0")/.."

# A subshell per lane, so that waiting on it gives vitest's status, not sed's.
(npx --no-install vitest run --project e2e "$@" 2>&1 | sed -u 's/^/[e2e] /') &
e2e=$!
(npx --no-install vitest run --project worker --project client --maxWorkers=1 "$@" 2>&1 | sed -u 's/^/[unit] /') &
unit=$!

status=0
wait "$e2e" || status=1
wait "$unit" || status=1
exit "$status"
