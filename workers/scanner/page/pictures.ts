/**
 * The page side of a scanned page's pictures (pictures.ts): measuring the page, the boxes of the
 * elements to crop, and the outlines drawn round them.
 */

export type Box = { x: number; y: number; width: number; height: number };

const outlineClass = "klarsicht-outline";
const coverClass = "klarsicht-password-cover";

/**
 * Scrolls to the top (clips are in document coordinates) and measures the page, at most `maxWidth`
 * wide. Password fields that hold what someone typed (a login or flow step before the scan: decision
 * 039) are covered first: a picture never shows even a password's length.
 */
export function picturesPrepare(maxWidth: number): { width: number; height: number } | null {
  window.scrollTo(0, 0);
  const root = document.documentElement;
  if (!root) return null;
  for (const field of Array.from(document.querySelectorAll("input[type=password]"))) {
    const rect = field.getBoundingClientRect();
    if (!(field as HTMLInputElement).value || rect.width < 1 || rect.height < 1) continue;
    const cover = document.createElement("div");
    cover.className = coverClass;
    cover.style.cssText = `position:absolute;z-index:2147483647;background:#000;left:${rect.left + window.scrollX}px;top:${rect.top + window.scrollY}px;width:${rect.width}px;height:${rect.height}px`;
    root.appendChild(cover);
  }
  const width = Math.min(root.clientWidth || window.innerWidth, maxWidth);
  const height = Math.max(
    root.scrollHeight,
    document.body ? document.body.scrollHeight : 0,
    window.innerHeight,
  );
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * The elements' boxes in document coordinates, found by their selectors in the top document; null for
 * an element not found there (in frames, shadow roots) or without a box.
 */
export function picturesBoxes(selectors: string[]): (Box | null)[] {
  return selectors.map((selectorText) => {
    let element: Element | null = null;
    try {
      element = document.querySelector(selectorText);
    } catch {
      return null;
    }
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return null;
    return {
      x: rect.left + window.scrollX,
      y: rect.top + window.scrollY,
      width: rect.width,
      height: rect.height,
    };
  });
}

/**
 * Draws an outline round each box in the colour given as "r, g, b" (elements of our own, their styles
 * important so that the page's cannot hide them).
 */
export function picturesDrawOutlines(boxes: Box[], rgb: string): void {
  for (const box of boxes) {
    const outline = document.createElement("div");
    outline.className = outlineClass;
    const styles: Record<string, string> = {
      all: "initial",
      display: "block",
      position: "absolute",
      margin: "0",
      padding: "0",
      "box-sizing": "border-box",
      "pointer-events": "none",
      "z-index": "2147483647",
      left: `${box.x - 4}px`,
      top: `${box.y - 4}px`,
      width: `${box.width + 8}px`,
      height: `${box.height + 8}px`,
      border: `3px solid rgb(${rgb})`,
      "box-shadow": "0 0 0 2px #fff, inset 0 0 0 1px #fff",
      opacity: "1",
      visibility: "visible",
      transform: "none",
      filter: "none",
      clip: "auto",
      "clip-path": "none",
    };
    for (const name of Object.keys(styles))
      outline.style.setProperty(name, styles[name] as string, "important");
    document.documentElement.appendChild(outline);
  }
}

export function picturesRemoveOutlines(): void {
  for (const outline of Array.from(document.querySelectorAll(`.${outlineClass}`))) outline.remove();
}

/** Everything the pictures drew: outlines and the password covers. */
export function picturesRemove(): void {
  picturesRemoveOutlines();
  for (const cover of Array.from(document.querySelectorAll(`.${coverClass}`))) cover.remove();
}
