/**
 * The motion check on fixture pages of our own, through puppeteer-core: device orientation and motion events
 * fired at the window, and whether the page offers any instrument (ACT c249d5 and 7677a9, WCAG 2.5.4).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { motionCheck } from "#scanner/checks/motion";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/motion");
});
afterAll(async () => {
  await harness?.close();
});

const disable = "ks-motion-cannot-be-disabled";
const alternative = "ks-motion-without-controls";

const summaryOf = (report: PageReport, ruleId: string, category: "violations" | "incomplete") =>
  report[category].find((finding) => finding.ruleId === ruleId)?.nodes[0]?.failureSummary;

describe.each(suiteRuntimes)("the motion check with %s", (runtime) => {
  const scan = async (path: string, locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [motionCheck], locale }));

  it("reports content that tilting changes on a page without any control", async () => {
    const report = await scan("/neigen.html", "en");
    expect(outcomeOf(report, disable)).toBe("violations");
    expect(outcomeOf(report, alternative)).toBe("violations");
    const finding = report.violations.find((item) => item.ruleId === disable);
    expect(finding?.engine).toBe("klarsicht");
    expect(finding?.wcag).toEqual(["2.5.4"]);
    expect(summaryOf(report, disable, "violations")).toBe(
      "Tilting and rotating the device changes the page's content. The page has no links, no controls and no keys that could trigger anything.",
    );
  });

  it("reports a shake handler set as a window property, a disabled button being no instrument", async () => {
    const report = await scan("/schuetteln.html");
    expect(outcomeOf(report, disable)).toBe("violations");
    expect(summaryOf(report, alternative, "violations")).toBe(
      "Neigen und Drehen des Geräts ändert den Inhalt der Seite. Die Seite hat weder Links noch Bedienelemente noch Tasten, mit denen sich etwas auslösen ließe.",
    );
  });

  it("asks when the page has controls that may turn the response off or do the same", async () => {
    const report = await scan("/neigen-mit-schalter.html", "en");
    expect(outcomeOf(report, disable)).toBe("incomplete");
    expect(outcomeOf(report, alternative)).toBe("incomplete");
    expect(summaryOf(report, disable, "incomplete")).toMatch(
      /Can a labelled control turn this response off\?$/,
    );
    expect(summaryOf(report, alternative, "incomplete")).toMatch(
      /Can the same change be made with a control\?$/,
    );
  });

  it("asks instead of deciding when the page also changes by itself", async () => {
    const report = await scan("/uhr.html");
    expect(outcomeOf(report, disable)).toBe("incomplete");
    expect(summaryOf(report, disable, "incomplete")).toMatch(/ändert sich auch von selbst/);
  });

  it("keeps the page when shaking would leave it, and asks about it", async () => {
    const outcome = await harness.scan(runtime, "/neigen-wegnavigieren.html", { checks: [motionCheck] });
    const report = reportOf(outcome);
    expect(new URL(report.finalUrl).pathname).toBe("/neigen-wegnavigieren.html");
    expect(outcomeOf(report, disable)).toBe("incomplete");
    expect(outcomeOf(report, alternative)).toBe("incomplete");
  });

  it("passes a motion listener that changes nothing on the page", async () => {
    const report = await scan("/neigen-ohne-wirkung.html");
    expect(outcomeOf(report, disable)).toBe("passes");
    expect(outcomeOf(report, alternative)).toBe("passes");
  });

  it("does not apply to a page that does not listen for motion", async () => {
    const report = await scan("/ohne-bewegung.html");
    expect(outcomeOf(report, disable)).toBe("inapplicable");
    expect(outcomeOf(report, alternative)).toBe("inapplicable");
  });
});
