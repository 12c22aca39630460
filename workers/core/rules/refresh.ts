/**
 * The rule of the scanner's refresh check (workers/scanner/checks/refresh.ts) as data: axe-core's
 * meta-refresh rule completed where its published ACT rule does not apply to what axe flagged.
 */
import type { KlarsichtRule } from "./types";

export const firstRefreshRule: KlarsichtRule = {
  id: "ks-meta-refresh-not-first",
  implements: { act: ["bc659a"] },
  completes: "meta-refresh",
  wcag: ["2.2.1"],
  impact: "critical",
  helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/bc659a/",
  texts: {
    de: {
      help: "Eine automatische Weiterleitung oder Aktualisierung darf nicht zeitverzögert sein",
      description:
        'Prüft die meta-Elemente mit http-equiv="refresh", die axe-core meldete: Der Browser folgt nur dem ersten gültigen davon, jedes weitere ist wirkungslos und nicht betroffen.',
      fix: 'Leiten Sie sofort weiter (content="0; url=…") oder serverseitig, oder entfernen Sie die zeitverzögerte Aktualisierung.',
      check:
        "Öffnen Sie die Seite und warten Sie: Lädt sie sich nach einer Weile neu oder wechselt sie die Seite, ohne dass Sie es verhindern können?",
    },
    en: {
      help: "An automatic redirect or refresh must not be delayed",
      description:
        'Checks the meta elements with http-equiv="refresh" that axe-core reported: a browser follows only the first valid one, every further one has no effect and is not concerned.',
      fix: 'Redirect at once (content="0; url=…") or on the server, or remove the delayed refresh.',
      check:
        "Open the page and wait: does it reload or move to another page after a while, without a way to stop it?",
    },
  },
};

export const refreshRules = [firstRefreshRule] as const;
