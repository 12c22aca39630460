/**
 * Bypass blocks (WCAG 2.4.1; ACT cf77f2): a page that starts with content repeated on other pages of the
 * site needs a way past it: a heading in its own content, a landmark that starts with its own content,
 * an instrument that moves focus there, or one that collapses the repeated block.
 *
 * Which content is repeated is only known from other pages. The check decides only the case it can be
 * sure of, and says nothing otherwise (axe-core's "bypass" asks a person about pages without headings,
 * landmarks or skip links): a page with no heading at all, no landmark that starts with content of its
 * own, nothing that could act as an instrument (no link within the page, no control, nothing focusable
 * besides links to other pages, no listener for clicks, keys or input), whose text, compared with up to
 * two pages of the same site it links to, holds a block also found there (three words or more) followed
 * by text of its own. Only pages that lack every means of bypassing cost the fetches.
 */

import { bypassBlocksRule } from "#core/rules/bypass";
import { summaryInEach } from "#core/rules/summary";
import { inPage } from "./page-helpers";
import type { Check, CheckContext, RuleOutcome } from "./types";
import { listensForInput } from "./updates";

export { bypassBlocksRule } from "#core/rules/bypass";

/** Pages of the same site fetched to find the repeated content, and how long each may take. */
const maxPages = 2;
const fetchTimeoutMs = 1_500;

type Facts =
  | { candidate: false }
  | {
      candidate: true;
      /** The page's visible text nodes in tree order, whitespace collapsed. */
      texts: string[];
      /** Per landmark, the index of its first text node in `texts` (none: -1). */
      landmarkStarts: number[];
      /** Same-origin pages the page links to, other than itself. */
      pages: string[];
    };

/**
 * Reads what decides whether the page is a candidate at all: no heading, no in-page link, no control
 * or focusable element besides links to other pages. Then its text nodes and landmarks.
 */
const factsScript = inPage(`
var tree = axe._tree[0];
var all = axe.utils.querySelectorAll(tree, "*");
var here = location.href.replace(/#.*$/, "");
var landmarks = new Set(["banner", "complementary", "contentinfo", "form", "main", "navigation", "region", "search"]);
var found = [];
var pages = [];
for (var i = 0; i < all.length; i++) {
  var el = all[i].actualNode;
  var role = ks.role(el);
  if (role === "heading" && ks.exposed(el)) return { candidate: false };
  if (landmarks.has(role) && ks.exposed(el)) found.push(el);
  var name = el.localName;
  if ((name === "a" || name === "area") && el.hasAttribute("href")) {
    var target;
    try { target = new URL(el.getAttribute("href"), document.baseURI); } catch (e) { return { candidate: false }; }
    if (!/^https?:$/.test(target.protocol)) continue;
    var page = target.href.replace(/#.*$/, "");
    // A link within the page moves focus: an instrument.
    if (page === here) return { candidate: false };
    if (target.origin === location.origin && pages.indexOf(page) < 0) pages.push(page);
    continue;
  }
  if (/^(button|input|select|textarea|summary|details|iframe|object|embed|audio|video)$/.test(name) ||
      el.hasAttribute("tabindex") || el.hasAttribute("onclick") || el.isContentEditable) {
    return { candidate: false };
  }
}
var texts = [];
var owners = [];
var walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
for (var node = walker.nextNode(); node; node = walker.nextNode()) {
  var text = node.data.replace(/\\s+/g, " ").trim();
  var parent = node.parentElement;
  if (text === "" || !parent || /^(script|style|noscript|template)$/.test(parent.localName) || !ks.visible(parent)) continue;
  texts.push(text);
  owners.push(parent);
}
var landmarkStarts = found.map(function (landmark) {
  for (var k = 0; k < owners.length; k++) if (landmark.contains(owners[k])) return k;
  return -1;
});
return { candidate: true, texts: texts, landmarkStarts: landmarkStarts, pages: pages.slice(0, ${maxPages}) };
`);

/** The visible-in-principle text nodes of other pages (fetched without cookies), whitespace collapsed. */
const otherTextsScript = (pages: string[], timeoutMs: number) => `(async function () {
  async function textsOf(url) {
    var controller = new AbortController();
    var timer = setTimeout(function () { controller.abort(); }, ${timeoutMs});
    try {
      var response = await fetch(url, { credentials: "omit", signal: controller.signal });
      if (!response.ok || !/html/i.test(response.headers.get("content-type") || "")) return [];
      var html = await response.text();
      if (html.length > 2000000) return [];
      var doc = new DOMParser().parseFromString(html, "text/html");
      var texts = [];
      var walker = doc.createTreeWalker(doc.body || doc.documentElement, NodeFilter.SHOW_TEXT);
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var parent = node.parentElement;
        if (parent && /^(script|style|noscript|template)$/.test(parent.localName)) continue;
        var text = node.data.replace(/\\s+/g, " ").trim();
        if (text !== "") texts.push(text);
      }
      return texts;
    } catch (error) {
      return [];
    } finally {
      clearTimeout(timer);
    }
  }
  var lists = await Promise.all(${JSON.stringify(pages)}.map(textsOf));
  return [].concat.apply([], lists);
})()`;

const words = (text: string) => text.split(" ").filter(Boolean).length;

/**
 * Where the page's own content starts after repeated content: the index of the first text node not found
 * on the other pages that follows repeated text of three words or more; null when there is none.
 */
export function ownContentAfterRepeated(texts: string[], elsewhere: ReadonlySet<string>): number | null {
  let repeatedWords = 0;
  for (const [index, text] of texts.entries()) {
    if (elsewhere.has(text)) repeatedWords += words(text);
    else if (repeatedWords >= 3) return index;
  }
  return null;
}

export const bypassCheck: Check = {
  name: "bypass",
  rules: [bypassBlocksRule],
  kind: "read",
  budgetMs: 3_000,
  async run(context) {
    const facts = (await context.evaluate(factsScript)) as Facts;
    if (!facts.candidate || facts.pages.length === 0) return [];
    const timeoutMs = Math.min(fetchTimeoutMs, context.remaining() - 1_000);
    if (timeoutMs < 200) return [];
    const other = (await context.evaluate(otherTextsScript(facts.pages, timeoutMs))) as string[];
    const elsewhere = new Set(other);
    const start = ownContentAfterRepeated(facts.texts, elsewhere);
    if (start === null) return [];
    // A landmark that starts with text of the page's own is a way past the repeated block.
    if (facts.landmarkStarts.some((first) => first >= 0 && !elsewhere.has(facts.texts[first] as string)))
      return [];
    if (await listensForInput(context.cdp)) return [];
    return [violation(facts.texts[start] as string, facts.pages, context)];
  },
};

function violation(ownText: string, pages: string[], { locale }: CheckContext): RuleOutcome {
  const own = ownText.length > 80 ? `${ownText.slice(0, 79)}…` : ownText;
  const where = pages.join(", ");
  return {
    ruleId: bypassBlocksRule.id,
    violations: [
      {
        selector: "html",
        html: "<html>",
        ...summaryInEach(locale, (each) =>
          each === "de"
            ? `Die Seite beginnt mit Inhalt, der auch auf ${where} steht; ihr eigener Inhalt („${own}“) folgt danach ohne Überschrift, ohne Landmark-Bereich, ohne Sprunglink und ohne Schalter, mit dem sich der wiederkehrende Block überspringen oder einklappen ließe.`
            : `The page starts with content also found on ${where}; its own content ("${own}") follows without a heading, a landmark, a skip link or a control that would bypass or collapse the repeated block.`,
        ),
      },
    ],
    needsReview: [],
    applicable: true,
    // axe-core's question about the same page is answered.
    settlesAxe: { bypass: ["html"] },
  };
}
