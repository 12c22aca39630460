/**
 * What the API (and, later, webhooks and the CLI's remote mode) tell about runs, sites and issues: the
 * shapes of openapi.json's Run, Site and Issue, read with the same ownership rules as the app's pages.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { ReportLocale } from "#core/contract";
import { loadSiteReport, type Run } from "#core/runs/runs.server";
import { type SiteProgress, siteProgressOf } from "#core/runs/site-runs.server";
import { type Database, schema } from "#drizzle/db.server";
import { finishedAtOf, issueRows, siteRuns } from "~/routes/sites.$id/dashboard.server";
import { exportedCounts, siteRunCounts } from "~/utils/counts";
import { loadTriage } from "~/utils/triage.server";
import { type Cursor, pageOf } from "./cursor";

export type Site = typeof schema.registeredSites.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function runResource(run: Run, progress: SiteProgress | undefined, siteId: number | null) {
  const done = run.status === "done";
  return {
    id: run.id,
    url: run.url,
    finalUrl: run.finalUrl,
    kind: run.kind,
    level: run.level,
    status: run.status,
    error: run.status === "failed" ? (run.errorCode ?? "internal") : null,
    siteId,
    createdAt: run.createdAt.toISOString(),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    pages: run.kind === "site" ? (progress ?? { found: 0, done: 0, failed: 0 }) : null,
    counts: done
      ? { wcagViolations: run.violationCount, categories: run.counts, impacts: run.impacts }
      : null,
    links: {
      self: `/api/v1/runs/${run.id}`,
      exports: done
        ? {
            json: `/api/v1/runs/${run.id}/export/json`,
            csv: `/api/v1/runs/${run.id}/export/csv`,
            pdf: `/api/v1/runs/${run.id}/export/pdf`,
          }
        : null,
    },
  };
}

/** Site ids of the owner's registered sites by site key, for naming a run's site. */
async function siteIdsByKey(db: Database, userId: string): Promise<Map<string, number>> {
  const { registeredSites } = schema;
  const rows = await db
    .select({ id: registeredSites.id, siteKey: registeredSites.siteKey })
    .from(registeredSites)
    .where(and(eq(registeredSites.workspaceId, userId), isNull(registeredSites.removedAt)));
  return new Map(rows.map((row) => [row.siteKey, row.id]));
}

/** Runs as the API shows them, with the progress of site runs and their registered site. */
export async function runResources(db: Database, userId: string, runs: Run[]) {
  const [progress, sites] = await Promise.all([
    siteProgressOf(
      db,
      runs.filter((run) => run.kind === "site").map((run) => run.id),
    ),
    siteIdsByKey(db, userId),
  ]);
  return runs.map((run) =>
    runResource(run, progress.get(run.id), run.siteKey ? (sites.get(run.siteKey) ?? null) : null),
  );
}

/** The owner's runs, newest first, from after the cursor. */
export async function listOwnRuns(db: Database, userId: string, cursor: Cursor | null, limit: number) {
  const { runs } = schema;
  const after = cursor
    ? or(
        lt(runs.createdAt, new Date(cursor.at)),
        and(eq(runs.createdAt, new Date(cursor.at)), lt(runs.id, cursor.id)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(runs)
    .where(and(eq(runs.ownerId, userId), after))
    .orderBy(desc(runs.createdAt), desc(runs.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (run) => ({ at: run.createdAt.getTime(), id: run.id }));
  return { items: await runResources(db, userId, page.items), nextCursor: page.nextCursor };
}

export function siteResource(site: Site) {
  return {
    id: site.id,
    url: site.url,
    createdAt: site.createdAt.toISOString(),
    links: {
      issues: `/api/v1/sites/${site.id}/issues`,
      exports: { json: `/api/v1/sites/${site.id}/export/json`, csv: `/api/v1/sites/${site.id}/export/csv` },
    },
  };
}

/** The owner's registered sites (removed ones are gone, as in the app), newest first. */
export async function listOwnSites(db: Database, userId: string, cursor: Cursor | null, limit: number) {
  // A site's cursor names its numeric id; any other is not one of this list's.
  if (cursor && !/^\d{1,15}$/.test(cursor.id)) return null;
  const { registeredSites } = schema;
  const after = cursor
    ? or(
        lt(registeredSites.createdAt, new Date(cursor.at)),
        and(eq(registeredSites.createdAt, new Date(cursor.at)), lt(registeredSites.id, Number(cursor.id))),
      )
    : undefined;
  const rows = await db
    .select()
    .from(registeredSites)
    .where(and(eq(registeredSites.workspaceId, userId), isNull(registeredSites.removedAt), after))
    .orderBy(desc(registeredSites.createdAt), desc(registeredSites.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (site) => ({ at: site.createdAt.getTime(), id: String(site.id) }));
  return { items: page.items.map(siteResource), nextCursor: page.nextCursor };
}

/**
 * The issues of the site's latest finished run with their triage, as the dashboard lists them. A cursor
 * names its run and a position, so that a run finishing meanwhile does not shift the pages being read.
 */
export async function siteIssues(
  context: AppLoadContext,
  userId: string,
  site: Site,
  locale: ReportLocale,
  cursor: Cursor | null,
  limit: number,
) {
  if (cursor && cursor.at < 0) return null;
  const runs = (await siteRuns(context, userId, site.siteKey)).filter((run) => run.status === "done");
  const run = cursor ? runs.find((candidate) => candidate.id === cursor.id) : runs[0];
  if (cursor && !run) return null;
  const report = run ? await loadSiteReport(context.db, run) : null;
  if (!run || !report) return { run: null, counts: null, items: [], nextCursor: null };
  const triage = await loadTriage(context.db, userId, site.siteKey);
  const rows = issueRows(report, finishedAtOf(run), triage, locale);
  const start = cursor ? cursor.at : 0;
  const slice = rows.slice(start, start + limit + 1);
  const page = pageOf(slice, limit, () => ({ at: start + limit, id: run.id }));
  const counts = siteRunCounts(report, triage, finishedAtOf(run));
  return {
    run: { id: run.id, finishedAt: finishedAtOf(run).toISOString() },
    counts: exportedCounts(counts),
    items: page.items.map(({ fix: _fix, ...row }) => row),
    nextCursor: page.nextCursor,
  };
}
