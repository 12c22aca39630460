/**
 * WCAG and EN 301 549 references from axe-core's rule tags, and the axe tags that make up each scan level.
 * Runtime-agnostic: plain data and string handling.
 */
import type { ScanLevel } from "./contract";

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
  return sortedUnique(tags.map(successCriterionFromTag), compareNumbered);
}

/** The EN 301 549 clauses a rule's tags name, once each, in clause order. */
export function en301549ClausesOf(tags: readonly string[]): string[] {
  return sortedUnique(tags.map(en301549ClauseFromTag), compareNumbered);
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

function sortedUnique(values: (string | null)[], compare: (a: string, b: string) => number): string[] {
  const present = values.filter((value): value is string => value !== null);
  return [...new Set(present)].sort(compare);
}

/** "1.4.3" before "1.4.10": numeric, part by part. */
function compareNumbered(a: string, b: string): number {
  const partsA = a.split(".").map(Number);
  const partsB = b.split(".").map(Number);
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
    const difference = (partsA[i] ?? -1) - (partsB[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
