/**
 * What the layout checks share (checks/viewport.ts, checks/text-spacing.ts): text cut off by overflow,
 * and the naming of what they found.
 */
import { html, selector, withAxeTree } from "./helpers";

export type ClippedText = { node: Text; el: Element; axis: "x" | "y"; direct: boolean };

type Box = { left: number; top: number; right: number; bottom: number };
type Cut = { el: Element; value: string; pad: Box; style: CSSStyleDeclaration };
type Chain = { x: Cut | null; y: Cut | null; hidden: boolean; area: Box | null };

/**
 * The text nodes an ancestor with overflow hidden or clip cuts off, per the ACT definitions of 59br37
 * (horizontally and vertically clipped by overflow, with the rule's exceptions for ellipsis and boxes a
 * whole number of lines tall). Text cut away entirely renders nothing and so is not visible: it is not
 * listed. `el` is the clipping element; `direct` says that the text's own lines overflow the clipping
 * box rather than a box inside it.
 */
export function clippedTexts(): ClippedText[] {
  const out: ClippedText[] = [];
  // Per element, what its ancestors (itself included) do with overflow: per axis the nearest one that
  // does not let content overflow visibly (a scroll container keeps text reachable, hidden or clip cuts
  // it off), the area all of them leave visible, and whether a clip path or clip hides everything.
  // Memoised, so that a page costs one style lookup per element.
  const chains = new Map<Element, Chain>();
  const none: Chain = { x: null, y: null, hidden: false, area: null };
  const chainOf = (el: Element | null): Chain => {
    if (!el || el === document.documentElement || el.nodeType !== 1) return none;
    const known = chains.get(el);
    if (known) return known;
    const up = chainOf(el.parentElement);
    const s = getComputedStyle(el);
    const chain: Chain = { x: up.x, y: up.y, hidden: up.hidden, area: up.area };
    if (s.clipPath !== "none" || (s.clip && s.clip !== "auto" && s.position === "absolute"))
      chain.hidden = true;
    if (s.overflowX !== "visible" || s.overflowY !== "visible") {
      const r = el.getBoundingClientRect();
      const pad = {
        left: r.left + el.clientLeft,
        top: r.top + el.clientTop,
        right: r.left + el.clientLeft + el.clientWidth,
        bottom: r.top + el.clientTop + el.clientHeight,
      };
      const area = chain.area
        ? { left: chain.area.left, top: chain.area.top, right: chain.area.right, bottom: chain.area.bottom }
        : { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      if (s.overflowX !== "visible") {
        chain.x = { el, value: s.overflowX, pad, style: s };
        area.left = Math.max(area.left, pad.left);
        area.right = Math.min(area.right, pad.right);
      }
      if (s.overflowY !== "visible") {
        chain.y = { el, value: s.overflowY, pad, style: s };
        area.top = Math.max(area.top, pad.top);
        area.bottom = Math.min(area.bottom, pad.bottom);
      }
      chain.area = area;
    }
    chains.set(el, chain);
    return chain;
  };
  const cuts = (entry: Cut | null): entry is Cut =>
    !!entry && (entry.value === "hidden" || entry.value === "clip");
  const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.trim()) continue;
    const parent = node.parentElement;
    if (parent?.namespaceURI !== "http://www.w3.org/1999/xhtml") continue;
    const chain = chainOf(parent);
    if (chain.hidden || !(cuts(chain.x) || cuts(chain.y))) continue;
    if (parent.closest("[aria-hidden=true], script, style, noscript, template, option")) continue;
    const ps = getComputedStyle(parent);
    if (ps.visibility !== "visible" || parseFloat(ps.opacity) === 0) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width >= 1 && r.height >= 1);
    if (rects.length === 0) continue;
    const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    for (const r of rects) {
      box.left = Math.min(box.left, r.left);
      box.top = Math.min(box.top, r.top);
      box.right = Math.max(box.right, r.right);
      box.bottom = Math.max(box.bottom, r.bottom);
    }
    // Text cut away entirely renders nothing: it is not visible, so not in scope.
    const a = chain.area as Box;
    if (
      Math.min(box.right, a.right) - Math.max(box.left, a.left) < 2 ||
      Math.min(box.bottom, a.bottom) - Math.max(box.top, a.top) < 2
    ) {
      continue;
    }
    let clipped: { el: Element; axis: "x" | "y" } | null = null;
    const x = chain.x;
    const y = chain.y;
    if (cuts(x) && (box.right > x.pad.right + 1 || box.left < x.pad.left - 1)) {
      const style = x.style as CSSStyleDeclaration & { textWrapMode?: string };
      const ellipsis = style.whiteSpace.indexOf("nowrap") >= 0 || style.textWrapMode === "nowrap";
      if (!(ellipsis && style.textOverflow !== "clip")) clipped = { el: x.el, axis: "x" };
    }
    if (!clipped && cuts(y) && (box.bottom > y.pad.bottom + 1 || box.top < y.pad.top - 1)) {
      // A box exactly as tall as a whole number of lines cuts text cleanly between lines.
      let lineHeight = parseFloat(y.style.lineHeight);
      if (Number.isNaN(lineHeight)) lineHeight = parseFloat(y.style.fontSize) * 1.2;
      const height = y.value === "clip" ? parseFloat(y.style.height) : y.el.getBoundingClientRect().height;
      const lines = height / lineHeight;
      const whole = lines >= 0.99 && Math.abs(lines - Math.round(lines)) * lineHeight <= 1;
      if (!whole) clipped = { el: y.el, axis: "y" };
    }
    if (!clipped) continue;
    // Whether the text's own lines overflow the clipping box (rather than a box inside it, such as a
    // slide of a carousel that shows part of the next slide).
    let block: Element | null = parent;
    while (block && block !== clipped.el && /^(inline|contents)$/.test(getComputedStyle(block).display)) {
      block = block.parentElement;
    }
    out.push({ node, el: clipped.el, axis: clipped.axis, direct: block === clipped.el });
  }
  return out;
}

/** The page as laid out when clippedTextsAsLaidOut last measured it, until that script ends. */
let laidOut: { texts: ClippedText[]; changes: MutationObserver } | null = null;

/**
 * clippedTexts() of the page as it is laid out now, measured once for all the scripts of one
 * evaluation: the viewport survey and the text-spacing check both start from it, side by side among
 * the read checks' scripts. Measured afresh in a later evaluation, or once the document has changed.
 */
export function clippedTextsAsLaidOut(): ClippedText[] {
  if (laidOut && laidOut.changes.takeRecords().length === 0) return laidOut.texts;
  laidOut?.changes.disconnect();
  const changes = new MutationObserver(() => {});
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const measured = { texts: clippedTexts(), changes };
  laidOut = measured;
  // Microtasks run once the evaluation's scripts have all started: nothing of the page runs before.
  queueMicrotask(() => {
    measured.changes.disconnect();
    if (laidOut === measured) laidOut = null;
  });
  return measured.texts;
}

/** What a layout check found, kept in our world until it is named. */
export type FoundElement = { el: Element; detail: string; certain?: boolean };
export type NamedFound = { selector: string; html: string; detail: string; certain: boolean };

/**
 * Names what a layout check found. Layout checks run without axe's virtual tree, which is costly to
 * build on large pages; they leave the elements they found in our world under `globalName`, and this,
 * run only when something was found, adds axe's selector and the opening tag, and removes the global.
 */
export function describeFound(globalName: string): Promise<NamedFound[]> {
  return withAxeTree(() => {
    const scope = window as unknown as Record<string, FoundElement[] | undefined>;
    const found = scope[globalName] || [];
    delete scope[globalName];
    return found
      .filter((f) => f.el?.isConnected)
      .map((f) => ({
        selector: selector(f.el),
        html: html(f.el),
        detail: f.detail,
        certain: f.certain !== false,
      }));
  });
}
