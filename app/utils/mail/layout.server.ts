import i18next, { type TFunction } from "i18next";
import { normalizeHexColor } from "#core/branding";
import type { Locale } from "~/i18n";
import { resources } from "~/i18n.server";
import type { AppliedBranding } from "../branding";

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

/**
 * The mail styles, in a workspace's accent colour when it has a white-label look (issue 30): the accent
 * reaches 4.5:1 on white, so links in it and white text on its buttons stay readable.
 */
export function mailStyles(branding: AppliedBranding | null | undefined) {
  const accent = (branding && normalizeHexColor(branding.accentColor)) || LINK;
  return {
    link: `color:${accent};text-decoration:underline`,
    button: `display:inline-block;background:${accent};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:underline;font-weight:bold`,
    table: "border-collapse:collapse;width:100%;margin:12px 0 24px",
    caption: `text-align:left;font-weight:bold;padding:0 0 8px;color:${TEXT}`,
    th: "text-align:left;border-bottom:2px solid #334155;padding:8px",
    td: "vertical-align:top;border-bottom:1px solid #cbd5e1;padding:8px",
    muted: `color:${MUTED};font-size:14px`,
    accent,
  };
}

export const styles = mailStyles(null);

/**
 * The top of a mail: Klarsicht's name, or a workspace's logo and "Prepared by …". A branded mail still
 * says at its end that it was sent through Klarsicht: it comes from our address, its unsubscribe link and
 * the data behind it are ours, and the reader should know whom to ask.
 */
function brandHtml(locale: Locale, branding: AppliedBranding | null): { top: string; bottom: string } {
  if (!branding) {
    return {
      top: `<p style="margin:0 0 16px;font-weight:bold;color:${TEXT}">${escapeHtml(mailTexts(locale).common.brand)}</p>`,
      bottom: "",
    };
  }
  const texts = resources[locale].translation.branding;
  const accent = mailStyles(branding).accent;
  const logo = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${fillHtml(texts.logo.alt, { name: branding.agencyName })}" style="display:block;max-height:48px;max-width:240px;height:auto;margin:0 0 8px">\n`
    : "";
  return {
    top: `<div style="margin:0 0 16px;padding-bottom:8px;border-bottom:3px solid ${accent}">
${logo}<p style="margin:0;font-weight:bold;color:${accent}">${fillHtml(texts.report.preparedBy, { name: branding.agencyName })}</p>
</div>`,
    bottom: `<p style="color:${MUTED};font-size:12px;margin-top:24px">${fillHtml(texts.mail.sentVia, { name: branding.agencyName })}</p>`,
  };
}

/** The plain-text version's first line for a branded mail ("Prepared by …"), else nothing. */
export function textHeader(locale: Locale, branding: AppliedBranding | null | undefined): string {
  if (!branding) return "";
  return `${fill(resources[locale].translation.branding.report.preparedBy, { name: branding.agencyName })}\n\n`;
}

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
  branding: AppliedBranding | null = null,
): string {
  const texts = mailTexts(locale);
  const brand = brandHtml(locale, branding);
  const s = mailStyles(branding);
  const footerHtml = footer
    ? `<footer style="margin-top:32px;padding-top:16px;border-top:1px solid #cbd5e1">
<p style="${styles.muted}">${fillHtml(texts.common.footerWhy, { email: footer.recipientEmail })}</p>
<p style="${styles.muted}"><a href="${escapeHtml(footer.unsubscribeUrl)}" style="${s.link}">${escapeHtml(texts.common.unsubscribe)}</a><br>
<a href="${escapeHtml(footer.preferencesUrl)}" style="${s.link}">${escapeHtml(texts.common.preferences)}</a></p>
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
${brand.top}
${bodyHtml}
${footerHtml}${brand.bottom}
</main>
</body>
</html>
`;
}

/** The plain-text version's footer, with the same links written out. */
export function textFooter(
  locale: Locale,
  footer: Footer | null,
  branding: AppliedBranding | null = null,
): string {
  const sentVia = branding
    ? `\n\n${fill(resources[locale].translation.branding.mail.sentVia, { name: branding.agencyName })}`
    : "";
  if (!footer) return sentVia;
  const texts = mailTexts(locale);
  return `${[
    "",
    "--",
    fill(texts.common.footerWhy, { email: footer.recipientEmail }),
    `${texts.common.unsubscribe}: ${footer.unsubscribeUrl}`,
    `${texts.common.preferences}: ${footer.preferencesUrl}`,
  ].join("\n")}${sentVia}`;
}
