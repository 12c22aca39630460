import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/** What tests/support/integration-setup.ts starts for the integration tests. */
declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
    stripeApiBase: string;
  }
}

/** Stands in for the scanner Worker's service binding, which the app reaches only in production. */
function scannerWorkerAbsent(): Response {
  return new Response("The scanner Worker is not running in tests", { status: 503 });
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          // Pure logic, and the local stand-ins for the OpenID provider and Stripe.
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/fakes/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // The scanner in Node: real Chromium on local fixture sites.
        plugins: [tsconfigPaths()],
        test: {
          name: "scanner",
          include: ["tests/scanner/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // Integration tests run inside workerd against the built app Worker and a real local D1.
        plugins: [
          tsconfigPaths(),
          cloudflareTest(async ({ inject }) => ({
            main: "./workers/app.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./drizzle/migrations"),
                // Outbound requests to this address are answered by fetchMock in the tests.
                LOCAL_SCANNER_URL: "http://scanner.test",
                FREE_SCANS_PER_HOUR: "3",
                SESSION_SECRET: "integration-session-secret-0123456789abcdef",
                OIDC_ISSUER: inject("oidcIssuer"),
                STRIPE_API_BASE: inject("stripeApiBase"),
                STRIPE_SECRET_KEY: "sk_test_local",
                STRIPE_WEBHOOK_SECRET: "whsec_local",
                OIDC_CLIENT_ID: "klarsicht-local",
                OIDC_CLIENT_SECRET: "local-oidc-secret",
              },
              // The scanner Worker is not part of the tests; printing goes to LOCAL_SCANNER_URL.
              serviceBindings: {
                SCANNER: scannerWorkerAbsent,
              },
            },
          })),
        ],
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
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
      },
    ],
  },
});
