/**
 * Outgoing webhooks as receivers see them (decision 044): the signature scheme, after Stripe's, and the
 * queue message that carries a delivery. Runtime-free: WebCrypto only.
 *
 * `Klarsicht-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. A receiver
 * recomputes v1 over the raw body, compares in constant time, and refuses a `t` more than five minutes
 * from its own clock, so that a recorded request cannot be replayed later. Every attempt is signed anew.
 * For 24 hours after its owner rotated the secret (decision 048) the header carries a `v1` for the new and
 * one for the previous secret, as Stripe's does while a secret rolls: a receiver accepts the delivery when
 * any `v1` matches its secret.
 */

export const SIGNATURE_HEADER = "Klarsicht-Signature";
export const EVENT_ID_HEADER = "Klarsicht-Event-Id";
export const EVENT_TYPE_HEADER = "Klarsicht-Event-Type";
/** How far a signature's time may be from the receiver's clock (seconds). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What the webhook queue carries: only the delivery's id; D1 holds the rest. */
export type WebhookMessage = { deliveryId: string };

const SECRET_PREFIX = "whsec_";

/** A new signing secret: 32 random bytes, base64url, with a prefix that secret scanners can recognise. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return (
    SECRET_PREFIX +
    btoa(String.fromCharCode(...bytes))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "")
  );
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The signature header's value for this body at this time: one `v1` per secret, the newest first. */
export async function signatureHeader(
  secrets: string | readonly string[],
  body: string,
  timestampSeconds: number,
): Promise<string> {
  const signatures = await Promise.all(
    (typeof secrets === "string" ? [secrets] : secrets).map(
      async (secret) => `v1=${await hmacHex(secret, `${timestampSeconds}.${body}`)}`,
    ),
  );
  return [`t=${timestampSeconds}`, ...signatures].join(",");
}

/** The receiver's check, for JavaScript receivers and our own tests of the scheme. */
export async function verifySignature(
  secret: string,
  body: string,
  header: string | null,
  nowSeconds: number,
): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(",").map((part) => {
    const at = part.indexOf("=");
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const timestamp = Number(parts.find(([name]) => name === "t")?.[1]);
  if (!Number.isSafeInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return false;
  }
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  let matched = false;
  // Every v1 is compared in full, so the time taken tells nothing about which one matched.
  for (const [name, given] of parts) {
    if (name !== "v1" || given.length !== expected.length) continue;
    let difference = 0;
    for (let index = 0; index < expected.length; index++) {
      difference |= expected.charCodeAt(index) ^ given.charCodeAt(index);
    }
    matched = matched || difference === 0;
  }
  return matched;
}
