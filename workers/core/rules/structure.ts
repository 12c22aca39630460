/**
 * The rules of the scanner's structure check (workers/scanner/checks/structure.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

const actRule = (id: string) => `https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/`;

export const structureRules = [
  {
    id: "ks-summary-name",
    implements: { act: ["2t702h"] },
    wcag: ["4.1.2"],
    impact: "serious",
    helpUrl: actRule("2t702h"),
    texts: {
      de: {
        help: "Aufklappbare Bereiche haben eine beschriftete Zusammenfassung",
        description:
          "Prüft, ob das summary-Element, mit dem sich ein details-Bereich öffnen lässt, einen zugänglichen Namen hat.",
        fix: "Schreiben Sie in das summary-Element einen kurzen Text, der sagt, was sich öffnet, z. B. „Öffnungszeiten“, oder geben Sie ihm ein aria-label.",
        check: "Prüfen Sie, ob die Zusammenfassung sagt, was sich beim Aufklappen öffnet.",
      },
      en: {
        help: "Expandable sections have a labelled summary",
        description:
          "Checks whether the summary element that opens a details section has an accessible name.",
        fix: "Write a short text into the summary element that says what opens, e.g. “Opening times”, or give it an aria-label.",
        check: "Check whether the summary says what opens when it is expanded.",
      },
    },
  },
  {
    id: "ks-aria-controls-reference",
    implements: { act: ["in6db8"] },
    wcag: ["1.3.1", "4.1.2"],
    impact: "serious",
    helpUrl: actRule("in6db8"),
    texts: {
      de: {
        help: "Aufgeklappte Kombinationsfelder und Bildlaufleisten verweisen auf ein vorhandenes Element",
        description:
          "Prüft, ob aria-controls eines aufgeklappten Kombinationsfelds oder einer Bildlaufleiste die ID eines Elements im selben Dokument nennt.",
        fix: "Tragen Sie in aria-controls die ID der Liste oder des Bereichs ein, den das Element steuert, und achten Sie darauf, dass dieses Element im selben Dokument (bzw. Shadow DOM) steht.",
        check: "Prüfen Sie, ob aria-controls auf das gesteuerte Element verweist.",
      },
      en: {
        help: "Expanded comboboxes and scrollbars refer to an element that exists",
        description:
          "Checks whether aria-controls of an expanded combobox or a scrollbar names the ID of an element in the same document.",
        fix: "Put the ID of the list or region the element controls into aria-controls, and make sure that element is in the same document (or shadow tree).",
        check: "Check whether aria-controls refers to the controlled element.",
      },
    },
  },
] as const satisfies readonly KlarsichtRule[];
