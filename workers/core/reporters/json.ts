/**
 * The command-line scanner's JSON of single pages: one object per URL, in the order given. Each element
 * of a violation or a "needs review" finding carries its issue key, so that the report can be a baseline.
 */
import type { PageReport, ScanOutcome } from "../contract";
import { type KeyedFinding, keyedFindings } from "./results";

export type JsonPageResult = {
  url: string;
  status: "done" | "failed";
  error?: string;
  detail?: string;
  violations: KeyedFinding[];
  incomplete: KeyedFinding[];
} & Pick<PageReport, "counts" | "impacts" | "passes" | "inapplicable" | "partial">;

export function pageJson(url: string, outcome: ScanOutcome): JsonPageResult {
  if (outcome.ok) {
    const { counts, impacts, violations, incomplete, passes, inapplicable, partial } = outcome.report;
    return {
      url,
      status: "done",
      ...(partial ? { partial } : {}),
      counts,
      impacts,
      violations: keyedFindings(violations, "violations"),
      incomplete: keyedFindings(incomplete, "incomplete"),
      passes,
      inapplicable,
    };
  }
  return {
    url,
    status: "failed",
    error: outcome.error,
    ...(outcome.detail === undefined ? {} : { detail: outcome.detail }),
    counts: { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 },
    impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    violations: [],
    incomplete: [],
    passes: [],
    inapplicable: [],
  };
}
