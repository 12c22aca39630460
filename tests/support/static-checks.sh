#!/usr/bin/env bash
# The first part of `npm test`: the type checker, the linter and the production build side by side (each
# uses about one core), failing if any of them fails.
set -uo pipefail
npm run --silent typecheck &
typecheck=$!
npm run --silent lint &
lint=$!
npm run --silent build
build=$?
wait "$typecheck"
typecheck_status=$?
wait "$lint"
lint_status=$?
if ((build != 0 || typecheck_status != 0 || lint_status != 0)); then
  echo "static checks failed: build $build, typecheck $typecheck_status, lint $lint_status" >&2
  exit 1
fi
