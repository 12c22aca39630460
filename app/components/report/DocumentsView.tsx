import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TriageFields } from "~/components/TriageFields";
import { buttonClass, ExternalLink } from "~/components/ui";
import { type TriageFormError, type TriageStatus, triageAnchor, triageStatuses } from "~/utils/triage";
import { ImpactBadge, NewBadge, TriageBadge } from "./IssueCard";
import type { DocumentIssueView, DocumentView, SiteView } from "./model";

const boxClass = "rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-950";
const mutedText = "text-slate-700 dark:text-slate-300";
const noticeClass =
  "mt-3 rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50";

type View = Extract<SiteView, { tab: "documents" }>;

/** The file's name from its address, for a document without a title of its own. */
function fileName(url: string): string {
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop();
    return last ? decodeURIComponent(last) : url;
  } catch {
    return url;
  }
}

/** Where the verdicts go: the registered site's dashboard action, which sends the browser back here. */
type TriageTarget = { siteId: number; runId: string; error: TriageFormError | null };

/** The owner's verdict on a document issue, as on the site dashboard (decision 019). A plain form. */
function DocumentTriage({ issue, target }: { issue: DocumentIssueView; target: TriageTarget }) {
  const { t } = useTranslation();
  const { error } = target;
  const base = triageAnchor(issue.key);
  return (
    <details open={error !== null} className="mt-3">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-blue-800 underline underline-offset-2 dark:text-sky-300">
        {t(issue.state === "open" ? "sites.triage.open" : "sites.triage.change")}
        <span className="sr-only">: {issue.title}</span>
      </summary>
      <Form method="post" action={`/sites/${target.siteId}`} noValidate className="mt-3 max-w-xl space-y-4">
        <input type="hidden" name="intent" value="triage" />
        <input type="hidden" name="issueKey" value={issue.key} />
        <input type="hidden" name="fromRun" value={target.runId} />
        <TriageFields base={base} error={error} status={triageStatusOf(issue.state)} />
        <button type="submit" className={buttonClass("primary")}>
          {t("sites.triage.save")}
        </button>
      </Form>
    </details>
  );
}

/** The verdict a document issue's state stands for, if it has one. */
function triageStatusOf(state: DocumentIssueView["state"]): TriageStatus | undefined {
  return (triageStatuses as readonly string[]).includes(state) ? (state as TriageStatus) : undefined;
}

function DocumentIssue({ issue, target }: { issue: DocumentIssueView; target: TriageTarget | null }) {
  const { t } = useTranslation();
  return (
    <li className={boxClass} id={triageAnchor(issue.key)}>
      <h6 className="text-lg font-semibold">{issue.title}</h6>
      <p className="mt-2 flex flex-wrap gap-2">
        {issue.category === "violations" ? <ImpactBadge impact={issue.impact} /> : null}
        {issue.isNew ? <NewBadge /> : null}
        <TriageBadge state={issue.state} />
      </p>
      <p className="mt-3 max-w-3xl">{issue.help}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">
          {t("report.site.documents.condition", { condition: issue.condition })}
        </dt>
        <dd lang="en">{issue.conditionText}</dd>
        <dt className="font-semibold">{t("report.site.documents.criteria")}</dt>
        <dd>
          {issue.criteria.length > 0 ? issue.criteria.join(", ") : t("report.site.documents.onlyPdfUa")}
        </dd>
        <dt className="font-semibold">{t("report.site.documents.en301549")}</dt>
        <dd>{issue.en301549.length > 0 ? issue.en301549.join(", ") : "–"}</dd>
        <dt className="font-semibold">{t("report.site.documents.clause", { clause: issue.pdfua })}</dt>
        <dd>
          {issue.pages.length > 0
            ? t("report.site.documents.onPages", { pages: issue.pages.join(", ") })
            : t("report.site.documents.wholeDocument")}{" "}
          ({t("report.site.documents.times", { count: issue.count })})
        </dd>
        {issue.detail ? (
          <>
            <dt className="font-semibold">{t("report.site.documents.detail")}</dt>
            <dd className="break-all">
              <code>{issue.detail}</code>
            </dd>
          </>
        ) : null}
      </dl>
      {issue.check ? (
        <>
          <p className="mt-3 font-semibold">{t("report.site.documents.check")}</p>
          <p className="max-w-3xl">{issue.check}</p>
        </>
      ) : null}
      <p className="mt-3 font-semibold">{t("report.site.documents.fix")}</p>
      <p className="max-w-3xl">{issue.fix}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {issue.tools.map((tool) => (
          <li key={tool}>{tool}</li>
        ))}
      </ul>
      <p className={`mt-3 text-sm break-all ${mutedText}`}>
        {t("report.site.documents.key")}: <code>{issue.key}</code>
      </p>
      {target ? <DocumentTriage issue={issue} target={target} /> : null}
    </li>
  );
}

function DocumentCard({
  document,
  targetOf,
}: {
  document: DocumentView;
  targetOf: (issueKey: string) => TriageTarget | null;
}) {
  const { t } = useTranslation();
  const name = document.title ?? fileName(document.url);
  const failure = document.error ? t(`scan.failed.errors.${document.error}`) : "";
  return (
    <li className={boxClass}>
      <h4 className="text-xl font-semibold break-words">{name}</h4>
      <p className={`mt-1 break-all ${mutedText}`}>
        {document.href ? <ExternalLink href={document.href}>{document.url}</ExternalLink> : document.url}
      </p>
      {document.status === "failed" ? (
        <p className={noticeClass}>{t("report.site.documents.failed", { reason: failure })}</p>
      ) : (
        <>
          <h5 className="sr-only">{t("report.site.documents.facts")}</h5>
          <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t("report.site.documents.titleLabel")}</dt>
            <dd className="break-words">{document.title ?? t("report.site.documents.none")}</dd>
            <dt className="font-semibold">{t("report.site.documents.languageLabel")}</dt>
            <dd>{document.language ?? t("report.site.documents.none")}</dd>
            <dt className="font-semibold">{t("report.site.documents.result")}</dt>
            <dd>
              {[
                document.pages !== null
                  ? t("report.site.documents.pagesCount", { count: document.pages })
                  : null,
                document.bytes !== null
                  ? t("report.site.documents.size", { size: Math.max(1, Math.round(document.bytes / 1024)) })
                  : null,
                document.tagged === null
                  ? null
                  : document.tagged
                    ? t("report.site.documents.tagged")
                    : t("report.site.documents.untagged"),
                document.claimsPdfUa ? t("report.site.documents.claimsPdfUa") : null,
                t("report.site.documents.violations", { count: document.violations.length }),
                t("report.site.documents.reviewCount", { count: document.review.length }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </dd>
          </dl>
          {document.stopped ? (
            <p className={noticeClass}>
              {t("report.site.documents.stopped", {
                reason: t(`report.site.documents.stopReasons.${document.stopped}`, {
                  defaultValue: document.stopped,
                }),
              })}
              {document.pages !== null &&
              document.checkedPages !== null &&
              document.checkedPages < document.pages
                ? ` (${t("report.site.documents.checkedPages", { checked: document.checkedPages, total: document.pages })})`
                : null}
            </p>
          ) : null}
          {document.violations.length === 0 && !document.stopped ? (
            <p className="mt-3 font-semibold">{t("report.site.documents.passed")}</p>
          ) : null}
          {document.violations.length > 0 ? (
            <>
              <h5 className="mt-4 text-lg font-semibold">{t("report.site.documents.violationsTitle")}</h5>
              <ul className="mt-2 space-y-3">
                {document.violations.map((issue) => (
                  <DocumentIssue key={issue.key} issue={issue} target={targetOf(issue.key)} />
                ))}
              </ul>
            </>
          ) : null}
          {document.review.length > 0 ? (
            <>
              <h5 className="mt-4 text-lg font-semibold">{t("report.site.documents.reviewTitle")}</h5>
              <ul className="mt-2 space-y-3">
                {document.review.map((issue) => (
                  <DocumentIssue key={issue.key} issue={issue} target={targetOf(issue.key)} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </li>
  );
}

/** The documents tab: the PDFs the site's pages link to, each with its PDF/UA findings (decision 042). */
export function DocumentsView({ view }: { view: View }) {
  const { t } = useTranslation();
  const { siteId, runId, triageError } = view;
  const targetOf = (issueKey: string): TriageTarget | null =>
    siteId === null
      ? null
      : { siteId, runId, error: triageError?.issueKey === issueKey ? triageError.error : null };
  return (
    <>
      <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.documents.intro")}</p>
      {view.comparison ? (
        <div className="mt-4">
          <p>{t("report.site.documents.comparisonNew", { count: view.comparison.new })}</p>
          {view.comparison.fixed.length > 0 ? (
            <>
              <h4 className="mt-4 text-lg font-semibold">{t("report.site.documents.fixedTitle")}</h4>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {view.comparison.fixed.map((issue) => (
                  <li key={issue.key} className="break-words">
                    {issue.title} ({t("report.site.documents.condition", { condition: issue.condition })}) –{" "}
                    <span className="break-all">{fileName(issue.url)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {view.documents.length === 0 ? (
        <div className={`mt-6 max-w-2xl ${boxClass}`}>
          <p className="font-semibold">{t("report.site.documents.empty")}</p>
        </div>
      ) : (
        <ul className="mt-6 space-y-6">
          {view.documents.map((document) => (
            <DocumentCard key={document.url} document={document} targetOf={targetOf} />
          ))}
        </ul>
      )}
    </>
  );
}
