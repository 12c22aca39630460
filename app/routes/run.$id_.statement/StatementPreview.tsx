import { StatementBlocks } from "~/components/StatementBlocks";
import type { StatementDocument } from "~/utils/statement/document";

/**
 * The statement as it will read, inside the page: the same model as the downloads, two heading levels
 * lower so the page keeps one h1. Its language is marked, since it may differ from the page's.
 */
export function StatementPreview({ document }: { document: StatementDocument }) {
  return (
    <article
      lang={document.lang}
      className="rounded-2xl border border-slate-300 bg-white p-6 break-words dark:border-slate-600 dark:bg-slate-950"
    >
      <h3 className="text-2xl font-bold">{document.title}</h3>
      <p className="mt-3">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.id} className="mt-6">
          <h4 className="text-xl font-semibold">{section.heading}</h4>
          {section.lead ? <p className="mt-3">{section.lead}</p> : null}
          <StatementBlocks blocks={section.blocks} />
          {section.facts ? (
            <dl className="mt-3 space-y-2">
              {section.facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="font-semibold">{fact.label}</dt>
                  <dd className="whitespace-pre-line">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ))}
      <p className="mt-6 border-t border-slate-300 pt-4 text-slate-700 dark:border-slate-600 dark:text-slate-300">
        {document.date}
      </p>
    </article>
  );
}
