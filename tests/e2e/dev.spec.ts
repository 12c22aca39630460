import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { freePortSync } from "../support/free-port";
import { recordNoise } from "./noise";
import { expect, test } from "./support";

/*
 * `npm run dev` as a developer sees it and as a process manager stops it, started once: it comes up
 * (migrations, the scanner Worker with its queue and the Browser Rendering stand-in, OpenID provider,
 * Stripe, mail and Turnstile stand-ins, the demo shop, the app's dev server, recovery of interrupted scans
 * and scheduled scans); a scan takes production's path from the queue on; React's development build reports
 * no hydration mismatch (the production build the other tests use stays silent about them) and Chrome's
 * DevTools workspace request finds an answer; and SIGTERM stops all of it and ends the process, without
 * needing SIGKILL.
 */

const ports = {
  PORT: freePortSync(),
  LOCAL_BROWSER_RENDERING_PORT: freePortSync(),
  LOCAL_OIDC_PORT: freePortSync(),
  LOCAL_STRIPE_PORT: freePortSync(),
  LOCAL_MAIL_PORT: freePortSync(),
  LOCAL_TURNSTILE_PORT: freePortSync(),
  DEMO_SITE_PORT: freePortSync(),
  LOCAL_HOOKS_PORT: freePortSync(),
};
const devOrigin = `http://127.0.0.1:${ports.PORT}`;
let dev: ChildProcess | undefined;
let exited: Promise<unknown> = Promise.resolve();
// A database of its own, which it migrates itself: the other tests run their own servers at the same time.
const stateDir = mkdtempSync(join(tmpdir(), "klarsicht-state-"));

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Through npm, as developers and process managers start it: the signal goes to npm.
  const started = spawn("npm", ["run", "--silent", "dev"], {
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([key, port]) => [key, String(port)])),
      LOCAL_STATE_DIR: stateDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev = started;
  exited = once(started, "exit");
  let output = "";
  // Up means: the app answered the first cron call, so its dev server serves requests.
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Scheduled scans: on")) resolve();
    };
    started.stdout?.on("data", read);
    started.stderr?.on("data", read);
    started.once("exit", (code) => reject(new Error(`npm run dev ended early (${code}):\n${output}`)));
  });
});

test.afterAll(async () => {
  // Only if a test failed before stopping it.
  if (dev && dev.exitCode === null && dev.signalCode === null) {
    dev.kill("SIGTERM");
    await exited;
  }
  rmSync(stateDir, { recursive: true, force: true });
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

test("in development, a scan goes through the queue to the scanner Worker, which takes its browser from Browser Rendering", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const browserRendering = `http://127.0.0.1:${ports.LOCAL_BROWSER_RENDERING_PORT}`;
  const sessions = async () =>
    ((await (await fetch(`${browserRendering}/v1/sessions`)).json()) as { sessions: unknown[] }).sessions;
  // No browser before the scan: nothing else in npm run dev takes one.
  expect(await sessions()).toEqual([]);
  await page.goto(devOrigin);
  const demo = page.getByRole("button", { name: "Demo-Website testen" });
  // The first form with the button, once its Turnstile widget (the local stand-in) has passed.
  const form = page.locator("form").filter({ has: demo }).first();
  await expect(form.getByText("Erfolgreich geprüft")).toBeVisible();
  await form.getByRole("button", { name: "Demo-Website testen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Ergebnis für 127.0.0.1:${ports.DEMO_SITE_PORT}`,
    { timeout: 60_000 },
  );
  // One of the demo shop's barriers: a button without a name.
  await expect(page.getByText("button-name", { exact: true }).first()).toBeAttached();
  // The scanner Worker's browser stays warm for the next job, as on the platform.
  expect((await sessions()).length).toBe(1);
});

test("SIGTERM stops everything npm run dev started, and it ends", async () => {
  test.setTimeout(60_000);
  for (const [name, port] of Object.entries(ports)) expect(await listening(port), name).toBe(true);
  dev?.kill("SIGTERM");
  await exited;
  for (const [name, port] of Object.entries(ports)) expect(await listening(port), name).toBe(false);
});

test("a service that cannot start (its port taken) ends npm run dev with the reason, leaving nothing running", async () => {
  test.setTimeout(60_000);
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  const takenPort = (taken.address() as { port: number }).port;
  const other = Object.fromEntries(Object.keys(ports).map((key) => [key, freePortSync()]));
  const otherState = mkdtempSync(join(tmpdir(), "klarsicht-state-"));
  try {
    const failing = spawn("npm", ["run", "--silent", "dev"], {
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(other).map(([key, port]) => [key, String(port)])),
        LOCAL_MAIL_PORT: String(takenPort),
        LOCAL_STATE_DIR: otherState,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    failing.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    failing.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(failing, "exit")) as [number | null];
    expect(output).toContain("npm run dev could not start the local services");
    expect(output).toContain(`EADDRINUSE: address already in use 127.0.0.1:${takenPort}`);
    expect(code).toBe(1);
    // The app had started first: it went with the rest.
    for (const [name, port] of Object.entries(other)) expect(await listening(port), name).toBe(false);
  } finally {
    taken.close();
    rmSync(otherState, { recursive: true, force: true });
  }
});
