# Stage times for .ci/run (sourced by it; tests/scripts/ci-stages.test.ts runs it too). Each stage's time is
# printed as it ends and again in a table at the end, against its budget in tests/budget.json (BUDGET_FILE), so
# a slow stage is seen the day it lands. A stage over its budget prints a WARNING line and CI goes on: only a
# failed command fails CI (under `set -e` the failing command stops the script); the only hard limit on time is
# CI's own 90 minutes (docs/testing.md).
BUDGET_FILE=${BUDGET_FILE:-tests/budget.json}
stages=()
warnings=()
ci_started=$(date +%s)

budget_of() { # budget_of NAME: the stage's budget in seconds, or nothing
  node -e 'const b=JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"))[process.argv[1]]; console.log(typeof b === "number" ? b : "")' \
    "$1" "$BUDGET_FILE" 2>/dev/null || true
}

over_budget() { # over_budget NAME SECONDS BUDGET: a warning when SECONDS is over BUDGET (none: no budget)
  if [ -n "$3" ] && [ "$2" -gt "$3" ]; then
    warnings+=("$1 took $2 s, over its budget of $3 s (tests/budget.json)")
  fi
}

stage() { # stage NAME COMMAND…
  local t0
  t0=$(date +%s)
  "${@:2}"
  local took=$(($(date +%s) - t0))
  local budget
  budget=$(budget_of "$1")
  stages+=("$1: ${took} s (budget ${budget:--} s)")
  echo "== $1 took ${took} s (budget ${budget:--} s) =="
  over_budget "$1" "$took" "$budget"
}

stage_report() { # the table, the whole run's time and a WARNING line for each stage over its budget
  echo "== stage times =="
  printf '  %s\n' "${stages[@]}"
  local total=$(($(date +%s) - ci_started))
  local budget
  budget=$(budget_of ci)
  echo "CI finished in ${total} s (budget ${budget:--} s)"
  over_budget ci "$total" "$budget"
  if [ ${#warnings[@]} -gt 0 ]; then
    for w in "${warnings[@]}"; do
      echo "WARNING: $w. Not a failure: if it holds on a quiet machine, find what slowed it (docs/testing.md)."
    done
  fi
}
