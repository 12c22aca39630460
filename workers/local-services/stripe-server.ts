/**
 * A local Stripe for development and tests: the handful of v1 endpoints Klarsicht calls, spoken the way
 * Stripe speaks them (form-encoded bracket parameters, Bearer auth, JSON objects with Stripe's shapes and
 * errors, expand, Idempotency-Key), plus a hosted checkout page and a customer portal that a browser can
 * click through, and webhooks signed exactly like Stripe's. Everything lives in one in-memory store.
 *
 * Object shapes follow API version 2025-03-31.basil; stored types are picked from the SDK's own type
 * definitions so that a field we emit cannot drift from what the SDK (and the app) expects.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type Stripe from "stripe";

export const localApiVersion = "2025-03-31.basil";

export const localPrices = {
  basic: { monthly: "price_basic_monthly", once: "price_basic_once" },
  pro: { monthly: "price_pro_monthly", once: "price_pro_once" },
} as const;

export type LocalStripeOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The key the API accepts as Bearer token; default "sk_test_local". */
  secretKey?: string;
  /** Signs webhooks; default "whsec_local". */
  webhookSecret?: string;
  /** Where events are POSTed, e.g. http://127.0.0.1:5173/stripe/webhook; may be set later. */
  webhookUrl?: string;
};

export type WebhookDelivery = { attempt: number; status: number | null; error?: string; at: number };

export type StripeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  /** Local bookkeeping, not sent: one entry per delivery attempt (empty while no webhook URL is set). */
  deliveries: WebhookDelivery[];
};

export type LocalStripe = {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string): void;
  /** Events sent so far, oldest first. */
  events: StripeEvent[];
  close(): Promise<void>;
  /** A customer of the original product: URLs kept in subscription / payment intent metadata. */
  seedLegacyCustomer(input: {
    auth0Id: string;
    email: string;
    subscriptionUrls?: string[];
    oneTimePayments?: { urls: string[]; priceId: string }[];
  }): Promise<{ customerId: string }>;
};

// ---------------------------------------------------------------------------------------------------------
// Stored objects: exactly the basil fields we model, typed by the SDK.

type List<T> = { object: "list"; data: T[]; has_more: boolean; url: string };
type Metadata = Record<string, string>;

type Customer = Pick<
  Stripe.Customer,
  | "id"
  | "object"
  | "address"
  | "balance"
  | "created"
  | "currency"
  | "default_source"
  | "delinquent"
  | "description"
  | "email"
  | "invoice_prefix"
  | "invoice_settings"
  | "livemode"
  | "metadata"
  | "name"
  | "phone"
  | "preferred_locales"
  | "shipping"
  | "tax_exempt"
  | "test_clock"
>;

type Product = Pick<
  Stripe.Product,
  | "id"
  | "object"
  | "active"
  | "created"
  | "default_price"
  | "description"
  | "images"
  | "livemode"
  | "marketing_features"
  | "metadata"
  | "name"
  | "package_dimensions"
  | "shippable"
  | "tax_code"
  | "type"
  | "updated"
  | "url"
>;

type Price = Pick<
  Stripe.Price,
  | "id"
  | "object"
  | "active"
  | "billing_scheme"
  | "created"
  | "currency"
  | "custom_unit_amount"
  | "livemode"
  | "lookup_key"
  | "metadata"
  | "nickname"
  | "recurring"
  | "tax_behavior"
  | "tiers_mode"
  | "transform_quantity"
  | "type"
  | "unit_amount"
  | "unit_amount_decimal"
> & { product: string };

type Plan = Pick<
  Stripe.Plan,
  | "id"
  | "object"
  | "active"
  | "amount"
  | "amount_decimal"
  | "billing_scheme"
  | "created"
  | "currency"
  | "interval"
  | "interval_count"
  | "livemode"
  | "metadata"
  | "meter"
  | "nickname"
  | "tiers_mode"
  | "transform_usage"
  | "trial_period_days"
  | "usage_type"
> & { product: string };

/** In basil the billing period lives on the item, no longer on the subscription. */
type SubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | "id"
  | "object"
  | "created"
  | "current_period_end"
  | "current_period_start"
  | "discounts"
  | "metadata"
  | "quantity"
  | "subscription"
  | "tax_rates"
> & { price: Price; plan: Plan };

type Subscription = Pick<
  Stripe.Subscription,
  | "id"
  | "object"
  | "application"
  | "billing_cycle_anchor"
  | "cancel_at"
  | "cancel_at_period_end"
  | "canceled_at"
  | "cancellation_details"
  | "collection_method"
  | "created"
  | "currency"
  | "days_until_due"
  | "default_payment_method"
  | "default_source"
  | "description"
  | "discounts"
  | "ended_at"
  | "latest_invoice"
  | "livemode"
  | "metadata"
  | "pause_collection"
  | "schedule"
  | "start_date"
  | "status"
  | "test_clock"
  | "trial_end"
  | "trial_start"
> & { customer: string; items: List<SubscriptionItem> };

type PaymentIntent = Pick<
  Stripe.PaymentIntent,
  | "id"
  | "object"
  | "amount"
  | "amount_capturable"
  | "amount_received"
  | "application"
  | "canceled_at"
  | "cancellation_reason"
  | "capture_method"
  | "client_secret"
  | "confirmation_method"
  | "created"
  | "currency"
  | "description"
  | "last_payment_error"
  | "latest_charge"
  | "livemode"
  | "metadata"
  | "next_action"
  | "payment_method"
  | "payment_method_types"
  | "receipt_email"
  | "setup_future_usage"
  | "status"
> & { customer: string | null };

/** The first invoice of a subscription, paid at checkout: what the customer was charged, and in what. */
type Invoice = Pick<
  Stripe.Invoice,
  | "object"
  | "amount_due"
  | "amount_paid"
  | "amount_remaining"
  | "attempt_count"
  | "attempted"
  | "billing_reason"
  | "collection_method"
  | "created"
  | "currency"
  | "customer_email"
  | "description"
  | "livemode"
  | "metadata"
  | "number"
  | "parent"
  | "period_end"
  | "period_start"
  | "status"
  | "subtotal"
  | "total"
> & { id: string; customer: string };

type Charge = Pick<
  Stripe.Charge,
  | "id"
  | "object"
  | "amount"
  | "amount_captured"
  | "amount_refunded"
  | "balance_transaction"
  | "captured"
  | "created"
  | "currency"
  | "description"
  | "disputed"
  | "failure_code"
  | "failure_message"
  | "livemode"
  | "metadata"
  | "paid"
  | "payment_method"
  | "receipt_email"
  | "receipt_number"
  | "receipt_url"
  | "refunded"
  | "status"
> & { customer: string | null; payment_intent: string };

type Refund = Pick<
  Stripe.Refund,
  | "id"
  | "object"
  | "amount"
  | "balance_transaction"
  | "created"
  | "currency"
  | "metadata"
  | "reason"
  | "receipt_number"
  | "status"
> & { charge: string; payment_intent: string };

type Dispute = Pick<
  Stripe.Dispute,
  | "id"
  | "object"
  | "amount"
  | "created"
  | "currency"
  | "is_charge_refundable"
  | "livemode"
  | "metadata"
  | "reason"
  | "status"
> & { charge: string; payment_intent: string; evidence: { uncategorized_text: string | null } };

type CheckoutSession = Pick<
  Stripe.Checkout.Session,
  | "id"
  | "object"
  | "allow_promotion_codes"
  | "amount_subtotal"
  | "amount_total"
  | "billing_address_collection"
  | "cancel_url"
  | "client_reference_id"
  | "created"
  | "currency"
  | "customer_creation"
  | "customer_details"
  | "customer_email"
  | "expires_at"
  | "invoice"
  | "livemode"
  | "locale"
  | "metadata"
  | "mode"
  | "payment_link"
  | "payment_method_types"
  | "payment_status"
  | "setup_intent"
  | "status"
  | "success_url"
  | "ui_mode"
  | "url"
> & { customer: string | null; payment_intent: string | null; subscription: string | null };

type LineItem = Pick<
  Stripe.LineItem,
  | "id"
  | "object"
  | "amount_discount"
  | "amount_subtotal"
  | "amount_tax"
  | "amount_total"
  | "currency"
  | "description"
  | "quantity"
> & { price: Price };

type PortalSession = Pick<
  Stripe.BillingPortal.Session,
  | "id"
  | "object"
  | "configuration"
  | "created"
  | "customer"
  | "flow"
  | "livemode"
  | "locale"
  | "on_behalf_of"
  | "return_url"
  | "url"
>;

/** What a checkout session carries beyond its public object until it is paid. */
type CheckoutRecord = {
  session: CheckoutSession;
  lineItems: LineItem[];
  subscriptionMetadata: Metadata;
  paymentIntentMetadata: Metadata;
  paymentIntentDescription: string | null;
};

type Json = Record<string, unknown>;

const now = () => Math.floor(Date.now() / 1000);

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let suffix = "";
  for (const byte of bytes) suffix += base62[byte % 62];
  return `${prefix}_${suffix}`;
}

function addMonths(unixSeconds: number, months: number): number {
  const date = new Date(unixSeconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** Stripe lists newest first; among equal timestamps the later-created object comes first. */
function newestFirst<T extends { created: number }>(items: Iterable<T>): T[] {
  return [...items].reverse().sort((a, b) => b.created - a.created);
}

// ---------------------------------------------------------------------------------------------------------
// Errors in Stripe's envelope.

type StripeErrorBody = { type: string; message: string; param?: string; code?: string };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

function invalid(message: string, param?: string, code?: string): ApiError {
  return new ApiError(400, { type: "invalid_request_error", message, param, code });
}

/** Unknown id in the URL → 404; unknown id passed as a parameter → 400 (Stripe's distinction). */
function noSuch(kind: string, id: string, param?: string): ApiError {
  return new ApiError(param ? 400 : 404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param: param ?? "id",
  });
}

// ---------------------------------------------------------------------------------------------------------
// Form parameters in Stripe's bracket notation: a[b][0][c]=v, expand[]=x, expand[0]=x.

type FormValue = string | FormValue[] | FormFields;
interface FormFields {
  [key: string]: FormValue;
}

function parseForm(encoded: string): FormFields {
  const root: FormFields = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match?.[1]) throw invalid(`Invalid parameter name: ${name}`, name);
    const path = [match[1], ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "")];
    if (path.some((key) => key === "__proto__" || key === "constructor" || key === "prototype")) {
      throw invalid(`Invalid parameter name: ${name}`, name);
    }
    let container = root;
    for (let i = 0; i < path.length; i++) {
      // "[]" appends: the next free index, turned into an array below like "[0]".
      const key = path[i] === "" ? String(Object.keys(container).length) : (path[i] as string);
      const existing = Object.hasOwn(container, key) ? container[key] : undefined;
      if (i === path.length - 1) {
        if (typeof existing === "object") throw invalid(`Invalid parameter: ${name}`, name);
        container[key] = value;
      } else {
        const next = existing ?? {};
        if (typeof next !== "object" || Array.isArray(next))
          throw invalid(`Invalid parameter: ${name}`, name);
        container[key] = next;
        container = next;
      }
    }
  }
  return arraysFromIndices(root, false) as FormFields;
}

/** Objects keyed 0..n become arrays, except metadata, whose keys are the caller's own. */
function arraysFromIndices(value: FormValue, isMetadata: boolean): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(
    ([key, child]) => [key, arraysFromIndices(child, key === "metadata")] as const,
  );
  const indexed = entries.length > 0 && entries.every(([key]) => /^(0|[1-9]\d*)$/.test(key));
  if (indexed && !isMetadata) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

type MetadataUpdate = { clearAll: boolean; changes: [string, string | null][] };

/** Typed access to one level of parameters; `prefix` makes nested error params read like Stripe's. */
class Params {
  constructor(
    readonly fields: FormFields,
    private readonly prefix = "",
  ) {}

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  /** Stripe rejects parameters it does not know; so do we, which catches typos in the app. */
  allowOnly(...keys: string[]): this {
    for (const key of Object.keys(this.fields)) {
      if (!keys.includes(key)) {
        throw invalid(`Received unknown parameter: ${this.name(key)}`, this.name(key), "parameter_unknown");
      }
    }
    return this;
  }

  string(key: string): string | undefined {
    const value = this.fields[key];
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw invalid(`Invalid string: ${this.name(key)}`, this.name(key));
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (!value)
      throw invalid(`Missing required param: ${this.name(key)}.`, this.name(key), "parameter_missing");
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalid(
        `Invalid ${this.name(key)}: must be one of ${allowed.join(", ")}`,
        this.name(key),
        "parameter_invalid_string",
      );
    }
    return value as T;
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${value}`, this.name(key));
    return value === "true";
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value))
      throw invalid(`Invalid integer: ${value}`, this.name(key), "parameter_invalid_integer");
    return Number(value);
  }

  url(key: string): string | undefined {
    const value = this.string(key);
    if (!value) return undefined;
    try {
      const parsed = new URL(value);
      if (parsed.protocol === "http:" || parsed.protocol === "https:") return value;
    } catch {}
    throw invalid("Not a valid URL", this.name(key), "url_invalid");
  }

  /** An empty value unsets the email (null); absent stays undefined. */
  email(key: string): string | null | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value === "") return null;
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
      throw invalid(`Invalid email address: ${value}`, this.name(key), "email_invalid");
    }
    return value;
  }

  nested(key: string): Params | undefined {
    const value = this.fields[key];
    if (value === undefined) return undefined;
    if (typeof value !== "object" || Array.isArray(value)) throw invalid("Invalid hash", this.name(key));
    return new Params(value, this.name(key));
  }

  list(key: string): Params[] | undefined {
    const value = this.fields[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw invalid("Invalid array", this.name(key));
    return value.map((item, index) => {
      const name = `${this.name(key)}[${index}]`;
      if (typeof item !== "object" || Array.isArray(item)) throw invalid("Invalid hash", name);
      return new Params(item, name);
    });
  }

  expand(): string[] {
    const value = this.fields.expand;
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.some((path) => typeof path !== "string")) {
      throw invalid("Invalid array", this.name("expand"));
    }
    return value as string[];
  }

  /** Stripe's metadata semantics: an empty value unsets a key, `metadata=` unsets all. */
  metadata(key = "metadata"): MetadataUpdate | undefined {
    const value = this.fields[key];
    if (value === undefined) return undefined;
    if (value === "") return { clearAll: true, changes: [] };
    if (typeof value !== "object" || Array.isArray(value)) throw invalid("Invalid hash", this.name(key));
    const changes: [string, string | null][] = [];
    for (const [name, entry] of Object.entries(value)) {
      const param = `${this.name(key)}[${name}]`;
      if (typeof entry !== "string") throw invalid(`Invalid string: ${param}`, param);
      if (name.length > 40) {
        throw invalid(
          `Metadata keys can have up to 40 characters, but you passed in a key that is ${name.length} characters.`,
          param,
        );
      }
      if (entry.length > 500) {
        throw invalid(
          `Metadata values can have up to 500 characters, but you passed in a value that is ${entry.length} characters.`,
          param,
        );
      }
      changes.push([name, entry === "" ? null : entry]);
    }
    return { clearAll: false, changes };
  }
}

function applyMetadata(current: Metadata, update: MetadataUpdate | undefined, param = "metadata"): Metadata {
  if (!update) return current;
  const next: Metadata = update.clearAll ? {} : { ...current };
  for (const [key, value] of update.changes) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  if (Object.keys(next).length > 50) throw invalid("You can have up to 50 metadata keys.", param);
  return next;
}

/** What an `*.updated` event reports: the old value of each changed metadata key (null if it was new). */
function metadataBefore(before: Metadata, after: Metadata): Record<string, string | null> | undefined {
  const changed: Record<string, string | null> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] !== after[key]) changed[key] = before[key] ?? null;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Customer search: the subset of Stripe's search query language the app needs.

type SearchClause = { field: "email" | "name" | "metadata"; key?: string; value: string };

function parseCustomerQuery(query: string): { clauses: SearchClause[]; joiner: "AND" | "OR" } {
  const unparsable = () =>
    invalid(
      `We were unable to parse your search query. The local Stripe supports email, name and metadata['key'] with ':' joined by AND or OR. Query: ${query}`,
      "query",
    );
  const clause =
    /^\s*(email|name|metadata\[(?:'([^']+)'|"([^"]+)")\])\s*:\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")\s*/;
  const clauses: SearchClause[] = [];
  const joiners = new Set<"AND" | "OR">();
  let rest = query;
  while (true) {
    const match = clause.exec(rest);
    if (!match) throw unparsable();
    const raw = match[4] ?? match[5] ?? "";
    const value = raw.replace(/\\(.)/g, "$1");
    const field = match[1]?.startsWith("metadata") ? "metadata" : (match[1] as "email" | "name");
    clauses.push({ field, key: match[2] ?? match[3], value });
    rest = rest.slice(match[0].length);
    if (rest === "") break;
    const joiner = /^(AND|OR)\s+/.exec(rest);
    if (!joiner) throw unparsable();
    joiners.add(joiner[1] as "AND" | "OR");
    rest = rest.slice(joiner[0].length);
  }
  if (joiners.size > 1) throw invalid("Search queries cannot mix AND and OR.", "query");
  return { clauses, joiner: joiners.has("OR") ? "OR" : "AND" };
}

function customerMatches(customer: Customer, clause: SearchClause): boolean {
  if (clause.field === "metadata") return customer.metadata[clause.key ?? ""] === clause.value;
  const actual = clause.field === "email" ? customer.email : customer.name;
  return (actual ?? "").toLowerCase() === clause.value.toLowerCase();
}

// ---------------------------------------------------------------------------------------------------------
// The store and what can happen to it.

const catalogueCreated = 1735689600; // 2025-01-01: the catalogue predates every customer

class Store {
  readonly customers = new Map<string, Customer>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly checkouts = new Map<string, CheckoutRecord>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly invoices = new Map<string, Invoice>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly disputes = new Map<string, Dispute>();
  /** A price's amounts per currency: Stripe shows them only when `currency_options` is expanded. */
  readonly currencyOptions = new Map<string, Record<string, Stripe.Price.CurrencyOptions>>();

  constructor() {
    this.addProduct("prod_basic", "Basic", "basic", "1", localPrices.basic.monthly);
    this.addProduct("prod_pro", "Pro", "pro", "5", localPrices.pro.monthly);
    this.addPrice(localPrices.basic.monthly, "prod_basic", 1500, true);
    this.addPrice(localPrices.basic.once, "prod_basic", 2000, false);
    this.addPrice(localPrices.pro.monthly, "prod_pro", 4000, true);
    this.addPrice(localPrices.pro.once, "prod_pro", 5000, false);
  }

  private addProduct(id: string, name: string, plan: string, urls: string, defaultPrice: string): void {
    this.products.set(id, {
      id,
      object: "product",
      active: true,
      created: catalogueCreated,
      default_price: defaultPrice,
      description: null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: { plan, urls },
      name,
      package_dimensions: null,
      shippable: null,
      tax_code: null,
      type: "service",
      updated: catalogueCreated,
      url: null,
    });
  }

  /** Euro by default, and the same figure in dollars: the site shows €15 in German and $15 in English. */
  private addPrice(id: string, product: string, unitAmount: number, monthly: boolean): void {
    const option = (): Stripe.Price.CurrencyOptions => ({
      custom_unit_amount: null,
      tax_behavior: "unspecified",
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    });
    this.currencyOptions.set(id, { eur: option(), usd: option() });
    this.prices.set(id, {
      id,
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created: catalogueCreated,
      currency: "eur",
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product,
      recurring: monthly
        ? {
            interval: "month",
            interval_count: 1,
            meter: null,
            trial_period_days: null,
            usage_type: "licensed",
          }
        : null,
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: monthly ? "recurring" : "one_time",
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    });
  }

  customer(id: string, param?: string): Customer {
    const found = this.customers.get(id);
    if (!found) throw noSuch("customer", id, param);
    return found;
  }

  price(id: string, param?: string): Price {
    const found = this.prices.get(id);
    if (!found) throw noSuch("price", id, param);
    return found;
  }

  /** The price's unit amount in a currency it supports (its own or one of its currency options). */
  unitAmountIn(price: Price, currency: string): number | undefined {
    const option = this.currencyOptions.get(price.id)?.[currency];
    if (option) return option.unit_amount ?? undefined;
    return price.currency === currency ? (price.unit_amount ?? undefined) : undefined;
  }

  product(id: string): Product {
    const found = this.products.get(id);
    if (!found) throw noSuch("product", id);
    return found;
  }

  checkout(id: string): CheckoutRecord {
    const found = this.checkouts.get(id);
    if (!found) throw noSuch("checkout.session", id);
    return found;
  }

  subscription(id: string): Subscription {
    const found = this.subscriptions.get(id);
    if (!found) throw noSuch("subscription", id);
    return found;
  }

  paymentIntent(id: string): PaymentIntent {
    const found = this.paymentIntents.get(id);
    if (!found) throw noSuch("payment_intent", id);
    return found;
  }

  charge(id: string, param?: string): Charge {
    const found = this.charges.get(id);
    if (!found) throw noSuch("charge", id, param);
    return found;
  }

  dispute(id: string): Dispute {
    const found = this.disputes.get(id);
    if (!found) throw noSuch("dispute", id);
    return found;
  }

  createCustomer(input: {
    email: string | null;
    name?: string | null;
    description?: string | null;
    phone?: string | null;
    metadata: Metadata;
    created?: number;
  }): Customer {
    const id = newId("cus");
    const customer: Customer = {
      id,
      object: "customer",
      address: null,
      balance: 0,
      created: input.created ?? now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: input.description ?? null,
      email: input.email,
      invoice_prefix: id.slice(4, 12).toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: input.metadata,
      name: input.name ?? null,
      phone: input.phone ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
    };
    this.customers.set(id, customer);
    return customer;
  }

  createSubscription(input: {
    customer: string;
    prices: { price: Price; quantity: number }[];
    /** What its invoices are charged in; the first price's own currency when not given. */
    currency?: string;
    metadata: Metadata;
    created?: number;
  }): Subscription {
    const id = newId("sub");
    const start = input.created ?? now();
    const periodEnd = addMonths(start, 1);
    const items = input.prices.map(({ price, quantity }) =>
      this.subscriptionItem(id, price, quantity, start, periodEnd),
    );
    const subscription: Subscription = {
      id,
      object: "subscription",
      application: null,
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically",
      created: start,
      currency: input.currency ?? input.prices[0]?.price.currency ?? "eur",
      customer: input.customer,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      description: null,
      discounts: [],
      ended_at: null,
      items: {
        object: "list",
        data: items,
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: input.metadata,
      pause_collection: null,
      schedule: null,
      start_date: start,
      status: "active",
      test_clock: null,
      trial_end: null,
      trial_start: null,
    };
    this.subscriptions.set(id, subscription);
    // A customer is billed in one currency, set by their first subscription.
    const customer = this.customers.get(input.customer);
    if (customer && !customer.currency) customer.currency = subscription.currency;
    return subscription;
  }

  subscriptionItem(
    subscription: string,
    price: Price,
    quantity: number,
    periodStart: number,
    periodEnd: number,
  ): SubscriptionItem {
    return {
      id: newId("si"),
      object: "subscription_item",
      created: periodStart,
      current_period_end: periodEnd,
      current_period_start: periodStart,
      discounts: [],
      metadata: {},
      // The legacy `plan` mirror of a recurring price, still present on basil items.
      plan: {
        id: price.id,
        object: "plan",
        active: price.active,
        amount: price.unit_amount,
        amount_decimal: price.unit_amount_decimal,
        billing_scheme: price.billing_scheme,
        created: price.created,
        currency: price.currency,
        interval: price.recurring?.interval ?? "month",
        interval_count: price.recurring?.interval_count ?? 1,
        livemode: false,
        metadata: price.metadata,
        meter: null,
        nickname: price.nickname,
        product: price.product,
        tiers_mode: null,
        transform_usage: null,
        trial_period_days: null,
        usage_type: "licensed",
      },
      price: clone(price),
      quantity,
      subscription,
      tax_rates: [],
    };
  }

  createPaymentIntent(input: {
    amount: number;
    currency: string;
    customer: string | null;
    metadata: Metadata;
    description: string | null;
    receiptEmail: string | null;
    created?: number;
  }): PaymentIntent {
    const id = newId("pi");
    const paymentIntent: PaymentIntent = {
      id,
      object: "payment_intent",
      amount: input.amount,
      amount_capturable: 0,
      amount_received: input.amount,
      application: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: `${id}_secret_${newId("x").slice(2)}`,
      confirmation_method: "automatic",
      created: input.created ?? now(),
      currency: input.currency,
      customer: input.customer,
      description: input.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: input.metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: ["card"],
      receipt_email: input.receiptEmail,
      setup_future_usage: null,
      status: "succeeded",
    };
    paymentIntent.latest_charge = this.createCharge(paymentIntent).id;
    this.paymentIntents.set(id, paymentIntent);
    return paymentIntent;
  }

  /** The paid invoice a subscription checkout leaves behind, in the subscription's currency. */
  createFirstInvoice(subscription: Subscription, amount: number): Invoice {
    const customer = this.customers.get(subscription.customer);
    const invoice: Invoice = {
      id: newId("in"),
      object: "invoice",
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      attempt_count: 1,
      attempted: true,
      billing_reason: "subscription_create",
      collection_method: "charge_automatically",
      created: subscription.created,
      currency: subscription.currency,
      customer: subscription.customer,
      customer_email: customer?.email ?? null,
      description: null,
      livemode: false,
      metadata: {},
      number: `${customer?.invoice_prefix ?? "LOCAL"}-${String(this.invoices.size + 1).padStart(4, "0")}`,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      },
      period_end: subscription.created,
      period_start: subscription.created,
      status: "paid",
      subtotal: amount,
      total: amount,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** The card charge behind a succeeded payment intent: what refunds and disputes act on. */
  private createCharge(paymentIntent: PaymentIntent): Charge {
    const id = newId("ch");
    const charge: Charge = {
      id,
      object: "charge",
      amount: paymentIntent.amount,
      amount_captured: paymentIntent.amount,
      amount_refunded: 0,
      balance_transaction: null,
      captured: true,
      created: paymentIntent.created,
      currency: paymentIntent.currency,
      customer: paymentIntent.customer,
      description: paymentIntent.description,
      disputed: false,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: paymentIntent.id,
      payment_method: null,
      receipt_email: paymentIntent.receipt_email,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      status: "succeeded",
    };
    this.charges.set(id, charge);
    return charge;
  }

  /** A full or partial refund; `refunded` turns true once nothing is left to refund. */
  createRefund(input: {
    charge: Charge;
    amount: number | undefined;
    reason: Refund["reason"];
    metadata: Metadata;
  }): { refund: Refund; previous: Json } {
    const { charge } = input;
    const param = input.amount === undefined ? undefined : "amount";
    if (charge.disputed) {
      throw invalid(
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        param,
        "charge_disputed",
      );
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw invalid(`Charge ${charge.id} has already been refunded.`, param, "charge_already_refunded");
    }
    const amount = input.amount ?? left;
    if (amount < 1) throw invalid("Refund amount must be a positive integer.", "amount");
    if (amount > left) {
      throw invalid(
        `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`,
        "amount",
        "amount_too_large",
      );
    }
    const previous: Json = { amount_refunded: charge.amount_refunded };
    charge.amount_refunded += amount;
    if (charge.amount_refunded === charge.amount) {
      previous.refunded = false;
      charge.refunded = true;
    }
    const refund: Refund = {
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: input.metadata,
      payment_intent: charge.payment_intent,
      reason: input.reason,
      receipt_number: null,
      status: "succeeded",
    };
    this.refunds.set(refund.id, refund);
    return { refund, previous };
  }

  /** What a cardholder's bank does: disputes the whole charge, which then cannot be refunded. */
  openDispute(charge: Charge, reason: string): Dispute {
    if (charge.disputed) throw invalid(`Charge ${charge.id} is already disputed.`);
    charge.disputed = true;
    const dispute: Dispute = {
      id: newId("dp"),
      object: "dispute",
      amount: charge.amount - charge.amount_refunded,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      evidence: { uncategorized_text: null },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason,
      status: "needs_response",
    };
    this.disputes.set(dispute.id, dispute);
    return dispute;
  }

  createCheckout(input: {
    serverUrl: string;
    mode: "payment" | "subscription";
    customer: string | null;
    customerEmail: string | null;
    customerCreation: "always" | "if_required" | null;
    items: { price: Price; quantity: number }[];
    /** The session's presentment currency; each price's own currency when not given. */
    currency: string | null;
    successUrl: string;
    cancelUrl: string | null;
    clientReferenceId: string | null;
    metadata: Metadata;
    locale: Stripe.Checkout.Session.Locale | null;
    allowPromotionCodes: boolean | null;
    billingAddressCollection: "auto" | "required" | null;
    subscriptionMetadata: Metadata;
    paymentIntentMetadata: Metadata;
    paymentIntentDescription: string | null;
    created?: number;
  }): CheckoutRecord {
    const id = newId("cs");
    const created = input.created ?? now();
    const lineItems: LineItem[] = input.items.map(({ price, quantity }) => {
      const currency = input.currency ?? price.currency;
      const amount = (this.unitAmountIn(price, currency) ?? 0) * quantity;
      return {
        id: newId("li"),
        object: "item",
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency,
        description: this.products.get(price.product)?.name ?? null,
        price: clone(price),
        quantity,
      };
    });
    const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
    const record: CheckoutRecord = {
      session: {
        id,
        object: "checkout.session",
        allow_promotion_codes: input.allowPromotionCodes,
        amount_subtotal: total,
        amount_total: total,
        billing_address_collection: input.billingAddressCollection,
        cancel_url: input.cancelUrl,
        client_reference_id: input.clientReferenceId,
        created,
        currency: lineItems[0]?.currency ?? null,
        customer: input.customer,
        customer_creation: input.mode === "payment" ? (input.customerCreation ?? "if_required") : null,
        customer_details: null,
        customer_email: input.customerEmail,
        expires_at: created + 24 * 60 * 60,
        invoice: null,
        livemode: false,
        locale: input.locale,
        metadata: input.metadata,
        mode: input.mode,
        payment_intent: null,
        payment_link: null,
        payment_method_types: ["card"],
        payment_status: "unpaid",
        setup_intent: null,
        status: "open",
        subscription: null,
        success_url: input.successUrl,
        ui_mode: "hosted",
        url: `${input.serverUrl}/pay/${id}`,
      },
      lineItems,
      subscriptionMetadata: input.subscriptionMetadata,
      paymentIntentMetadata: input.paymentIntentMetadata,
      paymentIntentDescription: input.paymentIntentDescription,
    };
    this.checkouts.set(id, record);
    return record;
  }

  /** What "Pay" does on the hosted page; returns the objects whose events are due, in Stripe's order. */
  completeCheckout(record: CheckoutRecord, enteredEmail: string | null): { type: string; object: Json }[] {
    const session = record.session;
    const email = session.customer_email ?? enteredEmail;
    const needsCustomer = session.mode === "subscription" || session.customer_creation === "always";
    if (!session.customer && needsCustomer)
      session.customer = this.createCustomer({ email, metadata: {} }).id;
    const customer = session.customer ? this.customers.get(session.customer) : undefined;
    session.customer_details = {
      address: null,
      email: customer?.email ?? email,
      name: customer?.name ?? null,
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    };
    const due: { type: string; object: Json }[] = [];
    if (session.mode === "subscription") {
      const subscription = this.createSubscription({
        customer: session.customer as string,
        prices: record.lineItems.map((item) => ({ price: item.price, quantity: item.quantity ?? 1 })),
        currency: session.currency ?? undefined,
        metadata: { ...record.subscriptionMetadata },
      });
      session.subscription = subscription.id;
      session.invoice = this.createFirstInvoice(subscription, session.amount_total ?? 0).id;
      due.push({ type: "customer.subscription.created", object: subscription });
    } else {
      const paymentIntent = this.createPaymentIntent({
        amount: session.amount_total ?? 0,
        currency: session.currency ?? "eur",
        customer: session.customer,
        metadata: { ...record.paymentIntentMetadata },
        description: record.paymentIntentDescription,
        receiptEmail: null,
      });
      session.payment_intent = paymentIntent.id;
      due.push({ type: "payment_intent.succeeded", object: paymentIntent });
    }
    session.status = "complete";
    session.payment_status = "paid";
    due.push({ type: "checkout.session.completed", object: session });
    return due;
  }

  /** Subscriptions Stripe shows as "current" (customer.subscriptions, the portal): not canceled. */
  currentSubscriptions(customerId: string): Subscription[] {
    return newestFirst(this.subscriptions.values()).filter(
      (subscription) => subscription.customer === customerId && subscription.status !== "canceled",
    );
  }

  cancelSubscription(subscription: Subscription): void {
    const at = now();
    subscription.status = "canceled";
    subscription.canceled_at = at;
    subscription.ended_at = at;
    subscription.cancellation_details = { comment: null, feedback: null, reason: "cancellation_requested" };
  }

  /** Swaps the price of the first item, keeping the item id and period, as the portal's plan switch does. */
  switchPrice(subscription: Subscription, price: Price): Json {
    const item = subscription.items.data[0];
    if (!item) throw invalid("This subscription has no items.");
    if (this.unitAmountIn(price, subscription.currency) === undefined) {
      throw invalid(
        `The price ${price.id} has no amount in the subscription's currency ${subscription.currency}.`,
      );
    }
    const previousItems = clone(subscription.items);
    const replacement = this.subscriptionItem(
      subscription.id,
      price,
      item.quantity ?? 1,
      item.current_period_start,
      item.current_period_end,
    );
    subscription.items.data[0] = { ...replacement, id: item.id, created: item.created };
    return { items: previousItems };
  }

  find(field: string, id: string): Json | undefined {
    switch (field) {
      case "customer":
        return this.customers.get(id);
      case "subscription":
        return this.subscriptions.get(id);
      case "payment_intent":
        return this.paymentIntents.get(id);
      case "product":
        return this.products.get(id);
      case "price":
        return this.prices.get(id);
      case "invoice":
      case "latest_invoice":
        return this.invoices.get(id);
      case "charge":
      case "latest_charge":
        return this.charges.get(id);
      default:
        return undefined;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// expand[]: replace ids by objects, and fill the fields Stripe only includes on request.

/** Fields holding an id that expand to the object of the same name. */
const idFields = new Set([
  "latest_invoice",
  "invoice",
  "customer",
  "subscription",
  "payment_intent",
  "product",
  "price",
  "charge",
  "latest_charge",
]);
/** Expandable in Stripe, always null here: expanding them is allowed and yields null. */
const alwaysNullFields = new Set([
  "default_payment_method",
  "payment_method",
  "default_source",
  "balance_transaction",
  "setup_intent",
  "payment_link",
  "schedule",
  "test_clock",
  "application",
  "on_behalf_of",
]);

/** Fields that exist only when expanded, by object type. */
const virtualFields: Record<string, string> = {
  customer: "subscriptions",
  "checkout.session": "line_items",
  price: "currency_options",
};

function expandable(target: Json, field: string): boolean {
  return idFields.has(field) || alwaysNullFields.has(field) || virtualFields[String(target.object)] === field;
}

function virtualField(target: Json, field: string, store: Store): Json | undefined {
  if (target.object === "customer" && field === "subscriptions") {
    const id = target.id as string;
    return listObject(store.currentSubscriptions(id).map(clone), `/v1/customers/${id}/subscriptions`);
  }
  if (target.object === "price" && field === "currency_options") {
    return clone(store.currencyOptions.get(target.id as string) ?? {});
  }
  if (target.object === "checkout.session" && field === "line_items") {
    const id = target.id as string;
    return listObject(store.checkout(id).lineItems.map(clone), `/v1/checkout/sessions/${id}/line_items`);
  }
  return undefined;
}

function expandPath(target: Json, path: string[], fullPath: string, store: Store): void {
  const cannot = () => invalid(`This property cannot be expanded (${fullPath}).`, "expand");
  const [field, ...rest] = path;
  if (field === undefined) throw cannot();
  if (target.object === "list" || target.object === "search_result") {
    if (field !== "data" || rest.length === 0) throw cannot();
    for (const item of target.data as Json[]) expandPath(item, rest, fullPath, store);
    return;
  }
  let value = target[field];
  if (typeof value === "string" && idFields.has(field)) {
    const found = store.find(field, value);
    if (!found) throw cannot();
    value = clone(found);
    target[field] = value;
  } else if (value === undefined) {
    value = virtualField(target, field, store);
    if (value === undefined) throw cannot();
    target[field] = value;
  } else if (value === null && expandable(target, field)) {
    return;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw cannot();
  // An object that is not itself expandable may only be walked through (items.data.price.product).
  if (rest.length === 0 && !expandable(target, field)) throw cannot();
  if (rest.length > 0) expandPath(value as Json, rest, fullPath, store);
}

function present(object: object, expand: string[], store: Store): Json {
  const copy = clone(object) as Json;
  for (const path of expand) expandPath(copy, path.split("."), path, store);
  return copy;
}

function listObject<T>(data: T[], url: string, hasMore = false): List<T> {
  return { object: "list", data, has_more: hasMore, url };
}

/** limit / starting_after / ending_before over a newest-first array, like every Stripe list. */
function paginate<T extends { id: string }>(items: T[], params: Params, url: string): List<T> {
  const limit = params.integer("limit") ?? 10;
  if (limit < 1 || limit > 100) throw invalid("Invalid limit: must be between 1 and 100", "limit");
  const after = params.string("starting_after");
  const before = params.string("ending_before");
  if (after && before)
    throw invalid("You may only specify one of these parameters: starting_after, ending_before.");
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw invalid(`No such object: '${id}'`, param, "resource_missing");
    return index;
  };
  if (before) {
    const end = indexOf(before, "ending_before");
    const start = Math.max(0, end - limit);
    return listObject(items.slice(start, end), url, start > 0);
  }
  const start = after ? indexOf(after, "starting_after") + 1 : 0;
  return listObject(items.slice(start, start + limit), url, start + limit < items.length);
}

const listParams = ["limit", "starting_after", "ending_before", "expand"];

// ---------------------------------------------------------------------------------------------------------
// Webhooks: Stripe's signature scheme, delivered in order, one retry.

const deliveryTimeoutMs = 20_000;
const retryDelayMs = 250;

function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/** An event as Stripe sends and lists it: without the local delivery log. */
function publicEvent(event: StripeEvent): Omit<StripeEvent, "deliveries"> {
  const { deliveries: _, ...payload } = event;
  return payload;
}

class WebhookSender {
  readonly events: StripeEvent[] = [];
  /** Deliveries run one after another so the app sees events in the order they happened. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly secret: string,
    public url: string | undefined,
  ) {}

  /** Records the event and queues its delivery; the promise settles once the app answered (or gave up). */
  emit(
    type: string,
    object: Json,
    options: { previousAttributes?: Json; request?: StripeEvent["request"] } = {},
  ): Promise<void> {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: localApiVersion,
      created: now(),
      type,
      data: options.previousAttributes
        ? { object: clone(object), previous_attributes: options.previousAttributes }
        : { object: clone(object) },
      livemode: false,
      pending_webhooks: this.url ? 1 : 0,
      request: options.request ?? { id: null, idempotency_key: null },
      deliveries: [],
    };
    this.events.push(event);
    const delivery = this.queue.then(() => this.deliver(event));
    this.queue = delivery;
    return delivery;
  }

  idle(): Promise<void> {
    return this.queue;
  }

  private async deliver(event: StripeEvent): Promise<void> {
    const payload = publicEvent(event);
    // Pretty-printed like Stripe's: an app that re-serialises the JSON instead of verifying the raw body fails.
    const body = JSON.stringify(payload, null, 2);
    for (let attempt = 1; attempt <= 2; attempt++) {
      const url = this.url;
      if (!url) return;
      const at = now();
      try {
        const response = await fetch(url, {
          method: "POST",
          redirect: "manual",
          signal: AbortSignal.timeout(deliveryTimeoutMs),
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
            "Stripe-Signature": signatureHeader(body, this.secret, at),
          },
          body,
        });
        await response.arrayBuffer();
        event.deliveries.push({ attempt, status: response.status, at });
        if (response.ok) {
          event.pending_webhooks = 0;
          return;
        }
      } catch (error) {
        event.deliveries.push({ attempt, status: null, error: String(error), at });
      }
      if (attempt === 1) await new Promise((done) => setTimeout(done, retryDelayMs));
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The API.

type ApiContext = {
  store: Store;
  webhooks: WebhookSender;
  serverUrl: string;
  params: Params;
  /** Path parameters matched by the route, in order. */
  ids: string[];
  /** Put on events caused by this request, as Stripe does. */
  request: { id: string; idempotency_key: string | null };
};

type ApiResult = { status?: number; body: object };
type Route = { method: "GET" | "POST"; pattern: RegExp; handle(context: ApiContext): ApiResult };

const customerParams = ["email", "name", "description", "phone", "metadata", "preferred_locales", "expand"];

/**
 * `flow_data` of a portal session: the local portal knows the plan-change flow, which opens the portal on
 * one subscription's "update plan" page, and checks it as Stripe does (the customer's, not canceled).
 */
function portalFlow(
  store: Store,
  customer: string,
  flowData: Params | undefined,
): Stripe.BillingPortal.Session.Flow | null {
  if (!flowData) return null;
  flowData.allowOnly("type", "subscription_update", "after_completion");
  const type = flowData.oneOf("type", [
    "payment_method_update",
    "subscription_cancel",
    "subscription_update",
    "subscription_update_confirm",
  ] as const);
  if (!type)
    throw invalid("Missing required param: flow_data[type].", "flow_data[type]", "parameter_missing");
  if (type !== "subscription_update") {
    throw invalid(
      `The local Stripe implements only the subscription_update flow, not ${type}.`,
      "flow_data[type]",
    );
  }
  const update = flowData.nested("subscription_update")?.allowOnly("subscription");
  if (!update) {
    throw invalid(
      "Missing required param: flow_data[subscription_update].",
      "flow_data[subscription_update]",
      "parameter_missing",
    );
  }
  const subscriptionId = update.requiredString("subscription");
  const subscription = store.subscriptions.get(subscriptionId);
  if (!subscription || subscription.customer !== customer) {
    throw noSuch("subscription", subscriptionId, "flow_data[subscription_update][subscription]");
  }
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") {
    throw invalid(
      `The subscription ${subscriptionId} is ${subscription.status}; its plan cannot be updated.`,
      "flow_data[subscription_update][subscription]",
    );
  }
  const after = flowData.nested("after_completion")?.allowOnly("type", "redirect", "hosted_confirmation");
  const afterType =
    after?.oneOf("type", ["hosted_confirmation", "portal_homepage", "redirect"] as const) ??
    "portal_homepage";
  const redirect = after?.nested("redirect")?.allowOnly("return_url");
  const returnUrl = redirect?.url("return_url");
  if (afterType === "redirect" && !returnUrl) {
    throw invalid(
      "Missing required param: flow_data[after_completion][redirect][return_url].",
      "flow_data[after_completion][redirect][return_url]",
      "parameter_missing",
    );
  }
  const message = after?.nested("hosted_confirmation")?.allowOnly("custom_message").string("custom_message");
  return {
    type,
    after_completion: {
      type: afterType,
      redirect: afterType === "redirect" && returnUrl ? { return_url: returnUrl } : null,
      hosted_confirmation: afterType === "hosted_confirmation" ? { custom_message: message ?? null } : null,
    },
    subscription_cancel: null,
    subscription_update: { subscription: subscriptionId },
    subscription_update_confirm: null,
  };
}

const routes: Route[] = [
  {
    method: "GET",
    pattern: /^\/v1\/customers\/search$/,
    handle({ store, params }) {
      params.allowOnly("query", "limit", "page", "expand");
      const { clauses, joiner } = parseCustomerQuery(params.requiredString("query"));
      const matches = newestFirst(store.customers.values()).filter((customer) =>
        joiner === "AND"
          ? clauses.every((clause) => customerMatches(customer, clause))
          : clauses.some((clause) => customerMatches(customer, clause)),
      );
      const limit = params.integer("limit") ?? 10;
      if (limit < 1 || limit > 100) throw invalid("Invalid limit: must be between 1 and 100", "limit");
      const page = params.string("page");
      const offset = page ? Number(/^page_(\d+)$/.exec(page)?.[1] ?? Number.NaN) : 0;
      if (Number.isNaN(offset)) throw invalid(`Invalid page: ${page}`, "page");
      const hasMore = offset + limit < matches.length;
      const result = {
        object: "search_result",
        data: matches.slice(offset, offset + limit),
        has_more: hasMore,
        next_page: hasMore ? `page_${offset + limit}` : null,
        url: "/v1/customers/search",
      };
      return { body: present(result, params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/customers$/,
    handle({ store, params }) {
      params.allowOnly(...customerParams);
      const customer = store.createCustomer({
        email: params.email("email") ?? null,
        name: params.string("name") || null,
        description: params.string("description") || null,
        phone: params.string("phone") || null,
        metadata: applyMetadata({}, params.metadata()),
      });
      return { body: present(customer, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      return { body: present(store.customer(id), params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly(...customerParams);
      const customer = store.customer(id);
      const email = params.email("email");
      if (email !== undefined) customer.email = email;
      for (const field of ["name", "description", "phone"] as const) {
        const value = params.string(field);
        if (value !== undefined) customer[field] = value || null;
      }
      customer.metadata = applyMetadata(customer.metadata, params.metadata());
      return { body: present(customer, params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/checkout\/sessions$/,
    handle({ store, params, serverUrl }) {
      params.allowOnly(
        "mode",
        "customer",
        "customer_email",
        "customer_creation",
        "line_items",
        "success_url",
        "cancel_url",
        "client_reference_id",
        "metadata",
        "subscription_data",
        "payment_intent_data",
        "locale",
        "allow_promotion_codes",
        "billing_address_collection",
        "currency",
        "expand",
      );
      const mode = params.oneOf("mode", ["payment", "subscription"] as const);
      if (!mode) throw invalid("Missing required param: mode.", "mode", "parameter_missing");
      const successUrl = params.url("success_url");
      if (!successUrl)
        throw invalid("Missing required param: success_url.", "success_url", "parameter_missing");
      const customerId = params.string("customer") || null;
      const customerEmail = params.email("customer_email") ?? null;
      if (customerId && customerEmail) {
        throw invalid(
          "You may only specify one of these parameters: customer, customer_email.",
          "customer_email",
        );
      }
      if (customerId) store.customer(customerId, "customer");
      const customerCreation = params.oneOf("customer_creation", ["always", "if_required"] as const) ?? null;
      if (customerCreation && mode !== "payment") {
        throw invalid("`customer_creation` can only be used in `payment` mode.", "customer_creation");
      }

      const lineItems = params.list("line_items");
      if (!lineItems?.length) {
        throw invalid("Missing required param: line_items.", "line_items", "parameter_missing");
      }
      const items = lineItems.map((item, index) => {
        item.allowOnly("price", "quantity");
        const price = store.price(item.requiredString("price"), `line_items[${index}][price]`);
        const quantity = item.integer("quantity");
        const quantityParam = `line_items[${index}][quantity]`;
        if (quantity === undefined) {
          throw invalid(`Missing required param: ${quantityParam}.`, quantityParam, "parameter_missing");
        }
        if (quantity < 1) throw invalid("Quantity must be at least 1.", quantityParam);
        return { price, quantity };
      });
      const currency = params.string("currency") || null;
      if (currency !== null) {
        if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, "currency");
        items.forEach(({ price }, index) => {
          if (store.unitAmountIn(price, currency) === undefined) {
            throw invalid(
              `The price specified (${price.id}) does not support the currency \`${currency}\`. Add it to the price's currency_options or pass a price in ${currency}.`,
              `line_items[${index}][price]`,
            );
          }
        });
      } else if (new Set(items.map(({ price }) => price.currency)).size > 1) {
        throw invalid("All prices of a Checkout Session must be in the same currency.", "line_items");
      }
      const chargedIn = currency ?? items[0]?.price.currency;
      const otherCurrency = customerId
        ? store.currentSubscriptions(customerId).find((subscription) => subscription.currency !== chargedIn)
        : undefined;
      if (mode === "subscription" && otherCurrency) {
        throw invalid(
          `You cannot combine currencies on a single customer. This customer has an active subscription, subscription schedule, discount, quote, or invoice item with currency ${otherCurrency.currency}.`,
          "currency",
        );
      }
      if (mode === "subscription" && items.some(({ price }) => price.type !== "recurring")) {
        throw invalid(
          "The local Stripe supports only recurring prices in `subscription` mode.",
          "line_items",
        );
      }
      if (mode === "payment" && items.some(({ price }) => price.type === "recurring")) {
        throw invalid(
          "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
          "line_items",
        );
      }

      const subscriptionData = params.nested("subscription_data")?.allowOnly("metadata");
      if (subscriptionData && mode !== "subscription") {
        throw invalid("You can not pass `subscription_data` in `payment` mode.", "subscription_data");
      }
      const paymentIntentData = params.nested("payment_intent_data")?.allowOnly("metadata", "description");
      if (paymentIntentData && mode !== "payment") {
        throw invalid(
          "You can not pass `payment_intent_data` in `subscription` mode.",
          "payment_intent_data",
        );
      }
      const locale = params.string("locale") || null;
      if (locale && !/^(auto|[a-z]{2}(-[A-Z]{2})?)$/.test(locale))
        throw invalid(`Invalid locale: ${locale}`, "locale");

      const record = store.createCheckout({
        serverUrl,
        mode,
        customer: customerId,
        customerEmail,
        customerCreation,
        items,
        currency,
        successUrl,
        cancelUrl: params.url("cancel_url") ?? null,
        clientReferenceId: params.string("client_reference_id") || null,
        metadata: applyMetadata({}, params.metadata()),
        locale: locale as Stripe.Checkout.Session.Locale | null,
        allowPromotionCodes: params.boolean("allow_promotion_codes") ?? null,
        billingAddressCollection:
          params.oneOf("billing_address_collection", ["auto", "required"] as const) ?? null,
        subscriptionMetadata: applyMetadata({}, subscriptionData?.metadata(), "subscription_data[metadata]"),
        paymentIntentMetadata: applyMetadata(
          {},
          paymentIntentData?.metadata(),
          "payment_intent_data[metadata]",
        ),
        paymentIntentDescription: paymentIntentData?.string("description") || null,
      });
      return { body: present(record.session, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/checkout\/sessions$/,
    handle({ store, params }) {
      params.allowOnly(...listParams, "payment_intent", "subscription", "customer", "status");
      const filters = {
        payment_intent: params.string("payment_intent"),
        subscription: params.string("subscription"),
        customer: params.string("customer"),
        status: params.oneOf("status", ["open", "complete", "expired"] as const),
      };
      const sessions = newestFirst([...store.checkouts.values()].map((record) => record.session)).filter(
        (session) =>
          (!filters.payment_intent || session.payment_intent === filters.payment_intent) &&
          (!filters.subscription || session.subscription === filters.subscription) &&
          (!filters.customer || session.customer === filters.customer) &&
          (!filters.status || session.status === filters.status),
      );
      return { body: present(paginate(sessions, params, "/v1/checkout/sessions"), params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      return { body: present(store.checkout(id).session, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly(...listParams);
      const url = `/v1/checkout/sessions/${id}/line_items`;
      // Line items keep the order they were given in, unlike the newest-first top-level lists.
      return { body: present(paginate(store.checkout(id).lineItems, params, url), params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handle({ store, params, serverUrl }) {
      params.allowOnly("customer", "return_url", "locale", "flow_data", "expand");
      const customer = store.customer(params.requiredString("customer"), "customer").id;
      const flow = portalFlow(store, customer, params.nested("flow_data"));
      const id = newId("bps");
      const session: PortalSession = {
        id,
        object: "billing_portal.session",
        configuration: "bpc_local",
        created: now(),
        customer,
        flow,
        livemode: false,
        locale: (params.string("locale") || null) as Stripe.BillingPortal.Session.Locale | null,
        on_behalf_of: null,
        return_url: params.url("return_url") ?? null,
        url: `${serverUrl}/portal/${id}`,
      };
      store.portalSessions.set(id, session);
      return { body: present(session, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/products\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      return { body: present(store.product(id), params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/prices$/,
    handle({ store, params }) {
      params.allowOnly(...listParams, "product", "active", "type");
      const product = params.string("product");
      const active = params.boolean("active");
      const type = params.oneOf("type", ["one_time", "recurring"] as const);
      const prices = newestFirst(store.prices.values()).filter(
        (price) =>
          (!product || price.product === product) &&
          (active === undefined || price.active === active) &&
          (!type || price.type === type),
      );
      return { body: present(paginate(prices, params, "/v1/prices"), params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/prices\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      return { body: present(store.price(id), params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/payment_intents$/,
    handle({ store, params }) {
      params.allowOnly(...listParams, "customer");
      const customer = params.string("customer");
      const intents = newestFirst(store.paymentIntents.values()).filter(
        (intent) => !customer || intent.customer === customer,
      );
      return { body: present(paginate(intents, params, "/v1/payment_intents"), params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand", "client_secret");
      return { body: present(store.paymentIntent(id), params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("metadata", "description", "expand");
      const intent = store.paymentIntent(id);
      intent.metadata = applyMetadata(intent.metadata, params.metadata());
      const description = params.string("description");
      if (description !== undefined) intent.description = description || null;
      return { body: present(intent, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/subscriptions$/,
    handle({ store, params }) {
      params.allowOnly(...listParams, "customer", "price", "status");
      const customer = params.string("customer");
      const price = params.string("price");
      const status = params.oneOf("status", [
        "active",
        "all",
        "canceled",
        "ended",
        "incomplete",
        "incomplete_expired",
        "past_due",
        "paused",
        "trialing",
        "unpaid",
      ] as const);
      const statusMatches = (subscription: Subscription) => {
        // Without a status Stripe leaves canceled subscriptions out; "all" brings them back.
        if (status === undefined) return subscription.status !== "canceled";
        if (status === "all") return true;
        if (status === "ended")
          return subscription.status === "canceled" || subscription.status === "incomplete_expired";
        return subscription.status === status;
      };
      const subscriptions = newestFirst(store.subscriptions.values()).filter(
        (subscription) =>
          (!customer || subscription.customer === customer) &&
          (!price || subscription.items.data.some((item) => item.price.id === price)) &&
          statusMatches(subscription),
      );
      return { body: present(paginate(subscriptions, params, "/v1/subscriptions"), params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      return { body: present(store.subscription(id), params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle({ store, webhooks, params, request, ids: [id = ""] }) {
      params.allowOnly("metadata", "cancel_at_period_end", "description", "proration_behavior", "expand");
      params.oneOf("proration_behavior", ["always_invoice", "create_prorations", "none"] as const);
      const subscription = store.subscription(id);
      const onlyMetadata = Object.keys(params.fields).every((key) => key === "metadata" || key === "expand");
      if (subscription.status === "canceled" && !onlyMetadata) {
        throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
      }
      const before = clone(subscription);
      subscription.metadata = applyMetadata(subscription.metadata, params.metadata());
      const description = params.string("description");
      if (description !== undefined) subscription.description = description || null;
      const cancelAtPeriodEnd = params.boolean("cancel_at_period_end");
      if (cancelAtPeriodEnd !== undefined) {
        subscription.cancel_at_period_end = cancelAtPeriodEnd;
        subscription.cancel_at = cancelAtPeriodEnd
          ? (subscription.items.data[0]?.current_period_end ?? null)
          : null;
        subscription.canceled_at = cancelAtPeriodEnd ? now() : null;
      }
      const previous: Json = {};
      const metadataChanges = metadataBefore(before.metadata, subscription.metadata);
      if (metadataChanges) previous.metadata = metadataChanges;
      for (const field of ["description", "cancel_at_period_end", "cancel_at", "canceled_at"] as const) {
        if (before[field] !== subscription[field]) previous[field] = before[field];
      }
      // Real Stripe announces every change, also the ones the app made itself; delivered after the response.
      if (Object.keys(previous).length > 0) {
        void webhooks.emit("customer.subscription.updated", subscription, {
          previousAttributes: previous,
          request,
        });
      }
      return { body: present(subscription, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/invoices\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      const invoice = store.invoices.get(id);
      if (!invoice) throw noSuch("invoice", id);
      return { body: present(invoice, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/charges$/,
    handle({ store, params }) {
      params.allowOnly(...listParams, "customer", "payment_intent");
      const customer = params.string("customer");
      const paymentIntent = params.string("payment_intent");
      const charges = newestFirst(store.charges.values()).filter(
        (charge) =>
          (!customer || charge.customer === customer) &&
          (!paymentIntent || charge.payment_intent === paymentIntent),
      );
      return { body: present(paginate(charges, params, "/v1/charges"), params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/charges\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      return { body: present(store.charge(id), params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/refunds$/,
    handle({ store, webhooks, params, request }) {
      params.allowOnly("charge", "payment_intent", "amount", "reason", "metadata", "expand");
      const chargeId = params.string("charge");
      const paymentIntentId = params.string("payment_intent");
      if (chargeId && paymentIntentId) {
        throw invalid(
          "You may only specify one of these parameters: charge, payment_intent.",
          "payment_intent",
        );
      }
      if (!chargeId && !paymentIntentId) {
        throw invalid(
          "One of the following params should be provided for this request: charge or payment_intent.",
        );
      }
      let charge: Charge;
      if (chargeId) charge = store.charge(chargeId, "charge");
      else {
        const intent = store.paymentIntents.get(paymentIntentId ?? "");
        if (!intent) throw noSuch("payment_intent", paymentIntentId ?? "", "payment_intent");
        if (!intent.latest_charge) {
          throw invalid(
            `PaymentIntent ${intent.id} does not have a successful charge to refund.`,
            "payment_intent",
          );
        }
        charge = store.charge(intent.latest_charge as string);
      }
      const { refund, previous } = store.createRefund({
        charge,
        amount: params.integer("amount"),
        reason: params.oneOf("reason", ["duplicate", "fraudulent", "requested_by_customer"] as const) ?? null,
        metadata: applyMetadata({}, params.metadata()),
      });
      // Stripe's order: the refund, then the charge it changed; delivered after the response.
      void webhooks.emit("refund.created", refund, { request });
      void webhooks.emit("charge.refunded", charge, { previousAttributes: previous, request });
      return { body: present(refund, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/refunds\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      const refund = store.refunds.get(id);
      if (!refund) throw noSuch("refund", id);
      return { body: present(refund, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/disputes\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      return { body: present(store.dispute(id), params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/disputes\/([^/]+)$/,
    handle({ store, webhooks, params, request, ids: [id = ""] }) {
      params.allowOnly("evidence", "metadata", "submit", "expand");
      const dispute = store.dispute(id);
      if (!["needs_response", "warning_needs_response"].includes(dispute.status)) {
        throw invalid(`This dispute is already ${dispute.status}; it can no longer be changed.`);
      }
      const evidence = params.nested("evidence")?.allowOnly("uncategorized_text");
      const text = evidence?.string("uncategorized_text");
      const previous: Json = {};
      if (text !== undefined) {
        previous.evidence = { ...dispute.evidence };
        dispute.evidence.uncategorized_text = text || null;
      }
      const metadata = applyMetadata(dispute.metadata, params.metadata());
      const metadataChanges = metadataBefore(dispute.metadata, metadata);
      if (metadataChanges) previous.metadata = metadataChanges;
      dispute.metadata = metadata;
      // Stripe's test mode decides a submitted dispute by its evidence text.
      const decided =
        params.boolean("submit") === false
          ? undefined
          : text === "winning_evidence"
            ? "won"
            : text === "losing_evidence"
              ? "lost"
              : "under_review";
      if (decided) {
        previous.status = dispute.status;
        dispute.status = decided;
      }
      if (Object.keys(previous).length > 0) {
        void webhooks.emit("charge.dispute.updated", dispute, { previousAttributes: previous, request });
      }
      if (decided === "won" || decided === "lost")
        void webhooks.emit("charge.dispute.closed", dispute, { request });
      return { body: present(dispute, params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/disputes\/([^/]+)\/close$/,
    handle({ store, webhooks, params, request, ids: [id = ""] }) {
      params.allowOnly("expand");
      const dispute = store.dispute(id);
      // Closing means accepting the dispute: the money stays with the cardholder.
      if (dispute.status !== "lost") {
        if (!["needs_response", "warning_needs_response", "under_review"].includes(dispute.status)) {
          throw invalid(`This dispute is already ${dispute.status}; it cannot be closed.`);
        }
        dispute.status = "lost";
        void webhooks.emit("charge.dispute.closed", dispute, { request });
      }
      return { body: present(dispute, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/events$/,
    handle({ webhooks, params }) {
      params.allowOnly(...listParams, "type");
      const type = params.string("type");
      // `type` may end in a wildcard, as in Stripe: "charge.dispute.*".
      const matches = (eventType: string) =>
        !type || (type.endsWith(".*") ? eventType.startsWith(type.slice(0, -1)) : eventType === type);
      const events = newestFirst(webhooks.events.filter((event) => matches(event.type)).map(publicEvent));
      return { body: paginate(events, params, "/v1/events") };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/events\/([^/]+)$/,
    handle({ webhooks, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      const event = webhooks.events.find((candidate) => candidate.id === id);
      if (!event) throw noSuch("event", id);
      return { body: publicEvent(event) };
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// The browser pages: hosted checkout and customer portal, plain and accessible.

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

function money(amount: number | null, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).format(
    (amount ?? 0) / 100,
  );
}

/** What one unit costs in the currency charged: "$15.00 per month", "€20.00 once". */
function priceText(price: Price, unitAmount: number | null, currency: string): string {
  return `${money(unitAmount, currency)}${price.recurring ? ` per ${price.recurring.interval}` : " once"}`;
}

function day(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Local Stripe</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1a1a; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
  .note { color: #4a4a4a; font-size: 0.9rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border: 0; border-radius: 6px; background: #3d3ad6; color: #fff; cursor: pointer; }
  button.secondary { background: #e3e8ee; color: #1a1a1a; }
  a { color: #2f2ca8; }
  :focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
  section { border-top: 1px solid #d0d7de; padding-top: 1rem; margin-top: 1rem; }
  form { display: inline-block; margin: 0.5rem 0.5rem 0 0; }
  label { display: block; margin-bottom: 0.25rem; }
  input { font: inherit; padding: 0.4rem; width: 100%; box-sizing: border-box; margin-bottom: 1rem; }
</style>
</head>
<body>
<main>
${body}
<p class="note">Local Stripe for development: no real payment is made.</p>
</main>
</body>
</html>`;
}

function checkoutPage(record: CheckoutRecord, store: Store): string {
  const session = record.session;
  if (session.status === "complete") {
    return htmlPage(
      "Checkout complete",
      `<h1>Checkout complete</h1><p>This checkout session has already been paid.</p>
<p><a href="${escapeHtml(successRedirect(session))}">Continue</a></p>`,
    );
  }
  const customerEmail =
    session.customer_email ??
    (session.customer ? store.customers.get(session.customer)?.email : null) ??
    null;
  const items = record.lineItems
    .map(
      (item) =>
        `<li>${escapeHtml(item.description ?? item.price.id)}: ${escapeHtml(
          priceText(item.price, item.amount_subtotal / (item.quantity ?? 1), item.currency),
        )}${(item.quantity ?? 1) > 1 ? ` × ${item.quantity}` : ""}</li>`,
    )
    .join("\n");
  const emailField = customerEmail
    ? `<p>Email: ${escapeHtml(customerEmail)}</p>`
    : `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="customer@example.com" required>`;
  const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : "";
  return htmlPage(
    "Checkout",
    `<h1>Checkout</h1>
<ul>
${items}
</ul>
<p>Total due today: <strong>${escapeHtml(money(session.amount_total, session.currency ?? "eur"))}</strong></p>
<form method="post" action="/pay/${escapeHtml(session.id)}">
${emailField}
<button type="submit">Pay</button>
</form>
${cancel}`,
  );
}

function successRedirect(session: CheckoutSession): string {
  return (session.success_url ?? "").replaceAll("{CHECKOUT_SESSION_ID}", session.id);
}

/** The other plan's monthly price, offered as a switch in the portal. */
function switchTarget(price: Price): { name: string; priceId: string } | undefined {
  if (price.id === localPrices.basic.monthly) return { name: "Pro", priceId: localPrices.pro.monthly };
  if (price.id === localPrices.pro.monthly) return { name: "Basic", priceId: localPrices.basic.monthly };
  return undefined;
}

function portalPage(session: PortalSession, store: Store): string {
  const flowSubscription = session.flow?.subscription_update?.subscription;
  const subscriptions = store
    .currentSubscriptions(session.customer)
    .filter((subscription) => !flowSubscription || subscription.id === flowSubscription);
  const sections = subscriptions.map((subscription) => {
    const item = subscription.items.data[0];
    const productName = item
      ? (store.products.get(item.price.product)?.name ?? item.price.id)
      : subscription.id;
    const action = (what: string) => `/portal/${session.id}/subscriptions/${subscription.id}/${what}`;
    const target = item ? switchTarget(item.price) : undefined;
    const renewal = item
      ? subscription.cancel_at_period_end
        ? `Ends on ${day(item.current_period_end)}`
        : `Renews on ${day(item.current_period_end)}`
      : "";
    const cancel = flowSubscription
      ? ""
      : `<form method="post" action="${escapeHtml(action("cancel"))}"><button type="submit" class="secondary">Cancel subscription</button></form>`;
    return `<section aria-labelledby="${escapeHtml(subscription.id)}">
<h2 id="${escapeHtml(subscription.id)}">${escapeHtml(productName)}</h2>
<p>${item ? escapeHtml(priceText(item.price, store.unitAmountIn(item.price, subscription.currency) ?? null, subscription.currency)) : ""} · ${escapeHtml(subscription.status)} · ${escapeHtml(renewal)}</p>
${cancel}
${
  target
    ? `<form method="post" action="${escapeHtml(action("switch"))}"><input type="hidden" name="price" value="${escapeHtml(target.priceId)}"><button type="submit">Switch to ${escapeHtml(target.name)}</button></form>`
    : ""
}
</section>`;
  });
  const customer = store.customers.get(session.customer);
  const back = session.return_url
    ? `<p><a href="${escapeHtml(session.return_url)}">Return to Klarsicht</a></p>`
    : "";
  const title = flowSubscription ? "Update your plan" : "Billing";
  return htmlPage(
    title,
    `<h1>${title}</h1>
<p>${escapeHtml(customer?.email ?? session.customer)}</p>
${sections.length > 0 ? sections.join("\n") : "<p>No active subscriptions.</p>"}
${back}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// HTTP.

type IdempotentResult = { method: string; path: string; body: string; status: number; response: string };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(invalid("Request body too large."));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Stripe-Version": localApiVersion,
    ...headers,
  });
  response.end(body);
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  response.end(html);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location });
  response.end();
}

function errorJson(error: ApiError): string {
  const { type, message, param, code } = error.body;
  return JSON.stringify(
    { error: { ...(code ? { code } : {}), message, ...(param ? { param } : {}), type } },
    null,
    2,
  );
}

function redactKey(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}` : "****";
}

export async function startLocalStripe(options: LocalStripeOptions = {}): Promise<LocalStripe> {
  const secretKey = options.secretKey ?? "sk_test_local";
  const webhookSecret = options.webhookSecret ?? "whsec_local";
  const store = new Store();
  const webhooks = new WebhookSender(webhookSecret, options.webhookUrl);
  const idempotent = new Map<string, IdempotentResult>();
  let serverUrl = "";

  function authenticate(request: IncomingMessage): void {
    const header = request.headers.authorization ?? "";
    const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    // curl -u sk_...: is Basic auth with the key as user name.
    const basic = /^Basic\s+(.+)$/i.exec(header)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, "base64").toString("utf8").split(":")[0] : undefined);
    if (!key) {
      throw new ApiError(401, {
        type: "invalid_request_error",
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    if (key !== secretKey) {
      throw new ApiError(401, {
        type: "invalid_request_error",
        code: "api_key_invalid",
        message: `Invalid API Key provided: ${redactKey(key)}`,
      });
    }
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const requestId = newId("req");
    const method = request.method ?? "GET";
    const headers = { "Request-Id": requestId };
    try {
      authenticate(request);
      const version = request.headers["stripe-version"];
      if (version && version !== localApiVersion) {
        throw invalid(
          `The local Stripe speaks only API version ${localApiVersion}, not ${version}: its object shapes would not match.`,
        );
      }
      const body = method === "POST" ? await readBody(request) : "";
      const key = method === "POST" ? (request.headers["idempotency-key"] as string | undefined) : undefined;
      if (key) {
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.method !== method || earlier.path !== url.pathname) {
            throw new ApiError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.method} ${earlier.path}' vs '${method} ${url.pathname}'). Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          }
          if (earlier.body !== body) {
            throw new ApiError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          }
          sendJson(response, earlier.status, earlier.response, { ...headers, "Idempotent-Replayed": "true" });
          return;
        }
      }

      let matched: { route: Route; ids: string[] } | undefined;
      for (const route of routes) {
        const match = route.pattern.exec(url.pathname);
        if (match && route.method === method) {
          matched = { route, ids: match.slice(1).map(decodeURIComponent) };
          break;
        }
      }
      if (!matched) {
        throw new ApiError(404, {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe implements only the endpoints Klarsicht uses.`,
        });
      }
      const params = new Params(parseForm(method === "POST" ? body : url.search.slice(1)));
      const result = matched.route.handle({
        store,
        webhooks,
        serverUrl,
        params,
        ids: matched.ids,
        request: { id: requestId, idempotency_key: key ?? null },
      });
      const status = result.status ?? 200;
      const json = JSON.stringify(result.body, null, 2);
      // Like Stripe, only requests that executed are remembered; rejected parameters can be retried.
      if (key) idempotent.set(key, { method, path: url.pathname, body, status, response: json });
      sendJson(response, status, json, headers);
    } catch (error) {
      if (error instanceof ApiError) {
        sendJson(response, error.status, errorJson(error), headers);
      } else {
        console.error("Local Stripe failed:", error);
        const failure = new ApiError(500, { type: "api_error", message: String(error) });
        sendJson(response, 500, errorJson(failure), { ...headers, "Stripe-Should-Retry": "false" });
      }
    }
  }

  async function handlePage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? "GET";
    const notFound = () => sendHtml(response, 404, htmlPage("Not found", "<h1>Not found</h1>"));

    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pay) {
      const record = store.checkouts.get(decodeURIComponent(pay[1] ?? ""));
      if (!record) return notFound();
      if (method === "GET") return sendHtml(response, 200, checkoutPage(record, store));
      if (method !== "POST") return sendHtml(response, 405, htmlPage("Not allowed", "<h1>Not allowed</h1>"));
      const form = new URLSearchParams(await readBody(request));
      if (record.session.status !== "open") return sendHtml(response, 409, checkoutPage(record, store));
      const due = store.completeCheckout(record, form.get("email") || null);
      // The browser only returns to the app after the app has handled the events, so the success page
      // can rely on them; Stripe gives no such promise, but the app must cope with either order anyway.
      await Promise.all(due.map(({ type, object }) => webhooks.emit(type, object)));
      return redirect(response, successRedirect(record.session));
    }

    // Not part of Stripe's API: in test mode a dispute comes from a special card number, here from this.
    const dispute = /^\/local\/charges\/([^/]+)\/dispute$/.exec(url.pathname);
    if (dispute) {
      const charge = store.charges.get(decodeURIComponent(dispute[1] ?? ""));
      if (method !== "POST" || !charge) return notFound();
      const form = new URLSearchParams(await readBody(request));
      let opened: ReturnType<Store["openDispute"]>;
      try {
        opened = store.openDispute(charge, form.get("reason") || "fraudulent");
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return sendJson(response, error.status, errorJson(error));
      }
      await webhooks.emit("charge.dispute.created", opened);
      return sendJson(response, 200, JSON.stringify(opened, null, 2));
    }

    const portal = /^\/portal\/([^/]+)(?:\/subscriptions\/([^/]+)\/(cancel|switch))?$/.exec(url.pathname);
    if (portal) {
      const session = store.portalSessions.get(decodeURIComponent(portal[1] ?? ""));
      if (!session) return notFound();
      if (!portal[2]) {
        return method === "GET" ? sendHtml(response, 200, portalPage(session, store)) : notFound();
      }
      const subscription = store.subscriptions.get(decodeURIComponent(portal[2]));
      if (method !== "POST" || !subscription || subscription.customer !== session.customer) return notFound();
      // A flow session acts only on its subscription, and only as its flow allows.
      const flow = session.flow;
      if (flow && (flow.subscription_update?.subscription !== subscription.id || portal[3] !== "switch")) {
        return notFound();
      }
      const form = new URLSearchParams(await readBody(request));
      if (subscription.status !== "canceled") {
        if (portal[3] === "cancel") {
          store.cancelSubscription(subscription);
          await webhooks.emit("customer.subscription.deleted", subscription);
        } else {
          const price = store.prices.get(form.get("price") ?? "");
          if (price?.type !== "recurring") return notFound();
          const previous = store.switchPrice(subscription, price);
          await webhooks.emit("customer.subscription.updated", subscription, {
            previousAttributes: previous,
          });
          const after = flow?.after_completion.redirect?.return_url;
          if (after) return redirect(response, after);
        }
      }
      return redirect(response, `/portal/${session.id}`);
    }
    return notFound();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const handled = url.pathname.startsWith("/v1/")
      ? handleApi(request, response, url)
      : handlePage(request, response, url);
    handled.catch((error) => {
      console.error("Local Stripe failed:", error);
      if (!response.headersSent) sendHtml(response, 500, htmlPage("Error", "<h1>Something went wrong</h1>"));
      else response.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  serverUrl = `http://127.0.0.1:${port}`;

  return {
    url: serverUrl,
    port,
    secretKey,
    webhookSecret,
    events: webhooks.events,
    setWebhookUrl(url: string) {
      webhooks.url = url;
    },
    async close() {
      await webhooks.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    async seedLegacyCustomer({ auth0Id, email, subscriptionUrls, oneTimePayments = [] }) {
      // Backdated a little, as these predate Klarsicht's own objects.
      const created = now() - 30 * 24 * 60 * 60;
      const customer = store.createCustomer({ email, metadata: { auth0_id: auth0Id }, created });
      const urlsMetadata = (urls: string[]): Metadata => (urls.length > 0 ? { urls: urls.join(",") } : {});
      if (subscriptionUrls) {
        store.createSubscription({
          customer: customer.id,
          prices: [{ price: store.price(localPrices.basic.monthly), quantity: 1 }],
          metadata: urlsMetadata(subscriptionUrls),
          created,
        });
      }
      for (const payment of oneTimePayments) {
        const price = store.price(payment.priceId);
        const record = store.createCheckout({
          serverUrl,
          mode: "payment",
          customer: customer.id,
          customerEmail: null,
          customerCreation: null,
          items: [{ price, quantity: 1 }],
          currency: null,
          successUrl: "https://klarsicht.example/success",
          cancelUrl: null,
          clientReferenceId: null,
          metadata: {},
          locale: null,
          allowPromotionCodes: null,
          billingAddressCollection: null,
          subscriptionMetadata: {},
          paymentIntentMetadata: urlsMetadata(payment.urls),
          paymentIntentDescription: null,
          created,
        });
        store.completeCheckout(record, null);
        const intent = store.paymentIntent(record.session.payment_intent as string);
        intent.created = created;
      }
      return { customerId: customer.id };
    },
  };
}
