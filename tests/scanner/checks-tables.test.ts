/** Header cells that head no cell (ACT d0f69e) on fixture pages, through puppeteer-core. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tablesCheck } from "#scanner/checks/tables";
import {
  type CheckHarness,
  outcomeOf,
  type Runtime,
  reportOf,
  startCheckHarness,
  suiteRuntimes,
} from "./check-harness";

const ruleId = "ks-table-header-without-cells";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/tables");
});
afterAll(async () => {
  await harness?.close();
});

const scan = async (runtime: Runtime, path: string, locale: "de" | "en" = "de") =>
  reportOf(await harness.scan(runtime, path, { checks: [tablesCheck], locale }));

describe.each(suiteRuntimes)("table header check with %s", (runtime) => {
  it("finds headers without cells: short rows, the headers attribute, a lone row header, an ARIA grid", async () => {
    const report = await scan(runtime, "/failing.html", "en");
    const finding = report.violations.find((f) => f.ruleId === ruleId);
    expect(finding).toMatchObject({ engine: "klarsicht", wcag: ["1.3.1"], impact: "serious" });
    expect(finding?.nodes.map((node) => node.html)).toEqual([
      '<th id="arbeitspreis">',
      '<th id="telefon">',
      '<th scope="row">',
      '<span role="columnheader">',
    ]);
    expect(finding?.nodes[3]?.selector).toContain("span");
    expect(finding?.nodes[0]?.failureSummary).toContain("Not a single cell of the table is assigned");
    expect(outcomeOf(report, ruleId)).toBe("violations");
  });

  it("passes headers assigned through spans, groups, the headers attribute, other headers and ARIA rows", async () => {
    const report = await scan(runtime, "/passing.html");
    expect(outcomeOf(report, ruleId)).toBe("passes");
  });

  it("leaves tables without visible, exposed header cells alone", async () => {
    expect(outcomeOf(await scan(runtime, "/inapplicable.html"), ruleId)).toBe("inapplicable");
  });

  it("asks about empty headers, headers amid data, tables of headers only and grids not all in the document", async () => {
    const report = await scan(runtime, "/review.html");
    expect(report.violations.some((f) => f.ruleId === ruleId)).toBe(false);
    const finding = report.incomplete.find((f) => f.ruleId === ruleId);
    expect(finding?.nodes.map((node) => node.html)).toEqual([
      '<th style="border: 1px solid">',
      "<th>",
      '<th headers="anschrift">',
      '<th headers="anschrift">',
      '<span role="columnheader">',
    ]);
    expect(finding?.nodes[0]?.failureSummary).toContain("Diese Kopfzelle ist leer");
    expect(finding?.nodes[1]?.failureSummary).toContain("weder Spalten- noch Zeilenüberschrift");
    expect(finding?.nodes[2]?.failureSummary).toContain("nur aus Kopfzellen");
    expect(finding?.nodes[4]?.failureSummary).toContain("nicht ganz im Dokument");
  });
});
