/**
 * Runs Klarsicht's checks after axe-core and turns their outcomes into report findings. Read checks run
 * together (their first scripts in one evaluation, with the early reads of drive checks), then drive
 * checks one after another (they change focus, input and viewport). A check that
 * fails or runs out of time reports nothing: its rules are left out of the report rather than guessed,
 * and named as not run (OwnFindings.notRun), so that the report can say what it did not check.
 */

import {
  type Finding,
  type FindingNode,
  type ReportLocale,
  reportCaps,
  resultCategories,
  type ScanLevel,
} from "#core/contract";
import { otherLanguages } from "#core/rules/summary";
import { compareCriteria, criteriaOfLevel, en301549ClauseFor } from "#core/wcag";
import { capHtml, capText, countImpacts, type NormalizedResults, sortFindings } from "../axe-results";
import { pageCall } from "../page-scripts";
import type { Check, CheckContext, CheckNode, KlarsichtRule, RuleOutcome } from "./types";

export type OwnFindings = {
  violations: Finding[];
  incomplete: Finding[];
  passes: Finding[];
  inapplicable: Finding[];
  /** axe's "incomplete" nodes our checks decided, per axe rule id (selectors). */
  settledAxe?: Record<string, string[]>;
  /** axe's violation nodes our checks found to pass by the rule's definition, per axe rule id (selectors). */
  overruledAxe?: Record<string, string[]>;
  /** The level's rules of checks that did not finish (out of time, or failed): not checked. */
  notRun?: string[];
};

/** What the runner needs besides the context each check gets. */
export type RunChecksContext = Omit<CheckContext, "remaining"> & {
  /** The scan's own remaining budget in ms. */
  remaining(): number;
  /**
   * How many times its own budget a check may take (1 by default): a large page takes longer to read
   * and to drive, so the engine scales the budgets with the page's size.
   */
  budgetScale?: number;
  /** Told each check's time in ms as it ends, finished or not (the bench prints them per check). */
  onCheckTime?: (name: string, ms: number) => void;
};

/** Time kept back from the scan's budget for building and sizing the report after the checks. */
const reserveMs = 300;

/**
 * The checks whose rules belong to the level (a rule belongs when one of its criteria does, or when it has
 * none: a best practice).
 */
export function checksForLevel(checks: readonly Check[], level: ScanLevel): Check[] {
  return checks.filter((check) => check.rules.some((rule) => ruleInLevel(rule, level)));
}

/** A rule without a WCAG criterion (best practice) belongs to every level. */
export function ruleInLevel(rule: KlarsichtRule, level: ScanLevel): boolean {
  if (rule.wcag.length === 0) return true;
  const criteria = criteriaOfLevel(level);
  return rule.wcag.some((criterion) => criteria.includes(criterion));
}

export async function runChecks(checks: readonly Check[], context: RunChecksContext): Promise<OwnFindings> {
  const selected = checksForLevel(checks, context.level);
  const outcomes: { rules: readonly KlarsichtRule[]; outcomes: RuleOutcome[] }[] = [];
  const notRun: string[] = [];
  const collect = async (check: Check, evaluate = context.evaluate, early?: Promise<unknown>) => {
    const result = await runOne(check, { ...context, evaluate }, early);
    if (result) outcomes.push({ rules: check.rules, outcomes: result });
    else
      notRun.push(...check.rules.filter((rule) => ruleInLevel(rule, context.level)).map((rule) => rule.id));
  };
  const reading = selected.filter((check) => check.kind === "read");
  const driving = selected.filter((check) => check.kind === "drive");
  const first = firstReadsTogether(context.evaluate);
  // The tree is held ahead of the read checks' first scripts, in the same evaluation. A page that lost
  // axe (navigated away) fails each check on its own, as without the held tree.
  const held =
    reading.length > 0
      ? first.evaluate(pageCall("holdAxeTree")).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
  // Before any drive check: the page as it is. A check's early read that fails leaves it to read alone.
  const early = new Map(
    driving.flatMap((check) => {
      if (!check.readEarly) return [];
      const started = performance.now();
      const limit = check.budgetMs * (context.budgetScale ?? 1);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const read = Promise.race([
        check.readEarly({
          ...context,
          evaluate: first.evaluate,
          remaining: () => Math.max(0, limit - (performance.now() - started)),
        }),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), limit);
        }),
      ]).then(
        (value) => value,
        () => undefined,
      );
      void read.then(() => {
        clearTimeout(timer);
        context.onCheckTime?.(`${check.name} (early)`, performance.now() - started);
      });
      return [[check, read] as const];
    }),
  );
  if (reading.length > 0) {
    const started = performance.now();
    try {
      await Promise.all(reading.map((check) => collect(check, first.evaluate)));
    } finally {
      // Not waited for: the page runs our scripts in the order they are sent, so the drive checks' come
      // after it all the same.
      if (await held) context.evaluate(pageCall("releaseAxeTree")).catch(() => {});
      context.onCheckTime?.(readPhaseName, performance.now() - started);
    }
  }
  for (const check of driving) await collect(check, context.evaluate, early.get(check));
  return { ...toFindings(outcomes, context), notRun: [...new Set(notRun)].sort() };
}

/** The name under which the read checks' time together is told (they overlap, so theirs add up to more). */
export const readPhaseName = "(read checks together)";

/**
 * The read checks' first page scripts, sent as one evaluation: they start together and read the page
 * without changing it, and one round trip to the page instead of one each is what a small page's scan
 * notices. Only the first script of each: the batch answers when its slowest script has, and a check's
 * later scripts (fetches, watching for changes) may well take seconds, which must not hold up another
 * check. Scripts asked for after the batch has gone are sent on their own.
 */
export function firstReadsTogether(evaluate: (expression: string) => Promise<unknown>): {
  evaluate(expression: string): Promise<unknown>;
} {
  type Waiting = { expression: string; resolve(value: unknown): void; reject(error: unknown): void };
  let waiting: Waiting[] | null = [];
  const send = () => {
    const batch = waiting ?? [];
    waiting = null;
    if (batch.length === 0) return;
    // Each script runs as it would alone, in order; one that throws fails only its own check.
    const expression = `Promise.all([${batch
      .map(
        ({ expression }) =>
          `(async function () { return (${expression}\n); })().then(function (v) { return { v: v }; }, function (e) { return { e: String((e && e.stack) || e) }; })`,
      )
      .join(",\n")}])`;
    evaluate(expression).then(
      (answers) => {
        for (const [n, item] of batch.entries()) {
          const answer = Array.isArray(answers) ? (answers[n] as { v?: unknown; e?: string }) : undefined;
          if (!answer || typeof answer !== "object") item.reject(new Error("No answer from the page"));
          else if (typeof answer.e === "string") item.reject(new Error(answer.e));
          else item.resolve(answer.v);
        }
      },
      // The batch as a whole failed (a script that is no expression, a lost document): each is sent
      // alone, so that the answer is what it would have been without the batch.
      () => {
        for (const item of batch) evaluate(item.expression).then(item.resolve, item.reject);
      },
    );
  };
  return {
    evaluate(expression) {
      if (waiting === null) return evaluate(expression);
      const queue = waiting;
      if (queue.length === 0) setTimeout(send, 0);
      return new Promise((resolve, reject) => queue.push({ expression, resolve, reject }));
    },
  };
}

/** The level's rules of these checks: what is not checked when the checks cannot run at all. */
export function rulesOfChecks(checks: readonly Check[], level: ScanLevel): string[] {
  const rules = checks.flatMap((check) => check.rules).filter((rule) => ruleInLevel(rule, level));
  return [...new Set(rules.map((rule) => rule.id))].sort();
}

async function runOne(
  check: Check,
  context: RunChecksContext,
  early?: Promise<unknown>,
): Promise<RuleOutcome[] | null> {
  // Waited for outside the check's own time: it went on beside the read checks.
  const earlyValue = await early;
  const started = performance.now();
  const limit = Math.min(check.budgetMs * (context.budgetScale ?? 1), context.remaining() - reserveMs);
  if (limit <= 0) return null;
  const remaining = () => Math.max(0, limit - (performance.now() - started));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limit);
  });
  try {
    return await Promise.race([check.run({ ...context, remaining, early: earlyValue }), deadline]);
  } catch (error) {
    console.warn(`Check ${check.name} failed on ${context.url}:`, error);
    return null;
  } finally {
    clearTimeout(timer);
    context.onCheckTime?.(check.name, performance.now() - started);
  }
}

function toFindings(
  results: { rules: readonly KlarsichtRule[]; outcomes: RuleOutcome[] }[],
  context: RunChecksContext,
): OwnFindings {
  const own: OwnFindings = { violations: [], incomplete: [], passes: [], inapplicable: [] };
  const decided = new Set<string>();
  for (const { rules, outcomes } of results) {
    for (const outcome of outcomes) {
      const rule = rules.find((candidate) => candidate.id === outcome.ruleId);
      // A rule is decided once per page; a check cannot speak for another check's rules.
      if (!rule || decided.has(rule.id) || !ruleInLevel(rule, context.level)) continue;
      decided.add(rule.id);
      for (const [axeRuleId, selectors] of Object.entries(outcome.settlesAxe ?? {})) {
        own.settledAxe ??= {};
        own.settledAxe[axeRuleId] = [...(own.settledAxe[axeRuleId] ?? []), ...selectors];
      }
      // Only the rule that completes an axe rule speaks for it.
      for (const [axeRuleId, selectors] of Object.entries(outcome.overrulesAxe ?? {})) {
        if (rule.completes !== axeRuleId) continue;
        own.overruledAxe ??= {};
        own.overruledAxe[axeRuleId] = [...(own.overruledAxe[axeRuleId] ?? []), ...selectors];
      }
      if (outcome.violations.length > 0) {
        own.violations.push(
          finding(rule, context, outcome.violations, outcome.violationCount, { withImpact: true }),
        );
      }
      if (outcome.needsReview.length > 0) {
        own.incomplete.push(
          finding(rule, context, outcome.needsReview, outcome.needsReviewCount, { withImpact: true }),
        );
      }
      if (outcome.violations.length === 0 && outcome.needsReview.length === 0) {
        const category = outcome.applicable ? own.passes : own.inapplicable;
        category.push(finding(rule, context, null, undefined, { withImpact: false }));
      }
    }
  }
  return own;
}

function finding(
  rule: KlarsichtRule,
  context: RunChecksContext,
  nodes: CheckNode[] | null,
  claimedCount: number | undefined,
  { withImpact }: { withImpact: boolean },
): Finding {
  const texts = rule.texts[context.locale];
  const wcag = [...rule.wcag].sort(compareCriteria);
  const listed = (nodes ?? [])
    .slice(0, reportCaps.nodesPerFinding)
    .map((node) => toFindingNode(node, context.locale));
  const result: Finding = {
    ruleId: rule.id,
    // Passed and inapplicable rules have no impact: nothing fails.
    impact: withImpact ? rule.impact : null,
    description: capText(texts.description),
    help: capText(texts.help),
    helpUrl: rule.helpUrl,
    wcag,
    // Only clauses EN 301 549 V3.2.1 has.
    en301549: wcag.flatMap((criterion) => en301549ClauseFor(criterion) ?? []),
    bestPractice: wcag.length === 0,
    nodes: listed,
    engine: "klarsicht",
  };
  if (nodes !== null) {
    const found = nodes.length;
    result.nodeCount =
      typeof claimedCount === "number" && Number.isSafeInteger(claimedCount) && claimedCount >= found
        ? claimedCount
        : found;
  }
  return result;
}

function toFindingNode(node: CheckNode, locale: ReportLocale): FindingNode {
  const failureSummaryIn = otherLanguages(node.summaryIn, locale, (text) => capText(text));
  return {
    selector: capText(node.selector, reportCaps.selectorLength),
    html: capHtml(typeof node.html === "string" ? node.html : ""),
    failureSummary: capText(node.summary),
    ...(failureSummaryIn ? { failureSummaryIn } : {}),
  };
}

/** axe's results with our findings joined in: one list per category, sorted and counted as axe's are. */
export function withOwnFindings(results: NormalizedResults, own: OwnFindings): NormalizedResults {
  const merged = {
    ...results,
    violations: withoutSettled(results.violations, own.overruledAxe ?? {}),
    incomplete: withoutSettled(results.incomplete, own.settledAxe ?? {}),
  };
  for (const category of resultCategories) {
    merged[category] = sortFindings([...merged[category], ...own[category]]);
    merged.counts = { ...merged.counts, [category]: merged[category].length };
  }
  merged.impacts = countImpacts(merged.violations);
  return merged;
}

/** axe's findings less the nodes our checks decided; a finding with no node left goes. */
function withoutSettled(findings: readonly Finding[], settled: Record<string, string[]>): Finding[] {
  const kept: Finding[] = [];
  for (const finding of findings) {
    const selectors = new Set(Object.hasOwn(settled, finding.ruleId) ? settled[finding.ruleId] : []);
    if (finding.engine === "klarsicht" || selectors.size === 0) {
      kept.push(finding);
      continue;
    }
    const nodes = finding.nodes.filter((node) => !selectors.has(node.selector));
    const removed = finding.nodes.length - nodes.length;
    if (nodes.length === 0 && (finding.nodeCount ?? finding.nodes.length) <= removed) continue;
    kept.push({
      ...finding,
      nodes,
      ...(finding.nodeCount !== undefined
        ? { nodeCount: Math.max(nodes.length, finding.nodeCount - removed) }
        : {}),
    });
  }
  return kept;
}
