/** The page side of the frames check (checks/frames.ts). */
import { allInTree, exposed, html, name, selector, withAxeTree } from "./helpers";

/** What the page script reports of one iframe in the accessibility tree with a name. */
export type FrameFacts = {
  selector: string;
  html: string;
  name: string;
  /** The srcdoc attribute, or null when the frame has none. */
  srcdoc: string | null;
  /** The src attribute resolved against the document's base URL ("about:blank" without one). */
  src: string;
  /** The frame's document, when it could be read (same origin and loaded): its address after redirects. */
  url: string | null;
  title: string | null;
  /** A hash of the document's visible text, and its distinct words (lower case, capped). */
  textHash: string | null;
  words: string[] | null;
  wordsCapped: boolean;
  /** Whether the frame's document is an HTTP error page. */
  errorPage: boolean;
};

type Found = {
  iframe: HTMLIFrameElement;
  doc: Document | null;
  selector: string;
  html: string;
  name: string;
};

const collapse = (text: string | null | undefined) =>
  String(text || "")
    .replace(/\s+/g, " ")
    .trim();

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return `${(h >>> 0).toString(16)}:${text.length}`;
}

/** The frame's document, when it is readable (same origin) and loaded. */
function documentOf(iframe: HTMLIFrameElement): Document | null {
  let doc: Document | null = null;
  try {
    doc = iframe.contentDocument;
  } catch {
    doc = null;
  }
  if (!doc?.documentElement) return null;
  const blank =
    !iframe.hasAttribute("srcdoc") &&
    (!iframe.hasAttribute("src") || iframe.src === "" || iframe.src === "about:blank");
  // The initial about:blank of a frame still loading says nothing about what it will show.
  return doc.URL === "about:blank" && !blank ? null : doc;
}

/**
 * Frames in nested documents: axe's tree covers the top document only, so the flat tree, visibility,
 * aria-hidden and the name (aria-labelledby, aria-label, title) are followed here.
 */
function pathIn(el: Element): string {
  const root = el.getRootNode() as Partial<ParentNode>;
  if (el.id && root.querySelectorAll && root.querySelectorAll(`#${CSS.escape(el.id)}`).length === 1) {
    return `#${CSS.escape(el.id)}`;
  }
  const parts: string[] = [];
  for (let node: Element | null = el; node && node.nodeType === 1; node = node.parentElement) {
    let index = 1;
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (sibling.localName === node.localName) index++;
    }
    parts.unshift(`${node.localName}:nth-of-type(${index})`);
  }
  return parts.join(" > ");
}

function hiddenFromTree(el: Element): boolean {
  if (typeof el.checkVisibility === "function" && !el.checkVisibility({ visibilityProperty: true }))
    return true;
  for (
    let node: Element | null = el;
    node;
    node = node.parentElement || (node.getRootNode() as Partial<ShadowRoot>).host || null
  ) {
    if ((node.getAttribute("aria-hidden") || "").trim().toLowerCase() === "true") return true;
  }
  return false;
}

function nameOf(el: Element): string {
  const root = el.getRootNode() as Partial<NonElementParentNode>;
  const ids = (el.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
  const labelled = collapse(
    ids
      .map((id) => {
        const target = typeof root.getElementById === "function" ? root.getElementById(id) : null;
        return target ? target.textContent : "";
      })
      .join(" "),
  );
  if (labelled !== "") return labelled;
  const label = collapse(el.getAttribute("aria-label"));
  return label !== "" ? label : collapse(el.getAttribute("title"));
}

function framesIn(root: ParentNode, list: HTMLIFrameElement[]): HTMLIFrameElement[] {
  for (const el of Array.from(root.querySelectorAll("*"))) {
    if (el.localName === "iframe") list.push(el as HTMLIFrameElement);
    if (el.shadowRoot) framesIn(el.shadowRoot, list);
  }
  return list;
}

/** The iframes of the page (nested same-origin ones too) that share their name with another. */
export function frames(maxWords: number): Promise<FrameFacts[]> {
  return withAxeTree(() => {
    const wordPattern = /[\p{L}\p{N}]+/gu;
    const found: Found[] = [];
    const add = (iframe: HTMLIFrameElement, path: string, opening: string, frameName: string) => {
      const doc = documentOf(iframe);
      if (frameName !== "") found.push({ iframe, doc, selector: path, html: opening, name: frameName });
      if (doc) nested(doc, path);
    };
    const nested = (doc: Document, outer: string) => {
      for (const iframe of framesIn(doc, [])) {
        if (hiddenFromTree(iframe)) continue;
        add(iframe, `${outer} > ${pathIn(iframe)}`, html(iframe), nameOf(iframe));
      }
    };
    // Only frames that share a name with another are read: reading a document's text costs a layout.
    const factsOf = (frame: Found): FrameFacts => {
      const iframe = frame.iframe;
      const facts: FrameFacts = {
        selector: frame.selector,
        html: frame.html,
        name: frame.name,
        srcdoc: iframe.hasAttribute("srcdoc") ? iframe.getAttribute("srcdoc") : null,
        src: iframe.hasAttribute("src") && iframe.src !== "" ? iframe.src : "about:blank",
        url: null,
        title: null,
        textHash: null,
        words: null,
        wordsCapped: false,
        errorPage: false,
      };
      const doc = frame.doc;
      if (!doc) return facts;
      const text = collapse(doc.body ? doc.body.innerText : doc.documentElement.textContent);
      const words = Array.from(new Set(text.toLowerCase().match(wordPattern) || []));
      // An error page (404, 500) is not what the frame was meant to show: never proof of a purpose.
      const view = doc.defaultView;
      const navigation = view?.performance
        ? (view.performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
        : null;
      facts.errorPage = !!navigation && navigation.responseStatus >= 400;
      facts.url = doc.URL;
      facts.title = collapse(doc.title);
      facts.textHash = hash(text);
      facts.wordsCapped = words.length > maxWords;
      facts.words = words.slice(0, maxWords);
      return facts;
    };

    for (const element of allInTree("iframe")) {
      const iframe = element as HTMLIFrameElement;
      if (!exposed(iframe)) continue;
      add(iframe, selector(iframe), html(iframe), collapse(name(iframe)));
    }
    const named = new Map<string, number>();
    for (const frame of found) {
      const key = frame.name.toLowerCase();
      named.set(key, (named.get(key) || 0) + 1);
    }
    return found.filter((frame) => (named.get(frame.name.toLowerCase()) ?? 0) > 1).map(factsOf);
  });
}
