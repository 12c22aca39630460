import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "#drizzle/db.server";
import { schema } from "#drizzle/db.server";
import { createAppCookie } from "./cookies.server";
import type { AppEnv } from "./env.server";
import type { User } from "./users.server";

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 14;
/** How stale `last_seen_at` may get before a request writes it again: one write per session and interval. */
const LAST_SEEN_INTERVAL_MS = 10 * 60 * 1000;

export const SESSION_COOKIE = "__session";

/**
 * The signed, HttpOnly session cookie (Secure wherever the site runs on https). It holds only a random
 * token; who is signed in, until when, and the provider's ID token are in D1.
 */
export function sessionCookieFor(env: AppEnv) {
  if (!env.SESSION_SECRET) throw new Error("Sign-in is not configured: set SESSION_SECRET");
  return createAppCookie(
    SESSION_COOKIE,
    {
      httpOnly: true,
      sameSite: "lax",
      secure: new URL(env.SITE_URL).protocol === "https:",
      path: "/",
      maxAge: SESSION_MAX_AGE_SECONDS,
      secrets: [env.SESSION_SECRET],
    },
    // Cookies from before sessions moved to D1 hold an object; they sign no one in.
    (value): value is string => typeof value === "string" && value.length > 0,
  );
}

async function sessionIdOf(token: string): Promise<string> {
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

async function tokenOf(request: Request, env: AppEnv): Promise<string | null> {
  if (!env.SESSION_SECRET) return null;
  return sessionCookieFor(env).parse(request.headers.get("Cookie"));
}

/** Starts a session for the user; returns the Set-Cookie header that hands it to the browser. */
export async function createSession(
  db: Database,
  env: AppEnv,
  { userId, idToken = null }: { userId: string; idToken?: string | null },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.batch([
    // The user's expired sessions go when a new one starts, so the table does not grow without end.
    db
      .delete(schema.sessions)
      .where(and(eq(schema.sessions.userId, userId), lte(schema.sessions.expiresAt, now))),
    db.insert(schema.sessions).values({
      id: await sessionIdOf(token),
      userId,
      idToken,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
      lastSeenAt: now,
    }),
  ]);
  return sessionCookieFor(env).serialize(token);
}

export type ActiveSession = { id: string; idToken: string | null; workspaceId: string | null; user: User };

/** The request's live session and its user, or null for no, a forged, an ended or an expired session. */
export async function readSession(
  request: Request,
  db: Database,
  env: AppEnv,
  now = new Date(),
): Promise<ActiveSession | null> {
  const token = await tokenOf(request, env);
  if (!token) return null;
  const id = await sessionIdOf(token);
  const row = await db
    .select({ session: schema.sessions, user: schema.users })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.id, id), gt(schema.sessions.expiresAt, now)))
    .get();
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > LAST_SEEN_INTERVAL_MS) {
    await db.update(schema.sessions).set({ lastSeenAt: now }).where(eq(schema.sessions.id, id));
  }
  return { id, idToken: row.session.idToken, workspaceId: row.session.workspaceId, user: row.user };
}

/**
 * Ends the request's session in D1 and returns what the browser and the provider's logout need: the
 * Set-Cookie header that removes the cookie, and the session's ID token and user (if it was live).
 */
export async function endSession(
  request: Request,
  db: Database,
  env: AppEnv,
): Promise<{ setCookie: string; idToken: string | null; userId: string | null }> {
  const token = await tokenOf(request, env);
  const ended = token
    ? await db
        .delete(schema.sessions)
        .where(eq(schema.sessions.id, await sessionIdOf(token)))
        .returning({ idToken: schema.sessions.idToken, userId: schema.sessions.userId })
        .get()
    : undefined;
  return {
    setCookie: await sessionCookieFor(env).expire(),
    idToken: ended?.idToken ?? null,
    userId: ended?.userId ?? null,
  };
}

/** Ends every session of the user, on every device. */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
}

/** Remembers the workspace this session works in (the switcher). */
export async function setSessionWorkspace(
  db: Database,
  sessionId: string,
  workspaceId: string,
): Promise<void> {
  await db.update(schema.sessions).set({ workspaceId }).where(eq(schema.sessions.id, sessionId));
}
