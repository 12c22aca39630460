/**
 * An invitation link from the mail (decision 046): signed in with the invited, confirmed address, the
 * person sees which workspace and role it offers and takes it with one button. Every other state (used,
 * expired, withdrawn, another address, no free seat) is said in words, and nothing about the workspace is
 * shown to someone the invitation is not for.
 */
import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getEntitlements } from "#core/runs/entitlements.server";
import { buttonClass, PageHero, Section } from "~/components/ui";
import { acceptInvite, inviteStateFor, seatsOf } from "~/utils/members.server";
import { pageMeta } from "~/utils/meta";
import { setSessionWorkspace } from "~/utils/sessions.server";
import { getWorkspace } from "~/utils/workspace.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.workspace.accept.meta.title })),
  { name: "robots", content: "noindex, nofollow" },
];

// The token is in the address: it must not travel on as a referrer.
export const headers: HeadersFunction = () => ({
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
});

async function signedIn(request: Request, context: LoaderFunctionArgs["context"]) {
  const found = await getWorkspace(request, context);
  if (found) return found;
  const url = new URL(request.url);
  throw redirect(`/login?returnTo=${encodeURIComponent(url.pathname)}`);
}

function stateOf(
  context: LoaderFunctionArgs["context"],
  token: string,
  user: Parameters<typeof inviteStateFor>[2],
) {
  return inviteStateFor(context.db, token, user, async (workspaceId) =>
    seatsOf(await getEntitlements(context.db, workspaceId)),
  );
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user } = await signedIn(request, context);
  const state = await stateOf(context, params.token ?? "", user);
  switch (state.state) {
    case "open":
      return { state: "open" as const, ...pick(state.invite) };
    case "member":
    case "seats":
      return { state: state.state, email: "" };
    case "wrongAddress":
    case "unverified":
      return { state: state.state, email: state.email };
    default:
      return { state: state.state, email: "" };
  }
}

function pick({
  workspace,
  inviter,
  role,
}: {
  workspace: string;
  inviter: string;
  role: "admin" | "editor" | "viewer";
}) {
  return { workspace, inviter, role };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, sessionId } = await signedIn(request, context);
  const state = await stateOf(context, params.token ?? "", user);
  if (state.state !== "open") throw redirect(new URL(request.url).pathname);
  if (await acceptInvite(context.db, state.invite, user)) {
    await setSessionWorkspace(context.db, sessionId, state.invite.workspaceId);
    throw redirect("/runs");
  }
  throw redirect(new URL(request.url).pathname);
}

export default function Invitation() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  if (data.state === "open") {
    const role = t(`workspace.roles.${data.role}`);
    return (
      <>
        <PageHero
          title={t("workspace.accept.title", { workspace: data.workspace })}
          lead={t("workspace.accept.text", { inviter: data.inviter, role })}
        />
        <Section id="accept" title={t("workspace.accept.submit")}>
          <p>{t(`workspace.roleHelp.${data.role}`)}</p>
          <Form method="post" className="mt-4">
            <button type="submit" className={buttonClass("primary")}>
              {t("workspace.accept.submit")}
            </button>
          </Form>
        </Section>
      </>
    );
  }
  const message =
    data.state === "wrongAddress" || data.state === "unverified"
      ? t(`workspace.accept.${data.state}`, { email: data.email })
      : t(`workspace.accept.${data.state}`);
  return (
    <PageHero title={t("workspace.accept.meta.title")}>
      <p role="status" className="mt-4 text-lg">
        {message}
      </p>
    </PageHero>
  );
}
