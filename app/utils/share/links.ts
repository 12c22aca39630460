/**
 * Read-only links for clients (issue 30): the token, its hash and the expiry choices, shared by the
 * forms that create a link and the server that opens it.
 */
import { base64url, hashApiToken } from "~/utils/api/tokens";

/** 32 random bytes as base64url: 256 bits, far beyond guessing. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newShareToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export function isShareTokenFormat(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** The same plain SHA-256 as API tokens: 256 random bits leave nothing for a slow hash to protect. */
export const hashShareToken = hashApiToken;

export const shareExpiryChoices = ["7", "30", "90"] as const;
export type ShareExpiryChoice = (typeof shareExpiryChoices)[number];
export const defaultShareExpiry: ShareExpiryChoice = "30";

export function shareExpiryOf(choice: ShareExpiryChoice, now: Date): Date {
  return new Date(now.getTime() + Number(choice) * 86_400_000);
}

export function sharePath(token: string): string {
  return `/shared/${token}`;
}
