import { useTranslation } from "react-i18next";
import { type CategoryCounts, type Impact, type ImpactCounts, impacts } from "../../workers/scanner/contract";

/** Colours of the impact badges; each pair passes WCAG AA contrast in light and dark mode. */
export const impactStyles = {
  critical: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  serious: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
  moderate: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  minor: "bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
} as const satisfies Record<Impact, string>;

const categories = ["violations", "incomplete", "passes", "inapplicable"] as const;

/** A report's counts: rules per result category, then violations per impact. */
export function ResultCounts({
  counts,
  impacts: impactCounts,
}: {
  counts: CategoryCounts;
  impacts: ImpactCounts;
}) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <div key={category} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
            <dt className="text-slate-700 dark:text-slate-300">{t(`scan.done.categories.${category}`)}</dt>
            <dd className="mt-1 text-3xl font-bold">{counts[category]}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-8 text-xl font-semibold">{t("scan.done.impactsTitle")}</h3>
      <dl className="mt-3 flex flex-wrap gap-3">
        {impacts.map((impact) => (
          <div
            key={impact}
            className={`flex items-center gap-2 rounded-full px-4 py-1.5 ${impactStyles[impact]}`}
          >
            <dt>{t(`scan.impacts.${impact}`)}</dt>
            <dd className="font-bold">{impactCounts[impact]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
