/**
 * An account's webhook endpoints (decision 044): saved after the address check, with a signing secret
 * that is shown once and kept sealed (workers/core/secrets.ts); Slack and Teams addresses are secrets
 * themselves and are kept sealed the same way, with only their host shown.
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { keyringFrom, openSecret, type SecretKeyring, sealSecret } from "#core/secrets";
import { newWebhookSecret } from "#core/webhooks";
import { type Database, schema } from "#drizzle/db.server";
import type { AppEnv } from "~/utils/env.server";
import { type AddressError, checkWebhookAddress } from "./address.server";
import {
  ENDPOINTS_MAX,
  type EndpointKind,
  endpointKinds,
  type WebhookEvent,
  webhookEventTypes,
} from "./webhooks";

export type WebhookEndpoint = typeof schema.webhookEndpoints.$inferSelect;
export type EndpointFormError =
  | AddressError
  | "kind"
  | "eventsRequired"
  | "siteUnknown"
  | "tooMany"
  | "notConfigured";

type KeyEnv = Pick<AppEnv, "SECRETS_KEY" | "SECRETS_KEYS_PREVIOUS">;

/** The keyring, or null when the deployment has no SECRETS_KEY (webhooks are then not offered). */
export function webhookKeyring(env: KeyEnv): SecretKeyring | null {
  return env.SECRETS_KEY ? keyringFrom(env.SECRETS_KEY, env.SECRETS_KEYS_PREVIOUS) : null;
}

const sealContext = (endpointId: string) => `webhook:${endpointId}`;
/** How long a rotated secret still signs beside the new one (decision 048), as Stripe rolls secrets. */
export const PREVIOUS_SECRET_HOURS = 24;

/**
 * Where an endpoint's requests go: its address and the secrets to sign with (the current one, and the
 * previous one while it still signs after a rotation), or for Slack and Teams the sealed address.
 */
export async function endpointTarget(
  endpoint: WebhookEndpoint,
  keyring: SecretKeyring,
  now = new Date(),
): Promise<{ url: string; secrets: string[] | null }> {
  const secret = await openSecret(endpoint.secretSealed, keyring, sealContext(endpoint.id));
  if (endpoint.kind !== "signed") return { url: secret, secrets: null };
  const rolling =
    endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now;
  const previous = rolling
    ? await openSecret(endpoint.previousSecretSealed as string, keyring, sealContext(endpoint.id))
    : null;
  return { url: endpoint.url, secrets: previous ? [secret, previous] : [secret] };
}

export type EndpointInput = { kind: EndpointKind; url: URL; siteId: number | null; events: WebhookEvent[] };

async function ownSiteId(db: Database, userId: string, site: string): Promise<number | null | undefined> {
  if (site === "") return null;
  const siteId = Number(site);
  const owned = Number.isSafeInteger(siteId)
    ? await db
        .select({ id: schema.registeredSites.id })
        .from(schema.registeredSites)
        .where(
          and(
            eq(schema.registeredSites.id, siteId),
            eq(schema.registeredSites.workspaceId, userId),
            isNull(schema.registeredSites.removedAt),
          ),
        )
        .get()
    : undefined;
  return owned ? siteId : undefined;
}

function eventsOf(form: FormData): WebhookEvent[] {
  return form
    .getAll("events")
    .filter((event): event is WebhookEvent => webhookEventTypes.includes(event as WebhookEvent));
}

export async function parseEndpointForm(
  db: Database,
  env: AppEnv,
  userId: string,
  form: FormData,
): Promise<{ ok: true; input: EndpointInput } | { ok: false; error: EndpointFormError }> {
  const kind = form.get("kind") ?? "signed";
  if (!endpointKinds.includes(kind as EndpointKind)) return { ok: false, error: "kind" };
  const events = eventsOf(form);
  const address = await checkWebhookAddress(String(form.get("url") ?? "").trim(), env);
  if (!address.ok) return address;
  if (events.length === 0) return { ok: false, error: "eventsRequired" };
  const siteId = await ownSiteId(db, userId, String(form.get("site") ?? ""));
  if (siteId === undefined) return { ok: false, error: "siteUnknown" };
  return { ok: true, input: { kind: kind as EndpointKind, url: address.url, siteId, events } };
}

/** An endpoint's changes: for Slack and Teams an empty address keeps the sealed one. */
export type EndpointChanges = { url: URL | null; siteId: number | null; events: WebhookEvent[]; on: boolean };

export async function parseEndpointChanges(
  db: Database,
  env: AppEnv,
  endpoint: WebhookEndpoint,
  form: FormData,
): Promise<{ ok: true; changes: EndpointChanges } | { ok: false; error: EndpointFormError }> {
  const typed = String(form.get("url") ?? "").trim();
  let url: URL | null = null;
  if (typed !== "" || endpoint.kind === "signed") {
    // The same guard as when it was added: only public https addresses.
    const address = await checkWebhookAddress(typed, env);
    if (!address.ok) return address;
    url = address.url;
  }
  const events = eventsOf(form);
  if (events.length === 0) return { ok: false, error: "eventsRequired" };
  const siteId = await ownSiteId(db, endpoint.workspaceId, String(form.get("site") ?? ""));
  if (siteId === undefined) return { ok: false, error: "siteUnknown" };
  return { ok: true, changes: { url, siteId, events, on: form.get("on") === "on" } };
}

/**
 * Saves an endpoint's changes. Switched off by its owner it gets no new events and sends nothing; switched
 * on again, what it still owes is due at once (the deliveries to send are returned).
 */
export async function updateEndpoint(
  db: Database,
  env: AppEnv,
  endpoint: WebhookEndpoint,
  changes: EndpointChanges,
  now = new Date(),
): Promise<{ ok: true; owed: string[] } | { ok: false; error: EndpointFormError }> {
  const keyring = webhookKeyring(env);
  if (!keyring) return { ok: false, error: "notConfigured" };
  const address =
    changes.url === null
      ? {}
      : endpoint.kind === "signed"
        ? { url: changes.url.href }
        : {
            url: shownUrl(endpoint.kind, changes.url),
            secretSealed: await sealSecret(changes.url.href, keyring, sealContext(endpoint.id)),
          };
  const switchedOff = !changes.on && endpoint.disabledAt === null;
  await db
    .update(schema.webhookEndpoints)
    .set({
      ...address,
      siteId: changes.siteId,
      events: changes.events,
      ...(switchedOff ? { disabledAt: now, disabledReason: "owner" } : {}),
    })
    .where(eq(schema.webhookEndpoints.id, endpoint.id));
  const owed =
    changes.on && endpoint.disabledAt ? await enableEndpoint(db, endpoint.workspaceId, endpoint.id, now) : [];
  return { ok: true, owed: owed ?? [] };
}

/**
 * A new signing secret, shown once. The previous one keeps signing beside it for 24 hours (every
 * delivery then carries both `v1`), so the receiver can switch without losing a delivery; a second
 * rotation within that time ends the oldest at once.
 */
export async function rotateSecret(
  db: Database,
  env: AppEnv,
  endpoint: WebhookEndpoint,
  now = new Date(),
): Promise<{ secret: string; previousUntil: Date } | null> {
  const keyring = webhookKeyring(env);
  if (!keyring || endpoint.kind !== "signed") return null;
  const secret = newWebhookSecret();
  const previousUntil = new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000);
  await db
    .update(schema.webhookEndpoints)
    .set({
      secretSealed: await sealSecret(secret, keyring, sealContext(endpoint.id)),
      previousSecretSealed: endpoint.secretSealed,
      previousSecretUntil: previousUntil,
    })
    .where(eq(schema.webhookEndpoints.id, endpoint.id));
  return { secret, previousUntil };
}

/** The address as the list shows it: Slack and Teams only by their host, since the path is the key. */
function shownUrl(kind: EndpointKind, url: URL): string {
  return kind === "signed" ? url.href : `${url.origin}/…`;
}

/** Saves an endpoint; for signed endpoints the answer carries the secret, the only time it is shown. */
export async function createEndpoint(
  db: Database,
  env: AppEnv,
  userId: string,
  input: EndpointInput,
): Promise<
  { ok: true; endpoint: WebhookEndpoint; secret: string | null } | { ok: false; error: EndpointFormError }
> {
  const keyring = webhookKeyring(env);
  if (!keyring) return { ok: false, error: "notConfigured" };
  const existing = await db
    .select({ id: schema.webhookEndpoints.id })
    .from(schema.webhookEndpoints)
    .where(eq(schema.webhookEndpoints.workspaceId, userId));
  if (existing.length >= ENDPOINTS_MAX) return { ok: false, error: "tooMany" };
  const id = crypto.randomUUID();
  const secret = input.kind === "signed" ? newWebhookSecret() : input.url.href;
  const [endpoint] = await db
    .insert(schema.webhookEndpoints)
    .values({
      id,
      workspaceId: userId,
      siteId: input.siteId,
      kind: input.kind,
      url: shownUrl(input.kind, input.url),
      secretSealed: await sealSecret(secret, keyring, sealContext(id)),
      events: input.events,
    })
    .returning();
  if (!endpoint) throw new Error("Storing the webhook endpoint returned no row");
  return { ok: true, endpoint, secret: input.kind === "signed" ? secret : null };
}

export function listEndpoints(db: Database, userId: string): Promise<WebhookEndpoint[]> {
  return db
    .select()
    .from(schema.webhookEndpoints)
    .where(eq(schema.webhookEndpoints.workspaceId, userId))
    .orderBy(desc(schema.webhookEndpoints.createdAt));
}

/** The account's own endpoint, or undefined: someone else's is the same as a missing one. */
export function ownEndpoint(db: Database, userId: string, id: unknown): Promise<WebhookEndpoint | undefined> {
  if (typeof id !== "string") return Promise.resolve(undefined);
  return db
    .select()
    .from(schema.webhookEndpoints)
    .where(and(eq(schema.webhookEndpoints.id, id), eq(schema.webhookEndpoints.workspaceId, userId)))
    .get();
}

export async function deleteEndpoint(db: Database, userId: string, id: unknown): Promise<boolean> {
  const endpoint = await ownEndpoint(db, userId, id);
  if (!endpoint) return false;
  await db.delete(schema.webhookEndpoints).where(eq(schema.webhookEndpoints.id, endpoint.id));
  return true;
}

/**
 * Switches an endpoint on again after it was switched off: its count of failures starts anew and what it
 * still owes is due at once. Returns the deliveries to send.
 */
export async function enableEndpoint(db: Database, userId: string, id: unknown, now = new Date()) {
  const endpoint = await ownEndpoint(db, userId, id);
  if (!endpoint) return null;
  const { webhookEndpoints, webhookDeliveries } = schema;
  await db
    .update(webhookEndpoints)
    .set({ disabledAt: null, disabledReason: null, consecutiveFailures: 0 })
    .where(eq(webhookEndpoints.id, endpoint.id));
  const owed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now, leaseUntil: null })
    .where(and(eq(webhookDeliveries.endpointId, endpoint.id), inArray(webhookDeliveries.status, ["pending"])))
    .returning({ id: webhookDeliveries.id });
  return owed.map((row) => row.id);
}
