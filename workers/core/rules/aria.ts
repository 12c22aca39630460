/**
 * The rules of the scanner's ARIA check (workers/scanner/checks/aria.ts) as data. ACT kb1m8s maps to no
 * WCAG criterion: the rule is a best practice.
 */
import type { KlarsichtRule } from "./types";

export const prohibitedGlobalRule: KlarsichtRule = {
  id: "ks-aria-global-prohibited",
  implements: { act: ["kb1m8s"] },
  wcag: [],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/kb1m8s/",
  texts: {
    de: {
      help: "ARIA-Namen und Rollenbeschreibungen nur an Rollen, die sie erlauben",
      description:
        "Findet Elemente im Barrierefreiheitsbaum mit aria-label, aria-labelledby, aria-braillelabel, aria-roledescription oder aria-brailleroledescription, die ihre Rolle verbietet (etwa aria-label an einem div ohne Rolle oder an einem Absatz). Screenreader lesen solche Angaben nicht oder nicht verlässlich vor.",
      fix: "Geben Sie dem Element eine Rolle, die einen Namen haben darf (z. B. einen Link oder eine Schaltfläche), oder schreiben Sie den Text sichtbar in das Element und entfernen Sie das Attribut.",
      check: "Prüfen Sie, ob die Rolle des Elements dieses ARIA-Attribut erlaubt.",
    },
    en: {
      help: "ARIA names and role descriptions only on roles that allow them",
      description:
        "Finds elements in the accessibility tree with aria-label, aria-labelledby, aria-braillelabel, aria-roledescription or aria-brailleroledescription that their role prohibits (such as aria-label on a div without a role or on a paragraph). Screen readers do not read them out, or not reliably.",
      fix: "Give the element a role that may have a name (such as a link or a button), or put the text visibly into the element and remove the attribute.",
      check: "Check whether the element's role allows this ARIA attribute.",
    },
  },
};

/**
 * ACT bc4a75 for the lists of HTML itself (ul, ol, menu), which axe-core's aria-required-children leaves
 * to its own "list" rule: it completes aria-required-children, whose ACT rule it is.
 */
export const listOwnedElementsRule: KlarsichtRule = {
  id: "ks-list-owned-elements",
  implements: { act: ["bc4a75"] },
  completes: "aria-required-children",
  wcag: ["1.3.1"],
  impact: "serious",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/bc4a75/proposed/",
  texts: {
    de: {
      help: "Eine Liste darf nur Listeneinträge enthalten",
      description:
        "Prüft Listen aus ul, ol und menu, die Screenreadern zugänglich sind: Jedes Element, das sie im Barrierefreiheitsbaum direkt enthalten, muss ein Listeneintrag sein (li oder die Rolle listitem).",
      fix: 'Setzen Sie jedes Element der Liste in ein <li>, oder geben Sie einem bloßen Hülle-Element role="none" und legen Sie die <li> hinein.',
      check: "Enthält die Liste im Barrierefreiheitsbaum nur Listeneinträge?",
    },
    en: {
      help: "A list may contain only list items",
      description:
        "Checks lists made of ul, ol and menu that screen readers can reach: every element they directly contain in the accessibility tree must be a list item (li or the listitem role).",
      fix: 'Put each element of the list into an <li>, or give a mere wrapper element role="none" and put the <li> elements into it.',
      check: "Does the list contain only list items in the accessibility tree?",
    },
  },
};

export const ariaRules = [prohibitedGlobalRule, listOwnedElementsRule] as const;
