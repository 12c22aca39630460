import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";

const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    },
    redirect: "manual",
  });

const storedMessages = async () =>
  (
    await env.DB.prepare(
      "SELECT email, subject, message, locale FROM contact_messages ORDER BY created_at",
    ).all()
  ).results;

const valid = {
  email: "anna@beispiel.de",
  subject: "Frage zum BFSG",
  message: "Gilt das BFSG auch für unseren kleinen Online-Shop?",
};

describe("contact form", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM contact_messages");
  });

  it("stores a valid message and confirms it", async () => {
    const response = await post("/kontakt", valid);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kontakt?sent=1");
    expect(await storedMessages()).toEqual([{ ...valid, locale: "de" }]);

    const confirmation = await SELF.fetch("http://localhost/kontakt?sent=1");
    expect(await confirmation.text()).toContain("Vielen Dank! Ihre Nachricht ist bei uns angekommen.");
  });

  it("answers invalid input with translated per-field errors and keeps what was typed", async () => {
    const typed = { email: "anna(at)beispiel", subject: "Hi", message: "Eine Frage zu Ihren Preisen" };
    const response = await post("/contact", typed, { Cookie: "locale=en" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("The subject is too short");
    expect(html).not.toContain("The message is too short");
    expect(html).toContain('value="anna(at)beispiel"');
    expect(html).toContain("Eine Frage zu Ihren Preisen");
    expect(html).toMatch(
      /id="contact-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-email"/,
    );
    expect(await storedMessages()).toEqual([]);
  });

  it("pretends success to bots that fill the hidden field, storing nothing", async () => {
    const response = await post("/kontakt", { ...valid, website: "http://spam.example" });
    expect(response.status).toBe(302);
    expect(await storedMessages()).toEqual([]);
  });

  it("refuses cross-site posts", async () => {
    const response = await post("/kontakt", valid, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await storedMessages()).toEqual([]);
  });

  it("shows the spec's failure message when storing fails, keeping every field", async () => {
    // The table disappears for a moment, as a failing database would look to the app.
    await env.DB.exec("ALTER TABLE contact_messages RENAME TO contact_messages_away");
    let german: string;
    let english: string;
    try {
      german = await (await post("/kontakt", valid)).text();
      english = await (await post("/contact", valid, { Cookie: "locale=en" })).text();
    } finally {
      await env.DB.exec("ALTER TABLE contact_messages_away RENAME TO contact_messages");
    }
    expect(german).toContain(
      "Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
    );
    expect(english).toContain("An error occurred while sending your message. Please try again later.");
    expect(english).toContain('value="anna@beispiel.de"');
    expect(english).toContain('value="Frage zum BFSG"');
    expect(english).toContain(valid.message);
  });
});
