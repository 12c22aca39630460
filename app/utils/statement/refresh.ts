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

/** What the results said in the derived fields when a draft's derived parts were taken from them. */
export type DerivedBasis = Partial<Record<StatementField, string>>;

export function derivedBasisOf(fields: StatementFields): DerivedBasis {
  return Object.fromEntries(derivedFields.map((name) => [name, fields[name]]));
}

/** A stored basis, if it is one: only the derived fields, only strings. */
export function derivedBasisFrom(stored: unknown): DerivedBasis | null {
  if (!stored || typeof stored !== "object") return null;
  const basis: DerivedBasis = {};
  for (const name of derivedFields) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value !== "string") return null;
    basis[name] = value;
  }
  return basis;
}

/**
 * The derived parts a draft has fallen behind in: the results say something else now than when the
 * draft took them over (its basis), and the draft does not say it yet. What the owner wrote into a
 * derived part themselves never counts, only a change of the results. A draft saved before the basis
 * was kept has none: it is behind where it differs, but only once the assessment changed after the save.
 */
export function partsBehind(
  draft: StatementFields,
  current: StatementFields,
  basis: DerivedBasis | null,
  changedAfterSave: boolean,
): DerivedPart[] {
  const differs = changedDerivedParts(draft, current);
  if (!basis) return changedAfterSave ? differs : [];
  return differs.filter((part) =>
    derivedParts[part].some((name) => !sameText(basis[name] ?? "", current[name])),
  );
}

/** Barrier entries of a known-barriers text: one "- " line each, as the derived text writes them. */
export function barrierCount(knownBarriers: string): number {
  return knownBarriers.split(/\r\n?|\n/).filter((line) => line.trimStart().startsWith("- ")).length;
}
