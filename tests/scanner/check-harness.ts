/**
 * Scans fixture pages with Klarsicht's checks in both runtimes: puppeteer-core driving the local
 * Chromium (local scanner, CLI) and @cloudflare/puppeteer, the production library of the scanner
 * Worker, connected to the same Chromium.
 */
import cloudflarePuppeteer from "@cloudflare/puppeteer";
import puppeteer from "puppeteer-core";
import { inject } from "vitest";
import type { PageReport, ReportLocale, ResultCategory, ScanLevel, ScanOutcome } from "#core/contract";
import { loadAxe } from "#dev/scanner/scanner";
import type { MinimalBrowser } from "#scanner/browser";
import type { Check } from "#scanner/checks/types";
import { openScanTab, type ScanOptions } from "#scanner/engine";
import { type StaticServer, startStaticServer } from "../support/static-server";

/** The two libraries the engine runs on: puppeteer-core (local scanner, CLI) and the scanner Worker's. */
export const runtimes = ["puppeteer-core", "@cloudflare/puppeteer"] as const;
export type Runtime = (typeof runtimes)[number];
/**
 * What the check suites run through: their assertions hold in either library, and that the two libraries
 * find the same is shown once per check by runtime-parity.test.ts, not for every assertion.
 */
export const suiteRuntimes = ["puppeteer-core"] as const satisfies readonly Runtime[];

export type CheckHarness = {
  /** The fixture server's origin, e.g. http://127.0.0.1:1234 */
  origin: string;
  scan(
    runtime: Runtime,
    path: string,
    options?: {
      checks?: readonly Check[];
      level?: ScanLevel;
      locale?: ReportLocale;
      maxReportBytes?: number;
      /** The scan's base time (engineDefaults.timeoutMs by default). */
      timeoutMs?: number;
    },
  ): Promise<ScanOutcome>;
  close(): Promise<void>;
};

/**
 * Serves fixtureRoot on 127.0.0.1 and connects both runtimes to the project's one Chromium
 * (tests/support/scanner-setup.ts), each in a browser context of its own: nothing a suite's pages store
 * or run reaches another suite's, and a suite's pages share no renderer with another's.
 */
export async function startCheckHarness(fixtureRoot: string): Promise<CheckHarness> {
  const server: StaticServer = await startStaticServer(fixtureRoot);
  const browserWSEndpoint = inject("sharedChromium");
  const local = await puppeteer.connect({ browserWSEndpoint });
  const production = await cloudflarePuppeteer.connect({ browserWSEndpoint });
  const [localContext, productionContext] = await Promise.all([
    local.createBrowserContext(),
    production.createBrowserContext(),
  ]);
  const axe = await loadAxe();
  const browsers: Record<Runtime, MinimalBrowser> = {
    "puppeteer-core": localContext as unknown as MinimalBrowser,
    "@cloudflare/puppeteer": productionContext as unknown as MinimalBrowser,
  };
  return {
    origin: server.url.replace(/\/$/, ""),
    async scan(runtime, path, { checks, level = "AA", locale = "de", maxReportBytes, timeoutMs } = {}) {
      const page = await browsers[runtime].newPage();
      try {
        const tab = await openScanTab(page);
        const options: ScanOptions = {
          level,
          locale,
          ...axe,
          // Fixtures are served on 127.0.0.1: only the fixture server is allowed.
          isAllowed: async (url) => new URL(url).origin === new URL(server.url).origin,
          ...(checks ? { checks } : {}),
          ...(maxReportBytes ? { maxReportBytes } : {}),
          ...(timeoutMs ? { timeoutMs } : {}),
        };
        return await tab.scan(new URL(path, server.url).href, options);
      } finally {
        await page.close().catch(() => {});
      }
    },
    async close() {
      await productionContext.close().catch(() => {});
      await localContext.close().catch(() => {});
      await production.disconnect().catch(() => {});
      await local.disconnect().catch(() => {});
      await server.close();
    },
  };
}

/** Where a rule ended up in a report: a category, or "absent" when the report does not mention it. */
export function outcomeOf(report: PageReport, ruleId: string): ResultCategory | "absent" {
  const categories: ResultCategory[] = ["violations", "incomplete", "passes", "inapplicable"];
  return (
    categories.find((category) => report[category].some((finding) => finding.ruleId === ruleId)) ?? "absent"
  );
}

/** The report of a scan that must have succeeded. */
export function reportOf(outcome: ScanOutcome): PageReport {
  if (!outcome.ok) throw new Error(`The scan failed: ${outcome.error} ${outcome.detail ?? ""}`);
  return outcome.report;
}
