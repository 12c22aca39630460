/**
 * The rules of the scanner's focus-scope check (workers/scanner/checks/focus-scope.ts) as data: two of
 * axe-core's keyboard rules completed where their published ACT rule does not apply to what axe flagged.
 */
import type { KlarsichtRule } from "./types";

const act = (id: string) => `https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/`;

export const inertFrameRule: KlarsichtRule = {
  id: "ks-iframe-focusable-content-removed",
  implements: { act: ["akn7bn"] },
  completes: "frame-focusable-content",
  wcag: ["2.1.1"],
  impact: "serious",
  helpUrl: act("akn7bn"),
  texts: {
    de: {
      help: "iframes mit bedienbaren Elementen dürfen nicht aus der Tab-Reihenfolge genommen werden",
      description:
        "Prüft iframes mit negativem tabindex, in denen axe-core per Tab erreichbare Elemente fand: Ein iframe, das gerade inert ist (etwa hinter einem offenen modalen Dialog), ist nicht betroffen.",
      fix: 'Entfernen Sie tabindex="-1" vom iframe, oder nehmen Sie die bedienbaren Elemente darin ebenfalls aus der Tab-Reihenfolge.',
      check:
        "Drücken Sie Tab durch die Seite: Lassen sich die bedienbaren Elemente in diesem iframe erreichen?",
    },
    en: {
      help: "Iframes with interactive elements must not be removed from the tab order",
      description:
        "Checks iframes with a negative tabindex in which axe-core found elements reachable by Tab: an iframe that is inert at the moment (for example behind an open modal dialog) is not concerned.",
      fix: 'Remove tabindex="-1" from the iframe, or take the interactive elements inside it out of the tab order as well.',
      check: "Press Tab through the page: can the interactive elements in this iframe be reached?",
    },
  },
};

export const scrollableRegionRule: KlarsichtRule = {
  id: "ks-scrollable-region-unreachable",
  implements: { act: ["0ssw9k"] },
  completes: "scrollable-region-focusable",
  wcag: ["2.1.1", "2.1.3"],
  impact: "serious",
  helpUrl: act("0ssw9k"),
  texts: {
    de: {
      help: "Scrollbare Bereiche müssen per Tastatur erreichbar sein",
      description:
        "Prüft Bereiche, die axe-core als scrollbar ohne erreichbares Element meldete: Ein Bereich, der sich nicht weiter als um seinen Innenabstand (padding) scrollen lässt, ist nicht betroffen.",
      fix: 'Geben Sie dem Bereich tabindex="0" und einen Namen (aria-label), oder sorgen Sie dafür, dass ein Element darin per Tab erreichbar ist.',
      check:
        "Drücken Sie Tab: Erreichen Sie den Bereich oder ein Element darin, um ihn mit den Pfeiltasten zu scrollen?",
    },
    en: {
      help: "Scrollable regions must be reachable by keyboard",
      description:
        "Checks regions axe-core reported as scrollable without a reachable element: a region that scrolls no further than its padding is not concerned.",
      fix: 'Give the region tabindex="0" and a name (aria-label), or make sure an element inside it can be reached by Tab.',
      check: "Press Tab: do you reach the region or an element inside it, to scroll it with the arrow keys?",
    },
  },
};

export const focusScopeRules = [inertFrameRule, scrollableRegionRule] as const;
