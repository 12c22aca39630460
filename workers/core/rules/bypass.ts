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

const proposed = (id: string) => `https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/proposed/`;

/*
 * The atomic rules under cf77f2. The W3C gives them no success criterion of their own (any one of the
 * means suffices for 2.4.1), so they are best practice (decision 049) and decided from the same reading
 * of the page and the same fetch of the pages it links to as the composite rule (decision 052).
 */

export const bypassLandmarkRule: KlarsichtRule = {
  id: "ks-bypass-no-landmark",
  implements: { act: ["b40fd1"] },
  wcag: [],
  impact: "moderate",
  helpUrl: proposed("b40fd1"),
  texts: {
    de: {
      help: "Der eigene Inhalt einer Seite sollte in einem Landmark-Bereich beginnen",
      description:
        "Prüft Seiten, deren eigener Inhalt auf Inhalt folgt, der auch auf anderen Seiten der Website steht: Beginnt ein Landmark-Bereich (etwa <main>), der Screenreadern zugänglich ist, mit diesem eigenen Inhalt?",
      fix: "Setzen Sie den eigenen Inhalt der Seite in ein <main>-Element, das nicht vor Screenreadern verborgen ist.",
      check: "Beginnt ein Landmark-Bereich der Seite mit ihrem eigenen, nicht wiederkehrenden Inhalt?",
    },
    en: {
      help: "A page's own content should start a landmark",
      description:
        "Checks pages whose own content follows content also found on other pages of the site: does a landmark (such as <main>) that screen readers can reach start with that own content?",
      fix: "Put the page's own content into a <main> element that is not hidden from screen readers.",
      check: "Does a landmark of the page start with its own, non-repeated content?",
    },
  },
};

export const bypassHeadingRule: KlarsichtRule = {
  id: "ks-bypass-no-heading",
  implements: { act: ["047fe0"] },
  wcag: [],
  impact: "moderate",
  helpUrl: proposed("047fe0"),
  texts: {
    de: {
      help: "Der eigene Inhalt einer Seite sollte eine sichtbare Überschrift haben",
      description:
        "Prüft Seiten, deren eigener Inhalt auf Inhalt folgt, der auch auf anderen Seiten der Website steht: Gibt es im eigenen Inhalt eine Überschrift, die sichtbar und Screenreadern zugänglich ist?",
      fix: "Beginnen Sie den eigenen Inhalt der Seite mit einer sichtbaren Überschrift (<h1> bis <h6>), die nicht vor Screenreadern verborgen ist.",
      check: "Hat der eigene, nicht wiederkehrende Inhalt der Seite eine sichtbare Überschrift?",
    },
    en: {
      help: "A page's own content should have a visible heading",
      description:
        "Checks pages whose own content follows content also found on other pages of the site: is there a heading in that own content that is visible and reachable by screen readers?",
      fix: "Start the page's own content with a visible heading (<h1> to <h6>) that is not hidden from screen readers.",
      check: "Does the page's own, non-repeated content have a visible heading?",
    },
  },
};

export const bypassSkipLinkRule: KlarsichtRule = {
  id: "ks-bypass-no-skip-link",
  implements: { act: ["ye5d6e"] },
  wcag: [],
  impact: "moderate",
  helpUrl: proposed("ye5d6e"),
  texts: {
    de: {
      help: "Ein Sprunglink sollte zum eigenen Inhalt der Seite führen",
      description:
        "Prüft Seiten, deren eigener Inhalt auf Inhalt folgt, der auch auf anderen Seiten der Website steht: Gibt es einen Link oder Schalter, der den Fokus direkt vor diesen eigenen Inhalt setzt?",
      fix: "Setzen Sie an den Seitenanfang einen Link „Zum Inhalt springen“, dessen Ziel (id) direkt vor oder auf dem eigenen Inhalt der Seite liegt.",
      check:
        "Setzt ein Link oder Schalter der Seite den Fokus direkt vor ihren eigenen, nicht wiederkehrenden Inhalt?",
    },
    en: {
      help: "A skip link should lead to the page's own content",
      description:
        "Checks pages whose own content follows content also found on other pages of the site: is there a link or control that moves focus to just before that own content?",
      fix: 'Put a "Skip to content" link at the top of the page whose target (id) is just before or on the page\'s own content.',
      check: "Does a link or control of the page move focus to just before its own, non-repeated content?",
    },
  },
};

export const bypassCollapseRule: KlarsichtRule = {
  id: "ks-bypass-not-collapsible",
  implements: { act: ["3e12e1"] },
  wcag: [],
  impact: "minor",
  helpUrl: proposed("3e12e1"),
  texts: {
    de: {
      help: "Wiederkehrender Inhalt vor dem eigenen Inhalt sollte sich einklappen lassen",
      description:
        "Prüft Seiten, deren eigener Inhalt auf Inhalt folgt, der auch auf anderen Seiten der Website steht: Gibt es einen Schalter, der diesen wiederkehrenden Block ausblendet, für die Augen wie für Screenreader?",
      fix: "Bieten Sie einen Schalter an, der den wiederkehrenden Block (etwa die Navigation) ein- und ausklappt, zum Beispiel mit dem hidden-Attribut oder display: none.",
      check:
        "Lässt sich der wiederkehrende Block vor dem eigenen Inhalt mit einem Schalter der Seite ausblenden, so dass er weder sichtbar noch für Screenreader vorhanden ist?",
    },
    en: {
      help: "Repeated content before a page's own content should be collapsible",
      description:
        "Checks pages whose own content follows content also found on other pages of the site: is there a control that hides that repeated block, from sight and from screen readers alike?",
      fix: "Offer a control that collapses and expands the repeated block (the navigation, say), for example through the hidden attribute or display: none.",
      check:
        "Can the repeated block before the page's own content be hidden by a control of the page, so that it is neither visible nor present for screen readers?",
    },
  },
};

export const bypassRules: readonly KlarsichtRule[] = [
  bypassBlocksRule,
  bypassLandmarkRule,
  bypassHeadingRule,
  bypassSkipLinkRule,
  bypassCollapseRule,
];
