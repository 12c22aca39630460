import { useTranslation } from "react-i18next";
import type { PartialCoverage } from "#core/contract";

/**
 * A page not checked whole in its time: how much of it was checked, and which rules did not run. Reports
 * stored before the rules were named had only their first elements checked and no own checks.
 */
export function PartialNotice({ partial, className = "" }: { partial: PartialCoverage; className?: string }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const cut = partial.elementsChecked < partial.elementsTotal;
  const axe = partial.notRun?.axe ?? [];
  const own = partial.notRun?.klarsicht ?? [];
  return (
    <div
      className={`max-w-3xl rounded-lg border border-amber-600 bg-amber-50 p-4 text-slate-900 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-100 ${className}`}
    >
      <p className="font-semibold">{t("coverage.partialTitle")}</p>
      <p className="mt-1">
        {cut
          ? t("coverage.partialElements", {
              checked: number.format(partial.elementsChecked),
              total: number.format(partial.elementsTotal),
            })
          : t("coverage.partialTime")}{" "}
        {partial.notRun ? null : t("coverage.ownChecksSkipped")} {t("coverage.missing")}
      </p>
      {axe.length > 0 ? (
        <p className="mt-1 break-words">
          {t("coverage.axeNotRun", { count: axe.length, rules: axe.join(", ") })}
        </p>
      ) : null}
      {own.length > 0 ? (
        <p className="mt-1 break-words">
          {t("coverage.ownNotRun", { count: own.length, rules: own.join(", ") })}
        </p>
      ) : null}
    </div>
  );
}
