/**
 * The rules of the scanner's updates check (workers/scanner/checks/updates.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const autoUpdateRule: KlarsichtRule = {
  id: "ks-auto-update-no-pause",
  implements: { act: ["efbfc7"] },
  wcag: ["2.2.2"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/efbfc7/",
  texts: {
    de: {
      help: "Text, der sich von selbst ändert, muss sich anhalten, stoppen oder ausblenden lassen",
      description:
        "Beobachtet die Seite einige Sekunden lang ohne Eingaben und findet Text, der sich dabei mehrfach von selbst ändert (Ticker, Zähler, Uhren, wechselnde Meldungen).",
      fix: "Bieten Sie neben dem sich ändernden Text einen beschrifteten Schalter an, der die Änderungen anhält, stoppt oder den Text ausblendet, oder lassen Sie die Änderungen erst auf Wunsch der Besucher beginnen.",
      check:
        "Der Text ändert sich von selbst. Gibt es auf der Seite (oder an einer deutlich bezeichneten Stelle) ein Bedienelement, das die Änderungen anhält, stoppt, ausblendet oder verlangsamt?",
    },
    en: {
      help: "Text that changes by itself must be possible to pause, stop or hide",
      description:
        "Watches the page for a few seconds without input and finds text that changes by itself several times (tickers, counters, clocks, rotating messages).",
      fix: "Next to the changing text, offer a labelled control that pauses or stops the changes or hides the text, or start the changes only when the visitor asks for them.",
      check:
        "The text changes by itself. Is there a control on the page (or in a clearly labelled place) that pauses, stops, hides or slows down the changes?",
    },
  },
};
