/**
 * Names and references that axe-core does not check to the ACT rules' definitions:
 *  - ks-summary-name (ACT 2t702h, 4.1.2): the summary that opens a details element has a name;
 *  - ks-aria-controls-reference (ACT in6db8, 1.3.1 and 4.1.2): an expanded combobox or a scrollbar
 *    controls an element that exists in its own document or shadow tree.
 * Both are decided from the DOM for certain: violations, no needs review.
 */

import type { ReportLocale } from "#core/contract";
import { summaryInEach } from "#core/rules/summary";
import { inPage } from "./page-helpers";
import type { Check, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

const actRule = (id: string) => `https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/`;

export const structureRules = [
  {
    id: "ks-summary-name",
    implements: { act: ["2t702h"] },
    wcag: ["4.1.2"],
    impact: "serious",
    helpUrl: actRule("2t702h"),
    texts: {
      de: {
        help: "Aufklappbare Bereiche haben eine beschriftete Zusammenfassung",
        description:
          "Prüft, ob das summary-Element, mit dem sich ein details-Bereich öffnen lässt, einen zugänglichen Namen hat.",
        fix: "Schreiben Sie in das summary-Element einen kurzen Text, der sagt, was sich öffnet, z. B. „Öffnungszeiten“, oder geben Sie ihm ein aria-label.",
        check: "Prüfen Sie, ob die Zusammenfassung sagt, was sich beim Aufklappen öffnet.",
      },
      en: {
        help: "Expandable sections have a labelled summary",
        description:
          "Checks whether the summary element that opens a details section has an accessible name.",
        fix: "Write a short text into the summary element that says what opens, e.g. “Opening times”, or give it an aria-label.",
        check: "Check whether the summary says what opens when it is expanded.",
      },
    },
  },
  {
    id: "ks-aria-controls-reference",
    implements: { act: ["in6db8"] },
    wcag: ["1.3.1", "4.1.2"],
    impact: "serious",
    helpUrl: actRule("in6db8"),
    texts: {
      de: {
        help: "Aufgeklappte Kombinationsfelder und Bildlaufleisten verweisen auf ein vorhandenes Element",
        description:
          "Prüft, ob aria-controls eines aufgeklappten Kombinationsfelds oder einer Bildlaufleiste die ID eines Elements im selben Dokument nennt.",
        fix: "Tragen Sie in aria-controls die ID der Liste oder des Bereichs ein, den das Element steuert, und achten Sie darauf, dass dieses Element im selben Dokument (bzw. Shadow DOM) steht.",
        check: "Prüfen Sie, ob aria-controls auf das gesteuerte Element verweist.",
      },
      en: {
        help: "Expanded comboboxes and scrollbars refer to an element that exists",
        description:
          "Checks whether aria-controls of an expanded combobox or a scrollbar names the ID of an element in the same document.",
        fix: "Put the ID of the list or region the element controls into aria-controls, and make sure that element is in the same document (or shadow tree).",
        check: "Check whether aria-controls refers to the controlled element.",
      },
    },
  },
] as const satisfies readonly KlarsichtRule[];

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
