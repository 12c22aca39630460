/**
 * A finished page run's report below its opening block: the facts, the counts and the four result
 * categories. Read-only: the run page puts its own buttons above it, a shared link none.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResultCategory } from "#core/contract";
import { LinkTabs, useEnhanced } from "~/components/LinkTabs";
import { impactStyles, ResultCounts } from "~/components/ResultCounts";
import { buttonClass, ExternalLink, Section } from "~/components/ui";
import { pageTabs } from "./model";
import { ElementCrop, PageScreenshot } from "./Pictures";
import type { PageReportView } from "./page.server";

const badgeClass = "inline-flex rounded-full px-2.5 py-1 text-xs font-semibold";

function FindingCard({ finding, tab }: { finding: PageReportView["findings"][number]; tab: ResultCategory }) {
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
}: PageReportView["findingsPage"] & { tab: ResultCategory; shown: number }) {
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
function ResultTabs({ data }: { data: PageReportView }) {
  const { t } = useTranslation();
  const active = data.tab;
  const enhanced = useEnhanced();

  const findings = data.findings;
  const panelId = "results-panel";

  return (
    <>
      <LinkTabs
        tabs={pageTabs}
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

/** The summary and the results of a finished page run. */
export function PageReportSections({
  data,
  url,
  level,
  finishedAt,
  date,
}: {
  data: PageReportView;
  url: string;
  /** The level's name, translated. */
  level: string;
  finishedAt: string;
  /** `finishedAt` formatted for the reader. */
  date: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Section id="summary" title={t("account.run.summaryTitle")}>
        <dl className="grid max-w-4xl gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("account.run.facts.url")}</dt>
          <dd className="break-all">{url}</dd>
          {data.finalUrl && data.finalUrl !== url ? (
            <>
              <dt className="font-semibold">{t("account.run.facts.finalUrl")}</dt>
              <dd className="break-all">{data.finalUrl}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("account.run.facts.level")}</dt>
          <dd>{level}</dd>
          <dt className="font-semibold">{t("account.run.facts.date")}</dt>
          <dd>
            <time dateTime={finishedAt}>{date}</time>
          </dd>
        </dl>
        <PageScreenshot screenshot={data.screenshot} page={data.finalUrl ?? url} />

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
