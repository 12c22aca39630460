/**
 * Puts the page reports of a whole-site run together: issues (a rule failing on similar elements) with
 * their occurrences across pages, totals, and what changed since the previous run.
 */

import { siteWideIssues } from "./checks/site";
import {
  type CategoryCounts,
  type Finding,
  type ImpactCounts,
  impacts,
  type PageReport,
  type ReportLocale,
  type ScanLevel,
  type SiteIssue,
  type SitePage,
  type SitePageResult,
  type SiteReport,
  type WcagPrinciple,
} from "./contract";
import { compareStrings, elementPattern } from "./element-pattern";
import { isWcagViolation, wcagViolationsOf } from "./wcag";

export type AggregateInput = {
  rootUrl: string;
  level: ScanLevel;
  locale: ReportLocale;
  pages: SitePageResult[];
  generatedAt?: Date;
};

export type PreviousRun = { runId: string; report: SiteReport };

/** Elements kept per rule and page until aggregation: enough to act on, small enough for D1. */
export const maxNodesPerFinding = 50;

const issueCategories = ["violations", "incomplete"] as const;

export function aggregateSite(input: AggregateInput, previous?: PreviousRun | null): SiteReport {
  const pages = input.pages.map(toSitePage);
  const issues = sortIssues([...collectIssues(input.pages), ...siteWideIssues(input.pages, input.locale)]);
  const firstReport = input.pages.find((page) => page.outcome.ok)?.outcome;
  const comparison = previous ? compare(issues, pages, previous) : null;
  return {
    kind: "site",
    rootUrl: input.rootUrl,
    level: input.level,
    locale: input.locale,
    axeVersion: firstReport?.ok ? firstReport.report.axeVersion : "",
    generatedAt: (input.generatedAt ?? new Date()).toISOString(),
    pages,
    issues,
    totals: totalsOf(pages, issues),
    comparison,
  };
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

/**
 * What a site run keeps of a page until aggregation: violations and incomplete findings with at most
 * maxNodesPerFinding elements each; passes and inapplicable only as counts (their rules are never shown
 * per page of a site), no links (discovery has used them by then).
 */
export function compactPageReport(report: PageReport): PageReport {
  const capNodes = (finding: Finding): Finding => ({
    ...finding,
    nodes: finding.nodes.slice(0, maxNodesPerFinding),
  });
  const { links: _links, ...rest } = report;
  return {
    ...rest,
    violations: report.violations.map(capNodes),
    incomplete: report.incomplete.map(capNodes),
    passes: [],
    inapplicable: [],
  };
}

function toSitePage(result: SitePageResult): SitePage {
  const { outcome } = result;
  if (!outcome.ok) {
    return {
      url: result.url,
      finalUrl: null,
      depth: result.depth,
      status: "failed",
      error: outcome.error,
      counts: emptyCategoryCounts(),
      impacts: emptyImpactCounts(),
      violationCount: 0,
      occurrenceCount: 0,
    };
  }
  const wcagViolations = wcagViolationsOf(outcome.report);
  return {
    url: result.url,
    finalUrl: outcome.report.finalUrl,
    depth: result.depth,
    status: "done",
    counts: { ...outcome.report.counts },
    impacts: { ...outcome.report.impacts },
    violationCount: wcagViolations.length,
    occurrenceCount: wcagViolations.reduce((sum, finding) => sum + finding.nodes.length, 0),
  };
}

function collectIssues(results: readonly SitePageResult[]): SiteIssue[] {
  const byKey = new Map<string, SiteIssue>();
  const pagesOf = new Map<string, Set<number>>();
  results.forEach((result, pageIndex) => {
    if (!result.outcome.ok) return;
    const { report } = result.outcome;
    for (const category of issueCategories) {
      for (const finding of report[category]) {
        const { nodes, ...fields } = finding;
        for (const node of nodes) {
          const pattern = elementPattern(node.selector, node.html);
          const key = issueKey(finding.ruleId, pattern, category);
          let issue = byKey.get(key);
          if (!issue) {
            // Rule texts are the same on every page of a run (one level, one locale): the first wins.
            issue = {
              ...fields,
              key,
              category,
              pattern,
              pageCount: 0,
              occurrenceCount: 0,
              occurrences: [],
            };
            byKey.set(key, issue);
            pagesOf.set(key, new Set());
          }
          issue.occurrences.push({
            page: pageIndex,
            selector: node.selector,
            html: node.html,
            failureSummary: node.failureSummary,
          });
          pagesOf.get(key)?.add(pageIndex);
        }
      }
    }
  });
  for (const [key, issue] of byKey) {
    issue.occurrenceCount = issue.occurrences.length;
    issue.pageCount = pagesOf.get(key)?.size ?? 0;
  }
  return [...byKey.values()];
}

/**
 * Violations and "needs review" findings of the same rule on the same elements stay two issues (one
 * fails, the other asks for a human), so the category is part of the key of the latter.
 */
function issueKey(ruleId: string, pattern: string, category: SiteIssue["category"]): string {
  return category === "violations" ? `${ruleId}|${pattern}` : `${ruleId}|${pattern}|review`;
}

/** Failures before reviews, WCAG before best practice, the most severe and widespread first. */
function sortIssues(issues: SiteIssue[]): SiteIssue[] {
  const severity = (issue: SiteIssue) =>
    issue.impact === null ? impacts.length : impacts.indexOf(issue.impact);
  return issues.sort(
    (a, b) =>
      issueCategories.indexOf(a.category) - issueCategories.indexOf(b.category) ||
      Number(a.bestPractice) - Number(b.bestPractice) ||
      severity(a) - severity(b) ||
      b.occurrenceCount - a.occurrenceCount ||
      compareStrings(a.key, b.key),
  );
}

function totalsOf(pages: readonly SitePage[], issues: readonly SiteIssue[]): SiteReport["totals"] {
  const counted = issues.filter(isWcagViolation);
  const impactCounts = emptyImpactCounts();
  const principles: Record<WcagPrinciple, number> = { "1": 0, "2": 0, "3": 0, "4": 0 };
  for (const issue of counted) {
    if (issue.impact !== null) impactCounts[issue.impact]++;
    for (const principle of principlesOf(issue.wcag)) principles[principle]++;
  }
  return {
    pagesScanned: pages.filter((page) => page.status === "done").length,
    pagesFailed: pages.filter((page) => page.status === "failed").length,
    issues: counted.length,
    occurrences: counted.reduce((sum, issue) => sum + issue.occurrenceCount, 0),
    impacts: impactCounts,
    principles,
  };
}

/** "1.4.3" belongs to principle 1 (perceivable); each principle once per issue. */
function principlesOf(criteria: readonly string[]): Set<WcagPrinciple> {
  const principles = new Set<WcagPrinciple>();
  for (const criterion of criteria) {
    const first = criterion.charAt(0);
    if (first === "1" || first === "2" || first === "3" || first === "4") principles.add(first);
  }
  return principles;
}

/**
 * An issue of the previous run counts as fixed only if at least one page it occurred on was scanned
 * successfully this time: a page that failed or was not reached proves nothing.
 */
function compare(
  issues: SiteIssue[],
  pages: readonly SitePage[],
  previous: PreviousRun,
): NonNullable<SiteReport["comparison"]> {
  const previousKeys = new Set(previous.report.issues.map((issue) => issue.key));
  let newCount = 0;
  for (const issue of issues) {
    issue.change = previousKeys.has(issue.key) ? "unchanged" : "new";
    if (issue.change === "new") newCount++;
  }
  const currentKeys = new Set(issues.map((issue) => issue.key));
  const scannedUrls = new Set(pages.filter((page) => page.status === "done").map((page) => page.url));
  const fixed = previous.report.issues
    .filter((issue) => !currentKeys.has(issue.key))
    .filter((issue) =>
      issue.occurrences.some((occurrence) => {
        const url = previous.report.pages[occurrence.page]?.url;
        return url !== undefined && scannedUrls.has(url);
      }),
    )
    .map(({ key, ruleId, help, impact, wcag, pattern, occurrenceCount }) => ({
      key,
      ruleId,
      help,
      impact,
      wcag,
      pattern,
      occurrenceCount,
    }));
  return {
    previousRunId: previous.runId,
    previousGeneratedAt: previous.report.generatedAt,
    new: newCount,
    unchanged: issues.length - newCount,
    fixed,
  };
}

function emptyCategoryCounts(): CategoryCounts {
  return { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 };
}

function emptyImpactCounts(): ImpactCounts {
  return { critical: 0, serious: 0, moderate: 0, minor: 0 };
}
