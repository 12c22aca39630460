import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { WebsiteUrlError } from "#core/website-url";
import type { TurnstileError, TurnstileWidgetConfig } from "~/utils/turnstile";
import { BusyButton, useSending } from "./BusyButton";
import { FreeScanRefusal, type FreeScanRefusalError } from "./FreeScanRefusal";
import { TurnstileWidget } from "./TurnstileWidget";
import { buttonClass } from "./ui";

export type UrlFormResult = {
  formId: string;
  url: string;
  error: WebsiteUrlError | FreeScanRefusalError | TurnstileError;
  /** For the refusals by limit: the limit per address and in how many minutes a free scan is possible again. */
  limit?: number;
  retryMinutes?: number;
};

function isTurnstileError(error: UrlFormResult["error"]): error is TurnstileError {
  return error === "turnstileFailed" || error === "turnstileUnavailable";
}

/**
 * The website address form of the free test. Posts to the home page's action. In development it also
 * offers the local demo shop (`demoSiteUrl`), a second submit button that needs no typing and no script.
 */
export function UrlForm({
  formId,
  result,
  demoSiteUrl,
  turnstile,
}: {
  formId: string;
  result?: UrlFormResult;
  demoSiteUrl?: string | null;
  /** Cloudflare Turnstile's widget settings; null when the site runs without it. */
  turnstile?: TurnstileWidgetConfig | null;
}) {
  const { t } = useTranslation();
  const mine = result?.formId === formId ? result : undefined;
  const inputId = `${formId}-url`;
  const hintId = `${formId}-hint`;
  const errorId = `${formId}-error`;
  const demoHintId = `${formId}-demo-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  // A refused security check is said beside the widget (which takes focus), not at the address.
  const turnstileError = mine && isTurnstileError(mine.error) ? mine.error : undefined;
  const addressError = mine && !isTurnstileError(mine.error) ? mine.error : undefined;

  // After a rejected address, focus goes to the field so its error is read out with it.
  useEffect(() => {
    if (addressError) inputRef.current?.focus();
  }, [addressError]);

  // A refusal by limit is no fault of the address: the field is not marked invalid, only described.
  const limited = mine?.error === "rateLimited" || mine?.error === "budgetSpent";
  // Either button of this form starts the scan; while it starts, both say so and neither sends again.
  const busy = useSending((form) => form.get("formId") === formId);

  return (
    <Form method="post" action="/?index" preventScrollReset noValidate className="mt-8 max-w-2xl">
      <input type="hidden" name="formId" value={formId} />
      <label htmlFor={inputId} className="block text-base font-semibold">
        {t("urlCheck.label")}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t("urlCheck.hint")}
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
          defaultValue={mine?.url}
          key={mine?.url ?? "empty"}
          placeholder={t("urlCheck.placeholder")}
          aria-invalid={addressError && !limited ? true : undefined}
          aria-describedby={addressError ? `${errorId} ${hintId}` : hintId}
          className="min-h-12 w-full flex-1 rounded-lg border border-slate-500 bg-white px-4 text-base text-slate-900 placeholder:text-slate-600 aria-[invalid=true]:border-red-700 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400"
        />
        <BusyButton className={buttonClass("primary")} busy={busy} busyText={t("urlCheck.submitting")}>
          {t("urlCheck.submit")}
        </BusyButton>
      </div>
      {demoSiteUrl ? (
        <div className="mt-3 flex flex-col items-start gap-2">
          <BusyButton
            name="demo"
            value="1"
            aria-describedby={demoHintId}
            className={buttonClass("secondary")}
            busy={busy}
            busyText={t("urlCheck.submitting")}
            announce={false}
          >
            {t("urlCheck.demo.submit")}
          </BusyButton>
          <p id={demoHintId} className="text-sm text-slate-700 dark:text-slate-300">
            {t("urlCheck.demo.hint", { url: demoSiteUrl })}
          </p>
        </div>
      ) : null}
      {addressError === "rateLimited" || addressError === "budgetSpent" ? (
        <FreeScanRefusal
          id={errorId}
          error={addressError}
          limit={mine?.limit}
          retryMinutes={mine?.retryMinutes}
        />
      ) : addressError ? (
        <p id={errorId} className="mt-2 font-medium text-red-700 dark:text-red-300">
          {t(`urlCheck.errors.${addressError}`)}
        </p>
      ) : null}
      <TurnstileWidget
        config={turnstile ?? null}
        action="free-scan"
        error={turnstileError}
        attempt={result}
        idPrefix={formId}
      />
    </Form>
  );
}
