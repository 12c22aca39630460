import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { turnstileTestKeys } from "#dev/services/turnstile-server";
import app from "../../workers/app";
import { requestSettled } from "./app-fetch";

/** As the platform hands it to the Worker (the test cannot fill in the edge's cf properties). */
type IncomingRequest = Parameters<typeof app.fetch>[0];

/**
 * The Worker's configuration with Turnstile on: the test site key and `secret`; siteverify and the script
 * are the local stand-in's (set for every integration test in vitest.config.ts).
 */
function envWithTurnstile(secret: string): Env {
  return {
    ...env,
    TURNSTILE_SITE_KEY: turnstileTestKeys.siteKey.pass,
    TURNSTILE_SECRET_KEY: secret,
  } as unknown as Env;
}

/** Posts a form through the app Worker with Turnstile configured by `secret`, awaiting its background work. */
async function post(
  path: string,
  fields: Record<string, string>,
  secret: string,
  headers: Record<string, string> = {},
) {
  const ctx = createExecutionContext();
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": "198.51.100.23",
      ...headers,
    },
    redirect: "manual",
  });
  const response = await app.fetch(request as unknown as IncomingRequest, envWithTurnstile(secret), ctx);
  await requestSettled(ctx);
  return response;
}

async function count(table: "free_scan_starts" | "runs" | "contact_messages"): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

const token = { "cf-turnstile-response": turnstileTestKeys.dummyToken };
const freeScan = { formId: "hero", url: "https://www.beispiel.de/" };
const contact = {
  email: "anna@beispiel.de",
  subject: "Frage zum BFSG",
  message: "Gilt das BFSG auch für unseren kleinen Online-Shop?",
};

beforeEach(() => {
  // The local scanner is not part of these tests: its dispatch answers as an unreachable scanner would.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin === "http://scanner.test") return new Response("absent", { status: 503 });
    return realFetch(input, init);
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Turnstile on the free scan", () => {
  it("refuses a form without a token before counting a start, in German and in English", async () => {
    const before = { starts: await count("free_scan_starts"), runs: await count("runs") };
    const german = await post("/?index", freeScan, turnstileTestKeys.secretKey.pass);
    expect(german.status).toBe(403);
    const html = await german.text();
    expect(html).toContain("Die Sicherheitsprüfung wurde nicht bestanden.");
    expect(html).toContain('id="hero-turnstile-error"');
    // The address stays in the field and is not marked invalid: the check failed, not the address.
    expect(html).toMatch(/id="hero-url"[^>]*value="https:\/\/www\.beispiel\.de\/"/);
    expect(html).not.toMatch(/id="hero-url"[^>]*aria-invalid/);

    const english = await post("/?index", freeScan, turnstileTestKeys.secretKey.pass, {
      Cookie: "locale=en",
    });
    expect(english.status).toBe(403);
    expect(await english.text()).toContain("The security check was not passed.");
    expect({ starts: await count("free_scan_starts"), runs: await count("runs") }).toEqual(before);
  });

  it("refuses a token that siteverify fails, and one already spent, without counting a start", async () => {
    const before = { starts: await count("free_scan_starts"), runs: await count("runs") };
    for (const secret of [turnstileTestKeys.secretKey.fail, turnstileTestKeys.secretKey.spent]) {
      const response = await post("/?index", { ...freeScan, ...token }, secret);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("Die Sicherheitsprüfung wurde nicht bestanden.");
    }
    expect({ starts: await count("free_scan_starts"), runs: await count("runs") }).toEqual(before);
  });

  it("says so, in its own words, when siteverify cannot be reached", async () => {
    const unreachable = {
      ...envWithTurnstile(turnstileTestKeys.secretKey.pass),
      TURNSTILE_VERIFY_URL: "http://127.0.0.1:9/turnstile/v0/siteverify",
    } as unknown as Env;
    const ctx = createExecutionContext();
    const request = new Request("http://localhost/?index", {
      method: "POST",
      body: new URLSearchParams({ ...freeScan, ...token }),
      headers: {
        Host: "localhost",
        Origin: "http://localhost",
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: "locale=en",
      },
      redirect: "manual",
    });
    const response = await app.fetch(request as unknown as IncomingRequest, unreachable, ctx);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("The security check could not be carried out just now.");
  });

  it("starts the scan with a token siteverify passes", async () => {
    const starts = await count("free_scan_starts");
    const response = await post("/?index", { ...freeScan, ...token }, turnstileTestKeys.secretKey.pass);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/scan\/[A-Za-z0-9_-]{22}$/);
    expect(await count("free_scan_starts")).toBe(starts + 1);
  });

  it("shows the widget with the public site key, and the script's origin in the page policy", async () => {
    const ctx = createExecutionContext();
    const request = new Request("http://localhost/", { headers: { Host: "localhost" } });
    const response = await app.fetch(
      request as unknown as IncomingRequest,
      envWithTurnstile(turnstileTestKeys.secretKey.pass),
      ctx,
    );
    const html = await response.text();
    expect(html).toContain(turnstileTestKeys.siteKey.pass);
    expect(html).not.toContain(turnstileTestKeys.secretKey.pass);
    expect(html).toContain("Für diese Sicherheitsprüfung ist JavaScript nötig.");
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    const origin = new URL(String(env.TURNSTILE_VERIFY_URL)).origin;
    expect(policy).toContain(`frame-src ${origin}`);
    expect(policy).toMatch(new RegExp(`script-src [^;]*${origin.replace(/[.]/g, "\\.")}`));
  });
});

describe("Turnstile on the contact form", () => {
  it("stores nothing without a token, keeping what was typed (German, English)", async () => {
    const before = await count("contact_messages");
    const german = await post("/kontakt", contact, turnstileTestKeys.secretKey.pass);
    expect(german.status).toBe(200);
    const html = await german.text();
    expect(html).toContain("Die Sicherheitsprüfung wurde nicht bestanden.");
    expect(html).toContain('id="contact-turnstile-error"');
    expect(html).toContain('value="anna@beispiel.de"');
    expect(html).toContain("Gilt das BFSG auch für unseren kleinen Online-Shop?");

    const english = await post("/contact", contact, turnstileTestKeys.secretKey.pass, {
      Cookie: "locale=en",
    });
    expect(await english.text()).toContain("The security check was not passed.");
    expect(await count("contact_messages")).toBe(before);
  });

  it("stores nothing when siteverify fails the token", async () => {
    const before = await count("contact_messages");
    const response = await post("/kontakt", { ...contact, ...token }, turnstileTestKeys.secretKey.fail);
    expect(await response.text()).toContain("Die Sicherheitsprüfung wurde nicht bestanden.");
    expect(await count("contact_messages")).toBe(before);
  });

  it("stores the message with a token siteverify passes", async () => {
    const before = await count("contact_messages");
    const response = await post("/kontakt", { ...contact, ...token }, turnstileTestKeys.secretKey.pass);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kontakt?sent=1");
    expect(await count("contact_messages")).toBe(before + 1);
  });
});
