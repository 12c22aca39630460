/**
 * Iframes with the same name but different content (ACT 4b1c6c, 4.1.2). The name of an iframe is how a
 * screen reader user tells the frames of a page apart; two frames called alike must embed the same or an
 * equivalent resource.
 *
 * Frames of the whole page count, also those nested in same-origin frames. Two frames are decided from
 * what they load: the same srcdoc or the same address after redirects (fragment aside) is the same
 * resource. Where the addresses differ, the documents are compared when we can read them (same origin):
 * the same text, or the same title with one text holding nothing the other lacks, is equivalent; a
 * different title and not one word of text in common is certainly a different purpose (violation).
 * Everything else (frames of other origins, frames without text, partly overlapping content such as two
 * different adverts) is left to a person.
 */

import { frameRules } from "#core/rules/frames";
import { summaryInEach } from "#core/rules/summary";
import { inPage } from "./page-helpers";
import type { Check, CheckNode, RuleOutcome } from "./types";

export { frameRules } from "#core/rules/frames";

/** What the page script reports of one iframe in the accessibility tree with a name. */
export type FrameFacts = {
  selector: string;
  html: string;
  name: string;
  /** The srcdoc attribute, or null when the frame has none. */
  srcdoc: string | null;
  /** The src attribute resolved against the document's base URL ("about:blank" without one). */
  src: string;
  /** The frame's document, when it could be read (same origin and loaded): its address after redirects. */
  url: string | null;
  title: string | null;
  /** A hash of the document's visible text, and its distinct words (lower case, capped). */
  textHash: string | null;
  words: string[] | null;
  wordsCapped: boolean;
  /** Whether the frame's document is an HTTP error page. */
  errorPage: boolean;
};

/** How many distinct words of a frame's text are compared at most. */
const maxWords = 3_000;
/** Words each document needs before "no word in common" is taken as proof of a different purpose. */
const minWordsForDifference = 2;

const framesScript = inPage(`
  var tree = axe._tree && axe._tree[0];
  if (!tree) return [];
  var collapse = function (text) { return String(text || "").replace(/\\s+/g, " ").trim(); };
  var hash = function (text) {
    var h = 2166136261;
    for (var i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 16777619); }
    return (h >>> 0).toString(16) + ":" + text.length;
  };
  var wordPattern = /[\\p{L}\\p{N}]+/gu;
  // The frame's document, when it is readable (same origin) and loaded.
  var documentOf = function (iframe) {
    var doc = null;
    try { doc = iframe.contentDocument; } catch (error) { doc = null; }
    if (!doc || !doc.documentElement) return null;
    var blank = !iframe.hasAttribute("srcdoc") && (!iframe.hasAttribute("src") || iframe.src === "" || iframe.src === "about:blank");
    // The initial about:blank of a frame still loading says nothing about what it will show.
    return doc.URL === "about:blank" && !blank ? null : doc;
  };
  var found = [];
  var add = function (iframe, selector, html, name) {
    var doc = documentOf(iframe);
    if (name !== "") found.push({ iframe: iframe, doc: doc, selector: selector, html: html, name: name });
    if (doc) nested(doc, selector);
  };
  // Only frames that share a name with another are read: reading a document's text costs a layout.
  var factsOf = function (frame) {
    var iframe = frame.iframe;
    var facts = {
      selector: frame.selector, html: frame.html, name: frame.name,
      srcdoc: iframe.hasAttribute("srcdoc") ? iframe.getAttribute("srcdoc") : null,
      src: iframe.hasAttribute("src") && iframe.src !== "" ? iframe.src : "about:blank",
      url: null, title: null, textHash: null, words: null, wordsCapped: false, errorPage: false,
    };
    var doc = frame.doc;
    if (!doc) return facts;
    var text = collapse(doc.body ? doc.body.innerText : doc.documentElement.textContent);
    var words = Array.from(new Set((text.toLowerCase().match(wordPattern) || [])));
    // An error page (404, 500) is not what the frame was meant to show: never proof of a purpose.
    var view = doc.defaultView;
    var navigation = view && view.performance ? view.performance.getEntriesByType("navigation")[0] : null;
    facts.errorPage = !!navigation && navigation.responseStatus >= 400;
    facts.url = doc.URL;
    facts.title = collapse(doc.title);
    facts.textHash = hash(text);
    facts.wordsCapped = words.length > ${maxWords};
    facts.words = words.slice(0, ${maxWords});
    return facts;
  };

  // Frames in nested documents: axe's tree covers the top document only, so the flat tree, visibility,
  // aria-hidden and the name (aria-labelledby, aria-label, title) are followed here.
  var pathIn = function (el) {
    var root = el.getRootNode();
    if (el.id && root.querySelectorAll && root.querySelectorAll("#" + CSS.escape(el.id)).length === 1) {
      return "#" + CSS.escape(el.id);
    }
    var parts = [];
    for (var node = el; node && node.nodeType === 1; node = node.parentElement) {
      var index = 1;
      for (var sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
        if (sibling.localName === node.localName) index++;
      }
      parts.unshift(node.localName + ":nth-of-type(" + index + ")");
    }
    return parts.join(" > ");
  };
  var hiddenFromTree = function (el) {
    if (typeof el.checkVisibility === "function" && !el.checkVisibility({ visibilityProperty: true })) return true;
    for (var node = el; node; node = node.parentElement || (node.getRootNode().host || null)) {
      if ((node.getAttribute("aria-hidden") || "").trim().toLowerCase() === "true") return true;
    }
    return false;
  };
  var nameOf = function (el) {
    var root = el.getRootNode();
    var ids = (el.getAttribute("aria-labelledby") || "").split(/\\s+/).filter(Boolean);
    var labelled = collapse(ids.map(function (id) {
      var target = typeof root.getElementById === "function" ? root.getElementById(id) : null;
      return target ? target.textContent : "";
    }).join(" "));
    if (labelled !== "") return labelled;
    var label = collapse(el.getAttribute("aria-label"));
    return label !== "" ? label : collapse(el.getAttribute("title"));
  };
  var framesIn = function (root, list) {
    root.querySelectorAll("*").forEach(function (el) {
      if (el.localName === "iframe") list.push(el);
      if (el.shadowRoot) framesIn(el.shadowRoot, list);
    });
    return list;
  };
  var nested = function (doc, outer) {
    framesIn(doc, []).forEach(function (iframe) {
      if (hiddenFromTree(iframe)) return;
      add(iframe, outer + " > " + pathIn(iframe), ks.html(iframe), nameOf(iframe));
    });
  };

  axe.utils.querySelectorAll(tree, "iframe").forEach(function (node) {
    var iframe = node.actualNode;
    if (!ks.exposed(iframe)) return;
    add(iframe, ks.selector(iframe), ks.html(iframe), collapse(ks.name(iframe)));
  });
  var named = new Map();
  found.forEach(function (frame) {
    var key = frame.name.toLowerCase();
    named.set(key, (named.get(key) || 0) + 1);
  });
  return found.filter(function (frame) { return named.get(frame.name.toLowerCase()) > 1; }).map(factsOf);
`);

type Relation = "same" | "different" | "unsure";

const withoutFragment = (url: string) => url.replace(/#.*$/s, "");

/** Whether two frames with matching names embed the same or equivalent resources, as far as we can tell. */
export function relationOf(a: FrameFacts, b: FrameFacts): Relation {
  if (a.srcdoc !== null || b.srcdoc !== null) {
    if (a.srcdoc === b.srcdoc) return "same";
  } else if (withoutFragment(a.url ?? a.src) === withoutFragment(b.url ?? b.src)) {
    return "same";
  }
  if (a.title === null || b.title === null || a.words === null || b.words === null) return "unsure";
  if (a.errorPage || b.errorPage) return "unsure";
  if (a.title === b.title && a.textHash === b.textHash) return "same";
  if (a.wordsCapped || b.wordsCapped) return "unsure";
  const wordsA = new Set(a.words);
  const wordsB = new Set(b.words);
  const within = (small: Set<string>, large: Set<string>) => [...small].every((word) => large.has(word));
  // Differently worded or with more information, under the same title: equivalent.
  if (a.title !== "" && a.title === b.title && (within(wordsA, wordsB) || within(wordsB, wordsA))) {
    return "same";
  }
  const enough = wordsA.size >= minWordsForDifference && wordsB.size >= minWordsForDifference;
  if (enough && a.title !== b.title && ![...wordsA].some((word) => wordsB.has(word))) return "different";
  return "unsure";
}

/** The frames that share a name, grouped by the name as ACT's "matching characters" compares it. */
function groupsOf(frames: FrameFacts[]): FrameFacts[][] {
  const groups = new Map<string, FrameFacts[]>();
  for (const frame of frames) {
    const key = frame.name.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), frame]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

const shown = (frame: FrameFacts, [open, close]: readonly [string, string]) => {
  const address = frame.srcdoc !== null ? "srcdoc" : (frame.url ?? frame.src);
  const capped = address.length > 120 ? `${address.slice(0, 119)}…` : address;
  return frame.title ? `${open}${frame.title}${close} (${capped})` : capped;
};
const german = ["„", "“"] as const;
const english = ["“", "”"] as const;

const summaries = {
  de: {
    different: (name: string, here: FrameFacts, there: FrameFacts) =>
      `Dieser iframe heißt „${name}“ wie ein anderer auf der Seite, zeigt aber völlig anderen Inhalt: hier ${shown(here, german)}, dort ${shown(there, german)}.`,
    unsure: (name: string, here: FrameFacts, there: FrameFacts) =>
      `Dieser iframe heißt „${name}“ wie ein anderer auf der Seite, lädt aber etwas anderes: hier ${shown(here, german)}, dort ${shown(there, german)}. Dienen beide Inhalte demselben Zweck? Wenn nicht, braucht jeder einen eigenen Namen.`,
  },
  en: {
    different: (name: string, here: FrameFacts, there: FrameFacts) =>
      `This iframe is named “${name}” like another one on the page but shows entirely different content: here ${shown(here, english)}, there ${shown(there, english)}.`,
    unsure: (name: string, here: FrameFacts, there: FrameFacts) =>
      `This iframe is named “${name}” like another one on the page but loads something else: here ${shown(here, english)}, there ${shown(there, english)}. Do both serve the same purpose? If not, each needs a name of its own.`,
  },
} as const;

export const framesCheck: Check = {
  name: "frames",
  rules: frameRules,
  kind: "read",
  budgetMs: 2_000,
  async run(context): Promise<RuleOutcome[]> {
    const frames = (await context.evaluate(framesScript)) as FrameFacts[];
    const groups = groupsOf(frames);
    const violations: CheckNode[] = [];
    const needsReview: CheckNode[] = [];
    for (const group of groups) {
      for (const frame of group) {
        const others = group.filter((other) => other !== frame);
        const different = others.find((other) => relationOf(frame, other) === "different");
        const unsure = others.find((other) => relationOf(frame, other) === "unsure");
        const node = (other: FrameFacts, kind: "different" | "unsure") => ({
          selector: frame.selector,
          html: frame.html,
          ...summaryInEach(context.locale, (locale) => summaries[locale][kind](frame.name, frame, other)),
        });
        if (different) violations.push(node(different, "different"));
        else if (unsure) needsReview.push(node(unsure, "unsure"));
      }
    }
    return [
      {
        ruleId: "ks-iframe-same-name-different-content",
        violations,
        needsReview,
        applicable: groups.length > 0,
      },
    ];
  },
};
