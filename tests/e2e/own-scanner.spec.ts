/**
 * Our own public pages pass our own scanner: axe-core and every Klarsicht check, as a customer's pages are
 * scanned (the engine in puppeteer-core on the same Chromium), in German and English, light and dark, and
 * the site-wide checks across all of them find no violation either.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import puppeteer, { type Browser } from "puppeteer-core";
import { aggregateSite } from "../../workers/scanner/aggregate";
import type { MinimalPage } from "../../workers/scanner/browser";
import type { SitePageResult } from "../../workers/scanner/contract";
import { openScanTab } from "../../workers/scanner/engine";
import { chromiumArgs, resolveChromePath } from "../../workers/scanner/local/chromium";
import { loadAxe } from "../../workers/scanner/local/scanner";
import { languages, publicPages } from "./support";

test.describe.configure({ mode: "serial" });

let browser: Browser;
let userDataDir: string;
test.beforeAll(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-own-"));
  browser = await puppeteer.launch({
    executablePath: await resolveChromePath(),
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
});
test.afterAll(async () => {
  await browser?.close();
  await rm(userDataDir, { recursive: true, force: true });
});

for (const language of languages) {
  for (const mode of ["light", "dark"] as const) {
    test(`every public page passes all our checks in ${language}, ${mode}`, async ({ baseURL }) => {
      test.setTimeout(180_000);
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const context = await browser.createBrowserContext();
      try {
        await context.setCookie({
          name: "locale",
          value: language,
          domain: new URL(origin).hostname,
          path: "/",
        });
        const page = await context.newPage();
        // "auto" colour mode follows the system: the emulated preference decides light or dark.
        await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: mode }]);
        const tab = await openScanTab(page as unknown as MinimalPage);
        const axe = await loadAxe();
        const pages: SitePageResult[] = [];
        const paths = [...new Set(publicPages.map(({ path }) => path))];
        for (const path of paths) {
          const outcome = await tab.scan(`${origin}${path}`, {
            level: "2.2",
            locale: language,
            ...axe,
            isAllowed: async (url) => new URL(url).origin === origin,
          });
          pages.push({ url: `${origin}${path}`, depth: 1, outcome });
          expect.soft(outcome.ok, `${path} was scanned`).toBe(true);
          if (!outcome.ok) continue;
          const violations = outcome.report.violations.map((finding) => ({
            path,
            rule: finding.ruleId,
            engine: finding.engine,
            elements: finding.nodes.map((node) => `${node.selector}: ${node.failureSummary}`),
          }));
          expect.soft(violations, `${path} in ${language}, ${mode}`).toEqual([]);
        }
        // The pages were scanned in the language and colour mode this test is about.
        const seen = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          dark: document.documentElement.classList.contains("dark"),
        }));
        expect(seen).toEqual({ lang: language, dark: mode === "dark" });
        const site = aggregateSite({ rootUrl: `${origin}/`, level: "2.2", locale: language, pages });
        const siteViolations = site.issues
          .filter((issue) => issue.category === "violations")
          .map((issue) => `${issue.ruleId} ${issue.pattern}`);
        expect(siteViolations).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
