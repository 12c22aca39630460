/**
 * A read-only link for clients without an account (issue 30): a run's report, or a registered site's
 * latest finished run with the dashboard's issue list. No triage, settings, scan buttons or links into
 * the account; exports and pictures through addresses under the same token. Unknown and tampered
 * tokens get the 404 of any missing page, expired and revoked ones a page that says only that. The
 * request pipeline adds noindex, no-referrer and no-store to everything under /shared/.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ScanLevel } from "#core/contract";
import { loadSiteReport } from "#core/runs/runs.server";
import { buildSiteView, parseViewRequest, siteSummary, statesOf } from "~/components/report/build.server";
import { PdfLink } from "~/components/report/ExportLinks";
import { parseSiteTab } from "~/components/report/model";
import { PageReportSections } from "~/components/report/PageReport";
import { PartialNotice } from "~/components/report/PartialNotice";
import { PictureSource } from "~/components/report/Pictures";
import { loadPageReportView } from "~/components/report/page.server";
import { ButtonLink, buttonClass, PageHero, Section } from "~/components/ui";
import { SiteReportTabs } from "~/routes/run.$id/SiteReportView";
import { finishedAtOf, ISSUES_PER_PAGE, issueRows } from "~/routes/sites.$id/dashboard.server";
import { TriageList } from "~/routes/sites.$id/TriageList";
import { siteRunCounts } from "~/utils/counts";
import { notFound } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { useDateFormat, useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { localizeSiteReport } from "~/utils/report-language.server";
import { openShareLink, sharedRunOf } from "~/utils/share/links.server";
import { loadTriage, runTriageOf } from "~/utils/triage.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, (messages) => ({
    title:
      data?.kind === "gone"
        ? data.reason === "lapsed"
          ? messages.share.gone.lapsedMetaTitle
          : messages.share.gone.metaTitle
        : messages.share.view.metaTitle,
  })),
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const opened = await openShareLink(context.db, params.token, { touch: true });
  if (opened.status === "unknown") throw notFound();
  if (opened.status === "gone")
    return data({ kind: "gone" as const, reason: opened.reason }, { status: 410 });
  const locale = await getLocale(request);
  const search = new URL(request.url).searchParams;
  const validUntil = opened.link.expiresAt.toISOString();
  const run = await sharedRunOf(context.db, opened);

  if (opened.status === "site") {
    const site = { url: opened.site.url };
    const stored = run ? await loadSiteReport(context.db, run) : null;
    if (!run || !stored) return { kind: "siteEmpty" as const, validUntil, site };
    const finishedAt = finishedAtOf(run);
    const triage = await loadTriage(context.db, opened.link.workspaceId, opened.site.siteKey);
    const rows = issueRows(stored, finishedAt, triage, locale);
    const requested = Number(search.get("page"));
    const pages = Math.max(1, Math.ceil(rows.length / ISSUES_PER_PAGE));
    const page = Number.isSafeInteger(requested) ? Math.min(Math.max(1, requested), pages) : 1;
    return {
      kind: "site" as const,
      validUntil,
      site,
      level: run.level,
      finishedAt: finishedAt.toISOString(),
      counts: siteRunCounts(stored, triage, finishedAt),
      issues: rows.slice((page - 1) * ISSUES_PER_PAGE, page * ISSUES_PER_PAGE),
      issueCount: rows.length,
      groupCounts: {
        wcag: rows.filter((row) => row.group === "wcag").length,
        bestPractice: rows.filter((row) => row.group === "bestPractice").length,
        review: rows.filter((row) => row.group === "review").length,
      },
      issuesFrom: (page - 1) * ISSUES_PER_PAGE,
      paging: { page, pages },
    };
  }

  if (!run) throw notFound();
  const base = {
    validUntil,
    url: run.url,
    level: run.level,
    finishedAt: (run.finishedAt ?? run.createdAt).toISOString(),
  };
  if (run.kind === "site") {
    const stored = await loadSiteReport(context.db, run);
    if (!stored) throw notFound();
    const report = localizeSiteReport(stored, locale);
    const triage = await runTriageOf(context.db, run);
    const view = buildSiteView(
      report,
      locale,
      parseViewRequest(search, parseSiteTab(search.get("tab"))),
      statesOf(report, triage),
    );
    // Documents keep no site to send triage to: the shared view shows their state without forms.
    return {
      ...base,
      kind: "siteRun" as const,
      summary: siteSummary(report, triage),
      view: view.tab === "documents" ? { ...view, siteId: null, runId: run.id, triageError: null } : view,
    };
  }
  const view = await loadPageReportView(context, run, search, locale);
  if (!view) throw notFound();
  return { ...base, kind: "pageRun" as const, ...view };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

const levelKeys = { A: "a", AA: "aa", "2.2": "wcag22", AAA: "aaa" } as const satisfies Record<
  ScanLevel,
  string
>;

/** Where the shared run's files and pictures are: under the link's own token. */
function useSharedPath() {
  const { token } = useParams();
  return (rest: string) => `/shared/${encodeURIComponent(token ?? "")}/${rest}`;
}

/** The shared run's report as a file: PDF and CSV only, no JSON with its triage notes. */
function SharedExports() {
  const { t } = useTranslation();
  const path = useSharedPath();
  return (
    <section aria-labelledby="exports-title" className="mt-10">
      <h2 id="exports-title" className="text-xl font-semibold">
        {t("share.view.exports.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t("share.view.exports.intro")}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <PdfLink href={path("export/pdf")}>
            <span>{t("report.exports.pdf")}</span>
            <span className="text-sm font-normal">{t("report.exports.pdfHint")}</span>
          </PdfLink>
        </li>
        <li>
          <a href={path("export/csv")} download className={buttonClass("secondary")}>
            <span>{t("report.exports.csv")}</span>
            <span className="text-sm font-normal">{t("report.exports.csvHint")}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

function ValidUntil({ date }: { date: string }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat("dayAndTime");
  return (
    <p className="mt-4 text-slate-700 dark:text-slate-300">
      {t("share.view.validUntil", { date: formatDate(date) })}
    </p>
  );
}

function Gone({ reason }: { reason: "ended" | "lapsed" }) {
  const { t } = useTranslation();
  return (
    <PageHero
      title={t(reason === "lapsed" ? "share.gone.lapsedTitle" : "share.gone.title")}
      lead={t(reason === "lapsed" ? "share.gone.lapsedText" : "share.gone.text")}
    >
      <p className="mt-8">
        <ButtonLink to="/">{t("share.gone.home")}</ButtonLink>
      </p>
    </PageHero>
  );
}

function SharedSite({ data }: { data: Extract<Data, { kind: "site" | "siteEmpty" }> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatDate = useDateFormat("dayAndTime");
  const host = new URL(data.site.url).host;
  if (data.kind === "siteEmpty") {
    return (
      <PageHero
        kicker={t("share.view.kicker")}
        title={t("share.view.siteTitle", { host })}
        lead={t("share.view.noRun")}
      >
        <ValidUntil date={data.validUntil} />
      </PageHero>
    );
  }
  const number = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB");
  const items: [string, number | null][] = [
    [t("sites.overview.issues"), data.counts.found],
    [t("sites.overview.open"), data.counts.open],
    [t("sites.overview.occurrences"), data.counts.occurrences],
    [t("sites.overview.pagesScanned"), data.counts.pagesScanned],
  ];
  return (
    <>
      <PageHero
        kicker={t("share.view.kicker")}
        title={t("share.view.siteTitle", { host })}
        lead={t("share.view.siteLead", {
          date: formatDate(data.finishedAt),
          level: t(`account.levels.${levelKeys[data.level]}`),
        })}
      >
        <ValidUntil date={data.validUntil} />
        <SharedExports />
      </PageHero>
      <Section id="overview" title={t("share.view.overviewTitle")}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {items.map(([name, value]) => (
            <div
              key={name}
              className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-950"
            >
              <dt className="text-sm text-slate-700 dark:text-slate-300">{name}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">
                {value === null ? t("sites.overview.noComparison") : number.format(value)}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section
        id="issues"
        title={t("share.view.issuesTitle")}
        intro={t("share.view.issuesIntro")}
        tone="muted"
      >
        <TriageList
          siteId={0}
          issues={data.issues}
          issueCount={data.issueCount}
          groupCounts={data.groupCounts}
          from={data.issuesFrom}
          paging={data.paging}
          result={undefined}
          exportable={false}
          trackers={[]}
          trackerLinks={[]}
          sendResult={undefined}
          readOnly
        />
      </Section>
    </>
  );
}

function SharedRun({ data }: { data: Extract<Data, { kind: "pageRun" | "siteRun" }> }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat("dayAndTime");
  const host = new URL(data.url).host;
  const level = t(`account.levels.${levelKeys[data.level]}`);
  const date = formatDate(data.finishedAt);
  return (
    <>
      <PageHero
        kicker={t("share.view.kicker")}
        title={t("account.run.title", { host })}
        lead={
          data.kind === "siteRun"
            ? t("report.site.lead", { date, level, count: data.summary.pagesFound })
            : t("account.run.scannedAt", { date, level })
        }
      >
        <ValidUntil date={data.validUntil} />
        <SharedExports />
        {data.kind === "pageRun" && data.partial ? (
          <PartialNotice partial={data.partial} className="mt-6" />
        ) : null}
      </PageHero>
      {data.kind === "pageRun" ? (
        <PageReportSections
          data={data}
          url={data.url}
          level={level}
          finishedAt={data.finishedAt}
          date={date}
        />
      ) : (
        <Section id="results" title={t("account.run.resultsTitle")} tone="muted">
          <SiteReportTabs summary={data.summary} view={data.view} formatDate={formatDate} />
        </Section>
      )}
    </>
  );
}

export default function SharedReport() {
  const data = useLoaderData<typeof loader>();
  const path = useSharedPath();
  if (data.kind === "gone") return <Gone reason={data.reason} />;
  return (
    <PictureSource resolve={(picture) => path(`pictures/${encodeURIComponent(picture.name)}.jpg`)}>
      {data.kind === "site" || data.kind === "siteEmpty" ? (
        <SharedSite data={data} />
      ) : (
        <SharedRun data={data} />
      )}
    </PictureSource>
  );
}
