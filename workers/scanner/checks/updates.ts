/**
 * Text that changes by itself (WCAG 2.2.2; ACT efbfc7): a ticker, a counter, a clock, a rotating quote
 * must come with a way to pause, stop or hide it or to slow it down.
 *
 * Cheap on ordinary pages: the page-world bootstrap (page-scripts.ts) notes the page's pending timers.
 * Without a timer due within 1.5 s nothing is going to change the text soon, and the check ends at
 * once. Otherwise it watches the document's text for up to three such periods, without touching the
 * page, and keeps the elements whose text changed: the innermost ones ("no child changed") that show
 * visible text next to other text on the page ("not alone"). Text changed by other means (animation
 * frames, pushed messages) or less often is not seen: the rule is then reported as not applicable.
 *
 * A violation only where the page certainly offers no instrument at all: no link, no control, nothing
 * focusable, no listener for clicks, keys or input anywhere. Otherwise a person is asked whether a
 * control pauses, stops or hides the changing text: its presence does not say that it works.
 */

import { summaryInEach } from "#core/rules/summary";
import { autoUpdateRule } from "#core/rules/updates";
import type { MinimalCDPSession } from "../browser";
import { pendingTimersScript } from "../page-scripts";
import { instrumentTypes } from "./motion";
import { inPage } from "./page-helpers";
import type { Check, CheckContext, CheckNode, RuleOutcome } from "./types";

export { autoUpdateRule } from "#core/rules/updates";

/** Timers due within this time are watched for; text that changes less often is not seen. */
const dueWithinMs = 1_500;
/** Beyond the longest such timer, how long to wait for a first text change. */
const graceMs = 400;

/**
 * Watches text changes in our isolated world: per element, how often a change replaced its text with a
 * different one (text node data against its old value, removed against added text). Ends once an
 * element changed twice, when no text changed within firstMs, or after totalMs. The elements that
 * changed twice are kept for the next evaluation in a global of our world, which the page cannot see.
 */
const watchScript = (firstMs: number, totalMs: number) => `(async function () {
  var seen = new Map();
  var done;
  var finished = new Promise(function (resolve) { done = resolve; });
  function textOf(nodes) {
    return Array.prototype.map.call(nodes, function (node) { return node.textContent || ""; }).join("");
  }
  var observer = new MutationObserver(function (records) {
    var changed = new Set();
    records.forEach(function (record) {
      var el = record.type === "characterData" ? record.target.parentElement : record.target;
      // Only the body shows text; what other checks add to the head for a moment is not the page's.
      if (!el || el.nodeType !== 1 || !document.body || !document.body.contains(el)) return;
      var differs = record.type === "characterData"
        ? record.oldValue !== record.target.data
        : textOf(record.removedNodes).trim() !== textOf(record.addedNodes).trim();
      if (differs) changed.add(el);
    });
    changed.forEach(function (el) {
      var count = (seen.get(el) || 0) + 1;
      seen.set(el, count);
      if (count >= 2) done();
    });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  var first = setTimeout(function () { if (seen.size === 0) done(); }, ${firstMs});
  var last = setTimeout(done, ${totalMs});
  await finished;
  clearTimeout(first);
  clearTimeout(last);
  observer.disconnect();
  var changed = [];
  // Changing once may be content arriving late; the rule asks for text that changes again and again.
  seen.forEach(function (changes, el) { if (changes >= 2 && el.isConnected) changed.push({ el: el, changes: changes }); });
  window.__klarsichtUpdates = changed;
  return { changed: changed.length };
})()`;

type Candidate = { selector: string; html: string; text: string };
type PageFacts = { candidates: Candidate[]; operable: number };

/**
 * Of the changed elements: the innermost (no changed element inside), with visible text, and with an
 * ancestor whose non-empty innerText differs from theirs. Also counts what could be an instrument, as
 * the motion check does: links, enabled controls, focusable elements.
 */
const judgeScript = inPage(`
var changed = window.__klarsichtUpdates || [];
delete window.__klarsichtUpdates;
function hasVisibleText(el) {
  var walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.data.trim() !== "" && node.parentElement && ks.visible(node.parentElement)) return true;
  }
  return false;
}
function notAlone(el) {
  var own = el.innerText;
  for (var up = el.parentElement; up; up = up.parentElement) {
    var text = up.innerText;
    if (text && text.trim() !== "" && text !== own) return true;
  }
  return false;
}
var candidates = changed.filter(function (entry) {
  var el = entry.el;
  if (!el.isConnected || el === document.documentElement || el === document.body) return false;
  var inner = changed.some(function (other) { return other.el !== el && el.contains(other.el); });
  return !inner && hasVisibleText(el) && notAlone(el);
}).map(function (entry) {
  return {
    selector: ks.selector(entry.el),
    html: ks.html(entry.el),
    text: String(entry.el.innerText).replace(/\\s+/g, " ").trim().slice(0, 80),
  };
});
var operable = 0;
if (candidates.length > 0) {
  operable = Array.prototype.filter.call(document.querySelectorAll(
    "a[href], area[href], input, select, textarea, button, summary, details, iframe, object, embed, audio[controls], video[controls], [tabindex], [contenteditable], [onclick]"
  ), function (el) {
    return !el.disabled && !(el.localName === "input" && el.type === "hidden");
  }).length;
}
return { candidates: candidates, operable: operable };
`);

/** Whether any node, the document or the window listens for pointer, key or input events (any world). */
export async function listensForInput(cdp: MinimalCDPSession): Promise<boolean> {
  const group = "klarsicht-updates";
  const listenersOf = async (expression: string, deep: boolean) => {
    const { result } = (await cdp.send("Runtime.evaluate", { expression, objectGroup: group })) as {
      result: { objectId?: string };
    };
    if (!result.objectId) return [];
    const { listeners } = (await cdp.send("DOMDebugger.getEventListeners", {
      objectId: result.objectId,
      ...(deep ? { depth: -1, pierce: true } : {}),
    })) as { listeners: { type: string }[] };
    return listeners;
  };
  try {
    const all = [...(await listenersOf("window", false)), ...(await listenersOf("document", true))];
    return all.some((listener) => instrumentTypes.has(listener.type));
  } finally {
    cdp.send("Runtime.releaseObjectGroup", { objectGroup: group }).catch(() => {});
  }
}

export const autoUpdateCheck: Check = {
  name: "updates",
  rules: [autoUpdateRule],
  kind: "read",
  budgetMs: 5_000,
  async run(context) {
    const inapplicable = [outcome([], [], false)];
    // Text that changes by itself needs something to run again soon: a pending timer. Without one the
    // check costs a single evaluation.
    const delays = (await context.page.evaluate(pendingTimersScript)) as number[] | null;
    const due = (delays ?? []).filter((delay) => delay <= dueWithinMs);
    if (due.length === 0) return inapplicable;
    const next = Math.max(...due);
    const total = Math.min(3 * next + graceMs, context.remaining() - 1_000);
    if (total < next + graceMs) return [];
    const watched = (await context.evaluate(watchScript(next + graceMs, total))) as { changed: number };
    if (watched.changed === 0) {
      await context.evaluate(`delete window.__klarsichtUpdates`);
      return inapplicable;
    }
    const facts = (await context.evaluate(judgeScript)) as PageFacts;
    if (facts.candidates.length === 0) return inapplicable;
    const certain = facts.operable === 0 && !(await listensForInput(context.cdp));
    return [judge(facts.candidates, certain, context)];
  },
};

function judge(candidates: Candidate[], certain: boolean, { locale }: CheckContext): RuleOutcome {
  const violations: CheckNode[] = [];
  const needsReview: CheckNode[] = [];
  for (const candidate of candidates) {
    const node = { selector: candidate.selector, html: candidate.html };
    const now = (de: boolean) =>
      candidate.text === "" ? "" : de ? ` (zuletzt „${candidate.text}“)` : ` (last "${candidate.text}")`;
    if (certain) {
      violations.push({
        ...node,
        ...summaryInEach(locale, (each) =>
          each === "de"
            ? `Dieser Text änderte sich in wenigen Sekunden mehrmals von selbst${now(true)}. Die Seite hat weder Links noch Bedienelemente, mit denen sich das anhalten, stoppen oder ausblenden ließe.`
            : `This text changed by itself several times within a few seconds${now(false)}. The page has no links and no controls that could pause, stop or hide it.`,
        ),
      });
    } else {
      needsReview.push({
        ...node,
        ...summaryInEach(locale, (each) =>
          each === "de"
            ? `Dieser Text änderte sich ohne Eingabe von selbst${now(true)}. Lässt sich das mit einem Bedienelement auf der Seite (oder an einer deutlich bezeichneten Stelle) anhalten, stoppen, ausblenden oder verlangsamen?`
            : `This text changed by itself without any input${now(false)}. Can a control on the page (or in a clearly labelled place) pause, stop, hide or slow down the changes?`,
        ),
      });
    }
  }
  return outcome(violations, needsReview, true);
}

function outcome(violations: CheckNode[], needsReview: CheckNode[], applicable: boolean): RuleOutcome {
  return { ruleId: autoUpdateRule.id, violations, needsReview, applicable };
}
