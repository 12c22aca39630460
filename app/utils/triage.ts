/**
 * Triage of a site's issues by their stable key (rule plus element pattern, see workers/core/aggregate.ts):
 * the owner's verdict holds for every run of the site. A verdict takes the issue out of the counts and
 * charts; it stays listed and exported with its status. An issue marked fixed that a later run finds
 * again is a regression and counts again.
 */
import type { SiteIssue, SiteReport, WcagPrinciple } from "#core/contract";
import { isWcagViolation } from "#core/wcag";

export const triageStatuses = ["false_positive", "accepted", "fixed"] as const;
export type TriageStatus = (typeof triageStatuses)[number];

export type Triage = { status: TriageStatus; note: string; byName: string; at: Date };

/** What an issue of a run is to its owner: untriaged, triaged, or marked fixed and found again. */
export type IssueState = "open" | TriageStatus | "regression";

export function issueStateOf(triage: Triage | undefined, runFinishedAt: Date): IssueState {
  if (!triage) return "open";
  // Marked fixed, and a scan after that still finds it.
  if (triage.status === "fixed" && runFinishedAt.getTime() > triage.at.getTime()) return "regression";
  return triage.status;
}

export function countsInTotals(state: IssueState): boolean {
  return state === "open" || state === "regression";
}

export type Totals = SiteReport["totals"];

/**
 * The report's totals without the issues triaged out of them. Subtracted rather than recounted: issues
 * beyond the listed ones are counted in the totals but not listed, and cannot be triaged anyway.
 */
export function totalsWithoutTriaged(
  report: Pick<SiteReport, "totals" | "issues">,
  triage: ReadonlyMap<string, Triage>,
  runFinishedAt: Date,
): Totals {
  const totals: Totals = {
    ...report.totals,
    impacts: { ...report.totals.impacts },
    principles: { ...report.totals.principles },
  };
  for (const issue of report.issues) {
    if (!isWcagViolation(issue)) continue;
    if (countsInTotals(issueStateOf(triage.get(issue.key), runFinishedAt))) continue;
    totals.issues = Math.max(0, totals.issues - 1);
    totals.occurrences = Math.max(0, totals.occurrences - issue.occurrenceCount);
    if (issue.impact !== null) totals.impacts[issue.impact] = Math.max(0, totals.impacts[issue.impact] - 1);
    for (const principle of principlesOf(issue)) {
      totals.principles[principle] = Math.max(0, totals.principles[principle] - 1);
    }
  }
  return totals;
}

function principlesOf(issue: Pick<SiteIssue, "wcag">): Set<WcagPrinciple> {
  const found = new Set<WcagPrinciple>();
  for (const criterion of issue.wcag) {
    const first = criterion.charAt(0);
    if (first === "1" || first === "2" || first === "3" || first === "4") found.add(first);
  }
  return found;
}

/** Longest reason or note kept: a few sentences, not a document. */
export const TRIAGE_NOTE_MAX = 1000;

export const triageFormErrors = ["status", "reasonRequired", "noteTooLong", "issue"] as const;
export type TriageFormError = (typeof triageFormErrors)[number];

/** Checks the triage form: a known status, a reason when accepting, a note of reasonable length. */
export function parseTriageForm(
  form: FormData,
):
  | { ok: true; issueKey: string; status: TriageStatus; note: string }
  | { ok: false; error: TriageFormError } {
  const issueKey = form.get("issueKey");
  if (typeof issueKey !== "string" || issueKey.length === 0 || issueKey.length > 2000) {
    return { ok: false, error: "issue" };
  }
  const status = triageStatuses.find((candidate) => candidate === form.get("status"));
  if (!status) return { ok: false, error: "status" };
  const rawNote = form.get("note");
  const note = typeof rawNote === "string" ? rawNote.trim() : "";
  if (note.length > TRIAGE_NOTE_MAX) return { ok: false, error: "noteTooLong" };
  if (status === "accepted" && note.length === 0) return { ok: false, error: "reasonRequired" };
  return { ok: true, issueKey, status, note };
}

/** An id for a document issue's triage form (keys hold paths, unfit for ids): where a sent-back form lands. */
export function triageAnchor(issueKey: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < issueKey.length; index++) {
    value ^= issueKey.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return `triage-${(value >>> 0).toString(36)}`;
}
