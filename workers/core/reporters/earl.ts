/**
 * Scan results as EARL (the W3C's Evaluation and Report Language) in JSON-LD, in the shape the W3C's ACT
 * implementation reports read (https://www.w3.org/WAI/standards-guidelines/act/report/earl/): one test
 * subject per page with one assertion per rule that ran on it, its outcome, and the WCAG criteria it tests.
 */
import type { PageReport } from "../contract";

export const earlContextUrl = "https://www.w3.org/WAI/content-assets/wcag-act-rules/earl-context.json";

export type EarlOutcome = "passed" | "failed" | "cantTell" | "inapplicable";

export type RuleOutcome = { ruleId: string; outcome: EarlOutcome; wcag: readonly string[] };

type ReportFindings = Pick<PageReport, "violations" | "incomplete" | "passes" | "inapplicable">;

/**
 * Each rule's one outcome on a page. A rule can list elements in several categories; the strongest
 * counts: a violation over needs review ("cantTell"), over passed, over inapplicable.
 */
export function ruleOutcomes(report: ReportFindings): Map<string, RuleOutcome> {
  const outcomes = new Map<string, RuleOutcome>();
  const categories: [keyof ReportFindings, EarlOutcome][] = [
    ["violations", "failed"],
    ["incomplete", "cantTell"],
    ["passes", "passed"],
    ["inapplicable", "inapplicable"],
  ];
  for (const [category, outcome] of categories)
    for (const finding of report[category])
      if (!outcomes.has(finding.ruleId))
        outcomes.set(finding.ruleId, { ruleId: finding.ruleId, outcome, wcag: finding.wcag });
  return outcomes;
}

export type EarlAssertor = { name: string; version: string; homepage: string; description?: string };

export type EarlSubject = { source: string; outcomes: readonly RuleOutcome[] };

/**
 * The EARL document. Criteria are named by number ("WCAG 2: 1.1.1"), which the W3C's reports read as
 * well as its ids; a rule without criteria (best practice) has an empty isPartOf.
 */
export function earlReport(assertor: EarlAssertor, subjects: readonly EarlSubject[]) {
  const assertorId = "_:assertor";
  return {
    "@context": earlContextUrl,
    "@graph": [
      {
        "@id": assertorId,
        "@type": ["Assertor", "earl:Software"],
        name: assertor.name,
        ...(assertor.description ? { description: assertor.description } : {}),
        homepage: assertor.homepage,
        release: { "@type": "Version", revision: assertor.version },
      },
      ...subjects.map((subject) => ({
        "@type": ["TestSubject", "WebPage"],
        source: subject.source,
        assertions: subject.outcomes.map((outcome) => ({
          "@type": "Assertion",
          mode: "earl:automatic",
          assertedBy: assertorId,
          test: {
            "@type": "TestCase",
            title: outcome.ruleId,
            isPartOf: outcome.wcag.map((criterion) => ({ title: `WCAG 2: ${criterion}` })),
          },
          result: { "@type": "TestResult", outcome: `earl:${outcome.outcome}` },
        })),
      })),
    ],
  };
}
