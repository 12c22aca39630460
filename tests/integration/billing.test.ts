import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { getEntitlements } from "#core/runs/entitlements.server";
import { createDb, schema } from "#drizzle/db.server";
import {
  type BillingService,
  billingFrom,
  createCheckout,
  customerFor,
  STRIPE_API_VERSION,
} from "~/utils/billing.server";
import { parseEnv } from "~/utils/env.server";
import { formatPlanPrice, plans } from "~/utils/plans";
import { createSession } from "~/utils/sessions.server";
import { type User, upsertUser } from "~/utils/users.server";

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

/** What the checkout page asks for since it computes VAT: a German consumer's billing address. */
const billingAddress = new URLSearchParams({
  name: "Kim",
  line1: "Hauptstraße 5",
  postal_code: "10115",
  city: "Berlin",
  country: "DE",
});

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

/** A signed-in user without a plan: the session cookie, as the sign-in commits it. */
async function signedIn(): Promise<{ user: User; cookie: string }> {
  const user = await upsertUser(
    db,
    { subject: `local|${crypto.randomUUID()}`, email: "kim@example.test", name: "Kim", emailVerified: true },
    "de",
  );
  const setCookie = await createSession(db, parseEnv(env), { userId: user.id });
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

const page = (path: string, cookie: string, locale: "de" | "en") =>
  SELF.fetch(`http://localhost${path}`, { headers: { Cookie: `${cookie}; locale=${locale}` } });

/** Chooses a plan on /setup as the form does; answers where the app sends the browser. */
async function choosePlan(cookie: string, locale: "de" | "en", plan: string, billing: string) {
  const response = await SELF.fetch("http://localhost/setup", {
    method: "POST",
    body: new URLSearchParams({ plan, billing }),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=${locale}`,
    },
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return response.headers.get("Location") ?? "";
}

function checkoutSessionOf(location: string): string {
  expect(location).toMatch(new RegExp(`^${base.origin}/pay/cs_`));
  return location.slice(`${base.origin}/pay/`.length);
}

/** The events the local Stripe recorded about one object (before answering the request that caused them), oldest first. */
async function eventsAbout(type: string, objectId: (object: Record<string, unknown>) => boolean) {
  const listed = await stripe.events.list({ type, limit: 100 });
  return listed.data
    .filter((event) => objectId(event.data.object as unknown as Record<string, unknown>))
    .reverse();
}

/** Delivers the local Stripe's events of a type about an object to the app, each answered with 200. */
async function deliverAbout(type: string, objectId: (object: Record<string, unknown>) => boolean) {
  const events = await eventsAbout(type, objectId);
  expect(events.length, type).toBeGreaterThan(0);
  for (const event of events) expect((await deliver(event)).status).toBe(200);
  return events;
}

/** Pays the hosted checkout, then gives the app the events Stripe sent about it. */
async function payAndDeliver(sessionId: string) {
  const paid = await fetch(`${base.origin}/pay/${sessionId}`, {
    method: "POST",
    body: billingAddress,
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  await deliverAbout("checkout.session.completed", (object) => object.id === sessionId);
  return session;
}

describe("Checkout charges what the plans show, in the language's currency", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM stripe_events; DELETE FROM users;",
    );
  });

  for (const [locale, currency] of [
    ["de", "eur"],
    ["en", "usd"],
  ] as const) {
    it(`charges every plan in ${currency} in ${locale}, and the subscription and its payments stay in ${currency}`, async () => {
      const { user, cookie } = await signedIn();
      const shown = await (await page("/setup", cookie, locale)).text();
      for (const plan of plans) {
        if (!plan.prices || plan.id === "enterprise") continue;
        for (const billing of ["monthly", "once"] as const) {
          const amount = plan.prices[billing];
          expect(shown).toContain(formatPlanPrice(amount, locale));
          const sessionId = checkoutSessionOf(await choosePlan(cookie, locale, plan.id, billing));
          const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["line_items"] });
          expect(session, `${plan.id} ${billing}`).toMatchObject({
            currency,
            amount_total: amount * 100,
            locale,
            mode: billing === "monthly" ? "subscription" : "payment",
          });
          expect(session.line_items?.data[0]).toMatchObject({ currency, amount_total: amount * 100 });
        }
      }

      const monthly = checkoutSessionOf(await choosePlan(cookie, locale, "basic", "monthly"));
      const session = await payAndDeliver(monthly);
      const subscription = await stripe.subscriptions.retrieve(String(session.subscription), {
        expand: ["latest_invoice"],
      });
      // Its invoices, the first one included, are charged in the currency shown.
      expect(subscription.currency).toBe(currency);
      // Net as shown, with German VAT on top for the German billing address entered at checkout.
      expect(subscription.latest_invoice).toMatchObject({
        status: "paid",
        currency,
        total_excluding_tax: 1500,
        amount_paid: 1785,
      });
      const once = checkoutSessionOf(await choosePlan(cookie, locale, "pro", "once"));
      const payment = await payAndDeliver(once);
      expect(await stripe.paymentIntents.retrieve(String(payment.payment_intent))).toMatchObject({
        amount: 5950,
        currency,
      });

      const entitlements = await getEntitlements(db, user.id);
      expect(entitlements.subscription).toMatchObject({ plan: "basic", unitAmount: 1500, currency });
      expect(entitlements.payments).toEqual([
        expect.objectContaining({ plan: "pro", amount: 5000, currency }),
      ]);
    });
  }

  it("refuses to start a checkout whose price would charge other than the plans show", async () => {
    const { user } = await signedIn();
    // Ids swapped by mistake: Basic would cost what Pro costs.
    const misconfigured = billingFrom({ ...parseEnv(env), STRIPE_PRICE_BASIC_MONTHLY: "price_pro_monthly" });
    await expect(
      createCheckout(misconfigured as BillingService, db, user, "basic", "monthly", "http://localhost", "en"),
    ).rejects.toThrow(/charges 4000 usd/);
    const monthlyAsOnce = billingFrom({ ...parseEnv(env), STRIPE_PRICE_BASIC_ONCE: "price_basic_monthly" });
    await expect(
      createCheckout(monthlyAsOnce as BillingService, db, user, "basic", "once", "http://localhost", "de"),
    ).rejects.toThrow(/price_basic_monthly/);
  });
});

describe("a subscriber changing plans", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM stripe_events; DELETE FROM users;",
    );
  });

  it("is sent to the portal's plan change instead of a second checkout, and keeps one subscription", async () => {
    const { user, cookie } = await signedIn();
    const first = await payAndDeliver(checkoutSessionOf(await choosePlan(cookie, "de", "basic", "monthly")));
    const subscriptionId = String(first.subscription);
    expect((await getEntitlements(db, user.id)).subscription).toMatchObject({
      id: subscriptionId,
      plan: "basic",
    });

    const explained = await (await page("/setup", cookie, "de")).text();
    expect(explained).toContain("Sie haben bereits ein Abonnement (Basic).");
    expect(await (await page("/setup", cookie, "en")).text()).toContain(
      "You already have a subscription (Basic).",
    );

    const location = await choosePlan(cookie, "de", "pro", "monthly");
    expect(location).toMatch(new RegExp(`^${base.origin}/portal/bps_`));
    const portal = await (await fetch(location)).text();
    expect(portal).toContain("<h1>Update your plan</h1>");
    expect(portal).toContain(
      `action="/portal/${location.split("/portal/")[1]}/subscriptions/${subscriptionId}/switch"`,
    );
    const switched = await fetch(`${location}/subscriptions/${subscriptionId}/switch`, {
      method: "POST",
      body: new URLSearchParams({ price: "price_pro_monthly" }),
      redirect: "manual",
    });
    expect(switched.headers.get("Location")).toBe("http://localhost/profile/general");
    await deliverAbout("customer.subscription.updated", (object) => object.id === subscriptionId);

    const entitlements = await getEntitlements(db, user.id);
    expect(entitlements.subscription).toMatchObject({ id: subscriptionId, plan: "pro", urlAllowance: 5 });
    expect(await db.select().from(schema.subscriptions)).toHaveLength(1);
    const customer = String(first.customer);
    expect((await stripe.subscriptions.list({ customer })).data.map((entry) => entry.id)).toEqual([
      subscriptionId,
    ]);

    // Buying a one-time plan on top stays a checkout: it adds to the allowance.
    expect(await choosePlan(cookie, "de", "basic", "once")).toMatch(new RegExp(`^${base.origin}/pay/`));
  });

  it("with a payment outstanding is sent to the portal to settle it, not to a second subscription", async () => {
    const { user, cookie } = await signedIn();
    const first = await payAndDeliver(checkoutSessionOf(await choosePlan(cookie, "en", "basic", "monthly")));
    // Its renewal failed and Stripe's retries ran out (customer.subscription.updated → unpaid).
    await env.DB.prepare("UPDATE subscriptions SET status = 'unpaid' WHERE id = ?")
      .bind(String(first.subscription))
      .run();
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(false);
    expect(await (await page("/setup", cookie, "en")).text()).toContain(
      "A payment for your subscription (Basic) is outstanding.",
    );
    expect(await (await page("/setup", cookie, "de")).text()).toContain(
      "Für Ihr Abonnement (Basic) ist eine Zahlung offen.",
    );

    const location = await choosePlan(cookie, "en", "pro", "monthly");
    expect(location).toMatch(new RegExp(`^${base.origin}/portal/bps_`));
    const portal = await (await fetch(location)).text();
    expect(portal).toContain("<h1>Billing</h1>");
    expect(portal).toContain("Cancel subscription</button>");
  });

  it("counts the best plan when two subscriptions are active", async () => {
    const { user } = await signedIn();
    const row = (id: string, plan: "basic" | "pro", allowance: number, amount: number) => ({
      id,
      workspaceId: user.id,
      status: "active",
      plan,
      priceId: `price_${plan}_monthly`,
      unitAmount: amount,
      currency: "eur",
      urlAllowance: allowance,
      registeredUrls: [],
      currentPeriodEnd: new Date(Date.now() + 30 * 86400000),
      stripeUpdatedAt: new Date(),
    });
    // The older Basic first, as a table scan returns it.
    await db.insert(schema.subscriptions).values(row("sub_a_basic", "basic", 1, 1500));
    await db.insert(schema.subscriptions).values(row("sub_b_pro", "pro", 5, 4000));
    const entitlements = await getEntitlements(db, user.id);
    expect(entitlements.subscription).toMatchObject({ id: "sub_b_pro", plan: "pro" });
    expect(entitlements.allowance).toBe(5);
  });
});

describe("money that goes back", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM stripe_events; DELETE FROM users;",
    );
  });

  /** A user who bought Basic once, with the payment's events handled. */
  async function buyerOnce(locale: "de" | "en" = "en") {
    const { user, cookie } = await signedIn();
    const session = await payAndDeliver(checkoutSessionOf(await choosePlan(cookie, locale, "basic", "once")));
    const paymentIntent = String(session.payment_intent);
    await deliverAbout("payment_intent.succeeded", (object) => object.id === paymentIntent);
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(true);
    const charge = String((await stripe.paymentIntents.retrieve(paymentIntent)).latest_charge);
    return { user, session, paymentIntent, charge };
  }

  const aboutCharge = (charge: string) => (object: Record<string, unknown>) => object.id === charge;

  it("keeps access after a partial refund and ends it after the full refund, for good", async () => {
    const { user, session, paymentIntent, charge } = await buyerOnce();
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    await deliverAbout("charge.refunded", aboutCharge(charge));
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(true);

    await stripe.refunds.create({ payment_intent: paymentIntent });
    const [, full] = await eventsAbout("charge.refunded", aboutCharge(charge));
    expect((await deliver(full as object)).status).toBe(200);
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(false);
    expect(await db.select({ status: schema.oneTimePayments.status }).from(schema.oneTimePayments)).toEqual([
      { status: "refunded" },
    ]);

    // A success event delivered late (Stripe retries for days) must not bring the plan back.
    const payment = await stripe.paymentIntents.retrieve(paymentIntent);
    expect((await deliver(eventOf("payment_intent.succeeded", payment))).status).toBe(200);
    expect((await deliver(eventOf("checkout.session.completed", session))).status).toBe(200);
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(false);
  });

  it("does not grant a payment refunded before its success was handled", async () => {
    const { user, cookie } = await signedIn();
    const sessionId = checkoutSessionOf(await choosePlan(cookie, "en", "pro", "once"));
    const paid = await fetch(`${base.origin}/pay/${sessionId}`, {
      method: "POST",
      body: billingAddress,
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const paymentIntent = String((await stripe.checkout.sessions.retrieve(sessionId)).payment_intent);
    await stripe.refunds.create({ payment_intent: paymentIntent });
    // The refund's event first, then the purchase's, as a retried delivery would bring them.
    const charge = String((await stripe.paymentIntents.retrieve(paymentIntent)).latest_charge);
    await deliverAbout("charge.refunded", aboutCharge(charge));
    await deliverAbout("payment_intent.succeeded", (object) => object.id === paymentIntent);
    await deliverAbout("checkout.session.completed", (object) => object.id === sessionId);
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(false);
    expect(await db.select({ status: schema.oneTimePayments.status }).from(schema.oneTimePayments)).toEqual([
      { status: "refunded" },
    ]);
  });

  it("keeps access while a dispute is open and ends it when the dispute is lost", async () => {
    const { user, charge } = await buyerOnce("de");
    const opened = await fetch(`${base.origin}/local/charges/${charge}/dispute`, { method: "POST" });
    const dispute = (await opened.json()) as Stripe.Dispute;
    const aboutDispute = (object: Record<string, unknown>) => object.id === dispute.id;
    await deliverAbout("charge.dispute.created", aboutDispute);
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(true);

    await stripe.disputes.close(dispute.id);
    await deliverAbout("charge.dispute.closed", aboutDispute);
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(false);
    expect(await db.select({ status: schema.oneTimePayments.status }).from(schema.oneTimePayments)).toEqual([
      { status: "dispute_lost" },
    ]);
  });

  it("keeps access when a dispute is won", async () => {
    const { user, charge } = await buyerOnce();
    const opened = await fetch(`${base.origin}/local/charges/${charge}/dispute`, { method: "POST" });
    const dispute = (await opened.json()) as Stripe.Dispute;
    await stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: "winning_evidence" } });
    const aboutDispute = (object: Record<string, unknown>) => object.id === dispute.id;
    await deliverAbout("charge.dispute.closed", aboutDispute);
    expect((await getEntitlements(db, user.id)).hasAccess).toBe(true);
  });
});
