/**
 * The rules of the scanner's tables check (workers/scanner/checks/tables.ts) as data: ids, the published
 * rules they implement, criteria and their texts in each report language.
 */
import type { KlarsichtRule } from "./types";

export const tableRules = [
  {
    id: "ks-table-header-without-cells",
    implements: { act: ["d0f69e"] },
    wcag: ["1.3.1"],
    impact: "serious",
    helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/d0f69e/",
    texts: {
      de: {
        barrier:
          "In Tabellen gehören Überschriften zu keiner Zelle; Screenreader können die Tabelle nicht richtig vorlesen.",
        help: "Jede Kopfzelle einer Tabelle gehört zu mindestens einer Zelle",
        description:
          "Prüft nach dem Tabellenmodell von HTML (Zeilen, Spalten, scope, headers) und den ARIA-Rollen, ob jede sichtbare Spalten- oder Zeilenüberschrift einer Tabelle mindestens einer Zelle zugeordnet ist.",
        fix: "Ergänzen Sie die Zellen, die zu dieser Überschrift gehören, oder machen Sie die Zelle zu einer normalen Datenzelle (td statt th). Wenn Zellen ein headers-Attribut haben, nennen Sie darin auch die ID dieser Überschrift.",
        check:
          "Prüfen Sie, ob diese Kopfzelle Zellen der Tabelle beschreibt und ob diese Zellen ihr zugeordnet sind.",
      },
      en: {
        barrier: "In tables, headers belong to no cell; screen readers cannot read the table correctly.",
        help: "Every header cell of a table belongs to at least one cell",
        description:
          "Checks with HTML's table model (rows, columns, scope, headers) and the ARIA roles whether every visible column or row header of a table is assigned to at least one cell.",
        fix: "Add the cells that belong to this header, or make the cell an ordinary data cell (td instead of th). Where cells have a headers attribute, list this header's ID in it too.",
        check:
          "Check whether this header cell describes cells of the table and whether those cells are assigned to it.",
      },
    },
  },
] as const satisfies readonly KlarsichtRule[];
