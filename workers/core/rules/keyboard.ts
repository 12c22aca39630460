/**
 * The rules of the scanner's keyboard check (workers/scanner/checks/keyboard.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

const act = (id: string) => `https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/`;

export const keyboardTrapRule: KlarsichtRule = {
  id: "ks-keyboard-trap",
  implements: { act: ["80af7b"] },
  wcag: ["2.1.2"],
  impact: "critical",
  helpUrl: act("80af7b"),
  texts: {
    de: {
      help: "Die Tastatur darf nicht in einem Element gefangen sein",
      description:
        "Prüft mit echten Tastendrücken (Tab, Umschalt+Tab), ob der Fokus jedes Element wieder verlassen und das Ende der Seite erreichen kann.",
      fix: "Entfernen Sie Skripte, die den Fokus beim Verlassen eines Elements zurückholen, oder bieten Sie einen beschriebenen Tastenweg hinaus an, der funktioniert.",
      check:
        "Versuchen Sie, das Element nur mit der Tastatur (Tab, Umschalt+Tab, Pfeiltasten, Escape oder einem auf der Seite beschriebenen Weg) zu verlassen.",
    },
    en: {
      help: "Keyboard focus must not be trapped in an element",
      description:
        "Checks with real key presses (Tab, Shift+Tab) whether focus can leave every element and reach the end of the page.",
      fix: "Remove scripts that pull focus back when it leaves an element, or offer a described key to leave that works.",
      check:
        "Try to leave the element with the keyboard alone (Tab, Shift+Tab, arrow keys, Escape or a way described on the page).",
    },
  },
};

/**
 * ACT ebe86a, one half of 80af7b: where Tab and Shift+Tab are trapped, help that explains another way out
 * that works. The W3C gives it no success criterion of its own (leaving by Tab satisfies 2.1.2 as well),
 * so ours is a best practice beside ks-keyboard-trap.
 */
export const trapHelpRule: KlarsichtRule = {
  id: "ks-keyboard-trap-no-help",
  implements: { act: ["ebe86a"] },
  wcag: [],
  impact: "serious",
  helpUrl: act("ebe86a"),
  texts: {
    de: {
      help: "Wo Tab den Fokus nicht hinausführt, muss die Seite einen anderen Weg beschreiben, der funktioniert",
      description:
        "Prüft Elemente, die Tab und Umschalt+Tab nicht verlassen: Führt Escape, eine Pfeiltaste, Eingabe, Leertaste oder eine auf der Seite genannte Tastenkombination hinaus?",
      fix: "Beschreiben Sie sichtbar, mit welcher Taste man den Bereich verlässt, und sorgen Sie dafür, dass diese Taste den Fokus hinausführt, oder lassen Sie Tab den Bereich verlassen.",
      check:
        "Steht auf der Seite, wie man diesen Bereich mit der Tastatur verlässt, und führt dieser Weg den Fokus wirklich hinaus?",
    },
    en: {
      help: "Where Tab does not lead focus out, the page must describe another way out that works",
      description:
        "Checks elements that Tab and Shift+Tab do not leave: does Escape, an arrow key, Enter, Space or a key combination named on the page lead out?",
      fix: "Say visibly which key leaves the area and make sure that key takes focus out, or let Tab leave the area.",
      check: "Does the page say how to leave this area by keyboard, and does that way really take focus out?",
    },
  },
};

/**
 * ACT a1b64e, the other half of 80af7b: focus leaves every element by standard keys alone (Tab,
 * Shift+Tab, arrows, Escape, Enter). Its examples fail a loop that Tab alone never leaves even where
 * Shift+Tab does (Failed Example 2), which 80af7b passes (its Passed Example 7, the same page): the W3C
 * gives it no criterion, so ours is a best practice beside ks-keyboard-trap (decision 062).
 */
export const tabLoopRule: KlarsichtRule = {
  id: "ks-keyboard-loop-standard-keys",
  implements: { act: ["a1b64e"] },
  wcag: [],
  impact: "serious",
  helpUrl: act("a1b64e"),
  texts: {
    de: {
      barrier: "Wer mit Tab durch die Seite geht, kommt aus einer Gruppe von Elementen nicht mehr heraus.",
      help: "Der Fokus muss jedes Element mit den üblichen Tasten wieder verlassen können",
      description:
        "Drückt Tab durch die Seite und prüft, ob der Fokus in einer Schleife weniger Elemente kreist, aus der Tab, Escape, Pfeiltasten, Eingabe und Leertaste nicht hinausführen, auch wenn Umschalt+Tab es tut.",
      fix: "Entfernen Sie Skripte, die den Fokus beim Verlassen eines Elements zurückholen oder weiterreichen, sodass Tab der Reihenfolge der Seite folgt.",
      check:
        "Drücken Sie von diesem Element aus mehrmals Tab: Erreicht der Fokus die übrigen Elemente und das Ende der Seite, oder führt ein Element der Schleife (mit Eingabe oder Leertaste aktiviert) hinaus?",
    },
    en: {
      barrier: "Moving through the page with Tab, people cannot get out of a group of elements.",
      help: "Focus must be able to leave every element with the standard keys",
      description:
        "Presses Tab through the page and checks whether focus circles among a few elements in a loop that Tab, Escape, the arrow keys, Enter and Space do not lead out of, even where Shift+Tab does.",
      fix: "Remove scripts that pull focus back or pass it on when it leaves an element, so that Tab follows the page's order.",
      check:
        "Press Tab several times from this element: does focus reach the other elements and the end of the page, or does an element of the loop (activated with Enter or Space) lead out?",
    },
  },
};

export const focusVisibleRule: KlarsichtRule = {
  id: "ks-focus-not-visible",
  implements: { act: ["oj04fd"], techniques: ["F78"] },
  wcag: ["2.4.7"],
  impact: "serious",
  helpUrl: act("oj04fd"),
  texts: {
    de: {
      help: "Das Element mit dem Tastaturfokus muss sichtbar hervorgehoben sein",
      description:
        "Vergleicht die Darstellung jedes per Tab erreichbaren Elements mit und ohne Fokus: Ändert sich kein Bildpunkt, sehen Tastaturnutzer nicht, wo sie sind.",
      fix: "Entfernen Sie outline: none ohne Ersatz, oder gestalten Sie :focus-visible deutlich (Umrandung, Unterstreichung, Hintergrund).",
      check: "Drücken Sie Tab bis zu diesem Element: Ist deutlich zu sehen, dass es den Fokus hat?",
    },
    en: {
      help: "The element with keyboard focus must be visibly marked",
      description:
        "Compares how each element reachable by Tab looks with and without focus: when no pixel changes, keyboard users cannot see where they are.",
      fix: "Remove outline: none without a replacement, or give :focus-visible a clear style (outline, underline, background).",
      check: "Press Tab until this element is reached: can you clearly see that it has focus?",
    },
  },
};

export const focusHiddenRule: KlarsichtRule = {
  id: "ks-focus-on-hidden-element",
  implements: { act: ["oj04fd"] },
  wcag: ["2.4.7"],
  impact: "serious",
  helpUrl: act("oj04fd"),
  texts: {
    de: {
      help: "Der Tastaturfokus darf nicht auf unsichtbaren Elementen landen",
      description:
        "Findet Elemente in der Tab-Reihenfolge, die auch mit Fokus nicht zu sehen sind (außerhalb der Seite, durchsichtig, auf einen Bildpunkt verkleinert), ohne dass sich sonst etwas auf dem Bildschirm ändert.",
      fix: 'Nehmen Sie verborgene Elemente aus der Tab-Reihenfolge (hidden, inert, tabindex="-1") oder zeigen Sie sie, sobald sie den Fokus haben (wie einen Sprunglink).',
      check: "Drücken Sie Tab bis zu diesem Element: Ist zu sehen, wo der Fokus ist?",
    },
    en: {
      help: "Keyboard focus must not land on invisible elements",
      description:
        "Finds elements in the tab order that cannot be seen even when focused (off the page, transparent, shrunk to a pixel) while nothing else on the screen changes.",
      fix: 'Take hidden elements out of the tab order (hidden, inert, tabindex="-1") or show them once they have focus (like a skip link).',
      check: "Press Tab until this element is reached: can you see where focus is?",
    },
  },
};

export const positiveTabindexRule: KlarsichtRule = {
  id: "ks-positive-tabindex",
  implements: { techniques: ["F44"] },
  wcag: ["2.4.3"],
  impact: "moderate",
  helpUrl: "https://www.w3.org/WAI/WCAG22/Techniques/failures/F44",
  texts: {
    de: {
      barrier: "Die Tastatur springt in einer Reihenfolge durch die Seite, die nicht zur Anzeige passt.",
      help: "Die Tab-Reihenfolge muss der Bedeutung der Seite folgen",
      description:
        "Findet Elemente mit einem tabindex über 0: Sie kommen vor allen anderen an die Reihe, was die Reihenfolge oft unlogisch macht.",
      fix: 'Verwenden Sie tabindex="0" (oder gar keinen) und ordnen Sie die Elemente im Quelltext so an, wie sie gelesen werden sollen.',
      check:
        "Drücken Sie mehrmals Tab: Folgt die Reihenfolge, in der die Elemente den Fokus erhalten, dem Sinn der Seite?",
    },
    en: {
      barrier: "The keyboard moves through the page in an order that does not match what is shown.",
      help: "The tab order must follow the meaning of the page",
      description:
        "Finds elements with a tabindex above 0: they get focus before all others, which often makes the order illogical.",
      fix: 'Use tabindex="0" (or none) and arrange the elements in the source in the order they should be read.',
      check:
        "Press Tab a few times: does the order in which elements receive focus follow the meaning of the page?",
    },
  },
};

export const characterShortcutRule: KlarsichtRule = {
  id: "ks-character-key-shortcut",
  implements: { act: ["ffbc54"] },
  wcag: ["2.1.4"],
  impact: "serious",
  helpUrl: act("ffbc54"),
  texts: {
    de: {
      help: "Tastenkürzel aus einem einzelnen Zeichen müssen abschaltbar sein",
      description:
        "Drückt Buchstaben-, Ziffern- und Zeichentasten, während kein Element den Fokus hat, und prüft, ob die Seite darauf reagiert.",
      fix: "Bieten Sie einen Schalter zum Abschalten oder Umbelegen des Kürzels an (z. B. auf Strg+Taste), oder lassen Sie es nur wirken, wenn das zugehörige Element den Fokus hat.",
      check:
        "Die Seite reagiert auf eine einzelne Zeichentaste. Lässt sich dieses Kürzel abschalten, auf eine Kombination mit Strg/Alt umlegen, oder wirkt es nur, wenn ein bestimmtes Element den Fokus hat?",
    },
    en: {
      help: "Single character key shortcuts must be possible to turn off",
      description:
        "Presses letter, digit and symbol keys while no element has focus and checks whether the page reacts.",
      fix: "Offer a setting that turns the shortcut off or remaps it (e.g. to Ctrl+key), or make it work only while its element has focus.",
      check:
        "The page reacts to a single character key. Can this shortcut be turned off, remapped to a combination with Ctrl/Alt, or does it only work while a certain element has focus?",
    },
  },
};

export const ariaHiddenFocusRule: KlarsichtRule = {
  id: "ks-aria-hidden-focus-reached",
  implements: { act: ["6cfa84"] },
  completes: "aria-hidden-focus",
  wcag: ["4.1.2"],
  impact: "serious",
  helpUrl: act("6cfa84"),
  texts: {
    de: {
      barrier: "Mit der Tastatur erreicht man Bedienelemente, die Screenreader verschweigen.",
      help: "Mit aria-hidden verborgene Inhalte dürfen nicht per Tab erreichbar sein",
      description:
        'Drückt Tab durch die Seite und prüft, ob der Fokus auf einem Element landet, das in einem Bereich mit aria-hidden="true" liegt. Screenreader kennen dieses Element nicht und sagen nichts an.',
      fix: 'Nehmen Sie das Element aus der Tab-Reihenfolge (tabindex="-1", disabled, inert am Bereich), solange der Bereich verborgen ist, oder entfernen Sie aria-hidden, wenn der Inhalt gebraucht wird.',
      check:
        'Drücken Sie Tab bis zu diesem Element: Erhält es den Fokus, obwohl es in einem Bereich mit aria-hidden="true" liegt?',
    },
    en: {
      barrier: "The keyboard reaches controls that screen readers keep silent about.",
      help: "Content hidden with aria-hidden must not be reachable by Tab",
      description:
        'Presses Tab through the page and checks whether focus lands on an element inside a part with aria-hidden="true". Screen readers do not know that element and announce nothing.',
      fix: 'Take the element out of the tab order (tabindex="-1", disabled, inert on the part) while the part is hidden, or remove aria-hidden when the content is needed.',
      check:
        'Press Tab until this element is reached: does it get focus although it is inside a part with aria-hidden="true"?',
    },
  },
};

export const keyboardRules = [
  keyboardTrapRule,
  trapHelpRule,
  tabLoopRule,
  focusVisibleRule,
  focusHiddenRule,
  positiveTabindexRule,
  characterShortcutRule,
  ariaHiddenFocusRule,
] as const;
