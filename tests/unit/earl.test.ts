import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Finding } from "#core/contract";
import { earlContextUrl, earlReport, ruleOutcomes, withCompletedRules } from "#core/reporters/earl";

const finding = (ruleId: string, wcag: string[] = []): Finding => ({
  ruleId,
  impact: null,
  description: "",
  help: "",
  helpUrl: "",
  wcag,
  en301549: [],
  bestPractice: wcag.length === 0,
  nodes: [],
});

/** The W3C's context for EARL reports, vendored with the ACT test cases (tests/bench/act/vendor.ts). */
const context = (
  JSON.parse(readFileSync("tests/fixtures/act/earl-context.json", "utf8")) as {
    "@context": Record<string, unknown>;
  }
)["@context"];

/** The classes and properties of the EARL 1.0 schema, which the context's @vocab names. */
const earlVocabulary = new Set([
  "Assertion",
  "Assertor",
  "TestSubject",
  "TestCriterion",
  "TestRequirement",
  "TestCase",
  "TestResult",
  "Software",
  "OutcomeValue",
  "assertedBy",
  "subject",
  "test",
  "result",
  "mode",
  "mainAssertor",
  "outcome",
  "pointer",
  "info",
]);

/**
 * Every key and @type in a JSON-LD document is a keyword, a term of the context, an EARL term of its
 * @vocab or a prefixed name of a prefix it defines.
 */
function undefinedTerms(node: unknown, found = new Set<string>()): Set<string> {
  const known = (term: string) =>
    term.startsWith("@") ||
    term in context ||
    earlVocabulary.has(term) ||
    (term.includes(":") && (term.split(":")[0] as string) in context);
  if (Array.isArray(node)) for (const item of node) undefinedTerms(item, found);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "@context") continue;
      if (!known(key)) found.add(key);
      if (key === "@type") for (const type of [value].flat() as string[]) if (!known(type)) found.add(type);
      if (key === "outcome" && typeof value === "string" && !known(value)) found.add(value);
      undefinedTerms(value, found);
    }
  }
  return found;
}

describe("EARL output", () => {
  it("gives each rule its strongest outcome: failed over cantTell over passed over inapplicable", () => {
    const outcomes = ruleOutcomes({
      violations: [finding("image-alt", ["1.1.1"])],
      incomplete: [finding("image-alt", ["1.1.1"]), finding("color-contrast", ["1.4.3"])],
      passes: [finding("color-contrast", ["1.4.3"]), finding("ks-lang-change")],
      inapplicable: [finding("ks-lang-change"), finding("video-caption", ["1.2.2"])],
    });
    expect([...outcomes.values()].map(({ ruleId, outcome }) => [ruleId, outcome])).toEqual([
      ["image-alt", "failed"],
      ["color-contrast", "cantTell"],
      ["ks-lang-change", "passed"],
      ["video-caption", "inapplicable"],
    ]);
  });

  it("folds our rule into the axe-core rule it completes: one procedure with the stronger outcome", () => {
    const outcomesOf = (report: Parameters<typeof ruleOutcomes>[0]) =>
      Object.fromEntries(
        [...withCompletedRules(ruleOutcomes(report))].map(([id, { outcome, wcag }]) => [
          id,
          `${outcome} ${wcag}`,
        ]),
      );
    const empty = { violations: [], incomplete: [], passes: [], inapplicable: [] };
    // Our check answered every question axe-core left open, and found a failure: axe's rule had no outcome.
    expect(outcomesOf({ ...empty, violations: [finding("ks-text-contrast", ["1.4.3"])] })).toEqual({
      "color-contrast": "failed 1.4.3",
    });
    // axe-core decided alone; our rule had nothing to answer.
    expect(
      outcomesOf({
        ...empty,
        violations: [finding("color-contrast", ["1.4.3"])],
        inapplicable: [finding("ks-text-contrast", ["1.4.3"])],
      }),
    ).toEqual({ "color-contrast": "failed 1.4.3" });
    // A rule of ours that completes nothing stays as it is.
    expect(
      outcomesOf({ ...empty, passes: [finding("ks-lang-change"), finding("bypass", ["2.4.1"])] }),
    ).toEqual({
      "ks-lang-change": "passed ",
      bypass: "passed 2.4.1",
    });
    expect(
      outcomesOf({
        ...empty,
        incomplete: [finding("bypass", ["2.4.1"])],
        passes: [finding("ks-bypass-blocks-missing", ["2.4.1"])],
      }),
    ).toEqual({ bypass: "cantTell 2.4.1" });
  });

  it("uses only terms the W3C's EARL context defines, with the criteria by number", () => {
    const report = earlReport({ name: "Klarsicht", version: "abc1234", homepage: "https://klarsicht.de/" }, [
      {
        source: "https://www.w3.org/WAI/content-assets/wcag-act-rules/testcases/23a2a8/x.html",
        outcomes: [{ ruleId: "image-alt", outcome: "failed", wcag: ["1.1.1"] }],
      },
    ]);
    expect(report["@context"]).toBe(earlContextUrl);
    expect([...undefinedTerms(report)]).toEqual([]);
    const subject = report["@graph"][1] as { assertions: { test: unknown; result: unknown }[] };
    expect(subject.assertions[0]).toMatchObject({
      test: { title: "image-alt", isPartOf: [{ title: "WCAG 2: 1.1.1" }] },
      result: { outcome: "earl:failed" },
    });
    // The check itself finds a term the context lacks.
    expect([...undefinedTerms({ "@graph": [{ verdict: "x" }] })]).toEqual(["verdict"]);
  });
});
