import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorBoxClass } from "~/components/form";
import { buttonClass, Section } from "~/components/ui";
import type { MailPreferences } from "~/utils/mail/preferences.server";
import { PROFILE_PATH } from "./profile-fields";

export type MailPreferencesResult = { intent: "mailPreferences"; invalid: true };

const choices = ["runAlerts", "weeklyDigest", "runFailed"] as const;

/** Which monitoring mails the account receives; each mail's unsubscribe link switches one of these off. */
export function MailPreferencesSection({
  preferences,
  saved,
  result,
}: {
  preferences: MailPreferences;
  saved: boolean;
  result?: MailPreferencesResult;
}) {
  const { t } = useTranslation();
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved || result?.invalid) statusRef.current?.focus();
  }, [saved, result]);
  return (
    <Section id="mail" title={t("mail.preferences.title")} intro={t("mail.preferences.lead")}>
      {result?.invalid ? (
        <p ref={statusRef} tabIndex={-1} role="alert" className={`mb-6 max-w-2xl ${errorBoxClass}`}>
          {t("mail.preferences.invalid")}
        </p>
      ) : saved ? (
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mb-6 max-w-2xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
        >
          {t("mail.preferences.saved")}
        </p>
      ) : null}
      <Form method="post" action={PROFILE_PATH} className="max-w-2xl space-y-6">
        <input type="hidden" name="intent" value="mailPreferences" />
        <fieldset>
          <legend className="font-semibold">{t("mail.preferences.legend")}</legend>
          <div className="mt-3 space-y-3">
            {choices.map((name) => (
              <div key={name} className="flex items-start gap-3">
                <input
                  id={`mail-${name}`}
                  name={name}
                  type="checkbox"
                  defaultChecked={preferences[name]}
                  className="mt-1 size-5 accent-blue-700 dark:accent-sky-300"
                />
                <label htmlFor={`mail-${name}`}>{t(`mail.preferences.${name}`)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={buttonClass("primary")}>
          {t("mail.preferences.save")}
        </button>
      </Form>
    </Section>
  );
}
