/** GET /api/v1/runs/{id}: a run's status, progress and figures; the same 404 for others' runs as the app. */
import { requireApiCaller } from "~/utils/api/caller.server";
import { runResources } from "~/utils/api/resources.server";
import { apiJson, apiRoute, methodNotAllowed } from "~/utils/api/route.server";
import { requireOwnRun } from "~/utils/guard.server";

export const loader = apiRoute(async ({ request, context, params }) => {
  const { workspace } = await requireApiCaller(request, context, "read");
  const run = await requireOwnRun(context, workspace, params.id);
  const [resource] = await runResources(context.db, workspace.id, [run]);
  return apiJson(resource);
});

export const action = apiRoute(methodNotAllowed(["GET"]));
