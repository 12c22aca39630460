/**
 * The workspace's members (decision 046): who works in it and as what, invitations by mail, role changes,
 * removing, leaving and handing on the ownership. Plain forms throughout; removing, leaving and handing
 * on ask once more before they act.
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
import { assignableRoles, can, outranks } from "#core/workspaces/roles";
import { ConfirmStep } from "~/components/ConfirmStep";
import { errorBoxClass, FieldError, fieldClass } from "~/components/form";
import { buttonClass, PageHero, Section, TableScroll, textLinkClass } from "~/components/ui";
import { requireEntitlement } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import {
  changeRole,
  type InviteError,
  inviteMember,
  leaveWorkspace,
  listMembers,
  listPendingInvites,
  removeMember,
  revokeInvite,
  seatsOf,
  seatsTaken,
  transferOwnership,
} from "~/utils/members.server";
import { useDateFormat } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { forbidden } from "~/utils/workspace.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.workspace.members.meta.title })),
  { name: "robots", content: "noindex" },
];

const PATH = "/profile/members";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, workspace, entitlements } = await requireEntitlement(request, context, "read");
  const url = new URL(request.url);
  const manage = can(workspace.role, "manage");
  const [members, invites, taken] = await Promise.all([
    listMembers(context.db, workspace.id),
    manage ? listPendingInvites(context.db, workspace.id) : Promise.resolve([]),
    seatsTaken(context.db, workspace.id),
  ]);
  const confirmRemove = members.find(
    (member) => member.userId === url.searchParams.get("remove") && outranks(workspace.role, member.role),
  );
  return {
    workspace: { name: workspace.name, role: workspace.role },
    me: user.id,
    seats: { taken, total: seatsOf(entitlements) },
    canManage: manage,
    isOwner: workspace.role === "owner",
    assignable: assignableRoles(workspace.role),
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name || member.email,
      email: member.email,
      role: member.role,
      since: member.since.toISOString(),
      changeable: outranks(workspace.role, member.role),
    })),
    invites: invites.map((invite) => ({ ...invite, expiresAt: invite.expiresAt.toISOString() })),
    confirmRemove: confirmRemove
      ? { userId: confirmRemove.userId, name: confirmRemove.name || confirmRemove.email }
      : null,
    confirmLeave: url.searchParams.get("leave") === "1" && workspace.role !== "owner",
    done: ["saved", "removed", "transferred"].find((key) => url.searchParams.has(key)) ?? null,
    removedName: url.searchParams.get("removed"),
  };
}

type ActionResult =
  | { intent: "invite"; ok: true; email: string; delivery: "sent" | "queued" }
  | { intent: "invite"; ok: false; error: InviteError; email: string; role: string; seats?: number }
  | { intent: "transfer"; confirm: { userId: string; name: string } };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  // Leaving is every member's; the rest is checked per intent below and again in members.server.ts.
  const { user, workspace, entitlements } = await requireEntitlement(request, context, "read");
  const form = await request.formData();
  const intent = form.get("intent");
  const text = (name: string) => String(form.get(name) ?? "");
  const need = (capability: "manage" | "own") => {
    if (!can(workspace.role, capability)) throw forbidden();
  };

  if (intent === "invite") {
    need("manage");
    const result = await inviteMember(
      context,
      workspace,
      user,
      entitlements,
      { email: text("email"), role: text("role") },
      await getLocale(request),
    );
    return result.ok ? { intent, ...result } : { intent, ...result, role: text("role") };
  }
  if (intent === "revokeInvite") {
    need("manage");
    await revokeInvite(context.db, workspace, user, text("inviteId"));
    throw redirect(`${PATH}?saved=1#invites`);
  }
  if (intent === "role") {
    need("manage");
    if (!(await changeRole(context.db, workspace, user, text("userId"), text("role")))) throw forbidden();
    throw redirect(`${PATH}?saved=1`);
  }
  if (intent === "remove") {
    need("manage");
    if (form.get("confirm") !== "1")
      throw redirect(`${PATH}?remove=${encodeURIComponent(text("userId"))}#confirm`);
    const removed = await removeMember(context.db, workspace, user, text("userId"));
    if (!removed) throw forbidden();
    throw redirect(`${PATH}?removed=${encodeURIComponent(removed.name || removed.email)}`);
  }
  if (intent === "leave") {
    if (form.get("confirm") !== "1") throw redirect(`${PATH}?leave=1#confirm`);
    if (!(await leaveWorkspace(context.db, workspace, user))) throw forbidden();
    throw redirect("/workspaces");
  }
  if (intent === "transfer") {
    need("own");
    const target = (await listMembers(context.db, workspace.id)).find(
      (member) => member.userId === text("userId") && member.userId !== user.id,
    );
    if (!target) throw forbidden();
    if (form.get("confirm") !== "1") {
      return { intent, confirm: { userId: target.userId, name: target.name || target.email } };
    }
    await transferOwnership(context.db, workspace, user, target.userId);
    throw redirect(`${PATH}?transferred=1`);
  }
  throw new Response("Bad Request", { status: 400 });
}

const successClass =
  "rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";

export default function Members() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formatDate = useDateFormat();
  const answerRef = useRef<HTMLDivElement>(null);
  const invite = result?.intent === "invite" ? result : null;
  const transfer = result?.intent === "transfer" ? result.confirm : null;
  const focusKey = `${data.done}${data.confirmRemove?.userId}${data.confirmLeave}${JSON.stringify(result)}`;

  useEffect(() => {
    if (focusKey !== "nullundefinedfalseundefined") answerRef.current?.focus();
  }, [focusKey]);

  const inviteError = invite && !invite.ok ? invite : null;
  return (
    <>
      <PageHero title={t("workspace.members.title")} lead={t("workspace.members.lead")}>
        <p className="mt-4">{t("workspace.members.workspace", { name: data.workspace.name })}</p>
        <p>{t("workspace.members.yourRole", { role: t(`workspace.roles.${data.workspace.role}`) })}</p>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/profile/general" className={textLinkClass}>
            {t("api.tokens.back")}
          </Link>
          <Link to="/workspaces" className={textLinkClass}>
            {t("workspace.switcher.link")}
          </Link>
        </p>
      </PageHero>

      {data.done ? (
        <div ref={answerRef} tabIndex={-1} role="status" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <p className={successClass}>
            {data.done === "removed"
              ? t("workspace.members.removed", { name: data.removedName ?? "" })
              : t(`workspace.members.${data.done as "saved" | "transferred"}`)}
          </p>
        </div>
      ) : null}

      {data.confirmRemove ? (
        <ConfirmStep
          id="confirm"
          title={t("workspace.members.remove")}
          text={t("workspace.members.removeConfirm", { name: data.confirmRemove.name })}
          fields={{ intent: "remove", userId: data.confirmRemove.userId, confirm: "1" }}
          confirm={t("workspace.members.removeYes")}
          cancel={t("workspace.members.cancel")}
          cancelTo={PATH}
          focusRef={answerRef}
          muted={false}
        />
      ) : null}

      {data.confirmLeave ? (
        <ConfirmStep
          id="confirm"
          title={t("workspace.members.leave")}
          text={t("workspace.members.leaveConfirm")}
          fields={{ intent: "leave", confirm: "1" }}
          confirm={t("workspace.members.leaveYes")}
          cancel={t("workspace.members.cancel")}
          cancelTo={PATH}
          focusRef={answerRef}
          muted={false}
        />
      ) : null}

      {transfer ? (
        <ConfirmStep
          id="confirm"
          title={t("workspace.members.transfer")}
          text={t("workspace.members.transferConfirm", { name: transfer.name })}
          fields={{ intent: "transfer", userId: transfer.userId, confirm: "1" }}
          confirm={t("workspace.members.transferYes")}
          cancel={t("workspace.members.cancel")}
          cancelTo={PATH}
          focusRef={answerRef}
          muted={false}
        />
      ) : null}

      <Section id="members" title={t("workspace.members.title")}>
        <p>{t("workspace.members.seats", { used: data.seats.taken, count: data.seats.total })}</p>
        <p className="text-slate-700 dark:text-slate-300">{t("workspace.members.seatsHelp")}</p>
        <TableScroll label={t("workspace.members.table.caption")}>
          <table className="mt-4 w-full text-left">
            <caption className="sr-only">{t("workspace.members.table.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("workspace.members.table.name")}</th>
                <th scope="col">{t("workspace.members.table.email")}</th>
                <th scope="col">{t("workspace.members.table.role")}</th>
                <th scope="col">{t("workspace.members.table.since")}</th>
                {data.canManage ? <th scope="col">{t("workspace.members.table.actions")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.members.map((member) => (
                <tr key={member.userId} className="border-t border-slate-300 dark:border-slate-600">
                  <td className="py-2 pr-4">
                    {member.name} {member.userId === data.me ? t("workspace.members.table.you") : null}
                  </td>
                  <td className="py-2 pr-4">{member.email}</td>
                  <td className="py-2 pr-4">{t(`workspace.roles.${member.role}`)}</td>
                  <td className="py-2 pr-4">{formatDate(member.since)}</td>
                  {data.canManage ? (
                    <td className="py-2">
                      {member.changeable ? (
                        <div className="flex flex-wrap items-end gap-2">
                          <Form method="post" className="flex flex-wrap items-end gap-2">
                            <input type="hidden" name="intent" value="role" />
                            <input type="hidden" name="userId" value={member.userId} />
                            <label className="flex flex-col">
                              <span className="text-sm">
                                {t("workspace.members.changeRoleFor", { name: member.name })}
                              </span>
                              <select name="role" defaultValue={member.role} className={fieldClass}>
                                {data.assignable.map((role) => (
                                  <option key={role} value={role}>
                                    {t(`workspace.roles.${role}`)}
                                  </option>
                                ))}
                              </select>
                            </label>
                            <button type="submit" className={buttonClass("secondary")}>
                              {t("workspace.members.saveRole")}
                            </button>
                          </Form>
                          <Form method="post">
                            <input type="hidden" name="intent" value="remove" />
                            <input type="hidden" name="userId" value={member.userId} />
                            <button
                              type="submit"
                              className={buttonClass("secondary")}
                              aria-label={`${t("workspace.members.remove")}: ${member.name}`}
                            >
                              {t("workspace.members.remove")}
                            </button>
                          </Form>
                        </div>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {data.isOwner ? null : (
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="leave" />
            <button type="submit" className={buttonClass("secondary")}>
              {t("workspace.members.leave")}
            </button>
          </Form>
        )}
      </Section>

      {data.canManage ? (
        <Section id="invites" title={t("workspace.invites.title")}>
          <p className="text-slate-700 dark:text-slate-300">{t("workspace.invites.lead")}</p>
          {invite?.ok ? (
            <div ref={answerRef} tabIndex={-1} role="status" className={`mt-4 ${successClass}`}>
              {t(`workspace.invites.${invite.delivery}`, { email: invite.email })}
            </div>
          ) : null}
          <Form method="post" className="mt-4 max-w-xl space-y-6" noValidate>
            <input type="hidden" name="intent" value="invite" />
            {inviteError ? (
              <div ref={answerRef} tabIndex={-1} role="alert" className={errorBoxClass}>
                {t(`workspace.invites.errors.${inviteError.error}`, {
                  email: inviteError.email,
                  count: inviteError.seats ?? data.seats.total,
                })}
              </div>
            ) : null}
            <div>
              <label htmlFor="invite-email" className="font-semibold">
                {t("workspace.invites.email")}
              </label>
              <input
                id="invite-email"
                name="email"
                type="email"
                autoComplete="off"
                required
                defaultValue={inviteError?.email ?? ""}
                aria-invalid={inviteError?.error === "email" ? true : undefined}
                aria-describedby={inviteError?.error === "email" ? "invite-email-error" : undefined}
                className={fieldClass}
              />
              {inviteError?.error === "email" ? (
                <FieldError id="invite-email-error">{t("workspace.invites.errors.email")}</FieldError>
              ) : null}
            </div>
            <fieldset>
              <legend className="font-semibold">{t("workspace.invites.role")}</legend>
              {data.assignable.map((role) => (
                <label key={role} className="mt-2 flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="role"
                    value={role}
                    defaultChecked={role === (inviteError?.role || "editor")}
                    className="size-5"
                  />
                  <span>
                    {t(`workspace.roles.${role}`)}: {t(`workspace.roleHelp.${role}`)}
                  </span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className={buttonClass("primary")}>
              {t("workspace.invites.submit")}
            </button>
          </Form>

          <h3 className="mt-10 text-xl font-semibold">{t("workspace.invites.pending")}</h3>
          {data.invites.length === 0 ? (
            <p className="mt-2">{t("workspace.invites.none")}</p>
          ) : (
            <TableScroll label={t("workspace.invites.pendingCaption")}>
              <table className="mt-4 w-full text-left">
                <caption className="sr-only">{t("workspace.invites.pendingCaption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("workspace.invites.email")}</th>
                    <th scope="col">{t("workspace.invites.role")}</th>
                    <th scope="col">{t("workspace.invites.invitedBy")}</th>
                    <th scope="col">{t("workspace.invites.expires")}</th>
                    <th scope="col">{t("workspace.members.table.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.invites.map((pending) => (
                    <tr key={pending.id} className="border-t border-slate-300 dark:border-slate-600">
                      <td className="py-2 pr-4">{pending.email}</td>
                      <td className="py-2 pr-4">{t(`workspace.roles.${pending.role}`)}</td>
                      <td className="py-2 pr-4">{pending.invitedBy}</td>
                      <td className="py-2 pr-4">{formatDate(pending.expiresAt)}</td>
                      <td className="py-2">
                        <Form method="post">
                          <input type="hidden" name="intent" value="revokeInvite" />
                          <input type="hidden" name="inviteId" value={pending.id} />
                          <button
                            type="submit"
                            className={buttonClass("secondary")}
                            aria-label={`${t("workspace.invites.revoke")}: ${pending.email}`}
                          >
                            {t("workspace.invites.revoke")}
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
      ) : null}

      {data.isOwner && data.members.length > 1 ? (
        <Section id="transfer" title={t("workspace.members.transfer")}>
          <p className="text-slate-700 dark:text-slate-300">{t("workspace.members.transferHelp")}</p>
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-4">
            <input type="hidden" name="intent" value="transfer" />
            <label className="flex flex-col">
              <span className="font-semibold">{t("workspace.members.transferTo")}</span>
              <select name="userId" className={fieldClass}>
                {data.members
                  .filter((member) => member.userId !== data.me)
                  .map((member) => (
                    <option key={member.userId} value={member.userId}>
                      {member.name} ({member.email})
                    </option>
                  ))}
              </select>
            </label>
            <button type="submit" className={buttonClass("secondary")}>
              {t("workspace.members.transfer")}
            </button>
          </Form>
        </Section>
      ) : null}
    </>
  );
}
