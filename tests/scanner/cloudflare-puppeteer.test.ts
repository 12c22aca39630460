/**
 * The engine through the PRODUCTION library: @cloudflare/puppeteer (what the scanner Worker uses on
 * Browser Rendering) connected over CDP to the local Chromium. Browser Rendering itself cannot run
 * here; this proves that our use of the library (new-document scripts, CDP sessions, request
 * interception, evaluate) works with its puppeteer 22 fork, and finds what puppeteer-core finds.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import cloudflarePuppeteer from "@cloudflare/puppeteer";
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanJob, ScanOutcome } from "#core/contract";
import type { TargetPolicy } from "#core/guard";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { loadAxe } from "#dev/scanner/scanner";
import type { MinimalBrowser } from "#scanner/browser";
import { isRequestAllowedWithoutDns, reusableScanTabs, scanJobInBrowser } from "#scanner/browser-rendering";
import { openScanTab, type ScanOptions, scanPage } from "#scanner/engine";
import { type BarrierServer, startBarrierServer } from "./barrier-server";

let site: BarrierServer;
let localBrowser: Browser;
let productionBrowser: Awaited<ReturnType<typeof cloudflarePuppeteer.connect>>;
let userDataDir: string;
let executablePath: string;
let options: ScanOptions;
let policy: TargetPolicy;

beforeAll(async () => {
  executablePath = await resolveChromePath();
  site = await startBarrierServer({ refusedOrigin: "http://10.0.0.1" });
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-cf-"));
  localBrowser = await puppeteer.launch({
    executablePath,
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
  productionBrowser = await cloudflarePuppeteer.connect({ browserWSEndpoint: localBrowser.wsEndpoint() });
  // The Worker's guard: URL checks without DNS (see workers/scanner/browser-rendering.ts).
  policy = { allowPrivate: false, allowedHostPorts: [site.hostPort] };
  options = {
    level: "AA",
    locale: "de",
    ...(await loadAxe()),
    isAllowed: async (url) => isRequestAllowedWithoutDns(url, policy),
  };
});

afterAll(async () => {
  await productionBrowser?.disconnect();
  await localBrowser?.close();
  await site?.close();
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

const violationIds = (outcome: ScanOutcome) =>
  outcome.ok ? outcome.report.violations.map((f) => f.ruleId) : outcome;
const selectors = (outcome: ScanOutcome) =>
  outcome.ok ? outcome.report.violations.flatMap((f) => f.nodes.map((node) => node.selector)) : outcome;

describe("scanPage with @cloudflare/puppeteer", () => {
  it.each([
    ["missing-alt.html", ["image-alt"]],
    ["low-contrast.html", ["color-contrast"]],
    ["strict-csp.html", ["image-alt"]],
    ["iframe.html", ["image-alt"]],
    ["late-content.html", ["image-alt"]],
    // The empty tab has no height: keyboard focus on it shows nothing (our keyboard check).
    ["unnamed-tab.html", ["aria-tab-name", "ks-focus-not-visible"]],
    ["dialogs.html", ["button-name"]],
    ["clean.html", []],
    // Replaces window.axe with one that reports the page clean: our axe runs in an isolated world.
    ["forged-axe.html", ["image-alt"]],
  ])("%s: finds the same rules and elements as puppeteer-core", async (path, expected) => {
    const url = `${site.origin}/${path}`;
    const production = await scanPage(productionBrowser as MinimalBrowser, url, options);
    const local = await scanPage(localBrowser, url, options);
    expect(violationIds(production)).toEqual(expected);
    expect(violationIds(local)).toEqual(expected);
    expect(selectors(production)).toEqual(selectors(local));
    if (production.ok && local.ok) {
      const ruleIds = (report: typeof production.report) =>
        (["violations", "incomplete", "passes", "inapplicable"] as const).map((category) =>
          report[category].map((finding) => finding.ruleId).sort(),
        );
      expect(ruleIds(production.report)).toEqual(ruleIds(local.report));
      expect(production.report.violations[0]?.help).toEqual(local.report.violations[0]?.help);
    }
  });

  it("1,000 failing elements: 50 listed with the exact count, in both libraries", async () => {
    const url = `${site.origin}/many-failures.html`;
    for (const browser of [productionBrowser as MinimalBrowser, localBrowser]) {
      const outcome = await scanPage(browser, url, options);
      expect(outcome.ok && outcome.report.violations[0]).toMatchObject({
        ruleId: "image-alt",
        nodeCount: 1000,
      });
      expect(outcome.ok && outcome.report.violations[0]?.nodes).toHaveLength(50);
    }
  });

  it("a report over the size cap fails the scan, saying so, instead of being returned", async () => {
    const outcome = await scanPage(productionBrowser as MinimalBrowser, `${site.origin}/many-failures.html`, {
      ...options,
      maxReportBytes: 10_000,
    });
    expect(outcome).toMatchObject({ ok: false, error: "report_too_large" });
  });

  it("in a frame too: 50 listed with the exact count, and intermediate results over their cap fail the scan", async () => {
    const url = `${site.origin}/many-failures-framed.html`;
    const outcome = await scanPage(productionBrowser as MinimalBrowser, url, options);
    const images = outcome.ok ? outcome.report.violations.find((f) => f.ruleId === "image-alt") : undefined;
    expect(images?.nodeCount).toBe(1000);
    expect(images?.nodes).toHaveLength(50);
    expect(images?.nodes[0]?.selector).toMatch(/^iframe > /);
    const capped = await scanPage(productionBrowser as MinimalBrowser, url, {
      ...options,
      maxPartialResultsLength: 50_000,
    });
    expect(capped).toMatchObject({ ok: false, error: "report_too_large" });
  });

  it("maps failures the same way: http_error, not_html, blocked_target", async () => {
    for (const [path, error] of [
      ["missing.html", "http_error"],
      ["data.json", "not_html"],
      ["redirect-internal", "blocked_target"],
    ] as const) {
      const outcome = await scanPage(productionBrowser as MinimalBrowser, `${site.origin}/${path}`, options);
      expect(outcome, path).toMatchObject({ ok: false, error });
    }
  });

  it("runs a job as the Worker does: own browser context, the Worker's guard", async () => {
    const job = (path: string): ScanJob => ({
      runId: "run-1",
      url: `${site.origin}/${path}`,
      level: "AA",
      locale: "en",
    });
    // The fixture site is an IP literal: no name is asked about (tests/scanner/doh-guard.test.ts does).
    const resolve = async (hostname: string): Promise<string[]> => {
      throw new Error(`unexpected lookup of ${hostname}`);
    };
    const scan = {
      axeSource: options.axeSource,
      pageSource: options.pageSource,
      axeLocaleDe: options.axeLocaleDe,
      policy,
      resolve,
    };
    const outcome = await scanJobInBrowser(productionBrowser, job("missing-alt.html"), scan);
    expect(outcome.ok && outcome.report.violations.map((f) => [f.ruleId, f.help])).toEqual([
      ["image-alt", "Images must have alternative text"],
    ]);
    expect(await scanJobInBrowser(productionBrowser, job("redirect-internal"), scan)).toMatchObject({
      ok: false,
      error: "blocked_target",
    });
    // Refused before a browser context is even created.
    expect(
      await scanJobInBrowser(
        productionBrowser,
        { ...job(""), url: "http://169.254.169.254/latest/meta-data/" },
        scan,
      ),
    ).toMatchObject({ ok: false, error: "blocked_target" });
    // Nothing left behind in the shared browser.
    expect(productionBrowser.browserContexts()).toHaveLength(1);
  });

  it("scans a batch's jobs as the Worker does: one guard renewed for each job, one tab a run", async () => {
    const job = (runId: string, path: string): ScanJob => ({
      runId,
      url: `${site.origin}/${path}`,
      level: "AA",
      locale: "en",
    });
    const resolve = async (hostname: string): Promise<string[]> => {
      throw new Error(`unexpected lookup of ${hostname}`);
    };
    const tabs = reusableScanTabs(productionBrowser, {
      axeSource: options.axeSource,
      pageSource: options.pageSource,
      axeLocaleDe: options.axeLocaleDe,
      policy,
      resolve,
      // Room for one page of 80 fetches, not for two: each job has its own budget.
      maxRequests: 100,
    });
    try {
      expect(await tabs.scan(job("run-1", "too-many-requests.html"))).toMatchObject({ ok: true });
      const [, runContext] = productionBrowser.browserContexts();
      expect(await tabs.scan(job("run-1", "too-many-requests.html"))).toMatchObject({ ok: true });
      expect(violationIds(await tabs.scan(job("run-1", "missing-alt.html")))).toEqual(["image-alt"]);
      // The run's pages shared one browser context and one tab.
      expect(productionBrowser.browserContexts()).toHaveLength(2);
      expect(productionBrowser.browserContexts()[1]).toBe(runContext);
      expect(await runContext?.pages()).toHaveLength(1);
      // Another run's page: a browser context of its own, the first one closed.
      expect(violationIds(await tabs.scan(job("run-2", "empty-button.html")))).toEqual(["button-name"]);
      expect(productionBrowser.browserContexts()).toHaveLength(2);
      expect(productionBrowser.browserContexts()).not.toContain(runContext);
      // Refused before the browser sees it, as for a single job.
      expect(await tabs.scan(job("run-2", "redirect-internal"))).toMatchObject({
        ok: false,
        error: "blocked_target",
      });
    } finally {
      await tabs.close();
    }
    expect(productionBrowser.browserContexts()).toHaveLength(1);
  });

  it("reuses a tab for several pages", async () => {
    const tab = await openScanTab(await (productionBrowser as MinimalBrowser).newPage());
    try {
      for (const [path, expected] of [
        ["missing-alt.html", ["image-alt"]],
        ["empty-button.html", ["button-name"]],
        ["clean.html", []],
        ["missing-alt.html", ["image-alt"]],
      ] as const) {
        expect(violationIds(await tab.scan(`${site.origin}/${path}`, options)), path).toEqual(expected);
      }
      expect(tab.reusable).toBe(true);
    } finally {
      await tab.close();
    }
  });
});
