import { useTranslation } from "react-i18next";
import type { SitePage } from "../../../workers/scanner/contract";

/** A page too large to check whole in time: says how much of it was checked, and what is missing. */
export function PartialNotice({
  partial,
  className = "",
}: {
  partial: NonNullable<SitePage["partial"]>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div
      className={`max-w-3xl rounded-lg border border-amber-600 bg-amber-50 p-4 text-slate-900 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-100 ${className}`}
    >
      <p className="font-semibold">{t("coverage.partialTitle")}</p>
      <p className="mt-1">
        {t("coverage.partialText", {
          checked: number.format(partial.elementsChecked),
          total: number.format(partial.elementsTotal),
        })}
      </p>
    </div>
  );
}
