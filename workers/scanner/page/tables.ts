/**
 * The page side of the tables check (checks/tables.ts): the HTML standard's table model and its
 * algorithm for assigning header cells, for HTML and ARIA tables.
 */
import type { VirtualNode } from "./axe";
import { axe } from "./axe";
import { allInTree, exposed, html, role, selector, visible, withAxeTree } from "./helpers";

/** Why a header was left to a person. */
export type ReviewReason = "empty" | "structure" | "role" | "size" | "headersOnly";
export type HeaderVerdict = { selector: string; html: string; verdict: "fail" | ReviewReason };
export type TableFacts = { applicable: number; headers: HeaderVerdict[] };

type Cell = {
  el: Element;
  x: number;
  y: number;
  w: number;
  h: number;
  header: boolean;
  group: number;
  kind: string;
  colGroup?: number;
  conflict?: boolean;
};
type Slot = Cell | Cell[];
/**
 * Cells with their slots, a grid of slots (a slot covered twice holds an array), and whether the DOM
 * shows the whole structure.
 */
type Model = {
  cells: Cell[];
  byElement: Map<Element, Cell>;
  grid: (Slot | undefined)[][];
  width: number;
  height: number;
  rowGroups: Element[];
  colGroups: { start: number; end: number }[];
  uncertain: boolean;
  headersAttribute?: boolean;
  groupHeaders?: Cell[];
};

const tableRoles = new Set(["table", "grid", "treegrid"]);
const headerRoles = new Set(["columnheader", "rowheader"]);
const cellRoles = new Set(["cell", "gridcell", "columnheader", "rowheader"]);
const xhtml = "http://www.w3.org/1999/xhtml";

const has = (roles: Set<string>, value: string | null) => value !== null && roles.has(value);

function explicitRole(element: Element): string {
  return (element.getAttribute("role") || "").trim().toLowerCase().split(/\s+/)[0] || "";
}

function isHtml(element: Element, name: string): boolean {
  return element.namespaceURI === xhtml && element.localName === name;
}

function closestTable(element: Element): Element | null {
  const node = axe().utils.getNodeFromTree(element);
  for (let parent = node?.parent; parent; parent = parent.parent) {
    if (parent.actualNode.nodeType === 1 && has(tableRoles, role(parent.actualNode as Element))) {
      return parent.actualNode as Element;
    }
  }
  return null;
}

/** The HTML standard: a cell with no element children and only white space is empty. */
function isEmpty(element: Element): boolean {
  return element.children.length === 0 && (element.textContent || "").trim() === "";
}

function newModel(): Model {
  return {
    cells: [],
    byElement: new Map(),
    grid: [],
    width: 0,
    height: 0,
    rowGroups: [],
    colGroups: [],
    uncertain: false,
  };
}

function gridRow(model: Model, y: number): (Slot | undefined)[] {
  let row = model.grid[y];
  if (!row) {
    row = [];
    model.grid[y] = row;
  }
  return row;
}

function place(model: Model, cell: Cell): void {
  model.cells.push(cell);
  model.byElement.set(cell.el, cell);
  for (let y = cell.y; y < cell.y + cell.h; y++) {
    const row = gridRow(model, y);
    for (let x = cell.x; x < cell.x + cell.w; x++) {
      const slot = row[x];
      row[x] = slot === undefined ? cell : ([] as Cell[]).concat(slot, cell);
    }
  }
  if (model.width < cell.x + cell.w) model.width = cell.x + cell.w;
  if (model.height < cell.y + cell.h) model.height = cell.y + cell.h;
}

function covered(model: Model, x: number, y: number): boolean {
  return model.grid[y]?.[x] !== undefined;
}

/** "Forming a table" from the HTML standard. */
function htmlModel(table: Element): Model {
  const model = newModel();
  const quirks = document.compatMode === "BackCompat";
  let ycurrent = 0;
  let growing: Cell[] = [];
  let rowsStarted = false;
  const expectRole = (element: Element, roles: string[]) => {
    const explicit = explicitRole(element);
    if (explicit !== "" && roles.indexOf(explicit) === -1) model.uncertain = true;
  };
  const processRow = (tr: Element, group: number) => {
    expectRole(tr, ["row"]);
    if (model.height === ycurrent) model.height++;
    let xcurrent = 0;
    for (const el of Array.from(tr.children)) {
      const header = isHtml(el, "th");
      if (!header && !isHtml(el, "td")) continue;
      while (xcurrent < model.width && covered(model, xcurrent, ycurrent)) xcurrent++;
      const tableCell = el as HTMLTableCellElement;
      const colspan = tableCell.colSpan > 0 ? tableCell.colSpan : 1;
      let rowspan = tableCell.rowSpan;
      const grows = rowspan === 0 && !quirks;
      if (rowspan < 1) rowspan = 1;
      const cell: Cell = {
        el,
        x: xcurrent,
        y: ycurrent,
        w: colspan,
        h: rowspan,
        header,
        group,
        kind: "data",
      };
      place(model, cell);
      if (grows) growing.push(cell);
      xcurrent += colspan;
      expectRole(el, header ? ["columnheader", "rowheader", "cell", "gridcell"] : ["cell", "gridcell"]);
    }
    ycurrent++;
  };
  // Cells with rowspan="0" reach to the end of their row group.
  const endRowGroup = () => {
    for (const cell of growing) {
      const extra = { x: cell.x, y: cell.y + cell.h, w: cell.w, h: model.height - cell.y - cell.h };
      if (extra.h <= 0) continue;
      for (let y = extra.y; y < extra.y + extra.h; y++) {
        const row = gridRow(model, y);
        for (let x = extra.x; x < extra.x + extra.w; x++) {
          const slot = row[x];
          row[x] = slot === undefined ? cell : ([] as Cell[]).concat(slot, cell);
        }
      }
      cell.h += extra.h;
    }
    growing = [];
    ycurrent = model.height;
  };
  const processRowGroup = (section: Element) => {
    expectRole(section, ["rowgroup"]);
    const group = model.rowGroups.length;
    model.rowGroups.push(section);
    for (const child of Array.from(section.children)) {
      if (isHtml(child, "tr")) processRow(child, group);
    }
    endRowGroup();
  };
  const footers: Element[] = [];
  for (const child of Array.from(table.children)) {
    if (child.namespaceURI !== xhtml) continue;
    const name = child.localName;
    if (name === "colgroup" && !rowsStarted) {
      const start = model.width;
      const cols = Array.from(child.children).filter((col) => isHtml(col, "col")) as HTMLTableColElement[];
      const ownSpan = (child as HTMLTableColElement).span;
      const span =
        cols.length > 0
          ? cols.reduce((sum, col) => sum + (col.span > 0 ? col.span : 1), 0)
          : ownSpan > 0
            ? ownSpan
            : 1;
      model.width += span;
      model.colGroups.push({ start, end: start + span });
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
  const dataInRow: boolean[] = [];
  const dataInColumn: boolean[] = [];
  for (const cell of model.cells) {
    if (cell.header) continue;
    for (let y = cell.y; y < cell.y + cell.h; y++) dataInRow[y] = true;
    for (let x = cell.x; x < cell.x + cell.w; x++) dataInColumn[x] = true;
  }
  const anyOf = (flags: boolean[], from: number, count: number) => {
    for (let k = from; k < from + count; k++) if (flags[k]) return true;
    return false;
  };
  const colGroupOf = (cell: Cell) => {
    cell.colGroup = -1;
    model.colGroups.forEach((group, index) => {
      if (cell.x >= group.start && cell.x < group.end) cell.colGroup = index;
    });
  };
  for (const cell of model.cells) {
    if (!cell.header) continue;
    const scope = (cell.el.getAttribute("scope") || "").trim().toLowerCase();
    if (scope === "col" || scope === "row" || scope === "colgroup" || scope === "rowgroup") cell.kind = scope;
    else if (!anyOf(dataInRow, cell.y, cell.h)) cell.kind = "col";
    else if (!anyOf(dataInColumn, cell.x, cell.w)) cell.kind = "row";
    else cell.kind = "none";
    colGroupOf(cell);
    // An explicit role that points the other way than the table model leaves the header to a person.
    const explicit = explicitRole(cell.el);
    if (explicit === "columnheader" && cell.kind !== "col" && cell.kind !== "colgroup") cell.conflict = true;
    if (explicit === "rowheader" && cell.kind !== "row" && cell.kind !== "rowgroup") cell.conflict = true;
  }
  for (const cell of model.cells) if (!cell.header) colGroupOf(cell);
  model.headersAttribute = true;
  return model;
}

function dynamic(element: Element): boolean {
  return (
    element.hasAttribute("aria-owns") ||
    element.hasAttribute("aria-rowindex") ||
    element.hasAttribute("aria-colindex") ||
    element.hasAttribute("aria-rowcount") ||
    element.hasAttribute("aria-colcount")
  );
}

/** An ARIA table: rows owned by the table (directly or through row groups), cells owned by the rows. */
function ariaModel(table: Element): Model {
  const model = newModel();
  const rows: { vnode: VirtualNode; group: number }[] = [];
  if (dynamic(table)) model.uncertain = true;
  const collectRows = (vnode: VirtualNode, group: number) => {
    for (const child of vnode.children) {
      const el = child.actualNode as Element;
      if (el.nodeType !== 1) continue;
      if (dynamic(el)) model.uncertain = true;
      const childRole = role(el);
      if (has(tableRoles, childRole)) continue;
      if (childRole === "row") {
        rows.push({ vnode: child, group });
        continue;
      }
      if (childRole === "rowgroup") {
        model.rowGroups.push(el);
        collectRows(child, model.rowGroups.length - 1);
        continue;
      }
      collectRows(child, group);
    }
  };
  const tableNode = axe().utils.getNodeFromTree(table);
  if (tableNode) collectRows(tableNode, -1);
  const collectCells = (vnode: VirtualNode, cells: { el: Element; role: string }[]) => {
    for (const child of vnode.children) {
      const el = child.actualNode as Element;
      if (el.nodeType !== 1) continue;
      if (dynamic(el)) model.uncertain = true;
      const childRole = role(el);
      if (has(tableRoles, childRole) || childRole === "row") {
        model.uncertain = true;
        continue;
      }
      if (childRole !== null && cellRoles.has(childRole)) {
        cells.push({ el, role: childRole });
        continue;
      }
      collectCells(child, cells);
    }
  };
  const span = (el: Element, name: string) => {
    const value = parseInt(el.getAttribute(name) || "1", 10);
    if (!(value >= 1)) {
      if (el.hasAttribute(name)) model.uncertain = true;
      return 1;
    }
    return Math.min(value, 1000);
  };
  rows.forEach((row, y) => {
    const cells: { el: Element; role: string }[] = [];
    collectCells(row.vnode, cells);
    let x = 0;
    for (const found of cells) {
      while (covered(model, x, y)) x++;
      const header = headerRoles.has(found.role);
      const cell: Cell = {
        el: found.el,
        x,
        y,
        w: span(found.el, "aria-colspan"),
        h: span(found.el, "aria-rowspan"),
        header,
        group: row.group,
        colGroup: -1,
        kind: found.role === "columnheader" ? "col" : found.role === "rowheader" ? "row" : "data",
      };
      place(model, cell);
      x += cell.w;
    }
    if (model.height < y + 1) model.height = y + 1;
  });
  model.headersAttribute = false;
  return model;
}

/** Which header cells are assigned to no cell, per table; at most `maxScanSteps` slots visited. */
export function tables(maxScanSteps: number): Promise<TableFacts> {
  return withAxeTree(() => {
    if (!axe()._tree?.[0]) return { applicable: 0, headers: [] };
    // The HTML standard's "algorithm for assigning header cells" for one principal cell.
    let steps = 0;
    const scan = (
      model: Model,
      principal: Cell,
      list: Cell[],
      startX: number,
      startY: number,
      dx: number,
      dy: number,
    ) => {
      let x = startX;
      let y = startY;
      let opaque: Cell[] = [];
      let inBlock = principal.header;
      let block: Cell[] = principal.header ? [principal] : [];
      for (;;) {
        x += dx;
        y += dy;
        if (x < 0 || y < 0) return;
        steps++;
        const slot = model.grid[y]?.[x];
        if (slot === undefined || Array.isArray(slot)) continue;
        if (slot.header) {
          inBlock = true;
          block.push(slot);
          let blocked = false;
          if (dx === 0) {
            if (opaque.some((o) => o.x === slot.x && o.w === slot.w)) blocked = true;
            if (slot.kind !== "col") blocked = true;
          } else {
            if (opaque.some((o) => o.y === slot.y && o.h === slot.h)) blocked = true;
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
    const headersOf = (model: Model, principal: Cell) => {
      const list: Cell[] = [];
      const el = principal.el;
      if (model.headersAttribute && el.hasAttribute("headers")) {
        const root = el.getRootNode() as Partial<NonElementParentNode>;
        for (const id of (el.getAttribute("headers") || "").split(/[\t\n\f\r ]+/)) {
          if (id === "" || typeof root.getElementById !== "function") continue;
          const referenced = root.getElementById(id);
          const target = referenced ? model.byElement.get(referenced) : undefined;
          if (target) list.push(target);
        }
      } else {
        for (let y = principal.y; y < principal.y + principal.h; y++) {
          scan(model, principal, list, principal.x, y, -1, 0);
        }
        for (let x = principal.x; x < principal.x + principal.w; x++) {
          scan(model, principal, list, x, principal.y, 0, -1);
        }
        const right = principal.x + principal.w - 1;
        const bottom = principal.y + principal.h - 1;
        if (!model.groupHeaders) {
          model.groupHeaders = model.cells.filter(
            (cell) => cell.kind === "rowgroup" || cell.kind === "colgroup",
          );
        }
        for (const cell of model.groupHeaders) {
          if (cell.x > right || cell.y > bottom) continue;
          if (cell.kind === "rowgroup" && principal.group >= 0 && cell.group === principal.group)
            list.push(cell);
          if (
            cell.kind === "colgroup" &&
            (principal.colGroup ?? -1) >= 0 &&
            cell.colGroup === principal.colGroup
          ) {
            list.push(cell);
          }
        }
      }
      return list.filter((cell) => cell !== principal && !isEmpty(cell.el));
    };

    // The rule's targets, per closest table.
    let applicable = 0;
    const targetsByTable = new Map<Element, Element[]>();
    for (const el of allInTree("th, [role]")) {
      if (!has(headerRoles, role(el)) || !visible(el) || !exposed(el)) continue;
      const table = closestTable(el);
      if (!table || !exposed(table)) continue;
      applicable++;
      const targets = targetsByTable.get(table);
      if (targets) targets.push(el);
      else targetsByTable.set(table, [el]);
    }

    const headers: HeaderVerdict[] = [];
    const verdict = (el: Element, value: HeaderVerdict["verdict"]) => {
      headers.push({ selector: selector(el), html: html(el), verdict: value });
    };
    targetsByTable.forEach((targets, table) => {
      const model = isHtml(table, "table") ? htmlModel(table) : ariaModel(table);
      const open = new Map<Cell, { toCell: boolean; toOther: boolean }>();
      for (const el of targets) {
        const cell = model.byElement.get(el);
        // A td with a header role is no header cell of the HTML model, but the headers attribute of
        // other cells may still name it.
        if (!cell) verdict(el, "structure");
        else open.set(cell, { toCell: false, toOther: false });
      }
      let pending = open.size;
      let finished = true;
      for (let i = 0; i < model.cells.length && pending > 0; i++) {
        if (steps > maxScanSteps) {
          finished = false;
          break;
        }
        const principal = model.cells[i] as Cell;
        let principalRole: string | null = null;
        for (const header of headersOf(model, principal)) {
          const state = open.get(header);
          if (!state || state.toCell) continue;
          if (principalRole === null) principalRole = role(principal.el) || "";
          if (cellRoles.has(principalRole)) {
            state.toCell = true;
            pending--;
          } else state.toOther = true;
        }
      }
      open.forEach((state, cell) => {
        if (state.toCell) return;
        if (isEmpty(cell.el)) verdict(cell.el, "empty");
        else if (model.uncertain || cell.conflict || state.toOther || !cell.header)
          verdict(cell.el, "structure");
        else if (!model.cells.some((other) => !other.header)) verdict(cell.el, "headersOnly");
        else if (cell.kind === "none" && explicitRole(cell.el) === "") verdict(cell.el, "role");
        else if (!finished) verdict(cell.el, "size");
        else verdict(cell.el, "fail");
      });
    });
    return { applicable, headers };
  });
}
