/**
 * axe-core's frame-focusable-content and scrollable-region-focusable held to their ACT rules' scope
 * (akn7bn, 0ssw9k) on fixture pages, through puppeteer-core.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { focusScopeCheck } from "#scanner/checks/focus-scope";
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
  harness = await startCheckHarness("tests/fixtures/checks/focus-scope");
});
afterAll(async () => {
  await harness?.close();
});

const scan = async (runtime: Runtime, path: string) =>
  reportOf(await harness.scan(runtime, path, { checks: [focusScopeCheck] }));

describe.each(suiteRuntimes)("focus scope check with %s", (runtime) => {
  it("leaves axe-core's finding on an iframe with tabindex=-1 whose button is in the tab order", async () => {
    const report = await scan(runtime, "/frame-in-tab-order.html");
    const axe = report.violations.find((f) => f.ruleId === "frame-focusable-content");
    expect(axe?.nodes.map((node) => node.selector)).toEqual(["#karte > html"]);
    expect(outcomeOf(report, "ks-iframe-focusable-content-removed")).toBe("inapplicable");
  });

  it("takes an iframe that is inert behind an open modal dialog out of axe-core's finding", async () => {
    const report = await scan(runtime, "/frame-behind-dialog.html");
    expect(outcomeOf(report, "frame-focusable-content")).not.toBe("violations");
    expect(outcomeOf(report, "ks-iframe-focusable-content-removed")).toBe("passes");
  });

  it("keeps a region that scrolls far, and drops one that scrolls no further than its padding", async () => {
    const report = await scan(runtime, "/regions.html");
    const axe = report.violations.find((f) => f.ruleId === "scrollable-region-focusable");
    expect(axe?.nodes.map((node) => node.selector)).toEqual(["#lang"]);
    expect(outcomeOf(report, "ks-scrollable-region-unreachable")).toBe("passes");
  });
});
