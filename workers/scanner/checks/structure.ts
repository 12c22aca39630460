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
import { inPage } from "./page-helpers";
import type { Check, CheckNode, RuleOutcome } from "./types";

export { structureRules } from "#core/rules/structure";

type Found = { selector: string; html: string; detail: string };
type StructureFacts = {
  summaries: { applicable: number; failing: Found[] };
  controls: { applicable: number; failing: Found[] };
};

const structureScript = inPage(`
  var tree = axe._tree && axe._tree[0];
  var all = function (selector) {
    return tree ? axe.utils.querySelectorAll(tree, selector).map(function (node) { return node.actualNode; }) : [];
  };
  var found = function (el, detail) { return { selector: ks.selector(el), html: ks.html(el), detail: detail }; };
  var summaries = { applicable: 0, failing: [] };
  all("summary").forEach(function (summary) {
    var details = summary.parentElement;
    if (!details || details.localName !== "details") return;
    // Only the first summary child opens its details element.
    var first = null;
    for (var i = 0; i < details.children.length; i++) {
      if (details.children[i].localName === "summary") { first = details.children[i]; break; }
    }
    if (first !== summary || !ks.exposed(summary)) return;
    var role = (summary.getAttribute("role") || "").trim().toLowerCase();
    // none and presentation are ignored on a focusable element (presentational role conflict).
    if (role !== "" && role !== "none" && role !== "presentation") return;
    summaries.applicable++;
    if (ks.name(summary).trim() === "") summaries.failing.push(found(summary, ""));
  });
  var controls = { applicable: 0, failing: [] };
  all("[aria-controls]").forEach(function (el) {
    var role = ks.role(el);
    var expanded = (el.getAttribute("aria-expanded") || "").trim().toLowerCase() === "true";
    if (!((role === "combobox" && expanded) || role === "scrollbar")) return;
    controls.applicable++;
    var ids = (el.getAttribute("aria-controls") || "").split(/\\s+/).filter(Boolean);
    var root = el.getRootNode();
    var exists = ids.some(function (id) {
      return typeof root.getElementById === "function" && root.getElementById(id) !== null;
    });
    if (!exists) controls.failing.push(found(el, ids.join(" ")));
  });
  return { summaries: summaries, controls: controls };
`);

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
    const facts = (await context.evaluate(structureScript)) as StructureFacts;
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
