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
