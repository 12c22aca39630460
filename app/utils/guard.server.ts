import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { and, eq, isNull } from "drizzle-orm";
import { type Entitlements, getEntitlements } from "#core/runs/entitlements.server";
import { getRun, type Run } from "#core/runs/runs.server";
import type { Capability } from "#core/workspaces/roles";
import { schema } from "#drizzle/db.server";
import type { User } from "./users.server";
import { defaultCapability, requireWorkspace, type Workspace } from "./workspace.server";

/**
 * The one answer for what does not exist or is not the asker's to see. Thrown from a page's loader or
 * action, the root error boundary shows the translated 404 page; a resource route sends it as it is.
 */
export function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/**
 * Guard of the account pages (profile, run list, run detail): signed in, a member of the session's
 * workspace with a role that may do `capability`, and the workspace holding an active subscription or a
 * succeeded one-time payment; everyone else goes to the plans.
 */
export async function requireEntitlement(
  request: Request,
  context: AppLoadContext,
  capability: Capability = defaultCapability(request),
): Promise<{ user: User; workspace: Workspace; entitlements: Entitlements }> {
  const { user, workspace } = await requireWorkspace(request, context, capability);
  const entitlements = await getEntitlements(context.db, workspace.id);
  if (!entitlements.hasAccess) throw redirect("/setup");
  return { user, workspace, entitlements };
}

/**
 * The workspace's run, or `notFound()`: the same for a missing and for another workspace's run, so that
 * nothing tells whether an id exists. With `finished`, a run that is not done yet answers the same.
 */
export async function requireOwnRun(
  context: AppLoadContext,
  workspace: Workspace,
  id: FormDataEntryValue | string | null | undefined,
  { finished = false } = {},
): Promise<Run> {
  const run = typeof id === "string" ? await getRun(context.db, id) : undefined;
  if (!run || run.ownerId !== workspace.id || (finished && run.status !== "done")) throw notFound();
  return run;
}

/**
 * The workspace's registered site (still registered), or `notFound()`: the same for a missing, a removed
 * and another workspace's site, as for runs.
 */
export async function requireOwnSite(
  context: AppLoadContext,
  workspace: Workspace,
  id: string | undefined,
): Promise<typeof schema.registeredSites.$inferSelect> {
  const siteId = Number(id);
  if (!Number.isSafeInteger(siteId) || siteId < 1 || String(siteId) !== id) throw notFound();
  const { registeredSites } = schema;
  const site = await context.db
    .select()
    .from(registeredSites)
    .where(
      and(
        eq(registeredSites.id, siteId),
        eq(registeredSites.workspaceId, workspace.id),
        isNull(registeredSites.removedAt),
      ),
    )
    .get();
  if (!site) throw notFound();
  return site;
}
