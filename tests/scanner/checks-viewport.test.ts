/**
 * The checks that resize the viewport (orientation b33eff, text clipped at 200% 59br37, reflow at
 * 320 CSS pixels), through puppeteer-core, and that they leave the viewport as they found it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Check } from "#scanner/checks/types";
import { viewportCheck } from "#scanner/checks/viewport";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/viewport");
});
afterAll(async () => {
  await harness?.close();
});

const checks = [viewportCheck];

/** Runs after the viewport check and reports the window size and scroll position it finds. */
const leftBehind: Check = {
  name: "left-behind",
  rules: [{ ...viewportCheck.rules[0], id: "ks-test-left-behind" } as Check["rules"][number]],
  kind: "drive",
  budgetMs: 2_000,
  async run(context) {
    const seen = await context.evaluate(
      "JSON.stringify({ width: innerWidth, height: innerHeight, x: scrollX, y: scrollY, helpers: typeof window.__klarsichtViewport })",
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

describe.each(suiteRuntimes)("viewport checks with %s", (runtime) => {
  it("find an element turned a quarter in the other orientation", async () => {
    const report = reportOf(await harness.scan(runtime, "/orientation-fail.html", { checks, locale: "de" }));
    expect(outcomeOf(report, "ks-orientation-lock")).toBe("violations");
    const node = report.violations.find((f) => f.ruleId === "ks-orientation-lock")?.nodes[0];
    expect(node?.selector).toBe("main");
    expect(node?.failureSummary).toContain("Ausrichtung");
  });

  it("pass a half turn on orientation, and do not apply without one", async () => {
    const turned = reportOf(await harness.scan(runtime, "/orientation-pass.html", { checks }));
    expect(outcomeOf(turned, "ks-orientation-lock")).toBe("passes");
    const plain = reportOf(await harness.scan(runtime, "/plain.html", { checks }));
    expect(outcomeOf(plain, "ks-orientation-lock")).toBe("inapplicable");
  });

  it("find text that a box of fixed height cuts off at 200%", async () => {
    const report = reportOf(await harness.scan(runtime, "/zoom-fail.html", { checks, locale: "en" }));
    expect(outcomeOf(report, "ks-zoom-text-clipped")).toBe("violations");
    const node = report.violations.find((f) => f.ruleId === "ks-zoom-text-clipped")?.nodes[0];
    expect(node?.selector).toBe("#hinweis");
    expect(node?.failureSummary).toContain("200%");
  });

  it("ask about text cut off at any size by a box around other boxes", async () => {
    const report = reportOf(await harness.scan(runtime, "/zoom-review.html", { checks, locale: "en" }));
    expect(outcomeOf(report, "ks-zoom-text-clipped")).toBe("incomplete");
    expect(report.incomplete.find((f) => f.ruleId === "ks-zoom-text-clipped")?.nodes[0]?.selector).toBe(
      "#band",
    );
  });

  it("pass boxes that grow with their text, and do not apply without overflow hidden", async () => {
    const growing = reportOf(await harness.scan(runtime, "/zoom-pass.html", { checks }));
    expect(outcomeOf(growing, "ks-zoom-text-clipped")).toBe("passes");
    const plain = reportOf(await harness.scan(runtime, "/plain.html", { checks }));
    expect(outcomeOf(plain, "ks-zoom-text-clipped")).toBe("inapplicable");
  });

  it("find text that needs sideways scrolling at 320 CSS pixels", async () => {
    const report = reportOf(await harness.scan(runtime, "/reflow-fail.html", { checks, locale: "de" }));
    expect(outcomeOf(report, "ks-reflow-horizontal-scroll")).toBe("violations");
    const node = report.violations.find((f) => f.ruleId === "ks-reflow-horizontal-scroll")?.nodes[0];
    expect(node?.selector).toBe("#spalte");
    expect(node?.failureSummary).toContain("320 CSS-Pixeln");
  });

  it("ask about a wide box without text, and exempt a wide image", async () => {
    const box = reportOf(await harness.scan(runtime, "/reflow-review.html", { checks }));
    expect(outcomeOf(box, "ks-reflow-horizontal-scroll")).toBe("incomplete");
    expect(box.incomplete.find((f) => f.ruleId === "ks-reflow-horizontal-scroll")?.nodes[0]?.selector).toBe(
      "#banner",
    );
    const image = reportOf(await harness.scan(runtime, "/reflow-exempt.html", { checks }));
    expect(outcomeOf(image, "ks-reflow-horizontal-scroll")).toBe("passes");
    const plain = reportOf(await harness.scan(runtime, "/plain.html", { checks }));
    expect(outcomeOf(plain, "ks-reflow-horizontal-scroll")).toBe("passes");
    const noScroll = reportOf(await harness.scan(runtime, "/reflow-no-scroll.html", { checks }));
    expect(outcomeOf(noScroll, "ks-reflow-horizontal-scroll")).toBe("passes");
  });

  it("put the viewport back as it was", async () => {
    const report = reportOf(
      await harness.scan(runtime, "/orientation-fail.html", { checks: [viewportCheck, leftBehind] }),
    );
    const seen = report.violations.find((f) => f.ruleId === "ks-test-left-behind")?.nodes[0]?.failureSummary;
    expect(JSON.parse(seen ?? "{}")).toEqual({ width: 800, height: 600, x: 0, y: 0, helpers: "undefined" });
  });
});
