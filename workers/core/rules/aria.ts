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

export const ariaRules = [prohibitedGlobalRule] as const;
