/**
 * Client workspaces (decision 050): an agency on the agency plan founds a workspace for a client who may
 * have no account yet. The workspace is founded, as every workspace is (decision 046), by an account: one
 * held for the client's address, which the client takes over at their first sign-in with that address
 * confirmed by the OpenID provider (users.server.ts). The agency member becomes the workspace's admin; the
 * agency's plan pays for it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { count, eq, sql } from "drizzle-orm";
import type { Entitlements } from "#core/runs/entitlements.server";
import { CLIENT_NAME_MAX } from "#core/workspaces/roles";
import { schema } from "#drizzle/db.server";
import type { Locale } from "~/i18n";
import { resources } from "~/i18n.server";
import { brandingForMail } from "./branding.server";
import { mailConfigFrom } from "./mail/config.server";
import { escapeHtml, fill, fillHtml, mailDocument, styles } from "./mail/layout.server";
import { deliverMail, enqueueMail } from "./mail/outbox.server";
import type { User } from "./users.server";
import { actorName, type Workspace } from "./workspace.server";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ClientWorkspaceError = "plan" | "name" | "email" | "taken" | "limit";

export type ClientWorkspaceResult =
  | { ok: true; id: string; name: string; email: string; delivery: "sent" | "queued" }
  | { ok: false; error: ClientWorkspaceError; name: string; email: string; limit?: number };

/** Client workspaces the agency pays for now. */
export async function clientWorkspaceCount(
  db: AppLoadContext["db"],
  agencyWorkspaceId: string,
): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(schema.workspaces)
    .where(eq(schema.workspaces.paidBy, agencyWorkspaceId))
    .get();
  return row?.n ?? 0;
}

/**
 * How many client workspaces the plan pays for: as many as it has websites, as each client brings at
 * least one, and their websites come out of the same allowance.
 */
export function clientWorkspaceLimit(entitlements: Entitlements): number {
  return entitlements.pool.allowance;
}

/** Whether this workspace may found client workspaces: it holds the agency plan itself, not through another. */
export function foundsClientWorkspaces(workspace: Workspace, entitlements: Entitlements): boolean {
  return entitlements.whiteLabel && entitlements.pool.id === workspace.id;
}

/**
 * Founds a client workspace for `input.email`, named `input.name`, paid by the actor's workspace. The actor
 * (an owner or admin there, checked by the route's guard) becomes its admin. Refused when the address
 * already has an account: a client with an account invites the agency into their own workspace instead.
 */
export async function createClientWorkspace(
  context: Pick<AppLoadContext, "db" | "env" | "cloudflare">,
  agency: Workspace,
  actor: User,
  entitlements: Entitlements,
  input: { name: string; email: string },
  locale: Locale,
  now = new Date(),
): Promise<ClientWorkspaceResult> {
  const { db } = context;
  const name = input.name.trim();
  const email = input.email.trim();
  const refuse = (error: ClientWorkspaceError, limit?: number): ClientWorkspaceResult => ({
    ok: false,
    error,
    name,
    email,
    limit,
  });
  if (!foundsClientWorkspaces(agency, entitlements)) return refuse("plan");
  if (name.length === 0 || name.length > CLIENT_NAME_MAX) return refuse("name");
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return refuse("email");
  const limit = clientWorkspaceLimit(entitlements);
  if ((await clientWorkspaceCount(db, agency.id)) >= limit) return refuse("limit", limit);
  const existing = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`lower(${schema.users.email}) = lower(${email})`)
    .get();
  if (existing) return refuse("taken");

  const id = crypto.randomUUID();
  try {
    await foundClientWorkspace(context, agency, actor, { id, name, email, locale }, now);
  } catch (error) {
    // Another agency set one up for the same address a moment ago: one held account an address.
    if (String(error).includes("UNIQUE constraint failed")) return refuse("taken");
    throw error;
  }
  return handOver(context, agency, actor, { id, name, email }, locale, now);
}

async function foundClientWorkspace(
  context: Pick<AppLoadContext, "db">,
  agency: Workspace,
  actor: User,
  { id, name, email, locale }: { id: string; name: string; email: string; locale: Locale },
  now: Date,
) {
  const { db } = context;
  // One batch: the held account (whose insert founds the workspace and its owner, by the trigger of
  // migration 0036), the agency as payer, the actor as admin, and both logs.
  await db.batch([
    db.insert(schema.users).values({
      id,
      // Never a provider's subject: random, and the account is claimed by address, not by subject.
      subject: `unclaimed:${crypto.randomUUID()}`,
      email,
      name: "",
      emailVerified: false,
      unclaimed: true,
      locale,
      createdAt: now,
    }),
    db.update(schema.workspaces).set({ name, paidBy: agency.id }).where(eq(schema.workspaces.id, id)),
    db
      .insert(schema.workspaceMembers)
      .values({ workspaceId: id, userId: actor.id, role: "admin", createdAt: now }),
    db
      .insert(schema.auditEvents)
      .values([
        auditRow(agency.id, actor, "workspace.created", name, email, now),
        auditRow(id, actor, "workspace.created", name, email, now),
      ]),
  ]);
}

/** Mails the client the way to take the workspace over: sign in with that address. */
async function handOver(
  context: Pick<AppLoadContext, "db" | "env" | "cloudflare">,
  agency: Workspace,
  actor: User,
  { id, name, email }: { id: string; name: string; email: string },
  locale: Locale,
  now: Date,
): Promise<ClientWorkspaceResult> {
  const { db, env } = context;
  const mail = handoverMail(locale, {
    workspace: name,
    agency: agency.name,
    inviter: actorName(actor),
    email,
    link: new URL(`/login?returnTo=${encodeURIComponent("/workspaces")}`, env.SITE_URL).toString(),
  });
  const stored = await enqueueMail(
    db,
    {
      kind: "workspace-handover",
      dedupeKey: `workspace-handover:${id}`,
      to: email,
      subject: mail.subject,
      text: mail.text,
      html: mailDocument(locale, mail.subject, mail.html, null, await brandingForMail(db, env, agency.id)),
    },
    now,
  );
  if (!mailConfigFrom(env)) return { ok: true, id, name, email, delivery: "queued" };
  context.cloudflare.ctx.waitUntil(
    deliverMail(env, stored.id).catch((error) => console.error("Delivering a handover mail failed", error)),
  );
  return { ok: true, id, name, email, delivery: "sent" };
}

function auditRow(
  workspaceId: string,
  actor: User,
  action: "workspace.created",
  subject: string,
  detail: string,
  at: Date,
): typeof schema.auditEvents.$inferInsert {
  return { workspaceId, actorId: actor.id, actorName: actorName(actor), action, subject, detail, at };
}

function handoverMail(
  locale: Locale,
  values: { workspace: string; agency: string; inviter: string; email: string; link: string },
) {
  const mail = resources[locale].translation.workspace.clients.mail;
  const subject = fill(mail.subject, values);
  const html = [
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(mail.title)}</h1>`,
    `<p>${fillHtml(mail.intro, values)}</p>`,
    `<p>${fillHtml(mail.how, values)}</p>`,
    `<p style="margin:24px 0"><a href="${escapeHtml(values.link)}" style="${styles.button}">${escapeHtml(mail.button)}</a></p>`,
    `<p style="${styles.muted}">${escapeHtml(mail.notYou)}</p>`,
  ].join("\n");
  const text = [
    mail.title,
    "",
    fill(mail.intro, values),
    "",
    fill(mail.how, values),
    "",
    `${mail.button}: ${values.link}`,
    "",
    mail.notYou,
  ].join("\n");
  return { subject, html, text };
}
