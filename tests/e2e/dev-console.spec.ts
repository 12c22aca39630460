import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { freePortSync } from "../support/free-port";
import { migratedLocalState } from "../support/local-state";
import { recordNoise } from "./noise";
import { expect, test } from "./support";

/*
 * `npm run dev` as a developer sees it: React's development build reports hydration mismatches (the
 * production build the other tests use stays silent about them), and Chrome asks localhost pages for a
 * DevTools workspace file. The app's Vite dev server is started here against the local stand-ins the
 * suite already runs.
 */

const port = freePortSync();
const devOrigin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let stateDir: string | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // As `npm run dev` does: the local D1 the dev server uses gets the migrations first.
  stateDir = migratedLocalState();
  server = spawn("npx", ["remix", "vite:dev", "--strictPort"], {
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      LOCAL_STATE_DIR: stateDir,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      LOCAL_SCANNER_URL: `http://127.0.0.1:${process.env.E2E_SCANNER_PORT}`,
      OIDC_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
      OIDC_CLIENT_ID: "klarsicht-local",
      OIDC_CLIENT_SECRET: "local-oidc-secret",
      STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
      STRIPE_SECRET_KEY: "sk_test_local",
      STRIPE_WEBHOOK_SECRET: "whsec_local",
    },
  });
  // As Playwright's own webServer option does: ask until the server answers.
  await expect
    .poll(
      () =>
        fetch(`${devOrigin}/`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 110_000,
      },
    )
    .toBe(200);
});

test.afterAll(() => {
  // The whole process group: npx, remix and the workerd it starts.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

/** React's development build marks each element it has hydrated; the footer comes last in the document. */
async function waitForDevHydration(page: Page) {
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer");
    return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber$"));
  });
}

test("in development, pages hydrate without warnings and request nothing missing", async ({ page }) => {
  test.setTimeout(120_000);
  const noise = recordNoise(page);
  for (const path of ["/", "/bfsg", "/kontakt", "/setup"]) {
    await page.goto(`${devOrigin}${path}`);
    await waitForDevHydration(page);
    await page.waitForLoadState("networkidle");
    expect(noise, path).toEqual([]);
  }
});

test("in development, Chrome's DevTools workspace request is not a 404", async () => {
  const response = await fetch(`${devOrigin}/.well-known/appspecific/com.chrome.devtools.json`);
  expect(response.status).toBe(204);
});
