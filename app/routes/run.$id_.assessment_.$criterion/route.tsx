import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ZoomableScreenshot } from "~/components/assessment/ZoomableScreenshot";
import { ErrorSummary, FieldError, fieldClass } from "~/components/form";
import { useEnhanced } from "~/components/LinkTabs";
import { buttonClass, Container, PageHero, textLinkClass } from "~/components/ui";
import {
  type AnswerErrors,
  type AnswerValues,
  answerLimits,
  type ReviewErrorKey,
  validateAnswer,
  validateReview,
} from "~/utils/assessment/answers";
import {
  criterionTexts,
  requireAssessmentRun,
  sampleInventories,
  samplePageViews,
} from "~/utils/assessment/load.server";
import {
  assessedCriteria,
  decisions,
  pageElements,
  testingMeans,
  verdicts,
  verdictsFromConfirmed,
} from "~/utils/assessment/model";
import { loadAssessment, saveAnswer, saveAnswers, saveReview } from "~/utils/assessment/store.server";
import { suggestionFor } from "~/utils/assessment/suggest";
import { formatDate } from "~/utils/dates";
import { notFound } from "~/utils/guard.server";
import { i18nServer } from "~/utils/locale.server";
import { useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/utils/statement/fields";
import { actorName } from "~/utils/workspace.server";
import { StatusBadge } from "../run.$id_.assessment/StatusBadge";
import { PageInventory } from "./PageInventory";

export const meta: MetaFunction<typeof loader> = ({ matches, params }) => [
  ...pageMeta(matches, (messages) => ({
    title: fill(messages.assessment.criterion.metaTitle, { criterion: params.criterion ?? "" }),
  })),
  { name: "robots", content: "noindex" },
];

const PAGE_OCCURRENCES = 5;

async function loadCriterion(
  request: Request,
  context: LoaderFunctionArgs["context"],
  params: LoaderFunctionArgs["params"],
) {
  const assessmentRun = await requireAssessmentRun(request, context, params.id);
  const { run, report } = assessmentRun;
  const criterion = params.criterion ?? "";
  const criteria = assessedCriteria(report.level);
  if (run.kind !== "site" || !criteria.includes(criterion)) throw notFound();
  const loaded = await loadAssessment(context.db, run, report);
  if (!loaded) throw redirect(`/run/${run.id}/assessment`);
  const result = loaded.overview.criteria.find((c) => c.criterion === criterion);
  if (!result) throw notFound();
  const inventories = await sampleInventories(context.db, run.id, loaded.sample, criterion);
  const suggestion = suggestionFor(result, loaded.sample, inventories.inventories);
  return { ...assessmentRun, criterion, criteria, loaded, result, inventories, suggestion };
}

/** The form that answers a criterion for every sampled page at once. */
const ALL_PAGES = "all-pages";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { run, report, locale, criterion, criteria, loaded, result, inventories, suggestion } =
    await loadCriterion(request, context, params);
  const pageUrl = (index: number) => report.pages[index]?.url ?? "";
  const position = criteria.indexOf(criterion);
  const reviewsByKey = new Map(loaded.reviews.map((review) => [review.issueKey, review]));
  const answers = new Map(result.answers.map((answer) => [answer.pageUrl, answer]));
  const url = new URL(request.url);
  return {
    runId: run.id,
    texts: criterionTexts(locale, criterion),
    clause: result.clause,
    status: result.status,
    tested: result.automated.tested,
    suggestion,
    sampleSize: loaded.sample.length,
    violations: result.automated.violations.map((issue) => ({
      key: issue.key,
      help: issue.help,
      ruleId: issue.ruleId,
      pageCount: issue.pageCount,
      occurrences: issue.occurrences
        .slice(0, PAGE_OCCURRENCES)
        .map((o) => ({ ...o, pageUrl: pageUrl(o.page) })),
    })),
    reviews: result.automated.reviews.map((issue, index) => {
      const review = reviewsByKey.get(issue.key);
      return {
        formId: `review-${index}`,
        key: issue.key,
        help: issue.help,
        ruleId: issue.ruleId,
        pageCount: issue.pageCount,
        occurrences: issue.occurrences
          .slice(0, PAGE_OCCURRENCES)
          .map((o) => ({ ...o, pageUrl: pageUrl(o.page) })),
        decision: review?.decision ?? null,
        note: review?.note ?? "",
        carriedOver: review?.carriedOver ?? false,
      };
    }),
    pages: samplePageViews(loaded.sample, run.id, report).map((page, index) => {
      const answer = answers.get(page.url);
      return {
        ...page,
        formId: `page-${index}`,
        elements: pageElements(report, page.index, criterion),
        inventory: inventories.views.get(page.url) ?? null,
        answer: answer
          ? {
              verdict: answer.verdict,
              barrier: answer.barrier,
              note: answer.note,
              means: answer.means,
              screenReader: answer.screenReader,
              carriedOver: answer.carriedOver,
              updatedAt: answer.updatedAt.toISOString(),
              byName: answer.byName ?? "",
            }
          : null,
      };
    }),
    previous: criteria[position - 1] ?? null,
    next: criteria[position + 1] ?? null,
    saved: url.searchParams.get("saved"),
    /** How many page verdicts a confirmed finding set, for the message after a post without JavaScript. */
    pagesSet: Number(url.searchParams.get("set")) || 0,
  };
}

type AnswerFailure = { kind: "answer"; formId: string; values: AnswerValues; errors: AnswerErrors };
type ReviewSaved = { kind: "reviewSaved"; formId: string; pagesSet: number };
type ReviewFailure = {
  kind: "review";
  formId: string;
  values: { decision: string; note: string };
  errors: Partial<Record<"decision" | "note", ReviewErrorKey>>;
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { run, report, locale, criterion, criteria, loaded, result, suggestion, actor } = await loadCriterion(
    request,
    context,
    params,
  );
  const byName = actorName(actor);
  const form = await request.formData();
  const back = (formId: string, extra = "") =>
    redirect(`/run/${run.id}/assessment/${criterion}?saved=${formId}${extra}#${formId}`);
  const intent = form.get("intent");

  if (intent === "review") {
    const index = result.automated.reviews.findIndex((issue) => issue.key === form.get("issueKey"));
    const issue = result.automated.reviews[index];
    if (!issue) throw notFound();
    const formId = `review-${index}`;
    const checked = validateReview(form);
    if (!checked.ok)
      return data(
        { kind: "review", formId, values: checked.values, errors: checked.errors } satisfies ReviewFailure,
        { status: 400 },
      );
    const pageVerdicts =
      checked.decision === "confirmed"
        ? verdictsFromConfirmed(issue, report, loaded.sample, criteria, loaded.answers)
        : [];
    await saveReview(
      context.db,
      run.id,
      { issueKey: issue.key, decision: checked.decision, note: checked.note },
      pageVerdicts,
    );
    const pagesSet = pageVerdicts.filter((verdict) => verdict.criterion === criterion).length;
    // Sent by the page's script (a fetcher): it stays where it is and reloads its data.
    if (form.get("live") === "1") return { kind: "reviewSaved", formId, pagesSet } satisfies ReviewSaved;
    throw back(formId, `&set=${pagesSet}`);
  }

  if (intent === "acceptSuggestion") {
    // Computed again: only a suggestion that still holds is saved, and only because the person asked.
    if (!suggestion) throw back(ALL_PAGES);
    const t = await i18nServer.getFixedT(locale);
    const note = t(`assessment.suggestion.${suggestion.reason}`, { count: suggestion.pages });
    await saveAnswers(
      context.db,
      run.id,
      loaded.sample.map((page) => ({
        criterion,
        pageUrl: page.url,
        verdict: "notApplicable" as const,
        barrier: "",
        note,
        means: [],
        screenReader: "",
        byName,
      })),
    );
    throw back(ALL_PAGES);
  }

  const checked = validateAnswer(form);
  if (intent === "answerAll") {
    if (!checked.ok)
      return data(
        {
          kind: "answer",
          formId: ALL_PAGES,
          values: checked.values,
          errors: checked.errors,
        } satisfies AnswerFailure,
        { status: 400 },
      );
    await saveAnswers(
      context.db,
      run.id,
      loaded.sample.map((page) => ({
        criterion,
        pageUrl: page.url,
        verdict: checked.verdict,
        barrier: checked.values.barrier,
        note: checked.values.note,
        means: checked.values.means,
        screenReader: checked.values.screenReader,
        byName,
      })),
    );
    throw back(ALL_PAGES);
  }

  const index = loaded.sample.findIndex((page) => page.url === form.get("pageUrl"));
  const page = loaded.sample[index];
  if (!page) throw notFound();
  const formId = `page-${index}`;
  if (!checked.ok)
    return data(
      { kind: "answer", formId, values: checked.values, errors: checked.errors } satisfies AnswerFailure,
      { status: 400 },
    );
  await saveAnswer(context.db, run.id, {
    criterion,
    pageUrl: page.url,
    verdict: checked.verdict,
    barrier: checked.values.barrier,
    note: checked.values.note,
    means: checked.values.means,
    screenReader: checked.values.screenReader,
    byName,
  });
  throw back(formId);
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function AssessCriterion() {
  const data = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as AnswerFailure | ReviewFailure | undefined;
  const { t } = useTranslation();
  const { texts } = data;
  return (
    <>
      <PageHero title={t("assessment.criterion.heading", { criterion: texts.criterion, title: texts.title })}>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-slate-700 dark:text-slate-300">
          <li>
            {data.clause
              ? t("assessment.criterion.clause", { clause: data.clause })
              : t("assessment.criterion.noClause")}
          </li>
          <li>{t("assessment.criterion.level", { level: texts.level })}</li>
          <li>
            {t("assessment.criteria.method")}: {t(`assessment.methods.${texts.method}`)}
          </li>
          <li>
            {t("assessment.criteria.status")}: <StatusBadge status={data.status} />
          </li>
        </ul>
        <p className="mt-6">
          <Link to={`/run/${data.runId}/assessment`} className={textLinkClass}>
            {t("assessment.backToOverview")}
          </Link>
        </p>
      </PageHero>
      <Container className="py-12">
        <section aria-labelledby="how-title" className="max-w-3xl">
          <h2 id="how-title" className="text-2xl font-bold">
            {t("assessment.criterion.how")}
          </h2>
          <p className="mt-3">{texts.how}</p>
          {texts.pass ? (
            <>
              <h3 className="mt-6 text-xl font-semibold">{t("assessment.criterion.pass")}</h3>
              <p className="mt-2">{texts.pass}</p>
            </>
          ) : null}
        </section>

        <Automated data={data} />
        <Reviews data={data} failure={failure?.kind === "review" ? failure : undefined} />

        <section aria-labelledby="pages-title" className="mt-12">
          <h2 id="pages-title" className="text-2xl font-bold">
            {t("assessment.criterion.pagesTitle")}
          </h2>
          {data.suggestion ? <SuggestionBox suggestion={data.suggestion} /> : null}
          <BulkAnswer
            sampleSize={data.sampleSize}
            saved={data.saved === ALL_PAGES && !failure}
            failure={failure?.kind === "answer" && failure.formId === ALL_PAGES ? failure : undefined}
          />
          <ol className="mt-8 space-y-8">
            {data.pages.map((page) => (
              // Keyed by the answer's time: a verdict saved elsewhere (a confirmed finding) shows at once.
              <li key={`${page.url} ${page.answer?.updatedAt ?? ""}`}>
                <PageAnswer
                  page={page}
                  saved={data.saved === page.formId && !failure}
                  failure={failure?.kind === "answer" && failure.formId === page.formId ? failure : undefined}
                />
              </li>
            ))}
          </ol>
        </section>

        <nav aria-label={t("assessment.criteria.title")} className="mt-12 flex flex-wrap gap-3">
          {data.previous ? (
            <Link to={`/run/${data.runId}/assessment/${data.previous}`} className={buttonClass("secondary")}>
              {t("assessment.criterion.previous", { criterion: data.previous })}
            </Link>
          ) : null}
          {data.next ? (
            <Link to={`/run/${data.runId}/assessment/${data.next}`} className={buttonClass("secondary")}>
              {t("assessment.criterion.next", { criterion: data.next })}
            </Link>
          ) : null}
        </nav>
      </Container>
    </>
  );
}

function Automated({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="automated-title" className="mt-12 max-w-3xl">
      <h2 id="automated-title" className="text-2xl font-bold">
        {t("assessment.criterion.automatedTitle")}
      </h2>
      {data.violations.length > 0 ? (
        <>
          <p className="mt-3">{t("assessment.automated.violationsNote")}</p>
          <h3 className="mt-6 text-xl font-semibold">{t("assessment.criterion.violationsTitle")}</h3>
          <ul className="mt-3 space-y-4">
            {data.violations.map((issue) => (
              <li key={issue.key}>
                <p className="font-semibold">
                  {issue.help} ({issue.ruleId})
                </p>
                <Occurrences occurrences={issue.occurrences} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3">
          {data.tested ? t("assessment.automated.cleanNote") : t("assessment.automated.untested")}
        </p>
      )}
    </section>
  );
}

function Occurrences({
  occurrences,
}: {
  occurrences: { pageUrl: string; selector: string; html: string }[];
}) {
  return (
    <ul className="mt-2 space-y-1">
      {occurrences.map((occurrence) => (
        <li key={`${occurrence.pageUrl} ${occurrence.selector}`} className="break-all text-sm">
          <code>{occurrence.html}</code>{" "}
          <span className="text-slate-700 dark:text-slate-300">– {occurrence.pageUrl}</span>
        </li>
      ))}
    </ul>
  );
}

/** Moves focus to a refused form's errors after the answer, so they are read next. */
function useFocusWhen(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) ref.current?.focus();
  }, [active]);
  return ref;
}

function Reviews({ data, failure }: { data: Data; failure?: ReviewFailure }) {
  const { t } = useTranslation();
  if (data.reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="mt-12 max-w-3xl">
      <h2 id="reviews-title" className="text-2xl font-bold">
        {t("assessment.criterion.reviewsTitle")}
      </h2>
      <ul className="mt-6 space-y-8">
        {data.reviews.map((review) => (
          <li key={review.key}>
            <ReviewForm
              review={review}
              saved={data.saved === review.formId && !failure}
              pagesSet={data.pagesSet}
              failure={failure?.formId === review.formId ? failure : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A needs-review finding, confirmed or dismissed. Once the page is interactive it is sent by a fetcher:
 * the page stays, its data reloads, and a confirmation's page verdicts show below at once. Without
 * JavaScript it is an ordinary form post that comes back to this form.
 */
function ReviewForm({
  review,
  saved,
  pagesSet,
  failure,
}: {
  review: Data["reviews"][number];
  saved: boolean;
  pagesSet: number;
  failure?: ReviewFailure;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const enhanced = useEnhanced();
  const answer =
    fetcher.state === "idle" ? (fetcher.data as ReviewSaved | ReviewFailure | undefined) : undefined;
  const shownFailure = answer?.kind === "review" ? answer : answer ? undefined : failure;
  const shownSaved = answer?.kind === "reviewSaved" ? answer : saved && !answer ? { pagesSet } : undefined;
  const summaryRef = useFocusWhen(Boolean(shownFailure));
  const savedRef = useFocusWhen(Boolean(shownSaved));
  const decision = shownFailure ? shownFailure.values.decision : review.decision;
  const note = shownFailure ? shownFailure.values.note : review.note;
  const id = review.formId;
  const errors = shownFailure?.errors ?? {};
  const errorText = (key: ReviewErrorKey) => t(`assessment.errors.${key}`, { max: answerLimits.note });
  return (
    <fetcher.Form
      method="post"
      id={id}
      className="rounded-lg border border-slate-300 p-4 dark:border-slate-600"
    >
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="issueKey" value={review.key} />
      {enhanced ? <input type="hidden" name="live" value="1" /> : null}
      {shownFailure ? (
        <ErrorSummary
          summaryRef={summaryRef}
          className="mb-4"
          title={t("assessment.errorSummary")}
          errors={Object.entries(errors).map(([field, key]) => ({
            href: field === "decision" ? `#${id}-confirmed` : `#${id}-note`,
            text: errorText(key as ReviewErrorKey),
          }))}
        />
      ) : null}
      {shownSaved ? (
        <div ref={savedRef} tabIndex={-1} role="status" className="mb-4 font-semibold">
          {shownSaved.pagesSet > 0
            ? `${t("assessment.review.saved")} ${t("assessment.review.pagesSet", { count: shownSaved.pagesSet })}`
            : t("assessment.review.saved")}
        </div>
      ) : null}
      <fieldset aria-describedby={errors.decision ? `${id}-decision-error` : undefined}>
        <legend className="font-semibold">{t("assessment.review.legend", { help: review.help })}</legend>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{review.ruleId}</p>
        <p className="mt-3 font-medium">{t("assessment.review.elements")}</p>
        <Occurrences occurrences={review.occurrences} />
        {review.carriedOver ? <p className="mt-3">{t("assessment.answer.carried")}</p> : null}
        {errors.decision ? (
          <FieldError id={`${id}-decision-error`}>{errorText(errors.decision)}</FieldError>
        ) : null}
        <div className="mt-3 space-y-2">
          {decisions.map((option) => (
            <div key={option} className="flex items-center gap-3">
              <input
                type="radio"
                id={`${id}-${option}`}
                name="decision"
                value={option}
                defaultChecked={decision === option}
                aria-invalid={errors.decision ? true : undefined}
                className="size-5 accent-blue-700 dark:accent-sky-300"
              />
              <label htmlFor={`${id}-${option}`}>{t(`assessment.review.decisions.${option}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${id}-note`}
        name="note"
        rows={2}
        label={t("assessment.review.note")}
        value={note}
        error={errors.note ? errorText(errors.note) : null}
      />
      <button
        type="submit"
        aria-disabled={fetcher.state !== "idle" || undefined}
        className={`mt-4 ${buttonClass("primary")}`}
      >
        {t("assessment.review.save")}
      </button>
    </fetcher.Form>
  );
}

type AnswerFormValues = Pick<AnswerValues, "verdict" | "barrier" | "note" | "means" | "screenReader">;

/** The result's choices, the barrier, the notes and the means: the same for one page and for all. */
function AnswerFields({
  id,
  legend,
  values,
  errors,
  children,
}: {
  id: string;
  legend: string;
  values: AnswerFormValues;
  errors: AnswerErrors;
  /** Shown under the legend, before the choices. */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useAnswerErrorText();
  const screenReaderDescribedBy = [
    errors.screenReader ? `${id}-screenReader-name-error` : "",
    `${id}-screenReader-name-hint`,
  ]
    .join(" ")
    .trim();
  return (
    <>
      <fieldset aria-describedby={errors.verdict ? `${id}-verdict-error` : undefined}>
        <legend className="font-semibold break-all">{legend}</legend>
        {children}
        {errors.verdict ? (
          <FieldError id={`${id}-verdict-error`}>{errorText(errors.verdict)}</FieldError>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {verdicts.map((verdict) => (
            <div key={verdict} className="flex items-center gap-3">
              <input
                type="radio"
                id={`${id}-${verdict}`}
                name="verdict"
                value={verdict}
                defaultChecked={values.verdict === verdict}
                aria-invalid={errors.verdict ? true : undefined}
                className="size-5 accent-blue-700 dark:accent-sky-300"
              />
              <label htmlFor={`${id}-${verdict}`}>{t(`assessment.answer.verdicts.${verdict}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${id}-barrier`}
        name="barrier"
        rows={3}
        label={t("assessment.answer.barrier")}
        hint={t("assessment.answer.barrierHint")}
        value={values.barrier}
        error={errors.barrier ? errorText(errors.barrier) : null}
      />
      <TextField
        id={`${id}-note`}
        name="note"
        rows={2}
        label={t("assessment.answer.note")}
        hint={t("assessment.answer.noteHint")}
        value={values.note}
        error={errors.note ? errorText(errors.note) : null}
      />
      <fieldset className="mt-4" aria-describedby={`${id}-means-hint`}>
        <legend className="font-semibold">{t("assessment.answer.means.legend")}</legend>
        <p id={`${id}-means-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("assessment.answer.means.hint")}
        </p>
        <div className="mt-2 space-y-2">
          {testingMeans.map((means) => (
            <div key={means} className="flex items-center gap-3">
              <input
                type="checkbox"
                id={`${id}-${means}`}
                name="means"
                value={means}
                defaultChecked={values.means.includes(means)}
                className="size-5 accent-blue-700 dark:accent-sky-300"
              />
              <label htmlFor={`${id}-${means}`}>{t(`assessment.answer.means.options.${means}`)}</label>
            </div>
          ))}
        </div>
        <label htmlFor={`${id}-screenReader-name`} className="mt-3 block font-medium">
          {t("assessment.answer.means.screenReader")}
        </label>
        <p id={`${id}-screenReader-name-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("assessment.answer.means.screenReaderHint")}
        </p>
        <input
          type="text"
          id={`${id}-screenReader-name`}
          name="screenReader"
          defaultValue={values.screenReader}
          autoComplete="off"
          aria-invalid={errors.screenReader ? true : undefined}
          aria-describedby={screenReaderDescribedBy}
          className={fieldClass}
        />
        {errors.screenReader ? (
          <FieldError id={`${id}-screenReader-name-error`}>{errorText(errors.screenReader)}</FieldError>
        ) : null}
      </fieldset>
    </>
  );
}

function useAnswerErrorText() {
  const { t } = useTranslation();
  const limitOf = (key: string) =>
    key === "noteTooLong"
      ? answerLimits.note
      : key === "screenReaderTooLong"
        ? answerLimits.screenReader
        : answerLimits.barrier;
  return (key: string) => t(`assessment.errors.${key as "verdictMissing"}`, { max: limitOf(key) });
}

function AnswerErrorSummary({
  id,
  errors,
  summaryRef,
}: {
  id: string;
  errors: AnswerErrors;
  summaryRef: React.RefObject<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const errorText = useAnswerErrorText();
  const fieldTarget = {
    verdict: `${id}-passed`,
    barrier: `${id}-barrier`,
    note: `${id}-note`,
    screenReader: `${id}-screenReader-name`,
  } as const;
  return (
    <ErrorSummary
      summaryRef={summaryRef}
      className="mb-4"
      title={t("assessment.errorSummary")}
      errors={(Object.keys(errors) as (keyof typeof fieldTarget)[]).map((field) => ({
        href: `#${fieldTarget[field]}`,
        text: errorText(errors[field] as string),
      }))}
    />
  );
}

const emptyAnswer: AnswerFormValues = { verdict: "", barrier: "", note: "", means: [], screenReader: "" };

/**
 * A suggestion from the pages' inventories, with the reason; it is saved only when the person accepts it
 * (the server checks it again).
 */
function SuggestionBox({ suggestion }: { suggestion: NonNullable<Data["suggestion"]> }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="suggestion-title"
      className="mt-6 max-w-3xl rounded-lg border-l-4 border-blue-700 bg-blue-50 p-4 dark:border-sky-300 dark:bg-slate-900"
    >
      <h3 id="suggestion-title" className="text-lg font-semibold">
        {t("assessment.suggestion.title")}
      </h3>
      <p className="mt-2">{t(`assessment.suggestion.${suggestion.reason}`, { count: suggestion.pages })}</p>
      <p className="mt-2">{t("assessment.suggestion.notSaved")}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="acceptSuggestion" />
        <button type="submit" className={buttonClass("primary")}>
          {t("assessment.suggestion.accept")}
        </button>
      </Form>
    </section>
  );
}

function BulkAnswer({
  sampleSize,
  saved,
  failure,
}: {
  sampleSize: number;
  saved: boolean;
  failure?: AnswerFailure;
}) {
  const { t } = useTranslation();
  const summaryRef = useFocusWhen(Boolean(failure));
  const savedRef = useFocusWhen(saved);
  const id = ALL_PAGES;
  return (
    <Form
      method="post"
      id={id}
      className="mt-6 rounded-lg border-2 border-slate-400 p-4 dark:border-slate-500"
      aria-describedby={`${id}-intro`}
    >
      <input type="hidden" name="intent" value="answerAll" />
      {failure ? <AnswerErrorSummary id={id} errors={failure.errors} summaryRef={summaryRef} /> : null}
      {saved ? (
        <div ref={savedRef} tabIndex={-1} role="status" className="mb-4 font-semibold">
          {t("assessment.bulk.saved", { count: sampleSize })}
        </div>
      ) : null}
      <AnswerFields
        id={id}
        legend={t("assessment.bulk.legend")}
        values={failure?.values ?? emptyAnswer}
        errors={failure?.errors ?? {}}
      >
        <p id={`${id}-intro`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("assessment.bulk.intro", { count: sampleSize })}
        </p>
      </AnswerFields>
      <button type="submit" className={`mt-4 ${buttonClass("primary")}`}>
        {t("assessment.bulk.save")}
      </button>
    </Form>
  );
}

function PageAnswer({
  page,
  saved,
  failure,
}: {
  page: Data["pages"][number];
  saved: boolean;
  failure?: AnswerFailure;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const summaryRef = useFocusWhen(Boolean(failure));
  const savedRef = useFocusWhen(saved);
  const id = page.formId;
  const values = failure?.values ?? page.answer ?? emptyAnswer;
  return (
    <Form method="post" id={id} className="rounded-lg border border-slate-300 p-4 dark:border-slate-600">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="pageUrl" value={page.url} />
      {failure ? <AnswerErrorSummary id={id} errors={failure.errors} summaryRef={summaryRef} /> : null}
      {saved ? (
        <div ref={savedRef} tabIndex={-1} role="status" className="mb-4 font-semibold">
          {t("assessment.answer.saved", { page: page.url })}
        </div>
      ) : null}
      <div className="xl:grid xl:grid-cols-2 xl:gap-6">
        {page.pictureUrl ? (
          <ZoomableScreenshot
            src={page.pictureUrl}
            page={page.url}
            width={page.pictureWidth}
            className="mb-4"
          />
        ) : null}
        {page.inventory ? <PageInventory id={id} page={page.url} view={page.inventory} /> : null}
      </div>
      <AnswerFields
        id={id}
        legend={t("assessment.answer.legend", { page: page.url })}
        values={values}
        errors={failure?.errors ?? {}}
      >
        {page.elements.length > 0 ? (
          <>
            <p className="mt-2 text-sm font-medium">{t("assessment.sample.elements")}</p>
            <Occurrences
              occurrences={page.elements.map((element) => ({ ...element, pageUrl: element.ruleId }))}
            />
          </>
        ) : null}
        {page.answer?.carriedOver && !failure ? (
          <p className="mt-3">{t("assessment.answer.carried")}</p>
        ) : null}
        {page.answer && !page.answer.carriedOver && !failure ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {page.answer.byName
              ? t("assessment.answer.currentBy", {
                  date: formatDate(page.answer.updatedAt, locale, "dayAndTime"),
                  name: page.answer.byName,
                })
              : t("assessment.answer.current", {
                  date: formatDate(page.answer.updatedAt, locale, "dayAndTime"),
                })}
          </p>
        ) : null}
      </AnswerFields>
      <button type="submit" className={`mt-4 ${buttonClass("primary")}`}>
        {t("assessment.answer.save")}
      </button>
    </Form>
  );
}

/** A labelled text area with an optional hint and its error beside it, both tied to it for screen readers. */
function TextField(props: {
  id: string;
  name: string;
  rows: number;
  label: string;
  hint?: string;
  value: string;
  error: string | null;
}) {
  const { id, name, rows, label, hint, value, error } = props;
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].join(" ").trim();
  return (
    <>
      <label htmlFor={id} className="mt-4 block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={fieldClass}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </>
  );
}
