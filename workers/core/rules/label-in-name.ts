/**
 * The rule of the scanner's label-in-name check (workers/scanner/checks/label-in-name.ts) as data:
 * axe-core's label-content-name-mismatch held to its published ACT rule (2ee8b8) and its label in name
 * algorithm.
 */
import type { KlarsichtRule } from "./types";

export const labelInNameRule: KlarsichtRule = {
  id: "ks-label-not-in-name",
  implements: { act: ["2ee8b8"], techniques: ["G208"] },
  completes: "label-content-name-mismatch",
  wcag: ["2.5.3"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/2ee8b8/proposed/",
  texts: {
    de: {
      help: "Der sichtbare Text eines Bedienelements muss in seinem zugänglichen Namen enthalten sein",
      description:
        "Prüft Bedienelemente, deren sichtbarer Text laut axe-core nicht im zugänglichen Namen steht, nach dem Label-in-Name-Algorithmus der ACT-Regel: Satzzeichen, Groß- und Kleinschreibung und Text in runden Klammern zählen nicht. Wo der Unterschied eine Abkürzung, eine andere Schreibweise oder Trennung, ein Symbolzeichen oder eine Symbolschrift sein kann, entscheidet ein Mensch.",
      fix: "Beginnen Sie den zugänglichen Namen (aria-label, aria-labelledby) mit dem sichtbaren Text, in derselben Reihenfolge, oder entfernen Sie aria-label, damit der sichtbare Text der Name ist.",
      check:
        "Lesen Sie den sichtbaren Text und den zugänglichen Namen: Steht der sichtbare Text, wie man ihn sprechen würde, im Namen?",
    },
    en: {
      help: "The visible text of a control must be part of its accessible name",
      description:
        "Checks controls whose visible text axe-core found missing from the accessible name with the ACT rule's label in name algorithm: punctuation, case and text in parentheses do not count. Where the difference may be an abbreviation, another spelling or hyphenation, a symbol character or an icon font, a person decides.",
      fix: "Start the accessible name (aria-label, aria-labelledby) with the visible text, in the same order, or remove aria-label so that the visible text is the name.",
      check:
        "Read the visible text and the accessible name: is the visible text, as one would speak it, part of the name?",
    },
  },
};
