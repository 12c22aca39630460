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
import type { UpdateCandidate } from "../page/updates";
import { callPage, pendingTimersScript } from "../page-scripts";
import { instrumentTypes } from "./motion";
import type { Check, CheckContext, CheckNode, RuleOutcome } from "./types";

export { autoUpdateRule } from "#core/rules/updates";

/** Timers due within this time are watched for; text that changes less often is not seen. */
const dueWithinMs = 1_500;
/** Beyond the longest such timer, how long to wait for a first text change. */
const graceMs = 400;

type Candidate = UpdateCandidate;

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
    const watched = await callPage(context.evaluate, "updatesWatch", next + graceMs, total);
    if (watched.changed === 0) {
      await callPage(context.evaluate, "updatesForget");
      return inapplicable;
    }
    const facts = await callPage(context.evaluate, "updatesJudge");
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
