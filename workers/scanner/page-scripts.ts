/**
 * Code that runs inside the scanned page. Kept as plain JavaScript strings on purpose: a function passed
 * to page.evaluate is serialised with Function#toString AFTER bundling, and esbuild (wrangler, tsx) adds
 * helpers such as __name() that do not exist in the page. Keep these small; tests/scanner covers them.
 */
/** Where the page-side helpers keep their state; defined non-enumerable before any page script runs. */
const domStateKey = "__klarsichtDom";

/**
 * Runs at the start of every document of the tab (Page.addScriptToEvaluateOnNewDocument):
 *  - in every document, window.open is disabled;
 *  - in the top document, a MutationObserver notes when the DOM last changed, for the settle wait;
 *  - in the top document and frames of the same origin, axe-core is defined before the page's own
 *    scripts. DevTools-injected code is exempt from the page's CSP, as page.evaluate is. Evaluating axe
 *    here rather than after the load costs the same work (it shows up in loadMs), and it puts axe into
 *    same-origin frames, whose content axe can then test. Cross-origin frames get nothing: axe's default
 *    allowedOrigins would not talk to them anyway, and each would compile the 650 KB in a process of its
 *    own.
 */
export function bootstrapScript(axeSource: string): string {
  // Popups would be pages outside the request guard; nobody is there to look at them anyway.
  return `try { window.open = function () { return null; }; } catch (error) {}
if ((function () {
  try {
    if (window === window.top) {
      var state = { lastMutation: performance.now() };
      Object.defineProperty(window, ${JSON.stringify(domStateKey)}, { value: state });
      new MutationObserver(function () { state.lastMutation = performance.now(); })
        .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      return true;
    }
    return window.top.document !== undefined;
  } catch (error) {
    return false;
  }
})()) {
${axeSource}
}`;
}

/**
 * Milliseconds since the DOM last changed. Documents the bootstrap did not reach (XML, say) get their
 * observer now, so their quiet time starts from zero.
 */
export const domQuietForScript = `(function () {
  var state = window[${JSON.stringify(domStateKey)}];
  if (!state) {
    state = { lastMutation: performance.now() };
    Object.defineProperty(window, ${JSON.stringify(domStateKey)}, { value: state });
    new MutationObserver(function () { state.lastMutation = performance.now(); })
      .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }
  return performance.now() - state.lastMutation;
})()`;

/** What the engine needs to know about the loaded document before it spends time on it. */
export type DocumentInfo = { contentType: string; hasAxe: boolean };

export const documentInfoScript = `({
  contentType: String(document.contentType),
  hasAxe: typeof window.axe === "object" && window.axe !== null && typeof window.axe.run === "function"
})`;

export type AxeRunArgs = {
  tags: string[];
  /** Our completed German locale, or null for axe's built-in English. */
  locale: object | null;
  /** How long axe waits for a frame to answer before it reports the frame as untested. */
  pingWaitTime: number;
};

/**
 * Configures and runs axe in the top document and returns a slimmed copy of the results (RawAxeResults
 * in axe-results.ts):
 * nodes only for violations and incomplete, and without axe's per-check details.
 */
export function axeRunScript(args: AxeRunArgs): string {
  return `(async function (args) {
  var axe = window.axe;
  if (args.locale) axe.configure({ locale: args.locale });
  var results = await axe.run(document, {
    runOnly: { type: "tag", values: args.tags },
    resultTypes: ["violations", "incomplete"],
    iframes: true,
    pingWaitTime: args.pingWaitTime,
    preload: false,
    elementRef: false
  });
  function slim(rule, withNodes) {
    return {
      id: rule.id,
      impact: rule.impact === undefined ? null : rule.impact,
      tags: rule.tags,
      description: rule.description,
      help: rule.help,
      helpUrl: rule.helpUrl,
      nodes: withNodes
        ? rule.nodes.map(function (node) {
            return { target: node.target, html: node.html, failureSummary: node.failureSummary };
          })
        : []
    };
  }
  return {
    axeVersion: axe.version,
    violations: results.violations.map(function (rule) { return slim(rule, true); }),
    incomplete: results.incomplete.map(function (rule) { return slim(rule, true); }),
    passes: results.passes.map(function (rule) { return slim(rule, false); }),
    inapplicable: results.inapplicable.map(function (rule) { return slim(rule, false); })
  };
})(${JSON.stringify(args)})`;
}

/** Links a page may have at most in its report: enough for any navigation, bounded for menus gone wild. */
export const maxLinksPerPage = 2000;

/**
 * The rendered document's links (a[href], area[href]) as absolute http(s) addresses without fragment,
 * de-duplicated, at most maxLinksPerPage. The document's base URL applies, as when a visitor clicks.
 */
export const linksScript = `(function () {
  var seen = new Set();
  var elements = document.querySelectorAll("a[href], area[href]");
  for (var i = 0; i < elements.length && seen.size < ${maxLinksPerPage}; i++) {
    try {
      var url = new URL(elements[i].getAttribute("href"), document.baseURI);
      if (url.protocol !== "http:" && url.protocol !== "https:") continue;
      url.hash = "";
      seen.add(url.href);
    } catch (error) {}
  }
  return Array.from(seen);
})()`;
