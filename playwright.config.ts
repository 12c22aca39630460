import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePortSync } from "./tests/support/free-port";

// Chosen once in the runner process; worker processes inherit the environment.
process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_INSPECTOR_PORT ??= String(freePortSync());
process.env.E2E_STATE_DIR ??= resolve("tests/.tmp/e2e-state");
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The system Chromium (Debian package); Playwright never downloads a browser here. */
const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
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
  use: {
    baseURL,
    locale: "de-DE",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    command: "bash tests/e2e/serve.sh",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
