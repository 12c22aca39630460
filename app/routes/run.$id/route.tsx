import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { and, eq, isNull } from "drizzle-orm";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ScanLevel } from "#core/contract";
import { loadSiteReport } from "#core/runs/runs.server";
import { siteProgress } from "#core/runs/site-runs.server";
import { can } from "#core/workspaces/roles";
import { schema } from "#drizzle/db.server";
import { BusyButton, useSending } from "~/components/BusyButton";
import {
  buildSiteView,
  flowSummaries,
  parseViewRequest,
  siteSummary,
  statesOf,
} from "~/components/report/build.server";
import { ExportLinks } from "~/components/report/ExportLinks";
import { flowOutcome, flowStateLabel } from "~/components/report/flow-outcome";
import { parseSiteTab } from "~/components/report/model";
import { PageReportSections } from "~/components/report/PageReport";
import { PartialNotice } from "~/components/report/PartialNotice";
import { RunPictures } from "~/components/report/Pictures";
import { loadPageReportView } from "~/components/report/page.server";
import { ScanProgress } from "~/components/ScanProgress";
import { ShareForm } from "~/components/ShareForm";
import { ButtonLink, buttonClass, Container, Section, textLinkClass } from "~/components/ui";
import { reportReviews } from "~/utils/assessment/store.server";
import { requireEntitlement, requireOwnRun } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { useDateFormat } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { localizeSiteReport } from "~/utils/report-language.server";
import { type TriageFormError, triageFormErrors } from "~/utils/triage";
import { runTriageOf } from "~/utils/triage.server";
import { SiteReportTabs } from "./SiteReportView";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.account.meta.run })),
  { name: "robots", content: "noindex" },
];

/** The original product's name of this route. */
export const handle = { name: "run_detail" };

/** The registered website a run of this owner belongs to, while it is registered: its dashboard's id. */
async function registeredSiteOf(
  context: LoaderFunctionArgs["context"],
  ownerId: string,
  siteKey: string | null,
) {
  if (!siteKey) return null;
  const { registeredSites } = schema;
  const site = await context.db
    .select({ id: registeredSites.id })
    .from(registeredSites)
    .where(
      and(
        eq(registeredSites.workspaceId, ownerId),
        eq(registeredSites.siteKey, siteKey),
        isNull(registeredSites.removedAt),
      ),
    )
    .get();
  return site?.id ?? null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, workspace } = await requireEntitlement(request, context);
  const run = await requireOwnRun(context, workspace, params.id);

  const base = {
    id: run.id,
    url: run.url,
    level: run.level,
    createdAt: run.createdAt.toISOString(),
    siteId: await registeredSiteOf(context, workspace.id, run.siteKey),
    // Editors and above may share the report with a read-only link.
    canShare: can(workspace.role, "edit"),
    // A free scan just taken into the account: the report says so.
    claimed: new URL(request.url).searchParams.get("claimed") === "1",
  };
  if (run.status === "queued" || run.status === "running") {
    const pages = run.kind === "site" ? await siteProgress(context.db, run.id) : null;
    // Asked for on the site dashboard when the scan was started: the result follows by mail.
    const [resultMail] = await context.db
      .select({ runId: schema.runResultMails.runId })
      .from(schema.runResultMails)
      .where(eq(schema.runResultMails.runId, run.id));
    return {
      ...base,
      kind: "pending" as const,
      status: run.status,
      pages,
      resultMailTo: resultMail ? user.email : null,
      checkedAt: new Date().toISOString(),
    };
  }
  if (run.status === "failed") {
    const error = run.errorCode ?? "internal";
    return { ...base, kind: "failed" as const, error };
  }
  const finishedAt = (run.finishedAt ?? run.createdAt).toISOString();
  // Reports are read in the viewer's language, whichever language the scan ran in.
  const locale = await getLocale(request);
  if (run.kind === "site") {
    // A site's report can be large: only the summary and the one view asked for reach the browser.
    const stored = await loadSiteReport(context.db, run);
    if (!stored) return { ...base, kind: "failed" as const, error: "internal" as const };
    const report = localizeSiteReport(stored, locale);
    const search = new URL(request.url).searchParams;
    const wanted = parseViewRequest(search, parseSiteTab(search.get("tab")));
    const triage = await runTriageOf(context.db, run);
    const view = buildSiteView(report, locale, wanted, statesOf(report, triage));
    return {
      ...base,
      kind: "siteDone" as const,
      finishedAt,
      summary: siteSummary(report, triage),
      // The site's flows, each a group of its own: how it ran and the states it scanned, which are
      // pages of the report like any other (decision 051).
      flows: flowSummaries(report),
      view:
        view.tab === "documents"
          ? { ...view, siteId: base.siteId, runId: run.id, triageError: triageErrorOf(search) }
          : view,
      // The review tab shows the manual assessment's decisions on its findings, and takes new ones.
      reviews:
        wanted.tab === "manual"
          ? { runId: run.id, byRule: await reportReviews(context.db, run.id, report) }
          : undefined,
    };
  }
  // Only the open category, one page of it, reaches the browser.
  const view = await loadPageReportView(context, run, new URL(request.url).searchParams, locale);
  if (!view) return { ...base, kind: "failed" as const, error: "internal" as const };
  return { ...base, kind: "done" as const, finishedAt, ...view };
}

/** A document issue's triage form the site's dashboard sent back with an error (see sites.$id). */
function triageErrorOf(search: URLSearchParams): { issueKey: string; error: TriageFormError } | null {
  const error = triageFormErrors.find((candidate) => candidate === search.get("triageError"));
  const issueKey = search.get("triageIssue");
  return error && issueKey && issueKey.length <= 2000 ? { issueKey, error } : null;
}

type Data = Awaited<ReturnType<typeof loader>>;
type DoneData = Extract<Data, { kind: "done" }>;
type SiteDoneData = Extract<Data, { kind: "siteDone" }>;

const levelKeys = { A: "a", AA: "aa", "2.2": "wcag22", AAA: "aaa" } as const satisfies Record<
  ScanLevel,
  string
>;

/** The page's opening block; its heading takes focus when a running scan turns into its result. */
function Hero({
  title,
  lead,
  headingRef,
  children,
}: {
  title: string;
  lead?: string;
  headingRef: RefObject<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-slate-200 bg-slate-50 py-14 sm:py-20 dark:border-slate-800 dark:bg-slate-900">
      <Container>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="max-w-3xl text-4xl font-bold tracking-tight text-balance break-words focus:outline-none sm:text-5xl"
        >
          {title}
        </h1>
        {lead ? <p className="mt-5 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}

/** Scanning the same address again: a new run, within the plan (the run list's action). */
function RerunButton({ runId, variant }: { runId: string; variant: "primary" | "secondary" }) {
  const { t } = useTranslation();
  const busy = useSending((form) => form.get("intent") === "rerun" && form.get("runId") === runId);
  return (
    <Form method="post" action="/runs">
      <input type="hidden" name="intent" value="rerun" />
      <input type="hidden" name="runId" value={runId} />
      <BusyButton className={buttonClass(variant)} busy={busy} busyText={t("account.newScan.submitting")}>
        {t("account.run.rerun")}
      </BusyButton>
    </Form>
  );
}

/** The way from a run to its website's dashboard, when the run belongs to a registered website. */
function DashboardLink({ siteId }: { siteId: number | null }) {
  const { t } = useTranslation();
  if (siteId === null) return null;
  return (
    <ButtonLink to={`/sites/${siteId}`} variant="secondary">
      {t("sites.runDashboard")}
    </ButtonLink>
  );
}

/** Said once, on the report a free scan became when it was taken into the account. */
function ClaimedNotice({ claimed }: { claimed: boolean }) {
  const { t } = useTranslation();
  if (!claimed) return null;
  return (
    <p
      role="status"
      className="mt-6 max-w-2xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
    >
      {t("scan.claim.claimed")}
    </p>
  );
}

function Pending({
  data,
  headingRef,
}: {
  data: Extract<Data, { kind: "pending" }>;
  headingRef: RefObject<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  return (
    <Hero title={t("scan.pending.title")} lead={data.url} headingRef={headingRef}>
      <ScanProgress
        status={data.status}
        createdAt={data.createdAt}
        checkedAt={data.checkedAt}
        refreshHref={`/run/${data.id}`}
        pages={data.pages}
      />
      {data.resultMailTo ? (
        <p className="mt-4">{t("scan.pending.resultMail", { email: data.resultMailTo })}</p>
      ) : null}
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/runs" className="font-medium text-blue-800 underline dark:text-sky-300">
          {t("account.run.backToList")}
        </Link>
        {data.siteId !== null ? (
          <Link
            to={`/sites/${data.siteId}`}
            className="font-medium text-blue-800 underline dark:text-sky-300"
          >
            {t("sites.runDashboard")}
          </Link>
        ) : null}
      </p>
    </Hero>
  );
}

function Failed({
  data,
  headingRef,
}: {
  data: Extract<Data, { kind: "failed" }>;
  headingRef: RefObject<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  return (
    <Hero title={t("scan.failed.title")} lead={t("scan.failed.message")} headingRef={headingRef}>
      <div className="mt-6 max-w-2xl rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-950">
        <p className="font-semibold">{t("scan.failed.detailLabel")}</p>
        <p className="mt-1 break-all text-slate-700 dark:text-slate-300">{data.url}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`scan.failed.errors.${data.error}`)}</p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <RerunButton runId={data.id} variant="primary" />
        <ButtonLink to="/runs" variant="secondary">
          {t("account.run.backToList")}
        </ButtonLink>
        <DashboardLink siteId={data.siteId} />
      </div>
    </Hero>
  );
}

function Done({ data, headingRef }: { data: DoneData; headingRef: RefObject<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat("dayAndTime");
  const host = new URL(data.url).host;
  const level = t(`account.levels.${levelKeys[data.level]}`);
  const date = formatDate(data.finishedAt);

  return (
    <>
      <Hero
        title={t("account.run.title", { host })}
        lead={t("account.run.scannedAt", { date, level })}
        headingRef={headingRef}
      >
        <ClaimedNotice claimed={data.claimed} />
        <div className="mt-8 flex flex-wrap gap-3">
          <RerunButton runId={data.id} variant="primary" />
          <ButtonLink to="/runs" variant="secondary">
            {t("account.run.backToList")}
          </ButtonLink>
          <DashboardLink siteId={data.siteId} />
        </div>
        <ExportLinks runId={data.id} statement={false} />
        {data.canShare ? <ShareForm target={{ runId: data.id }} /> : null}
        {data.partial ? <PartialNotice partial={data.partial} className="mt-6" /> : null}
      </Hero>

      <PageReportSections data={data} url={data.url} level={level} finishedAt={data.finishedAt} date={date} />
    </>
  );
}

function SiteDone({ data, headingRef }: { data: SiteDoneData; headingRef: RefObject<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat("dayAndTime");
  const host = new URL(data.url).host;
  const level = t(`account.levels.${levelKeys[data.level]}`);

  return (
    <>
      <Hero
        title={t("account.run.title", { host })}
        lead={t("report.site.lead", {
          date: formatDate(data.finishedAt),
          level,
          count: data.summary.pagesFound,
        })}
        headingRef={headingRef}
      >
        <ClaimedNotice claimed={data.claimed} />
        <div className="mt-8 flex flex-wrap gap-3">
          <RerunButton runId={data.id} variant="primary" />
          <ButtonLink to="/runs" variant="secondary">
            {t("account.run.backToList")}
          </ButtonLink>
          <DashboardLink siteId={data.siteId} />
        </div>
        <ExportLinks runId={data.id} statement />
        {data.canShare ? <ShareForm target={{ runId: data.id }} /> : null}
      </Hero>

      {data.flows.map((flow, index) => (
        <Section
          key={flow.name}
          id={`flow-${index + 1}`}
          title={t("siteAccess.report.title", { name: flow.name })}
        >
          <FlowGroup flow={flow} />
        </Section>
      ))}

      <Section id="results" title={t("account.run.resultsTitle")} tone="muted">
        <SiteReportTabs
          summary={data.summary}
          view={data.view}
          formatDate={formatDate}
          reviews={data.reviews}
        />
      </Section>
    </>
  );
}

/** A flow of the site in its run's report: how far it ran, and each state it scanned with its violations. */
function FlowGroup({ flow }: { flow: SiteDoneData["flows"][number] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className={flow.failure ? "font-semibold" : undefined}>{flowOutcome(flow, t)}</p>
      {flow.states.length === 0 ? (
        <p>{t("siteAccess.report.noScans")}</p>
      ) : (
        <>
          <p>{t("siteAccess.report.inPages")}</p>
          <ol className="space-y-3">
            {flow.states.map((state) => (
              <li key={state.index}>
                <Link to={`?tab=pages&page=${state.index}#results`} className={textLinkClass}>
                  {flowStateLabel(state, t)}
                </Link>
                {state.signedIn ? <span className="ml-2">({t("report.site.signedIn")})</span> : null}
                <p className="break-all text-slate-700 dark:text-slate-300">{state.url}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/** A run of the account: progress while it runs, then the full report or the failure screen. */
export default function RunDetail() {
  const data = useLoaderData<typeof loader>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousKind = useRef(data.kind);

  // When the running scan turns into its result, the new page content is announced from its heading.
  useEffect(() => {
    if (previousKind.current === "pending" && data.kind !== "pending") headingRef.current?.focus();
    previousKind.current = data.kind;
  }, [data.kind]);

  if (data.kind === "pending") return <Pending data={data} headingRef={headingRef} />;
  if (data.kind === "failed") return <Failed data={data} headingRef={headingRef} />;
  return (
    <RunPictures runId={data.id}>
      {data.kind === "siteDone" ? (
        <SiteDone data={data} headingRef={headingRef} />
      ) : (
        <Done data={data} headingRef={headingRef} />
      )}
    </RunPictures>
  );
}
