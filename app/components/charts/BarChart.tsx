import { type ReactNode, useId } from "react";
import { TableScroll } from "~/components/ui";
import { integerAxis, labelledIndexes } from "./axis";

/**
 * A bar chart drawn as SVG in the server's HTML (no script needed), readable without colour: each series
 * has its own fill pattern (solid, stripes, dots, cross-hatch), drawn in the text colour so that it
 * follows light and dark mode. The chart is one image with a title and a description for screen
 * readers; the same numbers stand in a table beside it.
 */

export type ChartSeries = { key: string; label: string };
/** label: in the table (date and time); axisLabel: under the bar, one or two lines (the day, its time). */
export type ChartRow = { key: string; label: string; axisLabel: string[]; values: number[] };

/*
 * The chart has no viewBox: its height is fixed in CSS pixels and everything across is placed in
 * percent of its width, so that the labels keep their 13 px on a phone as on a wide screen instead of
 * shrinking with the drawing.
 */
const HEIGHT = 260;
const FONT_SIZE = 13;
const LINE_HEIGHT = 16;
const MARGIN = { top: 12, bottom: 12 };
/** Left of the plot: room for the counts of the axis (a four-digit number at 13 px on a 320 px screen). */
const PLOT_LEFT = 14;
const PLOT_RIGHT = 98;
/** As many labels under the bars as fit side by side on a phone. */
const MAX_AXIS_LABELS = 5;
const PATTERN_COUNT = 5;

const percent = (value: number) => `${value}%`;

function Pattern({ id, index }: { id: string; index: number }) {
  const kind = index % PATTERN_COUNT;
  if (kind === 0) {
    return (
      <pattern id={id} width="4" height="4" patternUnits="userSpaceOnUse">
        <rect width="4" height="4" fill="currentColor" />
      </pattern>
    );
  }
  if (kind === 1) {
    return (
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="6" stroke="currentColor" strokeWidth="3" />
      </pattern>
    );
  }
  if (kind === 2) {
    return (
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
        <circle cx="3" cy="3" r="1.6" fill="currentColor" />
      </pattern>
    );
  }
  if (kind === 3) {
    return (
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
        <path d="M0 0L6 6M6 0L0 6" stroke="currentColor" strokeWidth="1.2" />
      </pattern>
    );
  }
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
      <line x1="0" y1="3" x2="6" y2="3" stroke="currentColor" strokeWidth="2" />
    </pattern>
  );
}

/** A swatch of a series' pattern for the legend and the table headers. */
function Swatch({ index }: { index: number }) {
  const id = `swatch-${useId().replace(/:/g, "")}`;
  return (
    <svg width="18" height="18" aria-hidden="true" focusable="false" className="shrink-0">
      <defs>
        <Pattern id={id} index={index} />
      </defs>
      <rect x="1" y="1" width="16" height="16" className="fill-white dark:fill-slate-950" />
      <rect x="1" y="1" width="16" height="16" fill={`url(#${id})`} stroke="currentColor" />
    </svg>
  );
}

export function BarChart({
  title,
  description,
  series,
  rows,
  mode,
  formatNumber,
  rowHeader,
  totalLabel,
  empty,
}: {
  title: string;
  /** What the chart shows and its main finding, in a sentence or two. */
  description: string;
  series: ChartSeries[];
  rows: ChartRow[];
  mode: "stacked" | "grouped";
  formatNumber: (value: number) => string;
  /** Heading of the table's first column (the runs' dates). */
  rowHeader: string;
  /** Stacked charts: heading of the table's sum column. */
  totalLabel?: string;
  empty: ReactNode;
}) {
  const id = `chart-${useId().replace(/:/g, "")}`;
  if (rows.length === 0) return <p className="text-slate-700 dark:text-slate-300">{empty}</p>;
  const sums = rows.map((row) => row.values.reduce((sum, value) => sum + value, 0));
  const largest = mode === "stacked" ? Math.max(...sums) : Math.max(...rows.flatMap((row) => row.values));
  const { top, ticks } = integerAxis(largest);
  const axisLines = Math.max(...rows.map((row) => row.axisLabel.length));
  const plotBottom = HEIGHT - MARGIN.bottom - axisLines * LINE_HEIGHT - 6;
  const plotHeight = plotBottom - MARGIN.top;
  const band = (PLOT_RIGHT - PLOT_LEFT) / rows.length;
  const barWidth = Math.min(7.5, band * 0.7);
  const y = (value: number) => plotBottom - (value / top) * plotHeight;
  // Dates would overlap when there are many runs: some are labelled, the table has all.
  const labelled = labelledIndexes(rows.length, MAX_AXIS_LABELS);

  return (
    <figure className="grid gap-6 lg:grid-cols-2">
      <div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          width="100%"
          height={HEIGHT}
          className="block text-slate-900 dark:text-slate-100"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <defs>
            {series.map((item, index) => (
              <Pattern key={item.key} id={`${id}-p${index}`} index={index} />
            ))}
          </defs>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={percent(PLOT_LEFT)}
                x2={percent(PLOT_RIGHT)}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity="0.3"
                strokeDasharray={tick === 0 ? undefined : "4 4"}
              />
              <text
                x={percent(PLOT_LEFT - 1.5)}
                y={y(tick) + FONT_SIZE / 3}
                textAnchor="end"
                fontSize={FONT_SIZE}
                fill="currentColor"
              >
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {rows.map((row, rowIndex) => {
            const x0 = PLOT_LEFT + rowIndex * band + (band - barWidth) / 2;
            const center = PLOT_LEFT + rowIndex * band + band / 2;
            let stackTop = 0;
            return (
              <g key={row.key}>
                {row.values.map((value, seriesIndex) => {
                  if (value <= 0) return null;
                  const seriesKey = series[seriesIndex]?.key ?? seriesIndex;
                  let x = x0;
                  let width = barWidth;
                  let from = 0;
                  if (mode === "stacked") {
                    from = stackTop;
                    stackTop += value;
                  } else {
                    width = barWidth / series.length;
                    x = x0 + seriesIndex * width;
                  }
                  const yTop = y(from + value);
                  const height = y(from) - yTop;
                  return (
                    <g key={seriesKey}>
                      <rect
                        x={percent(x)}
                        y={yTop}
                        width={percent(width)}
                        height={height}
                        className="fill-white dark:fill-slate-950"
                      />
                      <rect
                        x={percent(x)}
                        y={yTop}
                        width={percent(width)}
                        height={height}
                        fill={`url(#${id}-p${seriesIndex})`}
                        stroke="currentColor"
                        strokeWidth="1"
                      />
                    </g>
                  );
                })}
                {labelled.has(rowIndex) ? (
                  <text
                    x={percent(center)}
                    y={plotBottom + 6 + LINE_HEIGHT}
                    textAnchor="middle"
                    fontSize={FONT_SIZE}
                    fill="currentColor"
                  >
                    {row.axisLabel.map((line, lineIndex) => (
                      <tspan key={line} x={percent(center)} dy={lineIndex === 0 ? 0 : LINE_HEIGHT}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {series.map((item, index) => (
            <li key={item.key} className="flex items-center gap-2">
              <Swatch index={index} />
              {item.label}
            </li>
          ))}
        </ul>
      </div>
      <TableScroll label={title} className="self-start">
        <table className="stacked-table stacked-inline w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="px-3 py-2 font-semibold">
                {rowHeader}
              </th>
              {series.map((item) => (
                <th key={item.key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {item.label}
                </th>
              ))}
              {mode === "stacked" && totalLabel ? (
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {totalLabel}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.key} className="border-b border-slate-200 last:border-0 dark:border-slate-800">
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {row.label}
                </th>
                {row.values.map((value, seriesIndex) => (
                  <td
                    key={series[seriesIndex]?.key ?? seriesIndex}
                    className="px-3 py-2 text-right tabular-nums"
                    data-label={series[seriesIndex]?.label}
                  >
                    {formatNumber(value)}
                  </td>
                ))}
                {mode === "stacked" && totalLabel ? (
                  <td className="px-3 py-2 text-right font-semibold tabular-nums" data-label={totalLabel}>
                    {formatNumber(sums[rowIndex] ?? 0)}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </figure>
  );
}
