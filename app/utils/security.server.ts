import { getFixedT } from "./locale.server";

/**
 * Returns a same-origin path to redirect to, or the fallback. Anything that a browser could read as
 * another origin (`//host`, `/\host`, encoded backslashes, schemes) is refused.
 */
export function safeRedirectPath(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  for (const candidate of [target, decoded]) {
    if (!isPlainPath(candidate)) return fallback;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  }
  const parsed = new URL(target, "http://same.invalid");
  if (parsed.origin !== "http://same.invalid") return fallback;
  // Normalising can create what the checks above refused (`/./` and `/a/..//` become `//`), so the
  // value handed to the browser is checked again.
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isPlainPath(path) ? path : fallback;
}

/** A path of this origin: not protocol-relative (`//host`) and without backslashes (`/\host`). */
function isPlainPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Stripe's, GitHub's and Jira's webhooks prove themselves by their signatures instead (checked in the routes). A mail program's
 * one-click unsubscribe is the other exemption; the request pipeline answers it before this check.
 */
const SIGNED_ENDPOINTS = new Set(["/stripe/webhook", "/trackers/github/webhook"]);
/** Each Jira connection's own webhook address (decision 048). */
const JIRA_HOOK = /^\/trackers\/jira\/webhook\/[^/]+$/;

function isSignedEndpoint(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return SIGNED_ENDPOINTS.has(path) || JIRA_HOOK.test(path);
}

/**
 * Forms that carry an upload and read their own body within a size limit (the white-label logo,
 * app/utils/branding.server.ts): reading them whole here first would defeat that limit.
 */
const SELF_LIMITED_FORMS = new Set(["/profile/branding"]);

/**
 * The public API authenticates by bearer token only and never reads cookies (app/utils/api), so a
 * request from another site cannot act for anyone: it is no browser form post, and reads JSON, not forms.
 */
export function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/v1/");
}

/**
 * Every state-changing request must come from a page of this site. Browsers send `Origin` on every
 * POST; a missing or foreign origin is answered with 403 before any route code runs. The request
 * pipeline (app/request-pipeline.server.ts) calls this for every request, in production and in
 * development alike, so no action can forget it.
 */
export async function rejectCrossSiteRequest(request: Request): Promise<Response | null> {
  if (SAFE_METHODS.has(request.method)) return null;
  if (isSignedEndpoint(request) || isApiRequest(request)) return null;
  if (request.headers.get("Origin") === new URL(request.url).origin) return null;
  return plainRefusal(request, 403, "common.requestRejected");
}

/**
 * Every action of the app reads a form. A body that is none (a Content-Type that is no form, a
 * multipart body without its boundary) is answered 400 here, instead of each action's `formData()`
 * throwing a server error. Stripe's webhook reads its own JSON; a request without a body, or with an
 * empty one and no Content-Type (the logout button's, the local cron's; runtimes differ in which of the
 * two they hand on), is left to its action.
 */
export async function rejectUnreadableForm(request: Request): Promise<Response | null> {
  if (SAFE_METHODS.has(request.method) || request.body === null) return null;
  const { pathname } = new URL(request.url);
  if (isSignedEndpoint(request) || SELF_LIMITED_FORMS.has(pathname) || isApiRequest(request)) return null;
  const body = await request.clone().arrayBuffer();
  if (body.byteLength === 0 && !request.headers.has("Content-Type")) return null;
  try {
    await new Request(request.url, { method: request.method, headers: request.headers, body }).formData();
    return null;
  } catch {
    return plainRefusal(request, 400, "common.formUnreadable");
  }
}

async function plainRefusal(
  request: Request,
  status: number,
  key: "common.requestRejected" | "common.formUnreadable",
): Promise<Response> {
  const t = await getFixedT(request);
  return new Response(t(key), { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
