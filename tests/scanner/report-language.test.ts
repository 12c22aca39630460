/**
 * A report is read in the viewer's language: the same barrier pages scanned in German and in English by
 * the local scanner (real Chromium, real axe-core), and the German report translated on view must read
 * like the English one, and the other way round.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteReportFromPage } from "#core/aggregate";
import type { Finding, PageReport, ReportLocale, ResultCategory, SiteReport } from "#core/contract";
import { createLocalScanner, type LocalScanner } from "#dev/scanner/scanner";
import { localizePageReport, localizeSiteReport } from "../../app/utils/report-language.server";
import { type BarrierServer, startBarrierServer } from "./barrier-server";

let site: BarrierServer;
let scanner: LocalScanner;

beforeAll(async () => {
  site = await startBarrierServer({ refusedOrigin: "http://127.0.0.1:9" });
  scanner = await createLocalScanner({
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort] },
    resolve: async (hostname) => [hostname],
  });
});

afterAll(async () => {
  await scanner?.close();
  await site?.close();
});

async function report(path: string, locale: ReportLocale): Promise<PageReport> {
  const outcome = await scanner.scan(`${site.origin}/${path}`, { level: "AA", locale });
  if (!outcome.ok) throw new Error(`${path}: ${outcome.error} ${outcome.detail ?? ""}`);
  return outcome.report;
}

const categories: ResultCategory[] = ["violations", "incomplete", "passes", "inapplicable"];

/** What a reader sees of a report's rules: texts and failure summaries, per category. */
function readable(report: PageReport) {
  const texts = (finding: Finding) => ({
    ruleId: finding.ruleId,
    help: finding.help,
    description: finding.description,
    summaries: finding.nodes.map((node) => node.failureSummary),
  });
  return Object.fromEntries(categories.map((category) => [category, report[category].map(texts)]));
}

const pages = [
  "missing-alt.html",
  "low-contrast.html",
  "missing-label.html",
  "empty-link.html",
  "empty-button.html",
  "duplicate-ids.html",
  "missing-lang.html",
  "missing-title.html",
  "unnamed-tab.html",
  "dialogs.html",
  "own-checks.html",
];

describe("single-page reports in the viewer's language", () => {
  it.each(pages)("%s scanned in German reads as if scanned in English, and back", async (path) => {
    const german = await report(path, "de");
    const english = await report(path, "en");
    expect(german.violations.length + german.incomplete.length).toBeGreaterThan(0);
    // The two scans differ in language only.
    expect(readable(german)).not.toEqual(readable(english));

    expect(readable(localizePageReport(german, "en"))).toEqual(readable(english));
    expect(readable(localizePageReport(english, "de"))).toEqual(readable(german));
    expect(localizePageReport(german, "en").locale).toBe("en");
    // Passed and inapplicable rules carry no impact, as scanned (axe's and ours) and as read.
    for (const report of [german, english, localizePageReport(german, "en")]) {
      expect(report.passes.length).toBeGreaterThan(0);
      expect([...report.passes, ...report.inapplicable].filter((finding) => finding.impact !== null)).toEqual(
        [],
      );
    }
  });
});

describe("our own checks' findings in the viewer's language", () => {
  it("a German scan reads in English, element by element, and an English one in German", async () => {
    const german = await report("own-checks.html", "de");
    const english = await report("own-checks.html", "en");
    const own = (report: PageReport) =>
      [...report.violations, ...report.incomplete]
        .filter((finding) => finding.engine === "klarsicht")
        .flatMap((finding) => finding.nodes.map((node) => [finding.ruleId, node.failureSummary] as const));
    const ruleIds = new Set(own(german).map(([ruleId]) => ruleId));
    for (const ruleId of [
      "ks-link-placeholder-name",
      "ks-image-filename-name",
      "ks-positive-tabindex",
      "ks-summary-name",
      "ks-aria-controls-reference",
      "ks-id-duplicate",
      "ks-table-header-without-cells",
    ]) {
      expect.soft(ruleIds, ruleId).toContain(ruleId);
    }
    const placeholder = own(german).find(([ruleId]) => ruleId === "ks-link-placeholder-name")?.[1];
    expect(placeholder).toBe(
      `Der Link heißt nur „mehr“ (Ziel: ${site.origin}/angebote.html). Sagt der Satz, Absatz, Listenpunkt oder die Tabellenzelle um ihn, wohin er führt?`,
    );
    // Every element our checks found carries its summary in the other language.
    const ownNodes = (report: PageReport) =>
      [...report.violations, ...report.incomplete]
        .filter((finding) => finding.engine === "klarsicht")
        .flatMap((finding) => finding.nodes);
    expect(ownNodes(german).filter((node) => typeof node.failureSummaryIn?.en !== "string")).toEqual([]);
    expect(ownNodes(english).filter((node) => typeof node.failureSummaryIn?.de !== "string")).toEqual([]);
    expect(own(localizePageReport(german, "en"))).toEqual(own(english));
    expect(own(localizePageReport(english, "de"))).toEqual(own(german));
    expect(own(localizePageReport(german, "en"))).not.toEqual(own(german));

    // The same as a site report (views of site runs, and every export of a page run: PDF, CSV, JSON).
    const occurrences = (report: SiteReport) =>
      report.issues
        .filter((issue) => issue.engine === "klarsicht")
        .flatMap((issue) => issue.occurrences.map((occurrence) => [issue.ruleId, occurrence.failureSummary]));
    const germanSite = siteReportFromPage(german);
    const englishSite = siteReportFromPage(english);
    expect(occurrences(germanSite).length).toBeGreaterThan(0);
    expect(occurrences(localizeSiteReport(germanSite, "en"))).toEqual(occurrences(englishSite));
    expect(occurrences(localizeSiteReport(englishSite, "de"))).toEqual(occurrences(germanSite));
  });
});
