#!/usr/bin/env bash
# The second part of `npm test`: vitest and Playwright side by side (static-checks.sh did the build, the
# linter and the type checker). Each leaves the machine idle for part of its time
# (timeouts waited for, servers starting, a last long file or test); together they keep both cores busy,
# and every test is written for a busy machine anyway. Each line of output is prefixed with its part; the
# summary says how long each took. Fails if any of them fails.
set -uo pipefail
status_dir=$(mktemp -d)
trap 'rm -rf "$status_dir"' EXIT
# Unpacked once here, before two suites could unpack the packaged Chromium at the same moment.
CHROME_PATH=$(npx tsx tests/support/chrome-path.ts) || exit 1
export CHROME_PATH

run() {
  local name=$1
  shift
  local started=$SECONDS
  "$@"
  local status=$?
  echo "$status $((SECONDS - started))" >"$status_dir/$name"
}
(run vitest npx vitest run 2>&1 | sed -u 's/^/[vitest] /') &
(run e2e npx playwright test 2>&1 | sed -u 's/^/[e2e] /') &
wait

failed=0
for name in vitest e2e; do
  read -r status seconds <"$status_dir/$name" || status=1
  echo "$name: exit ${status}, ${seconds:-?} s"
  ((status == 0)) || failed=1
done
exit "$failed"
