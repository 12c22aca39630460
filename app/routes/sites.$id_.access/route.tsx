/**
 * A registered site's login profile and flows (decision 043): the sign-in form (secrets write-only), the
 * flows' JSON editor, and a trial run that shows each step's result and where and why it stopped. Plain
 * forms and links throughout, so everything works without JavaScript and from the keyboard. Only the
 * site's owner reaches any of it; everyone else gets the same 404 as for a site that does not exist.
 */
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  deleteFlow,
  deleteLoginProfile,
  getFlow,
  getLoginProfile,
  listFlows,
  saveFlow,
  saveLoginProfile,
} from "#core/site-steps.server";
import type { Step, StepFileProblem } from "#core/steps";
import { BusyButton } from "~/components/BusyButton";
import { ErrorSummary, FieldError, fieldClass } from "~/components/form";
import { buttonClass, PageHero, Section, textLinkClass } from "~/components/ui";
import { requireOwnSite } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import {
  flowEditorText,
  flowFromEditor,
  type LoginField,
  type LoginFormError,
  loginFormOf,
  loginKeyring,
  loginProfileFromForm,
  newFlowText,
  runTrial,
  stepSummary,
} from "~/utils/site-steps.server";
import { requireWorkspace } from "~/utils/workspace.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.siteAccess.meta.title })),
  { name: "robots", content: "noindex" },
];

const pathOf = (siteId: number) => `/sites/${siteId}/access`;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Login profiles and flows hold the site's secrets: the admins' (decision 046).
  const { workspace } = await requireWorkspace(request, context, "manage");
  const site = await requireOwnSite(context, workspace, params.id);
  const keyring = loginKeyring(context.env);
  const url = new URL(request.url);
  const flows = await listFlows(context.db, site.id);
  const editing = url.searchParams.get("flow");
  let editor: { id: string | null; name: string; text: string } | null = null;
  if (keyring && editing === "new") editor = { id: null, name: "", text: newFlowText };
  else if (keyring && editing) {
    const flow = await getFlow(context.db, keyring, site.id, editing);
    if (flow) editor = { id: flow.id, name: flow.name, text: flowEditorText(flow) };
  }
  const profile = keyring ? await getLoginProfile(context.db, keyring, site.id) : null;
  const saved = url.searchParams.get("saved");
  return {
    site: { id: site.id, url: site.url },
    configured: keyring !== null,
    hasProfile: profile !== null,
    login: loginFormOf(profile),
    flows: flows.map((flow) => ({ id: flow.id, name: flow.name })),
    editor,
    notice:
      saved === "login"
        ? ({ kind: "savedLogin" } as const)
        : saved === "flow"
          ? ({
              kind: "savedFlow",
              name: flows.find((flow) => flow.id === url.searchParams.get("id"))?.name ?? "",
            } as const)
          : url.searchParams.get("deleted") === "login"
            ? ({ kind: "deletedLogin" } as const)
            : url.searchParams.get("deleted") === "flow"
              ? ({ kind: "deletedFlow" } as const)
              : null,
  };
}

type TrialStepView = {
  phase: "login" | "flow";
  step: number;
  action: Step["action"];
  target: string;
  status: "done" | "failed" | "notReached";
};

export type TrialView = {
  name: string | null;
  ok: boolean;
  steps: TrialStepView[];
  scans: { name: string; step: number; violations: number | null }[];
  relogins: number;
  failure: { step: number; code: string; detail: string; url: string; picture: string | null } | null;
};

type ActionResult =
  | { intent: "saveLogin"; errors: LoginFormError[]; values: Record<string, string> }
  | { intent: "saveFlow"; problems: StepFileProblem[]; nameTaken: boolean; text: string; id: string | null }
  | { intent: "deleteLogin"; confirm: true }
  | { intent: "deleteFlow"; flowId: string; name: string }
  | { intent: "trial"; error: "unavailable" | "noProfile" }
  | { intent: "trial"; trial: TrialView };

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionResult> {
  // Login profiles and flows hold the site's secrets: the admins' (decision 046).
  const { workspace } = await requireWorkspace(request, context, "manage");
  const site = await requireOwnSite(context, workspace, params.id);
  const keyring = loginKeyring(context.env);
  if (!keyring) throw new Response("Login secrets are not configured", { status: 503 });
  const locale = await getLocale(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const path = pathOf(site.id);

  if (intent === "saveLogin") {
    const stored = await getLoginProfile(context.db, keyring, site.id);
    const parsed = loginProfileFromForm(form, stored, locale);
    if (!parsed.ok) return { intent, errors: parsed.errors, values: parsed.values };
    await saveLoginProfile(context.db, keyring, site.id, parsed.profile);
    throw redirect(`${path}?saved=login`);
  }
  if (intent === "deleteLogin") {
    // The first request only asks; the profile and its secrets go with the confirmed second one.
    if (form.get("confirm") !== "1") return { intent, confirm: true };
    await deleteLoginProfile(context.db, site.id);
    throw redirect(`${path}?deleted=login`);
  }
  const flowId =
    typeof form.get("flowId") === "string" && form.get("flowId") !== "" ? String(form.get("flowId")) : null;
  if (intent === "saveFlow") {
    const text = String(form.get("flow") ?? "");
    const stored = flowId ? await getFlow(context.db, keyring, site.id, flowId) : null;
    if (flowId && !stored) throw new Response("Not Found", { status: 404 });
    const parsed = flowFromEditor(text, stored, locale);
    if (!parsed.ok) return { intent, problems: parsed.problems, nameTaken: false, text, id: flowId };
    const saved = await saveFlow(context.db, keyring, site.id, flowId ?? undefined, parsed.flow);
    if (!saved.ok) return { intent, problems: [], nameTaken: true, text, id: flowId };
    throw redirect(`${path}?saved=flow&id=${encodeURIComponent(saved.id)}`);
  }
  if (intent === "deleteFlow") {
    if (flowId && form.get("confirm") !== "1") {
      const flow = (await listFlows(context.db, site.id)).find((entry) => entry.id === flowId);
      if (!flow) throw new Response("Not Found", { status: 404 });
      return { intent, flowId, name: flow.name };
    }
    if (!flowId || !(await deleteFlow(context.db, site.id, flowId)))
      throw new Response("Not Found", { status: 404 });
    throw redirect(`${path}?deleted=flow`);
  }
  if (intent === "trial") {
    const profile = await getLoginProfile(context.db, keyring, site.id);
    const flow = flowId ? await getFlow(context.db, keyring, site.id, flowId) : null;
    if (flowId && !flow) throw new Response("Not Found", { status: 404 });
    if (!flow && !profile) return { intent, error: "noProfile" };
    const answer = await runTrial(context, {
      siteId: site.id,
      ...(flowId ? { flowId } : {}),
      level: "AA",
      locale,
    });
    if (!answer.ok) return { intent, error: answer.error };
    const { result } = answer;
    const stepsOf = (phase: "login" | "flow", steps: readonly Parameters<typeof stepSummary>[0][]) =>
      steps.map((step, index): TrialStepView => {
        const number = index + 1;
        const failed = result.failure?.phase === phase && result.failure.step === number;
        const done = result.done.some((entry) => entry.phase === phase && entry.step === number);
        return {
          phase,
          step: number,
          ...stepSummary(step),
          status: failed ? "failed" : done ? "done" : "notReached",
        };
      });
    return {
      intent,
      trial: {
        name: flow?.name ?? null,
        ok: result.ok,
        steps: [...stepsOf("login", profile?.steps ?? []), ...stepsOf("flow", flow?.steps ?? [])],
        scans: result.scans.map(({ name, step, violations }) => ({ name, step, violations })),
        relogins: result.relogins,
        failure: result.failure
          ? {
              step: result.failure.step,
              code: result.failure.code,
              detail: result.failure.detail,
              url: result.failure.url,
              picture: result.failure.screenshot
                ? `data:image/jpeg;base64,${result.failure.screenshot}`
                : null,
            }
          : null,
      },
    };
  }
  throw new Response("Bad Request", { status: 400 });
}

type FieldHint = "loginUrlHint" | "successTextHint" | "excludeHint";

const loginTextFields: { name: LoginField; hint?: FieldHint }[] = [
  { name: "loginUrl", hint: "loginUrlHint" },
  { name: "userLabel" },
  { name: "username" },
  { name: "passwordLabel" },
];

function errorText(t: TFunction, error: LoginFormError): string {
  return error.code === "invalid"
    ? t("siteAccess.errors.invalid", { path: error.problem.path, message: error.problem.message })
    : t(`siteAccess.errors.${error.code}`);
}

type FieldProps = {
  errors: LoginFormError[];
  values: Record<string, string>;
  set: Record<"password" | "basicPassword" | "headerValue" | "cookieValue", boolean>;
};

function TextField({
  name,
  hint,
  area = false,
  errors: allErrors,
  values,
}: FieldProps & { name: LoginField; hint?: FieldHint; area?: boolean }) {
  const { t } = useTranslation();
  const errors = allErrors.filter((error) => error.field === name);
  const id = `login-${name}`;
  const described = [hint ? `${id}-hint` : "", errors.length > 0 ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const props = {
    id,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors.length > 0 ? true : undefined,
    "aria-describedby": described || undefined,
    className: fieldClass,
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {t(`siteAccess.login.${name}`)}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-slate-700 dark:text-slate-300">
          {t(`siteAccess.login.${hint}`)}
        </p>
      ) : null}
      {area ? <textarea rows={3} {...props} /> : <input {...props} />}
      {errors[0] ? <FieldError id={`${id}-error`}>{errorText(t, errors[0])}</FieldError> : null}
    </div>
  );
}

/** A secret's field: always empty; it says whether a value is stored, never what. */
function SecretField({
  name,
  errors: allErrors,
  set,
}: FieldProps & { name: "password" | "basicPassword" | "headerValue" | "cookieValue" }) {
  const { t } = useTranslation();
  const errors = allErrors.filter((error) => error.field === name);
  const id = `login-${name}`;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {t(`siteAccess.login.${name}`)}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-slate-700 dark:text-slate-300">
        {t("siteAccess.login.secretHint", {
          state: t(set[name] ? "siteAccess.login.isSet" : "siteAccess.login.notSet"),
        })}
      </p>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={errors.length > 0 ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={fieldClass}
      />
      {errors[0] ? <FieldError id={`${id}-error`}>{errorText(t, errors[0])}</FieldError> : null}
    </div>
  );
}

export default function SiteAccess() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const answerRef = useRef<HTMLDivElement>(null);
  const loginFailed = result?.intent === "saveLogin" ? result : null;
  const flowFailed = result?.intent === "saveFlow" ? result : null;
  const trial = result?.intent === "trial" ? result : null;
  const navigation = useNavigation();
  // A new form after each answer: a typed secret never stays in a field once it is saved.
  const formKey = useLocation().key;
  // Which trial is under way: "" for the sign-in's, else the flow's id.
  const trying =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "trial"
      ? String(navigation.formData.get("flowId") ?? "")
      : null;

  useEffect(() => {
    if (result || data.notice) answerRef.current?.focus();
  }, [result, data.notice]);

  const fieldProps = {
    errors: loginFailed?.errors ?? [],
    values: loginFailed ? loginFailed.values : (data.login.values as Record<string, string>),
    set: data.login.set,
  };
  const path = pathOf(data.site.id);
  return (
    <>
      <PageHero title={t("siteAccess.title")} lead={t("siteAccess.lead", { site: data.site.url })}>
        <p className="mt-4">
          <Link to={`/sites/${data.site.id}`} className={textLinkClass}>
            {t("siteAccess.back")}
          </Link>
        </p>
      </PageHero>

      {data.notice && !result ? (
        <div ref={answerRef} tabIndex={-1} role="status" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <p className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100">
            {data.notice.kind === "savedLogin"
              ? t("siteAccess.saved.login")
              : data.notice.kind === "savedFlow"
                ? t("siteAccess.saved.flow", { name: data.notice.name })
                : data.notice.kind === "deletedLogin"
                  ? t("siteAccess.deleted.login")
                  : t("siteAccess.deleted.flow")}
          </p>
        </div>
      ) : null}

      {!data.configured ? (
        <Section id="login" title={t("siteAccess.login.title")}>
          <p className="text-slate-700 dark:text-slate-300">{t("siteAccess.notConfigured")}</p>
        </Section>
      ) : (
        <>
          {trial ? (
            <Section
              id="trial"
              title={t("siteAccess.trial.title", {
                name:
                  "trial" in trial
                    ? (trial.trial.name ?? t("siteAccess.trial.loginName"))
                    : t("siteAccess.trial.loginName"),
              })}
            >
              <div ref={answerRef} tabIndex={-1} role="status">
                {"error" in trial ? (
                  <p>{t(`siteAccess.trial.${trial.error}`)}</p>
                ) : (
                  <TrialResult trial={trial.trial} />
                )}
              </div>
            </Section>
          ) : null}

          <Section id="login" title={t("siteAccess.login.title")} intro={t("siteAccess.login.intro")}>
            <p className="mb-6 text-slate-700 dark:text-slate-300">{t("siteAccess.login.mfa")}</p>
            <Form
              key={formKey}
              method="post"
              action={`${path}#login`}
              className="max-w-xl space-y-6"
              noValidate
            >
              <input type="hidden" name="intent" value="saveLogin" />
              {loginFailed ? (
                <ErrorSummary
                  summaryRef={answerRef}
                  title={t("siteAccess.errors.title")}
                  errors={loginFailed.errors.map((error) => ({
                    href: error.field === "form" ? "#login" : `#login-${error.field}`,
                    text: errorText(t, error),
                  }))}
                />
              ) : null}
              <fieldset className="space-y-6">
                <legend className="text-lg font-semibold">{t("siteAccess.login.formTitle")}</legend>
                {loginTextFields.map((field) => (
                  <TextField {...fieldProps} key={field.name} name={field.name} hint={field.hint} />
                ))}
                <SecretField {...fieldProps} name="password" />
                <TextField {...fieldProps} name="submitText" />
              </fieldset>
              <fieldset className="space-y-6">
                <legend className="text-lg font-semibold">{t("siteAccess.login.successTitle")}</legend>
                <TextField {...fieldProps} name="successText" hint="successTextHint" />
                <TextField {...fieldProps} name="successUrl" />
              </fieldset>
              <fieldset className="space-y-6">
                <legend className="text-lg font-semibold">{t("siteAccess.login.otherTitle")}</legend>
                <TextField {...fieldProps} name="basicUser" />
                <SecretField {...fieldProps} name="basicPassword" />
                <TextField {...fieldProps} name="headerName" />
                <SecretField {...fieldProps} name="headerValue" />
                <TextField {...fieldProps} name="cookieName" />
                <SecretField {...fieldProps} name="cookieValue" />
              </fieldset>
              <TextField {...fieldProps} name="exclude" hint="excludeHint" area />
              <button type="submit" className={buttonClass("primary")}>
                {t("siteAccess.login.save")}
              </button>
            </Form>
            {data.hasProfile ? (
              <div className="mt-6 flex flex-wrap gap-4">
                <Form method="post" action={`${path}#trial`}>
                  <input type="hidden" name="intent" value="trial" />
                  <BusyButton
                    busy={trying === ""}
                    className={buttonClass("secondary")}
                    busyText={t("siteAccess.trial.running")}
                  >
                    {t("siteAccess.login.trial")}
                  </BusyButton>
                </Form>
                {result?.intent === "deleteLogin" ? (
                  <ConfirmDelete
                    question={t("siteAccess.login.confirmDelete")}
                    fields={{ intent: "deleteLogin" }}
                    cancelTo={`${path}#login`}
                  />
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="deleteLogin" />
                    <button type="submit" className={buttonClass("secondary")}>
                      {t("siteAccess.login.delete")}
                    </button>
                  </Form>
                )}
              </div>
            ) : (
              <p className="mt-6 text-slate-700 dark:text-slate-300">{t("siteAccess.login.none")}</p>
            )}
          </Section>

          <Section id="flows" title={t("siteAccess.flows.title")} intro={t("siteAccess.flows.intro")}>
            {data.flows.length === 0 ? (
              <p className="text-slate-700 dark:text-slate-300">{t("siteAccess.flows.none")}</p>
            ) : (
              <ul className="space-y-4">
                {data.flows.map((flow) => (
                  <li key={flow.id} className="flex flex-wrap items-center gap-4">
                    <span className="font-semibold">{flow.name}</span>
                    <Link
                      to={`${path}?flow=${encodeURIComponent(flow.id)}#editor`}
                      className={textLinkClass}
                      aria-label={t("siteAccess.flows.editLabel", { name: flow.name })}
                    >
                      {t("siteAccess.flows.edit")}
                    </Link>
                    <Form method="post" action={`${path}#trial`}>
                      <input type="hidden" name="intent" value="trial" />
                      <input type="hidden" name="flowId" value={flow.id} />
                      <BusyButton
                        busy={trying === flow.id}
                        className={buttonClass("secondary")}
                        busyText={t("siteAccess.trial.running")}
                        aria-label={t("siteAccess.flows.trialLabel", { name: flow.name })}
                      >
                        {t("siteAccess.flows.trial")}
                      </BusyButton>
                    </Form>
                    {result?.intent === "deleteFlow" && result.flowId === flow.id ? (
                      <ConfirmDelete
                        question={t("siteAccess.flows.confirmDelete", { name: flow.name })}
                        fields={{ intent: "deleteFlow", flowId: flow.id }}
                        cancelTo={`${path}#flows`}
                      />
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="deleteFlow" />
                        <input type="hidden" name="flowId" value={flow.id} />
                        <button
                          type="submit"
                          className={buttonClass("secondary")}
                          aria-label={t("siteAccess.flows.deleteLabel", { name: flow.name })}
                        >
                          {t("siteAccess.flows.delete")}
                        </button>
                      </Form>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {!data.editor && !flowFailed ? (
              <p className="mt-6">
                <Link to={`${path}?flow=new#editor`} className={buttonClass("secondary")}>
                  {t("siteAccess.flows.add")}
                </Link>
              </p>
            ) : null}
          </Section>

          {data.editor || flowFailed ? (
            <FlowEditor
              path={path}
              id={flowFailed ? flowFailed.id : (data.editor?.id ?? null)}
              name={data.editor?.name ?? ""}
              text={flowFailed ? flowFailed.text : (data.editor?.text ?? "")}
              failed={flowFailed}
              summaryRef={answerRef}
            />
          ) : null}
        </>
      )}
    </>
  );
}

function FlowEditor({
  path,
  id,
  name,
  text,
  failed,
  summaryRef,
}: {
  path: string;
  id: string | null;
  name: string;
  text: string;
  failed: { problems: StepFileProblem[]; nameTaken: boolean } | null;
  summaryRef: React.RefObject<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const messages = failed
    ? [
        ...failed.problems.map((problem) =>
          t("siteAccess.errors.invalid", { path: problem.path, message: problem.message }),
        ),
        ...(failed.nameTaken ? [t("siteAccess.errors.nameTaken")] : []),
      ]
    : [];
  return (
    <Section
      id="editor"
      title={id ? t("siteAccess.flows.editorEdit", { name }) : t("siteAccess.flows.editorNew")}
    >
      <Form method="post" action={`${path}#editor`} className="max-w-3xl space-y-6" noValidate>
        <input type="hidden" name="intent" value="saveFlow" />
        {id ? <input type="hidden" name="flowId" value={id} /> : null}
        {failed ? (
          <ErrorSummary
            summaryRef={summaryRef}
            title={t("siteAccess.errors.title")}
            errors={messages.map((message, index) => ({
              href: "#flow-json",
              text: `${index + 1}. ${message}`,
            }))}
          />
        ) : null}
        <div>
          <label htmlFor="flow-json" className="font-semibold">
            {t("siteAccess.flows.json")}
          </label>
          <p id="flow-json-hint" className="mt-1 text-slate-700 dark:text-slate-300">
            {t("siteAccess.flows.jsonHint")}
          </p>
          <textarea
            id="flow-json"
            name="flow"
            rows={18}
            spellCheck={false}
            defaultValue={text}
            aria-invalid={failed ? true : undefined}
            aria-describedby="flow-json-hint"
            className={`${fieldClass} font-mono text-sm`}
          />
        </div>
        <div className="flex flex-wrap gap-4">
          <button type="submit" className={buttonClass("primary")}>
            {t("siteAccess.flows.save")}
          </button>
          <Link to={path} className={buttonClass("secondary")}>
            {t("siteAccess.flows.cancel")}
          </Link>
        </div>
      </Form>
    </Section>
  );
}

function TrialResult({ trial }: { trial: TrialView }) {
  const { t } = useTranslation();
  const failureKey = (code: string) =>
    t(`siteAccess.trial.failures.${code}`, { defaultValue: t("siteAccess.trial.failures.unknown") });
  return (
    <div className="space-y-6">
      <p className="font-semibold">
        {trial.ok
          ? t("siteAccess.trial.ok")
          : t("siteAccess.trial.failed", { step: trial.failure?.step ?? 0 })}
      </p>
      <ol className="space-y-2">
        {trial.steps.map((step) => (
          <li
            key={`${step.phase}-${step.step}`}
            className={step.status === "failed" ? "font-semibold text-red-800 dark:text-red-300" : ""}
          >
            {t(`siteAccess.trial.phase.${step.phase}`)}, {t("siteAccess.trial.step", { step: step.step })}:{" "}
            {t(`siteAccess.trial.action.${step.action}`)}{" "}
            <span className="break-all">{t("siteAccess.trial.target", { target: step.target })}</span> –{" "}
            {t(`siteAccess.trial.status.${step.status}`)}
          </li>
        ))}
      </ol>
      {trial.relogins > 0 ? <p>{t("siteAccess.trial.relogins", { count: trial.relogins })}</p> : null}
      {trial.scans.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t("siteAccess.trial.scans")}</h3>
          <ul className="mt-2 list-disc pl-5">
            {trial.scans.map((scan) => (
              <li key={scan.step}>
                {scan.violations === null
                  ? t("siteAccess.trial.scanFailed", { name: scan.name, step: scan.step })
                  : t("siteAccess.trial.violations", {
                      name: scan.name,
                      step: scan.step,
                      count: scan.violations,
                    })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {trial.failure ? (
        <div className="space-y-2">
          <p>
            <span className="font-semibold">{t("siteAccess.trial.reason")}:</span>{" "}
            {failureKey(trial.failure.code)}{" "}
            <span className="break-all text-slate-700 dark:text-slate-300">({trial.failure.detail})</span>
          </p>
          <p className="break-all">
            <span className="font-semibold">{t("siteAccess.trial.where")}:</span> {trial.failure.url}
          </p>
          {trial.failure.picture ? (
            <figure>
              <img
                src={trial.failure.picture}
                alt={t("siteAccess.trial.picture")}
                className="max-w-full rounded border border-slate-300 dark:border-slate-600"
              />
              <figcaption className="mt-1 text-slate-700 dark:text-slate-300">
                {t("siteAccess.trial.picture")}
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The confirmation of a delete: the question and a second, explicit button, so that it works without
 * JavaScript; Cancel is a link back to the page as it was.
 */
function ConfirmDelete({
  question,
  fields,
  cancelTo,
}: {
  question: string;
  fields: Record<string, string>;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // The question is what to read next.
  useEffect(() => groupRef.current?.focus(), []);
  return (
    <fieldset
      ref={groupRef}
      tabIndex={-1}
      className="w-full max-w-xl rounded-lg border border-red-700 p-4 dark:border-red-400"
    >
      <legend className="float-left font-semibold">{question}</legend>
      <div className="clear-both flex flex-wrap gap-4 pt-3">
        <Form method="post">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="confirm" value="1" />
          <button type="submit" className={buttonClass("primary")}>
            {t("siteAccess.confirmYes")}
          </button>
        </Form>
        <Link to={cancelTo} className={buttonClass("secondary")}>
          {t("siteAccess.cancel")}
        </Link>
      </div>
    </fieldset>
  );
}
