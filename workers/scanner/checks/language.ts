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
import { judgeLanguage, type LanguageVerdict, languageName } from "./language-detect";
import { inPage } from "./page-helpers";
import type { Check, CheckContext, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export { pageLanguageRule, partLanguageRule } from "#core/rules/language";

/** A text owner: the document element or an element in the body with a valid `lang`. */
type Owner = { index: number; html: string; lang: string; primary: string; texts: string[] };

type PageLanguage = {
  /** The document element with a known primary language tag, or null when the page rule does not apply. */
  page: Owner | null;
  parts: Owner[];
  /** Parts left out over the cap. */
  moreParts: number;
};

/** Bounds of the text read from the page: enough for a sure verdict, cheap on long pages. */
const limits = { pageChars: 8_000, partChars: 3_000, parts: 40 };

/**
 * Walks the flat tree once (open shadow roots included), keeping for each text owner the text that
 * inherits its language. An element starts a new owner when it has a non-empty `lang` (ACT: "element
 * inheriting its programmatic language"); the owner is measured only when that `lang` has a known primary
 * language tag (axe's list of valid subtags). This runs on every page, so it stays cheap: no accessibility
 * tree is built; names come from the attributes that give text no text node carries (alt, aria-label,
 * aria-labelledby, title, button values), and "in the accessibility tree" is approximated by rendering
 * and aria-hidden. The owners are kept in our world for the selector pass (selectorScript).
 */
const pageScript = `(function () {
  var limits = ${JSON.stringify(limits)};
  // Kept in our world between pages of the same tab: building the set of 8,000 subtags is not free.
  var valid = window.__klarsichtValidLangs || (window.__klarsichtValidLangs = new Set(window.axe.utils.validLangs()));
  function primaryOf(value) {
    var primary = String(value).trim().toLowerCase().split(/[-_]/)[0];
    return /^[a-z]{2,3}$/.test(primary) && valid.has(primary) ? primary : null;
  }
  var skip = { SCRIPT: 1, STYLE: 1, NOSCRIPT: 1, TEMPLATE: 1, HEAD: 1 };
  var named = "[alt],[aria-label],[aria-labelledby],[title],[aria-describedby],[aria-description],input[type=button],input[type=submit],input[type=reset],input[type=image]";
  var root = document.documentElement;
  var isHtmlDocument = document.contentType === "text/html" && root && root.localName === "html" &&
    root.namespaceURI === "http://www.w3.org/1999/xhtml";
  window.__klarsichtLanguageOwners = [];
  if (!isHtmlDocument) return { page: null, parts: [], moreParts: 0 };

  function openingTag(el) {
    var tag = "<" + el.localName;
    for (var i = 0; i < el.attributes.length; i++) {
      var attribute = el.attributes[i];
      tag += " " + attribute.name + '="' + String(attribute.value).slice(0, 100).replace(/"/g, "&quot;") + '"';
    }
    return tag.slice(0, 300) + ">";
  }
  function owner(el, cap) {
    return { el: el, lang: el.getAttribute("lang"), primary: primaryOf(el.getAttribute("lang")), texts: [], chars: 0, cap: cap };
  }
  var pageOwner = owner(root, limits.pageChars);
  var parts = [];
  var moreParts = 0;
  function add(target, text) {
    if (!target || !text || target.chars >= target.cap) return;
    var trimmed = String(text).replace(/\\s+/g, " ").trim();
    if (!trimmed) return;
    target.texts.push(trimmed.slice(0, target.cap - target.chars));
    target.chars += trimmed.length;
  }
  if (document.title) add(pageOwner, document.title);

  function rendered(el) {
    return el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true;
  }
  // IDs resolve in the element's own tree: its document (a frame's, too) or its shadow root.
  function textOf(ids, el) {
    var scope = el.getRootNode();
    if (!scope.getElementById) scope = el.ownerDocument;
    var text = "";
    String(ids || "").split(/\\s+/).forEach(function (id) {
      var ref = id && scope.getElementById(id);
      if (ref) text += " " + ref.textContent;
    });
    return text;
  }
  function accessibleTexts(el) {
    var name = textOf(el.getAttribute("aria-labelledby"), el) || el.getAttribute("aria-label") || el.getAttribute("alt") ||
      (el.localName === "input" ? el.value || el.getAttribute("alt") : "");
    var description = (el.getAttribute("aria-description") || "") + textOf(el.getAttribute("aria-describedby"), el);
    var title = el.getAttribute("title");
    return [name || title, name ? title : "", description];
  }
  function walk(node, current, inBody, inFrame) {
    for (var child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        if (current && node.nodeType === 1 && /\\S/.test(child.data) && rendered(node)) add(current, child.data);
        continue;
      }
      if (child.nodeType !== 1 || skip[child.tagName]) continue;
      var next = current;
      var childInBody = inBody || child.localName === "body";
      var lang = child.getAttribute("lang");
      if (lang !== null && lang.trim() !== "") {
        next = null;
        // Parts inside a frame are the frame document's own (the engine scans frames on their own).
        if (childInBody && !inFrame && primaryOf(lang)) {
          if (parts.length < limits.parts) { next = owner(child, limits.partChars); parts.push(next); }
          else moreParts++;
        }
      }
      if (next && child.matches(named) && rendered(child) && !child.closest("[aria-hidden=true]")) {
        accessibleTexts(child).forEach(function (text) { add(next, text); });
      }
      walk(child, next, childInBody, inFrame);
      if (child.shadowRoot) walk(child.shadowRoot, next, childInBody, inFrame);
      if (next && child.localName === "iframe" && rendered(child)) walkFrame(child, next, childInBody);
    }
  }
  // ACT: a frame's document without a lang of its own inherits the language of its iframe element. Only
  // same-origin documents can be read; their title is not the page's text (ucwvc8 assumes it is not exposed).
  function walkFrame(frame, current, inBody) {
    var doc = null;
    try { doc = frame.contentDocument; } catch (error) { doc = null; }
    var frameRoot = doc && doc.documentElement;
    if (!frameRoot || (frameRoot.getAttribute("lang") || "").trim() !== "") return;
    walk(frameRoot, current, inBody, true);
  }
  walk(root, pageOwner.primary ? pageOwner : null, false, false);

  var kept = parts.filter(function (p) { return p.texts.length > 0; });
  window.__klarsichtLanguageOwners = kept.map(function (p) { return p.el; });
  function out(o, index) {
    return { index: index, html: openingTag(o.el), lang: o.lang, primary: o.primary, texts: o.texts };
  }
  return {
    page: pageOwner.primary ? out(pageOwner, -1) : null,
    parts: kept.map(out),
    moreParts: moreParts,
  };
})()`;

/** axe's selectors of the owners that have a finding (by index in the owners the walk kept). */
const selectorScript = (indices: number[]) =>
  inPage(`
  var owners = window.__klarsichtLanguageOwners || [];
  return ${JSON.stringify(indices)}.map(function (index) {
    return owners[index] ? ks.selector(owners[index]) : null;
  });
`);

export const languageCheck: Check = {
  name: "language",
  rules: [pageLanguageRule, partLanguageRule],
  kind: "read",
  budgetMs: 3_000,
  async run(context) {
    const found = (await context.evaluate(pageScript)) as PageLanguage;
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
      partIndices.length > 0
        ? ((await context.evaluate(selectorScript(partIndices))) as (string | null)[])
        : [];
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
