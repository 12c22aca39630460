/**
 * Delivering webhook events (decision 044). Each event owed to an endpoint is a row of
 * `webhook_deliveries`; production hands its id to the webhook queue, whose consumer (this Worker's
 * queue handler) sends it and, after a failure, puts the message back with the delay of the next
 * attempt (so do the end-to-end tests, on the local platform). `npm run dev`'s app in Vite and the
 * integration tests have no webhook queue and send right after the request instead. The cron's sweep
 * sends whatever is due and was not sent, so a lost queue message or a dead request loses no event. A lease keeps two deliveries of one row from overlapping.
 */
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import {
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
  type WebhookMessage,
} from "#core/webhooks";
import { createDb, type Database, schema } from "#drizzle/db.server";
import { isLocale, type Locale } from "~/i18n";
import type { AppEnv } from "~/utils/env.server";
import { deliverMail, enqueueMail } from "~/utils/mail/outbox.server";
import { buildWebhookDisabledMail } from "~/utils/mail/templates.server";
import { checkWebhookAddress } from "./address.server";
import { chatMessage, type WebhookPayload } from "./chat.server";
import { endpointTarget, type WebhookEndpoint, webhookKeyring } from "./endpoints.server";
import { DISABLE_AFTER_FAILURES, MAX_ATTEMPTS, retryDelaySeconds } from "./webhooks";

type Ctx = Pick<ExecutionContext, "waitUntil">;

/** Longer than one attempt may take (the request times out at 10 s). */
const LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 500;
/**
 * A queue message may arrive this much before its row's time (clocks differ a little) without being sent
 * back to wait; the queue itself never delivers before the delay it was given.
 */
const EARLY_MS = 5_000;
/** With a queue, the sweep only sends what the queue should have sent this long ago. */
const QUEUE_GRACE_MS = 10 * 60_000;
const SWEEP_LIMIT = 50;

export type DeliveryOutcome =
  | { outcome: "delivered" }
  | { outcome: "retry"; delaySeconds: number }
  | { outcome: "failed" }
  | { outcome: "skipped" };

type Answer = { statusCode: number | null; error: string | null; excerpt: string | null };

async function excerptOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  while (text.length < EXCERPT_CHARS) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel().catch(() => {});
  return text.slice(0, EXCERPT_CHARS);
}

async function send(
  endpoint: WebhookEndpoint,
  env: AppEnv,
  payload: string,
  locale: Locale,
): Promise<Answer> {
  const keyring = webhookKeyring(env);
  if (!keyring) return { statusCode: null, error: "not_configured", excerpt: null };
  const target = await endpointTarget(endpoint, keyring);
  // Checked again before every attempt: a name may lead elsewhere now than when it was saved.
  const address = await checkWebhookAddress(target.url, env);
  if (!address.ok) return { statusCode: null, error: address.error, excerpt: null };
  const event = JSON.parse(payload) as WebhookPayload;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": "Klarsicht-Webhooks/1.0 (+https://klarsicht.de/api-docs#webhooks)",
    [EVENT_ID_HEADER]: event.id,
    [EVENT_TYPE_HEADER]: event.type,
  };
  let body = payload;
  if (target.secrets !== null) {
    headers[SIGNATURE_HEADER] = await signatureHeader(target.secrets, body, Math.floor(Date.now() / 1000));
  } else {
    body = JSON.stringify(chatMessage(endpoint.kind, event, locale));
  }
  try {
    // Redirects are not followed: the address that was checked is the only one that is called.
    const response = await fetch(address.url.href, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { statusCode: response.status, error: null, excerpt: await excerptOf(response).catch(() => null) };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { statusCode: null, error: timedOut ? "timeout" : "unreachable", excerpt: null };
  }
}

/**
 * One attempt of one delivery, if it is pending and free: sends, records the answer, and tells the
 * caller what to do with the queue message. Never throws for the receiver's sake.
 */
export async function deliverWebhook(
  env: AppEnv,
  deliveryId: string,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const db = createDb(env.DB);
  const { webhookDeliveries, webhookEndpoints, webhookAttempts } = schema;
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, "pending"),
        or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
      ),
    )
    .returning();
  if (!delivery) return { outcome: "skipped" };
  const release = () =>
    db.update(webhookDeliveries).set({ leaseUntil: null }).where(eq(webhookDeliveries.id, delivery.id));

  const early = delivery.nextAttemptAt.getTime() - now.getTime();
  if (early > EARLY_MS) {
    await release();
    return { outcome: "retry", delaySeconds: Math.ceil(early / 1000) };
  }
  const endpoint = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, delivery.endpointId))
    .get();
  if (!endpoint || endpoint.disabledAt) {
    // Kept for when the endpoint is switched on again.
    await release();
    return { outcome: "skipped" };
  }

  const owner = await db
    .select({ locale: schema.users.locale })
    .from(schema.users)
    .where(eq(schema.users.id, endpoint.workspaceId))
    .get();
  const answer = await send(endpoint, env, delivery.payload, isLocale(owner?.locale) ? owner.locale : "de");
  const attempt = delivery.attempts + 1;
  const at = new Date();
  const logAttempt = db.insert(webhookAttempts).values({
    deliveryId: delivery.id,
    attempt,
    at,
    statusCode: answer.statusCode,
    error: answer.error,
    responseExcerpt: answer.excerpt,
  });
  if (answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300) {
    await db.batch([
      logAttempt,
      db
        .update(webhookDeliveries)
        .set({
          status: "delivered",
          attempts: attempt,
          deliveredAt: at,
          leaseUntil: null,
          lastStatus: answer.statusCode,
          lastError: null,
        })
        .where(eq(webhookDeliveries.id, delivery.id)),
      db.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpoint.id)),
    ]);
    return { outcome: "delivered" };
  }

  const givenUp = attempt >= MAX_ATTEMPTS;
  const delaySeconds = retryDelaySeconds(attempt);
  const [, , failures] = await db.batch([
    logAttempt,
    db
      .update(webhookDeliveries)
      .set({
        status: givenUp ? "failed" : "pending",
        attempts: attempt,
        nextAttemptAt: new Date(at.getTime() + delaySeconds * 1000),
        leaseUntil: null,
        lastStatus: answer.statusCode,
        lastError: answer.error,
      })
      .where(eq(webhookDeliveries.id, delivery.id)),
    db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failures: webhookEndpoints.consecutiveFailures }),
  ]);
  const count = failures[0]?.failures ?? 0;
  if (count >= DISABLE_AFTER_FAILURES) await disableEndpoint(db, env, endpoint, count, at);
  return givenUp ? { outcome: "failed" } : { outcome: "retry", delaySeconds };
}

/** Switches a failing endpoint off, once, and tells its owner by mail. */
async function disableEndpoint(
  db: Database,
  env: AppEnv,
  endpoint: WebhookEndpoint,
  failures: number,
  now: Date,
) {
  const { webhookEndpoints, users } = schema;
  const [disabled] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: now, disabledReason: "failures" })
    .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  if (!disabled) return;
  const user = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, endpoint.workspaceId))
    .get();
  if (!user) return;
  const mail = buildWebhookDisabledMail({
    locale: isLocale(user.locale) ? user.locale : "de",
    endpoint: endpoint.url,
    failures,
    settingsUrl: new URL("/profile/webhooks", env.SITE_URL).toString(),
  });
  const stored = await enqueueMail(db, {
    kind: "webhook-disabled",
    dedupeKey: `webhook-disabled:${endpoint.id}:${now.getTime()}`,
    userId: endpoint.workspaceId,
    to: user.email,
    ...mail,
  });
  // A mail that cannot go now waits in the outbox for the cron's delivery round.
  if (stored.created)
    await deliverMail(env, stored.id).catch((error) =>
      console.error("Mailing a disabled webhook failed", error),
    );
}

/**
 * Hands deliveries on: to the webhook queue in production, or, locally and without a queue, sent after the
 * response. A queue that refuses leaves them to the cron's sweep.
 */
export async function dispatchDeliveries(env: AppEnv, ctx: Ctx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const queue = env.WEBHOOK_QUEUE;
  if (queue) {
    await queue
      .sendBatch(ids.map((deliveryId) => ({ body: { deliveryId } satisfies WebhookMessage })))
      .catch((error) => console.error("The webhook queue refused deliveries; the cron sends them", error));
    return;
  }
  ctx.waitUntil(
    (async () => {
      for (const id of ids) {
        await deliverWebhook(env, id).catch((error) =>
          console.error("Delivering a webhook failed", id, error),
        );
      }
    })(),
  );
}

/** The cron's part: pending deliveries whose time has come and that nothing is sending. */
export async function sweepDueWebhooks(env: AppEnv, ctx: Ctx, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const { webhookDeliveries, webhookEndpoints } = schema;
  const queued = Boolean(env.WEBHOOK_QUEUE);
  const dueBy = new Date(now.getTime() - (queued ? QUEUE_GRACE_MS : 0));
  const due = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, dueBy),
        or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(SWEEP_LIMIT);
  await dispatchDeliveries(
    env,
    ctx,
    due.map((row) => row.id),
  );
  return due.length;
}

/** The queue consumer: one attempt per message; a failed attempt comes back after its delay. */
export async function handleWebhookBatch(batch: MessageBatch<WebhookMessage>, env: AppEnv): Promise<void> {
  for (const message of batch.messages) {
    const deliveryId = (message.body as Partial<WebhookMessage> | null)?.deliveryId;
    if (typeof deliveryId !== "string") {
      message.ack();
      continue;
    }
    try {
      const result = await deliverWebhook(env, deliveryId);
      if (result.outcome === "retry") message.retry({ delaySeconds: result.delaySeconds });
      else message.ack();
    } catch (error) {
      // D1 or the keyring failed, not the receiver: the same attempt again a little later.
      console.error("A webhook delivery could not be made", deliveryId, error);
      message.retry({ delaySeconds: 60 });
    }
  }
}
