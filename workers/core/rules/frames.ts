/**
 * The rules of the scanner's frames check (workers/scanner/checks/frames.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const frameRules = [
  {
    id: "ks-iframe-same-name-different-content",
    implements: { act: ["4b1c6c"] },
    wcag: ["4.1.2"],
    impact: "serious",
    helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/4b1c6c/",
    texts: {
      de: {
        help: "Gleich benannte iframes zeigen gleichwertige Inhalte",
        description:
          "Prüft, ob iframes einer Seite, die denselben zugänglichen Namen haben, dieselben oder gleichwertige Inhalte einbetten.",
        fix: "Geben Sie jedem iframe einen eigenen Namen (title-Attribut), der seinen Inhalt beschreibt, z. B. „Anfahrtskarte Hamburg“ und „Anfahrtskarte Kiel“ statt zweimal „Karte“.",
        check:
          "Prüfen Sie, ob die gleich benannten iframes Inhalte mit demselben Zweck zeigen; wenn nicht, braucht jeder einen eigenen Namen.",
      },
      en: {
        help: "Iframes with the same name show equivalent content",
        description:
          "Checks whether iframes of a page that share an accessible name embed the same or equivalent content.",
        fix: "Give each iframe a name of its own (title attribute) that describes its content, e.g. “Directions to Hamburg” and “Directions to Kiel” instead of “Map” twice.",
        check:
          "Check whether the iframes with the same name show content with the same purpose; if not, each needs a name of its own.",
      },
    },
  },
] as const satisfies readonly KlarsichtRule[];
