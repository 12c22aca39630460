#!/usr/bin/env bash
# The first part of `npm test`: the linter and the production build side by side (the suites need the
# build), failing if either fails. The type checker is not waited for here: it runs on one core for
# about half a minute after the build is done, so run-suites.sh runs it beside the suites and fails if it
# fails.
set -uo pipefail
npm run --silent lint &
lint=$!
npm run --silent build
build=$?
wait "$lint"
lint_status=$?
if ((build != 0 || lint_status != 0)); then
  echo "static checks failed: build $build, lint $lint_status" >&2
  exit 1
fi
