/** axe's open questions that our checks answered leave axe's findings; the rest stays. */
import { describe, expect, it } from "vitest";
import type { Finding } from "#core/contract";
import type { NormalizedResults } from "#scanner/axe-results";
import { withOwnFindings } from "#scanner/checks/run";

const open = (ruleId: string, selectors: string[], nodeCount = selectors.length): Finding => ({
  ruleId,
  impact: "serious",
  description: "",
  help: "",
  helpUrl: "https://dequeuniversity.com/rules/axe/4.14/color-contrast",
  wcag: ["1.4.3"],
  en301549: ["9.1.4.3"],
  bestPractice: false,
  nodes: selectors.map((selector) => ({ selector, html: "<p>", failureSummary: "?" })),
  nodeCount,
  engine: "axe-core",
});

function axeWith(incomplete: Finding[]): NormalizedResults {
  return {
    axeVersion: "4.14.0",
    counts: { violations: 0, incomplete: incomplete.length, passes: 0, inapplicable: 0 },
    impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    violations: [],
    incomplete,
    passes: [],
    inapplicable: [],
  };
}

const none = { violations: [], incomplete: [], passes: [], inapplicable: [] };

describe("settled axe questions", () => {
  it("drop the answered nodes and keep the others with their count", () => {
    const merged = withOwnFindings(
      axeWith([open("color-contrast", ["#a", "#b"], 7), open("link-in-text-block", ["#a"])]),
      { ...none, settledAxe: { "color-contrast": ["#a"] } },
    );
    const contrast = merged.incomplete.find((f) => f.ruleId === "color-contrast");
    expect(contrast?.nodes.map((n) => n.selector)).toEqual(["#b"]);
    expect(contrast?.nodeCount).toBe(6);
    expect(merged.incomplete.find((f) => f.ruleId === "link-in-text-block")?.nodes).toHaveLength(1);
  });

  it("remove a finding with nothing left to ask", () => {
    const merged = withOwnFindings(axeWith([open("color-contrast", ["#a"])]), {
      ...none,
      settledAxe: { "color-contrast": ["#a"] },
    });
    expect(merged.incomplete).toEqual([]);
    expect(merged.counts.incomplete).toBe(0);
  });

  it("keep a finding whose unlisted nodes were not answered", () => {
    const merged = withOwnFindings(axeWith([open("color-contrast", ["#a"], 60)]), {
      ...none,
      settledAxe: { "color-contrast": ["#a"] },
    });
    expect(merged.incomplete[0]?.nodeCount).toBe(59);
  });
});
