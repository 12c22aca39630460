#!/usr/bin/env bash
# Serves the built app Worker for the end-to-end tests: a fresh local D1 with the migrations applied,
# then `wrangler dev` on the port Playwright chose. Run `npm run build` first. With E2E_TURNSTILE_SITE_KEY
# and E2E_TURNSTILE_SECRET_KEY the forms are protected by Turnstile, through the local stand-in on
# E2E_TURNSTILE_PORT (tests/e2e/turnstile.spec.ts). With E2E_HOOKS_PORT, GitHub's API is the local stand-in's
# (workers/dev/services/hooks-server.ts).
set -euo pipefail
state_dir="${E2E_STATE_DIR:?}"
port="${E2E_PORT:?}"
rm -rf "$state_dir"
export WRANGLER_SEND_METRICS=false
# A fresh local D1 with the migrations applied (copied from a template migrated once a test run).
bash tests/support/migrated-d1.sh "$state_dir"
# Subscribers the tests sign in as, so that only the journeys that test buying go through the checkout.
npx wrangler d1 execute DB --local --persist-to "$state_dir" --file tests/e2e/seed.sql >/dev/null
turnstile=()
if [[ -n "${E2E_TURNSTILE_SITE_KEY:-}" ]]; then
  turnstile_url="http://127.0.0.1:${E2E_TURNSTILE_PORT:?}/turnstile/v0"
  turnstile=(--var "TURNSTILE_SITE_KEY:$E2E_TURNSTILE_SITE_KEY" --var "TURNSTILE_SECRET_KEY:${E2E_TURNSTILE_SECRET_KEY:?}"
    --var "TURNSTILE_SCRIPT_URL:$turnstile_url/api.js" --var "TURNSTILE_VERIFY_URL:$turnstile_url/siteverify")
fi
github=()
if [[ -n "${E2E_HOOKS_PORT:-}" ]]; then
  github=(--var "GITHUB_API_BASE:http://127.0.0.1:$E2E_HOOKS_PORT/github")
fi
exec npx wrangler dev --ip 127.0.0.1 --port "$port" --inspector-port "${E2E_INSPECTOR_PORT:?}" \
  --persist-to "$state_dir" --var "SITE_URL:http://127.0.0.1:$port" \
  --var "LOCAL_SCANNER_URL:http://127.0.0.1:${E2E_SCANNER_PORT:?}" --var "FREE_SCANS_PER_HOUR:1000" \
  --var "FREE_SCANS_BUDGET_PER_HOUR:${E2E_FREE_SCANS_BUDGET:-100000}" \
  --var "LOCAL_SCANNER_ALLOW:127.0.0.1:${E2E_FIXTURE_PORT:?},127.0.0.1:${E2E_DEMO_PORT:?}" --var "LOCAL_RECOVERY_TOKEN:${E2E_LOCAL_TOKEN:?}" \
  --var "LOGIN_SECRETS_KEY:e2e:end-to-end-login-secrets-key-0123456789" \
  --var "SESSION_SECRET:${E2E_SESSION_SECRET:-$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')}" \
  --var "SECRETS_KEY:e2e:klarsicht-end-to-end-secrets-key-0123456789" \
  --var "OIDC_ISSUER:http://127.0.0.1:${E2E_OIDC_PORT:?}" --var "OIDC_CLIENT_ID:klarsicht-local" \
  --var "OIDC_CLIENT_SECRET:local-oidc-secret" --var "STRIPE_API_BASE:http://127.0.0.1:${E2E_STRIPE_PORT:?}" \
  --var "STRIPE_SECRET_KEY:sk_test_local" --var "STRIPE_WEBHOOK_SECRET:whsec_local" \
  --var "MAIL_API_BASE:http://127.0.0.1:${E2E_MAIL_PORT:?}" --var "RESEND_API_KEY:re_local_mail_key" \
  --var "MAIL_FROM:Klarsicht <benachrichtigung@klarsicht.test>" --var "CONTACT_INBOX:betrieb@klarsicht.test" \
  "${turnstile[@]}" "${github[@]}" --log-level warn --show-interactive-dev-session=false
