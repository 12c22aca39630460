/**
 * The page side of a page's inventory (inventory.ts): what a person assessing the page by hand looks at,
 * with axe's accessible names, roles and visibility. Capped here, and again outside the page
 * (validInventory): the page decides how much it holds.
 */
import { exposed, name, role, visible, withAxeTree } from "./helpers";

export type InventoryCaps = { items: number; text: number };

const landmarkRoles = [
  "banner",
  "navigation",
  "main",
  "complementary",
  "contentinfo",
  "form",
  "region",
  "search",
];
const fieldRoles = new Set([
  "textbox",
  "searchbox",
  "combobox",
  "listbox",
  "checkbox",
  "radio",
  "switch",
  "slider",
  "spinbutton",
]);

/** The page's inventory, every list capped at caps.items (one more kept entry marks it as cut). */
export function inventory(caps: InventoryCaps): Promise<unknown> {
  return withAxeTree(() => {
    const text = (value: unknown) =>
      String(value == null ? "" : value)
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, caps.text);
    const cut: string[] = [];
    // Walks the candidates in document order and keeps what entryOf() makes of them (null: skip), at most
    // caps.items; one more kept entry marks the list as cut.
    const collect = <T>(list: string, selectorText: string, entryOf: (el: Element) => T | null): T[] => {
      const found: T[] = [];
      for (const candidate of Array.from(document.querySelectorAll(selectorText))) {
        const entry = entryOf(candidate);
        if (entry === null) continue;
        if (found.length === caps.items) {
          cut.push(list);
          break;
        }
        found.push(entry);
      }
      return found;
    };
    const fileOf = (address: string | null) => {
      if (!address) return "";
      if (/^data:/i.test(address)) return text(address.split(/[;,]/)[0]);
      try {
        const path = new URL(address, document.baseURI).pathname;
        return text(decodeURIComponent(path.split("/").pop() || ""));
      } catch {
        return text(address);
      }
    };
    const headings = collect("headings", "h1, h2, h3, h4, h5, h6, [role=heading]", (el) => {
      if (role(el) !== "heading" || !exposed(el)) return null;
      const tag = /^H([1-6])$/.exec(el.tagName);
      const level = parseInt(el.getAttribute("aria-level") || (tag ? (tag[1] as string) : "2"), 10);
      return { level: level >= 1 && level <= 9 ? level : 2, text: text(name(el)) };
    });
    const images = collect("images", "img, input[type=image], area, [role=img]", (el) => {
      const tag = el.tagName.toLowerCase();
      const elementRole = role(el);
      const isExposed = exposed(el);
      // Images that are neither seen nor heard (display: none) are not the person's business.
      if (!isExposed && !visible(el)) return null;
      const kind = tag === "img" || tag === "svg" || tag === "input" || tag === "area" ? tag : "role=img";
      const decorative =
        !isExposed ||
        elementRole === "presentation" ||
        elementRole === "none" ||
        (tag === "img" && el.getAttribute("alt") === "");
      const address =
        tag === "img"
          ? (el as HTMLImageElement).currentSrc || el.getAttribute("src")
          : tag === "input"
            ? el.getAttribute("src")
            : tag === "area"
              ? el.getAttribute("href")
              : "";
      return { kind, name: decorative ? "" : text(name(el)), decorative, file: fileOf(address) };
    });
    const fields = collect(
      "fields",
      "input, select, textarea, [role=textbox], [role=searchbox], [role=combobox], [role=listbox], [role=checkbox], [role=radio], [role=switch], [role=slider], [role=spinbutton]",
      (el) => {
        const tag = el.tagName.toLowerCase();
        let type = tag === "input" ? (el.getAttribute("type") || "text").toLowerCase() : tag;
        if (tag === "input" && ["hidden", "submit", "reset", "button", "image"].indexOf(type) >= 0)
          return null;
        if (!exposed(el)) return null;
        const elementRole = role(el);
        if (tag !== "input" && tag !== "select" && tag !== "textarea") {
          if (elementRole === null || !fieldRoles.has(elementRole)) return null;
          type = elementRole;
        }
        return {
          type: text(type),
          name: text(name(el)),
          required: (el as HTMLInputElement).required === true || el.getAttribute("aria-required") === "true",
          autocomplete: text(el.getAttribute("autocomplete")),
        };
      },
    );
    const media = collect("media", "video, audio", (el) => {
      const tracks: string[] = [];
      const elements = el.querySelectorAll("track");
      for (let i = 0; i < elements.length && i < 20; i++) {
        tracks.push(text((elements[i] as Element).getAttribute("kind") || "subtitles").toLowerCase());
      }
      return {
        kind: el.tagName.toLowerCase(),
        controls: el.hasAttribute("controls"),
        autoplay: el.hasAttribute("autoplay"),
        muted: el.hasAttribute("muted"),
        tracks,
      };
    });
    const landmarks = collect(
      "landmarks",
      "header, footer, nav, main, aside, form, section, search, [role]",
      (el) => {
        const elementRole = role(el);
        if (elementRole === null || landmarkRoles.indexOf(elementRole) < 0 || !exposed(el)) return null;
        const landmarkName = text(name(el));
        // A section or form without a name is no landmark (ARIA in HTML).
        if ((elementRole === "region" || elementRole === "form") && landmarkName === "") return null;
        return { role: elementRole, name: landmarkName };
      },
    );
    return {
      title: text(document.title),
      lang: text(document.documentElement.getAttribute("lang")),
      headings,
      images,
      fields,
      media,
      landmarks,
      cut,
    };
  });
}
