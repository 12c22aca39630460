/**
 * The events owed to webhook endpoints (decision 044). Runs finish in the scanner; the app's cron finds
 * account runs that finished since its last round and whose owner has endpoints, and stores one
 * delivery per endpoint and event (unique by endpoint and event id, so a round repeated or cut short
 * adds nothing twice) before it marks the run. An event's id is made from the run, so receivers can
 * tell a repeated delivery from a new event.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { loadSiteReport, type Run } from "#core/runs/runs.server";
import { type Database, schema } from "#drizzle/db.server";
import type { WebhookEventType } from "#drizzle/schema";
import { runResources } from "~/utils/api/resources.server";
import { alertIssuesOf } from "~/utils/schedule-alerts.server";
import { loadTriage } from "~/utils/triage.server";
import type { WebhookPayload } from "./chat.server";
import { dispatchDeliveries } from "./delivery.server";
import type { WebhookEndpoint } from "./endpoints.server";

/** Runs that finished longer ago are not announced (the first round after endpoints appear). */
const LOOK_BACK_MS = 24 * 60 * 60_000;
const RUNS_PER_ROUND = 50;

type NewEvent = { type: WebhookEventType; payload: WebhookPayload };

/** The site a run belongs to, as the API names it. */
async function siteOf(db: Database, run: Run) {
  if (!run.siteKey || !run.ownerId) return null;
  const { registeredSites } = schema;
  const site = await db
    .select({ id: registeredSites.id, url: registeredSites.url })
    .from(registeredSites)
    .where(
      and(
        eq(registeredSites.workspaceId, run.ownerId),
        eq(registeredSites.siteKey, run.siteKey),
        isNull(registeredSites.removedAt),
      ),
    )
    .get();
  return site ?? null;
}

async function eventsOf(
  context: AppLoadContext,
  run: Run,
  site: { id: number; url: string } | null,
  wanted: ReadonlySet<WebhookEventType>,
): Promise<NewEvent[]> {
  const { db, env } = context;
  const ownerId = run.ownerId ?? "";
  const [resource] = await runResources(db, ownerId, [run]);
  const base = {
    created: (run.finishedAt ?? new Date()).toISOString(),
    data: {
      run: resource,
      site,
      reportUrl: new URL(`/run/${encodeURIComponent(run.id)}`, env.SITE_URL).toString(),
    },
  };
  const event = (
    type: WebhookEventType,
    id: string,
    extra: Partial<WebhookPayload["data"]> = {},
  ): NewEvent => ({
    type,
    payload: { id, type, ...base, data: { ...base.data, ...extra } } as WebhookPayload,
  });
  if (run.status === "failed")
    return wanted.has("run.failed") ? [event("run.failed", `evt_${run.id}_failed`)] : [];
  const events: NewEvent[] = [];
  if (wanted.has("run.finished")) events.push(event("run.finished", `evt_${run.id}_finished`));
  if (wanted.has("regression.found") && run.kind === "site" && run.siteKey) {
    const report = await loadSiteReport(db, run);
    if (report) {
      const triage = await loadTriage(db, ownerId, run.siteKey);
      const { regressions } = alertIssuesOf(report, run.finishedAt ?? run.createdAt, triage);
      if (regressions.length > 0) {
        events.push(event("regression.found", `evt_${run.id}_regression`, { regressions }));
      }
    }
  }
  return events;
}

/** Stores the deliveries of new events; returns the ids of those not stored before. */
async function storeDeliveries(db: Database, endpoints: WebhookEndpoint[], events: NewEvent[], now: Date) {
  const created: string[] = [];
  for (const endpoint of endpoints) {
    for (const { type, payload } of events) {
      if (type !== "webhook.test" && !endpoint.events.includes(type)) continue;
      const [row] = await db
        .insert(schema.webhookDeliveries)
        .values({
          id: crypto.randomUUID(),
          endpointId: endpoint.id,
          eventId: payload.id,
          eventType: type,
          payload: JSON.stringify(payload),
          nextAttemptAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: schema.webhookDeliveries.id });
      if (row) created.push(row.id);
    }
  }
  return created;
}

/**
 * The cron's part: events of account runs that finished since the last round, for the endpoints that
 * existed when the run finished and want them (the whole account, or the run's site).
 */
export async function emitRunEvents(context: AppLoadContext, now = new Date()): Promise<number> {
  const { db } = context;
  const { runs, webhookEndpoints } = schema;
  const withEndpoints = db
    .select({ userId: webhookEndpoints.workspaceId })
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.disabledAt));
  const finished = await db
    .select()
    .from(runs)
    .where(
      and(
        inArray(runs.ownerId, withEndpoints),
        isNull(runs.eventsEmittedAt),
        inArray(runs.status, ["done", "failed"]),
        isNotNull(runs.finishedAt),
        gte(runs.finishedAt, new Date(now.getTime() - LOOK_BACK_MS)),
      ),
    )
    .orderBy(asc(runs.finishedAt))
    .limit(RUNS_PER_ROUND);
  let emitted = 0;
  for (const run of finished) {
    const ownerId = run.ownerId ?? "";
    const finishedAt = run.finishedAt ?? now;
    const site = await siteOf(db, run);
    const endpoints = (
      await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.workspaceId, ownerId), isNull(webhookEndpoints.disabledAt)))
    ).filter(
      (endpoint) =>
        endpoint.createdAt.getTime() <= finishedAt.getTime() &&
        (endpoint.siteId === null || endpoint.siteId === site?.id),
    );
    const wanted = new Set(endpoints.flatMap((endpoint) => endpoint.events));
    const events = wanted.size > 0 ? await eventsOf(context, run, site, wanted) : [];
    const created = await storeDeliveries(db, endpoints, events, now);
    await db.update(runs).set({ eventsEmittedAt: now }).where(eq(runs.id, run.id));
    await dispatchDeliveries(context.env, context.cloudflare.ctx, created);
    emitted += events.length;
  }
  return emitted;
}

/** "Testereignis senden": a `webhook.test` event to one endpoint, sent at once; returns its delivery. */
export async function sendTestEvent(context: AppLoadContext, endpoint: WebhookEndpoint, now = new Date()) {
  const id = `evt_test_${crypto.randomUUID()}`;
  const payload: WebhookPayload = {
    id,
    type: "webhook.test",
    created: now.toISOString(),
    data: { endpoint: { id: endpoint.id, url: endpoint.url } },
  };
  const created = await storeDeliveries(context.db, [endpoint], [{ type: "webhook.test", payload }], now);
  await dispatchDeliveries(context.env, context.cloudflare.ctx, created);
  return created[0] ?? null;
}
