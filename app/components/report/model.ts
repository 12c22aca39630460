/**
 * What the report views and the print report show: slices of a SiteReport, already joined with the
 * guidance texts and capped, so that the browser never receives a whole site's report.
 */
import type {
  FindingEngine,
  Impact,
  PictureRef,
  ResultCategory,
  ScanErrorCode,
  SitePage,
  WcagPrinciple,
} from "#core/contract";
import type { BfsgRelevance } from "#core/wcag";
import type { SeverityCounts } from "../../utils/counts";
import type { IssueState, TriageFormError } from "../../utils/triage";

/** The page report's tabs in the original product's order; violations are what people come for, so they open first. */
export const pageTabs = [
  "passes",
  "violations",
  "incomplete",
  "inapplicable",
] as const satisfies readonly ResultCategory[];

export const siteTabs = ["overview", "issues", "criteria", "pages", "documents", "manual"] as const;
export type SiteTab = (typeof siteTabs)[number];
export const defaultSiteTab: SiteTab = "overview";

export function parseSiteTab(value: string | null): SiteTab {
  return siteTabs.find((tab) => tab === value) ?? defaultSiteTab;
}

/** Occurrences of an issue shown open before "show all"; the others wait in a closed <details>. */
export const OPEN_OCCURRENCES = 3;

export const principles = ["1", "2", "3", "4"] as const satisfies readonly WcagPrinciple[];

export type PageRow = {
  /** Index into SiteReport.pages: the drill-down's `?page=`. */
  index: number;
  url: string;
  /** The address as a link target, or null when it is not http(s). */
  href: string | null;
  /** Other addresses of the same page (see SitePage.aliases). */
  aliases: string[];
  status: SitePage["status"];
  error: ScanErrorCode | null;
  violationCount: number;
  occurrenceCount: number;
  /** Checked in part (a very large page): how many of its elements. */
  partial: SitePage["partial"] | null;
  /** The page's screenshot (pictures of the run: see app/utils/pictures.ts). */
  screenshot: PictureRef | null;
  /** A flow's state (decision 051): "Bestellung › Adresse", and the flow it belongs to. */
  flow: { label: string; name: string } | null;
  /** Scanned signed in, with the site's login profile. */
  signedIn: boolean;
};

export type OccurrenceView = {
  pageIndex: number;
  pageUrl: string;
  pageHref: string | null;
  /** The page is a flow's state: "Bestellung › Adresse". */
  pageFlow: string | null;
  selector: string;
  /** Untrusted page content: rendered as text only. */
  html: string;
  failureSummary: string;
  /** The element's crop, outlined. */
  crop: PictureRef | null;
};

export type IssueView = {
  key: string;
  ruleId: string;
  /** Who found it: axe-core or Klarsicht's own checks. */
  engine: FindingEngine;
  impact: Impact | null;
  help: string;
  description: string;
  /** https only, else empty. */
  helpUrl: string;
  wcag: string[];
  /** The WCAG criteria with their names, "1.4.3 Kontrast (Minimum)", in the viewer's language. */
  criteria: string[];
  en301549: string[];
  bestPractice: boolean;
  pattern: string;
  pageCount: number;
  occurrenceCount: number;
  isNew: boolean;
  /** The owner's triage of it, as it stands now ("open" without a verdict or outside a registered site). */
  state: IssueState;
  /** How to fix it, in plain language; null while no guidance exists for the rule. */
  fix: string | null;
  occurrences: OccurrenceView[];
  /** Occurrences left out of `occurrences` by the cap. */
  moreOccurrences: number;
};

/**
 * One rule with the element groups it fails on (decision 036): what the rule is, said once, and each
 * group (an issue: its own key, triage and counts) inside it.
 */
export type RuleView = Pick<
  IssueView,
  | "ruleId"
  | "engine"
  | "impact"
  | "help"
  | "description"
  | "helpUrl"
  | "wcag"
  | "criteria"
  | "en301549"
  | "bestPractice"
  | "fix"
> & {
  /** The pages the rule fails on (at least; occurrences are capped per group). */
  pageCount: number;
  occurrenceCount: number;
  /** Some group of it is new since the previous run. */
  isNew: boolean;
  groups: IssueView[];
  /** Groups left out of `groups` by the cap (reached through each group's own view). */
  moreGroups: { key: string; pattern: string; occurrenceCount: number }[];
};

/**
 * Issues of the same rule and category together, in the order of each rule's first issue: a rule that
 * fails on differently styled elements (several element patterns, so several issues) is shown once.
 */
export function groupByRule<Issue extends { ruleId: string; category?: string }>(
  issues: readonly Issue[],
): Issue[][] {
  const groups = new Map<string, Issue[]>();
  for (const issue of issues) {
    const id = `${issue.category ?? ""}|${issue.ruleId}`;
    const group = groups.get(id);
    if (group) group.push(issue);
    else groups.set(id, [issue]);
  }
  return [...groups.values()];
}

export type CriterionGroup<Issue> = {
  criterion: string;
  title: string | null;
  /** Null for criteria EN 301 549 V3.2.1 has no clause for (WCAG 2.2 additions, AAA). */
  clause: string | null;
  relevance: BfsgRelevance;
  issues: Issue[];
};

export type CriterionIssue = Pick<
  IssueView,
  | "key"
  | "ruleId"
  | "engine"
  | "impact"
  | "help"
  | "pattern"
  | "pageCount"
  | "occurrenceCount"
  | "isNew"
  | "state"
>;

export type ManualRule = {
  ruleId: string;
  engine: FindingEngine;
  help: string;
  description: string;
  helpUrl: string;
  wcag: string[];
  /** What to check by hand; null while no guidance exists for the rule. */
  check: string | null;
  pageCount: number;
  occurrenceCount: number;
  examples: OccurrenceView[];
  moreOccurrences: number;
};

export type UncoveredCriterion = {
  criterion: string;
  title: string | null;
  manualCheck: string | null;
  relevance: BfsgRelevance;
};

export type Paging = { page: number; pages: number };

export type FixedIssue = {
  key: string;
  ruleId: string;
  help: string;
  impact: Impact | null;
  wcag: string[];
  pattern: string;
};

/** A flow of a site run as its report shows it: where it stopped, and the states it scanned. */
export type FlowSummary = {
  name: string;
  ok: boolean;
  /** The phase, the step (1-based; 0 when it could not start) and the reason's code. */
  failure: { phase: "login" | "flow"; step: number; code: string } | null;
  states: {
    /** Index into SiteReport.pages: the pages tab's drill-down. */
    index: number;
    scan: string;
    step: number;
    url: string;
    failed: boolean;
    violationCount: number;
    signedIn: boolean;
  }[];
};

/** A site run's counts as every view shows them (decision 029; app/utils/counts.ts). */
export type SiteSummary = {
  rootUrl: string;
  generatedAt: string;
  pagesFound: number;
  pagesScanned: number;
  pagesFailed: number;
  /** Linked PDF documents checked (counted apart from the pages; decision 042). */
  documents: number;
  /** WCAG violation issues found, as stored when the run finished: the headline. */
  issues: number;
  occurrences: number;
  /** The owner's triage applies (a registered site's run): "open" is shown beside "found". */
  withTriage: boolean;
  /** Found issues still open after triage, and their occurrences. */
  open: number;
  openOccurrences: number;
  /** Best practices and issues to check by hand: counted apart from the headline. */
  bestPractices: number;
  review: number;
  /** WCAG violation issues per impact, and without one: they add up to `issues`. */
  impacts: SeverityCounts;
  principles: Record<WcagPrinciple, number>;
  /** WCAG violations only, like the headline. */
  comparison: null | {
    previousGeneratedAt: string;
    new: number;
    unchanged: number;
    fixedCount: number;
    fixed: FixedIssue[];
  };
};

/** A failure condition of PDF/UA in a linked document, with the texts of its check in the viewer's language. */
export type DocumentIssueView = {
  key: string;
  checkpoint: string;
  /** Matterhorn failure condition ("01-005") and its wording in the protocol (English, as published). */
  condition: string;
  conditionText: string;
  category: "violations" | "incomplete";
  pages: number[];
  count: number;
  /** Untrusted (from the document): rendered as text only. */
  detail: string | null;
  impact: Impact;
  title: string;
  help: string;
  fix: string;
  /** How to fix it in Word, LibreOffice and InDesign's export. */
  tools: string[];
  /** What a person has to judge (needs review). */
  check: string | null;
  pdfua: string;
  en301549: string[];
  /** WCAG criteria with their names; empty where only PDF/UA asks for it. */
  criteria: string[];
  isNew: boolean;
  state: IssueState;
};

export type DocumentView = {
  url: string;
  /** The address as a link target, or null when it is not http(s). */
  href: string | null;
  status: "done" | "failed";
  error: ScanErrorCode | null;
  /** Untrusted (from the document): rendered as text only. */
  title: string | null;
  language: string | null;
  bytes: number | null;
  pages: number | null;
  checkedPages: number | null;
  tagged: boolean | null;
  claimsPdfUa: boolean;
  /** Why the check ended early (PdfStopReason), with what it found until then. */
  stopped: string | null;
  violations: DocumentIssueView[];
  review: DocumentIssueView[];
};

export type SiteView =
  | { tab: "overview"; topPages: PageRow[] }
  | {
      tab: "issues";
      wcag: RuleView[];
      bestPractice: RuleView[];
      paging: Paging;
      /** WCAG violation issues (element groups) and the rules they belong to, on all pages of the list. */
      issueCount: number;
      ruleCount: number;
    }
  /** One issue with all its occurrences, paged (`?tab=issues&issue=<key>`); null when the key is unknown. */
  | { tab: "issues"; single: { issue: IssueView; paging: Paging; from: number } | null }
  | { tab: "criteria"; groups: CriterionGroup<CriterionIssue>[] }
  | { tab: "pages"; rows: PageRow[]; paging: Paging }
  | { tab: "pages"; drill: { page: PageRow; rules: RuleView[] } | null }
  | { tab: "manual"; rules: ManualRule[]; uncovered: UncoveredCriterion[] }
  | {
      tab: "documents";
      documents: DocumentView[];
      /** The registered site whose dashboard takes triage verdicts; null outside a registered site. */
      siteId: number | null;
      runId: string;
      /** A triage form sent back with an error (the run's page reads it from the address). */
      triageError: { issueKey: string; error: TriageFormError } | null;
      /** Compared with the previous run's documents; null when that run checked none. */
      comparison: null | {
        new: number;
        fixed: { key: string; url: string; title: string; condition: string }[];
      };
    };

/** Only web links leave the report as links; anything else in a stored report is not followed. */
export function safeHelpUrl(url: string): string {
  try {
    return new URL(url).protocol === "https:" ? url : "";
  } catch {
    return "";
  }
}

/** A scanned page's address as a link target: http(s) only. */
export function safePageHref(url: string): string | null {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

const impactRank: Record<Impact, number> = { critical: 0, serious: 1, moderate: 2, minor: 3 };

/** Most severe first, then the most widespread. */
export function bySeverity(
  a: { impact: Impact | null; occurrenceCount: number },
  b: { impact: Impact | null; occurrenceCount: number },
): number {
  const rank = (impact: Impact | null) => (impact ? impactRank[impact] : 4);
  return rank(a.impact) - rank(b.impact) || b.occurrenceCount - a.occurrenceCount;
}
