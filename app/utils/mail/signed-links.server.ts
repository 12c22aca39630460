/**
 * HMAC signatures for links in mails (unsubscribe, email verification), keyed by SESSION_SECRET. Each kind
 * of link derives its own key under its own label, so a signature made for one purpose never passes for
 * another, nor for a session cookie's.
 */
const encoder = new TextEncoder();

async function signingKey(secret: string, purpose: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const derived = await crypto.subtle.sign("HMAC", base, encoder.encode(purpose));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The bytes of a base64url text of at most `maxLength` characters, or null for anything else. */
export function fromBase64Url(text: string, maxLength = 100): Uint8Array<ArrayBuffer> | null {
  if (text.length === 0 || text.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The base64url signature of `payload` for one purpose. */
export async function signPayload(secret: string, purpose: string, payload: string): Promise<string> {
  return toBase64Url(
    await crypto.subtle.sign("HMAC", await signingKey(secret, purpose), encoder.encode(payload)),
  );
}

/** Checked in constant time by WebCrypto's verify. */
export async function verifyPayload(
  secret: string,
  purpose: string,
  payload: string,
  signature: string,
): Promise<boolean> {
  // A SHA-256 HMAC is 43 characters in base64url.
  const bytes = signature.length >= 20 ? fromBase64Url(signature) : null;
  if (!bytes) return false;
  return crypto.subtle.verify("HMAC", await signingKey(secret, purpose), bytes, encoder.encode(payload));
}
