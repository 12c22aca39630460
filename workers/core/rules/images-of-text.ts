/**
 * The rule of the scanner's images-of-text check (workers/scanner/checks/images-of-text.ts) as data: its id,
 * the ACT rule it implements, criteria and texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const imagesOfTextRule: KlarsichtRule = {
  id: "ks-image-of-text",
  implements: { act: ["0va7u6"] },
  // The ACT rule maps to both: 1.4.9 differs only by exceptions the rule assumes away.
  wcag: ["1.4.5", "1.4.9"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/0va7u6/",
  texts: {
    de: {
      help: "Bilder dürfen keinen Text enthalten, der als echter Text gesetzt werden kann (außer Logos)",
      description:
        "Liest mit Texterkennung (Tesseract) den Text in Bildern, Bildschaltflächen und Hintergrundbildern der Seite; Fotos, Symbole, Logos und Bilder, in denen Text nur ein Teil der Grafik ist, bleiben außen vor.",
      fix: "Setzen Sie den Text als HTML-Text und gestalten Sie ihn mit CSS (Schrift, Farbe, Hintergrund), statt ihn als Bild einzubinden. So lässt er sich vergrößern, umfärben, übersetzen und von Screenreadern lesen. Nur Logos und Text, dessen Darstellung wesentlich ist, dürfen Bilder bleiben.",
      check:
        "Prüfen Sie, ob das Bild Text zeigt, der ebenso gut als echter Text gesetzt werden könnte. Logos, Markennamen und Text, dessen Darstellung wesentlich ist (z. B. eine Schriftprobe), sind erlaubt.",
      barrier:
        "Text in Bildern lässt sich nicht vergrößern, umfärben oder mit eigenen Schriften und Abständen lesen; bei Vergrößerung wird er unscharf.",
    },
    en: {
      help: "Images must not contain text that could be set as real text (logos excepted)",
      description:
        "Reads the text in the page's images, image buttons and background images with text recognition (Tesseract); photos, icons, logos and pictures in which text is only part of the graphic are left out.",
      fix: "Set the text as HTML text and style it with CSS (font, colour, background) instead of embedding it as an image. Then it can be enlarged, recoloured, translated and read by screen readers. Only logos and text whose presentation is essential may stay images.",
      check:
        "Check whether the image shows text that could just as well be set as real text. Logos, brand names and text whose presentation is essential (such as a font sample) are allowed.",
      barrier:
        "Text in images cannot be enlarged, recoloured or read with one's own fonts and spacing; it blurs when zoomed.",
    },
  },
};
