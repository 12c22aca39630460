import { and, eq, inArray, sql } from "drizzle-orm";
import Stripe from "stripe";
import { type Database, schema } from "#drizzle/db.server";
import { billingDetailsOf } from "./billing-details";
import type { AppEnv } from "./env.server";
import { enqueueOrderConfirmation, type OrderMail } from "./orders.server";
import { type Billing, currencyOf, type PlanId, plans } from "./plans";
import type { User } from "./users.server";

/** The API version the product was built against; the SDK is pinned to it as well. */
export const STRIPE_API_VERSION = "2025-03-31.basil" as const;

type PlanPrices = Record<"basic" | "pro", Record<Billing, string>>;

/** Payments through Stripe, configured whole or not at all (see `billingFrom`). */
export type BillingService = {
  stripe: Stripe;
  webhookSecret: string;
  prices: PlanPrices;
};

/** The local Stripe-compatible server's catalogue (workers/dev/services): only ever used with it. */
const localStandInPrices: PlanPrices = {
  basic: { monthly: "price_basic_monthly", once: "price_basic_once" },
  pro: { monthly: "price_pro_monthly", once: "price_pro_once" },
};

const priceSettings = {
  basic: { monthly: "STRIPE_PRICE_BASIC_MONTHLY", once: "STRIPE_PRICE_BASIC_ONCE" },
  pro: { monthly: "STRIPE_PRICE_PRO_MONTHLY", once: "STRIPE_PRICE_PRO_ONCE" },
} as const;

/**
 * Payments for this request: null when Stripe is not set up (the site works, buying says it is
 * unavailable). A Stripe set up only in part is a deployment error, named at the first request: above
 * all, real Stripe (no STRIPE_API_BASE) without its price ids must never fall back to the local ones.
 */
export function billingFrom(env: AppEnv): BillingService | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY && !STRIPE_WEBHOOK_SECRET) return null;
  const settings = [...Object.values(priceSettings.basic), ...Object.values(priceSettings.pro)];
  const missing = [
    ...(STRIPE_SECRET_KEY ? [] : ["STRIPE_SECRET_KEY"]),
    ...(STRIPE_WEBHOOK_SECRET ? [] : ["STRIPE_WEBHOOK_SECRET"]),
    ...(env.STRIPE_API_BASE ? [] : settings.filter((name) => !env[name])),
  ];
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || missing.length > 0) {
    throw new Error(`Payments are configured only in part: set ${missing.join(", ")}`);
  }
  const price = (plan: "basic" | "pro", billing: Billing) =>
    env[priceSettings[plan][billing]] ?? localStandInPrices[plan][billing];
  return {
    stripe: stripeClient(STRIPE_SECRET_KEY, env.STRIPE_API_BASE),
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: {
      basic: { monthly: price("basic", "monthly"), once: price("basic", "once") },
      pro: { monthly: price("pro", "monthly"), once: price("pro", "once") },
    },
  };
}

/**
 * The official SDK with the fetch client (Workers have no Node http). STRIPE_API_BASE points it at the
 * local Stripe-compatible server in development and tests; production leaves it unset.
 */
function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    timeout: 80_000,
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

/**
 * The plan a product sells: its `metadata.plan` (basic, pro or enterprise), set on each product in Stripe.
 * A product's name is for people and may change ("Profi Basic" is no Pro plan). A product without it is
 * a configuration error, and fails loudly rather than granting a guessed plan.
 */
export function planOfProduct(product: Stripe.Product | string | Stripe.DeletedProduct): PlanId {
  const id = typeof product === "string" ? product : product.id;
  const plan = typeof product === "string" || !("metadata" in product) ? undefined : product.metadata.plan;
  if (plan === "basic" || plan === "pro" || plan === "enterprise") return plan;
  throw new Error(
    `The Stripe product ${id || "(none)"} has no metadata.plan of basic, pro or enterprise (found ${plan ?? "none"})`,
  );
}

/**
 * What a price charges per unit in a currency, in its smallest unit: its own amount, or one of its
 * `currency_options` (which Stripe includes only when expanded). Null when it cannot charge that currency.
 */
export function unitAmountIn(price: Stripe.Price, currency: string): number | null {
  const option = price.currency_options?.[currency];
  if (option) return option.unit_amount;
  return price.currency === currency ? price.unit_amount : null;
}

/** The expansions a subscription needs to be saved: the product (allowance) and the amount per currency. */
const subscriptionPriceExpand = ["items.data.price.product", "items.data.price.currency_options"];

/** A plan's URL allowance: the product's metadata.urls, parsed as an integer (0 when missing). */
export function urlAllowanceOf(product: Stripe.Product | string | Stripe.DeletedProduct): number {
  if (typeof product === "string" || !("metadata" in product)) return 0;
  const value = Number.parseInt(product.metadata.urls ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function splitUrls(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
}

/**
 * The user's Stripe customer: the one linked already, else the one the original product created
 * (found by metadata.auth0_id, exactly one; its URL lists are imported once), else a new one.
 */
export async function customerFor(stripe: Stripe, db: Database, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const found = await stripe.customers.search({
    query: `metadata['auth0_id']:'${user.subject.replace(/'/g, "\\'")}'`,
    expand: ["data.subscriptions"],
  });
  let customerId: string;
  if (found.data.length > 1) {
    console.warn(`Expected exactly one customer, but found ${found.data.length}`);
    throw new Error("More than one Stripe customer carries this user's id");
  }
  const existing = found.data[0];
  if (existing) {
    customerId = existing.id;
  } else {
    const created = await stripe.customers.create(
      {
        email: user.email,
        name: user.name || undefined,
        // Invoices and receipts in the account's language.
        preferred_locales: [user.locale],
        metadata: { auth0_id: user.subject },
      },
      { idempotencyKey: `customer-create-${user.id}` },
    );
    customerId = created.id;
  }
  await db.update(schema.users).set({ stripeCustomerId: customerId }).where(eq(schema.users.id, user.id));
  if (existing && !user.legacyImportedAt) await importLegacyEntitlements(stripe, db, user.id, customerId);
  return customerId;
}

/** Copies the original product's subscriptions and one-time payments, with their URL lists, into D1. */
export async function importLegacyEntitlements(
  stripe: Stripe,
  db: Database,
  userId: string,
  customerId: string,
) {
  const subscriptions = await stripe.subscriptions.list({
    customer: customerId,
    status: "all",
    expand: subscriptionPriceExpand.map((path) => `data.${path}`),
  });
  for (const subscription of subscriptions.data) {
    await saveSubscription(db, userId, subscription, new Date(), splitUrls(subscription.metadata.urls));
  }
  const payments = await stripe.paymentIntents.list({ customer: customerId });
  for (const payment of payments.data) {
    if (payment.status !== "succeeded") continue;
    await savePayment(stripe, db, userId, payment, splitUrls(payment.metadata.urls));
  }
  await db.update(schema.users).set({ legacyImportedAt: new Date() }).where(eq(schema.users.id, userId));
}

async function saveSubscription(
  db: Database,
  userId: string,
  subscription: Stripe.Subscription,
  eventTime: Date,
  importedUrls?: string[],
) {
  const item = subscription.items.data[0];
  if (!item) return;
  const product = item.price.product;
  const values = {
    workspaceId: userId,
    status: subscription.status,
    plan: planOfProduct(product),
    priceId: item.price.id,
    // A price with currency options is charged in the subscription's currency, not the price's default.
    unitAmount: unitAmountIn(item.price, subscription.currency) ?? item.price.unit_amount ?? 0,
    currency: subscription.currency,
    urlAllowance: urlAllowanceOf(product),
    currentPeriodEnd: item.current_period_end ? new Date(item.current_period_end * 1000) : null,
    stripeUpdatedAt: eventTime,
  };
  await db
    .insert(schema.subscriptions)
    .values({ id: subscription.id, ...values, registeredUrls: importedUrls ?? [] })
    .onConflictDoUpdate({
      target: schema.subscriptions.id,
      set: values,
      // A late, older event must not undo a newer state.
      setWhere: sql`${schema.subscriptions.stripeUpdatedAt} <= ${eventTime.getTime()}`,
    });
}

/**
 * What a one-time payment becomes when its money goes back: a full refund or a lost dispute. Access ends
 * (only succeeded payments count), and a late or repeated success event must not bring it back.
 */
const revokedPaymentStatuses = ["refunded", "dispute_lost"] as const;

async function revokePayment(
  db: Database,
  paymentIntent: string | Stripe.PaymentIntent | null,
  status: (typeof revokedPaymentStatuses)[number],
) {
  const id = typeof paymentIntent === "string" ? paymentIntent : paymentIntent?.id;
  if (!id) return;
  await db.update(schema.oneTimePayments).set({ status }).where(eq(schema.oneTimePayments.id, id));
}

async function savePayment(
  stripe: Stripe,
  db: Database,
  userId: string,
  payment: Stripe.PaymentIntent,
  importedUrls?: string[],
) {
  // The limit lives on the product bought; the checkout session knows which one that was.
  const sessions = await stripe.checkout.sessions.list({
    payment_intent: payment.id,
    expand: ["data.line_items.data.price.product"],
  });
  const session = sessions.data[0];
  const price = session?.line_items?.data[0]?.price;
  if (!price) console.warn("No checkout session found for payment", payment.id);
  const product = price?.product ?? "";
  // A payment intent stays "succeeded" after a refund; its charge tells. A refund may also come before
  // the success event is handled (a failed delivery is retried for days).
  const chargeId =
    typeof payment.latest_charge === "string" ? payment.latest_charge : payment.latest_charge?.id;
  const charge = chargeId ? await stripe.charges.retrieve(chargeId) : null;
  const values = {
    workspaceId: userId,
    status: charge?.refunded ? "refunded" : payment.status,
    // Without a known product the payment grants no URLs (allowance 0), whatever plan it is filed under.
    plan: price ? planOfProduct(product) : "basic",
    priceId: price?.id ?? "",
    // The plan's net price, as the plans show it; the VAT on top is the invoice's business.
    amount: session?.amount_subtotal ?? payment.amount,
    currency: payment.currency,
    urlLimit: urlAllowanceOf(product),
  };
  await db
    .insert(schema.oneTimePayments)
    .values({
      id: payment.id,
      ...values,
      registeredUrls: importedUrls ?? [],
      createdAt: new Date(payment.created * 1000),
    })
    .onConflictDoUpdate({
      target: schema.oneTimePayments.id,
      set: {
        ...values,
        status: sql`CASE WHEN ${inArray(schema.oneTimePayments.status, [...revokedPaymentStatuses])} THEN ${schema.oneTimePayments.status} ELSE excluded.status END`,
      },
    });
}

/**
 * The Stripe price of a plan, checked to charge exactly what the site shows in the language's currency
 * (€15 in German, $15 in English): a misconfigured price must fail here, not charge a surprise amount.
 */
async function checkedPrice(
  { stripe, prices }: BillingService,
  plan: Exclude<PlanId, "enterprise">,
  billing: Billing,
  currency: string,
): Promise<string> {
  const priceId = prices[plan][billing];
  const shown = plans.find((candidate) => candidate.id === plan)?.prices?.[billing];
  const price = await stripe.prices.retrieve(priceId, { expand: ["currency_options"] });
  const charged = unitAmountIn(price, currency);
  const recurring = billing === "monthly" ? price.recurring?.interval === "month" : price.type === "one_time";
  if (shown === undefined || charged !== shown * 100 || !recurring) {
    throw new Error(
      `The ${plan} ${billing} price ${priceId} charges ${charged ?? "nothing"} ${currency} (${price.type}), but the site shows ${shown}`,
    );
  }
  // The site shows net prices ("zzgl. gesetzlicher Umsatzsteuer"): VAT must come on top, not out of them.
  const taxBehavior = price.currency_options?.[currency]?.tax_behavior ?? price.tax_behavior;
  if (taxBehavior !== "exclusive") {
    throw new Error(
      `The ${plan} ${billing} price ${priceId} has tax_behavior ${taxBehavior ?? "unset"} in ${currency}; the site's prices are net and need "exclusive"`,
    );
  }
  return price.id;
}

/** A Checkout Session for a plan, monthly (subscription) or one-time (payment), in the language's currency. */
export async function createCheckout(
  billingService: BillingService,
  db: Database,
  user: User,
  plan: Exclude<PlanId, "enterprise">,
  billing: Billing,
  origin: string,
  locale: "de" | "en",
): Promise<string> {
  const { stripe } = billingService;
  const customer = await customerFor(stripe, db, user);
  const currency = currencyOf(locale);
  const price = await checkedPrice(billingService, plan, billing, currency);
  // Checkout starts from the billing details kept in the profile (and may change them, see below).
  await syncBillingDetails(stripe, customer, user);
  const metadata = { userId: user.id, plan };
  const session = await stripe.checkout.sessions.create(
    {
      mode: billing === "monthly" ? "subscription" : "payment",
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      currency,
      success_url: `${origin}/runs?checkout=success`,
      cancel_url: `${origin}/setup?checkout=cancelled`,
      locale,
      metadata,
      // Stripe Tax decides the VAT from the billing address and tax ID entered here (decision 033), and
      // what was entered is saved on the customer, so that its invoices carry it.
      automatic_tax: { enabled: true },
      billing_address_collection: "required",
      tax_id_collection: { enabled: true },
      customer_update: { address: "auto", name: "auto" },
      ...(billing === "monthly"
        ? { subscription_data: { metadata } }
        : {
            payment_intent_data: { metadata },
            // A one-time payment gets an invoice too, not only a receipt.
            invoice_creation: { enabled: true, invoice_data: { metadata } },
          }),
    },
    { idempotencyKey: `checkout-${user.id}-${plan}-${billing}-${crypto.randomUUID()}` },
  );
  if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
  return session.url;
}

/**
 * Puts the profile's billing details on the Stripe customer: the company (or the person's name) and the
 * address as the invoices' addressee, the VAT ID as its only EU VAT tax ID, and the account's language
 * for invoices. Details the profile does not have are left as Stripe holds them (Checkout may have them).
 */
export async function syncBillingDetails(stripe: Stripe, customerId: string, user: User): Promise<void> {
  const details = billingDetailsOf(user);
  const hasAddress = Boolean(details.line1 && details.country);
  await stripe.customers.update(customerId, {
    preferred_locales: [user.locale],
    ...(details.company || user.name ? { name: details.company || user.name } : {}),
    ...(hasAddress
      ? {
          address: {
            line1: details.line1,
            line2: details.line2,
            postal_code: details.postalCode,
            city: details.city,
            country: details.country,
          },
        }
      : {}),
  });
  if (!hasAddress) return;
  const taxIds = await stripe.customers.listTaxIds(customerId, { limit: 100 });
  for (const taxId of taxIds.data) {
    if (taxId.type === "eu_vat" && taxId.value !== details.vatId) {
      await stripe.customers.deleteTaxId(customerId, taxId.id);
    }
  }
  if (details.vatId && !taxIds.data.some((taxId) => taxId.value === details.vatId)) {
    await stripe.customers.createTaxId(customerId, { type: "eu_vat", value: details.vatId });
  }
}

/**
 * A subscription Stripe still bills whose payment failed (past due, unpaid, paused). Buying another would
 * run two, and changing its plan would bill an unpaid one further; the portal settles or ends it.
 */
export async function unsettledSubscriptionOf(db: Database, userId: string) {
  return (
    (await db
      .select({ id: schema.subscriptions.id, plan: schema.subscriptions.plan })
      .from(schema.subscriptions)
      .where(
        and(
          eq(schema.subscriptions.workspaceId, userId),
          inArray(schema.subscriptions.status, ["past_due", "unpaid", "paused"]),
        ),
      )
      .get()) ?? null
  );
}

/**
 * The Customer Portal, returning to the profile. Given a subscription, it opens straight on changing
 * that subscription's plan: Stripe then swaps the price and prorates, instead of a second subscription.
 */
export async function createPortalLink(
  { stripe }: BillingService,
  db: Database,
  user: User,
  origin: string,
  changePlanOf?: string,
): Promise<string> {
  const customer = await customerFor(stripe, db, user);
  const returnUrl = `${origin}/profile/general`;
  const session = await stripe.billingPortal.sessions.create(
    {
      customer,
      return_url: returnUrl,
      ...(changePlanOf
        ? {
            flow_data: {
              type: "subscription_update",
              subscription_update: { subscription: changePlanOf },
              after_completion: { type: "redirect", redirect: { return_url: returnUrl } },
            },
          }
        : {}),
    },
    { idempotencyKey: `portal-${user.id}-${crypto.randomUUID()}` },
  );
  return session.url;
}

async function userIdForCustomer(
  db: Database,
  customer: string | Stripe.Customer | Stripe.DeletedCustomer | null,
) {
  const id = typeof customer === "string" ? customer : customer?.id;
  if (!id) return null;
  const user = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.stripeCustomerId, id))
    .get();
  return user?.id ?? null;
}

export type WebhookResult = { status: 200 | 400; body: string };

/**
 * What the buyer entered at Checkout becomes the profile's billing details, as Stripe saved it on the
 * customer (`customer_update`): the address always, the name as company and the VAT ID only when a tax
 * ID was given (a consumer's name is not a company). A VAT ID not entered again stays.
 */
async function keepCheckoutDetails(db: Database, userId: string, session: Stripe.Checkout.Session) {
  const details = session.customer_details;
  const address = details?.address;
  if (!details || !address?.line1 || !address.country) return;
  const vatId = details.tax_ids?.find((taxId) => taxId.type === "eu_vat")?.value;
  await db
    .update(schema.users)
    .set({
      billingLine1: address.line1,
      billingLine2: address.line2 ?? "",
      billingPostalCode: address.postal_code ?? "",
      billingCity: address.city ?? "",
      billingCountry: address.country,
      ...(vatId ? { vatId, billingCompany: details.name ?? "" } : {}),
    })
    .where(eq(schema.users.id, userId));
}

/**
 * Stripe's webhooks: signature checked (300 s tolerance), each event handled once, state copied into D1.
 * Subscription events are applied only when newer than what D1 holds, so out-of-order delivery is safe.
 */
export async function handleStripeWebhook(
  { stripe, webhookSecret }: BillingService,
  db: Database,
  request: Request,
  orderMail?: OrderMail,
): Promise<WebhookResult> {
  const signature = request.headers.get("Stripe-Signature");
  const body = await request.text();
  if (!signature) return { status: 400, body: "Missing Stripe-Signature" };
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(
      body,
      signature,
      webhookSecret,
      300,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    return { status: 400, body: "Invalid signature" };
  }

  const first = await db
    .insert(schema.stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: schema.stripeEvents.id });
  if (first.length === 0) return { status: 200, body: "Already handled" };

  try {
    await applyEvent(stripe, db, event, orderMail);
  } catch (error) {
    // Let Stripe deliver it again later.
    await db.delete(schema.stripeEvents).where(eq(schema.stripeEvents.id, event.id));
    throw error;
  }
  return { status: 200, body: "OK" };
}

async function applyEvent(stripe: Stripe, db: Database, event: Stripe.Event, orderMail?: OrderMail) {
  const eventTime = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const userId = session.client_reference_id ?? (await userIdForCustomer(db, session.customer));
      if (!userId) return;
      if (session.mode === "subscription" && session.subscription) {
        const id = typeof session.subscription === "string" ? session.subscription : session.subscription.id;
        const subscription = await stripe.subscriptions.retrieve(id, { expand: subscriptionPriceExpand });
        await saveSubscription(db, userId, subscription, eventTime);
      } else if (session.mode === "payment" && session.payment_intent) {
        const id =
          typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent.id;
        await savePayment(stripe, db, userId, await stripe.paymentIntents.retrieve(id));
      }
      await keepCheckoutDetails(db, userId, session);
      if (orderMail) await enqueueOrderConfirmation(stripe, db, userId, session, orderMail);
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const userId = await userIdForCustomer(db, event.data.object.customer);
      if (!userId) return;
      // The event's copy may lack the expanded product; the allowance needs it.
      const subscription = await stripe.subscriptions.retrieve(event.data.object.id, {
        expand: subscriptionPriceExpand,
      });
      const current =
        event.type === "customer.subscription.deleted"
          ? { ...subscription, status: "canceled" as const }
          : subscription;
      await saveSubscription(db, userId, current, eventTime);
      return;
    }
    case "payment_intent.succeeded": {
      const payment = event.data.object;
      const userId = await userIdForCustomer(db, payment.customer);
      if (!userId) return;
      await savePayment(stripe, db, userId, payment);
      return;
    }
    case "charge.refunded": {
      // A partial refund (a goodwill discount) keeps the plan; only a full one takes it back.
      const charge = event.data.object;
      if (charge.refunded) await revokePayment(db, charge.payment_intent, "refunded");
      return;
    }
    case "charge.dispute.closed": {
      // An open dispute does not suspend access: the bank has not decided yet, and most are won or
      // withdrawn. A lost one means the customer has their money back.
      const dispute = event.data.object;
      if (dispute.status === "lost") await revokePayment(db, dispute.payment_intent, "dispute_lost");
      return;
    }
    default:
      return;
  }
}
