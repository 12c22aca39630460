import type { ReportLocale } from "#core/contract";
import { formatDay } from "./draft";
import { conformanceLevels, fill, isWebUrl, type StatementFields, textsFor } from "./fields";

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

export function webHref(value: string): string | undefined {
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
    // An unfinished form has no provider yet: the preview must not read "offered by ."
    intro: fields.providerName.trim()
      ? fill(doc.intro, { service, url: fields.serviceUrl, provider: fields.providerName })
      : fill(doc.introWithoutProvider, { service, url: fields.serviceUrl }),
    sections,
    date: fill(doc.date, { date: formatDay(locale, fields.statementDate) }),
  };
}
