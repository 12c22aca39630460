import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorTextClass, fieldClass } from "~/components/form";
import { type TriageFormError, type TriageStatus, triageStatuses } from "~/utils/triage";

/**
 * The fields of a triage form (decision 019): the error, which takes focus when it shows, the verdict and
 * the note. The site dashboard's issues and a site report's document issues post them to the same action.
 */
export function TriageFields({
  base,
  error,
  status,
  note,
}: {
  /** The prefix of the fields' ids, unique on the page. */
  base: string;
  error: TriageFormError | null | undefined;
  /** The verdict and note given before, if any. */
  status: TriageStatus | undefined;
  note?: string;
}) {
  const { t } = useTranslation();
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  return (
    <>
      {error ? (
        <p ref={errorRef} tabIndex={-1} role="alert" id={`${base}-error`} className={errorTextClass}>
          {t(`sites.triage.errors.${error}`)}
        </p>
      ) : null}
      <fieldset>
        <legend className="font-semibold">{t("sites.triage.status")}</legend>
        <div className="mt-2 space-y-2">
          {triageStatuses.map((each) => (
            <label key={each} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="status"
                value={each}
                defaultChecked={status === each}
                required
                className="size-5"
              />
              {t(`sites.triage.states.${each}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${base}-note`} className="block font-semibold">
          {t("sites.triage.note")}
        </label>
        <p id={`${base}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
          {t("sites.triage.noteHint")}
        </p>
        <textarea
          id={`${base}-note`}
          name="note"
          rows={3}
          maxLength={1000}
          defaultValue={note ?? ""}
          aria-invalid={error === "reasonRequired" || error === "noteTooLong" ? true : undefined}
          aria-describedby={error ? `${base}-hint ${base}-error` : `${base}-hint`}
          className={fieldClass}
        />
      </div>
    </>
  );
}
