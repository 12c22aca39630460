/**
 * A page's inventory (PageInventory in contract.ts): what a person assessing the page by hand looks at,
 * collected in one evaluation in our isolated world after axe, with axe's accessible names, roles and
 * visibility (page/inventory.ts). Capped in the page, and again here: the page decides how much it holds.
 */

import { type InventoryList, inventoryCaps, inventoryLists, type PageInventory } from "#core/contract";
import { pageCall } from "./page-scripts";

/** Evaluated in our isolated world (page/inventory.ts); its result goes through validInventory. */
export const inventoryScript = pageCall("inventory", inventoryCaps);

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
