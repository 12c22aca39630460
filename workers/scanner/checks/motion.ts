/**
 * Motion actuation (WCAG 2.5.4; ACT c249d5 and 7677a9): functions a page operates by tilting or shaking
 * the device must also work through controls, and the motion response must be possible to turn off.
 *
 * The check applies only to pages whose window listens for device orientation or device motion events
 * (the DevTools protocol lists a page's listeners). It fires such events, tilted and rotated both ways,
 * and compares the page's content (visible text and control values) before and after. No change: both
 * rules pass. A change is a violation only when the page certainly offers no instrument at all: no link,
 * no control that does anything, no listener for clicks, keys or input anywhere. Otherwise a person is
 * asked whether a control turns the motion response off and whether one does the same as the motion.
 *
 * What the page's own handler changed cannot be undone; the check runs after the other drive checks.
 */

import { motionAlternativeRule, motionDisableRule } from "#core/rules/motion";
import { summaryInEach } from "#core/rules/summary";
import type { MinimalCDPSession } from "../browser";
import { callPage } from "../page-scripts";
import type { Check, CheckContext, CheckNode, RuleOutcome } from "./types";

export { motionAlternativeRule, motionDisableRule } from "#core/rules/motion";

const motionTypes = ["deviceorientation", "deviceorientationabsolute", "devicemotion"];
/** Listeners through which something on the page could act as an instrument: pointer, touch, keys, input. */
export const instrumentTypes = new Set([
  "click",
  "dblclick",
  "auxclick",
  "mousedown",
  "mouseup",
  "pointerdown",
  "pointerup",
  "touchstart",
  "touchend",
  "keydown",
  "keyup",
  "keypress",
  "input",
  "change",
  "submit",
]);

type Listeners = { motion: boolean; instruments: boolean };

function isListeners(value: unknown): value is Listeners {
  return typeof value === "object" && value !== null && "motion" in value && "instruments" in value;
}

/**
 * Whether the window listens for motion, and (only then, it costs a walk over the document) whether any
 * node listens for pointer, key or input events. The protocol lists every world's listeners.
 */
async function pageListeners(cdp: MinimalCDPSession): Promise<Listeners> {
  const group = "klarsicht-motion";
  type Listener = { type: string };
  const listenersOf = async (expression: string, deep: boolean) => {
    const { result } = (await cdp.send("Runtime.evaluate", { expression, objectGroup: group })) as {
      result: { objectId?: string };
    };
    if (!result.objectId) return [];
    const { listeners } = (await cdp.send("DOMDebugger.getEventListeners", {
      objectId: result.objectId,
      ...(deep ? { depth: -1, pierce: true } : {}),
    })) as { listeners: Listener[] };
    return listeners;
  };
  try {
    const onWindow = await listenersOf("window", false);
    const motion = onWindow.some((listener) => motionTypes.includes(listener.type));
    if (!motion) return { motion, instruments: false };
    const onDocument = await listenersOf("document", true);
    const instruments = [...onWindow, ...onDocument].some((listener) => instrumentTypes.has(listener.type));
    return { motion, instruments };
  } finally {
    cdp.send("Runtime.releaseObjectGroup", { objectGroup: group }).catch(() => {});
  }
}

export const motionCheck: Check = {
  name: "motion",
  rules: [motionDisableRule, motionAlternativeRule],
  kind: "drive",
  budgetMs: 2_000,
  // Read beside the read checks: the page's listeners before our drive checks add and remove their own.
  readEarly: (context) => pageListeners(context.cdp),
  async run(context) {
    const listeners = isListeners(context.early) ? context.early : await pageListeners(context.cdp);
    if (!listeners.motion) return outcomes({ applicable: false }, context);
    const probe = await callPage(context.evaluate, "motionProbe");
    if (!probe.supported) return [];
    if (!probe.changed) return outcomes({ applicable: true }, context);
    const certain = probe.quiet && probe.operable === 0 && !listeners.instruments;
    return outcomes(
      { applicable: true, changed: certain ? "certain" : "review", quiet: probe.quiet },
      context,
    );
  },
};

function outcomes(
  found: { applicable: boolean; changed?: "certain" | "review"; quiet?: boolean },
  { locale }: CheckContext,
): RuleOutcome[] {
  const node = (summary: (de: boolean) => string): CheckNode => ({
    selector: "html",
    html: "<html>",
    ...summaryInEach(locale, (each) => summary(each === "de")),
  });
  const changes = (de: boolean) =>
    found.quiet
      ? de
        ? "Neigen und Drehen des Geräts ändert den Inhalt der Seite."
        : "Tilting and rotating the device changes the page's content."
      : de
        ? "Während das Gerät geneigt und gedreht wurde, änderte sich der Inhalt der Seite (er ändert sich auch von selbst)."
        : "While the device was tilted and rotated, the page's content changed (it also changes by itself).";
  const disable: RuleOutcome = {
    ruleId: motionDisableRule.id,
    violations: [],
    needsReview: [],
    applicable: found.applicable,
  };
  const alternative: RuleOutcome = {
    ...disable,
    ruleId: motionAlternativeRule.id,
    violations: [],
    needsReview: [],
  };
  if (found.changed === "certain") {
    const nothing = (de: boolean) =>
      de
        ? "Die Seite hat weder Links noch Bedienelemente noch Tasten, mit denen sich etwas auslösen ließe."
        : "The page has no links, no controls and no keys that could trigger anything.";
    disable.violations.push(node((de) => `${changes(de)} ${nothing(de)}`));
    alternative.violations.push(node((de) => `${changes(de)} ${nothing(de)}`));
  } else if (found.changed === "review") {
    disable.needsReview.push(
      node((de) =>
        de
          ? `${changes(de)} Lässt sich diese Reaktion mit einem beschrifteten Schalter abschalten?`
          : `${changes(de)} Can a labelled control turn this response off?`,
      ),
    );
    alternative.needsReview.push(
      node((de) =>
        de
          ? `${changes(de)} Lässt sich dieselbe Änderung auch mit einem Bedienelement herbeiführen?`
          : `${changes(de)} Can the same change be made with a control?`,
      ),
    );
  }
  return [disable, alternative];
}
