/**
 * ARIA global properties where the element's role prohibits them (ACT kb1m8s; WAI-ARIA 1.2 and 1.3):
 * aria-label, aria-labelledby and aria-braillelabel on roles that cannot be named (generic, paragraph,
 * strong, none …), aria-roledescription and aria-brailleroledescription on generic and none. An author's
 * role of none or presentation counts as well as the role the element ends up with: the author asked for
 * a role without a name and named it anyway. Only elements in the accessibility tree count.
 */

import { prohibitedGlobalRule } from "#core/rules/aria";
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

export const ariaCheck: Check = {
  name: "aria",
  rules: [prohibitedGlobalRule],
  kind: "read",
  budgetMs: 2_000,
  async run(context) {
    const result = (await context.evaluate(prohibitedScript)) as {
      found: Prohibited[];
      count: number;
      applicable: boolean;
    };
    return [outcome(result, context)];
  },
};

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
