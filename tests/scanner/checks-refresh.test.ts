/**
 * Meta refreshes (ACT bc659a) on fixture pages, through puppeteer-core: a page that sends itself on at
 * once to an address the scan may not load stays as it is and is checked, and of axe-core's meta-refresh
 * violations only the first valid refresh element stays one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshCheck } from "#scanner/checks/refresh";
import { type CheckHarness, type Runtime, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

const ruleId = "ks-meta-refresh-not-first";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/refresh");
});
afterAll(async () => {
  await harness?.close();
});

const scan = async (runtime: Runtime, path: string) =>
  reportOf(await harness.scan(runtime, path, { checks: [refreshCheck] }));

describe.each(suiteRuntimes)("refresh check with %s", (runtime) => {
  it("checks a page that redirects itself at once to a refused address, and clears its ineffective second refresh", async () => {
    const report = await scan(runtime, "/zweite-verzoegert.html");
    // The page was checked where it is: its heading, not Chromium's error page.
    expect(report.finalUrl).toBe(`${harness.origin}/zweite-verzoegert.html`);
    expect(report.passes.map((finding) => finding.ruleId)).toContain("page-has-heading-one");
    // The first valid refresh redirects at once: no violation; the delayed one after it never runs.
    expect(report.violations.find((finding) => finding.ruleId === "meta-refresh")).toBeUndefined();
    expect(report.passes.find((finding) => finding.ruleId === ruleId)).toMatchObject({ engine: "klarsicht" });
  });

  it("keeps axe-core's violation on the first valid refresh, invalid ones before it skipped", async () => {
    const report = await scan(runtime, "/erste-verzoegert.html");
    const finding = report.violations.find((each) => each.ruleId === "meta-refresh");
    expect(finding?.nodes.map((node) => node.html)).toEqual(['<meta http-equiv="refresh" content="30">']);
    expect(report.inapplicable.map((each) => each.ruleId)).toContain(ruleId);
  });
});
