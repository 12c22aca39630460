/** GET /api/v1/runs/{id}/export/{format}: the report's export links' files (run.$id_.export.$format). */
import {
  exportRun,
  isRunExportFormat,
  runExportFormats,
} from "~/routes/run.$id_.export.$format/export.server";
import { requireApiCaller } from "~/utils/api/caller.server";
import { ApiProblem, apiLocaleOf, invalidRequest } from "~/utils/api/problem.server";
import { apiRoute, methodNotAllowed } from "~/utils/api/route.server";
import { requireOwnRun } from "~/utils/guard.server";

export const loader = apiRoute(async ({ request, context, params }) => {
  const { workspace } = await requireApiCaller(request, context, "read");
  const run = await requireOwnRun(context, workspace, params.id);
  const format = params.format;
  if (!isRunExportFormat(format)) {
    throw invalidRequest((t) => t("api.invalid.format", { formats: runExportFormats.join(", ") }), 400);
  }
  if (run.status !== "done") throw new ApiProblem(409, "notReady");
  const exported = await exportRun(context, run, format, apiLocaleOf(request));
  if (exported === "notFound") throw new ApiProblem(404, "notFound");
  if (exported === "printFailed") throw new ApiProblem(503, "exportFailed");
  return exported;
});

export const action = apiRoute(methodNotAllowed(["GET"]));
