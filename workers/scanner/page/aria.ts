/** The page side of the aria check (checks/aria.ts). */
import { allInTree, exposed, find, html, known, role, selector, withAxeTree } from "./helpers";

export type Prohibited = { selector: string; html: string; attribute: string; role: string };
export type ListChild = { selector: string; html: string; child: string; role: string };

const unnamed = new Set([
  "caption",
  "code",
  "deletion",
  "emphasis",
  "generic",
  "insertion",
  "mark",
  "none",
  "paragraph",
  "presentation",
  "strong",
  "subscript",
  "superscript",
  "suggestion",
  "term",
  "time",
]);
const undescribed = new Set(["generic", "none", "presentation"]);
const prohibitedOn: Record<string, Set<string>> = {
  "aria-label": unnamed,
  "aria-labelledby": unnamed,
  "aria-braillelabel": unnamed,
  "aria-roledescription": undescribed,
  "aria-brailleroledescription": undescribed,
};
/** The implicit roles of HTML-AAM that axe-core does not name (it returns none for these elements). */
const tagRoles: Record<string, string> = {
  div: "generic",
  span: "generic",
  b: "generic",
  i: "generic",
  u: "generic",
  small: "generic",
  bdi: "generic",
  bdo: "generic",
  data: "generic",
  pre: "generic",
  q: "generic",
  samp: "generic",
  p: "paragraph",
  code: "code",
  del: "deletion",
  s: "deletion",
  em: "emphasis",
  ins: "insertion",
  mark: "mark",
  strong: "strong",
  sub: "subscript",
  sup: "superscript",
  time: "time",
};

/** Elements in the accessibility tree with a global property their role prohibits, at most `max` listed. */
export function ariaProhibited(
  max: number,
): Promise<{ found: Prohibited[]; count: number; applicable: boolean }> {
  return withAxeTree(() => {
    const names = Object.keys(prohibitedOn);
    const found: Prohibited[] = [];
    let count = 0;
    let applicable = false;
    for (const element of allInTree(names.map((name) => `[${name}]`).join(","))) {
      if (element.namespaceURI !== "http://www.w3.org/1999/xhtml" || !exposed(element)) continue;
      applicable = true;
      let computed = role(element);
      if (computed === null && Object.hasOwn(tagRoles, element.localName)) {
        computed = tagRoles[element.localName] ?? null;
      }
      const explicit = (element.getAttribute("role") || "").trim().toLowerCase().split(/\s+/)[0];
      const roles = [computed];
      if (explicit === "none" || explicit === "presentation") roles.push(explicit);
      for (const name of names) {
        if (!element.hasAttribute(name)) continue;
        const prohibited = roles.find((each) => each && prohibitedOn[name]?.has(each));
        if (!prohibited) continue;
        count++;
        if (found.length < max) {
          found.push({ selector: selector(element), html: html(element), attribute: name, role: prohibited });
        }
        break;
      }
    }
    return { found, count, applicable };
  });
}

function busy(element: Element): boolean {
  for (let up: Element | null = element; up; up = up.parentElement) {
    if (up.getAttribute("aria-busy") === "true") return true;
  }
  return false;
}

/** The lists of HTML among the given elements, each with the first element it owns that is no list item. */
export function ariaLists(selectors: string[]): Promise<{ found: ListChild[]; applicable: boolean }> {
  return withAxeTree(() => {
    const found: ListChild[] = [];
    let applicable = false;
    const claimed = new Set<string>();
    for (const owner of Array.from(document.querySelectorAll("[aria-owns]"))) {
      for (const id of (owner.getAttribute("aria-owns") ?? "").split(/\s+/)) if (id) claimed.add(id);
    }
    // The first owned element that is not a list item; undefined when there is none, null when unsure.
    const offending = (parent: Element): { element: Element; role: string } | null | undefined => {
      for (const child of Array.from(parent.children)) {
        if (!known(child) || (child.id && claimed.has(child.id))) return null;
        if (!exposed(child)) continue;
        const childRole = role(child);
        if (childRole === "none" || childRole === "presentation") {
          const inner = offending(child);
          if (inner !== undefined) return inner;
          continue;
        }
        if (childRole !== "listitem") return { element: child, role: childRole || "generic" };
      }
      return undefined;
    };
    for (const selectorText of selectors) {
      const list = find(selectorText);
      if (
        !list ||
        !/^(ul|ol|menu)$/.test(list.localName) ||
        list.hasAttribute("role") ||
        list.hasAttribute("aria-owns")
      )
        continue;
      if (!known(list) || !exposed(list) || role(list) !== "list" || busy(list)) continue;
      const wrong = offending(list);
      if (wrong === null) continue;
      applicable = true;
      if (wrong) {
        found.push({
          selector: selector(list),
          html: html(list),
          child: html(wrong.element),
          role: wrong.role,
        });
      }
    }
    return { found, applicable };
  });
}
