/**
 * Scans pages of our own app with our own engine (axe-core and every Klarsicht check), as a customer's
 * pages are scanned: puppeteer-core on the same Chromium, signed in with a Playwright context's cookies
 * where given, in a language and colour mode. Returns each page's violations and the site-wide issues.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";
import puppeteer from "puppeteer-core";
import { aggregateSite } from "#core/aggregate";
import type { SitePageResult } from "#core/contract";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { loadAxe } from "#dev/scanner/scanner";
import type { MinimalPage } from "#scanner/browser";
import { openScanTab } from "#scanner/engine";
import type { Language } from "./support";

export type OwnScan = {
  /** One line per failing element, e.g. "/runs ks-focus-visible (klarsicht) a.logo: …"; empty when clean. */
  violations: string[];
  /** Pages that could not be scanned, with the reason. */
  failures: string[];
  /** Violations only the comparison across the pages finds. */
  siteViolations: string[];
  /** Content our reflow check asks about at 320 CSS px (it scrolls sideways, but not because of text). */
  reflowQuestions: string[];
  /** What the last page showed: proves the language and colour mode took effect. */
  seen: { lang: string; dark: boolean };
};

export async function scanWithOwnScanner(options: {
  origin: string;
  paths: readonly string[];
  language: Language;
  mode: "light" | "dark";
  /** A signed-in Playwright context whose cookies the scans carry. */
  signedIn?: BrowserContext;
}): Promise<OwnScan> {
  const { origin, paths, language, mode } = options;
  const userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-own-"));
  const browser = await puppeteer.launch({
    executablePath: await resolveChromePath(),
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
  try {
    const context = await browser.createBrowserContext();
    const host = new URL(origin).hostname;
    const cookies = options.signedIn ? await options.signedIn.cookies(origin) : [];
    await context.setCookie(
      ...cookies
        .filter((cookie) => cookie.name !== "locale")
        .map(({ name, value, path, httpOnly, secure, sameSite }) => ({
          name,
          value,
          domain: host,
          path,
          httpOnly,
          secure,
          sameSite,
        })),
      { name: "locale", value: language, domain: host, path: "/" },
    );
    const page = await context.newPage();
    // "auto" colour mode follows the system: the emulated preference decides light or dark.
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: mode }]);
    const tab = await openScanTab(page as unknown as MinimalPage);
    const axe = await loadAxe();
    const results: SitePageResult[] = [];
    const violations: string[] = [];
    const failures: string[] = [];
    const reflowQuestions: string[] = [];
    for (const path of paths) {
      const outcome = await tab.scan(`${origin}${path}`, {
        level: "2.2",
        locale: language,
        ...axe,
        isAllowed: async (url) => new URL(url).origin === origin,
      });
      results.push({ url: `${origin}${path}`, depth: 1, outcome });
      if (!outcome.ok) {
        failures.push(`${path}: ${outcome.error} ${outcome.detail ?? ""}`);
        continue;
      }
      for (const finding of outcome.report.incomplete.filter(
        (f) => f.ruleId === "ks-reflow-horizontal-scroll",
      )) {
        for (const node of finding.nodes)
          reflowQuestions.push(`${path} ${node.selector}: ${node.failureSummary}`);
      }
      for (const finding of outcome.report.violations) {
        for (const node of finding.nodes) {
          violations.push(
            `${path} ${finding.ruleId} (${finding.engine ?? "axe-core"}) ${node.selector}: ${node.failureSummary}`,
          );
        }
      }
    }
    const seen = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dark: document.documentElement.classList.contains("dark"),
    }));
    const site = aggregateSite({ rootUrl: `${origin}/`, level: "2.2", locale: language, pages: results });
    const siteViolations = site.issues
      .filter((issue) => issue.category === "violations" && issue.engine === "klarsicht")
      .filter((issue) => issue.ruleId.startsWith("ks-site-"))
      .map((issue) => `${issue.ruleId} ${issue.pattern}`);
    return { violations, failures, siteViolations, reflowQuestions, seen };
  } finally {
    await browser.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
