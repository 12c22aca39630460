import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalTurnstile, startLocalTurnstile, turnstileTestKeys } from "#dev/services/turnstile-server";

let turnstile: LocalTurnstile;

beforeAll(async () => {
  turnstile = await startLocalTurnstile();
});

afterAll(async () => {
  await turnstile.close();
});

function siteverify(fields: Record<string, string>) {
  return fetch(turnstile.verifyUrl, { method: "POST", body: new URLSearchParams(fields) });
}

describe("the local Turnstile stand-in's siteverify", () => {
  it("passes any token with the always-pass test secret, as Cloudflare answers", async () => {
    const response = await siteverify({
      secret: turnstileTestKeys.secretKey.pass,
      response: turnstileTestKeys.dummyToken,
      remoteip: "203.0.113.9",
      idempotency_key: "5f1c1e9e-8a25-4c4c-9d0b-7c9c6b1f4a11",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    const answer = (await response.json()) as { challenge_ts: string };
    expect(answer).toMatchObject({ success: true, "error-codes": [], hostname: "example.com", action: "" });
    expect(Number.isNaN(Date.parse(answer.challenge_ts))).toBe(false);
    expect(turnstile.verifications.at(-1)).toEqual({
      response: turnstileTestKeys.dummyToken,
      remoteip: "203.0.113.9",
      idempotencyKey: "5f1c1e9e-8a25-4c4c-9d0b-7c9c6b1f4a11",
      success: true,
    });
  });

  it("fails with the always-fail secret, and says spent with the third test secret", async () => {
    const failed = await (
      await siteverify({ secret: turnstileTestKeys.secretKey.fail, response: turnstileTestKeys.dummyToken })
    ).json();
    expect(failed).toMatchObject({ success: false, "error-codes": ["invalid-input-response"] });
    const spent = await (
      await siteverify({ secret: turnstileTestKeys.secretKey.spent, response: turnstileTestKeys.dummyToken })
    ).json();
    expect(spent).toMatchObject({ success: false, "error-codes": ["timeout-or-duplicate"] });
  });

  it("names what is missing or wrong: secret, token, an unknown secret", async () => {
    expect(await (await siteverify({ response: "x" })).json()).toMatchObject({
      success: false,
      "error-codes": ["missing-input-secret"],
    });
    expect(await (await siteverify({ secret: turnstileTestKeys.secretKey.pass })).json()).toMatchObject({
      success: false,
      "error-codes": ["missing-input-response"],
    });
    expect(await (await siteverify({ secret: "0x4AAAAAAAreal-secret", response: "x" })).json()).toMatchObject(
      {
        success: false,
        "error-codes": ["invalid-input-secret"],
      },
    );
  });

  it("takes the fields as JSON too, and only by POST", async () => {
    const json = await fetch(turnstile.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        secret: turnstileTestKeys.secretKey.pass,
        response: turnstileTestKeys.dummyToken,
      }),
    });
    expect(await json.json()).toMatchObject({ success: true });
    const get = await fetch(turnstile.verifyUrl);
    expect(get.status).toBe(405);
  });
});

describe("the local Turnstile stand-in's widget script", () => {
  it("serves api.js as JavaScript that defines window.turnstile with explicit rendering", async () => {
    const response = await fetch(turnstile.scriptUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain("window.turnstile = {");
    expect(script).toContain('"cf-turnstile-response"');
    expect(script).toContain(turnstileTestKeys.siteKey.pass);
    // It must parse as a script: a syntax error would only show in a browser.
    expect(() => new Function(script)).not.toThrow();
  });
});
