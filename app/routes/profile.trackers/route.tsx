/**
 * The account's issue trackers (decision 044): connect GitHub Issues or Jira Cloud with an API token,
 * kept sealed and never shown again, or disconnect. Plain forms: they work without JavaScript.
 */
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorBoxClass, fieldClass } from "~/components/form";
import { buttonClass, PageHero, Section, textLinkClass } from "~/components/ui";
import { requireEntitlement } from "~/utils/guard.server";
import { pageMeta } from "~/utils/meta";
import {
  type ConnectionFormError,
  hookUrl,
  listConnections,
  parseConnectionForm,
  removeConnection,
  renewJiraHook,
  saveConnection,
} from "~/utils/trackers/trackers.server";
import { webhookKeyring } from "~/utils/webhooks/endpoints.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.trackers.title })),
  { name: "robots", content: "noindex" },
];

const PATH = "/profile/trackers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { workspace } = await requireEntitlement(request, context, "manage");
  const done = new URL(request.url).searchParams.get("done");
  const connections = await listConnections(context.db, workspace.id);
  return {
    configured: webhookKeyring(context.env) !== null,
    connections: connections.map((connection) => ({
      tracker: connection.tracker,
      target: connection.project ? `${connection.target} · ${connection.project}` : connection.target,
      project: connection.project,
      // Jira's address is the connection's own; it is no secret on its own, the signature is the proof.
      hookUrl:
        connection.tracker === "jira" && connection.hookId
          ? hookUrl(context.env.SITE_URL, "jira", connection.hookId)
          : null,
    })),
    done: done === "removed" ? ("removed" as const) : null,
  };
}

type ActionResult =
  | { tracker: "github" | "jira"; error: ConnectionFormError }
  | { tracker: "github" | "jira"; error: null; hookSecret: string; hookUrl: string };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  const { workspace } = await requireEntitlement(request, context, "manage");
  const form = await request.formData();
  if (form.get("intent") === "disconnect") {
    await removeConnection(context.db, workspace.id, form.get("tracker"));
    throw redirect(`${PATH}?done=removed`);
  }
  if (form.get("intent") === "renewHook") {
    const renewed = await renewJiraHook(context.db, context.env, workspace.id);
    if (!renewed) throw new Response("Not Found", { status: 404 });
    return {
      tracker: "jira",
      error: null,
      hookSecret: renewed.hookSecret,
      hookUrl: hookUrl(context.env.SITE_URL, "jira", renewed.hookId),
    };
  }
  const tracker = form.get("tracker") === "jira" ? "jira" : "github";
  const parsed = await parseConnectionForm(context.env, form);
  if (!parsed.ok) return { tracker, error: parsed.error };
  const saved = await saveConnection(context.db, context.env, workspace.id, parsed.value);
  if (!saved.ok) return { tracker, error: saved.error };
  return {
    tracker: parsed.value.tracker,
    error: null,
    hookSecret: saved.hookSecret,
    hookUrl: hookUrl(context.env.SITE_URL, parsed.value.tracker, saved.hookId),
  };
}

function Field({
  id,
  name,
  label,
  hint,
  type = "text",
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  type?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={fieldClass}
      />
    </div>
  );
}

export default function Trackers() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result || data.done) answerRef.current?.focus();
  }, [result, data.done]);
  const error = (tracker: "github" | "jira") =>
    result?.tracker === tracker && result.error ? (
      <div ref={answerRef} tabIndex={-1} role="alert" className={errorBoxClass}>
        {t(`trackers.errors.${result.error}`)}
      </div>
    ) : null;
  const connected = (tracker: "github" | "jira") =>
    data.connections.find((connection) => connection.tracker === tracker);

  return (
    <>
      <PageHero title={t("trackers.title")} lead={t("trackers.text")}>
        <p className="mt-4">
          <Link to="/profile/general" className={textLinkClass}>
            {t("trackers.back")}
          </Link>
        </p>
      </PageHero>
      {data.done ? (
        <div ref={answerRef} tabIndex={-1} role="status" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <p className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100">
            {t(`trackers.${data.done}`)}
          </p>
        </div>
      ) : null}
      {!data.configured ? (
        <Section id="trackers" title={t("trackers.title")}>
          <p className="text-slate-700 dark:text-slate-300">{t("trackers.notConfigured")}</p>
        </Section>
      ) : (
        (["github", "jira"] as const).map((tracker) => {
          const connection = connected(tracker);
          return (
            <Section key={tracker} id={tracker} title={t(`trackers.${tracker}.title`)}>
              {connection ? (
                <Form method="post" className="mb-6 flex flex-wrap items-center gap-4">
                  <p>{t("trackers.connected", { target: connection.target })}</p>
                  <input type="hidden" name="intent" value="disconnect" />
                  <input type="hidden" name="tracker" value={tracker} />
                  <button
                    type="submit"
                    className={buttonClass("secondary")}
                    aria-label={t("trackers.disconnectLabel", { tracker: t(`trackers.names.${tracker}`) })}
                  >
                    {t("trackers.disconnect")}
                  </button>
                </Form>
              ) : null}
              {tracker === "jira" && connection ? (
                <Form method="post" className="mb-6 max-w-3xl space-y-3">
                  <h3 className="font-semibold">{t("trackers.jira.hookTitle")}</h3>
                  {connection.hookUrl ? (
                    <p>
                      <span className="font-semibold">{t("trackers.jira.hookUrl")}</span>{" "}
                      <code className="break-all">{connection.hookUrl}</code>
                    </p>
                  ) : (
                    <p>{t("trackers.jira.hookMissing")}</p>
                  )}
                  <p className="text-slate-700 dark:text-slate-300">{t("trackers.jira.renewText")}</p>
                  <input type="hidden" name="intent" value="renewHook" />
                  <button type="submit" className={buttonClass("secondary")}>
                    {t("trackers.jira.renew")}
                  </button>
                </Form>
              ) : null}
              <Form method="post" className="max-w-xl space-y-6" noValidate>
                <input type="hidden" name="intent" value="connect" />
                <input type="hidden" name="tracker" value={tracker} />
                {error(tracker)}
                {result?.tracker === tracker && result.error === null ? (
                  <div ref={answerRef} tabIndex={-1} role="status" className="space-y-3">
                    <p>{t(`trackers.${tracker}.hook`, { project: connection?.project ?? "" })}</p>
                    <p>
                      <span className="font-semibold">{t(`trackers.${tracker}.hookUrl`)}</span>{" "}
                      <code className="break-all">{result.hookUrl}</code>
                    </p>
                    <label htmlFor={`${tracker}-hook-secret`} className="block font-semibold">
                      {t(`trackers.${tracker}.hookSecret`)}
                    </label>
                    <input
                      id={`${tracker}-hook-secret`}
                      readOnly
                      value={result.hookSecret}
                      className={`${fieldClass} font-mono`}
                    />
                  </div>
                ) : null}
                {tracker === "github" ? (
                  <>
                    <Field
                      id="github-repository"
                      name="repository"
                      label={t("trackers.github.repository")}
                      hint={t("trackers.github.repositoryHint")}
                    />
                    <Field
                      id="github-token"
                      name="token"
                      type="password"
                      label={t("trackers.github.token")}
                      hint={t("trackers.github.tokenHint")}
                    />
                  </>
                ) : (
                  <>
                    <Field
                      id="jira-site"
                      name="site"
                      type="url"
                      label={t("trackers.jira.site")}
                      hint={t("trackers.jira.siteHint")}
                    />
                    <Field id="jira-project" name="project" label={t("trackers.jira.project")} />
                    <Field id="jira-account" name="account" type="email" label={t("trackers.jira.account")} />
                    <Field
                      id="jira-token"
                      name="token"
                      type="password"
                      label={t("trackers.jira.token")}
                      hint={t("trackers.jira.tokenHint")}
                    />
                  </>
                )}
                <button type="submit" className={buttonClass("primary")}>
                  {t(`trackers.${tracker}.submit`)}
                </button>
              </Form>
            </Section>
          );
        })
      )}
    </>
  );
}
