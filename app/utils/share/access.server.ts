import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Capability } from "#core/workspaces/roles";
import { requireEntitlement } from "~/utils/guard.server";
import type { User } from "~/utils/users.server";
import type { Workspace } from "~/utils/workspace.server";

/** The roles shared links ask for: viewers see the list, editors create and revoke. */
export type ShareRole = "viewer" | "editor";

const capabilityOf: Record<ShareRole, Capability> = { viewer: "read", editor: "edit" };

/** The workspace whose links these are, for a member holding the role (decision 046). */
export async function requireShareWorkspace(
  request: Request,
  context: AppLoadContext,
  role: ShareRole,
): Promise<{ user: User; workspace: Workspace; workspaceId: string }> {
  const { user, workspace } = await requireEntitlement(request, context, capabilityOf[role]);
  return { user, workspace, workspaceId: workspace.id };
}
