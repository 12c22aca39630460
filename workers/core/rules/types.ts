/**
 * The shapes of Klarsicht's own rules, of axe-core's rules as we overlay them, and of what a check reports
 * for our rules: data that the scanner's checks produce and the app reads (rule texts, guidance, report
 * language). The checks' page-side contract
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
  texts: Record<ReportLocale, RuleTexts>;
};

/**
 * The texts of a rule in one report language, for our rules and axe-core's alike. help: what the rule asks
 * for, one line; description: what it checks; fix: how to fix a violation, in plain language; check: what a
 * person has to look at when the check could not decide (needs review); barrier, where the rule says more
 * than its criterion: what people cannot do where it fails, as the accessibility statement lists known
 * barriers (the statement falls back to a sentence per criterion, app/locales/<lang>/statement-barriers.ts).
 */
export type RuleTexts = { help: string; description: string; fix: string; check: string; barrier?: string };

/**
 * One of axe-core's rules as Klarsicht overlays it (rules/axe/catalogue.ts): axe-core decides what it finds,
 * the catalogue holds what we know and say about it.
 */
export type AxeRule = {
  /** axe-core's rule id, e.g. "image-alt". */
  id: string;
  /**
   * axe-core's tags that say what the rule tests and whether the scanner runs it: WCAG level tags
   * ("wcag2a", "wcag21aa", …), criterion tags ("wcag111" = 1.1.1; the EN 301 549 clauses follow from the
   * criteria, see wcag.ts) and "experimental"/"deprecated", which keep a rule out of tag-based runs.
   */
  tags: readonly string[];
  /** The W3C ACT rules axe-core says the rule implements (axe.getRules() actIds). */
  act: readonly string[];
  /**
   * The checks the rule runs (its any, all and none lists). A failure summary lists check messages without
   * saying which check wrote them, and checks of different rules sometimes share a text in one language but
   * not in the other; knowing the rule's checks tells them apart when a report is read in the other
   * language (app/utils/report-language.server.ts).
   */
  checks: readonly string[];
  /** axe-core's page about the rule (dequeuniversity.com). */
  helpUrl: string;
  /**
   * English help and description are axe-core's own. The German ones are ours: axe-core's German locale
   * words many of them informally, mixes English into sentences ("Die banner landmark …") and has grammar
   * and spelling errors; the reports show them as issue titles, so every rule gets the requirement as a
   * statement (help) and what the rule checks (description), with ARIA role and attribute names as written
   * in code and "Landmark-Bereich" for a landmark. fix and check are ours in both languages.
   */
  texts: Record<ReportLocale, RuleTexts>;
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
