/** The page side of the text-spacing checks (checks/text-spacing.ts). */
import { clippedTexts, clippedTextsAsLaidOut, type FoundElement } from "./layout";

type Scope = Record<string, FoundElement[] | undefined>;

/**
 * Elements whose style attribute sets line-height !important below 1.5 times the font size, where it
 * matters (visible text that wraps), kept under `globalName`.
 */
export function importantLineHeights(globalName: string): { applicable: boolean; found: number } {
  const scope = window as unknown as Scope;
  const out: FoundElement[] = [];
  scope[globalName] = out;
  let applicable = false;
  for (const el of Array.from(document.querySelectorAll("[style]"))) {
    const styled = el as HTMLElement;
    if (el.namespaceURI !== "http://www.w3.org/1999/xhtml" || !styled.style) continue;
    if (styled.style.getPropertyPriority("line-height") !== "important") continue;
    // inherit and unset take the parent's value, which is not the important one.
    if (/^(inherit|unset|revert-layer)$/i.test(styled.style.getPropertyValue("line-height").trim())) continue;
    // Visible: it has a box, inside the page (not moved off-screen), and is not hidden.
    const box = el.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0 || box.right + scrollX <= 0 || box.bottom + scrollY <= 0) continue;
    if (getComputedStyle(el).visibility !== "visible") continue;
    // Soft wrap breaks: a text child that runs over more than one line without a line break in it.
    const style = getComputedStyle(el);
    const preserves = /^(pre|pre-wrap|pre-line|break-spaces)$/.test(style.whiteSpace);
    let tops: number[] = [];
    let wraps = false;
    for (let child = el.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== 3 || !(child as Text).data.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      const lineTops: number[] = [];
      for (const r of Array.from(range.getClientRects())) {
        if (r.width < 1 || r.height < 1) continue;
        if (lineTops.every((t) => Math.abs(t - r.top) > 1)) lineTops.push(r.top);
      }
      const hardBreaks = preserves ? (child as Text).data.trim().split("\n").length - 1 : 0;
      if (lineTops.length > hardBreaks + 1) wraps = true;
      tops = tops.concat(lineTops);
    }
    if (!wraps) continue;
    applicable = true;
    const fontSize = parseFloat(style.fontSize);
    let lineHeight = parseFloat(style.lineHeight);
    if (Number.isNaN(lineHeight)) {
      // "normal": the used value is the distance between two lines.
      tops.sort((a, b) => a - b);
      lineHeight = tops.length > 1 ? (tops[1] as number) - (tops[0] as number) : NaN;
      if (Number.isNaN(lineHeight)) continue;
    }
    if (lineHeight < 1.5 * fontSize - 0.01) {
      out.push({ el, detail: (lineHeight / fontSize).toFixed(2) });
    }
  }
  if (out.length === 0) delete scope[globalName];
  return { applicable, found: out.length };
}

type Placed = { node: Text; rects: DOMRect[] };

/**
 * One visit: what is cut off or spills out of its box now, the same with the WCAG spacing applied (a
 * style sheet `sheetId`, removed again before this returns), and back. Text that newly spills out of its
 * box counts only where it then runs over other text. What is found is kept under `globalName`.
 */
export function textSpacing(sheetId: string, globalName: string): { applicable: boolean; found: number } {
  const root = document.body || document.documentElement;
  if (!root || !(root.innerText || "").trim()) return { applicable: false, found: 0 };
  let checkClipping = false;
  try {
    // Replaced elements (images, form fields) clip their own content; text is not in them.
    checkClipping = Array.from(
      document.querySelectorAll(
        "body *:not(img, video, audio, iframe, canvas, svg, svg *, input, select, textarea, object, embed)",
      ),
    ).some((el) => {
      const s = getComputedStyle(el);
      return /hidden|clip/.test(s.overflowX + s.overflowY);
    });
  } catch {
    checkClipping = true;
  }
  const blockOf = (node: Text) => {
    let el = node.parentElement;
    while (el && el !== root && /^(inline|contents)$/.test(getComputedStyle(el).display))
      el = el.parentElement;
    return el;
  };
  const placed = (node: Text): DOMRect[] => {
    const range = document.createRange();
    range.selectNodeContents(node);
    // Text moved off the page (tooltips parked at top: -30000em until shown, visually hidden text) is
    // seen by nobody: it covering other such text is no loss.
    return Array.from(range.getClientRects()).filter(
      (r) => r.width >= 1 && r.height >= 1 && r.bottom + scrollY > 0 && r.right + scrollX > 0,
    );
  };
  const texts = () => {
    const list: Placed[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (
      let node = walker.nextNode() as Text | null;
      node && list.length < 4000;
      node = walker.nextNode() as Text | null
    ) {
      if (
        !node.data.trim() ||
        !node.parentElement ||
        node.parentElement.closest("script, style, noscript, template, svg, [aria-hidden=true]")
      ) {
        continue;
      }
      const rects = placed(node);
      if (rects.length === 0) continue;
      list.push({ node, rects });
    }
    return list;
  };
  /** The block the text spills out of (below or to the right), if it does. */
  const spillsFrom = (node: Text, rects: DOMRect[]): Element | null => {
    const block = blockOf(node);
    if (!block || block === root) return null;
    const b = block.getBoundingClientRect();
    return rects.some((r) => r.bottom > b.bottom + 1 || r.right > b.right + 1) ? block : null;
  };
  const x = scrollX;
  const y = scrollY;
  const clippedBefore = checkClipping ? new Set(clippedTextsAsLaidOut().map((c) => c.node)) : new Set<Text>();
  const sheet = document.createElement("style");
  sheet.id = sheetId;
  sheet.textContent =
    "body, body *:not(svg):not(svg *) { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";
  (document.head || document.documentElement).appendChild(sheet);
  const scope = window as unknown as Scope;
  const found: FoundElement[] = [];
  scope[globalName] = found;
  const seen = new Set<Element>();
  /** Text that spills out of its block with the spacing and runs over other text, in tree order. */
  const overlapping: { node: Text; block: Element }[] = [];
  try {
    if (checkClipping) {
      for (const c of clippedTexts()) {
        if (clippedBefore.has(c.node) || seen.has(c.el)) continue;
        seen.add(c.el);
        found.push({ el: c.el, detail: "clipped" });
      }
    }
    const after = texts();
    for (const own of after) {
      const block = spillsFrom(own.node, own.rects);
      if (!block) continue;
      const overlaps = after.some((other) => {
        if (other.node === own.node || block.contains(other.node)) return false;
        return other.rects.some((o) =>
          own.rects.some(
            (r) =>
              r.left < o.right - 1 && o.left < r.right - 1 && r.top < o.bottom - 1 && o.top < r.bottom - 1,
          ),
        );
      });
      if (overlaps) overlapping.push({ node: own.node, block });
    }
  } finally {
    sheet.remove();
    window.scrollTo(x, y);
  }
  // Only text that did not spill out already without the spacing counts: measured now, with the page
  // back as it was, and only for the few that spill with it (instead of all the page's text before).
  for (const { node, block } of overlapping) {
    if (seen.has(block) || found.length >= 50) continue;
    const rects = placed(node);
    if (rects.length > 0 && spillsFrom(node, rects)) continue;
    seen.add(block);
    found.push({ el: block, detail: "overlap" });
  }
  if (found.length === 0) delete scope[globalName];
  return { applicable: true, found: found.length };
}
