/**
 * The form label check (ACT cc0f0a, 2.4.6) on fixture pages, through puppeteer-core: labels that repeat
 * one another's with nothing shown to tell the fields apart, placeholder labels, and the repeated labels
 * that a legend, a heading or other text may explain.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { labelsCheck } from "#scanner/checks/labels";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/labels");
});
afterAll(async () => {
  await harness?.close();
});

const rule = "ks-form-label-not-descriptive";

function nodesOf(report: PageReport, category: "violations" | "incomplete") {
  return report[category].find((finding) => finding.ruleId === rule)?.nodes ?? [];
}

describe.each(suiteRuntimes)("form field labels with %s", (runtime) => {
  const scan = async (path: string, locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [labelsCheck], locale }));

  it("reports labels repeated in address blocks whose titles are not on the screen", async () => {
    const report = await scan("/wiederholt.html", "en");
    expect(outcomeOf(report, rule)).toBe("violations");
    const nodes = nodesOf(report, "violations");
    expect(nodes.map((node) => node.selector).sort()).toEqual([
      "#liefer-name",
      "#liefer-strasse",
      "#rechnung-name",
      "#rechnung-strasse",
    ]);
    expect(nodes[0]?.failureSummary).toContain('2 fields are labelled "Name:"');
    expect(report.violations.find((finding) => finding.ruleId === rule)?.wcag).toEqual(["2.4.6"]);
  });

  it("reports a label that is only a placeholder word", async () => {
    const report = await scan("/platzhalter.html");
    expect(nodesOf(report, "violations").map((node) => node.selector)).toEqual(["#feld2"]);
    expect(nodesOf(report, "violations")[0]?.failureSummary).toContain("„Feld 2“");
    expect(nodesOf(report, "incomplete")).toEqual([]);
  });

  it("asks about repeated labels when text around them may tell the fields apart", async () => {
    const report = await scan("/unklar.html");
    expect(outcomeOf(report, rule)).toBe("incomplete");
    expect(
      nodesOf(report, "incomplete")
        .map((node) => node.selector)
        .sort(),
    ).toEqual(["#name1", "#name2"]);
  });

  it("passes repeated labels that each stand under a legend or heading of their own", async () => {
    expect(outcomeOf(await scan("/getrennt.html"), rule)).toBe("passes");
  });

  it("does not apply to a field without a visible label", async () => {
    expect(outcomeOf(await scan("/ohne-felder.html"), rule)).toBe("inapplicable");
  });
});
