/**
 * The linked PDF documents of a site report as the documents tab, the exports and the statement show them:
 * each failure condition joined with its check's texts in the viewer's language (the catalogue in
 * workers/core/pdf/checkpoints.ts) and the owner's triage, by the issue's stable key (decision 042).
 */
import type { ReportLocale, SiteDocument, SiteDocumentIssue, SiteReport } from "#core/contract";
import { pdfCheckpointById } from "#core/pdf/checkpoints";
import { criterionName } from "~/utils/guidance.server";
import { type IssueState, issueStateOf } from "~/utils/triage";
import type { RunTriage } from "./build.server";
import { type DocumentIssueView, type DocumentView, type SiteView, safePageHref } from "./model";

/** Each document issue's state under the owner's triage, by key; empty without triage. */
export function documentStatesOf(report: SiteReport, triage: RunTriage): ReadonlyMap<string, IssueState> {
  const states = new Map<string, IssueState>();
  if (!triage) return states;
  for (const document of report.documents ?? []) {
    for (const issue of document.issues) {
      states.set(issue.key, issueStateOf(triage.verdicts.get(issue.key), triage.finishedAt));
    }
  }
  return states;
}

export function documentIssueView(
  issue: SiteDocumentIssue,
  locale: ReportLocale,
  states: ReadonlyMap<string, IssueState>,
): DocumentIssueView {
  const checkpoint = pdfCheckpointById.get(issue.checkpoint);
  const texts = checkpoint?.texts[locale];
  return {
    key: issue.key,
    checkpoint: issue.checkpoint,
    condition: issue.condition,
    conditionText: checkpoint?.matterhorn.conditions[issue.condition] ?? "",
    category: issue.category,
    pages: issue.pages,
    count: issue.count,
    detail: issue.detail ?? null,
    impact: checkpoint?.impact ?? "moderate",
    title: texts?.title ?? issue.checkpoint,
    help: texts?.help ?? "",
    fix: texts?.fix ?? "",
    tools: texts ? [texts.word, texts.libreoffice, texts.indesign] : [],
    check: texts?.check ?? null,
    pdfua: checkpoint?.pdfua ?? "",
    en301549: [...(checkpoint?.en301549 ?? [])],
    criteria: (checkpoint?.wcag ?? []).map((criterion) => criterionName(locale, criterion)),
    isNew: issue.change === "new",
    state: states.get(issue.key) ?? "open",
  };
}

export function documentView(
  document: SiteDocument,
  locale: ReportLocale,
  states: ReadonlyMap<string, IssueState>,
): DocumentView {
  const issues = document.issues.map((issue) => documentIssueView(issue, locale, states));
  return {
    url: document.url,
    href: safePageHref(document.url),
    status: document.status,
    error: document.error ?? null,
    title: document.title ?? null,
    language: document.language ?? null,
    bytes: document.bytes ?? null,
    pages: document.pages ?? null,
    checkedPages: document.checkedPages ?? null,
    tagged: document.status === "done" ? (document.tagged ?? null) : null,
    claimsPdfUa: document.claimsPdfUa ?? false,
    stopped: document.stopped?.reason ?? null,
    violations: issues.filter((issue) => issue.category === "violations"),
    review: issues.filter((issue) => issue.category === "incomplete"),
  };
}

/** The documents tab: every document of the run with its issues, and what changed since the last run. */
export function documentsTab(
  report: SiteReport,
  locale: ReportLocale,
  states: ReadonlyMap<string, IssueState>,
): Extract<SiteView, { tab: "documents" }> {
  const comparison = report.documentComparison;
  return {
    tab: "documents",
    siteId: null,
    runId: "",
    triageError: null,
    documents: (report.documents ?? []).map((document) => documentView(document, locale, states)),
    comparison: comparison
      ? {
          new: comparison.new,
          fixed: comparison.fixed.map((issue) => ({
            key: issue.key,
            url: issue.url,
            title: pdfCheckpointById.get(issue.checkpoint)?.texts[locale].title ?? issue.checkpoint,
            condition: issue.condition,
          })),
        }
      : null,
  };
}
