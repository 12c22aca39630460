/**
 * Text that changes by itself (ACT efbfc7) on fixture pages of our own, through puppeteer-core: a counter on a
 * page without any instrument is a violation, one next to a button or a link is a question for a person,
 * and quiet pages, colour changes and a counter that is the page's only text are out of scope.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { autoUpdateCheck } from "#scanner/checks/updates";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/updates");
});
afterAll(async () => {
  await harness?.close();
});

const rule = "ks-auto-update-no-pause";

function nodesOf(report: PageReport, category: "violations" | "incomplete") {
  return report[category].find((finding) => finding.ruleId === rule)?.nodes ?? [];
}

describe.each(suiteRuntimes)("text that changes by itself with %s", (runtime) => {
  const scan = async (path: string, locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [autoUpdateCheck], locale }));

  it("reports a counter that changes by itself on a page with nothing to stop it", async () => {
    const report = await scan("/ohne-anhalten.html");
    expect(outcomeOf(report, rule)).toBe("violations");
    const nodes = nodesOf(report, "violations");
    // The number, not the paragraph around it.
    expect(nodes).toHaveLength(1);
    expect(nodes[0]?.selector).toBe("#zahl");
    expect(nodes[0]?.failureSummary).toContain("mehrmals von selbst");
    expect(nodes[0]?.failureSummaryIn?.en).toContain("several times within a few seconds");
  });

  it("asks a person whether a button next to the counter stops it", async () => {
    const report = await scan("/mit-anhalten.html", "en");
    expect(outcomeOf(report, rule)).toBe("incomplete");
    const [node] = nodesOf(report, "incomplete");
    expect(node?.selector).toBe("#zahl");
    expect(node?.failureSummary).toContain("pause, stop, hide or slow down");
  });

  it("asks a person when a link could lead to a setting", async () => {
    const report = await scan("/mit-link.html");
    expect(outcomeOf(report, rule)).toBe("incomplete");
    expect(nodesOf(report, "violations")).toHaveLength(0);
  });

  it("finds nothing to apply to on a quiet page, a colour change or a counter that is the only text", async () => {
    for (const path of ["/still.html", "/nur-farbe.html", "/allein.html"]) {
      expect(outcomeOf(await scan(path), rule), path).toBe("inapplicable");
    }
  });
});
