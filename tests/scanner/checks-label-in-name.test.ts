/**
 * axe-core's label-content-name-mismatch held to ACT rule 2ee8b8 and its label in name algorithm, on
 * fixture pages through puppeteer-core.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labelInNameCheck } from "#scanner/checks/label-in-name";
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
  harness = await startCheckHarness("tests/fixtures/checks/label-in-name");
});
afterAll(async () => {
  await harness?.close();
});

const scan = async (runtime: Runtime, path: string) =>
  reportOf(await harness.scan(runtime, path, { checks: [labelInNameCheck] }));

const axeSelectors = (report: Awaited<ReturnType<typeof scan>>) =>
  (report.violations.find((f) => f.ruleId === "label-content-name-mismatch")?.nodes ?? [])
    .map((node) => node.selector)
    .sort();

const reviewSelectors = (report: Awaited<ReturnType<typeof scan>>) =>
  (report.incomplete.find((f) => f.ruleId === "ks-label-not-in-name")?.nodes ?? [])
    .map((node) => node.selector)
    .sort();

describe.each(suiteRuntimes)("label in name check with %s", (runtime) => {
  it("keeps axe-core's violations where the visible words are missing or out of order", async () => {
    const report = await scan(runtime, "/abweichend.html");
    expect(axeSelectors(report)).toEqual(["#anders", "#reihenfolge", "#telefon"]);
    expect(outcomeOf(report, "ks-label-not-in-name")).toBe("inapplicable");
  });

  it("stays silent on text contained by the algorithm: punctuation, parentheses, visually hidden text", async () => {
    const report = await scan(runtime, "/enthalten.html");
    expect(axeSelectors(report)).toEqual([]);
    expect(reviewSelectors(report)).toEqual([]);
    expect(outcomeOf(report, "ks-label-not-in-name")).toBe("inapplicable");
  });

  it("asks a person about abbreviations, spellings and hyphenation instead of failing", async () => {
    const report = await scan(runtime, "/abkuerzung.html");
    expect(axeSelectors(report)).toEqual([]);
    expect(reviewSelectors(report)).toEqual(["#schreibweise", "#strasse", "#trennung"]);
    const question = report.incomplete.find((f) => f.ruleId === "ks-label-not-in-name")?.nodes[0]
      ?.failureSummary;
    expect(question).toMatch(/Sichtbarer Text „.+“, zugänglicher Name „.+“/);
  });

  it("asks a person when the font the page names for the text is not there (an icon font that did not load)", async () => {
    const report = await scan(runtime, "/symbolschrift.html");
    expect(axeSelectors(report)).toEqual([]);
    expect(reviewSelectors(report)).toEqual(["#suche"]);
    expect(outcomeOf(report, "ks-label-not-in-name")).toBe("incomplete");
  });
});
