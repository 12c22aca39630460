import type Stripe from "stripe";
import type { User } from "./users.server";

/** An invoice as the profile and the order confirmation show it: §14 UStG's figures and Stripe's links. */
export type InvoiceSummary = {
  id: string;
  number: string;
  createdAt: string;
  currency: string;
  net: number;
  vat: number;
  gross: number;
  /** The VAT rate in percent; null when the invoice names none. */
  ratePercent: number | null;
  treatment: "standard" | "reverse_charge" | "not_collected";
  hostedUrl: string | null;
  pdfUrl: string | null;
};

/** How many invoices the profile lists; the Customer Portal has them all. */
const LISTED = 24;

function treatmentOf(invoice: Stripe.Invoice): InvoiceSummary["treatment"] {
  const reasons = (invoice.total_taxes ?? []).map((tax) => tax.taxability_reason);
  if (reasons.includes("reverse_charge")) return "reverse_charge";
  if (
    reasons.length > 0 &&
    reasons.every((reason) => reason === "not_collecting" || reason === "not_subject_to_tax")
  ) {
    return "not_collected";
  }
  return "standard";
}

/** The invoice's figures, with the rate read from its tax rate (one rate per invoice: one plan a purchase). */
export async function summaryOf(
  stripe: Stripe,
  invoice: Stripe.Invoice,
  rates = new Map<string, Promise<number | null>>(),
): Promise<InvoiceSummary> {
  const rateId = invoice.total_taxes?.[0]?.tax_rate_details?.tax_rate;
  let ratePercent: number | null = null;
  if (rateId) {
    if (!rates.has(rateId)) {
      rates.set(
        rateId,
        stripe.taxRates.retrieve(rateId).then((rate) => rate.percentage),
      );
    }
    ratePercent = (await rates.get(rateId)) ?? null;
  }
  const vat = (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0);
  return {
    id: invoice.id ?? "",
    number: invoice.number ?? invoice.id ?? "",
    createdAt: new Date(invoice.created * 1000).toISOString(),
    currency: invoice.currency,
    net: invoice.total_excluding_tax ?? invoice.total - vat,
    vat,
    gross: invoice.total,
    ratePercent,
    treatment: treatmentOf(invoice),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

/**
 * The account's own invoices, newest first, read from Stripe on the server: only ever for the customer
 * D1 links to this account, never for an id from the request. Drafts and voided invoices are not shown.
 */
export async function invoicesOf(
  stripe: Stripe,
  user: Pick<User, "stripeCustomerId">,
): Promise<InvoiceSummary[]> {
  const customer = user.stripeCustomerId;
  if (!customer) return [];
  const listed = await stripe.invoices.list({ customer, limit: LISTED });
  const rates = new Map<string, Promise<number | null>>();
  const shown = listed.data.filter(
    (invoice) => invoice.customer === customer && (invoice.status === "paid" || invoice.status === "open"),
  );
  return Promise.all(shown.map((invoice) => summaryOf(stripe, invoice, rates)));
}
