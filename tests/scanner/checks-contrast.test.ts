/**
 * Text contrast that axe leaves open, decided from the rendered pixels (ACT afw4f7, 09o5cg), in both
 * runtimes: the question axe asked is answered by our finding, not asked twice.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { contrastCheck } from "#scanner/checks/contrast";
import type { Check } from "#scanner/checks/types";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/contrast");
});
afterAll(async () => {
  await harness?.close();
});

const checks = [contrastCheck];

/** Runs after the contrast check and tells what it left behind: its style sheet, the text's colour. */
const leftBehind: Check = {
  name: "left-behind",
  rules: [{ ...contrastCheck.rules[0], id: "ks-test-left-behind" } as Check["rules"][number]],
  kind: "drive",
  budgetMs: 2_000,
  async run(context) {
    const seen = await context.evaluate(
      `JSON.stringify({ sheets: document.querySelectorAll("style").length, color: getComputedStyle(document.getElementById("faint")).color })`,
    );
    return [
      {
        ruleId: "ks-test-left-behind",
        violations: [{ selector: "html", html: "<html>", summary: String(seen) }],
        needsReview: [],
        applicable: true,
      },
    ];
  },
};

function axeOpenSelectors(report: PageReport, ruleId: string): string[] {
  return report.incomplete.filter((f) => f.ruleId === ruleId).flatMap((f) => f.nodes.map((n) => n.selector));
}

describe.each(suiteRuntimes)("text contrast from pixels with %s", (runtime) => {
  it("reports light text on a light gradient as a violation and takes axe's question over", async () => {
    const report = reportOf(await harness.scan(runtime, "/fail-gradient.html", { checks, locale: "de" }));
    expect(outcomeOf(report, "ks-text-contrast")).toBe("violations");
    const finding = report.violations.find((f) => f.ruleId === "ks-text-contrast");
    expect(finding?.engine).toBe("klarsicht");
    expect(finding?.nodes[0]?.selector).toBe("#faint");
    expect(finding?.nodes[0]?.failureSummary).toMatch(/günstigsten Stelle.*4,50:1/);
    expect(axeOpenSelectors(report, "color-contrast")).not.toContain("#faint");
  });

  it("leaves the page as it found it", async () => {
    const report = reportOf(
      await harness.scan(runtime, "/fail-gradient.html", { checks: [contrastCheck, leftBehind] }),
    );
    const seen = report.violations.find((f) => f.ruleId === "ks-test-left-behind")?.nodes[0]?.failureSummary;
    expect(JSON.parse(seen ?? "{}")).toEqual({ sheets: 0, color: "rgb(154, 154, 154)" });
  });

  it("reports text over a background image that fails everywhere", async () => {
    const report = reportOf(await harness.scan(runtime, "/fail-image.html", { checks, locale: "en" }));
    expect(outcomeOf(report, "ks-text-contrast")).toBe("violations");
    expect(report.violations.find((f) => f.ruleId === "ks-text-contrast")?.nodes[0]?.selector).toBe(
      "#over-stripes",
    );
  });

  it("pairs translucent text with the background right behind each of its pixels", async () => {
    const report = reportOf(await harness.scan(runtime, "/fail-translucent.html", { checks, locale: "en" }));
    expect(outcomeOf(report, "ks-text-contrast")).toBe("violations");
  });

  it("passes dark text on a light gradient and leaves nothing open", async () => {
    const report = reportOf(await harness.scan(runtime, "/pass-gradient.html", { checks }));
    expect(outcomeOf(report, "ks-text-contrast")).toBe("passes");
    expect(axeOpenSelectors(report, "color-contrast")).toEqual([]);
  });

  it("asks a person when the contrast passes in one place and fails in another", async () => {
    const report = reportOf(await harness.scan(runtime, "/review-gradient.html", { checks, locale: "en" }));
    expect(outcomeOf(report, "ks-text-contrast")).toBe("incomplete");
    const node = report.incomplete.find((f) => f.ruleId === "ks-text-contrast")?.nodes[0];
    expect(node?.selector).toBe("#mixed");
    expect(node?.failureSummary).toMatch(/ranges from \d\.\d\d:1 to 1\d\.\d\d:1/);
    expect(axeOpenSelectors(report, "color-contrast")).not.toContain("#mixed");
  });

  it("does not judge lone signs and letters that stand for a control's name", async () => {
    const report = reportOf(await harness.scan(runtime, "/symbols.html", { checks }));
    expect(outcomeOf(report, "ks-text-contrast")).toBe("inapplicable");
    expect(axeOpenSelectors(report, "color-contrast")).toEqual([]);
  });

  it("does not apply where axe decided every text itself", async () => {
    const report = reportOf(await harness.scan(runtime, "/inapplicable.html", { checks }));
    expect(outcomeOf(report, "ks-text-contrast")).toBe("inapplicable");
    expect(outcomeOf(report, "color-contrast")).toBe("passes");
  });

  it("holds text to 7:1 at level AAA", async () => {
    const report = reportOf(await harness.scan(runtime, "/pass-gradient.html", { checks, level: "AAA" }));
    expect(outcomeOf(report, "ks-text-contrast")).toBe("passes");
    expect(outcomeOf(report, "ks-text-contrast-enhanced")).toBe("passes");
    const failing = reportOf(await harness.scan(runtime, "/fail-gradient.html", { checks, level: "AAA" }));
    expect(outcomeOf(failing, "ks-text-contrast-enhanced")).toBe("violations");
  });
});
