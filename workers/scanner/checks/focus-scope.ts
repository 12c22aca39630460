/**
 * Two of axe-core's keyboard rules, held to the scope of their published ACT rules. axe-core flags an
 * iframe with a negative tabindex that holds elements in the tab order (frame-focusable-content, ACT
 * akn7bn) and a scrollable region without a focusable element (scrollable-region-focusable, ACT 0ssw9k)
 * without asking two things the ACT rules do:
 *
 * - An iframe that is inert (inside an inert subtree, or outside the modal dialog that is open) takes no
 *   part in sequential focus navigation, and neither does anything in it: the rule does not apply.
 * - A region applies only when it scrolls further than its padding, in one direction or the other
 *   (browsers count padding into the scroll distance inconsistently).
 *
 * Only what axe-core flagged is looked at, so the check costs nothing on pages it did not flag; a flagged
 * element the check cannot find again stays axe-core's violation.
 */

import { inertFrameRule, scrollableRegionRule } from "#core/rules/focus-scope";
import { callPage } from "../page-scripts";
import type { Check, CheckContext, KlarsichtRule, RuleOutcome } from "./types";

export { focusScopeRules } from "#core/rules/focus-scope";

/** Elements of one axe rule looked at, at most. */
const maxFlagged = 50;

export const focusScopeCheck: Check = {
  name: "focus-scope",
  rules: [inertFrameRule, scrollableRegionRule],
  kind: "read",
  budgetMs: 1_000,
  async run(context) {
    const frames = flagged(context, "frame-focusable-content");
    const regions = flagged(context, "scrollable-region-focusable");
    const out =
      frames.length + regions.length === 0
        ? { frames: [], regions: [] }
        : await callPage(context.evaluate, "focusOutOfScope", frames, regions);
    return [outcome(inertFrameRule, out.frames), outcome(scrollableRegionRule, out.regions)];
  },
};

/** The selectors of axe-core's violation nodes of one rule. */
function flagged(context: CheckContext, axeRuleId: string): string[] {
  const finding = context.axe?.violations.find(
    (each) => each.ruleId === axeRuleId && (each.engine ?? "axe-core") === "axe-core",
  );
  return (finding?.nodes ?? []).map((node) => node.selector).slice(0, maxFlagged);
}

/**
 * Our rule applies where it took an element out of axe-core's finding (it passed there); elsewhere axe's
 * own outcome stands and ours is inapplicable.
 */
function outcome(rule: KlarsichtRule, outOfScope: string[]): RuleOutcome {
  return {
    ruleId: rule.id,
    violations: [],
    needsReview: [],
    applicable: outOfScope.length > 0,
    ...(outOfScope.length > 0 && rule.completes ? { overrulesAxe: { [rule.completes]: outOfScope } } : {}),
  };
}
