/**
 * The rules of the scanner's motion check (workers/scanner/checks/motion.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

const act = (id: string) => `https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/`;

export const motionDisableRule: KlarsichtRule = {
  id: "ks-motion-cannot-be-disabled",
  implements: { act: ["c249d5"] },
  wcag: ["2.5.4"],
  impact: "serious",
  helpUrl: act("c249d5"),
  texts: {
    de: {
      help: "Reaktionen auf Bewegungen des Geräts müssen sich abschalten lassen",
      description:
        "Prüft Seiten, die auf Neigen oder Drehen des Geräts reagieren: Ändert das den Inhalt, muss es einen beschrifteten Schalter geben, der diese Reaktion abschaltet.",
      fix: "Bieten Sie einen deutlich beschrifteten Schalter an (z. B. „Steuerung durch Bewegung aus“), der die Reaktion auf Bewegungen abschaltet, damit ungewollte Bewegungen (Zittern, Rollstuhl) nichts auslösen.",
      check:
        "Die Seite ändert sich, wenn das Gerät geneigt oder gedreht wird. Gibt es einen beschrifteten Schalter, der diese Reaktion abschaltet?",
    },
    en: {
      help: "Responses to moving the device must be possible to turn off",
      description:
        "Checks pages that respond to tilting or rotating the device: when that changes the content, a labelled control must turn the response off.",
      fix: "Offer a clearly labelled control (e.g. “Motion control off”) that turns the response to motion off, so that unwanted movement (tremor, a wheelchair) triggers nothing.",
      check:
        "The page changes when the device is tilted or rotated. Is there a labelled control that turns this response off?",
    },
  },
};

export const motionAlternativeRule: KlarsichtRule = {
  id: "ks-motion-without-controls",
  implements: { act: ["7677a9"] },
  wcag: ["2.5.4"],
  impact: "serious",
  helpUrl: act("7677a9"),
  texts: {
    de: {
      help: "Was sich durch Bewegen des Geräts auslösen lässt, muss auch über Bedienelemente gehen",
      description:
        "Prüft Seiten, die auf Neigen oder Drehen des Geräts reagieren: Was die Bewegung am Inhalt ändert, muss sich auch mit Schaltflächen, Reglern oder Tasten erreichen lassen.",
      fix: "Bieten Sie für jede Funktion, die auf Bewegung reagiert, auch ein Bedienelement an (z. B. Schaltflächen „Wert erhöhen“ und „Wert verringern“), das mit Maus, Tastatur und Hilfsmitteln funktioniert.",
      check:
        "Die Seite ändert sich, wenn das Gerät geneigt oder gedreht wird. Lässt sich dieselbe Änderung auch mit einem Bedienelement auf der Seite herbeiführen?",
    },
    en: {
      help: "What moving the device triggers must also work through controls",
      description:
        "Checks pages that respond to tilting or rotating the device: what the motion changes on the page must also be possible with buttons, sliders or keys.",
      fix: "For every function that responds to motion, also offer a control (e.g. buttons “Increase value” and “Decrease value”) that works with mouse, keyboard and assistive technology.",
      check:
        "The page changes when the device is tilted or rotated. Can the same change be made with a control on the page?",
    },
  },
};
