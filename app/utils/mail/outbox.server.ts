import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { createDb, type Database, schema } from "#drizzle/db.server";
import { type MailEnv, mailConfigFrom } from "./config.server";
import { sendThroughResend } from "./resend.server";

export type MailKind =
  | "contact"
  | "run-alert"
  | "weekly-digest"
  | "run-failed"
  | "verify-email"
  | "order-confirmation"
  | "test-alert"
  | "run-result"
  | "contact-copy"
  | "webhook-disabled"
  | "workspace-invite"
  | "workspace-handover";

/** A mail ready to go: rendered, addressed, and named by a key that is the same however often it is made. */
export type OutgoingMail = {
  kind: MailKind;
  /** The same event gives the same key (e.g. `run-alert:<run id>`): the outbox stores one mail per key. */
  dedupeKey: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  userId?: string | null;
};

/** Most mails one delivery round sends; the rest wait for the next round. */
const ROUND_LIMIT = 50;
/** How long one delivery may hold a mail before another may try it (the send itself times out at 30 s). */
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;
/** Sent mails are kept this long (to look up what went out), then removed by the delivery rounds. */
export const SENT_MAIL_KEPT_MS = 30 * 24 * 60 * 60_000;
/** Most old rows one round removes, so that a round stays short. */
const PRUNE_LIMIT = 200;

/** Waits after the nth failed attempt: 1, 2, 4, 8 … minutes, at most six hours; a mail is never dropped. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/**
 * Stores a mail in the outbox, due now. A key already stored keeps its first mail: `created` is false and
 * nothing else happens, so an alert enqueued twice (a cron firing twice, a retried queue message) goes out once.
 */
export async function enqueueMail(
  db: Database,
  mail: OutgoingMail,
  now: Date = new Date(),
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await outboxInsert(db, mail, now);
  return inserted
    ? { id: inserted.id, created: true }
    : { id: await idOfKey(db, mail.dedupeKey), created: false };
}

/** The outbox insert alone, for a caller that stores the mail in one batch with what it is about. */
export function outboxInsert(db: Database, mail: OutgoingMail, now: Date = new Date()) {
  return db
    .insert(schema.mailOutbox)
    .values({
      id: crypto.randomUUID(),
      dedupeKey: mail.dedupeKey,
      kind: mail.kind,
      userId: mail.userId ?? null,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? {},
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: schema.mailOutbox.dedupeKey })
    .returning({ id: schema.mailOutbox.id });
}

async function idOfKey(db: Database, dedupeKey: string): Promise<string> {
  const [existing] = await db
    .select({ id: schema.mailOutbox.id })
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.dedupeKey, dedupeKey));
  if (!existing) throw new Error(`Mail ${dedupeKey} was neither stored nor found`);
  return existing.id;
}

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/** Takes a due mail for one delivery, unless another delivery holds it. */
async function claim(db: Database, id: string, now: Date) {
  const [mail] = await db
    .update(schema.mailOutbox)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${schema.mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(schema.mailOutbox.id, id),
        eq(schema.mailOutbox.status, "pending"),
        lte(schema.mailOutbox.nextAttemptAt, now),
        or(isNull(schema.mailOutbox.leaseUntil), lte(schema.mailOutbox.leaseUntil, now)),
      ),
    )
    .returning();
  return mail;
}

async function deliverOne(
  env: MailEnv,
  db: Database,
  id: string,
  now: Date,
): Promise<keyof DeliveryReport | null> {
  const config = mailConfigFrom(env);
  if (!config) return null;
  const mail = await claim(db, id, now);
  if (!mail) return null;
  const outcome = await sendThroughResend(
    config,
    {
      to: mail.toAddress,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    },
    mail.dedupeKey,
  );
  const done = { leaseUntil: null };
  if (outcome.ok) {
    await db
      .update(schema.mailOutbox)
      .set({ ...done, status: "sent", sentAt: now, providerId: outcome.providerId, lastError: null })
      .where(eq(schema.mailOutbox.id, id));
    return "sent";
  }
  console.error(`Sending mail ${mail.dedupeKey} failed (attempt ${mail.attempts}): ${outcome.error}`);
  await db
    .update(schema.mailOutbox)
    .set({
      ...done,
      lastError: outcome.error,
      ...(outcome.retry
        ? { nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)) }
        : { status: "failed" as const }),
    })
    .where(eq(schema.mailOutbox.id, id));
  return outcome.retry ? "retrying" : "failed";
}

/** Delivers one mail now if it is due and free: what a request does right after enqueueing (waitUntil). */
export async function deliverMail(env: MailEnv, id: string, now: Date = new Date()): Promise<void> {
  await deliverOne(env, createDb(env.DB), id, now);
}

/**
 * Delivers every mail that is due: new ones whose first try did not happen, and failed ones whose wait
 * is over. The app's cron calls it; safe to run twice at once (a mail is leased while it is sent, and
 * the provider's idempotency covers a send whose answer was lost).
 */
export async function deliverDueMail(env: MailEnv, now: Date = new Date()): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  if (!mailConfigFrom(env)) return report;
  const db = createDb(env.DB);
  const due = await db
    .select({ id: schema.mailOutbox.id })
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.status, "pending"), lte(schema.mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(schema.mailOutbox.nextAttemptAt))
    .limit(ROUND_LIMIT);
  for (const { id } of due) {
    const result = await deliverOne(env, db, id, now);
    if (result) report[result] += 1;
  }
  // Dedupe keys of sent mails matter only while their event can repeat (a cron firing twice, a retried
  // job): a month is ample. Failed and pending mails stay until sent or looked at.
  const old = db
    .select({ id: schema.mailOutbox.id })
    .from(schema.mailOutbox)
    .where(
      and(
        eq(schema.mailOutbox.status, "sent"),
        lte(schema.mailOutbox.sentAt, new Date(now.getTime() - SENT_MAIL_KEPT_MS)),
      ),
    )
    .limit(PRUNE_LIMIT);
  await db.delete(schema.mailOutbox).where(inArray(schema.mailOutbox.id, old));
  return report;
}

/**
 * Enqueues and then tries to deliver right away, after the response (the request does not wait for the
 * provider). A failed try is left to `deliverDueMail`.
 */
export async function sendMail(
  env: MailEnv,
  ctx: Pick<ExecutionContext, "waitUntil">,
  mail: OutgoingMail,
): Promise<{ id: string; created: boolean }> {
  const stored = await enqueueMail(createDb(env.DB), mail);
  if (stored.created) {
    ctx.waitUntil(
      deliverMail(env, stored.id).catch((error) =>
        console.error(`Delivering mail ${mail.dedupeKey} failed`, error),
      ),
    );
  }
  return stored;
}
