import { priceText } from "#core/runs/entitlements.server";
import type { Locale } from "~/i18n";
import { resources } from "~/i18n.server";
import type { InvoiceSummary } from "../invoices.server";
import type { Billing, PlanId } from "../plans";
import { escapeHtml, fill, fillHtml, mailDocument, type RenderedMail, styles } from "./layout.server";

export type OrderConfirmationInput = {
  locale: Locale;
  plan: PlanId;
  billing: Billing;
  /** The figures of the purchase's invoice (or of the checkout, when Stripe made none). */
  amounts: Pick<InvoiceSummary, "currency" | "net" | "vat" | "gross" | "ratePercent" | "treatment">;
  invoice: { number: string; url: string | null } | null;
  profileUrl: string;
  contactUrl: string;
};

/** The confirmation after a purchase (transactional: no unsubscribe footer), in the account's language. */
export function buildOrderConfirmationMail(input: OrderConfirmationInput): RenderedMail {
  const { locale, amounts, invoice } = input;
  const messages = resources[locale].translation;
  const texts = messages.billing.mail;
  const plan = messages.pricing.plans[input.plan].name;
  const subject = fill(texts.subject, { plan });
  const rate = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB").format(amounts.ratePercent ?? 0);
  const rows: [string, string][] = [
    [texts.plan, plan],
    [texts.billing, texts.billings[input.billing]],
    ...(invoice ? [[texts.invoiceNumber, invoice.number] as [string, string]] : []),
    [texts.net, priceText(amounts.net, amounts.currency)],
    [fill(texts.vat, { rate }), priceText(amounts.vat, amounts.currency)],
    [texts.gross, priceText(amounts.gross, amounts.currency)],
  ];
  const reverseCharge = amounts.treatment === "reverse_charge" ? texts.reverseCharge : null;
  const invoiceLink = invoice?.url ? fill(texts.invoiceLink, { number: invoice.number }) : null;
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(texts.title)}</h1>`,
    `<p>${fillHtml(texts.intro, { plan })}</p>`,
    `<table style="${styles.table}">
<caption style="${styles.caption}">${escapeHtml(texts.caption)}</caption>
<tbody>
${rows.map(([label, value]) => `<tr><th scope="row" style="${styles.td};text-align:left">${escapeHtml(label)}</th><td style="${styles.td}">${escapeHtml(value)}</td></tr>`).join("\n")}
</tbody>
</table>`,
    reverseCharge ? `<p>${escapeHtml(reverseCharge)}</p>` : "",
    invoice?.url && invoiceLink
      ? `<p style="margin:24px 0"><a href="${escapeHtml(invoice.url)}" style="${styles.button}">${escapeHtml(invoiceLink)}</a></p>`
      : "",
    `<p>${fillHtml(texts.profileHint, { url: input.profileUrl })}</p>`,
    `<p style="${styles.muted}">${fillHtml(texts.questions, { url: input.contactUrl })}</p>`,
  ].join("\n");
  const text = [
    texts.title,
    "",
    fill(texts.intro, { plan }),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(reverseCharge ? ["", reverseCharge] : []),
    ...(invoice?.url && invoiceLink ? ["", `${invoiceLink}: ${invoice.url}`] : []),
    "",
    fill(texts.profileHint, { url: input.profileUrl }),
    fill(texts.questions, { url: input.contactUrl }),
  ].join("\n");
  return { subject, html: mailDocument(locale, subject, body, null), text };
}
