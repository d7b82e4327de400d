#!/usr/bin/env bash
# The whole suite (`npm test`): static checks beside the build and the unit tests, the first-load budgets, then
# Chromium end to end. Prints each phase's duration at the end; with PHASE_TIMES set (.ci/run does) it also appends
# them to that file.
set -uo pipefail
cd "$(dirname "$0")/../.."

declare -a names=() seconds=()
record() {
  names+=("$1")
  seconds+=("$2")
  [ -n "${PHASE_TIMES:-}" ] && echo "$1 $2" >>"$PHASE_TIMES"
}
summary() {
  echo "== Phase times (s)"
  for i in "${!names[@]}"; do printf '   %-8s %5s\n' "${names[$i]}" "${seconds[$i]}"; done
}
fail() {
  echo "== $1 failed (exit $2)"
  summary
  exit "$2"
}
phase() {
  local name=$1 start=$SECONDS status
  shift
  echo "== $name: $*"
  "$@"
  status=$?
  record "$name" $((SECONDS - start))
  [ "$status" -eq 0 ] || fail "$name" "$status"
}

# tsc and ESLint are single-threaded, and the unit tests leave about a quarter of two cores idle (they wait for
# spawned servers, fsync and npm): the static checks run beside the build and the unit tests, their output kept
# apart and printed when they end.
static_log=$(mktemp)
static_start=$SECONDS
(
  npx run-p --print-label typecheck lint format:check >"$static_log" 2>&1
  echo "$? $((SECONDS - static_start))" >"$static_log.end"
) &
static_pid=$!
finish_static() {
  wait "$static_pid"
  local status took
  read -r status took <"$static_log.end"
  echo "== static: npx run-p --print-label typecheck lint format:check"
  cat "$static_log"
  rm -f "$static_log" "$static_log.end"
  record static "$took"
  [ "$status" -eq 0 ] || fail static "$status"
}
trap 'kill "$static_pid" 2>/dev/null' EXIT

# The unit tests that spawn the server (kill test, production install) run the compiled build.
phase build npx run-s build check:budget
phase unit npm run test:unit
finish_static
phase e2e npm run test:e2e
summary
