/** Das Elementverzeichnis einer Seite in der Prüfung von Hand: was der Scan auf der Seite gefunden hat. */
const inventory = {
  title: "Elemente der Seite {{page}}",
  intro: "Beim Scan auf dieser Seite gefunden, soweit sie für dieses Kriterium wichtig sind.",
  notStored:
    "Für diese Seite liegt kein Elementverzeichnis vor: Sie wurde gescannt, bevor Klarsicht es erfasst hat. Starten Sie einen neuen Scan der Website, um es zu sehen.",
  none: "Keine gefunden.",
  cut: "Die Liste zeigt die ersten {{count}} Einträge; die Seite enthält mehr.",
  yes: "Ja",
  no: "Nein",
  noName: "kein Name",
  noText: "kein Text",
  sections: {
    document: "Titel und Sprache",
    headings: "Überschriften ({{count}})",
    landmarks: "Landmarken ({{count}})",
    images: "Bilder ({{count}})",
    fields: "Formularfelder ({{count}})",
    media: "Audio und Video ({{count}})",
  },
  document: {
    title: "Seitentitel",
    lang: "Sprache der Seite (lang)",
    missing: "keine Angabe",
  },
  columns: {
    level: "Ebene",
    text: "Text",
    role: "Rolle",
    name: "Zugänglicher Name",
    kind: "Art",
    decorative: "Dekorativ",
    file: "Datei",
    type: "Typ",
    required: "Pflichtfeld",
    autocomplete: "autocomplete",
    controls: "Bedienelemente",
    autoplay: "Startet von selbst",
    tracks: "Textspuren",
  },
  mediaKinds: { video: "Video", audio: "Audio" },
  summary:
    "Titel: {{title}} · Sprache: {{lang}} · Überschriften: {{headings}} · Bilder: {{images}} (ohne Namen: {{unnamed}}) · Formularfelder: {{fields}} · Audio und Video: {{media}}",
  muted: "stumm",
};

export default inventory;
