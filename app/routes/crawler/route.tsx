import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Container, PageHero, textLinkClass } from "~/components/ui";
import { contactPath, useLocale, useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (m) => ({ title: m.crawler.meta.title, description: m.crawler.meta.description }));

/** What site owners need to know about KlarsichtBot; its user agent links here. */
export default function CrawlerPage() {
  const { crawler } = useMessages();
  const locale = useLocale();
  return (
    <>
      <PageHero title={crawler.title} lead={crawler.lead} />
      <Container className="py-12">
        <div className="max-w-3xl space-y-10">
          {crawler.sections.map((section) => (
            <section key={section.title}>
              <h2 className="text-2xl font-bold tracking-tight">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-slate-800 dark:text-slate-200">
                  {paragraph}
                </p>
              ))}
              {section.example ? (
                <pre className="mt-4 overflow-x-auto rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm dark:border-slate-600 dark:bg-slate-900">
                  <code>{section.example}</code>
                </pre>
              ) : null}
            </section>
          ))}
          <p>
            {crawler.contact}{" "}
            <Link to={contactPath(locale)} className={textLinkClass}>
              {crawler.contactLink}
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}
