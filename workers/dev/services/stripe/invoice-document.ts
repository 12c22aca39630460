import type { Invoice } from "./objects";
import { escapeHtml, htmlPage } from "./pages";
import type { Store } from "./store";
import { localAccount } from "./tax";

// The invoice as the customer receives it (hosted page and PDF), with what § 14 UStG asks of an invoice:
// number and date, seller and buyer with addresses, the seller's VAT ID (and the buyer's under reverse
// charge), the service and its period, net, rate, VAT and gross, and the note on reverse charge.

export type InvoiceDocument = { language: "de" | "en"; title: string; lines: [string, string][] };

const texts = {
  de: {
    title: "Rechnung",
    number: "Rechnungsnummer",
    date: "Rechnungsdatum",
    period: "Leistungszeitraum",
    seller: "Leistender Unternehmer",
    sellerVat: "USt-IdNr. des Leistenden",
    buyer: "Leistungsempfänger",
    buyerVat: "USt-IdNr. des Leistungsempfängers",
    item: "Leistung",
    net: "Nettobetrag",
    vat: (rate: string) => `Umsatzsteuer ${rate} %`,
    gross: "Gesamtbetrag (brutto)",
    paid: "Bezahlt am",
    reverseCharge: "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL)",
    notCollected: "Im Inland nicht steuerbare Leistung",
  },
  en: {
    title: "Invoice",
    number: "Invoice number",
    date: "Date of issue",
    period: "Service period",
    seller: "Supplier",
    sellerVat: "Supplier's VAT ID",
    buyer: "Customer",
    buyerVat: "Customer's VAT ID",
    item: "Service",
    net: "Net amount",
    vat: (rate: string) => `VAT ${rate}%`,
    gross: "Total (gross)",
    paid: "Paid on",
    reverseCharge:
      "Reverse charge: the customer is liable for the VAT (Steuerschuldnerschaft des Leistungsempfängers, Art. 196 Directive 2006/112/EC)",
    notCollected: "Not subject to German VAT",
  },
} as const;

export function invoiceDocument(invoice: Invoice, store: Store): InvoiceDocument {
  const customer = store.customers.get(invoice.customer);
  const language = customer?.preferred_locales?.[0]?.startsWith("de") ? "de" : "en";
  const t = texts[language];
  const locale = language === "de" ? "de-DE" : "en-GB";
  const money = (amount: number) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: invoice.currency.toUpperCase() }).format(
      amount / 100,
    );
  const day = (seconds: number) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Berlin" }).format(
      new Date(seconds * 1000),
    );
  const address = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");
  const buyer = invoice.customer_address;
  const tax = invoice.total_taxes?.[0];
  const rate = tax?.tax_rate_details ? store.taxRates.get(tax.tax_rate_details.tax_rate) : undefined;
  const vat = (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const percentage = new Intl.NumberFormat(locale).format(rate?.percentage ?? 0);
  const lines: [string, string][] = [
    [t.number, invoice.number ?? invoice.id],
    [t.date, day(invoice.created)],
    [
      t.seller,
      address([
        localAccount.name,
        localAccount.address.line1,
        `${localAccount.address.postal_code} ${localAccount.address.city}`,
        localAccount.address.country,
      ]),
    ],
    [t.sellerVat, localAccount.vatId],
    [
      t.buyer,
      address([
        invoice.customer_name,
        buyer?.line1,
        buyer?.line2,
        [buyer?.postal_code, buyer?.city].filter(Boolean).join(" "),
        buyer?.country,
      ]) ||
        (invoice.customer_email ?? ""),
    ],
    ...(invoice.customer_tax_ids ?? []).map(({ value }): [string, string] => [t.buyerVat, value ?? ""]),
    ...invoice.lines.data.flatMap((line): [string, string][] => [
      [t.item, `${line.description ?? ""} × ${line.quantity ?? 1}: ${money(line.amount)}`],
      [
        t.period,
        line.period.start === line.period.end
          ? day(line.period.start)
          : `${day(line.period.start)} – ${day(line.period.end)}`,
      ],
    ]),
    [t.net, money(invoice.total_excluding_tax ?? invoice.subtotal)],
    [t.vat(percentage), money(vat)],
    [t.gross, money(invoice.total)],
    ...(invoice.status_transitions.paid_at
      ? [[t.paid, day(invoice.status_transitions.paid_at)] as [string, string]]
      : []),
  ];
  if (tax?.taxability_reason === "reverse_charge") lines.push(["", t.reverseCharge]);
  if (tax?.taxability_reason === "not_collecting") lines.push(["", t.notCollected]);
  if (invoice.footer) lines.push(["", invoice.footer]);
  return { language, title: `${t.title} ${invoice.number ?? ""}`.trim(), lines };
}

export function invoiceHtml(document: InvoiceDocument): string {
  const rows = document.lines
    .map(([label, value]) =>
      label
        ? `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`
        : `<tr><td colspan="2">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return htmlPage(
    document.title,
    `<h1>${escapeHtml(document.title)}</h1>
<table>
<caption>${escapeHtml(document.title)}</caption>
<tbody>
${rows}
</tbody>
</table>`,
  ).replace('<html lang="en">', `<html lang="${document.language}">`);
}

/** The same lines as a one-page PDF in Helvetica (WinAnsi: Latin letters, umlauts and the euro sign). */
export function invoicePdf(document: InvoiceDocument): Buffer {
  const encode = (text: string) =>
    [...text]
      .map((char) => {
        if (char === "€") return "\\200";
        if (char === "–") return "\\226";
        const code = char.charCodeAt(0);
        if (code > 255) return "?";
        return char === "(" || char === ")" || char === "\\" ? `\\${char}` : char;
      })
      .join("");
  const textLines = [
    `BT /F1 18 Tf 50 790 Td (${encode(document.title)}) Tj ET`,
    ...document.lines.map(
      ([label, value], index) =>
        `BT /F1 10 Tf 50 ${760 - index * 18} Td (${encode(label ? `${label}: ${value}` : value)}) Tj ET`,
    ),
  ];
  const content = textLines.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets
    .map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`)
    .join("")}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
