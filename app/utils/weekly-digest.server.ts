import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { loadSiteReport } from "#core/runs/runs.server";
import { isWcagViolation } from "#core/wcag";
import { schema } from "#drizzle/db.server";
import { isFixedWcagViolation, siteRunCounts } from "./counts";
import { type DigestSite, enqueueWeeklyDigest } from "./mail/index.server";
import { berlinTime, periodAt } from "./schedule";
import { loadTriage } from "./triage.server";

/** The digest goes out on Monday from 8 o'clock Berlin time; a cron that misses it sends it later that week. */
const digestTiming = { frequency: "weekly", hour: 8, weekday: 1, monthDay: 1 } as const;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Monday (YYYY-MM-DD, Berlin) of the week whose digest is due at `now`, or null before Monday 8:00. */
export function digestWeekOf(now: Date): string | null {
  const period = periodAt(digestTiming, now);
  if (!period || period.dueAt.getTime() > now.getTime()) return null;
  const monday = berlinTime(period.dueAt);
  return `${monday.year}-${String(monday.month).padStart(2, "0")}-${String(monday.day).padStart(2, "0")}`;
}

/**
 * Enqueues this week's digest for every account that opted in and has not had it yet: per registered
 * site, the open WCAG issues of its latest finished run (triaged ones left out, as on the dashboard) and
 * the issues new and fixed in the runs of the past seven days. The outbox key is account + week, so
 * every later round of the week finds nothing left to do.
 */
export async function enqueueDueDigests(
  context: AppLoadContext,
  ctx: Pick<ExecutionContext, "waitUntil">,
  now: Date,
): Promise<number> {
  const weekOf = digestWeekOf(now);
  if (!weekOf) return 0;
  const { mailPreferences, mailOutbox, registeredSites, runs } = schema;
  const waiting = await context.db
    .select({ userId: mailPreferences.userId })
    .from(mailPreferences)
    .where(
      and(
        eq(mailPreferences.weeklyDigest, true),
        sql`NOT EXISTS (SELECT 1 FROM ${mailOutbox} WHERE ${mailOutbox.dedupeKey} = 'weekly-digest:' || ${mailPreferences.userId} || ':' || ${weekOf})`,
      ),
    );
  let queued = 0;
  for (const { userId } of waiting) {
    const sites = await context.db
      .select({ siteKey: registeredSites.siteKey, url: registeredSites.url })
      .from(registeredSites)
      .where(and(eq(registeredSites.workspaceId, userId), isNull(registeredSites.removedAt)));
    const entries: DigestSite[] = [];
    for (const site of sites) {
      const finished = await context.db
        .select()
        .from(runs)
        .where(
          and(
            eq(runs.ownerId, userId),
            eq(runs.siteKey, site.siteKey),
            eq(runs.kind, "site"),
            eq(runs.status, "done"),
            gte(runs.finishedAt, new Date(now.getTime() - WEEK_MS)),
          ),
        )
        .orderBy(desc(runs.finishedAt))
        .limit(20);
      const latest = finished[0];
      if (!latest) continue;
      const triage = await loadTriage(context.db, userId, site.siteKey);
      let newIssues = 0;
      let fixedIssues = 0;
      let openIssues = 0;
      for (const [index, run] of finished.entries()) {
        const report = await loadSiteReport(context.db, run);
        if (!report) continue;
        // As in the alerts: a site's first run has nothing to compare with, all it found is new.
        newIssues += report.issues.filter(
          (issue) => isWcagViolation(issue) && (issue.change === "new" || report.comparison === null),
        ).length;
        fixedIssues += report.comparison?.fixed.filter(isFixedWcagViolation).length ?? 0;
        // Open as on the dashboard and in the report (decision 029).
        if (index === 0) openIssues = siteRunCounts(report, triage, run.finishedAt ?? now).open;
      }
      entries.push({
        site: site.url,
        reportUrl: new URL(`/run/${encodeURIComponent(latest.id)}`, context.env.SITE_URL).toString(),
        issues: openIssues,
        newIssues,
        fixedIssues,
      });
    }
    const result = await enqueueWeeklyDigest(context.env, { userId, weekOf, sites: entries }, ctx);
    if (result.queued) queued++;
  }
  return queued;
}
