#!/usr/bin/env bash
# The whole suite (`npm test`): static checks beside the build with the first-load budgets and the cluster test,
# unit tests, then Chromium end to end. Prints each phase's wall and CPU time at the end; with PHASE_TIMES set
# (.ci/run does) it appends them to that file instead, for the caller's table.
set -uo pipefail
cd "$(dirname "$0")/../.."

source scripts/ci/phases.sh
if [ -z "${PHASE_TIMES:-}" ]; then
  PHASE_TIMES=$(mktemp)
  trap 'phase_table; rm -f "$PHASE_TIMES"' EXIT
fi

# tsc, the longest static check, is single-threaded: beside it the build with the first-load budgets, then ESLint
# and the format check run one after another on the other core. The cluster test starts as soon as the build is
# there: it mostly waits (PostgreSQL, two servers restarting, a schedule of seconds; about 60 % of two cores idle
# when it runs alone), so it fills the static checks' gaps instead of a phase of its own. Its output is shown when
# it is done. The unit tests that spawn the server (kill test, production install) run the compiled build too.
checks_build_and_cluster() {
  npm run --silent typecheck &
  local typecheck=$!
  npx run-s build check:budget || { wait "$typecheck"; return 1; }
  local cluster_log
  cluster_log=$(mktemp)
  npm run --silent test:cluster >"$cluster_log" 2>&1 &
  local cluster=$!
  npx run-s lint format:check
  local rest=$?
  wait "$typecheck"
  local types=$?
  wait "$cluster"
  local clustered=$?
  echo "== cluster test (npm run test:cluster, beside the static checks)"
  cat "$cluster_log"
  rm -f "$cluster_log"
  [ "$types" -eq 0 ] || echo "== typecheck failed (exit $types)"
  [ "$clustered" -eq 0 ] || echo "== cluster test failed (exit $clustered)"
  [ "$rest" -eq 0 ] && [ "$types" -eq 0 ] && [ "$clustered" -eq 0 ]
}
phase_function static+build+cluster checks_build_and_cluster
phase unit npm run test:unit
phase e2e npm run test:e2e
