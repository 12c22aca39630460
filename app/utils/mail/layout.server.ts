import i18next, { type TFunction } from "i18next";
import type { Locale } from "~/i18n";
import { resources } from "~/i18n.server";

export type MailTexts = (typeof resources)["de"]["translation"]["mail"];

export function mailTexts(locale: Locale): MailTexts {
  return resources[locale].translation.mail;
}

/**
 * Mail texts with counts, through i18next's plural forms (`_one`/`_other`) like every other text. Mail is
 * rendered synchronously and escaped by escapeHtml where it enters HTML, so i18next escapes nothing.
 */
const mailI18n = i18next.createInstance();
mailI18n.init({ resources, fallbackLng: "de", initImmediate: false, interpolation: { escapeValue: false } });

export function mailT(locale: Locale): TFunction {
  return mailI18n.getFixedT(locale);
}

/** A rendered mail: subject, HTML and the plain-text version of the same content. */
export type RenderedMail = { subject: string; html: string; text: string };

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Everything that comes from users or scanned pages enters the HTML only through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Fills `{{name}}` placeholders; for HTML pass values escaped already. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** A text with its placeholders filled and escaped for HTML. */
export function fillHtml(template: string, values: Record<string, string | number> = {}): string {
  const escaped = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, escapeHtml(String(value))]),
  );
  return escapeHtml(template).replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in escaped ? String(escaped[name]) : match,
  );
}

// Colours chosen for contrast on white: body text 12.6:1, secondary text 7.5:1, links 6.7:1, button 6.7:1.
const TEXT = "#1e293b";
const MUTED = "#475569";
const LINK = "#1d4ed8";

export const styles = {
  link: `color:${LINK};text-decoration:underline`,
  button: `display:inline-block;background:${LINK};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:underline;font-weight:bold`,
  table: "border-collapse:collapse;width:100%;margin:12px 0 24px",
  caption: `text-align:left;font-weight:bold;padding:0 0 8px;color:${TEXT}`,
  th: "text-align:left;border-bottom:2px solid #334155;padding:8px",
  td: "vertical-align:top;border-bottom:1px solid #cbd5e1;padding:8px",
  muted: `color:${MUTED};font-size:14px`,
};

export type Footer = {
  /** Monitoring mails: why the reader gets it, and a one-click unsubscribe and the preferences. */
  recipientEmail: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
};

/**
 * The frame of every mail: a real document (language, title, headings inside a main landmark) that reads
 * well without images or styles. Layout uses no tables; tables are for data only.
 */
export function mailDocument(
  locale: Locale,
  subject: string,
  bodyHtml: string,
  footer: Footer | null,
): string {
  const texts = mailTexts(locale);
  const footerHtml = footer
    ? `<footer style="margin-top:32px;padding-top:16px;border-top:1px solid #cbd5e1">
<p style="${styles.muted}">${fillHtml(texts.common.footerWhy, { email: footer.recipientEmail })}</p>
<p style="${styles.muted}"><a href="${escapeHtml(footer.unsubscribeUrl)}" style="${styles.link}">${escapeHtml(texts.common.unsubscribe)}</a><br>
<a href="${escapeHtml(footer.preferencesUrl)}" style="${styles.link}">${escapeHtml(texts.common.preferences)}</a></p>
</footer>`
    : "";
  return `<!DOCTYPE html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;color:${TEXT};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:640px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-weight:bold;color:${TEXT}">${escapeHtml(texts.common.brand)}</p>
${bodyHtml}
${footerHtml}
</main>
</body>
</html>
`;
}

/** The plain-text version's footer, with the same links written out. */
export function textFooter(locale: Locale, footer: Footer | null): string {
  if (!footer) return "";
  const texts = mailTexts(locale);
  return [
    "",
    "--",
    fill(texts.common.footerWhy, { email: footer.recipientEmail }),
    `${texts.common.unsubscribe}: ${footer.unsubscribeUrl}`,
    `${texts.common.preferences}: ${footer.preferencesUrl}`,
  ].join("\n");
}
