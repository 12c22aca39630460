/**
 * Text contrast that axe-core leaves undecided ("incomplete": text over background images, gradients,
 * pseudo-elements, overlapping elements, text shadows): decided from the rendered pixels behind the text
 * (ACT afw4f7 for 1.4.3, 09o5cg for 1.4.6). A violation only where no character reaches the required
 * contrast even against its most favourable background pixel; a pass where every character reaches it
 * even against the least favourable one; in between a person has to look.
 *
 * It drives the page: a style sheet makes the text transparent for the second screenshot and is
 * removed right after. The text's own pixels are compared, so effects axe cannot compute (images,
 * gradients, shadows, semi-transparent layers) are measured as they are shown.
 */
import type { ReportLocale } from "#core/contract";
import { textContrastEnhancedRule, textContrastRule } from "#core/rules/contrast";
import { summaryInEach } from "#core/rules/summary";
import type { ContrastCandidate } from "../page/contrast";
import { callPage } from "../page-scripts";
import { measureTextContrast, type PixelRect, type TextContrast } from "./contrast-pixels";
import { pagePixels } from "./page-pixels";
import type { Check, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export { textContrastEnhancedRule, textContrastRule } from "#core/rules/contrast";

type Candidate = ContrastCandidate;

const axeRules = { "color-contrast": textContrastRule, "color-contrast-enhanced": textContrastEnhancedRule };
const sheetId = "klarsicht-contrast-probe";
/** Screenshots are taken in bands of at most this height, to keep the images small. */
const bandHeight = 1200;
const maxCandidates = 60;

type Band = { x: number; y: number; width: number; height: number; candidates: Candidate[] };

function bandsOf(candidates: Candidate[]): Band[] {
  const sorted = [...candidates].sort((a, b) => top(a) - top(b));
  const bands: Band[] = [];
  for (const candidate of sorted) {
    const box = boundsOf(candidate.rects);
    const last = bands[bands.length - 1];
    if (last && Math.max(last.y + last.height, box.y + box.height) - last.y <= bandHeight) {
      const right = Math.max(last.x + last.width, box.x + box.width);
      const bottom = Math.max(last.y + last.height, box.y + box.height);
      last.x = Math.min(last.x, box.x);
      last.width = right - last.x;
      last.height = bottom - last.y;
      last.candidates.push(candidate);
    } else if (box.height <= bandHeight) {
      bands.push({ ...box, candidates: [candidate] });
    }
  }
  return bands;
}

function top(candidate: Candidate): number {
  return Math.min(...candidate.rects.map((rect) => rect.y));
}

function boundsOf(rects: Candidate["rects"]) {
  const x = Math.floor(Math.max(0, Math.min(...rects.map((r) => r.x))) - 2);
  const y = Math.floor(Math.max(0, Math.min(...rects.map((r) => r.y))) - 2);
  const right = Math.ceil(Math.max(...rects.map((r) => r.x + r.width)) + 2);
  const bottom = Math.ceil(Math.max(...rects.map((r) => r.y + r.height)) + 2);
  return {
    x: Math.max(0, x),
    y: Math.max(0, y),
    width: right - Math.max(0, x),
    height: bottom - Math.max(0, y),
  };
}

export const contrastCheck: Check = {
  name: "contrast",
  rules: [textContrastRule, textContrastEnhancedRule],
  kind: "drive",
  budgetMs: 4_000,
  async run(context) {
    const open = new Map<string, { selectors: Set<string>; html: Map<string, string> }>();
    for (const finding of context.axe?.incomplete ?? []) {
      if (!(finding.ruleId in axeRules) || finding.engine === "klarsicht") continue;
      if (finding.ruleId === "color-contrast-enhanced" && context.level !== "AAA") continue;
      const entry = open.get(finding.ruleId) ?? { selectors: new Set(), html: new Map() };
      for (const node of finding.nodes) {
        entry.selectors.add(node.selector);
        entry.html.set(node.selector, node.html);
      }
      open.set(finding.ruleId, entry);
    }
    const all = new Map<string, string>();
    for (const entry of open.values()) for (const [selector, html] of entry.html) all.set(selector, html);
    const selectors = [...all.keys()].slice(0, maxCandidates);
    if (selectors.length === 0) return inapplicable();

    const measured = new Map<string, { candidate: Candidate; contrast: TextContrast }>();
    try {
      const candidates = await callPage(
        context.evaluate,
        "contrastCandidates",
        selectors,
        selectors.map((selector) => all.get(selector) ?? ""),
        sheetId,
      );
      for (const band of bandsOf(candidates.filter((c) => !c.symbol && !c.unmeasurable))) {
        if (context.remaining() < 500) break;
        const shown = await pagePixels(context, band);
        await callPage(context.evaluate, "contrastToggle", sheetId, true);
        const hidden = await pagePixels(context, band);
        await callPage(context.evaluate, "contrastToggle", sheetId, false);
        const scale = shown.width / band.width;
        for (const candidate of band.candidates) {
          const rects: PixelRect[] = candidate.rects.map((rect) => ({
            x: (rect.x - band.x) * scale,
            y: (rect.y - band.y) * scale,
            width: rect.width * scale,
            height: rect.height * scale,
          }));
          const contrast = measureTextContrast(shown, hidden, rects, candidate);
          measured.set(candidate.selector, { candidate, contrast });
        }
      }
      for (const candidate of candidates.filter((c) => c.symbol)) {
        measured.set(candidate.selector, { candidate, contrast: { kind: "invisible" } });
      }
    } finally {
      await callPage(context.evaluate, "contrastRestore", sheetId);
    }

    return (Object.keys(axeRules) as (keyof typeof axeRules)[]).map((axeRuleId) => {
      const rule = axeRules[axeRuleId];
      // axe judges 1.4.6 only where it could judge 1.4.3: the texts it left open there are open here too.
      const entry =
        axeRuleId === "color-contrast-enhanced" && context.level === "AAA"
          ? union(open.get("color-contrast"), open.get(axeRuleId))
          : open.get(axeRuleId);
      if (!entry) return inapplicableOutcome(rule);
      const violations: CheckNode[] = [];
      const needsReview: CheckNode[] = [];
      const settled: string[] = [];
      let applicable = false;
      for (const selector of entry.selectors) {
        const result = measured.get(selector);
        if (!result || result.contrast.kind === "unclear") continue;
        settled.push(selector);
        if (result.contrast.kind === "invisible") continue;
        applicable = true;
        const { candidate, contrast } = result;
        const required = requiredContrast(axeRuleId, candidate.large);
        const node = { selector, html: candidate.html };
        if (contrast.highest < required) {
          violations.push({
            ...node,
            ...summaryInEach(context.locale, (locale) => failedSummary(locale, contrast.highest, required)),
          });
        } else if (contrast.lowest < required) {
          needsReview.push({
            ...node,
            ...summaryInEach(context.locale, (locale) =>
              reviewSummary(locale, contrast.lowest, contrast.highest, required),
            ),
          });
        }
      }
      return { ruleId: rule.id, violations, needsReview, applicable, settlesAxe: { [axeRuleId]: settled } };
    });
  },
};

function union(
  a: { selectors: Set<string> } | undefined,
  b: { selectors: Set<string> } | undefined,
): { selectors: Set<string> } | undefined {
  if (!a || !b) return a ?? b;
  return { selectors: new Set([...a.selectors, ...b.selectors]) };
}

function requiredContrast(axeRuleId: keyof typeof axeRules, large: boolean): number {
  if (axeRuleId === "color-contrast") return large ? 3 : 4.5;
  return large ? 4.5 : 7;
}

function inapplicable(): RuleOutcome[] {
  return [inapplicableOutcome(textContrastRule), inapplicableOutcome(textContrastEnhancedRule)];
}

function inapplicableOutcome(rule: KlarsichtRule): RuleOutcome {
  return { ruleId: rule.id, violations: [], needsReview: [], applicable: false };
}

/** Contrast ratios are cut, not rounded: 4.49 must not read as 4.5. */
function ratio(value: number, locale: ReportLocale): string {
  const cut = Math.floor(value * 100) / 100;
  return locale === "de" ? cut.toFixed(2).replace(".", ",") : cut.toFixed(2);
}

function failedSummary(locale: ReportLocale, highest: number, required: number): string {
  return locale === "de"
    ? `Selbst an der günstigsten Stelle des Hintergrunds erreicht der Text nur ${ratio(highest, locale)}:1; nötig sind ${ratio(required, locale)}:1.`
    : `Even where the background is most favourable the text reaches only ${ratio(highest, locale)}:1; ${ratio(required, locale)}:1 is required.`;
}

function reviewSummary(locale: ReportLocale, lowest: number, highest: number, required: number): string {
  return locale === "de"
    ? `Der Kontrast des Textes zum Hintergrund liegt je nach Stelle zwischen ${ratio(lowest, locale)}:1 und ${ratio(highest, locale)}:1 (nötig: ${ratio(required, locale)}:1). Ist der Text an den ungünstigen Stellen noch gut lesbar?`
    : `The text's contrast with its background ranges from ${ratio(lowest, locale)}:1 to ${ratio(highest, locale)}:1 depending on the spot (required: ${ratio(required, locale)}:1). Is the text still easy to read where it is least favourable?`;
}
