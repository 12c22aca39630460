import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { issuePages, type ScanLevel } from "#core/contract";
import { getEntitlements, scanLevelsOf } from "#core/runs/entitlements.server";
import { loadSiteReport } from "#core/runs/runs.server";
import { can } from "#core/workspaces/roles";
import { schema } from "#drizzle/db.server";
import { BusyButton, useSending } from "~/components/BusyButton";
import { errorBoxClass, fieldClass } from "~/components/form";
import { ShareForm } from "~/components/ShareForm";
import { ButtonLink, buttonClass, PageHero, Section, TableScroll, textLinkClass } from "~/components/ui";
import { NewScanErrorText } from "~/routes/runs/NewScanForm";
import { recordAudit } from "~/utils/audit.server";
import { siteRunCounts } from "~/utils/counts";
import { notFound, requireOwnSite } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { sendTestAlert } from "~/utils/mail/index.server";
import { useDateFormat, useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { localizeSiteReport } from "~/utils/report-language.server";
import {
  getSchedule,
  type ScheduleFormError,
  saveScheduleFromForm,
  scheduledLevel,
  scheduleView,
  siteScanUrl,
} from "~/utils/schedules.server";
import { startAccountRun } from "~/utils/start-scan.server";
import {
  issueContent,
  linksOfSite,
  listConnections,
  type SendError,
  sendToTracker,
} from "~/utils/trackers/trackers.server";
import { parseTriageForm, type TriageFormError, triageAnchor } from "~/utils/triage";
import { clearTriage, loadTriage, setTriage } from "~/utils/triage.server";
import { actorName, forbidden, requireWorkspace } from "~/utils/workspace.server";
import {
  buildTrend,
  finishedAtOf,
  ISSUES_PER_PAGE,
  isIssueOfSite,
  issueRows,
  siteRuns,
} from "./dashboard.server";
import { TrendCharts } from "./TrendCharts";
import { TriageList } from "./TriageList";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.sites.meta.title })),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, workspace } = await requireWorkspace(request, context);
  const site = await requireOwnSite(context, workspace, params.id);
  const now = new Date();
  const [entitlements, locale, runs, triage, schedule, connections, links] = await Promise.all([
    getEntitlements(context.db, workspace.id, now),
    getLocale(request),
    siteRuns(context, workspace.id, site.siteKey),
    loadTriage(context.db, workspace.id, site.siteKey),
    getSchedule(context.db, site.id),
    listConnections(context.db, workspace.id),
    linksOfSite(context.db, workspace.id, site.siteKey),
  ]);
  const { points, latest, scheduled } = await buildTrend(context, site.id, runs, triage);
  const rows = latest ? issueRows(latest.report, finishedAtOf(latest.run), triage, locale) : [];
  const requested = Number(new URL(request.url).searchParams.get("page"));
  const pages = Math.max(1, Math.ceil(rows.length / ISSUES_PER_PAGE));
  const page = Number.isSafeInteger(requested) ? Math.min(Math.max(1, requested), pages) : 1;
  const overview = latest
    ? {
        runId: latest.run.id,
        finishedAt: finishedAtOf(latest.run).toISOString(),
        counts: siteRunCounts(latest.report, triage, finishedAtOf(latest.run)),
      }
    : null;
  return {
    site: { id: site.id, url: site.url },
    // Editors and above may share the dashboard with a read-only link.
    canShare: can(workspace.role, "edit"),
    account: { email: user.email, emailVerified: user.emailVerified },
    hasAccess: entitlements.hasAccess,
    schedule: scheduleView(schedule, entitlements, now),
    levels: scanLevelsOf(entitlements),
    overview,
    trend: points,
    issues: rows.slice((page - 1) * ISSUES_PER_PAGE, page * ISSUES_PER_PAGE),
    issueCount: rows.length,
    groupCounts: {
      wcag: rows.filter((row) => row.group === "wcag").length,
      bestPractice: rows.filter((row) => row.group === "bestPractice").length,
      review: rows.filter((row) => row.group === "review").length,
    },
    issuesFrom: (page - 1) * ISSUES_PER_PAGE,
    paging: { page, pages },
    trackers: connections.map((connection) => connection.tracker),
    trackerLinks: links.map((link) => ({
      issueKey: link.issueKey,
      tracker: link.tracker,
      externalKey: link.externalKey,
      url: link.url,
    })),
    runs: runs.map((run) => ({
      id: run.id,
      status: run.status,
      error: run.status === "failed" ? (run.errorCode ?? "internal") : null,
      createdAt: run.createdAt.toISOString(),
      scheduled: scheduled.has(run.id),
      issues: run.status === "done" ? run.violationCount : null,
    })),
  };
}

export type ActionResult =
  | {
      intent: "schedule";
      ok: true;
      first: { at: string; day: "today" | "tomorrow" | "later" } | null;
    }
  | { intent: "schedule"; ok: false; error: ScheduleFormError }
  | {
      intent: "runNow";
      error: Parameters<typeof NewScanErrorText>[0]["result"]["error"];
      total: number;
      retryMinutes?: number;
    }
  | { intent: "runNowMail"; error: "unverified" }
  | { intent: "testMail"; status: "sent" | "queued" | "recent" | "unverified"; email: string }
  | { intent: "triage"; issueKey: string; error: TriageFormError }
  | { intent: "sendToTracker"; issueKey: string; error: SendError };

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionResult> {
  const { user, workspace } = await requireWorkspace(request, context);
  const site = await requireOwnSite(context, workspace, params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  const back = `/sites/${site.id}`;

  if (intent === "schedule") {
    // Schedules are the admins' (decision 046).
    if (!can(workspace.role, "manage")) throw forbidden();
    const entitlements = await getEntitlements(context.db, workspace.id);
    const now = new Date();
    const saved = await saveScheduleFromForm(context.db, workspace.id, site.id, entitlements, form, now);
    if (!saved.ok) return { intent, ok: false, error: saved.error };
    await recordAudit(
      context.db,
      workspace,
      user,
      "schedule.changed",
      site.url,
      String(form.get("frequency") ?? ""),
    );
    const view = scheduleView(await getSchedule(context.db, site.id), entitlements, now);
    const first = view.nextAt && view.nextDay ? { at: view.nextAt, day: view.nextDay } : null;
    return { intent, ok: true, first };
  }
  if (intent === "testMail") {
    const sent = await sendTestAlert(
      context.env,
      { userId: user.id, site: site.url, siteId: site.id },
      context.cloudflare.ctx,
    );
    if (sent.status === "no-user") throw notFound();
    return { intent, status: sent.status, email: sent.email };
  }
  if (intent === "runNow") {
    const mailResult = form.get("mailResult") === "on";
    // The box is offered only to a verified address; a request that sends it anyway starts nothing.
    if (mailResult && !user.emailVerified) return { intent: "runNowMail", error: "unverified" };
    const entitlements = await getEntitlements(context.db, workspace.id);
    const schedule = await getSchedule(context.db, site.id);
    const level: ScanLevel = scheduledLevel(schedule?.level ?? "AA", entitlements) ?? "AA";
    const started = await startAccountRun(context, workspace.id, {
      url: await siteScanUrl(context.db, site),
      requestedLevel: level,
      scope: "site",
      locale: await getLocale(request),
    });
    if (started.ok) {
      if (mailResult) {
        await context.db
          .insert(schema.runResultMails)
          .values({ runId: started.run.id, userId: user.id, siteId: site.id, requestedAt: new Date() })
          .onConflictDoNothing();
      }
      throw redirect(`/run/${started.run.id}`);
    }
    return { intent, error: started.error, total: started.total, retryMinutes: started.retryMinutes };
  }
  if (intent === "sendToTracker") {
    const issueKey = form.get("issueKey");
    const tracker = form.get("tracker");
    if (typeof issueKey !== "string" || (tracker !== "github" && tracker !== "jira")) throw notFound();
    const latest = (await siteRuns(context, workspace.id, site.siteKey)).find((run) => run.status === "done");
    const stored = latest ? await loadSiteReport(context.db, latest) : null;
    const locale = await getLocale(request);
    const report = stored ? localizeSiteReport(stored, locale) : null;
    const issue = report?.issues.find((candidate) => candidate.key === issueKey);
    if (!report || !issue) throw notFound();
    const backUrl = new URL(`${back}#issues`, context.env.SITE_URL).toString();
    const content = issueContent(issue, issuePages(report, issue), backUrl, site.url, locale);
    const sent = await sendToTracker(context.db, context.env, {
      userId: workspace.id,
      siteKey: site.siteKey,
      tracker,
      issueKey,
      content,
    });
    if (!sent.ok) return { intent, issueKey, error: sent.error };
    throw redirect(`${back}?page=${encodeURIComponent(String(form.get("page") ?? "1"))}#issues`);
  }
  if (intent === "triage" || intent === "undo") {
    const issueKey = form.get("issueKey");
    if (typeof issueKey !== "string") throw notFound();
    if (!(await isIssueOfSite(context, workspace.id, site.siteKey, issueKey))) throw notFound();
    // A document's issue is triaged from its run's documents tab, and goes back there.
    const fromRun = form.get("fromRun");
    const runTab =
      typeof fromRun === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(fromRun)
        ? `/run/${fromRun}?tab=documents`
        : null;
    const returnTo = runTab ?? `${back}?page=${encodeURIComponent(String(form.get("page") ?? "1"))}#issues`;
    if (intent === "undo") {
      await clearTriage(context.db, workspace.id, site.siteKey, issueKey);
      throw redirect(returnTo);
    }
    const parsed = parseTriageForm(form);
    if (!parsed.ok && runTab) {
      throw redirect(
        `${runTab}&triageError=${parsed.error}&triageIssue=${encodeURIComponent(issueKey)}#${triageAnchor(issueKey)}`,
      );
    }
    if (!parsed.ok) return { intent, issueKey, error: parsed.error };
    await setTriage(context.db, {
      workspaceId: workspace.id,
      siteKey: site.siteKey,
      issueKey: parsed.issueKey,
      status: parsed.status,
      note: parsed.note,
      byName: actorName(user),
    });
    await recordAudit(
      context.db,
      workspace,
      user,
      "issue.triaged",
      site.url,
      `${parsed.status}: ${parsed.issueKey}`,
    );
    throw redirect(returnTo);
  }
  throw new Response("Bad Request", { status: 400 });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

const levelKeys = { A: "a", AA: "aa", "2.2": "wcag22", AAA: "aaa" } as const;
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const monthDays = Array.from({ length: 28 }, (_, day) => day + 1);
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

const successBoxClass =
  "rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";

/** When the next scheduled scan runs, in words for today and tomorrow (Berlin days), else as a date. */
function useScanTime() {
  const formatDate = useDateFormat("dayAndTime");
  const formatTime = useDateFormat("time");
  return (at: string, day: "today" | "tomorrow" | "later") =>
    day === "later" ? { date: formatDate(at) } : { time: formatTime(at) };
}

function ScheduleSettings({ data, result }: { data: Data; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const scanTime = useScanTime();
  const { schedule } = data;
  const scheduleResult = result?.intent === "schedule" ? result : undefined;
  const runNowResult = result?.intent === "runNow" ? result : undefined;
  const runNowMailResult = result?.intent === "runNowMail" ? result : undefined;
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scheduleResult || runNowResult || runNowMailResult) messageRef.current?.focus();
  }, [scheduleResult, runNowResult, runNowMailResult]);
  const label = "block font-semibold";
  const next =
    schedule.nextAt && schedule.nextDay
      ? schedule.nextDay === "today"
        ? t("sites.schedule.nextToday", scanTime(schedule.nextAt, "today"))
        : schedule.nextDay === "tomorrow"
          ? t("sites.schedule.nextTomorrow", scanTime(schedule.nextAt, "tomorrow"))
          : t("sites.schedule.next", scanTime(schedule.nextAt, "later"))
      : null;
  return (
    <div className="max-w-3xl">
      {schedule.paused ? (
        <div role="status" className={`mb-6 ${errorBoxClass}`}>
          <p className="font-semibold">{t("sites.schedule.paused")}</p>
          <p className="mt-1">
            {t("sites.schedule.pausedText")}{" "}
            <Link to="/setup" className="underline underline-offset-2">
              {t("sites.schedule.renew")}
            </Link>
          </p>
        </div>
      ) : null}
      <div ref={messageRef} tabIndex={-1} role={scheduleResult?.ok ? "status" : "alert"}>
        {scheduleResult?.ok ? (
          <div className={`mb-6 ${successBoxClass}`}>
            <p>
              {t("sites.schedule.saved")}{" "}
              {scheduleResult.first
                ? t(
                    `sites.schedule.first.${scheduleResult.first.day}`,
                    scanTime(scheduleResult.first.at, scheduleResult.first.day),
                  )
                : null}
            </p>
            {scheduleResult.first && scheduleResult.first.day !== "today" ? (
              <p className="mt-2">{t("sites.schedule.notToday")}</p>
            ) : null}
          </div>
        ) : scheduleResult ? (
          <p className={`mb-6 ${errorBoxClass}`}>{t(`sites.schedule.errors.${scheduleResult.error}`)}</p>
        ) : runNowResult ? (
          <div className={`mb-6 ${errorBoxClass}`}>
            <NewScanErrorText result={runNowResult} />
          </div>
        ) : runNowMailResult ? (
          <p className={`mb-6 ${errorBoxClass}`}>
            {t("sites.runNowMail.refused")}{" "}
            <Link to="/profile/general#details" className="underline underline-offset-2">
              {t("sites.verifyLink")}
            </Link>
          </p>
        ) : null}
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        {schedule.frequency === "off" ? t("sites.schedule.currentOff") : next}
      </p>
      <Form method="post" className="mt-6 grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="schedule" />
        <div>
          <label htmlFor="frequency" className={label}>
            {t("sites.schedule.frequency")}
          </label>
          <select id="frequency" name="frequency" defaultValue={schedule.frequency} className={fieldClass}>
            {(["off", "daily", "weekly", "monthly"] as const).map((value) => (
              <option key={value} value={value}>
                {t(`sites.schedule.frequencies.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="hour" className={label}>
            {t("sites.schedule.hour")}
          </label>
          <select id="hour" name="hour" defaultValue={schedule.hour} className={fieldClass}>
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {t("sites.schedule.hourValue", { hour: String(hour).padStart(2, "0") })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="weekday" className={label}>
            {t("sites.schedule.weekday")}
          </label>
          <select id="weekday" name="weekday" defaultValue={schedule.weekday} className={fieldClass}>
            {weekdays.map((day) => (
              <option key={day} value={day}>
                {t(`sites.schedule.weekdays.${day}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="monthDay" className={label}>
            {t("sites.schedule.monthDay")}
          </label>
          <select id="monthDay" name="monthDay" defaultValue={schedule.monthDay} className={fieldClass}>
            {monthDays.map((day) => (
              <option key={day} value={day}>
                {t("sites.schedule.monthDayValue", { day })}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="level" className={label}>
            {t("sites.schedule.level")}
          </label>
          <select
            id="level"
            name="level"
            defaultValue={data.levels.includes(schedule.level) ? schedule.level : "AA"}
            className={fieldClass}
          >
            {data.levels.map((level) => (
              <option key={level} value={level}>
                {t(`account.levels.${levelKeys[level]}`)}
              </option>
            ))}
          </select>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("sites.schedule.hint")}</p>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("primary")}>
            {t("sites.schedule.save")}
          </button>
        </div>
      </Form>
      <TestMail data={data} result={result?.intent === "testMail" ? result : undefined} />
      {data.hasAccess ? (
        <Form method="post" className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800">
          <input type="hidden" name="intent" value="runNow" />
          <p className="text-slate-700 dark:text-slate-300">{t("sites.runNowHint")}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t("sites.runNowMail.none")}</p>
          {data.account.emailVerified ? (
            <div className="mt-3 flex items-start gap-3">
              <input
                id="mail-result"
                name="mailResult"
                type="checkbox"
                aria-describedby="mail-result-hint"
                className="mt-1 size-5 shrink-0"
              />
              <div>
                <label htmlFor="mail-result" className="font-semibold [overflow-wrap:anywhere]">
                  {t("sites.runNowMail.label", { email: data.account.email })}
                </label>
                <p id="mail-result-hint" className="text-sm text-slate-700 dark:text-slate-300">
                  {t("sites.runNowMail.hint")}
                </p>
              </div>
            </div>
          ) : (
            <p className="mt-2 text-slate-700 dark:text-slate-300 [overflow-wrap:anywhere]">
              {t("sites.runNowMail.unverified", { email: data.account.email })}{" "}
              <Link to="/profile/general#details" className={textLinkClass}>
                {t("sites.verifyLink")}
              </Link>
            </p>
          )}
          <RunNowButton />
        </Form>
      ) : null}
    </div>
  );
}

/** "Send test mail": a marked test alert to the account's verified address, with what happened. */
function TestMail({
  data,
  result,
}: {
  data: Data;
  result: Extract<ActionResult, { intent: "testMail" }> | undefined;
}) {
  const { t } = useTranslation();
  const busy = useSending((form) => form.get("intent") === "testMail");
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) messageRef.current?.focus();
  }, [result]);
  const ok = result?.status === "sent" || result?.status === "queued";
  return (
    <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h3 className="text-lg font-semibold">{t("sites.testMail.title")}</h3>
      <div ref={messageRef} tabIndex={-1} role={ok ? "status" : "alert"}>
        {result ? (
          <p className={`mt-3 [overflow-wrap:anywhere] ${ok ? successBoxClass : errorBoxClass}`}>
            {t(`sites.testMail.${result.status}`, { email: result.email })}
            {result.status === "unverified" ? (
              <>
                {" "}
                <Link to="/profile/general#details" className="underline underline-offset-2">
                  {t("sites.verifyLink")}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <p className="mt-3 text-slate-700 dark:text-slate-300 [overflow-wrap:anywhere]">
        {t("sites.testMail.text", { email: data.account.email })}{" "}
        <Link to="/profile/general#mail" className={textLinkClass}>
          {t("sites.testMail.preferences")}
        </Link>
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="testMail" />
        <BusyButton
          className={`mt-3 ${buttonClass("secondary")}`}
          busy={busy}
          busyText={t("sites.testMail.busy")}
        >
          {t("sites.testMail.send")}
        </BusyButton>
      </Form>
    </div>
  );
}

/** "Scan now": says at once that the scan is being started, and starts it once. */
function RunNowButton() {
  const { t } = useTranslation();
  const busy = useSending((form) => form.get("intent") === "runNow");
  return (
    <BusyButton className={`mt-3 ${buttonClass("secondary")}`} busy={busy} busyText={t("sites.runNowBusy")}>
      {t("sites.runNow")}
    </BusyButton>
  );
}

function Overview({ data }: { data: Data }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatDate = useDateFormat("dayAndTime");
  const number = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB");
  const { overview } = data;
  if (!overview) return <p className="max-w-3xl">{t("sites.overview.none")}</p>;
  const { counts } = overview;
  const items: [string, number | null][] = [
    [t("sites.overview.issues"), counts.found],
    [t("sites.overview.open"), counts.open],
    [t("sites.overview.occurrences"), counts.occurrences],
    [t("sites.overview.openOccurrences"), counts.openOccurrences],
    [t("sites.overview.triaged"), counts.triaged],
    [t("sites.overview.regressions"), counts.regressions],
    [t("sites.overview.new"), counts.new],
    [t("sites.overview.fixed"), counts.fixed],
    [t("sites.overview.bestPractices"), counts.bestPractices],
    [t("sites.overview.review"), counts.review],
    [t("sites.overview.pagesScanned"), counts.pagesScanned],
    [t("sites.overview.pagesFailed"), counts.pagesFailed],
  ];
  return (
    <div>
      <p className="text-slate-700 dark:text-slate-300">
        {t("sites.overview.from", { date: formatDate(overview.finishedAt) })}{" "}
        <Link to={`/run/${overview.runId}`} className={textLinkClass}>
          {t("sites.overview.openReport")}
        </Link>
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
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
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t("sites.overview.triagedHint")}</p>
    </div>
  );
}

function SiteRuns({ data }: { data: Data }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat("shortDayAndTime");
  if (data.runs.length === 0) return <p>{t("sites.runs.empty")}</p>;
  const cell = "px-4 py-3";
  return (
    <TableScroll
      label={t("sites.runs.caption")}
      className="rounded-lg border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-950"
    >
      <table className="stacked-table stacked-inline w-full text-left text-sm">
        <caption className="sr-only">{t("sites.runs.caption")}</caption>
        <thead className="border-b border-slate-300 dark:border-slate-600">
          <tr>
            <th scope="col" className={cell}>
              {t("sites.runs.date")}
            </th>
            <th scope="col" className={cell}>
              {t("sites.runs.trigger")}
            </th>
            <th scope="col" className={cell}>
              {t("sites.runs.status")}
            </th>
            <th scope="col" className={cell}>
              {t("sites.runs.report")}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.runs.map((run) => (
            <tr key={run.id} className="border-b border-slate-200 last:border-0 dark:border-slate-800">
              <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                <time dateTime={run.createdAt}>{formatDate(run.createdAt)}</time>
              </th>
              <td className={cell} data-label={t("sites.runs.trigger")}>
                {t(run.scheduled ? "sites.runs.scheduled" : "sites.runs.manual")}
              </td>
              <td className={cell} data-label={t("sites.runs.status")}>
                {run.status === "done"
                  ? t("sites.runs.issues", { count: run.issues ?? 0 })
                  : run.status === "failed"
                    ? `${t("account.statuses.failed")}: ${t(`scan.failed.errors.${run.error ?? "internal"}`)}`
                    : t(`account.statuses.${run.status}`)}
              </td>
              <td className={cell}>
                <Link to={`/run/${run.id}`} className={textLinkClass}>
                  {t("sites.runs.open")}
                  <span className="sr-only"> {formatDate(run.createdAt)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A registered site at a glance: its schedule, the latest run, the trend over all runs, and triage. */
export default function SiteDashboard() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <PageHero kicker={t("sites.kicker")} title={data.site.url} lead={t("sites.lead")}>
        <p className="mt-6">
          <ButtonLink to="/runs" variant="secondary">
            {t("sites.backToRuns")}
          </ButtonLink>
        </p>
        <p className="mt-4">
          <Link to={`/sites/${data.site.id}/access`} className={textLinkClass}>
            {t("siteAccess.link")}
          </Link>
        </p>
        {data.canShare ? <ShareForm target={{ siteId: data.site.id }} /> : null}
      </PageHero>
      <Section id="overview" title={t("sites.overview.title")}>
        <Overview data={data} />
      </Section>
      <Section id="trend" title={t("sites.trend.title")} intro={t("sites.trend.intro")} tone="muted">
        <TrendCharts points={data.trend} />
      </Section>
      <Section id="issues" title={t("sites.issues.title")} intro={t("sites.issues.intro")}>
        <TriageList
          siteId={data.site.id}
          issues={data.issues}
          issueCount={data.issueCount}
          groupCounts={data.groupCounts}
          from={data.issuesFrom}
          paging={data.paging}
          result={result?.intent === "triage" ? result : undefined}
          exportable={data.overview !== null}
          trackers={data.trackers}
          trackerLinks={data.trackerLinks}
          sendResult={result?.intent === "sendToTracker" ? result : undefined}
        />
      </Section>
      <Section id="schedule" title={t("sites.schedule.title")} intro={t("sites.schedule.intro")} tone="muted">
        <ScheduleSettings data={data} result={result} />
      </Section>
      <Section id="runs" title={t("sites.runs.title")}>
        <SiteRuns data={data} />
      </Section>
    </>
  );
}
