/**
 * The shapes of Klarsicht's own rules and of what a check reports for them: data that the scanner's checks
 * produce and the app reads (rule texts, guidance, report language). The checks' page-side contract
 * (Check, CheckContext) stays with the scanner in workers/scanner/checks/types.ts.
 */
import type { Impact, ReportLocale } from "../contract";

/** A rule of ours, with everything a report needs to show it. */
export type KlarsichtRule = {
  /** "ks-" plus a name that says what fails, e.g. "ks-link-same-name-different-target". */
  id: `ks-${string}`;
  /** The published rules it implements: W3C ACT rule ids ("fd3a94") and WCAG failure techniques ("F78"). */
  implements: { act?: readonly string[]; techniques?: readonly string[] };
  /**
   * The axe-core rule whose open questions this rule decides (its check settles them). In EARL the two are
   * one procedure: axe-core's rule, completed by ours.
   */
  completes?: string;
  /** WCAG success criteria such as "2.4.4"; the EN 301 549 clauses follow from them. */
  wcag: readonly string[];
  impact: Impact;
  /** The rule's published definition (w3.org). */
  helpUrl: string;
  /**
   * help: what the rule asks for, one line; description: what it checks; fix: how to fix a violation, in
   * plain language; check: what a person has to look at when the check could not decide (needs review).
   */
  texts: Record<ReportLocale, { help: string; description: string; fix: string; check: string }>;
};

/** An element a check found. Selector and HTML come from the page: capped and escaped downstream. */
export type CheckNode = {
  selector: string;
  html: string;
  /** In the report's language: what fails, or for needs review the question for the person checking. */
  summary: string;
  /** The summary in every report language (summaryInEach in summary.ts); absent, it is shown as written. */
  summaryIn?: Record<ReportLocale, string>;
};

/** What a check found for one of its rules on this page. */
export type RuleOutcome = {
  ruleId: KlarsichtRule["id"];
  /** Elements that certainly fail the rule. */
  violations: CheckNode[];
  /** Elements a person has to judge; each summary asks the precise question. */
  needsReview: CheckNode[];
  /**
   * Whether the rule applied to the page at all; a rule that applied with no violations and nothing to
   * review passed.
   */
  applicable: boolean;
  /** How many elements failed, when a check lists fewer than it found (caps). */
  violationCount?: number;
  needsReviewCount?: number;
  /**
   * axe's open questions this outcome answered: per axe rule id, the selectors of its "incomplete" nodes
   * that the check decided (pass, violation, review with a sharper question). They leave axe's finding,
   * so that one element is not asked about twice.
   */
  settlesAxe?: Record<string, string[]>;
  /**
   * axe's violations this outcome found not to fail by the published rule's definition: per axe rule id,
   * the selectors of its violation nodes (e.g. an iframe that is inert while a modal dialog is open). They
   * leave axe's finding; only a rule that completes that axe rule (KlarsichtRule.completes) may name it.
   */
  overrulesAxe?: Record<string, string[]>;
};
