import type deInventory from "../de/inventory";
import type { Translation } from "../types";

const inventory: Translation<typeof deInventory> = {
  title: "Elements of the page {{page}}",
  intro: "Found on this page when it was scanned, as far as they matter for this criterion.",
  notStored:
    "There is no list of elements for this page: it was scanned before Klarsicht recorded one. Start a new scan of the website to see it.",
  none: "None found.",
  cut: "The list shows the first {{count}} entries; the page holds more.",
  yes: "Yes",
  no: "No",
  noName: "no name",
  noText: "no text",
  sections: {
    document: "Title and language",
    headings: "Headings ({{count}})",
    landmarks: "Landmarks ({{count}})",
    images: "Images ({{count}})",
    fields: "Form fields ({{count}})",
    media: "Audio and video ({{count}})",
  },
  document: {
    title: "Page title",
    lang: "Language of the page (lang)",
    missing: "not given",
  },
  columns: {
    level: "Level",
    text: "Text",
    role: "Role",
    name: "Accessible name",
    kind: "Kind",
    decorative: "Decorative",
    file: "File",
    type: "Type",
    required: "Required",
    autocomplete: "autocomplete",
    controls: "Controls",
    autoplay: "Plays by itself",
    tracks: "Text tracks",
  },
  mediaKinds: { video: "Video", audio: "Audio" },
  summary:
    "Title: {{title}} · Language: {{lang}} · Headings: {{headings}} · Images: {{images}} (without a name: {{unnamed}}) · Form fields: {{fields}} · Audio and video: {{media}}",
  muted: "muted",
};

export default inventory;
