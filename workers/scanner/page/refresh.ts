/** The page side of the refresh check (checks/refresh.ts). */
import { find } from "./helpers";

/**
 * HTML's shared declarative refresh steps, as far as they decide validity: whitespace, then a time
 * (digits, or a dot), then the end or a separator.
 */
function validRefresh(content: string): boolean {
  const match = /^[\t\n\f\r ]*([0-9]*)(\.[0-9.]*)?/.exec(content);
  if (!match || (match[1] === "" && match[2] === undefined)) return false;
  const rest = content.slice(match[0].length);
  return rest === "" || /^[;,\t\n\f\r ]/.test(rest);
}

/** Of the selectors axe-core flagged, those of meta elements after the first valid refresh. */
export function refreshNotFirst(flagged: string[]): string[] {
  let first: Element | null = null;
  for (const meta of Array.from(document.querySelectorAll("meta[http-equiv]"))) {
    if ((meta.getAttribute("http-equiv") ?? "").trim().toLowerCase() !== "refresh") continue;
    const content = meta.getAttribute("content");
    if (content !== null && validRefresh(content)) {
      first = meta;
      break;
    }
  }
  return flagged.filter((selectorText) => {
    const element = find(selectorText);
    return Boolean(element && first && element !== first);
  });
}
