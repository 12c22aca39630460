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
import { inPage } from "./page-helpers";
import type { Check, CheckNode, RuleOutcome } from "./types";

export { tableRules } from "#core/rules/tables";

/** Why a header was left to a person. */
type ReviewReason = "empty" | "structure" | "role" | "size" | "headersOnly";
type HeaderVerdict = { selector: string; html: string; verdict: "fail" | ReviewReason };
type TableFacts = { applicable: number; headers: HeaderVerdict[] };

/** Upper bound on the slots the assignment may visit per page; giant tables beyond it are left to a person. */
const maxScanSteps = 3_000_000;

const tablesScript = inPage(`
  var tree = axe._tree && axe._tree[0];
  if (!tree) return { applicable: 0, headers: [] };
  var all = function (selector) {
    return axe.utils.querySelectorAll(tree, selector).map(function (node) { return node.actualNode; });
  };
  var tableRoles = { table: 1, grid: 1, treegrid: 1 };
  var headerRoles = { columnheader: 1, rowheader: 1 };
  var cellRoles = { cell: 1, gridcell: 1, columnheader: 1, rowheader: 1 };
  var html = "http://www.w3.org/1999/xhtml";
  var explicitRole = function (el) {
    return (el.getAttribute("role") || "").trim().toLowerCase().split(/\\s+/)[0] || "";
  };
  var isHtml = function (el, name) { return el.namespaceURI === html && el.localName === name; };
  var closestTable = function (el) {
    var node = axe.utils.getNodeFromTree(el);
    for (var parent = node && node.parent; parent; parent = parent.parent) {
      if (parent.actualNode.nodeType === 1 && tableRoles[ks.role(parent.actualNode)]) return parent.actualNode;
    }
    return null;
  };
  // The HTML standard: a cell with no element children and only white space is empty.
  var isEmpty = function (el) { return el.children.length === 0 && (el.textContent || "").trim() === ""; };

  // A model: cells with their slots, a grid of slots (a slot covered twice holds an array), and whether
  // the DOM shows the whole structure.
  var newModel = function () {
    return { cells: [], byElement: new Map(), grid: [], width: 0, height: 0, rowGroups: [], colGroups: [], uncertain: false };
  };
  var place = function (model, cell) {
    model.cells.push(cell);
    model.byElement.set(cell.el, cell);
    for (var y = cell.y; y < cell.y + cell.h; y++) {
      var row = model.grid[y] || (model.grid[y] = []);
      for (var x = cell.x; x < cell.x + cell.w; x++) {
        var slot = row[x];
        row[x] = slot === undefined ? cell : [].concat(slot, cell);
      }
    }
    if (model.width < cell.x + cell.w) model.width = cell.x + cell.w;
    if (model.height < cell.y + cell.h) model.height = cell.y + cell.h;
  };
  var covered = function (model, x, y) { return !!(model.grid[y] && model.grid[y][x] !== undefined); };

  // "Forming a table" from the HTML standard.
  var htmlModel = function (table) {
    var model = newModel();
    var quirks = document.compatMode === "BackCompat";
    var ycurrent = 0;
    var growing = [];
    var rowsStarted = false;
    var expectRole = function (el, roles) {
      var role = explicitRole(el);
      if (role !== "" && roles.indexOf(role) === -1) model.uncertain = true;
    };
    var processRow = function (tr, group) {
      expectRole(tr, ["row"]);
      if (model.height === ycurrent) model.height++;
      var xcurrent = 0;
      for (var i = 0; i < tr.children.length; i++) {
        var el = tr.children[i];
        var header = isHtml(el, "th");
        if (!header && !isHtml(el, "td")) continue;
        while (xcurrent < model.width && covered(model, xcurrent, ycurrent)) xcurrent++;
        var colspan = el.colSpan > 0 ? el.colSpan : 1;
        var rowspan = el.rowSpan;
        var grows = rowspan === 0 && !quirks;
        if (rowspan < 1) rowspan = 1;
        var cell = { el: el, x: xcurrent, y: ycurrent, w: colspan, h: rowspan, header: header, group: group, kind: "data" };
        place(model, cell);
        if (grows) growing.push(cell);
        xcurrent += colspan;
        expectRole(el, header ? ["columnheader", "rowheader", "cell", "gridcell"] : ["cell", "gridcell"]);
      }
      ycurrent++;
    };
    // Cells with rowspan="0" reach to the end of their row group.
    var endRowGroup = function () {
      growing.forEach(function (cell) {
        var extra = { el: cell.el, x: cell.x, y: cell.y + cell.h, w: cell.w, h: model.height - cell.y - cell.h };
        if (extra.h <= 0) return;
        for (var y = extra.y; y < extra.y + extra.h; y++) {
          var row = model.grid[y] || (model.grid[y] = []);
          for (var x = extra.x; x < extra.x + extra.w; x++) row[x] = row[x] === undefined ? cell : [].concat(row[x], cell);
        }
        cell.h += extra.h;
      });
      growing = [];
      ycurrent = model.height;
    };
    var processRowGroup = function (section) {
      expectRole(section, ["rowgroup"]);
      var group = model.rowGroups.length;
      model.rowGroups.push(section);
      for (var i = 0; i < section.children.length; i++) {
        if (isHtml(section.children[i], "tr")) processRow(section.children[i], group);
      }
      endRowGroup();
    };
    var footers = [];
    for (var i = 0; i < table.children.length; i++) {
      var child = table.children[i];
      if (child.namespaceURI !== html) continue;
      var name = child.localName;
      if (name === "colgroup" && !rowsStarted) {
        var start = model.width;
        var cols = Array.prototype.filter.call(child.children, function (col) { return isHtml(col, "col"); });
        var span = cols.length > 0
          ? cols.reduce(function (sum, col) { return sum + (col.span > 0 ? col.span : 1); }, 0)
          : (child.span > 0 ? child.span : 1);
        model.width += span;
        model.colGroups.push({ start: start, end: start + span });
      } else if (name === "tr") {
        rowsStarted = true;
        processRow(child, -1);
      } else if (name === "thead" || name === "tbody") {
        rowsStarted = true;
        endRowGroup();
        processRowGroup(child);
      } else if (name === "tfoot") {
        rowsStarted = true;
        footers.push(child);
      }
    }
    endRowGroup();
    footers.forEach(processRowGroup);

    // Which header cells head columns, rows or groups (scope, or its automatic state).
    var dataInRow = [];
    var dataInColumn = [];
    model.cells.forEach(function (cell) {
      if (cell.header) return;
      for (var y = cell.y; y < cell.y + cell.h; y++) dataInRow[y] = true;
      for (var x = cell.x; x < cell.x + cell.w; x++) dataInColumn[x] = true;
    });
    var any = function (flags, from, count) {
      for (var k = from; k < from + count; k++) if (flags[k]) return true;
      return false;
    };
    model.cells.forEach(function (cell) {
      if (!cell.header) return;
      var scope = (cell.el.getAttribute("scope") || "").trim().toLowerCase();
      if (scope === "col" || scope === "row" || scope === "colgroup" || scope === "rowgroup") cell.kind = scope;
      else if (!any(dataInRow, cell.y, cell.h)) cell.kind = "col";
      else if (!any(dataInColumn, cell.x, cell.w)) cell.kind = "row";
      else cell.kind = "none";
      cell.colGroup = -1;
      model.colGroups.forEach(function (group, index) {
        if (cell.x >= group.start && cell.x < group.end) cell.colGroup = index;
      });
      // An explicit role that points the other way than the table model leaves the header to a person.
      var role = explicitRole(cell.el);
      if (role === "columnheader" && cell.kind !== "col" && cell.kind !== "colgroup") cell.conflict = true;
      if (role === "rowheader" && cell.kind !== "row" && cell.kind !== "rowgroup") cell.conflict = true;
    });
    model.cells.forEach(function (cell) {
      if (cell.header) return;
      cell.colGroup = -1;
      model.colGroups.forEach(function (group, index) {
        if (cell.x >= group.start && cell.x < group.end) cell.colGroup = index;
      });
    });
    model.headersAttribute = true;
    return model;
  };

  // An ARIA table: rows owned by the table (directly or through row groups), cells owned by the rows.
  var ariaModel = function (table) {
    var model = newModel();
    var rows = [];
    var dynamic = function (el) {
      return el.hasAttribute("aria-owns") || el.hasAttribute("aria-rowindex") || el.hasAttribute("aria-colindex") ||
        el.hasAttribute("aria-rowcount") || el.hasAttribute("aria-colcount");
    };
    if (dynamic(table)) model.uncertain = true;
    var collectRows = function (vnode, group) {
      vnode.children.forEach(function (child) {
        var el = child.actualNode;
        if (el.nodeType !== 1) return;
        if (dynamic(el)) model.uncertain = true;
        var role = ks.role(el);
        if (tableRoles[role]) return;
        if (role === "row") { rows.push({ vnode: child, group: group }); return; }
        if (role === "rowgroup") {
          model.rowGroups.push(el);
          collectRows(child, model.rowGroups.length - 1);
          return;
        }
        collectRows(child, group);
      });
    };
    collectRows(axe.utils.getNodeFromTree(table), -1);
    var collectCells = function (vnode, cells) {
      vnode.children.forEach(function (child) {
        var el = child.actualNode;
        if (el.nodeType !== 1) return;
        if (dynamic(el)) model.uncertain = true;
        var role = ks.role(el);
        if (tableRoles[role] || role === "row") { model.uncertain = true; return; }
        if (cellRoles[role]) { cells.push({ el: el, role: role }); return; }
        collectCells(child, cells);
      });
    };
    var span = function (el, name) {
      var value = parseInt(el.getAttribute(name) || "1", 10);
      if (!(value >= 1)) { if (el.hasAttribute(name)) model.uncertain = true; return 1; }
      return Math.min(value, 1000);
    };
    rows.forEach(function (row, y) {
      var cells = [];
      collectCells(row.vnode, cells);
      var x = 0;
      cells.forEach(function (found) {
        while (covered(model, x, y)) x++;
        var header = !!headerRoles[found.role];
        var cell = {
          el: found.el, x: x, y: y, w: span(found.el, "aria-colspan"), h: span(found.el, "aria-rowspan"),
          header: header, group: row.group, colGroup: -1,
          kind: found.role === "columnheader" ? "col" : found.role === "rowheader" ? "row" : "data",
        };
        place(model, cell);
        x += cell.w;
      });
      if (model.height < y + 1) model.height = y + 1;
    });
    model.headersAttribute = false;
    return model;
  };

  // The HTML standard's "algorithm for assigning header cells" for one principal cell.
  var steps = 0;
  var scan = function (model, principal, list, x, y, dx, dy) {
    var opaque = [];
    var inBlock = principal.header;
    var block = principal.header ? [principal] : [];
    for (;;) {
      x += dx;
      y += dy;
      if (x < 0 || y < 0) return;
      steps++;
      var slot = model.grid[y] && model.grid[y][x];
      if (slot === undefined || Array.isArray(slot)) continue;
      if (slot.header) {
        inBlock = true;
        block.push(slot);
        var blocked = false;
        if (dx === 0) {
          if (opaque.some(function (o) { return o.x === slot.x && o.w === slot.w; })) blocked = true;
          if (slot.kind !== "col") blocked = true;
        } else {
          if (opaque.some(function (o) { return o.y === slot.y && o.h === slot.h; })) blocked = true;
          if (slot.kind !== "row") blocked = true;
        }
        if (!blocked) list.push(slot);
      } else if (inBlock) {
        inBlock = false;
        opaque = opaque.concat(block);
        block = [];
      }
    }
  };
  var headersOf = function (model, principal) {
    var list = [];
    var el = principal.el;
    if (model.headersAttribute && el.hasAttribute("headers")) {
      var root = el.getRootNode();
      (el.getAttribute("headers") || "").split(/[\\t\\n\\f\\r ]+/).forEach(function (id) {
        if (id === "" || typeof root.getElementById !== "function") return;
        var target = model.byElement.get(root.getElementById(id));
        if (target) list.push(target);
      });
    } else {
      var y;
      for (y = principal.y; y < principal.y + principal.h; y++) scan(model, principal, list, principal.x, y, -1, 0);
      for (var x = principal.x; x < principal.x + principal.w; x++) scan(model, principal, list, x, principal.y, 0, -1);
      var right = principal.x + principal.w - 1;
      var bottom = principal.y + principal.h - 1;
      if (!model.groupHeaders) {
        model.groupHeaders = model.cells.filter(function (cell) {
          return cell.kind === "rowgroup" || cell.kind === "colgroup";
        });
      }
      model.groupHeaders.forEach(function (cell) {
        if (cell.x > right || cell.y > bottom) return;
        if (cell.kind === "rowgroup" && principal.group >= 0 && cell.group === principal.group) list.push(cell);
        if (cell.kind === "colgroup" && principal.colGroup >= 0 && cell.colGroup === principal.colGroup) list.push(cell);
      });
    }
    return list.filter(function (cell) { return cell !== principal && !isEmpty(cell.el); });
  };

  // The rule's targets, per closest table.
  var applicable = 0;
  var targetsByTable = new Map();
  all("th, [role]").forEach(function (el) {
    if (!headerRoles[ks.role(el)] || !ks.visible(el) || !ks.exposed(el)) return;
    var table = closestTable(el);
    if (!table || !ks.exposed(table)) return;
    applicable++;
    if (!targetsByTable.has(table)) targetsByTable.set(table, []);
    targetsByTable.get(table).push(el);
  });

  var headers = [];
  var verdict = function (el, value) { headers.push({ selector: ks.selector(el), html: ks.html(el), verdict: value }); };
  targetsByTable.forEach(function (targets, table) {
    var model = isHtml(table, "table") ? htmlModel(table) : ariaModel(table);
    var open = new Map();
    targets.forEach(function (el) {
      var cell = model.byElement.get(el);
      // A td with a header role is no header cell of the HTML model, but the headers attribute of
      // other cells may still name it.
      if (!cell) verdict(el, "structure");
      else open.set(cell, { toCell: false, toOther: false });
    });
    var pending = open.size;
    var finished = true;
    for (var i = 0; i < model.cells.length && pending > 0; i++) {
      if (steps > ${maxScanSteps}) { finished = false; break; }
      var principal = model.cells[i];
      var role = null;
      headersOf(model, principal).forEach(function (header) {
        var state = open.get(header);
        if (!state || state.toCell) return;
        if (role === null) role = ks.role(principal.el) || "";
        if (cellRoles[role]) { state.toCell = true; pending--; }
        else state.toOther = true;
      });
    }
    open.forEach(function (state, cell) {
      if (state.toCell) return;
      if (isEmpty(cell.el)) verdict(cell.el, "empty");
      else if (model.uncertain || cell.conflict || state.toOther || !cell.header) verdict(cell.el, "structure");
      else if (!model.cells.some(function (other) { return !other.header; })) verdict(cell.el, "headersOnly");
      else if (cell.kind === "none" && explicitRole(cell.el) === "") verdict(cell.el, "role");
      else if (!finished) verdict(cell.el, "size");
      else verdict(cell.el, "fail");
    });
  });
  return { applicable: applicable, headers: headers };
`);

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
    const facts = (await context.evaluate(tablesScript)) as TableFacts;
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
