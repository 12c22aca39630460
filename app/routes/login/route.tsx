import type { MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "react-i18next";
import { ButtonLink, PageHero } from "~/components/ui";
import { contactPath, useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (messages) => ({ title: messages.login.meta.title }));

/** Sign-in for customer accounts replaces this page once accounts exist; until then it says so plainly. */
export default function Login() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <PageHero title={t("login.title")} lead={t("login.lead")}>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t("login.text")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/#free-test">{t("login.freeTest")}</ButtonLink>
        <ButtonLink to={contactPath(locale)} variant="secondary">
          {t("login.contact")}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
