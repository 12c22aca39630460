/**
 * The accessibility statement a service provider publishes under BFSG § 14 with Anlage 3: its fields, a
 * draft prefilled from a site run, the check of what was typed, and the statement as a standalone HTML
 * document and as Markdown. Pure: used by the app Worker and by the browser (the preview).
 */

import type { ReportLocale, SiteReport } from "../../workers/scanner/contract";
import deStatement from "../locales/de/statement";
import enStatement from "../locales/en/statement";
import type { Translation } from "../locales/types";
import { formatDate } from "./dates";

export type StatementTexts = Translation<typeof deStatement>;

const statementTexts: Record<ReportLocale, StatementTexts> = { de: deStatement, en: enStatement };

export function textsFor(locale: ReportLocale): StatementTexts {
  return statementTexts[locale];
}

export const conformanceLevels = ["full", "partial", "none"] as const;
export type Conformance = (typeof conformanceLevels)[number];

type FieldKind = "line" | "text" | "url" | "email" | "tel" | "date" | "choice";
/** "whileBarriers": required unless the statement says the requirements are fully met. */
type Requirement = "required" | "optional" | "whileBarriers";

/**
 * Anlage 3 asks for a general description (a), what is needed to understand how the service is carried
 * out (b), and how it meets the requirements (c), together with a description of the requirements that
 * apply; § 14 adds the contact for feedback and the market surveillance authority.
 */
const fieldSpecs = {
  serviceName: { kind: "line", requirement: "required", max: 200 },
  serviceUrl: { kind: "url", requirement: "required", max: 2048 },
  serviceDescription: { kind: "text", requirement: "required", max: 5000 },
  howItWorks: { kind: "text", requirement: "required", max: 5000 },
  applicableRequirements: { kind: "text", requirement: "required", max: 3000 },
  conformance: { kind: "choice", requirement: "required", max: 10 },
  howRequirementsMet: { kind: "text", requirement: "required", max: 5000 },
  assessmentMethod: { kind: "text", requirement: "required", max: 3000 },
  knownBarriers: { kind: "text", requirement: "whileBarriers", max: 20000 },
  plannedFixes: { kind: "text", requirement: "whileBarriers", max: 5000 },
  providerName: { kind: "line", requirement: "required", max: 200 },
  providerAddress: { kind: "text", requirement: "required", max: 500 },
  contactEmail: { kind: "email", requirement: "required", max: 254 },
  contactPhone: { kind: "tel", requirement: "optional", max: 40 },
  feedbackUrl: { kind: "url", requirement: "optional", max: 2048 },
  authority: { kind: "text", requirement: "required", max: 1000 },
  statementDate: { kind: "date", requirement: "required", max: 10 },
} as const satisfies Record<string, { kind: FieldKind; requirement: Requirement; max: number }>;

export type StatementField = keyof typeof fieldSpecs;
export const statementFieldNames = Object.keys(fieldSpecs) as StatementField[];
export const STATEMENT_FIELD_SPECS: Readonly<
  Record<StatementField, { kind: FieldKind; requirement: Requirement; max: number }>
> = fieldSpecs;

/** Everything as typed (strings), so a draft round-trips through the form and the database unchanged. */
export type StatementFields = Record<StatementField, string>;

export type StatementErrorKey =
  | "required"
  | "tooLong"
  | "emailInvalid"
  | "urlInvalid"
  | "phoneInvalid"
  | "dateInvalid"
  | "choiceInvalid"
  | "placeholder";

export type StatementErrors = Partial<Record<StatementField, StatementErrorKey>>;

/** Fields that mean the same in every language: kept when a draft is started again in the other one. */
export const languageNeutralFields: readonly StatementField[] = [
  "serviceName",
  "serviceUrl",
  "conformance",
  "providerName",
  "providerAddress",
  "contactEmail",
  "contactPhone",
  "feedbackUrl",
  "statementDate",
];

/** What only the site owner can write is marked like this; a downloaded statement must not contain it. */
const placeholderPattern = /\[\[[\s\S]*?\]\]/;

export function hasPlaceholder(text: string): boolean {
  return placeholderPattern.test(text);
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function formatDay(locale: ReportLocale, isoDate: string): string {
  // Noon UTC is the same calendar day in Berlin, summer or winter.
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatDate(date, locale);
}

function pagesText(texts: StatementTexts, count: number): string {
  return count === 1 ? texts.defaults.pagesOne : fill(texts.defaults.pagesOther, { count });
}

function compareCriteria(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

type Barrier = { criterion: string; problems: string[]; pages: Set<number>; pageCount: number };

/** WCAG violations grouped by success criterion: the way a reader of a statement thinks of barriers. */
function barriersOf(report: SiteReport): Barrier[] {
  const byCriterion = new Map<string, Barrier>();
  const violations = report.issues.filter((issue) => issue.category === "violations" && !issue.bestPractice);
  for (const issue of violations) {
    for (const criterion of issue.wcag.length > 0 ? issue.wcag : [""]) {
      const barrier = byCriterion.get(criterion) ?? {
        criterion,
        problems: [],
        pages: new Set<number>(),
        pageCount: 0,
      };
      if (!barrier.problems.includes(issue.help)) barrier.problems.push(issue.help);
      for (const occurrence of issue.occurrences) barrier.pages.add(occurrence.page);
      // Occurrences may be capped per issue; the issue's own page count is never an overstatement.
      barrier.pageCount = Math.max(barrier.pageCount, issue.pageCount, barrier.pages.size);
      byCriterion.set(criterion, barrier);
    }
  }
  return [...byCriterion.values()].sort((a, b) => {
    if (a.criterion === "") return 1;
    if (b.criterion === "") return -1;
    return compareCriteria(a.criterion, b.criterion);
  });
}

/**
 * What the run says about conformance. No violations is at best "full" (automated testing cannot prove
 * it; the prefilled text says so); critical violations on every scanned page mean the site cannot be
 * used without serious barriers anywhere, which is "none"; anything between is "partial".
 */
export function conformanceOf(report: SiteReport): Conformance {
  if (report.totals.issues === 0) return "full";
  const scanned = report.pages.filter((page) => page.status === "done");
  if (scanned.length > 0 && scanned.every((page) => page.impacts.critical > 0)) return "none";
  return "partial";
}

export type DefaultStatementOptions = {
  locale: ReportLocale;
  /** The site's address as the run knows it. */
  siteUrl: string;
  /** The statement wording; the locale's own by default. */
  texts?: StatementTexts;
  /** A success criterion's name, e.g. "Nicht-Text-Inhalt", when one is known. */
  criterionName?: (criterion: string) => string | null | undefined;
  today?: Date;
};

/** A draft statement from a finished site run: the facts from the run, placeholders for the rest. */
export function defaultStatementFields(
  report: SiteReport,
  { locale, siteUrl, texts = textsFor(locale), criterionName, today = new Date() }: DefaultStatementOptions,
): StatementFields {
  const defaults = texts.defaults;
  const conformance = conformanceOf(report);
  const barriers = barriersOf(report);
  const scanned = report.pages.filter((page) => page.status === "done").length;
  const failed = report.pages.length - scanned;
  const site = report.rootUrl || siteUrl;
  const pages = pagesText(texts, scanned);

  const knownBarriers = barriers
    .map((barrier) => {
      const values = {
        criterion: barrier.criterion,
        name: (() => {
          const name = barrier.criterion ? criterionName?.(barrier.criterion) : null;
          return name ? ` ${name}` : "";
        })(),
        problems: barrier.problems.join("; "),
        pages: pagesText(texts, barrier.pageCount),
      };
      return `- ${fill(barrier.criterion ? defaults.barrier : defaults.barrierWithoutCriterion, values)}`;
    })
    .join("\n");

  const method = [
    fill(defaults.assessmentMethod, {
      site,
      date: formatDay(locale, report.generatedAt.slice(0, 10)),
      axeVersion: report.axeVersion,
      level: defaults.levels[report.level],
      pages,
    }),
    failed > 0 ? fill(defaults.assessmentFailed, { failed: pagesText(texts, failed) }) : "",
    defaults.assessmentLimits,
  ]
    .filter(Boolean)
    .join(" ");

  let host = site;
  try {
    host = new URL(site).hostname;
  } catch {
    // A stored root that is not a URL is still the best name there is.
  }

  return {
    serviceName: host,
    serviceUrl: site,
    serviceDescription: fill(defaults.serviceDescription, { site: host }),
    howItWorks: defaults.howItWorks,
    applicableRequirements: defaults.applicableRequirements,
    conformance,
    howRequirementsMet: fill(defaults.howRequirementsMet[conformance], {
      pages,
      criteria: (() => {
        const count = barriers.filter((barrier) => barrier.criterion !== "").length;
        return count === 1 ? defaults.criteriaOne : fill(defaults.criteriaOther, { count });
      })(),
    }),
    assessmentMethod: method,
    knownBarriers,
    plannedFixes: barriers.length > 0 ? defaults.plannedFixes : "",
    providerName: "",
    providerAddress: "",
    contactEmail: "",
    contactPhone: "",
    feedbackUrl: "",
    authority: defaults.authority,
    statementDate: isoDay(today),
  };
}

/** Only the known fields of a stored draft, as strings: a draft from an older version still opens. */
export function statementFieldsFrom(
  stored: Record<string, unknown>,
  fallback: StatementFields,
  only: readonly StatementField[] = statementFieldNames,
): StatementFields {
  const fields = { ...fallback };
  for (const name of only) {
    const value = stored[name];
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const phonePattern = /^\+?[0-9 ()/-]{3,40}$/;

function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function check(
  name: StatementField,
  value: string,
  conformance: string,
  final: boolean,
): StatementErrorKey | null {
  const spec = STATEMENT_FIELD_SPECS[name];
  const required =
    spec.requirement === "required" || (spec.requirement === "whileBarriers" && conformance !== "full");
  // An unanswered choice reads better as "choose one" than as "fill in".
  if (value === "") return required ? (spec.kind === "choice" ? "choiceInvalid" : "required") : null;
  if (value.length > spec.max) return "tooLong";
  switch (spec.kind) {
    case "email":
      if (!emailPattern.test(value)) return "emailInvalid";
      break;
    case "url":
      if (!isWebUrl(value)) return "urlInvalid";
      break;
    case "tel":
      if (!phonePattern.test(value)) return "phoneInvalid";
      break;
    case "date":
      if (!isIsoDate(value)) return "dateInvalid";
      break;
    case "choice":
      if (!(conformanceLevels as readonly string[]).includes(value)) return "choiceInvalid";
      break;
  }
  if (final && hasPlaceholder(value)) return "placeholder";
  return null;
}

export type StatementValidation = {
  ok: boolean;
  /** What was typed, tidied (line ends, outer spaces), so the form can show it again. */
  fields: StatementFields;
  errors: StatementErrors;
};

/**
 * Checks a submitted statement. `final` (a download) also refuses the [[placeholders]] a saved draft
 * may still hold.
 */
export function validateStatementFields(
  form: FormData,
  { final = false }: { final?: boolean } = {},
): StatementValidation {
  const fields = {} as StatementFields;
  for (const name of statementFieldNames) {
    const raw = form.get(name);
    // Kept far beyond each limit so nothing typed disappears from the form, but never unbounded.
    const text = typeof raw === "string" ? raw.slice(0, STATEMENT_FIELD_SPECS[name].max * 4) : "";
    fields[name] = text.replace(/\r\n?/g, "\n").trim();
  }
  const errors: StatementErrors = {};
  for (const name of statementFieldNames) {
    const error = check(name, fields[name], fields.conformance, final);
    if (error) errors[name] = error;
  }
  return { ok: Object.keys(errors).length === 0, fields, errors };
}

// The statement as a document: one model, three renderings (HTML file, Markdown file, page preview).

export type TextBlock = { type: "paragraph"; lines: string[] } | { type: "list"; items: string[] };

/** Plain text as typed: blank lines separate paragraphs, lines starting with "- " are list items. */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    let current: TextBlock | null = null;
    for (const rawLine of chunk.split("\n")) {
      const line = rawLine.trim();
      if (line === "") continue;
      const item = /^[-*•]\s+(.*)$/.exec(line);
      if (item) {
        if (current?.type !== "list") {
          current = { type: "list", items: [] };
          blocks.push(current);
        }
        current.items.push(item[1] ?? "");
      } else {
        if (current?.type !== "paragraph") {
          current = { type: "paragraph", lines: [] };
          blocks.push(current);
        }
        current.lines.push(line);
      }
    }
  }
  return blocks;
}

export type StatementFact = { label: string; value: string; href?: string };

export type StatementSection = {
  id: string;
  heading: string;
  /** Fixed wording before the typed text. */
  lead?: string;
  blocks: TextBlock[];
  facts?: StatementFact[];
};

export type StatementDocument = {
  lang: ReportLocale;
  title: string;
  intro: string;
  sections: StatementSection[];
  date: string;
};

function webHref(value: string): string | undefined {
  return isWebUrl(value) ? new URL(value).href : undefined;
}

export function statementDocument(fields: StatementFields, locale: ReportLocale): StatementDocument {
  const doc = textsFor(locale).document;
  const service = fields.serviceName;
  const conformance = conformanceLevels.find((level) => level === fields.conformance) ?? "partial";
  const facts: StatementFact[] = [{ label: doc.provider, value: fields.providerName }];
  if (fields.providerAddress) facts.push({ label: doc.address, value: fields.providerAddress });
  if (fields.contactEmail) {
    facts.push({ label: doc.email, value: fields.contactEmail, href: `mailto:${fields.contactEmail}` });
  }
  if (fields.contactPhone) {
    facts.push({
      label: doc.phone,
      value: fields.contactPhone,
      href: `tel:${fields.contactPhone.replace(/[^+0-9]/g, "")}`,
    });
  }
  if (fields.feedbackUrl) {
    facts.push({ label: doc.feedback, value: fields.feedbackUrl, href: webHref(fields.feedbackUrl) });
  }
  const barriers = textBlocks(fields.knownBarriers);
  const sections: StatementSection[] = [
    { id: "service", heading: doc.sections.service, blocks: textBlocks(fields.serviceDescription) },
    { id: "how-it-works", heading: doc.sections.howItWorks, blocks: textBlocks(fields.howItWorks) },
    {
      id: "requirements",
      heading: doc.sections.requirements,
      blocks: textBlocks(fields.applicableRequirements),
    },
    {
      id: "conformance",
      heading: doc.sections.conformance,
      lead: fill(doc.conformance[conformance], { service }),
      blocks: textBlocks(fields.howRequirementsMet),
    },
    { id: "method", heading: doc.sections.method, blocks: textBlocks(fields.assessmentMethod) },
    {
      id: "barriers",
      heading: doc.sections.barriers,
      blocks: barriers.length > 0 ? barriers : [{ type: "paragraph", lines: [doc.noBarriers] }],
    },
  ];
  if (fields.plannedFixes) {
    sections.push({ id: "fixes", heading: doc.sections.fixes, blocks: textBlocks(fields.plannedFixes) });
  }
  sections.push(
    { id: "contact", heading: doc.sections.contact, lead: doc.contactIntro, blocks: [], facts },
    {
      id: "authority",
      heading: doc.sections.authority,
      lead: doc.authorityIntro,
      blocks: textBlocks(fields.authority),
    },
  );
  return {
    lang: locale,
    title: doc.title,
    intro: fill(doc.intro, { service, url: fields.serviceUrl, provider: fields.providerName }),
    sections,
    date: fill(doc.date, { date: formatDay(locale, fields.statementDate) }),
  };
}

// HTML

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function htmlBlocks(blocks: TextBlock[]): string {
  return blocks
    .map((block) =>
      block.type === "list"
        ? `<ul>\n${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("\n")}\n</ul>`
        : `<p>${block.lines.map(escapeHtml).join("<br>\n")}</p>`,
    )
    .join("\n");
}

function htmlFact(fact: StatementFact): string {
  const value = fact.value.split("\n").map(escapeHtml).join("<br>\n");
  const shown = fact.href ? `<a href="${escapeHtml(fact.href)}">${value}</a>` : value;
  return `<dt>${escapeHtml(fact.label)}</dt>\n<dd>${shown}</dd>`;
}

/** Readable in both colour schemes, with contrast well above WCAG AA. */
const documentStyle = `
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

/** The statement as a complete, standalone HTML document, ready to publish. */
export function renderStatementHtml(fields: StatementFields, locale: ReportLocale): string {
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
<style>${documentStyle}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.title)}</h1>
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
function markdownDestination(href: string): string {
  return href.replace(/[\s()<>\\]/g, (char) => encodeURIComponent(char));
}

function markdownBlocks(blocks: TextBlock[]): string {
  return blocks
    .map((block) =>
      block.type === "list"
        ? block.items.map((item) => `- ${escapeMarkdown(item)}`).join("\n")
        : block.lines.map(escapeMarkdown).join("\\\n"),
    )
    .join("\n\n");
}

function markdownFact(fact: StatementFact): string {
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
