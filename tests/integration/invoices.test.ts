import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createDb, schema } from "#drizzle/db.server";
import { type BillingService, billingFrom, createCheckout, STRIPE_API_VERSION } from "~/utils/billing.server";
import { parseEnv } from "~/utils/env.server";
import { invoicesOf } from "~/utils/invoices.server";
import { getUser, type User } from "~/utils/users.server";
import { appFetch, finished } from "./app-fetch";
import { signedInSubscriber } from "./subscriber";

/*
 * VAT and invoices end to end inside workerd: the app opens Checkout at the local Stripe, the buyer pays
 * on its page with an address (and a VAT ID), the recorded webhook reaches the Worker, and the profile,
 * the D1 billing details and the order confirmation show what Stripe Tax decided.
 */

const db = createDb(env.DB);
const base = new URL(env.STRIPE_API_BASE);
const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
  apiVersion: STRIPE_API_VERSION,
  httpClient: Stripe.createFetchHttpClient(),
  host: base.hostname,
  port: Number(base.port),
  protocol: "http",
});
const billing = () => billingFrom(parseEnv(env)) as BillingService;

/** Stripe's signature header for a payload: `t=…,v1=` HMAC-SHA-256 of `t.payload`. */
async function signatureOf(payload: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(env.STRIPE_WEBHOOK_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`));
  const hex = [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `t=${timestamp},v1=${hex}`;
}

type Buyer = { name: string; country: string; vatId?: string };

/** Buys through the app's checkout and the local Stripe's page, then hands the Worker the recorded event. */
async function purchase(
  user: User,
  buyer: Buyer,
  plan: "basic" | "pro",
  kind: "monthly" | "once",
  locale: "de" | "en",
) {
  const url = await createCheckout(billing(), db, user, plan, kind, "http://localhost", locale);
  const sessionId = url.split("/pay/")[1] ?? "";
  const paid = await fetch(url, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      name: buyer.name,
      line1: "Hauptstraße 5",
      postal_code: "1010",
      city: "Stadt",
      country: buyer.country,
      tax_id: buyer.vatId ?? "",
    }),
  });
  expect(paid.status).toBe(303);
  const events = await stripe.events.list({ type: "checkout.session.completed", limit: 100 });
  const event = events.data.find((candidate) => (candidate.data.object as { id: string }).id === sessionId);
  const body = JSON.stringify(event, null, 2);
  const signature = await signatureOf(body);
  const delivered = await appFetch("http://localhost/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body,
  });
  expect(delivered.status).toBe(200);
  await finished(delivered);
  return sessionId;
}

async function profilePage(cookie: string) {
  const response = await SELF.fetch("http://localhost/profile/general", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

async function confirmationOf(sessionId: string) {
  const [mail] = await db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.dedupeKey, `order-confirmation:${sessionId}`));
  return mail;
}

describe("VAT and invoices", () => {
  it("charges the VAT Stripe Tax decides: German consumer and business 19 %, EU business reverse charge, nothing outside the EU", async () => {
    const cases: [
      Buyer,
      { net: number; vat: number; gross: number; ratePercent: number; treatment: string },
    ][] = [
      [
        { name: "Erika Muster", country: "DE" },
        { net: 1500, vat: 285, gross: 1785, ratePercent: 19, treatment: "standard" },
      ],
      [
        { name: "Muster GmbH", country: "DE", vatId: "DE123456789" },
        { net: 1500, vat: 285, gross: 1785, ratePercent: 19, treatment: "standard" },
      ],
      [
        { name: "Beispiel GmbH", country: "AT", vatId: "ATU12345678" },
        { net: 1500, vat: 0, gross: 1500, ratePercent: 0, treatment: "reverse_charge" },
      ],
      [
        { name: "Sam Smith", country: "US" },
        { net: 1500, vat: 0, gross: 1500, ratePercent: 0, treatment: "not_collected" },
      ],
    ];
    for (const [buyer, expected] of cases) {
      const { user } = await signedInSubscriber();
      await purchase(user, buyer, "basic", "monthly", "de");
      const buyerNow = (await getUser(db, user.id)) as User;
      const [invoice] = await invoicesOf(stripe, buyerNow);
      expect(invoice, buyer.country).toMatchObject({ currency: "eur", ...expected });
      // What was entered at Checkout is now the profile's billing details.
      expect(buyerNow).toMatchObject({ billingCountry: buyer.country, vatId: buyer.vatId ?? "" });
      if (buyer.vatId) expect(buyerNow.billingCompany).toBe(buyer.name);
    }
  }, 60_000);

  it("lists an account's invoices with net, VAT and gross in the profile, never another account's, and confirms the order by mail", async () => {
    const buyer = await signedInSubscriber("Erika Muster");
    const sessionId = await purchase(
      buyer.user,
      { name: "Erika Muster", country: "DE" },
      "basic",
      "monthly",
      "de",
    );
    const [invoice] = await invoicesOf(stripe, (await getUser(db, buyer.user.id)) as User);
    const number = invoice?.number ?? "";
    expect(number).toMatch(/^[A-Z0-9]+-0001$/);

    const page = await profilePage(buyer.cookie);
    expect(page).toContain(`>${number}</h3>`);
    expect(page).toMatch(/Netto<\/dt><dd>15,00\s€/);
    expect(page).toMatch(/Umsatzsteuer \(19 %\)<\/dt><dd>2,85\s€/);
    expect(page).toMatch(/Brutto<\/dt><dd class="font-semibold">17,85\s€/);
    expect(page).toContain(`href="${invoice?.hostedUrl}"`);
    expect(page).toContain(`href="${invoice?.pdfUrl}"`);

    // Another subscriber with invoices of their own sees only theirs; one without a customer sees none.
    const other = await signedInSubscriber("Max Andere");
    await purchase(
      other.user,
      { name: "Beispiel GmbH", country: "AT", vatId: "ATU12345678" },
      "pro",
      "once",
      "de",
    );
    const otherPage = await profilePage(other.cookie);
    expect(otherPage).not.toContain(number);
    expect(otherPage).toContain("Steuerschuldnerschaft des Leistungsempfängers");
    expect(otherPage).toMatch(/Brutto<\/dt><dd class="font-semibold">50,00\s€/);
    const third = await signedInSubscriber("Ohne Kauf");
    const thirdPage = await profilePage(third.cookie);
    expect(thirdPage).toContain("Sie haben noch keine Rechnungen.");
    expect(thirdPage).not.toContain(number);

    const mail = await confirmationOf(sessionId);
    expect(mail).toMatchObject({ kind: "order-confirmation", toAddress: "kim@example.test" });
    expect(mail?.subject).toBe("Ihre Bestellung bei Klarsicht: Basic");
    expect(mail?.text).toContain(`Rechnungsnummer: ${number}`);
    expect(mail?.text).toMatch(/Nettobetrag: 15,00\s€/);
    expect(mail?.text).toMatch(/Umsatzsteuer \(19 %\): 2,85\s€/);
    expect(mail?.text).toMatch(/Gesamtbetrag: 17,85\s€/);
    expect(mail?.text).toContain(`Rechnung ${number} ansehen: ${invoice?.hostedUrl}`);
    expect(mail?.html).toContain('<html lang="de"');
  }, 60_000);

  it("confirms an English order with the reverse charge note, once however often the event arrives", async () => {
    const { user } = await signedInSubscriber();
    await db.update(schema.users).set({ locale: "en" }).where(eq(schema.users.id, user.id));
    const sessionId = await purchase(
      { ...user, locale: "en" },
      { name: "Exemple SARL", country: "FR", vatId: "FR12345678901" },
      "pro",
      "once",
      "en",
    );
    const mail = await confirmationOf(sessionId);
    expect(mail?.subject).toBe("Your Klarsicht order: Pro");
    expect(mail?.text).toContain("Billing: one-time");
    expect(mail?.text).toMatch(/VAT \(0%\): 0,00\s\$/);
    expect(mail?.text).toMatch(/Total: 50,00\s\$/);
    expect(mail?.text).toContain(
      "Reverse charge: as the recipient of the service you are liable for the VAT",
    );
    const mails = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.userId, user.id));
    expect(mails).toHaveLength(1);
  }, 60_000);
});

describe("billing details in the profile", () => {
  async function save(cookie: string, fields: Record<string, string>) {
    return appFetch("http://localhost/profile/general", {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: cookie,
        Host: "localhost",
        Origin: "http://localhost",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "billingDetails",
        company: "",
        line1: "",
        line2: "",
        postalCode: "",
        city: "",
        country: "",
        vatId: "",
        ...fields,
      }),
    });
  }
  const address = { line1: "Ringstraße 1", postalCode: "1010", city: "Wien", country: "AT" };

  it("refuses a VAT ID of the wrong form, country or without a company, and an address in part, with translated errors", async () => {
    const { user, cookie } = await signedInSubscriber();
    const refusals: [Record<string, string>, string][] = [
      [{ ...address, company: "Beispiel GmbH", vatId: "ATU1234" }, "Das ist keine gültige USt-IdNr."],
      [
        { ...address, company: "Beispiel GmbH", vatId: "DE123456789" },
        "Die USt-IdNr. passt nicht zum Land der Rechnungsadresse",
      ],
      [{ ...address, vatId: "ATU12345678" }, "Bitte geben Sie den Namen Ihres Unternehmens an"],
      [
        { ...address, country: "US", company: "Example Inc", vatId: "ATU12345678" },
        "Eine USt-IdNr. gibt es nur für Rechnungsadressen in der EU.",
      ],
      [{ line1: "Ringstraße 1", country: "AT" }, "Bitte geben Sie die Postleitzahl ein."],
      [{ ...address, country: "XX" }, "Bitte wählen Sie ein Land aus der Liste."],
    ];
    for (const [fields, message] of refusals) {
      const response = await save(cookie, fields);
      expect(response.status, message).toBe(200);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain('aria-invalid="true"');
    }
    expect(await getUser(db, user.id)).toMatchObject({ billingLine1: "", vatId: "" });
  }, 30_000);

  it("saves company, address and VAT ID and puts them on the Stripe customer, so that invoices carry them", async () => {
    const { user, cookie } = await signedInSubscriber();
    const response = await save(cookie, { ...address, company: "Beispiel GmbH", vatId: "atu 1234 5678" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile/general?billingSaved=1#billing");
    const saved = (await getUser(db, user.id)) as User;
    expect(saved).toMatchObject({
      billingCompany: "Beispiel GmbH",
      billingLine1: "Ringstraße 1",
      billingCountry: "AT",
      vatId: "ATU12345678",
    });
    const customer = (await stripe.customers.retrieve(saved.stripeCustomerId ?? "", {
      expand: ["tax_ids"],
    })) as Stripe.Customer;
    expect(customer).toMatchObject({
      name: "Beispiel GmbH",
      address: { line1: "Ringstraße 1", postal_code: "1010", city: "Wien", country: "AT" },
      preferred_locales: ["de"],
    });
    expect(customer.tax_ids?.data.map(({ type, value }) => ({ type, value }))).toEqual([
      { type: "eu_vat", value: "ATU12345678" },
    ]);

    // A changed VAT ID replaces the old one at Stripe; the profile shows what is kept.
    await save(cookie, { ...address, company: "Beispiel GmbH", vatId: "ATU87654321" });
    const taxIds = await stripe.customers.listTaxIds(saved.stripeCustomerId ?? "");
    expect(taxIds.data.map(({ value }) => value)).toEqual(["ATU87654321"]);
    const page = await profilePage(cookie);
    expect(page).toContain('value="ATU87654321"');
  }, 30_000);
});
