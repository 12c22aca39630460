/** The page side of the contrast check (checks/contrast.ts). */
import { find, html, name, withAxeTree } from "./helpers";

/** What the page tells about each text axe could not decide. */
export type ContrastCandidate = {
  selector: string;
  html: string;
  /** Line boxes of the element's own text, in CSS pixels of the document. */
  rects: { x: number; y: number; width: number; height: number }[];
  rgb: [number, number, number];
  strength: number;
  large: boolean;
  /** A single sign, or a single letter standing for a control's accessible name (an icon such as "X"). */
  symbol: boolean;
  /** Painted in a way the two screenshots cannot separate (clipped backgrounds, blend modes, filters). */
  unmeasurable: boolean;
};

/** Computed styles, with the prefixed properties the DOM lib leaves out. */
type Style = CSSStyleDeclaration & { webkitTextFillColor?: string; webkitBackgroundClip?: string };

function rgbOf(value: string | undefined): { rgb: [number, number, number]; alpha: number } | null {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
    value as string,
  );
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : m[4].slice(-1) === "%" ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
  return { rgb: [+(m[1] as string), +(m[2] as string), +(m[3] as string)], alpha };
}

/**
 * Lists the texts behind the selectors (whose markup must start as axe reported it), and hides them in a
 * style sheet `sheetId`, disabled until contrastToggle and removed by contrastRestore.
 */
export function contrastCandidates(
  selectors: string[],
  htmls: string[],
  sheetId: string,
): Promise<ContrastCandidate[]> {
  return withAxeTree(() => {
    const out: ContrastCandidate[] = [];
    const hide: string[] = [];
    for (let i = 0; i < selectors.length; i++) {
      const selectorText = selectors[i] as string;
      const el = find(selectorText);
      // axe's selector of a node in a frame or shadow tree may match another element here: the markup
      // must be the one axe reported.
      if (!el || (htmls[i] as string).indexOf(html(el).slice(0, 120)) !== 0) continue;
      const style = getComputedStyle(el) as Style;
      // SVG text is painted with fill, HTML text with its colour (or a text fill colour that overrides it).
      const fill =
        el instanceof SVGElement ? rgbOf(style.fill) : rgbOf(style.webkitTextFillColor) || rgbOf(style.color);
      const rects: ContrastCandidate["rects"] = [];
      for (let child = el.firstChild; child; child = child.nextSibling) {
        if (child.nodeType !== 3 || !(child as Text).data.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(child);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width < 1 || rect.height < 1) continue;
          rects.push({
            x: rect.left + scrollX,
            y: rect.top + scrollY,
            width: rect.width,
            height: rect.height,
          });
        }
      }
      if (!fill || rects.length === 0) continue;
      let strength = fill.alpha;
      let unmeasurable = false;
      for (
        let node: Element | null | undefined = el;
        node && node.nodeType === 1;
        node = node.parentElement || (node.getRootNode() as Partial<ShadowRoot>).host
      ) {
        const s = getComputedStyle(node) as Style;
        strength *= parseFloat(s.opacity);
        if (
          s.mixBlendMode !== "normal" ||
          s.filter !== "none" ||
          /text/.test(s.webkitBackgroundClip || s.backgroundClip)
        ) {
          unmeasurable = true;
        }
      }
      const size = parseFloat(style.fontSize);
      const bold = parseInt(style.fontWeight, 10) >= 700;
      const text = (el.textContent ?? "").trim();
      const widget = el.closest("button, a[href], [role=button], [role=link]");
      const widgetName = widget ? name(widget).trim() : "";
      out.push({
        selector: selectorText,
        html: html(el),
        rects,
        rgb: fill.rgb,
        strength,
        // Large scale text: at least 18pt, or 14pt bold (1pt = 4/3 CSS px).
        large: size >= 24 || (bold && size >= 18.66),
        // A lone sign ("»", "×") says nothing in human language; a lone letter does only where it is not
        // standing in for a control's name ("X" for "Close").
        symbol:
          Array.from(text).length === 1 &&
          (!/[\p{L}\p{N}]/u.test(text) || (widgetName !== "" && widgetName.indexOf(text) < 0)),
        unmeasurable,
      });
      hide.push(selectorText);
    }
    if (hide.length > 0) {
      const sheet = document.createElement("style");
      sheet.id = sheetId;
      sheet.textContent = `${hide.join(",\n")} { color: transparent !important; -webkit-text-fill-color: transparent !important; fill: transparent !important; transition: none !important; }`;
      (document.head || document.documentElement).appendChild(sheet);
      sheet.disabled = true;
    }
    return out;
  });
}

/** Hides the texts (true) or shows them again (false); whether the style sheet is still there. */
export function contrastToggle(sheetId: string, hidden: boolean): boolean {
  const sheet = document.getElementById(sheetId) as HTMLStyleElement | null;
  if (sheet) sheet.disabled = !hidden;
  return !!sheet;
}

export function contrastRestore(sheetId: string): void {
  document.getElementById(sheetId)?.remove();
}
