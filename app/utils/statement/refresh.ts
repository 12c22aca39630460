/**
 * A saved statement draft against what the run's assessment says now. The parts of a statement that
 * Klarsicht derives from the automated and manual results (conformance, how the requirements are met,
 * the assessment method with its date, the known barriers) can fall behind when answers change after the
 * draft was saved; everything else in the draft is the owner's own writing and is never touched here.
 */
import type { StatementField, StatementFields } from "./fields";

/** What a change is called on the page: the status, the barriers, the method with its date. */
export const derivedParts = {
  status: ["conformance", "howRequirementsMet"],
  barriers: ["knownBarriers"],
  method: ["assessmentMethod"],
} as const satisfies Record<string, readonly StatementField[]>;

export type DerivedPart = keyof typeof derivedParts;
export const derivedPartNames = Object.keys(derivedParts) as DerivedPart[];

export const derivedFields: readonly StatementField[] = derivedPartNames.flatMap((part) => [
  ...derivedParts[part],
]);

/** Line ends differ between a textarea's submission (CRLF) and the derived text (LF). */
function sameText(a: string, b: string): boolean {
  return a.replace(/\r\n?/g, "\n").trim() === b.replace(/\r\n?/g, "\n").trim();
}

/** The derived parts in which the draft differs from what the results say now, in a fixed order. */
export function changedDerivedParts(draft: StatementFields, current: StatementFields): DerivedPart[] {
  return derivedPartNames.filter((part) =>
    derivedParts[part].some((name) => !sameText(draft[name], current[name])),
  );
}

/**
 * The draft with its derived parts taken from the results, and the owner's own texts as they were.
 * Planned fixes are the owner's text; only an empty one gets the prefilled wording, now that barriers
 * are listed.
 */
export function withDerivedParts(draft: StatementFields, current: StatementFields): StatementFields {
  const refreshed = { ...draft };
  for (const name of derivedFields) refreshed[name] = current[name];
  if (draft.plannedFixes.trim() === "" && current.plannedFixes !== "")
    refreshed.plannedFixes = current.plannedFixes;
  return refreshed;
}

/** Barrier entries of a known-barriers text: one "- " line each, as the derived text writes them. */
export function barrierCount(knownBarriers: string): number {
  return knownBarriers.split(/\r\n?|\n/).filter((line) => line.trimStart().startsWith("- ")).length;
}
