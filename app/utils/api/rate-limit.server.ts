/**
 * Calls per token in fixed one-minute windows, counted in D1 (decision 038): one statement adds the call
 * and returns the window's count, so that concurrent calls cannot both see room that is not there.
 * The headers follow the IETF draft "RateLimit header fields for HTTP" (draft-ietf-httpapi-ratelimit-headers).
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";

export const RATE_WINDOW_SECONDS = 60;

export type RateLimitState = {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
  /** This call is beyond the limit. */
  exceeded: boolean;
};

export async function countApiCall(
  db: Database,
  tokenId: string,
  limit: number,
  now = new Date(),
): Promise<RateLimitState> {
  const windowMs = RATE_WINDOW_SECONDS * 1000;
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const { apiRateWindows } = schema;
  const [, [row]] = await db.batch([
    // Windows before this one are no longer read.
    db
      .delete(apiRateWindows)
      .where(and(eq(apiRateWindows.tokenId, tokenId), lt(apiRateWindows.windowStart, windowStart))),
    db
      .insert(apiRateWindows)
      .values({ tokenId, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [apiRateWindows.tokenId, apiRateWindows.windowStart],
        set: { count: sql`${apiRateWindows.count} + 1` },
      })
      .returning({ count: apiRateWindows.count }),
  ]);
  const used = row?.count ?? 1;
  return {
    limit,
    remaining: Math.max(0, limit - used),
    resetSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000)),
    exceeded: used > limit,
  };
}

/** RateLimit-Policy and RateLimit as structured fields of the draft: quota q, window w; remaining r, reset t. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "RateLimit-Policy": `"per-token";q=${state.limit};w=${RATE_WINDOW_SECONDS}`,
    RateLimit: `"per-token";r=${state.remaining};t=${state.resetSeconds}`,
  };
}
