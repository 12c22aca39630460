import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq } from "drizzle-orm";
import type { Impact, ReportLocale, SiteIssue, SiteReport } from "#core/contract";
import { loadSiteReport, type Run } from "#core/runs/runs.server";
import { type IssueGroup, issueGroupOf } from "#core/wcag";
import { schema } from "#drizzle/db.server";
import { safeHelpUrl } from "~/components/report/model";
import { siteRunCounts } from "~/utils/counts";
import { ruleGuidance } from "~/utils/guidance.server";
import { localizeSiteReport } from "~/utils/report-language.server";
import { scheduledRunIds } from "~/utils/schedules.server";
import { type IssueState, issueStateOf, type Triage } from "~/utils/triage";
import { loadTriage } from "~/utils/triage.server";

/** Runs listed on the dashboard, newest first. */
const RUNS_LISTED = 50;
/** Finished runs in the trend: each one's report is read, so the trend covers the latest this many. */
export const TREND_RUNS = 20;
/** Issues of the latest run per page of the triage list. */
export const ISSUES_PER_PAGE = 20;

export type TrendPoint = {
  runId: string;
  finishedAt: string;
  scheduled: boolean;
  issues: number;
  occurrences: number;
  impacts: Record<Impact, number>;
  principles: Record<"1" | "2" | "3" | "4", number>;
  pagesScanned: number;
  pagesFailed: number;
  /** Compared with the run before; null for the first run of the site. */
  new: number | null;
  fixed: number | null;
  /** Issues the owner marked fixed before this run finished that it found again. */
  regressions: number;
};

export type TriagedIssueRow = {
  key: string;
  ruleId: string;
  help: string;
  description: string;
  helpUrl: string;
  fix: string | null;
  impact: Impact | null;
  category: SiteIssue["category"];
  bestPractice: boolean;
  wcag: string[];
  pattern: string;
  pageCount: number;
  occurrenceCount: number;
  isNew: boolean;
  /** WCAG violation (counted), best practice or manual check (both listed apart, not counted). */
  group: IssueGroup;
  state: IssueState;
  triage: null | { status: Triage["status"]; note: string; byName: string; at: string };
};

export async function siteRuns(context: AppLoadContext, userId: string, siteKey: string): Promise<Run[]> {
  const { runs } = schema;
  return context.db
    .select()
    .from(runs)
    .where(and(eq(runs.ownerId, userId), eq(runs.siteKey, siteKey), eq(runs.kind, "site")))
    .orderBy(desc(runs.createdAt))
    .limit(RUNS_LISTED);
}

/** When a run's report was written; a run without a finishing time (older rows) counts from its start. */
const finishedAtOf = (run: Run) => run.finishedAt ?? run.createdAt;

/**
 * The trend, oldest first: each run's counts as stored when it finished (decision 029). Triage never
 * rewrites them; the dashboard shows what is open now beside the latest run's found count. Only the
 * regressions come from the triage: an issue marked fixed before a run that the run found again.
 */
export async function buildTrend(
  context: AppLoadContext,
  siteId: number,
  runs: Run[],
  triage: ReadonlyMap<string, Triage>,
): Promise<{
  points: TrendPoint[];
  latest: { run: Run; report: SiteReport } | null;
  scheduled: Set<string>;
}> {
  const done = runs.filter((run) => run.status === "done").slice(0, TREND_RUNS);
  const scheduled = await scheduledRunIds(context, siteId);
  const points: TrendPoint[] = [];
  let latest: { run: Run; report: SiteReport } | null = null;
  for (const run of done) {
    const report = await loadSiteReport(context.db, run);
    if (!report) continue;
    if (!latest) latest = { run, report };
    // New and fixed compare the run with the one before and do not depend on the triage.
    const counts = siteRunCounts(report, triage, finishedAtOf(run));
    const totals = report.totals;
    points.push({
      runId: run.id,
      finishedAt: finishedAtOf(run).toISOString(),
      scheduled: scheduled.has(run.id),
      issues: totals.issues,
      occurrences: totals.occurrences,
      impacts: totals.impacts,
      principles: totals.principles,
      pagesScanned: totals.pagesScanned,
      pagesFailed: totals.pagesFailed,
      new: counts.new,
      fixed: counts.fixed,
      regressions: counts.regressions,
    });
  }
  return { points: points.reverse(), latest, scheduled };
}

const groupOrder: Record<IssueGroup, number> = { wcag: 0, bestPractice: 1, review: 2 };

/**
 * Every listed issue of a report with its triage state, in the viewer's language (triaged ones stay
 * listed): the WCAG violations first, then best practices, then what needs a manual check.
 */
export function issueRows(
  report: SiteReport,
  finishedAt: Date,
  triage: ReadonlyMap<string, Triage>,
  locale: ReportLocale,
): TriagedIssueRow[] {
  const localized = localizeSiteReport(report, locale);
  const ordered = [...localized.issues].sort(
    (a, b) => groupOrder[issueGroupOf(a)] - groupOrder[issueGroupOf(b)],
  );
  return ordered.map((issue) => {
    const verdict = triage.get(issue.key);
    return {
      key: issue.key,
      ruleId: issue.ruleId,
      help: issue.help,
      description: issue.description,
      helpUrl: safeHelpUrl(issue.helpUrl),
      fix: ruleGuidance(locale, issue.ruleId)?.fix ?? null,
      impact: issue.impact,
      category: issue.category,
      bestPractice: issue.bestPractice,
      wcag: issue.wcag,
      pattern: issue.pattern,
      pageCount: issue.pageCount,
      occurrenceCount: issue.occurrenceCount,
      isNew: issue.change === "new",
      group: issueGroupOf(issue),
      state: issueStateOf(verdict, finishedAt),
      triage: verdict ? { ...verdict, at: verdict.at.toISOString() } : null,
    };
  });
}

/**
 * Only issues the site has may be triaged: those of its latest report, or ones already triaged (the
 * dashboard's triage form and the API's both ask this).
 */
export async function isIssueOfSite(
  context: AppLoadContext,
  userId: string,
  siteKey: string,
  issueKey: string,
): Promise<boolean> {
  const triage = await loadTriage(context.db, userId, siteKey);
  if (triage.has(issueKey)) return true;
  const latest = (await siteRuns(context, userId, siteKey)).find((run) => run.status === "done");
  const report = latest ? await loadSiteReport(context.db, latest) : null;
  if (report?.issues.some((issue) => issue.key === issueKey)) return true;
  // A linked document's issue is triaged by its key the same way (decision 042).
  return (
    report?.documents?.some((document) => document.issues.some((issue) => issue.key === issueKey)) ?? false
  );
}

export { finishedAtOf };
