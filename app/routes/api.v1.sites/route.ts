/** GET /api/v1/sites: the account's registered sites, newest first. */
import { requireApiCaller } from "~/utils/api/caller.server";
import { invalidRequest } from "~/utils/api/problem.server";
import { listParameters } from "~/utils/api/request.server";
import { listOwnSites } from "~/utils/api/resources.server";
import { apiJson, apiRoute, methodNotAllowed } from "~/utils/api/route.server";

export const loader = apiRoute(async ({ request, context }) => {
  const { workspace } = await requireApiCaller(request, context, "read");
  const { cursor, limit } = listParameters(request);
  const sites = await listOwnSites(context.db, workspace.id, cursor, limit);
  if (!sites) throw invalidRequest((t) => t("api.invalid.cursor"));
  return apiJson(sites);
});

export const action = apiRoute(methodNotAllowed(["GET"]));
