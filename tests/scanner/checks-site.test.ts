/**
 * Site-wide checks on a small fixture site, scanned in real Chromium in both runtimes: each page's scan
 * collects its facts in our isolated world, and the aggregation compares them across pages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aggregateSite } from "#core/aggregate";
import type { SiteIssue, SitePageResult } from "#core/contract";
import { type CheckHarness, reportOf, runtimes, startCheckHarness } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/site");
});
afterAll(async () => {
  await harness?.close();
});

const paths = ["/index.html", "/kaffee.html", "/kurse.html"];

describe.each(runtimes)("site-wide checks with %s", (runtime) => {
  let issues: SiteIssue[];
  let pageUrls: string[];
  beforeAll(async () => {
    const pages: SitePageResult[] = [];
    for (const path of paths) {
      const outcome = await harness.scan(runtime, path, { checks: [], locale: "de" });
      reportOf(outcome);
      pages.push({ url: `${harness.origin}${path}`, depth: 1, outcome });
    }
    pageUrls = pages.map((page) => page.url);
    issues = aggregateSite({ rootUrl: `${harness.origin}/`, level: "AA", locale: "de", pages }).issues;
  });

  const ofRule = (ruleId: string) => issues.filter((issue) => issue.ruleId === ruleId);
  const pagesOf = (issue: SiteIssue | undefined) =>
    [...new Set(issue?.occurrences.map((occurrence) => pageUrls[occurrence.page]))].sort();

  it("finds the navigation whose links come in another order (F66) as a violation", () => {
    const [issue, ...more] = ofRule("ks-site-navigation-order");
    expect(more).toEqual([]);
    expect(issue).toMatchObject({ category: "violations", engine: "klarsicht", wcag: ["3.2.3"] });
    expect(pagesOf(issue)).toEqual([`${harness.origin}/kaffee.html`]);
    expect(issue?.occurrences[0]?.failureSummary).toContain("Hauptmenü");
  });

  it("asks about pages that share a title, reading the real title, not the page's forged one", () => {
    const [issue, ...more] = ofRule("ks-site-title-repeated");
    expect(more).toEqual([]);
    expect(issue?.category).toBe("incomplete");
    expect(pagesOf(issue)).toEqual([`${harness.origin}/index.html`, `${harness.origin}/kurse.html`]);
    expect(issue?.pattern).toBe('title "Rösterei Morgenrot"');
  });

  it("asks about one destination named differently, and one name with different destinations", () => {
    const named = ofRule("ks-site-inconsistent-name");
    expect(named.map((issue) => issue.pattern)).toEqual([`link → ${harness.origin}/kontakt.html`]);
    const targets = ofRule("ks-site-name-different-target");
    expect(targets.map((issue) => issue.pattern)).toEqual(['link "impressum"']);
    expect(pagesOf(targets[0])).toEqual(paths.map((path) => `${harness.origin}${path}`));
  });

  it("writes each occurrence's summary in English too, for a reader of the other language", () => {
    const own = issues.filter((issue) => issue.ruleId.startsWith("ks-site-"));
    expect(own.length).toBeGreaterThanOrEqual(4);
    for (const occurrence of own.flatMap((issue) => issue.occurrences)) {
      expect(occurrence.failureSummaryIn?.en).toMatch(/^(The|This) /);
      expect(occurrence.failureSummaryIn).not.toHaveProperty("de");
    }
    const [order] = ofRule("ks-site-navigation-order");
    expect(order?.occurrences[0]?.failureSummaryIn?.en).toContain("“Hauptmenü” lists its links");
  });

  it("leaves language versions of the page alone", () => {
    expect(issues.some((issue) => issue.pattern.includes("english") || issue.pattern.includes("/en/"))).toBe(
      false,
    );
  });
});
