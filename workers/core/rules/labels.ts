/**
 * The rule of the scanner's form label check (workers/scanner/checks/labels.ts) as data: id, the published
 * rule it implements, criteria and its texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const labelDescriptiveRule: KlarsichtRule = {
  id: "ks-form-label-not-descriptive",
  implements: { act: ["cc0f0a"] },
  wcag: ["2.4.6"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/cc0f0a/",
  texts: {
    de: {
      barrier:
        "Mehrere Formularfelder tragen dieselbe Beschriftung, und nichts auf der Seite sagt, welches wofür ist.",
      help: "Die Beschriftung eines Formularfelds muss mit ihrem sichtbaren Umfeld sagen, wofür das Feld ist",
      description:
        "Findet Formularfelder, deren sichtbare Beschriftung die eines anderen Felds wiederholt, ohne dass eine Überschrift, eine Legende oder anderer sichtbarer Text sie unterscheidet, und Beschriftungen, die nur ein Platzhalter sind („Feld“, „Eingabe“).",
      fix: "Geben Sie jeder Gruppe gleich beschrifteter Felder eine sichtbare Legende oder Überschrift (z. B. „Lieferadresse“ und „Rechnungsadresse“), oder beschriften Sie die Felder selbst eindeutig.",
      check:
        "Sehen Sie sich die gleich beschrifteten Felder an: Geht aus Überschriften, Legenden oder dem Text daneben hervor, wofür jedes einzelne ist?",
    },
    en: {
      barrier: "Several form fields carry the same label, and nothing on the page says which is for what.",
      help: "A form field's label, with what is shown around it, must say what the field is for",
      description:
        'Finds form fields whose visible label repeats another field\'s with no heading, legend or other visible text to tell them apart, and labels that are only a placeholder ("Field", "Input").',
      fix: 'Give each group of fields with the same labels a visible legend or heading (e.g. "Shipping address" and "Billing address"), or label the fields themselves unambiguously.',
      check:
        "Look at the fields with the same label: do headings, legends or the text beside them say what each one is for?",
    },
  },
};
