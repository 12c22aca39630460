import type Stripe from "stripe";
import { invalid, noSuch } from "./errors";
import {
  addMonths,
  type Charge,
  type CheckoutRecord,
  type Customer,
  type CustomerUpdate,
  clone,
  type Dispute,
  type Invoice,
  type InvoiceLine,
  type Json,
  type LineItem,
  localPrices,
  type Metadata,
  newestFirst,
  newId,
  now,
  type PaymentIntent,
  type PortalSession,
  type Price,
  type Product,
  type Refund,
  type Subscription,
  type SubscriptionItem,
  type TaxId,
  type TaxRate,
} from "./objects";
import { money } from "./pages";
import { checkedTaxId, localAccount, type TaxDecision, taxDecision, taxOn } from "./tax";

/** What a buyer enters on the hosted checkout page. */
export type CheckoutEntry = {
  email: string | null;
  name?: string | null;
  address?: Stripe.Address | null;
  taxId?: { type: string; value: string } | null;
};

/** An event a change makes due, with the changed fields' earlier values for `*.updated`. */
export type DueEvent = { type: string; object: Json; previous?: Json };

/** A checkout's amounts once the buyer's address is known: net, tax and gross, and the tax decision. */
export type CheckoutQuote = {
  lineItems: LineItem[];
  subtotal: number;
  tax: number;
  total: number;
  decision: TaxDecision | null;
};

// The store and what can happen to it.

export const catalogueCreated = 1735689600; // 2025-01-01: the catalogue predates every customer

export class Store {
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
  readonly taxIds = new Map<string, TaxId>();
  readonly taxRates = new Map<string, TaxRate>();
  /** This server's address, for the links on invoices; set once it listens. */
  serverUrl = "";
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
      tax_behavior: "exclusive",
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
      // The site's prices are net ("zzgl. Umsatzsteuer"): tax comes on top.
      tax_behavior: "exclusive",
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
    address?: Stripe.Address | null;
    preferredLocales?: string[];
    metadata: Metadata;
    created?: number;
  }): Customer {
    const id = newId("cus");
    const customer: Customer = {
      id,
      object: "customer",
      address: input.address ?? null,
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
      preferred_locales: input.preferredLocales ?? [],
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
    automaticTax?: boolean;
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
      automatic_tax: {
        disabled_reason: null,
        enabled: input.automaticTax ?? false,
        liability: input.automaticTax ? { type: "self" } : null,
      },
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

  /** A customer's tax IDs, oldest first (as Stripe lists them on the customer). */
  customerTaxIds(customerId: string): TaxId[] {
    return [...this.taxIds.values()].filter((taxId) => taxId.customer === customerId);
  }

  /** A tax ID added to a customer, checked as Stripe checks its form. */
  addTaxId(customerId: string, type: string, value: string, param?: string): TaxId {
    const checked = checkedTaxId(type, value, param);
    const taxId: TaxId = {
      id: newId("txi"),
      object: "tax_id",
      country: checked.country,
      created: now(),
      customer: customerId,
      livemode: false,
      type: checked.type,
      value: checked.value,
      // Stripe asks the EU's VIES service afterwards; offline it stays pending.
      verification: { status: "pending", verified_address: null, verified_name: null },
    };
    this.taxIds.set(taxId.id, taxId);
    return taxId;
  }

  /** The rate Stripe Tax names for a decision: one per country, percentage and reason, made once. */
  taxRateFor(decision: TaxDecision): TaxRate {
    const existing = [...this.taxRates.values()].find(
      (rate) =>
        rate.country === decision.country &&
        rate.percentage === decision.percentage &&
        rate.description === decision.reason,
    );
    if (existing) return existing;
    const rate: TaxRate = {
      id: newId("txr"),
      object: "tax_rate",
      active: true,
      country: decision.country,
      created: now(),
      description: decision.reason,
      display_name: "VAT",
      effective_percentage: decision.percentage,
      inclusive: false,
      jurisdiction: decision.country,
      jurisdiction_level: "country",
      livemode: false,
      metadata: {},
      percentage: decision.percentage,
      rate_type: "percentage",
      state: null,
      tax_type: "vat",
    };
    this.taxRates.set(rate.id, rate);
    return rate;
  }

  /**
   * A finalised, paid invoice: numbered per customer (prefix and sequence, as Stripe's default), with the
   * customer's name, address and tax IDs as they are now, and each line's tax from the decision.
   */
  createInvoice(input: {
    customer: string;
    currency: string;
    lines: {
      description: string | null;
      amount: number;
      quantity: number;
      price: Price;
      period: { start: number; end: number };
    }[];
    decision: TaxDecision | null;
    billingReason: Stripe.Invoice.BillingReason;
    subscription: Subscription | null;
    metadata: Metadata;
    description: string | null;
    footer: string | null;
    created?: number;
  }): Invoice {
    const customer = this.customers.get(input.customer);
    const created = input.created ?? now();
    const id = newId("in");
    const rate = input.decision ? this.taxRateFor(input.decision) : null;
    const taxOf = (amount: number): Stripe.InvoiceLineItem.Tax[] =>
      rate && input.decision
        ? [
            {
              amount: taxOn(amount, input.decision.percentage),
              tax_behavior: "exclusive",
              tax_rate_details: { tax_rate: rate.id },
              taxability_reason: input.decision.reason,
              taxable_amount: amount,
              type: "tax_rate_details",
            },
          ]
        : [];
    const lines: InvoiceLine[] = input.lines.map((line) => ({
      id: newId("il"),
      object: "line_item",
      amount: line.amount,
      currency: input.currency,
      description: line.description,
      livemode: false,
      metadata: {},
      period: line.period,
      pricing: {
        type: "price_details",
        price_details: { price: line.price.id, product: line.price.product },
        unit_amount_decimal: String(line.amount / line.quantity),
      },
      quantity: line.quantity,
      taxes: taxOf(line.amount),
    }));
    const net = lines.reduce((sum, line) => sum + line.amount, 0);
    const totalTaxes = lines.flatMap((line) => line.taxes);
    const tax = totalTaxes.reduce((sum, entry) => sum + entry.amount, 0);
    const sequence =
      [...this.invoices.values()].filter((invoice) => invoice.customer === input.customer).length + 1;
    const invoice: Invoice = {
      id,
      object: "invoice",
      account_country: localAccount.country,
      account_name: localAccount.name,
      account_tax_id: localAccount.vatId,
      amount_due: net + tax,
      amount_paid: net + tax,
      amount_remaining: 0,
      attempt_count: 1,
      attempted: true,
      automatic_tax: {
        disabled_reason: null,
        enabled: input.decision !== null,
        liability: input.decision ? { type: "self" } : null,
        status: input.decision ? "complete" : null,
      },
      billing_reason: input.billingReason,
      collection_method: "charge_automatically",
      created,
      currency: input.currency,
      customer: input.customer,
      customer_address: customer?.address ? clone(customer.address) : null,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      customer_tax_exempt: customer?.tax_exempt ?? "none",
      customer_tax_ids: this.customerTaxIds(input.customer).map(({ type, value }) => ({ type, value })),
      description: input.description,
      footer: input.footer,
      hosted_invoice_url: `${this.serverUrl}/invoice/${id}`,
      invoice_pdf: `${this.serverUrl}/invoice/${id}/pdf`,
      lines: { object: "list", data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      metadata: input.metadata,
      number: `${customer?.invoice_prefix ?? "LOCAL"}-${String(sequence).padStart(4, "0")}`,
      parent: input.subscription
        ? {
            type: "subscription_details",
            quote_details: null,
            subscription_details: {
              metadata: { ...input.subscription.metadata },
              subscription: input.subscription.id,
            },
          }
        : null,
      period_end: created,
      period_start: created,
      status: "paid",
      status_transitions: {
        finalized_at: created,
        marked_uncollectible_at: null,
        paid_at: created,
        voided_at: null,
      },
      subtotal: net,
      subtotal_excluding_tax: net,
      total: net + tax,
      total_excluding_tax: net,
      total_taxes: totalTaxes,
    };
    this.invoices.set(id, invoice);
    if (input.subscription) input.subscription.latest_invoice = id;
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
    automaticTax?: boolean;
    taxIdCollection?: boolean;
    customerUpdate?: CustomerUpdate;
    invoiceCreation?: { description: string | null; footer: string | null; metadata: Metadata } | null;
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
    const automaticTax = input.automaticTax ?? false;
    const invoiceCreation = input.invoiceCreation ?? null;
    const record: CheckoutRecord = {
      session: {
        id,
        object: "checkout.session",
        allow_promotion_codes: input.allowPromotionCodes,
        amount_subtotal: total,
        amount_total: total,
        // Until an address is entered, Stripe Tax cannot compute anything.
        automatic_tax: {
          enabled: automaticTax,
          liability: automaticTax ? { type: "self" } : null,
          status: automaticTax ? "requires_location_inputs" : null,
        },
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
        invoice_creation:
          input.mode === "payment"
            ? {
                enabled: invoiceCreation !== null,
                invoice_data: {
                  account_tax_ids: null,
                  custom_fields: null,
                  description: invoiceCreation?.description ?? null,
                  footer: invoiceCreation?.footer ?? null,
                  issuer: null,
                  metadata: invoiceCreation?.metadata ?? {},
                  rendering_options: null,
                },
              }
            : null,
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
        tax_id_collection: { enabled: input.taxIdCollection ?? false, required: "never" },
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        ui_mode: "hosted",
        url: `${input.serverUrl}/pay/${id}`,
      },
      lineItems,
      subscriptionMetadata: input.subscriptionMetadata,
      paymentIntentMetadata: input.paymentIntentMetadata,
      paymentIntentDescription: input.paymentIntentDescription,
      customerUpdate: input.customerUpdate ?? { address: "never", name: "never" },
    };
    this.checkouts.set(id, record);
    return record;
  }

  /** What the page must ask for: an address when it collects one or computes tax, a tax ID when asked. */
  checkoutNeeds(record: CheckoutRecord): { address: boolean; taxId: boolean } {
    const session = record.session;
    return {
      address: session.billing_address_collection === "required" || session.automatic_tax.enabled,
      taxId: session.tax_id_collection?.enabled === true,
    };
  }

  /** The amounts for what was entered (or, before that, the customer's saved address and tax IDs). */
  quote(record: CheckoutRecord, entry?: CheckoutEntry): CheckoutQuote {
    const session = record.session;
    const customer = session.customer ? this.customers.get(session.customer) : undefined;
    const country = entry?.address?.country ?? customer?.address?.country ?? null;
    const taxIds = entry
      ? entry.taxId
        ? [entry.taxId]
        : []
      : customer
        ? this.customerTaxIds(customer.id)
        : [];
    const decision = session.automatic_tax.enabled && country ? taxDecision(country, taxIds) : null;
    const lineItems = record.lineItems.map((item) => {
      const tax = decision ? taxOn(item.amount_subtotal, decision.percentage) : 0;
      return { ...clone(item), amount_tax: tax, amount_total: item.amount_subtotal + tax };
    });
    const subtotal = lineItems.reduce((sum, item) => sum + item.amount_subtotal, 0);
    const tax = lineItems.reduce((sum, item) => sum + item.amount_tax, 0);
    return { lineItems, subtotal, tax, total: subtotal + tax, decision };
  }

  /**
   * What "Pay" does on the hosted page; returns the objects whose events are due, in Stripe's order.
   * Throws an ApiError (shown on the page) when a required address or a tax ID is missing or malformed.
   */
  completeCheckout(record: CheckoutRecord, entry: CheckoutEntry): DueEvent[] {
    const session = record.session;
    const needs = this.checkoutNeeds(record);
    const address = needs.address ? (entry.address ?? null) : null;
    if (needs.address && !(address?.line1 && address.postal_code && address.city && address.country)) {
      throw invalid("Please enter your billing address.", "address");
    }
    const taxId =
      needs.taxId && entry.taxId?.value ? checkedTaxId(entry.taxId.type, entry.taxId.value, "tax_id") : null;
    if (taxId && !entry.name) throw invalid("Please enter the business name for the tax ID.", "name");
    const email = session.customer_email ?? entry.email;
    const needsCustomer = session.mode === "subscription" || session.customer_creation === "always";
    const due: DueEvent[] = [];
    if (!session.customer && needsCustomer) {
      const created = this.createCustomer({ email, metadata: {} });
      session.customer = created.id;
      due.push({ type: "customer.created", object: created });
    }
    const customer = session.customer ? this.customers.get(session.customer) : undefined;
    if (customer) {
      // What was entered is saved on the customer only as far as `customer_update` allows.
      const previous: Json = {};
      if (address && record.customerUpdate.address === "auto") {
        previous.address = customer.address;
        customer.address = address;
      }
      if (entry.name && record.customerUpdate.name === "auto" && entry.name !== customer.name) {
        previous.name = customer.name;
        customer.name = entry.name;
      }
      if (Object.keys(previous).length > 0) {
        due.push({ type: "customer.updated", object: customer, previous });
      }
      if (taxId && !this.customerTaxIds(customer.id).some((known) => known.value === taxId.value)) {
        due.push({
          type: "customer.tax_id.created",
          object: this.addTaxId(customer.id, taxId.type, taxId.value),
        });
      }
    }
    const quote = this.quote(record, { ...entry, address, taxId });
    record.lineItems = quote.lineItems;
    session.amount_subtotal = quote.subtotal;
    session.amount_total = quote.total;
    session.total_details = { amount_discount: 0, amount_shipping: 0, amount_tax: quote.tax };
    if (session.automatic_tax.enabled) session.automatic_tax.status = "complete";
    session.customer_details = {
      address,
      email: customer?.email ?? email,
      name: entry.name ?? customer?.name ?? null,
      phone: null,
      tax_exempt: customer?.tax_exempt ?? "none",
      tax_ids: taxId ? [{ type: taxId.type, value: taxId.value }] : [],
    };
    const invoiceLines = (start: number, end: number) =>
      quote.lineItems.map((item) => ({
        description: item.description,
        amount: item.amount_subtotal,
        quantity: item.quantity ?? 1,
        price: item.price,
        period: { start, end },
      }));
    const paidInvoice = (invoice: Invoice) => {
      due.push({ type: "invoice.finalized", object: invoice });
      due.push({ type: "invoice.paid", object: invoice });
    };
    if (session.mode === "subscription") {
      const subscription = this.createSubscription({
        customer: session.customer as string,
        prices: record.lineItems.map((item) => ({ price: item.price, quantity: item.quantity ?? 1 })),
        currency: session.currency ?? undefined,
        metadata: { ...record.subscriptionMetadata },
        automaticTax: session.automatic_tax.enabled,
      });
      session.subscription = subscription.id;
      const item = subscription.items.data[0];
      const invoice = this.createInvoice({
        customer: subscription.customer,
        currency: subscription.currency,
        lines: invoiceLines(
          item?.current_period_start ?? subscription.created,
          item?.current_period_end ?? subscription.created,
        ),
        decision: quote.decision,
        billingReason: "subscription_create",
        subscription,
        metadata: {},
        description: null,
        footer: null,
        created: subscription.created,
      });
      session.invoice = invoice.id;
      paidInvoice(invoice);
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
      const invoiceData = session.invoice_creation?.enabled ? session.invoice_creation.invoice_data : null;
      if (invoiceData && session.customer) {
        const invoice = this.createInvoice({
          customer: session.customer,
          currency: paymentIntent.currency,
          lines: invoiceLines(paymentIntent.created, paymentIntent.created),
          decision: quote.decision,
          billingReason: "manual",
          subscription: null,
          metadata: { ...(invoiceData.metadata ?? {}) },
          description: invoiceData.description,
          footer: invoiceData.footer,
          created: paymentIntent.created,
        });
        session.invoice = invoice.id;
        paidInvoice(invoice);
      }
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
