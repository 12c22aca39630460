import { apiScopes } from "#drizzle/schema";

/**
 * API tokens (decision 038): `ks_live_` and 43 characters of base64url from 32 random bytes. The prefix
 * lets secret scanners (GitHub's among them) recognise a leaked token; only its SHA-256 is stored.
 */
export const TOKEN_PREFIX = "ks_live_";
const TOKEN_PATTERN = /^ks_live_[A-Za-z0-9_-]{43}$/;

export { apiScopes };
export type ApiScope = (typeof apiScopes)[number];

/** Each scope includes those before it: read ⊂ scan ⊂ manage. */
export function scopeAllows(held: ApiScope, needed: ApiScope): boolean {
  return apiScopes.indexOf(held) >= apiScopes.indexOf(needed);
}

/** The scopes a token of this scope holds, for showing and for the API's answers. */
export function scopesOf(held: ApiScope): ApiScope[] {
  return apiScopes.slice(0, apiScopes.indexOf(held) + 1);
}

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function newApiToken(): string {
  return `${TOKEN_PREFIX}${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;
}

export function isApiTokenFormat(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/**
 * A plain SHA-256 is enough: the token has 256 random bits, so there is nothing to guess that a slow
 * hash would protect, and the lookup by hash stays one indexed read.
 */
export async function hashApiToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What the token list shows of a token: its prefix and the first four characters after it. */
export function tokenHint(token: string): string {
  return `${token.slice(0, TOKEN_PREFIX.length + 4)}…`;
}

/** The bearer token of an Authorization header, or null. */
export function bearerTokenOf(header: string | null): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

export const expiryChoices = ["30", "90", "365", "never"] as const;
export type ExpiryChoice = (typeof expiryChoices)[number];

export function expiryOf(choice: ExpiryChoice, now: Date): Date | null {
  return choice === "never" ? null : new Date(now.getTime() + Number(choice) * 86_400_000);
}

export const TOKEN_NAME_MAX = 80;
