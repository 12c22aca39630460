/** The page side of the bypass check (checks/bypass.ts). */
import { allInTree, exposed, role, visible, withAxeTree } from "./helpers";

export type BypassFacts = {
  /** The page's visible text nodes in tree order, whitespace collapsed. */
  texts: string[];
  /** Same-origin pages the page links to, other than itself. */
  pages: string[];
  /** Whether the page links to any other page at all (an instrument leading to another page). */
  linksElsewhere: boolean;
  /** Frames, embedded objects or shadow roots: content our text walk does not see. */
  hidden: boolean;
  /** The composite rule's case: no heading, no link within the page, no control, no focusable element. */
  compositeCandidate: boolean;
  /** Anything that could run a script or move focus besides plain links: controls, tabindex, handlers. */
  controls: boolean;
  /** A link to a place within the page. */
  inPageLink: boolean;
  /** Landmarks included in the accessibility tree. */
  landmarks: { role: string; first: number; mediaFirst: boolean }[];
  /** Headings that are visible and included in the accessibility tree. */
  headings: { texts: number[]; navigation: boolean }[];
  /** Targets of links within the page (missing targets left out): the first text at or after each. */
  skipTargets: { next: number; mediaFirst: boolean; navigation: boolean }[];
};

const landmarkRoles = new Set([
  "banner",
  "complementary",
  "contentinfo",
  "form",
  "main",
  "navigation",
  "region",
  "search",
]);
const aroundRoles = new Set(["banner", "complementary", "contentinfo", "navigation"]);
/** Elements whose implicit role is a heading or a landmark; any other needs a role attribute to be one. */
const mayBeHeadingOrLandmark = /^(h[1-6]|header|footer|aside|form|main|nav|section|search)$/;
const media = /^(img|svg|canvas|video|audio|picture|input|select|textarea|button|meter|progress|math)$/;

const hasRole = (roles: Set<string>, value: string | null) => value !== null && roles.has(value);

function inside(el: Element, roles: Set<string>): boolean {
  for (let up = el.parentElement; up; up = up.parentElement) if (hasRole(roles, role(up))) return true;
  return false;
}

/** Whether b comes after a in tree order, or inside it. */
function atOrAfter(a: Node, b: Node): boolean {
  return (
    a === b ||
    Boolean(
      a.compareDocumentPosition(b) & (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY),
    )
  );
}

/**
 * Reads the page in one pass: its text nodes, landmarks, headings, links and anything that could act
 * as an instrument. Non-text content (images, media, form fields) makes what comes first uncertain.
 */
export function bypassFacts(maxPages: number): Promise<BypassFacts> {
  return withAxeTree(() => {
    const here = location.href.replace(/#.*$/, "");
    let pages: string[] = [];
    let linksElsewhere = false;
    let hidden = false;
    let compositeCandidate = true;
    let controls = false;
    let inPageLink = false;
    const landmarkEls: Element[] = [];
    const headingEls: Element[] = [];
    const targets: Element[] = [];
    const mediaEls: Element[] = [];
    for (const el of allInTree("*")) {
      const name = el.localName;
      // Only these can be a heading or a landmark; axe's role lookup is the costly part of this walk.
      const elementRole = el.hasAttribute("role") || mayBeHeadingOrLandmark.test(name) ? role(el) : null;
      if (el.shadowRoot || /^(iframe|frame|object|embed)$/.test(name)) hidden = true;
      if (media.test(name) && (visible(el) || exposed(el))) mediaEls.push(el);
      if (elementRole === "heading" && exposed(el)) {
        compositeCandidate = false;
        if (visible(el)) headingEls.push(el);
      }
      if (hasRole(landmarkRoles, elementRole) && exposed(el)) landmarkEls.push(el);
      const editable = (el as HTMLElement).isContentEditable;
      if (
        el.hasAttribute("tabindex") ||
        el.hasAttribute("onclick") ||
        el.hasAttribute("onkeydown") ||
        editable
      ) {
        controls = true;
      }
      if ((name === "a" || name === "area") && el.hasAttribute("href")) {
        let target: URL;
        try {
          target = new URL(el.getAttribute("href") ?? "", document.baseURI);
        } catch {
          compositeCandidate = false;
          controls = true;
          continue;
        }
        if (!/^https?:$/.test(target.protocol)) {
          controls = true;
          continue;
        }
        const page = target.href.replace(/#.*$/, "");
        if (page === here) {
          // A link within the page moves focus: an instrument, when its target exists.
          compositeCandidate = false;
          inPageLink = true;
          let fragment = target.hash.slice(1);
          try {
            fragment = decodeURIComponent(fragment);
          } catch {}
          // "#" and "#top" lead to the start of the page, never past what it starts with.
          const goal =
            fragment === "" || fragment.toLowerCase() === "top"
              ? null
              : document.getElementById(fragment) ||
                Array.from(document.getElementsByName(fragment)).find((each) => each.localName === "a");
          if (goal) targets.push(goal);
          continue;
        }
        linksElsewhere = true;
        if (target.origin === location.origin && pages.indexOf(page) < 0) pages.push(page);
        continue;
      }
      if (
        /^(button|input|select|textarea|summary|details|iframe|object|embed|audio|video)$/.test(name) ||
        el.hasAttribute("tabindex") ||
        el.hasAttribute("onclick") ||
        editable
      ) {
        compositeCandidate = false;
        controls = true;
      }
    }
    const texts: string[] = [];
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data.replace(/\s+/g, " ").trim();
      const parent = node.parentElement;
      if (
        text === "" ||
        !parent ||
        /^(script|style|noscript|template)$/.test(parent.localName) ||
        !visible(parent)
      ) {
        continue;
      }
      texts.push(text);
      nodes.push(node);
    }
    const firstFrom = (start: Element, within: boolean) => {
      for (let k = 0; k < nodes.length; k++) {
        const node = nodes[k] as Text;
        if (within ? start.contains(node) : atOrAfter(start, node)) {
          const mediaFirst = mediaEls.some(
            (m) =>
              atOrAfter(start, m) &&
              (!within || start.contains(m)) &&
              atOrAfter(m, node) &&
              !m.contains(node),
          );
          return { first: k, mediaFirst };
        }
      }
      const anyMedia = mediaEls.some((m) => (within ? start.contains(m) : atOrAfter(start, m)));
      return { first: -1, mediaFirst: anyMedia };
    };
    pages = pages.slice(0, maxPages);
    return {
      texts,
      pages,
      linksElsewhere,
      hidden,
      compositeCandidate,
      controls,
      inPageLink,
      landmarks: landmarkEls.map((landmark) => {
        const start = firstFrom(landmark, true);
        return { role: role(landmark) as string, first: start.first, mediaFirst: start.mediaFirst };
      }),
      headings: headingEls.map((heading) => {
        const own: number[] = [];
        for (let k = 0; k < nodes.length; k++) if (heading.contains(nodes[k] as Text)) own.push(k);
        return { texts: own, navigation: inside(heading, aroundRoles) };
      }),
      skipTargets: targets.map((goal) => {
        const start = firstFrom(goal, false);
        return {
          next: start.first,
          mediaFirst: start.mediaFirst,
          navigation: hasRole(aroundRoles, role(goal)) || inside(goal, aroundRoles),
        };
      }),
    };
  });
}

/** The visible-in-principle text nodes of other pages (fetched without cookies), whitespace collapsed. */
export async function bypassOtherTexts(pages: string[], timeoutMs: number): Promise<string[]> {
  const textsOf = async (url: string): Promise<string[]> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(url, { credentials: "omit", signal: controller.signal });
      if (!response.ok || !/html/i.test(response.headers.get("content-type") || "")) return [];
      const html = await response.text();
      if (html.length > 2000000) return [];
      const doc = new DOMParser().parseFromString(html, "text/html");
      const texts: string[] = [];
      const walker = doc.createTreeWalker(doc.body || doc.documentElement, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        if (parent && /^(script|style|noscript|template)$/.test(parent.localName)) continue;
        const text = node.data.replace(/\s+/g, " ").trim();
        if (text !== "") texts.push(text);
      }
      return texts;
    } catch {
      return [];
    } finally {
      clearTimeout(timer);
    }
  };
  const lists = await Promise.all(pages.map(textsOf));
  return lists.flat();
}
