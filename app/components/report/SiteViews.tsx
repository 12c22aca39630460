import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
// Not from #core/contract, which would bring the scan jobs' zod schemas into the browser.
import { type Impact, impacts } from "#drizzle/columns";
import { ReviewDecision } from "~/components/assessment/ReviewDecision";
import { impactStyles } from "~/components/ResultCounts";
import { ExternalLink, TableScroll, textLinkClass } from "~/components/ui";
import type { ReportReview } from "~/utils/assessment/model";
import {
  badgeClass,
  EngineName,
  Heading,
  ImpactBadge,
  IssueCard,
  issueHref,
  NewBadge,
  OccurrenceList,
  PageAddress,
  RuleCard,
  relevanceStyles,
  TriageBadge,
} from "./IssueCard";
import { groupByRule, type PageRow, type Paging, principles, type SiteSummary, type SiteView } from "./model";
import { PartialNotice } from "./PartialNotice";
import { PageScreenshot } from "./Pictures";

type ViewOf<Tab extends SiteView["tab"]> = Extract<SiteView, { tab: Tab }>;

const boxClass = "rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-950";
const mutedText = "text-slate-700 dark:text-slate-300";

export const drillHref = (index: number) => `?tab=pages&page=${index}`;

function Empty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className={`mt-6 max-w-2xl ${boxClass}`}>
      <p className="font-semibold">{title}</p>
      {hint ? <p className={`mt-2 ${mutedText}`}>{hint}</p> : null}
    </div>
  );
}

function Pagination({
  tab,
  paging,
  issueKey,
}: {
  tab: "issues" | "pages";
  paging: Paging;
  /** Pages of one issue's occurrences rather than of the list. */
  issueKey?: string;
}) {
  const { t } = useTranslation();
  if (paging.pages <= 1) return null;
  const href = (page: number) => `${issueKey ? issueHref(issueKey) : `?tab=${tab}`}&p=${page}`;
  return (
    <nav aria-label={t("report.site.pagination.label")} className="mt-8 flex flex-wrap items-center gap-4">
      {paging.page > 1 ? (
        <Link to={href(paging.page - 1)} className={textLinkClass}>
          {t("report.site.pagination.previous")}
        </Link>
      ) : null}
      <p>{t("report.site.pagination.status", { page: paging.page, pages: paging.pages })}</p>
      {paging.page < paging.pages ? (
        <Link to={href(paging.page + 1)} className={textLinkClass}>
          {t("report.site.pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}

function Counts({ entries }: { entries: { label: string; value: number; className?: string }[] }) {
  return (
    <dl className="mt-3 flex flex-wrap gap-3">
      {entries.map((entry) => (
        <div
          key={entry.label}
          className={`flex items-center gap-2 rounded-full px-4 py-1.5 ${entry.className ?? "border border-slate-300 dark:border-slate-600"}`}
        >
          <dt>{entry.label}</dt>
          <dd className="font-bold">{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Other addresses of the same page, counted once (see SitePage.aliases). */
function Aliases({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  if (urls.length === 0) return null;
  return (
    <span className={`mt-1 block text-xs font-normal break-all ${mutedText}`}>
      {t("report.site.aliases", { count: urls.length, urls: urls.join(", ") })}
    </span>
  );
}

function PagesTable({ rows, caption }: { rows: PageRow[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={caption} className="mt-6">
      <table className="stacked-table stacked-inline w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t("report.site.columns.page")}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t("report.site.columns.status")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t("report.site.columns.violations")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t("report.site.columns.occurrences")}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t("report.site.columns.details")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, position) => (
            <Fragment key={row.index}>
              {row.flow && row.flow.name !== rows[position - 1]?.flow?.name ? (
                // A flow's states are a group of their own, after the pages the crawl found.
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="colgroup" colSpan={5} className="pt-4 pb-2 text-left font-semibold">
                    {t("report.site.flowGroup", { name: row.flow.name })}
                  </th>
                </tr>
              ) : null}
              <PageTableRow row={row} />
            </Fragment>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function PageTableRow({ row }: { row: PageRow }) {
  const { t } = useTranslation();
  return (
    <tr className="border-b border-slate-200 align-top dark:border-slate-700">
      <th scope="row" className="py-2 pr-4 font-normal">
        <PageAddress url={row.url} href={row.href} flow={row.flow?.label ?? null} signedIn={row.signedIn} />
        <Aliases urls={row.aliases} />
      </th>
      <td className="py-2 pr-4" data-label={t("report.site.columns.status")}>
        {t(`report.site.pageStatus.${row.status}`)}
        {row.partial ? <span className={`block ${mutedText}`}>{t("coverage.partialMarker")}</span> : null}
        {row.error ? (
          <span className={`block ${mutedText}`}>{t(`scan.failed.errors.${row.error}`)}</span>
        ) : null}
      </td>
      <td className="py-2 pr-4 text-right" data-label={t("report.site.columns.violations")}>
        {row.violationCount}
      </td>
      <td className="py-2 pr-4 text-right" data-label={t("report.site.columns.occurrences")}>
        {row.occurrenceCount}
      </td>
      <td className="py-2">
        <Link to={drillHref(row.index)} className={textLinkClass}>
          {t("report.site.showPage")}
          <span className="sr-only">
            {" "}
            {t("report.site.showPageContext", { url: row.flow?.label ?? row.url })}
          </span>
        </Link>
      </td>
    </tr>
  );
}

export function OverviewView({
  summary,
  view,
  formatDate,
}: {
  summary: SiteSummary;
  view: ViewOf<"overview">;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const facts: [string, number][] = [
    [t("report.site.overview.pagesFound"), summary.pagesFound],
    [t("report.site.overview.pagesScanned"), summary.pagesScanned],
    [t("report.site.overview.pagesFailed"), summary.pagesFailed],
    [t("report.site.overview.issues"), summary.issues],
    ...(summary.withTriage ? [[t("report.site.overview.open"), summary.open] as [string, number]] : []),
    [t("report.site.overview.occurrences"), summary.occurrences],
    ...(summary.withTriage
      ? [[t("report.site.overview.openOccurrences"), summary.openOccurrences] as [string, number]]
      : []),
    [t("report.site.overview.bestPractices"), summary.bestPractices],
    [t("report.site.overview.review"), summary.review],
  ];
  const { comparison } = summary;
  return (
    <>
      <h4 className="text-xl font-semibold">{t("report.site.overview.factsTitle")}</h4>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
            <dt className={mutedText}>{label}</dt>
            <dd className="mt-1 text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.withTriage ? (
        <p className={`mt-3 max-w-3xl text-sm ${mutedText}`}>{t("report.site.overview.openHint")}</p>
      ) : null}
      <p className={`mt-2 max-w-3xl text-sm ${mutedText}`}>{t("report.site.overview.apartHint")}</p>

      <h4 className="mt-10 text-xl font-semibold">{t("report.site.overview.impactsTitle")}</h4>
      <Counts
        entries={[
          ...impacts.map((impact: Impact) => ({
            label: t(`scan.impacts.${impact}`),
            value: summary.impacts[impact],
            className: impactStyles[impact],
          })),
          ...(summary.impacts.unrated > 0
            ? [{ label: t("scan.done.unrated"), value: summary.impacts.unrated }]
            : []),
        ]}
      />

      <h4 className="mt-10 text-xl font-semibold">{t("report.site.overview.principlesTitle")}</h4>
      <Counts
        entries={principles.map((principle) => ({
          label: t(`report.principles.${principle}`),
          value: summary.principles[principle],
        }))}
      />
      <p className={`mt-2 text-sm ${mutedText}`}>{t("report.site.overview.principlesHint")}</p>

      <h4 className="mt-10 text-xl font-semibold">{t("report.site.overview.topPagesTitle")}</h4>
      {view.topPages.length > 0 ? (
        <PagesTable rows={view.topPages} caption={t("report.site.overview.topPagesCaption")} />
      ) : (
        <Empty title={t("report.site.overview.topPagesEmpty")} />
      )}

      <h4 className="mt-10 text-xl font-semibold">{t("report.site.overview.comparisonTitle")}</h4>
      {comparison ? (
        <>
          <p className={`mt-2 ${mutedText}`}>
            {t("report.site.overview.comparisonIntro", { date: formatDate(comparison.previousGeneratedAt) })}
          </p>
          <Counts
            entries={[
              { label: t("report.site.overview.new"), value: comparison.new },
              { label: t("report.site.overview.fixed"), value: comparison.fixedCount },
              { label: t("report.site.overview.unchanged"), value: comparison.unchanged },
            ]}
          />
          <h5 className="mt-6 text-lg font-semibold">{t("report.site.overview.fixedTitle")}</h5>
          {comparison.fixed.length > 0 ? (
            <ul className="mt-3 space-y-2">
              {comparison.fixed.map((issue) => (
                <li key={issue.key} className={boxClass}>
                  <p className="font-semibold break-words">{issue.help}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                    <ImpactBadge impact={issue.impact} />
                    <code>{issue.ruleId}</code>
                    <code className="break-all">{issue.pattern}</code>
                    {issue.wcag.length > 0 ? <span>WCAG {issue.wcag.join(", ")}</span> : null}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2">{t("report.site.overview.fixedNone")}</p>
          )}
          {comparison.fixedCount > comparison.fixed.length ? (
            <p className="mt-3 text-sm">
              {t("report.site.issue.more", { count: comparison.fixedCount - comparison.fixed.length })}
            </p>
          ) : null}
        </>
      ) : (
        <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.overview.noComparison")}</p>
      )}
    </>
  );
}

function SingleIssueView({ single }: { single: Extract<ViewOf<"issues">, { single: unknown }>["single"] }) {
  const { t } = useTranslation();
  const backLink = (
    <p className="mt-2">
      <Link to="?tab=issues" className={textLinkClass}>
        {t("report.site.issues.backToIssues")}
      </Link>
    </p>
  );
  if (!single) {
    return (
      <>
        {backLink}
        <Empty title={t("report.site.issues.notFound")} />
      </>
    );
  }
  const { issue, paging, from } = single;
  return (
    <>
      {backLink}
      <p className={`mt-4 max-w-3xl ${mutedText}`}>{t("report.site.issues.singleIntro")}</p>
      <p className="mt-2 text-sm">
        {t("report.site.issues.occurrencePaging", {
          from: from + 1,
          to: from + issue.occurrences.length,
          total: issue.occurrenceCount,
        })}
      </p>
      <ul className="mt-4">
        <IssueCard issue={issue} headingLevel={4} collapse={false} start={from + 1} />
      </ul>
      <Pagination tab="issues" paging={paging} issueKey={issue.key} />
    </>
  );
}

export function IssuesView({ view }: { view: ViewOf<"issues"> }) {
  const { t } = useTranslation();
  if ("single" in view) return <SingleIssueView single={view.single} />;
  return (
    <>
      <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.issues.intro")}</p>
      {view.issueCount > 0 ? (
        <p className="mt-2 max-w-3xl font-semibold">
          {t("report.site.issues.counted", { count: view.issueCount, rules: view.ruleCount })}
        </p>
      ) : null}
      <h4 className="mt-8 text-xl font-semibold">{t("report.site.issues.wcagTitle")}</h4>
      {view.wcag.length > 0 ? (
        <ul className="mt-4 space-y-4">
          {view.wcag.map((rule) => (
            <RuleCard key={rule.ruleId} rule={rule} headingLevel={5} />
          ))}
        </ul>
      ) : view.paging.page === 1 ? (
        <Empty title={t("report.site.issues.empty")} hint={t("report.site.issues.emptyHint")} />
      ) : null}
      {view.bestPractice.length > 0 ? (
        <>
          <h4 className="mt-10 text-xl font-semibold">{t("report.site.issues.bestPracticeTitle")}</h4>
          <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.issues.bestPracticeIntro")}</p>
          <ul className="mt-4 space-y-4">
            {view.bestPractice.map((rule) => (
              <RuleCard key={rule.ruleId} rule={rule} headingLevel={5} />
            ))}
          </ul>
        </>
      ) : null}
      <Pagination tab="issues" paging={view.paging} />
    </>
  );
}

type CriterionIssues = ViewOf<"criteria">["groups"][number]["issues"];

/** One rule under a criterion; its element groups beneath it when it fails on more than one. */
function CriterionRule({ issues }: { issues: CriterionIssues }) {
  const { t } = useTranslation();
  const [first] = issues;
  if (!first) return null;
  const single = issues.length === 1;
  const occurrences = issues.reduce((sum, issue) => sum + issue.occurrenceCount, 0);
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <h5 className="font-semibold break-words">{first.help}</h5>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <ImpactBadge impact={first.impact} />
        {issues.some((issue) => issue.isNew) ? <NewBadge /> : null}
        {single ? <TriageBadge state={first.state} /> : null}
        <code>{first.ruleId}</code>
        <span>
          {t("report.engine.label")}: <EngineName engine={first.engine} />
        </span>
        {single ? <code className="break-all">{first.pattern}</code> : null}
        <span>
          {single
            ? t("report.site.issue.spread", { count: first.occurrenceCount, pages: first.pageCount })
            : `${t("report.site.criteria.occurrences", { count: occurrences })} ${t("report.site.issue.inGroups", { count: issues.length })}`}
        </span>
      </p>
      {single ? null : (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
          {issues.map((issue) => (
            <li key={issue.key}>
              <code className="break-all">{issue.pattern}</code>{" "}
              {t("report.site.issue.spread", { count: issue.occurrenceCount, pages: issue.pageCount })}{" "}
              {issue.isNew ? <NewBadge /> : null} <TriageBadge state={issue.state} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function CriteriaView({ view }: { view: ViewOf<"criteria"> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.criteria.intro")}</p>
      {view.groups.length === 0 ? <Empty title={t("report.site.criteria.empty")} /> : null}
      <ul className="mt-6 space-y-6">
        {view.groups.map((group) => (
          <li key={group.criterion} className={boxClass}>
            <h4 className="text-lg font-semibold">
              {group.title ? `${group.criterion} ${group.title}` : t("report.site.criteria.criterion", group)}
            </h4>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">{t("report.site.criteria.clause")}</dt>
              <dd>{group.clause ?? t("report.site.criteria.noClause")}</dd>
              <dt className="font-semibold">{t("report.site.criteria.relevance")}</dt>
              <dd>
                <span className={`${badgeClass} ${relevanceStyles[group.relevance]}`}>
                  {t(`report.relevance.${group.relevance}`)}
                </span>
              </dd>
            </dl>
            <ul className="mt-4 space-y-3">
              {groupByRule(group.issues).map((issues) => (
                <CriterionRule key={issues[0]?.key} issues={issues} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

export function PagesView({ view }: { view: ViewOf<"pages"> }) {
  const { t } = useTranslation();
  if ("drill" in view) {
    const backLink = (
      <p className="mt-6">
        <Link to="?tab=pages" className={textLinkClass}>
          {t("report.site.pages.backToPages")}
        </Link>
      </p>
    );
    if (!view.drill)
      return (
        <>
          {backLink}
          <Empty title={t("report.site.pages.notFound")} />
        </>
      );
    const { page, rules } = view.drill;
    return (
      <>
        {backLink}
        <h4 className="mt-6 text-xl font-semibold break-all">
          {t("report.site.pages.drillTitle", { url: page.flow?.label ?? page.url })}
        </h4>
        <p className={`mt-2 ${mutedText}`}>
          <PageAddress url={page.url} href={page.href} signedIn={page.signedIn} />
          <Aliases urls={page.aliases} />
        </p>
        {page.partial ? <PartialNotice partial={page.partial} className="mt-4" /> : null}
        <PageScreenshot screenshot={page.screenshot} page={page.url} />
        {page.status === "failed" ? (
          <Empty
            title={t("report.site.pages.drillFailed")}
            hint={page.error ? t(`scan.failed.errors.${page.error}`) : undefined}
          />
        ) : rules.length === 0 ? (
          <Empty title={t("report.site.pages.drillEmpty")} />
        ) : (
          <>
            <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.pages.drillIntro")}</p>
            <ul className="mt-4 space-y-4">
              {rules.map((rule) => (
                <RuleCard key={rule.ruleId} rule={rule} headingLevel={5} showPage={false} />
              ))}
            </ul>
          </>
        )}
      </>
    );
  }
  return (
    <>
      <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.pages.intro")}</p>
      {view.rows.length > 0 ? (
        <PagesTable rows={view.rows} caption={t("report.site.pages.caption")} />
      ) : (
        <Empty title={t("report.site.pages.empty")} />
      )}
      <Pagination tab="pages" paging={view.paging} />
    </>
  );
}

/** What automated testing cannot find, said plainly. */
export function HonestStatement({ headingLevel = 4 }: { headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const human = t("report.site.honest.human", { returnObjects: true }) as readonly string[];
  return (
    <div className={`mt-6 ${boxClass}`}>
      <Heading level={headingLevel} className="text-lg font-semibold">
        {t("report.site.honest.title")}
      </Heading>
      <p className="mt-2 max-w-3xl">{t("report.site.honest.text")}</p>
      <p className="mt-3 font-semibold">{t("report.site.honest.humanTitle")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {human.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The person's decisions on the needs-review findings, by rule, once the run has a manual assessment
 * (byRule null: none yet, the tab points to it).
 */
export type ManualReviews = { runId: string; byRule: Record<string, ReportReview[]> | null };

export function ManualView({ view, reviews }: { view: ViewOf<"manual">; reviews?: ManualReviews }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.manual.intro")}</p>
      <HonestStatement />

      <h4 className="mt-10 text-xl font-semibold">{t("report.site.manual.incompleteTitle")}</h4>
      <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.manual.incompleteIntro")}</p>
      {view.rules.length === 0 ? <Empty title={t("report.site.manual.incompleteEmpty")} /> : null}
      {reviews && !reviews.byRule && view.rules.length > 0 ? (
        <p className="mt-3">
          <Link to={`/run/${reviews.runId}/assessment`} className={textLinkClass}>
            {t("assessment.review.inReport.start")}
          </Link>
        </p>
      ) : null}
      <ul className="mt-4 space-y-4">
        {view.rules.map((rule) => (
          <li
            key={rule.ruleId}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-950"
          >
            <h5 className="text-lg font-semibold break-words">{rule.help}</h5>
            <p className="mt-2">{rule.description}</p>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">{t("report.site.issue.rule")}</dt>
              <dd>
                <code>{rule.ruleId}</code>
              </dd>
              <dt className="font-semibold">{t("report.engine.label")}</dt>
              <dd>
                <EngineName engine={rule.engine} />
              </dd>
              <dt className="font-semibold">{t("report.site.issue.wcag")}</dt>
              <dd>{rule.wcag.length > 0 ? rule.wcag.join(", ") : t("report.site.issue.none")}</dd>
              <dt className="font-semibold">{t("report.site.issue.occurrencesTitle")}</dt>
              <dd>{t("report.site.issue.spread", { count: rule.occurrenceCount, pages: rule.pageCount })}</dd>
            </dl>
            {rule.check ? (
              <div className="mt-4 rounded-lg border-l-4 border-blue-700 bg-blue-50 p-3 dark:border-sky-300 dark:bg-slate-900">
                <p className="font-semibold">{t("report.site.manual.checkTitle")}</p>
                <p className="mt-1 whitespace-pre-line">{rule.check}</p>
              </div>
            ) : null}
            {rule.helpUrl ? (
              <p className="mt-3">
                <ExternalLink href={rule.helpUrl}>
                  {t("report.site.issue.learnMore")}
                  <span className="sr-only">
                    {" "}
                    {t(
                      rule.engine === "klarsicht"
                        ? "report.site.issue.learnMoreContextKlarsicht"
                        : "report.site.issue.learnMoreContext",
                      { rule: rule.ruleId },
                    )}
                  </span>
                </ExternalLink>
              </p>
            ) : null}
            {rule.examples.length > 0 ? (
              <>
                <p className="mt-4 font-semibold">{t("report.site.manual.examples")}</p>
                <OccurrenceList occurrences={rule.examples} more={rule.moreOccurrences} rule={rule.help} />
              </>
            ) : null}
            {reviews?.byRule?.[rule.ruleId] ? (
              <div className="mt-4">
                <p className="font-semibold">{t("assessment.review.inReport.title")}</p>
                {reviews.byRule[rule.ruleId]?.map((review) => (
                  <ReviewDecision key={review.key} runId={reviews.runId} review={review} />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>

      <h4 className="mt-10 text-xl font-semibold">{t("report.site.manual.uncoveredTitle")}</h4>
      <p className={`mt-2 max-w-3xl ${mutedText}`}>{t("report.site.manual.uncoveredIntro")}</p>
      {view.uncovered.length === 0 ? (
        <Empty title={t("report.site.manual.uncoveredEmpty")} />
      ) : (
        <ul className="mt-4 space-y-3">
          {view.uncovered.map((item) => (
            <li key={item.criterion} className={boxClass}>
              <h5 className="font-semibold">
                {item.title ? `${item.criterion} ${item.title}` : t("report.site.criteria.criterion", item)}
              </h5>
              <p className="mt-1">
                <span className={`${badgeClass} ${relevanceStyles[item.relevance]}`}>
                  {t(`report.relevance.${item.relevance}`)}
                </span>
              </p>
              {item.manualCheck ? <p className="mt-2 whitespace-pre-line">{item.manualCheck}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
