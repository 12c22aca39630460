import axe from "axe-core";
import { describe, expect, it } from "vitest";
import {
  axeRunTagsOf,
  criteriaOfLevel,
  en301549ClauseFromTag,
  isBestPracticeAt,
  successCriterionFromTag,
  wcagCriteriaOf,
  wcagSuccessCriteria,
} from "#core/wcag";

describe("WCAG success criteria from axe tags", () => {
  it("reads one- and two-digit criterion numbers by the table, not by position", () => {
    expect(successCriterionFromTag("wcag111")).toBe("1.1.1");
    expect(successCriterionFromTag("wcag1410")).toBe("1.4.10");
    expect(successCriterionFromTag("wcag1412")).toBe("1.4.12");
    expect(successCriterionFromTag("wcag2411")).toBe("2.4.11");
    expect(successCriterionFromTag("wcag258")).toBe("2.5.8");
    expect(successCriterionFromTag("wcag411")).toBe("4.1.1");
  });

  it("ignores level tags and numbers that name no criterion", () => {
    for (const tag of [
      "wcag2a",
      "wcag2aa",
      "wcag21aa",
      "wcag22aa",
      "wcag2aaa",
      "wcag2a-obsolete",
      "wcag999",
      "wcag1415",
    ]) {
      expect(successCriterionFromTag(tag), tag).toBeNull();
    }
  });

  it("has 87 criteria (WCAG 2.2's 86 plus 4.1.1) whose digits never collide", () => {
    const criteria = Object.keys(wcagSuccessCriteria);
    expect(criteria).toHaveLength(87);
    expect(new Set(criteria.map((sc) => sc.replaceAll(".", ""))).size).toBe(criteria.length);
  });

  it("knows every criterion tag axe-core uses", () => {
    const tags = new Set(axe.getRules().flatMap((rule) => rule.tags));
    const criterionTags = [...tags].filter((tag) => /^wcag\d{3,}$/.test(tag));
    expect(criterionTags.length).toBeGreaterThan(20);
    for (const tag of criterionTags) expect(successCriterionFromTag(tag), tag).not.toBeNull();
  });

  it("lists criteria once each, in WCAG order", () => {
    expect(wcagCriteriaOf(["cat.color", "wcag1410", "wcag2aa", "wcag143", "wcag143"])).toEqual([
      "1.4.3",
      "1.4.10",
    ]);
  });
});

describe("EN 301 549 clauses from axe tags", () => {
  it('reads "EN-9.x" tags and nothing else', () => {
    expect(en301549ClauseFromTag("EN-9.1.1.1")).toBe("9.1.1.1");
    expect(en301549ClauseFromTag("EN-9.1.4.12")).toBe("9.1.4.12");
    expect(en301549ClauseFromTag("EN-301-549")).toBeNull();
    expect(en301549ClauseFromTag("EN-301-549v4")).toBeNull();
  });
});

describe("scan levels", () => {
  it("runs each level's WCAG tags plus best practice", () => {
    expect(axeRunTagsOf("A")).toEqual(["wcag2a", "wcag21a", "best-practice"]);
    expect(axeRunTagsOf("AA")).toEqual(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
    expect(axeRunTagsOf("2.2")).toEqual([
      "wcag2a",
      "wcag2aa",
      "wcag21a",
      "wcag21aa",
      "wcag22aa",
      "best-practice",
    ]);
    expect(axeRunTagsOf("AAA")).toEqual([
      "wcag2a",
      "wcag2aa",
      "wcag21a",
      "wcag21aa",
      "wcag22aa",
      "wcag2aaa",
      "wcag21aaa",
      "best-practice",
    ]);
  });

  it("checks 4.1.1 Parsing in WCAG 2.1 scans (BFSG) and not in WCAG 2.2 scans, which removed it", () => {
    expect(criteriaOfLevel("A")).toContain("4.1.1");
    expect(criteriaOfLevel("AA")).toContain("4.1.1");
    expect(criteriaOfLevel("2.2")).not.toContain("4.1.1");
    expect(criteriaOfLevel("AAA")).not.toContain("4.1.1");
    expect(criteriaOfLevel("2.2")).toHaveLength(55);
    expect(criteriaOfLevel("AAA")).toHaveLength(86);
  });

  it("reports a rule as best practice unless one of its tags belongs to the level", () => {
    expect(isBestPracticeAt("AA", ["cat.keyboard", "best-practice"])).toBe(true);
    expect(isBestPracticeAt("AA", ["wcag2aa", "wcag143"])).toBe(false);
    // An AAA rule that also carried best-practice would be advice at AA and a failure at AAA.
    expect(isBestPracticeAt("AA", ["wcag2aaa", "best-practice"])).toBe(true);
    expect(isBestPracticeAt("AAA", ["wcag2aaa", "best-practice"])).toBe(false);
  });
});
