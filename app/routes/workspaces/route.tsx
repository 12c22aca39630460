/**
 * The workspaces a person belongs to (decision 046), and the switch between them: a plain form per
 * workspace, so it works without JavaScript. Someone who belongs to none is sent here by the guard. An
 * agency's owners and admins found their clients' workspaces here (decision 050).
 */
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { getEntitlements } from "#core/runs/entitlements.server";
import { CLIENT_NAME_MAX, can } from "#core/workspaces/roles";
import { errorBoxClass, FieldError, fieldClass } from "~/components/form";
import { buttonClass, Container, PageHero, Section, TableScroll } from "~/components/ui";
import { recordAudit } from "~/utils/audit.server";
import {
  type ClientWorkspaceError,
  clientWorkspaceCount,
  clientWorkspaceLimit,
  createClientWorkspace,
  foundsClientWorkspaces,
} from "~/utils/client-workspaces.server";
import { notFound, requireEntitlement } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { setSessionWorkspace } from "~/utils/sessions.server";
import { getWorkspace, listMemberships, workspaceLabel } from "~/utils/workspace.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.workspace.switcher.meta.title })),
  { name: "robots", content: "noindex" },
];

async function signedIn(request: Request, context: LoaderFunctionArgs["context"]) {
  const found = await getWorkspace(request, context);
  if (!found) {
    const url = new URL(request.url);
    throw redirect(`/login?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return found;
}

/** The current workspace's room for client workspaces, when the person may found them there. */
async function clientRoom(
  context: LoaderFunctionArgs["context"],
  workspace: { id: string; name: string; role: Parameters<typeof can>[0] } | null,
) {
  if (!workspace || !can(workspace.role, "manage")) return null;
  const entitlements = await getEntitlements(context.db, workspace.id);
  if (!foundsClientWorkspaces(workspace, entitlements)) return null;
  return {
    agency: workspace.name,
    used: await clientWorkspaceCount(context.db, workspace.id),
    limit: clientWorkspaceLimit(entitlements),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, workspace } = await signedIn(request, context);
  const memberships = await listMemberships(context.db, user.id);
  return {
    workspaces: memberships.map((membership) => ({
      id: membership.id,
      name: workspaceLabel(membership),
      role: membership.role,
      current: membership.id === workspace?.id,
      awaitingClient: membership.awaitingClient,
    })),
    clients: await clientRoom(context, workspace),
  };
}

type ActionResult =
  | { ok: true; name: string; email: string; delivery: "sent" | "queued" }
  | { ok: false; error: ClientWorkspaceError; name: string; email: string; limit?: number };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  const { user, sessionId } = await signedIn(request, context);
  const form = await request.formData();
  if (form.get("intent") === "createClient") {
    // Owners and admins of a workspace on the agency plan; the plan itself is checked in the helper.
    const { workspace, entitlements } = await requireEntitlement(request, context, "manage");
    const result = await createClientWorkspace(
      context,
      workspace,
      user,
      entitlements,
      { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") },
      await getLocale(request),
    );
    return result.ok
      ? { ok: true, name: result.name, email: result.email, delivery: result.delivery }
      : result;
  }
  const workspaceId = form.get("workspaceId");
  const memberships = await listMemberships(context.db, user.id);
  // Only a workspace the person belongs to; any other id answers as a missing one.
  const chosen = memberships.find((membership) => membership.id === workspaceId);
  if (!chosen) throw notFound();
  await setSessionWorkspace(context.db, sessionId, chosen.id);
  // Who entered a workspace, and when, is the first thing a client asks of its log.
  await recordAudit(context.db, chosen, user, "workspace.switched", workspaceLabel(chosen));
  throw redirect("/runs");
}

export default function Workspaces() {
  const { t } = useTranslation();
  const { workspaces, clients } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) answerRef.current?.focus();
  }, [result]);
  const refused = result && !result.ok ? result : null;
  return (
    <>
      <PageHero title={t("workspace.switcher.title")} lead={t("workspace.switcher.lead")} />
      <Container className="py-14 sm:py-16">
        {refused && !clients ? (
          <div ref={answerRef} tabIndex={-1} role="alert" className={`mb-8 ${errorBoxClass}`}>
            {t(`workspace.clients.errors.${refused.error}`, {
              email: refused.email,
              count: refused.limit ?? 0,
              max: CLIENT_NAME_MAX,
            })}
          </div>
        ) : null}
        {workspaces.length === 0 ? (
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("workspace.switcher.none")}</p>
        ) : (
          <TableScroll label={t("workspace.switcher.caption")}>
            <table className="w-full text-left">
              <caption className="sr-only">{t("workspace.switcher.caption")}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4">
                    {t("workspace.switcher.name")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("workspace.switcher.role")}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t("workspace.switcher.link")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {workspaces.map((workspace) => (
                  <tr
                    key={workspace.id}
                    className="border-b border-slate-200 align-top dark:border-slate-700"
                  >
                    <th scope="row" className="py-2 pr-4 font-semibold break-words">
                      {workspace.name}
                      {workspace.awaitingClient ? (
                        <span className="block text-sm font-normal text-slate-700 dark:text-slate-300">
                          {t("workspace.clients.awaiting", { email: workspace.awaitingClient })}
                        </span>
                      ) : null}
                    </th>
                    <td className="py-2 pr-4">{t(`workspace.roles.${workspace.role}`)}</td>
                    <td className="py-2">
                      {workspace.current ? (
                        <strong>{t("workspace.switcher.current")}</strong>
                      ) : (
                        <Form method="post">
                          <input type="hidden" name="workspaceId" value={workspace.id} />
                          <button type="submit" className={buttonClass("secondary")}>
                            {t("workspace.switcher.switch", { name: workspace.name })}
                          </button>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Container>
      {clients ? (
        <Section id="clients" title={t("workspace.clients.title")}>
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">
            {t("workspace.clients.lead", { agency: clients.agency })}
          </p>
          <p className="mt-2">{t("workspace.clients.usage", { used: clients.used, count: clients.limit })}</p>
          {result?.ok ? (
            <div
              ref={answerRef}
              tabIndex={-1}
              role="status"
              className="mt-4 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
            >
              {t(`workspace.clients.${result.delivery}`, { name: result.name, email: result.email })}
            </div>
          ) : null}
          <Form method="post" className="mt-4 max-w-xl space-y-6" noValidate>
            <input type="hidden" name="intent" value="createClient" />
            {refused ? (
              <div ref={answerRef} tabIndex={-1} role="alert" className={errorBoxClass}>
                {t(`workspace.clients.errors.${refused.error}`, {
                  email: refused.email,
                  count: refused.limit ?? clients.limit,
                  max: CLIENT_NAME_MAX,
                })}
              </div>
            ) : null}
            <div>
              <label htmlFor="client-name" className="font-semibold">
                {t("workspace.clients.name")}
              </label>
              <input
                id="client-name"
                name="name"
                type="text"
                autoComplete="organization"
                required
                maxLength={CLIENT_NAME_MAX}
                defaultValue={refused?.name ?? ""}
                aria-invalid={refused?.error === "name" ? true : undefined}
                aria-describedby={refused?.error === "name" ? "client-name-error" : undefined}
                className={fieldClass}
              />
              {refused?.error === "name" ? (
                <FieldError id="client-name-error">
                  {t("workspace.clients.errors.name", { max: CLIENT_NAME_MAX })}
                </FieldError>
              ) : null}
            </div>
            <div>
              <label htmlFor="client-email" className="font-semibold">
                {t("workspace.clients.email")}
              </label>
              <p id="client-email-help" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t("workspace.clients.emailHelp")}
              </p>
              <input
                id="client-email"
                name="email"
                type="email"
                autoComplete="off"
                required
                defaultValue={refused?.email ?? ""}
                aria-invalid={refused?.error === "email" || refused?.error === "taken" ? true : undefined}
                aria-describedby={
                  refused?.error === "email" || refused?.error === "taken"
                    ? "client-email-help client-email-error"
                    : "client-email-help"
                }
                className={fieldClass}
              />
              {refused?.error === "email" || refused?.error === "taken" ? (
                <FieldError id="client-email-error">
                  {t(`workspace.clients.errors.${refused.error}`, { email: refused.email })}
                </FieldError>
              ) : null}
            </div>
            <button type="submit" className={buttonClass("primary")}>
              {t("workspace.clients.submit")}
            </button>
          </Form>
        </Section>
      ) : null}
    </>
  );
}
