/**
 * Aggregation on real scans: eight fixture pages share a header with two barriers (a logo without a text
 * alternative, a search field without a label), one page adds a barrier of its own. Each page is
 * scanned by the local scanner in the system Chromium, as a site run does, and the aggregate must show
 * the shared barriers once each, on every page, and the page's own barrier apart.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aggregateSite, compactPageReport } from "#core/aggregate";
import type { SitePageResult, SiteReport } from "#core/contract";
import type { Resolver } from "#core/guard";
import { createLocalScanner, type LocalScanner } from "#dev/scanner/scanner";
import { type StaticServer, startStaticServer } from "../support/static-server";

const fixtureDir = fileURLToPath(new URL("../fixtures/aggregate/", import.meta.url));
const pagePaths = [
  "index.html",
  "produkte.html",
  "service.html",
  "ueber-uns.html",
  "kontakt.html",
  "impressum.html",
  "datenschutz.html",
  "aktuelles.html",
];

/** Only IP literals: this test never looks up a name. */
const ipLiteralsOnly: Resolver = async (hostname) => {
  if (/^[\d.]+$/.test(hostname)) return [hostname];
  throw new Error(`ENOTFOUND ${hostname}`);
};

let site: StaticServer;
let scanner: LocalScanner;
let report: SiteReport;

beforeAll(async () => {
  site = await startStaticServer(fixtureDir);
  scanner = await createLocalScanner({
    policy: { allowPrivate: false, allowedHostPorts: [`127.0.0.1:${site.port}`] },
    resolve: ipLiteralsOnly,
  });
  const pages: SitePageResult[] = [];
  for (const [index, path] of pagePaths.entries()) {
    const url = new URL(path, site.url).href;
    const outcome = await scanner.scan(url, { level: "AA", locale: "de" });
    // What a site run stores per page until aggregation.
    pages.push({
      url,
      depth: index === 0 ? 0 : 1,
      outcome: outcome.ok ? { ok: true, report: compactPageReport(outcome.report) } : outcome,
    });
  }
  report = aggregateSite({ rootUrl: site.url, level: "AA", locale: "de", pages });
});

afterAll(async () => {
  await scanner?.close();
  await site?.close();
});

describe("a site whose pages share a header", () => {
  it("scans every page", () => {
    expect(report.pages.map((page) => page.status)).toEqual(pagePaths.map(() => "done"));
    expect(report.totals).toMatchObject({ pagesScanned: 8, pagesFailed: 0 });
  });

  it("reports the logo without alternative once, with an occurrence on each of the 8 pages", () => {
    const logoIssues = report.issues.filter(
      (issue) =>
        issue.ruleId === "image-alt" && issue.occurrences.some((o) => o.html.includes('src="/logo.svg"')),
    );
    expect(logoIssues).toHaveLength(1);
    expect(logoIssues[0]).toMatchObject({ category: "violations", pageCount: 8, occurrenceCount: 8 });
    expect(logoIssues[0]?.occurrences.map((occurrence) => occurrence.page)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("reports the unlabeled search field once, on all 8 pages", () => {
    const searchIssues = report.issues.filter((issue) =>
      issue.occurrences.some((occurrence) => occurrence.html.includes('type="search"')),
    );
    expect(searchIssues.length).toBeGreaterThan(0);
    for (const issue of searchIssues) {
      expect(issue).toMatchObject({ pageCount: 8, occurrenceCount: 8 });
    }
    expect(new Set(searchIssues.map((issue) => issue.ruleId)).size).toBe(searchIssues.length);
  });

  it("reports the teaser image of one page as an issue of its own", () => {
    const teaser = report.issues.filter((issue) =>
      issue.occurrences.some((occurrence) => occurrence.html.includes("teaser.svg")),
    );
    expect(teaser).toHaveLength(1);
    expect(teaser[0]).toMatchObject({ ruleId: "image-alt", pageCount: 1, occurrenceCount: 1 });
    expect(teaser[0]?.occurrences[0]?.page).toBe(pagePaths.indexOf("aktuelles.html"));
  });

  it("counts each shared barrier once in the totals", () => {
    const imageAlt = report.issues.filter((issue) => issue.ruleId === "image-alt");
    expect(imageAlt).toHaveLength(2);
    expect(report.totals.issues).toBe(
      report.issues.filter((issue) => issue.category === "violations" && !issue.bestPractice).length,
    );
    expect(report.totals.principles["1"]).toBeGreaterThanOrEqual(1);
  });
});

describe("the links of one navigation list", () => {
  it("are one issue across pages, whatever selector axe found each by (WCAG 2.2 target size)", async () => {
    const pages: SitePageResult[] = [];
    for (const path of ["index.html", "kontakt.html", "service.html"]) {
      const url = new URL(path, site.url).href;
      const outcome = await scanner.scan(url, { level: "2.2", locale: "de" });
      pages.push({
        url,
        depth: 1,
        outcome: outcome.ok ? { ok: true, report: compactPageReport(outcome.report) } : outcome,
      });
    }
    const wcag22 = aggregateSite({ rootUrl: site.url, level: "2.2", locale: "de", pages });
    const navigation = wcag22.issues.filter(
      (issue) =>
        issue.ruleId === "target-size" &&
        issue.occurrences.some((occurrence) => occurrence.html.includes('href="/produkte.html"')),
    );
    expect(navigation.map((issue) => issue.pattern)).toEqual(["header > nav > ul > li > a"]);
    expect(navigation[0]?.pageCount).toBe(3);
    // axe names the same links differently from page to page; the issue does not.
    const selectors = new Set(navigation[0]?.occurrences.map((occurrence) => occurrence.selector));
    expect(selectors.size).toBeGreaterThan(1);
  }, 60_000);
});
