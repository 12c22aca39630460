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
import { clippedTextsFunction, describeFoundScript } from "./layout-scripts";
import type { Check, CheckNode } from "./types";

export { importantLineHeightRule, textSpacingRule } from "#core/rules/text-spacing";

type Found = { selector: string; html: string; detail: string };

const foundLineHeights = "__klarsichtFoundLineHeights";
const foundSpacing = "__klarsichtFoundSpacing";

const importantLineHeightScript = `(function () {
  var out = window.${foundLineHeights} = [];
  var applicable = false;
  var all = document.querySelectorAll("[style]");
  for (var i = 0; i < all.length; i++) {
    var el = all[i];
    if (el.namespaceURI !== "http://www.w3.org/1999/xhtml" || !el.style) continue;
    if (el.style.getPropertyPriority("line-height") !== "important") continue;
    // inherit and unset take the parent's value, which is not the important one.
    if (/^(inherit|unset|revert-layer)$/i.test(el.style.getPropertyValue("line-height").trim())) continue;
    // Visible: it has a box, inside the page (not moved off-screen), and is not hidden.
    var box = el.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0 || box.right + scrollX <= 0 || box.bottom + scrollY <= 0) continue;
    if (getComputedStyle(el).visibility !== "visible") continue;
    // Soft wrap breaks: a text child that runs over more than one line without a line break in it.
    var style = getComputedStyle(el);
    var preserves = /^(pre|pre-wrap|pre-line|break-spaces)$/.test(style.whiteSpace);
    var tops = [];
    var wraps = false;
    for (var child = el.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== 3 || !child.data.trim()) continue;
      var range = document.createRange();
      range.selectNodeContents(child);
      var lineTops = [];
      Array.prototype.forEach.call(range.getClientRects(), function (r) {
        if (r.width < 1 || r.height < 1) return;
        if (lineTops.every(function (t) { return Math.abs(t - r.top) > 1; })) lineTops.push(r.top);
      });
      var hardBreaks = preserves ? child.data.trim().split("\\n").length - 1 : 0;
      if (lineTops.length > hardBreaks + 1) wraps = true;
      tops = tops.concat(lineTops);
    }
    if (!wraps) continue;
    applicable = true;
    var fontSize = parseFloat(style.fontSize);
    var lineHeight = parseFloat(style.lineHeight);
    if (isNaN(lineHeight)) {
      // "normal": the used value is the distance between two lines.
      tops.sort(function (a, b) { return a - b; });
      lineHeight = tops.length > 1 ? tops[1] - tops[0] : NaN;
      if (isNaN(lineHeight)) continue;
    }
    if (lineHeight < 1.5 * fontSize - 0.01) {
      out.push({ el: el, detail: (lineHeight / fontSize).toFixed(2) });
    }
  }
  if (out.length === 0) delete window.${foundLineHeights};
  return { applicable: applicable, found: out.length };
})()`;

export const importantLineHeightCheck: Check = {
  name: "important-line-height",
  rules: [importantLineHeightRule],
  kind: "read",
  budgetMs: 2_000,
  async run(context) {
    const { applicable, found: count } = (await context.evaluate(importantLineHeightScript)) as {
      applicable: boolean;
      found: number;
    };
    const found =
      count > 0 ? ((await context.evaluate(describeFoundScript(foundLineHeights))) as Found[]) : [];
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
 * One visit: what is cut off or spills out of its box now, the same with the WCAG spacing applied, and
 * back. Text that newly spills out of its box counts only where it then runs over other text.
 */
const textSpacingScript = `(function () {
  ${clippedTextsFunction}
  var root = document.body || document.documentElement;
  if (!root || !(root.innerText || "").trim()) return { applicable: false, found: 0 };
  var checkClipping = false;
  try {
    // Replaced elements (images, form fields) clip their own content; text is not in them.
    checkClipping = Array.prototype.some.call(document.querySelectorAll("body *:not(img, video, audio, iframe, canvas, svg, svg *, input, select, textarea, object, embed)"), function (el) {
      var s = getComputedStyle(el);
      return /hidden|clip/.test(s.overflowX + s.overflowY);
    });
  } catch (e) { checkClipping = true; }
  function blockOf(node) {
    var el = node.parentElement;
    while (el && el !== root && /^(inline|contents)$/.test(getComputedStyle(el).display)) el = el.parentElement;
    return el;
  }
  function texts() {
    var list = [];
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node && list.length < 4000; node = walker.nextNode()) {
      if (!node.data.trim() || !node.parentElement || node.parentElement.closest("script, style, noscript, template, svg, [aria-hidden=true]")) continue;
      var range = document.createRange();
      range.selectNodeContents(node);
      // Text moved off the page (tooltips parked at top: -30000em until shown, visually hidden text) is
      // seen by nobody: it covering other such text is no loss.
      var rects = Array.prototype.filter.call(range.getClientRects(), function (r) {
        return r.width >= 1 && r.height >= 1 && r.bottom + scrollY > 0 && r.right + scrollX > 0;
      });
      if (rects.length === 0) continue;
      list.push({ node: node, rects: rects });
    }
    return list;
  }
  function spilling(list) {
    var out = new Map();
    list.forEach(function (t) {
      var block = blockOf(t.node);
      if (!block || block === root) return;
      var b = block.getBoundingClientRect();
      var spills = t.rects.some(function (r) { return r.bottom > b.bottom + 1 || r.right > b.right + 1; });
      if (spills) out.set(t.node, block);
    });
    return out;
  }
  var x = scrollX, y = scrollY;
  var clippedBefore = checkClipping ? new Set(clippedTexts().map(function (c) { return c.node; })) : new Set();
  var spillingBefore = spilling(texts());
  var sheet = document.createElement("style");
  sheet.id = ${JSON.stringify(spacingSheetId)};
  sheet.textContent = "body, body *:not(svg):not(svg *) { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";
  (document.head || document.documentElement).appendChild(sheet);
  var found = window.${foundSpacing} = [];
  var seen = new Set();
  try {
    if (checkClipping) {
      clippedTexts().forEach(function (c) {
        if (clippedBefore.has(c.node) || seen.has(c.el)) return;
        seen.add(c.el);
        found.push({ el: c.el, detail: "clipped" });
      });
    }
    var after = texts();
    var spillingAfter = spilling(after);
    spillingAfter.forEach(function (block, node) {
      if (spillingBefore.has(node) || seen.has(block) || found.length >= 50) return;
      var own = after.find(function (t) { return t.node === node; });
      var overlaps = after.some(function (other) {
        if (other.node === node || block.contains(other.node)) return false;
        return other.rects.some(function (o) {
          return own.rects.some(function (r) {
            return r.left < o.right - 1 && o.left < r.right - 1 && r.top < o.bottom - 1 && o.top < r.bottom - 1;
          });
        });
      });
      if (!overlaps) return;
      seen.add(block);
      found.push({ el: block, detail: "overlap" });
    });
  } finally {
    sheet.remove();
    window.scrollTo(x, y);
  }
  if (found.length === 0) delete window.${foundSpacing};
  return { applicable: true, found: found.length };
})()`;

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
    const { applicable, found: count } = (await context.evaluate(textSpacingScript)) as {
      applicable: boolean;
      found: number;
    };
    const found = count > 0 ? ((await context.evaluate(describeFoundScript(foundSpacing))) as Found[]) : [];
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
