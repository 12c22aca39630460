/**
 * Turns a stored SiteReport into what one view of it shows: the guidance texts joined in (they are
 * server-only and large), occurrences capped, long lists paged.
 */

import {
  engineOf,
  flowStepLabel,
  type IssueOccurrence,
  type ReportLocale,
  type SiteIssue,
  type SiteReport,
} from "#core/contract";
import { uncoveredCriteria } from "#core/rules/axe/index";
import { bfsgRelevance, compareCriteria, en301549ClauseFor } from "#core/wcag";
import { isFixedWcagViolation, issueStates, siteRunCounts } from "~/utils/counts";
import { criterionInfo, criterionName, klarsichtRuleTexts, ruleGuidance } from "~/utils/guidance.server";
import type { IssueState, Triage } from "~/utils/triage";
import { documentStatesOf, documentsTab } from "./documents.server";
import {
  bySeverity,
  type CriterionGroup,
  type CriterionIssue,
  type FlowSummary,
  groupByRule,
  type IssueView,
  type ManualRule,
  type OccurrenceView,
  type PageRow,
  type Paging,
  type RuleView,
  type SiteSummary,
  type SiteTab,
  type SiteView,
  safeHelpUrl,
  safePageHref,
  type UncoveredCriterion,
} from "./model";

/** Occurrences per issue in the browser: the first few open, the rest behind "show all". */
export const VIEW_OCCURRENCES = 10;
/** Occurrences per page of one issue's own view. */
export const OCCURRENCES_PER_PAGE = 50;
/** Occurrences per issue in the printed report. */
export const PRINT_OCCURRENCES = 20;
/** Rules per page of the issues view. */
const RULES_PER_PAGE = 25;
/** Element groups shown in full under one rule; the others are listed with a link to their own view. */
export const GROUPS_PER_RULE = 10;
const PAGES_PER_PAGE = 50;
const TOP_PAGES = 10;
const FIXED_LISTED = 100;
const MANUAL_EXAMPLES = 3;

export function pageRow(report: SiteReport, index: number): PageRow | null {
  const page = report.pages[index];
  if (!page) return null;
  return {
    index,
    url: page.url,
    href: safePageHref(page.url),
    aliases: page.aliases ?? [],
    status: page.status,
    error: page.error ?? null,
    violationCount: page.violationCount,
    occurrenceCount: page.occurrenceCount,
    partial: page.partial ?? null,
    screenshot: page.screenshot ?? null,
    flow: page.flow ? { label: flowStepLabel(page.flow), name: page.flow.name } : null,
    signedIn: page.signedIn === true,
  };
}

function occurrenceView(report: SiteReport, occurrence: IssueOccurrence): OccurrenceView {
  const page = report.pages[occurrence.page];
  const url = page?.url ?? "";
  return {
    pageIndex: occurrence.page,
    pageUrl: url,
    pageHref: safePageHref(url),
    pageFlow: page?.flow ? flowStepLabel(page.flow) : null,
    selector: occurrence.selector,
    html: occurrence.html,
    failureSummary: occurrence.failureSummary,
    crop: occurrence.crop ?? null,
  };
}

export function issueView(
  report: SiteReport,
  issue: SiteIssue,
  locale: ReportLocale,
  cap: number,
  onlyPage?: number,
  offset = 0,
): IssueView {
  const occurrences =
    onlyPage === undefined ? issue.occurrences : issue.occurrences.filter((item) => item.page === onlyPage);
  const total = onlyPage === undefined ? issue.occurrenceCount : occurrences.length;
  const shown = occurrences
    .slice(offset, offset + cap)
    .map((occurrence) => occurrenceView(report, occurrence));
  const texts = ruleTexts(issue, locale);
  return {
    key: issue.key,
    ruleId: issue.ruleId,
    engine: engineOf(issue),
    impact: issue.impact,
    help: texts.help,
    description: texts.description,
    helpUrl: safeHelpUrl(issue.helpUrl),
    wcag: issue.wcag,
    criteria: issue.wcag.map((criterion) => criterionName(locale, criterion)),
    en301549: issue.en301549,
    bestPractice: issue.bestPractice,
    pattern: issue.pattern,
    pageCount: issue.pageCount,
    occurrenceCount: issue.occurrenceCount,
    isNew: issue.change === "new",
    state: "open",
    fix: ruleGuidance(locale, issue.ruleId)?.fix ?? null,
    occurrences: shown,
    moreOccurrences: Math.max(0, total - offset - shown.length),
  };
}

/**
 * One rule with its element groups (issues of the same rule, see groupByRule), each group capped at
 * `cap` occurrences and at most `groupCap` groups in full. With `onlyPage`, the occurrences of one page.
 */
export function ruleView(
  report: SiteReport,
  issues: readonly SiteIssue[],
  locale: ReportLocale,
  cap: number,
  onlyPage?: number,
  groupCap = GROUPS_PER_RULE,
): RuleView {
  const groups = issues.map((issue) => issueView(report, issue, locale, cap, onlyPage));
  const [first] = groups;
  if (!first) throw new Error("A rule view needs at least one issue");
  const shown = groups.slice(0, groupCap);
  const pages = new Set(
    issues.flatMap((issue) =>
      issue.occurrences
        .filter((item) => onlyPage === undefined || item.page === onlyPage)
        .map((item) => item.page),
    ),
  );
  const [severest] = groups.map((group) => ({ impact: group.impact, occurrenceCount: 0 })).sort(bySeverity);
  return {
    ruleId: first.ruleId,
    engine: first.engine,
    impact: severest?.impact ?? null,
    help: first.help,
    description: first.description,
    helpUrl: first.helpUrl,
    wcag: [...new Set(groups.flatMap((group) => group.wcag))].sort(compareCriteria),
    criteria: [...new Set(groups.flatMap((group) => group.wcag))]
      .sort(compareCriteria)
      .map((criterion) => criterionName(locale, criterion)),
    en301549: [...new Set(groups.flatMap((group) => group.en301549))].sort(compareCriteria),
    bestPractice: first.bestPractice,
    fix: first.fix,
    pageCount: onlyPage === undefined ? Math.max(pages.size, ...issues.map((issue) => issue.pageCount)) : 1,
    occurrenceCount: groups.reduce(
      (sum, group) =>
        sum +
        (onlyPage === undefined ? group.occurrenceCount : group.occurrences.length + group.moreOccurrences),
      0,
    ),
    isNew: groups.some((group) => group.isNew),
    groups: shown,
    moreGroups: groups
      .slice(groupCap)
      .map((group) => ({ key: group.key, pattern: group.pattern, occurrenceCount: group.occurrenceCount })),
  };
}

/** The rules of these issues, each with its element groups, in the order of each rule's first issue. */
export function ruleViews(
  report: SiteReport,
  issues: readonly SiteIssue[],
  locale: ReportLocale,
  cap: number,
  onlyPage?: number,
): RuleView[] {
  return groupByRule(issues).map((group) => ruleView(report, group, locale, cap, onlyPage));
}

/**
 * A rule's name and description in the viewer's language: our own rules carry both languages in their
 * definition; axe-core's texts are the report's as stored.
 */
function ruleTexts(
  issue: Pick<SiteIssue, "ruleId" | "help" | "description">,
  locale: ReportLocale,
): { help: string; description: string } {
  const own = klarsichtRuleTexts(locale, issue.ruleId);
  return own ? { help: own.help, description: own.description } : issue;
}

const violations = (report: SiteReport) =>
  report.issues.filter((issue) => issue.category === "violations").sort(bySeverity);

function paged<T>(items: T[], requested: number, size: number): { items: T[]; paging: Paging } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pages);
  return { items: items.slice((page - 1) * size, page * size), paging: { page, pages } };
}

/**
 * The owner's triage of a run, for the report: the verdicts and when the run finished (a "fixed" verdict
 * before it and the issue found again is a regression). Null for a run outside a registered site.
 */
export type RunTriage = { verdicts: ReadonlyMap<string, Triage>; finishedAt: Date } | null;

/** Each issue's state under the triage, by key; empty without triage (every issue open). */
export function statesOf(report: SiteReport, triage: RunTriage): ReadonlyMap<string, IssueState> {
  if (!triage) return new Map();
  const states = new Map(issueStates(report, triage.verdicts, triage.finishedAt));
  for (const [key, state] of documentStatesOf(report, triage)) states.set(key, state);
  return states;
}

export function siteSummary(report: SiteReport, triage: RunTriage = null): SiteSummary {
  const { comparison } = report;
  const counts = siteRunCounts(report, triage?.verdicts ?? new Map(), triage?.finishedAt ?? new Date(0));
  const fixed = comparison ? comparison.fixed.filter(isFixedWcagViolation) : [];
  return {
    rootUrl: report.rootUrl,
    generatedAt: report.generatedAt,
    pagesFound: counts.pagesFound,
    pagesScanned: counts.pagesScanned,
    pagesFailed: counts.pagesFailed,
    documents: report.documents?.length ?? 0,
    issues: counts.found,
    occurrences: counts.occurrences,
    withTriage: triage !== null,
    open: counts.open,
    openOccurrences: counts.openOccurrences,
    bestPractices: counts.bestPractices,
    review: counts.review,
    impacts: counts.severities,
    principles: counts.principles,
    comparison: comparison
      ? {
          previousGeneratedAt: comparison.previousGeneratedAt,
          new: counts.new ?? 0,
          unchanged: counts.unchanged ?? 0,
          fixedCount: fixed.length,
          fixed: fixed.slice(0, FIXED_LISTED).map((issue) => ({
            key: issue.key,
            ruleId: issue.ruleId,
            help: issue.help,
            impact: issue.impact,
            wcag: issue.wcag,
            pattern: issue.pattern,
          })),
        }
      : null,
  };
}

/** How each of the run's flows ran, with the states it scanned (pages of the report, decision 051). */
export function flowSummaries(report: SiteReport): FlowSummary[] {
  return (report.flows ?? []).map((flow) => ({
    name: flow.name,
    ok: flow.ok,
    failure: flow.failure ?? null,
    states: report.pages.flatMap((page, index) =>
      page.flow?.name === flow.name
        ? [
            {
              index,
              scan: page.flow.scan,
              step: page.flow.step,
              url: page.url,
              failed: page.status === "failed",
              violationCount: page.violationCount,
              signedIn: page.signedIn === true,
            },
          ]
        : [],
    ),
  }));
}

export function topPages(report: SiteReport): PageRow[] {
  return report.pages
    .map((_, index) => pageRow(report, index))
    .filter((row): row is PageRow => row !== null && row.status === "done" && row.occurrenceCount > 0)
    .sort((a, b) => b.occurrenceCount - a.occurrenceCount || b.violationCount - a.violationCount)
    .slice(0, TOP_PAGES);
}

/** WCAG violation issues under each success criterion they fail, criteria in the guidelines' order. */
export function criterionGroups<Issue>(
  report: SiteReport,
  locale: ReportLocale,
  toIssue: (issue: SiteIssue) => Issue,
): CriterionGroup<Issue>[] {
  const groups = new Map<string, CriterionGroup<Issue>>();
  for (const issue of violations(report)) {
    if (issue.bestPractice) continue;
    for (const criterion of issue.wcag) {
      let group = groups.get(criterion);
      if (!group) {
        group = {
          criterion,
          title: criterionInfo(locale, criterion)?.title ?? null,
          clause: en301549ClauseFor(criterion),
          relevance: bfsgRelevance(criterion),
          issues: [],
        };
        groups.set(criterion, group);
      }
      group.issues.push(toIssue(issue));
    }
  }
  return [...groups.values()].sort((a, b) => compareCriteria(a.criterion, b.criterion));
}

function criterionIssue(
  issue: SiteIssue,
  locale: ReportLocale,
  states: ReadonlyMap<string, IssueState>,
): CriterionIssue {
  return {
    state: states.get(issue.key) ?? "open",
    key: issue.key,
    ruleId: issue.ruleId,
    engine: engineOf(issue),
    impact: issue.impact,
    help: ruleTexts(issue, locale).help,
    pattern: issue.pattern,
    pageCount: issue.pageCount,
    occurrenceCount: issue.occurrenceCount,
    isNew: issue.change === "new",
  };
}

/** Incomplete findings, one entry per rule however many element patterns it has. */
export function manualRules(
  report: SiteReport,
  locale: ReportLocale,
  examples = MANUAL_EXAMPLES,
): ManualRule[] {
  const byRule = new Map<string, { issues: SiteIssue[]; pages: Set<number> }>();
  for (const issue of report.issues) {
    if (issue.category !== "incomplete") continue;
    const entry = byRule.get(issue.ruleId) ?? { issues: [], pages: new Set<number>() };
    entry.issues.push(issue);
    for (const occurrence of issue.occurrences) entry.pages.add(occurrence.page);
    byRule.set(issue.ruleId, entry);
  }
  return [...byRule.entries()]
    .map(([ruleId, { issues, pages }]) => {
      const first = issues[0] as SiteIssue;
      const occurrenceCount = issues.reduce((sum, issue) => sum + issue.occurrenceCount, 0);
      const shown = issues
        .flatMap((issue) => issue.occurrences.slice(0, examples))
        .slice(0, examples)
        .map((occurrence) => occurrenceView(report, occurrence));
      const texts = ruleTexts(first, locale);
      return {
        ruleId,
        engine: engineOf(first),
        help: texts.help,
        description: texts.description,
        helpUrl: safeHelpUrl(first.helpUrl),
        wcag: [...new Set(issues.flatMap((issue) => issue.wcag))].sort(compareCriteria),
        check: ruleGuidance(locale, ruleId)?.check ?? null,
        pageCount: Math.max(pages.size, ...issues.map((issue) => issue.pageCount)),
        occurrenceCount,
        examples: shown,
        moreOccurrences: Math.max(0, occurrenceCount - shown.length),
      };
    })
    .sort((a, b) => b.occurrenceCount - a.occurrenceCount);
}

export function uncoveredChecklist(report: SiteReport, locale: ReportLocale): UncoveredCriterion[] {
  return uncoveredCriteria(report.level)
    .map((criterion) => {
      const info = criterionInfo(locale, criterion);
      return {
        criterion,
        title: info?.title ?? null,
        manualCheck: info?.manualCheck ?? null,
        relevance: bfsgRelevance(criterion),
      };
    })
    .sort((a, b) => compareCriteria(a.criterion, b.criterion));
}

export type ViewRequest = { tab: SiteTab; page: number | null; p: number; issue: string | null };

/** One issue of the issues view with a page of its occurrences. */
function singleIssue(report: SiteReport, locale: ReportLocale, request: ViewRequest) {
  const issue = violations(report).find((candidate) => candidate.key === request.issue);
  if (!issue) return null;
  const pages = Math.max(1, Math.ceil(issue.occurrences.length / OCCURRENCES_PER_PAGE));
  const page = Math.min(Math.max(1, request.p), pages);
  const from = (page - 1) * OCCURRENCES_PER_PAGE;
  return {
    issue: issueView(report, issue, locale, OCCURRENCES_PER_PAGE, undefined, from),
    paging: { page, pages },
    from,
  };
}

/** The one view the browser asked for, each issue with its triage state. */
export function buildSiteView(
  report: SiteReport,
  locale: ReportLocale,
  request: ViewRequest,
  states: ReadonlyMap<string, IssueState> = new Map(),
): SiteView {
  const stated = (view: IssueView): IssueView => ({ ...view, state: states.get(view.key) ?? "open" });
  const statedRule = (rule: RuleView): RuleView => ({ ...rule, groups: rule.groups.map(stated) });
  const view = siteView(report, locale, request, states);
  if (view.tab === "issues") {
    if ("single" in view) {
      return view.single
        ? { tab: "issues", single: { ...view.single, issue: stated(view.single.issue) } }
        : view;
    }
    return { ...view, wcag: view.wcag.map(statedRule), bestPractice: view.bestPractice.map(statedRule) };
  }
  if (view.tab === "pages" && "drill" in view && view.drill) {
    return { tab: "pages", drill: { ...view.drill, rules: view.drill.rules.map(statedRule) } };
  }
  return view;
}

function siteView(
  report: SiteReport,
  locale: ReportLocale,
  request: ViewRequest,
  states: ReadonlyMap<string, IssueState>,
): SiteView {
  switch (request.tab) {
    case "overview":
      return { tab: "overview", topPages: topPages(report) };
    case "issues": {
      if (request.issue !== null) return { tab: "issues", single: singleIssue(report, locale, request) };
      // WCAG violations first, best practice after them: one list of rules, paged, split again for display.
      const all = violations(report).sort((a, b) => Number(a.bestPractice) - Number(b.bestPractice));
      const rules = groupByRule(all);
      const { items, paging } = paged(rules, request.p, RULES_PER_PAGE);
      const views = items.map((group) => ruleView(report, group, locale, VIEW_OCCURRENCES));
      const wcag = rules.filter((group) => !group[0]?.bestPractice);
      return {
        tab: "issues",
        wcag: views.filter((rule) => !rule.bestPractice),
        bestPractice: views.filter((rule) => rule.bestPractice),
        paging,
        issueCount: wcag.reduce((sum, group) => sum + group.length, 0),
        ruleCount: wcag.length,
      };
    }
    case "criteria":
      return {
        tab: "criteria",
        groups: criterionGroups(report, locale, (issue) => criterionIssue(issue, locale, states)),
      };
    case "pages": {
      if (request.page !== null) {
        const row = pageRow(report, request.page);
        if (!row) return { tab: "pages", drill: null };
        const index = row.index;
        const issues = violations(report).filter((issue) =>
          issue.occurrences.some((occurrence) => occurrence.page === index),
        );
        return {
          tab: "pages",
          drill: { page: row, rules: ruleViews(report, issues, locale, VIEW_OCCURRENCES, index) },
        };
      }
      const rows = report.pages.map((_, index) => pageRow(report, index) as PageRow);
      const { items, paging } = paged(rows, request.p, PAGES_PER_PAGE);
      return { tab: "pages", rows: items, paging };
    }
    case "documents":
      return documentsTab(report, locale, states);
    case "manual":
      return {
        tab: "manual",
        rules: manualRules(report, locale),
        uncovered: uncoveredChecklist(report, locale),
      };
  }
}

export function parseViewRequest(search: URLSearchParams, tab: SiteTab): ViewRequest {
  const number = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : null);
  // Issue keys are rule plus element pattern, at most a few hundred characters; longer is no key of ours.
  const issue = search.get("issue");
  return {
    tab,
    page: tab === "pages" ? number(search.get("page")) : null,
    p: number(search.get("p")) ?? 1,
    issue: tab === "issues" && issue && issue.length <= 400 ? issue : null,
  };
}
