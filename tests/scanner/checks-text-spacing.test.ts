/**
 * Text spacing (1.4.12) through puppeteer-core: a line height fixed !important in a style attribute (ACT
 * 78fd32), and content lost when the WCAG spacing is applied (F104), with the page put back after.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importantLineHeightCheck, textSpacingCheck } from "#scanner/checks/text-spacing";
import type { Check } from "#scanner/checks/types";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/text-spacing");
});
afterAll(async () => {
  await harness?.close();
});

const checks = [importantLineHeightCheck, textSpacingCheck];

/** Runs after the spacing check and reports the styles it finds. */
const leftBehind: Check = {
  name: "left-behind",
  rules: [{ ...textSpacingCheck.rules[0], id: "ks-test-left-behind" } as Check["rules"][number]],
  kind: "drive",
  budgetMs: 2_000,
  async run(context) {
    const seen = await context.evaluate(
      `JSON.stringify({ sheets: document.querySelectorAll("style").length, lineHeight: getComputedStyle(document.getElementById("teaser")).lineHeight })`,
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

describe.each(suiteRuntimes)("text spacing with %s", (runtime) => {
  it("finds a tight line height fixed with !important in the style attribute", async () => {
    const report = reportOf(await harness.scan(runtime, "/line-height-fail.html", { checks, locale: "de" }));
    expect(outcomeOf(report, "ks-important-line-height")).toBe("violations");
    const node = report.violations.find((f) => f.ruleId === "ks-important-line-height")?.nodes[0];
    expect(node?.selector).toBe("#eng");
    expect(node?.failureSummary).toContain("1,10-Fache");
  });

  it("passes a wide important line height and does not apply without !important", async () => {
    const wide = reportOf(await harness.scan(runtime, "/line-height-pass.html", { checks }));
    expect(outcomeOf(wide, "ks-important-line-height")).toBe("passes");
    const plain = reportOf(await harness.scan(runtime, "/line-height-inapplicable.html", { checks }));
    expect(outcomeOf(plain, "ks-important-line-height")).toBe("inapplicable");
  });

  it("finds text cut off by a box of fixed height under the WCAG spacing", async () => {
    const report = reportOf(await harness.scan(runtime, "/spacing-clipped.html", { checks, locale: "en" }));
    expect(outcomeOf(report, "ks-text-spacing-content-lost")).toBe("violations");
    const node = report.violations.find((f) => f.ruleId === "ks-text-spacing-content-lost")?.nodes[0];
    expect(node?.selector).toBe("#knopf");
    expect(node?.failureSummary).toContain("cuts off text");
  });

  it("finds text that runs over the next paragraph under the WCAG spacing", async () => {
    const report = reportOf(await harness.scan(runtime, "/spacing-overlap.html", { checks, locale: "en" }));
    expect(outcomeOf(report, "ks-text-spacing-content-lost")).toBe("violations");
    const node = report.violations.find((f) => f.ruleId === "ks-text-spacing-content-lost")?.nodes[0];
    expect(node?.selector).toBe("#teaser");
    expect(node?.failureSummary).toContain("covers other text");
  });

  it("passes a page whose boxes grow with the text", async () => {
    const report = reportOf(await harness.scan(runtime, "/plain.html", { checks }));
    expect(outcomeOf(report, "ks-text-spacing-content-lost")).toBe("passes");
  });

  it("leaves alone tooltips parked off the page, which nobody sees overlap", async () => {
    const report = reportOf(await harness.scan(runtime, "/tooltips-off-page.html", { checks }));
    expect(outcomeOf(report, "ks-text-spacing-content-lost")).toBe("passes");
  });

  it("removes the spacing again", async () => {
    const report = reportOf(
      await harness.scan(runtime, "/spacing-overlap.html", { checks: [textSpacingCheck, leftBehind] }),
    );
    const seen = report.violations.find((f) => f.ruleId === "ks-test-left-behind")?.nodes[0]?.failureSummary;
    expect(JSON.parse(seen ?? "{}")).toEqual({ sheets: 1, lineHeight: "20px" });
  });
});
