/**
 * "Not applicable" suggested from the sampled pages' inventories: a criterion about time-based media on a
 * sample without audio or video, a criterion about forms on a sample without form fields. Only a
 * suggestion: the person accepts it (saved as their answer, with the reason in the note) or answers
 * otherwise; nothing is stored by it.
 */
import type { PageInventory } from "#core/contract";
import type { CriterionResult, SamplePage } from "./model";

export type SuggestionReason = "noMedia" | "noFields";

/** Criteria that only apply when a page has audio or video (1.4.2: audio that plays by itself). */
const mediaCriteria = [
  "1.2.1",
  "1.2.2",
  "1.2.3",
  "1.2.4",
  "1.2.5",
  "1.2.6",
  "1.2.7",
  "1.2.8",
  "1.2.9",
  "1.4.2",
];
/** Criteria that only apply when a page has form fields (input purpose, on input, errors, entry, sign-in). */
const fieldCriteria = [
  "1.3.5",
  "3.2.2",
  "3.3.1",
  "3.3.2",
  "3.3.3",
  "3.3.4",
  "3.3.6",
  "3.3.7",
  "3.3.8",
  "3.3.9",
];

/** The criteria a suggestion can be made for. */
export function suggestible(criterion: string): boolean {
  return mediaCriteria.includes(criterion) || fieldCriteria.includes(criterion);
}

export type Suggestion = { verdict: "notApplicable"; reason: SuggestionReason; pages: number };

/**
 * The suggestion for an open criterion, or null: every sampled page must have a stored inventory (a page
 * scanned without one could hold anything), none may show what the criterion is about, and the scan may
 * have found nothing for it.
 */
export function suggestionFor(
  result: Pick<CriterionResult, "criterion" | "status" | "automated">,
  sample: readonly SamplePage[],
  inventories: ReadonlyMap<string, PageInventory>,
): Suggestion | null {
  if (result.status !== "open" || sample.length === 0) return null;
  if (result.automated.violations.length > 0 || result.automated.reviews.length > 0) return null;
  const reason: SuggestionReason | null = mediaCriteria.includes(result.criterion)
    ? "noMedia"
    : fieldCriteria.includes(result.criterion)
      ? "noFields"
      : null;
  if (!reason) return null;
  const pages = sample.map((page) => inventories.get(page.url));
  if (pages.some((inventory) => inventory === undefined)) return null;
  const holds = (inventory: PageInventory) =>
    reason === "noMedia" ? inventory.media.length > 0 : inventory.fields.length > 0;
  if (pages.some((inventory) => inventory && holds(inventory))) return null;
  return { verdict: "notApplicable", reason, pages: sample.length };
}
