/** The workspace's audit log of the last twelve months as a CSV download (owners and admins only). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resources } from "~/i18n.server";
import { AUDIT_RETENTION_MS, auditCsv, listAuditSince } from "~/utils/audit.server";
import { requireEntitlement } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { workspace } = await requireEntitlement(request, context, "manage");
  const locale = await getLocale(request);
  const texts = resources[locale].translation.workspace.audit;
  const now = new Date();
  const events = await listAuditSince(context.db, workspace.id, new Date(now.getTime() - AUDIT_RETENTION_MS));
  const csv = auditCsv(events, locale, {
    headers: [texts.at, texts.actor, texts.action, texts.subject, texts.detail],
    actions: texts.actions,
  });
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(now);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="klarsicht-audit-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
