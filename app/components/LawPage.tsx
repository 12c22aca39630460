import { ButtonLink, ExternalLink, PageHero, Section, textLinkClass } from "~/components/ui";
import type deLaws from "~/locales/de/laws";
import type { Translation } from "~/locales/types";

/** One information page (/eaa, /wcag, /bfsg); all three share this shape in both languages. */
export type LawPageContent = Translation<(typeof deLaws)["bfsg"]>;

const bodyText = "text-slate-700 dark:text-slate-300";
const card = "rounded-xl border border-slate-200 p-6 dark:border-slate-700";

/**
 * Renders an information page: hero with an in-page navigation, overview with key facts, timeline,
 * scope, call to action and official sources. The layout provides <main>; PageHero renders the h1,
 * every section an h2 and items within sections h3.
 */
export function LawPage({ page }: { page: LawPageContent }) {
  const sections = [
    { id: "overview", title: page.overview.title },
    { id: "timeline", title: page.timeline.title },
    { id: "scope", title: page.scope.title },
    { id: "next-steps", title: page.cta.title },
    { id: "resources", title: page.resources.title },
  ];

  return (
    <>
      <PageHero kicker={page.hero.kicker} title={page.hero.title} lead={page.hero.lead}>
        <nav aria-labelledby="on-this-page" className="mt-8">
          <p id="on-this-page" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
            {page.hero.tocLabel}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={textLinkClass}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <Section id="overview" title={page.overview.title}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div
            className={`min-w-0 max-w-3xl space-y-4 text-lg leading-relaxed break-words lg:col-span-2 ${bodyText}`}
          >
            {page.overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className={`${card} self-start bg-slate-50 dark:bg-slate-900`}>
            <h3 className="text-xl font-semibold">{page.overview.factsTitle}</h3>
            <dl className="mt-4 space-y-4">
              {page.overview.facts.map((fact) => (
                <div key={fact.term}>
                  <dt className="font-semibold">{fact.term}</dt>
                  <dd className={`mt-1 ${bodyText}`}>{fact.detail}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section id="timeline" title={page.timeline.title} intro={page.timeline.intro} tone="muted">
        <ol className="ml-2 max-w-3xl space-y-10 border-l-2 border-blue-700 pl-8 dark:border-sky-300">
          {page.timeline.items.map((item) => (
            <li key={item.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.5625rem] size-4 rounded-full border-2 border-blue-700 bg-white dark:border-sky-300 dark:bg-slate-950"
              />
              <h3 className="text-xl font-semibold">
                <span className="block text-base font-semibold text-blue-800 dark:text-sky-300">
                  {item.dateTime ? <time dateTime={item.dateTime}>{item.date}</time> : item.date}
                </span>
                <span className="sr-only">: </span>
                <span className="mt-1 block">{item.title}</span>
              </h3>
              <p className={`mt-2 ${bodyText}`}>{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="scope" title={page.scope.title} intro={page.scope.intro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.scope.items.map((item) => (
            <li key={item.title} className={card}>
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <p className={`mt-2 ${bodyText}`}>{item.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {page.scope.notes.map((note) => (
            <div
              key={note.title}
              className="rounded-xl border-l-4 border-blue-700 bg-slate-50 p-6 dark:border-sky-300 dark:bg-slate-900"
            >
              <h3 className="text-xl font-semibold">{note.title}</h3>
              <p className={`mt-2 ${bodyText}`}>{note.text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="next-steps" title={page.cta.title} intro={page.cta.text} tone="muted">
        <ButtonLink to="/#free-test">{page.cta.button}</ButtonLink>
        <p className={`mt-6 max-w-3xl ${bodyText}`}>{page.cta.note}</p>
      </Section>

      <Section id="resources" title={page.resources.title} intro={page.resources.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.resources.links.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
              <p className={`mt-1 ${bodyText}`}>{link.description}</p>
            </li>
          ))}
        </ul>
        <p
          className={`mt-12 max-w-3xl border-t border-slate-200 pt-6 text-sm dark:border-slate-700 ${bodyText}`}
        >
          {page.disclaimer}
        </p>
      </Section>
    </>
  );
}
