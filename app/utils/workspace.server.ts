import { redirect } from "@remix-run/cloudflare";
import { and, asc, eq } from "drizzle-orm";
import { type Capability, can } from "#core/workspaces/roles";
import { type Database, schema } from "#drizzle/db.server";
import type { WorkspaceRole } from "#drizzle/schema";
import type { AppEnv } from "./env.server";
import { type ActiveSession, readSession } from "./sessions.server";
import type { User } from "./users.server";

/**
 * What the guards read of the load context: named here, not as Remix's AppLoadContext, so that Node code
 * reaching this module (through users.server) needs no Worker types.
 */
type Context = { db: Database; env: AppEnv };

/** The workspace a request works in, and the signed-in member's role there. */
export type Workspace = { id: string; name: string; role: WorkspaceRole };

export type Membership = Workspace & {
  founderName: string;
  /** A client workspace whose client has not signed in yet: the address it waits for (decision 050). */
  awaitingClient: string | null;
  /** The workspace whose plan pays for this one, when it is not this one. */
  paidBy: string | null;
};

/** Every workspace the user belongs to, their own first, then by when they joined. */
export async function listMemberships(db: Database, userId: string): Promise<Membership[]> {
  const { workspaceMembers: members, workspaces, users } = schema;
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: members.role,
      founderName: users.name,
      founderEmail: users.email,
      unclaimed: users.unclaimed,
      paidBy: workspaces.paidBy,
    })
    .from(members)
    .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.id))
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt));
  const memberships = rows.map(({ founderEmail, unclaimed, ...row }) => ({
    ...row,
    founderName: row.founderName || founderEmail,
    awaitingClient: unclaimed ? founderEmail : null,
  }));
  return [
    ...memberships.filter((membership) => membership.id === userId),
    ...memberships.filter((membership) => membership.id !== userId),
  ];
}

/** A workspace's name as shown: its own, or its founder's name. */
export function workspaceLabel(workspace: { name: string; founderName?: string }): string {
  return workspace.name || workspace.founderName || "";
}

/**
 * The workspace the session chose, if the user still belongs to it; else their own; else the first they
 * belong to. Null for someone who belongs to none (a founder removed after handing the workspace on).
 */
export function chooseWorkspace(memberships: Membership[], chosen: string | null): Membership | null {
  return memberships.find((membership) => membership.id === chosen) ?? memberships[0] ?? null;
}

/**
 * Guard of the workspace's pages: signed in, a member of the session's workspace, and holding a role that
 * may do `capability`. A member whose role is too low gets a 403 (translated by the error page); someone
 * who belongs to no workspace goes to the page that says so.
 */
export async function requireWorkspace(
  request: Request,
  context: Context,
  capability: Capability = defaultCapability(request),
): Promise<{ user: User; workspace: Workspace; sessionId: string }> {
  const found = await getWorkspace(request, context);
  if (!found) {
    const url = new URL(request.url);
    throw redirect(`/login?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  if (!found.workspace) throw redirect("/workspaces");
  if (!can(found.workspace.role, capability)) throw forbidden();
  return { ...found, workspace: found.workspace };
}

/**
 * The signed-in user and the workspace their session works in (null when they belong to none), or null
 * without a session: for resource routes that answer 404 instead of sending anyone to the login.
 */
export async function getWorkspace(
  request: Request,
  context: Context,
): Promise<{ user: User; workspace: Workspace | null; sessionId: string } | null> {
  const found = await sessionMemberships(request, context);
  if (!found) return null;
  const { session, memberships } = found;
  const chosen = chooseWorkspace(memberships, session.workspaceId);
  const workspace = chosen ? { id: chosen.id, name: workspaceLabel(chosen), role: chosen.role } : null;
  return { user: session.user, workspace, sessionId: session.id };
}

/**
 * Without a word from the route: reading needs a viewer, every change an editor. Routes that manage the
 * workspace, or change only the person's own settings, say so.
 */
export function defaultCapability(request: Request): Capability {
  return request.method === "GET" || request.method === "HEAD" ? "read" : "edit";
}

const readPerRequest = new WeakMap<
  Request,
  Promise<{ session: ActiveSession; memberships: Membership[] } | null>
>();

/**
 * The request's session and the user's memberships, read once a request: the header and the page's guard
 * both ask for them while a page renders.
 */
export function sessionMemberships(
  request: Request,
  context: Context,
): Promise<{ session: ActiveSession; memberships: Membership[] } | null> {
  let read = readPerRequest.get(request);
  if (!read) {
    read = readSession(request, context.db, context.env).then(async (session) =>
      session ? { session, memberships: await listMemberships(context.db, session.user.id) } : null,
    );
    readPerRequest.set(request, read);
  }
  return read;
}

/** A member's role does not allow what they asked for. */
export function forbidden(): Response {
  return new Response("Forbidden", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** The member's role in the workspace, or null for an outsider. */
export async function roleIn(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceRole | null> {
  const row = await db
    .select({ role: schema.workspaceMembers.role })
    .from(schema.workspaceMembers)
    .where(
      and(eq(schema.workspaceMembers.workspaceId, workspaceId), eq(schema.workspaceMembers.userId, userId)),
    )
    .get();
  return row?.role ?? null;
}

/** Who the workspace's mail goes to: its owner. */
export async function workspaceOwner(db: Database, workspaceId: string): Promise<User | undefined> {
  const row = await db
    .select({ user: schema.users })
    .from(schema.workspaceMembers)
    .innerJoin(schema.users, eq(schema.users.id, schema.workspaceMembers.userId))
    .where(
      and(eq(schema.workspaceMembers.workspaceId, workspaceId), eq(schema.workspaceMembers.role, "owner")),
    )
    .get();
  return row?.user;
}

/** The actor as the audit log, triage and assessments show them. */
export function actorName(user: User): string {
  return user.name || user.email;
}
