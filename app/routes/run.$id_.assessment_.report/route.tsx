import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AuditReport } from "~/components/assessment/AuditReport";
import { ZoomableScreenshot } from "~/components/assessment/ZoomableScreenshot";
import { ErrorSummary, FieldError, fieldClass } from "~/components/form";
import { buttonClass, Container, PageHero, textLinkClass } from "~/components/ui";
import { auditModel } from "~/utils/assessment/audit.server";
import { loadSampleInventories, requireAssessmentRun } from "~/utils/assessment/load.server";
import {
  type SignOffErrorKey,
  type SignOffErrors,
  type SignOffField,
  type SignOffValues,
  signOffLimits,
  validateSignOff,
} from "~/utils/assessment/sign-off";
import { loadAssessment, saveSignOff } from "~/utils/assessment/store.server";
import { notFound } from "~/utils/guard.server";
import { pageMeta } from "~/utils/meta";
import { isoDay } from "~/utils/statement/draft";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.assessment.meta.reportTitle })),
  { name: "robots", content: "noindex" },
];

async function loadReport(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  const { run, report, locale } = await requireAssessmentRun(request, context, id);
  if (run.kind !== "site") throw notFound();
  const loaded = await loadAssessment(context.db, run, report);
  if (!loaded) throw redirect(`/run/${run.id}/assessment`);
  return { run, report, locale, loaded };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { run, report, locale, loaded } = await loadReport(request, context, params.id);
  const inventories = await loadSampleInventories(context.db, run.id, loaded.sample);
  const { head } = loaded;
  return {
    runId: run.id,
    model: auditModel(locale, run.id, report, loaded, inventories),
    signOff: {
      auditorName: head.auditorName,
      auditorRole: head.auditorRole,
      tools: head.tools.join("\n"),
      assistiveTechnologies: head.assistiveTechnologies.join("\n"),
      // A new sign-off is dated today unless the auditor changes it.
      signedOffOn: head.signedOffOn || isoDay(new Date()),
    } satisfies SignOffValues,
    saved: new URL(request.url).searchParams.get("saved") === "sign-off",
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { run } = await loadReport(request, context, params.id);
  const checked = validateSignOff(await request.formData());
  if (!checked.ok) return data({ values: checked.values, errors: checked.errors }, { status: 400 });
  await saveSignOff(context.db, run.id, checked.signOff);
  throw redirect(`/run/${run.id}/assessment/report?saved=sign-off#sign-off`);
}

export default function AuditReportPage() {
  const { runId, model, signOff, saved } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t("assessment.report.title")} lead={t("assessment.report.lead", { host: model.host })}>
        <p className="mt-6">
          <Link to={`/run/${runId}/assessment`} className={textLinkClass}>
            {t("assessment.backToOverview")}
          </Link>
        </p>
      </PageHero>
      <Container className="py-12">
        <section aria-labelledby="downloads-title">
          <h2 id="downloads-title" className="text-xl font-semibold">
            {t("assessment.report.downloads")}
          </h2>
          {/* Plain links: the server's Content-Disposition makes them downloads, with or without JavaScript. */}
          <ul className="mt-3 flex flex-wrap gap-3">
            <li>
              <a href={`/run/${runId}/assessment/report/pdf`} className={buttonClass("secondary")}>
                {t("assessment.report.pdf")}
              </a>
            </li>
            <li>
              <a href={`/run/${runId}/assessment/report/csv`} download className={buttonClass("secondary")}>
                {t("assessment.report.csv")}
              </a>
            </li>
          </ul>
        </section>
        <AuditReport
          model={model}
          t={t}
          picture={(src, page) => <ZoomableScreenshot src={src} page={page} width={null} className="mt-2" />}
        />
        <SignOffForm
          values={failure?.values ?? signOff}
          errors={failure?.errors ?? {}}
          saved={saved && !failure}
        />
      </Container>
    </>
  );
}

const fieldIds: Record<SignOffField, string> = {
  auditorName: "sign-off-name",
  auditorRole: "sign-off-role",
  tools: "sign-off-tools",
  assistiveTechnologies: "sign-off-assistive",
  signedOffOn: "sign-off-date",
};

function SignOffForm({
  values,
  errors,
  saved,
}: {
  values: SignOffValues;
  errors: SignOffErrors;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const focusRef = useRef<HTMLDivElement>(null);
  const refused = Object.keys(errors).length > 0;
  useEffect(() => {
    if (refused || saved) focusRef.current?.focus();
  }, [refused, saved]);
  const errorText = (key: SignOffErrorKey) =>
    t(`assessment.report.signOff.errors.${key}`, {
      max:
        key === "tooManyItems"
          ? signOffLimits.items
          : key === "itemTooLong"
            ? signOffLimits.item
            : signOffLimits.name,
    });
  const field = (
    name: SignOffField,
    label: string,
    hint: string | null,
    multiline: boolean,
    type = "text",
  ) => {
    const id = fieldIds[name];
    const error = errors[name];
    const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].join(" ").trim() || undefined;
    const common = {
      id,
      name,
      // The auditor is usually the signed-in person: their own name and job title.
      autoComplete: name === "auditorName" ? "name" : name === "auditorRole" ? "organization-title" : "off",
      defaultValue: values[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy,
      className: fieldClass,
    } as const;
    return (
      <div className="mt-4">
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {hint}
          </p>
        ) : null}
        {multiline ? <textarea rows={3} {...common} /> : <input type={type} {...common} />}
        {error ? <FieldError id={`${id}-error`}>{errorText(error)}</FieldError> : null}
      </div>
    );
  };
  return (
    <section aria-labelledby="sign-off-title" className="mt-12 max-w-3xl">
      <h2 id="sign-off-title" className="text-2xl font-bold">
        {t("assessment.report.signOff.title")}
      </h2>
      <p className="mt-3">{t("assessment.report.signOff.intro")}</p>
      <Form method="post" id="sign-off" className="mt-4">
        {refused ? (
          <ErrorSummary
            summaryRef={focusRef}
            title={t("assessment.errorSummary")}
            errors={(Object.keys(errors) as SignOffField[]).map((name) => ({
              href: `#${fieldIds[name]}`,
              text: errorText(errors[name] as SignOffErrorKey),
            }))}
          />
        ) : saved ? (
          <div ref={focusRef} tabIndex={-1} role="status" className="font-semibold">
            {t("assessment.report.signOff.saved")}
          </div>
        ) : null}
        {field("auditorName", t("assessment.report.signOff.name"), null, false)}
        {field(
          "auditorRole",
          t("assessment.report.signOff.role"),
          t("assessment.report.signOff.roleHint"),
          false,
        )}
        {field("tools", t("assessment.report.signOff.tools"), t("assessment.report.signOff.toolsHint"), true)}
        {field(
          "assistiveTechnologies",
          t("assessment.report.signOff.assistiveTechnologies"),
          t("assessment.report.signOff.assistiveTechnologiesHint"),
          true,
        )}
        {field("signedOffOn", t("assessment.report.signOff.date"), null, false, "date")}
        <button type="submit" className={`mt-6 ${buttonClass("primary")}`}>
          {t("assessment.report.signOff.save")}
        </button>
      </Form>
    </section>
  );
}
