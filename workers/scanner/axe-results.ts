/**
 * From axe-core's results to the report's findings. Runtime-agnostic and browser-free, so it is tested on
 * plain objects. The page sends a slimmed copy of axe's results (RawAxeResults, made by axeRunScript in
 * page-scripts.ts): axe's per-check details stay in the page, they are never shown.
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
  resultCategories,
  type ScanLevel,
} from "./contract";
import { en301549ClausesOf, isBestPracticeAt, wcagCriteriaOf } from "./wcag";

/** axe's target: one entry per frame, an entry is a list of selectors when it crosses shadow roots. */
export type AxeTarget = (string | string[])[];

export type RawAxeNode = { target: AxeTarget; html: string; failureSummary?: string };

export type RawAxeRule = {
  id: string;
  impact?: string | null;
  tags: string[];
  description: string;
  help: string;
  helpUrl: string;
  nodes: RawAxeNode[];
};

export type RawAxeResults = { axeVersion: string } & Record<ResultCategory, RawAxeRule[]>;

export type NormalizedResults = Pick<
  PageReport,
  "counts" | "impacts" | "violations" | "incomplete" | "passes" | "inapplicable"
>;

/** Element HTML is for recognising the element, not for rendering: long markup is cut here. */
export const maxHtmlLength = 300;

/** Categories whose elements the report lists; for the others the rule alone is enough. */
const categoriesWithNodes: readonly ResultCategory[] = ["violations", "incomplete"];

export function normalizeAxeResults(raw: RawAxeResults, level: ScanLevel): NormalizedResults {
  const findings = {} as Record<ResultCategory, Finding[]>;
  const counts = {} as CategoryCounts;
  for (const category of resultCategories) {
    const keepNodes = categoriesWithNodes.includes(category);
    findings[category] = sortFindings(raw[category].map((rule) => toFinding(rule, level, keepNodes)));
    counts[category] = findings[category].length;
  }
  return { counts, impacts: countImpacts(findings.violations), ...findings };
}

export function toFinding(rule: RawAxeRule, level: ScanLevel, keepNodes: boolean): Finding {
  return {
    ruleId: rule.id,
    impact: toImpact(rule.impact),
    description: rule.description,
    help: rule.help,
    helpUrl: rule.helpUrl,
    wcag: wcagCriteriaOf(rule.tags),
    en301549: en301549ClausesOf(rule.tags),
    bestPractice: isBestPracticeAt(level, rule.tags),
    nodes: keepNodes ? rule.nodes.map(toFindingNode) : [],
  };
}

function toFindingNode(node: RawAxeNode): FindingNode {
  return {
    selector: selectorOf(node.target),
    html: capHtml(node.html),
    failureSummary: node.failureSummary ?? "",
  };
}

/** One readable path from the top document to the element, through iframes and shadow roots. */
export function selectorOf(target: AxeTarget): string {
  return target.flat().join(" > ");
}

export function capHtml(html: string, maxLength = maxHtmlLength): string {
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
function countImpacts(violations: readonly Finding[]): ImpactCounts {
  const counts: ImpactCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const finding of violations) {
    if (!finding.bestPractice && finding.impact !== null) counts[finding.impact]++;
  }
  return counts;
}

/** WCAG failures before best practice, the most severe first, then by rule id: stable reports and diffs. */
function sortFindings(findings: Finding[]): Finding[] {
  const severity = (finding: Finding) =>
    finding.impact === null ? impacts.length : impacts.indexOf(finding.impact);
  return findings.sort(
    (a, b) =>
      Number(a.bestPractice) - Number(b.bestPractice) ||
      severity(a) - severity(b) ||
      a.ruleId.localeCompare(b.ruleId),
  );
}
