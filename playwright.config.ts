import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePortSync } from "./tests/support/free-port";
import { provideChromePath } from "./workers/dev/scanner/chromium";

// Chosen once in the runner process; worker processes inherit the environment.
process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_BROWSER_RENDERING_PORT ??= String(freePortSync());
process.env.E2E_FIXTURE_PORT ??= String(freePortSync());
// The demo shop with its customer account (site-access.spec.ts), served beside the fixture site.
process.env.E2E_DEMO_PORT ??= String(freePortSync());
process.env.E2E_OIDC_PORT ??= String(freePortSync());
process.env.E2E_STRIPE_PORT ??= String(freePortSync());
process.env.E2E_MAIL_PORT ??= String(freePortSync());
// Known to the tests, which sign unsubscribe links with it as the app does (tests/e2e/mail.spec.ts).
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString("hex");
process.env.E2E_TURNSTILE_PORT ??= String(freePortSync());
// The local webhook receiver with GitHub's and Jira's issue APIs (tests/e2e/api-remote.spec.ts).
process.env.E2E_HOOKS_PORT ??= String(freePortSync());
process.env.E2E_STATE_DIR ??= resolve("tests/.tmp/e2e-state");
// The token of the local-only routes (/local/cron), as `npm run dev` makes one up for its app.
process.env.E2E_LOCAL_TOKEN ??= randomBytes(32).toString("hex");
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * A system Chromium, or the one inside the @sparticuz/chromium package: Playwright never downloads a
 * browser. Resolved once here; the Browser Rendering stand-in and the test workers inherit CHROME_PATH.
 */
const chromium = {
  executablePath: await provideChromePath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  // Room for a busy machine: a web-first assertion waits for its event, up to this long.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: "de-DE",
    launchOptions: chromium,
    // Recording a trace costs every test CPU (snapshots, a screencast): in CI only the retry of a failed
    // test records one; locally every failed test keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    // The longest tests (our whole scanner on our own pages) start first, so that both workers finish
    // together rather than one waiting for them at the end.
    {
      name: "own-pages",
      testMatch: "own-pages.spec.ts",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "chromium",
      testIgnore: "own-pages.spec.ts",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // A local site with known barriers for the free scans to test.
      command: "npx tsx tests/e2e/fixture-site.ts",
      url: `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Cloudflare Browser Rendering's stand-in, where the scanner Worker takes its browsers (local Chromium).
      command: "node --import tsx workers/dev/services/browser-rendering-main.ts",
      url: `http://127.0.0.1:${process.env.E2E_BROWSER_RENDERING_PORT}/v1/sessions`,
      // A signal it can answer, so it closes its browsers (each in a process group of its own).
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: {
        ...(process.env as Record<string, string>),
        LOCAL_BROWSER_RENDERING_PORT: String(process.env.E2E_BROWSER_RENDERING_PORT),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The local OpenID provider: any login signs in.
      command: "npx tsx workers/dev/services/oidc-provider-main.ts",
      url: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}/.well-known/openid-configuration`,
      env: {
        ...(process.env as Record<string, string>),
        LOCAL_OIDC_PORT: String(process.env.E2E_OIDC_PORT),
        LOCAL_OIDC_REDIRECT_URIS: `${baseURL}/auth/callback`,
        LOCAL_OIDC_POST_LOGOUT_URIS: `${baseURL}/`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The local Stripe-compatible server, sending signed webhooks to the app.
      command: "npx tsx workers/dev/services/stripe-server-main.ts",
      url: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}/v1/products/prod_basic`,
      env: {
        ...(process.env as Record<string, string>),
        LOCAL_STRIPE_PORT: String(process.env.E2E_STRIPE_PORT),
        LOCAL_STRIPE_WEBHOOK_URL: `${baseURL}/stripe/webhook`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The local mail stand-in (Resend's API) with its inbox; tests read the mails through its JSON API.
      command: "npx tsx workers/dev/services/mail-server-main.ts",
      url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/_local/api/emails`,
      env: {
        ...(process.env as Record<string, string>),
        LOCAL_MAIL_PORT: String(process.env.E2E_MAIL_PORT),
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The local Turnstile (siteverify and the widget script), for the app server of turnstile.spec.ts.
      command: "npx tsx workers/dev/services/turnstile-server-main.ts",
      url: `http://127.0.0.1:${process.env.E2E_TURNSTILE_PORT}/turnstile/v0/api.js`,
      env: {
        ...(process.env as Record<string, string>),
        LOCAL_TURNSTILE_PORT: String(process.env.E2E_TURNSTILE_PORT),
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The local webhook receiver and GitHub's and Jira's issue APIs, which the app sends issues to.
      command: "npx tsx workers/dev/services/hooks-server-main.ts",
      url: `http://127.0.0.1:${process.env.E2E_HOOKS_PORT}/`,
      env: {
        ...(process.env as Record<string, string>),
        LOCAL_HOOKS_PORT: String(process.env.E2E_HOOKS_PORT),
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "bash tests/e2e/serve.sh",
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
