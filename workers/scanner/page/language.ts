/** The page side of the language check (checks/language.ts). */
import { axe } from "./axe";
import { selector, withAxeTree } from "./helpers";

/** A text owner: the document element or an element in the body with a valid `lang`. */
export type LanguageOwner = { index: number; html: string; lang: string; primary: string; texts: string[] };

export type PageLanguage = {
  /** The document element with a known primary language tag, or null when the page rule does not apply. */
  page: LanguageOwner | null;
  parts: LanguageOwner[];
  /** Parts left out over the cap. */
  moreParts: number;
};

export type LanguageLimits = { pageChars: number; partChars: number; parts: number };

type Collecting = {
  el: Element;
  lang: string | null;
  primary: string | null;
  texts: string[];
  chars: number;
  cap: number;
};

type Scope = Window & { __klarsichtValidLangs?: Set<string>; __klarsichtLanguageOwners?: Element[] };

const skip = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD"]);
const named =
  "[alt],[aria-label],[aria-labelledby],[title],[aria-describedby],[aria-description],input[type=button],input[type=submit],input[type=reset],input[type=image]";

function openingTag(el: Element): string {
  let tag = `<${el.localName}`;
  for (const attribute of Array.from(el.attributes)) {
    tag += ` ${attribute.name}="${String(attribute.value).slice(0, 100).replace(/"/g, "&quot;")}"`;
  }
  return `${tag.slice(0, 300)}>`;
}

function rendered(el: Element): boolean {
  return el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true;
}

/** IDs resolve in the element's own tree: its document (a frame's, too) or its shadow root. */
function textOf(ids: string | null, el: Element): string {
  let scope = el.getRootNode() as Partial<NonElementParentNode>;
  if (!scope.getElementById) scope = el.ownerDocument;
  let text = "";
  for (const id of String(ids || "").split(/\s+/)) {
    const ref = id && scope.getElementById ? scope.getElementById(id) : null;
    if (ref) text += ` ${ref.textContent}`;
  }
  return text;
}

function accessibleTexts(el: Element): (string | null)[] {
  const name =
    textOf(el.getAttribute("aria-labelledby"), el) ||
    el.getAttribute("aria-label") ||
    el.getAttribute("alt") ||
    (el.localName === "input" ? (el as HTMLInputElement).value || el.getAttribute("alt") : "");
  const description =
    (el.getAttribute("aria-description") || "") + textOf(el.getAttribute("aria-describedby"), el);
  const title = el.getAttribute("title");
  return [name || title, name ? title : "", description];
}

/**
 * Walks the flat tree once (open shadow roots included), keeping for each text owner the text that
 * inherits its language. An element starts a new owner when it has a non-empty `lang` (ACT: "element
 * inheriting its programmatic language"); the owner is measured only when that `lang` has a known
 * primary language tag (axe's list of valid subtags). This runs on every page, so it stays cheap: no
 * accessibility tree is built; names come from the attributes that give text no text node carries (alt,
 * aria-label, aria-labelledby, title, button values), and "in the accessibility tree" is approximated by
 * rendering and aria-hidden. The owners are kept in our world for languageSelectors.
 */
export function language(limits: LanguageLimits): PageLanguage {
  const scope = window as Scope;
  // Kept in our world between pages of the same tab: building the set of 8,000 subtags is not free.
  if (!scope.__klarsichtValidLangs) scope.__klarsichtValidLangs = new Set(axe().utils.validLangs());
  const valid = scope.__klarsichtValidLangs;
  const primaryOf = (value: string | null) => {
    const primary = String(value).trim().toLowerCase().split(/[-_]/)[0] ?? "";
    return /^[a-z]{2,3}$/.test(primary) && valid.has(primary) ? primary : null;
  };
  const root = document.documentElement;
  const isHtmlDocument =
    document.contentType === "text/html" &&
    root &&
    root.localName === "html" &&
    root.namespaceURI === "http://www.w3.org/1999/xhtml";
  scope.__klarsichtLanguageOwners = [];
  if (!isHtmlDocument) return { page: null, parts: [], moreParts: 0 };

  const owner = (el: Element, cap: number): Collecting => ({
    el,
    lang: el.getAttribute("lang"),
    primary: primaryOf(el.getAttribute("lang")),
    texts: [],
    chars: 0,
    cap,
  });
  const pageOwner = owner(root, limits.pageChars);
  const parts: Collecting[] = [];
  let moreParts = 0;
  const add = (target: Collecting | null, text: string | null | undefined) => {
    if (!target || !text || target.chars >= target.cap) return;
    const trimmed = String(text).replace(/\s+/g, " ").trim();
    if (!trimmed) return;
    target.texts.push(trimmed.slice(0, target.cap - target.chars));
    target.chars += trimmed.length;
  };
  if (document.title) add(pageOwner, document.title);

  const walk = (node: Node, current: Collecting | null, inBody: boolean, inFrame: boolean) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        if (current && node.nodeType === 1 && /\S/.test((child as Text).data) && rendered(node as Element)) {
          add(current, (child as Text).data);
        }
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (skip.has(element.tagName)) continue;
      let next = current;
      const childInBody = inBody || element.localName === "body";
      const lang = element.getAttribute("lang");
      if (lang !== null && lang.trim() !== "") {
        next = null;
        // Parts inside a frame are the frame document's own (the engine scans frames on their own).
        if (childInBody && !inFrame && primaryOf(lang)) {
          if (parts.length < limits.parts) {
            next = owner(element, limits.partChars);
            parts.push(next);
          } else moreParts++;
        }
      }
      if (next && element.matches(named) && rendered(element) && !element.closest("[aria-hidden=true]")) {
        const target = next;
        for (const text of accessibleTexts(element)) add(target, text);
      }
      walk(element, next, childInBody, inFrame);
      if (element.shadowRoot) walk(element.shadowRoot, next, childInBody, inFrame);
      if (next && element.localName === "iframe" && rendered(element)) {
        walkFrame(element as HTMLIFrameElement, next, childInBody);
      }
    }
  };
  // ACT: a frame's document without a lang of its own inherits the language of its iframe element. Only
  // same-origin documents can be read; their title is not the page's text (ucwvc8 assumes it is not
  // exposed).
  const walkFrame = (frame: HTMLIFrameElement, current: Collecting, inBody: boolean) => {
    let doc: Document | null = null;
    try {
      doc = frame.contentDocument;
    } catch {
      doc = null;
    }
    const frameRoot = doc?.documentElement;
    if (!frameRoot || (frameRoot.getAttribute("lang") || "").trim() !== "") return;
    walk(frameRoot, current, inBody, true);
  };
  walk(root, pageOwner.primary ? pageOwner : null, false, false);

  const kept = parts.filter((part) => part.texts.length > 0);
  scope.__klarsichtLanguageOwners = kept.map((part) => part.el);
  const out = (collected: Collecting, index: number): LanguageOwner => ({
    index,
    html: openingTag(collected.el),
    lang: collected.lang ?? "",
    primary: collected.primary ?? "",
    texts: collected.texts,
  });
  return {
    page: pageOwner.primary ? out(pageOwner, -1) : null,
    parts: kept.map(out),
    moreParts,
  };
}

/** axe's selectors of the owners that have a finding (by index in the owners the walk kept). */
export function languageSelectors(indices: number[]): Promise<(string | null)[]> {
  return withAxeTree(() => {
    const owners = (window as Scope).__klarsichtLanguageOwners || [];
    return indices.map((index) => {
      const owner = owners[index];
      return owner ? selector(owner) : null;
    });
  });
}
