import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { getEntitlements } from "#core/runs/entitlements.server";
import { getRun, type Run } from "#core/runs/runs.server";
import { type Database, schema } from "#drizzle/db.server";
import { base64url, hashApiToken } from "~/utils/api/tokens";
import { type ShareExpiryChoice, shareExpiryOf } from "./links";

/** 32 random bytes as base64url: 256 bits, far beyond guessing. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newShareToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export function isShareTokenFormat(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** The same plain SHA-256 as API tokens: 256 random bits leave nothing for a slow hash to protect. */
export const hashShareToken = hashApiToken;

export type ShareLink = typeof schema.shareLinks.$inferSelect;
export type ShareTarget = { runId: string } | { siteId: number };
type RegisteredSite = typeof schema.registeredSites.$inferSelect;

/** "Last opened" is written at most this often, not for every tab, page and picture of one visit. */
export const LAST_OPENED_EVERY_MS = 60_000;

/** Creates a link; its token is returned this once and only its hash is kept. */
export async function createShareLink(
  db: Database,
  input: { workspaceId: string; createdBy: string; target: ShareTarget; expiry: ShareExpiryChoice },
  now = new Date(),
): Promise<{ token: string; link: ShareLink }> {
  const token = newShareToken();
  const [link] = await db
    .insert(schema.shareLinks)
    .values({
      id: crypto.randomUUID(),
      workspaceId: input.workspaceId,
      createdBy: input.createdBy,
      runId: "runId" in input.target ? input.target.runId : null,
      siteId: "siteId" in input.target ? input.target.siteId : null,
      tokenHash: await hashShareToken(token),
      createdAt: now,
      expiresAt: shareExpiryOf(input.expiry, now),
    })
    .returning();
  if (!link) throw new Error("Storing the share link returned no row");
  return { token, link };
}

/** A workspace's links, newest first, with who made them and what they show. */
export async function listShareLinks(db: Database, workspaceId: string) {
  const { shareLinks, users, runs, registeredSites } = schema;
  return db
    .select({
      link: shareLinks,
      creatorName: users.name,
      creatorEmail: users.email,
      runUrl: runs.url,
      runKind: runs.kind,
      runFinishedAt: runs.finishedAt,
      siteUrl: registeredSites.url,
      siteRemovedAt: registeredSites.removedAt,
    })
    .from(shareLinks)
    .leftJoin(users, eq(users.id, shareLinks.createdBy))
    .leftJoin(runs, eq(runs.id, shareLinks.runId))
    .leftJoin(registeredSites, eq(registeredSites.id, shareLinks.siteId))
    .where(eq(shareLinks.workspaceId, workspaceId))
    .orderBy(desc(shareLinks.createdAt));
}

/** Revokes one of the workspace's links (the workspace is part of the condition); undefined for any other. */
export async function revokeShareLink(
  db: Database,
  workspaceId: string,
  id: string,
  now = new Date(),
): Promise<ShareLink | undefined> {
  const { shareLinks } = schema;
  const [link] = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.workspaceId, workspaceId), isNull(shareLinks.revokedAt)))
    .returning();
  // A second click on "revoke" finds it revoked already: still the workspace's, not a missing link.
  return (
    link ??
    db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.id, id), eq(shareLinks.workspaceId, workspaceId)))
      .get()
  );
}

export type OpenedShareLink =
  /** Unknown, tampered, or what it showed no longer exists: the same 404 as any missing page. */
  | { status: "unknown" }
  /**
   * Expired or revoked (`ended`), or the workspace's plan has lapsed (`lapsed`, until it is active again):
   * a page that says so and nothing about what it showed.
   */
  | { status: "gone"; reason: "ended" | "lapsed" }
  | { status: "run"; link: ShareLink; run: Run }
  | { status: "site"; link: ShareLink; site: RegisteredSite };

/**
 * What a token opens. A run must still be the workspace's and finished, a site still registered by it;
 * anything else reads as unknown. With `touch`, the link's last opening is noted.
 */
export async function openShareLink(
  db: Database,
  token: string | undefined,
  { now = new Date(), touch = false } = {},
): Promise<OpenedShareLink> {
  if (!isShareTokenFormat(token)) return { status: "unknown" };
  const { shareLinks, registeredSites } = schema;
  const link = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, await hashShareToken(token)))
    .get();
  if (!link) return { status: "unknown" };
  if (link.revokedAt || link.expiresAt.getTime() <= now.getTime()) return { status: "gone", reason: "ended" };
  // A workspace whose plan ended shares nothing: its links rest until the plan is active again.
  if (!(await getEntitlements(db, link.workspaceId, now)).hasAccess)
    return { status: "gone", reason: "lapsed" };
  let opened: OpenedShareLink = { status: "unknown" };
  if (link.runId) {
    const run = await getRun(db, link.runId);
    if (run && run.ownerId === link.workspaceId && run.status === "done")
      opened = { status: "run", link, run };
  } else if (link.siteId !== null) {
    const site = await db
      .select()
      .from(registeredSites)
      .where(
        and(
          eq(registeredSites.id, link.siteId),
          eq(registeredSites.workspaceId, link.workspaceId),
          isNull(registeredSites.removedAt),
        ),
      )
      .get();
    if (site) opened = { status: "site", link, site };
  }
  if (touch && opened.status !== "unknown") {
    await db
      .update(shareLinks)
      .set({ lastOpenedAt: now })
      .where(
        and(
          eq(shareLinks.id, link.id),
          or(
            isNull(shareLinks.lastOpenedAt),
            lt(shareLinks.lastOpenedAt, new Date(now.getTime() - LAST_OPENED_EVERY_MS)),
          ),
        ),
      );
  }
  return opened;
}

/**
 * The run whose report a link shows: the run itself, or for a site the latest finished site run of the
 * workspace (what its dashboard shows); null while the site has none.
 */
export async function sharedRunOf(
  db: Database,
  opened: Extract<OpenedShareLink, { status: "run" | "site" }>,
): Promise<Run | null> {
  if (opened.status === "run") return opened.run;
  const { runs } = schema;
  const latest = await db
    .select()
    .from(runs)
    .where(
      and(
        eq(runs.ownerId, opened.link.workspaceId),
        eq(runs.siteKey, opened.site.siteKey),
        eq(runs.kind, "site"),
        eq(runs.status, "done"),
      ),
    )
    .orderBy(desc(runs.createdAt))
    .get();
  return latest ?? null;
}
