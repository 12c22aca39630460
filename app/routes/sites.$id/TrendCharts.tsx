import { useTranslation } from "react-i18next";
// Not from #core/contract, which would bring the scan jobs' zod schemas into the browser.
import { impacts } from "#drizzle/columns";
import { BarChart, type ChartRow, type ChartSeries } from "~/components/charts/BarChart";
import { formatDate } from "~/utils/dates";
import { useLocale } from "~/utils/messages";
import type { TrendPoint } from "./dashboard.server";
import { changeSeries, changeValues, runAxisLabels } from "./trend-data";

const principleKeys = ["1", "2", "3", "4"] as const;

/** The trend over a site's finished runs, oldest first: one chart per question, each with its table. */
export function TrendCharts({ points }: { points: TrendPoint[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB");
  const formatNumber = (value: number) => number.format(value);
  const axisLabels = runAxisLabels(
    points.map((point) => point.finishedAt),
    locale,
  );
  const rowsOf = (values: (point: TrendPoint) => number[]): ChartRow[] =>
    points.map((point, index) => ({
      key: point.runId,
      label: `${formatDate(point.finishedAt, locale, "shortDayAndTime")}${point.scheduled ? ` (${t("sites.runs.scheduled")})` : ""}`,
      axisLabel: axisLabels[index] ?? [],
      values: values(point),
    }));
  const first = points[0];
  const last = points[points.length - 1];
  /** The chart's finding in words: from the first run to the latest. */
  const change = (value: (point: TrendPoint) => number) =>
    first && last
      ? t("sites.trend.change", {
          count: points.length,
          first: formatDate(first.finishedAt, locale),
          last: formatDate(last.finishedAt, locale),
          from: formatNumber(value(first)),
          to: formatNumber(value(last)),
        })
      : "";
  const common = {
    formatNumber,
    rowHeader: t("sites.trend.run"),
    totalLabel: t("sites.trend.total"),
    empty: t("sites.trend.empty"),
  };
  const impactSeries: ChartSeries[] = impacts.map((impact) => ({
    key: impact,
    label: t(`scan.impacts.${impact}`),
  }));
  const principleSeries: ChartSeries[] = principleKeys.map((key) => ({
    key,
    label: t(`report.principles.${key}`),
  }));

  const charts = [
    {
      id: "impacts",
      title: t("sites.trend.impacts.title"),
      description: `${t("sites.trend.impacts.desc")} ${change((point) => point.issues)}`,
      series: impactSeries,
      rows: rowsOf((point) => impacts.map((impact) => point.impacts[impact])),
      mode: "stacked" as const,
    },
    {
      id: "occurrences",
      title: t("sites.trend.occurrences.title"),
      description: `${t("sites.trend.occurrences.desc")} ${change((point) => point.occurrences)}`,
      series: [{ key: "occurrences", label: t("sites.overview.occurrences") }],
      rows: rowsOf((point) => [point.occurrences]),
      mode: "stacked" as const,
    },
    {
      id: "principles",
      title: t("sites.trend.principles.title"),
      description: `${t("sites.trend.principles.desc")} ${change((point) => point.issues)}`,
      series: principleSeries,
      rows: rowsOf((point) => principleKeys.map((key) => point.principles[key])),
      mode: "grouped" as const,
    },
    {
      id: "pages",
      title: t("sites.trend.pages.title"),
      description: `${t("sites.trend.pages.desc")} ${change((point) => point.pagesScanned)}`,
      series: [
        { key: "scanned", label: t("sites.overview.pagesScanned") },
        { key: "failed", label: t("sites.overview.pagesFailed") },
      ],
      rows: rowsOf((point) => [point.pagesScanned, point.pagesFailed]),
      mode: "stacked" as const,
    },
    {
      id: "changes",
      title: t("sites.trend.changes.title"),
      description: t("sites.trend.changes.desc"),
      series: changeSeries.map((key) => ({ key, label: t(`sites.overview.${key}`) })),
      rows: rowsOf(changeValues),
      mode: "grouped" as const,
    },
  ];

  return (
    <div className="space-y-12">
      {charts.map((chart) => (
        // Not a region of its own: the table beside the chart is one, under the same name.
        <div key={chart.id}>
          <h3 id={`trend-${chart.id}`} className="mb-4 text-xl font-semibold">
            {chart.title}
          </h3>
          <BarChart
            title={chart.title}
            description={chart.description}
            series={chart.series}
            rows={chart.rows}
            mode={chart.mode}
            {...common}
            totalLabel={chart.series.length > 1 ? common.totalLabel : undefined}
          />
        </div>
      ))}
    </div>
  );
}
