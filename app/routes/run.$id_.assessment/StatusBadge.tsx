import { useTranslation } from "react-i18next";
import type { CriterionStatus } from "~/utils/assessment/model";

const tones: Record<CriterionStatus, string> = {
  failed: "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
  passed:
    "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100",
  notApplicable:
    "border-slate-500 bg-slate-50 text-slate-900 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100",
  open: "border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50",
};

/** A criterion's result in words (never colour alone), in a bordered tag. */
export function StatusBadge({ status }: { status: CriterionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded border px-2 py-0.5 text-sm font-semibold ${tones[status]}`}>
      {t(`assessment.status.${status}`)}
    </span>
  );
}
