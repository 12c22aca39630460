/**
 * Verifying an account's address by mail, in workerd against the real local D1 and the local mail stand-in:
 * the signed token (expiry, tampering, another account, a changed address), the rate limit per hour, the
 * GET that changes nothing, the confirming POST, the one-verified-holder rule, and sign-ins afterwards.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, schema } from "#drizzle/db.server";
import { VERIFICATION_LINK_HOURS } from "~/utils/email-verification";
import {
  confirmVerification,
  createVerificationToken,
  readVerificationToken,
  requestVerificationMail,
} from "~/utils/email-verification.server";
import { parseEnv } from "~/utils/env.server";
import { createSession } from "~/utils/sessions.server";
import { type User, upsertUser } from "~/utils/users.server";
import { appFetch, finished } from "./app-fetch";

const db = createDb(env.DB);
const secret = "integration-session-secret-0123456789abcdef";
const HOUR_MS = 60 * 60_000;

function unique(name: string): string {
  return `${name}-${crypto.randomUUID().slice(0, 8)}@beispiel.test`;
}

/** A signed-in user with a plan (the profile asks for one), whose provider did not verify the address. */
async function unverifiedCustomer(email = unique("kim")) {
  const subject = `local|${crypto.randomUUID()}`;
  const user = await upsertUser(db, { subject, email, name: "Kim Berger", emailVerified: false }, "de");
  await db.insert(schema.subscriptions).values({
    id: `sub_${crypto.randomUUID()}`,
    workspaceId: user.id,
    status: "active",
    plan: "pro",
    priceId: "price_x",
    unitAmount: 4000,
    currency: "eur",
    urlAllowance: 5,
    registeredUrls: [],
    currentPeriodEnd: new Date(Date.now() + 30 * 86400000),
    stripeUpdatedAt: new Date(),
  });
  const cookie = (await createSession(db, parseEnv(env), { userId: user.id })).split(";")[0] ?? "";
  return { user, subject, cookie };
}

const stored = (id: string) => db.select().from(schema.users).where(eq(schema.users.id, id)).get();

const get = (path: string, cookie = "", locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: [cookie, `locale=${locale}`].filter(Boolean).join("; ") },
    redirect: "manual",
  });

const post = (path: string, cookie: string, fields: Record<string, string>, locale = "de") =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=${locale}`,
    },
    redirect: "manual",
  });

type ReceivedMail = { to: string[]; subject: string; html: string; text: string };

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${env.MAIL_API_BASE}/_local/api/emails`);
  const { data } = (await response.json()) as { data: ReceivedMail[] };
  return data.filter((mail) => mail.to.includes(address));
}

/** The link's path and query, as the mail's plain text gives it. */
function linkIn(mail: ReceivedMail | undefined): string {
  const match = mail?.text.match(/https?:\/\/\S+\/profile\/verify-email\?token=\S+/);
  if (!match) throw new Error(`No verification link in ${mail?.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

async function markup(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** Sends "verify now" and returns the link from the mail that arrived. */
async function requestLink(customer: { user: User; cookie: string }, locale = "de"): Promise<string> {
  const sent = await post("/profile/general", customer.cookie, { intent: "verify" }, locale);
  expect(sent.headers.get("Location")).toBe("/profile/general?verification=sent");
  await finished(sent);
  const mails = await mailsTo(customer.user.email);
  expect(mails).toHaveLength(1);
  return linkIn(mails[0]);
}

describe("the verification token", () => {
  it("names the account and the exact address, and holds until it expires", async () => {
    const now = new Date("2026-11-26T10:00:00Z");
    const token = await createVerificationToken(secret, "user-1", "Kim@Beispiel.de", now);
    expect(await readVerificationToken(secret, token, now)).toEqual({
      status: "valid",
      claim: {
        userId: "user-1",
        email: "Kim@Beispiel.de",
        expiresAt: new Date(now.getTime() + VERIFICATION_LINK_HOURS * HOUR_MS),
      },
    });
    const justBefore = new Date(now.getTime() + VERIFICATION_LINK_HOURS * HOUR_MS - 1);
    expect((await readVerificationToken(secret, token, justBefore)).status).toBe("valid");
    const atExpiry = new Date(now.getTime() + VERIFICATION_LINK_HOURS * HOUR_MS);
    expect((await readVerificationToken(secret, token, atExpiry)).status).toBe("expired");
  });

  it("refuses a token that was changed, cut, signed with another secret, or is no token at all", async () => {
    const now = new Date();
    const token = await createVerificationToken(secret, "user-1", "kim@beispiel.de", now);
    const [payload = "", signature = ""] = token.split(".");
    // Another address or a later expiry under the old signature.
    const forged = btoa(`user-1\nmallory@beispiel.de\n${now.getTime() + 10 * HOUR_MS}`)
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    // A character inside the signature: the last one carries bits that base64 decoding drops.
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${flipped}`,
      payload,
      `${payload}.`,
      `${payload}.${signature}.x`,
      "",
      "%%%.!!!",
      await createVerificationToken("another-secret-0123456789abcdefghij", "user-1", "kim@beispiel.de", now),
    ]) {
      expect(await readVerificationToken(secret, bad, now), bad).toEqual({ status: "invalid" });
    }
    expect(await readVerificationToken(secret, null, now)).toEqual({ status: "invalid" });
  });
});

describe("verifying by mail", () => {
  it("sends one mail per address and hour, says so before and after, and keeps what was saved", async () => {
    const customer = await unverifiedCustomer();
    // The user saves a new name and address first: "verify now" must not throw them away.
    const address = unique("neu");
    const saved = await post("/profile/general", customer.cookie, {
      intent: "profile",
      name: "Kim Neumann",
      email: address,
    });
    expect(saved.headers.get("Location")).toBe("/profile/general?updated=1");
    const user = { ...customer.user, email: address };

    // An outcome in the address that does not fit the account is not shown.
    expect(await markup(await get("/profile/general?verification=done", customer.cookie))).not.toContain(
      "ist jetzt bestätigt",
    );
    const before = await markup(await get("/profile/general", customer.cookie));
    expect(before).toContain(
      `Wir schicken eine E-Mail an ${address}. Sie enthält einen Link, der 24 Stunden gültig ist.`,
    );

    const link = await requestLink({ user, cookie: customer.cookie });
    const [mail] = await mailsTo(address);
    expect(mail?.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(mail?.text).toContain(`die Adresse ${address} für Ihr Klarsicht-Konto zu bestätigen`);
    expect(mail?.text).toContain("Der Link ist 24 Stunden gültig.");
    expect(mail?.html).toContain('<html lang="de"');
    expect(mail?.html).toContain(`href="http`);
    expect(link).toMatch(/^\/profile\/verify-email\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

    const after = await markup(await get("/profile/general?verification=sent", customer.cookie));
    expect(after).toContain(`Wir haben eine E-Mail an ${address} geschickt.`);
    expect(after).toContain("Kim Neumann");
    expect(await stored(user.id)).toMatchObject({
      name: "Kim Neumann",
      email: address,
      emailVerified: false,
    });

    // Again within the hour: no second mail, and the page says when another may be asked for.
    const again = await post("/profile/general", customer.cookie, { intent: "verify" }, "en");
    expect(again.headers.get("Location")).toBe("/profile/general?verification=recent");
    const recent = await markup(await get("/profile/general?verification=recent", customer.cookie, "en"));
    expect(recent).toMatch(
      new RegExp(
        `We already sent an email to ${address.replace(/\./g, "\\.")} within the last hour\\..*You can ask for another email in \\d+ minutes?\\.`,
      ),
    );
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it("does not claim a mail was sent where no mail provider is set up: it waits in the outbox", async () => {
    const customer = await unverifiedCustomer();
    const withoutMail = {
      ...parseEnv(env),
      RESEND_API_KEY: undefined,
      MAIL_FROM: undefined,
      CONTACT_INBOX: undefined,
    };
    const background: Promise<unknown>[] = [];
    const context = {
      db,
      env: withoutMail,
      cloudflare: { ctx: { waitUntil: (work: Promise<unknown>) => background.push(work) } },
    } as unknown as Parameters<typeof requestVerificationMail>[0];
    expect(await requestVerificationMail(context, customer.user, "de")).toEqual({
      status: "queued",
      email: customer.user.email,
    });
    expect(background).toEqual([]);
    const [row] = await db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.userId, customer.user.id));
    expect(row).toMatchObject({ kind: "verify-email", status: "pending", toAddress: customer.user.email });
    const page = await markup(await get("/profile/general?verification=queued", customer.cookie));
    expect(page).toContain("Der E-Mail-Versand ist hier noch nicht eingerichtet.");
  });

  it("asks before it confirms: opening the link changes nothing, the button verifies", async () => {
    const customer = await unverifiedCustomer();
    const link = await requestLink(customer, "en");
    const [mail] = await mailsTo(customer.user.email);
    expect(mail?.subject).toBe("Please verify your email address");

    // Signed out, the link leads to the sign-in and back to itself.
    const signedOut = await get(link);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(`/login?returnTo=${encodeURIComponent(link)}`);

    for (const locale of ["de", "en"]) {
      const page = await markup(await get(link, customer.cookie, locale));
      expect(page).toContain(
        locale === "de"
          ? `Möchten Sie die Adresse ${customer.user.email} für Ihr Klarsicht-Konto bestätigen?`
          : `Do you want to verify the address ${customer.user.email} for your Klarsicht account?`,
      );
      expect(page).toContain('name="intent" value="confirm"');
    }
    expect((await stored(customer.user.id))?.emailVerified).toBe(false);

    const token = new URL(link, "http://localhost").searchParams.get("token") ?? "";
    const confirmed = await post(link, customer.cookie, { intent: "confirm", token });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/profile/general?verification=done");
    expect((await stored(customer.user.id))?.emailVerified).toBe(true);
    const profile = await markup(await get("/profile/general?verification=done", customer.cookie));
    expect(profile).toContain(`Ihre E-Mail-Adresse ${customer.user.email} ist jetzt bestätigt.`);
    expect(profile).not.toContain('name="intent" value="verify"');

    // The link used again only says that all is done.
    const reused = await markup(await get(link, customer.cookie, "en"));
    expect(reused).toContain(`Your email address ${customer.user.email} is already verified.`);
  });

  it("refuses an expired link, a link of another account and a link for an address changed since", async () => {
    const customer = await unverifiedCustomer();
    const context = { db, env: parseEnv(env) };
    const dayAgo = new Date(Date.now() - (VERIFICATION_LINK_HOURS + 1) * HOUR_MS);
    const expired = await createVerificationToken(secret, customer.user.id, customer.user.email, dayAgo);
    const page = await get(`/profile/verify-email?token=${expired}`, customer.cookie);
    expect(page.status).toBe(400);
    const html = await markup(page);
    expect(html).toContain("Dieser Bestätigungslink ist abgelaufen: Er war 24 Stunden gültig.");
    expect(html).toContain(`Neue E-Mail an ${customer.user.email} anfordern`);
    expect(await confirmVerification(context, customer.user, expired)).toEqual({
      status: "expired",
      email: customer.user.email,
    });

    // The address changes between the page's check and the update (a stale user in hand): the update's own
    // condition refuses, and says which address the account has now.
    const racing = await unverifiedCustomer();
    const racingToken = await createVerificationToken(secret, racing.user.id, racing.user.email);
    const movedAway = unique("weg");
    await db.update(schema.users).set({ email: movedAway }).where(eq(schema.users.id, racing.user.id));
    expect(await confirmVerification(context, racing.user, racingToken)).toEqual({
      status: "addressChanged",
      email: movedAway,
    });
    expect((await stored(racing.user.id))?.emailVerified).toBe(false);

    // A fresh link of this account, opened while signed in as someone else.
    const fresh = await createVerificationToken(secret, customer.user.id, customer.user.email);
    const other = await unverifiedCustomer();
    const foreign = await post(
      `/profile/verify-email?token=${fresh}`,
      other.cookie,
      { intent: "confirm", token: fresh },
      "en",
    );
    expect(foreign.status).toBe(400);
    expect(await markup(foreign)).toContain(
      "This verification link belongs to a different account from the one you are signed in with.",
    );

    // A tampered link.
    const tampered = await markup(
      await get(
        `/profile/verify-email?token=${fresh.slice(0, -10)}${fresh.at(-10) === "A" ? "B" : "A"}${fresh.slice(-9)}`,
        customer.cookie,
      ),
    );
    expect(tampered).toContain("Dieser Bestätigungslink ist ungültig.");

    // The address changes after the mail went out: the old link no longer confirms anything.
    const moved = unique("umgezogen");
    await post("/profile/general", customer.cookie, { intent: "profile", name: "Kim Berger", email: moved });
    const changed = await post(`/profile/verify-email?token=${fresh}`, customer.cookie, {
      intent: "confirm",
      token: fresh,
    });
    expect(changed.status).toBe(400);
    expect(await markup(changed)).toContain(
      `Dieser Bestätigungslink gilt für eine Adresse, die nicht mehr in Ihrem Konto steht. Ihr Konto hat jetzt die Adresse ${moved}.`,
    );
    expect((await stored(customer.user.id))?.emailVerified).toBe(false);
    expect((await stored(other.user.id))?.emailVerified).toBe(false);

    // "Ask for a new email" from there sends to the address the account has now.
    const resent = await post("/profile/verify-email", customer.cookie, { intent: "resend" });
    expect(resent.status).toBe(200);
    expect(await markup(resent)).toContain(`Wir haben eine E-Mail an ${moved} geschickt.`);
    await finished(resent);
    expect(await mailsTo(moved)).toHaveLength(1);
  });

  it("leaves a verified address with the account that holds it, and says so", async () => {
    const shared = unique("team");
    const customer = await unverifiedCustomer(shared);
    const link = await requestLink(customer);
    // Meanwhile another account's provider vouches for the same address.
    const owner = await upsertUser(
      db,
      { subject: `local|${crypto.randomUUID()}`, email: shared, name: "Team", emailVerified: true },
      "de",
    );
    const token = new URL(link, "http://localhost").searchParams.get("token") ?? "";
    const refused = await post(link, customer.cookie, { intent: "confirm", token }, "en");
    expect(refused.status).toBe(400);
    expect(await markup(refused)).toContain(
      `The address ${shared} is already verified for another account. Nothing was changed.`,
    );
    expect((await stored(customer.user.id))?.emailVerified).toBe(false);
    expect((await stored(owner.id))?.emailVerified).toBe(true);

    // "Verify now" sends no mail for an address someone else holds.
    const taken = await post("/profile/general", customer.cookie, { intent: "verify" });
    expect(taken.headers.get("Location")).toBe("/profile/general?verification=taken");
    expect(await markup(await get("/profile/general?verification=taken", customer.cookie))).toContain(
      `Die Adresse ${shared} ist bereits für ein anderes Konto bestätigt. Wir haben keine E-Mail geschickt.`,
    );
    expect(await mailsTo(shared)).toHaveLength(1);
  });

  it("keeps the saved details and the confirmation across later sign-ins; the provider still verifies", async () => {
    const customer = await unverifiedCustomer();
    const address = unique("eigene");
    await post("/profile/general", customer.cookie, { intent: "profile", name: "Kim Eigen", email: address });
    const link = await requestLink({ user: { ...customer.user, email: address }, cookie: customer.cookie });
    const token = new URL(link, "http://localhost").searchParams.get("token") ?? "";
    await post(link, customer.cookie, { intent: "confirm", token });
    expect(await stored(customer.user.id)).toMatchObject({ email: address, emailVerified: true });

    // The provider still knows the old, unverified address and name.
    await upsertUser(
      db,
      { subject: customer.subject, email: customer.user.email, name: "Kim Berger", emailVerified: false },
      "de",
    );
    expect(await stored(customer.user.id)).toMatchObject({
      name: "Kim Eigen",
      email: address,
      emailVerified: true,
    });

    // A user who never edited anything: the provider's confirmation of the same address verifies.
    const plain = await unverifiedCustomer();
    await upsertUser(
      db,
      { subject: plain.subject, email: plain.user.email, name: "Kim Berger", emailVerified: true },
      "de",
    );
    expect((await stored(plain.user.id))?.emailVerified).toBe(true);
    // …and a mail-confirmed address is not lost when the provider still calls it unverified.
    const mailed = await unverifiedCustomer();
    const mailedLink = await requestLink(mailed);
    const mailedToken = new URL(mailedLink, "http://localhost").searchParams.get("token") ?? "";
    await post(mailedLink, mailed.cookie, { intent: "confirm", token: mailedToken });
    await upsertUser(
      db,
      { subject: mailed.subject, email: mailed.user.email, name: "Kim Berger", emailVerified: false },
      "de",
    );
    expect((await stored(mailed.user.id))?.emailVerified).toBe(true);
  });
});
