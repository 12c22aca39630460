/**
 * Text spacing (1.4.12): people who need wider spacing set it with their own style sheet, so content
 * must survive line height 1.5, paragraph spacing 2, letter spacing 0.12 and word spacing 0.16 times
 * the font size.
 * - ks-important-line-height (ACT 78fd32): a line height set !important in a style attribute cannot be
 *   overridden by the user; below 1.5 times the font size it fails. axe-core's avoid-inline-spacing
 *   judges only some forms of the value (it passes `1em` and `20px` on 20px text), so this rule decides
 *   line height; letter and word spacing stay axe's (ACT 24afc2, 9e45ec), where it matches the rules.
 * - ks-text-spacing-content-lost (F104): applies the four values with a style sheet, looks for text
 *   that is then cut off or runs over other text, and removes the style sheet again.
 */
import type { ReportLocale } from "#core/contract";
import { summaryInEach } from "#core/rules/summary";
import { importantLineHeightRule, textSpacingRule } from "#core/rules/text-spacing";
import { callPage } from "../page-scripts";
import type { Check, CheckNode } from "./types";

export { importantLineHeightRule, textSpacingRule } from "#core/rules/text-spacing";

type Found = { selector: string; html: string; detail: string };

const foundLineHeights = "__klarsichtFoundLineHeights";
const foundSpacing = "__klarsichtFoundSpacing";

export const importantLineHeightCheck: Check = {
  name: "important-line-height",
  rules: [importantLineHeightRule],
  kind: "read",
  budgetMs: 2_000,
  async run(context) {
    const { applicable, found: count } = await callPage(
      context.evaluate,
      "importantLineHeights",
      foundLineHeights,
    );
    const found = count > 0 ? await callPage(context.evaluate, "describeFound", foundLineHeights) : [];
    return [
      {
        ruleId: importantLineHeightRule.id,
        violations: found.map(
          (f): CheckNode => ({
            selector: f.selector,
            html: f.html,
            ...summaryInEach(context.locale, (locale) => lineHeightSummary(locale, f)),
          }),
        ),
        needsReview: [],
        applicable,
      },
    ];
  },
};

const spacingSheetId = "klarsicht-text-spacing";

/**
 * A read check although it changes the page: its style sheet is added and removed again within one
 * synchronous script, so no other script (the page's or a read check's) ever sees it, and it runs with
 * the read checks' first scripts in one evaluation.
 */
export const textSpacingCheck: Check = {
  name: "text-spacing",
  rules: [textSpacingRule],
  kind: "read",
  budgetMs: 3_000,
  async run(context) {
    const { applicable, found: count } = await callPage(
      context.evaluate,
      "textSpacing",
      spacingSheetId,
      foundSpacing,
    );
    const found = count > 0 ? await callPage(context.evaluate, "describeFound", foundSpacing) : [];
    return [
      {
        ruleId: textSpacingRule.id,
        violations: found.map(
          (f): CheckNode => ({
            selector: f.selector,
            html: f.html,
            ...summaryInEach(context.locale, (locale) => spacingSummary(locale, f)),
          }),
        ),
        needsReview: [],
        applicable,
      },
    ];
  },
};

function lineHeightSummary(locale: ReportLocale, found: Found): string {
  return locale === "de"
    ? `Der Zeilenabstand ist mit !important auf das ${found.detail.replace(".", ",")}-Fache der Schriftgröße festgelegt; nötig ist, dass er sich auf das 1,5-Fache vergrößern lässt.`
    : `The line height is fixed with !important at ${found.detail} times the font size; it must be possible to increase it to 1.5 times.`;
}

function spacingSummary(locale: ReportLocale, found: Found): string {
  if (found.detail === "clipped") {
    return locale === "de"
      ? "Mit den Text-Abständen aus WCAG 1.4.12 schneidet dieses Element Text ab."
      : "With the text spacing of WCAG 1.4.12 this element cuts off text.";
  }
  return locale === "de"
    ? "Mit den Text-Abständen aus WCAG 1.4.12 ragt Text aus diesem Element heraus und überdeckt anderen Text."
    : "With the text spacing of WCAG 1.4.12 text runs out of this element and covers other text.";
}
