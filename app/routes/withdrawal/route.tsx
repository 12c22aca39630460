import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProviderDetails } from "~/components/ProviderDetails";
import { PageHero, Section } from "~/components/ui";
import { imprintDetails } from "~/utils/env.server";
import { useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ details: imprintDetails(context.env) });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (m) => ({
    title: m.legalPages.withdrawal.meta.title,
    description: m.legalPages.withdrawal.meta.description,
  }));

const textClass = "text-slate-700 dark:text-slate-300";

/**
 * The information on the consumer's right of withdrawal in the statutory model wording (Anlage 1 zu
 * Art. 246a § 1 Abs. 2 EGBGB for services), and the model withdrawal form (Anlage 2), both addressed to
 * the provider named in the configuration.
 */
export default function WithdrawalPage() {
  const { details } = useLoaderData<typeof loader>();
  const t = useMessages().legalPages.withdrawal;

  return (
    <>
      <PageHero kicker={t.hero.kicker} title={t.hero.title} lead={t.hero.lead} />

      <Section id="withdrawal-right" title={t.right.title}>
        <div className="max-w-3xl space-y-4">
          {t.right.paragraphs.map((paragraph) => (
            <p key={paragraph} className={textClass}>
              {paragraph}
            </p>
          ))}
          <ProviderDetails
            details={details}
            labels={t.contactLabels}
            className="border-l-4 border-slate-300 pl-4 dark:border-slate-600"
          />
          <p className={textClass}>{t.right.after}</p>
          <p className={textClass}>{t.right.deadline}</p>
        </div>
      </Section>

      <Section id="withdrawal-consequences" title={t.consequences.title} tone="muted">
        <div className="max-w-3xl space-y-4">
          {t.consequences.paragraphs.map((paragraph) => (
            <p key={paragraph} className={textClass}>
              {paragraph}
            </p>
          ))}
          <h3 className="pt-4 text-xl font-semibold">{t.expiry.title}</h3>
          <p className={textClass}>{t.expiry.text}</p>
        </div>
      </Section>

      <Section id="withdrawal-form" title={t.form.title}>
        <div className="max-w-3xl rounded-2xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-950">
          <p className={textClass}>{t.form.intro}</p>
          <p className="mt-4 font-semibold">{t.form.to}</p>
          <ProviderDetails details={details} labels={t.contactLabels} className="mt-1" />
          <ul className="mt-6 space-y-5">
            {t.form.lines.map((line) => (
              <li key={line} className="border-b border-dashed border-slate-400 pb-6 dark:border-slate-500">
                {line}
              </li>
            ))}
          </ul>
          <p className={`mt-4 ${textClass}`}>{t.form.note}</p>
        </div>
      </Section>
    </>
  );
}
