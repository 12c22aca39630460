import type { MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "react-i18next";
import { Pricing } from "~/components/Pricing";
import { PageHero, Section } from "~/components/ui";
import { contactPath, useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (messages) => ({ title: messages.setup.meta.title }));

/** Plans and payment setup: open to everyone; buying needs an account. */
export default function Setup() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHero title={t("setup.title")} lead={t("setup.lead")}>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t("setup.signInNote")}</p>
      </PageHero>
      <Section id="plans" title={t("pricing.title")} intro={t("pricing.intro")}>
        <Pricing
          planHref={(plan) =>
            plan === "enterprise" ? contactPath(locale, "enterprise") : `/login?plan=${plan}`
          }
        />
      </Section>
    </>
  );
}
