import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getEntitlements } from "#core/runs/entitlements.server";
import { claimFreeScan, getRun, loadRunReportCategory } from "#core/runs/runs.server";
import { bfsgRelevance, compareCriteria, en301549ClauseFor, wcagViolationsOf } from "#core/wcag";
import { BusyButton, useSending } from "~/components/BusyButton";
import { impactStyles, ResultCounts } from "~/components/ResultCounts";
import { badgeClass, relevanceStyles } from "~/components/report/IssueCard";
import { ScanProgress } from "~/components/ScanProgress";
import { UrlForm } from "~/components/UrlForm";
import { ButtonLink, buttonClass, PageHero, Section } from "~/components/ui";
import { getSessionUser } from "~/utils/auth.server";
import { pageRunCounts } from "~/utils/counts";
import { formatDate } from "~/utils/dates";
import { rememberPendingClaim, startedInThisBrowser } from "~/utils/free-scans.server";
import { notFound } from "~/utils/guard.server";
import { criterionName } from "~/utils/guidance.server";
import { getLocale } from "~/utils/locale.server";
import { useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { localizeFinding, ReportTranslator } from "~/utils/report-language.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.scan.meta.title })),
  // The link is the only key to an anonymous scan; it belongs in no search index.
  { name: "robots", content: "noindex" },
];

/** How many violated rules the free preview lists. */
const PREVIEW_ROWS = 5;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const run = await getRun(context.db, params.id ?? "");
  if (!run) throw notFound();
  const user = await getSessionUser(request, context);
  // A free scan already taken into this account: its full report is on the run page.
  if (user && run.ownerId === user.id) throw redirect(`/run/${run.id}`);
  // Runs of an account are shown only to their owner, on the run pages; here only anonymous ones.
  if (run.ownerId) throw notFound();

  const base = {
    id: run.id,
    url: run.url,
    status: run.status,
    createdAt: run.createdAt.toISOString(),
    signedIn: user !== null,
    // Paid already: the scan is unlocked by taking it into the account, not by buying again.
    hasPlan: user ? (await getEntitlements(context.db, user.id)).hasAccess : false,
    // Only the browser that started the free scan is offered to keep it.
    startedHere: await startedInThisBrowser(request, context.env, run.id),
    // The retry form of a failed scan is a free scan form like the home page's.
    turnstile: context.turnstile?.widget ?? null,
  };
  if (run.status === "queued" || run.status === "running") {
    return { ...base, kind: "pending" as const, status: run.status, checkedAt: new Date().toISOString() };
  }
  if (run.status === "failed") {
    const error = run.errorCode ?? "internal";
    return { ...base, kind: "failed" as const, error };
  }
  // The preview shows violations only: the other categories stay compressed.
  const stored = await loadRunReportCategory(context.db, run.id, "violations");
  if (!stored) return { ...base, kind: "failed" as const, error: "internal" as const };
  const report = stored.head;
  // In the visitor's language, whichever language the scan ran in.
  const locale = await getLocale(request);
  const translator = new ReportTranslator(report.locale, locale);
  const violations = wcagViolationsOf({
    violations: stored.findings.map((finding) => localizeFinding(finding, "violations", translator)),
  });
  return {
    ...base,
    kind: "done" as const,
    finishedAt: (run.finishedAt ?? run.createdAt).toISOString(),
    counts: pageRunCounts(report, violations.length),
    // Only what the preview shows leaves the server.
    preview: violations.slice(0, PREVIEW_ROWS).map((finding) => ({
      ruleId: finding.ruleId,
      impact: finding.impact,
      /** The rule in plain words ("Bilder müssen Alternativtext haben"), then what it checks. */
      help: finding.help,
      description: finding.description,
      criteria: [...finding.wcag].sort(compareCriteria).map((criterion) => ({
        name: criterionName(locale, criterion),
        relevance: bfsgRelevance(criterion),
        clause: en301549ClauseFor(criterion),
      })),
      element: finding.nodes[0]?.selector ?? "",
      moreElements: Math.max(0, (finding.nodeCount ?? finding.nodes.length) - 1),
    })),
  };
}

/**
 * "Keep this scan", from the browser that started the free scan (someone who only has the link cannot):
 * a subscriber takes it into the account at once. Anyone else is sent through sign-in and the plans, and
 * the wish goes with them (a pending claim) until the run list can fulfil it.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const run = await getRun(context.db, params.id ?? "");
  if (!run || !(await startedInThisBrowser(request, context.env, run.id))) throw notFound();
  const user = await getSessionUser(request, context);
  if (user && run.ownerId === user.id) throw redirect(`/run/${run.id}`);
  if (run.ownerId) throw notFound();
  const hasPlan = user ? (await getEntitlements(context.db, user.id)).hasAccess : false;
  if (!user || !hasPlan) {
    const headers = await rememberPendingClaim(context.env, run.id);
    throw redirect(user ? "/setup" : `/login?returnTo=${encodeURIComponent("/runs")}`, { headers });
  }
  if (await claimFreeScan(context.db, run.id, user.id)) throw redirect(`/run/${run.id}?claimed=1`);
  throw notFound();
}

type Data = Awaited<ReturnType<typeof loader>>;

/** The claim form's button: the action keeps the scan, or sends the visitor through sign-in and plans. */
function ClaimButton({ children, variant }: { children: string; variant: "primary" | "secondary" }) {
  const { t } = useTranslation();
  const busy = useSending((_form, action) => action.startsWith("/scan/"));
  return (
    <Form method="post" className="mt-4">
      <BusyButton className={buttonClass(variant)} busy={busy} busyText={t("scan.claim.busy")}>
        {children}
      </BusyButton>
    </Form>
  );
}

/** Under a finished free scan: keep it in the account, after signing in if need be. */
function ClaimScan({ data }: { data: { id: string; signedIn: boolean } }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 max-w-3xl rounded-2xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-950">
      <h3 className="text-xl font-semibold">{t("scan.claim.title")}</h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("scan.claim.text")}</p>
      <ClaimButton variant="secondary">
        {data.signedIn ? t("scan.claim.button") : t("scan.claim.signIn")}
      </ClaimButton>
    </div>
  );
}

/** Paid already, in the browser that started the scan: taking it into the account unlocks it. */
function Unlocked() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 max-w-3xl rounded-2xl border border-blue-700 bg-white p-6 dark:border-sky-300 dark:bg-slate-950">
      <h3 className="text-xl font-semibold">{t("scan.claim.unlockedTitle")}</h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("scan.claim.unlockedText")}</p>
      <ClaimButton variant="primary">{t("scan.claim.button")}</ClaimButton>
    </div>
  );
}

function Pending({ data }: { data: Extract<Data, { kind: "pending" }> }) {
  const { t } = useTranslation();
  return (
    <PageHero title={t("scan.pending.title")} lead={data.url}>
      <ScanProgress
        status={data.status}
        createdAt={data.createdAt}
        checkedAt={data.checkedAt}
        refreshHref={`/scan/${data.id}`}
      />
    </PageHero>
  );
}

function Failed({ data }: { data: Extract<Data, { kind: "failed" }> }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t("scan.failed.title")} lead={t("scan.failed.message")}>
        <div className="mt-6 max-w-2xl rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-950">
          <p className="font-semibold">{t("scan.failed.detailLabel")}</p>
          <p className="mt-1 break-all text-slate-700 dark:text-slate-300">{data.url}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`scan.failed.errors.${data.error}`)}</p>
        </div>
      </PageHero>
      <Section id="free-test" title={t("scan.failed.retry")}>
        <UrlForm formId="free-test" turnstile={data.turnstile} />
      </Section>
    </>
  );
}

type PreviewRow = Extract<Data, { kind: "done" }>["preview"][number];

/**
 * One WCAG violation as a reader without a developer's background needs it: what is wrong in plain words,
 * how serious it is, which success criterion and which BFSG duty it touches. The rule's id and the
 * element's selector are for whoever fixes it, behind "Technische Details".
 */
function PreviewFinding({ finding }: { finding: PreviewRow }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-950">
      <h3 className="text-lg font-semibold break-words">{finding.help}</h3>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("scan.done.finding.impact")}</dt>
        <dd>
          {finding.impact ? (
            <>
              <span className={`${badgeClass} ${impactStyles[finding.impact]}`}>
                {t(`scan.impacts.${finding.impact}`)}
              </span>{" "}
              <span className="text-slate-700 dark:text-slate-300">
                {t(`scan.done.finding.impactMeaning.${finding.impact}`)}
              </span>
            </>
          ) : (
            t("scan.done.unrated")
          )}
        </dd>
        <dt className="font-semibold">{t("scan.done.finding.wcag")}</dt>
        <dd>{finding.criteria.map((criterion) => criterion.name).join(", ")}</dd>
        <dt className="font-semibold">{t("scan.done.finding.bfsg")}</dt>
        <dd>
          <ul className="flex flex-wrap gap-2">
            {finding.criteria.map((criterion) => (
              <li key={criterion.name}>
                <span className={`${badgeClass} ${relevanceStyles[criterion.relevance]}`}>
                  {criterion.clause
                    ? t("scan.done.finding.clause", {
                        relevance: t(`report.relevance.${criterion.relevance}`),
                        clause: criterion.clause,
                      })
                    : t(`report.relevance.${criterion.relevance}`)}
                </span>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{finding.description}</p>
      <details className="mt-3">
        <summary className="cursor-pointer rounded text-sm font-medium text-blue-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:text-sky-300 dark:focus-visible:outline-sky-300">
          {t("scan.done.finding.technical")}
        </summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("scan.done.columns.rule")}</dt>
          <dd>
            <code>{finding.ruleId}</code>
          </dd>
          <dt className="font-semibold">{t("scan.done.columns.element")}</dt>
          <dd>
            <code className="break-all">{finding.element}</code>
            {finding.moreElements > 0 ? (
              <span className="block text-slate-700 dark:text-slate-300">
                {t("scan.done.moreElements", { count: finding.moreElements })}
              </span>
            ) : null}
          </dd>
        </dl>
      </details>
    </li>
  );
}

function Done({ data }: { data: Extract<Data, { kind: "done" }> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const host = new URL(data.url).host;
  const date = formatDate(data.finishedAt, locale, "dayAndTime");

  return (
    <>
      <PageHero title={t("scan.done.title", { host })} lead={t("scan.done.scannedAt", { date })} />
      <Section id="summary" title={t("scan.done.summaryTitle")}>
        <ResultCounts counts={data.counts} />
      </Section>

      <Section id="violations" title={t("scan.done.previewTitle")} tone="muted">
        {data.preview.length === 0 ? (
          <div className="rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-950">
            <p className="font-semibold">{t("scan.done.noViolations")}</p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("scan.done.noViolationsHint")}</p>
          </div>
        ) : (
          <>
            <p className="mb-4 font-semibold">
              {t("scan.done.previewShown", { shown: data.preview.length, count: data.counts.wcagViolations })}
            </p>
            <ol className="space-y-4" aria-label={t("scan.done.previewCaption")}>
              {data.preview.map((finding) => (
                <PreviewFinding key={finding.ruleId} finding={finding} />
              ))}
            </ol>
          </>
        )}
        {data.counts.bestPractices > 0 ? (
          <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">
            {t("scan.done.previewBestPractices", { count: data.counts.bestPractices })}
          </p>
        ) : null}
        {data.startedHere && data.hasPlan ? (
          <Unlocked />
        ) : (
          <>
            <div className="mt-8 max-w-3xl rounded-2xl border border-blue-700 bg-white p-6 dark:border-sky-300 dark:bg-slate-950">
              <h3 className="text-xl font-semibold">{t("scan.done.unlockTitle")}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{t("scan.done.unlockText")}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <ButtonLink to="/setup">{t("scan.done.unlock")}</ButtonLink>
                <ButtonLink to="/#free-test" variant="secondary">
                  {t("scan.done.another")}
                </ButtonLink>
              </div>
            </div>
            {data.startedHere ? <ClaimScan data={data} /> : null}
          </>
        )}
      </Section>
    </>
  );
}

/** The free scan: progress while it runs, then the preview or the failure screen. */
export default function FreeScan() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "pending") return <Pending data={data} />;
  if (data.kind === "failed") return <Failed data={data} />;
  return <Done data={data} />;
}
