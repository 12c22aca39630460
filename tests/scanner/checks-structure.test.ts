/** The structure checks (summary names, aria-controls references) on fixture pages, through puppeteer-core. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { structureCheck } from "#scanner/checks/structure";
import {
  type CheckHarness,
  outcomeOf,
  type Runtime,
  reportOf,
  startCheckHarness,
  suiteRuntimes,
} from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/structure");
});
afterAll(async () => {
  await harness?.close();
});

const scan = async (runtime: Runtime, path: string, locale: "de" | "en" = "de") =>
  reportOf(await harness.scan(runtime, path, { checks: [structureCheck], locale }));

describe.each(suiteRuntimes)("structure checks with %s", (runtime) => {
  it("find a details section whose summary has no name, presentational role or not", async () => {
    const report = await scan(runtime, "/summary-failing.html", "en");
    const finding = report.violations.find((f) => f.ruleId === "ks-summary-name");
    expect(finding?.nodes.map((node) => node.html)).toEqual(['<summary role="presentation">', "<summary>"]);
    expect(finding).toMatchObject({ engine: "klarsicht", wcag: ["4.1.2"], impact: "serious" });
    expect(finding?.nodes[0]?.failureSummary).toBe(
      "The summary of this details section has no accessible name.",
    );
  });

  it("pass summaries named by content or reference, wherever they stand in details", async () => {
    expect(outcomeOf(await scan(runtime, "/summary-passing.html"), "ks-summary-name")).toBe("passes");
  });

  it("leave summaries that open nothing, are hidden or are buttons alone", async () => {
    expect(outcomeOf(await scan(runtime, "/summary-inapplicable.html"), "ks-summary-name")).toBe(
      "inapplicable",
    );
  });

  it("find expanded comboboxes whose controlled element does not exist in their own tree", async () => {
    const report = await scan(runtime, "/controls-failing.html");
    const finding = report.violations.find((f) => f.ruleId === "ks-aria-controls-reference");
    expect(finding?.nodeCount).toBe(2);
    expect(finding?.nodes[0]?.failureSummary).toContain("„staedte“");
  });

  it("pass when one of the IDs exists, for comboboxes and scrollbars", async () => {
    expect(outcomeOf(await scan(runtime, "/controls-passing.html"), "ks-aria-controls-reference")).toBe(
      "passes",
    );
  });

  it("leave collapsed comboboxes and other controls alone", async () => {
    expect(outcomeOf(await scan(runtime, "/controls-inapplicable.html"), "ks-aria-controls-reference")).toBe(
      "inapplicable",
    );
  });
});
