import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import type { TestProject } from "vitest/node";
import { chromiumArgs, provideChromePath } from "#dev/scanner/chromium";

/**
 * One Chromium for the check suites of both test workers (tests/scanner/check-harness.ts connects to it):
 * a browser launched for every file cost each file its start-up. Each suite has a browser context of its
 * own, each scan a tab of its own, closed after it. Tests that end, kill or overload a browser on purpose
 * launch their own.
 */
export default async function setup(project: TestProject) {
  const userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-checks-"));
  const browser = await puppeteer.launch({
    executablePath: await provideChromePath(),
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
  project.provide("sharedChromium", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await rm(userDataDir, { recursive: true, force: true });
  };
}
