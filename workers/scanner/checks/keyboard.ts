/**
 * The keyboard check: drives the page with real key events (DevTools Input.dispatchKeyEvent) the way a
 * keyboard user does, and decides its rules from what it sees.
 *
 * - A Tab walk through the page, fast (keys sent back to back, a focus recorder in our isolated world
 *   logs where each key put focus). Only when a script moved focus on its own or focus came back to an
 *   element before the walk reached the end of the page, the walk is repeated slowly, waiting after
 *   each key, to find out for certain whether focus is trapped (80af7b), or goes round a loop that Tab
 *   and the other standard keys do not leave even where Shift+Tab does (a1b64e, a best practice).
 * - While the walk goes, each element's own style is compared focused and unfocused; elements that do
 *   not look different by style are photographed focused and unfocused (oj04fd, F78), and so are the
 *   ones that are hidden while focused.
 * - Positive tabindex values (F44) are listed for review.
 * - Where axe-core left open whether content hidden with aria-hidden="true" is in the tab order (an
 *   aria-modal dialog on the page, a focus handler), the walk answers it (6cfa84): an element inside
 *   that Tab reached and that keeps focus for a second fails.
 * - Printable character keys are pressed with nothing focused when the page listens for keys at the
 *   document level (ffbc54).
 *
 * Everything the walk changed is put back: focus, the scroll positions of the page and of the boxes
 * focus scrolled. What a page's own key handler did to its content cannot be undone; the probe stops at
 * the first key that changed something.
 */

import type { ReportLocale } from "#core/contract";
import {
  ariaHiddenFocusRule,
  characterShortcutRule,
  focusHiddenRule,
  focusVisibleRule,
  keyboardRules,
  keyboardTrapRule,
  positiveTabindexRule,
  tabLoopRule,
  trapHelpRule,
} from "#core/rules/keyboard";
import { summaryInEach } from "#core/rules/summary";
import type { MinimalCDPSession } from "../browser";
import type { BlurredLook, FocusedLook, LogEntry, PreparedPage, ShortcutReaction } from "../page/keyboard";
import { callPage } from "../page-scripts";
import type { Check, CheckContext, CheckNode, RuleOutcome } from "./types";

export {
  ariaHiddenFocusRule,
  characterShortcutRule,
  focusHiddenRule,
  focusVisibleRule,
  keyboardRules,
  keyboardTrapRule,
  positiveTabindexRule,
  tabLoopRule,
  trapHelpRule,
} from "#core/rules/keyboard";

/** At most this many Tab stops are walked; a longer page is judged on its first ones. */
export const maxTabStops = 60;
/** Keys sent back to back before the focus log is read. */
const tabBatch = 12;
/** How long a walk on a page with focus listeners waits after each key for timers those started. */
const carefulWaitMs = 15;
/** How long the slow walk waits after each key for scripts that move focus on a timer. */
const settleAfterKeyMs = 40;
/** Elements photographed focused and unfocused at most; further doubtful ones are left for review. */
const maxPhotographed = 6;
/** Around the element, where a focus ring or a mark beside it is drawn. */
const lookMargin = 16;
/** ACT's "focusable": an element that moves focus elsewhere within a second of getting it is not. */
const keepsFocusMs = 1_000;
/** aria-hidden containers axe left open that are checked at most. */
const maxHiddenContainers = 3;

type Key = { key: string; code: string; keyCode: number; text?: string };
const tab: Key = { key: "Tab", code: "Tab", keyCode: 9 };
const modifierBits = { alt: 1, ctrl: 2, meta: 4, shift: 8 } as const;

function keyEvents(key: Key, modifiers = 0): object[] {
  const base = {
    key: key.key,
    code: key.code,
    windowsVirtualKeyCode: key.keyCode,
    nativeVirtualKeyCode: key.keyCode,
    modifiers,
  };
  const down = key.text
    ? { type: "keyDown", ...base, text: key.text, unmodifiedText: key.text }
    : { type: "rawKeyDown", ...base };
  return [down, { type: "keyUp", ...base }];
}

/** Sends the keys in order without waiting between them (the browser keeps their order). */
async function press(cdp: MinimalCDPSession, keys: Key[], modifiers = 0): Promise<void> {
  await Promise.all(
    keys.flatMap((key) =>
      keyEvents(key, modifiers).map((event) => cdp.send("Input.dispatchKeyEvent", event)),
    ),
  );
}

export const keyboardCheck: Check = {
  name: "keyboard",
  rules: keyboardRules,
  kind: "drive",
  budgetMs: 6_000,
  // Before our own focus recorder exists: which focus and key events the page itself listens to. The
  // elements and their unfocused styles are read on the read checks' axe tree.
  async readEarly(context): Promise<Early> {
    const [listeners, prepared] = await Promise.all([
      pageListeners(context.cdp),
      callPage(context.evaluate, "keyboardPrepare"),
    ]);
    return { listeners, prepared };
  },
  async run(context) {
    const early = isEarly(context.early) ? context.early : null;
    const listeners = early?.listeners ?? (await pageListeners(context.cdp));
    let prepared = early?.prepared;
    // Prepared afresh when the early read failed or its state is gone.
    if (!prepared || !(await callPage(context.evaluate, "keyboardRecord"))) {
      prepared = await callPage(context.evaluate, "keyboardPrepare");
      await callPage(context.evaluate, "keyboardRecord");
    }
    const outcomes: RuleOutcome[] = [positiveTabindex(prepared, context.locale)];
    try {
      const careful = listeners.focusBesideDelegation;
      const walk = await walkForward(context, prepared, careful);
      outcomes.push(...(await judgeFocus(context, walk, reactsToFocus(listeners))));
      const traps = await judgeTraps(context, prepared, walk);
      if (traps) outcomes.push(...traps);
      const hiddenFocus = await judgeAriaHiddenFocus(context, walk);
      if (hiddenFocus) outcomes.push(hiddenFocus);
    } finally {
      await callPage(context.evaluate, "keyboardRestore");
    }
    if (context.remaining() > 600) {
      const shortcut = await probeShortcuts(context, listeners);
      if (shortcut) outcomes.push(shortcut);
    }
    return outcomes;
  },
};

function positiveTabindex(prepared: PreparedPage, locale: ReportLocale): RuleOutcome {
  const question = (locale: ReportLocale, tabindex: number) =>
    locale === "de"
      ? `Dieses Element hat tabindex="${tabindex}" und erhält den Fokus daher vor allen Elementen ohne positiven tabindex. Ist die Reihenfolge beim Tabben trotzdem logisch?`
      : `This element has tabindex="${tabindex}" and so gets focus before all elements without a positive tabindex. Is the order still logical when tabbing?`;
  return {
    ruleId: positiveTabindexRule.id,
    violations: [],
    needsReview: prepared.positiveTabindex.map((element) => ({
      selector: element.selector,
      html: element.html,
      ...summaryInEach(locale, (each) => question(each, element.tabindex)),
    })),
    needsReviewCount: prepared.positiveTabindexCount,
    applicable: prepared.positiveTabindexCount > 0,
  };
}

type Stop = Extract<LogEntry, { i: number }>;

type Walk = {
  /** Each element focus reached, once, in order. */
  stops: Stop[];
  /** The walk got to the browser's controls after the last element (or came round to the first again). */
  complete: boolean;
  /** A script moved focus, or focus returned to an element before the walk completed. */
  anomaly: boolean;
};

/**
 * Presses Tab in batches until focus has gone past the last element and come round to the first one
 * again, or the cap. Where the walk started (a focused element, a #fragment) does not matter: the
 * elements before it come after the browser's controls.
 */
async function walkForward(context: CheckContext, prepared: PreparedPage, careful: boolean): Promise<Walk> {
  const walk: Walk = { stops: [], complete: false, anomaly: false };
  if (prepared.tabbableCount === 0 && prepared.focusableCount === 0) return walk;
  const seen = new Set<number>();
  let pressed = 0;
  let read = 0;
  let passedEnd = false;
  // Enough keys for every element and the browser's controls in the first batches; more if needed.
  let planned = Math.min(maxTabStops, prepared.tabbableCount) + 2;
  let previous: Stop | undefined;
  const consider = (entries: LogEntry[]) => {
    for (const entry of entries) {
      if (entry.ui) {
        if (seen.size > 0) passedEnd = true;
        continue;
      }
      // Focus moved without a key, or twice for one key: a script moved it.
      if (!entry.keyed || (previous && previous.k === entry.k && !previous.frame)) walk.anomaly = true;
      previous = entry;
      if (seen.has(entry.i)) {
        // Back at an element already visited: the start of the next round, or a loop.
        if (passedEnd && entry.i === walk.stops[0]?.i) walk.complete = true;
        else walk.anomaly = true;
        return;
      }
      seen.add(entry.i);
      walk.stops.push(entry);
      if (walk.stops.length >= maxTabStops) return;
    }
  };
  while (!walk.complete && !walk.anomaly && walk.stops.length < maxTabStops && context.remaining() > 1_500) {
    if (pressed >= planned) planned = pressed + tabBatch;
    // A page that reacts to focus leaving an element may pull it back on a timer: it gets time to.
    // Otherwise the first batch has a key for every element the DOM puts in the tab order, so that an
    // ordinary page is walked in one round trip; only what the DOM did not foretell comes in batches.
    const count = careful ? 1 : pressed === 0 ? planned : Math.min(tabBatch, planned - pressed);
    await press(context.cdp, Array(count).fill(tab));
    pressed += count;
    const entries = await callPage(context.evaluate, "keyboardReadLog", read, careful ? carefulWaitMs : 0);
    read += entries.length;
    consider(entries);
    if (passedEnd && walk.stops.length >= prepared.tabbableCount) walk.complete = true;
    // Keys that move focus nowhere (focus inside a frame, or nothing to reach) end the walk.
    if (entries.length === 0) break;
  }
  return walk;
}

/** Focus visible (oj04fd, F78) and focus on hidden elements, from the walk's stops. */
async function judgeFocus(context: CheckContext, walk: Walk, pageReacts: boolean): Promise<RuleOutcome[]> {
  const visible: RuleOutcome = {
    ruleId: focusVisibleRule.id,
    violations: [],
    needsReview: [],
    applicable: walk.stops.length > 0,
  };
  const hidden: RuleOutcome = { ...visible, ruleId: focusHiddenRule.id, violations: [], needsReview: [] };
  const doubtful = walk.stops.filter((stop) => stop.hidden || !stop.change).filter((stop) => !stop.frame);
  if (doubtful.length === 0) return [visible, hidden];
  const facts = await callPage(
    context.evaluate,
    "keyboardDescribe",
    doubtful.map((stop) => stop.i),
  );
  for (const [n, stop] of doubtful.entries()) {
    const element = facts[n];
    // aria-hidden content in the tab order is axe-core's finding (aria-hidden-focus).
    if (!element || (stop.hidden && !element.exposed)) continue;
    const node = (summary: (de: boolean) => string): CheckNode => ({
      selector: element.selector,
      html: element.html,
      ...summaryInEach(context.locale, (locale) => summary(locale === "de")),
    });
    if (n >= maxPhotographed || context.remaining() < 800) {
      visible.needsReview.push(
        node((de) =>
          de
            ? "Nicht geprüft (zu viele fragliche Elemente): Ist der Fokus auf diesem Element deutlich zu sehen?"
            : "Not checked (too many doubtful elements): is focus on this element clearly visible?",
        ),
      );
      continue;
    }
    const look = await photograph(context, stop.i, pageReacts);
    if (look === "differs") continue;
    const target = look.hidden ? hidden : visible;
    const certain =
      look.focused && look.blurred && !look.changedOutside && !look.animating && !element.textEntry;
    if (certain) {
      target.violations.push(
        node((de) =>
          look.hidden
            ? de
              ? "Das Element erhält per Tab den Fokus, ist dabei aber nicht zu sehen, und auf dem Bildschirm ändert sich nichts."
              : "The element receives focus by Tab but cannot be seen then, and nothing on the screen changes."
            : de
              ? "Mit und ohne Fokus sieht das Element und seine Umgebung Bildpunkt für Bildpunkt gleich aus."
              : "With and without focus, the element and its surroundings look the same, pixel for pixel.",
        ),
      );
    } else {
      target.needsReview.push(
        node((de) =>
          element.textEntry
            ? de
              ? "Mit Fokus ändert sich am Feld nichts außer vielleicht der blinkenden Einfügemarke. Ist der Fokus deutlich genug zu sehen?"
              : "With focus nothing changes on the field except perhaps the blinking caret. Is focus visible clearly enough?"
            : de
              ? "Um das Element herum ändert sich mit Fokus nichts; die Seite ändert sich aber an anderer Stelle oder ist in Bewegung. Ist zu sehen, welches Element den Fokus hat?"
              : "Around the element nothing changes with focus, but the page changes elsewhere or is moving. Can you see which element has focus?",
        ),
      );
    }
  }
  return [visible, hidden];
}

/**
 * aria-hidden content in sequential focus navigation (6cfa84), only where axe-core asked: its open
 * containers are judged from the walk. An element inside one that a Tab key reached, and that still
 * has focus a second after it is focused again, fails (one that sends focus on at once is not
 * focusable in ACT's sense). Anything else stays axe's question.
 */
async function judgeAriaHiddenFocus(context: CheckContext, walk: Walk): Promise<RuleOutcome | null> {
  const open = context.axe?.incomplete.find(
    (finding) => finding.ruleId === "aria-hidden-focus" && (finding.engine ?? "axe-core") === "axe-core",
  );
  const containers = (open?.nodes ?? []).map((node) => node.selector).slice(0, maxHiddenContainers);
  if (containers.length === 0) return null;
  const reached = walk.stops.filter((stop) => stop.keyed && !stop.frame).map((stop) => stop.i);
  const inside = await callPage(context.evaluate, "keyboardHiddenStops", containers, reached);
  const outcome: RuleOutcome = {
    ruleId: ariaHiddenFocusRule.id,
    violations: [],
    needsReview: [],
    applicable: true,
    settlesAxe: { "aria-hidden-focus": [] },
  };
  const settled = outcome.settlesAxe?.["aria-hidden-focus"] as string[];
  const failing: number[] = [];
  for (const [n, container] of containers.entries()) {
    const stops = inside[n];
    if (!stops || stops.length === 0) continue;
    // One element that keeps focus decides the container: each try costs a second.
    for (const index of stops.slice(0, 3)) {
      if (context.remaining() < keepsFocusMs + 800) break;
      if (!(await callPage(context.evaluate, "keyboardFocusElement", index))) continue;
      const state = await callPage(context.evaluate, "keyboardFocusState", keepsFocusMs);
      if (state.active === index && !state.ui) {
        failing.push(index);
        settled.push(container);
        break;
      }
    }
  }
  await callPage(context.evaluate, "keyboardBlur");
  if (failing.length === 0) return null;
  const facts = await callPage(context.evaluate, "keyboardDescribe", failing);
  for (const element of facts) {
    outcome.violations.push({
      selector: element.selector,
      html: element.html,
      ...summaryInEach(context.locale, (locale) =>
        locale === "de"
          ? 'Das Element liegt in einem Bereich mit aria-hidden="true", erhält aber per Tab den Fokus und behält ihn: Screenreader sagen nicht an, wo der Fokus ist.'
          : 'The element is inside a part with aria-hidden="true" but gets focus by Tab and keeps it: screen readers do not announce where focus is.',
      ),
    });
  }
  return outcome;
}

type Look = "differs" | (FocusedLook & BlurredLook);

/**
 * Photographs the element's surroundings focused and unfocused; the same PNG means the same pixels. A
 * page that listens for focus events gets a frame after each change to react in (a script drawing its
 * own indicator); without such listeners the screenshot's own fresh frame shows all there is.
 */
async function photograph(context: CheckContext, index: number, pageReacts: boolean): Promise<Look> {
  const focused = await callPage(context.evaluate, "keyboardFocusForLook", index, lookMargin, pageReacts);
  const clip = { ...focused.clip, scale: 1 };
  const shot = async () =>
    (
      (await context.cdp.send("Page.captureScreenshot", { format: "png", clip, optimizeForSpeed: true })) as {
        data: string;
      }
    ).data;
  const withFocus = await shot();
  const blurred = await callPage(context.evaluate, "keyboardBlurAfterLook", index, focused.clip, pageReacts);
  const withoutFocus = await shot();
  if (withFocus !== withoutFocus) return "differs";
  return { ...focused, ...blurred, animating: focused.animating || blurred.animating };
}

/**
 * Keyboard traps (80af7b) and loops that the standard keys do not leave (a1b64e): decided only when
 * the fast walk saw focus moved by a script. The slow walk forward finds the loop; a loop that Shift+Tab
 * leaves as well is no trap for 80af7b (its Passed Example 7), but still one for a1b64e (its Failed
 * Example 2, the same page).
 */
async function judgeTraps(
  context: CheckContext,
  prepared: PreparedPage,
  walk: Walk,
): Promise<RuleOutcome[] | null> {
  const outcome: RuleOutcome = {
    ruleId: keyboardTrapRule.id,
    violations: [],
    needsReview: [],
    applicable: prepared.focusableCount > 0 || walk.stops.length > 0,
  };
  // ACT ebe86a applies only where Tab and Shift+Tab are trapped: the help to leave another way.
  const help: RuleOutcome = { ruleId: trapHelpRule.id, violations: [], needsReview: [], applicable: false };
  const loop: RuleOutcome = { ...outcome, ruleId: tabLoopRule.id, violations: [], needsReview: [] };
  const all = () => [outcome, help, loop];
  if (!walk.anomaly) return all();
  if (context.remaining() < 2_000) return null;
  await callPage(context.evaluate, "keyboardBlur");
  // The loop is where the fast walk saw the script at work: a few stops past it are enough.
  const forward = await slowWalk(context, 0, Math.min(maxTabStops, walk.stops.length + 6));
  if (!forward.cycle) return all();
  const trapped: number[] = [];
  for (const member of forward.cycle.slice(0, 4)) {
    if (context.remaining() < 1_000) return null;
    if (!(await callPage(context.evaluate, "keyboardFocusElement", member))) continue;
    // Focusing the member blurred another: the page's reaction to that (a timer that moves focus) is
    // over before the first key, or it would be taken for the key's.
    await callPage(context.evaluate, "keyboardFocusState", settleAfterKeyMs);
    const backward = await slowWalk(context, modifierBits.shift, maxTabStops);
    if (backward.cycle) trapped.push(member);
  }
  const facts = await callPage(context.evaluate, "keyboardDescribe", forward.cycle);
  // Activating a link, a form's button or an element with a click handler may well lead out: only a
  // person can tell whether that is a way out or a side effect.
  const activatable =
    facts.some((element) => element.link || element.inForm) ||
    (await hasActivationListeners(
      context.cdp,
      facts.map((element) => element.selector),
    ));
  // Tried from the elements Shift+Tab cannot leave, or from the loop's first where it can.
  const from = trapped.length > 0 ? trapped : forward.cycle.slice(0, 1);
  const wayOut = await tryToLeave(context, from, forward.cycle, !activatable);
  if (wayOut === "left") return all();
  // Tab, Escape, the arrow keys (and Enter and Space where tried) do not lead out of the loop.
  const untried = wayOut === "unknown";
  const helpWords =
    /help|hilfe|how|wie|exit|leave|verlassen|escape|instruction|anleitung|skip|überspringen|weiter|next/i;
  const mayHelp = facts.some((element) => helpWords.test(element.name));
  const doubt = activatable || mayHelp || untried;
  for (const [n, index] of forward.cycle.entries()) {
    const element = facts[n];
    // Shift+Tab leaves it, Tab does not: a1b64e's loop alone.
    if (!element || trapped.includes(index)) continue;
    const node = { selector: element.selector, html: element.html };
    if (doubt) {
      loop.needsReview.push({
        ...node,
        ...summaryInEach(context.locale, (locale) =>
          locale === "de"
            ? "Tab führt immer wieder zu diesem Element zurück, nur Umschalt+Tab verlässt die Schleife. Führt das Aktivieren eines ihrer Elemente (Eingabe, Leertaste) hinaus?"
            : "Tab keeps coming back to this element; only Shift+Tab leaves the loop. Does activating one of its elements (Enter, Space) lead out?",
        ),
      });
    } else {
      loop.violations.push({
        ...node,
        ...summaryInEach(context.locale, (locale) =>
          locale === "de"
            ? "Tab führt immer wieder zu diesem Element zurück, sodass die folgenden Elemente nie den Fokus erhalten; Escape, Pfeiltasten, Eingabe und Leertaste führen nicht hinaus, nur Umschalt+Tab."
            : "Tab keeps coming back to this element, so the elements after it never get focus; Escape, arrow keys, Enter and Space do not lead out, only Shift+Tab.",
        ),
      });
    }
  }
  if (trapped.length === 0) return all();
  // Tab and Shift+Tab are trapped: ebe86a applies. A key the page names leads out: 80af7b and ebe86a
  // pass, a1b64e (standard keys alone) does not.
  help.applicable = true;
  const leftByNamedKey = wayOut === "left by a named key";
  for (const [n, index] of forward.cycle.entries()) {
    if (!trapped.includes(index)) continue;
    const element = facts[n];
    if (!element) continue;
    const node = { selector: element.selector, html: element.html };
    // Tab and Shift+Tab are trapped for certain; the other ways out could not all be tried (a script
    // moves focus away from the trap's elements when they are focused directly, or time ran out).
    const targets = leftByNamedKey ? [loop] : [outcome, help, loop];
    if (doubt) {
      const summary = summaryInEach(context.locale, (locale) =>
        locale === "de"
          ? "Tab und Umschalt+Tab führen immer wieder zu diesem Element zurück. Lässt sich die Falle durch Aktivieren eines der Elemente darin (Eingabe, Leertaste) oder einen auf der Seite beschriebenen Weg verlassen?"
          : "Tab and Shift+Tab keep coming back to this element. Can the trap be left by activating one of its elements (Enter, Space) or a way described on the page?",
      );
      for (const target of targets) target.needsReview.push({ ...node, ...summary });
    } else {
      const summary = summaryInEach(context.locale, (locale) =>
        leftByNamedKey
          ? locale === "de"
            ? "Tab und Umschalt+Tab führen immer wieder zu diesem Element zurück; Escape, Pfeiltasten, Eingabe und Leertaste führen nicht hinaus, nur die auf der Seite genannte Tastenkombination."
            : "Tab and Shift+Tab keep coming back to this element; Escape, arrow keys, Enter and Space do not lead out, only the key combination the page names."
          : locale === "de"
            ? "Tab und Umschalt+Tab führen immer wieder zu diesem Element zurück; Escape, Pfeiltasten, Eingabe, Leertaste und die auf der Seite genannten Tasten führen nicht hinaus."
            : "Tab and Shift+Tab keep coming back to this element; Escape, arrow keys, Enter, Space and the keys named on the page do not lead out.",
      );
      for (const target of targets) target.violations.push({ ...node, ...summary });
    }
  }
  return all();
}

type SlowWalk = { reachedEnd: boolean; cycle: number[] | null };

/**
 * Presses Tab (or Shift+Tab) one key at a time, waiting after each for scripts that move focus back,
 * until focus reaches the browser's controls or an element comes round again. A loop counts only once
 * focus has gone round it twice the same way.
 */
async function slowWalk(context: CheckContext, modifiers: number, maxSteps: number): Promise<SlowWalk> {
  const states: (number | null)[] = [];
  for (let step = 0; step < maxSteps && context.remaining() > 500; step++) {
    await press(context.cdp, [tab], modifiers);
    const state = await callPage(context.evaluate, "keyboardFocusState", settleAfterKeyMs);
    if (state.ui || state.left || state.active === null) return { reachedEnd: true, cycle: null };
    states.push(state.active);
    const loop = repeatedLoop(states);
    if (loop) return { reachedEnd: false, cycle: loop };
  }
  return { reachedEnd: false, cycle: null };
}

/** The loop at the end of the sequence when its last 2×n states are the same n states twice. */
export function repeatedLoop(states: readonly (number | null)[]): number[] | null {
  for (let length = 1; length * 2 <= states.length; length++) {
    const last = states.slice(-length);
    const before = states.slice(-2 * length, -length);
    if (last.every((state, n) => state === before[n]) && new Set(last).size === length) {
      return last.filter((state): state is number => state !== null);
    }
  }
  return null;
}

/**
 * Tries the ways out a person would: Escape, the arrow keys, the key combinations the page names in
 * its text, and Enter and Space where activating the elements cannot do anything else. "left" when
 * one of them leads focus out of the trap.
 */
async function tryToLeave(
  context: CheckContext,
  trapped: number[],
  cycle: number[],
  activate: boolean,
): Promise<"left" | "left by a named key" | "stuck" | "unknown"> {
  const text = String(await callPage(context.evaluate, "keyboardVisibleText"));
  const named = namedCombinations(text).map((combination) => ({ ...combination, named: true }));
  const attempts: { key: Key; modifiers: number; named?: boolean }[] = [
    { key: { key: "Escape", code: "Escape", keyCode: 27 }, modifiers: 0 },
    { key: { key: "ArrowDown", code: "ArrowDown", keyCode: 40 }, modifiers: 0 },
    { key: { key: "ArrowRight", code: "ArrowRight", keyCode: 39 }, modifiers: 0 },
    ...(activate
      ? [
          { key: { key: "Enter", code: "Enter", keyCode: 13, text: "\r" }, modifiers: 0 },
          { key: { key: " ", code: "Space", keyCode: 32, text: " " }, modifiers: 0 },
        ]
      : []),
    ...named,
  ];
  const start = trapped[0] as number;
  for (const attempt of attempts) {
    if (context.remaining() < 800) return "unknown";
    if (!(await callPage(context.evaluate, "keyboardFocusElement", start))) return "unknown";
    await press(context.cdp, [attempt.key], attempt.modifiers);
    const state = await callPage(context.evaluate, "keyboardFocusState", settleAfterKeyMs);
    const left =
      state.ui || state.left || state.active === null || !cycle.includes(state.active)
        ? true
        : await leadsOut(context, cycle);
    if (left) return attempt.named ? "left by a named key" : "left";
  }
  return "stuck";
}

/** Whether Tab now takes focus to an element outside the loop, or out of the page, within one round. */
async function leadsOut(context: CheckContext, cycle: number[]): Promise<boolean> {
  for (let step = 0; step <= cycle.length && context.remaining() > 300; step++) {
    await press(context.cdp, [tab]);
    const state = await callPage(context.evaluate, "keyboardFocusState", settleAfterKeyMs);
    if (state.ui || state.left || state.active === null || !cycle.includes(state.active)) return true;
  }
  return false;
}

const keyNames: Record<string, Key> = {
  esc: { key: "Escape", code: "Escape", keyCode: 27 },
  escape: { key: "Escape", code: "Escape", keyCode: 27 },
  enter: { key: "Enter", code: "Enter", keyCode: 13 },
  tab: tab,
};

/** Key combinations written in the page's text, e.g. "Ctrl+M", "Strg + Q", "Alt-F4". */
export function namedCombinations(text: string): { key: Key; modifiers: number }[] {
  const found: { key: Key; modifiers: number }[] = [];
  const pattern =
    /\b(ctrl|strg|control|alt|shift|umschalt|cmd|command|meta)\s*[+-]\s*([a-z0-9]|f\d{1,2}|esc|escape|enter|tab)\b/gi;
  for (const match of text.matchAll(pattern)) {
    const modifierName = (match[1] as string).toLowerCase();
    const keyName = (match[2] as string).toLowerCase();
    const modifiers =
      modifierName === "alt"
        ? modifierBits.alt
        : modifierName === "shift" || modifierName === "umschalt"
          ? modifierBits.shift
          : modifierName === "cmd" || modifierName === "command" || modifierName === "meta"
            ? modifierBits.meta
            : modifierBits.ctrl;
    const named = keyNames[keyName];
    let key: Key;
    if (named) key = named;
    else if (/^f\d{1,2}$/.test(keyName)) {
      const n = Number(keyName.slice(1));
      key = { key: `F${n}`, code: `F${n}`, keyCode: 111 + n };
    } else if (/^[0-9]$/.test(keyName))
      key = { key: keyName, code: `Digit${keyName}`, keyCode: keyName.charCodeAt(0) };
    else
      key = {
        key: keyName,
        code: `Key${keyName.toUpperCase()}`,
        keyCode: keyName.toUpperCase().charCodeAt(0),
      };
    if (!found.some((known) => known.key.key === key.key && known.modifiers === modifiers)) {
      found.push({ key, modifiers });
    }
    if (found.length >= 3) break;
  }
  return found;
}

/** Printable keys that sites use as shortcuts, pressed in small groups. */
const shortcutKeys: Key[] = [
  ..."abcdefghijklmnopqrstuvwxyz".split("").map((c) => ({
    key: c,
    code: `Key${c.toUpperCase()}`,
    keyCode: c.toUpperCase().charCodeAt(0),
    text: c,
  })),
  ..."0123456789".split("").map((c) => ({ key: c, code: `Digit${c}`, keyCode: c.charCodeAt(0), text: c })),
  { key: "+", code: "BracketRight", keyCode: 187, text: "+" },
  { key: "-", code: "Slash", keyCode: 189, text: "-" },
  { key: "/", code: "NumpadDivide", keyCode: 111, text: "/" },
  { key: ".", code: "Period", keyCode: 190, text: "." },
  { key: ",", code: "Comma", keyCode: 188, text: "," },
  { key: "#", code: "Backslash", keyCode: 191, text: "#" },
];
const shortcutGroup = 4;

/**
 * Character key shortcuts (ffbc54). With nothing focused, a key event goes to the body: only listeners
 * on the body, the root element, the document or the window can react to it. A page without any skips
 * the key presses.
 */
async function probeShortcuts(context: CheckContext, listeners: PageListeners): Promise<RuleOutcome | null> {
  const outcome: RuleOutcome = {
    ruleId: characterShortcutRule.id,
    violations: [],
    needsReview: [],
    applicable: false,
  };
  const ownKeyListeners = keyEventTypes.some((type) => listeners.atTop.has(type));
  if (!ownKeyListeners && !(listeners.keysDelegatedAtTop && (await reactKeyHandlersAtTop(context.cdp))))
    return outcome;
  const start = await callPage(context.evaluate, "shortcutStart");
  try {
    if (start.editable) return null;
    for (let from = 0; from < shortcutKeys.length; from += shortcutGroup) {
      if (context.remaining() < 400) return null;
      const group = shortcutKeys.slice(from, from + shortcutGroup);
      await press(context.cdp, group);
      const reaction = await callPage(context.evaluate, "shortcutRead");
      if (reaction.mutations === 0 && !reaction.leaves && !reaction.focusMoved && !reaction.scrolled)
        continue;
      return await judgeShortcut(context, outcome, group, reaction, start.quiet);
    }
    return outcome;
  } finally {
    await callPage(context.evaluate, "shortcutEnd");
  }
}

async function judgeShortcut(
  context: CheckContext,
  outcome: RuleOutcome,
  group: Key[],
  reaction: ShortcutReaction,
  quiet: boolean,
): Promise<RuleOutcome> {
  const keys = group.map((key) => `"${key.key}"`).join(", ");
  const changedContent = reaction.mutations > 0 && quiet;
  const { offersInstrument } = await callPage(context.evaluate, "shortcutInstrument");
  const node = { selector: "body", html: "<body>" };
  outcome.applicable = true;
  if (changedContent && !offersInstrument) {
    outcome.violations.push({
      ...node,
      ...summaryInEach(context.locale, (locale) =>
        locale === "de"
          ? `Eine der Tasten ${keys} (ohne Strg, Alt oder Umschalt) ändert den Inhalt der Seite, während kein Element den Fokus hat, und die Seite bietet nichts, um das abzuschalten oder umzulegen.`
          : `One of the keys ${keys} (without Ctrl, Alt or Shift) changes the page's content while no element has focus, and the page offers nothing to turn it off or remap it.`,
      ),
    });
  } else {
    const what = (de: boolean) =>
      reaction.mutations > 0
        ? de
          ? "ändert die Seite"
          : "changes the page"
        : reaction.leaves
          ? de
            ? "würde eine andere Seite öffnen"
            : "would open another page"
          : reaction.focusMoved
            ? de
              ? "verschiebt den Fokus"
              : "moves focus"
            : de
              ? "scrollt die Seite"
              : "scrolls the page";
    outcome.needsReview.push({
      ...node,
      ...summaryInEach(context.locale, (locale) =>
        locale === "de"
          ? `Eine der Tasten ${keys} (ohne Strg, Alt oder Umschalt) ${what(true)}, während kein Element den Fokus hat. Lässt sich dieses Kürzel abschalten oder auf eine Kombination mit Strg/Alt umlegen, oder wirkt es nur, wenn ein bestimmtes Element den Fokus hat?`
          : `One of the keys ${keys} (without Ctrl, Alt or Shift) ${what(false)} while no element has focus. Can this shortcut be turned off or remapped to a combination with Ctrl/Alt, or does it only work while a certain element has focus?`,
      ),
    });
  }
  return outcome;
}

const activationTypes = new Set(["click", "mousedown", "mouseup", "pointerdown", "pointerup", "auxclick"]);

/**
 * Whether activating one of these elements could run a script: a click (or pointer) listener on it, an
 * ancestor, the document or the window. An element not found counts as one that could.
 */
async function hasActivationListeners(cdp: MinimalCDPSession, selectors: string[]): Promise<boolean> {
  const group = "klarsicht-keyboard";
  try {
    for (const selector of selectors) {
      const { result } = (await cdp.send("Runtime.evaluate", {
        expression: `(function () { var el = document.querySelector(${JSON.stringify(selector)}); if (!el) return null;
          var chain = []; for (var a = el; a; a = a.parentNode) chain.push(a); chain.push(window); return chain; })()`,
        objectGroup: group,
      })) as { result: { objectId?: string } };
      if (!result.objectId) return true;
      const { result: items } = (await cdp.send("Runtime.getProperties", {
        objectId: result.objectId,
        ownProperties: true,
      })) as { result: { name: string; value?: { objectId?: string } }[] };
      for (const item of items) {
        if (!/^\d+$/.test(item.name) || !item.value?.objectId) continue;
        const { listeners } = (await cdp.send("DOMDebugger.getEventListeners", {
          objectId: item.value.objectId,
        })) as { listeners: { type: string }[] };
        if (listeners.some((listener) => activationTypes.has(listener.type))) return true;
      }
    }
    return false;
  } finally {
    await cdp.send("Runtime.releaseObjectGroup", { objectGroup: group }).catch(() => {});
  }
}

const focusEventTypes = ["blur", "focusout", "focus", "focusin"];
/** A node listening for this many event types or more delegates them (React's root: about 80). */
const delegatingRootTypes = 40;
/** Event types one function is registered for on such a node, at least, to count as the framework's dispatcher. */
const dispatcherTypes = 10;
const keyEventTypes = ["keydown", "keyup", "keypress"];

/** One event listener as the protocol lists it: where its function was written, and on which node. */
export type ListenerFacts = {
  type: string;
  /** The node it is registered on; undefined for the window. */
  backendNodeId?: number;
  scriptId: string;
  lineNumber: number;
  columnNumber: number;
};

type PageListeners = {
  /** Event types listened for anywhere: on the window or on any node of the document. */
  anywhere: Set<string>;
  /**
   * Whether something other than a framework's dispatcher listens for focus events. React registers one
   * function for dozens of event types on its root (the document for Remix and Next.js) and hands each
   * event to the handlers of the element it happened on, so those listeners say nothing about whether
   * the page moves focus on its own. A listener the page added beside it (on the same node) still counts.
   */
  focusBesideDelegation: boolean;
  /**
   * Event types the page's own listeners wait for where a key press with nothing focused arrives:
   * window, document, root element, body. A framework's dispatcher there is not counted.
   */
  atTop: Set<string>;
  /** Whether a framework's dispatcher at the top listens for keys (it may hand them to html or body). */
  keysDelegatedAtTop: boolean;
};

/**
 * Sorts listeners into a framework's dispatchers and the page's own: a dispatcher is one function (one
 * place in a script; bound functions are listed at their target) registered for many event types on a
 * node that listens for very many. Pure, so that it is tested on the protocol's data directly.
 */
export function classifyListeners(
  listeners: readonly ListenerFacts[],
  top: ReadonlySet<number | undefined>,
): Omit<PageListeners, "anywhere"> {
  const nodeOf = (listener: ListenerFacts) => listener.backendNodeId ?? 0;
  const placeOf = (listener: ListenerFacts) =>
    `${nodeOf(listener)} ${listener.scriptId}:${listener.lineNumber}:${listener.columnNumber}`;
  const typesByNode = new Map<number, Set<string>>();
  const typesByPlace = new Map<string, Set<string>>();
  const note = <K>(map: Map<K, Set<string>>, key: K, type: string) =>
    map.set(key, (map.get(key) ?? new Set<string>()).add(type));
  for (const listener of listeners) {
    note(typesByNode, nodeOf(listener), listener.type);
    note(typesByPlace, placeOf(listener), listener.type);
  }
  const dispatches = (listener: ListenerFacts) =>
    (typesByNode.get(nodeOf(listener))?.size ?? 0) >= delegatingRootTypes &&
    (typesByPlace.get(placeOf(listener))?.size ?? 0) >= dispatcherTypes;
  const found = { atTop: new Set<string>(), focusBesideDelegation: false, keysDelegatedAtTop: false };
  for (const listener of listeners) {
    const atTop = listener.backendNodeId === undefined || top.has(listener.backendNodeId);
    if (dispatches(listener)) {
      if (atTop && keyEventTypes.includes(listener.type)) found.keysDelegatedAtTop = true;
      continue;
    }
    if (atTop) found.atTop.add(listener.type);
    if (focusEventTypes.includes(listener.type)) found.focusBesideDelegation = true;
  }
  return found;
}

/**
 * The page's event listeners, in two protocol round trips. Read before our own listeners exist: the
 * protocol lists every world's.
 */
async function pageListeners(cdp: MinimalCDPSession): Promise<PageListeners> {
  const group = "klarsicht-keyboard";
  const all: ListenerFacts[] = [];
  let top = new Set<number | undefined>();
  const objectOf = async (expression: string) =>
    (
      (await cdp.send("Runtime.evaluate", { expression, objectGroup: group })) as {
        result: { objectId?: string };
      }
    ).result.objectId;
  const ofWindow = async (windowId: string | undefined) => {
    if (!windowId) return;
    const { listeners } = (await cdp.send("DOMDebugger.getEventListeners", { objectId: windowId })) as {
      listeners: ListenerFacts[];
    };
    // The window is no node: listed without one.
    all.push(...listeners.map((listener) => ({ ...listener, backendNodeId: undefined })));
  };
  const ofDocument = async (documentId: string | undefined) => {
    if (documentId) {
      const [{ listeners }, { node }] = (await Promise.all([
        cdp.send("DOMDebugger.getEventListeners", { objectId: documentId, depth: -1, pierce: true }),
        cdp.send("DOM.describeNode", { objectId: documentId, depth: 2 }),
      ])) as [
        { listeners: ListenerFacts[] },
        {
          node: {
            backendNodeId: number;
            children?: {
              backendNodeId: number;
              localName?: string;
              children?: { backendNodeId: number; localName?: string }[];
            }[];
          };
        },
      ];
      const root = node.children?.find((child) => child.localName === "html");
      const body = root?.children?.find((child) => child.localName === "body");
      top = new Set([node.backendNodeId, root?.backendNodeId, body?.backendNodeId]);
      all.push(...listeners);
    }
  };
  try {
    const [windowId, documentId] = await Promise.all([objectOf("window"), objectOf("document")]);
    // Side by side: two round trips to the page in all.
    await Promise.all([ofWindow(windowId), ofDocument(documentId)]);
  } finally {
    cdp.send("Runtime.releaseObjectGroup", { objectGroup: group }).catch(() => {});
  }
  return { anywhere: new Set(all.map((listener) => listener.type)), ...classifyListeners(all, top) };
}

type Early = { listeners: PageListeners; prepared: PreparedPage };

/** Whether a script of the page (any listener, a framework's dispatcher too) can react to focus moving. */
function reactsToFocus(listeners: PageListeners): boolean {
  return focusEventTypes.some((type) => listeners.anywhere.has(type));
}

function isEarly(value: unknown): value is Early {
  return typeof value === "object" && value !== null && "listeners" in value && "prepared" in value;
}

/**
 * Whether React hands a key pressed with nothing focused to a handler of its own: one on the html or
 * body element's props (React keeps them on the element, in the page's world). Asked only where React's
 * dispatcher listens at the top and nothing else does.
 */
async function reactKeyHandlersAtTop(cdp: MinimalCDPSession): Promise<boolean> {
  const expression = `(function () {
    var names = ["onKeyDown", "onKeyUp", "onKeyPress", "onKeyDownCapture", "onKeyUpCapture", "onKeyPressCapture"];
    return [document.documentElement, document.body].some(function (element) {
      if (!element) return false;
      return Object.keys(element).some(function (key) {
        if (key.indexOf("__reactProps$") !== 0) return false;
        var props = element[key] || {};
        return names.some(function (name) { return typeof props[name] === "function"; });
      });
    });
  })()`;
  try {
    const { result } = (await cdp.send("Runtime.evaluate", { expression, returnByValue: true })) as {
      result: { value?: unknown };
    };
    return result.value !== false;
  } catch {
    // Could not look: probe as for any listener.
    return true;
  }
}
