import type { AppLoadContext } from "@remix-run/cloudflare";
import { requireEntitlement } from "~/utils/guard.server";
import type { User } from "~/utils/users.server";

/** The roles of issue 30 that shared links ask for. */
export type ShareRole = "viewer" | "editor";

/**
 * The one place where shared links ask for a role. Until workspaces land, the workspace is the account
 * (its id is the founder's user id) and its owner holds every role, so the subscription is all that is
 * checked; the lead switches this call to the workspace's role check.
 */
export async function requireShareWorkspace(
  request: Request,
  context: AppLoadContext,
  _role: ShareRole,
): Promise<{ user: User; workspaceId: string }> {
  const { user } = await requireEntitlement(request, context);
  const workspaceId = user.id;
  return { user, workspaceId };
}
