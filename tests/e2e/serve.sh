#!/usr/bin/env bash
# Serves the built app Worker for the end-to-end tests: a fresh local D1 with the migrations applied,
# then `wrangler dev` on the port Playwright chose. Run `npm run build` first.
set -euo pipefail
state_dir="${E2E_STATE_DIR:?}"
port="${E2E_PORT:?}"
rm -rf "$state_dir"
export WRANGLER_SEND_METRICS=false
npx wrangler d1 migrations apply DB --local --persist-to "$state_dir" >/dev/null
exec npx wrangler dev --ip 127.0.0.1 --port "$port" --inspector-port "${E2E_INSPECTOR_PORT:?}" \
  --persist-to "$state_dir" --var "SITE_URL:http://127.0.0.1:$port" \
  --var "LOCAL_SCANNER_URL:http://127.0.0.1:${E2E_SCANNER_PORT:?}" --var "FREE_SCANS_PER_HOUR:1000" --log-level warn --show-interactive-dev-session=false
