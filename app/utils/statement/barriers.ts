/**
 * The statement's known barriers, written for the people who use the service: what they cannot do and
 * where, grouped by page, in the statement's language whatever language the scan ran in. No rule titles:
 * a rule that says more than its criterion has its own plain sentence in the rule catalogue (`barrier`,
 * workers/core/rules), every criterion one in app/locales/<lang>/statement-barriers.ts.
 */
import type { ReportLocale, SiteIssue, SiteReport } from "#core/contract";
import { failingDocuments, isWcagDocumentIssue } from "#core/documents";
import { pdfCheckpointById } from "#core/pdf/checkpoints";
import { compareCriteria, isWcagViolation } from "#core/wcag";
import deBarriers from "../../locales/de/statement-barriers";
import enBarriers from "../../locales/en/statement-barriers";
import type { Translation } from "../../locales/types";
import type { PersonBarrier } from "../assessment/model";
import { fill } from "./fields";

export type BarrierTexts = Translation<typeof deBarriers>;

const barrierTexts: Record<ReportLocale, BarrierTexts> = { de: deBarriers, en: enBarriers };

/** Up to this many pages a barrier is listed under each page; beyond, under how many pages have it. */
const pagesNamedAtMost = 3;

/** The plain sentence for a finding: its rule's own, else its first criterion's, else a general one. */
export function barrierSentence(
  locale: ReportLocale,
  issue: Pick<SiteIssue, "ruleId" | "wcag">,
  { criterionName, ruleBarrier }: BarrierNames = {},
): string {
  const texts = barrierTexts[locale];
  const criteria: Readonly<Record<string, string>> = texts.criteria;
  const own = ruleBarrier?.(issue.ruleId);
  if (own) return own;
  const [criterion] = [...issue.wcag].sort(compareCriteria);
  if (!criterion) return texts.unknown;
  const name = criterionName?.(criterion);
  return criteria[criterion] ?? fill(texts.criterion, { criterion, name: name ? ` ${name}` : "" });
}

/** A person's description as one sentence of the list: one line, ending like a sentence. */
function ownWords(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return /[.!?…]$/.test(line) ? line : `${line}.`;
}

/**
 * What the server knows by name. The rules' sentences are in the rule catalogue (workers/core/rules), read
 * on the server only (app/utils/guidance.server.ts): this module is also reached from client code.
 */
export type BarrierNames = {
  criterionName?: (criterion: string) => string | null | undefined;
  /** A rule's own sentence (its barrier text in the catalogue), where it says more than its criterion. */
  ruleBarrier?: (ruleId: string) => string | null | undefined;
};

export type KnownBarriersInput = BarrierNames & {
  locale: ReportLocale;
  /** Barriers a person described on sampled pages, and needs-review findings they confirmed. */
  described?: readonly PersonBarrier[];
  confirmed?: readonly SiteIssue[];
  /** A page's title, where one is known (the sampled pages' inventories). */
  pageTitle?: (url: string) => string | null | undefined;
};

type Where = { key: string; order: number; label: string };

/** The known barriers as "- where: what." lines, the pages concerned by all first, then page by page. */
export function knownBarriersText(
  report: SiteReport,
  { locale, described = [], confirmed = [], pageTitle, criterionName, ruleBarrier }: KnownBarriersInput,
): string {
  const texts = barrierTexts[locale];
  const scanned = report.pages.filter((page) => page.status === "done").length;

  // One entry per sentence: two rules that mean the same to a reader are one barrier.
  const found = new Map<string, { pages: Set<number>; pageCount: number }>();
  const add = (sentence: string, pages: Iterable<number>, pageCount: number) => {
    const entry = found.get(sentence) ?? { pages: new Set<number>(), pageCount: 0 };
    for (const page of pages) entry.pages.add(page);
    // Occurrences may be capped per issue; the issue's own page count is never an overstatement.
    entry.pageCount = Math.max(entry.pageCount, pageCount, entry.pages.size);
    found.set(sentence, entry);
  };
  for (const issue of [...report.issues.filter(isWcagViolation), ...confirmed])
    add(
      barrierSentence(locale, issue, { criterionName, ruleBarrier }),
      issue.occurrences.map((occurrence) => occurrence.page),
      issue.pageCount,
    );
  for (const barrier of described) {
    const index = report.pages.findIndex((page) => page.url === barrier.pageUrl);
    add(ownWords(barrier.text), index >= 0 ? [index] : [], index >= 0 ? 1 : 0);
  }

  const pageWhere = (index: number): Where => {
    const page = report.pages[index];
    const url = page?.finalUrl ?? page?.url ?? "";
    let path = url;
    try {
      const parsed = new URL(url);
      path = `${parsed.pathname}${parsed.search}`;
    } catch {
      // An address the report kept as it was is still the best name there is.
    }
    const title = (page ? pageTitle?.(page.url) : null)?.trim();
    const named = title ? fill(texts.pageWithTitle, { title, path }) : fill(texts.pageWithoutTitle, { path });
    return {
      key: `page ${index}`,
      order: 2 + index,
      label: fill(index === 0 ? texts.where.startPage : texts.where.page, { page: named }),
    };
  };

  const groups = new Map<string, Where & { sentences: string[] }>();
  const put = (where: Where, sentence: string) => {
    const group = groups.get(where.key) ?? { ...where, sentences: [] };
    if (!group.sentences.includes(sentence)) group.sentences.push(sentence);
    groups.set(where.key, group);
  };
  for (const [sentence, { pages, pageCount }] of found) {
    if (pageCount === 0)
      put({ key: "site", order: Number.MAX_SAFE_INTEGER, label: texts.where.site }, sentence);
    else if (scanned > 1 && pageCount >= scanned)
      put({ key: "everywhere", order: 0, label: texts.where.everywhere }, sentence);
    else if (pageCount > pagesNamedAtMost || pageCount > pages.size)
      put(
        {
          key: `some ${pageCount}`,
          // Among the groups by count, the most pages first; all before the single pages.
          order: 1 - pageCount / (scanned + 1),
          label: fill(texts.where.some, { count: pageCount, total: scanned }),
        },
        sentence,
      );
    else for (const index of [...pages].sort((a, b) => a - b)) put(pageWhere(index), sentence);
  }
  return [
    ...[...groups.values()]
      .sort((a, b) => a.order - b.order)
      .map((group) => `- ${group.label}: ${group.sentences.join(" ")}`),
    ...documentLines(report, locale, criterionName),
  ].join("\n");
}

/**
 * The linked documents that fail a WCAG criterion, each named with what it keeps from people: the BFSG
 * statement lists content that is not accessible, and a shop's terms as PDF are content (decision 042).
 */
function documentLines(
  report: SiteReport,
  locale: ReportLocale,
  criterionName: KnownBarriersInput["criterionName"],
): string[] {
  const texts = barrierTexts[locale];
  return failingDocuments(report.documents).map((document) => {
    let path = document.url;
    try {
      const parsed = new URL(document.url);
      path = `${parsed.pathname}${parsed.search}`;
    } catch {
      // The address as stored is still the best name there is.
    }
    const title = document.title?.replace(/\s+/g, " ").trim();
    const named = title ? fill(texts.pageWithTitle, { title, path }) : fill(texts.pageWithoutTitle, { path });
    const sentences = new Set(
      document.issues
        .filter(isWcagDocumentIssue)
        .map((issue) =>
          barrierSentence(
            locale,
            { ruleId: issue.checkpoint, wcag: [...(pdfCheckpointById.get(issue.checkpoint)?.wcag ?? [])] },
            { criterionName },
          ),
        ),
    );
    return `- ${fill(texts.where.document, { document: named })}: ${[...sentences].join(" ")}`;
  });
}
