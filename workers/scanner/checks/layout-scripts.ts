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
  var walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.data.trim()) continue;
    var parent = node.parentElement;
    if (!parent || parent.namespaceURI !== "http://www.w3.org/1999/xhtml") continue;
    if (parent.closest("[aria-hidden=true], script, style, noscript, template, option")) continue;
    var range = document.createRange();
    range.selectNodeContents(node);
    var rects = Array.prototype.filter.call(range.getClientRects(), function (r) { return r.width >= 1 && r.height >= 1; });
    if (rects.length === 0) continue;
    var ps = getComputedStyle(parent);
    if (ps.visibility !== "visible" || parseFloat(ps.opacity) === 0) continue;
    var box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    rects.forEach(function (r) { box.left = Math.min(box.left, r.left); box.top = Math.min(box.top, r.top); box.right = Math.max(box.right, r.right); box.bottom = Math.max(box.bottom, r.bottom); });
    // Per axis, the nearest ancestor that does not let content overflow visibly decides: a scroll
    // container keeps the text reachable, hidden or clip cuts it off.
    var found = { x: null, y: null };
    var visibleArea = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    var hiddenEntirely = false;
    for (var el = parent; el && el !== document.documentElement; el = el.parentElement) {
      var s = getComputedStyle(el);
      if (s.clipPath !== "none" || (s.clip && s.clip !== "auto" && s.position === "absolute")) { hiddenEntirely = true; break; }
      var r = el.getBoundingClientRect();
      var pad = { left: r.left + el.clientLeft, top: r.top + el.clientTop, right: r.left + el.clientLeft + el.clientWidth, bottom: r.top + el.clientTop + el.clientHeight };
      ["x", "y"].forEach(function (axis) {
        var value = axis === "x" ? s.overflowX : s.overflowY;
        if (found[axis] || value === "visible") return;
        found[axis] = { el: el, value: value, pad: pad, style: s };
      });
      if (s.overflowX !== "visible") { visibleArea.left = Math.max(visibleArea.left, pad.left); visibleArea.right = Math.min(visibleArea.right, pad.right); }
      if (s.overflowY !== "visible") { visibleArea.top = Math.max(visibleArea.top, pad.top); visibleArea.bottom = Math.min(visibleArea.bottom, pad.bottom); }
      if (found.x && found.y) break;
    }
    // Text cut away entirely renders nothing: it is not visible, so not in scope.
    if (hiddenEntirely || visibleArea.right - visibleArea.left < 2 || visibleArea.bottom - visibleArea.top < 2) continue;
    var clipped = null;
    var x = found.x, y = found.y;
    if (x && (x.value === "hidden" || x.value === "clip") && (box.right > x.pad.right + 1 || box.left < x.pad.left - 1)) {
      var ellipsis = x.style.whiteSpace.indexOf("nowrap") >= 0 || x.style.textWrapMode === "nowrap";
      if (!(ellipsis && x.style.textOverflow !== "clip")) clipped = { el: x.el, axis: "x" };
    }
    if (!clipped && y && (y.value === "hidden" || y.value === "clip") && (box.bottom > y.pad.bottom + 1 || box.top < y.pad.top - 1)) {
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
