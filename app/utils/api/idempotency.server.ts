/**
 * Idempotency-Key on starting a scan (decision 038, after the IETF draft "The Idempotency-Key HTTP
 * Header Field"): the key is claimed before the scan starts, so two requests with one key start one scan.
 */
import { and, eq, isNull, lt } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";
import { hashApiToken } from "./tokens";

/** How long a key answers with its run. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A key as the draft allows it: visible ASCII, at most 255 characters. Null: no key sent. */
export function parseIdempotencyKey(header: string | null): { ok: true; key: string | null } | { ok: false } {
  if (header === null) return { ok: true, key: null };
  return /^[\x21-\x7e]{1,255}$/.test(header) ? { ok: true, key: header } : { ok: false };
}

export const requestHashOf = (normalised: unknown) => hashApiToken(JSON.stringify(normalised));

export type IdempotencyClaim =
  | { state: "claimed" }
  | { state: "replay"; runId: string }
  | { state: "conflict" }
  | { state: "inProgress" };

export async function claimIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
  requestHash: string,
  now = new Date(),
): Promise<IdempotencyClaim> {
  const { apiIdempotencyKeys: keys } = schema;
  const [, inserted] = await db.batch([
    // A key older than its time is free again.
    db
      .delete(keys)
      .where(
        and(
          eq(keys.workspaceId, userId),
          eq(keys.key, key),
          lt(keys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
        ),
      ),
    db
      .insert(keys)
      .values({ workspaceId: userId, key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: keys.key }),
  ]);
  if (inserted.length > 0) return { state: "claimed" };
  const existing = await db
    .select()
    .from(keys)
    .where(and(eq(keys.workspaceId, userId), eq(keys.key, key)))
    .get();
  if (!existing) return { state: "inProgress" };
  if (existing.requestHash !== requestHash) return { state: "conflict" };
  return existing.runId ? { state: "replay", runId: existing.runId } : { state: "inProgress" };
}

export async function completeIdempotencyKey(db: Database, userId: string, key: string, runId: string) {
  const { apiIdempotencyKeys: keys } = schema;
  await db
    .update(keys)
    .set({ runId })
    .where(and(eq(keys.workspaceId, userId), eq(keys.key, key), isNull(keys.runId)));
}

/** A scan that was refused frees its key: the same request may be sent again once it can succeed. */
export async function releaseIdempotencyKey(db: Database, userId: string, key: string) {
  const { apiIdempotencyKeys: keys } = schema;
  await db.delete(keys).where(and(eq(keys.workspaceId, userId), eq(keys.key, key), isNull(keys.runId)));
}
