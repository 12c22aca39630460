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
import { inPage } from "./page-helpers";
import type { Check, CheckContext, KlarsichtRule, RuleOutcome } from "./types";

export { focusScopeRules } from "#core/rules/focus-scope";

/** Elements of one axe rule looked at, at most. */
const maxFlagged = 50;

const outOfScopeScript = (frames: string[], regions: string[]) =>
  inPage(`
var find = function (selector) {
  try { return document.querySelector(selector); } catch (error) { return null; }
};
// axe-core names a frame's content by the frame's selector and the node's in it: the frame's document
// element is "<frame> > html". Frames nested deeper are not looked for.
var frameOf = function (selector) {
  var inner = / > html$/.exec(selector);
  var el = inner ? find(selector.slice(0, inner.index)) : null;
  return el && (el.localName === "iframe" || el.localName === "frame") ? el : null;
};
var modal = null;
try { modal = document.querySelector(":modal"); } catch (error) { modal = null; }
var inert = function (el) {
  if (el.closest("[inert]")) return true;
  if (modal && !modal.contains(el)) return true;
  var full = document.fullscreenElement;
  return Boolean(full && !full.contains(el));
};
var notScrolling = function (el) {
  var style = getComputedStyle(el);
  var px = function (value) { return parseFloat(value) || 0; };
  var across = el.scrollWidth - el.clientWidth;
  var down = el.scrollHeight - el.clientHeight;
  return across <= px(style.paddingLeft) + px(style.paddingRight) && down <= px(style.paddingTop) + px(style.paddingBottom);
};
return {
  frames: ${JSON.stringify(frames)}.filter(function (selector) { var el = frameOf(selector); return Boolean(el && inert(el)); }),
  regions: ${JSON.stringify(regions)}.filter(function (selector) { var el = find(selector); return Boolean(el && notScrolling(el)); }),
};
`);

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
        : ((await context.evaluate(outOfScopeScript(frames, regions))) as {
            frames: string[];
            regions: string[];
          });
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
