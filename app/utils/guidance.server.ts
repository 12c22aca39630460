/**
 * Plain-language guidance for the report: how to fix what each rule finds, what to check by hand, the
 * WCAG success criteria by name, their BFSG relevance, and the criteria no automated rule covers.
 * Server-only: the texts are large and only the ones a report needs are sent to the browser.
 */
import type { ReportLocale, ScanLevel } from "../../workers/scanner/contract";

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

export function ruleGuidance(_locale: ReportLocale, _ruleId: string): RuleGuidance | null {
  return null;
}

export function criterionInfo(_locale: ReportLocale, _criterion: string): CriterionInfo | null {
  return null;
}

export function bfsgRelevance(_criterion: string): BfsgRelevance {
  return "required";
}

/** The EN 301 549 clause of a WCAG success criterion on web pages: 1.1.1 → 9.1.1.1. */
export function en301549ClauseOf(criterion: string): string {
  return `9.${criterion}`;
}

/** Success criteria within the level that no axe-core rule tests: the manual checklist. */
export function uncoveredCriteria(_level: ScanLevel): string[] {
  return [];
}
