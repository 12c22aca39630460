import { renderToStaticMarkup } from "react-dom/server";
import type { PictureRef, ScanLevel, SiteReport } from "#core/contract";
import { formatDate } from "~/utils/dates";
import { i18nServer } from "~/utils/locale.server";
import {
  criterionGroups,
  issueView,
  manualRules,
  PRINT_OCCURRENCES,
  pageRow,
  type RunTriage,
  siteSummary,
  statesOf,
  uncoveredChecklist,
} from "./build.server";
import { bySeverity, type PageRow } from "./model";
import { type PrintModel, PrintReport } from "./PrintReport";

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
export const PRINT_PAGES = 200;

/**
 * The whole report as one HTML document in the report's language, ready to print to PDF. `pictures`
 * turns the printed occurrences' crops into embeddable data: URLs (see screenshots.server.ts).
 */
export async function printReportHtml(
  report: SiteReport,
  pictures?: (crops: PictureRef[]) => Promise<ReadonlyMap<string, string>>,
  triage: RunTriage = null,
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
  const numbers = new Map(ordered.map((issue, index) => [issue.key, index + 1]));
  const numberOf = (key: string) => numbers.get(key) ?? 0;
  const model: PrintModel = {
    locale,
    host: new URL(report.rootUrl).host,
    date,
    level: t(`account.levels.${levelKeys[report.level]}`),
    summary: siteSummary(report, triage),
    criteria: criterionGroups(report, locale, (issue) => {
      const view = issueView(report, issue, locale, 0);
      return { ...view, state: stateOf(issue.key), number: numberOf(issue.key) };
    }),
    issues: ordered.slice(0, PRINT_ISSUES).map((issue) => ({
      ...issueView(report, issue, locale, PRINT_OCCURRENCES),
      state: stateOf(issue.key),
      number: numberOf(issue.key),
    })),
    issueTotal: ordered.length,
    pages: printedPages(report),
    pageTotal: report.pages.length,
    manual: manualRules(report, locale, PRINT_MANUAL_EXAMPLES),
    uncovered: uncoveredChecklist(report, locale),
  };
  if (pictures) {
    // The violations' crops first, in print order, then the examples of what needs a manual check.
    const crops = [...model.issues, ...model.manual.map((rule) => ({ occurrences: rule.examples }))].flatMap(
      (entry) => entry.occurrences.flatMap((occurrence) => (occurrence.crop ? [occurrence.crop] : [])),
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
