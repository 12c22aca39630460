import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#drizzle/db.server";
import { schema } from "#drizzle/db.server";

export const STATS_WINDOW_DAYS = 30;

export type HomeStats = { scans: number; averageIssues: number | null };

/**
 * Scans finished in the last 30 days (failed, queued and running ones are not results), and the typical number of issues per website: for each address,
 * its latest finished scan in that window counts once, and the median of those is shown. A median
 * rather than the mean because anyone can scan any page for free: one page built to fail (or any
 * handful) must not move a public number.
 */
export async function getHomeStats(db: Database, now = new Date()): Promise<HomeStats> {
  const since = new Date(now.getTime() - STATS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const { runs } = schema;

  const [scanRow] = await db
    .select({ value: count() })
    .from(runs)
    .where(and(eq(runs.status, "done"), gte(runs.createdAt, since)));

  // SQLite has no median(): the middle one or two of the ordered values, averaged.
  const medianRow = await db.get<{ value: number | null }>(sql`
    WITH latest AS (
      SELECT ${runs.violationCount} AS issues FROM ${runs}
      INNER JOIN (
        SELECT ${runs.url} AS url, max(${runs.createdAt}) AS latest FROM ${runs}
        WHERE ${runs.status} = 'done' AND ${runs.createdAt} >= ${since.getTime()}
        GROUP BY ${runs.url}
      ) AS latest_per_site
        ON ${runs.url} = latest_per_site.url AND ${runs.createdAt} = latest_per_site.latest
      WHERE ${runs.status} = 'done'
    )
    SELECT avg(issues) AS value FROM (
      SELECT issues FROM latest ORDER BY issues
      LIMIT 2 - (SELECT count(*) FROM latest) % 2
      OFFSET ((SELECT count(*) FROM latest) - 1) / 2
    )`);

  const median = medianRow?.value;
  return {
    scans: scanRow?.value ?? 0,
    averageIssues: median === null || median === undefined ? null : Math.round(median * 10) / 10,
  };
}
