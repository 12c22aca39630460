/**
 * How the W3C rates an implementation of one ACT rule, as its implementation reports do
 * (https://www.w3.org/WAI/standards-guidelines/act/implementations/, computed by the ACT Rules
 * Community Group's act-tools, https://github.com/act-rules/act-tools, src/map-implementation). In our words:
 *
 * - Each rule of a tool that gives outcomes on a rule's examples is one "procedure". A procedure is
 *   inconsistent as soon as it fails a passed or inapplicable example.
 * - It is consistent when, in addition, it has an outcome on every example, fails at least one failed
 *   example and leaves none of them passed or inapplicable (needs review, "cantTell", is allowed on some),
 *   and the success criteria it reports cover the rule's criteria and name none the rule does not list.
 * - It is partially consistent when it fails at least one failed example without meeting all of that, or
 *   when it has only "cantTell" for the failed examples and raises nothing on the inapplicable ones.
 * - A rule no procedure gives outcomes on is untested. Several procedures may implement one rule: the best
 *   level among them counts, and partially consistent procedures are judged again together.
 * - When some examples of a rule are approved, only those count.
 */
import type { ActExpectation } from "./act-data";

export type EarlOutcome = "passed" | "failed" | "cantTell" | "inapplicable";
export type W3cConsistency = "consistent" | "partial" | "inconsistent" | "untested";

/** One rule of ours on the examples of one ACT rule. */
export type Procedure = {
  name: string;
  /** The WCAG criteria it reports when it fails ("1.1.1"). */
  criteria: readonly string[];
  /** One entry per example of the ACT rule, in the same order for every procedure; null: no outcome. */
  outcomes: readonly (EarlOutcome | null)[];
};

export type ExampleInfo = { expected: ActExpectation; approved: boolean };

export type RuleRequirements = { wcag: readonly string[]; secondaryWcag: readonly string[] };

type Judged = { expected: ActExpectation; outcomes: (EarlOutcome | null)[] };

const levels = ["consistent", "partial", "inconsistent"] as const;
type Level = (typeof levels)[number];

function judge(examples: Judged[], reported: readonly string[], rule: RuleRequirements): Level {
  const correct = examples.filter((example) => example.expected !== "failed");
  const failed = examples.filter((example) => example.expected === "failed");
  if (correct.some((example) => example.outcomes.includes("failed"))) return "inconsistent";
  const caughtOne = failed.some((example) => example.outcomes.includes("failed"));
  const allowed = new Set([...rule.wcag, ...rule.secondaryWcag]);
  const requirementsMatch =
    rule.wcag.every((criterion) => reported.includes(criterion)) &&
    reported.every((criterion) => allowed.has(criterion));
  const everyOutcome = examples.every(
    (example) => example.outcomes.length > 0 && example.outcomes.every((outcome) => outcome !== null),
  );
  const noneMissed = failed.every((example) =>
    example.outcomes.some((outcome) => outcome === "failed" || outcome === "cantTell"),
  );
  if (requirementsMatch && everyOutcome && noneMissed && caughtOne) return "consistent";
  if (caughtOne) return "partial";
  const asked = examples.some((example) => example.outcomes.includes("cantTell"));
  const quietOnInapplicable = examples.every(
    (example) =>
      example.expected !== "inapplicable" ||
      example.outcomes.every((outcome) => outcome === "passed" || outcome === "inapplicable"),
  );
  return asked && quietOnInapplicable ? "partial" : "inconsistent";
}

/** The criteria a procedure reports: those of its rule, once it failed or asked about anything. */
function reportedCriteria(procedure: Procedure, keep: readonly number[]): string[] {
  const raised = keep.some((index) => {
    const outcome = procedure.outcomes[index];
    return outcome === "failed" || outcome === "cantTell";
  });
  return raised ? [...procedure.criteria] : [];
}

/**
 * The W3C's rating of how the given procedures implement one ACT rule, and the procedures that give it.
 * Procedures that give no outcome on any example are left out, as the W3C sees only what a report holds.
 */
export function w3cConsistency(
  rule: RuleRequirements,
  examples: readonly ExampleInfo[],
  procedures: readonly Procedure[],
): { consistency: W3cConsistency; procedures: string[] } {
  const anyApproved = examples.some((example) => example.approved);
  const keep = examples.flatMap((example, index) => (!anyApproved || example.approved ? [index] : []));
  const present = procedures.filter((procedure) => procedure.outcomes.some((outcome) => outcome !== null));
  if (present.length === 0) return { consistency: "untested", procedures: [] };

  // An example a procedure gave no outcome on stays untested even when another procedure of the set did.
  const judgeSet = (set: readonly Procedure[]): Level =>
    judge(
      keep.map((index) => ({
        expected: (examples[index] as ExampleInfo).expected,
        outcomes: set.map((procedure) => procedure.outcomes[index] ?? null),
      })),
      [...new Set(set.flatMap((procedure) => reportedCriteria(procedure, keep)))],
      rule,
    );
  const rated = present.map((procedure) => ({ procedure, level: judgeSet([procedure]) }));
  const best = levels.find((level) => rated.some((entry) => entry.level === level)) as Level;
  const set = rated.filter((entry) => entry.level === best).map((entry) => entry.procedure);
  const consistency = best === "partial" ? judgeSet(set) : best;
  return { consistency, procedures: set.map((procedure) => procedure.name) };
}
