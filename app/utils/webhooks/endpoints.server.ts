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

/** Where an endpoint's requests go: its address, or for Slack and Teams the sealed address. */
export async function endpointTarget(endpoint: WebhookEndpoint, keyring: SecretKeyring) {
  const secret = await openSecret(endpoint.secretSealed, keyring, sealContext(endpoint.id));
  return endpoint.kind === "signed" ? { url: endpoint.url, secret } : { url: secret, secret: null };
}

export type EndpointInput = { kind: EndpointKind; url: URL; siteId: number | null; events: WebhookEvent[] };

export async function parseEndpointForm(
  db: Database,
  env: AppEnv,
  userId: string,
  form: FormData,
): Promise<{ ok: true; input: EndpointInput } | { ok: false; error: EndpointFormError }> {
  const kind = form.get("kind") ?? "signed";
  if (!endpointKinds.includes(kind as EndpointKind)) return { ok: false, error: "kind" };
  const events = form
    .getAll("events")
    .filter((event): event is WebhookEvent => webhookEventTypes.includes(event as WebhookEvent));
  const address = await checkWebhookAddress(String(form.get("url") ?? "").trim(), env);
  if (!address.ok) return address;
  if (events.length === 0) return { ok: false, error: "eventsRequired" };
  const site = String(form.get("site") ?? "");
  let siteId: number | null = null;
  if (site !== "") {
    siteId = Number(site);
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
    if (!owned) return { ok: false, error: "siteUnknown" };
  }
  return { ok: true, input: { kind: kind as EndpointKind, url: address.url, siteId, events } };
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
