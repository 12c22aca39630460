import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { issuePages, pageInMessage, type SiteIssue, type SiteReport } from "#core/contract";
import { loadSiteReport, type Run } from "#core/runs/runs.server";
import { isWcagViolation } from "#core/wcag";
import { schema } from "#drizzle/db.server";
import { resources } from "~/i18n.server";
import { siteRunCounts } from "./counts";
import { type AlertIssue, enqueueRunAlert, enqueueRunFailed, enqueueRunResult } from "./mail/index.server";
import { localizeSiteReport } from "./report-language.server";
import { issueStateOf, type Triage } from "./triage";
import { loadTriage } from "./triage.server";

/** Pages named per issue in an alert; the report has them all. */
const PAGES_PER_ISSUE = 5;

/**
 * The alert's contents: WCAG violations this run found for the first time (all of them on a site's first
 * run), and those the owner had
 * marked fixed that came back. Issues the owner triaged out (false positive, accepted) are left out.
 */
export function alertIssuesOf(
  report: SiteReport,
  finishedAt: Date,
  triage: ReadonlyMap<string, Triage>,
): { newIssues: AlertIssue[]; regressions: AlertIssue[] } {
  const asAlert = (issue: SiteIssue): AlertIssue => ({
    title: issue.help,
    impact: issue.impact ?? "minor",
    pages: issuePages(report, issue).slice(0, PAGES_PER_ISSUE).map(pageInMessage),
  });
  const newIssues: AlertIssue[] = [];
  const regressions: AlertIssue[] = [];
  for (const issue of report.issues) {
    if (!isWcagViolation(issue)) continue;
    const state = issueStateOf(triage.get(issue.key), finishedAt);
    if (state === "regression") regressions.push(asAlert(issue));
    // The first run of a site has nothing to compare with: all it found is new to the owner.
    else if (state === "open" && (issue.change === "new" || report.comparison === null)) {
      newIssues.push(asAlert(issue));
    }
  }
  return { newIssues, regressions };
}

/**
 * What a finished run's mail says: why it failed, or what it found (new issues, regressions and the
 * totals after the owner's triage). Null when the stored report cannot be read.
 */
async function outcomeOf(context: AppLoadContext, run: Run, userId: string, locale: "de" | "en") {
  if (run.status === "failed") {
    const reason = resources[locale].translation.scan.failed.errors[run.errorCode ?? "internal"];
    return { status: "failed" as const, reason };
  }
  const stored = await loadSiteReport(context.db, run);
  if (!stored || !run.siteKey) return null;
  const triage = await loadTriage(context.db, userId, run.siteKey);
  const report = localizeSiteReport(stored, locale);
  const finishedAt = run.finishedAt ?? run.createdAt;
  const { newIssues, regressions } = alertIssuesOf(report, finishedAt, triage);
  const counts = siteRunCounts(report, triage, finishedAt);
  return {
    status: "done" as const,
    newIssues,
    regressions,
    totals: { found: counts.found, open: counts.open },
  };
}

/**
 * Tells owners about their scheduled runs that have finished since the last round: the alert (new issues,
 * regressions) for a finished run, the notice for a failed one. The mail is stored in the outbox under a
 * key of the run before the run is marked as told, so a round that dies in between loses nothing and the
 * next round's second enqueue is a no-op.
 */
export async function notifyFinishedScheduledRuns(
  context: AppLoadContext,
  ctx: Pick<ExecutionContext, "waitUntil">,
  now = new Date(),
): Promise<number> {
  const { scheduleRuns, runs, registeredSites, users } = schema;
  const finished = await context.db
    .select({
      siteId: scheduleRuns.siteId,
      period: scheduleRuns.period,
      run: runs,
      siteUrl: registeredSites.url,
      locale: users.locale,
    })
    .from(scheduleRuns)
    .innerJoin(runs, eq(runs.id, scheduleRuns.runId))
    .innerJoin(registeredSites, eq(registeredSites.id, scheduleRuns.siteId))
    .innerJoin(users, eq(users.id, registeredSites.workspaceId))
    .where(
      and(
        isNotNull(scheduleRuns.runId),
        isNull(scheduleRuns.notifiedAt),
        inArray(runs.status, ["done", "failed"]),
      ),
    );
  let told = 0;
  for (const { siteId, period, run, siteUrl, locale } of finished) {
    const userId = run.ownerId;
    if (!userId) continue;
    const reportUrl = new URL(`/run/${encodeURIComponent(run.id)}`, context.env.SITE_URL).toString();
    const outcome = await outcomeOf(context, run, userId, locale);
    if (outcome?.status === "failed") {
      await enqueueRunFailed(
        context.env,
        { userId, site: siteUrl, runId: run.id, reason: outcome.reason, reportUrl },
        ctx,
      );
    } else if (outcome) {
      const { newIssues, regressions, totals } = outcome;
      await enqueueRunAlert(
        context.env,
        { userId, site: siteUrl, runId: run.id, newIssues, regressions, totals, reportUrl },
        ctx,
      );
    }
    await context.db
      .update(scheduleRuns)
      .set({ notifiedAt: now })
      .where(and(eq(scheduleRuns.siteId, siteId), eq(scheduleRuns.period, period)));
    told++;
  }
  return told;
}

/**
 * Mails the result of scans started by hand whose owners asked for it (the checkbox beside "Jetzt
 * scannen"), once the run has finished: its counts, what is new or back again, or why it failed. Like
 * the alerts, the mail is stored under a key of the run before the request is marked as told.
 */
export async function notifyRequestedRunResults(
  context: AppLoadContext,
  ctx: Pick<ExecutionContext, "waitUntil">,
  now = new Date(),
): Promise<number> {
  const { runResultMails, runs, registeredSites, users } = schema;
  const finished = await context.db
    .select({ run: runs, userId: runResultMails.userId, siteUrl: registeredSites.url, locale: users.locale })
    .from(runResultMails)
    .innerJoin(runs, eq(runs.id, runResultMails.runId))
    .innerJoin(registeredSites, eq(registeredSites.id, runResultMails.siteId))
    .innerJoin(users, eq(users.id, runResultMails.userId))
    .where(and(isNull(runResultMails.notifiedAt), inArray(runs.status, ["done", "failed"])));
  let told = 0;
  for (const { run, userId, siteUrl, locale } of finished) {
    const reportUrl = new URL(`/run/${encodeURIComponent(run.id)}`, context.env.SITE_URL).toString();
    // The one who asked hears of it; the triage and the branding are the workspace's.
    const workspaceId = run.ownerId ?? userId;
    const request = { userId, workspaceId, site: siteUrl, runId: run.id, reportUrl };
    const outcome = await outcomeOf(context, run, workspaceId, locale);
    if (outcome) await enqueueRunResult(context.env, { ...request, outcome }, ctx);
    await context.db.update(runResultMails).set({ notifiedAt: now }).where(eq(runResultMails.runId, run.id));
    told++;
  }
  return told;
}
