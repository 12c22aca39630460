/** The local scanner after its Chromium died: the next scans work in a new browser. */
import { once } from "node:events";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalScanner, type LocalScanner } from "#dev/scanner/scanner";
import { type BarrierServer, startBarrierServer } from "./barrier-server";

let site: BarrierServer;
let scanner: LocalScanner;

beforeAll(async () => {
  site = await startBarrierServer({ refusedOrigin: "http://10.0.0.1" });
  scanner = await createLocalScanner({
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort] },
    concurrency: 2,
  });
});

afterAll(async () => {
  await scanner?.close();
  await site?.close();
});

const scan = (page: string) => scanner.scan(`${site.origin}/${page}`, { level: "AA", locale: "de" });

it("scans again in a new browser after Chromium died, instead of using its detached tabs", async () => {
  // Two scans at once leave two idle tabs of the first browser behind.
  const warm = await Promise.all([scan("empty-button.html"), scan("clean.html")]);
  expect(warm.map((outcome) => outcome.ok)).toEqual([true, true]);
  const chromium = scanner.browserProcess();
  expect(chromium).toBeDefined();
  const exited = once(chromium as NonNullable<typeof chromium>, "exit");
  chromium?.kill("SIGKILL");
  await exited;

  const after = await Promise.all([scan("empty-button.html"), scan("clean.html"), scan("empty-link.html")]);
  expect(after.map((outcome) => (outcome.ok ? "ok" : `${outcome.error}: ${outcome.detail}`))).toEqual([
    "ok",
    "ok",
    "ok",
  ]);
  expect(scanner.browserProcess()?.pid).not.toBe(chromium?.pid);
});
