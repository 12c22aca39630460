import { describe, expect, it } from "vitest";
import { keyringFrom, needsResealing, openSecret, SecretError, sealSecret } from "#core/secrets";

const oldKey = { id: "k2025", secret: "an-old-deployment-secret-of-enough-length" };
const newKey = { id: "k2026", secret: "the-current-deployment-secret-of-enough-length" };

describe("login secrets at rest", () => {
  it("seals so that the value is unreadable, differs each time, and opens again", async () => {
    const keyring = { current: newKey };
    const first = await sealSecret("Kaffee-Passwort-123", keyring, "site:1");
    const second = await sealSecret("Kaffee-Passwort-123", keyring, "site:1");
    expect(first).toMatch(/^ks1\.k2026\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain("Kaffee");
    expect(first).not.toBe(second);
    expect(await openSecret(first, keyring, "site:1")).toBe("Kaffee-Passwort-123");
  });

  it("opens values of an older key after a rotation, and says which need sealing again", async () => {
    const sealedBefore = await sealSecret("alt", { current: oldKey }, "site:1");
    const rotated = { current: newKey, previous: [oldKey] };
    expect(await openSecret(sealedBefore, rotated, "site:1")).toBe("alt");
    expect(needsResealing(sealedBefore, rotated)).toBe(true);
    expect(needsResealing(await sealSecret("neu", rotated, "site:1"), rotated)).toBe(false);
    await expect(openSecret(sealedBefore, { current: newKey }, "site:1")).rejects.toThrow(
      /No key with the id k2025/,
    );
  });

  it("refuses a value moved to another record, tampered with, or opened with a changed secret", async () => {
    const keyring = { current: newKey };
    const sealed = await sealSecret("geheim", keyring, "site:1");
    await expect(openSecret(sealed, keyring, "site:2")).rejects.toBeInstanceOf(SecretError);
    const parts = sealed.split(".");
    const flipped = `${parts.slice(0, 3).join(".")}.${parts[3]?.startsWith("A") ? "B" : "A"}${parts[3]?.slice(1)}`;
    await expect(openSecret(flipped, keyring, "site:1")).rejects.toBeInstanceOf(SecretError);
    const changed = { current: { id: "k2026", secret: `${newKey.secret}!` } };
    await expect(openSecret(sealed, changed, "site:1")).rejects.toBeInstanceOf(SecretError);
  });

  it("reads the keyring from settings and refuses weak or malformed keys", () => {
    const keyring = keyringFrom(`k2026:${newKey.secret}`, ` k2025:${oldKey.secret} `);
    expect(keyring.current).toEqual(newKey);
    expect(keyring.previous).toEqual([oldKey]);
    expect(() => keyringFrom("k1:short")).toThrow(SecretError);
    expect(() => keyringFrom(newKey.secret)).toThrow(SecretError);
    expect(() => keyringFrom(`bad id:${newKey.secret}`)).toThrow(SecretError);
  });
});
