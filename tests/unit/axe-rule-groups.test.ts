import { describe, expect, it } from "vitest";
import { axeRuleGroups, axeSingleRunElements } from "#scanner/engine";

const rules = [
  "aria-allowed-attr",
  "color-contrast",
  ...Array.from({ length: 40 }, (_, index) => `rule-${index}`),
  "region",
];

describe("axe's rules in groups", () => {
  it("checks a small page in one axe run, the slow rules last", () => {
    const groups = axeRuleGroups(rules, axeSingleRunElements);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveLength(rules.length);
    expect(groups[0]?.slice(-2)).toEqual(["region", "color-contrast"]);
  });

  it("splits a larger page's rules into groups, each slow rule alone and after the quicker ones", () => {
    const groups = axeRuleGroups(rules, axeSingleRunElements + 1);
    expect(groups.length).toBeGreaterThan(3);
    expect(groups.flat().sort()).toEqual([...rules].sort());
    expect(groups.at(-1)).toEqual(["color-contrast"]);
    expect(groups.at(-2)).toEqual(["region"]);
  });

  it("has no group when no rule applies", () => {
    expect(axeRuleGroups([], 10)).toEqual([]);
  });
});
