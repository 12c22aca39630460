/**
 * One webhook endpoint of the account (decision 048): change its address (checked by the same guard as
 * when it was added), events, website and whether it is on, or rotate its signing secret, the new one
 * shown once while the previous one keeps signing for 24 hours. Plain forms, so it works without
 * JavaScript; another account's endpoint is the same 404 as a missing one.
 */
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { and, eq, isNull } from "drizzle-orm";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { schema } from "#drizzle/db.server";
import { errorBoxClass, FieldError, fieldClass } from "~/components/form";
import { buttonClass, PageHero, Section, textLinkClass } from "~/components/ui";
import { requireEntitlement } from "~/utils/guard.server";
import { useDateFormat } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { dispatchDeliveries } from "~/utils/webhooks/delivery.server";
import {
  type EndpointFormError,
  ownEndpoint,
  parseEndpointChanges,
  rotateSecret,
  updateEndpoint,
} from "~/utils/webhooks/endpoints.server";
import { URL_MAX, webhookEventTypes } from "~/utils/webhooks/webhooks";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.webhooks.edit.title })),
  { name: "robots", content: "noindex" },
];

/** "run.finished" → "runFinished": the key of its name in the texts. */
function eventKey(type: string): "runFinished" | "runFailed" | "regressionFound" {
  const [first = "", second = ""] = type.split(".");
  return `${first}${second.charAt(0).toUpperCase()}${second.slice(1)}` as "runFinished";
}

async function ownedEndpoint(args: LoaderFunctionArgs) {
  const { workspace } = await requireEntitlement(args.request, args.context, "manage");
  const endpoint = await ownEndpoint(args.context.db, workspace.id, args.params.id);
  if (!endpoint) throw new Response("Not Found", { status: 404 });
  return endpoint;
}

export async function loader(args: LoaderFunctionArgs) {
  const endpoint = await ownedEndpoint(args);
  const { registeredSites } = schema;
  const sites = await args.context.db
    .select({ id: registeredSites.id, url: registeredSites.url })
    .from(registeredSites)
    .where(and(eq(registeredSites.workspaceId, endpoint.workspaceId), isNull(registeredSites.removedAt)));
  const rolling = endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date();
  return {
    endpoint: {
      id: endpoint.id,
      kind: endpoint.kind,
      url: endpoint.url,
      siteId: endpoint.siteId,
      events: endpoint.events,
      on: endpoint.disabledAt === null,
      previousUntil: rolling ? endpoint.previousSecretUntil?.toISOString() : null,
    },
    sites,
  };
}

type ActionResult =
  | { intent: "update"; error: EndpointFormError; url: string }
  | { intent: "rotate"; secret: string; previousUntil: string };

export async function action(args: ActionFunctionArgs): Promise<ActionResult> {
  const endpoint = await ownedEndpoint(args);
  const { context } = args;
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent === "update") {
    const parsed = await parseEndpointChanges(context.db, context.env, endpoint, form);
    const typed = String(form.get("url") ?? "").slice(0, URL_MAX);
    if (!parsed.ok) return { intent, error: parsed.error, url: typed };
    const saved = await updateEndpoint(context.db, context.env, endpoint, parsed.changes);
    if (!saved.ok) return { intent, error: saved.error, url: typed };
    await dispatchDeliveries(context.env, context.cloudflare.ctx, saved.owed);
    throw redirect("/profile/webhooks?done=updated");
  }
  if (intent === "rotate") {
    const rotated = await rotateSecret(context.db, context.env, endpoint);
    if (!rotated) throw new Response("Not Found", { status: 404 });
    return { intent, secret: rotated.secret, previousUntil: rotated.previousUntil.toISOString() };
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function EditWebhook() {
  const { t } = useTranslation();
  const { endpoint, sites } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formatDate = useDateFormat("dayAndTime");
  const answerRef = useRef<HTMLDivElement>(null);
  const failed = result?.intent === "update" ? result : null;
  const rotated = result?.intent === "rotate" ? result : null;
  const urlError = failed?.error.startsWith("url") ? failed.error : null;
  const previousUntil = rotated?.previousUntil ?? endpoint.previousUntil;
  const signed = endpoint.kind === "signed";

  useEffect(() => {
    if (result) answerRef.current?.focus();
  }, [result]);

  return (
    <>
      <PageHero title={t("webhooks.edit.title")} lead={endpoint.url}>
        <p className="mt-4">
          <Link to="/profile/webhooks" className={textLinkClass}>
            {t("webhooks.edit.back")}
          </Link>
        </p>
      </PageHero>

      <Section id="settings" title={t("webhooks.edit.settings")}>
        <Form method="post" className="max-w-xl space-y-6" noValidate>
          <input type="hidden" name="intent" value="update" />
          {failed ? (
            <div ref={answerRef} tabIndex={-1} role="alert" className={errorBoxClass}>
              {t(`webhooks.errors.${failed.error}`)}
            </div>
          ) : null}
          <p>
            <span className="font-semibold">{t("webhooks.list.kind")}:</span>{" "}
            {t(`webhooks.kinds.${endpoint.kind}`)}
          </p>
          <div>
            <label htmlFor="webhook-url" className="font-semibold">
              {t("webhooks.create.url")}
            </label>
            <p id="webhook-url-hint" className="mt-1 text-slate-700 dark:text-slate-300">
              {signed ? t("webhooks.create.urlHint") : t("webhooks.edit.chatUrlHint")}
            </p>
            <input
              id="webhook-url"
              name="url"
              type="url"
              inputMode="url"
              required={signed}
              maxLength={URL_MAX}
              defaultValue={failed?.url ?? (signed ? endpoint.url : "")}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={urlError ? "webhook-url-hint webhook-url-error" : "webhook-url-hint"}
              className={fieldClass}
            />
            {urlError ? (
              <FieldError id="webhook-url-error">{t(`webhooks.errors.${urlError}`)}</FieldError>
            ) : null}
          </div>
          <div>
            <label htmlFor="webhook-site" className="font-semibold">
              {t("webhooks.create.site")}
            </label>
            <select
              id="webhook-site"
              name="site"
              className={fieldClass}
              defaultValue={endpoint.siteId === null ? "" : String(endpoint.siteId)}
            >
              <option value="">{t("webhooks.create.allSites")}</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.url}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="font-semibold">{t("webhooks.create.events")}</legend>
            {webhookEventTypes.map((type) => (
              <label key={type} className="mt-2 flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="events"
                  value={type}
                  defaultChecked={endpoint.events.includes(type)}
                  className="size-5"
                />
                {t(`webhooks.eventNames.${eventKey(type)}`)}
              </label>
            ))}
          </fieldset>
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="on" value="on" defaultChecked={endpoint.on} className="size-5" />
            {t("webhooks.edit.on")}
          </label>
          <button type="submit" className={buttonClass("primary")}>
            {t("webhooks.edit.submit")}
          </button>
        </Form>
      </Section>

      {signed ? (
        <Section id="rotate" title={t("webhooks.edit.rotateTitle")}>
          <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t("webhooks.edit.rotateText")}</p>
          {rotated ? (
            <div ref={answerRef} tabIndex={-1} role="status" className="mt-6 max-w-xl">
              <p>{t("webhooks.edit.rotated")}</p>
              <label htmlFor="new-secret" className="mt-4 block font-semibold">
                {t("webhooks.created.label")}
              </label>
              <input
                id="new-secret"
                readOnly
                value={rotated.secret}
                className={`${fieldClass} font-mono`}
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          ) : null}
          {previousUntil ? (
            <p className="mt-6 max-w-3xl">
              {t("webhooks.edit.previousUntil", { date: formatDate(previousUntil) })}
            </p>
          ) : null}
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="rotate" />
            <button type="submit" className={buttonClass("secondary")}>
              {t("webhooks.edit.rotate")}
            </button>
          </Form>
        </Section>
      ) : null}
    </>
  );
}
