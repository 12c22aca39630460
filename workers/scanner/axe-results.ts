/**
 * From axe-core's results to the report's findings. Runtime-agnostic and browser-free, so it is tested on
 * plain objects. The page sends a slimmed, capped copy of axe's results (RawAxeResults, made by the
 * scripts in page-scripts.ts): axe's per-check details stay in the page, they are never shown.
 *
 * axe runs in an isolated world the page's scripts cannot reach, but what comes back crossed a page
 * all the same: it is treated as untrusted input. Only rules axe has, only links to known hosts, only
 * strings and lists within the caps, and counts made here, from what is listed.
 */

import {
  type CategoryCounts,
  type Finding,
  type FindingNode,
  type Impact,
  type ImpactCounts,
  impacts,
  type PageReport,
  type ResultCategory,
  reportCaps,
  resultCategories,
  type ScanLevel,
} from "#core/contract";
import { isAxeRuleId } from "#core/rules/axe/index";
import { en301549ClausesOf, isBestPracticeAt, wcagCriteriaOf } from "#core/wcag";

/** Hosts a finding's "learn more" link may point to: axe's rule pages, and the W3C's. */
const helpUrlHosts: ReadonlySet<string> = new Set(["dequeuniversity.com", "www.w3.org", "w3.org"]);

/** axe's target: one entry per frame, an entry is a list of selectors when it crosses shadow roots. */
export type AxeTarget = (string | string[])[];

export type RawAxeNode = { target: AxeTarget; html: string; failureSummary?: string; context?: string };

export type RawAxeRule = {
  id: string;
  impact?: string | null;
  tags: string[];
  description: string;
  help: string;
  helpUrl: string;
  /** How many elements axe found; nodes lists at most reportCaps.nodesPerFinding of them. */
  nodeCount?: number;
  nodes: RawAxeNode[];
};

export type RawAxeResults = { axeVersion: string } & Record<ResultCategory, RawAxeRule[]>;

export type NormalizedResults = Pick<
  PageReport,
  "counts" | "impacts" | "violations" | "incomplete" | "passes" | "inapplicable" | "axeVersion"
>;

/** Element HTML is for recognising the element, not for rendering: long markup is cut here. */
export const maxHtmlLength = reportCaps.htmlLength;

/** Categories whose elements the report lists; for the others the rule alone is enough. */
const categoriesWithNodes: readonly ResultCategory[] = ["violations", "incomplete"];

/** Accepts anything; keeps what is axe's, within the caps. */
export function normalizeAxeResults(raw: unknown, level: ScanLevel): NormalizedResults {
  const input = isObject(raw) ? raw : {};
  const findings = {} as Record<ResultCategory, Finding[]>;
  const counts = {} as CategoryCounts;
  for (const category of resultCategories) {
    const keepNodes = categoriesWithNodes.includes(category);
    const seen = new Set<string>();
    const rules = (Array.isArray(input[category]) ? input[category] : []).filter(
      (rule): rule is RawAxeRule => isAxeRule(rule) && !seen.has(rule.id) && Boolean(seen.add(rule.id)),
    );
    // axe gives some passed rules the impact their failure would have (color-contrast): nothing of a
    // passed or inapplicable rule fails, so it has none, like ours (checks/run.ts).
    const withImpact = category === "violations" || category === "incomplete";
    findings[category] = sortFindings(
      rules.map((rule) => {
        const finding = toFinding(rule, level, keepNodes);
        return withImpact ? finding : { ...finding, impact: null };
      }),
    );
    counts[category] = findings[category].length;
  }
  const version = typeof input.axeVersion === "string" ? input.axeVersion : "";
  return {
    counts,
    impacts: countImpacts(findings.violations),
    ...findings,
    axeVersion: /^\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(version) ? version : "unknown",
  };
}

function isAxeRule(rule: unknown): rule is RawAxeRule {
  return isObject(rule) && typeof rule.id === "string" && isAxeRuleId(rule.id);
}

export function toFinding(rule: RawAxeRule, level: ScanLevel, keepNodes: boolean): Finding {
  const tags = Array.isArray(rule.tags)
    ? rule.tags.filter((tag) => typeof tag === "string").slice(0, 50)
    : [];
  const nodes = keepNodes && Array.isArray(rule.nodes) ? rule.nodes.filter(isObject).map(toFindingNode) : [];
  const listed = nodes.slice(0, reportCaps.nodesPerFinding);
  const finding: Finding = {
    ruleId: rule.id,
    impact: toImpact(rule.impact),
    description: capText(rule.description),
    help: capText(rule.help),
    helpUrl: safeHelpUrl(rule.helpUrl),
    wcag: wcagCriteriaOf(tags),
    en301549: en301549ClausesOf(tags),
    bestPractice: isBestPracticeAt(level, tags),
    nodes: listed,
    engine: "axe-core",
  };
  if (keepNodes) finding.nodeCount = countOf(rule.nodeCount, nodes.length);
  return finding;
}

/** The page's count when it is a plausible one (a whole number, at least what is listed), else the list's. */
function countOf(claimed: unknown, listed: number): number {
  return typeof claimed === "number" && Number.isSafeInteger(claimed) && claimed >= listed ? claimed : listed;
}

/** An https link to a known host, else nothing: the report renders it as a link. */
export function safeHelpUrl(value: unknown): string {
  if (typeof value !== "string" || value.length > 500) return "";
  try {
    const url = new URL(value);
    return url.protocol === "https:" && helpUrlHosts.has(url.hostname) ? url.href : "";
  } catch {
    return "";
  }
}

function toFindingNode(node: Partial<RawAxeNode>): FindingNode {
  return {
    selector: capText(selectorOf(Array.isArray(node.target) ? node.target : []), reportCaps.selectorLength),
    html: capHtml(typeof node.html === "string" ? node.html : ""),
    failureSummary: capText(node.failureSummary),
    ...(typeof node.context === "string"
      ? { context: capText(node.context, reportCaps.selectorLength) }
      : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function capText(value: unknown, maxLength: number = reportCaps.textLength): string {
  return typeof value === "string" ? capHtml(value, maxLength) : "";
}

/** One readable path from the top document to the element, through iframes and shadow roots. */
export function selectorOf(target: AxeTarget): string {
  return target
    .flat()
    .filter((part) => typeof part === "string")
    .join(" > ");
}

export function capHtml(html: string, maxLength: number = maxHtmlLength): string {
  if (html.length <= maxLength) return html;
  let cut = html.slice(0, maxLength - 1);
  // Never leave half of a surrogate pair (an emoji, say) at the end.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function toImpact(value: string | null | undefined): Impact | null {
  return impacts.find((impact) => impact === value) ?? null;
}

/** Violations per impact, counting rules (not elements) and only WCAG failures: best practice is advice. */
export function countImpacts(violations: readonly Finding[]): ImpactCounts {
  const counts: ImpactCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const finding of violations) {
    if (!finding.bestPractice && finding.impact !== null) counts[finding.impact]++;
  }
  return counts;
}

/** WCAG failures before best practice, the most severe first, then by rule id: stable reports and diffs. */
export function sortFindings(findings: Finding[]): Finding[] {
  const severity = (finding: Finding) =>
    finding.impact === null ? impacts.length : impacts.indexOf(finding.impact);
  return findings.sort(
    (a, b) =>
      Number(a.bestPractice) - Number(b.bestPractice) ||
      severity(a) - severity(b) ||
      a.ruleId.localeCompare(b.ruleId),
  );
}
