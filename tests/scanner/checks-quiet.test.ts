/**
 * Precision on real pages: every page in tests/fixtures/quiet is shaped like a real page on which one of our
 * checks once raised a false alarm. All of Klarsicht's checks run on each, at the BFSG's level (WCAG 2.1 AA)
 * and at AAA, and none may report a violation.
 */
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReport } from "#core/contract";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

const root = "tests/fixtures/quiet";
const pages = readdirSync(root).filter((name) => name.endsWith(".html"));

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness(root);
});
afterAll(async () => {
  await harness?.close();
});

const ownViolations = (report: PageReport) =>
  report.violations
    .filter((finding) => finding.engine === "klarsicht")
    .map((finding) => `${finding.ruleId}: ${finding.nodes.map((node) => node.failureSummary).join(" | ")}`);

describe.each(suiteRuntimes)("our checks on pages where they must stay silent, with %s", (runtime) => {
  it.each(pages)("%s", { timeout: 120_000 }, async (page) => {
    for (const level of ["AA", "AAA"] as const) {
      const report = reportOf(await harness.scan(runtime, `/${page}`, { level }));
      expect(ownViolations(report), level).toEqual([]);
      // The checks did run: the page is not silent for want of them.
      expect(outcomeOf(report, "ks-text-spacing-content-lost"), level).toBe("passes");
      if (level === "AA") expect(outcomeOf(report, "ks-id-duplicate")).toBe("passes");
    }
  });
});
