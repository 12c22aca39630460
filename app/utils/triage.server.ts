import { and, eq } from "drizzle-orm";
import type { Run } from "#core/runs/runs.server";
import { type Database, schema } from "#drizzle/db.server";
import type { Triage, TriageStatus } from "./triage";

/** Every verdict of the user on the site's issues, by issue key. */
export async function loadTriage(
  db: Database,
  userId: string,
  siteKey: string,
): Promise<Map<string, Triage>> {
  const { issueTriage } = schema;
  const rows = await db
    .select()
    .from(issueTriage)
    .where(and(eq(issueTriage.workspaceId, userId), eq(issueTriage.siteKey, siteKey)));
  return new Map(
    rows.map((row) => [row.issueKey, { status: row.status, note: row.note, byName: row.byName, at: row.at }]),
  );
}

/** Sets (or replaces) the verdict on an issue of the site; who and when are recorded with it. */
export async function setTriage(
  db: Database,
  input: {
    workspaceId: string;
    siteKey: string;
    issueKey: string;
    status: TriageStatus;
    note: string;
    byName: string;
  },
  now = new Date(),
): Promise<void> {
  const row = { ...input, at: now };
  await db
    .insert(schema.issueTriage)
    .values(row)
    .onConflictDoUpdate({
      target: [schema.issueTriage.workspaceId, schema.issueTriage.siteKey, schema.issueTriage.issueKey],
      set: { status: row.status, note: row.note, byName: row.byName, at: row.at },
    });
}

/** Undoes a verdict: the issue is open again and counts again. */
export async function clearTriage(db: Database, userId: string, siteKey: string, issueKey: string) {
  const { issueTriage } = schema;
  await db
    .delete(issueTriage)
    .where(
      and(
        eq(issueTriage.workspaceId, userId),
        eq(issueTriage.siteKey, siteKey),
        eq(issueTriage.issueKey, issueKey),
      ),
    );
}

/**
 * The owner's triage for one of their runs: a registered site's whole-site run, read against the verdicts
 * as they stand now. Null for page runs and runs outside a registered site: every issue is open there.
 */
export async function runTriageOf(
  db: Database,
  run: Pick<Run, "kind" | "ownerId" | "siteKey" | "finishedAt" | "createdAt">,
): Promise<{ verdicts: Map<string, Triage>; finishedAt: Date } | null> {
  if (run.kind !== "site" || !run.ownerId || !run.siteKey) return null;
  return {
    verdicts: await loadTriage(db, run.ownerId, run.siteKey),
    finishedAt: run.finishedAt ?? run.createdAt,
  };
}
