/**
 * Puts the page reports of a whole-site run together: issues (a rule failing on similar elements) with
 * their occurrences across pages, totals, and what changed since the previous run.
 */

import {
  type CategoryCounts,
  engineOf,
  type Finding,
  type FindingNode,
  type ImpactCounts,
  impacts,
  type PageReport,
  type ReportLocale,
  type ScanLevel,
  type SiteIssue,
  type SitePage,
  type SitePageResult,
  type SiteReport,
  siteReportCaps,
  type WcagPrinciple,
} from "./contract";
import { normalizePageUrl } from "./crawl";
import { compareStrings, elementPattern, fnv1a } from "./element-pattern";
import { type ScannedPageFacts, siteWideIssues } from "./rules/site";
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

/** A site whose findings exceed siteReportCaps: its run fails as site_report_too_large. */
export class SiteReportTooLarge extends Error {
  override name = "SiteReportTooLarge";
}

export function aggregateSite(input: AggregateInput, previous?: PreviousRun | null): SiteReport {
  const aggregator = new SiteAggregator(input);
  for (const page of input.pages) aggregator.add(page);
  return aggregator.finish(previous);
}

/** What totals and sorting need of an issue: kept for every issue, listed in full or not. */
type IssueStats = Pick<
  SiteIssue,
  "key" | "category" | "bestPractice" | "impact" | "wcag" | "occurrenceCount" | "pageCount"
>;

/**
 * Puts a site report together one page at a time, so that a run's page reports need not all be in
 * memory at once. Issues are held in full (with at most siteReportCaps.occurrencesPerIssue
 * occurrences) up to siteReportCaps.issues, the most severe ones; the others only as counts. Throws SiteReportTooLarge past
 * the hard limits (pages, counted issues).
 */
export class SiteAggregator {
  private readonly pages: SitePage[] = [];
  private readonly listed = new Map<string, SiteIssue>();
  private readonly counted = new Map<string, IssueStats>();
  /** Keys of the listed issues by rank: a few ranks only, so the least severe are found at once. */
  private readonly listedByRank = new Map<number, Set<string>>();
  /** The last page each issue was seen on: pages come in order, so pageCount needs no set of pages. */
  private readonly lastPage = new Map<string, number>();
  private axeVersion = "";
  /** What the site-wide checks compare, kept of every page (small and capped, see checks/site.ts). */
  private readonly facts: ScannedPageFacts[] = [];
  /** Each page under the keys of its document (see sameDocumentKeys): another address of it is an alias. */
  private readonly pageByKey = new Map<string, number>();

  constructor(private readonly meta: Omit<AggregateInput, "pages">) {}

  add(result: SitePageResult): void {
    const keys = sameDocumentKeys(result);
    const known = keys.map((key) => this.pageByKey.get(key)).find((index) => index !== undefined);
    if (known !== undefined) {
      this.addAlias(known, result, keys);
      return;
    }
    if (this.pages.length >= siteReportCaps.pages) {
      throw new SiteReportTooLarge(`more than ${siteReportCaps.pages} pages`);
    }
    const pageIndex = this.pages.length;
    for (const key of keys) this.pageByKey.set(key, pageIndex);
    this.pages.push(toSitePage(result));
    if (!result.outcome.ok) return;
    const { report } = result.outcome;
    this.axeVersion ||= report.axeVersion;
    if (report.siteFacts)
      this.facts.push({ index: pageIndex, url: report.finalUrl, facts: report.siteFacts });
    for (const category of issueCategories) {
      for (const finding of report[category]) {
        const { nodes, ...fields } = finding;
        // Elements found beyond the listed ones (see elementsOf): counted, with nothing to list.
        const unlisted = elementsOf(finding) - nodes.length;
        const keysOnPage = new Map<string, number>();
        for (const node of nodes) {
          const pattern = elementPattern(node.selector, node.html, node.context);
          const key = issueKey(finding.ruleId, pattern, category);
          const issue = this.issueFor(key, () => ({
            // Rule texts are the same on every page of a run (one level, one locale): the first wins.
            ...fields,
            engine: engineOf(finding),
            key,
            category,
            pattern,
            pageCount: 0,
            occurrenceCount: 0,
            occurrences: [],
          }));
          issue.occurrenceCount++;
          keysOnPage.set(key, (keysOnPage.get(key) ?? 0) + 1);
          if (this.lastPage.get(key) !== pageIndex) {
            issue.pageCount++;
            this.lastPage.set(key, pageIndex);
          }
          if ("occurrences" in issue && issue.occurrences.length < siteReportCaps.occurrencesPerIssue) {
            issue.occurrences.push({
              page: pageIndex,
              selector: node.selector,
              html: node.html,
              failureSummary: node.failureSummary,
              ...(node.failureSummaryIn ? { failureSummaryIn: node.failureSummaryIn } : {}),
              ...(node.crop ? { crop: node.crop } : {}),
            });
          }
        }
        // The unlisted elements are unknown beyond their rule: they count towards the issue most of the
        // listed ones belong to (the first of equals), which is almost always the rule's only issue there.
        if (unlisted > 0) {
          let most: string | undefined;
          for (const [key, listed] of keysOnPage)
            if (most === undefined || listed > (keysOnPage.get(most) ?? 0)) most = key;
          const issue = most === undefined ? undefined : (this.listed.get(most) ?? this.counted.get(most));
          if (issue) issue.occurrenceCount += unlisted;
        }
      }
    }
  }

  finish(previous?: PreviousRun | null): SiteReport {
    const siteWide = siteWideIssues(this.facts, this.meta.locale);
    const listed = sortIssues([...this.listed.values(), ...siteWide]);
    const all = [...listed, ...this.counted.values()];
    const comparison = previous ? compare(listed, this.pages, previous) : null;
    return {
      kind: "site",
      rootUrl: this.meta.rootUrl,
      level: this.meta.level,
      locale: this.meta.locale,
      axeVersion: this.axeVersion,
      generatedAt: (this.meta.generatedAt ?? new Date()).toISOString(),
      pages: this.pages,
      issues: listed,
      issueCount: all.length,
      totals: totalsOf(this.pages, all),
      comparison,
    };
  }

  /**
   * Another address of a page already added (/ and /index.html): the page is listed once, under the
   * shorter address, with the other as an alias; its findings are the page's and are not counted again.
   */
  private addAlias(index: number, result: SitePageResult, keys: string[]): void {
    for (const key of keys) if (!this.pageByKey.has(key)) this.pageByKey.set(key, index);
    const page = this.pages[index] as SitePage;
    page.depth = Math.min(page.depth, result.depth);
    if (result.url.length < page.url.length) {
      page.aliases = [...(page.aliases ?? []), page.url];
      page.url = result.url;
    } else {
      page.aliases = [...(page.aliases ?? []), result.url];
    }
  }

  private list(issue: SiteIssue): void {
    this.listed.set(issue.key, issue);
    const issueRank = rank(issue);
    const keys = this.listedByRank.get(issueRank) ?? new Set<string>();
    keys.add(issue.key);
    this.listedByRank.set(issueRank, keys);
  }

  private issueFor(key: string, create: () => SiteIssue): SiteIssue | IssueStats {
    const known = this.listed.get(key) ?? this.counted.get(key);
    if (known) return known;
    if (this.counted.size + this.listed.size >= siteReportCaps.countedIssues) {
      throw new SiteReportTooLarge(`more than ${siteReportCaps.countedIssues} issues`);
    }
    const issue = create();
    if (this.listed.size < siteReportCaps.issues) {
      this.list(issue);
      return issue;
    }
    // Full: a more severe issue takes the place of a least severe one listed, which is only counted on.
    const leastRank = Math.max(...[...this.listedByRank].filter(([, keys]) => keys.size > 0).map(([r]) => r));
    if (rank(issue) < leastRank) {
      const leastKeys = this.listedByRank.get(leastRank) as Set<string>;
      const [leastKey] = leastKeys;
      const least = this.listed.get(leastKey as string) as SiteIssue;
      leastKeys.delete(least.key);
      this.listed.delete(least.key);
      this.counted.set(least.key, statsOf(least));
      this.list(issue);
      return issue;
    }
    const stats = statsOf(issue);
    this.counted.set(key, stats);
    return stats;
  }
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
 * per page of a site), no links (discovery has used them by then) but their digest (see sameDocumentKeys).
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
 * The crawl cannot know this before both are scanned, so it scans both; the report counts one
 * (SiteAggregator.addAlias). These are the keys under which a page is recognised.
 */
function sameDocumentKeys(result: SitePageResult): string[] {
  // A flow's step is a state of its page, not the page as the crawl opens it: never another address of one.
  if (!result.outcome.ok || result.flow) return [];
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
  const alsoAt = {
    ...(aliases.length > 0 ? { aliases } : {}),
    ...(result.flow ? { flow: { ...result.flow } } : {}),
    // A flow's state is marked by its flow; a crawled page by its scan (markSignedIn).
    ...(result.signedIn || (outcome.ok && outcome.report.signedIn) ? { signedIn: true as const } : {}),
  };
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
    occurrenceCount: wcagViolations.reduce((sum, finding) => sum + elementsOf(finding), 0),
    ...(outcome.report.partial ? { partial: { ...outcome.report.partial } } : {}),
    ...(outcome.report.screenshot ? { screenshot: outcome.report.screenshot } : {}),
  };
}

/**
 * How many elements a rule failed on: the scan lists at most reportCaps.nodesPerFinding and storage
 * may keep fewer (compactPageReport, and cut further to fit D1), but nodeCount keeps the exact number.
 */
function elementsOf(finding: Finding): number {
  return Math.max(finding.nodes.length, finding.nodeCount ?? 0);
}

/**
 * Violations and "needs review" findings of the same rule on the same elements stay two issues (one
 * fails, the other asks for a human), so the category is part of the key of the latter.
 */
export function issueKey(ruleId: string, pattern: string, category: SiteIssue["category"]): string {
  return category === "violations" ? `${ruleId}|${pattern}` : `${ruleId}|${pattern}|review`;
}

/** The key of the issue an element of a page's finding belongs to: the same as in a site report. */
export function elementIssueKey(
  ruleId: string,
  node: Pick<FindingNode, "selector" | "html" | "context">,
  category: SiteIssue["category"],
): string {
  return issueKey(ruleId, elementPattern(node.selector, node.html, node.context), category);
}

function statsOf(issue: SiteIssue): IssueStats {
  const { key, category, bestPractice, impact, wcag, occurrenceCount, pageCount } = issue;
  return { key, category, bestPractice, impact, wcag, occurrenceCount, pageCount };
}

/** The order of sortIssues without how widespread an issue is (not known until the last page): lower first. */
function rank(issue: IssueStats): number {
  const severity = issue.impact === null ? impacts.length : impacts.indexOf(issue.impact);
  return issueCategories.indexOf(issue.category) * 100 + Number(issue.bestPractice) * 10 + severity;
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

function totalsOf(pages: readonly SitePage[], issues: readonly IssueStats[]): SiteReport["totals"] {
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
    .map(({ key, ruleId, help, impact, wcag, pattern, occurrenceCount, category, bestPractice }) => ({
      key,
      category,
      bestPractice,
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
