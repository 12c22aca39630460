import type { WorkspaceRole } from "#drizzle/schema";

/**
 * What a member may do, by role (decision 046). Each role includes those below it:
 * - read: see and export runs, reports, sites, assessments and statements (viewer);
 * - edit: scan, triage, assess, write statements, share read-only links (editor);
 * - manage: members and invitations, sites and schedules, login profiles, integrations, tokens, the
 *   audit log and the workspace's branding (admin);
 * - own: billing, transferring ownership, deleting the workspace's data (owner).
 */
export type Capability = "read" | "edit" | "manage" | "own";

const rank: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };
const needed: Record<Capability, number> = { read: 0, edit: 1, manage: 2, own: 3 };

export function can(role: WorkspaceRole, capability: Capability): boolean {
  return rank[role] >= needed[capability];
}

/** Roles an inviting or changing member may hand out: below their own, never owner (that is a transfer). */
export function assignableRoles(role: WorkspaceRole): Array<Exclude<WorkspaceRole, "owner">> {
  const all = ["admin", "editor", "viewer"] as const;
  return role === "owner" ? [...all] : role === "admin" ? ["editor", "viewer"] : [];
}

/** Whether `actor` may change or remove a member holding `target`: owners anyone but themselves, admins those below. */
export function outranks(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  return target !== "owner" && rank[actor] > rank[target] && can(actor, "manage");
}

/** Members a plan allows, the owner included (Enterprise by contract: its product's metadata, else 25). */
export const seatsByPlan = { basic: 1, pro: 5, enterprise: 25 } as const;

/** The longest name of a client workspace an agency sets up (decision 050). */
export const CLIENT_NAME_MAX = 100;
