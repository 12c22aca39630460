/**
 * Which part of a page's inventory (PageInventory, collected by the scanner) a person needs for a
 * criterion: images for text alternatives, headings and landmarks for structure, form fields for labels
 * and input purpose, media for time-based media, the title and language for those criteria.
 */
import type { InventoryList, PageInventory } from "#core/contract";

export const inventorySections = ["document", "headings", "landmarks", "images", "fields", "media"] as const;
export type InventorySection = (typeof inventorySections)[number];

const images = ["1.1.1", "1.4.5", "1.4.9"];
const structure = ["1.3.1", "2.4.1", "2.4.6", "2.4.10"];
const fields = ["1.3.1", "1.3.5", "2.5.3", "3.2.2", "3.3.1", "3.3.2", "3.3.3", "3.3.4", "3.3.7", "4.1.2"];
const media = [
  "1.2.1",
  "1.2.2",
  "1.2.3",
  "1.2.4",
  "1.2.5",
  "1.2.6",
  "1.2.7",
  "1.2.8",
  "1.2.9",
  "1.4.2",
  "2.2.2",
];
const documentFacts = ["2.4.2", "3.1.1", "3.1.2"];

/** The sections of the inventory that help with a criterion, in the order they are shown. */
export function sectionsFor(criterion: string): InventorySection[] {
  const sections: InventorySection[] = [];
  if (documentFacts.includes(criterion)) sections.push("document");
  if (structure.includes(criterion)) sections.push("headings", "landmarks");
  if (images.includes(criterion)) sections.push("images");
  if (fields.includes(criterion)) sections.push("fields");
  if (media.includes(criterion)) sections.push("media");
  return sections;
}

/** What the view of one sampled page shows of its inventory for one criterion. */
export type InventoryView =
  | { stored: false }
  | {
      stored: true;
      document?: Pick<PageInventory, "title" | "lang">;
      headings?: PageInventory["headings"];
      landmarks?: PageInventory["landmarks"];
      images?: PageInventory["images"];
      fields?: PageInventory["fields"];
      media?: PageInventory["media"];
      /** The shown lists that the scanner cut. */
      cut: InventoryList[];
    };

/**
 * The relevant part of a page's inventory, or null when the criterion needs none. A page scanned before
 * inventories were collected has none stored: the view says so.
 */
export function inventoryView(inventory: PageInventory | undefined, criterion: string): InventoryView | null {
  const sections = sectionsFor(criterion);
  if (sections.length === 0) return null;
  if (!inventory) return { stored: false };
  const view: InventoryView = { stored: true, cut: [] };
  for (const section of sections) {
    if (section === "document") view.document = { title: inventory.title, lang: inventory.lang };
    else {
      view[section] = inventory[section] as never;
      if (inventory.cut.includes(section)) view.cut.push(section);
    }
  }
  return view;
}

/** A sampled page in a few words, for the audit report: what it is and what it holds. */
export type InventorySummary = {
  title: string;
  lang: string;
  headings: number;
  images: number;
  unnamedImages: number;
  fields: number;
  media: number;
};

export function inventorySummary(inventory: PageInventory | undefined): InventorySummary | null {
  if (!inventory) return null;
  return {
    title: inventory.title,
    lang: inventory.lang,
    headings: inventory.headings.length,
    images: inventory.images.length,
    unnamedImages: inventory.images.filter((image) => !image.decorative && image.name === "").length,
    fields: inventory.fields.length,
    media: inventory.media.length,
  };
}
