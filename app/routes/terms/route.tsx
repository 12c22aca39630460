import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ProviderDetails } from "~/components/ProviderDetails";
import { Container, PageHero, textLinkClass } from "~/components/ui";
import { imprintDetails } from "~/utils/env.server";
import { useLocale, useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ details: imprintDetails(context.env) });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (m) => ({
    title: m.legalPages.terms.meta.title,
    description: m.legalPages.terms.meta.description,
  }));

const textClass = "text-slate-700 dark:text-slate-300";

/** The terms (AGB), with the provider from the configuration, as the imprint names it. */
export default function TermsPage() {
  const { details } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.legalPages.terms;
  const labels = messages.legalPages.withdrawal.contactLabels;
  const de = locale === "de";

  return (
    <>
      <PageHero kicker={t.hero.kicker} title={t.hero.title} lead={t.hero.lead}>
        <p className={`mt-3 ${textClass}`}>{t.hero.updated}</p>
      </PageHero>
      <Container className="py-14 sm:py-16">
        <section aria-labelledby="terms-provider" className="max-w-3xl">
          <h2 id="terms-provider" className="text-2xl font-bold tracking-tight">
            {t.providerTitle}
          </h2>
          <ProviderDetails details={details} labels={labels} className="mt-4" />
        </section>
        {t.sections.map((section) => (
          <section key={section.id} id={`terms-${section.id}`} aria-labelledby={`terms-${section.id}-title`}>
            <h2 id={`terms-${section.id}-title`} className="mt-12 text-2xl font-bold tracking-tight">
              {section.title}
            </h2>
            <div className="mt-4 max-w-3xl space-y-4">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={textClass}>
                  {paragraph.replaceAll("{{company}}", details.company)}
                </p>
              ))}
            </div>
          </section>
        ))}
        <ul className="mt-12 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to={de ? "/widerruf" : "/withdrawal"} className={textLinkClass}>
              {t.links.withdrawal}
            </Link>
          </li>
          <li>
            <Link to={de ? "/datenschutz" : "/privacy"} className={textLinkClass}>
              {t.links.privacy}
            </Link>
          </li>
          <li>
            <Link to={de ? "/impressum" : "/imprint"} className={textLinkClass}>
              {t.links.imprint}
            </Link>
          </li>
        </ul>
      </Container>
    </>
  );
}
