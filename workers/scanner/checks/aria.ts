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
import type { ListChild, Prohibited } from "../page/aria";
import { callPage } from "../page-scripts";
import type { Check, CheckContext, RuleOutcome } from "./types";

export { ariaRules } from "#core/rules/aria";

/** Elements listed at most; the count says how many there were. */
const maxListed = 50;

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
      callPage(context.evaluate, "ariaProhibited", maxListed),
      flagged.length > 0
        ? callPage(context.evaluate, "ariaLists", flagged.slice(0, maxListed))
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
