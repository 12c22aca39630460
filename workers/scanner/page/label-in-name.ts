/** The page side of the label-in-name check (checks/label-in-name.ts). */
import { find, html, name, withAxeTree } from "./helpers";

/** What the page gives for one flagged element. */
export type LabelReading = {
  selector: string;
  html: string;
  /** The visible inner text: text nodes shown on screen, blocks and line breaks as spaces. */
  label: string;
  name: string;
  /**
   * Whether the text is meant to be drawn in a font the page's styles name and the browser does not have
   * (what it means to show is unknown), or is drawn as one glyph (an icon font's ligature): non-text, maybe.
   */
  symbolFont: boolean;
};

const generic =
  /^(serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-[a-z-]+|math|emoji|fangsong|inherit|initial)$/i;

/** Text the eye cannot see: visibility, transparency, and the clipping of visually hidden text. */
function hiddenBox(el: Element): boolean {
  const style = getComputedStyle(el);
  if (style.visibility !== "visible" || style.opacity === "0") return true;
  const rect = el.getBoundingClientRect();
  const clipped = (style.clipPath && style.clipPath !== "none") || (style.clip && style.clip !== "auto");
  if (clipped && (rect.width <= 1 || rect.height <= 1 || /inset\(\s*50%/.test(style.clipPath))) return true;
  return style.overflow !== "visible" && (rect.width <= 1 || rect.height <= 1);
}

function visibleText(root: Element): { text: string; font: Element | null } {
  const parts: string[] = [];
  let fontOf: Element | null = null;
  const walk = (node: Node, hidden: boolean) => {
    if (node.nodeType === 3) {
      if (!hidden && (node as Text).data.trim()) {
        parts.push((node as Text).data);
        fontOf = fontOf || node.parentElement;
      }
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const style = getComputedStyle(element);
    if (style.display === "none") return;
    const block =
      element.localName === "br" || (!/^inline/.test(style.display) && style.display !== "contents");
    if (block) parts.push(" ");
    const hide = hidden || hiddenBox(element);
    for (let child = element.firstChild; child; child = child.nextSibling) walk(child, hide);
    if (block) parts.push(" ");
  };
  walk(root, false);
  return { text: parts.join(""), font: fontOf };
}

/** The visible label, the accessible name and the font of each element at the selectors. */
export function labelReadings(selectors: string[]): Promise<LabelReading[]> {
  return withAxeTree(() => {
    const canvas = document.createElement("canvas").getContext("2d");
    const widthIn = (font: string, text: string) => {
      if (!canvas) return 0;
      canvas.font = font;
      return canvas.measureText(text).width;
    };
    // The font families the page's own style sheets name (those it can read) and its style attributes.
    let authorCss: string | null = null;
    const namedByPage = (family: string) => {
      if (authorCss === null) {
        const texts: string[] = [];
        for (const sheet of Array.from(document.styleSheets)) {
          try {
            for (const rule of Array.from(sheet.cssRules)) texts.push(rule.cssText);
          } catch {}
        }
        for (const el of Array.from(document.querySelectorAll("[style]"))) {
          texts.push(el.getAttribute("style") ?? "");
        }
        authorCss = texts.join(" ").toLowerCase();
      }
      return authorCss.indexOf(family.toLowerCase()) !== -1;
    };
    const symbolFont = (el: Element, text: string) => {
      const style = getComputedStyle(el);
      const family = (style.fontFamily.split(",")[0] ?? "").trim().replace(/^["']|["']$/g, "");
      if (!canvas || !family || generic.test(family)) return false;
      const size = style.fontSize;
      const own = `"${family.replace(/"/g, "")}"`;
      // A font the page's styles ask for that is not here (a web font that did not load): what the page
      // means to show is unknown. The browser's own default font does not count.
      const missing =
        widthIn(`${size} ${own}, monospace`, text) === widthIn(`${size} monospace`, text) &&
        widthIn(`${size} ${own}, serif`, text) === widthIn(`${size} serif`, text);
      if (missing && namedByPage(family)) return true;
      // An icon font draws a word as one glyph about one em wide.
      const letters = text.replace(/\s+/g, "").length;
      return letters >= 3 && widthIn(`${size} ${own}, monospace`, text) <= 1.5 * (parseFloat(size) || 16);
    };
    return selectors.flatMap((selectorText) => {
      const el = find(selectorText);
      if (!el) return [];
      const seen = visibleText(el);
      return [
        {
          selector: selectorText,
          html: html(el),
          label: seen.text,
          name: name(el),
          symbolFont: Boolean(seen.font && symbolFont(seen.font, seen.text.trim())),
        },
      ];
    });
  });
}
