import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../drizzle/db.server";
import { schema } from "../../drizzle/db.server";

export const STATS_WINDOW_DAYS = 30;

export type HomeStats = { scans: number; averageIssues: number | null };

/**
 * Scans started in the last 30 days, and the average number of issues per website: for each
 * address, its latest finished scan in that window counts once.
 */
export async function getHomeStats(db: Database, now = new Date()): Promise<HomeStats> {
  const since = new Date(now.getTime() - STATS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const { runs } = schema;

  const [scanRow] = await db.select({ value: count() }).from(runs).where(gte(runs.createdAt, since));

  const latestPerSite = db
    .select({ url: runs.url, latest: sql<number>`max(${runs.createdAt})`.as("latest") })
    .from(runs)
    .where(and(eq(runs.status, "done"), gte(runs.createdAt, since)))
    .groupBy(runs.url)
    .as("latest_per_site");

  const [averageRow] = await db
    .select({ value: sql<number | null>`avg(${runs.violationCount})` })
    .from(runs)
    .innerJoin(latestPerSite, and(eq(runs.url, latestPerSite.url), eq(runs.createdAt, latestPerSite.latest)))
    .where(eq(runs.status, "done"));

  const average = averageRow?.value;
  return {
    scans: scanRow?.value ?? 0,
    averageIssues: average === null || average === undefined ? null : Math.round(average * 10) / 10,
  };
}
