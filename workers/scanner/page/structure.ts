/** The page side of the structure check (checks/structure.ts). */
import { allInTree, exposed, html, name, role, selector, withAxeTree } from "./helpers";

export type StructureFound = { selector: string; html: string; detail: string };
export type StructureFacts = {
  summaries: { applicable: number; failing: StructureFound[] };
  controls: { applicable: number; failing: StructureFound[] };
};

function found(element: Element, detail: string): StructureFound {
  return { selector: selector(element), html: html(element), detail };
}

export function structure(): Promise<StructureFacts> {
  return withAxeTree(() => {
    const summaries: StructureFacts["summaries"] = { applicable: 0, failing: [] };
    for (const summary of allInTree("summary")) {
      const details = summary.parentElement;
      if (details?.localName !== "details") continue;
      // Only the first summary child opens its details element.
      let first: Element | null = null;
      for (const child of Array.from(details.children)) {
        if (child.localName === "summary") {
          first = child;
          break;
        }
      }
      if (first !== summary || !exposed(summary)) continue;
      const explicit = (summary.getAttribute("role") || "").trim().toLowerCase();
      // none and presentation are ignored on a focusable element (presentational role conflict).
      if (explicit !== "" && explicit !== "none" && explicit !== "presentation") continue;
      summaries.applicable++;
      if (name(summary).trim() === "") summaries.failing.push(found(summary, ""));
    }
    const controls: StructureFacts["controls"] = { applicable: 0, failing: [] };
    for (const element of allInTree("[aria-controls]")) {
      const elementRole = role(element);
      const expanded = (element.getAttribute("aria-expanded") || "").trim().toLowerCase() === "true";
      if (!((elementRole === "combobox" && expanded) || elementRole === "scrollbar")) continue;
      controls.applicable++;
      const ids = (element.getAttribute("aria-controls") || "").split(/\s+/).filter(Boolean);
      const root = element.getRootNode() as Partial<DocumentOrShadowRoot> & Partial<NonElementParentNode>;
      const exists = ids.some(
        (id) => typeof root.getElementById === "function" && root.getElementById(id) !== null,
      );
      if (!exists) controls.failing.push(found(element, ids.join(" ")));
    }
    return { summaries, controls };
  });
}
