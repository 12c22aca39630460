/**
 * Scan results as EARL (the W3C's Evaluation and Report Language) in JSON-LD, in the shape the W3C's ACT
 * implementation reports read (https://www.w3.org/WAI/standards-guidelines/act/report/earl/): one test
 * subject per page with one assertion per rule that ran on it, its outcome, and the WCAG criteria it tests.
 */
import type { PageReport } from "../contract";
import { klarsichtRules } from "../rules";

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

const strength: Record<EarlOutcome, number> = { failed: 3, cantTell: 2, passed: 1, inapplicable: 0 };

/**
 * The outcomes with each of our rules that completes an axe-core rule (KlarsichtRule.completes) folded
 * into that rule: one procedure, axe-core's question and our answer to it, with the stronger outcome of
 * the two. Without the fold, a page where our check answered every open question of axe-core's rule would
 * have no outcome for axe-core's rule at all, and our rule none on pages where axe-core decided alone.
 */
export function withCompletedRules(outcomes: ReadonlyMap<string, RuleOutcome>): Map<string, RuleOutcome> {
  const folded = new Map(outcomes);
  for (const [ruleId, own] of outcomes) {
    const completes = klarsichtRules.get(ruleId)?.completes;
    if (!completes) continue;
    folded.delete(ruleId);
    const axe = folded.get(completes);
    const outcome = axe && strength[axe.outcome] >= strength[own.outcome] ? axe.outcome : own.outcome;
    folded.set(completes, { ruleId: completes, outcome, wcag: axe?.wcag ?? own.wcag });
  }
  return folded;
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
