/**
 * The workspaces a person belongs to (decision 046), and the switch between them: a plain form per
 * workspace, so it works without JavaScript. Someone who belongs to none is sent here by the guard.
 */
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, Container, PageHero, TableScroll } from "~/components/ui";
import { notFound } from "~/utils/guard.server";
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, workspace } = await signedIn(request, context);
  const memberships = await listMemberships(context.db, user.id);
  return {
    workspaces: memberships.map((membership) => ({
      id: membership.id,
      name: workspaceLabel(membership),
      role: membership.role,
      current: membership.id === workspace?.id,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, sessionId } = await signedIn(request, context);
  const form = await request.formData();
  const workspaceId = form.get("workspaceId");
  const memberships = await listMemberships(context.db, user.id);
  // Only a workspace the person belongs to; any other id answers as a missing one.
  const chosen = memberships.find((membership) => membership.id === workspaceId);
  if (!chosen) throw notFound();
  await setSessionWorkspace(context.db, sessionId, chosen.id);
  throw redirect("/runs");
}

export default function Workspaces() {
  const { t } = useTranslation();
  const { workspaces } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={t("workspace.switcher.title")} lead={t("workspace.switcher.lead")} />
      <Container className="py-14 sm:py-16">
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
    </>
  );
}
