/**
 * `npm run dev` as a developer or a process manager runs it: it comes up (migrations, local scanner,
 * OpenID provider, Stripe, mail and Turnstile stand-ins, the demo shop, the app's dev server, recovery of
 * interrupted scans and scheduled scans), and SIGTERM
 * stops all of it and ends the process, without needing SIGKILL.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { freePortSync } from "../support/free-port";

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

it("comes up, and stops everything it started on SIGTERM", async () => {
  const ports = {
    PORT: freePortSync(),
    LOCAL_SCANNER_PORT: freePortSync(),
    LOCAL_OIDC_PORT: freePortSync(),
    LOCAL_STRIPE_PORT: freePortSync(),
    LOCAL_MAIL_PORT: freePortSync(),
    LOCAL_TURNSTILE_PORT: freePortSync(),
    DEMO_SITE_PORT: freePortSync(),
  };
  const stateDir = mkdtempSync(join(tmpdir(), "klarsicht-state-"));
  // Through npm, as developers and process managers start it: the signal goes to npm.
  const dev = spawn("npm", ["run", "--silent", "dev"], {
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([key, port]) => [key, String(port)])),
      // A database of its own, which it migrates itself: other tests run dev servers at the same time.
      LOCAL_STATE_DIR: stateDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(dev, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  let output = "";
  // Up means: the app answered the first recovery and cron call, so its dev server serves requests.
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Recovery of interrupted scans and scheduled scans: on")) resolve();
    };
    dev.stdout.on("data", read);
    dev.stderr.on("data", read);
    exited.then(([code]) => reject(new Error(`npm run dev ended early (${code}):\n${output}`)));
  });
  for (const port of Object.values(ports)) expect(await listening(port)).toBe(true);

  dev.kill("SIGTERM");
  await exited;
  for (const port of Object.values(ports)) expect(await listening(port)).toBe(false);
  rmSync(stateDir, { recursive: true, force: true });
}, 180_000);
