/**
 * Serves the built app Worker for the end-to-end tests on the local platform (workers/dev/local-platform.ts):
 * the app Worker and the scanner Worker, as wrangler bundles them for deployment, in one workerd with the
 * local D1 and R2 of E2E_STATE_DIR, the scan queue and the webhook queue. Scans take production's path: the
 * queue, the scanner Worker, Browser Rendering (the stand-in on E2E_BROWSER_RENDERING_PORT), DNS over
 * HTTPS (a stand-in that knows no name). Started by
 * serve.sh once the D1 is migrated and seeded; stops on SIGTERM.
 */
import { resolve } from "node:path";
import { startLocalPlatform } from "#dev/local-platform";
import { startDohStandIn } from "../fakes/doh-server";

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
const local = (name: string) => `http://127.0.0.1:${setting(name)}`;
const port = Number(setting("E2E_PORT"));
const siteUrl = `http://127.0.0.1:${port}`;
const loginSecretsKey = "e2e:end-to-end-login-secrets-key-0123456789";
// The fixture site and the demo shop may be scanned; nothing else private.
const allow = `127.0.0.1:${setting("E2E_FIXTURE_PORT")},127.0.0.1:${setting("E2E_DEMO_PORT")}`;
const turnstile: Record<string, string> = process.env.E2E_TURNSTILE_SITE_KEY
  ? {
      TURNSTILE_SITE_KEY: process.env.E2E_TURNSTILE_SITE_KEY,
      TURNSTILE_SECRET_KEY: setting("E2E_TURNSTILE_SECRET_KEY"),
      TURNSTILE_SCRIPT_URL: `${local("E2E_TURNSTILE_PORT")}/turnstile/v0/api.js`,
      TURNSTILE_VERIFY_URL: `${local("E2E_TURNSTILE_PORT")}/turnstile/v0/siteverify`,
    }
  : {};

// The DNS both Workers ask (their DOH_URL): offline, and so here, every host name is unknown.
const doh = await startDohStandIn();

const platform = await startLocalPlatform({
  stateDir: setting("E2E_STATE_DIR"),
  // Shared by the suite's app servers (own-app-server.ts): bundled once a run, when the build changed.
  bundleDir: resolve("tests/.tmp/e2e-bundles"),
  browserRenderingUrl: local("E2E_BROWSER_RENDERING_PORT"),
  scannerVars: {
    LOCAL_SCANNER_ALLOW: allow,
    DOH_URL: doh.url,
    LOGIN_SECRETS_KEY: loginSecretsKey,
    // The customers' fixture sites are scanned with axe-core and the one check of ours the specs read
    // (report-language.spec.ts); our own pages get every check (own-pages.spec.ts, its own scanner).
    SCANNER_CHECKS: "links",
  },
  app: {
    port,
    vars: {
      SITE_URL: siteUrl,
      LOCAL_BROWSER_RENDERING_URL: local("E2E_BROWSER_RENDERING_PORT"),
      LOCAL_CRON_TOKEN: setting("E2E_LOCAL_TOKEN"),
      LOCAL_SCANNER_ALLOW: allow,
      DOH_URL: doh.url,
      FREE_SCANS_PER_HOUR: "1000",
      FREE_SCANS_BUDGET_PER_HOUR: process.env.E2E_FREE_SCANS_BUDGET ?? "100000",
      LOGIN_SECRETS_KEY: loginSecretsKey,
      SESSION_SECRET: setting("E2E_SESSION_SECRET"),
      SECRETS_KEY: "e2e:klarsicht-end-to-end-secrets-key-0123456789",
      OIDC_ISSUER: local("E2E_OIDC_PORT"),
      OIDC_CLIENT_ID: "klarsicht-local",
      OIDC_CLIENT_SECRET: "local-oidc-secret",
      STRIPE_API_BASE: local("E2E_STRIPE_PORT"),
      STRIPE_SECRET_KEY: "sk_test_local",
      STRIPE_WEBHOOK_SECRET: "whsec_local",
      MAIL_API_BASE: local("E2E_MAIL_PORT"),
      RESEND_API_KEY: "re_local_mail_key",
      MAIL_FROM: "Klarsicht <benachrichtigung@klarsicht.test>",
      CONTACT_INBOX: "betrieb@klarsicht.test",
      ...(process.env.E2E_HOOKS_PORT ? { GITHUB_API_BASE: `${local("E2E_HOOKS_PORT")}/github` } : {}),
      ...turnstile,
    },
  },
});
console.log(`The app Worker answers on ${platform.appUrl}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await platform.dispose();
  await doh.close();
  process.exit(0);
}
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
