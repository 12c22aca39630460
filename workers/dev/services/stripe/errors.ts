// Errors in Stripe's envelope.

export type StripeErrorBody = { type: string; message: string; param?: string; code?: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalid(message: string, param?: string, code?: string): ApiError {
  return new ApiError(400, { type: "invalid_request_error", message, param, code });
}

/** Unknown id in the URL → 404; unknown id passed as a parameter → 400 (Stripe's distinction). */
export function noSuch(kind: string, id: string, param?: string): ApiError {
  return new ApiError(param ? 400 : 404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param: param ?? "id",
  });
}
