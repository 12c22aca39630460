/**
 * axe-core's meta-refresh rule held to the scope of its published ACT rule (bc659a): a browser follows
 * only the first meta element whose http-equiv is "refresh" and whose content is a valid refresh (HTML's
 * shared declarative refresh steps); axe-core flags every delayed one. A flagged element after the first
 * valid one does nothing, so it is taken out of axe-core's finding. Only what axe-core flagged is looked
 * at: the check costs nothing on pages it did not flag.
 */
import { firstRefreshRule } from "#core/rules/refresh";
import type { Check, RuleOutcome } from "./types";

export { refreshRules } from "#core/rules/refresh";

const notFirstScript = (flagged: string[]) => `(function () {
  var find = function (selector) {
    try { return document.querySelector(selector); } catch (error) { return null; }
  };
  // HTML's shared declarative refresh steps, as far as they decide validity: whitespace, then a time
  // (digits, or a dot), then the end or a separator.
  var valid = function (content) {
    var match = /^[\\t\\n\\f\\r ]*([0-9]*)(\\.[0-9.]*)?/.exec(content);
    if (!match || (match[1] === "" && match[2] === undefined)) return false;
    var rest = content.slice(match[0].length);
    return rest === "" || /^[;,\\t\\n\\f\\r ]/.test(rest);
  };
  var first = null;
  var metas = document.querySelectorAll("meta[http-equiv]");
  for (var i = 0; i < metas.length; i++) {
    var meta = metas[i];
    if (meta.getAttribute("http-equiv").trim().toLowerCase() !== "refresh") continue;
    if (meta.hasAttribute("content") && valid(meta.getAttribute("content"))) { first = meta; break; }
  }
  return ${JSON.stringify(flagged)}.filter(function (selector) {
    var el = find(selector);
    return Boolean(el && first && el !== first);
  });
})()`;

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
    const notFirst =
      flagged.length === 0 ? [] : ((await context.evaluate(notFirstScript(flagged))) as string[]);
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
