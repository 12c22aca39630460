import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, MAX_LIMIT, pageOf, parseLimit } from "~/utils/api/cursor";
import { parseIdempotencyKey } from "~/utils/api/idempotency.server";
import { rateLimitHeaders } from "~/utils/api/rate-limit.server";
import {
  bearerTokenOf,
  expiryOf,
  hashApiToken,
  isApiTokenFormat,
  newApiToken,
  scopeAllows,
  scopesOf,
  tokenHint,
} from "~/utils/api/tokens";

describe("API tokens", () => {
  it("are ks_live_ and 43 base64url characters, different every time, recognised by their form", () => {
    const token = newApiToken();
    expect(token).toMatch(/^ks_live_[A-Za-z0-9_-]{43}$/);
    expect(isApiTokenFormat(token)).toBe(true);
    expect(newApiToken()).not.toBe(token);
    expect(isApiTokenFormat(`${token}x`)).toBe(false);
    expect(isApiTokenFormat(`ks_test_${token.slice(8)}`)).toBe(false);
    expect(tokenHint(token)).toBe(`${token.slice(0, 12)}…`);
  });

  it("are stored as the hex SHA-256 of the whole token", async () => {
    // SHA-256("abc"), FIPS 180-2's example.
    expect(await hashApiToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    const token = newApiToken();
    expect(await hashApiToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashApiToken(token)).toBe(await hashApiToken(token));
  });

  it("read the bearer scheme of the Authorization header only", () => {
    expect(bearerTokenOf("Bearer ks_live_abc")).toBe("ks_live_abc");
    expect(bearerTokenOf("bearer  ks_live_abc ")).toBe("ks_live_abc");
    expect(bearerTokenOf("Basic a2s6bGl2ZQ==")).toBeNull();
    expect(bearerTokenOf("Bearer a b")).toBeNull();
    expect(bearerTokenOf(null)).toBeNull();
  });

  it("have scopes that include the ones before them", () => {
    expect(scopeAllows("manage", "read")).toBe(true);
    expect(scopeAllows("scan", "scan")).toBe(true);
    expect(scopeAllows("scan", "manage")).toBe(false);
    expect(scopeAllows("read", "scan")).toBe(false);
    expect(scopesOf("scan")).toEqual(["read", "scan"]);
  });

  it("expire after the chosen days, or never", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    expect(expiryOf("30", now)?.toISOString()).toBe("2026-03-31T12:00:00.000Z");
    expect(expiryOf("never", now)).toBeNull();
  });
});

describe("cursors and limits", () => {
  it("round-trip the sort key and refuse anything else", () => {
    const cursor = { at: 1_764_000_000_000, id: "Ab_9-x" };
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
    for (const bad of [
      "",
      "not-ours",
      encodeCursor({ at: 1, id: "" }),
      "eyJhIjoxfQ",
      "a".repeat(401),
      "%%",
    ]) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });

  it("take limits from 1 up, capped at the maximum", () => {
    expect(parseLimit(null)).toBe(20);
    expect(parseLimit("5")).toBe(5);
    expect(parseLimit("100000")).toBe(MAX_LIMIT);
    expect(parseLimit("0")).toBeNull();
    expect(parseLimit("-1")).toBeNull();
    expect(parseLimit("2.5")).toBeNull();
  });

  it("give a next cursor only when a row beyond the page was read", () => {
    const rows = [1, 2, 3].map((n) => ({ at: n, id: String(n) }));
    expect(pageOf(rows, 2, (row) => row)).toEqual({
      items: rows.slice(0, 2),
      nextCursor: encodeCursor({ at: 2, id: "2" }),
    });
    expect(pageOf(rows, 3, (row) => row).nextCursor).toBeNull();
  });
});

describe("idempotency keys and rate-limit headers", () => {
  it("take visible ASCII keys of up to 255 characters", () => {
    expect(parseIdempotencyKey(null)).toEqual({ ok: true, key: null });
    expect(parseIdempotencyKey("a1-b2")).toEqual({ ok: true, key: "a1-b2" });
    expect(parseIdempotencyKey("")).toEqual({ ok: false });
    expect(parseIdempotencyKey("with space")).toEqual({ ok: false });
    expect(parseIdempotencyKey("x".repeat(256))).toEqual({ ok: false });
  });

  it("name the policy and what is left as the IETF draft's structured fields", () => {
    expect(rateLimitHeaders({ limit: 120, remaining: 7, resetSeconds: 13, exceeded: false })).toEqual({
      "RateLimit-Policy": '"per-token";q=120;w=60',
      RateLimit: '"per-token";r=7;t=13',
    });
  });
});
