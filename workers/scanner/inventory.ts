/**
 * A page's inventory (PageInventory in contract.ts): what a person assessing the page by hand looks at,
 * collected in one evaluation in our isolated world after axe, with axe's accessible names, roles and
 * visibility (page-helpers.ts). Capped in the page, and again here: the page decides how much it holds.
 */

import { type InventoryList, inventoryCaps, inventoryLists, type PageInventory } from "#core/contract";
import { inPage } from "./checks/page-helpers";

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

export const inventoryScript = inPage(`
  var caps = ${JSON.stringify(inventoryCaps)};
  var text = function (value) { return String(value == null ? "" : value).replace(/\\s+/g, " ").trim().slice(0, caps.text); };
  var cut = [];
  // Walks the candidates in document order and keeps what describe() makes of them (null: skip), at most
  // caps.items; one more kept entry marks the list as cut.
  var collect = function (list, selector, describe) {
    var found = [];
    var candidates = document.querySelectorAll(selector);
    for (var i = 0; i < candidates.length; i++) {
      var entry = describe(candidates[i]);
      if (entry === null) continue;
      if (found.length === caps.items) { cut.push(list); break; }
      found.push(entry);
    }
    return found;
  };
  var fileOf = function (address) {
    if (!address) return "";
    if (/^data:/i.test(address)) return text(address.split(/[;,]/)[0]);
    try {
      var path = new URL(address, document.baseURI).pathname;
      return text(decodeURIComponent(path.split("/").pop() || ""));
    } catch (error) {
      return text(address);
    }
  };
  var headings = collect("headings", "h1, h2, h3, h4, h5, h6, [role=heading]", function (el) {
    if (ks.role(el) !== "heading" || !ks.exposed(el)) return null;
    var tag = /^H([1-6])$/.exec(el.tagName);
    var level = parseInt(el.getAttribute("aria-level") || (tag ? tag[1] : "2"), 10);
    return { level: level >= 1 && level <= 9 ? level : 2, text: text(ks.name(el)) };
  });
  var images = collect("images", "img, input[type=image], area, [role=img]", function (el) {
    var tag = el.tagName.toLowerCase();
    var role = ks.role(el);
    var exposed = ks.exposed(el);
    // Images that are neither seen nor heard (display: none) are not the person's business.
    if (!exposed && !ks.visible(el)) return null;
    var kind = tag === "img" || tag === "svg" || tag === "input" || tag === "area" ? tag : "role=img";
    var decorative = !exposed || role === "presentation" || role === "none" || (tag === "img" && el.getAttribute("alt") === "");
    var address = tag === "img" ? el.currentSrc || el.getAttribute("src") : tag === "input" ? el.getAttribute("src") : tag === "area" ? el.getAttribute("href") : "";
    return { kind: kind, name: decorative ? "" : text(ks.name(el)), decorative: decorative, file: fileOf(address) };
  });
  var fieldRoles = { textbox: 1, searchbox: 1, combobox: 1, listbox: 1, checkbox: 1, radio: 1, switch: 1, slider: 1, spinbutton: 1 };
  var fields = collect("fields", "input, select, textarea, [role=textbox], [role=searchbox], [role=combobox], [role=listbox], [role=checkbox], [role=radio], [role=switch], [role=slider], [role=spinbutton]", function (el) {
    var tag = el.tagName.toLowerCase();
    var type = tag === "input" ? (el.getAttribute("type") || "text").toLowerCase() : tag;
    if (tag === "input" && ["hidden", "submit", "reset", "button", "image"].indexOf(type) >= 0) return null;
    if (!ks.exposed(el)) return null;
    var role = ks.role(el);
    if (tag !== "input" && tag !== "select" && tag !== "textarea") {
      if (!fieldRoles[role]) return null;
      type = role;
    }
    return {
      type: text(type),
      name: text(ks.name(el)),
      required: el.required === true || el.getAttribute("aria-required") === "true",
      autocomplete: text(el.getAttribute("autocomplete")),
    };
  });
  var media = collect("media", "video, audio", function (el) {
    var tracks = [];
    var elements = el.querySelectorAll("track");
    for (var i = 0; i < elements.length && i < 20; i++) tracks.push(text(elements[i].getAttribute("kind") || "subtitles").toLowerCase());
    return {
      kind: el.tagName.toLowerCase(),
      controls: el.hasAttribute("controls"),
      autoplay: el.hasAttribute("autoplay"),
      muted: el.hasAttribute("muted"),
      tracks: tracks,
    };
  });
  var landmarkRoles = ${JSON.stringify(landmarkRoles)};
  var landmarks = collect("landmarks", "header, footer, nav, main, aside, form, section, search, [role]", function (el) {
    var role = ks.role(el);
    if (landmarkRoles.indexOf(role) < 0 || !ks.exposed(el)) return null;
    var name = text(ks.name(el));
    // A section or form without a name is no landmark (ARIA in HTML).
    if ((role === "region" || role === "form") && name === "") return null;
    return { role: role, name: name };
  });
  return {
    title: text(document.title),
    lang: text(document.documentElement.getAttribute("lang")),
    headings: headings,
    images: images,
    fields: fields,
    media: media,
    landmarks: landmarks,
    cut: cut,
  };
`);

/** What came back from the page, in shape and within the caps; null when it is not an inventory at all. */
export function validInventory(value: unknown): PageInventory | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as Record<string, unknown>;
  const text = (input: unknown) => (typeof input === "string" ? input.slice(0, inventoryCaps.text) : "");
  const flag = (input: unknown) => input === true;
  const cut = new Set<InventoryList>(
    inventoryLists.filter((list) => Array.isArray(raw.cut) && raw.cut.includes(list)),
  );
  const list = <T>(name: InventoryList, map: (entry: Record<string, unknown>) => T): T[] => {
    const entries = Array.isArray(raw[name]) ? (raw[name] as unknown[]) : [];
    if (entries.length > inventoryCaps.items) cut.add(name);
    return entries
      .slice(0, inventoryCaps.items)
      .map((entry) =>
        map(typeof entry === "object" && entry !== null ? (entry as Record<string, unknown>) : {}),
      );
  };
  const inventory: PageInventory = {
    title: text(raw.title),
    lang: text(raw.lang),
    headings: list("headings", (entry) => ({
      level: typeof entry.level === "number" && entry.level >= 1 && entry.level <= 9 ? entry.level : 2,
      text: text(entry.text),
    })),
    images: list("images", (entry) => ({
      kind: text(entry.kind),
      name: text(entry.name),
      decorative: flag(entry.decorative),
      file: text(entry.file),
    })),
    fields: list("fields", (entry) => ({
      type: text(entry.type),
      name: text(entry.name),
      required: flag(entry.required),
      autocomplete: text(entry.autocomplete),
    })),
    media: list("media", (entry) => ({
      kind: entry.kind === "audio" ? ("audio" as const) : ("video" as const),
      controls: flag(entry.controls),
      autoplay: flag(entry.autoplay),
      muted: flag(entry.muted),
      tracks: Array.isArray(entry.tracks) ? entry.tracks.slice(0, 20).map(text) : [],
    })),
    landmarks: list("landmarks", (entry) => ({ role: text(entry.role), name: text(entry.name) })),
    cut: [],
  };
  inventory.cut = inventoryLists.filter((name) => cut.has(name));
  return inventory;
}
