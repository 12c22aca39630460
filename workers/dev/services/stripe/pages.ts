import { euCountries } from "#core/vat-id";
import {
  type CheckoutRecord,
  type CheckoutSession,
  localPrices,
  type PortalSession,
  type Price,
} from "./objects";
import type { CheckoutEntry, CheckoutQuote, Store } from "./store";

// The browser pages: hosted checkout and customer portal, plain and accessible.

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

export function money(amount: number | null, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).format(
    (amount ?? 0) / 100,
  );
}

/** What one unit costs in the currency charged: "$15.00 per month", "€20.00 once". */
export function priceText(price: Price, unitAmount: number | null, currency: string): string {
  return `${money(unitAmount, currency)}${price.recurring ? ` per ${price.recurring.interval}` : " once"}`;
}

export function day(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

export function htmlPage(title: string, body: string): string {
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
  input, select { font: inherit; padding: 0.4rem; width: 100%; box-sizing: border-box; margin-bottom: 1rem; }
  fieldset { border: 1px solid #d0d7de; border-radius: 6px; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 1rem; }
  dd { margin: 0; text-align: right; }
  .error { color: #a40e26; font-weight: 600; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid #d0d7de; }
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

/** The countries the local page offers: the member states and a few beyond. */
const countries = [...euCountries, "CH", "GB", "NO", "US"];
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The buyer's entries from the page's form; empty fields count as not given. */
export function checkoutEntry(form: URLSearchParams): CheckoutEntry {
  const field = (name: string) => form.get(name)?.trim() || null;
  const line1 = field("line1");
  const postalCode = field("postal_code");
  const city = field("city");
  const country = field("country");
  const taxId = field("tax_id");
  return {
    email: field("email"),
    name: field("name"),
    address:
      line1 || postalCode || city || country
        ? { line1, line2: null, postal_code: postalCode, city, state: null, country }
        : null,
    taxId: taxId ? { type: "eu_vat", value: taxId } : null,
  };
}

function taxLine(quote: CheckoutQuote, currency: string): string {
  const decision = quote.decision;
  if (!decision) return "<dt>VAT</dt><dd>Calculated once your billing address is entered</dd>";
  const label =
    decision.reason === "reverse_charge"
      ? "VAT 0% (reverse charge)"
      : decision.reason === "not_collecting"
        ? "VAT 0% (not collected)"
        : `VAT ${decision.percentage}%`;
  return `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(money(quote.tax, currency))}</dd>`;
}

export function checkoutPage(
  record: CheckoutRecord,
  store: Store,
  shown: { entry?: CheckoutEntry; error?: string } = {},
): string {
  const session = record.session;
  if (session.status === "complete") {
    return htmlPage(
      "Checkout complete",
      `<h1>Checkout complete</h1><p>This checkout session has already been paid.</p>
<p><a href="${escapeHtml(successRedirect(session))}">Continue</a></p>`,
    );
  }
  const customer = session.customer ? store.customers.get(session.customer) : undefined;
  const customerEmail = session.customer_email ?? customer?.email ?? null;
  const needs = store.checkoutNeeds(record);
  const entry = shown.entry;
  const quote = store.quote(record, entry);
  const currency = session.currency ?? "eur";
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
    : `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(entry?.email ?? "customer@example.com")}" required>`;
  const address = entry ? entry.address : customer?.address;
  const value = (text: string | null | undefined) => escapeHtml(text ?? "");
  const input = (name: string, label: string, text: string | null | undefined, autocomplete: string) =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}" value="${value(text)}" required>`;
  const selected = address?.country ?? "";
  const options = countries
    .map((code) => ({ code, name: countryNames.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      ({ code, name }) =>
        `<option value="${code}"${code === selected ? " selected" : ""}>${escapeHtml(name)}</option>`,
    )
    .join("");
  const addressFields = needs.address
    ? `<fieldset><legend>Billing address</legend>
${input("name", "Full name or business name", entry ? entry.name : customer?.name, "name")}
${input("line1", "Address", address?.line1, "address-line1")}
${input("postal_code", "Postal code", address?.postal_code, "postal-code")}
${input("city", "City", address?.city, "address-level2")}
<label for="country">Country</label><select id="country" name="country" autocomplete="country" required><option value="">Choose a country</option>${options}</select>
</fieldset>`
    : "";
  const knownTaxId = customer ? store.customerTaxIds(customer.id)[0]?.value : undefined;
  const taxIdField = needs.taxId
    ? `<label for="tax_id">VAT number (businesses, optional)</label><input id="tax_id" name="tax_id" autocomplete="off" value="${value(entry ? entry.taxId?.value : knownTaxId)}">`
    : "";
  const error = shown.error ? `<p role="alert" class="error">${escapeHtml(shown.error)}</p>` : "";
  const amounts = session.automatic_tax.enabled
    ? `<dl><dt>Subtotal</dt><dd>${escapeHtml(money(quote.subtotal, currency))}</dd>${taxLine(quote, currency)}</dl>`
    : "";
  const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : "";
  return htmlPage(
    "Checkout",
    `<h1>Checkout</h1>
<ul>
${items}
</ul>
${error}
<form method="post" action="/pay/${escapeHtml(session.id)}">
${emailField}
${addressFields}
${taxIdField}
${amounts}
<p>Total due today: <strong>${escapeHtml(money(quote.total, currency))}</strong></p>
${needs.address ? '<button type="submit" name="intent" value="review" class="secondary">Update total</button>' : ""}
<button type="submit" name="intent" value="pay">Pay</button>
</form>
${cancel}`,
  );
}

export function successRedirect(session: CheckoutSession): string {
  return (session.success_url ?? "").replaceAll("{CHECKOUT_SESSION_ID}", session.id);
}

/** The other plan's monthly price, offered as a switch in the portal. */
export function switchTarget(price: Price): { name: string; priceId: string } | undefined {
  if (price.id === localPrices.basic.monthly) return { name: "Pro", priceId: localPrices.pro.monthly };
  if (price.id === localPrices.pro.monthly) return { name: "Basic", priceId: localPrices.basic.monthly };
  return undefined;
}

export function portalPage(session: PortalSession, store: Store): string {
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
  // The portal's invoice history: every invoice of the customer, with its hosted page.
  const invoices = [...store.invoices.values()]
    .filter((invoice) => invoice.customer === session.customer)
    .sort((a, b) => b.created - a.created)
    .map(
      (invoice) =>
        `<li><a href="${escapeHtml(invoice.hosted_invoice_url ?? "")}">${escapeHtml(invoice.number ?? invoice.id)}</a> · ${escapeHtml(day(invoice.created))} · ${escapeHtml(money(invoice.total, invoice.currency))} · ${escapeHtml(invoice.status ?? "")}</li>`,
    );
  const invoiceHistory =
    flowSubscription || invoices.length === 0
      ? ""
      : `<section aria-labelledby="invoice-history"><h2 id="invoice-history">Invoice history</h2><ul>${invoices.join("")}</ul></section>`;
  const back = session.return_url
    ? `<p><a href="${escapeHtml(session.return_url)}">Return to Klarsicht</a></p>`
    : "";
  const title = flowSubscription ? "Update your plan" : "Billing";
  return htmlPage(
    title,
    `<h1>${title}</h1>
<p>${escapeHtml(customer?.email ?? session.customer)}</p>
${sections.length > 0 ? sections.join("\n") : "<p>No active subscriptions.</p>"}
${invoiceHistory}
${back}`,
  );
}
