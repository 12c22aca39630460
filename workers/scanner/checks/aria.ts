/**
 * ARIA global properties where the element's role prohibits them (ACT kb1m8s; WAI-ARIA 1.2 and 1.3):
 * aria-label, aria-labelledby and aria-braillelabel on roles that cannot be named (generic, paragraph,
 * strong, none …), aria-roledescription and aria-brailleroledescription on generic and none. An author's
 * role of none or presentation counts as well as the role the element ends up with: the author asked for
 * a role without a name and named it anyway. Only elements in the accessibility tree count.
 *
 * ARIA required owned elements (ACT bc4a75) for the lists of HTML (ul, ol, menu), which axe-core's
 * aria-required-children does not look at: only lists its "list" rule flagged are read again, by the ACT
 * rule's definition. Owned elements are the list's children in the accessibility tree: elements hidden
 * from it are left out, those with role none or presentation give way to their own children. A list
 * that aria-owns elements, or whose children another element claims by aria-owns, is not decided.
 */

import { listOwnedElementsRule, prohibitedGlobalRule } from "#core/rules/aria";
import { summaryInEach } from "#core/rules/summary";
import { inPage } from "./page-helpers";
import type { Check, CheckContext, RuleOutcome } from "./types";

export { ariaRules } from "#core/rules/aria";

/** Elements listed at most; the count says how many there were. */
const maxListed = 50;

type Prohibited = { selector: string; html: string; attribute: string; role: string };

const prohibitedScript = inPage(`
var unnamed = new Set(["caption", "code", "deletion", "emphasis", "generic", "insertion", "mark", "none",
  "paragraph", "presentation", "strong", "subscript", "superscript", "suggestion", "term", "time"]);
var undescribed = new Set(["generic", "none", "presentation"]);
var prohibitedOn = {
  "aria-label": unnamed, "aria-labelledby": unnamed, "aria-braillelabel": unnamed,
  "aria-roledescription": undescribed, "aria-brailleroledescription": undescribed,
};
// The implicit roles of HTML-AAM that axe-core does not name (it returns none for these elements).
var tagRoles = {
  div: "generic", span: "generic", b: "generic", i: "generic", u: "generic", small: "generic",
  bdi: "generic", bdo: "generic", data: "generic", pre: "generic", q: "generic", samp: "generic",
  p: "paragraph", code: "code", del: "deletion", s: "deletion", em: "emphasis", ins: "insertion",
  mark: "mark", strong: "strong", sub: "subscript", sup: "superscript", time: "time",
};
var selector = Object.keys(prohibitedOn).map(function (name) { return "[" + name + "]"; }).join(",");
var found = [], count = 0, applicable = false;
var nodes = axe.utils.querySelectorAll(axe._tree[0], selector);
for (var i = 0; i < nodes.length; i++) {
  var el = nodes[i].actualNode;
  if (el.namespaceURI !== "http://www.w3.org/1999/xhtml" || !ks.exposed(el)) continue;
  applicable = true;
  var computed = ks.role(el);
  if (computed === null && Object.hasOwn(tagRoles, el.localName)) computed = tagRoles[el.localName];
  var explicit = (el.getAttribute("role") || "").trim().toLowerCase().split(/\\s+/)[0];
  var roles = [computed];
  if (explicit === "none" || explicit === "presentation") roles.push(explicit);
  for (var name in prohibitedOn) {
    if (!el.hasAttribute(name)) continue;
    var role = roles.find(function (each) { return each && prohibitedOn[name].has(each); });
    if (!role) continue;
    count++;
    if (found.length < ${maxListed}) found.push({ selector: ks.selector(el), html: ks.html(el), attribute: name, role: role });
    break;
  }
}
return { found: found, count: count, applicable: applicable };
`);

type ListChild = { selector: string; html: string; child: string; role: string };

/** The lists of HTML among the given elements, each with the first element it owns that is no list item. */
const listsScript = (selectors: string[]) =>
  inPage(`
var found = [], applicable = false;
var claimed = new Set();
document.querySelectorAll("[aria-owns]").forEach(function (owner) {
  owner.getAttribute("aria-owns").split(/\\s+/).forEach(function (id) { if (id) claimed.add(id); });
});
function busy(el) {
  for (var up = el; up; up = up.parentElement) if (up.getAttribute("aria-busy") === "true") return true;
  return false;
}
// The first owned element that is not a list item; undefined when there is none, null when unsure.
function offending(parent) {
  for (var i = 0; i < parent.children.length; i++) {
    var child = parent.children[i];
    if (!known(child) || (child.id && claimed.has(child.id))) return null;
    if (!ks.exposed(child)) continue;
    var role = ks.role(child);
    if (role === "none" || role === "presentation") {
      var inner = offending(child);
      if (inner !== undefined) return inner;
      continue;
    }
    if (role !== "listitem") return { el: child, role: role || "generic" };
  }
  return undefined;
}
${JSON.stringify(selectors)}.forEach(function (selector) {
  var list;
  try { list = document.querySelector(selector); } catch (e) { return; }
  if (!list || !/^(ul|ol|menu)$/.test(list.localName) || list.hasAttribute("role") || list.hasAttribute("aria-owns")) return;
  if (!known(list) || !ks.exposed(list) || ks.role(list) !== "list" || busy(list)) return;
  var wrong = offending(list);
  if (wrong === null) return;
  applicable = true;
  if (wrong) found.push({ selector: ks.selector(list), html: ks.html(list), child: ks.html(wrong.el), role: wrong.role });
});
return { found: found, applicable: applicable };
`);

export const ariaCheck: Check = {
  name: "aria",
  rules: [prohibitedGlobalRule, listOwnedElementsRule],
  kind: "read",
  budgetMs: 2_000,
  async run(context) {
    const flagged = (context.axe?.violations ?? [])
      .filter((finding) => finding.ruleId === "list")
      .flatMap((finding) => finding.nodes.map((node) => node.selector));
    const [result, lists] = await Promise.all([
      context.evaluate(prohibitedScript) as Promise<{
        found: Prohibited[];
        count: number;
        applicable: boolean;
      }>,
      flagged.length > 0
        ? (context.evaluate(listsScript(flagged.slice(0, maxListed))) as Promise<{
            found: ListChild[];
            applicable: boolean;
          }>)
        : { found: [], applicable: false },
    ]);
    return [outcome(result, context), listOutcome(lists, context)];
  },
};

function listOutcome(
  result: { found: ListChild[]; applicable: boolean },
  { locale }: CheckContext,
): RuleOutcome {
  return {
    ruleId: listOwnedElementsRule.id,
    violations: result.found.map((list) => ({
      selector: list.selector,
      html: list.html,
      ...summaryInEach(locale, (each) =>
        each === "de"
          ? `Die Liste enthält ${list.child} mit der Rolle „${list.role}“, keinen Listeneintrag.`
          : `The list contains ${list.child} with the role "${list.role}", not a list item.`,
      ),
    })),
    needsReview: [],
    applicable: result.applicable,
  };
}

function outcome(
  result: { found: Prohibited[]; count: number; applicable: boolean },
  { locale }: CheckContext,
): RuleOutcome {
  return {
    ruleId: prohibitedGlobalRule.id,
    violations: result.found.map((element) => ({
      selector: element.selector,
      html: element.html,
      ...summaryInEach(locale, (each) =>
        each === "de"
          ? `Das Element hat die Rolle „${element.role}“, die ${element.attribute} verbietet.`
          : `The element has the role "${element.role}", which prohibits ${element.attribute}.`,
      ),
    })),
    violationCount: result.count,
    needsReview: [],
    applicable: result.applicable,
  };
}
