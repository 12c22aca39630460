import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { type Entitlements, getEntitlements } from "../../workers/scanner/runs/entitlements.server";
import { requireUser } from "./auth.server";
import type { User } from "./users.server";

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
