/**
 * The linked PDF documents of a site run as the site report holds them (decision 042): each document's
 * check turned into issues with stable keys, and compared with the previous run's documents. Runtime-free;
 * the run's store (runs/site-runs.server.ts) calls it when it puts the report together.
 */
import type {
  DocumentComparison,
  ScanErrorCode,
  SiteDocument,
  SiteDocumentIssue,
  SiteReport,
} from "./contract";
import type { PdfFinding } from "./pdf/check";
import { pdfCheckpointById } from "./pdf/checkpoints";
import type { PdfDocumentOutcome } from "./pdf/document";

/** Page numbers kept per issue: a condition on every page of a 500-page file needs no 500 numbers. */
const PAGES_PER_ISSUE = 50;

/** A document's place on the site, the part of its key that stands for a page issue's element pattern. */
function documentPath(url: string): string {
  if (!URL.canParse(url)) return url;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/**
 * The key of a document's issue: check, failure condition and the document's path (its origin left out,
 * as a site's keys are per site already). Needs review gets its own key, as for pages (issueKey).
 */
export function documentIssueKey(
  checkpoint: string,
  condition: string,
  url: string,
  category: SiteDocumentIssue["category"],
): string {
  const key = `${checkpoint}|${condition}|${documentPath(url)}`;
  return category === "violations" ? key : `${key}|review`;
}

function issuesOf(url: string, findings: PdfFinding[], category: SiteDocumentIssue["category"]) {
  const byKey = new Map<string, SiteDocumentIssue>();
  for (const finding of findings) {
    const key = documentIssueKey(finding.checkpoint, finding.condition, url, category);
    let issue = byKey.get(key);
    if (!issue) {
      issue = {
        key,
        checkpoint: finding.checkpoint,
        condition: finding.condition,
        category,
        pages: [],
        count: 0,
        ...(finding.detail ? { detail: finding.detail } : {}),
      };
      byKey.set(key, issue);
    }
    issue.count += finding.count;
    if (
      finding.page !== undefined &&
      !issue.pages.includes(finding.page) &&
      issue.pages.length < PAGES_PER_ISSUE
    )
      issue.pages.push(finding.page);
  }
  for (const issue of byKey.values()) issue.pages.sort((a, b) => a - b);
  return [...byKey.values()];
}

/** The severity order of the catalogue: critical first, then the condition's number. */
const impactRank = { critical: 0, serious: 1, moderate: 2, minor: 3 } as const;

function bySeverity(a: SiteDocumentIssue, b: SiteDocumentIssue): number {
  const rank = (issue: SiteDocumentIssue) => {
    const impact = pdfCheckpointById.get(issue.checkpoint)?.impact;
    return impact ? impactRank[impact] : 4;
  };
  return rank(a) - rank(b) || a.condition.localeCompare(b.condition);
}

/** A document as the report holds it, from its check (or the reason it could not be fetched). */
export function siteDocumentOf(
  outcome: PdfDocumentOutcome | { ok: false; url: string; error: ScanErrorCode },
): SiteDocument {
  if (!outcome.ok) {
    // An address that answered with a web page is no document: the report says it was not a PDF.
    const error = "notPdf" in outcome ? "not_html" : outcome.error;
    return { url: outcome.url, status: "failed", error, issues: [] };
  }
  const { result } = outcome;
  return {
    url: outcome.url,
    ...(outcome.finalUrl !== outcome.url ? { finalUrl: outcome.finalUrl } : {}),
    status: "done",
    ...(result.title ? { title: result.title } : {}),
    ...(result.language ? { language: result.language } : {}),
    bytes: result.bytes,
    pages: result.pages,
    checkedPages: result.checkedPages,
    tagged: result.tagged,
    claimsPdfUa: result.claimsPdfUa,
    ...(result.stopped ? { stopped: result.stopped } : {}),
    issues: [
      ...issuesOf(outcome.url, result.findings, "violations").sort(bySeverity),
      ...issuesOf(outcome.url, result.needsReview, "incomplete").sort(bySeverity),
    ],
  };
}

/** Whether a document issue fails a WCAG criterion (the rest is PDF/UA advice or needs review). */
export function isWcagDocumentIssue(issue: Pick<SiteDocumentIssue, "checkpoint" | "category">): boolean {
  return issue.category === "violations" && (pdfCheckpointById.get(issue.checkpoint)?.wcag.length ?? 0) > 0;
}

/** The documents with at least one WCAG violation: the statement names them as not accessible. */
export function failingDocuments(documents: readonly SiteDocument[] | undefined): SiteDocument[] {
  return (documents ?? []).filter((document) => document.issues.some(isWcagDocumentIssue));
}

/**
 * Marks each issue new or unchanged against the previous run's documents and lists the issues no longer
 * found. Null when the previous run checked no documents (a report from before, or a site without any):
 * everything would look new.
 */
export function compareDocuments(
  documents: SiteDocument[],
  previous: Pick<SiteReport, "documents"> | null | undefined,
): DocumentComparison | null {
  if (!previous?.documents) return null;
  const previousKeys = new Set(
    previous.documents.flatMap((document) => document.issues.map((issue) => issue.key)),
  );
  const currentKeys = new Set<string>();
  let fresh = 0;
  for (const document of documents) {
    for (const issue of document.issues) {
      currentKeys.add(issue.key);
      issue.change = previousKeys.has(issue.key) ? "unchanged" : "new";
      if (issue.change === "new") fresh++;
    }
  }
  const fixed = previous.documents.flatMap((document) =>
    document.issues
      .filter((issue) => !currentKeys.has(issue.key))
      .map(({ key, checkpoint, condition, category }) => ({
        key,
        checkpoint,
        condition,
        category,
        url: document.url,
      })),
  );
  return { new: fresh, fixed };
}
