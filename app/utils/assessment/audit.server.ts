/**
 * The audit report of an assessment: every assessed criterion in EN 301 549 clause 9 / WCAG order with
 * the automated result, the person's verdicts per sampled page, the barriers and the evidence. One model
 * for the web page, the PDF and the CSV.
 */

import type { PageInventory, SiteReport } from "#core/contract";
import { csvCell } from "#core/reporters/csv";
import type { Locale } from "~/i18n";
import { type InventorySummary, inventorySummary } from "./inventory";
import { type CriterionTexts, criterionTexts, type SamplePageView, samplePageViews } from "./load.server";
import {
  type CriterionStatus,
  type Decision,
  type FailedCriterion,
  failedCriteria,
  type Verdict,
} from "./model";
import type { SignOff } from "./sign-off";
import type { LoadedAssessment } from "./store.server";

const EVIDENCE_PER_ISSUE = 5;

export type AuditCriterion = CriterionTexts & {
  clause: string | null;
  status: CriterionStatus;
  tested: boolean;
  /** `key` is the issue's (one rule fails as several issues, one per element pattern). */
  violations: {
    key: string;
    help: string;
    ruleId: string;
    pageCount: number;
    evidence: { pageUrl: string; selector: string; html: string }[];
  }[];
  reviews: {
    key: string;
    help: string;
    ruleId: string;
    decision: Decision | null;
    note: string;
    carriedOver: boolean;
  }[];
  answers: {
    pageUrl: string;
    verdict: Verdict;
    barrier: string;
    note: string;
    carriedOver: boolean;
    /** The page's screenshot once screenshots are stored; null until then. */
    pictureUrl: string | null;
  }[];
};

export type AuditModel = {
  locale: Locale;
  host: string;
  rootUrl: string;
  level: SiteReport["level"];
  scannedAt: string;
  assessedAt: string;
  total: number;
  decided: number;
  overall: "full" | "partial" | "unfinished";
  /** Why the result is what it is: the failed criteria with their pages, and the open ones. */
  failed: (FailedCriterion & { title: string })[];
  openCriteria: string[];
  /** Who audited, with what, and the sign-off: only what the auditor entered (empty before). */
  signOff: SignOff & {
    /** When answers were last changed, if that was after the sign-off was saved. */
    changedAfter: string | null;
  };
  /** Each sampled page with its inventory in a few words (null for pages scanned without one). */
  sample: (SamplePageView & { summary: InventorySummary | null })[];
  criteria: AuditCriterion[];
};

export function auditModel(
  locale: Locale,
  runId: string,
  report: SiteReport,
  loaded: LoadedAssessment,
  inventories: ReadonlyMap<string, PageInventory> = new Map(),
): AuditModel {
  const { overview } = loaded;
  const sample = samplePageViews(loaded.sample, runId, report).map((page) => ({
    ...page,
    summary: inventorySummary(inventories.get(page.url)),
  }));
  const pictureOf = new Map(sample.map((page) => [page.url, page.pictureUrl]));
  const reviews = new Map(loaded.reviews.map((review) => [review.issueKey, review]));
  const pageUrl = (index: number) => report.pages[index]?.url ?? "";
  let host = report.rootUrl;
  try {
    host = new URL(report.rootUrl).host;
  } catch {
    // The stored root is always a URL; the fallback only keeps the report readable.
  }
  return {
    locale,
    host,
    rootUrl: report.rootUrl,
    level: report.level,
    scannedAt: report.generatedAt,
    assessedAt: loaded.head.updatedAt.toISOString(),
    total: overview.criteria.length,
    decided: overview.decided,
    overall: overview.failed > 0 ? "partial" : overview.open === 0 ? "full" : "unfinished",
    failed: failedCriteria(overview, report).map((failed) => ({
      ...failed,
      title: criterionTexts(locale, failed.criterion).title,
    })),
    openCriteria: overview.criteria.filter((c) => c.status === "open").map((c) => c.criterion),
    signOff: {
      auditorName: loaded.head.auditorName,
      auditorRole: loaded.head.auditorRole,
      tools: loaded.head.tools,
      assistiveTechnologies: loaded.head.assistiveTechnologies,
      signedOffOn: loaded.head.signedOffOn,
      changedAfter:
        loaded.head.signedOffAt && loaded.head.updatedAt > loaded.head.signedOffAt
          ? loaded.head.updatedAt.toISOString()
          : null,
    },
    sample,
    criteria: overview.criteria.map((result) => ({
      ...criterionTexts(locale, result.criterion),
      clause: result.clause,
      status: result.status,
      tested: result.automated.tested,
      violations: result.automated.violations.map((issue) => ({
        key: issue.key,
        help: issue.help,
        ruleId: issue.ruleId,
        pageCount: issue.pageCount,
        evidence: issue.occurrences.slice(0, EVIDENCE_PER_ISSUE).map((occurrence) => ({
          pageUrl: pageUrl(occurrence.page),
          selector: occurrence.selector,
          html: occurrence.html,
        })),
      })),
      reviews: result.automated.reviews.map((issue) => {
        const review = reviews.get(issue.key);
        return {
          key: issue.key,
          help: issue.help,
          ruleId: issue.ruleId,
          decision: review?.decision ?? null,
          note: review?.note ?? "",
          carriedOver: review?.carriedOver ?? false,
        };
      }),
      answers: result.answers.map((answer) => ({
        pageUrl: answer.pageUrl,
        verdict: answer.verdict,
        barrier: answer.barrier,
        note: answer.note,
        carriedOver: answer.carriedOver,
        pictureUrl: pictureOf.get(answer.pageUrl) ?? null,
      })),
    })),
  };
}

export type AuditCsvTexts = {
  headers: Record<
    "clause" | "criterion" | "title" | "status" | "source" | "page" | "verdict" | "barrier" | "note",
    string
  >;
  status: Record<CriterionStatus, string>;
  verdicts: Record<Verdict, string>;
  decisions: Record<Decision, string>;
  sources: Record<"automated" | "manual" | "review", string>;
  toReconfirm: string;
};

/**
 * One row per criterion and piece of evidence: automated violations, manual answers, reviewed findings;
 * a criterion with none of them still gets a row with its result. Cells are defused like the report CSV.
 */
export function auditCsv(model: AuditModel, texts: AuditCsvTexts): string {
  const delimiter = model.locale === "de" ? ";" : ",";
  const rows: string[][] = [
    [
      texts.headers.clause,
      texts.headers.criterion,
      texts.headers.title,
      texts.headers.status,
      texts.headers.source,
      texts.headers.page,
      texts.headers.verdict,
      texts.headers.barrier,
      texts.headers.note,
    ],
  ];
  for (const c of model.criteria) {
    const head = [c.clause ?? "", c.criterion, c.title, texts.status[c.status]];
    const before = rows.length;
    for (const violation of c.violations)
      for (const evidence of violation.evidence)
        rows.push([
          ...head,
          texts.sources.automated,
          evidence.pageUrl,
          violation.ruleId,
          violation.help,
          evidence.html,
        ]);
    for (const answer of c.answers)
      rows.push([
        ...head,
        texts.sources.manual,
        answer.pageUrl,
        texts.verdicts[answer.verdict] + (answer.carriedOver ? ` (${texts.toReconfirm})` : ""),
        answer.barrier,
        answer.note,
      ]);
    for (const review of c.reviews)
      if (review.decision)
        rows.push([
          ...head,
          texts.sources.review,
          "",
          texts.decisions[review.decision],
          review.help,
          review.note,
        ]);
    if (rows.length === before) rows.push([...head, "", "", "", "", ""]);
  }
  // The byte order mark makes spreadsheets read UTF-8 (umlauts) correctly, as in the report CSV.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(delimiter)).join("\r\n")}\r\n`;
}
