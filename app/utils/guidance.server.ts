/**
 * Plain-language guidance for the report: how to fix what each rule finds and what to check by hand, from
 * the rule catalogue (workers/core/rules: our rules and axe-core's under rules/axe), and the WCAG success
 * criteria by name (locales/guidance). The knowledge about the standards themselves (levels, EN 301 549
 * clauses, BFSG relevance) is in workers/core/wcag.ts, what axe covers in rules/axe/index.ts.
 * Server-only: the texts are large and only the ones a report needs are sent to the browser.
 */

import type { ReportLocale } from "#core/contract";
import { axeRuleTexts } from "#core/rules/axe/index";
import { klarsichtRules } from "#core/rules/index";
import type { KlarsichtRule, RuleTexts } from "#core/rules/types";
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

type CriteriaTexts = { criteria: Readonly<Record<string, CriterionInfo>> };

const textsByLocale: Record<ReportLocale, CriteriaTexts> = { de: deGuidance, en: enGuidance };

/** Our own rules' texts are part of their definition (workers/core/rules), in both languages. */
type OwnRules = ReadonlyMap<string, Pick<KlarsichtRule, "texts">>;

/** A Klarsicht rule's texts in the viewer's language; null for axe-core's rules and unknown ones. */
export function klarsichtRuleTexts(
  locale: ReportLocale,
  ruleId: string,
  ownRules: OwnRules = klarsichtRules,
): KlarsichtRule["texts"][ReportLocale] | null {
  if (!ruleId.startsWith("ks-")) return null;
  return ownRules.get(ruleId)?.texts[locale] ?? null;
}

/** Any rule's texts from the catalogue: ours by their "ks-" ids, axe-core's by theirs. */
function catalogueTexts(locale: ReportLocale, ruleId: string, ownRules: OwnRules): RuleTexts | null {
  return ruleId.startsWith("ks-")
    ? klarsichtRuleTexts(locale, ruleId, ownRules)
    : axeRuleTexts(locale, ruleId);
}

export function ruleGuidance(
  locale: ReportLocale,
  ruleId: string,
  ownRules: OwnRules = klarsichtRules,
): RuleGuidance | null {
  const texts = catalogueTexts(locale, ruleId, ownRules);
  return texts ? { fix: texts.fix, check: texts.check } : null;
}

/**
 * A rule's own sentence for the accessibility statement's known barriers (ours or axe-core's), where it
 * says more than its criterion; null otherwise.
 */
export function ruleBarrier(
  locale: ReportLocale,
  ruleId: string,
  ownRules: OwnRules = klarsichtRules,
): string | null {
  return catalogueTexts(locale, ruleId, ownRules)?.barrier ?? null;
}

export function criterionInfo(locale: ReportLocale, criterion: string): CriterionInfo | null {
  const { criteria } = textsByLocale[locale];
  return Object.hasOwn(criteria, criterion) ? (criteria[criterion] ?? null) : null;
}

/**
 * A success criterion by number and name, "1.4.3 Kontrast (Minimum)", as issue cards show it (the names
 * of the authorised translations, see locales/guidance); the number alone for one without a name.
 */
export function criterionName(locale: ReportLocale, criterion: string): string {
  const title = criterionInfo(locale, criterion)?.title;
  return title ? `${criterion} ${title}` : criterion;
}
