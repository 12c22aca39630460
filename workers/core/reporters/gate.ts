/**
 * The CI gate: which issues fail a run. Without a baseline every WCAG violation at or above the --fail-on
 * impact does; with one, only those whose issue key the baseline report does not have. A baseline is a
 * previous report in the CLI's JSON format, of single pages (each element with its key) or of a site
 * (its issues' keys), with the keys of its PDF documents' findings beside them.
 */
import { type Impact, impacts } from "../contract";
import { isWcagViolation } from "../wcag";
import { issuesOf, type ResultIssue, type ScanResults } from "./results";

export type Gate = { baseline: ReadonlySet<string> | null; failOn: Impact };

export type GateResult = {
  /** The issues that fail the run: all counted violations, or with a baseline only the new ones. */
  failing: ResultIssue[];
  /** With a baseline: the counted violations the baseline already had. */
  known: ResultIssue[];
  /** A page failed or was checked in part: its unchecked part may hide violations. */
  incomplete: boolean;
  exitCode: 0 | 1 | 3;
};

export function applyGate(results: ScanResults, gate: Gate): GateResult {
  const threshold = impacts.indexOf(gate.failOn);
  // A violation without an impact is counted: it cannot be shown to be below the threshold.
  const counted = issuesOf(results).filter(
    (issue) =>
      isWcagViolation({ category: issue.category, bestPractice: issue.finding.bestPractice }) &&
      (issue.finding.impact === null || impacts.indexOf(issue.finding.impact) <= threshold),
  );
  const { baseline } = gate;
  const failing = baseline ? counted.filter((issue) => !baseline.has(issue.key)) : counted;
  const known = baseline ? counted.filter((issue) => baseline.has(issue.key)) : [];
  const incomplete = results.pages.some((page) => page.status === "failed" || page.partial !== undefined);
  return { failing, known, incomplete, exitCode: failing.length > 0 ? 1 : incomplete ? 3 : 0 };
}

export type BaselineProblem = "notReport" | "withoutKeys" | "failedScan";

/**
 * The issue keys of a previous JSON report, or what is wrong with it: not a report of ours, one written
 * before reports carried keys (reading it would make every issue new), or a site whose scan failed.
 */
export function baselineKeys(json: unknown): { keys: Set<string> } | { problem: BaselineProblem } {
  const keys = new Set<string>();
  if (Array.isArray(json)) {
    for (const page of json) {
      // A PDF document of the same run: its findings' keys.
      if (isRecord(page) && page.kind === "pdf") {
        documentKeys(page, keys);
        continue;
      }
      if (!isRecord(page) || typeof page.url !== "string" || !Array.isArray(page.violations)) {
        return { problem: "notReport" };
      }
      for (const category of [page.violations, page.incomplete ?? []] as unknown[][]) {
        for (const finding of category) {
          const nodes = isRecord(finding) && Array.isArray(finding.nodes) ? finding.nodes : [];
          for (const node of nodes) {
            if (!isRecord(node) || typeof node.key !== "string") return { problem: "withoutKeys" };
            keys.add(node.key);
          }
        }
      }
    }
    return { keys };
  }
  if (isRecord(json) && json.kind === "site" && Array.isArray(json.issues)) {
    for (const issue of json.issues) {
      if (!isRecord(issue) || typeof issue.key !== "string") return { problem: "notReport" };
      keys.add(issue.key);
    }
    for (const document of Array.isArray(json.documents) ? json.documents : []) documentKeys(document, keys);
    return { keys };
  }
  if (isRecord(json) && json.status === "failed" && typeof json.url === "string")
    return { problem: "failedScan" };
  return { problem: "notReport" };
}

/**
 * A PDF document's finding keys (reports written before documents carried keys have none: their
 * documents' findings then count as new, as a document's did before).
 */
function documentKeys(document: unknown, keys: Set<string>): void {
  if (!isRecord(document)) return;
  for (const findings of [document.findings, document.needsReview]) {
    for (const finding of Array.isArray(findings) ? findings : []) {
      if (isRecord(finding) && typeof finding.key === "string") keys.add(finding.key);
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
