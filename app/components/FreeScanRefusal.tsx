import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { textLinkClass } from "./ui";

export type FreeScanRefusalError = "rateLimited" | "budgetSpent";

/**
 * Why a free test was refused although the address was fine, and when to try again: this visitor's own
 * hourly limit, or the hourly budget of all free tests (nobody's fault, so said kindly and apart from
 * the form's error styling).
 */
export function FreeScanRefusal({
  id,
  error,
  limit,
  retryMinutes,
}: {
  id: string;
  error: FreeScanRefusalError;
  limit?: number;
  retryMinutes?: number;
}) {
  const { t } = useTranslation();
  const count = retryMinutes ?? 60;
  if (error === "rateLimited") {
    return (
      <p id={id} className="mt-2 font-medium text-red-700 dark:text-red-300">
        {t("freeScanLimits.rateLimited", { limit, count })}
      </p>
    );
  }
  return (
    <div
      id={id}
      className="mt-4 rounded-xl border-l-4 border-amber-600 bg-amber-50 p-4 text-slate-900 dark:border-amber-300 dark:bg-slate-900 dark:text-slate-100"
    >
      <p className="font-semibold">{t("freeScanLimits.budgetSpent.title")}</p>
      <p className="mt-1">{t("freeScanLimits.budgetSpent.text", { count })}</p>
      <p className="mt-1">
        {t("freeScanLimits.budgetSpent.plans")}{" "}
        <Link to="/setup" className={textLinkClass}>
          {t("freeScanLimits.budgetSpent.plansLink")}
        </Link>
      </p>
    </div>
  );
}
