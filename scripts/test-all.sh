#!/usr/bin/env bash
# Runs every check and test suite one after another (the machines have 2 cores) and ends with one plain line
# "N passed, N failed" summing all of them. The summary above it gives each step's result and duration and names
# every failed test with its file and first error line. Exit code is non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

export PACT_DO_NOT_TRACK=true
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Every browser suite runs Debian's Chromium: found (or, as root with apt-get, installed) before anything else runs,
# or the run stops here with the one line ensure-chromium.sh printed saying what to run.
if ! CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh); then
  echo "0 passed, 1 failed"
  exit 1
fi
export CHROMIUM_PATH
results=tests/.tmp/results
rm -rf "$results" && mkdir -p "$results"

passed=0
failed=0
summary=()
failures=()

# "ok  " or "FAIL", the step's name and what it found, padded so the durations line up.
record() {
  local status=$1 text=$2 seconds=$3
  summary+=("$(printf '%-4s  %-62s %4ds' "$status" "$text" "$seconds")")
}

# A check counts as one test: passed when its command exits 0.
check() {
  local name=$1
  shift
  echo "::: $name: $*"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1)); record ok "$name" $((SECONDS - started))
  else
    failed=$((failed + 1)); record FAIL "$name" $((SECONDS - started))
    failures+=("$name: exited non-zero (its output is above)")
  fi
}

# A suite writes a JSON report; its test counts are added. A suite that dies without a report counts as one failure.
suite() {
  local name=$1 report=$2
  shift 2
  echo "::: $name: $*"
  local started=$SECONDS
  "$@"
  local code=$?
  local seconds=$((SECONDS - started))
  local counts
  counts=$(node scripts/count-results.mjs "$report" 2>/dev/null) || counts=""
  if [ -z "$counts" ]; then
    failed=$((failed + 1)); record FAIL "$name (no report, exit $code)" "$seconds"
    failures+=("$name: no report written (exit $code)")
    return
  fi
  local p=${counts% *} f=${counts#* }
  if [ "$code" -ne 0 ] && [ "$f" -eq 0 ]; then
    f=1; failures+=("$name: exit $code with no failed test in its report")
  fi
  passed=$((passed + p)); failed=$((failed + f))
  record "$( [ "$f" -eq 0 ] && echo ok || echo FAIL)" "$name: $p passed, $f failed" "$seconds"
  local line
  while IFS= read -r line; do
    [ -n "$line" ] && failures+=("$line")
  done < <(node scripts/count-results.mjs --failures "$report" 2>/dev/null)
}

# What git shows before the suites run, with the content hash of every changed or new file; the last check compares
# against it, so a suite that rewrites a file (a pact with a random boundary, a regenerated file) fails even in a
# working tree where that file was already changed.
tree_state() {
  local line path
  git status --porcelain=v1 --untracked-files=all 2>/dev/null | LC_ALL=C sort | while IFS= read -r line; do
    path=${line:3}
    path=${path##* -> }
    if [ -f "$path" ]; then echo "$line $(git hash-object -- "$path")"; else echo "$line"; fi
  done
}
tree_before=$(tree_state)

check "generated SDK is up to date" npm run --silent generate:check
check "OpenAPI and AsyncAPI lint" npm run --silent lint:api
check "typecheck" npm run --silent typecheck
check "eslint" npm run --silent lint
# Vitest runs cores - 1 files at a time by default: one on a 2-core machine, where each file's jsdom and mock set-up
# then waits for the previous file (this suite took 873 s with one worker, 652 s with two, in clean-clone CI runs on
# 2026-11-28). 100% uses every core.
suite "logic + unit + integration + conformance" "$results/unit.json" \
  npx vitest run --project logic --project unit --maxWorkers=100% --reporter=default --reporter=json --outputFile.json="$results/unit.json"
# npm run build is tsc then vite build; the typecheck above was that tsc step.
check "live build" npx vite build --mode production --logLevel warn
check "demo build" npm run --silent build:demo
suite "live build contents" "$results/build.json" \
  npx vitest run --project build --reporter=default --reporter=json --outputFile.json="$results/build.json"
check "size budget" npm run --silent size
# Every benchmark (package.json bench:*) in its smoke mode, on the builds above: it starts, signs in where it needs
# to, drives the app and prints its figures; no budget is judged here (scripts/bench-smoke.mjs). BENCH_PORT and
# BENCH_MOCK_PORT move its ports (4381…, 9381…) when two checkouts run it side by side.
suite "benchmark smoke (bench:* --smoke)" "$results/bench-smoke.json" \
  node scripts/bench-smoke.mjs --report "$results/bench-smoke.json"
suite "storybook stories (vitest browser)" "$results/stories.json" \
  npx vitest run --project storybook --maxWorkers=100% --reporter=default --reporter=json --outputFile.json="$results/stories.json"
suite "pact contracts" "$results/contracts.json" \
  npx vitest run --project contracts --reporter=default --reporter=json --outputFile.json="$results/contracts.json"
# The pacts the suite above wrote, against the OpenAPI documents: any error or warning fails (scripts/check-pacts-openapi.mjs).
check "pacts match the OpenAPI documents" npm run --silent check:pacts
suite "e2e (chromium)" "$results/e2e.json" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" \
  npx playwright test --reporter=list,json
suite "static storybook smoke" "$results/storybook-static.json" \
  bash scripts/test-storybook-static.sh "$results/storybook-static.json"

tree_unchanged() {
  local after
  after=$(tree_state)
  if [ "$after" != "$tree_before" ]; then
    echo "The suites changed the git tree:"
    diff <(echo "$tree_before") <(echo "$after") | sed -n 's/^> /  /p'
    return 1
  fi
}
check "tests leave the git tree as they found it" tree_unchanged

echo
echo "Summary (${SECONDS}s in all)"
for line in "${summary[@]}"; do echo "  $line"; done
if [ "${#failures[@]}" -gt 0 ]; then
  echo
  echo "Failed tests"
  for line in "${failures[@]}"; do echo "  $line"; done
fi
echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
