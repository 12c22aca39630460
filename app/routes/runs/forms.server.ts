/**
 * The intents the scan forms of the run list and the profile share: start a scan, and list or remove the
 * plan's registered sites. Starting a run itself is app/utils/start-scan.server.ts, which the scan
 * schedules use too.
 */
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import {
  type Entitlements,
  listRegisteredSites,
  removeRegisteredSite,
  siteRemovalQuota,
} from "#core/runs/entitlements.server";
import { recordAudit } from "~/utils/audit.server";
import { notFound } from "~/utils/guard.server";
import { parseScope, startAccountScan, typedText } from "~/utils/start-scan.server";
import type { User } from "~/utils/users.server";
import type { Workspace } from "~/utils/workspace.server";
import type { NewScanFormResult } from "./NewScanForm";
import type { RegisteredSitesData, RemoveSiteAnswer } from "./RegisteredSites";

/**
 * The "create" intent of the scan forms (run list, profile): starts the scan and opens its page, or
 * answers with what was typed and why it was refused.
 */
export async function startScanFromForm(
  request: Request,
  context: AppLoadContext,
  workspace: Workspace,
  form: FormData,
): Promise<NewScanFormResult> {
  const scope = parseScope(form.get("scope"));
  const result = await startAccountScan(
    request,
    context,
    workspace,
    typedText(form, "url"),
    form.get("level"),
    scope,
  );
  if (!result.ok) {
    const { url, error, total, retryMinutes } = result;
    return { intent: "create", url, scope, error, total, retryMinutes };
  }
  throw redirect(`/run/${result.run.id}`);
}

/** The registered sites of the plan as the run list and the profile show them. */
export async function registeredSitesData(
  context: AppLoadContext,
  workspace: Workspace,
  entitlements: Entitlements,
): Promise<RegisteredSitesData> {
  const sites = await listRegisteredSites(context.db, workspace.id, entitlements);
  const removals = await siteRemovalQuota(context.db, workspace.id, entitlements.allowance);
  return {
    sites: sites.map(({ id, url, confirmed }) => ({ id, url, confirmed })),
    usage: { used: sites.length, total: entitlements.allowance },
    removals: { ...removals, nextAt: removals.nextAt?.toISOString() ?? null },
  };
}

/**
 * The "removeSite" intent (run list, profile): the first request asks, the confirmed second one removes
 * the site (within the removal limit) and goes back to `returnTo` with a confirmation.
 */
export async function removeSiteFromForm(
  context: AppLoadContext,
  actor: User,
  workspace: Workspace,
  entitlements: Entitlements,
  form: FormData,
  returnTo: string,
): Promise<RemoveSiteAnswer> {
  const siteId = Number(form.get("siteId"));
  if (!Number.isSafeInteger(siteId) || siteId < 1) throw notFound();
  const sites = await listRegisteredSites(context.db, workspace.id, entitlements);
  const site = sites.find((candidate) => candidate.id === siteId);
  if (!site) throw notFound();
  if (form.get("confirm") !== "1") return { intent: "removeSite", siteId, url: site.url, confirm: true };
  const removed = await removeRegisteredSite(context.db, workspace.id, siteId, entitlements.allowance);
  if (removed.ok) {
    await recordAudit(context.db, workspace, actor, "site.removed", site.url);
    throw redirect(`${returnTo}?siteRemoved=1`);
  }
  if (removed.error === "notFound") throw notFound();
  const quota = await siteRemovalQuota(context.db, workspace.id, entitlements.allowance);
  return {
    intent: "removeSite",
    siteId,
    url: site.url,
    error: "limit",
    nextAt: quota.nextAt?.toISOString() ?? null,
  };
}
