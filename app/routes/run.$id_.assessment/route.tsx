import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ZoomableScreenshot } from "~/components/assessment/ZoomableScreenshot";
import { ButtonLink, buttonClass, Container, PageHero, TableScroll, textLinkClass } from "~/components/ui";
import {
  criterionRows,
  loadSampleInventories,
  requireAssessmentRun,
  samplePageViews,
} from "~/utils/assessment/load.server";
import { assessedCriteria, elementKinds, pageElements, samplePages } from "~/utils/assessment/model";
import { loadAssessment, startAssessment } from "~/utils/assessment/store.server";
import { suggestionFor } from "~/utils/assessment/suggest";
import { formatDate } from "~/utils/dates";
import { useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { StatusBadge } from "./StatusBadge";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.assessment.meta.title })),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { run, report, locale } = await requireAssessmentRun(request, context, params.id);
  if (run.kind !== "site") return { kind: "pageRun" as const, runId: run.id };
  const loaded = await loadAssessment(context.db, run, report);
  const sample = loaded?.sample ?? samplePages(report);
  const pages = samplePageViews(sample, run.id, report).map((page) => ({
    ...page,
    elements: pageElements(report, page.index),
  }));
  if (!loaded) {
    return {
      kind: "notStarted" as const,
      runId: run.id,
      criteria: assessedCriteria(report.level).length,
      pages,
    };
  }
  const inventories = await loadSampleInventories(context.db, run.id, loaded.sample);
  const suggested = new Set(
    loaded.overview.criteria
      .filter((result) => suggestionFor(result, loaded.sample, inventories))
      .map((result) => result.criterion),
  );
  const rows = criterionRows(locale, loaded).map((row) => ({
    ...row,
    suggested: suggested.has(row.criterion),
  }));
  return {
    kind: "started" as const,
    runId: run.id,
    rows,
    pages,
    decided: loaded.overview.decided,
    failed: loaded.overview.failed,
    open: loaded.overview.open,
    toReconfirm: loaded.overview.toReconfirm,
    carriedFrom: loaded.head.carriedFromRunId ? loaded.head.createdAt.toISOString() : null,
    updatedAt: loaded.head.updatedAt.toISOString(),
    nextOpen: rows.find((row) => row.status === "open")?.criterion ?? null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { run, report } = await requireAssessmentRun(request, context, params.id);
  if (run.kind !== "site") throw redirect(`/run/${run.id}/assessment`);
  await startAssessment(context.db, run, report);
  throw redirect(`/run/${run.id}/assessment`);
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function AssessmentOverview() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t("assessment.title")} lead={t("assessment.lead")}>
        <p className="mt-6">
          <Link to={`/run/${data.runId}`} className={textLinkClass}>
            {t("assessment.backToReport")}
          </Link>
        </p>
      </PageHero>
      <Container className="py-12">
        {data.kind === "pageRun" ? (
          <>
            <h2 className="text-2xl font-bold">{t("assessment.pageRun.title")}</h2>
            <p className="mt-3 max-w-3xl">{t("assessment.pageRun.text")}</p>
          </>
        ) : data.kind === "notStarted" ? (
          <NotStarted data={data} />
        ) : (
          <Started data={data} />
        )}
        {data.kind !== "pageRun" ? <Sample pages={data.pages} /> : null}
      </Container>
    </>
  );
}

function usePagesText() {
  const { t } = useTranslation();
  return (count: number) => (count === 1 ? t("assessment.pagesOne") : t("assessment.pagesOther", { count }));
}

function NotStarted({ data }: { data: Extract<Data, { kind: "notStarted" }> }) {
  const { t } = useTranslation();
  const pagesText = usePagesText();
  return (
    <section aria-labelledby="start-title">
      <h2 id="start-title" className="text-2xl font-bold">
        {t("assessment.start.title")}
      </h2>
      <p className="mt-3 max-w-3xl">
        {t("assessment.start.text", { criteria: data.criteria, pages: pagesText(data.pages.length) })}
      </p>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t("assessment.start.carry")}</p>
      <Form method="post" reloadDocument className="mt-6">
        <button type="submit" className={buttonClass("primary")}>
          {t("assessment.start.button")}
        </button>
      </Form>
    </section>
  );
}

function Started({ data }: { data: Extract<Data, { kind: "started" }> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <section aria-labelledby="progress-title">
        <h2 id="progress-title" className="text-2xl font-bold">
          {t("assessment.progress.title")}
        </h2>
        <p className="mt-3 text-lg font-semibold">
          {t("assessment.progress.decided", { decided: data.decided, total: data.rows.length })}
        </p>
        <progress
          className="mt-2 h-3 w-full max-w-md accent-blue-700 dark:accent-sky-300"
          value={data.decided}
          max={data.rows.length}
          aria-label={t("assessment.progress.decided", { decided: data.decided, total: data.rows.length })}
        />
        <ul className="mt-3 space-y-1">
          <li>{t("assessment.progress.failed", { count: data.failed })}</li>
          <li>{t("assessment.progress.open", { count: data.open })}</li>
          {data.toReconfirm > 0 ? (
            <li>{t("assessment.progress.toReconfirm", { count: data.toReconfirm })}</li>
          ) : null}
        </ul>
        {data.carriedFrom ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            {t("assessment.progress.carriedFrom", { date: formatDate(data.carriedFrom, locale) })}
          </p>
        ) : null}
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t("assessment.progress.lastSaved", { date: formatDate(data.updatedAt, locale, "dayAndTime") })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {data.nextOpen ? (
            <ButtonLink to={`/run/${data.runId}/assessment/${data.nextOpen}`}>
              {t("assessment.progress.continue", { criterion: data.nextOpen })}
            </ButtonLink>
          ) : null}
          <ButtonLink variant="secondary" to={`/run/${data.runId}/assessment/report`}>
            {t("assessment.report.open")}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="criteria-title" className="mt-12">
        <h2 id="criteria-title" className="text-2xl font-bold">
          {t("assessment.criteria.title")}
        </h2>
        <TableScroll label={t("assessment.criteria.tableCaption")} className="mt-4">
          <table className="stacked-table stacked-inline w-full min-w-[40rem] text-left">
            <caption className="sr-only">{t("assessment.criteria.tableCaption")}</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-2 pr-4">
                  {t("assessment.criteria.criterion")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("assessment.criteria.clause")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("assessment.criteria.method")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("assessment.criteria.automated")}
                </th>
                <th scope="col" className="py-2">
                  {t("assessment.criteria.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.criterion} className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <Link to={`/run/${data.runId}/assessment/${row.criterion}`} className={textLinkClass}>
                      {row.criterion} {row.title}
                    </Link>
                  </th>
                  <td className="py-2 pr-4" data-label={t("assessment.criteria.clause")}>
                    {row.clause ?? t("assessment.criteria.noClause")}
                  </td>
                  <td className="py-2 pr-4" data-label={t("assessment.criteria.method")}>
                    {t(`assessment.methods.${row.method}`)}
                  </td>
                  <td className="py-2 pr-4" data-label={t("assessment.criteria.automated")}>
                    <AutomatedText row={row} />
                  </td>
                  <td className="py-2" data-label={t("assessment.criteria.status")}>
                    <StatusBadge status={row.status} />
                    {row.suggested ? (
                      <span className="ml-2 text-sm">{t("assessment.suggestion.short")}</span>
                    ) : null}
                    {row.status === "open" && row.answeredPages > 0 ? (
                      <span className="ml-2 text-sm">
                        {t("assessment.progress.pages", {
                          answered: row.answeredPages,
                          total: data.pages.length,
                        })}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}

export function AutomatedText({ row }: { row: { tested: boolean; violations: number; reviews: number } }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (row.violations > 0) parts.push(t("assessment.automated.violations", { count: row.violations }));
  if (row.reviews > 0) parts.push(t("assessment.automated.reviews", { count: row.reviews }));
  if (parts.length === 0)
    parts.push(row.tested ? t("assessment.automated.clean") : t("assessment.automated.untested"));
  return <>{parts.join(", ")}</>;
}

function Sample({ pages }: { pages: Extract<Data, { kind: "started" }>["pages"] }) {
  const { t } = useTranslation();
  const pagesText = usePagesText();
  return (
    <section aria-labelledby="sample-title" className="mt-12">
      <h2 id="sample-title" className="text-2xl font-bold">
        {t("assessment.sample.title")}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t("assessment.sample.intro")}</p>
      <ol className="mt-6 space-y-6">
        {pages.map((page) => (
          <li key={page.url} className="rounded-lg border border-slate-300 p-4 dark:border-slate-600">
            <h3 className="font-semibold break-all">{page.url}</h3>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {t("assessment.sample.template", {
                template: page.pattern,
                pages: pagesText(page.templatePages),
              })}
            </p>
            {page.pictureUrl ? (
              <ZoomableScreenshot
                src={page.pictureUrl}
                page={page.url}
                width={page.pictureWidth}
                className="mt-3"
              />
            ) : null}
            {page.elements.length === 0 ? (
              <p className="mt-3">{t("assessment.sample.noElements")}</p>
            ) : (
              <details className="mt-3">
                <summary className="cursor-pointer font-medium">
                  {t("assessment.sample.elements")} ({page.elements.length})
                </summary>
                {elementKinds.map((kind) => {
                  const ofKind = page.elements.filter((element) => element.kind === kind);
                  if (ofKind.length === 0) return null;
                  return (
                    <div key={kind} className="mt-3">
                      <h4 className="font-semibold">{t(`assessment.sample.kinds.${kind}`)}</h4>
                      <ul className="mt-1 space-y-1">
                        {ofKind.map((element) => (
                          <li key={`${element.ruleId} ${element.selector}`} className="break-all">
                            <code className="text-sm">{element.html}</code>{" "}
                            <span className="text-sm text-slate-700 dark:text-slate-300">
                              ({element.ruleId})
                            </span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
              </details>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
