/**
 * The frame of every /api/v1 route: problems and thrown responses become problem details, and every
 * answer gets the token's rate-limit headers and is never cached.
 */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { rateLimitHeadersOf } from "./caller.server";
import { ApiProblem, problemResponse } from "./problem.server";

type Handler = (args: {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
}) => Promise<Response>;

function finish(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(rateLimitHeadersOf(request))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function apiRoute(handler: Handler) {
  return async ({ request, context, params }: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> => {
    try {
      return finish(request, await handler({ request, context, params }));
    } catch (thrown) {
      if (thrown instanceof ApiProblem) return finish(request, await problemResponse(request, thrown));
      // The app's guards throw plain 404s (guard.server.ts notFound): the API answers its own.
      if (thrown instanceof Response && thrown.status === 404) {
        return finish(request, await problemResponse(request, new ApiProblem(404, "notFound")));
      }
      throw thrown;
    }
  };
}

/** The answer to a method a route does not have (Remix would answer a bare 405 of its own). */
export function methodNotAllowedProblem(method: string, allowed: string[]): ApiProblem {
  return new ApiProblem(
    405,
    "methodNotAllowed",
    (t) => t("api.problems.methodNotAllowed.detail", { method }),
    {},
    { Allow: allowed.join(", ") },
  );
}

export function methodNotAllowed(allowed: string[]): Handler {
  return async ({ request }) => {
    throw methodNotAllowedProblem(request.method, allowed);
  };
}

export function apiJson(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      Vary: "Accept-Language, Authorization",
      ...init.headers,
    },
  });
}
