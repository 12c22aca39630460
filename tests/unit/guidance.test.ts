import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { ScanLevel } from "#core/contract";
import { uncoveredCriteria } from "#core/rules/axe/index";
import {
  bfsgRelevance,
  en301549ClauseFor,
  en301549ClausesOf,
  existingEn301549Clauses,
  wcagCriteriaOf,
  wcagSuccessCriteria,
} from "#core/wcag";
import deGuidance from "~/locales/guidance/de";
import enGuidance from "~/locales/guidance/en";
import { criterionInfo, klarsichtRuleTexts, ruleBarrier, ruleGuidance } from "~/utils/guidance.server";

const axeRules = axe.getRules();
const allCriteria = Object.keys(wcagSuccessCriteria);
const locales = ["de", "en"] as const;

/** Three plain sentences fit comfortably; anything longer is a manual, not a hint. */
const maxTextLength = 330;

describe("guidance for Klarsicht's own rules", () => {
  const texts = (language: string) => ({
    help: `${language} help`,
    description: `${language} description`,
    fix: `${language} fix`,
    check: `${language} check`,
  });
  const ownRules = new Map([["ks-test-rule", { texts: { de: texts("de"), en: texts("en") } }]]);

  it("takes fix and check of a ks- rule from its definition, in the viewer's language", () => {
    expect(ruleGuidance("de", "ks-test-rule", ownRules)).toEqual({ fix: "de fix", check: "de check" });
    expect(ruleGuidance("en", "ks-test-rule", ownRules)).toEqual({ fix: "en fix", check: "en check" });
    expect(klarsichtRuleTexts("en", "ks-test-rule", ownRules)).toMatchObject({ help: "en help" });
  });

  it("answers null, not an error, for a ks- rule it does not know, and leaves axe's rules to their texts", () => {
    expect(ruleGuidance("de", "ks-retired-rule")).toBeNull();
    expect(klarsichtRuleTexts("de", "ks-retired-rule")).toBeNull();
    expect(klarsichtRuleTexts("de", "image-alt", ownRules)).toBeNull();
    expect(ruleGuidance("de", "image-alt", ownRules)?.fix).toMatch(/alt/);
  });
});

describe("rule guidance", () => {
  it("covers every rule axe-core ships, in German and English", () => {
    expect(axeRules.length).toBeGreaterThan(90);
    for (const { ruleId } of axeRules) {
      const de = ruleGuidance("de", ruleId);
      const en = ruleGuidance("en", ruleId);
      expect(de, ruleId).not.toBeNull();
      expect(en, ruleId).not.toBeNull();
      for (const part of ["fix", "check"] as const) {
        expect(de?.[part].trim(), `${ruleId} de ${part}`).not.toBe("");
        expect(en?.[part].trim(), `${ruleId} en ${part}`).not.toBe("");
        expect(de?.[part], `${ruleId} ${part}: German equals English`).not.toBe(en?.[part]);
      }
    }
  });

  it("keeps every text short and complete", () => {
    for (const locale of locales) {
      for (const { ruleId } of axeRules) {
        for (const text of Object.values(ruleGuidance(locale, ruleId) ?? {})) {
          expect(text.length, `${locale} ${ruleId}: ${text}`).toBeLessThanOrEqual(maxTextLength);
          expect(text, `${locale} ${ruleId}`).toMatch(/[.!?“"]$/);
        }
      }
    }
  });

  it("answers null for unknown rules, also for names every object has", () => {
    expect(ruleGuidance("de", "no-such-rule")).toBeNull();
    expect(ruleGuidance("en", "constructor")).toBeNull();
    expect(ruleGuidance("de", "__proto__")).toBeNull();
  });

  it("gives a rule's own sentence for the statement's known barriers where it has one", () => {
    expect(ruleBarrier("de", "link-name")).toMatch(/^Links haben keinen Text/);
    expect(ruleBarrier("en", "ks-link-placeholder-name")).toMatch(/^Links are only called/);
    expect(ruleBarrier("de", "color-contrast")).toBeNull();
    expect(ruleBarrier("en", "no-such-rule")).toBeNull();
    expect(ruleBarrier("de", "ks-retired-rule")).toBeNull();
  });

  it("speaks German in German and English in English", () => {
    expect(ruleGuidance("de", "color-contrast")?.check).toContain("4,5:1");
    expect(ruleGuidance("en", "color-contrast")?.check).toContain("4.5:1");
    expect(ruleGuidance("de", "image-alt")?.fix).toMatch(/\bSie\b/);
  });
});

describe("success criteria", () => {
  it("names every criterion and says how to check it by hand, in German and English", () => {
    for (const criterion of allCriteria) {
      const de = criterionInfo("de", criterion);
      const en = criterionInfo("en", criterion);
      expect(de?.title.trim(), `${criterion} de title`).toBeTruthy();
      expect(en?.title.trim(), `${criterion} en title`).toBeTruthy();
      expect(de?.manualCheck.trim(), `${criterion} de manualCheck`).toBeTruthy();
      expect(en?.manualCheck.trim(), `${criterion} en manualCheck`).toBeTruthy();
      expect(de?.title, `${criterion} title`).not.toBe(en?.title);
      expect(de?.manualCheck, `${criterion} manualCheck`).not.toBe(en?.manualCheck);
      for (const text of [de?.manualCheck ?? "", en?.manualCheck ?? ""]) {
        expect(text.length, `${criterion}: ${text}`).toBeLessThanOrEqual(maxTextLength);
      }
    }
    expect(Object.keys(deGuidance.criteria)).toEqual(allCriteria);
    expect(Object.keys(enGuidance.criteria)).toEqual(allCriteria);
  });

  it("uses the official names", () => {
    expect(criterionInfo("de", "1.1.1")?.title).toBe("Nicht-Text-Inhalt");
    expect(criterionInfo("de", "1.4.3")?.title).toBe("Kontrast (Minimum)");
    expect(criterionInfo("de", "4.1.2")?.title).toBe("Name, Rolle, Wert");
    expect(criterionInfo("en", "1.1.1")?.title).toBe("Non-text Content");
    expect(criterionInfo("en", "1.4.10")?.title).toBe("Reflow");
    expect(criterionInfo("en", "2.5.8")?.title).toBe("Target Size (Minimum)");
  });

  it("says honestly that 4.1.1 is obsolete in WCAG 2.2 but still in EN 301 549", () => {
    expect(criterionInfo("de", "4.1.1")?.manualCheck).toMatch(/WCAG 2\.2.*EN 301 549/);
    expect(criterionInfo("en", "4.1.1")?.manualCheck).toMatch(/WCAG 2\.2.*EN 301 549/);
  });

  it("answers null for unknown criteria", () => {
    expect(criterionInfo("de", "1.4.14")).toBeNull();
    expect(criterionInfo("en", "toString")).toBeNull();
  });
});

describe("BFSG relevance", () => {
  it("requires WCAG 2.1 A and AA, recommends what WCAG 2.2 added, and calls AAA beyond", () => {
    for (const criterion of [
      "1.1.1",
      "1.3.5",
      "1.4.3",
      "1.4.10",
      "1.4.13",
      "2.1.4",
      "2.5.3",
      "4.1.1",
      "4.1.3",
    ]) {
      expect(bfsgRelevance(criterion), criterion).toBe("required");
    }
    for (const criterion of ["2.4.11", "2.5.7", "2.5.8", "3.2.6", "3.3.7", "3.3.8"]) {
      expect(bfsgRelevance(criterion), criterion).toBe("recommended");
    }
    for (const criterion of ["1.2.6", "1.4.6", "2.1.3", "2.4.12", "2.4.13", "2.5.5", "3.3.9"]) {
      expect(bfsgRelevance(criterion), criterion).toBe("beyond");
    }
    expect(bfsgRelevance("9.9.9")).toBe("beyond");
  });

  it("counts 50 required criteria (WCAG 2.1 A+AA), 6 recommended and 31 beyond", () => {
    const counts = { required: 0, recommended: 0, beyond: 0 };
    for (const criterion of allCriteria) counts[bfsgRelevance(criterion)]++;
    expect(counts).toEqual({ required: 50, recommended: 6, beyond: 31 });
  });
});

describe("EN 301 549 clauses", () => {
  it("puts web criteria under clause 9", () => {
    expect(en301549ClauseFor("1.1.1")).toBe("9.1.1.1");
    expect(en301549ClauseFor("1.4.10")).toBe("9.1.4.10");
    // Dropped from WCAG 2.2, but WCAG 2.1 and so V3.2.1 still have it.
    expect(en301549ClauseFor("4.1.1")).toBe("9.4.1.1");
  });

  it("invents no clause for criteria EN 301 549 V3.2.1 does not contain", () => {
    const added = ["2.4.11", "2.4.12", "2.4.13", "2.5.7", "2.5.8", "3.2.6", "3.3.7", "3.3.8", "3.3.9"];
    for (const criterion of [...added, "1.4.6", "2.4.9", "9.9.9"]) {
      expect(en301549ClauseFor(criterion), criterion).toBeNull();
    }
    // 50 criteria of WCAG 2.1 A and AA, 50 clauses.
    expect(allCriteria.filter((criterion) => en301549ClauseFor(criterion) !== null)).toHaveLength(50);
    // axe-core tags target-size with the next version's "EN-9.2.5.8".
    const targetSize = axeRules.find((rule) => rule.ruleId === "target-size");
    expect(targetSize?.tags).toContain("EN-9.2.5.8");
    expect(en301549ClausesOf(targetSize?.tags ?? [])).toEqual([]);
    // What older reports stored is read through the same knowledge.
    expect(existingEn301549Clauses(["9.2.5.8", "9.1.1.1", "9.4.1.1", "9.1.1.1", "9.1.4.6"])).toEqual([
      "9.1.1.1",
      "9.4.1.1",
    ]);
  });

  it("agrees with the clauses axe-core tags its rules with, where V3.2.1 has them", () => {
    let compared = 0;
    for (const rule of axeRules) {
      const clauses = en301549ClausesOf(rule.tags);
      if (clauses.length === 0) continue;
      const expected = wcagCriteriaOf(rule.tags).map(en301549ClauseFor);
      expect(
        expected.filter((clause) => clause !== null),
        rule.ruleId,
      ).toEqual(clauses);
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
  });
});

describe("criteria no axe rule covers", () => {
  const levels: ScanLevel[] = ["A", "AA", "2.2", "AAA"];

  it("lists media and input-assistance criteria but not those axe tests", () => {
    const a = uncoveredCriteria("A");
    expect(a).toEqual(expect.arrayContaining(["1.2.1", "1.2.3", "1.3.2", "2.1.2", "3.3.1", "4.1.1"]));
    for (const covered of ["1.1.1", "1.2.2", "1.3.1", "3.3.2", "4.1.2"]) expect(a).not.toContain(covered);
    // Not part of level A: AA criteria and the A criteria WCAG 2.2 added.
    for (const outside of ["1.2.4", "1.4.11", "3.2.6", "3.3.7"]) expect(a).not.toContain(outside);

    const aa = uncoveredCriteria("AA");
    expect(aa).toEqual(expect.arrayContaining(["1.2.4", "1.2.5", "1.4.11", "2.4.7", "3.3.3", "3.3.4"]));
    for (const covered of ["1.1.1", "1.3.5", "1.4.3", "1.4.4", "1.4.12", "3.1.2", "4.1.2"]) {
      expect(aa).not.toContain(covered);
    }
    for (const outside of ["2.4.11", "2.5.8", "1.4.6"]) expect(aa).not.toContain(outside);
  });

  it("keeps criteria on the list that only experimental or deprecated rules test, as the scanner does not run them", () => {
    expect(uncoveredCriteria("AA")).toContain("1.3.4"); // css-orientation-lock is experimental
    expect(uncoveredCriteria("A")).toContain("4.1.1"); // duplicate-id is deprecated
    expect(uncoveredCriteria("A")).toContain("1.2.1"); // audio-caption is deprecated
  });

  it("adds WCAG 2.2's new criteria at level 2.2 and the AAA ones at AAA", () => {
    const wcag22 = uncoveredCriteria("2.2");
    expect(wcag22).toEqual(expect.arrayContaining(["2.4.11", "2.5.7", "3.2.6", "3.3.7", "3.3.8"]));
    expect(wcag22).not.toContain("2.5.8"); // target-size
    expect(wcag22).not.toContain("2.5.5");

    const aaa = uncoveredCriteria("AAA");
    expect(aaa).toEqual(expect.arrayContaining(["1.2.6", "2.5.5", "3.3.9", "2.4.12"]));
    // color-contrast-enhanced, identical-links-same-purpose, meta-refresh-no-exceptions, scrollable-region-focusable
    for (const covered of ["1.4.6", "2.4.9", "2.2.4", "3.2.5", "2.1.3"]) expect(aaa).not.toContain(covered);
  });

  it("returns each level's criteria once, sorted numerically", () => {
    for (const level of levels) {
      const list = uncoveredCriteria(level);
      expect(new Set(list).size, level).toBe(list.length);
      expect(
        list.every((criterion) => criterion in wcagSuccessCriteria),
        level,
      ).toBe(true);
      const sorted = [...list].sort((x, y) => {
        const [a, b] = [x.split(".").map(Number), y.split(".").map(Number)];
        return (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
      });
      expect(list, level).toEqual(sorted);
    }
    const aa = uncoveredCriteria("AA");
    expect(aa.indexOf("1.4.5")).toBeGreaterThan(-1);
    expect(aa.indexOf("1.4.5")).toBeLessThan(aa.indexOf("1.4.10"));
  });
});
