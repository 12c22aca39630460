/**
 * The one counting model (decision 029): what every view, export, chart and mail counts, computed in one
 * place so that they cannot drift apart.
 *
 * - The headline is WCAG violations: for a page run the WCAG rules it violates, for a site run the issues
 *   (a WCAG rule failing on one element pattern across the site). Occurrences are the failing elements.
 * - Best practices (axe's advice that is no WCAG failure) and findings that need a manual check are
 *   counted apart and never added to the headline.
 * - A run's found count is stored when it finishes and never changes. Triage decides what is "open"
 *   now; it is shown beside the found count, never in place of it, and never in a past run's figures.
 */
import type { CategoryCounts, ImpactCounts, SiteReport } from "#core/contract";
import { isWcagViolation } from "#core/wcag";
// Not from #core/contract, which would bring the scan jobs' zod schemas into the browser.
import { impacts } from "#drizzle/columns";
import { type IssueState, issueStateOf, type Triage, totalsWithoutTriaged } from "./triage";

/** Severity chips: WCAG violations per impact, and those without one, so that they add up to the headline. */
export type SeverityCounts = ImpactCounts & { unrated: number };

function withUnrated(byImpact: ImpactCounts, total: number): SeverityCounts {
  const rated = impacts.reduce((sum, impact) => sum + byImpact[impact], 0);
  return { ...byImpact, unrated: Math.max(0, total - rated) };
}

export type PageRunCounts = {
  /** WCAG rules the page violates: the headline. */
  wcagViolations: number;
  /** Best-practice rules the page violates, apart from the headline. */
  bestPractices: number;
  /** Rules a person has to check. */
  review: number;
  passes: number;
  inapplicable: number;
  severities: SeverityCounts;
};

/**
 * A page report's counts. `counts.violations` holds every violated rule, best practice included; the
 * stored impacts count WCAG rules only.
 */
export function pageRunCounts(
  report: { counts: CategoryCounts; impacts: ImpactCounts },
  wcagViolations: number,
): PageRunCounts {
  return {
    wcagViolations,
    bestPractices: Math.max(0, report.counts.violations - wcagViolations),
    review: report.counts.incomplete,
    passes: report.counts.passes,
    inapplicable: report.counts.inapplicable,
    severities: withUnrated(report.impacts, wcagViolations),
  };
}

export type SiteRunCounts = {
  /** WCAG violation issues the run found, as stored when it finished: the headline. */
  found: number;
  /** Their occurrences (failing elements). */
  occurrences: number;
  /** Of the found issues, those still open after the owner's triage as it stands now. */
  open: number;
  openOccurrences: number;
  /** Found issues the owner triaged out (false positive, accepted, fixed before this run). */
  triaged: number;
  /** Issues marked fixed that this run, finished after the verdict, still finds: open again. */
  regressions: number;
  /** Best-practice issues: listed and counted apart, never in the headline. */
  bestPractices: number;
  /** Issues a person has to check. */
  review: number;
  severities: SeverityCounts;
  principles: SiteReport["totals"]["principles"];
  pagesFound: number;
  pagesScanned: number;
  pagesFailed: number;
  /** Compared with the site's previous run, WCAG violations only; null for a site's first run. */
  new: number | null;
  unchanged: number | null;
  fixed: number | null;
};

/** A site run's counts as its JSON export and the API's issue list give them. */
export function exportedCounts(counts: SiteRunCounts) {
  return {
    wcagViolations: counts.found,
    occurrences: counts.occurrences,
    open: counts.open,
    openOccurrences: counts.openOccurrences,
    bestPractices: counts.bestPractices,
    review: counts.review,
  };
}

/** A site report's counts, with the owner's current triage for "open" (an empty map: no triage). */
export function siteRunCounts(
  report: Pick<SiteReport, "totals" | "issues" | "pages" | "comparison">,
  triage: ReadonlyMap<string, Triage>,
  finishedAt: Date,
): SiteRunCounts {
  const { totals } = report;
  const open = totalsWithoutTriaged(report, triage, finishedAt);
  let bestPractices = 0;
  let review = 0;
  let regressions = 0;
  let added = 0;
  let unchanged = 0;
  for (const issue of report.issues) {
    if (issue.category === "incomplete") review++;
    else if (issue.bestPractice) bestPractices++;
    if (!isWcagViolation(issue)) continue;
    if (issue.change === "new") added++;
    if (issue.change === "unchanged") unchanged++;
    if (issueStateOf(triage.get(issue.key), finishedAt) === "regression") regressions++;
  }
  const comparison = report.comparison;
  return {
    found: totals.issues,
    occurrences: totals.occurrences,
    open: open.issues,
    openOccurrences: open.occurrences,
    triaged: totals.issues - open.issues,
    regressions,
    bestPractices,
    review,
    severities: withUnrated(totals.impacts, totals.issues),
    principles: totals.principles,
    pagesFound: report.pages.length,
    pagesScanned: totals.pagesScanned,
    pagesFailed: totals.pagesFailed,
    new: comparison ? added : null,
    unchanged: comparison ? unchanged : null,
    fixed: comparison ? comparison.fixed.filter(isFixedWcagViolation).length : null,
  };
}

/**
 * A fixed issue of the previous run that was a WCAG violation. Reports stored before the fixed list kept
 * the category know only the criteria: an issue with criteria counts there.
 */
export function isFixedWcagViolation(issue: {
  category?: "violations" | "incomplete";
  bestPractice?: boolean;
  wcag: string[];
}): boolean {
  if (issue.category === undefined) return issue.wcag.length > 0 && issue.bestPractice !== true;
  return issue.category === "violations" && issue.bestPractice !== true;
}

/** Each listed issue's state under the owner's triage, by key (open when there is no verdict). */
export function issueStates(
  report: Pick<SiteReport, "issues">,
  triage: ReadonlyMap<string, Triage>,
  finishedAt: Date,
): Map<string, IssueState> {
  return new Map(report.issues.map((issue) => [issue.key, issueStateOf(triage.get(issue.key), finishedAt)]));
}
