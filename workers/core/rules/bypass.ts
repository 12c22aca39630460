/**
 * The rules of the scanner's bypass check (workers/scanner/checks/bypass.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const bypassBlocksRule: KlarsichtRule = {
  id: "ks-bypass-blocks-missing",
  implements: { act: ["cf77f2"] },
  completes: "bypass",
  wcag: ["2.4.1"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/cf77f2/",
  texts: {
    de: {
      help: "Inhalt, der auf mehreren Seiten wiederkehrt, muss sich überspringen lassen",
      description:
        "Prüft Seiten, die mit Inhalt beginnen, der auch auf anderen Seiten der Website steht: Es braucht eine Überschrift oder einen Landmark-Bereich am eigenen Inhalt, einen Sprunglink dorthin oder einen Schalter, der den wiederkehrenden Block einklappt.",
      fix: "Setzen Sie den eigenen Inhalt der Seite in ein <main>-Element und beginnen Sie ihn mit einer Überschrift; ein Link „Zum Inhalt springen“ am Seitenanfang hilft Tastaturnutzenden zusätzlich.",
      check:
        "Lässt sich der Block, der auf jeder Seite wiederkehrt (Navigation, Kopfbereich), mit einer Überschrift, einem Landmark-Bereich, einem Sprunglink oder einem Schalter überspringen?",
    },
    en: {
      help: "Content repeated on several pages must be possible to bypass",
      description:
        "Checks pages that start with content also found on other pages of the site: they need a heading or a landmark at their own content, a skip link to it or a control that collapses the repeated block.",
      fix: 'Put the page\'s own content into a <main> element and start it with a heading; a "Skip to content" link at the top of the page also helps keyboard users.',
      check:
        "Can the block that repeats on every page (navigation, header) be bypassed through a heading, a landmark, a skip link or a control?",
    },
  },
};
