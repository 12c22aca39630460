import { renderToStaticMarkup } from "react-dom/server";
import type { PictureRef, ScanLevel, SiteReport } from "#core/contract";
import type { AppliedBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { i18nServer } from "~/utils/locale.server";
import type { IssueState } from "~/utils/triage";
import {
  criterionGroups,
  flowSummaries,
  manualRules,
  PRINT_OCCURRENCES,
  pageRow,
  type RunTriage,
  ruleView,
  siteSummary,
  statesOf,
  uncoveredChecklist,
} from "./build.server";
import { documentView } from "./documents.server";
import { bySeverity, type CriterionGroup, groupByRule, type PageRow, type RuleView } from "./model";
import { type PrintCriterionRule, type PrintModel, PrintReport, type PrintRule } from "./PrintReport";

const levelKeys = { A: "a", AA: "aa", "2.2": "wcag22", AAA: "aaa" } as const satisfies Record<
  ScanLevel,
  string
>;
/** Examples per rule that needs a manual check. */
const PRINT_MANUAL_EXAMPLES = 5;
/**
 * Issues and pages printed at most: the PDF is made in one go in the scanner's browser, so it is kept
 * to what a reader goes through (a site of thousands of pages would otherwise print thousands of
 * pages); the CSV and JSON exports, which are streamed, hold everything.
 */
export const PRINT_ISSUES = 100;
/** What fits on an A4 page below its margins (297 mm less 38 mm), in mm. */
const PRINTABLE_HEIGHT = 259;
export const PRINT_PAGES = 200;

/**
 * The whole report as one HTML document in the report's language, ready to print to PDF. `pictures`
 * turns the printed occurrences' crops into embeddable data: URLs (see screenshots.server.ts).
 */
export async function printReportHtml(
  report: SiteReport,
  pictures?: (crops: PictureRef[]) => Promise<ReadonlyMap<string, string>>,
  triage: RunTriage = null,
  branding: AppliedBranding | null = null,
): Promise<string> {
  const states = statesOf(report, triage);
  const stateOf = (key: string) => states.get(key) ?? "open";
  const locale = report.locale;
  const t = await i18nServer.getFixedT(locale);
  const date = formatDate(report.generatedAt, locale, "dayAndTime");
  // Every violation once, numbered: WCAG violations, then best practices (no success criterion).
  const violations = report.issues.filter((issue) => issue.category === "violations").sort(bySeverity);
  const ordered = [
    ...violations.filter((issue) => !issue.bestPractice && issue.wcag.length > 0),
    ...violations.filter((issue) => issue.bestPractice || issue.wcag.length === 0),
  ];
  // One number per rule, its element groups under it (decision 036).
  const rules = groupByRule(ordered);
  const numbers = new Map(
    rules.flatMap((group, index) => group.map((issue) => [issue.key, index + 1] as const)),
  );
  const numberOf = (key: string) => numbers.get(key) ?? 0;
  const printed: PrintRule[] = [];
  let budget = PRINT_ISSUES;
  for (const [index, group] of rules.entries()) {
    if (budget <= 0) break;
    const taken = Math.min(group.length, budget);
    budget -= taken;
    const view = ruleView(report, group, locale, PRINT_OCCURRENCES, undefined, taken);
    const groups = view.groups.map((issue) => ({ ...issue, state: stateOf(issue.key) }));
    printed.push({ ...view, groups, number: index + 1, fitsPage: fitsPage(groups) });
  }
  const model: PrintModel = {
    locale,
    host: new URL(report.rootUrl).host,
    date,
    level: t(`account.levels.${levelKeys[report.level]}`),
    summary: siteSummary(report, triage),
    criteria: rulesUnderCriteria(
      criterionGroups(report, locale, (issue) => ({
        number: numberOf(issue.key),
        ruleId: issue.ruleId,
        impact: issue.impact,
        occurrenceCount: issue.occurrenceCount,
        pageCount: issue.pageCount,
        state: stateOf(issue.key),
      })),
      new Map(printed.map((rule) => [rule.number, rule])),
      (number) => rules[number - 1]?.[0]?.help ?? "",
    ),
    issues: printed,
    issuesShown: PRINT_ISSUES - budget,
    issueTotal: ordered.length,
    pages: printedPages(report),
    pageTotal: report.pages.length,
    manual: manualRules(report, locale, PRINT_MANUAL_EXAMPLES),
    uncovered: uncoveredChecklist(report, locale),
    documents: (report.documents ?? []).map((document) => documentView(document, locale, states)),
    flows: flowSummaries(report),
    branding,
  };
  if (pictures) {
    // The violations' crops first, in print order, then the examples of what needs a manual check.
    const crops = [
      ...model.issues.flatMap((rule) => rule.groups),
      ...model.manual.map((rule) => ({ occurrences: rule.examples })),
    ].flatMap((entry) =>
      entry.occurrences.flatMap((occurrence) => (occurrence.crop ? [occurrence.crop] : [])),
    );
    if (crops.length > 0) model.pictures = await pictures(crops);
  }
  return `<!DOCTYPE html>${renderToStaticMarkup(<PrintReport model={model} t={t} />)}`;
}

/** Every page in the report's order; of a larger site the PRINT_PAGES with the most violations. */
function printedPages(report: SiteReport): PageRow[] {
  const rows = report.pages.map((_, index) => pageRow(report, index) as PageRow);
  if (rows.length <= PRINT_PAGES) return rows;
  return rows
    .sort(
      (a, b) =>
        b.violationCount - a.violationCount || b.occurrenceCount - a.occurrenceCount || a.index - b.index,
    )
    .slice(0, PRINT_PAGES)
    .sort((a, b) => a.index - b.index);
}

type CriterionEntry = {
  number: number;
  ruleId: string;
  impact: PrintCriterionRule["impact"];
  occurrenceCount: number;
  pageCount: number;
  state: IssueState;
};

/** Each criterion's element groups merged into their rules: a rule is listed once under a criterion. */
function rulesUnderCriteria(
  groups: CriterionGroup<CriterionEntry>[],
  printedRules: ReadonlyMap<number, Pick<PrintRule, "help" | "pageCount">>,
  helpOf: (number: number) => string,
): CriterionGroup<PrintCriterionRule>[] {
  return groups.map((group) => {
    const byNumber = new Map<number, PrintCriterionRule>();
    for (const entry of group.issues) {
      const known = byNumber.get(entry.number);
      const triaged = entry.state === "open" ? [] : [entry.state];
      if (known) {
        known.occurrenceCount += entry.occurrenceCount;
        known.pageCount = Math.max(known.pageCount, entry.pageCount);
        known.groupCount++;
        known.states = [...new Set([...known.states, ...triaged])];
        continue;
      }
      byNumber.set(entry.number, {
        number: entry.number,
        ruleId: entry.ruleId,
        help: printedRules.get(entry.number)?.help ?? helpOf(entry.number),
        impact: entry.impact,
        occurrenceCount: entry.occurrenceCount,
        // Pages of the whole rule when it is printed (its groups may share pages), else its widest group.
        pageCount: printedRules.get(entry.number)?.pageCount ?? entry.pageCount,
        groupCount: 1,
        states: triaged,
      });
    }
    return { ...group, issues: [...byNumber.values()].sort((a, b) => a.number - b.number) };
  });
}

/**
 * Whether a printed rule is kept whole (break-inside: avoid) rather than flowing on from the foot of a
 * page. Only rules of up to half a page: a whole rule that does not fit moves to the next page and
 * leaves the rest of this one empty, so a longer one flows on, its head kept with its first occurrence
 * and each occurrence whole. Heights in mm, measured on printed reports: the rule's head with its fix,
 * a group's head, an occurrence, an element's crop.
 */
function fitsPage(groups: readonly RuleView["groups"][number][]): boolean {
  const head = 80;
  const perGroup = groups.length > 1 ? 14 : 0;
  const occurrence = 37;
  const crop = 62;
  const height = groups.reduce(
    (sum, group) =>
      sum +
      perGroup +
      group.occurrences.reduce((total, item) => total + occurrence + (item.crop ? crop : 0), 0),
    head,
  );
  return height <= PRINTABLE_HEIGHT / 2;
}
