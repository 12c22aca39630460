import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { and, eq, isNull } from "drizzle-orm";
import { type Entitlements, getEntitlements } from "#core/runs/entitlements.server";
import { getRun, type Run } from "#core/runs/runs.server";
import { schema } from "#drizzle/db.server";
import { requireUser } from "./auth.server";
import type { User } from "./users.server";

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
 * Guard of the account pages (profile, run list, run detail): signed in, and holding an active
 * subscription or a succeeded one-time payment; everyone else goes to the plans.
 */
export async function requireEntitlement(
  request: Request,
  context: AppLoadContext,
): Promise<{ user: User; entitlements: Entitlements }> {
  const user = await requireUser(request, context);
  const entitlements = await getEntitlements(context.db, user.id);
  if (!entitlements.hasAccess) throw redirect("/setup");
  return { user, entitlements };
}

/**
 * The user's own run, or `notFound()`: the same for a missing and for someone else's run, so that nothing
 * tells whether an id exists. With `finished`, a run that is not done yet answers the same.
 */
export async function requireOwnRun(
  context: AppLoadContext,
  user: User,
  id: FormDataEntryValue | string | null | undefined,
  { finished = false } = {},
): Promise<Run> {
  const run = typeof id === "string" ? await getRun(context.db, id) : undefined;
  if (!run || run.ownerId !== user.id || (finished && run.status !== "done")) throw notFound();
  return run;
}

/**
 * The user's registered site (still registered), or `notFound()`: the same for a missing, a removed and
 * someone else's site, as for runs.
 */
export async function requireOwnSite(
  context: AppLoadContext,
  user: User,
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
        eq(registeredSites.userId, user.id),
        isNull(registeredSites.removedAt),
      ),
    )
    .get();
  if (!site) throw notFound();
  return site;
}
