import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { germanCheckTexts } from "#core/rules/axe/check-messages-de";
import { axeRuleList } from "#core/rules/axe/index";
import { completeGermanLocale, germanRuleTexts, germanSupplement } from "#core/rules/axe/locale-de";
import { germanCliTexts } from "#dev/scanner/cli";
import { klarsichtRules } from "#scanner/checks/index";
import de from "~/locales/de";
import guidanceDe from "~/locales/guidance/de";
import { informal } from "../support/informal-german";

/* Klarsicht addresses its readers as "Sie": the reports' German fix hints come from axe-core, whose own
   German locale says "du" ("Korrigiere …", "Prüfe …"), so the scanner's locale must override every such text. */

const require = createRequire(import.meta.url);
const axeGerman = require("axe-core/locales/de.json") as Record<string, unknown>;
const englishTemplate = require("axe-core/locales/_template.json") as Record<string, unknown>;

function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, `${path}/${key}`));
}

function textAt(root: unknown, path: string): unknown {
  return path
    .split("/")
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
}

describe("German texts address the reader formally", () => {
  it("recognises the informal forms axe-core's own German uses", () => {
    const axeInformal = texts(axeGerman).filter(([, text]) => informal.test(text));
    expect(axeInformal.map(([path]) => path)).toContain("/failureSummaries/any/failureMessage");
    expect(informal.test("Stelle sicher, dass du es prüfst")).toBe(true);
    expect(informal.test("Überprüfe die Farben.")).toBe(true);
    expect(informal.test("Bitte ändere den Text.")).toBe(true);
    expect(informal.test("Prüfen Sie die Farben; ändern Sie den Text.")).toBe(false);
    expect(informal.test('Das dir="rtl"-Attribut und das dir-Attribut')).toBe(false);
    expect(informal.test("an derselben Stelle")).toBe(false);
  });

  it("has no informal text in the scanner's German axe locale", () => {
    const offending = texts(completeGermanLocale(axeGerman)).filter(([, text]) => informal.test(text));
    expect(offending).toEqual([]);
  });

  it("keeps axe's placeholders and templates in our texts", () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\$\{[^}]+\}|\{\{[^}]*\}\}/g)
        ?.sort() ?? [];
    const ours = [...texts(germanSupplement), ...texts({ checks: germanCheckTexts })];
    expect(ours.length).toBeGreaterThan(250);
    for (const [path, text] of ours) {
      expect(placeholders(text), path).toEqual(placeholders(textAt(englishTemplate, path)));
    }
  });

  it("words every rule title and every failed or to-review message itself, not in axe-core's German", () => {
    const german = completeGermanLocale(axeGerman);
    const reported = texts({ rules: german.rules, checks: german.checks }).filter(
      ([path]) =>
        (path.startsWith("/rules/") || /\/(fail|incomplete)(\/|$)/.test(path)) &&
        // de.json keeps a few messages axe-core 4.14 no longer reports.
        textAt(englishTemplate, path) !== undefined,
    );
    const notOurs = reported.filter(
      ([path, text]) => textAt({ rules: germanRuleTexts(), checks: germanCheckTexts }, path) !== text,
    );
    expect(reported.length).toBeGreaterThan(450);
    expect(notOurs.map(([path]) => path)).toEqual([]);
    // Two of axe's own German rule titles, wrong in grammar and spelling, no longer reach a report.
    expect(german.rules?.["role-img-alt"]?.help).not.toBe(
      (axeGerman.rules as Record<string, { help: string }>)["role-img-alt"]?.help,
    );
    expect(JSON.stringify(reported)).not.toMatch(/Lables|beeinhaltet|werdeb/);
    expect(german.incompleteFallbackMessage).toBe(germanSupplement.incompleteFallbackMessage);
  });

  it("has our German text for exactly the rules and check messages axe-core has in English", () => {
    const english = englishTemplate as { rules: object; checks: Record<string, Record<string, unknown>> };
    expect(Object.keys(germanRuleTexts()).sort()).toEqual(Object.keys(english.rules).sort());
    const englishMessages = texts(english.checks).filter(([path]) => /\/(fail|incomplete)(\/|$)/.test(path));
    expect(
      texts(germanCheckTexts)
        .map(([path]) => path)
        .sort(),
    ).toEqual(englishMessages.map(([path]) => path).sort());
  });

  it("says 'Korrigieren Sie' in the failure summaries", () => {
    const german = completeGermanLocale(axeGerman);
    expect(german.failureSummaries?.any?.failureMessage).toMatch(/^Korrigieren Sie mindestens einen/);
    expect(german.failureSummaries?.none?.failureMessage).toMatch(/^Korrigieren Sie alle/);
  });

  it("has no informal text in the app's German locale and criteria texts", () => {
    const offending = [...texts(de), ...texts(guidanceDe)].filter(([, text]) => informal.test(text));
    expect(offending).toEqual([]);
  });

  it("has no informal text in the German texts of axe-core's rules in our catalogue", () => {
    const german = axeRuleList.flatMap((rule) => texts(rule.texts.de, `/${rule.id}`));
    expect(german.length).toBeGreaterThanOrEqual(axeRuleList.length * 4);
    expect(german.filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it("has no informal text in the German texts of Klarsicht's own rules", () => {
    const german = [...klarsichtRules.values()].flatMap((rule) => texts(rule.texts.de, `/${rule.id}`));
    expect(german.filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it("has no informal text in what the command-line scanner says in German", () => {
    const german = germanCliTexts();
    expect(german.length).toBeGreaterThan(20);
    expect(german.filter((text) => informal.test(text))).toEqual([]);
  });
});
