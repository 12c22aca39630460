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
      <section aria-label={t("pricing.title")} className="py-12">
        <Container>
          <Pricing
            planHref={(plan) =>
              plan === "enterprise" ? contactPath(locale, "enterprise") : `/login?plan=${plan}`
            }
          />
        </Container>
      </section>
    </>
  );
}
