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
  --var "LOCAL_SCANNER_URL:http://127.0.0.1:${E2E_SCANNER_PORT:?}" --var "FREE_SCANS_PER_HOUR:1000" \
  --var "FREE_SCANS_BUDGET_PER_HOUR:${E2E_FREE_SCANS_BUDGET:-100000}" \
  --var "LOCAL_SCANNER_ALLOW:127.0.0.1:${E2E_FIXTURE_PORT:?}" --var "LOCAL_RECOVERY_TOKEN:${E2E_LOCAL_TOKEN:?}" \
  --var "SESSION_SECRET:${E2E_SESSION_SECRET:-$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')}" \
  --var "OIDC_ISSUER:http://127.0.0.1:${E2E_OIDC_PORT:?}" --var "OIDC_CLIENT_ID:klarsicht-local" \
  --var "OIDC_CLIENT_SECRET:local-oidc-secret" --var "STRIPE_API_BASE:http://127.0.0.1:${E2E_STRIPE_PORT:?}" \
  --var "STRIPE_SECRET_KEY:sk_test_local" --var "STRIPE_WEBHOOK_SECRET:whsec_local" \
  --var "MAIL_API_BASE:http://127.0.0.1:${E2E_MAIL_PORT:?}" --var "RESEND_API_KEY:re_local_mail_key" \
  --var "MAIL_FROM:Klarsicht <benachrichtigung@klarsicht.test>" --var "CONTACT_INBOX:betrieb@klarsicht.test" --log-level warn --show-interactive-dev-session=false
