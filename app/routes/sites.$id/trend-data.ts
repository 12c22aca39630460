import type { TrendPoint } from "./dashboard.server";

/** Pure preparation of the trend charts' data, apart from their drawing (tests/unit/trend-chart.test.ts). */

type Locale = "de" | "en";

const dayFormats = {
  de: new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", timeZone: "Europe/Berlin" }),
  en: new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", timeZone: "Europe/Berlin" }),
};
const timeFormats = {
  de: new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" }),
  en: new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" }),
};

/**
 * The label under each run's bar: its day ("26.11." or "26/11", in Berlin time like every date of the
 * site), and its time below when another run finished on the same day, so that the bars can be told apart.
 */
export function runAxisLabels(instants: string[], locale: Locale): string[][] {
  const days = instants.map((iso) => dayFormats[locale].format(new Date(iso)));
  const perDay = new Map<string, number>();
  for (const day of days) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  return instants.map((iso, index) => {
    const day = days[index] ?? "";
    return (perDay.get(day) ?? 0) > 1 ? [day, timeFormats[locale].format(new Date(iso))] : [day];
  });
}

/** The series of the new/fixed chart, in the order of `changeValues`. */
export const changeSeries = ["new", "fixed", "regressions"] as const;

/**
 * New, fixed and regressed issues of a run. The first run of a site has nothing to compare with and
 * counts no new or fixed issues; an issue marked fixed that the run found again is a regression.
 */
export function changeValues(point: Pick<TrendPoint, "new" | "fixed" | "regressions">): number[] {
  return [point.new ?? 0, point.fixed ?? 0, point.regressions];
}
