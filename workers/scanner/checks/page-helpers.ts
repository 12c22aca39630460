/**
 * Page-side helpers for checks, as a JavaScript string (see page-scripts.ts for why strings). They run in
 * our isolated world, where axe-core is loaded: its accessible-name computation, visibility and role
 * logic are the tested ones, so checks use them instead of their own approximations.
 */

/**
 * Wraps a check's page script: `body` is the body of a function that returns the check's result and may
 * use the helpers below. axe's virtual tree is built for the call and torn down after it.
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
  axe.setup(document);
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
    axe.teardown();
  }
})()`;
}
