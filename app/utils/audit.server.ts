import { and, desc, eq, lt } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";
import type { User } from "./users.server";
import { actorName } from "./workspace.server";

/** What the audit log records; each has its German and English wording under `workspace.audit.actions`. */
export const auditActions = [
  "member.invited",
  "invite.revoked",
  "member.joined",
  "member.removed",
  "member.left",
  "member.roleChanged",
  "owner.transferred",
  "site.removed",
  "schedule.changed",
  "issue.triaged",
  "run.deleted",
  "token.created",
  "token.revoked",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The log keeps a year: GDPR asks for no longer than needed, and a year covers an annual review. */
export const AUDIT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

export type AuditEvent = typeof schema.auditEvents.$inferSelect;

export async function recordAudit(
  db: Database,
  workspace: { id: string },
  actor: User,
  action: AuditAction,
  subject = "",
  detail = "",
  now = new Date(),
): Promise<void> {
  await db.insert(schema.auditEvents).values({
    workspaceId: workspace.id,
    actorId: actor.id,
    actorName: actorName(actor),
    action,
    subject: subject.slice(0, 500),
    detail: detail.slice(0, 500),
    at: now,
  });
}

/** The workspace's log, newest first; `before` pages back by id. */
export async function listAudit(
  db: Database,
  workspaceId: string,
  { limit = 100, before }: { limit?: number; before?: number } = {},
): Promise<AuditEvent[]> {
  const { auditEvents } = schema;
  return db
    .select()
    .from(auditEvents)
    .where(
      before === undefined
        ? eq(auditEvents.workspaceId, workspaceId)
        : and(eq(auditEvents.workspaceId, workspaceId), lt(auditEvents.id, before)),
    )
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}

/** Deletes what is older than the retention period (the daily cron). */
export async function purgeAudit(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(schema.auditEvents)
    .where(lt(schema.auditEvents.at, new Date(now.getTime() - AUDIT_RETENTION_MS)))
    .returning({ id: schema.auditEvents.id });
  return deleted.length;
}
