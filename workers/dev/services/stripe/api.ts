import type Stripe from "stripe";
import { invalid, noSuch } from "./errors";
import { listParams, paginate, present } from "./expand";
import {
  type Charge,
  clone,
  type Json,
  newestFirst,
  newId,
  now,
  type PortalSession,
  type Subscription,
} from "./objects";
import { applyMetadata, metadataBefore, type Params } from "./params";
import { customerMatches, parseCustomerQuery } from "./search";
import type { Store } from "./store";
import { checkedTaxId } from "./tax";
import { publicEvent, type WebhookSender } from "./webhooks";

// The API.

export type ApiContext = {
  store: Store;
  webhooks: WebhookSender;
  serverUrl: string;
  params: Params;
  /** Path parameters matched by the route, in order. */
  ids: string[];
  /** Put on events caused by this request, as Stripe does. */
  request: { id: string; idempotency_key: string | null };
};

export type ApiResult = { status?: number; body: object };
export type Route = {
  method: "GET" | "POST" | "DELETE";
  pattern: RegExp;
  handle(context: ApiContext): ApiResult;
};

export const customerParams = [
  "email",
  "name",
  "description",
  "phone",
  "address",
  "metadata",
  "preferred_locales",
  "tax_exempt",
  "expand",
];

/** `address[line1]` …: Stripe's address hash; an empty string unsets the address. */
export function addressParam(params: Params): Stripe.Address | null | undefined {
  if (params.fields.address === "") return null;
  const address = params
    .nested("address")
    ?.allowOnly("line1", "line2", "postal_code", "city", "state", "country");
  if (!address) return undefined;
  const country = address.string("country") || null;
  if (country && !/^[A-Z]{2}$/.test(country)) {
    throw invalid(`Invalid country: ${country}`, "address[country]", "country_code_invalid");
  }
  return {
    line1: address.string("line1") || null,
    line2: address.string("line2") || null,
    postal_code: address.string("postal_code") || null,
    city: address.string("city") || null,
    state: address.string("state") || null,
    country,
  };
}

function localesParam(params: Params): string[] | undefined {
  const value = params.fields.preferred_locales;
  if (value === undefined) return undefined;
  if (value === "") return [];
  if (!Array.isArray(value) || value.some((locale) => typeof locale !== "string")) {
    throw invalid("Invalid array", "preferred_locales");
  }
  return value as string[];
}

/**
 * `flow_data` of a portal session: the local portal knows the plan-change flow, which opens the portal on
 * one subscription's "update plan" page, and checks it as Stripe does (the customer's, not canceled).
 */
export function portalFlow(
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

export const routes: Route[] = [
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
      params.allowOnly(...customerParams, "tax_id_data");
      // Checked before anything is stored: a malformed tax ID creates no customer.
      const taxIdData = (params.list("tax_id_data") ?? []).map((entry, index) => {
        entry.allowOnly("type", "value");
        const param = `tax_id_data[${index}][value]`;
        checkedTaxId(entry.requiredString("type"), entry.requiredString("value"), param);
        return { type: entry.requiredString("type"), value: entry.requiredString("value"), param };
      });
      const customer = store.createCustomer({
        email: params.email("email") ?? null,
        name: params.string("name") || null,
        description: params.string("description") || null,
        phone: params.string("phone") || null,
        address: addressParam(params) ?? null,
        preferredLocales: localesParam(params),
        metadata: applyMetadata({}, params.metadata()),
      });
      customer.tax_exempt = params.oneOf("tax_exempt", ["exempt", "none", "reverse"] as const) ?? "none";
      for (const { type, value, param } of taxIdData) store.addTaxId(customer.id, type, value, param);
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
      const address = addressParam(params);
      if (address !== undefined) customer.address = address;
      const locales = localesParam(params);
      if (locales !== undefined) customer.preferred_locales = locales;
      const taxExempt = params.oneOf("tax_exempt", ["exempt", "none", "reverse"] as const);
      if (taxExempt) customer.tax_exempt = taxExempt;
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
        "automatic_tax",
        "tax_id_collection",
        "customer_update",
        "invoice_creation",
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

      const automaticTax = params.nested("automatic_tax")?.allowOnly("enabled").boolean("enabled") ?? false;
      const taxIdCollection =
        params.nested("tax_id_collection")?.allowOnly("enabled", "required").boolean("enabled") ?? false;
      const update = params.nested("customer_update")?.allowOnly("address", "name", "shipping");
      if (update && !customerId) {
        throw invalid("`customer_update` can only be used with `customer`.", "customer_update");
      }
      const customerUpdate = {
        address: update?.oneOf("address", ["auto", "never"] as const) ?? "never",
        name: update?.oneOf("name", ["auto", "never"] as const) ?? "never",
      };
      if (customerId && taxIdCollection && customerUpdate.name !== "auto") {
        throw invalid(
          "`customer_update[name]` must be set to `auto` when using `tax_id_collection` with an existing customer.",
          "customer_update[name]",
        );
      }
      if (
        customerId &&
        automaticTax &&
        customerUpdate.address !== "auto" &&
        !store.customer(customerId).address
      ) {
        throw invalid(
          "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set either `customer_update[address]` to 'auto' or `customer_update[shipping]` to 'auto' to save the address entered in Checkout to the Customer.",
          "automatic_tax[enabled]",
        );
      }
      if (automaticTax) {
        items.forEach(({ price }, index) => {
          if (price.tax_behavior === "unspecified") {
            throw invalid(
              `The price ${price.id} has no tax_behavior; automatic tax needs it to be inclusive or exclusive.`,
              `line_items[${index}][price]`,
            );
          }
        });
      }
      const invoiceCreationParams = params.nested("invoice_creation")?.allowOnly("enabled", "invoice_data");
      if (invoiceCreationParams && mode !== "payment") {
        throw invalid("`invoice_creation` can only be used in `payment` mode.", "invoice_creation");
      }
      const invoiceData = invoiceCreationParams
        ?.nested("invoice_data")
        ?.allowOnly("description", "footer", "metadata");
      const invoiceCreation = invoiceCreationParams?.boolean("enabled")
        ? {
            description: invoiceData?.string("description") || null,
            footer: invoiceData?.string("footer") || null,
            metadata: applyMetadata({}, invoiceData?.metadata(), "invoice_creation[invoice_data][metadata]"),
          }
        : null;

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
        automaticTax,
        taxIdCollection,
        customerUpdate,
        invoiceCreation,
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
    pattern: /^\/v1\/invoices$/,
    handle({ store, params }) {
      params.allowOnly(...listParams, "customer", "subscription", "status");
      const customer = params.string("customer");
      const subscription = params.string("subscription");
      const status = params.oneOf("status", ["draft", "open", "paid", "uncollectible", "void"] as const);
      const invoices = newestFirst(store.invoices.values()).filter(
        (invoice) =>
          (!customer || invoice.customer === customer) &&
          (!subscription || invoice.parent?.subscription_details?.subscription === subscription) &&
          (!status || invoice.status === status),
      );
      return { body: present(paginate(invoices, params, "/v1/invoices"), params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/tax_rates$/,
    handle({ store, params }) {
      params.allowOnly(...listParams, "active", "inclusive");
      const active = params.boolean("active");
      const inclusive = params.boolean("inclusive");
      const rates = newestFirst(store.taxRates.values()).filter(
        (rate) =>
          (active === undefined || rate.active === active) &&
          (inclusive === undefined || rate.inclusive === inclusive),
      );
      return { body: present(paginate(rates, params, "/v1/tax_rates"), params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/tax_rates\/([^/]+)$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly("expand");
      const rate = store.taxRates.get(id);
      if (!rate) throw noSuch("tax_rate", id);
      return { body: present(rate, params.expand(), store) };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/customers\/([^/]+)\/tax_ids$/,
    handle({ store, params, ids: [id = ""] }) {
      params.allowOnly(...listParams);
      const customer = store.customer(id);
      // Tax IDs are listed oldest first, as on the customer.
      const list = paginate(store.customerTaxIds(customer.id), params, `/v1/customers/${id}/tax_ids`);
      return { body: present(list, params.expand(), store) };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/customers\/([^/]+)\/tax_ids$/,
    handle({ store, webhooks, params, request, ids: [id = ""] }) {
      params.allowOnly("type", "value", "expand");
      const customer = store.customer(id);
      const taxId = store.addTaxId(
        customer.id,
        params.requiredString("type"),
        params.requiredString("value"),
      );
      void webhooks.emit("customer.tax_id.created", taxId, { request });
      return { body: present(taxId, params.expand(), store) };
    },
  },
  {
    method: "DELETE",
    pattern: /^\/v1\/customers\/([^/]+)\/tax_ids\/([^/]+)$/,
    handle({ store, webhooks, params, request, ids: [id = "", taxIdId = ""] }) {
      params.allowOnly();
      const taxId = store.taxIds.get(taxIdId);
      if (!taxId || taxId.customer !== store.customer(id).id) throw noSuch("tax_id", taxIdId);
      store.taxIds.delete(taxId.id);
      void webhooks.emit("customer.tax_id.deleted", taxId, { request });
      return { body: { id: taxId.id, object: "tax_id", deleted: true } };
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
