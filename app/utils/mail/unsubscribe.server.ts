/** The mail kinds a reader can switch off, each by its own link. */
export const unsubscribableKinds = ["run-alert", "weekly-digest", "run-failed"] as const;
export type UnsubscribableKind = (typeof unsubscribableKinds)[number];

export function isUnsubscribableKind(value: unknown): value is UnsubscribableKind {
  return typeof value === "string" && (unsubscribableKinds as readonly string[]).includes(value);
}

export const UNSUBSCRIBE_PATH = "/unsubscribe";

const encoder = new TextEncoder();

/**
 * The key for unsubscribe links, derived from SESSION_SECRET under a label of its own: a signature made
 * for a link can never pass for a session cookie's, nor the other way round.
 */
async function signingKey(secret: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const derived = await crypto.subtle.sign("HMAC", base, encoder.encode("klarsicht mail unsubscribe v1"));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function payload(userId: string, kind: UnsubscribableKind): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${userId}\n${kind}`);
}

/** The signature that lets a link switch off one kind of mail for one account, without signing in. */
export async function signUnsubscribe(
  secret: string,
  userId: string,
  kind: UnsubscribableKind,
): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await signingKey(secret), payload(userId, kind)));
}

/** Checked in constant time by WebCrypto's verify. */
export async function verifyUnsubscribe(
  secret: string,
  userId: string,
  kind: UnsubscribableKind,
  signature: string,
): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes || userId.length === 0 || userId.length > 100) return false;
  return crypto.subtle.verify("HMAC", await signingKey(secret), bytes, payload(userId, kind));
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
