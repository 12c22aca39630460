/**
 * Cursor pagination of the API (decision 038): the cursor is the last item's sort key, base64url JSON,
 * opaque to clients. Lists are ordered newest first by (time, id), so a cursor stays right while new
 * items arrive, which page numbers would not.
 */
import { base64url } from "./tokens";

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export type Cursor = { at: number; id: string };

export function encodeCursor(cursor: Cursor): string {
  return base64url(new TextEncoder().encode(JSON.stringify([cursor.at, cursor.id])));
}

/** The cursor, or null when it is no cursor of ours. */
export function decodeCursor(value: string): Cursor | null {
  if (value.length > 400 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const padded = value.replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [at, id] = parsed;
    if (!Number.isSafeInteger(at) || typeof id !== "string" || id.length === 0 || id.length > 200)
      return null;
    return { at, id };
  } catch {
    return null;
  }
}

/** `limit` as asked for, within 1 and MAX_LIMIT; null when it is not a whole number. */
export function parseLimit(value: string | null): number | null {
  if (value === null) return DEFAULT_LIMIT;
  if (!/^\d{1,6}$/.test(value)) return null;
  const limit = Number(value);
  return limit < 1 ? null : Math.min(limit, MAX_LIMIT);
}

/** One more than the page is read: whether it exists decides the next cursor. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Cursor) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
