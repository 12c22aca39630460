import type { TFunction } from "i18next";
import type { ReactNode } from "react";
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

/** Pages named per failed criterion in the overall result; the rest are counted. */
const PAGES_NAMED = 5;

/** What the auditor entered, one item each; the report adds nothing of its own. */
function EnteredList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className="list-disc pl-6">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are shown as entered, repeats included
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function AuditReport({
  model,
  t,
  headingLevel = 2,
  picture,
}: {
  model: AuditModel;
  t: TFunction;
  headingLevel?: 2;
  /** How the web page shows a screenshot (opened at full size); the PDF shows the picture itself. */
  picture?: (src: string, page: string) => ReactNode;
}) {
  const H2 = `h${headingLevel}` as "h2";
  const { signOff } = model;
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
        <p className="mt-3 text-lg font-semibold">
          {t(`assessment.report.conformance.${model.overall}`, {
            count: model.overall === "partial" ? model.failed.length : model.openCriteria.length,
          })}
        </p>
        {model.failed.length > 0 ? (
          <>
            <p className="mt-3">{t("assessment.report.conformance.why")}</p>
            <ul className="mt-2 list-disc space-y-2 pl-6">
              {model.failed.map((failed) => {
                const shown = failed.pages.slice(0, PAGES_NAMED);
                const more = failed.morePages + failed.pages.length - shown.length;
                return (
                  <li key={failed.criterion}>
                    <strong>{`WCAG ${failed.criterion} ${failed.title}`}</strong>
                    {shown.length > 0 ? (
                      <>
                        {` – ${t("assessment.report.conformance.failedOn")} `}
                        <span className="url break-all">{shown.join(", ")}</span>
                        {more > 0 ? ` ${t("assessment.report.conformance.morePages", { count: more })}` : ""}
                      </>
                    ) : null}{" "}
                    <span className="muted text-slate-700 dark:text-slate-300">
                      {`(${t("assessment.report.conformance.foundBy", {
                        sources: failed.sources
                          .map((source) => t(`assessment.report.sources.${source}`))
                          .join(", "),
                      })})`}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        {model.overall !== "full" && model.openCriteria.length > 0 ? (
          <p className="mt-3">
            {t("assessment.report.conformance.openList", { list: model.openCriteria.join(", ") })}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="audit-method-title" className="mt-10">
        <H2 id="audit-method-title" className="text-2xl font-bold">
          {t("assessment.report.method.title")}
        </H2>
        <dl className="facts mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("assessment.report.method.method")}</dt>
          <dd>{t("assessment.report.method.methodText")}</dd>
          <dt className="font-semibold">{t("assessment.report.method.auditor")}</dt>
          <dd>
            {signOff.auditorName
              ? t("assessment.report.method.auditorValue", {
                  name: signOff.auditorName,
                  role: signOff.auditorRole,
                })
              : t("assessment.report.method.notEntered")}
          </dd>
          <dt className="font-semibold">{t("assessment.report.method.tools")}</dt>
          <dd>
            <EnteredList items={signOff.tools} empty={t("assessment.report.method.notEntered")} />
          </dd>
          <dt className="font-semibold">{t("assessment.report.method.assistiveTechnologies")}</dt>
          <dd>
            <EnteredList
              items={signOff.assistiveTechnologies}
              empty={t("assessment.report.method.notEntered")}
            />
          </dd>
          <dt className="font-semibold">{t("assessment.report.method.signedOff")}</dt>
          <dd>
            {signOff.signedOffOn
              ? t("assessment.report.method.signedOffValue", {
                  date: formatDate(signOff.signedOffOn, model.locale),
                  name: signOff.auditorName,
                  role: signOff.auditorRole,
                })
              : t("assessment.report.method.notSignedOff")}
          </dd>
        </dl>
        {signOff.changedAfter ? (
          <p className="mt-3 font-semibold">
            {t("assessment.report.method.changedAfter", {
              date: formatDate(signOff.changedAfter, model.locale, "dayAndTime"),
            })}
          </p>
        ) : null}
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
                    {answer.pictureUrl && answer.verdict === "failed" && picture ? (
                      picture(answer.pictureUrl, answer.pageUrl)
                    ) : answer.pictureUrl && answer.verdict === "failed" ? (
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
