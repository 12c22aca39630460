/** GET /api/v1/sites/{id}/issues: the latest finished run's issues with their triage, as the dashboard lists them. */
import { requireApiCaller } from "~/utils/api/caller.server";
import { apiLocaleOf, invalidRequest } from "~/utils/api/problem.server";
import { listParameters } from "~/utils/api/request.server";
import { siteIssues } from "~/utils/api/resources.server";
import { apiJson, apiRoute, methodNotAllowed } from "~/utils/api/route.server";
import { requireOwnSite } from "~/utils/guard.server";

export const loader = apiRoute(async ({ request, context, params }) => {
  const { workspace } = await requireApiCaller(request, context, "read");
  const site = await requireOwnSite(context, workspace, params.id);
  const { cursor, limit } = listParameters(request);
  const issues = await siteIssues(context, workspace.id, site, apiLocaleOf(request), cursor, limit);
  if (!issues) throw invalidRequest((t) => t("api.invalid.cursor"));
  return apiJson({ site: { id: site.id, url: site.url }, ...issues });
});

export const action = apiRoute(methodNotAllowed(["GET"]));
