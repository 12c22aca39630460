/** Reading what an API request sends: list parameters and JSON bodies, refused with translated problems. */
import { type Cursor, decodeCursor, parseLimit } from "./cursor";
import { invalidRequest } from "./problem.server";

export function listParameters(request: Request): { cursor: Cursor | null; limit: number } {
  const search = new URL(request.url).searchParams;
  const limit = parseLimit(search.get("limit"));
  if (limit === null) throw invalidRequest((t) => t("api.invalid.limit"));
  const rawCursor = search.get("cursor");
  const cursor = rawCursor === null || rawCursor === "" ? null : decodeCursor(rawCursor);
  if (rawCursor && !cursor) throw invalidRequest((t) => t("api.invalid.cursor"));
  return { cursor, limit };
}

/** Bodies beyond this are no request of ours. */
const BODY_MAX = 16 * 1024;

export async function jsonObjectBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  let parsed: unknown;
  try {
    parsed = text.length > BODY_MAX ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest((t) => t("api.invalid.body"));
  }
  return parsed as Record<string, unknown>;
}
