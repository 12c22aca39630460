/** The page side of the images-of-text check (checks/images-of-text.ts, ACT 0va7u6). */
import { find, html, name, selector, visible, withAxeTree } from "./helpers";

export type PictureCandidate = {
  selector: string;
  html: string;
  /** img, input (image button), object, svg (with image elements) or background (a CSS background image). */
  kind: "img" | "input" | "object" | "svg" | "background";
  /** The picture's box in page coordinates (CSS pixels), the part that is rendered. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Whether it lies wholly inside the viewport (a screenshot of it needs no larger one). */
  inViewport: boolean;
  /**
   * Whether the page's own text may be drawn over it (a text's element overlaps it): then the text is
   * made transparent while the picture is taken. Told by imagesOfTextPrepare; true until then.
   */
  overlaid: boolean;
  /** Why it is a logo or a brand's mark, when something says so (the rule's exception); null otherwise. */
  logo: string | null;
};

/** Pictures smaller than this on either side hold no text worth reading, or only a letter. */
const minWidth = 40;
const minHeight = 14;
/** Square pictures up to this size are icons. */
const iconSize = 64;
/** Elements whose computed background is looked at, at most (a big page's tail is left out). */
const maxStyledElements = 4000;
const logoWords = /logo|brand|marke\b|markenzeichen|signet|wordmark|wortmarke|emblem|siegel|seal|badge/i;

/**
 * The pictures a page shows that could be images of text (0va7u6's applicability: embedded images and
 * CSS background images rendered on the page), in page coordinates. Too small pictures, icons and
 * elements whose background image sits behind their own content are left out.
 */
export function imagesOfTextCandidates(max: number): Promise<PictureCandidate[]> {
  return withAxeTree(() => {
    const found: PictureCandidate[] = [];
    const seen = new Set<Element>();
    const add = (element: Element, kind: PictureCandidate["kind"]) => {
      if (seen.has(element)) return;
      seen.add(element);
      const rect = element.getBoundingClientRect();
      if (rect.width < minWidth || rect.height < minHeight) return;
      const ratio = rect.width / rect.height;
      if (rect.width <= iconSize && rect.height <= iconSize && ratio > 0.7 && ratio < 1.4) return;
      if (!visible(element)) return;
      found.push({
        selector: selector(element),
        html: html(element),
        kind,
        ...placeOf(rect),
        logo: logoReason(element),
      });
    };
    for (const element of Array.from(document.querySelectorAll("img, input, object, svg"))) {
      const local = element.localName;
      if (local === "img") {
        const image = element as HTMLImageElement;
        if (image.currentSrc || image.getAttribute("src") || image.getAttribute("srcset")) {
          if (image.complete && image.naturalWidth > 0) add(element, "img");
        }
      } else if (local === "input") {
        const input = element as HTMLInputElement;
        if (input.type === "image" && input.getAttribute("src")) add(element, "input");
      } else if (local === "object") {
        const data = element.getAttribute("data") ?? "";
        const type = element.getAttribute("type") ?? "";
        if (data && (/^image\//i.test(type) || /\.(png|jpe?g|gif|webp|avif|bmp|svg)(\?|#|$)/i.test(data))) {
          add(element, "object");
        }
      } else if (local === "svg") {
        const images = Array.from(element.querySelectorAll("image"));
        if (images.some((image) => image.getAttribute("href") || image.getAttribute("xlink:href"))) {
          add(element, "svg");
        }
      }
    }
    const all = document.body ? document.body.getElementsByTagName("*") : [];
    for (let i = 0; i < all.length && i < maxStyledElements; i++) {
      const element = all[i] as Element;
      if (seen.has(element) || element.closest("svg")) continue;
      const background = getComputedStyle(element).backgroundImage;
      if (!background || !/url\(/.test(background)) continue;
      // A background behind the element's own text or pictures decorates them: what it shows is read
      // with them only by a person.
      if ((element.textContent ?? "").trim() || element.querySelector("img, svg, video, canvas, input"))
        continue;
      add(element, "background");
    }
    // The largest first: a page's pictures of text are its banners and buttons, not its thumbnails.
    found.sort((a, b) => b.width * b.height - a.width * a.height);
    return found.slice(0, max);
  });
}

/** Text nodes looked at, at most, to tell that no text overlaps the pictures (else all count as overlaid). */
const maxTextNodes = 5000;

/**
 * Clears `overlaid` on the pictures no text's element overlaps. Coarse (an element's box, not its lines'),
 * so it errs towards hiding the text, which is only slower.
 */
function markOverlaid(candidates: PicturePlace[]): void {
  if (candidates.length === 0 || !document.body) return;
  const boxes = candidates.map((candidate) => ({
    left: candidate.x - window.scrollX,
    top: candidate.y - window.scrollY,
    right: candidate.x - window.scrollX + candidate.width,
    bottom: candidate.y - window.scrollY + candidate.height,
  }));
  const overlaid = candidates.map(() => false);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let seen = 0;
  let parentSeen: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (++seen > maxTextNodes) return;
    const parent = node.parentElement;
    if (!parent || parent === parentSeen || !(node.nodeValue ?? "").trim()) continue;
    parentSeen = parent;
    const rect = parent.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    boxes.forEach((box, i) => {
      if (rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top) {
        overlaid[i] = true;
      }
    });
  }
  candidates.forEach((candidate, i) => {
    candidate.overlaid = overlaid[i] ?? true;
  });
}

/** Why a picture is a logo or a brand's mark by what the page says about it, or null. */
function logoReason(element: Element): string | null {
  const own = [
    element.getAttribute("alt"),
    element.getAttribute("title"),
    element.getAttribute("aria-label"),
    element.getAttribute("src"),
    element.getAttribute("data"),
    element.id,
    element.getAttribute("class"),
    name(element),
  ].join(" ");
  if (logoWords.test(own)) return "named";
  // The element and a few of its ancestors (a link, a figure, a header's wrapper) say "logo".
  let ancestor = element.parentElement;
  for (let depth = 0; ancestor && depth < 3; depth++, ancestor = ancestor.parentElement) {
    const said = [ancestor.id, ancestor.getAttribute("class"), ancestor.getAttribute("aria-label")].join(" ");
    if (logoWords.test(said)) return "named";
  }
  const link = element.closest("a[href]") as HTMLAnchorElement | null;
  if (link && isHomeLink(link)) return "home-link";
  // The site's name as the page title carries it ("Startseite | Bäckerei Müller").
  const label = name(element).trim().toLowerCase();
  if (label.length >= 3 && siteNames().includes(label)) return "site-name";
  // Seals, partners and funding notices: pictures in the page's footer, or small ones linking elsewhere.
  if (element.closest("footer, [role=contentinfo]")) return "footer";
  const rect = element.getBoundingClientRect();
  if (link && rect.height <= 120 && rect.width <= 320 && link.origin !== location.origin) return "partner";
  return null;
}

function isHomeLink(link: HTMLAnchorElement): boolean {
  if (link.origin !== location.origin) return false;
  return (
    /^\/(index\.[a-z]+|home|start(seite)?|[a-z]{2}(-[a-z]{2})?\/?)?$/i.test(link.pathname) && !link.search
  );
}

function siteNames(): string[] {
  return document.title
    .split(/\s+[|–—\-·:]\s+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/** Where a picture is now, as imagesOfTextPrepare measures it again. */
export type PicturePlace = Pick<PictureCandidate, "x" | "y" | "width" | "height" | "inViewport" | "overlaid">;

/**
 * Measures the pictures at the selectors again, as they are now (the page may have moved since they were
 * found), and makes the page's own text transparent when an element with text overlaps one of them; null
 * for a picture no longer there or shown. Undone by imagesOfTextHideText(sheetId, false).
 */
export function imagesOfTextPrepare(selectors: string[], sheetId: string): (PicturePlace | null)[] {
  const places = selectors.map((selectorText) => {
    const element = find(selectorText);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return null;
    return placeOf(rect);
  });
  const present = places.filter((place): place is NonNullable<typeof place> => place !== null);
  markOverlaid(present);
  if (present.some((place) => place.overlaid)) imagesOfTextHideText(sheetId, true);
  return places;
}

/** Makes the page's own text transparent (true), so that a picture's pixels are read without it, or shows it again. */
export function imagesOfTextHideText(sheetId: string, hidden: boolean): void {
  let sheet = document.getElementById(sheetId) as HTMLStyleElement | null;
  if (!hidden) {
    sheet?.remove();
    return;
  }
  if (sheet) return;
  sheet = document.createElement("style");
  sheet.id = sheetId;
  sheet.textContent =
    "*, *::before, *::after, *::placeholder, *::marker { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; transition: none !important; } svg text, svg tspan { fill: transparent !important; stroke: transparent !important; }";
  (document.head || document.documentElement).appendChild(sheet);
}

/** Where an element's box is on the page (document coordinates), and whether it is all in the viewport. */
function placeOf(rect: DOMRect) {
  return {
    x: rect.left + window.scrollX,
    y: rect.top + window.scrollY,
    width: rect.width,
    height: rect.height,
    inViewport:
      rect.left >= 0 && rect.top >= 0 && rect.right <= window.innerWidth && rect.bottom <= window.innerHeight,
    overlaid: true,
  };
}
