import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
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
          cloudflareTest(async () => ({
            main: "./workers/app.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./drizzle/migrations"),
                // Outbound requests to this address are answered by fetchMock in the tests.
                LOCAL_SCANNER_URL: "http://scanner.test",
                FREE_SCANS_PER_HOUR: "3",
              },
            },
          })),
        ],
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
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
