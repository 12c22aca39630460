/**
 * One shape of scan results for every reporter, made from the pages of a command-line scan or from a site
 * report: pages with their findings, each element carrying the key of the issue it belongs to (the same
 * key as a site report's issues, see aggregate.ts issueKey), so that any report can serve as a baseline
 * for another.
 */
import { elementIssueKey } from "../aggregate";
import type {
  Finding,
  FindingNode,
  PartialCoverage,
  ReportLocale,
  ScanErrorCode,
  ScanLevel,
  ScanOutcome,
  SiteIssue,
  SiteReport,
} from "../contract";

export type KeyedNode = FindingNode & { key: string };
export type KeyedFinding = Omit<Finding, "nodes"> & { nodes: KeyedNode[] };

export type ResultPage = {
  url: string;
  finalUrl: string | null;
  status: "done" | "failed";
  error?: ScanErrorCode;
  detail?: string;
  partial?: PartialCoverage;
  violations: KeyedFinding[];
  incomplete: KeyedFinding[];
  /** The rules that passed. A site report keeps only their number, so its pages list none. */
  passes: Pick<Finding, "ruleId" | "help" | "helpUrl" | "wcag">[];
};

export type ScanResults = {
  kind: "pages" | "site";
  /** The site's start page (after redirects) for a site; null for pages given one by one. */
  rootUrl: string | null;
  level: ScanLevel;
  locale: ReportLocale;
  axeVersion: string;
  pages: ResultPage[];
};

export type Occurrence = { url: string; selector: string; html: string; failureSummary: string };

/** An issue: a rule on similar elements, wherever it occurs among the pages. */
export type ResultIssue = {
  key: string;
  category: SiteIssue["category"];
  finding: Omit<KeyedFinding, "nodes">;
  occurrences: Occurrence[];
};

export function keyedFindings(findings: readonly Finding[], category: SiteIssue["category"]): KeyedFinding[] {
  return findings.map((finding) => ({
    ...finding,
    nodes: finding.nodes.map((node) => ({ ...node, key: elementIssueKey(finding.ruleId, node, category) })),
  }));
}

export function resultsFromPages(
  urls: readonly string[],
  outcomes: readonly ScanOutcome[],
  meta: { level: ScanLevel; locale: ReportLocale },
): ScanResults {
  const pages = urls.map((url, index): ResultPage => {
    const outcome = outcomes[index] as ScanOutcome;
    if (!outcome.ok) {
      return {
        url,
        finalUrl: null,
        status: "failed",
        error: outcome.error,
        ...(outcome.detail === undefined ? {} : { detail: outcome.detail }),
        violations: [],
        incomplete: [],
        passes: [],
      };
    }
    const { report } = outcome;
    return {
      url,
      finalUrl: report.finalUrl,
      status: "done",
      ...(report.partial ? { partial: report.partial } : {}),
      violations: keyedFindings(report.violations, "violations"),
      incomplete: keyedFindings(report.incomplete, "incomplete"),
      passes: report.passes.map(({ ruleId, help, helpUrl, wcag }) => ({ ruleId, help, helpUrl, wcag })),
    };
  });
  const axeVersion = outcomes.find((outcome) => outcome.ok)?.report.axeVersion ?? "";
  return { kind: "pages", rootUrl: null, ...meta, axeVersion, pages };
}

/** A site report's issues put back on its pages: per page one finding per rule and category. */
export function resultsFromSite(report: SiteReport): ScanResults {
  const pages = report.pages.map(
    (page): ResultPage => ({
      url: page.url,
      finalUrl: page.finalUrl,
      status: page.status,
      ...(page.error ? { error: page.error } : {}),
      ...(page.partial ? { partial: page.partial } : {}),
      violations: [],
      incomplete: [],
      passes: [],
    }),
  );
  for (const issue of report.issues) {
    const { key, category, pattern, pageCount, occurrenceCount, occurrences, change, ...finding } = issue;
    for (const occurrence of occurrences) {
      const page = pages[occurrence.page];
      if (!page) continue;
      let onPage = page[category].find((known) => known.ruleId === finding.ruleId);
      if (!onPage) {
        onPage = { ...finding, nodes: [] };
        page[category].push(onPage);
      }
      onPage.nodes.push({
        selector: occurrence.selector,
        html: occurrence.html,
        failureSummary: occurrence.failureSummary,
        key,
      });
    }
  }
  return {
    kind: "site",
    rootUrl: report.rootUrl,
    level: report.level,
    locale: report.locale,
    axeVersion: report.axeVersion,
    pages,
  };
}

/** The issues of the results, in the order they first occur; violations and needs review apart. */
export function issuesOf(results: ScanResults): ResultIssue[] {
  const issues = new Map<string, ResultIssue>();
  for (const page of results.pages) {
    for (const category of ["violations", "incomplete"] as const) {
      for (const { nodes, ...finding } of page[category]) {
        for (const node of nodes) {
          let issue = issues.get(node.key);
          if (!issue) {
            issue = { key: node.key, category, finding, occurrences: [] };
            issues.set(node.key, issue);
          }
          issue.occurrences.push({
            url: page.url,
            selector: node.selector,
            html: node.html,
            failureSummary: node.failureSummary,
          });
        }
      }
    }
  }
  return [...issues.values()];
}
