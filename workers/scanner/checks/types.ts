/**
 * Klarsicht's own checks: the second layer of detection, run in the same page session after axe-core.
 * Each check implements published rules (a W3C ACT rule or a WCAG failure technique) and reports, per
 * rule, the elements that certainly fail (violations), the ones a person has to look at (needs review,
 * with a precise question), or that the rule passed or did not apply.
 *
 * Checks are runtime-agnostic like the engine: they talk to the page through CheckContext only, which
 * both puppeteer-core and @cloudflare/puppeteer provide.
 */

import type { Finding, ReportLocale, ScanLevel } from "#core/contract";
import type { CheckNode, KlarsichtRule, RuleOutcome } from "#core/rules/types";
import type { MinimalCDPSession, MinimalPage } from "../browser";

export type { CheckNode, KlarsichtRule, RuleOutcome };

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
  /** What the check's readEarly gave, for a drive check that has one (undefined when it failed). */
  early?: unknown;
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
  /**
   * For a drive check: what it needs to read of the page before anything of ours changes it (the page's
   * own event listeners, say), started with the read checks so that it costs no round trip of its own.
   * It must not change the page. Its result reaches run() as context.early.
   */
  readEarly?(context: CheckContext): Promise<unknown>;
  run(context: CheckContext): Promise<RuleOutcome[]>;
};
