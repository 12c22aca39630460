/** The page side of the source check (checks/source.ts): the live DOM's side of duplicates. */
import { allInTree, html, selector, withAxeTree } from "./helpers";

/** An element with a duplicate attribute in the source, by its tag and its attributes as parsed. */
export type WantedElement = { tag: string; attrs: [string, string][]; ordinal: number; total: number };

export type SourcePageResult = {
  contentType: string;
  /** Per duplicate: the element in the live DOM, or null when it is not there as parsed. */
  located: ({ selector: string; html: string } | null)[];
  /** Duplicated ids that something in their tree refers to, with the first such reference's kind. */
  duplicateIds: {
    id: string;
    count: number;
    reference: string;
    nodes: { selector: string; html: string }[];
  }[];
  idCount: number;
};

type Reference = { how: string; drawing: boolean };

const svgNamespace = "http://www.w3.org/2000/svg";
const xlinkNamespace = "http://www.w3.org/1999/xlink";
const idrefAttributes = [
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-owns",
  "aria-flowto",
  "aria-details",
  "aria-errormessage",
  "aria-activedescendant",
];
const formAssociated = ["button", "fieldset", "input", "object", "output", "select", "textarea"];

function fragment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The elements with duplicate attributes found again in the live DOM, and the duplicated ids in use. */
export function sourcePage(wanted: WantedElement[]): Promise<SourcePageResult> {
  return withAxeTree(() => {
    const located = wanted.map((want) => {
      const twins = Array.from(document.getElementsByTagName(want.tag)).filter((el) => {
        const own = Array.from(el.attributes).filter(
          (attr) => attr.name !== "class" && attr.name !== "style",
        );
        return (
          own.length === want.attrs.length && want.attrs.every((pair) => el.getAttribute(pair[0]) === pair[1])
        );
      });
      // Scripts added or removed such elements: which one is meant is no longer certain.
      if (twins.length !== want.total) return null;
      const el = twins[want.ordinal] as Element;
      return { selector: selector(el), html: html(el) };
    });
    // ids and the references to them per document or shadow tree: an id is looked up in the tree of the
    // element that refers to it, and the same id in different trees is no conflict.
    const trees = new Map<Node, Map<string, Element[]>>();
    const references = new Map<Node, Map<string, Reference>>();
    let idCount = 0;
    const urlReference = /url\(\s*["']?#([^"')\s]+)/g;
    const pageAddress = document.URL.split("#")[0];
    // Per id: the first reference's kind, and whether every reference only draws SVG (use href, url(#…)).
    const refer = (root: Node, id: string | null | undefined, how: string, drawing?: boolean) => {
      if (!id) return;
      let refs = references.get(root);
      if (!refs) {
        refs = new Map();
        references.set(root, refs);
      }
      const known = refs.get(id);
      if (!known) refs.set(id, { how, drawing: Boolean(drawing) });
      else if (!drawing) known.drawing = false;
    };
    const referEach = (root: Node, list: string, how: string) => {
      for (const id of list.split(/[ \t\n\f\r]+/)) refer(root, id, how);
    };
    const referUrls = (root: Node, text: string, how: string) => {
      if (text.indexOf("url(") < 0) return;
      urlReference.lastIndex = 0;
      for (let match = urlReference.exec(text); match; match = urlReference.exec(text)) {
        refer(root, fragment(match[1] ?? ""), how, true);
      }
    };
    for (const el of allInTree("*")) {
      const root = el.getRootNode();
      const id = el.getAttribute("id");
      if (id) {
        idCount++;
        let ids = trees.get(root);
        if (!ids) {
          ids = new Map();
          trees.set(root, ids);
        }
        const same = ids.get(id);
        if (same) same.push(el);
        else ids.set(id, [el]);
      }
      for (const name of idrefAttributes) {
        const value = el.getAttribute(name);
        if (value) referEach(root, value, name);
      }
      const style = el.getAttribute("style");
      if (style) referUrls(root, style, "url(#…)");
      const tag = el.localName;
      if (el.namespaceURI === svgNamespace) {
        const href = el.getAttribute("href") || el.getAttributeNS(xlinkNamespace, "href");
        if (href && href.charAt(0) === "#") refer(root, fragment(href.slice(1)), "href", tag !== "a");
        for (const attr of Array.from(el.attributes)) referUrls(root, attr.value, "url(#…)");
        if (tag === "style") referUrls(root, el.textContent || "", "url(#…)");
        continue;
      }
      if (tag === "style") referUrls(root, el.textContent || "", "url(#…)");
      if (tag === "label" && el.hasAttribute("for")) refer(root, el.getAttribute("for"), "for");
      if (tag === "output" && el.hasAttribute("for")) referEach(root, el.getAttribute("for") ?? "", "for");
      if ((tag === "td" || tag === "th") && el.hasAttribute("headers")) {
        referEach(root, el.getAttribute("headers") ?? "", "headers");
      }
      if (tag === "input" && el.hasAttribute("list")) refer(root, el.getAttribute("list"), "list");
      if (formAssociated.indexOf(tag) >= 0 && el.hasAttribute("form"))
        refer(root, el.getAttribute("form"), "form");
      const usemap = (tag === "img" || tag === "object") && el.getAttribute("usemap");
      if (usemap && usemap.charAt(0) === "#") refer(root, fragment(usemap.slice(1)), "usemap");
      // A link to a place on this page: its fragment names the target's id.
      if ((tag === "a" || tag === "area") && el.hasAttribute("href")) {
        const target = String((el as HTMLAnchorElement | HTMLAreaElement).href).split("#");
        if (target.length > 1 && target[0] === pageAddress)
          refer(root, fragment(target.slice(1).join("#")), "href");
      }
    }
    const duplicateIds: SourcePageResult["duplicateIds"] = [];
    trees.forEach((ids, root) => {
      const refs = references.get(root);
      ids.forEach((els, id) => {
        const reference = refs?.get(id);
        if (els.length < 2 || !reference) return;
        // Shapes drawn from identical copies look the same whichever copy the reference reaches: icons that
        // repeat their SVG, ids included, lose nothing.
        if (reference.drawing && els.every((el) => el.outerHTML === els[0]?.outerHTML)) return;
        duplicateIds.push({
          id,
          count: els.length,
          reference: reference.how,
          nodes: els.slice(0, 20).map((el) => ({ selector: selector(el), html: html(el) })),
        });
      });
    });
    return { contentType: document.contentType, located, duplicateIds, idCount };
  });
}
