/**
 * Page-side helpers for checks, as a JavaScript string (see page-scripts.ts for why strings). They run in
 * our isolated world, where axe-core is loaded: its accessible-name computation, visibility and role
 * logic are the tested ones, so checks use them instead of their own approximations.
 */

/**
 * Wraps a check's page script: `body` is the body of a function that returns the check's result and may
 * use the helpers below. axe's virtual tree is built for the call and torn down after it, unless other
 * calls use it at the same time or the runner holds it for the read checks (holdAxeTreeScript).
 *
 * - ks.selector(el): a unique CSS selector (axe's)
 * - ks.html(el): the element's opening tag, for recognising it
 * - ks.name(el): the accessible name
 * - ks.role(el): the ARIA role (explicit or implicit), or null
 * - ks.exposed(el): whether assistive technology sees it (not hidden, not aria-hidden)
 * - ks.visible(el): whether it is visible on screen
 * - ks.focusable(el), ks.inTabOrder(el)
 */
export function inPage(body: string): string {
  return `(async function () {
  var axe = window.axe;
  // One tree for the scripts that read the page at the same time (and for all read checks while the
  // runner holds it): the last one out tears it down, so that none pulls it from under another.
  var shared = window.__klarsichtAxeTree || (window.__klarsichtAxeTree = { users: 0, held: false });
  if (!axe._tree) axe.setup(document);
  shared.users++;
  try {
    // Elements outside axe's tree (added after it was built, inside a template) have no virtual node,
    // which axe's helpers need: to a check they are unknown, not a reason to fail.
    var known = function (el) { return Boolean(axe.utils.getNodeFromTree(el)); };
    var ks = {
      selector: function (el) { return axe.utils.getSelector(el); },
      html: function (el) {
        var open = el.outerHTML.match(/^<[^>]*>/);
        return open ? open[0] : String(el.outerHTML).slice(0, 300);
      },
      name: function (el) {
        var node = axe.utils.getNodeFromTree(el);
        return node ? axe.commons.text.accessibleTextVirtual(node) : "";
      },
      role: function (el) { return known(el) ? axe.commons.aria.getRole(el) || null : null; },
      exposed: function (el) { return known(el) && axe.commons.dom.isVisibleToScreenReaders(el); },
      visible: function (el) { return known(el) && axe.commons.dom.isVisibleOnScreen(el); },
      focusable: function (el) { return known(el) && axe.commons.dom.isFocusable(el); },
      inTabOrder: function (el) { return known(el) && axe.commons.dom.isInTabOrder(el); },
    };
    return await (async function () {
${body}
    })();
  } finally {
    shared.users--;
    if (shared.users === 0 && !shared.held) axe.teardown();
  }
})()`;
}

/**
 * Builds axe's virtual tree once for the read checks, which do not change the page: each of their page
 * scripts then uses it and its caches (names, visibility) instead of building its own, 10–70 ms each on
 * our own pages. Released before the drive checks, which change focus and the viewport.
 */
export const holdAxeTreeScript = `(function () {
  var shared = window.__klarsichtAxeTree || (window.__klarsichtAxeTree = { users: 0, held: false });
  if (!window.axe._tree) window.axe.setup(document);
  shared.held = true;
})()`;

export const releaseAxeTreeScript = `(function () {
  var shared = window.__klarsichtAxeTree;
  if (!shared || !shared.held) return;
  shared.held = false;
  if (shared.users === 0) window.axe.teardown();
})()`;
