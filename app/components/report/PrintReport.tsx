/**
 * The report as one printable document (turned into the PDF export). Self-contained: no scripts, no
 * external styles or images, light colours only, in the report's own language.
 */
import type { TFunction } from "i18next";
import type { ReportLocale } from "#core/contract";
import { impacts } from "#core/contract";
import type { AppliedBranding } from "~/utils/branding";
import { elementLabel } from "~/utils/pictures";
import type { IssueState } from "~/utils/triage";
import { flowOutcome, flowStateLabel } from "./flow-outcome";
import {
  type CriterionGroup,
  type DocumentView,
  type FlowSummary,
  type IssueView,
  type ManualRule,
  type OccurrenceView,
  type PageRow,
  principles,
  type RuleView,
  type SiteSummary,
  type UncoveredCriterion,
} from "./model";
import { PrintBrandHeader, printBrandingStyles } from "./PrintBranding";

/** A rule as printed: numbered, its element groups inside, kept on one page when it fits one. */
export type PrintRule = RuleView & { number: number; fitsPage: boolean };

/** A rule under a criterion: its element groups there merged, its occurrences under its number. */
export type PrintCriterionRule = {
  number: number;
  ruleId: string;
  help: string;
  impact: IssueView["impact"];
  occurrenceCount: number;
  pageCount: number;
  groupCount: number;
  /** The verdicts on its groups, when any are triaged. */
  states: IssueState[];
};

export type PrintModel = {
  locale: ReportLocale;
  host: string;
  date: string;
  level: string;
  summary: SiteSummary;
  /** Each rule under every criterion it fails, by its number in `issues`: occurrences are printed once. */
  criteria: CriterionGroup<PrintCriterionRule>[];
  /** Every violated rule with its element groups and occurrences, numbered from 1: WCAG, then best practices. */
  issues: PrintRule[];
  /** Element groups (issues) printed, and all of them (a large site's print holds the most severe only). */
  issuesShown: number;
  issueTotal: number;
  pages: PageRow[];
  /** All pages, printed or not (a large site's print holds the most affected only). */
  pageTotal: number;
  manual: ManualRule[];
  uncovered: UncoveredCriterion[];
  /** The linked PDF documents (decision 042); empty for a site without any, which prints as before. */
  documents: DocumentView[];
  /** The site's flows (decision 051): how each ran, where it stopped, the states it scanned. */
  flows: FlowSummary[];
  /** Crops embedded as data: URLs by picture name (the printing browser loads nothing else). */
  pictures?: ReadonlyMap<string, string>;
  /** The workspace's white-label look (issue 30); without it the report looks as Klarsicht's. */
  branding?: AppliedBranding | null;
};

export const printStyles = `
@page { size: A4; margin: 18mm 16mm 20mm; }
:root { color-scheme: light; }
* { box-sizing: border-box; }
html { background: #fff; color: #111827; }
body { margin: 0; font: 10.5pt/1.45 "Liberation Sans", Arial, Helvetica, sans-serif; }
h1 { font-size: 22pt; line-height: 1.2; margin: 0 0 4mm; }
h2 { font-size: 16pt; margin: 0 0 4mm; padding-bottom: 1.5mm; border-bottom: 1.5pt solid #1e3a8a; color: #1e3a8a; break-after: avoid; }
h3 { font-size: 13pt; margin: 6mm 0 2mm; break-after: avoid; }
h4 { font-size: 11.5pt; margin: 4mm 0 1.5mm; break-after: avoid; }
h5 { font-size: 10.5pt; margin: 3mm 0 1mm; break-after: avoid; }
p, ul, ol, dl, table { margin: 0 0 2.5mm; }
section.chapter { break-before: page; }
section.chapter:first-of-type { break-before: auto; }
.lead { font-size: 12pt; color: #374151; }
.muted { color: #374151; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 1mm 6mm; }
.facts dt { font-weight: 700; }
.facts dd { margin: 0; }
.counts { display: flex; flex-wrap: wrap; gap: 2mm; padding: 0; list-style: none; }
.counts li { border: 0.75pt solid #6b7280; border-radius: 3mm; padding: 0.8mm 3mm; }
.issue { border: 0.75pt solid #9ca3af; border-radius: 2mm; padding: 3mm 4mm; margin: 0 0 4mm; }
.issue.whole, .criterion { break-inside: avoid; }
.head { break-inside: avoid; break-after: avoid; }
.group { border-top: 0.75pt solid #9ca3af; margin-top: 3mm; padding-top: 1mm; }
.badge { display: inline-block; border: 0.75pt solid #374151; border-radius: 2mm; padding: 0 2mm; font-size: 9pt; font-weight: 700; margin-right: 1.5mm; }
.fix { border-left: 1.5mm solid #1e3a8a; background: #eff6ff; padding: 2mm 3mm; margin: 2mm 0; }
.occurrence { border-top: 0.5pt solid #d1d5db; padding-top: 1.5mm; margin-top: 1.5mm; break-inside: avoid; }
code, pre { font-family: "Liberation Mono", "Courier New", monospace; font-size: 8.5pt; }
img.crop { display: block; max-width: 100%; max-height: 60mm; width: auto; height: auto; border: 0.5pt solid #9ca3af; margin: 1mm 0; }
pre { white-space: pre-wrap; word-break: break-all; background: #f3f4f6; padding: 1.5mm 2mm; margin: 1mm 0; }
.url { word-break: break-all; }
table { width: 100%; border-collapse: collapse; font-size: 9pt; }
th, td { text-align: left; vertical-align: top; border-bottom: 0.5pt solid #d1d5db; padding: 1mm 2mm 1mm 0; }
th { border-bottom: 1pt solid #374151; }
td.number, th.number { text-align: right; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
.checklist { list-style: none; padding: 0; }
.checklist li { margin-bottom: 2mm; break-inside: avoid; }
.box { display: inline-block; width: 3mm; height: 3mm; border: 0.75pt solid #111827; margin-right: 2mm; }
`;

type Props = { model: PrintModel; t: TFunction };

function Occurrences({
  occurrences,
  more,
  t,
  rule,
  pictures,
}: {
  occurrences: OccurrenceView[];
  more: number;
  t: TFunction;
  rule: string;
  pictures: ReadonlyMap<string, string> | undefined;
}) {
  return (
    <>
      {occurrences.map((occurrence, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: occurrences have no id; their order is fixed
        <div key={index} className="occurrence">
          <p>
            <strong>{t("report.site.issue.page")}:</strong>{" "}
            {occurrence.pageFlow ? <>{occurrence.pageFlow}, </> : null}
            <span className="url">{occurrence.pageUrl}</span>
            <br />
            <strong>{t("report.site.issue.selector")}:</strong> <code>{occurrence.selector}</code>
          </p>
          <pre>{occurrence.html}</pre>
          <PrintedCrop occurrence={occurrence} rule={rule} pictures={pictures} t={t} />
          {occurrence.failureSummary ? (
            <p style={{ whiteSpace: "pre-line" }}>{occurrence.failureSummary}</p>
          ) : null}
        </div>
      ))}
      {more > 0 ? (
        <p>
          <strong>{t("report.print.more", { count: more })}</strong>
        </p>
      ) : null}
    </>
  );
}

function PrintedCrop({
  occurrence,
  rule,
  pictures,
  t,
}: {
  occurrence: OccurrenceView;
  rule: string;
  pictures: ReadonlyMap<string, string> | undefined;
  t: TFunction;
}) {
  const src = occurrence.crop ? pictures?.get(occurrence.crop.name) : undefined;
  if (!occurrence.crop || !src) return null;
  return (
    <img
      className="crop"
      src={src}
      width={occurrence.crop.width}
      height={occurrence.crop.height}
      alt={t("pictures.crop.alt", { element: elementLabel(occurrence.selector, occurrence.html), rule })}
    />
  );
}

const issueAnchor = (number: number) => `issue-${number}`;

function Badges({
  t,
  impact,
  isNew,
  state,
  bestPractice,
}: {
  t: TFunction;
  impact?: IssueView["impact"];
  isNew: boolean;
  state?: IssueState;
  bestPractice?: boolean;
}) {
  return (
    <>
      {impact ? <span className="badge">{t(`scan.impacts.${impact}`)}</span> : null}
      {isNew ? <span className="badge">{t("report.site.issue.new")}</span> : null}
      {state && state !== "open" ? (
        <span className="badge">
          {t("report.site.issue.triage", { state: t(`sites.triage.states.${state}`) })}
        </span>
      ) : null}
      {bestPractice ? <span className="badge">{t("report.site.issue.bestPractice")}</span> : null}
    </>
  );
}

/** A rule with its element groups; kept on one page when it fits, its head kept together always. */
function Rule({
  rule,
  t,
  pictures,
}: {
  rule: PrintRule;
  t: TFunction;
  pictures: ReadonlyMap<string, string> | undefined;
}) {
  const [only] = rule.groups;
  const single = rule.groups.length === 1 && rule.moreGroups.length === 0 ? only : undefined;
  const groupCount = rule.groups.length + rule.moreGroups.length;
  const spread = t("report.site.issue.spread", { count: rule.occurrenceCount, pages: rule.pageCount });
  return (
    <div className={rule.fitsPage ? "issue whole" : "issue"} id={issueAnchor(rule.number)}>
      <div className="head">
        <h4>
          {t("report.print.issueNumber", { number: rule.number })}: {rule.help}
        </h4>
        <p>
          <Badges
            t={t}
            impact={rule.impact}
            isNew={rule.isNew}
            state={single?.state}
            bestPractice={rule.bestPractice}
          />
          {single ? spread : `${spread} ${t("report.print.groupsPrinted", { count: groupCount })}`}
        </p>
        {rule.criteria.length > 0 ? (
          <p>
            {t("report.site.issue.wcag")}: {rule.criteria.join(", ")}
            {rule.en301549.length > 0
              ? ` · ${t("report.site.issue.en301549")}: ${rule.en301549.join(", ")}`
              : ""}
          </p>
        ) : null}
        <p>{rule.description}</p>
        {rule.fix ? (
          <div className="fix">
            <strong>{t("report.site.issue.fixTitle")}:</strong> {rule.fix}
          </div>
        ) : null}
        <p className="muted">
          {t("report.site.issue.rule")}: <code>{rule.ruleId}</code> · {t("report.engine.label")}:{" "}
          {t(`report.engine.names.${rule.engine}`)}
          {single ? (
            <>
              {" "}
              · {t("report.site.issue.pattern")}: <code>{single.pattern}</code>
            </>
          ) : null}
        </p>
        {rule.helpUrl ? (
          <p className="url">
            {t("report.site.issue.learnMore")}: {rule.helpUrl}
          </p>
        ) : null}
      </div>
      {single ? (
        <Occurrences
          occurrences={single.occurrences}
          more={single.moreOccurrences}
          t={t}
          rule={rule.help}
          pictures={pictures}
        />
      ) : (
        <>
          {rule.groups.map((group, index) => (
            <div key={group.key} className="group">
              <div className="head">
                <h5>
                  {t("report.site.issue.groupTitle", { number: index + 1 })} <code>{group.pattern}</code>
                </h5>
                <p>
                  <Badges t={t} isNew={group.isNew} state={group.state} />
                  {t("report.site.issue.spread", { count: group.occurrenceCount, pages: group.pageCount })}
                </p>
              </div>
              <Occurrences
                occurrences={group.occurrences}
                more={group.moreOccurrences}
                t={t}
                rule={rule.help}
                pictures={pictures}
              />
            </div>
          ))}
          {rule.moreGroups.length > 0 ? (
            <p>
              <strong>{t("report.site.issue.moreGroups", { count: rule.moreGroups.length })}</strong>{" "}
              {rule.moreGroups
                .map(
                  (group) =>
                    `${group.pattern} ${t("report.site.issue.occurrenceCount", { count: group.occurrenceCount })}`,
                )
                .join(" · ")}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function Honest({ t }: { t: TFunction }) {
  const human = t("report.site.honest.human", { returnObjects: true }) as readonly string[];
  return (
    <>
      <h3>{t("report.site.honest.title")}</h3>
      <p>{t("report.site.honest.text")}</p>
      <p>{t("report.site.honest.humanTitle")}</p>
      <ul>
        {human.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

const criterionName = (t: TFunction, item: { criterion: string; title: string | null }) =>
  item.title
    ? `${item.criterion} ${item.title}`
    : t("report.site.criteria.criterion", { criterion: item.criterion });

/** The flows chapter: each flow's outcome and the states it scanned, as the run's page shows them. */
function PrintedFlows({ flows, t }: { flows: FlowSummary[]; t: TFunction }) {
  return (
    <section className="chapter">
      <h2>{t("report.print.flowsTitle")}</h2>
      <p>{t("report.print.flowsIntro")}</p>
      {flows.map((flow) => (
        <div key={flow.name}>
          <h3>{t("siteAccess.report.title", { name: flow.name })}</h3>
          <p>{flowOutcome(flow, t)}</p>
          {flow.states.length === 0 ? (
            <p>{t("siteAccess.report.noScans")}</p>
          ) : (
            <ol>
              {flow.states.map((state) => (
                <li key={state.index}>
                  {flowStateLabel(state, t)}
                  {state.signedIn ? ` (${t("report.site.signedIn")})` : ""}
                  <div className="url muted">{state.url}</div>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}

/** The documents chapter: each PDF with its result and its findings, as in the documents tab. */
function PrintedDocuments({ documents, t }: { documents: DocumentView[]; t: TFunction }) {
  return (
    <section className="chapter">
      <h2>{t("report.site.tabs.documents")}</h2>
      <p>{t("report.site.documents.intro")}</p>
      {documents.map((document) => (
        <div key={document.url} className="rule">
          <h3>{document.title ?? document.url}</h3>
          <p className="url">{document.url}</p>
          {document.status === "failed" ? (
            <p>
              {t("report.site.documents.failed", {
                reason: t(`scan.failed.errors.${document.error ?? "internal"}`),
              })}
            </p>
          ) : (
            <>
              <p>
                {[
                  document.pages !== null
                    ? t("report.site.documents.pagesCount", { count: document.pages })
                    : null,
                  document.tagged === false ? t("report.site.documents.untagged") : null,
                  document.tagged === true ? t("report.site.documents.tagged") : null,
                  t("report.site.documents.violations", { count: document.violations.length }),
                  t("report.site.documents.reviewCount", { count: document.review.length }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {document.stopped ? (
                <p>
                  {t("report.site.documents.stopped", {
                    reason: t(`report.site.documents.stopReasons.${document.stopped}`, {
                      defaultValue: document.stopped,
                    }),
                  })}
                </p>
              ) : null}
              {[...document.violations, ...document.review].map((issue) => (
                <div key={issue.key}>
                  <h4>
                    {issue.title} ({t("report.site.documents.condition", { condition: issue.condition })})
                  </h4>
                  <p>
                    {t("report.site.documents.criteria")}:{" "}
                    {issue.criteria.length > 0
                      ? issue.criteria.join(", ")
                      : t("report.site.documents.onlyPdfUa")}
                    {" · "}
                    {issue.pages.length > 0
                      ? t("report.site.documents.onPages", { pages: issue.pages.join(", ") })
                      : t("report.site.documents.wholeDocument")}
                  </p>
                  <p>
                    {t(
                      issue.category === "violations"
                        ? "report.site.documents.fix"
                        : "report.site.documents.check",
                    )}
                    : {issue.check ?? issue.fix}
                  </p>
                </div>
              ))}
            </>
          )}
        </div>
      ))}
    </section>
  );
}

export function PrintReport({ model, t }: Props) {
  const { summary } = model;
  const title = t("report.print.title", { host: model.host });
  return (
    <html lang={model.locale}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet, no page content */}
        <style dangerouslySetInnerHTML={{ __html: printStyles + printBrandingStyles(model.branding) }} />
      </head>
      <body>
        <header>
          {model.branding ? <PrintBrandHeader branding={model.branding} t={t} /> : null}
          <h1>{title}</h1>
          <p className="lead">{t("report.print.subtitle", { date: model.date, level: model.level })}</p>
          <p className="muted">
            <span className="url">{summary.rootUrl}</span> · {t("report.print.generatedBy")}
          </p>
        </header>

        <section className="chapter">
          <h2>{t("report.print.summaryTitle")}</h2>
          <dl className="facts">
            <dt>{t("report.site.overview.rootUrl")}</dt>
            <dd className="url">{summary.rootUrl}</dd>
            <dt>{t("report.site.overview.pagesFound")}</dt>
            <dd>{summary.pagesFound}</dd>
            <dt>{t("report.site.overview.pagesScanned")}</dt>
            <dd>{summary.pagesScanned}</dd>
            <dt>{t("report.site.overview.pagesFailed")}</dt>
            <dd>{summary.pagesFailed}</dd>
            <dt>{t("report.site.overview.issues")}</dt>
            <dd>{summary.issues}</dd>
            {summary.withTriage ? (
              <>
                <dt>{t("report.site.overview.open")}</dt>
                <dd>{summary.open}</dd>
              </>
            ) : null}
            <dt>{t("report.site.overview.occurrences")}</dt>
            <dd>{summary.occurrences}</dd>
            {summary.withTriage ? (
              <>
                <dt>{t("report.site.overview.openOccurrences")}</dt>
                <dd>{summary.openOccurrences}</dd>
              </>
            ) : null}
            <dt>{t("report.site.overview.bestPractices")}</dt>
            <dd>{summary.bestPractices}</dd>
            <dt>{t("report.site.overview.review")}</dt>
            <dd>{summary.review}</dd>
          </dl>
          {summary.withTriage ? <p className="muted">{t("report.site.overview.openHint")}</p> : null}
          <p className="muted">{t("report.site.overview.apartHint")}</p>
          <h3>{t("report.site.overview.impactsTitle")}</h3>
          <ul className="counts">
            {impacts.map((impact) => (
              <li key={impact}>
                {t(`scan.impacts.${impact}`)}: <strong>{summary.impacts[impact]}</strong>
              </li>
            ))}
            {summary.impacts.unrated > 0 ? (
              <li>
                {t("scan.done.unrated")}: <strong>{summary.impacts.unrated}</strong>
              </li>
            ) : null}
          </ul>
          <h3>{t("report.site.overview.principlesTitle")}</h3>
          <ul className="counts">
            {principles.map((principle) => (
              <li key={principle}>
                {t(`report.principles.${principle}`)}: <strong>{summary.principles[principle]}</strong>
              </li>
            ))}
          </ul>
          {summary.comparison ? (
            <>
              <h3>{t("report.site.overview.comparisonTitle")}</h3>
              <ul className="counts">
                <li>
                  {t("report.site.overview.new")}: <strong>{summary.comparison.new}</strong>
                </li>
                <li>
                  {t("report.site.overview.fixed")}: <strong>{summary.comparison.fixedCount}</strong>
                </li>
                <li>
                  {t("report.site.overview.unchanged")}: <strong>{summary.comparison.unchanged}</strong>
                </li>
              </ul>
            </>
          ) : null}
          <Honest t={t} />
        </section>

        <section className="chapter">
          <h2>{t("report.print.criteriaTitle")}</h2>
          {model.criteria.length === 0 ? (
            <p>{t("report.site.issues.empty")}</p>
          ) : (
            <p className="muted">{t("report.print.criteriaIntro")}</p>
          )}
          {model.criteria.map((group) => (
            <div key={group.criterion} className={group.issues.length <= 8 ? "criterion" : undefined}>
              <h3>{criterionName(t, group)}</h3>
              <p>
                {group.clause
                  ? `${t("report.site.criteria.clause")} ${group.clause}`
                  : t("report.site.criteria.noClause")}{" "}
                · <span className="badge">{t(`report.relevance.${group.relevance}`)}</span>
              </p>
              <ul>
                {group.issues.map((issue) => (
                  <li key={issue.number}>
                    {issue.impact ? <span className="badge">{t(`scan.impacts.${issue.impact}`)}</span> : null}
                    {issue.states.map((state) => (
                      <span key={state} className="badge">
                        {t("report.site.issue.triage", { state: t(`sites.triage.states.${state}`) })}
                      </span>
                    ))}
                    <strong>{issue.help}</strong> · <code>{issue.ruleId}</code> ·{" "}
                    {t("report.site.issue.spread", { count: issue.occurrenceCount, pages: issue.pageCount })}
                    {issue.groupCount > 1
                      ? ` ${t("report.print.groupsPrinted", { count: issue.groupCount })}`
                      : ""}{" "}
                    ·{" "}
                    <a href={`#${issueAnchor(issue.number)}`}>
                      {t("report.print.seeIssue", { number: issue.number })}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>

        {model.issues.length > 0 ? (
          <section className="chapter">
            <h2>{t("report.print.issuesTitle")}</h2>
            {model.issueTotal > model.issuesShown ? (
              <p className="muted">
                {t("paging.print.issuesOmitted", { shown: model.issuesShown, total: model.issueTotal })}
              </p>
            ) : null}
            {model.issues.map((rule, index) => (
              <div key={rule.number}>
                {rule.bestPractice && !model.issues[index - 1]?.bestPractice ? (
                  <div className="head">
                    <h3>{t("report.print.bestPracticeTitle")}</h3>
                    <p className="muted">{t("report.site.issues.bestPracticeIntro")}</p>
                  </div>
                ) : null}
                <Rule rule={rule} t={t} pictures={model.pictures} />
              </div>
            ))}
          </section>
        ) : null}

        {model.flows.length > 0 ? <PrintedFlows flows={model.flows} t={t} /> : null}

        <section className="chapter">
          <h2>{t("report.print.pagesTitle")}</h2>
          {model.pageTotal > model.pages.length ? (
            <p className="muted">
              {t("paging.print.pagesOmitted", { shown: model.pages.length, total: model.pageTotal })}
            </p>
          ) : null}
          <table>
            <thead>
              <tr>
                <th>{t("report.site.columns.page")}</th>
                <th>{t("report.site.columns.status")}</th>
                <th className="number">{t("report.site.columns.violations")}</th>
                <th className="number">{t("report.site.columns.occurrences")}</th>
              </tr>
            </thead>
            <tbody>
              {model.pages.map((page) => (
                <tr key={page.index}>
                  <td className="url">
                    {page.flow ? <div>{page.flow.label}</div> : null}
                    {page.url}
                    {page.signedIn ? <div className="muted">{t("report.site.signedIn")}</div> : null}
                    {page.aliases.length > 0 ? (
                      <div className="muted">
                        {t("report.site.aliases", {
                          count: page.aliases.length,
                          urls: page.aliases.join(", "),
                        })}
                      </div>
                    ) : null}
                  </td>
                  <td>
                    {t(`report.site.pageStatus.${page.status}`)}
                    {page.error ? ` – ${t(`scan.failed.errors.${page.error}`)}` : ""}
                    {page.partial ? (
                      <div className="muted">
                        {page.partial.elementsChecked < page.partial.elementsTotal
                          ? t("coverage.partialCount", {
                              checked: new Intl.NumberFormat(model.locale).format(
                                page.partial.elementsChecked,
                              ),
                              total: new Intl.NumberFormat(model.locale).format(page.partial.elementsTotal),
                            })
                          : t("coverage.partialRules", {
                              count:
                                (page.partial.notRun?.axe.length ?? 0) +
                                (page.partial.notRun?.klarsicht.length ?? 0),
                            })}
                      </div>
                    ) : null}
                  </td>
                  <td className="number">{page.violationCount}</td>
                  <td className="number">{page.occurrenceCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        {model.documents.length > 0 ? <PrintedDocuments documents={model.documents} t={t} /> : null}

        <section className="chapter">
          <h2>{t("report.print.manualTitle")}</h2>
          <p>{t("report.site.manual.intro")}</p>
          <h3>{t("report.site.manual.incompleteTitle")}</h3>
          {model.manual.length === 0 ? <p>{t("report.site.manual.incompleteEmpty")}</p> : null}
          {model.manual.map((rule) => (
            <div key={rule.ruleId} className="issue">
              <h4>{rule.help}</h4>
              <p>
                <code>{rule.ruleId}</code> · {t("report.engine.label")}:{" "}
                {t(`report.engine.names.${rule.engine}`)}
                {rule.wcag.length > 0 ? ` · WCAG ${rule.wcag.join(", ")}` : ""} ·{" "}
                {t("report.site.issue.spread", { count: rule.occurrenceCount, pages: rule.pageCount })}
              </p>
              {rule.check ? (
                <div className="fix">
                  <strong>{t("report.site.manual.checkTitle")}:</strong> {rule.check}
                </div>
              ) : null}
              <Occurrences
                occurrences={rule.examples}
                more={rule.moreOccurrences}
                t={t}
                rule={rule.help}
                pictures={model.pictures}
              />
            </div>
          ))}
          <h3>{t("report.site.manual.uncoveredTitle")}</h3>
          <p>{t("report.site.manual.uncoveredIntro")}</p>
          {model.uncovered.length === 0 ? <p>{t("report.site.manual.uncoveredEmpty")}</p> : null}
          <ul className="checklist">
            {model.uncovered.map((item) => (
              <li key={item.criterion}>
                <span className="box" />
                <strong>{criterionName(t, item)}</strong> ·{" "}
                <span className="badge">{t(`report.relevance.${item.relevance}`)}</span>
                {item.manualCheck ? <div>{item.manualCheck}</div> : null}
              </li>
            ))}
          </ul>
        </section>
      </body>
    </html>
  );
}
