/**
 * The local mail stand-in, spoken to as the app speaks to Resend: plain fetch with a Bearer key and an
 * Idempotency-Key, plus the tests' JSON API and the web inbox.
 */
import { createServer } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LocalMail, startLocalMail } from "#dev/services/mail-server";

let mail: LocalMail;

beforeAll(async () => {
  mail = await startLocalMail({ apiKey: "re_test_key" });
});
afterAll(() => mail.close());
beforeEach(() => mail.clear());

const message = {
  from: "Klarsicht <benachrichtigung@klarsicht.example>",
  to: ["anna@beispiel.de"],
  subject: "Neue Barrieren auf shop.example",
  html: '<!DOCTYPE html><html lang="de"><head><title>t</title></head><body><h1>Hallo</h1><a href="https://klarsicht.example/unsubscribe?u=1&amp;k=run-alert">Abbestellen</a></body></html>',
  text: "Hallo",
  reply_to: "support@beispiel.de",
  headers: { "List-Unsubscribe": "<https://klarsicht.example/unsubscribe>" },
};

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${mail.url}/emails`, {
    method: "POST",
    headers: { Authorization: "Bearer re_test_key", "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("local mail stand-in", () => {
  it("accepts a mail, answers with its id and keeps it for the API", async () => {
    const response = await send(message);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const listed = (await (await fetch(`${mail.url}/_local/api/emails`)).json()) as {
      data: { id: string }[];
    };
    expect(listed.data.map((entry) => entry.id)).toEqual([id]);
    const one = await (await fetch(`${mail.url}/_local/api/emails/${id}`)).json();
    expect(one).toMatchObject({
      id,
      to: ["anna@beispiel.de"],
      replyTo: ["support@beispiel.de"],
      subject: message.subject,
      text: "Hallo",
      headers: { "List-Unsubscribe": "<https://klarsicht.example/unsubscribe>" },
    });
  });

  it("refuses a missing or wrong key the way Resend does", async () => {
    const missing = await fetch(`${mail.url}/emails`, { method: "POST", body: JSON.stringify(message) });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ statusCode: 401, name: "missing_api_key" });
    const wrong = await send(message, { Authorization: "Bearer re_other" });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ statusCode: 403, name: "invalid_api_key" });
    expect(mail.mails()).toEqual([]);
  });

  it("answers invalid mails with Resend's validation errors", async () => {
    const noTo = await send({ ...message, to: undefined });
    expect(noTo.status).toBe(422);
    expect(await noTo.json()).toEqual({
      statusCode: 422,
      name: "missing_required_field",
      message: "Missing `to` field.",
    });
    const badAddress = await send({ ...message, to: ["not an address"] });
    expect(badAddress.status).toBe(422);
    expect(await badAddress.json()).toMatchObject({ name: "validation_error" });
    const noBody = await send({ ...message, html: undefined, text: undefined });
    expect(noBody.status).toBe(422);
    const notJson = await fetch(`${mail.url}/emails`, {
      method: "POST",
      headers: { Authorization: "Bearer re_test_key" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect(mail.mails()).toEqual([]);
  });

  it("returns the first answer for a repeated Idempotency-Key and sends no second mail", async () => {
    const first = await send(message, { "Idempotency-Key": "run-alert:42" });
    const again = await send(message, { "Idempotency-Key": "run-alert:42" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(mail.mails()).toHaveLength(1);

    const changed = await send({ ...message, subject: "Anders" }, { "Idempotency-Key": "run-alert:42" });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ name: "invalid_idempotent_request" });
    expect(mail.mails()).toHaveLength(1);
  });

  it("fails the next sends on request, keeps nothing from them, and accepts the retry", async () => {
    const switched = await fetch(`${mail.url}/_local/api/fail-next`, {
      method: "POST",
      body: JSON.stringify({ count: 2, status: 503 }),
    });
    expect(switched.status).toBe(200);
    const headers = { "Idempotency-Key": "contact:1" };
    expect((await send(message, headers)).status).toBe(503);
    expect((await send(message, headers)).status).toBe(503);
    expect(mail.mails()).toEqual([]);
    expect((await send(message, headers)).status).toBe(200);
    expect(mail.mails()).toHaveLength(1);
  });

  it("shows the mails in the web inbox with the HTML sandboxed and the plain text", async () => {
    const { id } = (await (await send(message)).json()) as { id: string };
    const inbox = await (await fetch(mail.inboxUrl)).text();
    expect(inbox).toContain(`href="/mails/${id}"`);
    expect(inbox).toContain("Neue Barrieren auf shop.example");

    const detail = await fetch(`${mail.url}/mails/${id}`);
    expect(detail.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await detail.text();
    expect(page).toContain(
      `<iframe title="HTML version of: Neue Barrieren auf shop.example" src="/mails/${id}/html" sandbox>`,
    );
    expect(page).toContain("<pre>Hallo</pre>");
    expect(page).toContain("support@beispiel.de");
    expect(page).toContain('href="https://klarsicht.example/unsubscribe?u=1&amp;k=run-alert"');

    const html = await fetch(`${mail.url}/mails/${id}/html`);
    expect(html.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await html.text()).toBe(message.html);
  });

  it("escapes what a mail contains on the inbox pages", async () => {
    const { id } = (await (
      await send({ ...message, subject: "<script>alert(1)</script>", text: "<b>x</b>" })
    ).json()) as {
      id: string;
    };
    const page = await (await fetch(`${mail.url}/mails/${id}`)).text();
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("&lt;b&gt;x&lt;/b&gt;");
  });

  it("fails only the sends that match, when asked to", async () => {
    mail.failNext(1, 500, "bert@beispiel.de");
    expect((await send(message)).status).toBe(200);
    expect((await send({ ...message, to: ["bert@beispiel.de"] })).status).toBe(500);
    expect((await send({ ...message, to: ["bert@beispiel.de"] })).status).toBe(200);
    expect(mail.mails()).toHaveLength(2);
  });

  it("sends a mail program's one-click unsubscribe (RFC 8058) from a mail's page", async () => {
    const posts: { method?: string; url?: string; body: string }[] = [];
    const app = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      request.on("end", () => {
        posts.push({ method: request.method, url: request.url, body });
        response.end("ok");
      });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const address = app.address();
    const target = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/unsubscribe?u=1&k=run-alert&s=abc`;
    try {
      const { id } = (await (
        await send({
          ...message,
          headers: {
            "List-Unsubscribe": `<${target}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        })
      ).json()) as { id: string };
      expect(await (await fetch(`${mail.url}/mails/${id}`)).text()).toContain("Unsubscribe with one click");
      const clicked = await fetch(`${mail.url}/mails/${id}/one-click-unsubscribe`, {
        method: "POST",
        redirect: "manual",
      });
      expect(clicked.status).toBe(303);
      expect(decodeURIComponent(clicked.headers.get("location") ?? "")).toContain(
        "answered the one-click unsubscribe with HTTP 200",
      );
      expect(posts).toEqual([
        { method: "POST", url: "/unsubscribe?u=1&k=run-alert&s=abc", body: "List-Unsubscribe=One-Click" },
      ]);
    } finally {
      await new Promise<void>((resolve) => app.close(() => resolve()));
    }
  });

  it("clears the inbox through the API", async () => {
    await send(message);
    const cleared = await fetch(`${mail.url}/_local/api/emails`, { method: "DELETE" });
    expect(cleared.status).toBe(200);
    expect(mail.mails()).toEqual([]);
  });
});
