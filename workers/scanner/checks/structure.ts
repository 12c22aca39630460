/**
 * Names and references that axe-core does not check to the ACT rules' definitions:
 *  - ks-summary-name (ACT 2t702h, 4.1.2): the summary that opens a details element has a name;
 *  - ks-aria-controls-reference (ACT in6db8, 1.3.1 and 4.1.2): an expanded combobox or a scrollbar
 *    controls an element that exists in its own document or shadow tree.
 * Both are decided from the DOM for certain: violations, no needs review.
 */

import type { ReportLocale } from "#core/contract";
import { structureRules } from "#core/rules/structure";
import { summaryInEach } from "#core/rules/summary";
import type { StructureFound } from "../page/structure";
import { callPage } from "../page-scripts";
import type { Check, CheckNode, RuleOutcome } from "./types";

export { structureRules } from "#core/rules/structure";

type Found = StructureFound;

const summaries = {
  de: {
    summary: "Die Zusammenfassung dieses details-Bereichs hat keinen zugänglichen Namen.",
    controls: (ids: string) =>
      ids === ""
        ? "aria-controls nennt keine ID."
        : `aria-controls nennt „${ids}“, doch kein Element im selben Dokument trägt diese ID.`,
  },
  en: {
    summary: "The summary of this details section has no accessible name.",
    controls: (ids: string) =>
      ids === ""
        ? "aria-controls names no ID."
        : `aria-controls names “${ids}”, but no element in the same document has that ID.`,
  },
} as const;

export const structureCheck: Check = {
  name: "structure",
  rules: structureRules,
  kind: "read",
  budgetMs: 2_000,
  async run(context): Promise<RuleOutcome[]> {
    const facts = await callPage(context.evaluate, "structure");
    const nodes = (
      found: Found[],
      summary: (texts: (typeof summaries)[ReportLocale], found: Found) => string,
    ): CheckNode[] =>
      found.map((item) => ({
        selector: item.selector,
        html: item.html,
        ...summaryInEach(context.locale, (locale) => summary(summaries[locale], item)),
      }));
    return [
      {
        ruleId: "ks-summary-name",
        violations: nodes(facts.summaries.failing, (texts) => texts.summary),
        needsReview: [],
        applicable: facts.summaries.applicable > 0,
      },
      {
        ruleId: "ks-aria-controls-reference",
        violations: nodes(facts.controls.failing, (texts, item) => texts.controls(item.detail)),
        needsReview: [],
        applicable: facts.controls.applicable > 0,
      },
    ];
  },
};
