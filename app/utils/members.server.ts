/**
 * Members of a workspace and invitations by mail (decision 046). Every change is checked here against the
 * acting member's role, whatever page or call asks for it, and written to the audit log.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { bestPlanOf, type Entitlements } from "#core/runs/entitlements.server";
import { assignableRoles, outranks, seatsByPlan } from "#core/workspaces/roles";
import { type Database, schema } from "#drizzle/db.server";
import type { WorkspaceRole } from "#drizzle/schema";
import type { Locale } from "~/i18n";
import { resources } from "~/i18n.server";
import { recordAudit } from "./audit.server";
import { mailConfigFrom } from "./mail/config.server";
import { escapeHtml, fill, fillHtml, mailDocument, styles } from "./mail/layout.server";
import { deliverMail, enqueueMail } from "./mail/outbox.server";
import type { User } from "./users.server";
import { actorName, type Workspace } from "./workspace.server";

export const INVITE_VALID_MS = 7 * 24 * 60 * 60 * 1000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Member = { userId: string; name: string; email: string; role: WorkspaceRole; since: Date };
export type PendingInvite = {
  id: string;
  email: string;
  role: Exclude<WorkspaceRole, "owner">;
  expiresAt: Date;
  invitedBy: string;
};

export async function listMembers(db: Database, workspaceId: string): Promise<Member[]> {
  const { workspaceMembers: members, users } = schema;
  return db
    .select({
      userId: members.userId,
      name: users.name,
      email: users.email,
      role: members.role,
      since: members.createdAt,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.workspaceId, workspaceId))
    .orderBy(asc(members.createdAt));
}

export async function listPendingInvites(
  db: Database,
  workspaceId: string,
  now = new Date(),
): Promise<PendingInvite[]> {
  const { workspaceInvites: invites, users } = schema;
  const rows = await db
    .select({
      id: invites.id,
      email: invites.email,
      role: invites.role,
      expiresAt: invites.expiresAt,
      inviterName: users.name,
      inviterEmail: users.email,
    })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.invitedBy))
    .where(pendingIn(workspaceId, now))
    .orderBy(asc(invites.createdAt));
  return rows.map(({ inviterName, inviterEmail, ...row }) => ({
    ...row,
    invitedBy: inviterName || inviterEmail || "",
  }));
}

function pendingIn(workspaceId: string, now: Date) {
  const { workspaceInvites: invites } = schema;
  return and(
    eq(invites.workspaceId, workspaceId),
    isNull(invites.acceptedAt),
    isNull(invites.revokedAt),
    gt(invites.expiresAt, now),
  );
}

/** Seats of the workspace's plan, the owner included: Basic 1, Pro 5, Enterprise 25 by contract. */
export function seatsOf(entitlements: Entitlements): number {
  const plan = bestPlanOf(entitlements);
  return plan ? seatsByPlan[plan] : 1;
}

/** Members plus open invitations: an invitation holds its seat until it is taken, withdrawn or expires. */
export async function seatsTaken(db: Database, workspaceId: string, now = new Date()): Promise<number> {
  const [members, invites] = await Promise.all([
    db
      .select({ n: count() })
      .from(schema.workspaceMembers)
      .where(eq(schema.workspaceMembers.workspaceId, workspaceId))
      .get(),
    db.select({ n: count() }).from(schema.workspaceInvites).where(pendingIn(workspaceId, now)).get(),
  ]);
  return (members?.n ?? 0) + (invites?.n ?? 0);
}

async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export type InviteError = "email" | "role" | "member" | "pending" | "seats";

export type InviteResult =
  | { ok: true; email: string; delivery: "sent" | "queued" }
  | { ok: false; error: InviteError; email: string; seats?: number };

/**
 * Invites an address into the workspace with a role the actor may hand out, within the plan's seats. The
 * link's token goes only into the mail; D1 keeps its hash.
 */
export async function inviteMember(
  context: Pick<AppLoadContext, "db" | "env" | "cloudflare">,
  workspace: Workspace,
  actor: User,
  entitlements: Entitlements,
  input: { email: string; role: string },
  locale: Locale,
  now = new Date(),
): Promise<InviteResult> {
  const { db, env } = context;
  const email = input.email.trim();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return { ok: false, error: "email", email };
  const role = assignableRoles(workspace.role).find((candidate) => candidate === input.role);
  if (!role) return { ok: false, error: "role", email };
  const members = await listMembers(db, workspace.id);
  if (members.some((member) => member.email.toLowerCase() === email.toLowerCase())) {
    return { ok: false, error: "member", email };
  }
  const pending = await listPendingInvites(db, workspace.id, now);
  if (pending.some((invite) => invite.email.toLowerCase() === email.toLowerCase())) {
    return { ok: false, error: "pending", email };
  }
  const seats = seatsOf(entitlements);
  if (members.length + pending.length >= seats) return { ok: false, error: "seats", email, seats };

  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITE_VALID_MS);
  const id = crypto.randomUUID();
  await db.insert(schema.workspaceInvites).values({
    id,
    workspaceId: workspace.id,
    email,
    role,
    tokenHash: await tokenHash(token),
    invitedBy: actor.id,
    createdAt: now,
    expiresAt,
  });
  await recordAudit(db, workspace, actor, "member.invited", email, role, now);
  const link = new URL(`/invite/${token}`, env.SITE_URL).toString();
  const mail = inviteMail(locale, {
    workspace: workspace.name,
    inviter: actorName(actor),
    role,
    email,
    link,
    expiresAt,
  });
  const stored = await enqueueMail(
    db,
    { kind: "workspace-invite", dedupeKey: `invite:${id}`, to: email, ...mail },
    now,
  );
  if (!mailConfigFrom(env)) return { ok: true, email, delivery: "queued" };
  context.cloudflare.ctx.waitUntil(
    deliverMail(env, stored.id).catch((error) => console.error("Delivering an invitation failed", error)),
  );
  return { ok: true, email, delivery: "sent" };
}

function inviteMail(
  locale: Locale,
  input: {
    workspace: string;
    inviter: string;
    role: Exclude<WorkspaceRole, "owner">;
    email: string;
    link: string;
    expiresAt: Date;
  },
) {
  const texts = resources[locale].translation.workspace;
  const values = {
    workspace: input.workspace,
    inviter: input.inviter,
    role: texts.roles[input.role],
    email: input.email,
    date: new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Berlin",
    }).format(input.expiresAt),
  };
  const mail = texts.invites.mail;
  const subject = fill(mail.subject, values);
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(mail.title)}</h1>`,
    `<p>${fillHtml(mail.intro, values)}</p>`,
    `<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="${styles.button}">${escapeHtml(mail.button)}</a></p>`,
    `<p>${fillHtml(mail.validity, values)}</p>`,
    `<p style="${styles.muted}">${escapeHtml(mail.notYou)}</p>`,
  ].join("\n");
  const text = [
    mail.title,
    "",
    fill(mail.intro, values),
    "",
    `${mail.button}: ${input.link}`,
    "",
    fill(mail.validity, values),
    "",
    mail.notYou,
  ].join("\n");
  return { subject, html: mailDocument(locale, subject, body, null), text };
}

export async function revokeInvite(
  db: Database,
  workspace: Workspace,
  actor: User,
  inviteId: string,
  now = new Date(),
): Promise<boolean> {
  const [revoked] = await db
    .update(schema.workspaceInvites)
    .set({ revokedAt: now })
    .where(and(eq(schema.workspaceInvites.id, inviteId), pendingIn(workspace.id, now)))
    .returning({ email: schema.workspaceInvites.email });
  if (revoked) await recordAudit(db, workspace, actor, "invite.revoked", revoked.email, "", now);
  return revoked !== undefined;
}

/** A member the actor outranks, or undefined (the same for a missing member and one they may not touch). */
async function memberBelow(db: Database, workspace: Workspace, userId: string): Promise<Member | undefined> {
  const member = (await listMembers(db, workspace.id)).find((candidate) => candidate.userId === userId);
  return member && outranks(workspace.role, member.role) ? member : undefined;
}

export async function changeRole(
  db: Database,
  workspace: Workspace,
  actor: User,
  userId: string,
  role: string,
): Promise<boolean> {
  const member = await memberBelow(db, workspace, userId);
  const next = assignableRoles(workspace.role).find((candidate) => candidate === role);
  if (!member || !next) return false;
  await db
    .update(schema.workspaceMembers)
    .set({ role: next })
    .where(
      and(eq(schema.workspaceMembers.workspaceId, workspace.id), eq(schema.workspaceMembers.userId, userId)),
    );
  await recordAudit(db, workspace, actor, "member.roleChanged", member.email, `${member.role} → ${next}`);
  return true;
}

export async function removeMember(
  db: Database,
  workspace: Workspace,
  actor: User,
  userId: string,
): Promise<Member | undefined> {
  const member = await memberBelow(db, workspace, userId);
  if (!member) return undefined;
  await db
    .delete(schema.workspaceMembers)
    .where(
      and(eq(schema.workspaceMembers.workspaceId, workspace.id), eq(schema.workspaceMembers.userId, userId)),
    );
  await recordAudit(db, workspace, actor, "member.removed", member.email, member.role);
  return member;
}

/** Leaving: anyone but the owner, who hands the workspace on first. */
export async function leaveWorkspace(db: Database, workspace: Workspace, actor: User): Promise<boolean> {
  if (workspace.role === "owner") return false;
  await db
    .delete(schema.workspaceMembers)
    .where(
      and(
        eq(schema.workspaceMembers.workspaceId, workspace.id),
        eq(schema.workspaceMembers.userId, actor.id),
      ),
    );
  await recordAudit(db, workspace, actor, "member.left", actorName(actor), workspace.role);
  return true;
}

/**
 * Hands the workspace to another member; the owner stays as an admin. One batch, demotion first: the
 * unique index allows one owner at a time.
 */
export async function transferOwnership(
  db: Database,
  workspace: Workspace,
  actor: User,
  userId: string,
): Promise<Member | undefined> {
  if (workspace.role !== "owner" || userId === actor.id) return undefined;
  const member = (await listMembers(db, workspace.id)).find((candidate) => candidate.userId === userId);
  if (!member) return undefined;
  const { workspaceMembers: members } = schema;
  await db.batch([
    db
      .update(members)
      .set({ role: "admin" })
      .where(and(eq(members.workspaceId, workspace.id), eq(members.userId, actor.id))),
    db
      .update(members)
      .set({ role: "owner" })
      .where(and(eq(members.workspaceId, workspace.id), eq(members.userId, userId))),
  ]);
  await recordAudit(db, workspace, actor, "owner.transferred", member.email);
  return member;
}

export type InviteView = {
  id: string;
  workspaceId: string;
  workspace: string;
  inviter: string;
  email: string;
  role: Exclude<WorkspaceRole, "owner">;
};

export type InviteState =
  | { state: "invalid" | "expired" | "used" }
  | { state: "wrongAddress" | "unverified"; email: string }
  | { state: "member" | "seats" | "open"; invite: InviteView };

/** What an invitation link means for the signed-in user, checked in the order the page explains it. */
export async function inviteStateFor(
  db: Database,
  token: string,
  user: User,
  seatsOfWorkspace: (workspaceId: string) => Promise<number>,
  now = new Date(),
): Promise<InviteState> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: "invalid" };
  const { workspaceInvites: invites, workspaces, users } = schema;
  const row = await db
    .select({
      invite: invites,
      workspaceName: workspaces.name,
      founderName: users.name,
      founderEmail: users.email,
    })
    .from(invites)
    .innerJoin(workspaces, eq(workspaces.id, invites.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.id))
    .where(eq(invites.tokenHash, await tokenHash(token)))
    .get();
  if (!row || row.invite.revokedAt) return { state: "invalid" };
  if (row.invite.acceptedAt) return { state: "used" };
  if (row.invite.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  const { invite } = row;
  if (invite.email.toLowerCase() !== user.email.toLowerCase())
    return { state: "wrongAddress", email: invite.email };
  // The address is what the invitation trusts: it must be the account's confirmed one.
  if (!user.emailVerified) return { state: "unverified", email: invite.email };
  const inviter = invite.invitedBy
    ? await db.select().from(users).where(eq(users.id, invite.invitedBy)).get()
    : undefined;
  const view: InviteView = {
    id: invite.id,
    workspaceId: invite.workspaceId,
    workspace: row.workspaceName || row.founderName || row.founderEmail,
    inviter: inviter ? actorName(inviter) : "",
    email: invite.email,
    role: invite.role,
  };
  const memberRow = await db
    .select({ role: schema.workspaceMembers.role })
    .from(schema.workspaceMembers)
    .where(
      and(
        eq(schema.workspaceMembers.workspaceId, invite.workspaceId),
        eq(schema.workspaceMembers.userId, user.id),
      ),
    )
    .get();
  if (memberRow) return { state: "member", invite: view };
  // This invitation's own seat counts as free for its taker.
  const taken = await seatsTaken(db, invite.workspaceId, now);
  if (taken > (await seatsOfWorkspace(invite.workspaceId))) return { state: "seats", invite: view };
  return { state: "open", invite: view };
}

/**
 * Takes an open invitation: the update claims it only while it is still open, so that a link used twice
 * at once makes one member; the one request that claimed it adds the membership.
 */
export async function acceptInvite(
  db: Database,
  invite: InviteView,
  user: User,
  now = new Date(),
): Promise<boolean> {
  const { workspaceInvites: invites, workspaceMembers: members } = schema;
  const [claimed] = await db
    .update(invites)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invites.id, invite.id),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, now),
      ),
    )
    .returning({ id: invites.id });
  if (!claimed) return false;
  await db
    .insert(members)
    .values({ workspaceId: invite.workspaceId, userId: user.id, role: invite.role, createdAt: now })
    .onConflictDoNothing();
  await recordAudit(db, { id: invite.workspaceId }, user, "member.joined", user.email, invite.role, now);
  return true;
}

/** Members other than the user, for the ownership transfer's choice. */
export function otherMembers(members: Member[], userId: string): Member[] {
  return members.filter((member) => member.userId !== userId);
}
