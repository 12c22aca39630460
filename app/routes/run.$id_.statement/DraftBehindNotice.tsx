import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui";
import { formatDate } from "~/utils/dates";
import { useLocale } from "~/utils/messages";
import type { Conformance } from "~/utils/statement/fields";
import type { DerivedPart } from "~/utils/statement/refresh";

export type DraftBehind = {
  changed: DerivedPart[];
  changedAt: string;
  changedAfterSave: boolean;
  statusBefore: string;
  statusNow: string;
  barriersBefore: number;
  barriersNow: number;
};

const conformances: readonly string[] = ["full", "partial", "none"] satisfies Conformance[];

/**
 * Names what a saved draft says differently from the assessment, and offers to take those parts over.
 * The button submits the statement form itself (its form attribute), so what is typed there is kept,
 * with or without JavaScript.
 */
export function DraftBehindNotice({
  behind,
  savedAt,
  formId,
}: {
  behind: DraftBehind;
  savedAt: string | null;
  formId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const statusName = (value: string) =>
    conformances.includes(value) ? t(`statement.conformanceOptions.${value as Conformance}`) : value;
  const changedAt = formatDate(behind.changedAt, locale, "dayAndTime");

  const line = (part: DerivedPart) => {
    if (part === "status")
      return behind.statusBefore === behind.statusNow
        ? t("statementRefresh.parts.statusText", { now: statusName(behind.statusNow) })
        : t("statementRefresh.parts.status", {
            before: statusName(behind.statusBefore),
            now: statusName(behind.statusNow),
          });
    if (part === "barriers")
      return behind.barriersBefore === behind.barriersNow
        ? t("statementRefresh.parts.barriersText", { now: behind.barriersNow })
        : t("statementRefresh.parts.barriers", { before: behind.barriersBefore, now: behind.barriersNow });
    return t("statementRefresh.parts.method", { date: formatDate(behind.changedAt, locale) });
  };

  return (
    <section
      aria-labelledby="statement-behind-title"
      className="mt-6 max-w-3xl rounded-lg border border-amber-700 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="statement-behind-title" className="text-lg font-bold">
        {t("statementRefresh.title")}
      </h2>
      {behind.changedAfterSave && savedAt ? (
        <p className="mt-2">
          {t("statementRefresh.changedAfterSave", {
            changed: changedAt,
            saved: formatDate(savedAt, locale, "dayAndTime"),
          })}
        </p>
      ) : null}
      <p className="mt-2">{t("statementRefresh.differs")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {behind.changed.map((part) => (
          <li key={part}>{line(part)}</li>
        ))}
      </ul>
      <p className="mt-2">{t("statementRefresh.keeps")}</p>
      <p className="mt-4">
        <button type="submit" form={formId} name="intent" value="refresh" className={buttonClass("primary")}>
          {t("statementRefresh.action")}
        </button>
      </p>
    </section>
  );
}
