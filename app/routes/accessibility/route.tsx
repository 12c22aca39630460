import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { StatementBlocks } from "~/components/StatementBlocks";
import { Container, PageHero, textLinkClass } from "~/components/ui";
import { imprintDetails } from "~/utils/env.server";
import { getLocale } from "~/utils/locale.server";
import { useDateFormat, useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { ownStatement } from "./own-statement.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  return json(ownStatement(locale, imprintDetails(context.env), context.env.SITE_URL));
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (m) => ({
    title: m.legalPages.accessibility.meta.title,
    description: m.legalPages.accessibility.meta.description,
  }));

const textClass = "text-slate-700 dark:text-slate-300";

/**
 * Klarsicht's own accessibility statement, as our statement generator words it from the scan of our own
 * site (own-statement.server.ts), in the page's language.
 */
export default function AccessibilityStatementPage() {
  const { document, scannedAt } = useLoaderData<typeof loader>();
  const t = useMessages().legalPages.accessibility;
  const formatDate = useDateFormat();

  return (
    <>
      <PageHero kicker={t.hero.kicker} title={document.title} lead={t.hero.lead} />
      <Container className="py-14 sm:py-16">
        <div className="max-w-3xl break-words">
          <p className={`text-lg ${textClass}`}>{document.intro}</p>
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={`statement-${section.id}`}
              aria-labelledby={`statement-${section.id}-title`}
            >
              <h2 id={`statement-${section.id}-title`} className="mt-12 text-2xl font-bold tracking-tight">
                {section.heading}
              </h2>
              {section.lead ? <p className={`mt-3 ${textClass}`}>{section.lead}</p> : null}
              <StatementBlocks blocks={section.blocks} textClass={textClass} />
              {section.facts ? (
                <dl className="mt-4 space-y-3">
                  {section.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt className="font-semibold">{fact.label}</dt>
                      <dd className={`whitespace-pre-line ${textClass}`}>
                        {fact.href ? (
                          <a href={fact.href} className={textLinkClass}>
                            {fact.value}
                          </a>
                        ) : (
                          fact.value
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </section>
          ))}
          <p className={`mt-12 border-t border-slate-300 pt-4 dark:border-slate-600 ${textClass}`}>
            {document.date}
          </p>
          <p className={`mt-2 ${textClass}`}>{t.madeBy.replace("{{date}}", formatDate(scannedAt))}</p>
        </div>
      </Container>
    </>
  );
}
