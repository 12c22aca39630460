import { randomBytes } from "node:crypto";
import type Stripe from "stripe";

// What the local Stripe offers its callers, the objects it stores (typed by the SDK), and id helpers.

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
  /** Resolves once every webhook delivery in flight is done (answered, or given up after the retry). */
  settled(): Promise<void>;
  close(): Promise<void>;
  /** A customer of the original product: URLs kept in subscription / payment intent metadata. */
  seedLegacyCustomer(input: {
    auth0Id: string;
    email: string;
    subscriptionUrls?: string[];
    oneTimePayments?: { urls: string[]; priceId: string }[];
  }): Promise<{ customerId: string }>;
};

// Stored objects: exactly the basil fields we model, typed by the SDK.

export type List<T> = { object: "list"; data: T[]; has_more: boolean; url: string };
export type Metadata = Record<string, string>;

export type Customer = Pick<
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

/** A customer's tax ID (Stripe checks its form at once; VIES, which confirms it, is not reachable here). */
export type TaxId = Pick<
  Stripe.TaxId,
  "id" | "object" | "country" | "created" | "livemode" | "type" | "value" | "verification"
> & { customer: string };

/** The rates Stripe Tax creates and names on invoices (`total_taxes[].tax_rate_details.tax_rate`). */
export type TaxRate = Pick<
  Stripe.TaxRate,
  | "id"
  | "object"
  | "active"
  | "country"
  | "created"
  | "description"
  | "display_name"
  | "effective_percentage"
  | "inclusive"
  | "jurisdiction"
  | "jurisdiction_level"
  | "livemode"
  | "metadata"
  | "percentage"
  | "rate_type"
  | "state"
  | "tax_type"
>;

export type Product = Pick<
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

export type Price = Pick<
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

export type Plan = Pick<
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
export type SubscriptionItem = Pick<
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

export type Subscription = Pick<
  Stripe.Subscription,
  | "id"
  | "object"
  | "application"
  | "automatic_tax"
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

export type PaymentIntent = Pick<
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

/** A line of an invoice: what was sold, net, with the tax on it. */
export type InvoiceLine = Pick<
  Stripe.InvoiceLineItem,
  "id" | "object" | "amount" | "currency" | "description" | "livemode" | "metadata" | "period" | "quantity"
> & {
  pricing: {
    type: "price_details";
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  taxes: Stripe.InvoiceLineItem.Tax[];
};

/**
 * An invoice as Stripe finalises it: numbered, with the seller's and the buyer's details as they were
 * then, net, tax and gross, and the addresses of its hosted page and PDF.
 */
export type Invoice = Pick<
  Stripe.Invoice,
  | "object"
  | "account_country"
  | "account_name"
  | "automatic_tax"
  | "customer_address"
  | "customer_name"
  | "customer_tax_exempt"
  | "customer_tax_ids"
  | "footer"
  | "hosted_invoice_url"
  | "invoice_pdf"
  | "status_transitions"
  | "subtotal_excluding_tax"
  | "total_excluding_tax"
  | "total_taxes"
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
> & {
  id: string;
  customer: string;
  lines: List<InvoiceLine>;
  /** Not an API field: the seller's VAT ID, which Stripe prints from the account's tax settings. */
  account_tax_id: string;
};

export type Charge = Pick<
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

export type Refund = Pick<
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

export type Dispute = Pick<
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

export type CheckoutSession = Pick<
  Stripe.Checkout.Session,
  | "id"
  | "object"
  | "allow_promotion_codes"
  | "amount_subtotal"
  | "amount_total"
  | "automatic_tax"
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
  | "invoice_creation"
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
  | "tax_id_collection"
  | "total_details"
  | "ui_mode"
  | "url"
> & { customer: string | null; payment_intent: string | null; subscription: string | null };

/** What Checkout saves on the customer from what was entered (`customer_update`). */
export type CustomerUpdate = { address: "auto" | "never"; name: "auto" | "never" };

export type LineItem = Pick<
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

export type PortalSession = Pick<
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
export type CheckoutRecord = {
  session: CheckoutSession;
  lineItems: LineItem[];
  subscriptionMetadata: Metadata;
  paymentIntentMetadata: Metadata;
  paymentIntentDescription: string | null;
  customerUpdate: CustomerUpdate;
};

export type Json = Record<string, unknown>;

export const now = () => Math.floor(Date.now() / 1000);

export const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let suffix = "";
  for (const byte of bytes) suffix += base62[byte % 62];
  return `${prefix}_${suffix}`;
}

export function addMonths(unixSeconds: number, months: number): number {
  const date = new Date(unixSeconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** Stripe lists newest first; among equal timestamps the later-created object comes first. */
export function newestFirst<T extends { created: number }>(items: Iterable<T>): T[] {
  return [...items].reverse().sort((a, b) => b.created - a.created);
}
