import type { TFunction } from "i18next";
import type { AuditModel } from "~/utils/assessment/audit.server";
import { formatDate } from "~/utils/dates";

/**
 * The audit report's content, the same on the web page and in the PDF: the facts, the overall result, the
 * sample, then every criterion by EN 301 549 clause 9 / WCAG number. Page content (markup of elements,
 * barrier texts) is rendered as text, never as HTML.
 */
/**
 * What the PDF needs beside the print styles, which have no utility classes. The web page may not use
 * style attributes: its Content-Security-Policy (style-src 'self') blocks them.
 */
export const auditPrintStyles = `
.notes { white-space: pre-line; }
img.evidence { max-height: 16rem; width: auto; }
`;

export function AuditReport({
  model,
  t,
  headingLevel = 2,
}: {
  model: AuditModel;
  t: TFunction;
  headingLevel?: 2;
}) {
  const H2 = `h${headingLevel}` as "h2";
  const pages = (count: number) =>
    count === 1 ? t("assessment.pagesOne") : t("assessment.pagesOther", { count });
  return (
    <>
      <dl className="facts mt-6 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("assessment.report.facts.site")}</dt>
        <dd className="url min-w-0 break-all">{model.rootUrl}</dd>
        <dt className="font-semibold">{t("assessment.report.facts.scanned")}</dt>
        <dd>{formatDate(model.scannedAt, model.locale, "dayAndTime")}</dd>
        <dt className="font-semibold">{t("assessment.report.facts.assessed")}</dt>
        <dd>{formatDate(model.assessedAt, model.locale, "dayAndTime")}</dd>
        <dt className="font-semibold">{t("assessment.report.facts.sample")}</dt>
        <dd>{pages(model.sample.length)}</dd>
        <dt className="font-semibold">{t("assessment.report.facts.progress")}</dt>
        <dd>{t("assessment.progress.decided", { decided: model.decided, total: model.total })}</dd>
      </dl>

      <section aria-labelledby="overall-title" className="mt-10">
        <H2 id="overall-title" className="text-2xl font-bold">
          {t("assessment.report.conformance.title")}
        </H2>
        <p className="mt-3 text-lg">{t(`assessment.report.conformance.${model.overall}`)}</p>
      </section>

      <section aria-labelledby="audit-sample-title" className="mt-10">
        <H2 id="audit-sample-title" className="text-2xl font-bold">
          {t("assessment.sample.title")}
        </H2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {model.sample.map((page) => (
            <li key={page.url}>
              <span className="url break-all">{page.url}</span>{" "}
              <span className="muted text-slate-700 dark:text-slate-300">
                (
                {t("assessment.sample.template", {
                  template: page.pattern,
                  pages: pages(page.templatePages),
                })}
                )
              </span>
              {page.summary ? (
                <p className="muted text-sm text-slate-700 dark:text-slate-300">
                  {t("inventory.summary", {
                    title: page.summary.title || t("inventory.document.missing"),
                    lang: page.summary.lang || t("inventory.document.missing"),
                    headings: page.summary.headings,
                    images: page.summary.images,
                    unnamed: page.summary.unnamedImages,
                    fields: page.summary.fields,
                    media: page.summary.media,
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="audit-criteria-title" className="mt-10">
        <H2 id="audit-criteria-title" className="text-2xl font-bold">
          {t("assessment.criteria.title")}
        </H2>
        {model.criteria.map((c) => (
          <article
            key={c.criterion}
            aria-labelledby={`audit-${c.criterion}`}
            className="issue mt-6 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
          >
            <h3 id={`audit-${c.criterion}`} className="text-xl font-semibold">
              {`${c.clause ? `${c.clause} · ` : ""}WCAG ${c.criterion} ${c.title}`}
            </h3>
            <p className="mt-1">
              <span className="badge font-semibold">{t(`assessment.status.${c.status}`)}</span>{" "}
              <span className="muted text-slate-700 dark:text-slate-300">
                {t("assessment.criterion.level", { level: c.level })} · {t(`assessment.methods.${c.method}`)}
              </span>
            </p>

            <h4 className="mt-3 font-semibold">{t("assessment.report.automated")}</h4>
            {c.violations.length === 0 ? (
              <p>{c.tested ? t("assessment.automated.clean") : t("assessment.automated.untested")}</p>
            ) : (
              <ul className="mt-1 list-disc space-y-2 pl-6">
                {c.violations.map((violation) => (
                  <li key={violation.key}>
                    {violation.help} ({violation.ruleId}),{" "}
                    {t("assessment.criterion.onPages", { pages: pages(violation.pageCount) })}
                    <ul className="mt-1 space-y-1">
                      {violation.evidence.map((evidence) => (
                        <li key={`${evidence.pageUrl} ${evidence.selector}`} className="break-all text-sm">
                          <code>{evidence.html}</code> – <span className="url">{evidence.pageUrl}</span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
            {c.reviews.some((review) => review.decision) ? (
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {c.reviews
                  .filter((review) => review.decision)
                  .map((review) => (
                    <li key={review.key}>
                      {review.help} ({review.ruleId}):{" "}
                      <strong>{t(`assessment.review.decided.${review.decision ?? "dismissed"}`)}</strong>
                      {review.carriedOver ? ` (${t("assessment.report.toReconfirm")})` : ""}
                      {review.note ? ` – ${review.note}` : ""}
                    </li>
                  ))}
              </ul>
            ) : null}

            <h4 className="mt-3 font-semibold">{t("assessment.report.manual")}</h4>
            {c.answers.length === 0 ? (
              <p>{t("assessment.report.noAnswers")}</p>
            ) : (
              <ul className="mt-1 list-disc space-y-2 pl-6">
                {c.answers.map((answer) => (
                  <li key={answer.pageUrl}>
                    <span className="url break-all">{answer.pageUrl}</span>:{" "}
                    <strong>{t(`assessment.answer.verdicts.${answer.verdict}`)}</strong>
                    {answer.carriedOver ? ` (${t("assessment.report.toReconfirm")})` : ""}
                    {answer.barrier ? (
                      <p className="notes mt-1 whitespace-pre-line">
                        {t("assessment.report.barriers")}: {answer.barrier}
                      </p>
                    ) : null}
                    {answer.note ? (
                      <p className="notes mt-1 whitespace-pre-line">
                        {t("assessment.report.notes")}: {answer.note}
                      </p>
                    ) : null}
                    {/* Evidence: the page's screenshot, on the web page from the owner-only route, in the PDF embedded. */}
                    {answer.pictureUrl && answer.verdict === "failed" ? (
                      <img
                        src={answer.pictureUrl}
                        alt={t("assessment.sample.pictureAlt", { page: answer.pageUrl })}
                        className="evidence mt-2 max-h-64 w-auto"
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </section>
    </>
  );
}
