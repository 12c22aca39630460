/**
 * Klarsicht's own checks: the second layer of detection, run in the same page session after axe-core.
 * Each check implements published rules (a W3C ACT rule or a WCAG failure technique) and reports, per
 * rule, the elements that certainly fail (violations), the ones a person has to look at (needs review,
 * with a precise question), or that the rule passed or did not apply.
 *
 * Checks are runtime-agnostic like the engine: they talk to the page through CheckContext only, which
 * both puppeteer-core and @cloudflare/puppeteer provide.
 */

import type { Finding, Impact, ReportLocale, ScanLevel } from "#core/contract";
import type { MinimalCDPSession, MinimalPage } from "../browser";

/** A rule of ours, with everything a report needs to show it. */
export type KlarsichtRule = {
  /** "ks-" plus a name that says what fails, e.g. "ks-link-same-name-different-target". */
  id: `ks-${string}`;
  /** The published rules it implements: W3C ACT rule ids ("fd3a94") and WCAG failure techniques ("F78"). */
  implements: { act?: readonly string[]; techniques?: readonly string[] };
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
};

export type CheckContext = {
  locale: ReportLocale;
  level: ScanLevel;
  /** The address scanned and where the page ended up. */
  url: string;
  finalUrl: string;
  /**
   * Evaluates an expression in our isolated world of the top document (same DOM as the page, globals the
   * page cannot reach; axe-core is there as window.axe) and returns its value (promises awaited).
   */
  evaluate(expression: string): Promise<unknown>;
  /** What axe-core reported on this page, for checks that decide what axe left open. */
  axe?: { violations: readonly Finding[]; incomplete: readonly Finding[] };
  /** The tab's DevTools session, for driven checks: input events, emulation, screenshots. */
  cdp: MinimalCDPSession;
  page: MinimalPage;
  /** Milliseconds this check may still take; it must resolve well before they run out. */
  remaining(): number;
  /**
   * The main document's HTML exactly as the server sent it (decoded to text), before the parser and the
   * page's scripts changed anything; null when the browser could not give it (over the engine's
   * maxSourceLength, or the document never finished loading).
   */
  sourceHtml(): Promise<string | null>;
};

export type Check = {
  /** A short name for timings and logs, e.g. "links". */
  name: string;
  /** The rules it decides; every outcome it returns names one of them. */
  rules: readonly KlarsichtRule[];
  /**
   * "read" checks only look at the page. "drive" checks change it (focus, key presses, viewport, text
   * size) and run after all read checks; each restores what it changed before it resolves.
   */
  kind: "read" | "drive";
  /** Upper bound of the check's time in ms; it is also stopped when the scan's own budget runs out. */
  budgetMs: number;
  run(context: CheckContext): Promise<RuleOutcome[]>;
};
