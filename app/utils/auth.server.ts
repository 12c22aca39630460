import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { decodeIdToken } from "arctic";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { cookiePairs, createAppCookie } from "./cookies.server";
import type { AppEnv } from "./env.server";
import { getLocale } from "./locale.server";
import { safeRedirectPath } from "./security.server";
import { createSession, endAllSessions, endSession, readSession } from "./sessions.server";
import { type ProviderProfile, type User, upsertUser } from "./users.server";

/** Where a fresh sign-in lands when no page was asked for. */
export const DEFAULT_AFTER_LOGIN = "/runs";
const STATE_COOKIE = "oauth2_state";

/** Sign-in through the OpenID provider, configured whole or not at all (see `authFrom`). */
export type AuthConfig = {
  sessionSecret: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  secure: boolean;
};

const signInSettings = ["SESSION_SECRET", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;

/**
 * Sign-in for this request: null when no OpenID provider is set (the site works, the login page says that
 * signing in is unavailable). A provider set only in part is a deployment error, named at the first request,
 * rather than a login page that starts a sign-in which then fails.
 */
export function authFrom(env: AppEnv): AuthConfig | null {
  const { SESSION_SECRET, OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env;
  if (!OIDC_ISSUER && !OIDC_CLIENT_ID && !OIDC_CLIENT_SECRET) return null;
  if (!SESSION_SECRET || !OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) {
    const missing = signInSettings.filter((name) => !env[name]);
    throw new Error(
      `Sign-in is configured only in part: set ${missing.join(", ")} (or none of the OIDC_* settings)`,
    );
  }
  return {
    sessionSecret: SESSION_SECRET,
    issuer: OIDC_ISSUER,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    secure: new URL(env.SITE_URL).protocol === "https:",
  };
}

function authOf(context: AppLoadContext): AuthConfig {
  if (!context.auth)
    throw new Error("Sign-in is not configured: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET");
  return context.auth;
}

/** The page to return to after the sign-in, kept for as long as a sign-in may take. */
function returnToCookieFor(config: AuthConfig) {
  return createAppCookie(
    "__return_to",
    {
      httpOnly: true,
      sameSite: "lax",
      secure: config.secure,
      path: "/",
      maxAge: 60 * 30,
      secrets: [config.sessionSecret],
    },
    (value): value is string => typeof value === "string",
  );
}

/** The provider's claims, read from the ID token it handed us directly over its token endpoint. */
function profileFromIdToken(idToken: string, config: AuthConfig): ProviderProfile {
  const claims = decodeIdToken(idToken) as Record<string, unknown>;
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const issuer = String(claims.iss ?? "").replace(/\/$/, "");
  if (issuer !== config.issuer.replace(/\/$/, "") || !audience.includes(config.clientId)) {
    throw new Error("The ID token was not issued for this site");
  }
  if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now())
    throw new Error("The ID token has expired");
  if (typeof claims.sub !== "string" || typeof claims.email !== "string") {
    throw new Error("The ID token lacks the subject or the email address");
  }
  return {
    subject: claims.sub,
    email: claims.email,
    name: typeof claims.name === "string" ? claims.name : "",
    emailVerified: claims.email_verified === true,
  };
}

type SignIn = { profile: ProviderProfile; idToken: string };

async function strategyFor(request: Request, config: AuthConfig): Promise<OAuth2Strategy<SignIn>> {
  return OAuth2Strategy.discover<SignIn>(
    config.issuer,
    {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectURI: new URL("/auth/callback", request.url).toString(),
      scopes: ["openid", "email", "profile"],
      cookie: {
        name: STATE_COOKIE,
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        ...(config.secure ? { secure: true as const } : {}),
      },
    },
    async ({ tokens }) => {
      const idToken = tokens.idToken();
      return { profile: profileFromIdToken(idToken, config), idToken };
    },
  );
}

/**
 * Expires the state cookies of earlier sign-ins. remix-auth-oauth2 names each one `oauth2_state:<uuid>`
 * and reads them all, so without this every visit of /login would add one more cookie.
 */
function clearStateCookies(request: Request, headers: Headers) {
  for (const { name } of cookiePairs(request.headers.get("Cookie"))) {
    // Only names we could have set are echoed back: a request's odd bytes never reach our Set-Cookie.
    if (name.startsWith(STATE_COOKIE) && /^[!#$%&'*+\-.^_`|~0-9A-Za-z:]+$/.test(name))
      headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  }
}

/** Sends the browser to the provider, remembering the page to return to. */
export async function startLogin(
  request: Request,
  context: AppLoadContext,
  returnTo: string,
): Promise<never> {
  const config = authOf(context);
  const strategy = await strategyFor(request, config);
  try {
    await strategy.authenticate(new Request(new URL("/login", request.url)));
  } catch (thrown) {
    if (thrown instanceof Response) {
      // Only the newest sign-in's state is kept: the provider's answer to an older tab fails (and can be
      // retried) instead of one more cookie piling up per visit.
      clearStateCookies(request, thrown.headers);
      thrown.headers.append(
        "Set-Cookie",
        await returnToCookieFor(config).serialize(safeRedirectPath(returnTo, "/")),
      );
      throw thrown;
    }
    throw thrown;
  }
  throw new Error("The sign-in did not redirect to the provider");
}

/** The provider's answer: on success the user is saved and signed in; on failure the login page says so. */
export async function finishLogin(request: Request, context: AppLoadContext): Promise<Response> {
  const config = authOf(context);
  const returnToCookie = returnToCookieFor(config);
  const headers = new Headers();
  clearStateCookies(request, headers);
  // The visitor chose "cancel" at the provider: nothing failed, and signing in later goes where it was headed.
  if (new URL(request.url).searchParams.get("error") === "access_denied") {
    const returnTo = safeRedirectPath(
      await returnToCookie.parse(request.headers.get("Cookie")),
      DEFAULT_AFTER_LOGIN,
    );
    return redirect(`/login?cancelled=1&returnTo=${encodeURIComponent(returnTo)}`, { headers });
  }
  let result: SignIn;
  try {
    result = await (await strategyFor(request, config)).authenticate(request);
  } catch (error) {
    console.warn("Sign-in failed", error instanceof Error ? error.message : error);
    return redirect("/login?failed=1", { headers });
  }
  const user = await upsertUser(context.db, result.profile, await getLocale(request));
  const returnTo = safeRedirectPath(
    await returnToCookie.parse(request.headers.get("Cookie")),
    DEFAULT_AFTER_LOGIN,
  );
  headers.append("Set-Cookie", await returnToCookie.expire());
  // A session this browser had before is over; the new one gets a new token.
  await endSession(request, context.db, context.env);
  headers.append(
    "Set-Cookie",
    await createSession(context.db, context.env, { userId: user.id, idToken: result.idToken }),
  );
  return redirect(returnTo, { headers });
}

/**
 * Ends the session here (or, `everywhere`, every session of its user) and at the provider, then returns
 * to the site's front page.
 */
export async function logout(
  request: Request,
  context: AppLoadContext,
  { everywhere = false } = {},
): Promise<Response> {
  const ended = await endSession(request, context.db, context.env);
  if (everywhere && ended.userId) await endAllSessions(context.db, ended.userId);
  const headers = new Headers({
    "Set-Cookie": ended.setCookie,
    // What the original product cleared in the browser: its local and session storage.
    "Clear-Site-Data": '"storage"',
  });
  const home = new URL("/", request.url).toString();
  if (!context.auth) return redirect(home, { headers });
  const { issuer, clientId } = context.auth;
  try {
    const discovery = (await (
      await fetch(new URL(".well-known/openid-configuration", `${issuer.replace(/\/$/, "")}/`))
    ).json()) as { end_session_endpoint?: string };
    if (discovery.end_session_endpoint && ended.idToken) {
      const endSession = new URL(discovery.end_session_endpoint);
      endSession.searchParams.set("id_token_hint", ended.idToken);
      endSession.searchParams.set("post_logout_redirect_uri", home);
      endSession.searchParams.set("client_id", clientId);
      return redirect(endSession.toString(), { headers });
    }
  } catch (error) {
    console.warn("The provider's logout could not be reached", error);
  }
  return redirect(home, { headers });
}

/** The signed-in user, or null. */
export async function getSessionUser(request: Request, context: AppLoadContext): Promise<User | null> {
  return (await readSession(request, context.db, context.env))?.user ?? null;
}

/** Guard of the signed-in pages: without a session, off to the login, with this page as the way back. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<User> {
  const user = await getSessionUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}
