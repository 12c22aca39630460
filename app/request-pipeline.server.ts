import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { type CloudflareContext, getLoadContext } from "./load-context";
import { hasCookie } from "./utils/cookies.server";
import { answerOneClickUnsubscribe, isOneClickUnsubscribe } from "./utils/mail/unsubscribe.server";
import { rejectCrossSiteRequest, rejectUnreadableForm } from "./utils/security.server";
import { SESSION_COOKIE } from "./utils/sessions.server";

/** Headers every response gets; the Content-Security-Policy of pages is set where they are rendered. */
const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

function hasSessionCookie(request: Request): boolean {
  return hasCookie(request.headers.get("Cookie"), SESSION_COOKIE);
}

function setsSessionCookie(response: Response): boolean {
  return response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/**
 * What a read-only link for clients opens (its page, data, exports, pictures, and its 404): never
 * indexed, never cached, and the token in its address never sent on to the sites its report links to.
 */
const SHARED_LINK_HEADERS: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
};

function finish(request: Request, response: Response): Response {
  // Responses may come with immutable headers (a fetch's, a cached one's): copy before changing them.
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if (new URL(request.url).pathname.startsWith("/shared/")) {
    for (const [name, value] of Object.entries(SHARED_LINK_HEADERS)) headers.set(name, value);
  }
  // What a signed-in person sees (their runs, reports, profile, even the header of public pages) and
  // what starts or ends a session must never be kept by a browser's or proxy's cache.
  if (hasSessionCookie(request) || setsSessionCookie(response)) {
    headers.set("Cache-Control", "private, no-store");
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Remix compares an action's Origin with X-Forwarded-Host (before Host) and answers 500 when they differ.
 * The Worker is the edge: that header is the client's word, not a proxy's, and the Origin check above
 * has already compared the Origin with the request's own address. So it does not reach Remix.
 */
function withoutForwardedHost(request: Request): Request {
  if (!request.headers.has("X-Forwarded-Host")) return request;
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  return new Request(request, { headers });
}

/**
 * The app's request pipeline, the same in production (workers/app.ts) and in development (Vite's dev
 * server, workers/dev/vite-dev-server.ts): cross-site check first, then Remix, then the headers every
 * response gets.
 */
export function createAppHandler(build: ServerBuild, mode?: string) {
  const handleRemixRequest = createRequestHandler(build, mode);
  return async function handleAppRequest(request: Request, cloudflare: CloudflareContext): Promise<Response> {
    // The one request from elsewhere that may change something: a mail program's one-click unsubscribe,
    // trusted for its link's signature. Answered here, as Remix refuses any action of a foreign origin.
    if (await isOneClickUnsubscribe(request)) {
      const { db, env } = getLoadContext({ request, context: { cloudflare } });
      return finish(request, await answerOneClickUnsubscribe(request, { db, secret: env.SESSION_SECRET }));
    }
    const rejection = (await rejectCrossSiteRequest(request)) ?? (await rejectUnreadableForm(request));
    if (rejection) return finish(request, rejection);
    const loadContext = getLoadContext({ request, context: { cloudflare } });
    return finish(request, await handleRemixRequest(withoutForwardedHost(request), loadContext));
  };
}
