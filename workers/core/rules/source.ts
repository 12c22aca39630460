/**
 * The rules of the scanner's source check (workers/scanner/checks/source.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

const actUrl = (id: string) => `https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/`;

export const duplicateAttributeRule: KlarsichtRule = {
  id: "ks-source-duplicate-attribute",
  implements: { act: ["e6952f"], techniques: ["H94"] },
  wcag: ["4.1.1"],
  impact: "serious",
  helpUrl: actUrl("e6952f"),
  texts: {
    de: {
      help: "Ein Attribut darf in einem Start-Tag nur einmal stehen",
      description:
        "Prüft im HTML, das der Server sendet, ob ein Element ein für Hilfsmittel wichtiges Attribut (z. B. alt, aria-label, role) zweimal mit verschiedenen Werten hat. Der Browser verwirft dann den zweiten Wert.",
      fix: "Entfernen Sie das doppelte Attribut und behalten Sie den richtigen Wert, meist im Template oder Content-Management-System, das das HTML erzeugt.",
      check: "Welcher der beiden Werte ist gemeint? Der Browser nutzt nur den ersten.",
    },
    en: {
      help: "An attribute must appear only once in a start tag",
      description:
        "Checks the HTML the server sends for elements that have an attribute assistive technology relies on (e.g. alt, aria-label, role) twice with different values. The browser then drops the second value.",
      fix: "Remove the duplicated attribute and keep the right value, usually in the template or content management system that produces the HTML.",
      check: "Which of the two values is meant? The browser uses only the first.",
    },
  },
};

export const duplicateAttributeOtherRule: KlarsichtRule = {
  id: "ks-source-duplicate-attribute-other",
  implements: { act: ["e6952f"], techniques: ["H94"] },
  wcag: ["4.1.1"],
  impact: "minor",
  helpUrl: actUrl("e6952f"),
  texts: {
    de: {
      help: "Ein Attribut darf in einem Start-Tag nur einmal stehen",
      description:
        "Prüft im HTML, das der Server sendet, ob ein Start-Tag ein Attribut zweimal enthält, das Hilfsmitteln nichts anderes sagt (z. B. class, style, ein gleicher Wert). Der Browser verwirft die zweite Angabe; es bleibt ein Fehler im Quelltext.",
      fix: "Entfernen Sie die zweite Angabe des Attributs, meist im Template oder Content-Management-System, das das HTML erzeugt. Gehören beide Werte dazu (z. B. zwei class-Angaben), fassen Sie sie in einer zusammen.",
      check: "Prüfen Sie, ob die verworfene zweite Angabe etwas bewirken sollte.",
    },
    en: {
      help: "An attribute must appear only once in a start tag",
      description:
        "Checks the HTML the server sends for start tags that contain an attribute twice where assistive technology gets nothing different (e.g. class, style, an equal value). The browser drops the second copy; the source keeps the error.",
      fix: "Remove the second copy of the attribute, usually in the template or content management system that produces the HTML. If both values are wanted (e.g. two class attributes), merge them into one.",
      check: "Check whether the dropped second copy was meant to do something.",
    },
  },
};

export const duplicateIdRule: KlarsichtRule = {
  id: "ks-id-duplicate",
  implements: { act: ["3ea0c8"], techniques: ["H93", "F77"] },
  wcag: ["4.1.1"],
  impact: "minor",
  helpUrl: actUrl("3ea0c8"),
  texts: {
    de: {
      help: "id-Werte, auf die verwiesen wird, müssen eindeutig sein",
      description:
        "Prüft, ob ein id-Wert, auf den etwas verweist (label for, aria-labelledby, aria-describedby und andere ARIA-Verweise, headers, list, form, usemap, ein Sprunglink oder ein SVG-Verweis), im selben Dokument oder Shadow-Tree mehrmals vorkommt. Der Verweis erreicht nur das erste Element.",
      fix: "Geben Sie jedem Element eine eigene id und passen Sie die Verweise darauf an.",
      check: "Prüfen Sie, ob Verweise auf diese id das richtige Element treffen.",
    },
    en: {
      help: "id values that are referred to must be unique",
      description:
        "Checks whether an id value that something refers to (label for, aria-labelledby, aria-describedby and other ARIA references, headers, list, form, usemap, an in-page link or an SVG reference) occurs more than once in the same document or shadow tree. The reference reaches only the first element.",
      fix: "Give each element an id of its own and update the references to it.",
      check: "Check whether references to this id reach the right element.",
    },
  },
};
