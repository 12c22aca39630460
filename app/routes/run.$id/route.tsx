import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { and, eq, isNull } from "drizzle-orm";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { engineOf, type ResultCategory, type ScanLevel } from "#core/contract";
import { loadRunReportCategory, loadSiteReport } from "#core/runs/runs.server";
import { siteProgress } from "#core/runs/site-runs.server";
import { runFlowResults } from "#core/site-steps.server";
import { schema } from "#drizzle/db.server";
import { BusyButton, useSending } from "~/components/BusyButton";
import { LinkTabs, useEnhanced } from "~/components/LinkTabs";
import { impactStyles, ResultCounts } from "~/components/ResultCounts";
import { buildSiteView, parseViewRequest, siteSummary, statesOf } from "~/components/report/build.server";
import { ExportLinks } from "~/components/report/ExportLinks";
import { parseSiteTab, safeHelpUrl } from "~/components/report/model";
import { PartialNotice } from "~/components/report/PartialNotice";
import { ElementCrop, PageScreenshot, RunPictures } from "~/components/report/Pictures";
import { ScanProgress } from "~/components/ScanProgress";
import { ButtonLink, buttonClass, Container, ExternalLink, Section } from "~/components/ui";
import { reportReviews } from "~/utils/assessment/store.server";
import { pageRunCounts } from "~/utils/counts";
import { requireEntitlement, requireOwnRun } from "~/utils/guard.server";
import { criterionName, ruleGuidance } from "~/utils/guidance.server";
import { getLocale } from "~/utils/locale.server";
import { useDateFormat } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { localizeFinding, localizeSiteReport, ReportTranslator } from "~/utils/report-language.server";
import { type TriageFormError, triageFormErrors } from "~/utils/triage";
import { runTriageOf } from "~/utils/triage.server";
import { SiteReportTabs } from "./SiteReportView";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.account.meta.run })),
  { name: "robots", content: "noindex" },
];

/** The original product's name of this route. */
export const handle = { name: "run_detail" };

/** The tabs in the original product's order; violations are what people come for, so they open first. */
const tabs = [
  "passes",
  "violations",
  "incomplete",
  "inapplicable",
] as const satisfies readonly ResultCategory[];
const defaultTab: ResultCategory = "violations";

function parseTab(value: string | null): ResultCategory {
  return tabs.find((tab) => tab === value) ?? defaultTab;
}

/**
 * Rules per page of a category that lists elements: a page's report reaches the browser one tab, and
 * for violations and incomplete one page, at a time. Passes and inapplicable rules list no elements;
 * at most one entry per axe rule, they fit on one page.
 */
export const FINDINGS_PER_PAGE = 20;
const pagedTabs: readonly ResultCategory[] = ["violations", "incomplete"];

function parsePage(value: string | null, pageCount: number): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, Math.max(1, pageCount)) : 1;
}

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
      // The site's flows, each a group of its own: its scans step by step with their violated rules.
      flows: (await runFlowResults(context.db, run.id)).map(({ name, result }) => ({
        name,
        ok: result.ok,
        scans: result.scans.map(({ name: scanName, step, url, violations, rules }) => ({
          name: scanName,
          step,
          url,
          violations,
          rules: (rules ?? []).map((rule) => rule.help),
        })),
        failure: result.failure ? { step: result.failure.step, code: result.failure.code } : null,
      })),
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
  // Only the open category, one page of it, reaches the browser; only it and the head are decompressed.
  const search = new URL(request.url).searchParams;
  const tab = parseTab(search.get("tab"));
  const stored = await loadRunReportCategory(context.db, run.id, tab);
  if (!stored) return { ...base, kind: "failed" as const, error: "internal" as const };
  const { head: report, findings: all } = stored;
  const perPage = pagedTabs.includes(tab) ? FINDINGS_PER_PAGE : Math.max(1, all.length);
  const pageCount = Math.ceil(all.length / perPage);
  const page = parsePage(search.get("page"), pageCount);
  const from = (page - 1) * perPage;
  const translator = new ReportTranslator(report.locale, locale);
  // How to fix a violation; what to look at for a finding that needs review.
  const guidanceOf = (ruleId: string) => {
    const guidance = tab === "violations" || tab === "incomplete" ? ruleGuidance(locale, ruleId) : null;
    return guidance ? (tab === "violations" ? guidance.fix : guidance.check) : null;
  };
  return {
    ...base,
    kind: "done" as const,
    finishedAt,
    finalUrl: report.finalUrl,
    partial: report.partial ?? null,
    screenshot: report.screenshot ?? null,
    counts: report.counts,
    summary: pageRunCounts(report, run.violationCount),
    tab,
    findings: all.slice(from, from + perPage).map((stored) => {
      const finding = localizeFinding(stored, tab, translator);
      return {
        ...finding,
        helpUrl: safeHelpUrl(finding.helpUrl),
        nodeCount: finding.nodeCount ?? finding.nodes.length,
        criteria: finding.wcag.map((criterion) => criterionName(locale, criterion)),
        // Named here: engineOf lives in the contract, whose zod schemas the browser does not need.
        engine: engineOf(finding),
        guidance: guidanceOf(finding.ruleId),
      };
    }),
    findingsPage: { page, pageCount, from, total: all.length },
  };
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

const badgeClass = "inline-flex rounded-full px-2.5 py-1 text-xs font-semibold";

function FindingCard({ finding, tab }: { finding: DoneData["findings"][number]; tab: ResultCategory }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-950">
      <h4 className="text-lg font-semibold break-words">{finding.help}</h4>
      {finding.impact || finding.bestPractice ? (
        <p className="mt-2 flex flex-wrap gap-2">
          {finding.impact ? (
            <span className={`${badgeClass} ${impactStyles[finding.impact]}`}>
              <span className="sr-only">{t("account.run.finding.impact")}: </span>
              {t(`scan.impacts.${finding.impact}`)}
            </span>
          ) : null}
          {finding.bestPractice ? (
            <span className={`${badgeClass} bg-blue-100 text-blue-900 dark:bg-sky-950 dark:text-sky-100`}>
              {t("account.run.finding.bestPractice")}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="mt-3">{finding.description}</p>
      {finding.guidance ? (
        <div className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-3 dark:border-slate-600 dark:bg-slate-900">
          <p className="font-semibold">
            {t(tab === "violations" ? "report.site.issue.fixTitle" : "report.site.manual.checkTitle")}
          </p>
          <p className="mt-1 whitespace-pre-line">{finding.guidance}</p>
        </div>
      ) : null}
      {finding.bestPractice ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("account.run.finding.bestPracticeHint")}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("account.run.finding.rule")}</dt>
        <dd>
          <code>{finding.ruleId}</code>
        </dd>
        <dt className="font-semibold">{t("report.engine.label")}</dt>
        <dd>{t(`report.engine.names.${finding.engine}`)}</dd>
        <dt className="font-semibold">{t("account.run.finding.wcag")}</dt>
        <dd>{finding.criteria.length > 0 ? finding.criteria.join(", ") : t("account.run.finding.none")}</dd>
        <dt className="font-semibold">{t("account.run.finding.en301549")}</dt>
        <dd>{finding.en301549.length > 0 ? finding.en301549.join(", ") : t("account.run.finding.none")}</dd>
      </dl>
      {finding.helpUrl ? (
        <p className="mt-3">
          <ExternalLink href={finding.helpUrl}>
            {t("account.run.finding.learnMore")}
            <span className="sr-only">
              {" "}
              {/* Our own rules link to the W3C rule they implement, axe's to Deque University. */}
              {t(
                finding.ruleId.startsWith("ks-")
                  ? "account.run.finding.learnMoreContextW3c"
                  : "account.run.finding.learnMoreContext",
                { rule: finding.ruleId },
              )}
            </span>
          </ExternalLink>
        </p>
      ) : null}
      {finding.nodes.length > 0 ? (
        <>
          <p className="mt-5 font-semibold">
            {t("account.run.finding.elements", { count: finding.nodeCount })}
            {finding.nodeCount > finding.nodes.length
              ? ` ${t("account.run.finding.elementsListed", { listed: finding.nodes.length })}`
              : null}
          </p>
          <ol className="mt-2 space-y-3">
            {finding.nodes.map((node, index) => (
              <li
                // Nodes have no id of their own; their order in the stored report never changes.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
              >
                <p>
                  <span className="font-semibold">{t("account.run.finding.selector")}: </span>
                  <code className="break-all">{node.selector}</code>
                </p>
                <p className="mt-2 font-semibold">{t("account.run.finding.html")}:</p>
                {/* Untrusted page content: rendered as text, React escapes it. */}
                <pre className="mt-1 rounded-md border border-slate-300 bg-white p-2 font-mono text-xs whitespace-pre-wrap break-all text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100">
                  <code>{node.html}</code>
                </pre>
                <ElementCrop crop={node.crop} selector={node.selector} html={node.html} rule={finding.help} />
                {node.failureSummary ? (
                  <>
                    <p className="mt-2 font-semibold">{t("account.run.finding.failureSummary")}:</p>
                    <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
                      {node.failureSummary}
                    </p>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </li>
  );
}

/** Previous and next page of a category's rules; nothing when they fit on one page. */
function FindingsPager({
  tab,
  page,
  pageCount,
  from,
  total,
  shown,
}: DoneData["findingsPage"] & { tab: ResultCategory; shown: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const link = (to: number, label: string) => (
    <Link to={{ search: `?tab=${tab}&page=${to}` }} preventScrollReset className={buttonClass("secondary")}>
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("account.run.pages.label")} className="mt-6 flex flex-wrap items-center gap-3">
      <p>{t("account.run.pages.status", { from: from + 1, to: from + shown, total })}</p>
      {page > 1 ? link(page - 1, t("account.run.pages.previous")) : null}
      {page < pageCount ? link(page + 1, t("account.run.pages.next")) : null}
    </nav>
  );
}

/**
 * The four result categories. Without JavaScript they are links (`?tab=…`) that load the page with that
 * category; once the page is interactive they become ARIA tabs with arrow-key navigation.
 */
function ResultTabs({ data }: { data: DoneData }) {
  const { t } = useTranslation();
  const active = data.tab;
  const enhanced = useEnhanced();

  const findings = data.findings;
  const panelId = "results-panel";

  return (
    <>
      <LinkTabs
        tabs={tabs}
        active={active}
        enhanced={enhanced}
        label={t("account.run.tabsLabel")}
        idPrefix="tab-"
        panelId={panelId}
      >
        {(category) =>
          // The violations tab lists best practices after the WCAG violations: both counted, apart.
          category === "violations" && data.summary.bestPractices > 0
            ? t("account.run.violationsTab", {
                label: t(`scan.done.categories.${category}`),
                wcag: data.summary.wcagViolations,
                count: data.summary.bestPractices,
              })
            : t("account.run.tab", {
                label: t(`scan.done.categories.${category}`),
                count: category === "violations" ? data.summary.wcagViolations : data.counts[category],
              })
        }
      </LinkTabs>
      <section
        id={panelId}
        role={enhanced ? "tabpanel" : undefined}
        aria-labelledby={enhanced ? `tab-${active}` : "results-panel-title"}
        tabIndex={enhanced ? 0 : undefined}
        className="mt-6 rounded-lg"
      >
        <h3 id="results-panel-title" className="text-2xl font-semibold">
          {t(`scan.done.categories.${active}`)}
        </h3>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
          {t(`account.run.categoryIntro.${active}`)}
        </p>
        {findings.length === 0 ? (
          <div className="mt-6 max-w-2xl rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-950">
            <p className="font-semibold">{t("account.run.empty")}</p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("account.run.emptyHint")}</p>
          </div>
        ) : (
          <>
            <ul className="mt-6 space-y-4">
              {findings.map((finding) => (
                <FindingCard key={finding.ruleId} finding={finding} tab={active} />
              ))}
            </ul>
            <FindingsPager tab={active} {...data.findingsPage} shown={findings.length} />
          </>
        )}
      </section>
    </>
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
        {data.partial ? <PartialNotice partial={data.partial} className="mt-6" /> : null}
      </Hero>

      <Section id="summary" title={t("account.run.summaryTitle")}>
        <dl className="grid max-w-4xl gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("account.run.facts.url")}</dt>
          <dd className="break-all">{data.url}</dd>
          {data.finalUrl && data.finalUrl !== data.url ? (
            <>
              <dt className="font-semibold">{t("account.run.facts.finalUrl")}</dt>
              <dd className="break-all">{data.finalUrl}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("account.run.facts.level")}</dt>
          <dd>{level}</dd>
          <dt className="font-semibold">{t("account.run.facts.date")}</dt>
          <dd>
            <time dateTime={data.finishedAt}>{date}</time>
          </dd>
        </dl>
        <PageScreenshot screenshot={data.screenshot} page={data.finalUrl ?? data.url} />

        <h3 className="mt-10 text-xl font-semibold">{t("account.run.categoriesTitle")}</h3>
        <div className="mt-3">
          <ResultCounts counts={data.summary} />
        </div>
      </Section>

      <Section id="results" title={t("account.run.resultsTitle")} tone="muted">
        <ResultTabs data={data} />
      </Section>
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

/** A flow of the site in its run's report: each scan after a step, with the rules the page state violates. */
function FlowGroup({ flow }: { flow: SiteDoneData["flows"][number] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {flow.failure ? (
        <p className="font-semibold">
          {t("siteAccess.report.stopped", { step: flow.failure.step })}{" "}
          {t(`siteAccess.trial.failures.${flow.failure.code}`, {
            defaultValue: t("siteAccess.trial.failures.unknown"),
          })}
        </p>
      ) : null}
      {flow.scans.length === 0 ? <p>{t("siteAccess.report.noScans")}</p> : null}
      <ol className="space-y-4">
        {flow.scans.map((scan) => (
          <li key={scan.step}>
            <p className="font-semibold">
              {scan.violations === null
                ? t("siteAccess.trial.scanFailed", { name: scan.name, step: scan.step })
                : t("siteAccess.trial.violations", {
                    name: scan.name,
                    step: scan.step,
                    count: scan.violations,
                  })}
            </p>
            <p className="break-all text-slate-700 dark:text-slate-300">{scan.url}</p>
            {scan.rules.length > 0 ? (
              <ul className="mt-2 list-disc pl-5">
                {scan.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
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
