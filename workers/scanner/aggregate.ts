/**
 * Puts the page reports of a whole-site run together: issues (a rule failing on similar elements) with
 * their occurrences across pages, totals, and what changed since the previous run.
 */
import {
  type CategoryCounts,
  engineOf,
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
import { normalizePageUrl } from "./crawl";
import { compareStrings, elementPattern, fnv1a } from "./element-pattern";
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
  const merged = mergeAliases(input.pages);
  const pages = merged.map(({ result, aliases }) => toSitePage(result, aliases));
  const results = merged.map(({ result }) => result);
  const issues = sortIssues(collectIssues(results));
  const firstReport = results.find((page) => page.outcome.ok)?.outcome;
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
 * per page of a site), no links (discovery has used them by then) but their digest (see mergeAliases).
 */
export function compactPageReport(report: PageReport): PageReport {
  const capNodes = (finding: Finding): Finding => ({
    ...finding,
    nodes: finding.nodes.slice(0, maxNodesPerFinding),
  });
  const { links, ...rest } = report;
  return {
    ...rest,
    ...(links ? { linkDigest: digestOfLinks(links) } : {}),
    violations: report.violations.map(capNodes),
    incomplete: report.incomplete.map(capNodes),
    passes: [],
    inapplicable: [],
  };
}

/**
 * Addresses of one document count as one page, but only on evidence, never on the address alone (a
 * server may answer /shop and /shop/ with different pages):
 * - the addresses ended up at the same address (a redirect, e.g. /shop → /shop/ or /index.html → /);
 * - or they differ only by a default document or a trailing slash (/ and /index.html, /shop and /shop/)
 *   and the server answered both with the same page: the same findings on the same elements, the same
 *   rule counts and the same links.
 * The crawl cannot know this before both are scanned, so it scans both; the report counts one. The page
 * kept is the shorter address (the one the others are aliases of), at the smaller depth.
 */
export function mergeAliases(
  results: readonly SitePageResult[],
): { result: SitePageResult; aliases: string[] }[] {
  const merged: { result: SitePageResult; aliases: string[] }[] = [];
  const byKey = new Map<string, number>();
  for (const result of results) {
    const keys = sameDocumentKeys(result);
    const found = keys.map((key) => byKey.get(key)).find((index) => index !== undefined);
    if (found === undefined) {
      for (const key of keys) byKey.set(key, merged.length);
      merged.push({ result, aliases: [] });
      continue;
    }
    const entry = merged[found] as (typeof merged)[number];
    for (const key of keys) if (!byKey.has(key)) byKey.set(key, found);
    const depth = Math.min(entry.result.depth, result.depth);
    if (result.url.length < entry.result.url.length) {
      entry.aliases.push(entry.result.url);
      entry.result = { ...result, depth };
    } else {
      entry.aliases.push(result.url);
      entry.result = { ...entry.result, depth };
    }
  }
  return merged;
}

function sameDocumentKeys(result: SitePageResult): string[] {
  if (!result.outcome.ok) return [];
  const { report } = result.outcome;
  const keys: string[] = [];
  const finalUrl = normalizePageUrl(report.finalUrl);
  if (finalUrl) keys.push(`final ${finalUrl}`);
  const form = addressForm(result.url);
  const links = report.linkDigest ?? (report.links ? digestOfLinks(report.links) : undefined);
  if (form && links !== undefined) keys.push(`form ${form} ${links} ${pageFingerprint(report)}`);
  return keys;
}

function digestOfLinks(links: readonly string[]): string {
  return fnv1a([...links].sort(compareStrings).join("\n"));
}

const defaultDocument = /\/(index|default)\.(html?|php|aspx?|jsp|cfm)$/i;

/** The address without a default document name or a trailing slash: "https://x.de/shop" for /shop/index.html. */
function addressForm(url: string): string | null {
  const normal = normalizePageUrl(url);
  if (!normal) return null;
  const parsed = new URL(normal);
  const path = parsed.pathname.replace(defaultDocument, "/").replace(/(.)\/+$/, "$1");
  return `${parsed.origin}${path}${parsed.search}`;
}

/** What the page answered, as far as the stored report tells: findings, elements, rule counts. */
function pageFingerprint(report: PageReport): string {
  const findings = (list: readonly Finding[]) =>
    list.map((finding) => [
      finding.ruleId,
      finding.nodeCount ?? finding.nodes.length,
      finding.nodes.map((node) => [node.selector, node.html]),
    ]);
  const counts = resultCategoryCounts(report.counts);
  return `${counts} ${fnv1a(JSON.stringify([findings(report.violations), findings(report.incomplete)]))}`;
}

function resultCategoryCounts(counts: CategoryCounts): string {
  return [counts.violations, counts.incomplete, counts.passes, counts.inapplicable].join("/");
}

function toSitePage(result: SitePageResult, aliases: string[] = []): SitePage {
  const { outcome } = result;
  const alsoAt = aliases.length > 0 ? { aliases } : {};
  if (!outcome.ok) {
    return {
      url: result.url,
      finalUrl: null,
      depth: result.depth,
      ...alsoAt,
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
    ...alsoAt,
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
          const pattern = elementPattern(node.selector, node.html, node.context);
          const key = issueKey(finding.ruleId, pattern, category);
          let issue = byKey.get(key);
          if (!issue) {
            // Rule texts are the same on every page of a run (one level, one locale): the first wins.
            issue = {
              ...fields,
              engine: engineOf(finding),
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
