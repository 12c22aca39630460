/**
 * The account's read-only links for clients (issue 30): created from a report's page or a site's
 * dashboard (their "Share" forms post here, and the new link is shown once in this action's answer,
 * never in an address), listed with who made them and when they were last opened, revoked after a
 * confirmation. Plain forms and links: it all works without JavaScript.
 */
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmStep } from "~/components/ConfirmStep";
import { errorBoxClass, fieldClass } from "~/components/form";
import { buttonClass, PageHero, Section, TableScroll, textLinkClass } from "~/components/ui";
import { notFound, requireOwnRun, requireOwnSite } from "~/utils/guard.server";
import { useDateFormat } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import { requireShareWorkspace } from "~/utils/share/access.server";
import { shareExpiryChoices, sharePath } from "~/utils/share/links";
import { createShareLink, listShareLinks, revokeShareLink } from "~/utils/share/links.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.share.links.title })),
  { name: "robots", content: "noindex" },
];

const PATH = "/profile/links";

type Target = { kind: "page" | "site" | "dashboard"; url: string } | { kind: "missing" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { workspaceId } = await requireShareWorkspace(request, context, "viewer");
  const url = new URL(request.url);
  const now = Date.now();
  const rows = await listShareLinks(context.db, workspaceId);
  const links = rows.map(({ link, creatorName, creatorEmail, runUrl, runKind, siteUrl, siteRemovedAt }) => {
    const target: Target = link.runId
      ? runUrl && runKind
        ? { kind: runKind, url: runUrl }
        : { kind: "missing" }
      : // A removed site's link opens nothing any more (its site may come back as a new registration).
        siteUrl && !siteRemovedAt
        ? { kind: "dashboard", url: siteUrl }
        : { kind: "missing" };
    return {
      id: link.id,
      target,
      createdBy: creatorName || creatorEmail || null,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      expired: link.expiresAt.getTime() <= now,
      revokedAt: link.revokedAt?.toISOString() ?? null,
      lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    };
  });
  const confirming = links.find((link) => link.id === url.searchParams.get("revoke") && !link.revokedAt);
  const revoked = links.find((link) => link.id === url.searchParams.get("revoked") && link.revokedAt);
  return { links, confirming: confirming ?? null, revoked: revoked?.target ?? null };
}

type ActionResult =
  | { intent: "create"; ok: true; url: string; expiresAt: string }
  | { intent: "create"; ok: false; error: "expiry" | "target" };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  const { user, workspace, workspaceId } = await requireShareWorkspace(request, context, "editor");
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "create") {
    const expiry = shareExpiryChoices.find((choice) => choice === form.get("expiry"));
    const runId = form.get("runId");
    const siteId = form.get("siteId");
    if (typeof runId !== "string" && typeof siteId !== "string")
      return { intent, ok: false, error: "target" };
    // What is shared must be the workspace's: someone else's run or site is the same 404 as a missing one.
    const target =
      typeof runId === "string"
        ? { runId: (await requireOwnRun(context, workspace, runId, { finished: true })).id }
        : { siteId: (await requireOwnSite(context, workspace, String(siteId))).id };
    if (!expiry) return { intent, ok: false, error: "expiry" };
    const { token, link } = await createShareLink(context.db, {
      workspaceId,
      createdBy: user.id,
      target,
      expiry,
    });
    return {
      intent,
      ok: true,
      url: new URL(sharePath(token), context.env.SITE_URL).toString(),
      expiresAt: link.expiresAt.toISOString(),
    };
  }
  if (intent === "revoke") {
    const id = form.get("linkId");
    const revoked = typeof id === "string" ? await revokeShareLink(context.db, workspaceId, id) : undefined;
    // Someone else's link, or one already revoked, answers as a missing one.
    if (!revoked) throw notFound();
    throw redirect(`${PATH}?revoked=${encodeURIComponent(revoked.id)}`);
  }
  throw new Response("Bad Request", { status: 400 });
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  // Only with a script and a clipboard; without them the link is selected by hand.
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  if (!canCopy) return null;
  return (
    <button
      type="button"
      className={buttonClass("secondary")}
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      }}
    >
      {copied ? t("share.links.created.copied") : t("share.links.created.copy")}
    </button>
  );
}

function useTargetName() {
  const { t } = useTranslation();
  return (target: Target) =>
    target.kind === "missing"
      ? t("share.links.targets.missing")
      : t(`share.links.targets.${target.kind}`, { url: target.url });
}

export default function SharedLinks() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formatDate = useDateFormat("dayAndTime");
  const targetName = useTargetName();
  const answerRef = useRef<HTMLDivElement>(null);
  const created = result?.ok ? result : null;
  const failed = result && !result.ok ? result : null;

  useEffect(() => {
    if (result || data.revoked || data.confirming) answerRef.current?.focus();
  }, [result, data.revoked, data.confirming]);

  return (
    <>
      <PageHero title={t("share.links.title")} lead={t("share.links.text")}>
        <p className="mt-4">
          <Link to="/profile/general" className={textLinkClass}>
            {t("share.links.back")}
          </Link>
        </p>
      </PageHero>

      {created ? (
        <Section id="created" title={t("share.links.created.title")}>
          <div ref={answerRef} tabIndex={-1} role="status">
            <p className="max-w-3xl text-slate-700 dark:text-slate-300">
              {t("share.links.created.text", { date: formatDate(created.expiresAt) })}
            </p>
            <label htmlFor="new-link" className="mt-4 block font-semibold">
              {t("share.links.created.label")}
            </label>
            <input
              id="new-link"
              readOnly
              value={created.url}
              className={`${fieldClass} font-mono`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="mt-4">
              <CopyButton text={created.url} />
            </div>
          </div>
        </Section>
      ) : null}

      {failed ? (
        <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <div ref={answerRef} tabIndex={-1} role="alert" className={errorBoxClass}>
            {t(`share.links.errors.${failed.error}`)}
          </div>
        </div>
      ) : null}

      {data.revoked ? (
        <div ref={answerRef} tabIndex={-1} role="status" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <p className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100">
            {t("share.links.revoke.done", { target: targetName(data.revoked) })}
          </p>
        </div>
      ) : null}

      {data.confirming ? (
        <ConfirmStep
          id="revoke"
          title={t("share.links.revoke.title", { target: targetName(data.confirming.target) })}
          text={t("share.links.revoke.text")}
          fields={{ intent: "revoke", linkId: data.confirming.id }}
          confirm={t("share.links.revoke.confirm")}
          cancel={t("share.links.revoke.cancel")}
          cancelTo={PATH}
          focusRef={answerRef}
        />
      ) : null}

      <Section id="links" title={t("share.links.list.title")} intro={t("share.links.howTo")}>
        {data.links.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t("share.links.list.empty")}</p>
        ) : (
          <TableScroll label={t("share.links.list.caption")}>
            <table className="w-full min-w-[44rem] text-left">
              <caption className="sr-only">{t("share.links.list.caption")}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4">
                    {t("share.links.list.target")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("share.links.list.createdBy")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("share.links.list.created")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("share.links.list.lastOpened")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("share.links.list.expires")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("share.links.list.actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.links.map((link) => (
                  <tr key={link.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                    <th scope="row" className="py-2 pr-4 font-semibold break-all">
                      {targetName(link.target)}
                    </th>
                    <td className="py-2 pr-4">{link.createdBy ?? t("share.links.list.unknownCreator")}</td>
                    <td className="py-2 pr-4">{formatDate(link.createdAt)}</td>
                    <td className="py-2 pr-4">
                      {link.lastOpenedAt ? formatDate(link.lastOpenedAt) : t("share.links.list.never")}
                    </td>
                    <td className="py-2 pr-4">
                      {formatDate(link.expiresAt)}
                      {link.expired ? ` (${t("share.links.list.expired")})` : null}
                    </td>
                    <td className="py-2">
                      {link.revokedAt ? (
                        t("share.links.list.revoked", { date: formatDate(link.revokedAt) })
                      ) : link.expired ? null : (
                        <Link
                          to={`${PATH}?revoke=${encodeURIComponent(link.id)}#revoke`}
                          className={textLinkClass}
                          aria-label={t("share.links.list.revokeLabel", { target: targetName(link.target) })}
                        >
                          {t("share.links.list.revoke")}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>
    </>
  );
}
