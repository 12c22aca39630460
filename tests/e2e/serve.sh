#!/usr/bin/env bash
# Serves the built app Worker for the end-to-end tests: a fresh local D1 with the migrations applied and
# the seeded subscribers, then the app and the scanner Worker on the local platform (serve.ts) on the port
# Playwright chose. Run `npm run build` first. With E2E_TURNSTILE_SITE_KEY and E2E_TURNSTILE_SECRET_KEY the
# forms are protected by Turnstile, through the local stand-in on E2E_TURNSTILE_PORT
# (tests/e2e/turnstile.spec.ts). With E2E_HOOKS_PORT, GitHub's API is the local stand-in's
# (workers/dev/services/hooks-server.ts).
set -euo pipefail
state_dir="${E2E_STATE_DIR:?}"
rm -rf "$state_dir"
export WRANGLER_SEND_METRICS=false
# A fresh local D1 with the migrations applied (copied from a template migrated once a test run).
bash tests/support/migrated-d1.sh "$state_dir"
# Subscribers the tests sign in as, so that only the journeys that test buying go through the checkout.
npx wrangler d1 execute DB --local --persist-to "$state_dir" --file tests/e2e/seed.sql >/dev/null
# The app Worker and the scanner Worker as wrangler bundles them for deployment, in one workerd.
exec node --import tsx tests/e2e/serve.ts
