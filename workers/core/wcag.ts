/**
 * What Klarsicht knows about the standards, in one place: the WCAG success criteria and their levels, which
 * criteria each scan level checks, the EN 301 549 clause of each criterion and its relevance under the BFSG,
 * WCAG and EN 301 549 references from axe-core's rule tags, the axe tags of each scan level, and which
 * findings count as WCAG violations. The texts about criteria stay in the locales (app/locales/guidance).
 * Runtime-agnostic: plain data and string handling, shared by the scanner, the run logic and the app.
 */
import type { PageReport, ResultCategory, ScanLevel } from "./contract";

type ConformanceLevel = "A" | "AA" | "AAA";

/**
 * Every success criterion of WCAG 2.2, plus 4.1.1 Parsing (removed in 2.2, still part of WCAG 2.1 and
 * so of EN 301 549 / BFSG). axe writes "1.4.10" as "wcag1410": with principles and guidelines of one
 * digit each that is not ambiguous today, but looking the digits up in this table (rather than cutting
 * them by position) also rejects tags that name no real criterion.
 */
export const wcagSuccessCriteria: Readonly<Record<string, ConformanceLevel>> = {
  "1.1.1": "A",
  "1.2.1": "A",
  "1.2.2": "A",
  "1.2.3": "A",
  "1.2.4": "AA",
  "1.2.5": "AA",
  "1.2.6": "AAA",
  "1.2.7": "AAA",
  "1.2.8": "AAA",
  "1.2.9": "AAA",
  "1.3.1": "A",
  "1.3.2": "A",
  "1.3.3": "A",
  "1.3.4": "AA",
  "1.3.5": "AA",
  "1.3.6": "AAA",
  "1.4.1": "A",
  "1.4.2": "A",
  "1.4.3": "AA",
  "1.4.4": "AA",
  "1.4.5": "AA",
  "1.4.6": "AAA",
  "1.4.7": "AAA",
  "1.4.8": "AAA",
  "1.4.9": "AAA",
  "1.4.10": "AA",
  "1.4.11": "AA",
  "1.4.12": "AA",
  "1.4.13": "AA",
  "2.1.1": "A",
  "2.1.2": "A",
  "2.1.3": "AAA",
  "2.1.4": "A",
  "2.2.1": "A",
  "2.2.2": "A",
  "2.2.3": "AAA",
  "2.2.4": "AAA",
  "2.2.5": "AAA",
  "2.2.6": "AAA",
  "2.3.1": "A",
  "2.3.2": "AAA",
  "2.3.3": "AAA",
  "2.4.1": "A",
  "2.4.2": "A",
  "2.4.3": "A",
  "2.4.4": "A",
  "2.4.5": "AA",
  "2.4.6": "AA",
  "2.4.7": "AA",
  "2.4.8": "AAA",
  "2.4.9": "AAA",
  "2.4.10": "AAA",
  "2.4.11": "AA",
  "2.4.12": "AAA",
  "2.4.13": "AAA",
  "2.5.1": "A",
  "2.5.2": "A",
  "2.5.3": "A",
  "2.5.4": "A",
  "2.5.5": "AAA",
  "2.5.6": "AAA",
  "2.5.7": "AA",
  "2.5.8": "AA",
  "3.1.1": "A",
  "3.1.2": "AA",
  "3.1.3": "AAA",
  "3.1.4": "AAA",
  "3.1.5": "AAA",
  "3.1.6": "AAA",
  "3.2.1": "A",
  "3.2.2": "A",
  "3.2.3": "AA",
  "3.2.4": "AA",
  "3.2.5": "AAA",
  "3.2.6": "A",
  "3.3.1": "A",
  "3.3.2": "A",
  "3.3.3": "AA",
  "3.3.4": "AA",
  "3.3.5": "AAA",
  "3.3.6": "AAA",
  "3.3.7": "A",
  "3.3.8": "AA",
  "3.3.9": "AAA",
  "4.1.1": "A",
  "4.1.2": "A",
  "4.1.3": "AA",
};

/** "1410" → "1.4.10". The table has no two criteria with the same digits, so the lookup is exact. */
const criterionByDigits = new Map(Object.keys(wcagSuccessCriteria).map((sc) => [sc.replaceAll(".", ""), sc]));

/** "wcag1410" → "1.4.10"; null for level tags ("wcag2aa", "wcag21a") and unknown criteria. */
export function successCriterionFromTag(tag: string): string | null {
  const match = /^wcag(\d{3,4})$/.exec(tag);
  return match ? (criterionByDigits.get(match[1] as string) ?? null) : null;
}

/** "EN-9.1.1.1" → "9.1.1.1"; null for other tags ("EN-301-549", "EN-301-549v4"). */
export function en301549ClauseFromTag(tag: string): string | null {
  const match = /^EN-(\d+(?:\.\d+)+)$/.exec(tag);
  return match ? (match[1] as string) : null;
}

/** The WCAG success criteria a rule's tags name, once each, in WCAG order. */
export function wcagCriteriaOf(tags: readonly string[]): string[] {
  return sortedUnique(tags.map(successCriterionFromTag), compareCriteria);
}

/**
 * The EN 301 549 V3.2.1 clauses a rule's tags name, once each, in clause order. axe-core also tags clauses
 * of the standard's next version (target-size: "EN-9.2.5.8"); V3.2.1 has no such clause, so they are left out.
 */
export function en301549ClausesOf(tags: readonly string[]): string[] {
  return existingEn301549Clauses(tags.map(en301549ClauseFromTag));
}

/** axe-core's tag for rules that are advice rather than WCAG failures. */
export const bestPracticeTag = "best-practice";

/** The axe tags of each scan level; every level includes the ones below it. */
const levelTags: Record<ScanLevel, readonly string[]> = {
  A: ["wcag2a", "wcag21a"],
  AA: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"],
  "2.2": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
  AAA: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "wcag2aaa", "wcag21aaa"],
};

/** The WCAG conformance tags of a level (without best-practice). */
export function wcagTagsOf(level: ScanLevel): readonly string[] {
  return levelTags[level];
}

/** What axe runs for a level: the level's WCAG rules and, always, the best-practice rules. */
export function axeRunTagsOf(level: ScanLevel): string[] {
  return [...levelTags[level], bestPracticeTag];
}

/**
 * A rule counts as a WCAG failure at this level only if one of its tags belongs to the level; everything
 * else axe ran (the best-practice rules) is reported apart.
 */
export function isBestPracticeAt(level: ScanLevel, tags: readonly string[]): boolean {
  const wcagTags = levelTags[level];
  return !tags.some((tag) => wcagTags.includes(tag));
}

/** A finding or issue that fails WCAG at the scanned level; best-practice advice does not. */
export function isWcagViolation(issue: { category: ResultCategory; bestPractice: boolean }): boolean {
  return issue.category === "violations" && !issue.bestPractice;
}

/** How reports group issues: WCAG violations, best practices (no WCAG violation, decision 029), questions. */
export type IssueGroup = "wcag" | "bestPractice" | "review";

export function issueGroupOf(issue: {
  category: "violations" | "incomplete";
  bestPractice: boolean;
}): IssueGroup {
  if (issue.category === "incomplete") return "review";
  return issue.bestPractice ? "bestPractice" : "wcag";
}

/** A page's findings that fail WCAG at the scanned level: what a page's violation count counts. */
export function wcagViolationsOf(report: Pick<PageReport, "violations">): PageReport["violations"] {
  return report.violations.filter((finding) => !finding.bestPractice);
}

/**
 * The A and AA criteria WCAG 2.2 added (2.4.11, 2.5.7, 2.5.8, 3.2.6, 3.3.7, 3.3.8) and its new AAA ones.
 * EN 301 549 V3.2.1, the harmonised standard the BFSG relies on, is built on WCAG 2.1 and lacks them.
 */
const addedInWcag22 = new Set([
  "2.4.11",
  "2.4.12",
  "2.4.13",
  "2.5.7",
  "2.5.8",
  "3.2.6",
  "3.3.7",
  "3.3.8",
  "3.3.9",
]);

/** required: WCAG 2.1 A/AA = EN 301 549 clause 9 (BFSG); recommended: added by WCAG 2.2; beyond: AAA. */
export type BfsgRelevance = "required" | "recommended" | "beyond";

/**
 * 4.1.1 Parsing is "required": WCAG 2.2 dropped it, but WCAG 2.1 and so EN 301 549 V3.2.1 still list it.
 * A string that names no criterion is "beyond": nothing the law asks for.
 */
export function bfsgRelevance(criterion: string): BfsgRelevance {
  const level = Object.hasOwn(wcagSuccessCriteria, criterion) ? wcagSuccessCriteria[criterion] : undefined;
  if (level === undefined || level === "AAA") return "beyond";
  return addedInWcag22.has(criterion) ? "recommended" : "required";
}

/**
 * The EN 301 549 V3.2.1 clause of a WCAG success criterion on web pages: 1.1.1 → 9.1.1.1, 4.1.1 → 9.4.1.1.
 * Clause 9 of V3.2.1 is WCAG 2.1 A and AA: the WCAG 2.2 additions (2.4.11, 2.5.8, 3.3.7 …) and the AAA
 * criteria have no clause there, and get null rather than a number the standard does not contain.
 */
export function en301549ClauseFor(criterion: string): string | null {
  return bfsgRelevance(criterion) === "required" ? `9.${criterion}` : null;
}

/**
 * Of the given clause numbers (e.g. as stored in older reports), those V3.2.1 contains, once each, in
 * clause order. Reports scanned before this check kept axe's "9.2.5.8"; they are read through this.
 */
export function existingEn301549Clauses(clauses: readonly (string | null)[]): string[] {
  return sortedUnique(
    clauses.map((clause) =>
      clause?.startsWith("9.") && en301549ClauseFor(clause.slice(2)) === clause ? clause : null,
    ),
    compareCriteria,
  );
}

/** The criteria a level checks, in WCAG order (the table is in that order). */
export function criteriaOfLevel(level: ScanLevel): string[] {
  return Object.entries(wcagSuccessCriteria)
    .filter(([criterion, conformance]) => isInLevel(level, criterion, conformance))
    .map(([criterion]) => criterion);
}

/**
 * 4.1.1 Parsing, which WCAG 2.2 removed as obsolete: a WCAG 2.2 scan ("2.2", and "AAA", which builds on it)
 * neither checks nor lists it, while WCAG 2.1 scans (what EN 301 549 V3.2.1 and so the BFSG ask for) do.
 */
const removedInWcag22: ReadonlySet<string> = new Set(["4.1.1"]);

/** Whether the level is a WCAG 2.2 level (its criteria, less those WCAG 2.2 removed). */
function followsWcag22(level: ScanLevel): boolean {
  return level === "2.2" || level === "AAA";
}

/**
 * "A" and "AA" are WCAG 2.1 (what EN 301 549 V3.2.1 asks for), "2.2" is WCAG 2.2 A/AA, "AAA" is all of
 * WCAG 2.2.
 */
function isInLevel(level: ScanLevel, criterion: string, conformance: ConformanceLevel): boolean {
  if (followsWcag22(level) && removedInWcag22.has(criterion)) return false;
  if (level === "AAA") return true;
  if (conformance === "AAA") return false;
  if (level === "2.2") return true;
  if (addedInWcag22.has(criterion)) return false;
  return level === "AA" || conformance === "A";
}

function sortedUnique(values: (string | null)[], compare: (a: string, b: string) => number): string[] {
  const present = values.filter((value): value is string => value !== null);
  return [...new Set(present)].sort(compare);
}

/** "1.4.3" before "1.4.10": success criteria (and EN 301 549 clauses) numerically, part by part. */
export function compareCriteria(a: string, b: string): number {
  const partsA = a.split(".").map(Number);
  const partsB = b.split(".").map(Number);
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
    const difference = (partsA[i] ?? -1) - (partsB[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
