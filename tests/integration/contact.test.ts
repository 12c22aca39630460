import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb, schema } from "#drizzle/db.server";
import { appFetch, finished } from "./app-fetch";
import { signedInUser } from "./subscriber";

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

type ReceivedMail = { to: string[]; replyTo: string[]; subject: string; text: string; html: string };

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${env.MAIL_API_BASE}/_local/api/emails`);
  const { data } = (await response.json()) as { data: ReceivedMail[] };
  return data.filter((mail) => mail.to.includes(address));
}

/** A signed-in account with an address of its own, verified or not. */
async function signedInWithAddress(verified = true) {
  const { user, cookie } = await signedInUser();
  const email = `kontakt-${crypto.randomUUID().slice(0, 8)}@beispiel.test`;
  await createDb(env.DB)
    .update(schema.users)
    .set({ email, emailVerified: verified })
    .where(eq(schema.users.id, user.id));
  return { email, cookie };
}

const send = (path: string, body: Record<string, string>, cookie: string) =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie,
    },
    redirect: "manual",
  });

describe("contact form for a signed-in sender", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM contact_messages");
  });

  it("fills in the account's address and mails the sender a copy of what they typed, escaped, in their language", async () => {
    const { email, cookie } = await signedInWithAddress();
    const form = await (
      await SELF.fetch("http://localhost/contact", { headers: { Cookie: `${cookie}; locale=en` } })
    ).text();
    expect(form).toContain(`value="${email}"`);
    expect(form).toContain(`We send a copy of your message to ${email} if you write from this address.`);

    const typed = { email, subject: "Question <b>", message: "<script>alert(1)</script> Please call me." };
    const response = await send("/contact", typed, `${cookie}; locale=en`);
    expect(response.headers.get("Location")).toBe("/contact?sent=1&copy=1");
    await finished(response);
    const [copy, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(copy?.subject).toBe("Copy of your message to Klarsicht: Question <b>");
    expect(copy?.text).toContain("<script>alert(1)</script> Please call me.");
    expect(copy?.html).not.toContain("<script>alert(1)</script>");
    expect(copy?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Please call me.");
    // The operator's mail goes as before, beside it.
    const operator = (await mailsTo(env.CONTACT_INBOX)).filter((mail) => mail.replyTo.includes(email));
    expect(operator).toHaveLength(1);

    const confirmation = await (
      await SELF.fetch("http://localhost/contact?sent=1&copy=1", {
        headers: { Cookie: `${cookie}; locale=en` },
      })
    ).text();
    expect(confirmation).toContain("Thank you! Your message has reached us.");
    expect(confirmation).toContain(`A copy of your message is on its way to ${email}.`);
  });

  it("sends no copy to any other address: another one typed in, an unverified account, or no account", async () => {
    const { email, cookie } = await signedInWithAddress();
    const stranger = `fremd-${crypto.randomUUID().slice(0, 8)}@beispiel.test`;
    const other = await send("/kontakt", { ...valid, email: stranger }, cookie);
    expect(other.headers.get("Location")).toBe("/kontakt?sent=1");
    await finished(other);

    const unverified = await signedInWithAddress(false);
    const page = await (
      await SELF.fetch("http://localhost/kontakt", { headers: { Cookie: unverified.cookie } })
    ).text();
    expect(page).toContain(
      "Eine Kopie Ihrer Nachricht senden wir nur an die bestätigte Adresse eines angemeldeten Kontos.",
    );
    const unchecked = await send("/kontakt", { ...valid, email: unverified.email }, unverified.cookie);
    expect(unchecked.headers.get("Location")).toBe("/kontakt?sent=1");
    await finished(unchecked);

    const anonymous = await send("/kontakt", { ...valid, email: stranger }, "");
    await finished(anonymous);
    // An address from the address bar is never shown as the copy's.
    const forged = await (await SELF.fetch("http://localhost/kontakt?sent=1&copy=1")).text();
    expect(forged).not.toContain("Eine Kopie Ihrer Nachricht ist an");

    const received = [
      ...(await mailsTo(stranger)),
      ...(await mailsTo(unverified.email)),
      ...(await mailsTo(email)),
    ];
    expect(received).toEqual([]);
    expect(await storedMessages()).toHaveLength(3);
  });
});
