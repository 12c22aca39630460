/**
 * The page side of the form label check (checks/labels.ts, ACT cc0f0a): the form fields' visible
 * programmatic labels, fields whose labels repeat one another's, and what around them could tell them
 * apart.
 */
import { allInTree, html, name, role, selector, visible, withAxeTree } from "./helpers";

export type LabelFound = {
  selector: string;
  html: string;
  /** The visible labels' text, as shown. */
  label: string;
  /** How many fields share it, this one included. */
  sharedBy: number;
};

export type LabelFacts = {
  /** Fields with a visible programmatic label: what the rule applies to. */
  applicable: number;
  /** Labels that are only a placeholder word ("Feld", "Eingabe", "Label 2"). */
  placeholders: LabelFound[];
  /** Fields whose label repeats another's with nothing visible around them to tell them apart. */
  repeated: LabelFound[];
  /** Fields whose label repeats another's, where text around them may tell them apart: a person decides. */
  doubtful: LabelFound[];
};

const fieldRoles = new Set([
  "checkbox",
  "combobox",
  "listbox",
  "menuitemcheckbox",
  "menuitemradio",
  "radio",
  "searchbox",
  "slider",
  "spinbutton",
  "switch",
  "textbox",
]);
const roleLessTypes = new Set([
  "color",
  "date",
  "datetime-local",
  "file",
  "month",
  "password",
  "time",
  "week",
]);
/** Elements whose text is a control's (a select's options), not text beside the field. */
const controlTags = new Set(["select", "textarea", "option", "optgroup", "datalist", "input", "button"]);
/** Ancestors larger than this are not searched for context: the group is left to a person. */
const maxContextElements = 400;

function isField(element: Element): boolean {
  const elementRole = role(element);
  if (elementRole && fieldRoles.has(elementRole)) return true;
  return (
    element.localName === "input" &&
    !element.getAttribute("role") &&
    roleLessTypes.has(((element as HTMLInputElement).type || "").toLowerCase())
  );
}

/** Visible text of an element, without the text of form controls inside it (a select's options). */
function shownText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        const parent = child.parentElement;
        if (parent && visible(parent)) parts.push(child.textContent ?? "");
      } else if (child.nodeType === Node.ELEMENT_NODE && !controlTags.has((child as Element).localName)) {
        walk(child);
      }
    }
  };
  walk(element);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/** The labels of a field that are shown: label elements and the elements aria-labelledby names. */
function visibleLabels(field: Element): Element[] {
  const labels: Element[] = [];
  const ids = (field.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
  const root = field.getRootNode() as Partial<NonElementParentNode>;
  for (const id of ids) {
    const element = typeof root.getElementById === "function" ? root.getElementById(id) : null;
    if (element && !labels.includes(element)) labels.push(element);
  }
  for (const label of Array.from((field as HTMLInputElement).labels ?? [])) {
    if (!labels.includes(label)) labels.push(label);
  }
  return labels.filter((label) => visible(label) && shownText(label) !== "");
}

/** Lower case, punctuation and "required" marks at the ends dropped: "Name:*" and "name" are one label. */
function bare(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s:*.()[\]–—-]+$/u, "")
    .replace(/^[\s:*.()[\]–—-]+/u, "")
    .replace(/\s+/g, " ");
}

/**
 * Where to look for what tells the fields apart: the form that holds them all, or the whole body. Not
 * only their nearest common ancestor: a sentence above two columns of fields may explain them.
 */
function contextScope(elements: Element[]): Element | null {
  let candidate: Element | null = elements[0]?.parentElement ?? null;
  while (candidate && !elements.every((element) => candidate?.contains(element))) {
    candidate = candidate.parentElement;
  }
  const form = candidate?.closest("form");
  return form ?? (candidate && document.body?.contains(candidate) ? document.body : null);
}

/**
 * Whether anything shown inside `scope` besides the repeated labels could tell fields apart: text,
 * a control's visible value or placeholder, a picture, generated content. Null when the scope is too
 * large to look at.
 */
function hasOtherContext(scope: Element, repeatedLabels: Set<Element>, fields: Set<Element>): boolean | null {
  const elements = Array.from(scope.querySelectorAll("*"));
  if (elements.length > maxContextElements) return null;
  const insideLabel = (element: Element) => {
    for (let at: Element | null = element; at && at !== scope; at = at.parentElement) {
      if (repeatedLabels.has(at)) return true;
    }
    return false;
  };
  for (const element of [scope, ...elements]) {
    if (!visible(element)) continue;
    const style = getComputedStyle(element);
    if (style.backgroundImage !== "none") return true;
    for (const pseudo of ["::before", "::after"]) {
      const content = getComputedStyle(element, pseudo).content;
      if (content && content !== "none" && content !== "normal" && /[\p{L}\p{N}]|url\(/u.test(content)) {
        return true;
      }
    }
    if (/^(img|svg|canvas|picture|video|object|embed|iframe)$/.test(element.localName)) return true;
    if (element.getAttribute("role") === "img") return true;
    if (fields.has(element)) {
      // The repeated fields themselves: only what they show in them.
      const field = element as HTMLInputElement;
      if (
        (field.placeholder || "").trim() !== "" ||
        (typeof field.value === "string" && field.value !== "")
      ) {
        return true;
      }
      continue;
    }
    if (insideLabel(element)) continue;
    if (element.localName === "input") {
      const input = element as HTMLInputElement;
      if ((input.value || input.placeholder || input.alt || "").trim() !== "") return true;
      continue;
    }
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE && /[\p{L}\p{N}]/u.test(child.textContent ?? "")) return true;
    }
  }
  return false;
}

/**
 * What visibly titles a field's part of the page: its fieldset's shown legend and the last shown heading
 * before it. Fields of one repeated label that each have their own tell themselves apart (ACT cc0f0a's
 * shipping and billing addresses).
 */
function titleOf(field: Element, headings: Element[]): string {
  const legend = field.closest("fieldset")?.querySelector(":scope > legend");
  const legendText = legend && visible(legend) ? shownText(legend) : "";
  let heading = "";
  for (const candidate of headings) {
    if (candidate.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING) {
      heading = shownText(candidate);
    } else break;
  }
  return `${legendText}\n${heading}`;
}

export function labels(placeholderList: string[]): Promise<LabelFacts> {
  return withAxeTree(() => {
    const placeholderWords = new Set(placeholderList);
    const facts: LabelFacts = { applicable: 0, placeholders: [], repeated: [], doubtful: [] };
    type Entry = { field: Element; labels: Element[]; label: string; key: string };
    const entries: Entry[] = [];
    const candidates = allInTree("input, select, textarea, [role], [contenteditable]");
    for (const field of candidates) {
      if (!isField(field) || !visible(field)) continue;
      const shown = visibleLabels(field);
      if (shown.length === 0) continue;
      facts.applicable++;
      const label = shown.map(shownText).join(" ");
      const kind = `${role(field) ?? ""}|${(field as HTMLInputElement).type ?? ""}`;
      entries.push({ field, labels: shown, label, key: `${kind}\n${bare(label)}\n${name(field).trim()}` });
    }
    const found = (entry: Entry, sharedBy: number): LabelFound => ({
      selector: selector(entry.field),
      html: html(entry.field),
      label: entry.label,
      sharedBy,
    });
    for (const entry of entries) {
      const word = bare(entry.label).replace(/\s*\d+$/, "");
      if (placeholderWords.has(word)) facts.placeholders.push(found(entry, 1));
    }
    const groups = new Map<string, Entry[]>();
    for (const entry of entries) groups.set(entry.key, [...(groups.get(entry.key) ?? []), entry]);
    const repeatedGroups = [...groups.values()].filter((group) => group.length > 1);
    // Every label that repeats another's, in any group: none of them tells fields apart.
    const repeatedLabels = new Set(repeatedGroups.flatMap((group) => group.flatMap((entry) => entry.labels)));
    const headings = repeatedGroups.length
      ? allInTree("h1, h2, h3, h4, h5, h6, [role=heading]").filter((heading) => visible(heading))
      : [];
    for (const group of repeatedGroups) {
      const fields = group.map((entry) => entry.field);
      const titles = new Set(fields.map((field) => titleOf(field, headings)));
      // Each under its own legend or heading: told apart.
      if (titles.size === fields.length && !titles.has("\n")) continue;
      const scope = contextScope(fields);
      const context = scope ? hasOtherContext(scope, repeatedLabels, new Set(fields)) : null;
      const target = context === false ? facts.repeated : facts.doubtful;
      for (const entry of group) target.push(found(entry, group.length));
    }
    return facts;
  });
}
