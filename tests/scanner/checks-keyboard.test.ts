/**
 * The keyboard check on fixture pages of our own, driven with real key events through puppeteer-core:
 * keyboard traps (ACT 80af7b), focus visible (oj04fd, F78), focus on hidden elements, positive tabindex (F44) and
 * character key shortcuts (ffbc54), and aria-hidden content in the tab order where axe-core left it open
 * (6cfa84).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import {
  classifyListeners,
  keyboardCheck,
  type ListenerFacts,
  namedCombinations,
  repeatedLoop,
} from "#scanner/checks/keyboard";
import type { Check } from "#scanner/checks/types";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/keyboard");
});
afterAll(async () => {
  await harness?.close();
});

const rules = {
  trap: "ks-keyboard-trap",
  trapHelp: "ks-keyboard-trap-no-help",
  loop: "ks-keyboard-loop-standard-keys",
  visible: "ks-focus-not-visible",
  hidden: "ks-focus-on-hidden-element",
  tabindex: "ks-positive-tabindex",
  shortcut: "ks-character-key-shortcut",
  ariaHidden: "ks-aria-hidden-focus-reached",
} as const;

/** Runs after the keyboard check and tells where focus and scrolling are then. */
const afterwards: Check = {
  name: "afterwards",
  rules: [
    {
      id: "ks-test-afterwards",
      implements: {},
      wcag: ["2.1.1"],
      impact: "minor",
      helpUrl: "https://www.w3.org/WAI/WCAG22/Understanding/keyboard",
      texts: {
        de: { help: "-", description: "-", fix: "-", check: "-" },
        en: { help: "-", description: "-", fix: "-", check: "-" },
      },
    },
  ],
  kind: "drive",
  budgetMs: 2_000,
  async run(context) {
    const state = await context.evaluate(
      `JSON.stringify({ y: Math.round(window.scrollY), active: document.activeElement && document.activeElement.tagName, path: location.pathname, characterKeys: document.documentElement.getAttribute("data-count-keys") })`,
    );
    return [
      {
        ruleId: "ks-test-afterwards",
        violations: [{ selector: "html", html: "<html>", summary: String(state) }],
        needsReview: [],
        applicable: true,
      },
    ];
  },
};

function nodesOf(report: PageReport, ruleId: string, category: "violations" | "incomplete"): string[] {
  return (
    report[category].find((finding) => finding.ruleId === ruleId)?.nodes.map((node) => node.selector) ?? []
  );
}

describe.each(suiteRuntimes)("the keyboard check with %s", (runtime) => {
  const scan = async (path: string, locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [keyboardCheck], locale }));

  it("passes an ordinary page and leaves focus and scrolling as they were", async () => {
    const report = reportOf(
      await harness.scan(runtime, "/clean.html#kontakt", { checks: [keyboardCheck, afterwards] }),
    );
    const before = reportOf(await harness.scan(runtime, "/clean.html#kontakt", { checks: [afterwards] }));
    const stateOf = (r: PageReport) =>
      r.violations.find((f) => f.ruleId === "ks-test-afterwards")?.nodes[0]?.failureSummary;
    expect(JSON.parse(stateOf(before) ?? "{}").y).toBeGreaterThan(500);
    expect(stateOf(report)).toBe(stateOf(before));
    expect(outcomeOf(report, rules.trap)).toBe("passes");
    expect(outcomeOf(report, rules.visible)).toBe("passes");
    expect(outcomeOf(report, rules.hidden)).toBe("passes");
    expect(outcomeOf(report, rules.tabindex)).toBe("inapplicable");
    expect(outcomeOf(report, rules.shortcut)).toBe("inapplicable");
    expect(report.violations.find((f) => f.ruleId === rules.trap)).toBeUndefined();
  });

  it("finds nothing to judge on a page without focusable elements", async () => {
    const report = await scan("/nothing-focusable.html");
    for (const rule of [rules.trap, rules.visible, rules.hidden, rules.tabindex, rules.shortcut]) {
      expect(outcomeOf(report, rule)).toBe("inapplicable");
    }
  });

  it("reports a keyboard trap that Tab, Shift+Tab and the standard keys cannot leave", async () => {
    const report = await scan("/trap.html", "en");
    expect(outcomeOf(report, rules.trap)).toBe("violations");
    expect(nodesOf(report, rules.trap, "violations").sort()).toEqual(["#frueh", "#spaet"]);
    const finding = report.violations.find((f) => f.ruleId === rules.trap);
    expect(finding?.engine).toBe("klarsicht");
    expect(finding?.nodes[0]?.failureSummary).toMatch(/Shift\+Tab/);
    // ACT ebe86a: no other way out either, a best practice without a criterion of its own.
    expect(nodesOf(report, rules.trapHelp, "violations").sort()).toEqual(["#frueh", "#spaet"]);
    expect(report.violations.find((f) => f.ruleId === rules.trapHelp)?.wcag).toEqual([]);
    // ACT a1b64e: the standard keys do not lead out either, a best practice as well.
    expect(nodesOf(report, rules.loop, "violations").sort()).toEqual(["#frueh", "#spaet"]);
    expect(report.violations.find((f) => f.ruleId === rules.loop)?.wcag).toEqual([]);
  });

  it("passes buttons that pull focus back to each other when Shift+Tab leaves the page from the first", async () => {
    // Focus leaves to the browser's controls; the script then focuses the other button, not the one left.
    const report = await scan("/trap-open-backwards.html", "en");
    expect(outcomeOf(report, rules.trap)).toBe("passes");
    expect(outcomeOf(report, rules.trapHelp)).toBe("inapplicable");
    // Tab alone never gets past them to the third button: a loop the standard keys do not leave (a1b64e).
    expect(nodesOf(report, rules.loop, "violations").sort()).toEqual(["#eins", "#zwei"]);
    const loop = report.violations.find((f) => f.ruleId === rules.loop);
    expect(loop?.bestPractice).toBe(true);
    expect(loop?.nodes[0]?.failureSummary).toMatch(/only Shift\+Tab/);
  });

  it("passes a modal window whose guards wrap focus both ways when Escape closes it", async () => {
    const report = await scan("/dialog-wrap-escape.html");
    expect(outcomeOf(report, rules.trap)).toBe("passes");
    expect(outcomeOf(report, rules.loop)).toBe("passes");
    expect(outcomeOf(report, rules.trapHelp)).toBe("inapplicable");
  });

  it("asks about a trap whose elements a script leaves as soon as they are focused directly", async () => {
    // The ways out cannot be tried from inside: a person has to follow the help link's instructions.
    const report = await scan("/trap-help-link.html");
    expect(outcomeOf(report, rules.trap)).toBe("incomplete");
    expect(nodesOf(report, rules.trap, "incomplete").length).toBeGreaterThan(0);
  });

  it("on a page with a framework's delegating root (React's: every event type, focus events included)", async () => {
    // Its focus listeners only hand events on: the walk goes fast, and still sees focus.
    const invisible = await scan("/delegating-root-focus-invisible.html");
    expect(nodesOf(invisible, rules.visible, "violations").sort()).toEqual([
      'a[href$="#stuehle"]',
      'a[href$="#tische"]',
    ]);
    // Elements' own focus listeners make it walk carefully, key by key, and find the trap they set; the
    // root's click listener may be a way out, which only a person can try.
    const trap = await scan("/delegating-root-trap.html");
    expect(nodesOf(trap, rules.trap, "incomplete").sort()).toEqual(["#frueh", "#spaet"]);
    expect(nodesOf(trap, rules.trap, "violations")).toEqual([]);
    expect(nodesOf(trap, rules.loop, "incomplete").sort()).toEqual(["#frueh", "#spaet"]);
  });

  it("presses character keys on a React page only where a handler of the page would receive them", async () => {
    // React's dispatcher on the document and no handler at the top: no key is pressed.
    const quiet = reportOf(
      await harness.scan(runtime, "/react-like-root-no-shortcut.html", {
        checks: [keyboardCheck, afterwards],
      }),
    );
    const state = quiet.violations.find((f) => f.ruleId === "ks-test-afterwards")?.nodes[0]?.failureSummary;
    expect(JSON.parse(state ?? "{}").characterKeys).toBe("0");
    expect(outcomeOf(quiet, rules.shortcut)).toBe("inapplicable");
    // A key handler in the body's props (<body onKeyDown>): probed, and its shortcut found.
    const report = await scan("/react-like-root-shortcut.html");
    expect(outcomeOf(report, rules.shortcut)).toBe("violations");
  });

  it("passes a trap that the page tells how to leave, when that way works", async () => {
    const report = await scan("/trap-with-way-out.html");
    expect(outcomeOf(report, rules.trap)).toBe("passes");
    // Tab is trapped, so ACT ebe86a applies, and the key the page names leads out.
    expect(outcomeOf(report, rules.trapHelp)).toBe("passes");
    // A named combination is no standard key: a1b64e still fails.
    expect(nodesOf(report, rules.loop, "violations").sort()).toEqual(["#radierer", "#stift"]);
  });

  it("reports links whose focus is invisible, never a text field whose caret may blink", async () => {
    const report = await scan("/focus-invisible.html");
    expect(nodesOf(report, rules.visible, "violations").sort()).toEqual([
      'a[href$="#stuehle"]',
      'a[href$="#tische"]',
    ]);
    // The caret is a visible change when it is drawn; a photograph between two blinks asks a person.
    expect(nodesOf(report, rules.visible, "incomplete").filter((s) => s !== "#menge")).toEqual([]);
  });

  it("accepts focus shown by a script, by :focus-within or by an underline", async () => {
    const report = await scan("/focus-drawn-elsewhere.html");
    expect(outcomeOf(report, rules.visible)).toBe("passes");
  });

  it("reports an element focus lands on that nobody sees, not a skip link nor aria-hidden content", async () => {
    const report = await scan("/hidden-focus.html");
    expect(nodesOf(report, rules.hidden, "violations")).toEqual([".weg"]);
    expect(nodesOf(report, rules.visible, "violations")).toEqual([]);
  });

  it("asks about a positive tabindex", async () => {
    const report = await scan("/positive-tabindex.html", "en");
    expect(outcomeOf(report, rules.tabindex)).toBe("incomplete");
    expect(nodesOf(report, rules.tabindex, "incomplete").sort()).toEqual(["#mail", "button"]);
    expect(report.incomplete.find((f) => f.ruleId === rules.tabindex)?.nodes[0]?.failureSummary).toMatch(
      /tabindex="\d"/,
    );
  });

  it("reports a character key shortcut a page offers no way to turn off", async () => {
    const report = await scan("/shortcut.html");
    expect(outcomeOf(report, rules.shortcut)).toBe("violations");
  });

  it("asks about a character key shortcut when the page has a setting that may turn it off", async () => {
    const report = await scan("/shortcut-with-setting.html");
    expect(outcomeOf(report, rules.shortcut)).toBe("incomplete");
  });

  it("keeps the page when a character key would leave it", async () => {
    const report = reportOf(
      await harness.scan(runtime, "/shortcut-navigates.html", { checks: [keyboardCheck, afterwards] }),
    );
    const state = report.violations.find((f) => f.ruleId === "ks-test-afterwards")?.nodes[0]?.failureSummary;
    expect(JSON.parse(state ?? "{}").path).toBe("/shortcut-navigates.html");
    expect(outcomeOf(report, rules.shortcut)).toBe("incomplete");
    expect(report.incomplete.find((f) => f.ruleId === rules.shortcut)?.nodes[0]?.failureSummary).toMatch(
      /andere Seite/,
    );
  });

  it("answers axe's open question when Tab reaches a link hidden with aria-hidden beside an aria-modal window", async () => {
    const report = await scan("/aria-hidden-reached.html", "en");
    expect(outcomeOf(report, rules.ariaHidden)).toBe("violations");
    expect(nodesOf(report, rules.ariaHidden, "violations")).toEqual(["#angebote"]);
    const finding = report.violations.find((f) => f.ruleId === rules.ariaHidden);
    expect(finding?.engine).toBe("klarsicht");
    expect(finding?.nodes[0]?.failureSummary).toMatch(
      /aria-hidden="true" but gets focus by Tab and keeps it/,
    );
    // axe-core's question about the same part is answered, so it is not asked twice.
    expect(nodesOf(report, "aria-hidden-focus", "incomplete")).toEqual([]);
  });

  it("leaves a focus guard that sends focus on at once to axe's question", async () => {
    const report = await scan("/aria-hidden-sentinel.html");
    expect(outcomeOf(report, rules.ariaHidden)).toBe("absent");
    expect(nodesOf(report, "aria-hidden-focus", "incomplete")).toHaveLength(1);
  });

  it("adds nothing where a modal dialog makes the hidden page inert: axe-core decides that itself", async () => {
    const report = await scan("/aria-hidden-modal-dialog.html");
    expect(outcomeOf(report, rules.ariaHidden)).toBe("absent");
    expect(outcomeOf(report, "aria-hidden-focus")).toBe("passes");
  });

  it("does not apply where axe-core decided aria-hidden content itself", async () => {
    const report = await scan("/aria-hidden-decided.html");
    expect(outcomeOf(report, rules.ariaHidden)).toBe("absent");
    expect(outcomeOf(report, "aria-hidden-focus")).toBe("violations");
    expect(outcomeOf(await scan("/clean.html"), rules.ariaHidden)).toBe("absent");
  });

  it("does not count keys that are no printable characters", async () => {
    const report = await scan("/shortcut-escape-only.html");
    expect(outcomeOf(report, rules.shortcut)).toBe("inapplicable");
  });
});

describe("keyboard check helpers", () => {
  // React's dispatcher on the document (node 1): one function for 45 event types, capture and bubble.
  const reactTypes = [...Array.from({ length: 42 }, (_, i) => `event${i}`), "keydown", "focusin", "focusout"];
  const react: ListenerFacts[] = reactTypes.map((type) => ({
    type,
    backendNodeId: 1,
    scriptId: "7",
    lineNumber: 1,
    columnNumber: 40,
  }));
  const own = (type: string, backendNodeId: number | undefined): ListenerFacts => ({
    type,
    backendNodeId,
    scriptId: "9",
    lineNumber: 12,
    columnNumber: 3,
  });
  const top = new Set<number | undefined>([1, 2, 3]);

  it("tells a framework's dispatcher from the page's own listeners on the same node", () => {
    expect(classifyListeners(react, top)).toEqual({
      atTop: new Set(),
      focusBesideDelegation: false,
      keysDelegatedAtTop: true,
    });
    const withOwn = classifyListeners([...react, own("keydown", 1), own("focusout", 1)], top);
    expect(withOwn.atTop).toEqual(new Set(["keydown", "focusout"]));
    expect(withOwn.focusBesideDelegation).toBe(true);
    // A focus listener on an element deeper down, and a key listener on the window.
    expect(classifyListeners([...react, own("focus", 40)], top).focusBesideDelegation).toBe(true);
    expect(classifyListeners([...react, own("keyup", undefined)], top).atTop).toEqual(new Set(["keyup"]));
    // A handler registered for a few types is no dispatcher, whatever else its node listens for.
    const few = ["keydown", "keyup", "mousemove"].map((type) => own(type, 1));
    expect(classifyListeners([...react, ...few], top).atTop).toEqual(
      new Set(["keydown", "keyup", "mousemove"]),
    );
  });

  it("finds a loop only when focus went round it twice", () => {
    expect(repeatedLoop([1, 2, 3, 2, 3])).toEqual([2, 3]);
    expect(repeatedLoop([1, 2, 2])).toEqual([2]);
    expect(repeatedLoop([1, 2, 3, 4])).toBeNull();
    expect(repeatedLoop([1, 2, 3, 2])).toBeNull();
  });

  it("reads key combinations from instructions in German and English", () => {
    expect(
      namedCombinations("Mit Strg+Q verlassen, oder Alt - F4; press Ctrl+M").map((c) => [
        c.key.key,
        c.modifiers,
      ]),
    ).toEqual([
      ["q", 2],
      ["F4", 1],
      ["m", 2],
    ]);
  });
});
