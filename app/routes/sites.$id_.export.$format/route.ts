/** The latest run's issues of a registered site with their triage, as CSV or JSON (export.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notFound, requireOwnSite } from "~/utils/guard.server";
import { getLocale } from "~/utils/locale.server";
import { requireWorkspace } from "~/utils/workspace.server";
import { exportSiteIssues, isSiteExportFormat } from "./export.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { workspace } = await requireWorkspace(request, context);
  const site = await requireOwnSite(context, workspace, params.id);
  const format = params.format;
  if (!isSiteExportFormat(format)) throw notFound();
  const exported = await exportSiteIssues(context, workspace.id, site, format, await getLocale(request));
  if (!exported) throw notFound();
  return exported;
}
