#!/usr/bin/env bash
# The whole suite (`npm test`): static checks beside the build with the first-load budgets, unit tests,
# the cluster test, then Chromium end to end. Prints each phase's duration at the end; with PHASE_TIMES set
# (.ci/run does) it also appends them to that file.
set -uo pipefail
cd "$(dirname "$0")/../.."

declare -a names=() seconds=()
phase() {
  local name=$1 start=$SECONDS status
  shift
  echo "== $name: $*"
  "$@"
  status=$?
  names+=("$name")
  seconds+=($((SECONDS - start)))
  [ -n "${PHASE_TIMES:-}" ] && echo "$name ${seconds[-1]}" >>"$PHASE_TIMES"
  if [ "$status" -ne 0 ]; then
    echo "== $name failed (exit $status)"
    summary
    exit "$status"
  fi
}
summary() {
  echo "== Phase times (s)"
  for i in "${!names[@]}"; do printf '   %-12s %5s\n' "${names[$i]}" "${seconds[$i]}"; done
}

# tsc, the longest static check, is single-threaded: beside it ESLint, the format check and the build with the
# first-load budgets run one after another on the other core. The unit tests that spawn the server (kill test,
# production install) run the compiled build.
checks_and_build() {
  npm run --silent typecheck &
  local typecheck=$!
  npx run-s lint format:check build check:budget
  local rest=$?
  wait "$typecheck"
  local types=$?
  [ "$types" -eq 0 ] || echo "== typecheck failed (exit $types)"
  [ "$rest" -eq 0 ] && [ "$types" -eq 0 ]
}
phase static+build checks_and_build
phase unit npm run test:unit
# Two compiled instances behind HAProxy on a throw-away PostgreSQL, with Chromium: alone, not beside the unit tests.
phase cluster npm run test:cluster
phase e2e npm run test:e2e
summary
