/**
 * Page-side helpers for the checks' page scripts still written as JavaScript strings (see page-scripts.ts
 * for why strings). Page code written in TypeScript (workers/scanner/page) uses page/helpers.ts instead,
 * which shares axe's virtual tree with these. They run in our isolated world, where axe-core is loaded:
 * its accessible-name computation, visibility and role logic are the tested ones, so checks use them
 * instead of their own approximations.
 */

/**
 * Wraps a check's page script: `body` is the body of a function that returns the check's result and may
 * use the helpers below. axe's virtual tree is built for the call and torn down after it, unless other
 * calls use it at the same time or the runner holds it for the read checks (page/helpers.ts, holdAxeTree).
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
