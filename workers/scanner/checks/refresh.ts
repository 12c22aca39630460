/**
 * axe-core's meta-refresh rule held to the scope of its published ACT rule (bc659a): a browser follows
 * only the first meta element whose http-equiv is "refresh" and whose content is a valid refresh (HTML's
 * shared declarative refresh steps); axe-core flags every delayed one. A flagged element after the first
 * valid one does nothing, so it is taken out of axe-core's finding. Only what axe-core flagged is looked
 * at: the check costs nothing on pages it did not flag.
 */
import { firstRefreshRule } from "#core/rules/refresh";
import { callPage } from "../page-scripts";
import type { Check, RuleOutcome } from "./types";

export { refreshRules } from "#core/rules/refresh";

export const refreshCheck: Check = {
  name: "refresh",
  rules: [firstRefreshRule],
  kind: "read",
  budgetMs: 500,
  async run(context) {
    const finding = context.axe?.violations.find(
      (each) => each.ruleId === "meta-refresh" && (each.engine ?? "axe-core") === "axe-core",
    );
    const flagged = (finding?.nodes ?? []).map((node) => node.selector).slice(0, 20);
    const notFirst = flagged.length === 0 ? [] : await callPage(context.evaluate, "refreshNotFirst", flagged);
    const outcome: RuleOutcome = {
      ruleId: firstRefreshRule.id,
      violations: [],
      needsReview: [],
      applicable: notFirst.length > 0,
      ...(notFirst.length > 0 ? { overrulesAxe: { "meta-refresh": notFirst } } : {}),
    };
    return [outcome];
  },
};
