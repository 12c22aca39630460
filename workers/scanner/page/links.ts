/** The page side of the links check (checks/links.ts). */
import { axe } from "./axe";
import { digestOf } from "./digest";
import { allInTree, exposed, html, name, role, selector, withAxeTree } from "./helpers";

export type PageLink = {
  selector: string;
  html: string;
  /** The accessible name as shown, and compared ("matching": trimmed, spaces collapsed, lower case). */
  name: string;
  key: string;
  /** The resolved address, or null when the link has none we can read (script links, href="#"). */
  target: string | null;
  /** The onclick attribute of a link without a readable address: equal scripts lead to the same place. */
  script: string | null;
  /** The elements of its programmatically determined link context, as an opaque key. */
  context: string;
  placeholder: boolean;
  /**
   * A link with no context at all: no list item, cell or description around it and not one word in its
   * sentence or paragraph besides its own name.
   */
  alone: boolean;
};

export type PageImage = {
  selector: string;
  html: string;
  name: string;
  /** The file name the accessible name equals, or null. */
  filename: string | null;
  /** Inside a link that downloads the image or points at the image file itself. */
  linksToFile: boolean;
  placeholder: boolean;
};

export type PageFindings = { links: PageLink[]; linkCount: number; images: PageImage[]; imageCount: number };

export type Fetched = { final: string; digest: string | null; delayedTo?: string } | null;

function matching(text: string): string {
  return String(text)
    .replace(/[ \t\n\f\r]+/g, " ")
    .trim()
    .toLowerCase();
}

function bare(text: string): string {
  return matching(text)
    .replace(/[.,:;!?…»«›‹→←>|\-–—"'„“”()[\]]+/g, " ")
    .replace(/ +/g, " ")
    .trim();
}

/** The flat tree: slotted elements belong to their slot, shadow roots to their host. */
function flatParent(el: Element): Element | null {
  if (el.assignedSlot) return el.assignedSlot;
  const parent = el.parentNode;
  if (parent && parent.nodeType === 11 && (parent as ShadowRoot).host) return (parent as ShadowRoot).host;
  return parent && parent.nodeType === 1 ? (parent as Element) : null;
}

const blockContainers = new Set([
  "block",
  "inline-block",
  "list-item",
  "flow-root",
  "table-cell",
  "table-caption",
]);

function isBlockContainer(el: Element): boolean {
  const display = getComputedStyle(el).display;
  return (
    blockContainers.has(display) || /\b(flow-root|list-item)\b/.test(display) || display === "block flow"
  );
}

/**
 * Whether nothing around the link could say where it leads: no list item or cell around it, no
 * description, and no text besides its own in the closest block container (blocks inside that do not
 * hold the link are other paragraphs).
 */
function alone(link: Element): boolean {
  if (
    link.hasAttribute("aria-describedby") ||
    link.hasAttribute("aria-description") ||
    link.hasAttribute("title")
  ) {
    return false;
  }
  let block: Element | null = null;
  for (let el = flatParent(link); el; el = flatParent(el)) {
    const elementRole = role(el);
    if (
      elementRole === "listitem" ||
      elementRole === "cell" ||
      elementRole === "gridcell" ||
      elementRole === "rowheader" ||
      elementRole === "columnheader"
    ) {
      return false;
    }
    if (!block && isBlockContainer(el)) block = el;
  }
  if (!block) return false;
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
    if (link.contains(text) || !/[\p{L}\p{N}]/u.test(text.data)) continue;
    let own = true;
    for (let up = text.parentElement; up && up !== block; up = up.parentElement) {
      if (up.contains(link)) break;
      if (isBlockContainer(up) || (axe().utils.getNodeFromTree(up) && !exposed(up))) {
        own = false;
        break;
      }
    }
    if (own) return false;
  }
  return true;
}

function resolve(value: string): string | null {
  try {
    return new URL(value, document.baseURI).href;
  } catch {
    return null;
  }
}

/** Where a link leads: its href, or an address its onclick script assigns to location. */
function targetOf(el: Element): string | null {
  let href = el.getAttribute("href");
  if (href === null) href = el.getAttributeNS("http://www.w3.org/1999/xlink", "href");
  if (href !== null) {
    const trimmed = href.trim();
    if (trimmed === "" || trimmed === "#" || /^javascript:/i.test(trimmed)) return null;
    return resolve(trimmed);
  }
  const script = el.getAttribute("onclick") || "";
  const assigned =
    /location(?:\.href)?\s*=\s*(["'])([^"']*)\1|location\.(?:assign|replace)\(\s*(["'])([^"']*)\3/.exec(
      script,
    );
  if (assigned) return resolve((assigned[2] !== undefined ? assigned[2] : assigned[4]) as string);
  return null;
}

function fileOf(url: string): string {
  try {
    const path = new URL(url, document.baseURI).pathname;
    let last = path.slice(path.lastIndexOf("/") + 1);
    try {
      last = decodeURIComponent(last);
    } catch {}
    return last;
  } catch {
    return "";
  }
}

function srcsetUrls(value: string | null): string[] {
  return String(value || "")
    .split(",")
    .map((part) => part.trim().split(/\s+/)[0] as string)
    .filter(Boolean);
}

/** The image's sources: src, srcset and, in a picture, the srcset of its source elements. */
function sourcesOf(el: Element): string[] {
  let urls: string[] = [];
  const src = el.getAttribute("src");
  if (src) urls.push(src);
  if (el.localName === "img") {
    urls = urls.concat(srcsetUrls(el.getAttribute("srcset")));
    const picture = el.parentElement;
    if (picture && picture.localName === "picture") {
      for (const child of Array.from(picture.children)) {
        if (child.localName === "source") urls = urls.concat(srcsetUrls(child.getAttribute("srcset")));
      }
    }
  }
  return urls;
}

function linksToFile(el: Element, files: string[]): boolean {
  for (let up = flatParent(el); up; up = flatParent(up)) {
    if (role(up) === "link") {
      if (up.hasAttribute("download")) return true;
      const href = up.getAttribute("href");
      return href !== null && files.indexOf(fileOf(href).toLowerCase()) >= 0;
    }
  }
  return false;
}

/**
 * Links that share their name with another or have a placeholder name, with their destination and
 * context, and images named by their file name or a placeholder.
 */
export function linksCollect(
  linkPlaceholderList: string[],
  imagePlaceholderList: string[],
): Promise<PageFindings> {
  return withAxeTree(() => {
    const linkPlaceholders = new Set(linkPlaceholderList);
    const imagePlaceholders = new Set(imagePlaceholderList);
    const ids = new Map<Element, number>();
    const idOf = (el: Element) => {
      let id = ids.get(el);
      if (id === undefined) {
        id = ids.size;
        ids.set(el, id);
      }
      return id;
    };
    // ACT's programmatically determined link context: list items around the link, the closest block
    // container, the closest cell (its header cells follow from the cell).
    const contextOf = (link: Element) => {
      const parts: string[] = [];
      let block = false;
      let cell = false;
      for (let el = flatParent(link); el; el = flatParent(el)) {
        const elementRole = role(el);
        if (elementRole === "listitem") parts.push(`l${idOf(el)}`);
        if (!cell && (elementRole === "cell" || elementRole === "gridcell")) {
          cell = true;
          parts.push(`c${idOf(el)}`);
        }
        if (!block && isBlockContainer(el)) {
          block = true;
          parts.push(`b${idOf(el)}`);
        }
      }
      return parts.join(" ");
    };
    const links: PageLink[] = [];
    let linkCount = 0;
    const byName = new Map<string, Element[]>();
    for (const el of allInTree("a, area, [role]")) {
      if (role(el) !== "link" || !exposed(el)) continue;
      const shown = matching(name(el));
      if (shown === "") continue;
      linkCount++;
      const entries = byName.get(shown);
      if (entries) entries.push(el);
      else byName.set(shown, [el]);
    }
    byName.forEach((entries, key) => {
      const placeholder = linkPlaceholders.has(bare(key));
      if (entries.length < 2 && !placeholder) return;
      for (const el of entries) {
        const target = targetOf(el);
        links.push({
          selector: selector(el),
          html: html(el),
          name: name(el).trim(),
          key,
          target,
          script: target === null ? el.getAttribute("onclick") : null,
          context: contextOf(el),
          placeholder,
          alone: alone(el),
        });
      }
    });
    const images: PageImage[] = [];
    let imageCount = 0;
    for (const image of allInTree("img, input")) {
      const isImage =
        image.localName === "img"
          ? role(image) === "img"
          : ((image as HTMLInputElement).type || "").toLowerCase() === "image";
      if (!isImage || !exposed(image)) continue;
      const imageName = matching(name(image));
      if (imageName === "") continue;
      imageCount++;
      const files = sourcesOf(image).map((url) => matching(fileOf(url)));
      // The file the name is: with its extension, or (for cryptic names, decided outside) without it.
      let filename = files.indexOf(imageName) >= 0 ? imageName : null;
      for (const file of files) {
        const stem = file.replace(/\.[^.]*$/, "");
        if (filename === null && stem !== file && stem === imageName) filename = file;
      }
      const placeholder = imagePlaceholders.has(bare(imageName));
      if (filename === null && !placeholder) continue;
      images.push({
        selector: selector(image),
        html: html(image),
        name: name(image).trim(),
        filename,
        linksToFile: filename !== null && linksToFile(image, files),
        placeholder,
      });
    }
    return { links, linkCount, images, imageCount };
  });
}

/**
 * Fetches the addresses (without cookies), following instant redirects, also by a zero-second refresh:
 * where each ends, a digest of what it shows, and where a waiting page sends the visitor later.
 */
export function linksFetch(urls: string[], timeoutMs: number): Promise<Fetched[]> {
  const load = async (url: string, hops: number): Promise<Fetched> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(url, {
        credentials: "omit",
        redirect: "follow",
        signal: controller.signal,
      });
      if (!response.ok || !/html/i.test(response.headers.get("content-type") || "")) {
        return { final: response.url, digest: null };
      }
      const text = await response.text();
      // A zero-second refresh is an instant redirect: follow it, once or twice.
      const meta = /<meta[^>]+http-equiv\s*=\s*["']?refresh[^>]*>/i.exec(text);
      const refresh =
        meta && /content\s*=\s*["']?\s*0*(?:\.0*)?\s*[;,]\s*(?:url\s*=\s*)?["']?([^"'>\s]+)/i.exec(meta[0]);
      if (refresh && meta && /content\s*=\s*["']?\s*0/i.test(meta[0]) && hops < 2) {
        clearTimeout(timer);
        return await load(new URL(refresh[1] as string, response.url).href, hops + 1);
      }
      const result: NonNullable<Fetched> = {
        final: response.url,
        digest: text.length > 2000000 ? null : digestOf(text),
      };
      // A refresh after a pause of a second or more, on a page with hardly any text of its own: a
      // waiting page, not the destination.
      const later =
        meta &&
        /content\s*=\s*["']?\s*([1-9]\d*)(?:\.\d*)?\s*[;,]\s*(?:url\s*=\s*)?["']?([^"'>\s]+)/i.exec(meta[0]);
      if (later) {
        const words = text
          .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, " ")
          .replace(/<title\b[\s\S]*?<\/title\s*>/gi, " ")
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim();
        if (words.length < 400) {
          try {
            result.delayedTo = new URL(later[2] as string, response.url).href;
          } catch {}
        }
      }
      return result;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return Promise.all(urls.map((url) => load(url, 0)));
}
