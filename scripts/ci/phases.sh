# Sourced by .ci/run and scripts/ci/test.sh. `phase NAME COMMAND...` runs one phase of a CI run and appends its wall
# time and the CPU time (user + system) of its whole process tree, daemons included (scripts/ci/treeCpu.pl), to the
# file PHASE_TIMES names; a failed phase ends the run. `phase_table` prints the phases and their totals;
# `phase_function NAME FUNCTION` runs a shell function of the caller as a phase.
phase() {
  local name=$1 status=0
  shift
  echo "== $name: ${PHASE_SHOWN:-$*}"
  perl "$(dirname "${BASH_SOURCE[0]}")/treeCpu.pl" "$PHASE_TIMES.$name" "$@" || status=$?
  echo "$name $(cat "$PHASE_TIMES.$name")" >>"$PHASE_TIMES"
  rm -f "$PHASE_TIMES.$name"
  if [ "$status" -ne 0 ]; then
    echo "== $name failed (exit $status)"
    exit "$status"
  fi
}

phase_function() {
  PHASE_SHOWN=$2 phase "$1" bash -c "$(declare -f "$2"); $2"
}

phase_table() {
  echo "== Phase times (s; CPU = user + system of the phase's whole process tree)"
  awk '{ printf "   %-22s %7.0f %7.0f\n", $1, $2, $3; wall += $2; cpu += $3 }
       BEGIN { printf "   %-22s %7s %7s\n", "phase", "wall", "CPU" }
       END { printf "   %-22s %7.0f %7.0f\n", "total", wall, cpu }' "$PHASE_TIMES"
}
