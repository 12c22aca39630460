import { createAppCookie } from "./cookies.server";
import type { AppEnv } from "./env.server";

/** Free scans a browser remembers, newest first: far more than a day of the per-address limit allows. */
const REMEMBERED = 20;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const RUN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The free scans started in this browser, in a signed HttpOnly cookie. A free scan's link is shared
 * easily; only the browser that started the scan may take it into an account.
 */
function freeScansCookie(env: AppEnv, secret: string) {
  return createAppCookie(
    "free_scans",
    {
      httpOnly: true,
      sameSite: "lax",
      secure: env.SITE_URL.startsWith("https:"),
      path: "/",
      maxAge: MAX_AGE_SECONDS,
      secrets: [secret],
    },
    (value): value is unknown[] => Array.isArray(value),
  );
}

async function rememberedIds(request: Request, env: AppEnv, secret: string): Promise<string[]> {
  const value = await freeScansCookie(env, secret).parse(request.headers.get("Cookie"));
  return (value ?? []).filter((id): id is string => typeof id === "string" && RUN_ID.test(id));
}

/** The Set-Cookie header that adds a new free scan; none where nobody can sign in (no secret). */
export async function rememberFreeScan(request: Request, env: AppEnv, runId: string): Promise<HeadersInit> {
  if (!env.SESSION_SECRET) return {};
  const ids = await rememberedIds(request, env, env.SESSION_SECRET);
  const next = [runId, ...ids.filter((id) => id !== runId)].slice(0, REMEMBERED);
  return { "Set-Cookie": await freeScansCookie(env, env.SESSION_SECRET).serialize(next) };
}

/** Whether this browser started the free scan. */
export async function startedInThisBrowser(request: Request, env: AppEnv, runId: string): Promise<boolean> {
  if (!env.SESSION_SECRET) return false;
  return (await rememberedIds(request, env, env.SESSION_SECRET)).includes(runId);
}

/**
 * "Keep this scan" asked for by a visitor who cannot keep it yet (not signed in, or no plan): the wish
 * survives sign-in and checkout in a signed cookie, and the run list fulfils it once the plan is active.
 */
function pendingClaimCookie(env: AppEnv, secret: string) {
  return createAppCookie(
    "pending_claim",
    {
      httpOnly: true,
      sameSite: "lax",
      secure: env.SITE_URL.startsWith("https:"),
      path: "/",
      // Long enough for a sign-in and a payment, even one that is finished the next morning.
      maxAge: 2 * 24 * 60 * 60,
      secrets: [secret],
    },
    (value): value is string => typeof value === "string" && RUN_ID.test(value),
  );
}

/** The Set-Cookie header that remembers the claim; none where nobody can sign in (no secret). */
export async function rememberPendingClaim(env: AppEnv, runId: string): Promise<HeadersInit> {
  if (!env.SESSION_SECRET) return {};
  return { "Set-Cookie": await pendingClaimCookie(env, env.SESSION_SECRET).serialize(runId) };
}

/** The free scan this browser asked to keep, if it also started it. */
export async function pendingClaimOf(request: Request, env: AppEnv): Promise<string | null> {
  if (!env.SESSION_SECRET) return null;
  const runId = await pendingClaimCookie(env, env.SESSION_SECRET).parse(request.headers.get("Cookie"));
  if (!runId) return null;
  return (await startedInThisBrowser(request, env, runId)) ? runId : null;
}

/** The Set-Cookie header that forgets the claim. */
export async function forgetPendingClaim(env: AppEnv): Promise<HeadersInit> {
  if (!env.SESSION_SECRET) return {};
  return { "Set-Cookie": await pendingClaimCookie(env, env.SESSION_SECRET).expire() };
}
