/**
 * Code that runs inside the scanned page, as JavaScript strings: a function passed to page.evaluate is
 * serialised with Function#toString AFTER bundling, and esbuild (wrangler, tsx) adds helpers such as
 * __name() that do not exist in the page. The checks' page code is TypeScript in workers/scanner/page,
 * bundled into one script of its own (pageSource) and called through pageCall; what is left here is the
 * engine's own small scripts. tests/scanner covers them.
 */
import type { PageApi } from "./page/api";

/** Where the page-side helpers keep their state; defined non-enumerable before any page script runs. */
const domStateKey = "__klarsichtDom";

/** The isolated world our checks run in: same DOM as the page, but globals the page cannot reach. */
export const scannerWorldName = "klarsicht";

/**
 * Runs in the page's own world at the start of every document of the tab
 * (Page.addScriptToEvaluateOnNewDocument): window.open is disabled everywhere, and the top document gets
 * a MutationObserver noting when the DOM last changed, for the settle wait. Nothing here is trusted
 * later: the page could replace it, and would only fool its own settle wait.
 */
export function bootstrapScript(): string {
  // Popups would be pages outside the request guard; nobody is there to look at them anyway.
  return `try { window.open = function () { return null; }; } catch (error) {}
try {
  if (window === window.top) {
    var state = { lastMutation: performance.now() };
    Object.defineProperty(window, ${JSON.stringify(domStateKey)}, { value: state });
    new MutationObserver(function () { state.lastMutation = performance.now(); })
      .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
${timerWatchScript}
  }
} catch (error) {}`;
}

/**
 * Part of bootstrapScript: notes the page's pending timers (id and delay), so that a check can tell
 * cheaply whether anything is due to run again soon (see pendingTimerScript). The timers themselves run
 * as the page asked; string handlers are passed on unnoted.
 */
const timerWatchScript = `    var timers = new Map();
    state.timers = timers;
    var nativeSetTimeout = window.setTimeout, nativeSetInterval = window.setInterval;
    var nativeClearTimeout = window.clearTimeout, nativeClearInterval = window.clearInterval;
    window.setTimeout = function (handler, delay) {
      if (typeof handler !== "function") return nativeSetTimeout.apply(window, arguments);
      var args = Array.prototype.slice.call(arguments, 2);
      var id = nativeSetTimeout.call(window, function () {
        timers.delete(id);
        return handler.apply(this, args);
      }, delay);
      timers.set(id, Number(delay) || 0);
      return id;
    };
    window.setInterval = function (handler, delay) {
      var id = nativeSetInterval.apply(window, arguments);
      if (typeof handler === "function") timers.set(id, Number(delay) || 0);
      return id;
    };
    window.clearTimeout = function (id) { timers.delete(id); return nativeClearTimeout.call(window, id); };
    window.clearInterval = function (id) { timers.delete(id); return nativeClearInterval.call(window, id); };`;

/**
 * In the page's world: the delays of the timers noted by bootstrapScript that are pending now, each once,
 * or null when the bootstrap did not reach the document.
 */
export const pendingTimersScript = `(function () {
  var state = window[${JSON.stringify(domStateKey)}];
  if (!state || !state.timers) return null;
  return Array.from(new Set(state.timers.values()));
})()`;

/**
 * Runs in our isolated world (scannerWorldName) at the start of every document of the top frame and of
 * frames of the same origin: axe-core, defined before the page's own scripts, where they cannot replace
 * or call it. DevTools-injected code is exempt from the page's CSP. Evaluating axe here rather than after
 * the load costs the same work (it shows up in loadMs). Cross-origin frames get nothing: each would
 * compile the 650 KB in a process of its own, and the report lists them as untested.
 */
export function axeBootstrapScript(axeSource: string, pageSource: string): string {
  return `if ((function () {
  try {
    return window === window.top || window.top.document !== undefined;
  } catch (error) {
    return false;
  }
})()) {
${axeSource}
}
if (window === window.top) {
${pageSource}
}`;
}

/** Where the page bundle (workers/scanner/page/entry.ts) puts its functions in our isolated world. */
export const pageNamespace = "__klarsichtPage";

/**
 * The expression that calls one function of our page code (workers/scanner/page/api.ts) in our isolated
 * world of the top document; the arguments cross as JSON, never as script text.
 */
export function pageCall<K extends keyof PageApi>(name: K, ...args: Parameters<PageApi[K]>): string {
  return `window.${pageNamespace}.${name}(...${JSON.stringify(args)})`;
}

/** Calls one function of our page code through a check's evaluate, typed by what the function returns. */
export async function callPage<K extends keyof PageApi>(
  evaluate: (expression: string) => Promise<unknown>,
  name: K,
  ...args: Parameters<PageApi[K]>
): Promise<Awaited<ReturnType<PageApi[K]>>> {
  return (await evaluate(pageCall(name, ...args))) as Awaited<ReturnType<PageApi[K]>>;
}

/**
 * How long the DOM has been quiet, and whether the document can run code of its own at all. Documents
 * the bootstrap did not reach (XML, say) get their observer now, so their quiet time starts from zero.
 *
 * A document can run code when it has a script element of a type browsers run (no type, a JavaScript
 * type, a module, or anything not plainly data: only JSON and template blocks count as data) or an
 * inline event handler attribute. Without either, nothing can change its DOM after parsing: it is
 * answered once a document and kept.
 */
export const domQuietForScript = `(function () {
  var state = window[${JSON.stringify(domStateKey)}];
  if (!state) {
    state = { lastMutation: performance.now() };
    Object.defineProperty(window, ${JSON.stringify(domStateKey)}, { value: state });
    new MutationObserver(function () { state.lastMutation = performance.now(); })
      .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }
  if (state.scriptless === undefined && document.readyState !== "loading") {
    var scripts = document.getElementsByTagName("script");
    var code = false;
    for (var i = 0; i < scripts.length && !code; i++) {
      var type = (scripts[i].getAttribute("type") || "").trim().toLowerCase();
      code = !/json$/.test(type) && type.indexOf("template") < 0;
    }
    var handlers = document.evaluate("count(//@*[starts-with(translate(name(), 'ON', 'on'), 'on')])",
      document, null, XPathResult.NUMBER_TYPE, null).numberValue;
    state.scriptless = !code && handlers === 0;
  }
  return { quietFor: performance.now() - state.lastMutation, scriptless: state.scriptless === true };
})()`;

export type DomQuiet = { quietFor: number; scriptless: boolean };

/** What the engine needs to know about the loaded document before it spends time on it. */
export type DocumentInfo = { contentType: string; elementCount: number; hasAxe: boolean; hasPage: boolean };

/** Evaluated in our isolated world, where the page cannot redefine what it reads. */
export const documentInfoScript = `({
  contentType: String(document.contentType),
  elementCount: document.getElementsByTagName("*").length,
  hasAxe: typeof window.axe === "object" && window.axe !== null && typeof window.axe.runPartial === "function",
  hasPage: typeof window.${pageNamespace} === "object" && window.${pageNamespace} !== null
})`;

export type AxeRunArgs = {
  tags: string[];
  /** Only these of axe's rules (one group of a progressive scan); all rules of the tags when absent. */
  rules?: string[];
  /** Our completed German locale, or null for axe's built-in English. */
  locale: object | null;
  /** How long axe waits for a frame to answer before it reports the frame as untested. */
  pingWaitTime: number;
  caps: {
    nodesPerFinding: number;
    htmlLength: number;
    selectorLength: number;
    textLength: number;
    /** Partial results (pages with frames) leave the page only up to this size, as JSON: what is left of the budget. */
    partialLength: number;
  };
};

/** axe's run options and the slimming of its results, shared by the run and the finish scripts. */
function axeHelpers(args: AxeRunArgs): string {
  return `var args = ${JSON.stringify(args)};
  var axe = window.axe;
  if (args.locale) axe.configure({ locale: args.locale });
  var options = {
    runOnly: args.rules ? { type: "rule", values: args.rules } : { type: "tag", values: args.tags },
    resultTypes: ["violations", "incomplete"],
    pingWaitTime: args.pingWaitTime,
    preload: false,
    elementRef: false,
    ancestry: true
  };
  function cut(text, max) {
    text = typeof text === "string" ? text : "";
    if (text.length <= max) return text;
    text = text.slice(0, max - 1);
    if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
    return text + "\u2026";
  }
  function target(parts) {
    return (Array.isArray(parts) ? parts : []).map(function (part) {
      return Array.isArray(part)
        ? part.map(function (selector) { return cut(selector, args.caps.selectorLength); })
        : cut(part, args.caps.selectorLength);
    });
  }
  // The element's ancestors as "tag#id.class[role]", outermost first: what groups similar elements
  // across pages (see FindingNode.context). Only for elements of this document, found by axe's ancestry.
  function ancestorsOf(ancestry) {
    if (!Array.isArray(ancestry) || ancestry.length !== 1 || typeof ancestry[0] !== "string") return undefined;
    var element = null;
    try { element = document.querySelector(ancestry[0]); } catch (error) { return undefined; }
    if (!element) return undefined;
    var parts = [];
    for (var up = element.parentElement; up && up !== document.body && up !== document.documentElement && parts.length < 8; up = up.parentElement) {
      var part = CSS.escape(up.localName);
      if (up.id) part += "#" + CSS.escape(up.id);
      for (var index = 0; index < up.classList.length && index < 6; index++) part += "." + CSS.escape(up.classList[index]);
      var role = up.getAttribute("role");
      if (role && /^[a-z ]{1,40}$/i.test(role)) part += '[role="' + role + '"]';
      parts.unshift(part);
    }
    return cut(parts.join(" > "), args.caps.selectorLength);
  }
  function slim(rule, withNodes) {
    var nodes = withNodes ? rule.nodes.slice(0, args.caps.nodesPerFinding) : [];
    return {
      id: rule.id,
      impact: rule.impact === undefined ? null : rule.impact,
      tags: rule.tags,
      description: cut(rule.description, args.caps.textLength),
      help: cut(rule.help, args.caps.textLength),
      helpUrl: rule.helpUrl,
      nodeCount: withNodes ? rule.nodes.length : 0,
      nodes: nodes.map(function (node) {
        return {
          target: target(node.target),
          html: cut(node.html, args.caps.htmlLength),
          failureSummary: cut(node.failureSummary, args.caps.textLength),
          context: ancestorsOf(node.ancestry)
        };
      })
    };
  }
  function slimResults(results) {
    return {
      axeVersion: axe.version,
      violations: results.violations.map(function (rule) { return slim(rule, true); }),
      incomplete: results.incomplete.map(function (rule) { return slim(rule, true); }),
      passes: results.passes.map(function (rule) { return slim(rule, false); }),
      inapplicable: results.inapplicable.map(function (rule) { return slim(rule, false); })
    };
  }`;
}

/** axe's selector of a frame element and the context to test inside it (axe.utils.getFrameContexts). */
export type AxeFrameContext = { frameSelector: unknown; frameContext: unknown };

/**
 * Runs axe in one document, in our isolated world, without axe's frame messaging (which page scripts
 * could answer): frames are tested one by one (axe.runPartial) and put together by axeFinishScript.
 * A document without frames is finished at once and returns the slimmed, capped results (RawAxeResults
 * in axe-results.ts), so the whole of axe's results never leaves the page.
 */
export function axeRunScript(args: AxeRunArgs, frameContext: unknown | null): string {
  return `(async function () {
  ${axeHelpers(args)}
  var context = ${JSON.stringify(frameContext)} || document;
  var frames = axe.utils.getFrameContexts(context, options);
  var partial = await axe.runPartial(context, options);
  if (frames.length === 0 && context === document) {
    return { results: slimResults(await axe.finishRun([partial], options)) };
  }
  // Partial results hold every element tested, passed ones too: a page of 100,000 elements must not
  // send them all across.
  var size = JSON.stringify(partial).length;
  if (size > args.caps.partialLength) return { tooLarge: size };
  return { partial: partial, frames: frames, size: size };
})()`;
}

/**
 * For a page too large to check whole in time: keeps the first `maxElements` elements of its body, in
 * document order, and takes the rest out of the document. axe builds its tree of the whole document
 * before it checks anything (seconds for tens of thousands of elements, whatever its context says), so
 * only a smaller document can be checked in time. The scan takes what it needs of the whole page (links,
 * site facts) before. Returns how many elements the document had and how many are left to check.
 */
export function keepFirstElementsScript(maxElements: number): string {
  return `(function (max) {
  var total = document.getElementsByTagName("*").length;
  if (total <= max || !document.body) return { total: total, checked: total };
  var left = max - (total - document.body.getElementsByTagName("*").length);
  (function keep(parent) {
    var child = parent.firstElementChild;
    while (child) {
      var next = child.nextElementSibling;
      if (left <= 0) child.remove();
      else {
        var size = child.getElementsByTagName("*").length + 1;
        if (size <= left) left -= size;
        else {
          left -= 1;
          keep(child);
        }
      }
      child = next;
    }
  })(document.body);
  return { total: total, checked: document.getElementsByTagName("*").length };
})(${JSON.stringify(maxElements)})`;
}

/**
 * The ids of the rules axe would run for these tags (as its runOnly by tag selects them: a rule with one
 * of the tags and none of the tags axe leaves out by default, such as "experimental"), in axe's order.
 */
export function axeRuleIdsScript(tags: string[]): string {
  return `(function (tags) {
  var audit = window.axe._audit;
  var exclude = (audit.tagExclude || []).filter(function (tag) { return tags.indexOf(tag) === -1; });
  return audit.rules.filter(function (rule) {
    return rule.tags.some(function (tag) { return tags.indexOf(tag) !== -1; }) &&
      rule.tags.every(function (tag) { return exclude.indexOf(tag) === -1; });
  }).map(function (rule) { return rule.id; });
})(${JSON.stringify(tags)})`;
}

/** Returns the frame element at axe's frame selector, for the engine to find the frame it holds. */
export function frameElementScript(frameSelector: unknown): string {
  return `window.axe.utils.shadowSelect(${JSON.stringify(frameSelector)})`;
}

/**
 * Puts the documents' partial results together, in the top document's isolated world (axe.finishRun);
 * null stands for a frame that could not be tested. Returns the slimmed, capped results.
 */
export function axeFinishScript(args: AxeRunArgs, partialsJson: string): string {
  return `(async function () {
  ${axeHelpers(args)}
  return slimResults(await axe.finishRun(${partialsJson}, options));
})()`;
}

/** Links a page may have at most in its report: enough for any navigation, bounded for menus gone wild. */
export const maxLinksPerPage = 2000;

/** Longer addresses are left out: no crawl job accepts them (scanJobSchema), and they would bloat the report. */
export const maxLinkLength = 2048;

/**
 * The rendered document's links (a[href], area[href]) as absolute http(s) addresses without fragment,
 * de-duplicated, at most maxLinksPerPage of at most maxLinkLength characters. The document's base URL
 * applies, as when a visitor clicks.
 */
export const linksScript = `(function () {
  var seen = new Set();
  var elements = document.querySelectorAll("a[href], area[href]");
  for (var i = 0; i < elements.length && seen.size < ${maxLinksPerPage}; i++) {
    try {
      var url = new URL(elements[i].getAttribute("href"), document.baseURI);
      if (url.protocol !== "http:" && url.protocol !== "https:") continue;
      url.hash = "";
      if (url.href.length <= ${maxLinkLength}) seen.add(url.href);
    } catch (error) {}
  }
  return Array.from(seen);
})()`;
