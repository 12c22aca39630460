/**
 * A check writes each element's summary in every report language, not only the scan's: a report is read
 * in its viewer's language, and unlike axe's messages (translated when read, app/utils/report-language)
 * ours carry names and numbers from the page that no pattern could reliably take apart again. Both texts
 * are made from the same values at scan time, so the viewer's one is shown as the check meant it.
 */

import { type ReportLocale, reportLocales } from "../contract";
import type { CheckNode } from "./types";

/** A summary in the scan's language and in each report language, made by one function of the language. */
export function summaryInEach(
  locale: ReportLocale,
  text: (locale: ReportLocale) => string,
): Pick<CheckNode, "summary" | "summaryIn"> {
  const summaryIn = Object.fromEntries(reportLocales.map((each) => [each, text(each)])) as Record<
    ReportLocale,
    string
  >;
  return { summary: summaryIn[locale], summaryIn };
}

/** The summary in the report languages other than the scan's, for the stored report. */
export function otherLanguages(
  summaryIn: Record<ReportLocale, string> | undefined,
  locale: ReportLocale,
  cap: (text: string) => string,
): Partial<Record<ReportLocale, string>> | undefined {
  if (!summaryIn) return undefined;
  const others = reportLocales.filter((each) => each !== locale);
  return Object.fromEntries(others.map((each) => [each, cap(summaryIn[each])]));
}
