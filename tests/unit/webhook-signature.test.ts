import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  newWebhookSecret,
  SIGNATURE_TOLERANCE_SECONDS,
  signatureHeader,
  verifySignature,
} from "#core/webhooks";

/** The signature scheme of decision 044, against node:crypto's HMAC as a receiver would compute it. */
describe("webhook signatures", () => {
  const body = JSON.stringify({ id: "evt_1", type: "run.finished", data: { text: "Grüße <b>" } });

  it("signs t and the raw body with HMAC-SHA256, as an independent implementation computes it", async () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const header = await signatureHeader(secret, body, 1_800_000_000);
    const expected = createHmac("sha256", secret).update(`1800000000.${body}`, "utf8").digest("hex");
    expect(header).toBe(`t=1800000000,v1=${expected}`);
  });

  it("verifies within the replay window only, and not for another body or secret", async () => {
    const secret = newWebhookSecret();
    const header = await signatureHeader(secret, body, 1_800_000_000);
    expect(await verifySignature(secret, body, header, 1_800_000_000 + SIGNATURE_TOLERANCE_SECONDS)).toBe(
      true,
    );
    expect(await verifySignature(secret, body, header, 1_800_000_000 + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe(
      false,
    );
    expect(await verifySignature(secret, `${body} `, header, 1_800_000_000)).toBe(false);
    expect(await verifySignature(newWebhookSecret(), body, header, 1_800_000_000)).toBe(false);
    expect(await verifySignature(secret, body, null, 1_800_000_000)).toBe(false);
    expect(await verifySignature(secret, body, "t=abc,v1=00", 1_800_000_000)).toBe(false);
  });

  it("while a secret rotates, carries a v1 for each secret, and either secret verifies", async () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const header = await signatureHeader([current, previous], body, 1_800_000_000);
    const mac = (secret: string) =>
      createHmac("sha256", secret).update(`1800000000.${body}`, "utf8").digest("hex");
    expect(header).toBe(`t=1800000000,v1=${mac(current)},v1=${mac(previous)}`);
    expect(await verifySignature(current, body, header, 1_800_000_000)).toBe(true);
    expect(await verifySignature(previous, body, header, 1_800_000_000)).toBe(true);
    expect(await verifySignature(newWebhookSecret(), body, header, 1_800_000_000)).toBe(false);
  });
});
