/**
 * The rules of the scanner's text-spacing check (workers/scanner/checks/text-spacing.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const importantLineHeightRule: KlarsichtRule = {
  id: "ks-important-line-height",
  implements: { act: ["78fd32"] },
  wcag: ["1.4.12"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/78fd32/",
  texts: {
    de: {
      help: "Ein im style-Attribut mit !important festgelegter Zeilenabstand muss mindestens das 1,5-Fache der Schriftgröße betragen",
      description:
        "Prüft umbrechenden Text, dessen Zeilenabstand im style-Attribut mit !important festgelegt ist: Nutzerinnen und Nutzer können ihn nicht vergrößern.",
      fix: "Entfernen Sie !important beim Zeilenabstand im style-Attribut oder setzen Sie ihn auf mindestens 1,5.",
      check:
        "Prüfen Sie, ob sich der Zeilenabstand dieses Textes mit eigenen Stilen auf das 1,5-Fache vergrößern lässt.",
    },
    en: {
      help: "A line height set !important in a style attribute must be at least 1.5 times the font size",
      description:
        "Checks wrapping text whose line height is set !important in the style attribute: users cannot increase it.",
      fix: "Remove !important from the line height in the style attribute, or set it to at least 1.5.",
      check:
        "Check whether the line height of this text can be increased to 1.5 times with a user style sheet.",
    },
  },
};

export const textSpacingRule: KlarsichtRule = {
  id: "ks-text-spacing-content-lost",
  implements: { techniques: ["F104"] },
  wcag: ["1.4.12"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/WCAG22/Techniques/failures/F104",
  texts: {
    de: {
      help: "Bei größeren Text-Abständen darf kein Inhalt abgeschnitten werden oder sich überlagern",
      description:
        "Setzt Zeilenhöhe 1,5, Absatzabstand 2, Zeichenabstand 0,12 und Wortabstand 0,16 (jeweils mal Schriftgröße) und sucht Text, der dann abgeschnitten wird oder anderen Text überdeckt.",
      fix: "Geben Sie Elementen mit Text keine feste Höhe oder Breite (z. B. min-height statt height) und lassen Sie Text umbrechen, damit er mit größeren Abständen mitwächst.",
      check:
        "Wenden Sie die Text-Abstände aus WCAG 1.4.12 an (z. B. mit einem Bookmarklet) und prüfen Sie, ob der Text vollständig lesbar bleibt.",
    },
    en: {
      help: "Content must not be cut off or overlap when text spacing is increased",
      description:
        "Sets line height 1.5, paragraph spacing 2, letter spacing 0.12 and word spacing 0.16 (times the font size) and looks for text that is then cut off or covers other text.",
      fix: "Do not give elements with text a fixed height or width (use min-height instead of height, for example) and let text wrap, so that it grows with wider spacing.",
      check:
        "Apply the text spacing of WCAG 1.4.12 (with a bookmarklet, for example) and check that the text stays fully readable.",
    },
  },
};
