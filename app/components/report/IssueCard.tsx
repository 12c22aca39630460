import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FindingEngine } from "#core/contract";
import type { BfsgRelevance } from "#core/wcag";
import { impactStyles } from "~/components/ResultCounts";
import { ExternalLink, textLinkClass } from "~/components/ui";
import { type IssueView, type OccurrenceView, OPEN_OCCURRENCES, type RuleView } from "./model";
import { ElementCrop } from "./Pictures";

export const badgeClass = "inline-flex rounded-full px-2.5 py-1 text-xs font-semibold";

const signedInBadgeStyle = "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50";

/** Each pair passes WCAG AA contrast in light and dark mode, like the impact badges. */
export const newBadgeStyle = "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100";
export const relevanceStyles = {
  required: "bg-blue-100 text-blue-900 dark:bg-sky-950 dark:text-sky-100",
  recommended: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  beyond: "bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
} as const satisfies Record<BfsgRelevance, string>;

type HeadingLevel = 3 | 4 | 5 | 6;

export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: HeadingLevel;
  className: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

export function ImpactBadge({ impact }: { impact: IssueView["impact"] }) {
  const { t } = useTranslation();
  if (!impact) return null;
  return (
    <span className={`${badgeClass} ${impactStyles[impact]}`}>
      <span className="sr-only">{t("report.site.issue.impact")}: </span>
      {t(`scan.impacts.${impact}`)}
    </span>
  );
}

export function NewBadge() {
  const { t } = useTranslation();
  return (
    <span className={`${badgeClass} ${newBadgeStyle}`}>
      {t("report.site.issue.new")}
      <span className="sr-only"> {t("report.site.issue.newHint")}</span>
    </span>
  );
}

/** The owner's verdict on an issue, in words; nothing for an open one. */
export function TriageBadge({ state }: { state: IssueView["state"] }) {
  const { t } = useTranslation();
  if (state === "open") return null;
  const tone = state === "regression" ? impactStyles.critical : relevanceStyles.beyond;
  return (
    <span className={`${badgeClass} ${tone}`}>
      {t("report.site.issue.triage", { state: t(`sites.triage.states.${state}`) })}
    </span>
  );
}

/** Who found an issue, said in words: axe-core or our own checks. */
export function EngineName({ engine }: { engine: FindingEngine }) {
  const { t } = useTranslation();
  return <>{t(`report.engine.names.${engine}`)}</>;
}

/** The link to one issue's own view, where every occurrence is listed page by page. */
export const issueHref = (key: string) => `?tab=issues&issue=${encodeURIComponent(key)}`;

/**
 * A page address: a link when it is a web address, plain text otherwise. A flow's state is named by its
 * flow and step first ("Bestellung › Adresse"), then its address.
 */
export function PageAddress({
  url,
  href,
  flow = null,
  signedIn = false,
}: {
  url: string;
  href: string | null;
  flow?: string | null;
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  const address = href ? (
    <ExternalLink href={href} className="break-all font-medium text-blue-800 underline dark:text-sky-300">
      {url}
    </ExternalLink>
  ) : (
    <span className="break-all">{url}</span>
  );
  if (flow === null && !signedIn) return address;
  return (
    <>
      {flow !== null ? <span className="block font-semibold">{flow}</span> : null}
      {address}
      {signedIn ? (
        <span className={`ml-2 ${badgeClass} ${signedInBadgeStyle}`}>{t("report.site.signedIn")}</span>
      ) : null}
    </>
  );
}

/** Where an issue occurs; the page's own HTML is shown as text only (React escapes it). */
export function OccurrenceList({
  occurrences,
  more,
  showPage = true,
  start = 1,
  withoutSummary = false,
  rule = "",
}: {
  occurrences: OccurrenceView[];
  more: number;
  /** The rule's name, for the crops' alternative texts. */
  rule?: string;
  showPage?: boolean;
  /** The number of the first occurrence listed, when the list continues another. */
  start?: number;
  /** Leaves out what to fix: said once for the whole list (see sharedFailureSummary). */
  withoutSummary?: boolean;
}) {
  const { t } = useTranslation();
  if (occurrences.length === 0) return null;
  return (
    <>
      <ol className="mt-2 space-y-3" start={start}>
        {occurrences.map((occurrence, index) => (
          <li
            // Occurrences have no id of their own; their order in the stored report never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            {showPage ? (
              <p>
                <span className="font-semibold">{t("report.site.issue.page")}: </span>
                <PageAddress url={occurrence.pageUrl} href={occurrence.pageHref} flow={occurrence.pageFlow} />
              </p>
            ) : null}
            <p className={showPage ? "mt-2" : undefined}>
              <span className="font-semibold">{t("report.site.issue.selector")}: </span>
              <code className="break-all">{occurrence.selector}</code>
            </p>
            <p className="mt-2 font-semibold">{t("report.site.issue.html")}:</p>
            <pre className="mt-1 rounded-md border border-slate-300 bg-white p-2 font-mono text-xs whitespace-pre-wrap break-all text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100">
              <code>{occurrence.html}</code>
            </pre>
            <ElementCrop
              crop={occurrence.crop}
              selector={occurrence.selector}
              html={occurrence.html}
              rule={rule}
            />
            {occurrence.failureSummary && !withoutSummary ? (
              <>
                <p className="mt-2 font-semibold">{t("report.site.issue.failureSummary")}:</p>
                <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
                  {occurrence.failureSummary}
                </p>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {more > 0 ? (
        <p className="mt-3 text-sm font-medium">{t("report.site.issue.more", { count: more })}</p>
      ) : null}
    </>
  );
}

/**
 * What to fix, when it is the same at every occurrence listed (as for every link of one navigation):
 * said once above the list instead of under each occurrence.
 */
function sharedFailureSummary(occurrences: readonly OccurrenceView[]): string | null {
  const first = occurrences[0]?.failureSummary ?? "";
  if (occurrences.length < 2 || first === "") return null;
  return occurrences.every((occurrence) => occurrence.failureSummary === first) ? first : null;
}

/** What a rule is about: its description, criteria by name, how widespread, and how to fix it. */
function RuleFacts({
  rule,
  pattern,
  spread,
}: {
  rule: Pick<
    RuleView,
    "ruleId" | "engine" | "description" | "criteria" | "en301549" | "fix" | "helpUrl" | "help"
  >;
  /** The element pattern, for a card of one element group. */
  pattern: string | null;
  spread: string;
}) {
  const { t } = useTranslation();
  const none = t("report.site.issue.none");
  return (
    <>
      <p className="mt-3">{rule.description}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("report.site.issue.wcag")}</dt>
        <dd>{rule.criteria.length > 0 ? rule.criteria.join(", ") : none}</dd>
        <dt className="font-semibold">{t("report.site.issue.en301549")}</dt>
        <dd>{rule.en301549.length > 0 ? rule.en301549.join(", ") : none}</dd>
        <dt className="font-semibold">{t("report.site.issue.occurrencesTitle")}</dt>
        <dd>{spread}</dd>
        <dt className="font-semibold">{t("report.site.issue.rule")}</dt>
        <dd>
          <code>{rule.ruleId}</code>
        </dd>
        <dt className="font-semibold">{t("report.engine.label")}</dt>
        <dd>
          <EngineName engine={rule.engine} />
        </dd>
        {pattern !== null ? (
          <>
            <dt className="font-semibold">{t("report.site.issue.pattern")}</dt>
            <dd>
              <code className="break-all">{pattern}</code>
            </dd>
          </>
        ) : null}
      </dl>
      {rule.fix ? (
        <div className="mt-4 rounded-lg border-l-4 border-blue-700 bg-blue-50 p-3 dark:border-sky-300 dark:bg-slate-900">
          <p className="font-semibold">{t("report.site.issue.fixTitle")}</p>
          <p className="mt-1 whitespace-pre-line">{rule.fix}</p>
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
    </>
  );
}

/** An element group's occurrences: what to fix said once when it is the same everywhere. */
function GroupOccurrences({
  issue,
  showPage,
  collapse,
  start,
  title,
}: {
  issue: IssueView;
  showPage: boolean;
  collapse: boolean;
  start: number;
  title: string | null;
}) {
  const { t } = useTranslation();
  const shared = sharedFailureSummary(issue.occurrences);
  if (issue.occurrences.length === 0) return null;
  return (
    <>
      {title ? <p className="mt-5 font-semibold">{title}</p> : null}
      {shared ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold">{t("report.site.issue.failureSummaryShared")}:</p>
          <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">{shared}</p>
        </div>
      ) : null}
      {collapse ? (
        <CollapsedOccurrences issue={issue} showPage={showPage} withoutSummary={shared !== null} />
      ) : (
        <OccurrenceList
          occurrences={issue.occurrences}
          more={0}
          showPage={showPage}
          start={start}
          withoutSummary={shared !== null}
          rule={issue.help}
        />
      )}
    </>
  );
}

/** One issue (one rule on one element group) on its own: what fails, where, and how to fix it. */
export function IssueCard({
  issue,
  headingLevel,
  showPage = true,
  collapse = true,
  start = 1,
}: {
  issue: IssueView;
  headingLevel: HeadingLevel;
  showPage?: boolean;
  /** The first few occurrences open and the rest behind "show all"; false lists them all. */
  collapse?: boolean;
  /** With collapse false: the number of the first occurrence listed (a later page of them). */
  start?: number;
}) {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-950">
      <Heading level={headingLevel} className="text-lg font-semibold break-words">
        {issue.help}
      </Heading>
      <p className="mt-2 flex flex-wrap gap-2">
        <ImpactBadge impact={issue.impact} />
        {issue.isNew ? <NewBadge /> : null}
        <TriageBadge state={issue.state} />
        {issue.bestPractice ? <BestPracticeBadge /> : null}
      </p>
      <RuleFacts
        rule={issue}
        pattern={issue.pattern}
        spread={t("report.site.issue.spread", { count: issue.occurrenceCount, pages: issue.pageCount })}
      />
      <GroupOccurrences
        issue={issue}
        showPage={showPage}
        collapse={collapse}
        start={start}
        title={t("report.site.issue.occurrencesTitle")}
      />
    </li>
  );
}

function BestPracticeBadge() {
  const { t } = useTranslation();
  return (
    <span className={`${badgeClass} ${relevanceStyles.beyond}`}>{t("report.site.issue.bestPractice")}</span>
  );
}

const nextLevel = (level: HeadingLevel): HeadingLevel => (level === 6 ? 6 : ((level + 1) as HeadingLevel));

/**
 * One rule of a site with the element groups it fails on (decision 036): the rule said once, each group
 * (one issue, triaged on its own) inside with its counts and occurrences. A rule failing on one group
 * only reads like a single issue.
 */
export function RuleCard({
  rule,
  headingLevel,
  showPage = true,
}: {
  rule: RuleView;
  headingLevel: HeadingLevel;
  showPage?: boolean;
}) {
  const { t } = useTranslation();
  const [only] = rule.groups;
  const single = rule.groups.length === 1 && rule.moreGroups.length === 0 ? only : undefined;
  const groupCount = rule.groups.length + rule.moreGroups.length;
  const spread = t("report.site.issue.spread", { count: rule.occurrenceCount, pages: rule.pageCount });
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-950">
      <Heading level={headingLevel} className="text-lg font-semibold break-words">
        {rule.help}
      </Heading>
      <p className="mt-2 flex flex-wrap gap-2">
        <ImpactBadge impact={rule.impact} />
        {rule.isNew ? <NewBadge /> : null}
        {single ? <TriageBadge state={single.state} /> : null}
        {rule.bestPractice ? <BestPracticeBadge /> : null}
      </p>
      <RuleFacts
        rule={rule}
        pattern={single ? single.pattern : null}
        spread={single ? spread : `${spread} ${t("report.site.issue.inGroups", { count: groupCount })}`}
      />
      {single ? (
        <GroupOccurrences
          issue={single}
          showPage={showPage}
          collapse
          start={1}
          title={t("report.site.issue.occurrencesTitle")}
        />
      ) : (
        <>
          <p className="mt-5 font-semibold">{t("report.site.issue.groupsTitle", { count: groupCount })}</p>
          <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
            {t("report.site.issue.groupsIntro")}
          </p>
          <ol className="mt-3 space-y-4">
            {rule.groups.map((group, index) => (
              <li key={group.key} className="rounded-xl border border-slate-300 p-4 dark:border-slate-600">
                <Heading level={nextLevel(headingLevel)} className="font-semibold break-words">
                  {t("report.site.issue.groupTitle", { number: index + 1 })}{" "}
                  <code className="font-normal break-all">{group.pattern}</code>
                </Heading>
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  {group.isNew ? <NewBadge /> : null}
                  <TriageBadge state={group.state} />
                  <span>
                    {t("report.site.issue.spread", { count: group.occurrenceCount, pages: group.pageCount })}
                  </span>
                </p>
                <GroupOccurrences issue={group} showPage={showPage} collapse start={1} title={null} />
              </li>
            ))}
          </ol>
          {rule.moreGroups.length > 0 ? (
            <>
              <p className="mt-4 text-sm font-medium">
                {t("report.site.issue.moreGroups", { count: rule.moreGroups.length })}
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
                {rule.moreGroups.map((group) => (
                  <li key={group.key}>
                    <Link to={issueHref(group.key)} className={textLinkClass}>
                      <code className="break-all">{group.pattern}</code>
                    </Link>{" "}
                    {t("report.site.issue.occurrenceCount", { count: group.occurrenceCount })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </li>
  );
}

/**
 * The first few occurrences open, the others in a <details> (keyboard and screen readers know it, and
 * it opens without JavaScript); beyond what the view holds, a link to the issue's own paged view.
 */
function CollapsedOccurrences({
  issue,
  showPage,
  withoutSummary,
}: {
  issue: IssueView;
  showPage: boolean;
  withoutSummary: boolean;
}) {
  const { t } = useTranslation();
  const open = issue.occurrences.slice(0, OPEN_OCCURRENCES);
  const rest = issue.occurrences.slice(OPEN_OCCURRENCES);
  const rule = issue.help;
  const total = issue.occurrences.length + issue.moreOccurrences;
  const allLink =
    issue.moreOccurrences > 0 ? (
      <p className="mt-3 text-sm">
        <Link to={issueHref(issue.key)} className={textLinkClass}>
          {t("report.site.issue.allPaged", { count: total })}
          <span className="sr-only"> {t("report.site.issue.allPagedContext", { help: issue.help })}</span>
        </Link>
      </p>
    ) : null;
  return (
    <>
      <OccurrenceList
        occurrences={open}
        more={0}
        showPage={showPage}
        withoutSummary={withoutSummary}
        rule={rule}
      />
      {rest.length > 0 ? (
        <details className="group mt-3">
          <summary className="cursor-pointer rounded text-sm font-medium text-blue-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:text-sky-300 dark:focus-visible:outline-sky-300">
            <span className="group-open:hidden">{t("report.site.issue.showAll", { count: total })}</span>
            <span className="hidden group-open:inline">{t("report.site.issue.showFewer")}</span>
          </summary>
          <OccurrenceList
            occurrences={rest}
            more={0}
            showPage={showPage}
            start={open.length + 1}
            withoutSummary={withoutSummary}
            rule={rule}
          />
          {allLink}
        </details>
      ) : (
        allLink
      )}
    </>
  );
}
