/**
 * The page side of the viewport check (checks/viewport.ts). What the survey finds is kept here, in the
 * page code's own state in our world, for the steps after each resize; viewportEnd drops it.
 */
import { type ClippedText, clippedTexts, clippedTextsAsLaidOut, type FoundElement } from "./layout";

/** The page state to restore, and what is in scope. */
export type ViewportSurvey = {
  width: number;
  height: number;
  scale: number;
  scrollX: number;
  scrollY: number;
  /** Elements that CSS rotates on the orientation media feature (kept in our world). */
  rotated: number;
  /** Whether any element has, or any style rule sets, overflow hidden or clip. */
  overflowClip: boolean;
  hasContent: boolean;
};

export type ViewportReflow = { scrolls: boolean; exemptOnly?: boolean; found: number };

type State = { rotated: Element[]; angles: number[]; clippedBefore: Set<Text> };

let state: State | null = null;

function current(): State {
  if (!state) state = { rotated: [], angles: [], clippedBefore: new Set() };
  return state;
}

type StyleRule = CSSStyleRule;

function eachStyleRule(visit: (rule: StyleRule, conditional: boolean) => void): void {
  const walk = (rules: CSSRuleList, conditional: boolean) => {
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i] as CSSRule & {
        style?: CSSStyleDeclaration;
        selectorText?: string;
        conditionText?: string;
        media?: MediaList;
        cssRules?: CSSRuleList;
      };
      if (rule.style && rule.selectorText) visit(rule as StyleRule, conditional);
      const text = rule.conditionText || rule.media?.mediaText || "";
      try {
        if (rule.cssRules) walk(rule.cssRules, conditional || /orientation/i.test(text));
      } catch {}
    }
  };
  for (let s = 0; s < document.styleSheets.length; s++) {
    const sheet = document.styleSheets[s] as CSSStyleSheet;
    let rules: CSSRuleList | null = null;
    try {
      rules = sheet.cssRules;
    } catch {
      rules = null;
    }
    if (rules) walk(rules, /orientation/i.test(sheet.media?.mediaText || ""));
  }
}

function angle(el: Element): number {
  const style = getComputedStyle(el);
  let total = 0;
  const m = /^matrix(3d)?\(([^)]*)\)/.exec(style.transform || "");
  if (m) {
    const v = (m[2] as string).split(",").map(parseFloat);
    total += (Math.atan2(v[1] as number, v[0] as number) * 180) / Math.PI;
  }
  const r = style.rotate;
  if (r && r !== "none") {
    const parts = r.trim().split(/\s+/);
    const a = parts[parts.length - 1] as string;
    const axis = parts.slice(0, -1).join(" ");
    const zAxis = axis === "" || axis === "z" || /^0 0 [1-9]/.test(axis);
    if (zAxis) {
      const n = parseFloat(a);
      total += /rad$/.test(a)
        ? (n * 180) / Math.PI
        : /turn$/.test(a)
          ? n * 360
          : /grad$/.test(a)
            ? n * 0.9
            : n;
    }
  }
  return total;
}

function shown(el: Element): boolean {
  const style = getComputedStyle(el);
  if (style.visibility === "hidden" || style.display === "none") return false;
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

function rotatedOnOrientation(): Element[] {
  const found: Element[] = [];
  eachStyleRule((rule, conditional) => {
    if (!conditional) return;
    const transform = rule.style.getPropertyValue("transform");
    const rotate = rule.style.getPropertyValue("rotate");
    if (!/\b(rotate|rotate3d|rotateZ|matrix|matrix3d)\(/i.test(transform) && !rotate) return;
    try {
      for (const el of Array.from(document.querySelectorAll(rule.selectorText))) {
        if (found.indexOf(el) < 0) found.push(el);
      }
    } catch {}
  });
  return found;
}

function overflowClip(): boolean {
  let any = false;
  eachStyleRule((rule) => {
    const overflow = `${rule.style.getPropertyValue("overflow")} ${rule.style.getPropertyValue("overflow-x")} ${rule.style.getPropertyValue("overflow-y")}`;
    if (/hidden|clip/.test(overflow)) any = true;
  });
  if (any) return true;
  for (const el of Array.from(document.querySelectorAll("[style]"))) {
    if (/overflow[^;]*:\s*(hidden|clip)/i.test(el.getAttribute("style") ?? "")) return true;
  }
  return false;
}

/** What is in scope, and the page state to restore; remembers what the later steps compare with. */
export function viewportSurvey(): ViewportSurvey {
  const found: State = { rotated: [], angles: [], clippedBefore: new Set() };
  state = found;
  found.rotated = rotatedOnOrientation().filter(shown);
  found.angles = found.rotated.map(angle);
  const clip = overflowClip();
  if (clip) found.clippedBefore = new Set(clippedTextsAsLaidOut().map((c: ClippedText) => c.node));
  const body = document.body;
  return {
    width: innerWidth,
    height: innerHeight,
    scale: devicePixelRatio,
    scrollX,
    scrollY,
    rotated: found.rotated.length,
    overflowClip: clip,
    hasContent: !!body && body.getClientRects().length > 0 && (body.innerText || "").trim().length > 0,
  };
}

function keep(globalName: string, found: FoundElement[]): number {
  const scope = window as unknown as Record<string, FoundElement[] | undefined>;
  if (found.length === 0) delete scope[globalName];
  else scope[globalName] = found;
  return found.length;
}

/** In the other orientation: the elements turned by a quarter against the survey, kept under `globalName`. */
export function viewportOrientation(globalName: string): number {
  const found = current();
  const out: FoundElement[] = [];
  found.rotated.forEach((el, i) => {
    const turn = Math.abs(((((angle(el) - (found.angles[i] as number)) % 180) + 180) % 180) - 90);
    if (turn <= 1)
      out.push({ el, detail: String(Math.round(angle(el) - (found.angles[i] as number))), certain: true });
  });
  return keep(globalName, out);
}

/** At 200%: the elements that cut text off, kept under `globalName`. */
export function viewportZoom(globalName: string): number {
  const found = current();
  const out: FoundElement[] = [];
  const seen = new Set<Element>();
  for (const c of clippedTexts()) {
    if (seen.has(c.el)) continue;
    seen.add(c.el);
    // Certain where zooming caused it, or where the text's own lines are cut; a box cutting off part
    // of another box (a carousel showing the edge of the next slide) may be meant that way.
    const certain = !found.clippedBefore.has(c.node) || c.direct;
    out.push({ el: c.el, detail: c.axis, certain });
  }
  return keep(globalName, out);
}

const exempt =
  "img, picture, video, audio, canvas, svg, iframe, object, embed, map, table, pre, code, kbd, samp, math, [role=application], [role=img], [role=grid], [role=table], [role=treegrid], [role=toolbar], textarea, [contenteditable]";

function visibleBox(el: Element): boolean {
  const s = getComputedStyle(el);
  const r = el.getBoundingClientRect();
  return s.visibility === "visible" && parseFloat(s.opacity) > 0 && r.width > 0 && r.height > 0;
}

function scrollsAway(el: Element): boolean {
  for (
    let a = el.parentElement;
    a && a !== document.body && a !== document.documentElement;
    a = a.parentElement
  ) {
    const s = getComputedStyle(a);
    if (s.overflowX !== "visible") return true;
    if (s.position === "fixed") return true;
  }
  return false;
}

/**
 * Text in a box that cuts it off itself (the usual visually hidden pattern: overflow hidden, clip, a
 * pixel wide) is not seen sticking out, whatever its text would measure unclipped.
 */
function clippedByOwnBox(el: Element): boolean {
  const s = getComputedStyle(el);
  if (s.overflowX !== "visible") return true;
  if (s.clip && s.clip !== "auto") return true;
  return Boolean(s.clipPath) && s.clipPath !== "none";
}

/** A box only as wide as the image or table in it is exempt with it. */
function widenedByExempt(el: Element, r: DOMRect): boolean {
  return Array.from(el.querySelectorAll(exempt)).some(
    (inner) => inner.getBoundingClientRect().right >= r.right - 1,
  );
}

/**
 * At 320 CSS pixels: whether the document scrolls sideways, and what sticks out (kept under
 * `globalName`). Text that could wrap and sticks out makes it certain; content that needs two
 * dimensions (images, video, maps, data tables, code, canvas, SVG, frames, applications) is exempt.
 */
export function viewportReflow(globalName: string): ViewportReflow {
  const root = document.scrollingElement || document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth <= width + 1) return { scrolls: false, found: 0 };
  // overflow-x hidden on the root (or on the body, which passes it to the viewport) stops sideways
  // scrolling: what is cut off there is not found by scrolling either.
  const rootX = getComputedStyle(document.documentElement).overflowX;
  const bodyX = document.body ? getComputedStyle(document.body).overflowX : "visible";
  if (/hidden|clip/.test(rootX) || (rootX === "visible" && /hidden|clip/.test(bodyX))) {
    return { scrolls: false, found: 0 };
  }
  const found: FoundElement[] = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  for (
    let node = walker.nextNode() as Text | null;
    node && found.length < 20;
    node = walker.nextNode() as Text | null
  ) {
    if (!node.data.trim()) continue;
    const parent = node.parentElement;
    if (
      !parent ||
      seen.has(parent) ||
      parent.closest(exempt) ||
      parent.closest("script, style, noscript, template")
    ) {
      continue;
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    let beyond = false;
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width >= 1 && rect.right > width + 1 && rect.left < root.scrollWidth) beyond = true;
    }
    if (!beyond || !visibleBox(parent) || clippedByOwnBox(parent) || scrollsAway(parent)) continue;
    seen.add(parent);
    found.push({ el: parent, detail: "text", certain: true });
  }
  const scope = window as unknown as Record<string, FoundElement[] | undefined>;
  scope[globalName] = found;
  if (found.length > 0) return { scrolls: true, found: found.length };
  // Not text: name the widest element that is not exempt, for a person to judge.
  let widest: Element | null = null;
  let widestRight = width + 1;
  const all = document.body ? document.body.querySelectorAll("*") : [];
  for (let j = 0; j < all.length && j < 5000; j++) {
    const el = all[j] as Element;
    const r = el.getBoundingClientRect();
    if (
      r.right > widestRight &&
      r.width > 0 &&
      !el.closest(exempt) &&
      !scrollsAway(el) &&
      !widenedByExempt(el, r)
    ) {
      widest = el;
      widestRight = r.right;
    }
  }
  const exemptOnly = !widest;
  if (widest) found.push({ el: widest, detail: String(Math.round(widestRight)), certain: false });
  if (found.length === 0) delete scope[globalName];
  return { scrolls: true, exemptOnly, found: found.length };
}

/** Puts the scroll position back (after the viewport is back) and drops what the survey kept. */
export function viewportEnd(scroll: { x: number; y: number } | null): void {
  if (scroll) window.scrollTo(scroll.x, scroll.y);
  state = null;
}
