/**
 * ARIA global properties on roles that prohibit them (ACT kb1m8s) and the owned elements of HTML lists
 * (ACT bc4a75) on fixture pages, through puppeteer-core.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ariaCheck } from "#scanner/checks/aria";
import {
  type CheckHarness,
  outcomeOf,
  type Runtime,
  reportOf,
  startCheckHarness,
  suiteRuntimes,
} from "./check-harness";

const ruleId = "ks-aria-global-prohibited";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/aria");
});
afterAll(async () => {
  await harness?.close();
});

const scan = async (runtime: Runtime, path: string, locale: "de" | "en" = "de") =>
  reportOf(await harness.scan(runtime, path, { checks: [ariaCheck], locale, level: "A" }));

describe.each(suiteRuntimes)("ARIA check with %s", (runtime) => {
  it("finds names and role descriptions on roles that prohibit them, as a best practice at every level", async () => {
    const report = await scan(runtime, "/prohibited.html", "en");
    const finding = report.violations.find((f) => f.ruleId === ruleId);
    expect(finding).toMatchObject({ engine: "klarsicht", wcag: [], bestPractice: true, nodeCount: 3 });
    expect(finding?.nodes.map((node) => node.selector)).toEqual(["#preis", "#absatz", "#kachel"]);
    expect(finding?.nodes[1]?.failureSummary).toBe(
      'The element has the role "paragraph", which prohibits aria-labelledby.',
    );
  });

  it("passes names and role descriptions on roles that allow them", async () => {
    expect(outcomeOf(await scan(runtime, "/allowed.html"), ruleId)).toBe("passes");
  });

  it("finds an HTML list that owns an element other than a list item", async () => {
    const report = await scan(runtime, "/liste-umhuellt.html", "en");
    const finding = report.violations.find((f) => f.ruleId === "ks-list-owned-elements");
    expect(finding).toMatchObject({ engine: "klarsicht", wcag: ["1.3.1"], nodeCount: 1 });
    expect(finding?.nodes[0]?.selector).toBe("#umhuellt");
    expect(finding?.nodes[0]?.failureSummary).toBe(
      'The list contains <div class="zeile"> with the role "generic", not a list item.',
    );
  });

  it("leaves out elements hidden from the tree, wrappers with role none and elements claimed by aria-owns", async () => {
    const report = await scan(runtime, "/liste-richtig.html");
    expect(report.violations.some((f) => f.ruleId === "list")).toBe(true);
    expect(outcomeOf(report, "ks-list-owned-elements")).toBe("passes");
  });
});
