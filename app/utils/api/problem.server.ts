/**
 * Errors of the API as problem details (RFC 9457), in German or English by Accept-Language (never by
 * a cookie: the API ignores cookies). Thrown as ApiProblem anywhere below a route, answered by apiRoute.
 */
import type { TFunction } from "i18next";
import type { Locale } from "~/i18n";
import { i18nServer, localeFromAcceptLanguage } from "~/utils/locale.server";

export type ProblemCode =
  | "unauthorized"
  | "invalidToken"
  | "tokenExpired"
  | "tokenRevoked"
  | "insufficientScope"
  | "planLapsed"
  | "roleInsufficient"
  | "notFound"
  | "notReady"
  | "exportFailed"
  | "rateLimited"
  | "invalidRequest"
  | "idempotencyConflict"
  | "idempotencyInProgress"
  | "scanRefused"
  | "methodNotAllowed";

/** Problem types are documented on the reference page; the URI is stable across languages. */
export const PROBLEM_TYPE_BASE = "https://klarsicht.de/api-docs#problem-";

export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    /** The detail in the request's language; without it the code's own detail text. */
    readonly detail: ((t: TFunction) => string) | null = null,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

export function apiLocaleOf(request: Request): Locale {
  return localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? "de";
}

export async function apiT(request: Request): Promise<TFunction> {
  return i18nServer.getFixedT(apiLocaleOf(request));
}

export async function problemResponse(request: Request, problem: ApiProblem): Promise<Response> {
  const t = await apiT(request);
  const detail = problem.detail ? problem.detail(t) : t(`api.problems.${problem.code}.detail` as never);
  const body = {
    type: `${PROBLEM_TYPE_BASE}${problem.code}`,
    title: t(`api.problems.${problem.code}.title` as never),
    status: problem.status,
    detail,
    ...problem.extra,
  };
  return new Response(JSON.stringify(body), {
    status: problem.status,
    headers: {
      "Content-Type": "application/problem+json; charset=utf-8",
      "Content-Language": apiLocaleOf(request),
      Vary: "Accept-Language, Authorization",
      ...problem.headers,
    },
  });
}

export const notFoundProblem = () => new ApiProblem(404, "notFound");

/** A request the API cannot take as it is: 400, or 422 when it is well-formed but not acceptable. */
export function invalidRequest(detail: (t: TFunction) => string, status: 400 | 422 = 400): ApiProblem {
  return new ApiProblem(status, "invalidRequest", detail);
}
