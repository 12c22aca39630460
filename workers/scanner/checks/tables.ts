/**
 * Header cells that head nothing (ACT d0f69e, 1.3.1): every visible column or row header of a table or
 * grid in the accessibility tree must be assigned to at least one cell. axe-core only asks about it.
 *
 * HTML tables are read with the HTML standard's table model: "forming a table" (rows, row groups, column
 * groups, rowspan and colspan) and "the algorithm for assigning header cells" (scope, the automatic
 * column/row header decision, header blocks, the headers attribute that replaces a cell's implicit
 * headers, empty header cells never assigned). ARIA tables (rows and cells by role) go through the same
 * assignment with columnheader and rowheader as header cells. Where the structure is not fully in the
 * DOM (aria-owns, aria-rowindex and the like), the roles contradict the HTML model, the header is
 * empty, or the table has header cells only (the rule's assumptions: 1.3.1 may still be met), an
 * unassigned header is left to a person: needs review, never a violation.
 */

import { summaryInEach } from "#core/rules/summary";
import { tableRules } from "#core/rules/tables";
import type { HeaderVerdict } from "../page/tables";
import { callPage } from "../page-scripts";
import type { Check, CheckNode, RuleOutcome } from "./types";

export { tableRules } from "#core/rules/tables";

/** Upper bound on the slots the assignment may visit per page; giant tables beyond it are left to a person. */
const maxScanSteps = 3_000_000;

const summaries = {
  de: {
    fail: "Dieser Kopfzelle ist keine einzige Zelle der Tabelle zugeordnet: Unter bzw. neben ihr steht keine Zelle, oder die Zellen dort nennen sie in ihrem headers-Attribut nicht.",
    empty:
      "Diese Kopfzelle ist leer; eine leere Kopfzelle wird keiner Zelle zugeordnet. Soll sie Zellen beschreiben (dann braucht sie einen Text) oder ist sie eine leere Ecke, die eine Datenzelle (td) sein kann?",
    structure:
      "Dieser Kopfzelle ist nach dem, was im Dokument steht, keine Zelle zugeordnet, doch die Tabelle ist nicht ganz im Dokument oder ihre Rollen weichen vom Tabellenmodell ab. Beschreibt die Kopfzelle Zellen, und sind diese ihr für Hilfsmittel zugeordnet?",
    role: "Diese th-Zelle steht in einer Zeile und einer Spalte mit Datenzellen und ist daher weder Spalten- noch Zeilenüberschrift; keiner Zelle ist sie zugeordnet. Ist sie eine Überschrift (dann mit scope oder headers zuordnen) oder eine Datenzelle (dann td)?",
    headersOnly:
      "Diese Tabelle besteht nur aus Kopfzellen, daher ist dieser keine Datenzelle zugeordnet. Ist das eine vollständige Tabelle, oder fehlen die Zellen, die die Kopfzellen beschreiben?",
    size: "Diese Tabelle ist zu groß, um die Zuordnung in der verfügbaren Zeit ganz zu prüfen. Ist dieser Kopfzelle mindestens eine Zelle zugeordnet?",
  },
  en: {
    fail: "Not a single cell of the table is assigned to this header cell: no cell stands below or beside it, or the cells there do not list it in their headers attribute.",
    empty:
      "This header cell is empty; an empty header cell is assigned to no cell. Should it describe cells (then it needs a text), or is it an empty corner that can be a data cell (td)?",
    structure:
      "From what is in the document, no cell is assigned to this header cell, but the table is not entirely in the document or its roles differ from the table model. Does the header describe cells, and are they assigned to it for assistive technology?",
    role: "This th cell stands in a row and a column with data cells, so it is neither a column nor a row header; no cell is assigned to it. Is it a header (then assign it with scope or headers) or a data cell (then td)?",
    headersOnly:
      "This table consists of header cells only, so no data cell is assigned to this one. Is the table complete, or are the cells the headers describe missing?",
    size: "This table is too large to check the assignment completely in the time available. Is at least one cell assigned to this header cell?",
  },
} as const;

export const tablesCheck: Check = {
  name: "tables",
  rules: tableRules,
  kind: "read",
  budgetMs: 3_000,
  async run(context): Promise<RuleOutcome[]> {
    const facts = await callPage(context.evaluate, "tables", maxScanSteps);
    const node = (header: HeaderVerdict): CheckNode => ({
      selector: header.selector,
      html: header.html,
      ...summaryInEach(context.locale, (locale) => summaries[locale][header.verdict]),
    });
    return [
      {
        ruleId: "ks-table-header-without-cells",
        violations: facts.headers.filter((header) => header.verdict === "fail").map(node),
        needsReview: facts.headers.filter((header) => header.verdict !== "fail").map(node),
        applicable: facts.applicable > 0,
      },
    ];
  },
};
