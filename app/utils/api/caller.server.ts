/**
 * Who calls the API: the bearer token, checked once per request in this order (decision 038): known,
 * not revoked, not expired, within its rate limit, holding the scope, and its account holding a plan.
 * Webhooks, the CLI's remote mode and other integrations reuse this check; cookies never count.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type Entitlements, getEntitlements } from "#core/runs/entitlements.server";
import { type Capability, can } from "#core/workspaces/roles";
import { getUser, type User } from "~/utils/users.server";
import { roleIn, type Workspace } from "~/utils/workspace.server";
import { ApiProblem, apiLocaleOf } from "./problem.server";
import { countApiCall, type RateLimitState, rateLimitHeaders } from "./rate-limit.server";
import { type ApiScope, bearerTokenOf, hashApiToken, isApiTokenFormat, scopeAllows } from "./tokens";
import { type ApiToken, findApiTokenByHash, touchApiToken } from "./tokens.server";

export type ApiCaller = {
  /** The member who made the token: it acts with their role, and stops when they leave. */
  user: User;
  workspace: Workspace;
  token: ApiToken;
  entitlements: Entitlements;
  rateLimit: RateLimitState;
};

/** The rate-limit headers of a request's token, which apiRoute adds to every answer, errors too. */
const limitsOfRequest = new WeakMap<Request, Record<string, string>>();

export function rateLimitHeadersOf(request: Request): Record<string, string> {
  return limitsOfRequest.get(request) ?? {};
}

const bearerChallenge = (error?: "invalid_token" | "insufficient_scope") => ({
  "WWW-Authenticate": error ? `Bearer realm="klarsicht", error="${error}"` : `Bearer realm="klarsicht"`,
});

/** What a scope asks of the member behind the token: reading, or an editor's work (scans, triage). */
const capabilityOfScope: Record<ApiScope, Capability> = { read: "read", scan: "edit", manage: "edit" };

export async function requireApiCaller(
  request: Request,
  context: AppLoadContext,
  needed: ApiScope,
  now = new Date(),
): Promise<ApiCaller> {
  const presented = bearerTokenOf(request.headers.get("Authorization"));
  if (!presented) throw new ApiProblem(401, "unauthorized", null, {}, bearerChallenge());
  const token = isApiTokenFormat(presented)
    ? await findApiTokenByHash(context.db, await hashApiToken(presented))
    : undefined;
  if (!token) throw new ApiProblem(401, "invalidToken", null, {}, bearerChallenge("invalid_token"));
  if (token.revokedAt) throw new ApiProblem(401, "tokenRevoked", null, {}, bearerChallenge("invalid_token"));
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) {
    const expiresAt = token.expiresAt;
    const date = new Intl.DateTimeFormat(apiLocaleOf(request) === "de" ? "de-DE" : "en-GB", {
      dateStyle: "long",
      timeZone: "Europe/Berlin",
    }).format(expiresAt);
    throw new ApiProblem(
      401,
      "tokenExpired",
      (t) => t("api.problems.tokenExpired.detail", { date }),
      {},
      bearerChallenge("invalid_token"),
    );
  }
  // Counted before anything else is read: a token beyond its limit costs one statement per call.
  const rateLimit = await countApiCall(context.db, token.id, context.env.API_REQUESTS_PER_MINUTE, now);
  const limitHeaders = rateLimitHeaders(rateLimit);
  limitsOfRequest.set(request, limitHeaders);
  if (rateLimit.exceeded) {
    const seconds = rateLimit.resetSeconds;
    throw new ApiProblem(
      429,
      "rateLimited",
      (t) => t("api.problems.rateLimited.detail", { count: seconds }),
      {},
      { ...limitHeaders, "Retry-After": String(seconds) },
    );
  }
  await touchApiToken(context.db, token, now);
  if (!scopeAllows(token.scope, needed)) {
    const held = token.scope;
    throw new ApiProblem(
      403,
      "insufficientScope",
      (t) => t("api.problems.insufficientScope.detail", { needed, held }),
      {},
      { ...limitHeaders, ...bearerChallenge("insufficient_scope") },
    );
  }
  const creatorId = token.createdBy ?? token.workspaceId;
  const [user, role, entitlements] = await Promise.all([
    getUser(context.db, creatorId),
    roleIn(context.db, token.workspaceId, creatorId),
    getEntitlements(context.db, token.workspaceId, now),
  ]);
  if (!user || !role) throw new ApiProblem(401, "invalidToken", null, {}, bearerChallenge("invalid_token"));
  if (!can(role, capabilityOfScope[needed])) {
    throw new ApiProblem(
      403,
      "roleInsufficient",
      (t) => t("api.problems.roleInsufficient.detail", { role }),
      {},
      limitHeaders,
    );
  }
  if (!entitlements.hasAccess) throw new ApiProblem(403, "planLapsed", null, {}, limitHeaders);
  const workspace = { id: token.workspaceId, name: "", role };
  return { user, workspace, token, entitlements, rateLimit };
}
