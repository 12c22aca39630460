/** The statement as files: a standalone HTML document, Markdown, and the file name. */
import { normalizeHexColor } from "#core/branding";
import type { ReportLocale } from "#core/contract";
import { type StatementFact, statementDocument, type TextBlock } from "./document";
import { type StatementFields, textsFor } from "./fields";

// HTML

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function htmlBlocks(blocks: TextBlock[]): string {
  return blocks
    .map((block) =>
      block.type === "list"
        ? `<ul>\n${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("\n")}\n</ul>`
        : `<p>${block.lines.map(escapeHtml).join("<br>\n")}</p>`,
    )
    .join("\n");
}

export function htmlFact(fact: StatementFact): string {
  const value = fact.value.split("\n").map(escapeHtml).join("<br>\n");
  const shown = fact.href ? `<a href="${escapeHtml(fact.href)}">${value}</a>` : value;
  return `<dt>${escapeHtml(fact.label)}</dt>\n<dd>${shown}</dd>`;
}

/** Readable in both colour schemes, with contrast well above WCAG AA. */
export const documentStyle = `
:root { color-scheme: light dark; }
body { margin: 0; font-family: system-ui, sans-serif; font-size: 1.0625rem; line-height: 1.6; color: #1e293b; background: #ffffff; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
h1 { font-size: 2rem; line-height: 1.2; }
h2 { font-size: 1.375rem; margin-top: 2.25rem; }
a { color: #1e40af; }
dt { font-weight: 700; margin-top: 0.75rem; }
dd { margin: 0; }
footer { margin-top: 2.5rem; border-top: 1px solid #94a3b8; padding-top: 1rem; }
@media (prefers-color-scheme: dark) {
  body { color: #e2e8f0; background: #0f172a; }
  a { color: #7dd3fc; }
}`;

/** A workspace's white-label look on the statement's header (issue 30), its texts in the statement's language. */
export type StatementBranding = {
  agencyName: string;
  accentColor: string;
  /** A data: URL: the file is published as it is and loads nothing from us. */
  logoUrl: string | null;
  preparedBy: string;
  logoAlt: string;
};

function brandingHeader(branding: StatementBranding | null): { style: string; html: string } {
  const accent = branding ? normalizeHexColor(branding.accentColor) : null;
  if (!branding || !accent) return { style: "", html: "" };
  // The accent colour reaches 4.5:1 on white only: in the dark scheme links keep their own colour.
  const style = `
header.brand { display: flex; align-items: center; gap: 1rem; padding-bottom: 0.75rem; border-bottom: 3px solid ${accent}; }
header.brand img { max-height: 4rem; max-width: 14rem; width: auto; height: auto; }
header.brand p { margin: 0; font-weight: 700; }
@media (prefers-color-scheme: light) { a, header.brand p { color: ${accent}; } }`;
  const logo = branding.logoUrl?.startsWith("data:image/")
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(branding.logoAlt)}">\n`
    : "";
  return {
    style,
    html: `<header class="brand">\n${logo}<p>${escapeHtml(branding.preparedBy)}</p>\n</header>\n`,
  };
}

/** The statement as a complete, standalone HTML document, ready to publish. */
export function renderStatementHtml(
  fields: StatementFields,
  locale: ReportLocale,
  branding: StatementBranding | null = null,
): string {
  const brand = brandingHeader(branding);
  const document = statementDocument(fields, locale);
  const title = fields.serviceName ? `${document.title} – ${fields.serviceName}` : document.title;
  const sections = document.sections
    .map((section) => {
      const parts = [`<h2>${escapeHtml(section.heading)}</h2>`];
      if (section.lead) parts.push(`<p>${escapeHtml(section.lead)}</p>`);
      if (section.blocks.length > 0) parts.push(htmlBlocks(section.blocks));
      if (section.facts) parts.push(`<dl>\n${section.facts.map(htmlFact).join("\n")}\n</dl>`);
      return `<section id="${section.id}">\n${parts.join("\n")}\n</section>`;
    })
    .join("\n");
  return `<!DOCTYPE html>
<html lang="${document.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${documentStyle}${brand.style}
</style>
</head>
<body>
<main>
${brand.html}<h1>${escapeHtml(document.title)}</h1>
<p>${escapeHtml(document.intro)}</p>
${sections}
<footer>
<p>${escapeHtml(document.date)}</p>
</footer>
</main>
</body>
</html>
`;
}

// Markdown

/**
 * Typed text as literal Markdown: characters that start emphasis, code, links or HTML are escaped
 * everywhere, and those that only mean something at the start of a line (headings, quotes, lists,
 * rules) are escaped there.
 */
export function escapeMarkdown(text: string): string {
  return text
    .split("\n")
    .map((rawLine) => {
      const line = rawLine.trim().replace(/[\\`*_[\]<>&|~]/g, (char) => `\\${char}`);
      return line.replace(/^([#>+=-])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
    })
    .join("\n");
}

/** A link target that cannot end the link early or open another construct. */
export function markdownDestination(href: string): string {
  return href.replace(/[\s()<>\\]/g, (char) => encodeURIComponent(char));
}

export function markdownBlocks(blocks: TextBlock[]): string {
  return blocks
    .map((block) =>
      block.type === "list"
        ? block.items.map((item) => `- ${escapeMarkdown(item)}`).join("\n")
        : block.lines.map(escapeMarkdown).join("\\\n"),
    )
    .join("\n\n");
}

export function markdownFact(fact: StatementFact): string {
  const value = fact.value.split("\n").map(escapeMarkdown).join(", ");
  const shown = fact.href ? `[${value}](${markdownDestination(fact.href)})` : value;
  return `- **${escapeMarkdown(fact.label)}:** ${shown}`;
}

/** The statement as Markdown, for sites whose pages are written in it. */
export function renderStatementMarkdown(fields: StatementFields, locale: ReportLocale): string {
  const document = statementDocument(fields, locale);
  const parts = [`# ${escapeMarkdown(document.title)}`, escapeMarkdown(document.intro)];
  for (const section of document.sections) {
    parts.push(`## ${escapeMarkdown(section.heading)}`);
    if (section.lead) parts.push(escapeMarkdown(section.lead));
    if (section.blocks.length > 0) parts.push(markdownBlocks(section.blocks));
    if (section.facts) parts.push(section.facts.map(markdownFact).join("\n"));
  }
  parts.push(escapeMarkdown(document.date));
  return `${parts.join("\n\n")}\n`;
}

/** A file name from the statement's site: ASCII only, so every browser and header keeps it. */
export function statementFileName(
  fields: StatementFields,
  locale: ReportLocale,
  format: "html" | "markdown",
) {
  let host = "";
  try {
    host = new URL(fields.serviceUrl).hostname.replace(/^www\./, "");
  } catch {
    // No usable address: the name without the site.
  }
  const safeHost = host
    .toLowerCase()
    .replace(/[^a-z0-9.-]/g, "-")
    .slice(0, 100);
  const base = textsFor(locale).files[format];
  return `${safeHost ? `${base}-${safeHost}` : base}.${format === "html" ? "html" : "md"}`;
}
