/**
 * The local Stripe, driven only through the official SDK (and a browser's plain form posts for the hosted
 * pages), so that what works here works against the real Stripe.
 */
import { createServer, type Server } from "node:http";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LocalStripe, localPrices, startLocalStripe } from "#dev/services/stripe-server";

type Delivery = { body: string; signature: string };

let local: LocalStripe;
let stripe: Stripe;
let receiver: Server;
/** Webhook posts as the app would receive them. */
const deliveries: Delivery[] = [];
/** How many of the next webhook posts the receiver answers with 500. */
let failuresToSimulate = 0;

const cryptoProvider = Stripe.createSubtleCryptoProvider();

function sdk(key: string): Stripe {
  return new Stripe(key, {
    apiVersion: "2025-03-31.basil",
    host: "127.0.0.1",
    port: local.port,
    protocol: "http",
    httpClient: Stripe.createFetchHttpClient(),
  });
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: String(request.headers["stripe-signature"]),
      });
      if (failuresToSimulate > 0) {
        failuresToSimulate--;
        response.writeHead(500).end();
      } else {
        response.writeHead(200, { "Content-Type": "application/json" }).end('{"received":true}');
      }
    });
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  const address = receiver.address();
  const receiverPort = typeof address === "object" && address ? address.port : 0;
  local = await startLocalStripe({ webhookUrl: `http://127.0.0.1:${receiverPort}/stripe/webhook` });
  stripe = sdk(local.secretKey);
});

afterAll(async () => {
  await local.close();
  await new Promise<void>((done) => receiver.close(() => done()));
});

beforeEach(() => {
  deliveries.length = 0;
  failuresToSimulate = 0;
});

/** Verifies a delivery exactly as the app does in a Worker. */
function verify(delivery: Delivery): Promise<Stripe.Event> {
  return stripe.webhooks.constructEventAsync(
    delivery.body,
    delivery.signature,
    local.webhookSecret,
    undefined,
    cryptoProvider,
  );
}

/** Opens the hosted checkout page and presses "Pay" like a browser: a form post, then a 303. */
async function pay(url: string, form: Record<string, string> = {}) {
  const page = await fetch(url);
  const html = await page.text();
  const response = await fetch(url, { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
  return { page, html, response };
}

function subscriptionCheckout(customer: string, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price: localPrices.basic.monthly, quantity: 1 }],
    success_url: "http://127.0.0.1:5173/setup/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://127.0.0.1:5173/setup",
    client_reference_id: "auth0|user-1",
    subscription_data: { metadata: { user_id: "user-1" } },
    locale: "de",
    ...extra,
  });
}

describe("the API's protocol", () => {
  it("refuses a wrong key through the SDK and a missing key on the wire with 401", async () => {
    const wrong = sdk("sk_test_wrong");
    await expect(wrong.products.retrieve("prod_basic")).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
    // The SDK cannot send a request without a key, so this one check goes around it.
    const response = await fetch(`${local.url}/v1/products/prod_basic`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: "invalid_request_error" } });
  });

  it("serves the seeded catalogue with expand", async () => {
    const basic = await stripe.products.retrieve("prod_basic");
    expect(basic).toMatchObject({ object: "product", name: "Basic", metadata: { plan: "basic", urls: "1" } });
    const proOnce = await stripe.prices.retrieve(localPrices.pro.once, { expand: ["product"] });
    expect(proOnce).toMatchObject({ unit_amount: 5000, currency: "eur", type: "one_time", recurring: null });
    expect(proOnce.product).toMatchObject({
      id: "prod_pro",
      name: "Pro",
      metadata: { plan: "pro", urls: "5" },
    });
    const proPrices = await stripe.prices.list({ product: "prod_pro" });
    expect(proPrices.object).toBe("list");
    expect(
      proPrices.data.map((price) => [price.id, price.unit_amount, price.recurring?.interval ?? null]),
    ).toEqual(
      expect.arrayContaining([
        [localPrices.pro.monthly, 4000, "month"],
        [localPrices.pro.once, 5000, null],
      ]),
    );
    expect(proPrices.data).toHaveLength(2);
  });

  it("answers an unknown id with 404 resource_missing", async () => {
    await expect(stripe.customers.retrieve("cus_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such customer: 'cus_missing'",
    });
    await expect(stripe.subscriptions.retrieve("sub_missing")).rejects.toMatchObject({ statusCode: 404 });
  });

  it("answers bad parameters with 400 and names the parameter", async () => {
    const customer = await stripe.customers.create({ email: "bad-params@example.com" });
    await expect(
      stripe.checkout.sessions.create({ customer: customer.id, success_url: "http://127.0.0.1/ok" }),
    ).rejects.toMatchObject({ statusCode: 400, param: "mode", code: "parameter_missing" });
    await expect(
      stripe.checkout.sessions.create({
        mode: "payment",
        customer: customer.id,
        line_items: [{ price: localPrices.basic.monthly, quantity: 1 }],
        success_url: "http://127.0.0.1/ok",
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "line_items" });
    await expect(
      stripe.checkout.sessions.create({
        mode: "payment",
        customer: customer.id,
        line_items: [{ price: "price_missing", quantity: 1 }],
        success_url: "http://127.0.0.1/ok",
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "line_items[0][price]", code: "resource_missing" });
    await expect(
      stripe.customers.create({ emial: "typo@example.com" } as Stripe.CustomerCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: "emial", code: "parameter_unknown" });
    await expect(stripe.customers.retrieve(customer.id, { expand: ["email"] })).rejects.toMatchObject({
      statusCode: 400,
      message: "This property cannot be expanded (email).",
    });
  });
});

describe("customers", () => {
  it("creates, finds by metadata and email, and updates with Stripe's metadata semantics", async () => {
    const created = await stripe.customers.create({
      email: "ada@example.com",
      name: "Ada",
      metadata: { auth0_id: "auth0|ada", plan_hint: "basic" },
    });
    expect(created).toMatchObject({ object: "customer", email: "ada@example.com" });
    expect(created.id).toMatch(/^cus_/);

    const byAuth0 = await stripe.customers.search({
      query: "metadata['auth0_id']:'auth0|ada'",
      expand: ["data.subscriptions"],
    });
    expect(byAuth0).toMatchObject({ object: "search_result", has_more: false, next_page: null });
    expect(byAuth0.data.map((customer) => customer.id)).toEqual([created.id]);
    expect(byAuth0.data[0]?.subscriptions).toMatchObject({ object: "list", data: [] });

    const both = await stripe.customers.search({
      query: `email:'ada@example.com' AND metadata["auth0_id"]:"auth0|ada"`,
    });
    expect(both.data.map((customer) => customer.id)).toEqual([created.id]);
    const nobody = await stripe.customers.search({ query: "metadata['auth0_id']:'auth0|nobody'" });
    expect(nobody.data).toEqual([]);

    const updated = await stripe.customers.update(created.id, {
      name: "Ada Lovelace",
      metadata: { plan_hint: "", imported: "yes" },
    });
    expect(updated.name).toBe("Ada Lovelace");
    expect(updated.metadata).toEqual({ auth0_id: "auth0|ada", imported: "yes" });
    expect(await stripe.customers.retrieve(created.id)).toMatchObject({ name: "Ada Lovelace" });
  });

  it("replays an idempotent create and refuses the key with other parameters", async () => {
    const idempotencyKey = `create-customer-${Date.now()}`;
    const first = await stripe.customers.create({ email: "once@example.com" }, { idempotencyKey });
    const again = await stripe.customers.create({ email: "once@example.com" }, { idempotencyKey });
    expect(again.id).toBe(first.id);
    const search = await stripe.customers.search({ query: "email:'once@example.com'" });
    expect(search.data).toHaveLength(1);
    await expect(
      stripe.customers.create({ email: "other@example.com" }, { idempotencyKey }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
  });
});

describe("checkout", () => {
  it("completes a subscription purchase: page, pay, webhooks in order, then the redirect", async () => {
    const customer = await stripe.customers.create({
      email: "sub@example.com",
      metadata: { auth0_id: "auth0|sub" },
    });
    const session = await subscriptionCheckout(customer.id);
    expect(session).toMatchObject({ object: "checkout.session", status: "open", payment_status: "unpaid" });
    expect(session.id).toMatch(/^cs_/);
    expect(session.url).toBe(`${local.url}/pay/${session.id}`);

    const { page, html, response } = await pay(session.url as string);
    expect(page.status).toBe(200);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>Checkout/);
    expect(html).toContain("Basic");
    expect(html).toContain("€15.00 per month");
    expect(html).toContain('<button type="submit" name="intent" value="pay">Pay</button>');
    expect(html).toContain('<a href="http://127.0.0.1:5173/setup">Cancel</a>');
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `http://127.0.0.1:5173/setup/success?session_id=${session.id}`,
    );

    // The redirect came after the app answered every webhook.
    const events = await Promise.all(deliveries.map(verify));
    expect(events.map((event) => event.type)).toEqual([
      "invoice.finalized",
      "invoice.paid",
      "customer.subscription.created",
      "checkout.session.completed",
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ object: "event", api_version: "2025-03-31.basil", livemode: false });
      expect(event.id).toMatch(/^evt_/);
    }

    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["line_items.data.price.product", "subscription"],
    });
    expect(paid).toMatchObject({ status: "complete", payment_status: "paid", customer: customer.id });
    const subscription = paid.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: "subscription",
      status: "active",
      customer: customer.id,
      metadata: { user_id: "user-1" },
    });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.id).toMatch(/^si_/);
    expect(item.price.id).toBe(localPrices.basic.monthly);
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start);
    expect(paid.line_items?.data[0]?.price?.product).toMatchObject({
      id: "prod_basic",
      metadata: { urls: "1" },
    });

    const created = events[2]?.data.object as Stripe.Subscription;
    expect(created.id).toBe(subscription.id);
    const completed = events[3]?.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      subscription: subscription.id,
      client_reference_id: "auth0|user-1",
    });

    const listed = await stripe.subscriptions.list({
      customer: customer.id,
      status: "all",
      expand: ["data.items.data.price.product"],
    });
    expect(listed.data.map((entry) => entry.id)).toEqual([subscription.id]);
    expect(listed.data[0]?.items.data[0]?.price.product).toMatchObject({ name: "Basic" });
    const withSubscriptions = await stripe.customers.retrieve(customer.id, { expand: ["subscriptions"] });
    expect((withSubscriptions as Stripe.Customer).subscriptions?.data.map((entry) => entry.id)).toEqual([
      subscription.id,
    ]);
  });

  it("completes a one-time payment and finds its session by payment intent", async () => {
    const customer = await stripe.customers.create({ email: "once-buyer@example.com" });
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      customer: customer.id,
      line_items: [{ price: localPrices.pro.once, quantity: 1 }],
      success_url: "http://127.0.0.1:5173/setup/success?session_id={CHECKOUT_SESSION_ID}",
      payment_intent_data: { metadata: { user_id: "user-2" } },
    });
    const { response } = await pay(session.url as string);
    expect(response.status).toBe(303);

    const events = await Promise.all(deliveries.map(verify));
    expect(events.map((event) => event.type)).toEqual([
      "payment_intent.succeeded",
      "checkout.session.completed",
    ]);

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: "payment_intent",
      status: "succeeded",
      amount: 5000,
      currency: "eur",
      customer: customer.id,
      metadata: { user_id: "user-2" },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(paid.subscription).toBeNull();

    const updated = await stripe.paymentIntents.update(intent.id, {
      metadata: { urls: "https://example.com" },
    });
    expect(updated.metadata).toEqual({ user_id: "user-2", urls: "https://example.com" });
    expect((await stripe.paymentIntents.retrieve(intent.id)).metadata.urls).toBe("https://example.com");

    const intents = await stripe.paymentIntents.list({ customer: customer.id });
    expect(intents.data.map((entry) => entry.id)).toEqual([intent.id]);
    const sessions = await stripe.checkout.sessions.list({
      payment_intent: intent.id,
      expand: ["data.line_items"],
    });
    expect(sessions.data.map((entry) => entry.id)).toEqual([session.id]);
    expect(sessions.data[0]?.line_items?.data[0]?.price?.id).toBe(localPrices.pro.once);
    const lineItems = await stripe.checkout.sessions.listLineItems(session.id);
    expect(lineItems.data[0]).toMatchObject({ object: "item", amount_total: 5000, quantity: 1 });
  });

  it("shows an email field when Checkout must collect the email itself", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: localPrices.pro.monthly, quantity: 1 }],
      success_url: "http://127.0.0.1:5173/done",
    });
    const { html, response } = await pay(session.url as string, { email: "new@example.com" });
    expect(html).toContain('<label for="email">Email</label>');
    expect(response.status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["customer"] });
    expect(paid.customer).toMatchObject({ object: "customer", email: "new@example.com" });
  });
});

describe("customer portal", () => {
  it("cancels a subscription and switches plans, each with its webhook", async () => {
    const customer = await stripe.customers.create({ email: "portal@example.com" });
    const checkout = await subscriptionCheckout(customer.id);
    await pay(checkout.url as string);
    const subscriptionId = (await stripe.checkout.sessions.retrieve(checkout.id)).subscription as string;
    deliveries.length = 0;

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://127.0.0.1:5173/profile",
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${local.url}/portal/${portal.id}`);
    const html = await (await fetch(portal.url)).text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain("Cancel subscription</button>");
    expect(html).toContain("Switch to Pro</button>");
    expect(html).toContain('<a href="http://127.0.0.1:5173/profile">Return to Klarsicht</a>');

    const action = (what: string) =>
      `${local.url}/portal/${portal.id}/subscriptions/${subscriptionId}/${what}`;
    const switched = await fetch(action("switch"), {
      method: "POST",
      body: new URLSearchParams({ price: localPrices.pro.monthly }),
      redirect: "manual",
    });
    expect(switched.status).toBe(303);
    const afterSwitch = await stripe.subscriptions.retrieve(subscriptionId);
    expect(afterSwitch.items.data[0]?.price.id).toBe(localPrices.pro.monthly);

    const canceled = await fetch(action("cancel"), { method: "POST", redirect: "manual" });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get("location")).toBe(`/portal/${portal.id}`);

    const events = await Promise.all(deliveries.map(verify));
    expect(events.map((event) => event.type)).toEqual([
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]);
    expect(events[1]?.data.object).toMatchObject({ id: subscriptionId, status: "canceled" });
    expect(await stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({ status: "canceled" });
    // Stripe leaves canceled subscriptions out unless status=all is asked for.
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(1);
  });

  it("announces API updates of a subscription with previous attributes", async () => {
    const customer = await stripe.customers.create({ email: "api-update@example.com" });
    const checkout = await subscriptionCheckout(customer.id);
    await pay(checkout.url as string);
    const subscriptionId = (await stripe.checkout.sessions.retrieve(checkout.id)).subscription as string;
    deliveries.length = 0;

    const updated = await stripe.subscriptions.update(subscriptionId, {
      metadata: { urls: "https://a.example" },
      cancel_at_period_end: true,
    });
    expect(updated).toMatchObject({ cancel_at_period_end: true, metadata: { urls: "https://a.example" } });
    expect(updated.cancel_at).toBe(updated.items.data[0]?.current_period_end);
    await local.settled();
    expect(deliveries).toHaveLength(1);
    const [event] = await Promise.all(deliveries.map(verify));
    expect(event?.type).toBe("customer.subscription.updated");
    expect(event?.data.previous_attributes).toMatchObject({
      metadata: { urls: null },
      cancel_at_period_end: false,
    });
  });
});

describe("customers of the original product", () => {
  it("are found by auth0 id with their subscription URLs and their one-time payments' URLs", async () => {
    const { customerId } = await local.seedLegacyCustomer({
      auth0Id: "auth0|legacy",
      email: "legacy@example.com",
      subscriptionUrls: ["https://a.example", "https://b.example"],
      oneTimePayments: [{ urls: ["https://c.example"], priceId: localPrices.pro.once }],
    });

    const found = await stripe.customers.search({
      query: "metadata['auth0_id']:'auth0|legacy'",
      expand: ["data.subscriptions"],
    });
    expect(found.data.map((customer) => customer.id)).toEqual([customerId]);
    const subscription = found.data[0]?.subscriptions?.data[0];
    expect(subscription).toMatchObject({
      status: "active",
      metadata: { urls: "https://a.example,https://b.example" },
    });
    expect(subscription?.items.data[0]?.price).toMatchObject({
      id: localPrices.basic.monthly,
      unit_amount: 1500,
    });

    const intents = await stripe.paymentIntents.list({ customer: customerId });
    expect(intents.data).toHaveLength(1);
    const intent = intents.data[0] as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: "succeeded", metadata: { urls: "https://c.example" } });
    const sessions = await stripe.checkout.sessions.list({
      payment_intent: intent.id,
      expand: ["data.line_items"],
    });
    expect(sessions.data[0]).toMatchObject({ mode: "payment", status: "complete", customer: customerId });
    const product = await stripe.products.retrieve(
      sessions.data[0]?.line_items?.data[0]?.price?.product as string,
    );
    expect(product.metadata.urls).toBe("5");
    // Seeding is history, not news: no webhooks.
    expect(deliveries).toEqual([]);
  });
});

describe("webhook delivery", () => {
  it("signs exactly like Stripe and retries once when the app fails", async () => {
    failuresToSimulate = 1;
    const customer = await stripe.customers.create({ email: "retry@example.com" });
    const session = await subscriptionCheckout(customer.id);
    const { response } = await pay(session.url as string);
    expect(response.status).toBe(303);

    // The first event was posted twice (500, then 200), the others once.
    expect(deliveries).toHaveLength(5);
    expect(deliveries[0]?.body).toBe(deliveries[1]?.body);
    const recorded = local.events.slice(-4);
    expect(recorded.map((event) => event.deliveries.map((attempt) => attempt.status))).toEqual([
      [500, 200],
      [200],
      [200],
      [200],
    ]);

    for (const delivery of deliveries) {
      const timestamp = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(delivery.signature)?.[1]);
      const expected = Stripe.webhooks.generateTestHeaderString({
        payload: delivery.body,
        secret: local.webhookSecret,
        timestamp,
      });
      expect(delivery.signature).toBe(expected);
      expect(
        stripe.webhooks.constructEvent(delivery.body, delivery.signature, local.webhookSecret).id,
      ).toMatch(/^evt_/);
    }
    await expect(verify({ body: deliveries[0]?.body ?? "", signature: "t=1,v1=00" })).rejects.toThrow();
    await expect(
      stripe.webhooks.constructEventAsync(
        deliveries[0]?.body ?? "",
        deliveries[0]?.signature ?? "",
        "whsec_other",
        undefined,
        cryptoProvider,
      ),
    ).rejects.toThrow();
  });

  it("answers over HTTP once every delivery in flight is done, a retry included", async () => {
    const customer = await stripe.customers.create({ email: "settled@example.com" });
    const checkout = await subscriptionCheckout(customer.id);
    await pay(checkout.url as string);
    const subscriptionId = (await stripe.checkout.sessions.retrieve(checkout.id)).subscription as string;
    deliveries.length = 0;
    failuresToSimulate = 1;

    await stripe.subscriptions.update(subscriptionId, { metadata: { urls: "https://settled.example" } });
    const settled = await fetch(`${local.url}/local/webhooks/settled`, { method: "POST" });
    expect(settled.status).toBe(204);
    // Answered 500 first, then 200 to the retry that follows a pause.
    expect(deliveries).toHaveLength(2);
    expect(local.events.at(-1)?.deliveries.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect((await fetch(`${local.url}/local/webhooks/settled`)).status).toBe(404);
  });
});

describe("prices in more than one currency", () => {
  it("charges a price's currency option when Checkout is given a currency", async () => {
    const basic = await stripe.prices.retrieve(localPrices.basic.monthly, { expand: ["currency_options"] });
    expect(basic).toMatchObject({ currency: "eur", unit_amount: 1500 });
    expect(basic.currency_options).toMatchObject({ eur: { unit_amount: 1500 }, usd: { unit_amount: 1500 } });
    // Like Stripe, the options appear only when asked for.
    expect((await stripe.prices.retrieve(localPrices.basic.monthly)).currency_options).toBeUndefined();

    const customer = await stripe.customers.create({ email: "dollars@example.com" });
    const session = await subscriptionCheckout(customer.id, { currency: "usd", locale: "en" });
    expect(session).toMatchObject({ currency: "usd", amount_total: 1500 });
    const { html } = await pay(session.url as string);
    expect(html).toContain("$15.00 per month");
    expect(html).toContain("Total due today: <strong>$15.00</strong>");
    expect(html).not.toContain("€");
    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["subscription.items.data.price.currency_options", "line_items", "invoice"],
    });
    expect(paid.invoice).toMatchObject({
      object: "invoice",
      status: "paid",
      currency: "usd",
      amount_paid: 1500,
      billing_reason: "subscription_create",
    });
    expect(paid.line_items?.data[0]).toMatchObject({ currency: "usd", amount_total: 1500 });
    const subscription = paid.subscription as Stripe.Subscription;
    expect(subscription.currency).toBe("usd");
    expect(subscription.latest_invoice).toBe((paid.invoice as Stripe.Invoice).id);
    expect(subscription.items.data[0]?.price.currency_options?.usd?.unit_amount).toBe(1500);

    const once = await stripe.checkout.sessions.create({
      mode: "payment",
      customer: customer.id,
      currency: "usd",
      line_items: [{ price: localPrices.pro.once, quantity: 1 }],
      success_url: "http://127.0.0.1:5173/done",
    });
    expect((await pay(once.url as string)).html).toContain("$50.00 once");
    const intent = await stripe.paymentIntents.retrieve(
      String((await stripe.checkout.sessions.retrieve(once.id)).payment_intent),
    );
    expect(intent).toMatchObject({ amount: 5000, currency: "usd" });
  });

  it("bills a customer's subscriptions in one currency, as Stripe does", async () => {
    const customer = await stripe.customers.create({ email: "one-currency@example.com" });
    const first = await subscriptionCheckout(customer.id, { currency: "eur" });
    await pay(first.url as string);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      currency: "eur",
    });
    await expect(subscriptionCheckout(customer.id, { currency: "usd" })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("You cannot combine currencies on a single customer."),
    });
    // A one-time payment is no subscription: it may be in another currency.
    const once = await stripe.checkout.sessions.create({
      mode: "payment",
      customer: customer.id,
      currency: "usd",
      line_items: [{ price: localPrices.basic.once, quantity: 1 }],
      success_url: "http://127.0.0.1:5173/done",
    });
    expect(once.currency).toBe("usd");
  });

  it("refuses a currency the price does not have, and a malformed one", async () => {
    const customer = await stripe.customers.create({ email: "pounds@example.com" });
    await expect(subscriptionCheckout(customer.id, { currency: "gbp" })).rejects.toMatchObject({
      statusCode: 400,
      param: "line_items[0][price]",
    });
    await expect(subscriptionCheckout(customer.id, { currency: "USD" })).rejects.toMatchObject({
      statusCode: 400,
      param: "currency",
    });
  });
});

describe("the portal's plan-change flow", () => {
  it("opens on one subscription's plan change and returns to the app afterwards", async () => {
    const customer = await stripe.customers.create({ email: "flow@example.com" });
    const checkout = await subscriptionCheckout(customer.id, { currency: "usd" });
    await pay(checkout.url as string);
    const subscriptionId = (await stripe.checkout.sessions.retrieve(checkout.id)).subscription as string;
    deliveries.length = 0;

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://127.0.0.1:5173/profile",
      flow_data: {
        type: "subscription_update",
        subscription_update: { subscription: subscriptionId },
        after_completion: { type: "redirect", redirect: { return_url: "http://127.0.0.1:5173/done" } },
      },
    });
    expect(portal.flow).toEqual({
      type: "subscription_update",
      after_completion: {
        type: "redirect",
        redirect: { return_url: "http://127.0.0.1:5173/done" },
        hosted_confirmation: null,
      },
      subscription_cancel: null,
      subscription_update: { subscription: subscriptionId },
      subscription_update_confirm: null,
    });
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain("<h1>Update your plan</h1>");
    expect(html).toContain("$15.00 per month");
    expect(html).toContain("Switch to Pro</button>");
    expect(html).not.toContain("Cancel subscription");

    const action = (what: string) =>
      `${local.url}/portal/${portal.id}/subscriptions/${subscriptionId}/${what}`;
    const cancel = await fetch(action("cancel"), { method: "POST", redirect: "manual" });
    expect(cancel.status).toBe(404);
    const switched = await fetch(action("switch"), {
      method: "POST",
      body: new URLSearchParams({ price: localPrices.pro.monthly }),
      redirect: "manual",
    });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("location")).toBe("http://127.0.0.1:5173/done");
    const after = await stripe.subscriptions.retrieve(subscriptionId, {
      expand: ["items.data.price.currency_options"],
    });
    expect(after).toMatchObject({ currency: "usd", status: "active" });
    expect(after.items.data[0]?.price.id).toBe(localPrices.pro.monthly);
    const events = await Promise.all(deliveries.map(verify));
    expect(events.map((event) => event.type)).toEqual(["customer.subscription.updated"]);
  });

  it("refuses a flow for someone else's or a canceled subscription, and unknown flow parameters", async () => {
    const owner = await stripe.customers.create({ email: "owner@example.com" });
    const other = await stripe.customers.create({ email: "other@example.com" });
    const checkout = await subscriptionCheckout(owner.id);
    await pay(checkout.url as string);
    const subscription = (await stripe.checkout.sessions.retrieve(checkout.id)).subscription as string;
    const flow = (customer: string, extra: object = {}) =>
      stripe.billingPortal.sessions.create({
        customer,
        flow_data: { type: "subscription_update", subscription_update: { subscription }, ...extra },
      });
    await expect(flow(other.id)).rejects.toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      param: "flow_data[subscription_update][subscription]",
    });
    await expect(flow(owner.id, { subscription_cancel: { subscription } })).rejects.toMatchObject({
      statusCode: 400,
      code: "parameter_unknown",
    });
    expect((await flow(owner.id)).flow?.after_completion.type).toBe("portal_homepage");
    const plain = await stripe.billingPortal.sessions.create({ customer: owner.id });
    await fetch(`${local.url}/portal/${plain.id}/subscriptions/${subscription}/cancel`, {
      method: "POST",
      redirect: "manual",
    });
    await expect(flow(owner.id)).rejects.toMatchObject({
      statusCode: 400,
      param: "flow_data[subscription_update][subscription]",
    });
  });
});

describe("refunds and disputes", () => {
  async function paidOnce(email: string) {
    const customer = await stripe.customers.create({ email });
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      customer: customer.id,
      line_items: [{ price: localPrices.basic.once, quantity: 1 }],
      success_url: "http://127.0.0.1:5173/done",
    });
    await pay(session.url as string);
    const intent = await stripe.paymentIntents.retrieve(
      String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent),
      { expand: ["latest_charge"] },
    );
    deliveries.length = 0;
    return { intent, charge: intent.latest_charge as Stripe.Charge };
  }

  it("refunds in part and then in full, announcing each change of the charge", async () => {
    const { intent, charge } = await paidOnce("refund@example.com");
    expect(charge).toMatchObject({
      object: "charge",
      amount: 2000,
      currency: "eur",
      payment_intent: intent.id,
      refunded: false,
      disputed: false,
    });
    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 500 });
    expect(partial).toMatchObject({ object: "refund", amount: 500, status: "succeeded", charge: charge.id });
    await expect(stripe.refunds.create({ charge: charge.id, amount: 1600 })).rejects.toMatchObject({
      statusCode: 400,
      code: "amount_too_large",
    });
    const rest = await stripe.refunds.create({ charge: charge.id, reason: "requested_by_customer" });
    expect(rest.amount).toBe(1500);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      statusCode: 400,
      code: "charge_already_refunded",
    });
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({ amount_refunded: 2000, refunded: true });

    await local.settled();
    expect(deliveries).toHaveLength(4);
    const events = await Promise.all(deliveries.map(verify));
    expect(events.map((event) => event.type)).toEqual([
      "refund.created",
      "charge.refunded",
      "refund.created",
      "charge.refunded",
    ]);
    expect(events[1]?.data).toMatchObject({
      object: { id: charge.id, amount_refunded: 500, refunded: false },
      previous_attributes: { amount_refunded: 0 },
    });
    expect(events[3]?.data).toMatchObject({
      object: { id: charge.id, amount_refunded: 2000, refunded: true, payment_intent: intent.id },
      previous_attributes: { amount_refunded: 500, refunded: false },
    });
    // The same events, as the API lists them, newest first.
    const listed = await stripe.events.list({ type: "charge.refunded", limit: 2 });
    expect(listed.data.map((event) => event.id)).toEqual([events[3]?.id, events[1]?.id]);
    // Delivered by now, so nothing is pending any more.
    expect(await stripe.events.retrieve(events[3]?.id ?? "")).toEqual({ ...events[3], pending_webhooks: 0 });
  });

  it("opens a dispute, which blocks refunds, and closes it lost or won", async () => {
    const { intent, charge } = await paidOnce("dispute@example.com");
    const opened = await fetch(`${local.url}/local/charges/${charge.id}/dispute`, {
      method: "POST",
      body: new URLSearchParams({ reason: "fraudulent" }),
    });
    expect(opened.status).toBe(200);
    const dispute = (await opened.json()) as Stripe.Dispute;
    expect(dispute).toMatchObject({
      object: "dispute",
      status: "needs_response",
      amount: 2000,
      charge: charge.id,
      payment_intent: intent.id,
      reason: "fraudulent",
    });
    await expect(stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      code: "charge_disputed",
    });
    const closed = await stripe.disputes.close(dispute.id);
    expect(closed.status).toBe("lost");
    await local.settled();
    expect(deliveries).toHaveLength(2);
    const events = await Promise.all(deliveries.map(verify));
    expect(events.map((event) => [event.type, (event.data.object as Stripe.Dispute).status])).toEqual([
      ["charge.dispute.created", "needs_response"],
      ["charge.dispute.closed", "lost"],
    ]);

    const second = await paidOnce("dispute-won@example.com");
    const won = (await (
      await fetch(`${local.url}/local/charges/${second.charge.id}/dispute`, { method: "POST" })
    ).json()) as Stripe.Dispute;
    deliveries.length = 0;
    const decided = await stripe.disputes.update(won.id, {
      evidence: { uncategorized_text: "winning_evidence" },
    });
    expect(decided.status).toBe("won");
    await expect(stripe.disputes.close(won.id)).rejects.toMatchObject({ statusCode: 400 });
    await local.settled();
    expect(deliveries).toHaveLength(2);
    expect((await Promise.all(deliveries.map(verify))).map((event) => event.type)).toEqual([
      "charge.dispute.updated",
      "charge.dispute.closed",
    ]);
  });
});
