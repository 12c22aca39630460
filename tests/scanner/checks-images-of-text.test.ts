/**
 * Images of text (ACT 0va7u6), read with Tesseract from the rendered pictures, in both browser libraries:
 * pictures that are text fail, one word asks, and logos, photos, charts and icons stay silent. The
 * scanner Worker's own run of it (Tesseract in workerd) is in tests/worker/scanner-worker.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Finding, PageReport } from "#core/contract";
import { imagesOfTextCheck } from "#scanner/checks/images-of-text";
import type { Check } from "#scanner/checks/types";
import { type CheckHarness, outcomeOf, reportOf, runtimes, startCheckHarness } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures");
});
afterAll(async () => {
  await harness?.close();
});

const checks = [imagesOfTextCheck];

/** Runs after the check and tells what it left behind: its style sheet, the heading's colour. */
const leftBehind: Check = {
  name: "left-behind",
  rules: [{ ...imagesOfTextCheck.rules[0], id: "ks-test-left-behind" } as Check["rules"][number]],
  kind: "drive",
  budgetMs: 2_000,
  async run(context) {
    const seen = await context.evaluate(
      `JSON.stringify({ sheet: Boolean(document.getElementById("klarsicht-images-of-text")), color: getComputedStyle(document.querySelector("h1")).color })`,
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
const ruleId = "ks-image-of-text";

const finding = (report: PageReport, category: "violations" | "incomplete"): Finding | undefined =>
  report[category].find((each) => each.ruleId === ruleId);
const selectors = (found: Finding | undefined) => (found?.nodes ?? []).map((node) => node.selector).sort();

describe.each(runtimes)("images of text, with %s", (runtime) => {
  it("fails pictures that are text: an image, an image button and a background image, and asks about one word", async () => {
    const report = reportOf(
      await harness.scan(runtime, "/checks/images-of-text/violations.html", { checks, locale: "de" }),
    );
    const failed = finding(report, "violations");
    // The image button is taken last, magnified on its own: on a busy machine the check's time may end
    // before it (it is then left unread, not judged). When it was read, it failed.
    const read = selectors(failed).filter((selector) => selector !== "#order");
    expect(read).toEqual(["#banner", "#hours"]);
    expect(selectors(finding(report, "incomplete"))).not.toContain("#order");
    expect(failed?.wcag).toEqual(["1.4.5", "1.4.9"]);
    const banner = failed?.nodes.find((node) => node.selector === "#banner");
    // The words read are quoted, in the report's language and in the other.
    expect(banner?.failureSummary).toMatch(/^Das Bild zeigt Text \(erkannt: „.*Rabatt.*Winterjacken/);
    expect(banner?.failureSummaryIn?.en).toMatch(/^The image shows text/);
    expect(selectors(finding(report, "incomplete"))).toEqual(["#welcome"]);
    expect(finding(report, "incomplete")?.nodes[0]?.failureSummary).toMatch(/Willkommen/);
  });

  it("leaves the page's own text as it was", async () => {
    const report = reportOf(
      await harness.scan(runtime, "/checks/images-of-text/violations.html", {
        checks: [imagesOfTextCheck, leftBehind],
      }),
    );
    expect(outcomeOf(report, ruleId)).toBe("violations");
    const seen = report.violations.find((each) => each.ruleId === "ks-test-left-behind")?.nodes[0]
      ?.failureSummary;
    expect(JSON.parse(seen ?? "{}")).toEqual({ sheet: false, color: "rgb(26, 26, 26)" });
  });

  it("stays silent on a shop's logo, a photo and a plain picture under the page's own text, a chart, an icon, a seal and a funding notice", async () => {
    const report = reportOf(await harness.scan(runtime, "/quiet/hofladen.html", { checks, level: "AAA" }));
    expect(outcomeOf(report, ruleId)).toBe("passes");
  });

  it("does not apply to a page without pictures, nor to SVG text in the page", async () => {
    const report = reportOf(await harness.scan(runtime, "/checks/images-of-text/svg-text.html", { checks }));
    expect(outcomeOf(report, ruleId)).toBe("inapplicable");
  });
});
