import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ScanLevel } from "#core/contract";
import { BusyButton, useSending } from "~/components/BusyButton";
import { errorTextClass, inputClass } from "~/components/form";
import { buttonClass, textLinkClass } from "~/components/ui";
import type { NewScanError } from "~/utils/start-scan.server";

export type { NewScanError };

const levelKeys = { A: "a", AA: "aa", "2.2": "wcag22", AAA: "aaa" } as const;

export type NewScanFormResult = {
  intent: "create";
  url: string;
  scope: "page" | "site";
  error: NewScanError;
  /** The number the message names: the plan's websites, or its scans at once or per hour. */
  total: number;
  retryMinutes?: number;
};

/** Why a scan was not started, with the way on where there is one (a bigger plan). */
export function NewScanErrorText({
  result,
}: {
  result: Pick<NewScanFormResult, "error" | "total" | "retryMinutes">;
}) {
  const { t } = useTranslation();
  const upgrade = (
    <Link to="/setup" className={textLinkClass}>
      {t("account.newScan.upgrade")}
    </Link>
  );
  switch (result.error) {
    case "allowanceExceeded":
      return (
        <>
          <p>{t("account.newScan.allowanceExceeded", { count: result.total })}</p>
          <p className="mt-1">{t("account.registeredSites.orRemove")}</p>
          <p className="mt-1">{upgrade}</p>
        </>
      );
    case "levelNotInPlan":
      return (
        <p>
          {t("account.newScan.levelNotInPlan")} {upgrade}
        </p>
      );
    case "tooManyRunning":
      return <p>{t("account.scanLimits.tooManyRunning", { count: result.total })}</p>;
    case "tooManyPerHour":
      return (
        <p>
          {t("account.scanLimits.tooManyPerHour", {
            count: result.total,
            minutes: result.retryMinutes ?? 60,
          })}
        </p>
      );
    default:
      return <p>{t(`urlCheck.errors.${result.error}`)}</p>;
  }
}

/**
 * The address form that starts a scan of the signed-in user (intent "create"), used on the run list and
 * in the profile. A new website is registered in the plan; beyond the allowance the form says so and
 * links to the plans.
 */
export function NewScanForm({
  id,
  action,
  result,
  usage,
  levels,
  pageLimit,
}: {
  id: string;
  action: string;
  result?: NewScanFormResult;
  usage: { used: number; total: number };
  /** The levels the plan allows, the first being the default. */
  levels: readonly ScanLevel[];
  /** Most pages a whole-site scan of this plan covers. */
  pageLimit: number;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${id}-url`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const usageId = `${id}-usage`;
  const levelId = `${id}-level`;
  const scopeHintId = `${id}-scope-hint`;
  const scope = result?.scope ?? "site";

  // After a refused address, focus returns to the field, so that its error is read out with it.
  useEffect(() => {
    if (result?.error) inputRef.current?.focus();
  }, [result]);

  const busy = useSending((form) => form.get("intent") === "create");
  const describedBy = [result ? errorId : null, hintId, usageId].filter(Boolean).join(" ");

  return (
    <Form method="post" action={action} noValidate className="max-w-2xl">
      <input type="hidden" name="intent" value="create" />
      <label htmlFor={inputId} className="block text-base font-semibold">
        {t("account.newScan.label")}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t("account.newScan.hint")}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          required
          defaultValue={result?.url}
          key={result?.url ?? "empty"}
          placeholder={t("urlCheck.placeholder")}
          aria-invalid={result ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} flex-1`}
        />
        <BusyButton className={buttonClass("primary")} busy={busy} busyText={t("account.newScan.submitting")}>
          {t("account.newScan.submit")}
        </BusyButton>
      </div>
      {/* Beside the field it belongs to, not below the options: seen and read out with the address. */}
      {result ? (
        <div id={errorId} className={`mt-2 ${errorTextClass}`}>
          <NewScanErrorText result={result} />
        </div>
      ) : null}
      <div className="mt-4">
        <label htmlFor={levelId} className="block font-semibold">
          {t("account.newScan.level")}
        </label>
        <select
          id={levelId}
          name="level"
          defaultValue={levels.includes("AA") ? "AA" : levels[0]}
          className={`${inputClass} mt-2 sm:w-auto`}
        >
          {levels.map((level) => (
            <option key={level} value={level}>
              {t(`account.levels.${levelKeys[level]}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="mt-4" aria-describedby={scopeHintId}>
        <legend className="font-semibold">{t("account.newScan.scope")}</legend>
        <p id={scopeHintId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("account.newScan.scopeHint")}
        </p>
        <div className="mt-2 space-y-1" key={scope}>
          {(["site", "page"] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="scope"
                value={value}
                defaultChecked={scope === value}
                className="size-5 accent-blue-700 dark:accent-sky-300"
              />
              {value === "site"
                ? t("account.newScan.scopeSite", { count: pageLimit })
                : t("account.newScan.scopePage")}
            </label>
          ))}
        </div>
      </fieldset>
      <p id={usageId} className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {t("account.newScan.usage", { used: usage.used, count: usage.total })}
      </p>
    </Form>
  );
}
