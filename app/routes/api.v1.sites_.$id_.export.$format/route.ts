/** GET /api/v1/sites/{id}/export/{format}: the dashboard's issue exports (sites.$id_.export.$format). */
import {
  exportSiteIssues,
  isSiteExportFormat,
  siteExportFormats,
} from "~/routes/sites.$id_.export.$format/export.server";
import { requireApiCaller } from "~/utils/api/caller.server";
import { ApiProblem, apiLocaleOf, invalidRequest } from "~/utils/api/problem.server";
import { apiRoute, methodNotAllowed } from "~/utils/api/route.server";
import { requireOwnSite } from "~/utils/guard.server";

export const loader = apiRoute(async ({ request, context, params }) => {
  const { workspace } = await requireApiCaller(request, context, "read");
  const site = await requireOwnSite(context, workspace, params.id);
  const format = params.format;
  if (!isSiteExportFormat(format)) {
    throw invalidRequest((t) => t("api.invalid.format", { formats: siteExportFormats.join(", ") }), 400);
  }
  const exported = await exportSiteIssues(context, workspace.id, site, format, apiLocaleOf(request));
  if (!exported) throw new ApiProblem(409, "notReady");
  return exported;
});

export const action = apiRoute(methodNotAllowed(["GET"]));
