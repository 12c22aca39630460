/**
 * A short summary of a scan in Markdown, for a pull request's comment or a CI job's summary page: pages,
 * WCAG issues by impact, what is new against the baseline, the most frequent rules with their help links.
 * Selectors and page addresses come from the scanned site: they are escaped, never rendered as markup.
 */
import { impacts, type ReportLocale } from "../contract";
import type { GateResult } from "./gate";
import { issuesOf, type ResultIssue, type ScanResults } from "./results";

const texts = {
  de: {
    title: "Klarsicht: Barrierefreiheit",
    pages: "Seiten",
    scanned: (done: number, failed: number, partial: number) =>
      [
        `${done} geprüft`,
        failed > 0 ? `${failed} fehlgeschlagen` : "",
        partial > 0 ? `${partial} nur teilweise geprüft` : "",
      ]
        .filter((part) => part !== "")
        .join(", "),
    issues: "WCAG-Probleme",
    impacts: { critical: "kritisch", serious: "schwerwiegend", moderate: "mittel", minor: "gering" },
    baseline: "Gegenüber der Baseline",
    newAndKnown: (fresh: number, known: number) => `${fresh} neu, ${known} bekannt`,
    newIssues: "Neue Probleme",
    noNewIssues: "Keine neuen WCAG-Probleme gegenüber der Baseline.",
    noIssues: "Keine WCAG-Verstöße gefunden.",
    topRules: "Häufigste Regeln",
    rule: "Regel",
    impact: "Schweregrad",
    pageCount: "Seiten",
    occurrences: "Vorkommen",
    more: (n: number) => (n === 1 ? "… und 1 weiteres" : `… und ${n} weitere`),
    on: "auf",
  },
  en: {
    title: "Klarsicht: accessibility",
    pages: "Pages",
    scanned: (done: number, failed: number, partial: number) =>
      [
        `${done} scanned`,
        failed > 0 ? `${failed} failed` : "",
        partial > 0 ? `${partial} checked only in part` : "",
      ]
        .filter((part) => part !== "")
        .join(", "),
    issues: "WCAG issues",
    impacts: { critical: "critical", serious: "serious", moderate: "moderate", minor: "minor" },
    baseline: "Against the baseline",
    newAndKnown: (fresh: number, known: number) => `${fresh} new, ${known} known`,
    newIssues: "New issues",
    noNewIssues: "No new WCAG issues against the baseline.",
    noIssues: "No WCAG violations found.",
    topRules: "Most frequent rules",
    rule: "Rule",
    impact: "Impact",
    pageCount: "Pages",
    occurrences: "Occurrences",
    more: (n: number) => `… and ${n} more`,
    on: "on",
  },
} satisfies Record<ReportLocale, unknown>;

/** Rules and new issues listed at most; a comment should stay short. */
const listed = 10;

export function markdownSummary(
  results: ScanResults,
  gate: GateResult & { withBaseline: boolean },
  lang: ReportLocale,
): string {
  const t = texts[lang];
  const done = results.pages.filter((page) => page.status === "done").length;
  const failed = results.pages.length - done;
  const partial = results.pages.filter((page) => page.partial !== undefined).length;
  const wcagIssues = issuesOf(results).filter(
    (issue) => issue.category === "violations" && !issue.finding.bestPractice,
  );
  const byImpact = impacts
    .map(
      (impact) =>
        `${t.impacts[impact]} ${wcagIssues.filter((issue) => issue.finding.impact === impact).length}`,
    )
    .join(" · ");
  const lines = [
    `### ${t.title}`,
    "",
    "| | |",
    "|---|---|",
    `| ${t.pages} | ${t.scanned(done, failed, partial)} |`,
    `| ${t.issues} | ${wcagIssues.length} (${byImpact}) |`,
  ];
  if (gate.withBaseline)
    lines.push(`| ${t.baseline} | ${t.newAndKnown(gate.failing.length, gate.known.length)} |`);
  lines.push("");
  if (gate.withBaseline) {
    if (gate.failing.length === 0) lines.push(t.noNewIssues, "");
    else {
      lines.push(`#### ${t.newIssues}`, "");
      for (const issue of gate.failing.slice(0, listed)) lines.push(issueLine(issue, lang));
      if (gate.failing.length > listed) lines.push(`- ${t.more(gate.failing.length - listed)}`);
      lines.push("");
    }
  } else if (wcagIssues.length === 0) lines.push(t.noIssues, "");
  const rules = topRules(wcagIssues);
  if (rules.length > 0) {
    lines.push(
      `#### ${t.topRules}`,
      "",
      `| ${t.rule} | ${t.impact} | ${t.pageCount} | ${t.occurrences} |`,
      "|---|---|--:|--:|",
    );
    for (const rule of rules.slice(0, listed)) {
      const impact = rule.impact ? t.impacts[rule.impact] : "–";
      lines.push(
        `| [${plainText(rule.ruleId)}](${rule.helpUrl}): ${plainText(rule.help)} | ${impact} | ${rule.pages} | ${rule.occurrences} |`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

function issueLine(issue: ResultIssue, lang: ReportLocale): string {
  const t = texts[lang];
  const { ruleId, help, helpUrl, impact } = issue.finding;
  const first = issue.occurrences[0];
  const where = first ? ` — ${plainText(first.selector)} ${t.on} ${plainText(first.url)}` : "";
  return `- [${plainText(ruleId)}](${helpUrl}) [${impact ? t.impacts[impact] : "–"}] ${plainText(help)}${where}`;
}

type RuleRow = Pick<ResultIssue["finding"], "ruleId" | "help" | "helpUrl" | "impact"> & {
  pages: number;
  occurrences: number;
};

/** Rules by how many elements they failed on, the most severe first among equals. */
function topRules(issues: readonly ResultIssue[]): RuleRow[] {
  const rows = new Map<string, RuleRow & { urls: Set<string> }>();
  for (const issue of issues) {
    const { ruleId, help, helpUrl, impact } = issue.finding;
    const row = rows.get(ruleId) ?? {
      ruleId,
      help,
      helpUrl,
      impact,
      pages: 0,
      occurrences: 0,
      urls: new Set(),
    };
    for (const occurrence of issue.occurrences) row.urls.add(occurrence.url);
    row.occurrences += issue.occurrences.length;
    row.pages = row.urls.size;
    rows.set(ruleId, row);
  }
  const severity = (row: RuleRow) => (row.impact === null ? impacts.length : impacts.indexOf(row.impact));
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.occurrences - a.occurrences || severity(a) - severity(b) || a.ruleId.localeCompare(b.ruleId),
    )
    .map(({ urls, ...row }) => row);
}

/** Text from the scanned page as plain Markdown: no markup, no links, no table breaks. */
export function plainText(value: string): string {
  return value
    .replace(/[\r\n]+/g, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/([\\`*_[\]()|#!~])/g, "\\$1");
}
