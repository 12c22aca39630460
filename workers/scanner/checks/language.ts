/**
 * Language of the page and of its parts (WCAG 3.1.1, 3.1.2): the `lang` attributes against the language
 * the text is actually written in (ACT ucwvc8 and off6ek). The page script gathers, per element with a
 * `lang` attribute, the text that inherits its language from it as the ACT rules define it (text nodes
 * that are visible or in the accessibility tree, accessible names and descriptions, the page title for
 * the document); the detector runs here, outside the page, on a bounded amount of that text.
 *
 * axe-core already checks that `lang` is present and valid (b5c3f8, bf051a, de46e4, 5b7ae0); these rules
 * check that it is the right language.
 */

import type { ReportLocale } from "#core/contract";
import { pageLanguageRule, partLanguageRule } from "#core/rules/language";
import { summaryInEach } from "#core/rules/summary";
import type { LanguageOwner } from "../page/language";
import { callPage } from "../page-scripts";
import { judgeLanguage, type LanguageVerdict, languageName } from "./language-detect";
import type { Check, CheckContext, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export { pageLanguageRule, partLanguageRule } from "#core/rules/language";

type Owner = LanguageOwner;

/** Bounds of the text read from the page: enough for a sure verdict, cheap on long pages. */
const limits = { pageChars: 8_000, partChars: 3_000, parts: 40 };

export const languageCheck: Check = {
  name: "language",
  rules: [pageLanguageRule, partLanguageRule],
  kind: "read",
  budgetMs: 3_000,
  async run(context) {
    const found = await callPage(context.evaluate, "language", limits);
    const page = outcomeFor(pageLanguageRule.id);
    const parts = outcomeFor(partLanguageRule.id);
    const findings: { outcome: RuleOutcome; owner: Owner; verdict: LanguageVerdict }[] = [];
    if (found.page) {
      // A page's default language needs some text; a mismatch needs enough of it to be sure.
      const verdict = judgeLanguage(found.page.primary, found.page.texts, { minWords: 20 });
      page.applicable = verdict.kind !== "empty";
      findings.push({ outcome: page, owner: found.page, verdict });
    }
    for (const part of found.parts) {
      parts.applicable = true;
      findings.push({
        outcome: parts,
        owner: part,
        verdict: judgeLanguage(part.primary, part.texts, { minWords: 12 }),
      });
    }
    const reported = findings.filter(
      ({ verdict }) => verdict.kind === "mismatch" || verdict.kind === "unsure",
    );
    const partIndices = reported.map(({ owner }) => owner.index).filter((index) => index >= 0);
    const selectors =
      partIndices.length > 0 ? await callPage(context.evaluate, "languageSelectors", partIndices) : [];
    for (const { outcome, owner, verdict } of reported) {
      const selector = owner.index < 0 ? "html" : selectors[partIndices.indexOf(owner.index)];
      if (selector) addVerdict(outcome, { selector, html: owner.html }, owner, verdict, context);
    }
    return [page, parts];
  },
};

function outcomeFor(ruleId: KlarsichtRule["id"]): RuleOutcome {
  return { ruleId, violations: [], needsReview: [], applicable: false };
}

function addVerdict(
  outcome: RuleOutcome,
  element: { selector: string; html: string },
  owner: Owner,
  verdict: LanguageVerdict,
  context: CheckContext,
): void {
  if (verdict.kind === "empty" || verdict.kind === "match") return;
  const quoted = JSON.stringify(owner.lang);
  const node = (
    summary: (locale: ReportLocale, declared: string, detected: string) => string,
  ): CheckNode => ({
    ...element,
    ...summaryInEach(context.locale, (locale) =>
      summary(locale, languageName(owner.primary, locale), languageName(verdict.detected, locale)),
    ),
  });
  if (verdict.kind === "mismatch") {
    outcome.violations.push(
      node((locale, declared, detected) =>
        locale === "de"
          ? `lang=${quoted} nennt ${declared}, aber der Text (${verdict.words} Wörter) ist überwiegend auf ${detected} geschrieben.`
          : `lang=${quoted} names ${declared}, but the text (${verdict.words} words) is mostly written in ${detected}.`,
      ),
    );
    return;
  }
  outcome.needsReview.push(
    node((locale, declared, detected) =>
      locale === "de"
        ? `lang=${quoted} nennt ${declared}; der Text (${verdict.words} Wörter) wirkt eher wie ${detected}. Ist er überwiegend auf ${declared} geschrieben?`
        : `lang=${quoted} names ${declared}; the text (${verdict.words} words) looks more like ${detected}. Is it mostly written in ${declared}?`,
    ),
  );
}
