/**
 * Mail in workerd against the real local D1 and the local mail stand-in on 127.0.0.1 (Resend's API):
 * the outbox stores first and delivers once, retries with backoff, never sends a key twice; contact
 * messages reach the operator's inbox; alerts respect preferences and unsubscribe by signed link.
 */
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, schema } from "#drizzle/db.server";
import {
  deliverDueMail,
  enqueueMail,
  enqueueRunAlert,
  enqueueRunFailed,
  enqueueWeeklyDigest,
  getMailPreferences,
  type OutgoingMail,
  retryDelayMs,
  SENT_MAIL_KEPT_MS,
  saveMailPreferences,
} from "~/utils/mail/index.server";
import { unsubscribeUrl } from "~/utils/mail/unsubscribe.server";
import { upsertUser } from "~/utils/users.server";
import { requestSettled } from "./app-fetch";

const db = createDb(env.DB);

type StoredMail = {
  id: string;
  to: string[];
  replyTo: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  idempotencyKey: string | null;
};

/** The mails the stand-in accepted for one address (tests share the stand-in, so each uses its own). */
async function mailsTo(address: string): Promise<StoredMail[]> {
  const response = await fetch(`${env.MAIL_API_BASE}/_local/api/emails`);
  const { data } = (await response.json()) as { data: StoredMail[] };
  return data.filter((mail) => mail.to.includes(address));
}

async function failNext(count: number, matching: string, status = 503) {
  const response = await fetch(`${env.MAIL_API_BASE}/_local/api/fail-next`, {
    method: "POST",
    body: JSON.stringify({ count, status, matching }),
  });
  expect(response.status).toBe(200);
}

async function outboxRow(dedupeKey: string) {
  const [row] = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.dedupeKey, dedupeKey));
  return row;
}

function unique(name: string): string {
  return `${name}-${crypto.randomUUID().slice(0, 8)}@beispiel.test`;
}

function plainMail(to: string, dedupeKey = `test:${crypto.randomUUID()}`): OutgoingMail {
  return { kind: "contact", dedupeKey, to, subject: "Hallo", html: "<p>Hallo</p>", text: "Hallo" };
}

/** Far enough ahead that every waiting mail is due. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe("the outbox", () => {
  it("stores a mail once per dedupe key and delivers it once, with the key as Idempotency-Key", async () => {
    const to = unique("once");
    const mail = plainMail(to);
    const first = await enqueueMail(db, mail);
    const second = await enqueueMail(db, { ...mail, subject: "Zweiter Versuch" });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });

    await deliverDueMail(env, later(0));
    await deliverDueMail(env, later(10));
    const received = await mailsTo(to);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ subject: "Hallo", idempotencyKey: mail.dedupeKey });
    const row = await outboxRow(mail.dedupeKey);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.providerId).toBe(received[0]?.id);
  });

  it("keeps a failed mail, retries it with growing waits, and sends it once the provider is back", async () => {
    const to = unique("retry");
    const mail = plainMail(to);
    await enqueueMail(db, mail);
    await failNext(2, to);

    const start = Date.now();
    const firstRound = await deliverDueMail(env, new Date(start));
    expect(firstRound.retrying).toBeGreaterThanOrEqual(1);
    let row = await outboxRow(mail.dedupeKey);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toContain("503");
    expect(row?.nextAttemptAt.getTime()).toBe(start + retryDelayMs(1));

    // Not due yet: nothing is tried.
    await deliverDueMail(env, new Date(start + retryDelayMs(1) - 1));
    expect((await outboxRow(mail.dedupeKey))?.attempts).toBe(1);

    const secondTry = start + retryDelayMs(1);
    await deliverDueMail(env, new Date(secondTry));
    row = await outboxRow(mail.dedupeKey);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row?.nextAttemptAt.getTime()).toBe(secondTry + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(await mailsTo(to)).toEqual([]);

    await deliverDueMail(env, new Date(secondTry + retryDelayMs(2)));
    expect((await outboxRow(mail.dedupeKey))?.status).toBe("sent");
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("retries when the provider cannot be reached at all", async () => {
    const to = unique("offline");
    const mail = plainMail(to);
    await enqueueMail(db, mail);
    // A port on 127.0.0.1 where nothing listens: the connection itself fails.
    const unreachable = { ...env, MAIL_API_BASE: "http://127.0.0.1:9" };
    await deliverDueMail(unreachable, later(0));
    const row = await outboxRow(mail.dedupeKey);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toMatch(/^network:/);
    await deliverDueMail(env, later(5));
    expect((await outboxRow(mail.dedupeKey))?.status).toBe("sent");
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("gives up only on a mail the provider refuses for good, and keeps it with the reason", async () => {
    const mail = plainMail("kein-gueltiger-empfaenger");
    await enqueueMail(db, mail);
    await deliverDueMail(env, later(0));
    const row = await outboxRow(mail.dedupeKey);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.lastError).toContain("422 validation_error");
    await deliverDueMail(env, later(600));
    expect((await outboxRow(mail.dedupeKey))?.attempts).toBe(1);
  });

  it("sends a mail once when two deliveries run at the same time", async () => {
    const to = unique("parallel");
    const mail = plainMail(to);
    await enqueueMail(db, mail);
    const now = later(0);
    await Promise.all([deliverDueMail(env, now), deliverDueMail(env, now)]);
    expect(await mailsTo(to)).toHaveLength(1);
    expect((await outboxRow(mail.dedupeKey))?.attempts).toBe(1);
  });

  it("removes sent mails after a month, and keeps unsent ones however old", async () => {
    const sent = plainMail(unique("alt"));
    const pending = plainMail("noch-nicht-gesendet@beispiel.test");
    const longAgo = new Date(Date.now() - SENT_MAIL_KEPT_MS - 60_000);
    await enqueueMail(db, sent, longAgo);
    await enqueueMail(db, pending, longAgo);
    await db
      .update(schema.mailOutbox)
      .set({ status: "sent", sentAt: longAgo })
      .where(eq(schema.mailOutbox.dedupeKey, sent.dedupeKey));
    // The provider cannot be reached: the pending one is tried and stays pending.
    await deliverDueMail({ ...env, MAIL_API_BASE: "http://127.0.0.1:9" }, new Date());
    expect(await outboxRow(sent.dedupeKey)).toBeUndefined();
    expect((await outboxRow(pending.dedupeKey))?.status).toBe("pending");
  });

  it("keeps mails while no provider is configured, and refuses a half-configured one", async () => {
    const unconfigured = {
      ...env,
      RESEND_API_KEY: undefined,
      MAIL_FROM: undefined,
      CONTACT_INBOX: undefined,
    };
    expect(await deliverDueMail(unconfigured, later(0))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await expect(deliverDueMail({ ...env, MAIL_FROM: undefined }, later(0))).rejects.toThrow(
      "Mail is configured only in part: set MAIL_FROM",
    );
    const page = await SELF.fetch("http://localhost/");
    expect(page.status).toBe(200);
  });
});

describe("contact messages", () => {
  const post = (body: Record<string, string>, cookie = "") =>
    SELF.fetch("http://localhost/kontakt", {
      method: "POST",
      body: new URLSearchParams(body),
      headers: {
        Host: "localhost",
        Origin: "http://localhost",
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      redirect: "manual",
    });

  async function contactMail(sender: string) {
    const all = await mailsTo(env.CONTACT_INBOX);
    return all.filter((mail) => mail.replyTo.includes(sender));
  }

  it("are delivered to the operator's inbox with reply-to the sender, and still stored", async () => {
    const sender = unique("anfrage");
    const response = await post({
      email: sender,
      subject: "Frage zum BFSG",
      message: "Gilt das BFSG für uns?\nZweite Zeile.",
    });
    expect(response.status).toBe(302);
    const stored = await env.DB.prepare("SELECT id FROM contact_messages WHERE email = ?").bind(sender).all();
    expect(stored.results).toHaveLength(1);
    // Sent after the response (waitUntil); the stand-in's answer arrives a little later.
    await vi.waitFor(async () => expect(await contactMail(sender)).toHaveLength(1), { timeout: 10_000 });
    const [mail] = await contactMail(sender);
    expect(mail?.subject).toBe("Kontaktanfrage: Frage zum BFSG");
    expect(mail?.text).toContain("Gilt das BFSG für uns?\nZweite Zeile.");
    expect(mail?.html).toContain('<html lang="de"');
    expect(mail?.idempotencyKey).toBe(`contact:${(stored.results[0] as { id: string }).id}`);
  });

  it("escape what the sender wrote in the HTML", async () => {
    const sender = unique("skript");
    await post({
      email: sender,
      subject: "<img src=x onerror=alert(1)>",
      message: "<script>alert(1)</script> bitte",
    });
    await vi.waitFor(async () => expect(await contactMail(sender)).toHaveLength(1), { timeout: 10_000 });
    const [mail] = await contactMail(sender);
    expect(mail?.html).not.toContain("<script>alert(1)</script>");
    expect(mail?.html).not.toContain("<img src=x");
    expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; bitte");
  });

  it("keep the message when sending fails, and the retry delivers it", async () => {
    const sender = unique("spaeter");
    await failNext(1, sender);
    const response = await post(
      { email: sender, subject: "Rückruf erbeten", message: "Bitte rufen Sie mich zurück." },
      "locale=en",
    );
    expect(response.status).toBe(302);
    const [message] = (
      await env.DB.prepare("SELECT id, locale FROM contact_messages WHERE email = ?").bind(sender).all<{
        id: string;
        locale: string;
      }>()
    ).results;
    expect(message?.locale).toBe("en");
    const key = `contact:${message?.id}`;
    await vi.waitFor(async () => expect((await outboxRow(key))?.attempts).toBe(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await outboxRow(key))?.leaseUntil).toBeNull(), { timeout: 10_000 });
    expect((await outboxRow(key))?.status).toBe("pending");
    expect(await contactMail(sender)).toEqual([]);

    await deliverDueMail(env, later(2));
    expect((await outboxRow(key))?.status).toBe("sent");
    const [mail] = await contactMail(sender);
    expect(mail?.text).toContain("Englisch");
  });
});

describe("monitoring mails", () => {
  let userId: string;
  let email: string;
  beforeAll(async () => {
    email = unique("inhaberin");
    const user = await upsertUser(
      db,
      { subject: `local|${crypto.randomUUID()}`, email, name: "Ina Haber", emailVerified: true },
      "de",
    );
    userId = user.id;
  });

  const issue = (title: string, pages: string[]) => ({ title, impact: "serious" as const, pages });

  it("send one alert per run, in the owner's language, with one-click unsubscribe headers", async () => {
    const runId = crypto.randomUUID();
    const input = {
      userId,
      site: "shop.example",
      runId,
      newIssues: [issue("Bilder ohne Alternativtext", ["https://shop.example/", "https://shop.example/a"])],
      regressions: [issue("Zu geringer Kontrast", ["https://shop.example/b"])],
    };
    const ctx = createExecutionContext();
    const first = await enqueueRunAlert(env, input, ctx);
    const again = await enqueueRunAlert(env, input, ctx);
    await requestSettled(ctx);
    expect(first).toMatchObject({ queued: true, created: true });
    expect(again).toMatchObject({ queued: true, created: false });
    await deliverDueMail(env, later(0));

    const received = (await mailsTo(email)).filter((mail) => mail.idempotencyKey === `run-alert:${runId}`);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.subject).toBe("Neue Barrieren auf shop.example");
    expect(mail?.html).toContain('<html lang="de"');
    expect(mail?.html).toContain("Bilder ohne Alternativtext");
    expect(mail?.html).toContain(new URL(`/run/${runId}`, env.SITE_URL).toString());
    expect(mail?.text).toContain("https://shop.example/a");
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = new URL(/^<(.+)>$/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "");
    expect(unsubscribe.origin).toBe(new URL(env.SITE_URL).origin);
    expect(unsubscribe.pathname).toBe("/unsubscribe");
    expect(unsubscribe.searchParams.get("u")).toBe(userId);
    expect(unsubscribe.searchParams.get("k")).toBe("run-alert");
  });

  it("send nothing for a run without anything new", async () => {
    const result = await enqueueRunAlert(env, {
      userId,
      site: "shop.example",
      runId: crypto.randomUUID(),
      newIssues: [],
      regressions: [],
    });
    expect(result).toEqual({ queued: false, reason: "nothing-new" });
  });

  it("send the weekly digest only to those who opted in", async () => {
    const request = {
      userId,
      weekOf: "2026-11-16",
      sites: [
        {
          site: "shop.example",
          reportUrl: "http://localhost/run/x",
          issues: 12,
          newIssues: 2,
          fixedIssues: 3,
        },
      ],
    };
    expect(await enqueueWeeklyDigest(env, request)).toEqual({ queued: false, reason: "opted-out" });
    await saveMailPreferences(db, userId, { runAlerts: true, weeklyDigest: true, runFailed: true });
    expect(await enqueueWeeklyDigest(env, request)).toMatchObject({ queued: true, created: true });
    await deliverDueMail(env, later(0));
    const [digest] = (await mailsTo(email)).filter(
      (mail) => mail.idempotencyKey === `weekly-digest:${userId}:2026-11-16`,
    );
    expect(digest?.html).toContain("16. November 2026");
  });

  /** As a mail program sends it (RFC 8058): from elsewhere, without cookies, Origin as given. */
  const oneClick = (link: string, origin: string | null, body: BodyInit = "List-Unsubscribe=One-Click") =>
    SELF.fetch(link, {
      method: "POST",
      body,
      headers: {
        Host: new URL(link).host,
        ...(typeof body === "string" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        ...(origin === null ? {} : { Origin: origin }),
      },
    });

  it.each([
    ["no Origin", null],
    ["Origin null", "null"],
    ["a foreign Origin", "https://mail.example"],
  ])(
    "unsubscribe by the mail's one-click link with %s: a GET only asks, the POST switches that kind off",
    async (_, origin) => {
      await saveMailPreferences(db, userId, { runAlerts: true, weeklyDigest: true, runFailed: true });
      const runId = crypto.randomUUID();
      await enqueueRunFailed(env, {
        userId,
        site: "shop.example",
        runId,
        reason: "Die Startseite antwortete nicht.",
      });
      await deliverDueMail(env, later(0));
      const [mail] = (await mailsTo(email)).filter((entry) => entry.idempotencyKey === `run-failed:${runId}`);
      expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const link = /^<(.+)>$/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
      expect(link).toContain("k=run-failed");
      // The footer's link is the same address.
      expect(mail?.text).toContain(link);

      const page = await SELF.fetch(link);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(
        "Möchten Sie Hinweise auf fehlgeschlagene geplante Scans nicht mehr per E-Mail erhalten?",
      );
      expect((await getMailPreferences(db, userId)).runFailed).toBe(true);

      const answer = await oneClick(link, origin);
      expect(answer.status).toBe(200);
      expect(await getMailPreferences(db, userId)).toEqual({
        runAlerts: true,
        weeklyDigest: true,
        runFailed: false,
      });

      const next = await enqueueRunFailed(env, { userId, site: "shop.example", runId: crypto.randomUUID() });
      expect(next).toEqual({ queued: false, reason: "opted-out" });
    },
  );

  it("unsubscribe by a one-click POST sent as multipart/form-data, as RFC 8058 prefers", async () => {
    await saveMailPreferences(db, userId, { runAlerts: true, weeklyDigest: true, runFailed: true });
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const answer = await oneClick(
      await unsubscribeUrl(env.SITE_URL, env.SESSION_SECRET, userId, "weekly-digest"),
      "null",
      form,
    );
    expect(answer.status).toBe(200);
    expect((await getMailPreferences(db, userId)).weeklyDigest).toBe(false);
  });

  it("exempt only the one-click POST from the origin check", async () => {
    await saveMailPreferences(db, userId, { runAlerts: true, weeklyDigest: true, runFailed: true });
    const link = await unsubscribeUrl(env.SITE_URL, env.SESSION_SECRET, userId, "run-alert");
    // Another body to the same signed link: a form, which must come from this site.
    for (const body of ["", "List-Unsubscribe=Yes", "confirm=1"]) {
      const foreign = await oneClick(link, "https://mail.example", body);
      expect(foreign.status, body).toBe(403);
    }
    // The one-click body elsewhere: no exemption.
    const elsewhere = await oneClick(`${new URL(env.SITE_URL).origin}/logout`, "https://mail.example");
    expect(elsewhere.status).toBe(403);
    // The confirm button of the page, from this site, unsubscribes as before.
    const confirmed = await oneClick(link, new URL(link).origin, "");
    expect(confirmed.status).toBe(200);
    expect((await getMailPreferences(db, userId)).runAlerts).toBe(false);
  });

  it("refuse an unsubscribe link whose signature does not match", async () => {
    const forged = `http://localhost/unsubscribe?u=${userId}&k=run-alert&s=${"A".repeat(43)}`;
    const page = await SELF.fetch(forged, { headers: { Cookie: "locale=en" } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("This unsubscribe link is not valid.");
    await saveMailPreferences(db, userId, { runAlerts: true, weeklyDigest: true, runFailed: true });
    for (const origin of [null, "null", "https://mail.example"]) {
      const post = await oneClick(forged, origin);
      expect(post.status).toBe(400);
      expect(await post.text()).toContain("Dieser Link zum Abbestellen ist ungültig.");
    }
    const unsigned = await oneClick(`http://localhost/unsubscribe?u=${userId}&k=run-alert`, null);
    expect(unsigned.status).toBe(400);
    expect((await getMailPreferences(db, userId)).runAlerts).toBe(true);
  });
});
