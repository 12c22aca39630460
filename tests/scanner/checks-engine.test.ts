/**
 * The check layer in the engine, in both runtimes: checks run after axe in our isolated world (the
 * page's globals are out of reach, axe-core is there), and their findings join the report.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Check, KlarsichtRule } from "#scanner/checks/types";
import { type CheckHarness, outcomeOf, reportOf, runtimes, startCheckHarness } from "./check-harness";

const probeRule: KlarsichtRule = {
  id: "ks-test-probe",
  implements: { techniques: ["F0"] },
  wcag: ["1.3.1"],
  impact: "moderate",
  helpUrl: "https://www.w3.org/WAI/WCAG21/Techniques/",
  texts: {
    de: { help: "Probe", description: "Probe", fix: "Nichts", check: "Nichts" },
    en: { help: "Probe", description: "Probe", fix: "Nothing", check: "Nothing" },
  },
};

/** Reports the paragraph as a violation when it sees the DOM but neither the page's globals nor a forged axe. */
const probe: Check = {
  name: "probe",
  rules: [probeRule],
  kind: "read",
  budgetMs: 2_000,
  async run(context) {
    const seen = (await context.evaluate(`({
      text: document.getElementById("text").textContent,
      pageSecret: typeof window.pageSecret,
      realAxe: typeof window.axe.run === "function",
    })`)) as { text: string; pageSecret: string; realAxe: boolean };
    const isolated = seen.text === "Inhalt" && seen.pageSecret === "undefined" && seen.realAxe;
    return [
      {
        ruleId: "ks-test-probe",
        violations: isolated ? [{ selector: "#text", html: '<p id="text">', summary: context.locale }] : [],
        needsReview: [],
        applicable: true,
      },
    ];
  },
};

let harness: CheckHarness;
beforeAll(async () => {
  harness = await startCheckHarness("tests/fixtures/checks/engine");
});
afterAll(async () => {
  await harness?.close();
});

describe.each(runtimes)("checks after axe with %s", (runtime) => {
  it("run in our isolated world and join the report with their engine named", async () => {
    const report = reportOf(await harness.scan(runtime, "/", { checks: [probe], locale: "en" }));
    expect(outcomeOf(report, "ks-test-probe")).toBe("violations");
    const finding = report.violations.find((f) => f.ruleId === "ks-test-probe");
    expect(finding).toMatchObject({
      engine: "klarsicht",
      nodes: [{ selector: "#text", failureSummary: "en" }],
    });
    expect(
      report.violations.filter((f) => f.ruleId !== "ks-test-probe").every((f) => f.engine === "axe-core"),
    ).toBe(true);
    expect(report.counts.violations).toBe(report.violations.length);
    expect(report.timings.checksMs).toBeGreaterThanOrEqual(0);
  });

  it("leave the report to axe alone when no checks are given", async () => {
    const report = reportOf(await harness.scan(runtime, "/", { checks: [] }));
    expect(outcomeOf(report, "ks-test-probe")).toBe("absent");
  });
});

describe("page helpers (workers/scanner/page/helpers.ts)", () => {
  it("give checks axe's names, roles and selectors in our world", async () => {
    const helperCheck: Check = {
      ...probe,
      async run(context) {
        const seen = (await context.evaluate(`(function () {
      var ks = window.__klarsichtPage.helpers;
      return ks.withAxeTree(function () {
        var h = document.querySelector("h1");
        return { name: ks.name(h), role: ks.role(h), selector: ks.selector(h), html: ks.html(h), exposed: ks.exposed(h) };
      });
    })()`)) as Record<string, unknown>;
        return [
          {
            ruleId: "ks-test-probe",
            violations: [
              { selector: String(seen.selector), html: String(seen.html), summary: JSON.stringify(seen) },
            ],
            needsReview: [],
            applicable: true,
          },
        ];
      },
    };
    const report = reportOf(await harness.scan("@cloudflare/puppeteer", "/", { checks: [helperCheck] }));
    const node = report.violations.find((f) => f.ruleId === "ks-test-probe")?.nodes[0];
    expect(JSON.parse(node?.failureSummary ?? "{}")).toEqual({
      name: "Prüfschicht",
      role: "heading",
      selector: "h1",
      html: "<h1>",
      exposed: true,
    });
  });

  it("keep axe's tree for every read check that still uses it, and build it once for them all", async () => {
    // Two read checks whose page scripts wait in the middle: the one that ends first must not tear down
    // the tree the other still reads.
    const waiting = (name: string, waitMs: number): Check => ({
      ...probe,
      name,
      rules: [{ ...probeRule, id: `ks-test-${name}` }],
      async run(context) {
        const seen = (await context.evaluate(`(function () {
      var ks = window.__klarsichtPage.helpers;
      return ks.withAxeTree(async function () {
        var h = document.querySelector("h1");
        var tree = window.axe._tree;
        await new Promise(function (done) { setTimeout(done, ${waitMs}); });
        return { name: ks.name(h), sameTree: window.axe._tree === tree };
      });
    })()`)) as { name: string; sameTree: boolean };
        return [
          {
            ruleId: `ks-test-${name}`,
            violations: [{ selector: "h1", html: "<h1>", summary: JSON.stringify(seen) }],
            needsReview: [],
            applicable: true,
          },
        ];
      },
    });
    const report = reportOf(
      await harness.scan("puppeteer-core", "/", { checks: [waiting("early", 10), waiting("late", 200)] }),
    );
    for (const id of ["ks-test-early", "ks-test-late"]) {
      const node = report.violations.find((f) => f.ruleId === id)?.nodes[0];
      expect(JSON.parse(node?.failureSummary ?? "{}"), id).toEqual({ name: "Prüfschicht", sameTree: true });
    }
  });
});
