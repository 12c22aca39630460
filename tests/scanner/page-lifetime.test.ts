/**
 * Hostile pages cannot outlive their scan: a page that keeps allocating memory on a timer stops
 * executing once its scan is over (the tab leaves it before it is reused), a renderer that holds more
 * than the cap is killed and its tab not reused, and on Browser Rendering (the production library,
 * @cloudflare/puppeteer, against a local Chromium) the job's browser context closes with the page in
 * it. Pages that never finish (an endless script, 60,000 links) end in a timeout and leave the scanner
 * able to scan the next page.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import cloudflarePuppeteer from "@cloudflare/puppeteer";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Resolver, TargetPolicy } from "#core/guard";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { createLocalScanner, type LocalScanner, loadAxe } from "#dev/scanner/scanner";
import { scanJobInBrowser } from "#scanner/browser-rendering";
import { openScanTab, type ScanOptions } from "#scanner/engine";
import { type HostileSite, startHostileSite } from "./hostile-server";

let site: HostileSite;
let browser: Browser;
let productionBrowser: Awaited<ReturnType<typeof cloudflarePuppeteer.connect>>;
let userDataDir: string;
let axe: Awaited<ReturnType<typeof loadAxe>>;
let policy: TargetPolicy;
let options: ScanOptions;

const noNames: Resolver = async (hostname) => {
  throw new Error(`unexpected lookup of ${hostname}`);
};
const mib = 1024 * 1024;

beforeAll(async () => {
  site = await startHostileSite();
  policy = { allowPrivate: false, allowedHostPorts: [site.hostPort] };
  axe = await loadAxe();
  options = { level: "AA", locale: "de", ...axe, isAllowed: async () => true };
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-lifetime-"));
  browser = await puppeteer.launch({
    executablePath: await resolveChromePath(),
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
  productionBrowser = await cloudflarePuppeteer.connect({ browserWSEndpoint: browser.wsEndpoint() });
});

afterAll(async () => {
  await productionBrowser?.disconnect();
  await browser?.close();
  await site?.close();
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

beforeEach(() => {
  site.requests.length = 0;
});

const hog = () => `${site.origin}/memory-hog.html`;

/** The page's timer asks for /tick on every step: its requests show whether it still runs. */
function countTicks(page: Page): () => number {
  let ticks = 0;
  page.on("request", (request) => {
    if (request.url().includes("/tick?")) ticks++;
  });
  return () => ticks;
}

/**
 * A timer that still runs after the scan has no event to wait for: the test gives it ten of its
 * 50 ms steps to show itself.
 */
const roomForTicks = () => new Promise((done) => setTimeout(done, 500));

async function heldBytes(page: Page): Promise<number> {
  const session = await page.createCDPSession();
  try {
    await session.send("HeapProfiler.collectGarbage");
    const usage = await session.send("Runtime.getHeapUsage");
    return usage.usedSize;
  } finally {
    await session.detach();
  }
}

describe("a page that keeps allocating memory on a timer", () => {
  it("stops executing once the tab leaves it after the scan, and what it held is freed", async () => {
    const page = await browser.newPage();
    try {
      const ticks = countTicks(page);
      const tab = await openScanTab(page);
      const outcome = await tab.scan(hog(), options);
      expect(outcome.ok).toBe(true);
      expect(ticks()).toBeGreaterThan(0);
      expect(tab.reusable).toBe(true);

      await tab.blank();
      const ticksAfterScan = ticks();
      await roomForTicks();
      expect(ticks()).toBe(ticksAfterScan);
      expect(page.url()).toBe("about:blank");
      expect(await heldBytes(page)).toBeLessThan(32 * mib);
    } finally {
      await page.close();
    }
  });

  it("leaves a reused tab's renderer small: what the page held is collected when the tab leaves it", async () => {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    try {
      const tab = await openScanTab(page);
      expect((await tab.scan(hog(), options)).ok).toBe(true);
      expect((await session.send("Runtime.getHeapUsage")).usedSize).toBeGreaterThan(64 * mib);
      await tab.blank();
      // Asked without collecting first: the heap the renderer holds as the next scan would find it.
      expect((await session.send("Runtime.getHeapUsage")).usedSize).toBeLessThan(16 * mib);
      expect(tab.reusable).toBe(true);
    } finally {
      await session.detach().catch(() => {});
      await page.close();
    }
  });

  it("over the memory cap, its renderer is killed and the tab is not reused", async () => {
    const page = await browser.newPage();
    try {
      const ticks = countTicks(page);
      const crashed = new Promise<Error>((resolve) => page.once("error", resolve));
      const tab = await openScanTab(page);
      const outcome = await tab.scan(hog(), { ...options, maxRendererBytes: 48 * mib });
      // The scan itself is fine: what the page did after it is the problem.
      expect(outcome.ok).toBe(true);
      expect(tab.reusable).toBe(false);
      expect((await crashed).message).toMatch(/crash/i);
      const ticksAfterKill = ticks();
      await roomForTicks();
      expect(ticks()).toBe(ticksAfterKill);
    } finally {
      await page.close();
    }
  });

  it("an honest page under the cap keeps its tab", async () => {
    const page = await browser.newPage();
    try {
      const tab = await openScanTab(page);
      const outcome = await tab.scan(`${site.origin}/storage.html?as=honest`, options);
      expect(outcome.ok).toBe(true);
      expect(tab.reusable).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("on Browser Rendering, the job's context closes with the page when the job ends", async () => {
    const contextsBefore = productionBrowser.browserContexts().length;
    const outcome = await scanJobInBrowser(
      productionBrowser,
      { runId: "run-hog", url: hog(), level: "AA", locale: "de" },
      { ...axe, policy, resolve: noNames },
    );
    expect(outcome.ok).toBe(true);
    expect(productionBrowser.browserContexts()).toHaveLength(contextsBefore);
    expect(productionBrowser.targets().filter((target) => target.url().includes("memory-hog"))).toEqual([]);
    const ticks = site.requests.filter((request) => request.startsWith("GET /tick?")).length;
    expect(ticks).toBeGreaterThan(0);
    await roomForTicks();
    expect(site.requests.filter((request) => request.startsWith("GET /tick?"))).toHaveLength(ticks);
  });
});

describe("pages that never finish end in a timeout and leave the scanner usable", () => {
  let scanner: LocalScanner;

  beforeAll(async () => {
    scanner = await createLocalScanner({
      policy,
      resolve: noNames,
      concurrency: 1,
      // A page that never finishes loading may keep its scan until the hard cap (60 s by default, for a
      // large document still arriving): a lower cap keeps each of these scans to seconds.
      engine: { timeoutMs: 6_000, maxTimeoutMs: 12_000, maxRendererBytes: 48 * mib },
    });
  });

  afterAll(async () => {
    await scanner?.close();
  });

  it("endless-loop.html", async () => {
    const scan = (url: string) => scanner.scan(url, { level: "AA", locale: "de", runId: "run-endless" });
    expect(await scan(`${site.origin}/endless-loop.html`)).toMatchObject({ ok: false, error: "timeout" });
    const next = await scan(`${site.origin}/storage.html?as=after-endless-loop`);
    expect(next.ok ? "ok" : next).toBe("ok");
  });

  it("many-links.html", async () => {
    const scan = (url: string) => scanner.scan(url, { level: "AA", locale: "de", runId: "run-links" });
    // 120,000 elements: how much of it fits into the scan's time depends on the machine. It ends either
    // in the timeout or with a report that says it checked only part of the page, never in a full report.
    const outcome = await scan(`${site.origin}/many-links.html`);
    if (outcome.ok) {
      expect(outcome.report.partial?.elementsTotal).toBeGreaterThan(120_000);
      expect(outcome.report.partial?.elementsChecked).toBeLessThan(
        outcome.report.partial?.elementsTotal ?? 0,
      );
    } else {
      expect(outcome.error).toBe("timeout");
    }
    const next = await scan(`${site.origin}/storage.html?as=after-many-links`);
    expect(next.ok ? "ok" : next).toBe("ok");
  });

  it("a memory hog over the cap is scanned, and the run's next page gets a fresh tab", async () => {
    const scan = (url: string) => scanner.scan(url, { level: "AA", locale: "de", runId: "run-hog" });
    expect((await scan(hog())).ok).toBe(true);
    const next = await scan(`${site.origin}/storage.html?as=after-hog`);
    expect(next.ok ? "ok" : next).toBe("ok");
  });
});
