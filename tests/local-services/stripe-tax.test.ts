import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalStripe, localPrices, startLocalStripe } from "#dev/services/stripe-server";

/*
 * The local Stripe's Stripe Tax: what a seller in Germany (registered there and for the One-Stop-Shop)
 * charges whom, on the checkout page, the session and the invoice, spoken through the official SDK.
 */

let local: LocalStripe;
let stripe: Stripe;

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = new Stripe(local.secretKey, {
    apiVersion: "2025-03-31.basil",
    host: "127.0.0.1",
    port: local.port,
    protocol: "http",
  });
});

afterAll(() => local.close());

type Buyer = { name: string; country: string; taxId?: string };

/** A checkout as Klarsicht opens it, paid on the hosted page with the buyer's address and tax ID. */
async function buy(buyer: Buyer, mode: "subscription" | "payment" = "subscription") {
  const customer = await stripe.customers.create({ email: "buyer@example.com", preferred_locales: ["de"] });
  const session = await stripe.checkout.sessions.create({
    mode,
    customer: customer.id,
    line_items: [
      { price: mode === "subscription" ? localPrices.basic.monthly : localPrices.basic.once, quantity: 1 },
    ],
    currency: "eur",
    success_url: "http://127.0.0.1:5173/runs?checkout=success",
    automatic_tax: { enabled: true },
    billing_address_collection: "required",
    tax_id_collection: { enabled: true },
    customer_update: { address: "auto", name: "auto" },
    ...(mode === "payment" ? { invoice_creation: { enabled: true } } : {}),
  });
  const form = new URLSearchParams({
    name: buyer.name,
    line1: "Hauptstraße 5",
    postal_code: "12345",
    city: "Stadt",
    country: buyer.country,
    tax_id: buyer.taxId ?? "",
  });
  const review = await fetch(session.url as string, {
    method: "POST",
    body: new URLSearchParams({ ...Object.fromEntries(form), intent: "review" }),
  });
  const reviewed = await review.text();
  const paid = await fetch(session.url as string, { method: "POST", body: form, redirect: "manual" });
  expect(paid.status).toBe(303);
  const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["invoice"] });
  const invoice = completed.invoice as Stripe.Invoice;
  const rate = await stripe.taxRates.retrieve(invoice.total_taxes?.[0]?.tax_rate_details?.tax_rate ?? "");
  return { customer: customer.id, reviewed, completed, invoice, rate };
}

describe("Stripe Tax in the local Stripe", () => {
  it("charges a German consumer 19 % VAT on top of the net price, and shows it before paying", async () => {
    const { reviewed, completed, invoice, rate } = await buy({ name: "Erika Muster", country: "DE" });
    expect(reviewed).toContain("<dt>VAT 19%</dt><dd>€2.85</dd>");
    expect(reviewed).toContain("Total due today: <strong>€17.85</strong>");
    expect(completed).toMatchObject({
      amount_subtotal: 1500,
      amount_total: 1785,
      total_details: { amount_tax: 285 },
    });
    expect(invoice).toMatchObject({
      status: "paid",
      total_excluding_tax: 1500,
      total: 1785,
      customer_name: "Erika Muster",
      customer_address: { country: "DE", postal_code: "12345" },
      customer_tax_ids: [],
    });
    expect(invoice.total_taxes).toEqual([
      expect.objectContaining({ amount: 285, taxability_reason: "standard_rated", taxable_amount: 1500 }),
    ]);
    expect(rate).toMatchObject({ object: "tax_rate", percentage: 19, country: "DE", tax_type: "vat" });
  });

  it("charges a German business with a VAT ID German VAT too", async () => {
    const { invoice, customer } = await buy({ name: "Muster GmbH", country: "DE", taxId: "DE 123 456 789" });
    expect(invoice).toMatchObject({ total_excluding_tax: 1500, total: 1785, customer_name: "Muster GmbH" });
    expect(invoice.customer_tax_ids).toEqual([{ type: "eu_vat", value: "DE123456789" }]);
    const taxIds = await stripe.customers.listTaxIds(customer);
    expect(taxIds.data.map(({ value, country }) => ({ value, country }))).toEqual([
      { value: "DE123456789", country: "DE" },
    ]);
  });

  it("leaves the VAT to an EU business elsewhere with a VAT ID (reverse charge), also on a one-time payment", async () => {
    const { invoice, completed, rate } = await buy(
      { name: "Beispiel GmbH", country: "AT", taxId: "ATU12345678" },
      "payment",
    );
    expect(completed).toMatchObject({ amount_total: 2000, total_details: { amount_tax: 0 } });
    expect(invoice).toMatchObject({ billing_reason: "manual", total_excluding_tax: 2000, total: 2000 });
    expect(invoice.total_taxes?.[0]).toMatchObject({ amount: 0, taxability_reason: "reverse_charge" });
    expect(rate.percentage).toBe(0);
    const page = await (await fetch(invoice.hosted_invoice_url ?? "")).text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("Steuerschuldnerschaft des Leistungsempfängers");
    expect(page).toContain("ATU12345678");
    expect(page).toContain("DE123456789");
    const pdf = await fetch(invoice.invoice_pdf ?? "");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).toString("latin1")).toContain(
      "Steuerschuldnerschaft des Leistungsempf\xe4ngers",
    );
  });

  it("charges an EU consumer elsewhere their country's VAT, and nothing outside the EU", async () => {
    const french = await buy({ name: "Claire Martin", country: "FR" });
    expect(french.invoice).toMatchObject({ total: 1800 });
    expect(french.rate).toMatchObject({ percentage: 20, country: "FR" });
    const american = await buy({ name: "Sam Smith", country: "US" });
    expect(american.invoice).toMatchObject({ total_excluding_tax: 1500, total: 1500 });
    expect(american.invoice.total_taxes?.[0]).toMatchObject({
      amount: 0,
      taxability_reason: "not_collecting",
    });
  });

  it("refuses a malformed VAT ID on the page and through the API", async () => {
    const customer = await stripe.customers.create({ email: "wrong@example.com" });
    await expect(
      stripe.customers.createTaxId(customer.id, { type: "eu_vat", value: "DE12345" }),
    ).rejects.toMatchObject({
      code: "tax_id_invalid",
    });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: localPrices.basic.monthly, quantity: 1 }],
      success_url: "http://127.0.0.1:5173/runs",
      automatic_tax: { enabled: true },
      tax_id_collection: { enabled: true },
      customer_update: { address: "auto", name: "auto" },
    });
    const refused = await fetch(session.url as string, {
      method: "POST",
      body: new URLSearchParams({
        name: "X GmbH",
        line1: "A 1",
        postal_code: "1",
        city: "B",
        country: "AT",
        tax_id: "ATU1",
      }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Invalid value for eu_vat.");
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });

  it("asks for customer_update when tax ID collection or automatic tax would need it", async () => {
    const customer = await stripe.customers.create({ email: "plain@example.com" });
    const base = {
      mode: "subscription" as const,
      customer: customer.id,
      line_items: [{ price: localPrices.basic.monthly, quantity: 1 }],
      success_url: "http://127.0.0.1:5173/runs",
    };
    await expect(
      stripe.checkout.sessions.create({ ...base, tax_id_collection: { enabled: true } }),
    ).rejects.toMatchObject({
      param: "customer_update[name]",
    });
    await expect(
      stripe.checkout.sessions.create({ ...base, automatic_tax: { enabled: true } }),
    ).rejects.toMatchObject({
      param: "automatic_tax[enabled]",
    });
  });
});
