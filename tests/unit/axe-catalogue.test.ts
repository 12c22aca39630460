/**
 * The catalogue of axe-core's rules (workers/core/rules/axe) against the installed axe-core's own metadata:
 * an axe upgrade that adds, removes or retags a rule, changes its checks, ACT rules, page or English texts
 * fails here until the catalogue follows.
 */
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import {
  axeCatalogueVersion,
  axeRule,
  axeRuleCriteria,
  axeRuleList,
  axeRuleTexts,
  isAxeRuleId,
} from "#core/rules/axe/index";
import { klarsichtRules } from "#core/rules/index";

const installed = axe.getRules() as (ReturnType<typeof axe.getRules>[number] & { actIds?: string[] })[];
const ids = (list: readonly { id: string }[]) => list.map((rule) => rule.id).sort();

/** The tags the catalogue keeps: what a rule tests and whether the scanner runs it. */
const catalogueTags = (tags: readonly string[]) =>
  tags.filter((tag) => tag.startsWith("wcag") || tag === "experimental" || tag === "deprecated");

describe("the catalogue of axe-core's rules", () => {
  it("is for the installed axe-core version", () => {
    expect(axe.version.startsWith(`${axeCatalogueVersion}.`)).toBe(true);
  });

  it("holds exactly the rules of the installed axe-core, each once", () => {
    expect(installed.length).toBeGreaterThan(90);
    expect(ids(axeRuleList)).toEqual(installed.map((rule) => rule.ruleId).sort());
    expect(new Set(ids(axeRuleList)).size).toBe(axeRuleList.length);
  });

  it("has each rule's tags, ACT rules, page and English texts as axe-core's metadata has them", () => {
    for (const meta of installed) {
      expect(axeRule(meta.ruleId), meta.ruleId).toMatchObject({
        tags: catalogueTags(meta.tags),
        act: meta.actIds ?? [],
        helpUrl: meta.helpUrl,
        texts: { en: { help: meta.help, description: meta.description } },
      });
    }
    expect(axeRuleList.filter((rule) => rule.act.length > 0).length).toBeGreaterThan(50);
  });

  it("knows the checks of every rule of the installed axe-core", () => {
    type AuditRule = { id: string; any: unknown[]; all: unknown[]; none: unknown[] };
    const audit = (axe as unknown as { _audit: { rules: AuditRule[] } })._audit;
    const fromAxe = Object.fromEntries(
      audit.rules.map((rule) => {
        const checks = [...rule.any, ...rule.all, ...rule.none].map((check) =>
          typeof check === "string" ? check : (check as { id: string }).id,
        );
        return [rule.id, [...new Set(checks)].sort()];
      }),
    );
    expect(Object.fromEntries(axeRuleList.map((rule) => [rule.id, rule.checks]))).toEqual(fromAxe);
  });

  it("has every text of every rule in German and English, the German ones our own", () => {
    for (const { id, texts } of axeRuleList) {
      for (const part of ["help", "description", "fix", "check"] as const) {
        expect(texts.de[part].trim(), `${id} de ${part}`).not.toBe("");
        expect(texts.en[part].trim(), `${id} en ${part}`).not.toBe("");
        expect(texts.de[part], `${id} ${part}: German equals English`).not.toBe(texts.en[part]);
      }
    }
  });

  it("has a statement sentence (barrier) in both languages or in neither, for our rules too", () => {
    const rules = [...axeRuleList, ...klarsichtRules.values()];
    const withBarrier = rules.filter((rule) => rule.texts.de.barrier || rule.texts.en.barrier);
    expect(withBarrier.length).toBeGreaterThan(25);
    for (const { id, texts } of withBarrier) {
      expect(texts.de.barrier?.trim(), id).toBeTruthy();
      expect(texts.en.barrier?.trim(), id).toBeTruthy();
      expect(texts.de.barrier, id).not.toBe(texts.en.barrier);
    }
  });

  it("answers through its accessors, and null for anything axe-core does not have", () => {
    expect(axeRuleCriteria("image-alt")).toEqual(["1.1.1"]);
    expect(axeRuleCriteria("link-name")).toEqual(["2.4.4", "4.1.2"]);
    expect(axeRuleCriteria("region")).toEqual([]);
    expect(axeRuleTexts("de", "image-alt")?.fix).toMatch(/\bSie\b/);
    expect(axeRule("image-alt")?.act).toContain("23a2a8");
    for (const id of ["ks-link-purpose", "constructor", "__proto__", "toString", ""]) {
      expect(axeRule(id), id).toBeNull();
      expect(isAxeRuleId(id), id).toBe(false);
      expect(axeRuleTexts("en", id), id).toBeNull();
      expect(axeRuleCriteria(id), id).toEqual([]);
    }
  });
});
