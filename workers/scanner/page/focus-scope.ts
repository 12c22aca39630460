/** The page side of the focus-scope check (checks/focus-scope.ts). */
import { find, withAxeTree } from "./helpers";

/**
 * axe-core names a frame's content by the frame's selector and the node's in it: the frame's document
 * element is "<frame> > html". Frames nested deeper are not looked for.
 */
function frameOf(selectorText: string): Element | null {
  const inner = / > html$/.exec(selectorText);
  const element = inner ? find(selectorText.slice(0, inner.index)) : null;
  return element && (element.localName === "iframe" || element.localName === "frame") ? element : null;
}

function notScrolling(element: Element): boolean {
  const style = getComputedStyle(element);
  const px = (value: string) => parseFloat(value) || 0;
  const across = element.scrollWidth - element.clientWidth;
  const down = element.scrollHeight - element.clientHeight;
  return (
    across <= px(style.paddingLeft) + px(style.paddingRight) &&
    down <= px(style.paddingTop) + px(style.paddingBottom)
  );
}

/** Of the frames and regions axe-core flagged, those outside the scope of the ACT rules. */
export function focusOutOfScope(
  frames: string[],
  regions: string[],
): Promise<{ frames: string[]; regions: string[] }> {
  return withAxeTree(() => {
    let modal: Element | null = null;
    try {
      modal = document.querySelector(":modal");
    } catch {
      modal = null;
    }
    const inert = (element: Element) => {
      if (element.closest("[inert]")) return true;
      if (modal && !modal.contains(element)) return true;
      const full = document.fullscreenElement;
      return Boolean(full && !full.contains(element));
    };
    return {
      frames: frames.filter((selectorText) => {
        const element = frameOf(selectorText);
        return Boolean(element && inert(element));
      }),
      regions: regions.filter((selectorText) => {
        const element = find(selectorText);
        return Boolean(element && notScrolling(element));
      }),
    };
  });
}
