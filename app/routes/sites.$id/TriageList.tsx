import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Tracker } from "#drizzle/schema";
import { errorTextClass } from "~/components/form";
import { TriageFields } from "~/components/TriageFields";
import { buttonClass, textLinkClass } from "~/components/ui";
import { useDateFormat } from "~/utils/messages";
import type { SendError } from "~/utils/trackers/trackers.server";
import type { TriageFormError } from "~/utils/triage";
import type { TriagedIssueRow } from "./dashboard.server";

const smallButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

/** The state as a word and a shape, never by colour alone. */
function StateBadge({ state }: { state: TriagedIssueRow["state"] }) {
  const { t } = useTranslation();
  const tone =
    state === "regression"
      ? "border-red-700 text-red-800 dark:border-red-400 dark:text-red-300"
      : state === "open"
        ? "border-slate-500 text-slate-800 dark:border-slate-400 dark:text-slate-200"
        : "border-green-700 text-green-800 dark:border-green-400 dark:text-green-300";
  const mark = state === "regression" ? "!" : state === "open" ? "○" : "✓";
  return (
    <span
      className={`inline-flex items-center gap-1 rounded border px-2 py-0.5 text-sm font-semibold ${tone}`}
    >
      <span aria-hidden="true">{mark}</span>
      {t(`sites.triage.states.${state}`)}
    </span>
  );
}

function TriageForm({
  issue,
  page,
  error,
}: {
  issue: TriagedIssueRow;
  page: number;
  error: TriageFormError | undefined;
}) {
  const { t } = useTranslation();
  const base = `triage-${issue.key.length}-${hash(issue.key)}`;
  return (
    <details open={error !== undefined} className="mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-blue-800 underline underline-offset-2 dark:text-sky-300">
        {t(issue.triage ? "sites.triage.change" : "sites.triage.open")}
        <span className="sr-only">: {issue.help}</span>
      </summary>
      {/* Our own translated errors, not the browser's bubbles (in the browser's language). */}
      <Form method="post" noValidate className="mt-3 max-w-xl space-y-4">
        <input type="hidden" name="intent" value="triage" />
        <input type="hidden" name="issueKey" value={issue.key} />
        <input type="hidden" name="page" value={page} />
        <TriageFields
          base={base}
          error={error}
          status={issue.triage?.status}
          note={issue.triage?.note ?? ""}
        />
        <button type="submit" className={buttonClass("primary")}>
          {t("sites.triage.save")}
        </button>
      </Form>
    </details>
  );
}

/** Per connected tracker: the ticket made for this issue, or a button that makes it. */
function TrackerActions({
  issue,
  page,
  trackers,
  links,
  error,
}: {
  issue: TriagedIssueRow;
  page: number;
  trackers: Tracker[];
  links: { tracker: Tracker; externalKey: string; url: string }[];
  error: SendError | undefined;
}) {
  const { t } = useTranslation();
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  if (trackers.length === 0 && links.length === 0) return null;
  const shown = [...new Set([...links.map((link) => link.tracker), ...trackers])];
  return (
    <div className="mt-3">
      {error ? (
        <p ref={errorRef} tabIndex={-1} role="alert" className={errorTextClass}>
          {t(`trackers.send.errors.${error}`)}
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-3">
        {shown.map((tracker) => {
          const link = links.find((candidate) => candidate.tracker === tracker);
          const name = t(`trackers.names.${tracker}`);
          return (
            <li key={tracker}>
              {link ? (
                <a href={link.url} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
                  {t("trackers.send.linked", { tracker: name, key: link.externalKey })}
                  <span className="sr-only">: {issue.help}</span>
                </a>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="sendToTracker" />
                  <input type="hidden" name="tracker" value={tracker} />
                  <input type="hidden" name="issueKey" value={issue.key} />
                  <input type="hidden" name="page" value={page} />
                  <button type="submit" className={smallButtonClass}>
                    {t("trackers.send.button", { tracker: name })}
                    <span className="sr-only">: {issue.help}</span>
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A short, stable id part for an issue key (keys hold selectors, unfit for ids). */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/**
 * The latest run's issues with their triage: mark one as false positive, accepted (with a reason) or
 * fixed awaiting the next scan, or undo. Plain forms: they work without JavaScript.
 */
export function TriageList({
  siteId,
  issues,
  issueCount,
  groupCounts,
  from,
  paging,
  result,
  exportable,
  trackers,
  trackerLinks,
  sendResult,
  readOnly = false,
}: {
  siteId: number;
  issues: TriagedIssueRow[];
  issueCount: number;
  /** How many of the listed entries are WCAG violations, best practices and manual checks. */
  groupCounts: Record<TriagedIssueRow["group"], number>;
  from: number;
  paging: { page: number; pages: number };
  result: { issueKey: string; error: TriageFormError } | undefined;
  exportable: boolean;
  /** The account's connected issue trackers, and the tracker issues already made for this site. */
  trackers: Tracker[];
  trackerLinks: { issueKey: string; tracker: Tracker; externalKey: string; url: string }[];
  sendResult: { issueKey: string; error: SendError } | undefined;
  /** A shared link's view: the issues and their state, without forms. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const formatDate = useDateFormat("dayAndTime");
  if (issueCount === 0) return <p className="max-w-3xl">{t("sites.issues.none")}</p>;
  return (
    <div className="max-w-4xl">
      {exportable ? (
        <p className="flex flex-wrap gap-4">
          <a href={`/sites/${siteId}/export/csv`} className={textLinkClass} download>
            {t("sites.issues.exportCsv")}
          </a>
          <a href={`/sites/${siteId}/export/json`} className={textLinkClass} download>
            {t("sites.issues.exportJson")}
          </a>
        </p>
      ) : null}
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        {t("sites.issues.showing", {
          from: from + 1,
          to: from + issues.length,
          count: issueCount,
          groups: (["wcag", "bestPractice", "review"] as const)
            .filter((group) => group === "wcag" || groupCounts[group] > 0)
            .map((group) => t(`sites.issues.groups.${group}`, { count: groupCounts[group] }))
            .join(", "),
        })}
      </p>
      <ol className="mt-4 space-y-4" start={from + 1}>
        {issues.map((issue) => (
          <li
            key={issue.key}
            className="rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-950"
          >
            <article aria-labelledby={`issue-${hash(issue.key)}`}>
              <div className="flex flex-wrap items-center gap-2">
                <StateBadge state={issue.state} />
                {issue.impact ? (
                  <span className="text-sm font-semibold">{t(`scan.impacts.${issue.impact}`)}</span>
                ) : null}
                {issue.group === "review" ? (
                  <span className="text-sm">{t("sites.issues.review")}</span>
                ) : null}
                {issue.group === "bestPractice" ? (
                  <span className="text-sm">{t("sites.issues.bestPractice")}</span>
                ) : null}
                {issue.isNew ? <span className="text-sm font-semibold">{t("sites.issues.new")}</span> : null}
              </div>
              <h3 id={`issue-${hash(issue.key)}`} className="mt-2 text-lg font-semibold break-words">
                {issue.help}
              </h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t("sites.issues.where", { pages: issue.pageCount, count: issue.occurrenceCount })}
                {issue.wcag.length > 0 ? ` · WCAG ${issue.wcag.join(", ")}` : ""}
              </p>
              <p className="mt-1 text-sm break-all">
                <code>{issue.pattern}</code> · <code>{issue.ruleId}</code>
              </p>
              {issue.state === "regression" && issue.triage ? (
                <p className="mt-3 font-semibold text-red-800 dark:text-red-300">
                  {t("sites.triage.regression", { date: formatDate(issue.triage.at) })}
                </p>
              ) : null}
              {issue.triage ? (
                <div className="mt-3 rounded border-l-4 border-slate-400 pl-3">
                  <p className="text-sm">
                    {t("sites.triage.by", {
                      status: t(`sites.triage.states.${issue.triage.status}`),
                      name: issue.triage.byName,
                      date: formatDate(issue.triage.at),
                    })}
                  </p>
                  {issue.triage.note ? (
                    <p className="mt-1 text-sm break-words whitespace-pre-line">{issue.triage.note}</p>
                  ) : null}
                  {readOnly ? null : (
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="undo" />
                      <input type="hidden" name="issueKey" value={issue.key} />
                      <input type="hidden" name="page" value={paging.page} />
                      <button type="submit" className={smallButtonClass}>
                        {t("sites.triage.undo")}
                        <span className="sr-only">: {issue.help}</span>
                      </button>
                    </Form>
                  )}
                </div>
              ) : null}
              {readOnly ? null : (
                <>
                  <TriageForm
                    issue={issue}
                    page={paging.page}
                    error={result?.issueKey === issue.key ? result.error : undefined}
                  />
                  <TrackerActions
                    issue={issue}
                    page={paging.page}
                    trackers={trackers}
                    links={trackerLinks.filter((link) => link.issueKey === issue.key)}
                    error={sendResult?.issueKey === issue.key ? sendResult.error : undefined}
                  />
                </>
              )}
            </article>
          </li>
        ))}
      </ol>
      {paging.pages > 1 ? (
        <nav aria-label={t("sites.issues.paging")} className="mt-6 flex flex-wrap items-center gap-4">
          {paging.page > 1 ? (
            <Link to={`?page=${paging.page - 1}#issues`} className={textLinkClass}>
              {t("sites.issues.previous")}
            </Link>
          ) : null}
          <span>{t("sites.issues.page", { page: paging.page, pages: paging.pages })}</span>
          {paging.page < paging.pages ? (
            <Link to={`?page=${paging.page + 1}#issues`} className={textLinkClass}>
              {t("sites.issues.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
