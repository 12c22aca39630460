import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { count, desc, eq } from "drizzle-orm";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { scanLevelsOf } from "#core/runs/entitlements.server";
import { claimFreeScan } from "#core/runs/runs.server";
import { siteProgressOf } from "#core/runs/site-runs.server";
import { can } from "#core/workspaces/roles";
import { schema } from "#drizzle/db.server";
import { BusyButton, useSending } from "~/components/BusyButton";
import { errorBoxClass } from "~/components/form";
import { Spinner, usePolling } from "~/components/ScanProgress";
import { ButtonLink, PageHero, Section, TableScroll, textLinkClass } from "~/components/ui";
import { recordAudit } from "~/utils/audit.server";
import { forgetPendingClaim, pendingClaimOf } from "~/utils/free-scans.server";
import { requireEntitlement, requireOwnRun } from "~/utils/guard.server";
import { useDateFormat } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { deleteOwnRun, siteLimitsFor, startAccountScan } from "~/utils/start-scan.server";
import { forbidden } from "~/utils/workspace.server";
import { registeredSitesData, removeSiteFromForm, startScanFromForm } from "./forms.server";
import { NewScanErrorText, NewScanForm, type NewScanFormResult } from "./NewScanForm";
import { RegisteredSites, type RemoveSiteAnswer } from "./RegisteredSites";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.account.meta.runs })),
  { name: "robots", content: "noindex" },
];

/** The original product's name of this route. */
export const handle = { name: "run_list" };

/** Runs a page of the list shows, newest first; older ones are a "next page" away. */
export const RUNS_PER_PAGE = 50;

/** The list's page asked for by `?p=`, within the pages there are. */
function listPage(value: string | null, pages: number): number {
  const page = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(1, page), Math.max(1, pages));
}

function isGuardRedirectToSetup(thrown: unknown): boolean {
  return thrown instanceof Response && thrown.status === 302 && thrown.headers.get("Location") === "/setup";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const checkoutSuccess = url.searchParams.get("checkout") === "success";
  let guarded: Awaited<ReturnType<typeof requireEntitlement>>;
  try {
    guarded = await requireEntitlement(request, context);
  } catch (thrown) {
    // Stripe sends the buyer back before its webhook may have arrived: wait here instead of on the plans.
    if (checkoutSuccess && isGuardRedirectToSetup(thrown)) return { kind: "activating" as const };
    throw thrown;
  }
  const { workspace, entitlements } = guarded;
  // A free scan this browser asked to keep before it had an account or a plan: kept now, and shown.
  const pending = can(workspace.role, "edit") ? await pendingClaimOf(request, context.env) : null;
  if (pending) {
    const headers = await forgetPendingClaim(context.env);
    if (await claimFreeScan(context.db, pending, workspace.id))
      throw redirect(`/run/${pending}?claimed=1`, { headers });
    // Kept by someone else meanwhile, or gone: forgotten, and the list shown as asked for.
    throw redirect(`${url.pathname}${url.search}`, { headers });
  }
  const { runs } = schema;
  const total =
    (await context.db.select({ value: count() }).from(runs).where(eq(runs.ownerId, workspace.id)).get())
      ?.value ?? 0;
  const pages = Math.max(1, Math.ceil(total / RUNS_PER_PAGE));
  const page = listPage(url.searchParams.get("p"), pages);
  const rows = await context.db
    .select({
      id: runs.id,
      url: runs.url,
      status: runs.status,
      errorCode: runs.errorCode,
      counts: runs.counts,
      violationCount: runs.violationCount,
      kind: runs.kind,
      createdAt: runs.createdAt,
    })
    .from(runs)
    .where(eq(runs.ownerId, workspace.id))
    // The id settles runs of the same millisecond, so that no run is on two pages or on none.
    .orderBy(desc(runs.createdAt), desc(runs.id))
    .limit(RUNS_PER_PAGE)
    .offset((page - 1) * RUNS_PER_PAGE);

  const registered = await registeredSitesData(context, workspace, entitlements);
  const pagesByRun = await siteProgressOf(
    context.db,
    rows.filter((row) => row.kind === "site").map((row) => row.id),
  );
  return {
    kind: "list" as const,
    checkoutSuccess,
    deleted: url.searchParams.get("deleted") === "1",
    siteRemoved: url.searchParams.get("siteRemoved") === "1",
    registered,
    usage: registered.usage,
    levels: scanLevelsOf(entitlements),
    pageLimit: siteLimitsFor(context, entitlements).pageLimit,
    paging: { page, pages, total },
    runs: rows.map((row) => ({
      id: row.id,
      url: row.url,
      kind: row.kind,
      pages: pagesByRun.get(row.id) ?? null,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      error: row.status === "failed" ? (row.errorCode ?? "internal") : null,
      counts: row.status === "done" ? row.counts : null,
      /** Site runs: WCAG violation issues, best practice not included. */
      issues: row.status === "done" ? row.violationCount : null,
    })),
  };
}

type ActionResult =
  | NewScanFormResult
  | {
      intent: "rerun";
      runId: string;
      url: string;
      error: NewScanFormResult["error"];
      total: number;
      retryMinutes?: number;
    }
  | { intent: "delete"; runId: string }
  | RemoveSiteAnswer;

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  const { user, workspace, entitlements } = await requireEntitlement(request, context);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "create") return startScanFromForm(request, context, workspace, form);
  if (intent === "rerun") {
    const run = await requireOwnRun(context, workspace, form.get("runId"));
    const result = await startAccountScan(request, context, workspace, run.url, run.level, run.kind);
    if (!result.ok) {
      const { error, total, retryMinutes } = result;
      return { intent, runId: run.id, url: run.url, error, total, retryMinutes };
    }
    throw redirect(`/run/${result.run.id}`);
  }
  if (intent === "delete") {
    // Deleting what the workspace owns is the owner's (decision 046).
    if (!can(workspace.role, "own")) throw forbidden();
    const run = await requireOwnRun(context, workspace, form.get("runId"));
    // The first request only asks; the run goes with the confirmed second one.
    if (form.get("confirm") !== "1") return { intent, runId: run.id };
    await deleteOwnRun(context, workspace, run);
    await recordAudit(context.db, workspace, user, "run.deleted", run.url, run.id);
    throw redirect("/runs?deleted=1");
  }
  if (intent === "removeSite") {
    if (!can(workspace.role, "manage")) throw forbidden();
    return removeSiteFromForm(context, user, workspace, entitlements, form, "/runs");
  }
  throw new Response("Bad Request", { status: 400 });
}

type ListData = Extract<Awaited<ReturnType<typeof loader>>, { kind: "list" }>;
type RunRow = ListData["runs"][number];

const smallButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold whitespace-nowrap";
const secondarySmallClass = `${smallButtonClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;
const dangerSmallClass = `${smallButtonClass} border-red-700 bg-white text-red-800 hover:bg-red-50 dark:border-red-400 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950`;
const bannerClass =
  "mt-6 max-w-2xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const alertClass = `max-w-2xl ${errorBoxClass}`;

function Activating() {
  const { t } = useTranslation();
  usePolling(true);
  return (
    <PageHero title={t("account.runs.activating.title")} lead={t("account.runs.activating.text")}>
      <noscript>
        <meta httpEquiv="refresh" content="3" />
      </noscript>
      <div className="mt-8 flex items-center gap-4">
        <Spinner />
        <p role="status" className="text-lg font-semibold">
          {t("account.runs.activating.title")}
        </p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/runs?checkout=success" reloadDocument>
          {t("account.runs.activating.refresh")}
        </ButtonLink>
        <ButtonLink to="/setup" variant="secondary">
          {t("account.runs.activating.plans")}
        </ButtonLink>
      </div>
    </PageHero>
  );
}

function RunStats({ run }: { run: RunRow }) {
  const { t } = useTranslation();
  const bestPractices = run.counts ? Math.max(0, run.counts.violations - (run.issues ?? 0)) : 0;
  // A site run counts pages, issues (a rule failing on similar elements across the site) and what needs
  // a person; rules that passed are not kept per site, so there is nothing to count for them.
  if (run.kind === "site" && run.counts) {
    const pages = run.pages ?? { found: 0, done: 0, failed: 0 };
    return (
      <ul className="space-y-0.5">
        <li>
          {t("account.runs.stats.pages", { count: pages.done })}
          {pages.failed > 0 ? (
            <span className="block text-slate-700 dark:text-slate-300">
              {t("account.runs.stats.pagesFailed", { count: pages.failed })}
            </span>
          ) : null}
        </li>
        <li className="font-semibold">{t("account.runs.stats.siteIssues", { count: run.issues ?? 0 })}</li>
        {bestPractices > 0 ? (
          <li>{t("account.runs.stats.bestPractices", { count: bestPractices })}</li>
        ) : null}
        <li>{t("account.runs.stats.incomplete", { count: run.counts.incomplete })}</li>
      </ul>
    );
  }
  if (run.counts) {
    // The headline counts WCAG violations (decision 029); the stored violations count holds best practices too.
    return (
      <ul className="space-y-0.5">
        {run.pages ? <li>{t("account.runs.stats.pages", { count: run.pages.found })}</li> : null}
        <li className="font-semibold">{t("account.runs.stats.violations", { count: run.issues ?? 0 })}</li>
        <li>{t("account.runs.stats.bestPractices", { count: bestPractices })}</li>
        {(["incomplete", "passes", "inapplicable"] as const).map((category) => (
          <li key={category}>
            {t(`account.runs.stats.${category}`, { count: run.counts?.[category] ?? 0 })}
          </li>
        ))}
      </ul>
    );
  }
  if (run.error) {
    return (
      <p>
        <span className="font-semibold text-red-700 dark:text-red-300">{t("account.statuses.failed")}</span>
        <span className="block text-slate-700 dark:text-slate-300">
          {t(`scan.failed.errors.${run.error}`)}
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700 dark:border-slate-600 dark:border-t-sky-300"
      />
      <span>
        {t(`account.statuses.${run.status === "running" ? "running" : "queued"}`)}
        {run.pages && run.pages.found > 0 ? (
          <span className="block text-slate-700 dark:text-slate-300">
            {t("account.runs.pages", { done: run.pages.done, found: run.pages.found })}
          </span>
        ) : run.kind === "site" && run.status === "running" ? (
          <span className="block text-slate-700 dark:text-slate-300">{t("account.runs.discovering")}</span>
        ) : null}
      </span>
    </p>
  );
}

/** The confirmation of a delete: a second, explicit button, so it works without JavaScript. */
function ConfirmDelete({ run, onCancel }: { run: RunRow; onCancel: (event: MouseEvent) => void }) {
  const { t } = useTranslation();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // The question is what to read next; focus goes to it, and Cancel brings it back to Delete.
  useEffect(() => groupRef.current?.focus(), []);
  return (
    <fieldset
      ref={groupRef}
      tabIndex={-1}
      className="max-w-64 rounded-lg border border-red-700 p-3 dark:border-red-400"
    >
      <legend className="float-left font-semibold">{t("account.runs.confirmDelete")}</legend>
      <div className="clear-both flex flex-wrap gap-2 pt-2">
        <Form method="post" action="/runs">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="runId" value={run.id} />
          <input type="hidden" name="confirm" value="1" />
          <button type="submit" className={dangerSmallClass}>
            {t("account.runs.confirmYes")}
            <span className="sr-only"> {t("account.runs.forUrl", { url: run.url })}</span>
          </button>
        </Form>
        <Link to="/runs" className={secondarySmallClass} onClick={onCancel}>
          {t("account.runs.cancel")}
        </Link>
      </div>
    </fieldset>
  );
}

function RunTable({ runs, confirm }: { runs: RunRow[]; confirm: { runId: string } | null }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat("shortDayAndTime");
  // The answer that asked is dismissed, not the run: a new delete request asks again.
  const [dismissed, setDismissed] = useState<object | null>(null);
  const confirmId = confirm && confirm !== dismissed ? confirm.runId : null;

  const cancel = (runId: string) => (event: MouseEvent) => {
    event.preventDefault();
    setDismissed(confirm);
    // Back to where the question came from.
    window.setTimeout(() => document.getElementById(`delete-${runId}`)?.focus(), 0);
  };

  const head = "px-4 py-3 font-semibold";
  const cell = "px-4 py-3";
  return (
    <TableScroll
      label={t("account.runs.caption")}
      className="rounded-lg border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-950"
    >
      <table className="stacked-table stacked-inline w-full text-left text-sm">
        <caption className="sr-only">{t("account.runs.caption")}</caption>
        <thead className="border-b border-slate-300 dark:border-slate-600">
          <tr>
            <th scope="col" className={head}>
              {t("account.runs.columns.url")}
            </th>
            <th scope="col" className={head}>
              {t("account.runs.columns.id")}
            </th>
            <th scope="col" className={head}>
              {t("account.runs.columns.createdAt")}
            </th>
            <th scope="col" className={head}>
              {t("account.runs.columns.stats")}
            </th>
            <th scope="col" className={head}>
              {t("account.runs.columns.actions")}
            </th>
            <th scope="col" className={head}>
              {t("account.runs.columns.delete")}
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr
              key={run.id}
              className="border-b border-slate-200 align-top last:border-0 dark:border-slate-800"
            >
              <th scope="row" className={`${cell} min-w-48 font-medium wrap-anywhere`}>
                {run.url}
              </th>
              <td className={cell} data-label={t("account.runs.columns.id")}>
                <code>{run.id.slice(0, 8)}</code>
              </td>
              <td className={`${cell} whitespace-nowrap`} data-label={t("account.runs.columns.createdAt")}>
                <time dateTime={run.createdAt}>{formatDate(run.createdAt)}</time>
              </td>
              <td className={cell} data-label={t("account.runs.columns.stats")}>
                <RunStats run={run} />
              </td>
              <td className={cell}>
                <div className="flex gap-2">
                  <Link to={`/run/${run.id}`} className={secondarySmallClass}>
                    {t("account.runs.open")}
                    <span className="sr-only"> {t("account.runs.forUrl", { url: run.url })}</span>
                  </Link>
                  <RerunForm run={run} />
                </div>
              </td>
              <td className={cell}>
                {confirmId === run.id ? (
                  <ConfirmDelete run={run} onCancel={cancel(run.id)} />
                ) : (
                  <Form method="post" action="/runs">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="runId" value={run.id} />
                    <button type="submit" id={`delete-${run.id}`} className={dangerSmallClass}>
                      {t("account.runs.delete")}
                      <span className="sr-only"> {t("account.runs.forUrl", { url: run.url })}</span>
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Scanning a listed address again; the button says at once that the scan is being started. */
function RerunForm({ run }: { run: RunRow }) {
  const { t } = useTranslation();
  const busy = useSending((form) => form.get("intent") === "rerun" && form.get("runId") === run.id);
  return (
    <Form method="post" action="/runs">
      <input type="hidden" name="intent" value="rerun" />
      <input type="hidden" name="runId" value={run.id} />
      <BusyButton className={secondarySmallClass} busy={busy} busyText={t("account.newScan.submitting")}>
        {t("account.runs.rerun")}
        <span className="sr-only"> {t("account.runs.forUrl", { url: run.url })}</span>
      </BusyButton>
    </Form>
  );
}

/** Newer and older pages of the list, as plain links: they work by keyboard and without JavaScript. */
function RunPaging({ paging }: { paging: ListData["paging"] }) {
  const { t } = useTranslation();
  if (paging.pages <= 1) return null;
  return (
    <nav aria-label={t("paging.runs.label")} className="mt-6 flex flex-wrap items-center gap-4">
      {paging.page > 1 ? (
        <Link to={`/runs?p=${paging.page - 1}`} className={textLinkClass}>
          {t("paging.runs.newer")}
        </Link>
      ) : null}
      <p>{t("paging.runs.status", paging)}</p>
      {paging.page < paging.pages ? (
        <Link to={`/runs?p=${paging.page + 1}`} className={textLinkClass}>
          {t("paging.runs.older")}
        </Link>
      ) : null}
    </nav>
  );
}

function List({ data }: { data: ListData }) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const bannerRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const pending = data.runs.filter((run) => run.status === "queued" || run.status === "running").length;
  const [sawPending, setSawPending] = useState(pending > 0);
  usePolling(pending > 0);

  useEffect(() => {
    if (pending > 0) setSawPending(true);
  }, [pending]);
  useEffect(() => {
    // Not from someone who has already begun the form while the page loaded: taking their focus would
    // scroll the page under their pointer, and their next click would land elsewhere.
    const focusIsFree = document.activeElement === null || document.activeElement === document.body;
    if ((data.checkoutSuccess || data.deleted || data.siteRemoved) && focusIsFree) bannerRef.current?.focus();
  }, [data.checkoutSuccess, data.deleted, data.siteRemoved]);
  useEffect(() => {
    if (result?.intent === "rerun") alertRef.current?.focus();
  }, [result]);

  const createResult = result?.intent === "create" ? result : undefined;
  const rerunResult = result?.intent === "rerun" ? result : undefined;
  const confirm = result?.intent === "delete" ? result : null;
  const progress =
    pending > 0 ? t("account.runs.pending", { count: pending }) : sawPending ? t("account.runs.allDone") : "";

  return (
    <>
      <PageHero title={t("account.runs.title")} lead={t("account.runs.lead")}>
        {data.checkoutSuccess || data.deleted || data.siteRemoved ? (
          <div ref={bannerRef} tabIndex={-1} role="status" className={bannerClass}>
            {data.checkoutSuccess
              ? t("account.runs.checkoutSuccess")
              : data.deleted
                ? t("account.runs.deleted")
                : t("account.registeredSites.removed")}
          </div>
        ) : null}
      </PageHero>

      <Section id="new-scan" title={t("account.newScan.title")}>
        <NewScanForm
          id="new-scan"
          action="/runs"
          result={createResult}
          usage={data.usage}
          levels={data.levels}
          pageLimit={data.pageLimit}
        />
      </Section>

      <Section id="scans" title={t("account.runs.listTitle")} tone="muted">
        {rerunResult ? (
          <div ref={alertRef} tabIndex={-1} role="alert" className={`mb-6 ${alertClass}`}>
            <p className="font-semibold break-all">{rerunResult.url}</p>
            <div className="mt-1">
              <NewScanErrorText result={rerunResult} />
            </div>
          </div>
        ) : null}
        {/* Always present, so that screen readers announce when a scan finishes. */}
        <div role="status">
          {progress ? <p className="mb-4 text-slate-700 dark:text-slate-300">{progress}</p> : null}
        </div>
        {pending > 0 ? (
          <noscript>
            <meta httpEquiv="refresh" content="5" />
            <p className="mb-4">
              <a href="/runs" className={textLinkClass}>
                {t("account.runs.refresh")}
              </a>
            </p>
          </noscript>
        ) : null}
        {data.runs.length === 0 ? (
          <div className="max-w-2xl rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-950">
            <h3 className="text-xl font-semibold">{t("account.runs.empty.title")}</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("account.runs.empty.text")}</p>
          </div>
        ) : (
          <RunTable runs={data.runs} confirm={confirm} />
        )}
        <RunPaging paging={data.paging} />
      </Section>

      <Section id="registered-sites" title={t("account.registeredSites.title")}>
        <RegisteredSites
          data={data.registered}
          action="/runs"
          answer={result?.intent === "removeSite" ? result : undefined}
        />
      </Section>
    </>
  );
}

/** The run list: start a scan, see every scan of the account, open, repeat or delete one. */
export default function RunList() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "activating") return <Activating />;
  return <List data={data} />;
}
