/**
 * The rules of the scanner's viewport check (workers/scanner/checks/viewport.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const orientationLockRule: KlarsichtRule = {
  id: "ks-orientation-lock",
  implements: { act: ["b33eff"] },
  wcag: ["1.3.4"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/b33eff/",
  texts: {
    de: {
      help: "Inhalte dürfen nicht auf eine Bildschirmausrichtung festgelegt sein",
      description:
        "Prüft, ob CSS abhängig von der Ausrichtung (Hoch- oder Querformat) Elemente um eine Vierteldrehung dreht und die Seite so in einer Ausrichtung festhält.",
      fix: "Entfernen Sie die Drehung in der Media-Query für die Ausrichtung, damit sich die Seite beiden Ausrichtungen anpasst, es sei denn, eine Ausrichtung ist unerlässlich.",
      check:
        "Prüfen Sie im Hoch- und Querformat, ob der Inhalt in beiden Ausrichtungen richtig herum angezeigt wird.",
    },
    en: {
      help: "Content must not be locked to one display orientation",
      description:
        "Checks whether CSS that depends on the orientation (portrait or landscape) turns elements by a quarter turn and so holds the page in one orientation.",
      fix: "Remove the rotation from the orientation media query so that the page adapts to both orientations, unless one orientation is essential.",
      check: "Check in portrait and in landscape that the content is shown the right way up in both.",
    },
  },
};

export const zoomClippedTextRule: KlarsichtRule = {
  id: "ks-zoom-text-clipped",
  implements: { act: ["59br37"], techniques: ["F69"] },
  wcag: ["1.4.4"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/59br37/",
  texts: {
    de: {
      help: "Text muss bei 200 % Vergrößerung vollständig sichtbar bleiben",
      description:
        "Vergrößert die Seite auf 200 % (Fenster von 640 × 512 CSS-Pixeln) und sucht Text, den ein Element mit overflow: hidden oder clip abschneidet.",
      fix: "Geben Sie Textcontainern keine feste Höhe oder Breite, die bei Vergrößerung zu klein wird (z. B. min-height statt height), oder lassen Sie den Inhalt umbrechen oder scrollen.",
      check: "Vergrößern Sie die Seite auf 200 % und prüfen Sie, ob der Text vollständig lesbar bleibt.",
    },
    en: {
      help: "Text must stay fully visible when zoomed to 200%",
      description:
        "Zooms the page to 200% (a 640 by 512 CSS pixel window) and looks for text that an element with overflow: hidden or clip cuts off.",
      fix: "Do not give text containers a fixed height or width that becomes too small when zoomed (use min-height instead of height, for example), or let the content wrap or scroll.",
      check: "Zoom the page to 200% and check that the text stays fully readable.",
    },
  },
};

export const reflowRule: KlarsichtRule = {
  id: "ks-reflow-horizontal-scroll",
  implements: { techniques: ["C32", "F102"] },
  wcag: ["1.4.10"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/WCAG22/Understanding/reflow.html",
  texts: {
    de: {
      help: "Bei 320 CSS-Pixeln Breite darf Inhalt kein waagerechtes Scrollen erfordern",
      description:
        "Verkleinert das Fenster auf 320 CSS-Pixel Breite (1280 Pixel bei 400 % Vergrößerung) und prüft, ob die Seite dann waagerecht scrollt, außer bei Inhalten, die eine zweidimensionale Anordnung brauchen (Bilder, Karten, Datentabellen, Code).",
      fix: "Lassen Sie Text und Container umbrechen: keine festen Breiten in Pixeln, flexible Layouts (z. B. max-width: 100 %, Flexbox mit Umbruch) und overflow-wrap: anywhere für lange Wörter und Adressen.",
      check:
        "Stellen Sie das Fenster auf 320 CSS-Pixel Breite (oder vergrößern Sie auf 400 %) und prüfen Sie, ob sich alle Inhalte ohne waagerechtes Scrollen lesen und bedienen lassen.",
    },
    en: {
      help: "At 320 CSS pixels wide, content must not require horizontal scrolling",
      description:
        "Narrows the window to 320 CSS pixels (1280 pixels at 400% zoom) and checks whether the page then scrolls horizontally, except for content that needs a two-dimensional layout (images, maps, data tables, code).",
      fix: "Let text and containers wrap: no fixed pixel widths, flexible layouts (max-width: 100%, wrapping flexbox, for example) and overflow-wrap: anywhere for long words and addresses.",
      check:
        "Set the window to 320 CSS pixels wide (or zoom to 400%) and check that all content can be read and used without horizontal scrolling.",
    },
  },
};
