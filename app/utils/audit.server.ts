import { and, desc, eq, gte, lt } from "drizzle-orm";
import { csvCell } from "#core/reporters/csv";
import { type Database, schema } from "#drizzle/db.server";
import type { Locale } from "~/i18n";
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
  "workspace.created",
  "workspace.claimed",
  "workspace.switched",
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

/** Everything the workspace's log holds since `since`, newest first: the CSV download. */
export async function listAuditSince(db: Database, workspaceId: string, since: Date): Promise<AuditEvent[]> {
  const { auditEvents } = schema;
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, workspaceId), gte(auditEvents.at, since)))
    .orderBy(desc(auditEvents.id));
}

/** The action's wording, or its code for one this version does not know. */
export function auditActionLabel(action: string, labels: Record<AuditAction, string>): string {
  return (auditActions as readonly string[]).includes(action) ? labels[action as AuditAction] : action;
}

/**
 * The log as CSV for spreadsheets: a header row in the viewer's language, ";" for German Excel and ","
 * for English, times in UTC (ISO 8601, unambiguous in any spreadsheet). Names, addresses and subjects
 * come from members and outsiders alike, so every cell goes through `csvCell` against formula injection.
 */
export function auditCsv(
  events: AuditEvent[],
  locale: Locale,
  texts: { headers: [string, string, string, string, string]; actions: Record<AuditAction, string> },
): string {
  const delimiter = locale === "de" ? ";" : ",";
  const line = (cells: string[]) => `${cells.map(csvCell).join(delimiter)}\r\n`;
  const rows = events.map((event) =>
    line([
      event.at.toISOString(),
      event.actorName,
      auditActionLabel(event.action, texts.actions),
      event.subject,
      event.detail,
    ]),
  );
  // The byte order mark: Excel reads a file without it as the local code page and garbles umlauts.
  return `\uFEFF${line(texts.headers)}${rows.join("")}`;
}

/** Deletes what is older than the retention period (the daily cron). */
export async function purgeAudit(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(schema.auditEvents)
    .where(lt(schema.auditEvents.at, new Date(now.getTime() - AUDIT_RETENTION_MS)))
    .returning({ id: schema.auditEvents.id });
  return deleted.length;
}
