/**
 * Plain-language guidance for the report: how to fix what each rule finds, what to check by hand, the
 * WCAG success criteria by name, their BFSG relevance, and the criteria no automated rule covers.
 * Server-only: the texts are large and only the ones a report needs are sent to the browser.
 */

import { axeRuleTags } from "../../workers/scanner/axe-coverage";
import type { ReportLocale, ScanLevel } from "../../workers/scanner/contract";
import { wcagCriteriaOf, wcagSuccessCriteria, wcagTagsOf } from "../../workers/scanner/wcag";
import deGuidance from "../locales/guidance/de";
import enGuidance from "../locales/guidance/en";

export type RuleGuidance = {
  /** What to change so the rule passes, in plain language. */
  fix: string;
  /** What a person has to check when axe cannot decide (incomplete findings). */
  check: string;
};

export type CriterionInfo = {
  /** The success criterion's official short name, e.g. "Nicht-Text-Inhalt". */
  title: string;
  /** How to check it by hand. */
  manualCheck: string;
};

/** required: WCAG 2.1 A/AA = EN 301 549 clause 9 (BFSG); recommended: added by WCAG 2.2; beyond: AAA. */
export type BfsgRelevance = "required" | "recommended" | "beyond";

type GuidanceTexts = {
  rules: Readonly<Record<string, RuleGuidance>>;
  criteria: Readonly<Record<string, CriterionInfo>>;
};

const textsByLocale: Record<ReportLocale, GuidanceTexts> = { de: deGuidance, en: enGuidance };

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

/** Tags that keep a rule out of a tag-based axe run (axe's default tagExclude): the scanner never runs them. */
const notRunTags = ["experimental", "deprecated"];

export function ruleGuidance(locale: ReportLocale, ruleId: string): RuleGuidance | null {
  const { rules } = textsByLocale[locale];
  return Object.hasOwn(rules, ruleId) ? (rules[ruleId] ?? null) : null;
}

export function criterionInfo(locale: ReportLocale, criterion: string): CriterionInfo | null {
  const { criteria } = textsByLocale[locale];
  return Object.hasOwn(criteria, criterion) ? (criteria[criterion] ?? null) : null;
}

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
 * The EN 301 549 clause of a WCAG success criterion on web pages: 1.1.1 → 9.1.1.1. V3.2.1 has such a clause
 * only for the "required" criteria; for the WCAG 2.2 additions this is the number its next version uses.
 */
export function en301549ClauseOf(criterion: string): string {
  return `9.${criterion}`;
}

/**
 * Success criteria within the level that no axe-core rule tests: the manual checklist. Only rules the scanner
 * runs at that level count, so a criterion tested only by an experimental or deprecated rule (1.3.4 Orientation,
 * 4.1.1 Parsing) stays on the list. 4.1.1 belongs to every level: WCAG 2.2 removed it, but each of our levels
 * includes WCAG 2.1 A, which the BFSG still asks for.
 */
export function uncoveredCriteria(level: ScanLevel): string[] {
  const tested = criteriaTestedAt(level);
  return criteriaOfLevel(level).filter((criterion) => !tested.has(criterion));
}

/** The criteria a level checks, in WCAG order (the table is in that order). */
function criteriaOfLevel(level: ScanLevel): string[] {
  return Object.entries(wcagSuccessCriteria)
    .filter(([criterion, conformance]) => isInLevel(level, criterion, conformance))
    .map(([criterion]) => criterion);
}

/** "A" and "AA" are WCAG 2.1 (what EN 301 549 V3.2.1 asks for), "2.2" adds its A/AA criteria, "AAA" is all. */
function isInLevel(level: ScanLevel, criterion: string, conformance: string): boolean {
  if (level === "AAA") return true;
  if (conformance === "AAA") return false;
  if (level === "2.2") return true;
  if (addedInWcag22.has(criterion)) return false;
  return level === "AA" || conformance === "A";
}

/** The criteria of the rules axe runs for the level's tags (see axeRunTagsOf in workers/scanner/wcag.ts). */
function criteriaTestedAt(level: ScanLevel): Set<string> {
  const levelTags = wcagTagsOf(level);
  const tested = new Set<string>();
  for (const tags of Object.values(axeRuleTags)) {
    if (tags.some((tag) => notRunTags.includes(tag))) continue;
    if (!tags.some((tag) => levelTags.includes(tag))) continue;
    for (const criterion of wcagCriteriaOf(tags)) tested.add(criterion);
  }
  return tested;
}
