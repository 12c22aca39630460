import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, FieldError, inputClass } from "~/components/form";
import { buttonClass } from "~/components/ui";
import type { ProfileErrorKey, ProfileResult } from "./profile-fields";
import type { ProfileData } from "./route";

const profileFields = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
] as const;

/** Name and email address, with the server's per-field errors and what was typed kept. */
export function DetailsForm({
  action,
  user,
  result,
}: {
  action: string;
  user: ProfileData["user"];
  result?: ProfileResult;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors = result?.errors ?? {};
  const hintId = "profile-identity-hint";
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "profile";

  // The error summary is what to read next after a refused form.
  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);

  return (
    <Form method="post" action={action} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="profile" />
      <p id={hintId} className="max-w-2xl text-sm text-slate-700 dark:text-slate-300">
        {t("account.profile.update.identityHint")}
      </p>
      {result ? (
        <ErrorSummary
          summaryRef={summaryRef}
          className="max-w-2xl"
          title={t("account.profile.update.errorSummary")}
          errors={profileFields
            .filter((field) => errors[field.name])
            .map((field) => ({
              href: `#profile-${field.name}`,
              text: t(`account.profile.update.errors.${errors[field.name] as ProfileErrorKey}`),
            }))}
        />
      ) : null}
      {profileFields.map((field) => {
        const id = `profile-${field.name}`;
        const error = errors[field.name];
        const errorId = `${id}-error`;
        return (
          <div key={field.name} className="max-w-2xl">
            <label htmlFor={id} className="block font-semibold">
              {t(`account.profile.update.${field.name}`)}
            </label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              spellCheck={false}
              defaultValue={result?.values[field.name] ?? user[field.name]}
              key={result ? `typed-${result.values[field.name]}` : "stored"}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? errorId : null, field.name === "email" ? hintId : null]
                .filter(Boolean)
                .join(" ")}
              className={`mt-2 block ${inputClass}`}
            />
            {error ? (
              <FieldError id={errorId}>{t(`account.profile.update.errors.${error}`)}</FieldError>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className={buttonClass("primary")} aria-disabled={saving || undefined}>
        {saving ? t("account.profile.update.saving") : t("account.profile.update.save")}
      </button>
    </Form>
  );
}
