/**
 * axe-core's label-content-name-mismatch held to its published ACT rule, 2ee8b8 "Visible label is part of
 * accessible name", and the rule's label in name algorithm. axe-core compares the visible text with the
 * name more strictly than the rule does, and decides cases the rule leaves out:
 *
 * - The algorithm ignores case, punctuation and symbols (anything but letters, marks and decimal digits)
 *   and text in parentheses, and asks for the label's words as a run of consecutive words of the name.
 * - The rule does not apply where a word is abbreviated, spelt or hyphenated differently in the label and
 *   the name, and characters that stand for non-text content ("X" for close, an icon font's ligature) are
 *   no text. A machine cannot be sure of any of these, so where a missing word may be one of them, a
 *   person decides (needs review), and axe-core's violation goes.
 *
 * Only what axe-core flagged is looked at, so the check costs nothing on pages it did not flag; a flagged
 * element the check cannot find again (in a frame, say) stays axe-core's violation.
 */

import type { ReportLocale } from "#core/contract";
import { labelInNameRule } from "#core/rules/label-in-name";
import { summaryInEach } from "#core/rules/summary";
import type { LabelReading } from "../page/label-in-name";
import { callPage } from "../page-scripts";
import type { Check, CheckContext, CheckNode, RuleOutcome } from "./types";

export { labelInNameRule } from "#core/rules/label-in-name";
export type { LabelReading } from "../page/label-in-name";

/** Elements of axe's finding looked at, at most. */
const maxFlagged = 50;

const axeRuleId = "label-content-name-mismatch";

export const labelInNameCheck: Check = {
  name: "label-in-name",
  rules: [labelInNameRule],
  kind: "read",
  budgetMs: 1_000,
  async run(context) {
    const flagged = flaggedByAxe(context);
    const readings = flagged.length === 0 ? [] : await callPage(context.evaluate, "labelReadings", flagged);
    return [outcomeOf(readings, context.locale)];
  },
};

/** The selectors of axe-core's violation nodes of label-content-name-mismatch. */
function flaggedByAxe(context: CheckContext): string[] {
  const finding = context.axe?.violations.find(
    (each) => each.ruleId === axeRuleId && (each.engine ?? "axe-core") === "axe-core",
  );
  return (finding?.nodes ?? []).map((node) => node.selector).slice(0, maxFlagged);
}

/**
 * Contained: axe-core's violation goes and our rule passes; may differ: it goes and a person decides; not
 * contained: axe-core's violation stays. Our rule applies only where it took something out.
 */
export function outcomeOf(readings: readonly LabelReading[], locale: ReportLocale): RuleOutcome {
  const overruled: string[] = [];
  const needsReview: CheckNode[] = [];
  for (const reading of readings) {
    const verdict = labelInName(reading);
    if (verdict === "not contained") continue;
    overruled.push(reading.selector);
    if (verdict === "may differ")
      needsReview.push({
        selector: reading.selector,
        html: reading.html,
        ...summaryInEach(locale, (each) => question(reading, each)),
      });
  }
  return {
    ruleId: labelInNameRule.id,
    violations: [],
    needsReview,
    applicable: overruled.length > 0,
    ...(overruled.length > 0 ? { overrulesAxe: { [axeRuleId]: overruled } } : {}),
  };
}

function question(reading: LabelReading, locale: ReportLocale): string {
  const label = reading.label.replace(/\s+/g, " ").trim().slice(0, 120);
  const name = reading.name.replace(/\s+/g, " ").trim().slice(0, 120);
  return locale === "de"
    ? `Sichtbarer Text „${label}“, zugänglicher Name „${name}“: Steht der sichtbare Text im Namen, wenn man Abkürzungen, Schreibweisen und Symbole so liest, wie sie gemeint sind?`
    : `Visible text "${label}", accessible name "${name}": is the visible text part of the name when abbreviations, spellings and symbols are read as meant?`;
}

/** The label in name algorithm's tokens: lower case, words of letters, marks and digits, parentheses out. */
export function tokensOf(text: string): string[] {
  return text
    .replace(/\([^)]*\)/g, " ")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}]+/gu, " ")
    .split(/\s+/)
    .filter((token) => token.length > 0);
}

/** Whether `part` occurs in `whole` as consecutive elements; an empty list is part of any list. */
function isSublist(part: readonly string[], whole: readonly string[]): boolean {
  if (part.length === 0) return true;
  for (let start = 0; start + part.length <= whole.length; start++)
    if (part.every((token, index) => whole[start + index] === token)) return true;
  return false;
}

/**
 * The rule's verdict on one element: "contained" by the label in name algorithm; "may differ" when every
 * word of the label missing from the name may be an abbreviation, a spelling or hyphenation variant or a
 * symbol, which put the element outside the rule's applicability; else "not contained".
 */
export function labelInName(reading: Pick<LabelReading, "label" | "name" | "symbolFont">) {
  const label = tokensOf(reading.label);
  const name = tokensOf(reading.name);
  if (isSublist(label, name)) return "contained" as const;
  if (reading.symbolFont) return "may differ" as const;
  const missing = label.filter((token) => !name.includes(token));
  if (missing.length === 0) return "not contained" as const;
  const maybeSame = (token: string) =>
    (label.length === 1 && isSymbolLetter(token)) ||
    isMarkedAbbreviation(token, reading.label, name) ||
    isMarkedAbbreviation(token, reading.name, label, true) ||
    hyphenatedWords(reading.name).includes(token) ||
    hyphenatedWords(reading.label).some((joined) => name.includes(joined) && joined.includes(token)) ||
    name.some((word) => isSpellingVariant(token, word));
  return missing.every(maybeSame) ? ("may differ" as const) : ("not contained" as const);
}

/** A label of one letter may stand for a symbol ("X" for close); a digit is text. */
function isSymbolLetter(token: string): boolean {
  return [...token].length === 1 && /\p{L}/u.test(token);
}

/**
 * An abbreviation marked with a full stop ("Ave." for "Avenue"): the word is followed by a full stop in
 * `raw` and the other text has a longer word starting with it. With `reversed`, the abbreviation is in
 * the name and `token` the label's full word.
 */
function isMarkedAbbreviation(
  token: string,
  raw: string,
  otherTokens: readonly string[],
  reversed = false,
): boolean {
  const abbreviations = [...raw.toLowerCase().matchAll(/([\p{L}\p{M}]+)\./gu)].map((match) => match[1] ?? "");
  if (reversed) return abbreviations.some((short) => token.length > short.length && token.startsWith(short));
  return (
    abbreviations.includes(token) &&
    otherTokens.some((word) => word.length > token.length && word.startsWith(token))
  );
}

/** Words joined by hyphens in `raw`, written together ("non-standard" → "nonstandard"). */
function hyphenatedWords(raw: string): string[] {
  return [...raw.toLowerCase().matchAll(/[\p{L}\p{M}\p{Nd}]+(?:[-‐‑][\p{L}\p{M}\p{Nd}]+)+/gu)].map((match) =>
    match[0].replace(/[-‐‑]/g, ""),
  );
}

/**
 * Two spellings of one word ("colour", "color"; "Geographie", "Geografie"): long words with the same first
 * letter, of about the same length, at most two edits apart.
 */
function isSpellingVariant(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  return editDistance(a, b) <= 2;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}
