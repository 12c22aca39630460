/**
 * Puts the page reports of a whole-site run together: issues (a rule failing on similar elements) with
 * their occurrences across pages, totals, and what changed since the previous run.
 */
import type { PageReport, ReportLocale, ScanLevel, SitePageResult, SiteReport } from "./contract";

export type AggregateInput = {
  rootUrl: string;
  level: ScanLevel;
  locale: ReportLocale;
  pages: SitePageResult[];
  generatedAt?: Date;
};

export function aggregateSite(
  _input: AggregateInput,
  _previous?: { runId: string; report: SiteReport } | null,
): SiteReport {
  throw new Error("aggregateSite: being written");
}

/** A single-page run as a site report of one page, so that its exports and views are the same. */
export function siteReportFromPage(report: PageReport, generatedAt?: Date): SiteReport {
  return aggregateSite({
    rootUrl: report.url,
    level: report.level,
    locale: report.locale,
    pages: [{ url: report.url, depth: 0, outcome: { ok: true, report } }],
    generatedAt,
  });
}

/** What a site run keeps of a page until aggregation: violations and incomplete findings, capped. */
export function compactPageReport(report: PageReport): PageReport {
  return report;
}
