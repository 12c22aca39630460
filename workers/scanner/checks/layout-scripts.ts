import { inPage } from "./page-helpers";

/**
 * A page function, as a string for page scripts: the text nodes an ancestor with overflow hidden or
 * clip cuts off, per the ACT definitions of 59br37 (horizontally and vertically clipped by overflow,
 * with the rule's exceptions for ellipsis and boxes a whole number of lines tall). Text cut away
 * entirely renders nothing and so is not visible: it is not listed.
 *
 * clippedTexts() returns [{ node, el (the clipping element), axis ("x" | "y"), direct }], where direct
 * says that the text's own lines overflow the clipping box rather than a box inside it.
 */
export const clippedTextsFunction = `function clippedTexts() {
  var out = [];
  // Per element, what its ancestors (itself included) do with overflow: per axis the nearest one that
  // does not let content overflow visibly (a scroll container keeps text reachable, hidden or clip cuts
  // it off), the area all of them leave visible, and whether a clip path or clip hides everything.
  // Memoised, so that a page costs one style lookup per element.
  var chains = new Map();
  var none = { x: null, y: null, hidden: false, area: null };
  function chainOf(el) {
    if (!el || el === document.documentElement || el.nodeType !== 1) return none;
    var known = chains.get(el);
    if (known) return known;
    var up = chainOf(el.parentElement);
    var s = getComputedStyle(el);
    var chain = { x: up.x, y: up.y, hidden: up.hidden, area: up.area };
    if (s.clipPath !== "none" || (s.clip && s.clip !== "auto" && s.position === "absolute")) chain.hidden = true;
    if (s.overflowX !== "visible" || s.overflowY !== "visible") {
      var r = el.getBoundingClientRect();
      var pad = { left: r.left + el.clientLeft, top: r.top + el.clientTop, right: r.left + el.clientLeft + el.clientWidth, bottom: r.top + el.clientTop + el.clientHeight };
      var area = chain.area ? { left: chain.area.left, top: chain.area.top, right: chain.area.right, bottom: chain.area.bottom } : { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      if (s.overflowX !== "visible") {
        chain.x = { el: el, value: s.overflowX, pad: pad, style: s };
        area.left = Math.max(area.left, pad.left); area.right = Math.min(area.right, pad.right);
      }
      if (s.overflowY !== "visible") {
        chain.y = { el: el, value: s.overflowY, pad: pad, style: s };
        area.top = Math.max(area.top, pad.top); area.bottom = Math.min(area.bottom, pad.bottom);
      }
      chain.area = area;
    }
    chains.set(el, chain);
    return chain;
  }
  function cuts(entry) { return !!entry && (entry.value === "hidden" || entry.value === "clip"); }
  var walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.data.trim()) continue;
    var parent = node.parentElement;
    if (!parent || parent.namespaceURI !== "http://www.w3.org/1999/xhtml") continue;
    var chain = chainOf(parent);
    if (chain.hidden || !(cuts(chain.x) || cuts(chain.y))) continue;
    if (parent.closest("[aria-hidden=true], script, style, noscript, template, option")) continue;
    var ps = getComputedStyle(parent);
    if (ps.visibility !== "visible" || parseFloat(ps.opacity) === 0) continue;
    var range = document.createRange();
    range.selectNodeContents(node);
    var rects = Array.prototype.filter.call(range.getClientRects(), function (r) { return r.width >= 1 && r.height >= 1; });
    if (rects.length === 0) continue;
    var box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    rects.forEach(function (r) { box.left = Math.min(box.left, r.left); box.top = Math.min(box.top, r.top); box.right = Math.max(box.right, r.right); box.bottom = Math.max(box.bottom, r.bottom); });
    // Text cut away entirely renders nothing: it is not visible, so not in scope.
    var a = chain.area;
    if (Math.min(box.right, a.right) - Math.max(box.left, a.left) < 2 || Math.min(box.bottom, a.bottom) - Math.max(box.top, a.top) < 2) continue;
    var clipped = null;
    var x = chain.x, y = chain.y;
    if (cuts(x) && (box.right > x.pad.right + 1 || box.left < x.pad.left - 1)) {
      var ellipsis = x.style.whiteSpace.indexOf("nowrap") >= 0 || x.style.textWrapMode === "nowrap";
      if (!(ellipsis && x.style.textOverflow !== "clip")) clipped = { el: x.el, axis: "x" };
    }
    if (!clipped && cuts(y) && (box.bottom > y.pad.bottom + 1 || box.top < y.pad.top - 1)) {
      // A box exactly as tall as a whole number of lines cuts text cleanly between lines.
      var lineHeight = parseFloat(y.style.lineHeight);
      if (isNaN(lineHeight)) lineHeight = parseFloat(y.style.fontSize) * 1.2;
      var height = y.value === "clip" ? parseFloat(y.style.height) : y.el.getBoundingClientRect().height;
      var lines = height / lineHeight;
      var whole = lines >= 0.99 && Math.abs(lines - Math.round(lines)) * lineHeight <= 1;
      if (!whole) clipped = { el: y.el, axis: "y" };
    }
    if (!clipped) continue;
    // Whether the text's own lines overflow the clipping box (rather than a box inside it, such as a
    // slide of a carousel that shows part of the next slide).
    var block = parent;
    while (block && block !== clipped.el && /^(inline|contents)$/.test(getComputedStyle(block).display)) block = block.parentElement;
    out.push({ node: node, el: clipped.el, axis: clipped.axis, direct: block === clipped.el });
  }
  return out;
}`;

/**
 * Names what a layout script found. Layout scripts run without axe's virtual tree, which is costly to
 * build on large pages; they leave the elements they found in our world under `globalName` as
 * [{ el, detail, certain }], and this script, run only when something was found, adds axe's selector
 * and the opening tag, and removes the global.
 */
export function describeFoundScript(globalName: string): string {
  const name = JSON.stringify(globalName);
  return inPage(`
  var found = window[${name}] || [];
  delete window[${name}];
  return found.filter(function (f) { return f.el && f.el.isConnected; }).map(function (f) {
    return { selector: ks.selector(f.el), html: ks.html(f.el), detail: f.detail, certain: f.certain !== false };
  });`);
}
