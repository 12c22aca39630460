#!/usr/bin/env bash
# The first part of `npm test`: the linter, the type checker and the production build side by side (the
# suites need the build), failing if any of them fails. The type checker is TypeScript's native compiler
# (decision 054): some 10 s here, so it no longer needs to run beside the suites.
set -uo pipefail
npm run --silent lint &
lint=$!
npm run --silent typecheck &
typecheck=$!
npm run --silent build
build=$?
wait "$lint"
lint_status=$?
wait "$typecheck"
typecheck_status=$?
if ((build != 0 || lint_status != 0 || typecheck_status != 0)); then
  echo "static checks failed: build $build, lint $lint_status, typecheck $typecheck_status" >&2
  exit 1
fi
