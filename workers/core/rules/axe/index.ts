/**
 * Reading the catalogue of axe-core's rules (catalogue.ts): one rule by id, its criteria, its texts, and
 * which criteria no rule the scanner runs tests. The app Worker reads what axe-core tests from here, as it
 * cannot load axe-core (654 KB) just to know. The lookup is built on first use, so a module that imports
 * these functions and does not call them costs nothing in a bundle.
 */
import type { ReportLocale, ScanLevel } from "../../contract";
import { criteriaOfLevel, wcagCriteriaOf, wcagTagsOf } from "../../wcag";
import type { AxeRule, RuleTexts } from "../types";
import { axeCatalogueVersion, axeRuleList } from "./catalogue";

export { axeCatalogueVersion, axeRuleList };

let byId: ReadonlyMap<string, AxeRule> | undefined;

/** axe-core's rule with this id, or null for anything else (also names every object has). */
export function axeRule(id: string): AxeRule | null {
  byId ??= new Map(axeRuleList.map((rule) => [rule.id, rule] as const));
  return byId.get(id) ?? null;
}

/** Whether axe-core (the version we ship) has a rule of this id. */
export function isAxeRuleId(id: string): boolean {
  return axeRule(id) !== null;
}

/** An axe-core rule's texts in the given language; null for an id axe-core does not have. */
export function axeRuleTexts(locale: ReportLocale, id: string): RuleTexts | null {
  return axeRule(id)?.texts[locale] ?? null;
}

/** The WCAG success criteria an axe-core rule tests, from its tags ("wcag143" → "1.4.3"). */
export function axeRuleCriteria(id: string): string[] {
  return wcagCriteriaOf(axeRule(id)?.tags ?? []);
}

/** Tags that keep a rule out of a tag-based axe run (axe's default tagExclude): the scanner never runs them. */
const notRunTags = ["experimental", "deprecated"];

/**
 * Success criteria within the level that no axe-core rule tests: the manual checklist. Only rules the scanner
 * runs at that level count, so a criterion tested only by an experimental or deprecated rule (1.3.4 Orientation,
 * 4.1.1 Parsing) stays on the list. 4.1.1 belongs to the WCAG 2.1 levels (A, AA), which the BFSG asks for; WCAG
 * 2.2 removed it, so the "2.2" and "AAA" lists leave it out.
 */
export function uncoveredCriteria(level: ScanLevel): string[] {
  const tested = criteriaTestedAt(level);
  return criteriaOfLevel(level).filter((criterion) => !tested.has(criterion));
}

/** The criteria of the rules axe runs for the level's tags (see axeRunTagsOf in wcag.ts). */
function criteriaTestedAt(level: ScanLevel): Set<string> {
  const levelTags = wcagTagsOf(level);
  const tested = new Set<string>();
  for (const { tags } of axeRuleList) {
    if (tags.some((tag) => notRunTags.includes(tag))) continue;
    if (!tags.some((tag) => levelTags.includes(tag))) continue;
    for (const criterion of wcagCriteriaOf(tags)) tested.add(criterion);
  }
  return tested;
}
