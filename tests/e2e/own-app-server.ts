import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { freePortSync } from "../support/free-port";

export type OwnAppServer = { baseURL: string; close(): void };

/**
 * An app server of a spec's own (tests/e2e/serve.sh on free ports, a fresh local D1), for settings the
 * suite's shared server must not have: a spent free-scan budget, Turnstile. Ready once it answers, as
 * Playwright's own webServer check does.
 */
export async function startOwnAppServer(name: string, env: Record<string, string>): Promise<OwnAppServer> {
  const port = freePortSync();
  const baseURL = `http://127.0.0.1:${port}`;
  const stateDir = mkdtempSync(join(tmpdir(), `klarsicht-e2e-${name}-`));
  const server: ChildProcess = spawn("bash", ["tests/e2e/serve.sh"], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_STATE_DIR: stateDir,
      ...env,
    },
    // Its own process group, so that workerd ends with it.
    detached: true,
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/`).catch(() => null))?.status, { timeout: 140_000 })
    .toBe(200);
  return {
    baseURL,
    close() {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
