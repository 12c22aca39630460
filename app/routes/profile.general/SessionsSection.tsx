import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, Section } from "~/components/ui";

/** "Log out everywhere": ends every session of the account, a forgotten one on another device too. */
export function SessionsSection() {
  const { t } = useTranslation();
  const hintId = "profile-sessions-hint";
  return (
    <Section id="sessions" title={t("account.profile.sessions.title")}>
      <p id={hintId} className="max-w-2xl text-slate-700 dark:text-slate-300">
        {t("account.profile.sessions.text")}
      </p>
      <Form
        method="post"
        action="/logout"
        reloadDocument
        className="mt-6"
        data-confirm={t("account.profile.sessions.confirm")}
        onSubmit={(event) => {
          if (!window.confirm(event.currentTarget.dataset.confirm)) event.preventDefault();
        }}
      >
        <input type="hidden" name="everywhere" value="1" />
        <button type="submit" className={buttonClass("secondary")} aria-describedby={hintId}>
          {t("account.profile.sessions.logoutEverywhere")}
        </button>
      </Form>
    </Section>
  );
}
