import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { customerFor, STRIPE_API_VERSION } from "~/utils/billing.server";
import { createDb, schema } from "~/utils/db.server";
import { getEntitlements } from "~/utils/entitlements.server";
import { upsertUser } from "~/utils/users.server";

const db = createDb(env.DB);
const base = new URL(env.STRIPE_API_BASE);
const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
  apiVersion: STRIPE_API_VERSION,
  httpClient: Stripe.createFetchHttpClient(),
  host: base.hostname,
  port: Number(base.port),
  protocol: "http",
});

async function hmacHex(secret: string, payload: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(payload));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Delivers an event the way Stripe does: raw JSON body, `Stripe-Signature: t=…,v1=…`. */
async function deliver(
  event: object,
  options: { secret?: string; timestamp?: number; tamper?: boolean } = {},
) {
  const body = JSON.stringify(event, null, 2);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = await hmacHex(options.secret ?? env.STRIPE_WEBHOOK_SECRET, `${timestamp}.${body}`);
  return SELF.fetch("http://localhost/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${timestamp},v1=${signature}` },
    body: options.tamper ? body.replace('"livemode": false', '"livemode": true') : body,
  });
}

function eventOf(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_${crypto.randomUUID().replace(/-/g, "")}`,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

async function customerWithUser() {
  const user = await upsertUser(
    db,
    { subject: `local|${crypto.randomUUID()}`, email: "kim@example.test", name: "Kim", emailVerified: true },
    "de",
  );
  const customer = await customerFor(stripe, db, user);
  return { user, customer };
}

/** Buys through the local checkout page, as a person clicking "Pay" would. */
async function buy(customer: string, userId: string, price: string, mode: "subscription" | "payment") {
  const session = await stripe.checkout.sessions.create({
    mode,
    customer,
    client_reference_id: userId,
    line_items: [{ price, quantity: 1 }],
    success_url: "http://localhost/runs?checkout=success",
    cancel_url: "http://localhost/setup",
  });
  const paid = await fetch(`${base.origin}/pay/${session.id}`, { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(303);
  return stripe.checkout.sessions.retrieve(session.id);
}

describe("Stripe webhooks", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM stripe_events; DELETE FROM users;",
    );
  });

  it("turns a completed subscription checkout into an entitlement", async () => {
    const { user, customer } = await customerWithUser();
    const session = await buy(customer, user.id, "price_basic_monthly", "subscription");
    const response = await deliver(eventOf("checkout.session.completed", session));
    expect(response.status).toBe(200);
    const entitlements = await getEntitlements(db, user.id);
    expect(entitlements.hasAccess).toBe(true);
    expect(entitlements.subscription).toMatchObject({
      status: "active",
      plan: "basic",
      unitAmount: 1500,
      urlAllowance: 1,
    });
  });

  it("turns a succeeded one-time payment into an entitlement with its product's URL limit", async () => {
    const { user, customer } = await customerWithUser();
    const session = await buy(customer, user.id, "price_pro_once", "payment");
    const payment = await stripe.paymentIntents.retrieve(String(session.payment_intent));
    expect((await deliver(eventOf("payment_intent.succeeded", payment))).status).toBe(200);
    const entitlements = await getEntitlements(db, user.id);
    expect(entitlements.payments).toHaveLength(1);
    expect(entitlements.payments[0]).toMatchObject({
      status: "succeeded",
      plan: "pro",
      urlLimit: 5,
      amount: 5000,
    });
  });

  it("answers a bad signature, a wrong secret, a stale timestamp and an altered body with 400", async () => {
    const { user, customer } = await customerWithUser();
    const session = await buy(customer, user.id, "price_basic_monthly", "subscription");
    const event = eventOf("checkout.session.completed", session);
    expect((await deliver(event, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    expect((await deliver(event, { tamper: true })).status).toBe(400);
    const unsigned = await SELF.fetch("http://localhost/stripe/webhook", {
      method: "POST",
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(false);
  });

  it("handles a replayed event only once", async () => {
    const { user, customer } = await customerWithUser();
    const session = await buy(customer, user.id, "price_basic_monthly", "subscription");
    const event = eventOf("checkout.session.completed", session);
    expect((await deliver(event)).status).toBe(200);
    // Anything the first delivery wrote and a second handling would overwrite:
    await env.DB.prepare("UPDATE subscriptions SET status = 'marker'").run();
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe("Already handled");
    expect(await env.DB.prepare("SELECT status FROM subscriptions").first("status")).toBe("marker");
  });

  it("keeps the newest state when events arrive out of order", async () => {
    const { user, customer } = await customerWithUser();
    const session = await buy(customer, user.id, "price_basic_monthly", "subscription");
    const subscription = await stripe.subscriptions.retrieve(String(session.subscription));
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver(eventOf("customer.subscription.updated", subscription, now))).status).toBe(200);
    // The "created" event of a minute earlier arrives late and must not count as the newer state.
    await env.DB.prepare("UPDATE subscriptions SET status = 'past_due'").run();
    expect((await deliver(eventOf("customer.subscription.created", subscription, now - 60))).status).toBe(
      200,
    );
    const row = await db.select().from(schema.subscriptions).get();
    expect(row?.stripeUpdatedAt.getTime()).toBe(now * 1000);
    expect(row?.status).toBe("past_due");
  });

  it("finds a customer of the original product by metadata.auth0_id and imports its URL lists once", async () => {
    const user = await upsertUser(
      db,
      { subject: "auth0|legacy-customer", email: "legacy@example.test", name: "", emailVerified: true },
      "de",
    );
    await customerFor(stripe, db, user);
    const entitlements = await getEntitlements(db, user.id);
    expect(entitlements.subscription?.registeredUrls).toEqual(["https://alt-kunde.example/"]);
    expect(entitlements.payments.map((payment) => [payment.registeredUrls, payment.urlLimit])).toEqual([
      [["https://shop-a.example/"], 5],
    ]);
    const linked = await db.select().from(schema.users).get();
    expect(linked?.stripeCustomerId).toMatch(/^cus_/);
    expect(linked?.legacyImportedAt).toBeInstanceOf(Date);
  });
});
