import { useTranslation } from "react-i18next";
// Not from #core/contract, which would bring the scan jobs' zod schemas into the browser.
import { type Impact, impacts } from "#drizzle/columns";
import type { PageRunCounts } from "~/utils/counts";

/** Colours of the impact badges; each pair passes WCAG AA contrast in light and dark mode. */
export const impactStyles = {
  critical: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  serious: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
  moderate: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  minor: "bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
} as const satisfies Record<Impact, string>;

const unratedStyle = "border border-slate-400 dark:border-slate-500";

const tiles = ["wcagViolations", "bestPractices", "review", "passes", "inapplicable"] as const;

/**
 * A page report's counts (decision 029): WCAG violations as the headline, best practices beside them and
 * never added in, then the rules to check by hand, passed and not applicable; the severity chips count
 * the WCAG violations and add up to the headline.
 */
export function ResultCounts({ counts }: { counts: PageRunCounts }) {
  const { t } = useTranslation();
  const severities = [
    ...impacts.map((impact) => ({
      key: impact,
      label: t(`scan.impacts.${impact}`),
      value: counts.severities[impact],
      className: impactStyles[impact],
    })),
    ...(counts.severities.unrated > 0
      ? [
          {
            key: "unrated",
            label: t("scan.done.unrated"),
            value: counts.severities.unrated,
            className: unratedStyle,
          },
        ]
      : []),
  ];
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {tiles.map((tile) => (
          <div key={tile} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
            <dt className="text-slate-700 dark:text-slate-300">{t(`scan.done.counts.${tile}`)}</dt>
            <dd className="mt-1 text-3xl font-bold">{counts[tile]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        {t("scan.done.bestPracticesHint")}
      </p>
      <h3 className="mt-8 text-xl font-semibold">{t("scan.done.impactsTitle")}</h3>
      <dl className="mt-3 flex flex-wrap gap-3">
        {severities.map((entry) => (
          <div
            key={entry.key}
            className={`flex items-center gap-2 rounded-full px-4 py-1.5 ${entry.className}`}
          >
            <dt>{entry.label}</dt>
            <dd className="font-bold">{entry.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
