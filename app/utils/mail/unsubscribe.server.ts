import type { Database } from "#drizzle/db.server";
import { getFixedT } from "../locale.server";
import { unsubscribeFrom } from "./preferences.server";
import { signPayload, verifyPayload } from "./signed-links.server";

/** The mail kinds a reader can switch off, each by its own link. */
export const unsubscribableKinds = ["run-alert", "weekly-digest", "run-failed"] as const;
export type UnsubscribableKind = (typeof unsubscribableKinds)[number];

export function isUnsubscribableKind(value: unknown): value is UnsubscribableKind {
  return typeof value === "string" && (unsubscribableKinds as readonly string[]).includes(value);
}

export const UNSUBSCRIBE_PATH = "/unsubscribe";

/** Unsubscribe links' own signing label (see signed-links.server.ts); changing it voids every link sent. */
const PURPOSE = "klarsicht mail unsubscribe v1";

function payload(userId: string, kind: UnsubscribableKind): string {
  return `${userId}\n${kind}`;
}

/** The signature that lets a link switch off one kind of mail for one account, without signing in. */
export async function signUnsubscribe(
  secret: string,
  userId: string,
  kind: UnsubscribableKind,
): Promise<string> {
  return signPayload(secret, PURPOSE, payload(userId, kind));
}

/** Checked in constant time by WebCrypto's verify. */
export async function verifyUnsubscribe(
  secret: string,
  userId: string,
  kind: UnsubscribableKind,
  signature: string,
): Promise<boolean> {
  if (userId.length === 0 || userId.length > 100) return false;
  return verifyPayload(secret, PURPOSE, payload(userId, kind), signature);
}

/** The link in the mail's footer and its List-Unsubscribe header (RFC 8058: a POST to it unsubscribes). */
export async function unsubscribeUrl(
  siteUrl: string,
  secret: string,
  userId: string,
  kind: UnsubscribableKind,
): Promise<string> {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set("u", userId);
  url.searchParams.set("k", kind);
  url.searchParams.set("s", await signUnsubscribe(secret, userId, kind));
  return url.toString();
}

/** The headers that let mail programs offer their own one-click unsubscribe button. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export type SignedUnsubscribeLink = { userId: string; kind: UnsubscribableKind; signature: string };

/** The account and mail kind of an unsubscribe link's address, if its signature holds. */
export async function signedUnsubscribeLink(
  url: URL,
  secret: string | undefined,
): Promise<SignedUnsubscribeLink | null> {
  const userId = url.searchParams.get("u") ?? "";
  const kind = url.searchParams.get("k");
  const signature = url.searchParams.get("s") ?? "";
  if (!secret || !isUnsubscribableKind(kind)) return null;
  return (await verifyUnsubscribe(secret, userId, kind, signature)) ? { userId, kind, signature } : null;
}

/** The one-click body is 26 bytes; a mail program's multipart form of it stays far below this. */
const ONE_CLICK_MAX_BYTES = 4096;
const ONE_CLICK_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The request's body if it is at most `limit` bytes long, else null; the request itself stays unread. */
async function smallBody(request: Request, limit: number): Promise<Blob | null> {
  const reader = request.clone().body?.getReader();
  if (!reader) return new Blob([]);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(new Uint8Array(read.value));
  }
  return new Blob(chunks);
}

/**
 * A mail program's one-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe address whose form
 * says `List-Unsubscribe=One-Click`. It comes from the mail program, not from a page of this site, so it
 * carries another origin, `null` or none; the request pipeline answers it by the link's signature alone.
 */
export async function isOneClickUnsubscribe(request: Request): Promise<boolean> {
  if (request.method !== "POST" || new URL(request.url).pathname !== UNSUBSCRIBE_PATH) return false;
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!ONE_CLICK_TYPES.has(mediaType)) return false;
  const body = await smallBody(request, ONE_CLICK_MAX_BYTES);
  if (!body) return false;
  try {
    const form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    return form.get("List-Unsubscribe") === "One-Click";
  } catch {
    return false;
  }
}

/** Unsubscribes when the link's signature holds (200), and refuses any other link (400); plain text. */
export async function answerOneClickUnsubscribe(
  request: Request,
  { db, secret }: { db: Database; secret: string | undefined },
): Promise<Response> {
  const link = await signedUnsubscribeLink(new URL(request.url), secret);
  const t = await getFixedT(request);
  const headers = { "Content-Type": "text/plain; charset=utf-8" };
  if (!link) return new Response(t("mail.unsubscribe.invalid"), { status: 400, headers });
  await unsubscribeFrom(db, link.userId, link.kind);
  const kind = t(`mail.unsubscribe.kinds.${link.kind}`);
  return new Response(t("mail.unsubscribe.done", { kind }), { status: 200, headers });
}
