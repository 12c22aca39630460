import { readFile } from "node:fs/promises";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { kCurrentWorker } from "miniflare";
import tsconfigPaths from "vite-tsconfig-paths";
import { configDefaults, defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";
import LongestFirstSequencer from "./tests/support/sequencer";
import { bundlePageCode, workerBundlePath } from "./workers/dev/scanner/page-bundle";

/** What tests/support/integration-setup.ts starts for the integration tests. */
declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
    stripeApiBase: string;
    /** The local mail stand-in (workers/dev/services/mail-server.ts), key re_integration_key. */
    mailApiBase: string;
    /** The local webhook, Slack and Teams receiver (workers/dev/services/hooks-server.ts). */
    hooksUrl: string;
    /** The local Turnstile stand-in (siteverify and api.js). */
    turnstileUrl: string;
    /** tests/support/worker-setup.ts: the Browser Rendering stand-in and the fixture pages. */
    browserRenderingPort: number;
    /** The same stand-in for an account whose limit is one concurrent browser. */
    oneBrowserRenderingPort: number;
    fixturePort: number;
    /** tests/fakes/doh-server.ts: the DNS-over-HTTPS resolver the scanner Worker asks in its tests. */
    dohUrl: string;
    /** The demo shop, reached as demo.test through the Browser Rendering stand-in and the DoH stand-in. */
    productionDemoPort: number;
    /** POST /end-sessions ends that shop's customer sessions (signed-in-production.test.ts). */
    demoControlUrl: string;
    /** tests/support/scanner-setup.ts: the one Chromium the check suites connect to. */
    sharedChromium: string;
  }
}

/** axe-core's script enters the page as text: the scanner Worker's wrangler.toml has a Text rule for it. */
const axeScriptAsText = {
  name: "axe-script-as-text",
  enforce: "pre" as const,
  async load(id: string) {
    if (!id.endsWith("/axe-core/axe.min.js")) return null;
    return `export default ${JSON.stringify(await readFile(id, "utf8"))};`;
  },
};

/**
 * Our page code enters the page as one script (workers/dev/scanner/page-bundle.ts): wrangler's build
 * command writes it to page-bundle.gen.js for the deployed Worker; here it is bundled from the sources as
 * the Worker's tests load it, whether or not that file exists or is current.
 */
const pageBundleAsText = {
  name: "page-bundle-as-text",
  enforce: "pre" as const,
  resolveId(source: string) {
    return source.endsWith("/page-bundle.gen.js") ? workerBundlePath : null;
  },
  async load(id: string) {
    if (id !== workerBundlePath) return null;
    return `export default ${JSON.stringify(await bundlePageCode())};`;
  },
};

/** The hostile-input walks (tests/integration/hostile-input.ts), run in a project of their own. */
const appConfig = unstable_readConfig({ config: "wrangler.toml" });

const hostileWalks = ["tests/integration/hostile-input.test.ts", "tests/integration/hostile-post.test.ts"];

/**
 * Integration tests run inside workerd against the built app Worker and a real local D1: the
 * integration project and the walks' project, the same app and settings.
 */
function integrationProject(options: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}) {
  return {
    plugins: [
      tsconfigPaths(),
      cloudflareTest(async ({ inject }) => ({
        // The app Worker, with a double in the scanner Worker's place (tests/integration/worker.ts).
        main: "./tests/integration/worker.ts",
        // The root wrangler.toml's settings, but for the scanner Worker's queue and service binding, which
        // lead to the double (a config's queue producer could not be replaced by another binding).
        miniflare: {
          compatibilityDate: appConfig.compatibility_date,
          // So that the pool finds the entrypoints of tests/integration/worker.ts (ctx.exports).
          compatibilityFlags: [...appConfig.compatibility_flags, "enable_ctx_exports"],
          d1Databases: ["DB"],
          r2Buckets: ["SCREENSHOTS"],
          bindings: {
            ...appConfig.vars,
            TEST_MIGRATIONS: await readD1Migrations("./drizzle/migrations"),
            // Set as if by mistake: the production build must ignore it (tests/integration/demo-site.test.ts).
            DEMO_SITE_URL: "http://127.0.0.1:8792/",
            // A local server, as `npm run dev` says with its stand-in's address: /local/cron exists.
            LOCAL_BROWSER_RENDERING_URL: "http://127.0.0.1:8790/",
            LOCAL_CRON_TOKEN: "local-cron-token-0123456789abcdef01",
            FREE_SCANS_PER_HOUR: "3",
            // Webhooks: their secrets' key, the DNS their addresses are vetted with, and the local
            // receiver as the one private address they may reach (tests/integration/webhooks.test.ts).
            SECRETS_KEY: "integration:integration-secrets-key-0123456789abcdef",
            DOH_URL: inject("dohUrl"),
            LOCAL_SCANNER_ALLOW: new URL(inject("hooksUrl")).host,
            GITHUB_API_BASE: `${inject("hooksUrl")}/github`,
            // Low, so that tests/integration/api.test.ts reaches it in a few calls.
            API_REQUESTS_PER_MINUTE: "40",
            SESSION_SECRET: "integration-session-secret-0123456789abcdef",
            LOGIN_SECRETS_KEY: "it1:integration-login-secrets-0123456789abcdef",
            OIDC_ISSUER: inject("oidcIssuer"),
            STRIPE_API_BASE: inject("stripeApiBase"),
            STRIPE_SECRET_KEY: "sk_test_local",
            STRIPE_WEBHOOK_SECRET: "whsec_local",
            OIDC_CLIENT_ID: "klarsicht-local",
            OIDC_CLIENT_SECRET: "local-oidc-secret",
            MAIL_API_BASE: inject("mailApiBase"),
            RESEND_API_KEY: "re_integration_key",
            MAIL_FROM: "Klarsicht <benachrichtigung@klarsicht.test>",
            CONTACT_INBOX: "betrieb@klarsicht.test",
            // Without keys Turnstile stays off; tests/integration/turnstile.test.ts adds the test keys.
            TURNSTILE_SCRIPT_URL: `${inject("turnstileUrl")}/turnstile/v0/api.js`,
            TURNSTILE_VERIFY_URL: `${inject("turnstileUrl")}/turnstile/v0/siteverify`,
          },
          // The scanner Worker's queue and service binding lead to the double in the tests' isolate.
          serviceBindings: {
            SCAN_QUEUE: { name: kCurrentWorker, entrypoint: "ScanQueue" },
            SCANNER: { name: kCurrentWorker, entrypoint: "Scanner" },
          },
        },
      })),
    ],
    test: {
      name: options.name,
      include: options.include,
      exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
      isolate: options.isolate,
      // Bounded, but with room for a busy machine.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      setupFiles: ["./tests/integration/apply-migrations.ts", "./tests/integration/scanner-double-setup.ts"],
      globalSetup: ["./tests/support/integration-setup.ts"],
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: ["@remix-run/cloudflare", "@remix-run/server-runtime", "@remix-run/react"],
          },
        },
      },
    },
  };
}

export default defineConfig({
  test: {
    // Both cores: vitest would otherwise keep one for itself and run every file one after another.
    maxWorkers: 2,
    // The longest files first, across the projects (tests/support/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          // Pure logic, the local stand-ins for the OpenID provider and Stripe, and the dev server's request
          // pipeline (Vite with vite.config.ts, as `npm run dev` starts it).
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/local-services/**/*.test.ts"],
          environment: "node",
          // Modules are loaded once a test worker, not once a file: these files share no state but the
          // module cache (each starts its own servers and restores what it mocks).
          isolate: false,
        },
      },
      {
        // The scanner in Node: real Chromium on local fixture sites.
        plugins: [tsconfigPaths()],
        test: {
          name: "scanner",
          include: ["tests/scanner/**/*.test.ts"],
          environment: "node",
          // As the unit tests: modules loaded once a test worker. The check suites share one Chromium, each
          // in a browser context of its own (scanner-setup.ts); the other files launch their own where
          // they end, kill or overload it.
          isolate: false,
          globalSetup: ["./tests/support/scanner-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The scanner Worker as the platform runs it: queue batches, cron and the PDF endpoint inside
        // workerd with a real local D1, scanning through the Browser Rendering stand-in.
        plugins: [
          tsconfigPaths(),
          axeScriptAsText,
          pageBundleAsText,
          cloudflareTest(async ({ inject }) => ({
            main: "./workers/scanner/worker.ts",
            miniflare: {
              compatibilityDate: "2025-09-01",
              compatibilityFlags: ["nodejs_compat"],
              // As the scanner Worker's wrangler.toml: the text recognition engine's WebAssembly compiled,
              // its models as bytes, loaded by workerd itself (Vite cannot).
              modulesRules: [
                { type: "CompiledWasm", include: ["**/*.wasm"] },
                { type: "Data", include: ["**/*.traineddata.gz"] },
              ],
              d1Databases: ["DB"],
              r2Buckets: ["SCREENSHOTS"],
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./drizzle/migrations"),
                // The Worker's own settings, for the app's calls through its service binding (SELF):
                // the DNS-over-HTTPS stand-in and the login secrets' key (signed-in-production.test.ts).
                DOH_URL: inject("dohUrl"),
                LOGIN_SECRETS_KEY: "worker-prod:worker-production-login-secrets-0123456789",
              },
              serviceBindings: {
                BROWSER: { external: { address: `127.0.0.1:${inject("browserRenderingPort")}`, http: {} } },
                ONE_BROWSER: {
                  external: { address: `127.0.0.1:${inject("oneBrowserRenderingPort")}`, http: {} },
                },
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
          globalSetup: ["./tests/support/worker-setup.ts"],
          testTimeout: 60_000,
        },
      },
      integrationProject({
        name: "integration",
        include: ["tests/integration/**/*.test.ts"],
        exclude: hostileWalks,
        // The app is loaded into one workerd per test worker, not one per file; every file starts from
        // empty tables (apply-migrations.ts).
        isolate: false,
      }),
      integrationProject({
        // The two walks of hostile input, thousands of requests each, in a workerd of their own each:
        // after the other files' requests, the same workerd answered them up to 30 times slower (122 s
        // against 4 s for the POST walk).
        name: "integration-walks",
        include: hostileWalks,
        isolate: true,
      }),
    ],
  },
});
