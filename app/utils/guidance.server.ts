/**
 * Plain-language guidance for the report: how to fix what each rule finds, what to check by hand, and the
 * WCAG success criteria by name. The knowledge about the standards themselves (levels, EN 301 549 clauses,
 * BFSG relevance, what axe covers) is in workers/scanner/wcag.ts and axe-coverage.ts.
 * Server-only: the texts are large and only the ones a report needs are sent to the browser.
 */

import { klarsichtRules } from "../../workers/scanner/checks/index";
import type { ReportLocale } from "../../workers/scanner/contract";
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

type GuidanceTexts = {
  rules: Readonly<Record<string, RuleGuidance>>;
  criteria: Readonly<Record<string, CriterionInfo>>;
};

const textsByLocale: Record<ReportLocale, GuidanceTexts> = { de: deGuidance, en: enGuidance };

export function ruleGuidance(locale: ReportLocale, ruleId: string): RuleGuidance | null {
  // Klarsicht's own rules carry their guidance in their definitions.
  const own = klarsichtRules.get(ruleId)?.texts[locale];
  if (own) return { fix: own.fix, check: own.check };
  const { rules } = textsByLocale[locale];
  return Object.hasOwn(rules, ruleId) ? (rules[ruleId] ?? null) : null;
}

export function criterionInfo(locale: ReportLocale, criterion: string): CriterionInfo | null {
  const { criteria } = textsByLocale[locale];
  return Object.hasOwn(criteria, criterion) ? (criteria[criterion] ?? null) : null;
}
