/** The latest run's issues of a registered site with their triage, as CSV or JSON (export.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/utils/auth.server";
import { notFound, requireOwnSite } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { exportSiteIssues, isSiteExportFormat } from "./export.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const site = await requireOwnSite(context, user, params.id);
  const format = params.format;
  if (!isSiteExportFormat(format)) throw notFound();
  const exported = await exportSiteIssues(context, user.id, site, format, await getLocale(request));
  if (!exported) throw notFound();
  return exported;
}
