import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb, schema } from "~/utils/db.server";
import { getEntitlements, PAST_DUE_GRACE_MS, priceText, registerUrl } from "~/utils/entitlements.server";
import { upsertUser } from "~/utils/users.server";

const db = createDb(env.DB);
const now = new Date("2026-11-21T12:00:00Z");

async function newUser() {
  return upsertUser(
    db,
    { subject: `local|${crypto.randomUUID()}`, email: "kim@example.test", name: "Kim", emailVerified: true },
    "de",
  );
}

async function subscribe(
  userId: string,
  status: string,
  allowance: number,
  periodEnd = new Date(now.getTime() + 86400000),
) {
  await db.insert(schema.subscriptions).values({
    id: `sub_${crypto.randomUUID()}`,
    userId,
    status,
    plan: allowance === 1 ? "basic" : "pro",
    priceId: "price_x",
    unitAmount: allowance === 1 ? 1500 : 4000,
    currency: "eur",
    urlAllowance: allowance,
    currentPeriodEnd: periodEnd,
    stripeUpdatedAt: now,
  });
}

async function pay(userId: string, limit: number, status = "succeeded", createdAt = now) {
  const id = `pi_${crypto.randomUUID()}`;
  await db.insert(schema.oneTimePayments).values({
    id,
    userId,
    status,
    plan: "basic",
    priceId: "price_once",
    amount: 2000,
    currency: "eur",
    urlLimit: limit,
    createdAt,
  });
  return id;
}

describe("entitlements", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM users;");
  });

  it.each([
    ["active", true],
    ["trialing", true],
    ["canceled", false],
    ["incomplete", false],
    ["unpaid", false],
  ])("a %s subscription grants access: %s", async (status, expected) => {
    const user = await newUser();
    await subscribe(user.id, status, 1);
    expect((await getEntitlements(db, user.id, now)).hasAccess).toBe(expected);
  });

  it("keeps a past_due subscription working within the grace period only", async () => {
    const user = await newUser();
    const periodEnd = new Date(now.getTime() - PAST_DUE_GRACE_MS + 60_000);
    await subscribe(user.id, "past_due", 1, periodEnd);
    expect((await getEntitlements(db, user.id, now)).hasAccess).toBe(true);
    expect((await getEntitlements(db, user.id, new Date(now.getTime() + 120_000))).hasAccess).toBe(false);
  });

  it("grants access for a succeeded one-time payment, not for a pending one", async () => {
    const pending = await newUser();
    await pay(pending.id, 1, "processing");
    expect((await getEntitlements(db, pending.id, now)).hasAccess).toBe(false);
    const paid = await newUser();
    await pay(paid.id, 1);
    expect((await getEntitlements(db, paid.id, now)).hasAccess).toBe(true);
  });

  it("does not add a URL twice to a subscription and refuses one beyond the allowance", async () => {
    const user = await newUser();
    await subscribe(user.id, "active", 1);
    expect(await registerUrl(db, user.id, "https://a.example/", now)).toEqual({
      ok: true,
      alreadyRegistered: false,
    });
    expect(await registerUrl(db, user.id, "https://a.example/", now)).toEqual({
      ok: true,
      alreadyRegistered: true,
    });
    expect(await registerUrl(db, user.id, "https://b.example/", now)).toEqual({
      ok: false,
      error: "allowanceExceeded",
    });
    expect((await getEntitlements(db, user.id, now)).registeredUrls).toEqual(["https://a.example/"]);
  });

  it("gives a new URL to the first one-time payment that still has room", async () => {
    const user = await newUser();
    const first = await pay(user.id, 1, "succeeded", new Date(now.getTime() - 2000));
    const second = await pay(user.id, 2, "succeeded", new Date(now.getTime() - 1000));
    for (const url of ["https://a.example/", "https://b.example/", "https://c.example/"]) {
      expect((await registerUrl(db, user.id, url, now)).ok).toBe(true);
    }
    expect(await registerUrl(db, user.id, "https://d.example/", now)).toEqual({
      ok: false,
      error: "allowanceExceeded",
    });
    const rows = await db.select().from(schema.oneTimePayments);
    expect(rows.find((row) => row.id === first)?.registeredUrls).toEqual(["https://a.example/"]);
    expect(rows.find((row) => row.id === second)?.registeredUrls).toEqual([
      "https://b.example/",
      "https://c.example/",
    ]);
  });

  it("never overfills a plan when registrations race", async () => {
    const user = await newUser();
    await subscribe(user.id, "active", 5);
    const urls = Array.from({ length: 12 }, (_, index) => `https://site-${index}.example/`);
    const results = await Promise.all(urls.map((url) => registerUrl(db, user.id, url, now)));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect((await getEntitlements(db, user.id, now)).registeredUrls).toHaveLength(5);
  });

  it("shows the price as unit_amount / 100 in German currency format", () => {
    expect(priceText(1500, "eur")).toBe("15,00\u00a0€");
    expect(priceText(4000, "eur")).toBe("40,00\u00a0€");
  });
});
