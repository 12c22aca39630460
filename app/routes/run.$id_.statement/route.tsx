import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, FieldError, fieldClass } from "~/components/form";
import { ButtonLink, buttonClass, Container, PageHero, textLinkClass } from "~/components/ui";
import { isLocale, type Locale, locales } from "~/i18n";
import { formatDate } from "~/utils/dates";
import { notFound } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { useLocale } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { statementDocument } from "~/utils/statement/document";
import {
  languageNeutralFields,
  STATEMENT_FIELD_SPECS,
  type StatementErrors,
  type StatementField,
  type StatementFields,
  statementFieldNames,
  statementFieldsFrom,
  validateStatementFields,
} from "~/utils/statement/fields";
import {
  barrierCount,
  changedDerivedParts,
  type DerivedPart,
  derivedBasisOf,
  derivedPartNames,
  withDerivedParts,
} from "~/utils/statement/refresh";
import { actorName } from "~/utils/workspace.server";
import { DraftBehindNotice } from "./DraftBehindNotice";
import { StatementPreview } from "./StatementPreview";
import {
  basisForSave,
  draftFields,
  draftStanding,
  loadDraft,
  requireStatementRun,
  runDefaults,
  saveDraft,
} from "./statement.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.statement.meta.title })),
  { name: "robots", content: "noindex" },
];

const intents = ["save", "html", "markdown", "refresh"] as const;
type Intent = (typeof intents)[number];

function statementPath(runId: string, query = ""): string {
  return `/run/${runId}/statement${query}`;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const run = await requireStatementRun(request, context, params.id);
  if (run.kind !== "site") return { kind: "pageRun" as const, runId: run.id };

  const url = new URL(request.url);
  const requested = url.searchParams.get("lang");
  const draft = await loadDraft(context, run.id);
  const language: Locale = isLocale(requested) ? requested : (draft?.locale ?? (await getLocale(request)));
  const defaults = await runDefaults(context, run, language);
  if (!defaults) throw notFound();

  // A draft in the other language keeps what means the same in both; its texts start afresh here.
  const fields = !draft
    ? defaults
    : draft.locale === language
      ? draftFields(draft, defaults)
      : statementFieldsFrom(draft.fields, defaults, languageNeutralFields);

  // Sent back from a download that still had placeholders: show what is missing.
  let errors: StatementErrors = {};
  if (url.searchParams.get("incomplete") === "1") {
    const form = new FormData();
    for (const name of statementFieldNames) form.set(name, fields[name]);
    errors = validateStatementFields(form, { final: true }).errors;
  }

  // A draft of this language that no longer says what the assessment says: the page names what differs.
  const standing =
    draft && draft.locale === language ? await draftStanding(context, run.id, draft, fields, defaults) : null;
  const behind =
    standing && standing.changed.length > 0
      ? {
          changed: standing.changed,
          changedAt: standing.assessmentChangedAt.toISOString(),
          changedAfterSave: standing.changedAfterSave,
          statusBefore: fields.conformance,
          statusNow: defaults.conformance,
          barriersBefore: barrierCount(fields.knownBarriers),
          barriersNow: barrierCount(defaults.knownBarriers),
        }
      : null;
  const refreshed = (url.searchParams.get("refreshed") ?? "")
    .split(",")
    .filter((part): part is DerivedPart => derivedPartNames.includes(part as DerivedPart));

  return {
    kind: "ready" as const,
    runId: run.id,
    behind,
    refreshed,
    language,
    fields,
    errors,
    saved: url.searchParams.get("saved") === "1",
    savedAt: draft && draft.locale === language ? draft.updatedAt.toISOString() : null,
    savedBy: draft && draft.locale === language ? draft.byName : "",
    otherDraftLanguage: draft && draft.locale !== language ? draft.locale : null,
  };
}

type ActionResult = { values: StatementFields; errors: StatementErrors; language: Locale };

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionResult> {
  const run = await requireStatementRun(request, context, params.id);
  if (run.kind !== "site") throw notFound();

  const form = await request.formData();
  const intent: Intent = intents.find((candidate) => candidate === form.get("intent")) ?? "save";
  const requested = form.get("language");
  const language = isLocale(requested) ? requested : await getLocale(request);

  // Only a download must be free of placeholders; saving and updating keep a draft in progress.
  const validation = validateStatementFields(form, { final: intent === "html" || intent === "markdown" });
  if (!validation.ok) return { values: validation.fields, errors: validation.errors, language };

  const defaults = await runDefaults(context, run, language);
  if (!defaults) throw notFound();
  if (intent === "refresh") {
    // Only the derived parts come from the results; what the owner typed, saved or not, stays.
    const changed = changedDerivedParts(validation.fields, defaults);
    await saveDraft(
      context,
      run.id,
      language,
      withDerivedParts(validation.fields, defaults),
      derivedBasisOf(defaults),
      actorName(run.actor),
    );
    const done = changed.length > 0 ? `refreshed=${changed.join(",")}` : "saved=1";
    throw redirect(statementPath(run.id, `?lang=${language}&${done}`));
  }

  // Saving own texts keeps what the derived parts rest on: a later change of the results still shows.
  const draft = await loadDraft(context, run.id);
  await saveDraft(
    context,
    run.id,
    language,
    validation.fields,
    basisForSave(draft, language, defaults),
    actorName(run.actor),
  );
  // The page route cannot answer with a file; the download route serves the draft just saved.
  if (intent === "save") throw redirect(statementPath(run.id, `?lang=${language}&saved=1`));
  throw redirect(`${statementPath(run.id)}/download?format=${intent}`);
}

const groups = {
  service: ["serviceName", "serviceUrl", "serviceDescription", "howItWorks"],
  accessibility: [
    "applicableRequirements",
    "conformance",
    "howRequirementsMet",
    "assessmentMethod",
    "knownBarriers",
    "plannedFixes",
  ],
  contact: ["providerName", "providerAddress", "contactEmail", "contactPhone", "feedbackUrl"],
  authority: ["authority", "statementDate"],
} as const satisfies Record<string, readonly StatementField[]>;

const autoComplete: Partial<Record<StatementField, string>> = {
  providerName: "organization",
  providerAddress: "street-address",
  contactEmail: "email",
  contactPhone: "tel",
};

const inputTypes = { line: "text", url: "url", email: "email", tel: "tel", date: "date" } as const;

const fieldId = (name: StatementField) => `statement-${name}`;
const formId = "statement-form";

function BackToReport({ runId }: { runId: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-6">
      <Link to={`/run/${runId}`} className={textLinkClass}>
        {t("statement.backToReport")}
      </Link>
    </p>
  );
}

function PageRun({ runId }: { runId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t("statement.title")} lead={t("statement.lead")}>
        <BackToReport runId={runId} />
      </PageHero>
      <Container className="py-12">
        <h2 className="text-2xl font-bold">{t("statement.pageRun.title")}</h2>
        <p className="mt-3 max-w-3xl">{t("statement.pageRun.text")}</p>
        <p className="mt-6">
          <ButtonLink to={`/run/${runId}`}>{t("statement.backToReport")}</ButtonLink>
        </p>
      </Container>
    </>
  );
}

function Field({
  name,
  value,
  error,
  conformance,
}: {
  name: StatementField;
  value: string;
  error?: string;
  conformance: string;
}) {
  const { t } = useTranslation();
  const spec = STATEMENT_FIELD_SPECS[name];
  const id = fieldId(name);
  const label = t(`statement.fields.${name}.label`);
  const hint = t(`statement.fields.${name}.hint`);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const optional = spec.requirement === "optional";
  const errorText = error ? t(`statement.errors.${error as "required"}`, { label, max: spec.max }) : null;

  if (spec.kind === "choice") {
    return (
      <fieldset aria-describedby={describedBy}>
        <legend className="font-semibold">{label}</legend>
        {errorText ? <FieldError id={errorId}>{errorText}</FieldError> : null}
        <div className="mt-2 space-y-2">
          {(["full", "partial", "none"] as const).map((level) => (
            <div key={level} className="flex items-center gap-3">
              <input
                type="radio"
                id={`${id}-${level}`}
                name={name}
                value={level}
                defaultChecked={conformance === level}
                aria-invalid={error ? true : undefined}
                className="size-5 accent-blue-700 dark:accent-sky-300"
              />
              <label htmlFor={`${id}-${level}`}>{t(`statement.conformanceOptions.${level}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
    );
  }

  const common = {
    id,
    name,
    required: spec.requirement === "required" ? true : undefined,
    autoComplete: autoComplete[name] ?? "off",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    defaultValue: value,
    className: fieldClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {optional ? (
          <span className="font-normal text-slate-700 dark:text-slate-300"> ({t("statement.optional")})</span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {spec.kind === "text" ? (
        <textarea rows={spec.max > 3000 ? 8 : 4} {...common} />
      ) : (
        <input type={inputTypes[spec.kind]} {...common} />
      )}
      {errorText ? <FieldError id={errorId}>{errorText}</FieldError> : null}
    </div>
  );
}

export default function Statement() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "pageRun") return <PageRun runId={data.runId} />;
  return <Editor data={data} />;
}

type EditorData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "ready" }>;

function Editor({ data }: { data: EditorData }) {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const summaryRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const refreshedRef = useRef<HTMLDivElement>(null);
  const fields = result?.values ?? data.fields;
  const errors = result?.errors ?? data.errors;
  const language = result?.language ?? data.language;
  const invalid = statementFieldNames.filter((name) => errors[name]);
  const languageName = (locale: Locale) => t(`nav.languages.${locale}`);

  // Move focus to what needs reading next: the errors, or the confirmation.
  useEffect(() => {
    if (invalid.length > 0) summaryRef.current?.focus();
  }, [invalid.length]);
  useEffect(() => {
    if (data.saved) savedRef.current?.focus();
  }, [data.saved]);
  const refreshedCount = data.refreshed.length;
  useEffect(() => {
    if (refreshedCount > 0) refreshedRef.current?.focus();
  }, [refreshedCount]);

  return (
    <>
      <PageHero title={t("statement.title")} lead={t("statement.lead")}>
        <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">{t("statement.disclaimer")}</p>
        <BackToReport runId={data.runId} />
      </PageHero>
      <Container className="py-12">
        <nav aria-label={t("statement.language.label")}>
          <p className="font-semibold">{t("statement.language.label")}</p>
          <ul className="mt-2 flex flex-wrap gap-3">
            {locales.map((locale) => (
              <li key={locale}>
                <Link
                  to={statementPath(data.runId, `?lang=${locale}`)}
                  lang={locale}
                  aria-current={locale === language ? "page" : undefined}
                  className={buttonClass(locale === language ? "primary" : "secondary")}
                >
                  {languageName(locale)}
                  {locale === language ? (
                    <span className="sr-only"> {t("statement.language.current")}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {data.otherDraftLanguage ? (
          <div className="mt-6 max-w-3xl rounded-lg border border-amber-700 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
            <p>{t("statement.language.otherDraft", { language: languageName(data.otherDraftLanguage) })}</p>
            <p className="mt-2">
              <Link
                to={statementPath(data.runId, `?lang=${data.otherDraftLanguage}`)}
                className="font-medium underline underline-offset-2"
              >
                {t("statement.language.openDraft", { language: languageName(data.otherDraftLanguage) })}
              </Link>
            </p>
          </div>
        ) : null}
        {data.saved && !result ? (
          <div
            ref={savedRef}
            tabIndex={-1}
            role="status"
            className="mt-6 max-w-3xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
          >
            {t("statement.saved")}
          </div>
        ) : null}
        {refreshedCount > 0 && !result ? (
          <div
            ref={refreshedRef}
            tabIndex={-1}
            role="status"
            className="mt-6 max-w-3xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
          >
            {t("statementRefresh.done", {
              parts: data.refreshed.map((part) => t(`statementRefresh.partNames.${part}`)).join(", "),
            })}
          </div>
        ) : null}
        {data.behind && !result ? (
          <DraftBehindNotice behind={data.behind} savedAt={data.savedAt} formId={formId} />
        ) : null}
        {invalid.length > 0 ? (
          <ErrorSummary
            summaryRef={summaryRef}
            className="mt-6 max-w-3xl"
            title={t("statement.errorSummary")}
            errors={invalid.map((name) => ({
              href: `#${STATEMENT_FIELD_SPECS[name].kind === "choice" ? `${fieldId(name)}-full` : fieldId(name)}`,
              text: t(`statement.errors.${errors[name] as "required"}`, {
                label: t(`statement.fields.${name}.label`),
                max: STATEMENT_FIELD_SPECS[name].max,
              }),
            }))}
          />
        ) : null}

        <h2 className="mt-10 text-2xl font-bold">{t("statement.formTitle")}</h2>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t("statement.requiredNote")}</p>
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t("statement.placeholderNote")}</p>
        {data.savedAt && !result ? (
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {data.savedBy
              ? t("statement.savedAtBy", {
                  date: formatDate(data.savedAt, uiLocale, "dayAndTime"),
                  name: data.savedBy,
                })
              : t("statement.savedAt", { date: formatDate(data.savedAt, uiLocale, "dayAndTime") })}
          </p>
        ) : null}
        {/* A full page submit: a download must reach the browser as a file, not as route data. */}
        <Form id={formId} method="post" reloadDocument noValidate className="mt-6 max-w-3xl space-y-10">
          <input type="hidden" name="language" value={language} />
          {(Object.keys(groups) as (keyof typeof groups)[]).map((group) => (
            <fieldset key={group} className="space-y-6">
              <legend className="text-xl font-bold">{t(`statement.groups.${group}`)}</legend>
              {groups[group].map((name) => (
                <Field
                  key={`${language}-${name}`}
                  name={name}
                  value={fields[name]}
                  error={errors[name]}
                  conformance={fields.conformance}
                />
              ))}
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" className={buttonClass("primary")}>
              {t("statement.actions.save")}
            </button>
            <button type="submit" name="intent" value="html" className={buttonClass("secondary")}>
              {t("statement.actions.html")}
            </button>
            <button type="submit" name="intent" value="markdown" className={buttonClass("secondary")}>
              {t("statement.actions.markdown")}
            </button>
          </div>
        </Form>

        <section aria-labelledby="statement-preview-title" className="mt-16 max-w-3xl">
          <h2 id="statement-preview-title" className="text-2xl font-bold">
            {t("statement.preview.title")}
          </h2>
          <p className="mt-2 mb-6 text-slate-700 dark:text-slate-300">{t("statement.preview.intro")}</p>
          <StatementPreview document={statementDocument(fields, language)} />
        </section>
      </Container>
    </>
  );
}
