/**
 * What the page code of several checks shares: axe-core's virtual tree, held while a check reads the
 * page, and the element facts taken from it. axe's accessible-name computation, visibility and role logic
 * are the tested ones, so checks use them instead of their own approximations.
 */
import { axe } from "./axe";

/**
 * Who uses axe's virtual tree now: the page calls reading at the same time and the runner's hold for the
 * read checks (holdAxeTree). Kept on window (of our world), where a second copy of the page code, evaluated
 * by the engine's fallback, would find it too.
 */
type SharedTree = { users: number; held: boolean };

function sharedTree(): SharedTree {
  const scope = window as unknown as { __klarsichtAxeTree?: SharedTree };
  if (!scope.__klarsichtAxeTree) scope.__klarsichtAxeTree = { users: 0, held: false };
  return scope.__klarsichtAxeTree;
}

/**
 * Runs `read` with axe's virtual tree built, and tears the tree down after it, unless other calls use it
 * at the same time or the runner holds it for the read checks: the last one out tears it down, so that
 * none pulls it from under another.
 */
export async function withAxeTree<T>(read: () => T | Promise<T>): Promise<T> {
  const shared = sharedTree();
  if (!axe()._tree) axe().setup(document);
  shared.users++;
  try {
    return await read();
  } finally {
    shared.users--;
    if (shared.users === 0 && !shared.held) axe().teardown();
  }
}

/**
 * Builds axe's virtual tree once for the read checks, which do not change the page: each of their page
 * calls then uses it and its caches (names, visibility) instead of building its own, 10–70 ms each on
 * our own pages. Released before the drive checks, which change focus and the viewport.
 */
export function holdAxeTree(): void {
  const shared = sharedTree();
  if (!axe()._tree) axe().setup(document);
  shared.held = true;
}

export function releaseAxeTree(): void {
  const shared = sharedTree();
  if (!shared.held) return;
  shared.held = false;
  if (shared.users === 0) axe().teardown();
}

/**
 * Elements outside axe's tree (added after it was built, inside a template) have no virtual node, which
 * axe's helpers need: to a check they are unknown, not a reason to fail.
 */
export function known(element: Element): boolean {
  return Boolean(axe().utils.getNodeFromTree(element));
}

/** A unique CSS selector (axe's). */
export function selector(element: Element): string {
  return axe().utils.getSelector(element);
}

/** The element's opening tag, for recognising it. */
export function html(element: Element): string {
  const open = element.outerHTML.match(/^<[^>]*>/);
  return open ? open[0] : String(element.outerHTML).slice(0, 300);
}

/** The accessible name. */
export function name(element: Element): string {
  const node = axe().utils.getNodeFromTree(element);
  return node ? axe().commons.text.accessibleTextVirtual(node) : "";
}

/** The ARIA role (explicit or implicit), or null. */
export function role(element: Element): string | null {
  return known(element) ? axe().commons.aria.getRole(element) || null : null;
}

/** Whether assistive technology sees it (not hidden, not aria-hidden). */
export function exposed(element: Element): boolean {
  return known(element) && axe().commons.dom.isVisibleToScreenReaders(element);
}

/** Whether it is visible on screen. */
export function visible(element: Element): boolean {
  return known(element) && axe().commons.dom.isVisibleOnScreen(element);
}

export function focusable(element: Element): boolean {
  return known(element) && axe().commons.dom.isFocusable(element);
}

export function inTabOrder(element: Element): boolean {
  return known(element) && axe().commons.dom.isInTabOrder(element);
}

/** The element at a selector, or null (also when the selector is not valid here). */
export function find(selectorText: string): Element | null {
  try {
    return document.querySelector(selectorText);
  } catch {
    return null;
  }
}

/** The elements of axe's virtual tree (shadow DOM included) that match a selector, in document order. */
export function allInTree(selectorText: string): Element[] {
  const tree = axe()._tree?.[0];
  return tree
    ? axe()
        .utils.querySelectorAll(tree, selectorText)
        .map((node) => node.actualNode as Element)
    : [];
}
