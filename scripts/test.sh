#!/usr/bin/env bash
# npm test: the type check, lint and the build run beside the unit and API tests, then the journeys on the build.
# Every part is CPU-bound and none fills both cores all the time (vitest waits on its slowest files, tsc and ESLint
# on their start), so run side by side they finish sooner than one after the other (docs/decisions/0042-what-npm-test-runs-on.md).
# The side jobs' output is kept and printed when they end, so it does not interleave with vitest's.
set -u
cd "$(dirname "$0")/.."
logs=$(mktemp -d /tmp/kramnytsia-test.XXXXXX)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS

declare -A jobs
side() {
  local name=$1
  shift
  "$@" > "$logs/$name" 2>&1 &
  jobs[$name]=$!
}
finish() {
  local name=$1 code=0
  wait "${jobs[$name]}" || code=$?
  if [ "$code" != 0 ]; then
    echo "── npm run $name failed (exit $code):"
    cat "$logs/$name"
  else
    echo "── npm run $name passed"
  fi
  return "$code"
}

side typecheck npm run typecheck
side lint npm run lint
side build npm run build
npm run test:unit
unit=$?
finish typecheck; typecheck=$?
finish lint; lint=$?
finish build; build=$?
echo "── checks, unit and API tests and the build took $((SECONDS - started)) s"
if [ "$unit" != 0 ] || [ "$typecheck" != 0 ] || [ "$lint" != 0 ] || [ "$build" != 0 ]; then exit 1; fi

npx playwright test
journeys=$?
# The journeys through LiqPay's and Monobank's pay pages, each against its local fake, on a store started for it.
npm run test:e2e:acquirers
acquirers=$?
# The Nova Poshta journey against its local fake: the sync at start, checkout's branch, the ТТН, the tracking.
npm run test:e2e:nova-poshta
novaPoshta=$?
echo "── npm test took $((SECONDS - started)) s"
[ "$journeys" != 0 ] && exit "$journeys"
[ "$acquirers" != 0 ] && exit "$acquirers"
exit "$novaPoshta"
