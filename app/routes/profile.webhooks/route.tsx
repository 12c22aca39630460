/**
 * The account's webhooks (decision 044): add one (its signing secret shown once, in the action's
 * answer), send a test event, switch a disabled one on again, delete one, and the delivery log. Plain
 * forms throughout, so it all works without JavaScript.
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
import { buttonClass, PageHero, Section, TableScroll, textLinkClass } from "~/components/ui";
import { requireEntitlement } from "~/utils/guard.server";
import { useDateFormat } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { dispatchDeliveries } from "~/utils/webhooks/delivery.server";
import {
  createEndpoint,
  deleteEndpoint,
  type EndpointFormError,
  enableEndpoint,
  listEndpoints,
  ownEndpoint,
  parseEndpointForm,
  webhookKeyring,
} from "~/utils/webhooks/endpoints.server";
import { sendTestEvent } from "~/utils/webhooks/events.server";
import { latestDeliveries } from "~/utils/webhooks/log.server";
import { endpointKinds, URL_MAX, webhookEventTypes } from "~/utils/webhooks/webhooks";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.webhooks.title })),
  { name: "robots", content: "noindex" },
];

const PATH = "/profile/webhooks";
const doneNotices = ["test", "deleted", "enabled", "updated"] as const;

/** "run.finished" → "runFinished": the key of its name in the texts. */
function eventKey(type: string): "runFinished" | "runFailed" | "regressionFound" | "webhookTest" {
  const [first = "", second = ""] = type.split(".");
  return `${first}${second.charAt(0).toUpperCase()}${second.slice(1)}` as "runFinished";
}

async function ownSites(context: LoaderFunctionArgs["context"], userId: string) {
  const { registeredSites } = schema;
  return context.db
    .select({ id: registeredSites.id, url: registeredSites.url })
    .from(registeredSites)
    .where(and(eq(registeredSites.workspaceId, userId), isNull(registeredSites.removedAt)));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { workspace } = await requireEntitlement(request, context, "manage");
  const done = new URL(request.url).searchParams.get("done");
  const [endpoints, sites, deliveries] = await Promise.all([
    listEndpoints(context.db, workspace.id),
    ownSites(context, workspace.id),
    latestDeliveries(context.db, workspace.id),
  ]);
  const siteUrls = new Map(sites.map((site) => [site.id, site.url]));
  return {
    configured: webhookKeyring(context.env) !== null,
    sites,
    endpoints: endpoints.map((endpoint) => ({
      id: endpoint.id,
      kind: endpoint.kind,
      url: endpoint.url,
      site: endpoint.siteId === null ? null : (siteUrls.get(endpoint.siteId) ?? null),
      events: endpoint.events.map(eventKey),
      disabledAt: endpoint.disabledAt?.toISOString() ?? null,
      switchedOffByOwner: endpoint.disabledReason === "owner",
    })),
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      eventType: eventKey(delivery.eventType),
      createdAt: delivery.createdAt.toISOString(),
    })),
    done: doneNotices.find((notice) => notice === done) ?? null,
  };
}

type ActionResult =
  | { ok: true; secret: string | null }
  | { ok: false; error: EndpointFormError; url: string; kind: string };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  const { workspace } = await requireEntitlement(request, context, "manage");
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "create") {
    const typed = {
      url: String(form.get("url") ?? "").slice(0, URL_MAX),
      kind: String(form.get("kind") ?? ""),
    };
    const parsed = await parseEndpointForm(context.db, context.env, workspace.id, form);
    if (!parsed.ok) return { ok: false, error: parsed.error, ...typed };
    const created = await createEndpoint(context.db, context.env, workspace.id, parsed.input);
    if (!created.ok) return { ok: false, error: created.error, ...typed };
    return { ok: true, secret: created.secret };
  }
  const endpointId = form.get("endpointId");
  if (intent === "test") {
    const endpoint = await ownEndpoint(context.db, workspace.id, endpointId);
    if (!endpoint || endpoint.disabledAt) throw new Response("Not Found", { status: 404 });
    await sendTestEvent(context, endpoint);
    throw redirect(`${PATH}?done=test#log`);
  }
  if (intent === "enable") {
    const owed = await enableEndpoint(context.db, workspace.id, endpointId);
    if (!owed) throw new Response("Not Found", { status: 404 });
    await dispatchDeliveries(context.env, context.cloudflare.ctx, owed);
    throw redirect(`${PATH}?done=enabled`);
  }
  if (intent === "delete") {
    if (!(await deleteEndpoint(context.db, workspace.id, endpointId)))
      throw new Response("Not Found", { status: 404 });
    throw redirect(`${PATH}?done=deleted`);
  }
  throw new Response("Bad Request", { status: 400 });
}

const noticeClass =
  "rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";

export default function Webhooks() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formatDate = useDateFormat();
  const answerRef = useRef<HTMLDivElement>(null);
  const failed = result && !result.ok ? result : null;
  const urlError = failed?.error.startsWith("url") ? failed.error : null;

  useEffect(() => {
    if (result || data.done) answerRef.current?.focus();
  }, [result, data.done]);

  return (
    <>
      <PageHero title={t("webhooks.title")} lead={t("webhooks.text")}>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/profile/general" className={textLinkClass}>
            {t("webhooks.back")}
          </Link>
          <Link to="/api-docs#webhooks" className={textLinkClass}>
            {t("webhooks.docsLink")}
          </Link>
        </p>
      </PageHero>

      {data.done ? (
        <div ref={answerRef} tabIndex={-1} role="status" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <p className={noticeClass}>{t(`webhooks.done.${data.done}`)}</p>
        </div>
      ) : null}

      {result?.ok ? (
        <Section id="created" title={t("webhooks.created.title")}>
          <div ref={answerRef} tabIndex={-1} role="status">
            {result.secret ? (
              <>
                <p className="text-slate-700 dark:text-slate-300">{t("webhooks.created.text")}</p>
                <label htmlFor="new-secret" className="mt-4 block font-semibold">
                  {t("webhooks.created.label")}
                </label>
                <input
                  id="new-secret"
                  readOnly
                  value={result.secret}
                  className={`${fieldClass} font-mono`}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </>
            ) : (
              <p className="text-slate-700 dark:text-slate-300">{t("webhooks.created.chat")}</p>
            )}
          </div>
        </Section>
      ) : null}

      <Section id="create" title={t("webhooks.create.title")}>
        {data.configured ? (
          <Form method="post" className="max-w-xl space-y-6" noValidate>
            <input type="hidden" name="intent" value="create" />
            {failed ? (
              <div ref={answerRef} tabIndex={-1} role="alert" className={errorBoxClass}>
                {t(`webhooks.errors.${failed.error}`)}
              </div>
            ) : null}
            <fieldset>
              <legend className="font-semibold">{t("webhooks.create.kind")}</legend>
              {endpointKinds.map((kind) => (
                <label key={kind} className="mt-2 flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    defaultChecked={kind === (failed?.kind || "signed")}
                    className="size-5"
                  />
                  {t(`webhooks.kinds.${kind}`)}
                </label>
              ))}
            </fieldset>
            <div>
              <label htmlFor="webhook-url" className="font-semibold">
                {t("webhooks.create.url")}
              </label>
              <p id="webhook-url-hint" className="mt-1 text-slate-700 dark:text-slate-300">
                {t("webhooks.create.urlHint")}
              </p>
              <input
                id="webhook-url"
                name="url"
                type="url"
                inputMode="url"
                required
                maxLength={URL_MAX}
                defaultValue={failed?.url ?? ""}
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
              <select id="webhook-site" name="site" className={fieldClass} defaultValue="">
                <option value="">{t("webhooks.create.allSites")}</option>
                {data.sites.map((site) => (
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
                  <input type="checkbox" name="events" value={type} defaultChecked className="size-5" />
                  {t(`webhooks.eventNames.${eventKey(type)}`)}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={buttonClass("primary")}>
              {t("webhooks.create.submit")}
            </button>
          </Form>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{t("webhooks.notConfigured")}</p>
        )}
      </Section>

      <Section id="endpoints" title={t("webhooks.list.title")}>
        {data.endpoints.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t("webhooks.list.empty")}</p>
        ) : (
          <TableScroll label={t("webhooks.list.caption")}>
            <table className="w-full min-w-[48rem] text-left">
              <caption className="sr-only">{t("webhooks.list.caption")}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.list.address")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.list.kind")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.list.site")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.list.events")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.list.state")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("webhooks.list.actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.endpoints.map((endpoint) => (
                  <tr key={endpoint.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                    <th scope="row" className="break-all py-2 pr-4 font-mono font-normal">
                      {endpoint.url}
                    </th>
                    <td className="py-2 pr-4">{t(`webhooks.kinds.${endpoint.kind}`)}</td>
                    <td className="py-2 pr-4">{endpoint.site ?? t("webhooks.create.allSites")}</td>
                    <td className="py-2 pr-4">
                      <ul>
                        {endpoint.events.map((event) => (
                          <li key={event}>{t(`webhooks.eventNames.${event}`)}</li>
                        ))}
                      </ul>
                    </td>
                    <td className="py-2 pr-4">
                      {endpoint.disabledAt
                        ? endpoint.switchedOffByOwner
                          ? t("webhooks.list.off")
                          : t("webhooks.list.disabled", { date: formatDate(endpoint.disabledAt) })
                        : t("webhooks.list.active")}
                    </td>
                    <td className="py-2">
                      <Form method="post" className="flex flex-wrap gap-2">
                        <input type="hidden" name="endpointId" value={endpoint.id} />
                        <Link
                          to={`/profile/webhooks/${endpoint.id}`}
                          className={buttonClass("secondary")}
                          aria-label={t("webhooks.list.editLabel", { url: endpoint.url })}
                        >
                          {t("webhooks.list.edit")}
                        </Link>
                        {endpoint.disabledAt ? (
                          <button
                            type="submit"
                            name="intent"
                            value="enable"
                            className={buttonClass("secondary")}
                            aria-label={t("webhooks.list.enableLabel", { url: endpoint.url })}
                          >
                            {t("webhooks.list.enable")}
                          </button>
                        ) : (
                          <button
                            type="submit"
                            name="intent"
                            value="test"
                            className={buttonClass("secondary")}
                            aria-label={t("webhooks.list.testLabel", { url: endpoint.url })}
                          >
                            {t("webhooks.list.test")}
                          </button>
                        )}
                        <button
                          type="submit"
                          name="intent"
                          value="delete"
                          className={buttonClass("secondary")}
                          aria-label={t("webhooks.list.deleteLabel", { url: endpoint.url })}
                        >
                          {t("webhooks.list.delete")}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>

      <Section id="log" title={t("webhooks.log.title")}>
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t("webhooks.log.text")}</p>
        {data.deliveries.length === 0 ? (
          <p className="mt-4 text-slate-700 dark:text-slate-300">{t("webhooks.log.empty")}</p>
        ) : (
          <TableScroll label={t("webhooks.log.caption")}>
            <table className="mt-4 w-full min-w-[48rem] text-left">
              <caption className="sr-only">{t("webhooks.log.caption")}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.log.event")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.log.address")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.log.time")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.log.attempts")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("webhooks.log.state")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("webhooks.log.answer")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.deliveries.map((delivery) => (
                  <tr key={delivery.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {t(`webhooks.eventNames.${delivery.eventType}`)}
                      <span className="block font-mono text-sm">{delivery.eventId}</span>
                    </th>
                    <td className="break-all py-2 pr-4 font-mono">{delivery.url}</td>
                    <td className="py-2 pr-4">{formatDate(delivery.createdAt)}</td>
                    <td className="py-2 pr-4">{delivery.attempts}</td>
                    <td className="py-2 pr-4">{t(`webhooks.log.states.${delivery.status}`)}</td>
                    <td className="py-2">
                      {delivery.lastStatus !== null
                        ? t("webhooks.log.status", { code: delivery.lastStatus })
                        : delivery.lastError
                          ? t(`webhooks.log.problems.${delivery.lastError as "timeout"}`, {
                              defaultValue: delivery.lastError,
                            })
                          : t("webhooks.log.none")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>

      <Section id="signing" title={t("webhooks.signing.title")}>
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t("webhooks.signing.text")}</p>
      </Section>
    </>
  );
}
