/**
 * POST /api/v1/sites/{id}/triage: sets the verdict on an issue of the site, or takes it back (status
 * null), with the dashboard's own checks (app/utils/triage.ts) and storage (app/utils/triage.server.ts).
 */

import { isIssueOfSite } from "~/routes/sites.$id/dashboard.server";
import { requireApiCaller } from "~/utils/api/caller.server";
import { invalidRequest } from "~/utils/api/problem.server";
import { jsonObjectBody } from "~/utils/api/request.server";
import { apiJson, apiRoute, methodNotAllowed } from "~/utils/api/route.server";
import { recordAudit } from "~/utils/audit.server";
import { requireOwnSite } from "~/utils/guard.server";
import { parseTriageForm } from "~/utils/triage";
import { clearTriage, loadTriage, setTriage } from "~/utils/triage.server";
import { actorName } from "~/utils/workspace.server";

export const loader = apiRoute(methodNotAllowed(["POST"]));

export const action = apiRoute(async ({ request, context, params }) => {
  const { user, workspace } = await requireApiCaller(request, context, "manage");
  const site = await requireOwnSite(context, workspace, params.id);
  const body = await jsonObjectBody(request);
  const { issueKey, status, note } = body;
  if (typeof issueKey !== "string" || issueKey.length === 0)
    throw invalidRequest((t) => t("api.invalid.issueKey"));
  if (note !== undefined && typeof note !== "string")
    throw invalidRequest((t) => t("api.invalid.noteTooLong"));
  if (!(await isIssueOfSite(context, workspace.id, site.siteKey, issueKey))) {
    throw invalidRequest((t) => t("api.invalid.issueKey"), 422);
  }
  if (status === null) {
    await clearTriage(context.db, workspace.id, site.siteKey, issueKey);
    return apiJson({ issueKey, triage: null });
  }
  // The same checks as the dashboard's form, fed the same fields.
  const form = new FormData();
  form.set("issueKey", issueKey);
  if (typeof status === "string") form.set("status", status);
  form.set("note", note ?? "");
  const parsed = parseTriageForm(form);
  if (!parsed.ok) {
    const key = parsed.error === "issue" ? "issueKey" : parsed.error;
    throw invalidRequest((t) => t(`api.invalid.${key}`), parsed.error === "status" ? 400 : 422);
  }
  await setTriage(context.db, {
    workspaceId: workspace.id,
    siteKey: site.siteKey,
    issueKey,
    status: parsed.status,
    note: parsed.note,
    byName: actorName(user),
  });
  await recordAudit(context.db, workspace, user, "issue.triaged", site.url, `${parsed.status}: ${issueKey}`);
  const verdict = (await loadTriage(context.db, workspace.id, site.siteKey)).get(issueKey);
  return apiJson({
    issueKey,
    triage: verdict
      ? { status: verdict.status, note: verdict.note, byName: verdict.byName, at: verdict.at.toISOString() }
      : null,
  });
});
