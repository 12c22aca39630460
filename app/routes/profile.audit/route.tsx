/**
 * The workspace's audit log (decision 046): who did what and when, newest first, a hundred entries a
 * page with a plain link to older ones, and the whole year as CSV. For owners and admins only.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, Container, PageHero, TableScroll, textLinkClass } from "~/components/ui";
import { listAudit } from "~/utils/audit.server";
import { requireEntitlement } from "~/utils/guard.server";
import { useDateFormat, useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.workspace.audit.meta.title })),
  { name: "robots", content: "noindex" },
];

const PAGE_SIZE = 100;

/** `?before=<id>` pages back; anything else there shows the newest entries. */
function beforeOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { workspace } = await requireEntitlement(request, context, "manage");
  const before = beforeOf(new URL(request.url).searchParams.get("before"));
  // One more than shown tells whether there are older ones.
  const rows = await listAudit(context.db, workspace.id, { limit: PAGE_SIZE + 1, before });
  const events = rows.slice(0, PAGE_SIZE).map((event) => ({
    id: event.id,
    at: event.at.toISOString(),
    actor: event.actorName,
    action: event.action,
    subject: event.subject,
    detail: event.detail,
  }));
  const last = events.at(-1);
  return { events, older: rows.length > PAGE_SIZE && last ? last.id : null };
}

/** The action's wording, or its code for one this version does not know. */
function actionLabel(labels: Record<string, string>, action: string): string {
  return Object.hasOwn(labels, action) ? (labels[action] ?? action) : action;
}

export default function AuditLog() {
  const { t } = useTranslation();
  const messages = useMessages();
  const { events, older } = useLoaderData<typeof loader>();
  const formatDate = useDateFormat("shortDayAndTime");
  return (
    <>
      <PageHero title={t("workspace.audit.title")} lead={t("workspace.audit.lead")}>
        <p className="mt-4 flex flex-wrap gap-4">
          <a href="/profile/audit.csv" download className={buttonClass("secondary")}>
            {t("workspace.audit.csv")}
          </a>
          <Link to="/profile/general" className={`${textLinkClass} inline-flex min-h-11 items-center`}>
            {t("workspace.audit.back")}
          </Link>
        </p>
      </PageHero>
      <Container className="py-14 sm:py-16">
        {events.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t("workspace.audit.empty")}</p>
        ) : (
          <TableScroll label={t("workspace.audit.caption")}>
            <table className="w-full min-w-[44rem] text-left">
              <caption className="sr-only">{t("workspace.audit.caption")}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4">
                    {t("workspace.audit.at")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("workspace.audit.actor")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("workspace.audit.action")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("workspace.audit.subject")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("workspace.audit.detail")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <tr key={event.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDate(event.at)}</td>
                    <td className="py-2 pr-4 break-words">{event.actor}</td>
                    <td className="py-2 pr-4">
                      {actionLabel(messages.workspace.audit.actions, event.action)}
                    </td>
                    <td className="py-2 pr-4 break-all">{event.subject}</td>
                    <td className="py-2 break-words">{event.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {older !== null ? (
          <p className="mt-6">
            <Link to={`?before=${older}`} className={buttonClass("secondary")}>
              {t("workspace.audit.older")}
            </Link>
          </p>
        ) : null}
      </Container>
    </>
  );
}
