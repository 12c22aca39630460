/**
 * The rules of the scanner's contrast check (workers/scanner/checks/contrast.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const textContrastRule: KlarsichtRule = {
  id: "ks-text-contrast",
  implements: { act: ["afw4f7"], techniques: ["F83"] },
  completes: "color-contrast",
  wcag: ["1.4.3"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/afw4f7/",
  texts: {
    de: {
      help: "Text muss sich vom Hintergrund dahinter ausreichend abheben (4,5:1, großer Text 3:1)",
      description:
        "Prüft Text über Hintergrundbildern, Verläufen und anderen Hintergründen, die axe-core nicht berechnen kann, an den dargestellten Pixeln hinter dem Text.",
      fix: "Wählen Sie eine Textfarbe oder einen Hintergrund, sodass jedes Zeichen auch an der ungünstigsten Stelle des Bildes oder Verlaufs genug Kontrast hat, z. B. mit einer deckenden Fläche hinter dem Text.",
      check:
        "Prüfen Sie, ob der Text an jeder Stelle seines Hintergrunds gut lesbar ist (Kontrast mindestens 4,5:1, bei großem Text 3:1).",
    },
    en: {
      help: "Text must stand out enough from the background behind it (4.5:1, large text 3:1)",
      description:
        "Checks text over background images, gradients and other backgrounds axe-core cannot compute, on the rendered pixels behind the text.",
      fix: "Choose a text colour or background so that every character has enough contrast even where the image or gradient is least favourable, for example with a solid area behind the text.",
      check:
        "Check that the text is easy to read everywhere on its background (contrast at least 4.5:1, large text 3:1).",
    },
  },
};

export const textContrastEnhancedRule: KlarsichtRule = {
  id: "ks-text-contrast-enhanced",
  implements: { act: ["09o5cg"] },
  completes: "color-contrast-enhanced",
  wcag: ["1.4.6"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/09o5cg/",
  texts: {
    de: {
      help: "Text muss sich vom Hintergrund dahinter deutlich abheben (7:1, großer Text 4,5:1)",
      description:
        "Prüft Text über Hintergrundbildern, Verläufen und anderen Hintergründen, die axe-core nicht berechnen kann, an den dargestellten Pixeln hinter dem Text (erhöhter Kontrast, AAA).",
      fix: "Wählen Sie eine Textfarbe oder einen Hintergrund, sodass jedes Zeichen auch an der ungünstigsten Stelle des Hintergrunds einen Kontrast von 7:1 (großer Text 4,5:1) erreicht.",
      check:
        "Prüfen Sie, ob der Text an jeder Stelle seines Hintergrunds einen Kontrast von mindestens 7:1 hat (großer Text 4,5:1).",
    },
    en: {
      help: "Text must stand out clearly from the background behind it (7:1, large text 4.5:1)",
      description:
        "Checks text over background images, gradients and other backgrounds axe-core cannot compute, on the rendered pixels behind the text (enhanced contrast, AAA).",
      fix: "Choose a text colour or background so that every character reaches 7:1 (large text 4.5:1) even where the background is least favourable.",
      check:
        "Check that the text has a contrast of at least 7:1 (large text 4.5:1) everywhere on its background.",
    },
  },
};
