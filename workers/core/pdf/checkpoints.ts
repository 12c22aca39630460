/**
 * The PDF/UA-1 (ISO 14289-1) checks as data: per check the Matterhorn Protocol 1.1 checkpoint and the
 * failure conditions it tests by machine, the clause of ISO 14289-1, the EN 301 549 clause 10 item and the
 * WCAG criterion it serves (none where only PDF/UA asks for it), its impact, and in German and English what it
 * asks, how to fix it in general and in Word, LibreOffice and InDesign's export.
 */
import type { Impact, ReportLocale } from "../contract";

type Texts = {
  title: string;
  help: string;
  fix: string;
  word: string;
  libreoffice: string;
  indesign: string;
  /** What a person has to judge, for the checks that can only ask (needs review). */
  check?: string;
};

export type PdfCheckpoint = {
  id: `pdf-${string}`;
  /** Matterhorn Protocol checkpoint ("13") and its failure conditions with a short English wording. */
  matterhorn: { checkpoint: string; conditions: Record<string, string> };
  /** ISO 14289-1 clause. */
  pdfua: string;
  /** EN 301 549 clause 10 items; empty where only PDF/UA asks for it. */
  en301549: readonly string[];
  wcag: readonly string[];
  impact: Impact;
  texts: Record<ReportLocale, Texts>;
};

const reexport = {
  de: {
    word: "Word: Datei > Speichern unter > PDF > Optionen: „Dokumentstrukturtags für Barrierefreiheit“ und „PDF/UA-kompatibel“ einschalten.",
    libreoffice:
      "LibreOffice: Datei > Exportieren als > Als PDF exportieren: „Universelle Barrierefreiheit (PDF/UA)“ und „Getaggtes PDF“ einschalten.",
    indesign:
      "InDesign: Datei > Exportieren > Adobe PDF (Interaktiv oder Druck): „Getaggtes PDF erstellen“ einschalten, Tags im Fenster „Artikel“/„Tags“ zuordnen.",
  },
  en: {
    word: 'Word: File > Save As > PDF > Options: turn on "Document structure tags for accessibility" and "PDF/UA compliant".',
    libreoffice:
      'LibreOffice: File > Export As > Export as PDF: turn on "Universal Accessibility (PDF/UA)" and "Tagged PDF".',
    indesign:
      'InDesign: File > Export > Adobe PDF (Interactive or Print): turn on "Create Tagged PDF" and map styles to tags in the Articles/Tags panels.',
  },
} as const;

export const pdfCheckpoints = [
  {
    id: "pdf-tagged",
    matterhorn: {
      checkpoint: "01",
      conditions: { "01-005": "Content is neither marked as Artifact nor tagged as real content" },
    },
    pdfua: "7.1",
    en301549: ["10.1.3.1"],
    wcag: ["1.3.1"],
    impact: "critical",
    texts: {
      de: {
        title: "Das Dokument ist nicht getaggt",
        help: "Ein barrierefreies PDF hat eine Struktur (Tags, MarkInfo Marked, StructTreeRoot), die Screenreadern Überschriften, Absätze, Listen und Tabellen nennt.",
        fix: "Exportieren Sie das Dokument aus der Quelle neu mit getaggter Ausgabe; nachträgliches Taggen ist mühsam und fehleranfällig.",
        ...reexport.de,
      },
      en: {
        title: "The document is not tagged",
        help: "An accessible PDF has a structure (tags, MarkInfo Marked, StructTreeRoot) that tells screen readers about headings, paragraphs, lists and tables.",
        fix: "Export the document again from its source with tagging on; tagging afterwards is laborious and error-prone.",
        ...reexport.en,
      },
    },
  },
  {
    id: "pdf-content-marking",
    matterhorn: {
      checkpoint: "01",
      conditions: {
        "01-003": "Content marked as Artifact is present inside tagged content",
        "01-004": "Tagged content is present inside content marked as Artifact",
        "01-005": "Content is neither marked as Artifact nor tagged as real content",
        "01-007": "Suspects entry has a value of true",
      },
    },
    pdfua: "7.1",
    en301549: ["10.1.3.1"],
    wcag: ["1.3.1"],
    impact: "serious",
    texts: {
      de: {
        title: "Inhalte sind weder getaggt noch als Artefakt markiert",
        help: "Jeder Inhalt einer Seite ist entweder getaggter Inhalt oder ein Artefakt (Kopfzeile, Seitenzahl, Dekoration), nie beides und nie keins von beiden.",
        fix: "Markieren Sie Dekoration, Kopf- und Fußzeilen als Artefakt und taggen Sie alle übrigen Inhalte.",
        ...reexport.de,
      },
      en: {
        title: "Content is neither tagged nor marked as an artifact",
        help: "All content of a page is either tagged content or an artifact (header, page number, decoration), never both and never neither.",
        fix: "Mark decoration, headers and footers as artifacts and tag all other content.",
        ...reexport.en,
      },
    },
  },
  {
    id: "pdf-role-map",
    matterhorn: {
      checkpoint: "02",
      conditions: {
        "02-001": "A non-standard tag's mapping does not end in a standard type",
        "02-003": "A circular mapping exists",
        "02-004": "A standard type is remapped",
      },
    },
    pdfua: "7.1",
    en301549: ["10.1.3.1", "10.4.1.2"],
    wcag: ["1.3.1", "4.1.2"],
    impact: "serious",
    texts: {
      de: {
        title: "Eigene Tags sind nicht auf Standard-Tags abgebildet",
        help: "Hilfsmittel verstehen nur die Standard-Tags von PDF; eigene Tag-Namen (oft Absatzformat-Namen) müssen über die RoleMap auf sie abgebildet sein.",
        fix: "Ordnen Sie jedem eigenen Format ein Standard-Tag zu (P, H1–H6, L, Table …) und bilden Sie keine Standard-Tags um.",
        ...reexport.de,
      },
      en: {
        title: "Custom tags are not mapped to standard tags",
        help: "Assistive technology understands PDF's standard tags only; custom tag names (often paragraph style names) must be mapped to them through the RoleMap.",
        fix: "Map every custom style to a standard tag (P, H1–H6, L, Table …) and do not remap standard tags.",
        ...reexport.en,
      },
    },
  },
  {
    id: "pdf-title",
    matterhorn: {
      checkpoint: "06",
      conditions: {
        "06-003": "Metadata stream does not contain dc:title",
        "07-001": "ViewerPreferences dictionary does not contain a DisplayDocTitle entry",
        "07-002": "DisplayDocTitle has a value of false",
      },
    },
    pdfua: "7.1",
    en301549: ["10.2.4.2"],
    wcag: ["2.4.2"],
    impact: "serious",
    texts: {
      de: {
        title: "Das Dokument hat keinen angezeigten Titel",
        help: "Ein PDF nennt seinen Titel in den Metadaten (dc:title), und der Betrachter zeigt ihn statt des Dateinamens (DisplayDocTitle).",
        fix: "Tragen Sie einen Titel in die Dokumenteigenschaften ein und lassen Sie ihn beim Öffnen anzeigen.",
        word: "Word: Datei > Informationen > Eigenschaften > Titel ausfüllen, dann mit „Dokumentstrukturtags für Barrierefreiheit“ als PDF speichern.",
        libreoffice:
          "LibreOffice: Datei > Eigenschaften > Beschreibung > Titel; beim PDF-Export unter „Benutzeroberfläche“ „Dokumenttitel anzeigen“ wählen.",
        indesign:
          "InDesign: Datei > Dateiinformationen > Dokumenttitel; beim PDF-Export unter „Erweitert“ Anzeigetitel „Dokumenttitel“ wählen.",
      },
      en: {
        title: "The document has no displayed title",
        help: "A PDF names its title in its metadata (dc:title), and the viewer shows it instead of the file name (DisplayDocTitle).",
        fix: "Enter a title in the document properties and have it shown when the document opens.",
        word: 'Word: File > Info > Properties > fill in Title, then save as PDF with "Document structure tags for accessibility".',
        libreoffice:
          'LibreOffice: File > Properties > Description > Title; in the PDF export under "User Interface" choose "Display document title".',
        indesign:
          'InDesign: File > File Info > Document Title; in the PDF export under "Advanced" set Display Title to "Document Title".',
      },
    },
  },
  {
    id: "pdf-ua-identifier",
    matterhorn: {
      checkpoint: "06",
      conditions: {
        "06-001": "Document does not contain an XMP metadata stream",
        "06-002": "The XMP metadata stream does not include the PDF/UA identifier",
      },
    },
    pdfua: "5",
    en301549: [],
    wcag: [],
    impact: "minor",
    texts: {
      de: {
        title: "Das Dokument weist sich nicht als PDF/UA aus",
        help: "Ein PDF/UA-Dokument nennt in seinen XMP-Metadaten den Teil der Norm, dem es folgt (pdfuaid:part = 1).",
        fix: "Exportieren Sie mit der PDF/UA-Option oder ergänzen Sie die Kennung mit einem PDF-Werkzeug, nachdem das Dokument geprüft ist.",
        ...reexport.de,
      },
      en: {
        title: "The document does not identify itself as PDF/UA",
        help: "A PDF/UA document names the part of the standard it follows in its XMP metadata (pdfuaid:part = 1).",
        fix: "Export with the PDF/UA option, or add the identifier with a PDF tool once the document has been checked.",
        ...reexport.en,
      },
    },
  },
  {
    id: "pdf-language",
    matterhorn: {
      checkpoint: "11",
      conditions: {
        "11-001": "Natural language for text in page content cannot be determined",
        "11-002": "Natural language for text in Alt, ActualText and E attributes cannot be determined",
        "11-003": "Natural language in the Outline entries cannot be determined",
        "11-004": "Natural language in the Contents entry for annotations cannot be determined",
        "11-005": "Natural language in the TU entry for form fields cannot be determined",
        "11-006": "Natural language for document metadata cannot be determined",
      },
    },
    pdfua: "7.2",
    en301549: ["10.3.1.1", "10.3.1.2"],
    wcag: ["3.1.1", "3.1.2"],
    impact: "serious",
    texts: {
      de: {
        title: "Die Sprache des Dokuments ist nicht angegeben",
        help: "Screenreader wählen Aussprache und Stimme nach der Sprache (Lang im Katalog, z. B. „de-DE“); ohne sie lesen sie deutschen Text womöglich englisch vor.",
        fix: "Legen Sie die Dokumentsprache fest und exportieren Sie neu.",
        word: "Word: Überprüfen > Sprache > Sprache für die Korrekturhilfen festlegen (ganzen Text markieren), dann als getaggtes PDF speichern.",
        libreoffice:
          "LibreOffice: Extras > Optionen > Spracheinstellungen > Sprachen > Standardsprache für Dokumente, dann getaggt exportieren.",
        indesign:
          "InDesign: Absatzformate > Erweiterte Zeichenformate > Sprache; beim Export unter „Erweitert“ die Sprache wählen.",
      },
      en: {
        title: "The document's language is not set",
        help: 'Screen readers choose pronunciation and voice by the language (Lang in the catalog, e.g. "en-GB"); without it they may read German text with English rules.',
        fix: "Set the document language and export again.",
        word: "Word: Review > Language > Set Proofing Language (with all text selected), then save as a tagged PDF.",
        libreoffice:
          "LibreOffice: Tools > Options > Language Settings > Languages > Default languages for documents, then export tagged.",
        indesign:
          'InDesign: Paragraph Styles > Advanced Character Formats > Language; in the export under "Advanced" choose the language.',
      },
    },
  },
  {
    id: "pdf-figure-alt",
    matterhorn: {
      checkpoint: "13",
      conditions: { "13-004": "Figure tag alternative or replacement text missing" },
    },
    pdfua: "7.3",
    en301549: ["10.1.1.1"],
    wcag: ["1.1.1"],
    impact: "critical",
    texts: {
      de: {
        title: "Abbildungen ohne Alternativtext",
        help: "Jede Abbildung (Figure-Tag) braucht einen Alternativtext (Alt) oder Ersatztext (ActualText); rein dekorative Bilder sind Artefakte.",
        fix: "Geben Sie jeder informativen Abbildung einen Alternativtext, der ihren Inhalt wiedergibt, und markieren Sie Dekoration als Artefakt.",
        word: "Word: Rechtsklick auf das Bild > Alternativtext bearbeiten (dekorative Bilder als „dekorativ“ markieren).",
        libreoffice:
          "LibreOffice: Rechtsklick auf das Bild > Eigenschaften > Optionen > Alternativer Text (Text-Alternative).",
        indesign:
          "InDesign: Objekt > Objektexportoptionen > Alt-Text; dekorative Bilder unter „PDF mit Tags“ als Artefakt.",
        check:
          "Prüfen Sie, ob der Alternativtext dieser Abbildung ihren Inhalt und Zweck wiedergibt (nicht „Bild“ oder den Dateinamen).",
      },
      en: {
        title: "Figures without alternative text",
        help: "Every figure (Figure tag) needs an alternative text (Alt) or replacement text (ActualText); purely decorative images are artifacts.",
        fix: "Give every informative figure an alternative text that conveys its content, and mark decoration as an artifact.",
        word: 'Word: right-click the picture > Edit Alt Text (mark decorative pictures as "decorative").',
        libreoffice:
          "LibreOffice: right-click the image > Properties > Options > Alternative (Text Alternative).",
        indesign:
          'InDesign: Object > Object Export Options > Alt Text; decorative images as Artifact under "Tagged PDF".',
        check:
          'Check that this figure\'s alternative text conveys its content and purpose (not "image" or the file name).',
      },
    },
  },
  {
    id: "pdf-formula-alt",
    matterhorn: { checkpoint: "17", conditions: { "17-002": "Formula tag is missing an Alt attribute" } },
    pdfua: "7.7",
    en301549: ["10.1.1.1"],
    wcag: ["1.1.1"],
    impact: "serious",
    texts: {
      de: {
        title: "Formeln ohne Alternativtext",
        help: "Mathematische Formeln (Formula-Tag) brauchen einen Alternativtext, der sie in Worten wiedergibt.",
        fix: "Geben Sie jeder Formel einen Alternativtext.",
        word: "Word: Formel als Objekt markieren > Alternativtext bearbeiten.",
        libreoffice: "LibreOffice: Formelobjekt > Eigenschaften > Optionen > Alternativer Text.",
        indesign: "InDesign: Objekt > Objektexportoptionen > Alt-Text.",
      },
      en: {
        title: "Formulas without alternative text",
        help: "Mathematical formulas (Formula tag) need an alternative text that says them in words.",
        fix: "Give every formula an alternative text.",
        word: "Word: select the equation object > Edit Alt Text.",
        libreoffice: "LibreOffice: formula object > Properties > Options > Alternative.",
        indesign: "InDesign: Object > Object Export Options > Alt Text.",
      },
    },
  },
  {
    id: "pdf-headings",
    matterhorn: {
      checkpoint: "14",
      conditions: {
        "14-002": "Does use numbered headings, but the first heading tag is not H1",
        "14-003": "Numbered heading levels in descending sequence are skipped",
        "14-006": "A node contains more than one H tag",
        "14-007": "Document uses both H and H# tags",
      },
    },
    pdfua: "7.4",
    en301549: ["10.1.3.1", "10.2.4.6"],
    wcag: ["1.3.1", "2.4.6"],
    impact: "moderate",
    texts: {
      de: {
        title: "Überschriftenebenen springen",
        help: "Überschriften beginnen mit H1 und steigen ohne Sprung ab (auf H1 folgt H2, nicht H3), damit die Gliederung stimmt.",
        fix: "Verwenden Sie die Überschriftenformate in lückenloser Folge.",
        word: "Word: Formatvorlagen „Überschrift 1“, „Überschrift 2“ … ohne Sprung verwenden.",
        libreoffice: "LibreOffice: Absatzvorlagen „Überschrift 1“, „Überschrift 2“ … ohne Sprung verwenden.",
        indesign: "InDesign: Absatzformate > Tagsexport den Tags H1, H2 … ohne Sprung zuordnen.",
      },
      en: {
        title: "Heading levels skip",
        help: "Headings start at H1 and descend without gaps (H1 is followed by H2, not H3), so that the outline is right.",
        fix: "Use the heading styles in an unbroken sequence.",
        word: 'Word: use the styles "Heading 1", "Heading 2" … without gaps.',
        libreoffice: 'LibreOffice: use the paragraph styles "Heading 1", "Heading 2" … without gaps.',
        indesign: "InDesign: Paragraph Styles > Export Tagging to H1, H2 … without gaps.",
      },
    },
  },
  {
    id: "pdf-table-structure",
    matterhorn: {
      checkpoint: "09",
      conditions: {
        "09-004":
          "A table-related structure element is used in a way that does not conform to ISO 32000-1, Table 337",
      },
    },
    pdfua: "7.2",
    en301549: ["10.1.3.1"],
    wcag: ["1.3.1"],
    impact: "serious",
    texts: {
      de: {
        title: "Tabellen sind falsch aufgebaut",
        help: "Eine Tabelle besteht aus Zeilen (TR, ggf. in THead/TBody/TFoot) mit Kopf- und Datenzellen (TH, TD).",
        fix: "Legen Sie Tabellen mit der Tabellenfunktion an, nicht mit Tabulatoren oder Textrahmen.",
        word: "Word: Einfügen > Tabelle verwenden; keine Tabellen aus Tabstopps.",
        libreoffice: "LibreOffice: Tabelle > Tabelle einfügen verwenden.",
        indesign: "InDesign: Tabelle > Tabelle erstellen verwenden; keine Tabellen aus Tabulatoren.",
      },
      en: {
        title: "Tables are built wrongly",
        help: "A table consists of rows (TR, optionally in THead/TBody/TFoot) of header and data cells (TH, TD).",
        fix: "Create tables with the table function, not with tabs or text frames.",
        word: "Word: use Insert > Table; no tables made of tab stops.",
        libreoffice: "LibreOffice: use Table > Insert Table.",
        indesign: "InDesign: use Table > Create Table; no tables made of tabs.",
      },
    },
  },
  {
    id: "pdf-table-headers",
    matterhorn: {
      checkpoint: "15",
      conditions: {
        "15-003":
          "In a table not organized with Headers attributes and IDs, a TH cell does not contain a Scope attribute",
      },
    },
    pdfua: "7.5",
    en301549: ["10.1.3.1"],
    wcag: ["1.3.1"],
    impact: "serious",
    texts: {
      de: {
        title: "Tabellenköpfe ohne Zuordnung",
        help: "Kopfzellen (TH) sagen, ob sie für eine Spalte oder Zeile gelten (Scope), oder die Datenzellen nennen ihre Kopfzellen (Headers).",
        fix: "Legen Sie Kopfzeilen als Tabellenüberschrift an; der Export setzt dann Scope.",
        word: "Word: Tabelle markieren > Tabellenentwurf/Layout > „Überschriften wiederholen“ für die Kopfzeile.",
        libreoffice:
          "LibreOffice: Tabelleneigenschaften > Textfluss > „Überschrift wiederholen“ und Absatzvorlage „Tabellen Überschrift“.",
        indesign: "InDesign: Kopfzeilen mit Tabelle > In Tabellenkopfzeilen umwandeln.",
        check:
          "Prüfen Sie, ob diese Tabelle Daten enthält; dann braucht sie Kopfzellen (TH), sonst ist sie eine Layout-Tabelle.",
      },
      en: {
        title: "Table headers without scope",
        help: "Header cells (TH) state whether they apply to a column or row (Scope), or the data cells name their headers (Headers).",
        fix: "Make header rows table headers; the export then sets Scope.",
        word: 'Word: select the header row > Table Design/Layout > "Repeat Header Rows".',
        libreoffice:
          'LibreOffice: Table Properties > Text Flow > "Repeat heading" and the paragraph style "Table Heading".',
        indesign: "InDesign: select header rows > Table > Convert Rows > To Header.",
        check:
          "Check whether this table holds data; then it needs header cells (TH), otherwise it is a layout table.",
      },
    },
  },
  {
    id: "pdf-list-structure",
    matterhorn: {
      checkpoint: "09",
      conditions: {
        "09-005":
          "A list-related structure element is used in a way that does not conform to ISO 32000-1, Table 336",
      },
    },
    pdfua: "7.2",
    en301549: ["10.1.3.1"],
    wcag: ["1.3.1"],
    impact: "moderate",
    texts: {
      de: {
        title: "Listen sind falsch aufgebaut",
        help: "Eine Liste (L) besteht aus Listenpunkten (LI) mit Aufzählungszeichen (Lbl) und Inhalt (LBody).",
        fix: "Verwenden Sie die Listenfunktion statt von Hand gesetzter Striche oder Nummern.",
        word: "Word: Start > Aufzählungszeichen oder Nummerierung verwenden.",
        libreoffice:
          "LibreOffice: Format > Aufzählungszeichen und Nummerierung bzw. Listenvorlagen verwenden.",
        indesign: "InDesign: Absatzformat mit Aufzählungszeichen/Nummerierung, Export-Tagging als Liste.",
      },
      en: {
        title: "Lists are built wrongly",
        help: "A list (L) consists of list items (LI) with a label (Lbl) and a body (LBody).",
        fix: "Use the list function instead of typed dashes or numbers.",
        word: "Word: use Home > Bullets or Numbering.",
        libreoffice: "LibreOffice: use Format > Bullets and Numbering or list styles.",
        indesign: "InDesign: a paragraph style with bullets/numbering, export tagging as a list.",
      },
    },
  },
  {
    id: "pdf-toc-structure",
    matterhorn: {
      checkpoint: "09",
      conditions: {
        "09-006":
          "A TOC-related structure element is used in a way that does not conform to ISO 32000-1, Table 333",
      },
    },
    pdfua: "7.2",
    en301549: ["10.1.3.1"],
    wcag: ["1.3.1"],
    impact: "minor",
    texts: {
      de: {
        title: "Inhaltsverzeichnis falsch aufgebaut",
        help: "Ein Inhaltsverzeichnis (TOC) besteht aus Einträgen (TOCI) und verschachtelten Verzeichnissen.",
        fix: "Erzeugen Sie das Verzeichnis mit der Verzeichnisfunktion des Programms.",
        word: "Word: Referenzen > Inhaltsverzeichnis.",
        libreoffice: "LibreOffice: Einfügen > Verzeichnis > Verzeichnis.",
        indesign: "InDesign: Layout > Inhaltsverzeichnis.",
      },
      en: {
        title: "Table of contents built wrongly",
        help: "A table of contents (TOC) consists of entries (TOCI) and nested tables of contents.",
        fix: "Create it with the program's table of contents function.",
        word: "Word: References > Table of Contents.",
        libreoffice: "LibreOffice: Insert > Table of Contents and Index.",
        indesign: "InDesign: Layout > Table of Contents.",
      },
    },
  },
  {
    id: "pdf-notes",
    matterhorn: {
      checkpoint: "19",
      conditions: {
        "19-003": "ID entry of the Note tag is not present",
        "19-004": "ID entry of the Note tag is non-unique",
      },
    },
    pdfua: "7.9",
    en301549: ["10.1.3.1"],
    wcag: ["1.3.1"],
    impact: "minor",
    texts: {
      de: {
        title: "Fußnoten ohne eindeutige ID",
        help: "Jede Fuß- oder Endnote (Note-Tag) hat eine eindeutige ID, damit Verweise sie finden.",
        fix: "Setzen Sie Fußnoten mit der Fußnotenfunktion und exportieren Sie neu.",
        word: "Word: Referenzen > Fußnote einfügen.",
        libreoffice: "LibreOffice: Einfügen > Fuß-/Endnote.",
        indesign: "InDesign: Schrift > Fußnote einfügen.",
      },
      en: {
        title: "Notes without a unique ID",
        help: "Every footnote or endnote (Note tag) has a unique ID so that references can find it.",
        fix: "Set notes with the footnote function and export again.",
        word: "Word: References > Insert Footnote.",
        libreoffice: "LibreOffice: Insert > Footnote and Endnote.",
        indesign: "InDesign: Type > Insert Footnote.",
      },
    },
  },
  {
    id: "pdf-annotations",
    matterhorn: {
      checkpoint: "28",
      conditions: {
        "28-002":
          "An annotation, other than of subtype Widget, Link and PrinterMark, is not a direct child of an Annot structure element",
        "28-004":
          "An annotation, other than of subtype Widget, does not have a Contents entry and no Alt entry in the enclosing structure element",
      },
    },
    pdfua: "7.18.1",
    en301549: ["10.4.1.2"],
    wcag: ["4.1.2"],
    impact: "moderate",
    texts: {
      de: {
        title: "Anmerkungen ohne Struktur oder Beschreibung",
        help: "Kommentare, Stempel und andere Anmerkungen liegen in einem Annot-Tag und haben eine Beschreibung (Contents oder Alt).",
        fix: "Entfernen Sie nicht benötigte Kommentare vor dem Export oder beschreiben und taggen Sie sie mit einem PDF-Werkzeug.",
        word: "Word: Kommentare vor dem Speichern als PDF löschen (Überprüfen > Löschen) oder nicht mitexportieren.",
        libreoffice:
          "LibreOffice: im PDF-Export „Kommentare als PDF-Anmerkungen“ nur mit beschriebenen Kommentaren verwenden.",
        indesign: "InDesign: Anmerkungen vor dem Export entfernen; Export mit „Getaggtes PDF erstellen“.",
      },
      en: {
        title: "Annotations without structure or description",
        help: "Comments, stamps and other annotations sit in an Annot tag and have a description (Contents or Alt).",
        fix: "Remove comments not needed before exporting, or describe and tag them with a PDF tool.",
        word: "Word: delete comments before saving as PDF (Review > Delete) or do not export them.",
        libreoffice:
          'LibreOffice: use "Comments as PDF annotations" in the export only with described comments.',
        indesign: 'InDesign: remove notes before exporting; export with "Create Tagged PDF".',
      },
    },
  },
  {
    id: "pdf-links",
    matterhorn: {
      checkpoint: "28",
      conditions: {
        "28-011": "A link annotation is not nested within a Link tag",
        "28-012": "A link annotation does not include an alternate description in its Contents entry",
      },
    },
    pdfua: "7.18.5",
    en301549: ["10.2.4.4", "10.4.1.2"],
    wcag: ["2.4.4", "4.1.2"],
    impact: "serious",
    texts: {
      de: {
        title: "Links ohne Link-Tag oder Beschreibung",
        help: "Jeder Link liegt in einem Link-Tag und beschreibt sein Ziel (Contents), damit Screenreader ihn nennen können.",
        fix: "Setzen Sie Links mit der Linkfunktion und geben Sie ihnen einen sprechenden Text bzw. eine QuickInfo.",
        word: "Word: Einfügen > Link, mit aussagekräftigem Anzeigetext und QuickInfo; als getaggtes PDF speichern.",
        libreoffice: "LibreOffice: Einfügen > Hyperlink mit Text; beim Export „Getaggtes PDF“ und „PDF/UA“.",
        indesign:
          "InDesign: Hyperlinks-Bedienfeld, dann Export mit „Getaggtes PDF erstellen“ und „Hyperlinks“.",
      },
      en: {
        title: "Links without a Link tag or description",
        help: "Every link sits in a Link tag and describes its target (Contents), so that screen readers can announce it.",
        fix: "Set links with the link function and give them meaningful text or a tooltip.",
        word: "Word: Insert > Link with meaningful display text and ScreenTip; save as a tagged PDF.",
        libreoffice: 'LibreOffice: Insert > Hyperlink with text; export with "Tagged PDF" and "PDF/UA".',
        indesign: 'InDesign: Hyperlinks panel, then export with "Create Tagged PDF" and "Hyperlinks".',
      },
    },
  },
  {
    id: "pdf-form-fields",
    matterhorn: {
      checkpoint: "28",
      conditions: {
        "28-005": "A form field does not have a TU entry and no Alt entry in the enclosing structure element",
        "28-010": "A widget annotation is not nested within a Form tag",
      },
    },
    pdfua: "7.18.4",
    en301549: ["10.4.1.2", "10.3.3.2"],
    wcag: ["4.1.2", "3.3.2"],
    impact: "critical",
    texts: {
      de: {
        title: "Formularfelder ohne Form-Tag oder Beschriftung",
        help: "Jedes Formularfeld liegt in einem Form-Tag und hat eine Beschriftung für Hilfsmittel (TU, „QuickInfo“).",
        fix: "Geben Sie jedem Feld eine QuickInfo, die seine Beschriftung wiederholt.",
        word: "Word: Formularsteuerelemente über Eigenschaften > Titel beschriften; interaktive PDF-Formulare besser in einem PDF-Werkzeug bauen.",
        libreoffice:
          "LibreOffice: Kontrollfeld > Eigenschaften > Hilfetext bzw. Name; beim Export „PDF-Formular erzeugen“.",
        indesign:
          "InDesign: Schaltflächen und Formulare > Beschreibung ausfüllen; Export als Interaktives PDF mit Tags.",
      },
      en: {
        title: "Form fields without a Form tag or label",
        help: "Every form field sits in a Form tag and has a label for assistive technology (TU, the tooltip).",
        fix: "Give every field a tooltip that repeats its label.",
        word: "Word: label content controls via Properties > Title; build interactive PDF forms in a PDF tool instead.",
        libreoffice: 'LibreOffice: control > Properties > Help text or Name; export with "Create PDF form".',
        indesign: "InDesign: Buttons and Forms > Description; export as Interactive PDF with tags.",
      },
    },
  },
  {
    id: "pdf-tab-order",
    matterhorn: {
      checkpoint: "28",
      conditions: {
        "28-008": "A page containing an annotation does not contain a Tabs entry",
        "28-009": "A page containing an annotation has a Tabs entry with a value other than S",
      },
    },
    pdfua: "7.18.3",
    en301549: ["10.2.4.3"],
    wcag: ["2.4.3"],
    impact: "moderate",
    texts: {
      de: {
        title: "Tab-Reihenfolge folgt nicht der Struktur",
        help: "Seiten mit Links, Feldern oder Anmerkungen legen fest, dass die Tab-Taste der Struktur folgt (Tabs = S).",
        fix: "Exportieren Sie mit PDF/UA-Option; sonst die Tab-Reihenfolge der Seiten auf „Dokumentstruktur verwenden“ setzen.",
        ...reexport.de,
      },
      en: {
        title: "Tab order does not follow the structure",
        help: "Pages with links, fields or annotations state that the Tab key follows the structure (Tabs = S).",
        fix: 'Export with the PDF/UA option; otherwise set the pages\' tab order to "Use Document Structure".',
        ...reexport.en,
      },
    },
  },
  {
    id: "pdf-fonts-embedded",
    matterhorn: { checkpoint: "31", conditions: { "31-009": "A font used for rendering is not embedded" } },
    pdfua: "7.21.4",
    en301549: [],
    wcag: [],
    impact: "minor",
    texts: {
      de: {
        title: "Schriften sind nicht eingebettet",
        help: "Alle zum Anzeigen benutzten Schriften sind im PDF eingebettet, damit Text überall gleich und richtig erscheint.",
        fix: "Betten Sie Schriften beim Export ein (keine Systemschriften-Ersetzung).",
        word: "Word: Datei > Optionen > Speichern > „Schriftarten in der Datei einbetten“; beim PDF-Export ISO 19005 (PDF/A) oder PDF/UA wählen.",
        libreoffice:
          "LibreOffice: PDF-Export > Allgemein > „Standardschriften einbetten“ bzw. PDF/A/PDF/UA wählen.",
        indesign: "InDesign: PDF-Export > Erweitert > Schriften einbetten (Untergruppe bei 100 %).",
      },
      en: {
        title: "Fonts are not embedded",
        help: "All fonts used for rendering are embedded in the PDF so that text shows the same, and right, everywhere.",
        fix: "Embed fonts when exporting (no system font substitution).",
        word: 'Word: File > Options > Save > "Embed fonts in the file"; choose ISO 19005 (PDF/A) or PDF/UA in the PDF export.',
        libreoffice: 'LibreOffice: PDF export > General > "Embed standard fonts" or choose PDF/A/PDF/UA.',
        indesign: "InDesign: PDF export > Advanced > embed fonts (subset below 100 %).",
      },
    },
  },
  {
    id: "pdf-unicode-mapping",
    matterhorn: { checkpoint: "10", conditions: { "10-001": "Character code cannot be mapped to Unicode" } },
    pdfua: "7.21.7",
    en301549: ["10.1.3.1"],
    wcag: ["1.3.1"],
    impact: "serious",
    texts: {
      de: {
        title: "Text lässt sich nicht in Unicode lesen",
        help: "Jede benutzte Schrift bildet ihre Zeichen auf Unicode ab (ToUnicode), sonst lesen Screenreader Zeichensalat oder nichts.",
        fix: "Exportieren Sie mit Unicode-fähigen Schriften (OpenType/TrueType) neu; vermeiden Sie gedruckte PDFs aus „Microsoft Print to PDF“.",
        ...reexport.de,
      },
      en: {
        title: "Text cannot be read as Unicode",
        help: "Every font used maps its characters to Unicode (ToUnicode); otherwise screen readers read gibberish or nothing.",
        fix: 'Export again with Unicode-capable fonts (OpenType/TrueType); avoid PDFs printed through "Microsoft Print to PDF".',
        ...reexport.en,
      },
    },
  },
  {
    id: "pdf-security",
    matterhorn: {
      checkpoint: "26",
      conditions: {
        "26-001": "The file is encrypted but does not contain a P entry in its encryption dictionary",
        "26-002": "The file is encrypted and the 10th bit of its P entry is false",
      },
    },
    pdfua: "7.16",
    en301549: ["10.1.3.1", "10.4.1.2"],
    wcag: ["1.3.1", "4.1.2"],
    impact: "critical",
    texts: {
      de: {
        title: "Die Sicherheitseinstellungen sperren Hilfsmittel aus",
        help: "Ein geschütztes PDF muss Hilfsmitteln das Auslesen des Inhalts erlauben (Berechtigung „Textzugriff für Bildschirmlesehilfen“).",
        fix: "Entfernen Sie den Kennwortschutz oder erlauben Sie den Inhaltszugriff für Barrierefreiheit.",
        word: "Word: Datei > Speichern unter > PDF > Optionen: „Dokument mit einem Kennwort verschlüsseln“ ausschalten.",
        libreoffice:
          "LibreOffice: PDF-Export > Sicherheit: „Textzugriff für Bildschirmlesehilfen“ erlauben oder keine Berechtigungen setzen.",
        indesign:
          "InDesign: PDF-Export > Sicherheit: „Textzugriff für Bildschirmleseprogramme aktivieren“ einschalten.",
      },
      en: {
        title: "Security settings lock out assistive technology",
        help: 'A protected PDF must allow assistive technology to read its content (permission "content access for accessibility").',
        fix: "Remove the password protection or allow content access for accessibility.",
        word: 'Word: File > Save As > PDF > Options: turn off "Encrypt the document with a password".',
        libreoffice:
          'LibreOffice: PDF export > Security: allow "Content extraction for accessibility tools" or set no permissions.',
        indesign: 'InDesign: PDF export > Security: turn on "Enable Text Access of Screen Reader Devices".',
      },
    },
  },
  {
    id: "pdf-optional-content",
    matterhorn: {
      checkpoint: "20",
      conditions: {
        "20-001": "Name entry is missing or empty in an optional content configuration dictionary in Configs",
        "20-002":
          "Name entry is missing or empty in the default optional content configuration dictionary (D)",
        "20-003": "An AS entry appears in an optional content configuration dictionary",
      },
    },
    pdfua: "7.10",
    en301549: [],
    wcag: [],
    impact: "minor",
    texts: {
      de: {
        title: "Ebenen-Konfigurationen ohne Namen",
        help: "Jede Konfiguration der Ebenen (optionale Inhalte) hat einen Namen, und keine schaltet Ebenen selbsttätig (AS).",
        fix: "Benennen Sie Ebenen-Konfigurationen oder reduzieren Sie Ebenen beim Export.",
        word: "Word: erzeugt keine Ebenen; sonst mit PDF/UA-Option exportieren.",
        libreoffice: "LibreOffice: erzeugt keine Ebenen; sonst mit PDF/UA-Option exportieren.",
        indesign: "InDesign: PDF-Export > „Acrobat-Ebenen erstellen“ ausschalten oder Ebenen benennen.",
      },
      en: {
        title: "Layer configurations without names",
        help: "Every configuration of layers (optional content) has a name, and none switches layers by itself (AS).",
        fix: "Name layer configurations or flatten layers when exporting.",
        word: "Word: creates no layers; otherwise export with the PDF/UA option.",
        libreoffice: "LibreOffice: creates no layers; otherwise export with the PDF/UA option.",
        indesign: 'InDesign: PDF export > turn off "Create Acrobat Layers" or name the layers.',
      },
    },
  },
  {
    id: "pdf-embedded-files",
    matterhorn: {
      checkpoint: "21",
      conditions: {
        "21-001": "The file specification dictionary for an embedded file does not contain F and UF entries",
      },
    },
    pdfua: "7.11",
    en301549: [],
    wcag: [],
    impact: "minor",
    texts: {
      de: {
        title: "Angehängte Dateien ohne Namen",
        help: "Eingebettete Dateien nennen ihren Dateinamen (F und UF), damit Nutzer wissen, was sie öffnen.",
        fix: "Hängen Sie Dateien mit einem PDF-Werkzeug an, das beide Namen setzt.",
        word: "Word: hängt keine Dateien an; Anhänge mit einem PDF-Werkzeug ergänzen.",
        libreoffice: "LibreOffice: Anhänge mit einem PDF-Werkzeug ergänzen.",
        indesign: "InDesign: Anhänge mit einem PDF-Werkzeug ergänzen.",
      },
      en: {
        title: "Attached files without names",
        help: "Embedded files state their file name (F and UF) so that users know what they open.",
        fix: "Attach files with a PDF tool that sets both names.",
        word: "Word: attaches no files; add attachments with a PDF tool.",
        libreoffice: "LibreOffice: add attachments with a PDF tool.",
        indesign: "InDesign: add attachments with a PDF tool.",
      },
    },
  },
  {
    id: "pdf-xfa",
    matterhorn: {
      checkpoint: "25",
      conditions: { "25-001": "File contains the dynamicRender element with value required" },
    },
    pdfua: "7.15",
    en301549: ["10.4.1.2"],
    wcag: ["4.1.2"],
    impact: "serious",
    texts: {
      de: {
        title: "Dynamisches XFA-Formular",
        help: "Dynamische XFA-Formulare sind in PDF/UA nicht erlaubt; viele Betrachter und Hilfsmittel zeigen sie nicht.",
        fix: "Bauen Sie das Formular als AcroForm (statisches PDF-Formular) neu.",
        word: "Word: Formular als getaggtes PDF speichern und Felder in einem PDF-Werkzeug ergänzen.",
        libreoffice: "LibreOffice: Export mit „PDF-Formular erzeugen“ (AcroForm).",
        indesign: "InDesign: Formulare als Interaktives PDF (AcroForm) exportieren.",
      },
      en: {
        title: "Dynamic XFA form",
        help: "Dynamic XFA forms are not allowed in PDF/UA; many viewers and assistive technologies do not show them.",
        fix: "Rebuild the form as an AcroForm (static PDF form).",
        word: "Word: save the form as a tagged PDF and add fields in a PDF tool.",
        libreoffice: 'LibreOffice: export with "Create PDF form" (AcroForm).',
        indesign: "InDesign: export forms as Interactive PDF (AcroForm).",
      },
    },
  },
  {
    id: "pdf-reference-xobject",
    matterhorn: { checkpoint: "30", conditions: { "30-001": "A reference XObject is present" } },
    pdfua: "7.20",
    en301549: [],
    wcag: [],
    impact: "minor",
    texts: {
      de: {
        title: "Verweis auf Inhalte einer anderen Datei",
        help: "Ein PDF/UA-Dokument enthält alle Inhalte selbst und holt keine Seiten aus anderen Dateien (Referenz-XObjects).",
        fix: "Platzieren Sie eingebundene PDFs als Inhalt statt als Verweis.",
        ...reexport.de,
      },
      en: {
        title: "Reference to content of another file",
        help: "A PDF/UA document holds all its content itself and pulls no pages from other files (reference XObjects).",
        fix: "Place included PDFs as content, not as references.",
        ...reexport.en,
      },
    },
  },
  {
    id: "pdf-reading-order",
    matterhorn: { checkpoint: "09", conditions: { "09-001": "Tags are not in logical reading order" } },
    pdfua: "7.2",
    en301549: ["10.1.3.2"],
    wcag: ["1.3.2"],
    impact: "serious",
    texts: {
      de: {
        title: "Lesereihenfolge prüfen",
        help: "Die Reihenfolge der Tags ist die Reihenfolge, in der Screenreader vorlesen; nur ein Mensch kann beurteilen, ob sie dem Sinn folgt.",
        fix: "Ordnen Sie Tags in der Reihenfolge des Lesens an (Textfluss, verkettete Textrahmen).",
        word: "Word: Text im Fließtext statt in Textfeldern setzen; schwebende Objekte „mit Text in Zeile“.",
        libreoffice:
          "LibreOffice: Text im Fließtext statt in Rahmen setzen; Navigator zeigt die Reihenfolge.",
        indesign:
          "InDesign: Fenster „Artikel“ ordnen und beim Export „Für Leserichtung in PDF mit Tags verwenden“ wählen.",
        check:
          "Lesen Sie das Dokument mit einem Screenreader oder im Tag-Baum: Folgen Überschriften, Absätze, Spalten und Tabellen der Lesereihenfolge?",
      },
      en: {
        title: "Check the reading order",
        help: "The order of tags is the order screen readers read in; only a person can judge whether it follows the meaning.",
        fix: "Arrange the tags in reading order (text flow, threaded text frames).",
        word: 'Word: set text in the body rather than in text boxes; floating objects "In Line with Text".',
        libreoffice: "LibreOffice: set text in the body rather than frames; the Navigator shows the order.",
        indesign:
          'InDesign: order the Articles panel and choose "Use for Reading Order in Tagged PDF" when exporting.',
        check:
          "Read the document with a screen reader or in the tag tree: do headings, paragraphs, columns and tables follow the reading order?",
      },
    },
  },
] as const satisfies readonly PdfCheckpoint[];

export type PdfCheckpointId = (typeof pdfCheckpoints)[number]["id"];

export const pdfCheckpointById: ReadonlyMap<string, PdfCheckpoint> = new Map(
  pdfCheckpoints.map((checkpoint) => [checkpoint.id, checkpoint]),
);
