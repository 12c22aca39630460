/**
 * Bypass blocks (ACT cf77f2) on fixture pages of our own, through puppeteer-core: a page that starts with a
 * block found on another page of the site and offers no way past it is a violation, and answers axe's
 * question about the page; a main landmark, a heading, a skip link, a control or a page without repeated
 * content leave the decision to axe-core (no finding of ours).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bypassCheck, ownContentAfterRepeated } from "#scanner/checks/bypass";
import { type CheckHarness, outcomeOf, reportOf, startCheckHarness, suiteRuntimes } from "./check-harness";

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/bypass");
});
afterAll(async () => {
  await harness?.close();
});

const rule = "ks-bypass-blocks-missing";

describe.each(suiteRuntimes)("bypass blocks with %s", (runtime) => {
  const scan = async (path: string, locale: "de" | "en" = "de") =>
    reportOf(await harness.scan(runtime, path, { checks: [bypassCheck], locale }));

  it("reports a page whose own content follows a repeated block with no way past it", async () => {
    const report = await scan("/kapitel-1.html");
    expect(outcomeOf(report, rule)).toBe("violations");
    const [node] = report.violations.find((finding) => finding.ruleId === rule)?.nodes ?? [];
    expect(node?.failureSummary).toContain("kapitel-2.html");
    expect(node?.failureSummary).toContain("„Kapitel 1: Ulm“");
    expect(node?.failureSummaryIn?.en).toContain('("Kapitel 1: Ulm")');
    // axe-core's question about the same page is answered.
    expect(report.incomplete.some((finding) => finding.ruleId === "bypass")).toBe(false);
  });

  it("says nothing where a main landmark, a heading, a skip link or a control may bypass the block", async () => {
    for (const path of [
      "/mit-main.html",
      "/mit-ueberschrift.html",
      "/mit-sprunglink.html",
      "/mit-schalter.html",
    ]) {
      expect(outcomeOf(await scan(path), rule), path).toBe("absent");
    }
  });

  it("says nothing about a page that shares no content with the pages it links to", async () => {
    expect(outcomeOf(await scan("/ohne-wiederholung.html", "en"), rule)).toBe("absent");
  });
});

describe("own content after repeated content", () => {
  const elsewhere = new Set(["Home", "About the novel and its author", "Footer"]);

  it("starts at the first text of the page's own after repeated text of three words or more", () => {
    expect(ownContentAfterRepeated(["Next", "About the novel and its author", "Chapter 1"], elsewhere)).toBe(
      2,
    );
  });

  it("needs more than a word or two in common", () => {
    expect(ownContentAfterRepeated(["Home", "Chapter 1", "Footer"], elsewhere)).toBeNull();
    expect(ownContentAfterRepeated(["Chapter 1", "About the novel and its author"], elsewhere)).toBeNull();
  });
});
