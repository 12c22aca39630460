import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  createAccountRun,
  getEntitlements,
  listRegisteredSites,
  PAST_DUE_GRACE_MS,
  priceText,
  removeRegisteredSite,
  SITE_REMOVAL_WINDOW_MS,
  siteKeyOf,
  siteRemovalQuota,
} from "#core/runs/entitlements.server";
import { createDb, schema } from "#drizzle/db.server";
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
    workspaceId: userId,
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
    workspaceId: userId,
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
    await env.DB.exec(
      "DELETE FROM runs; DELETE FROM registered_sites; DELETE FROM account_scan_starts; DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM users;",
    );
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

  const limits = { atOnce: 100, perHour: 100 };
  const start = (userId: string, url: string, allowance: number) =>
    createAccountRun(db, { userId, url, level: "AA", locale: "de", allowance, limits }, now);

  it("counts websites by host: www or not, http or https alike; another port is another site", () => {
    expect(siteKeyOf("https://www.beispiel.de/kontakt")).toBe("beispiel.de");
    expect(siteKeyOf("http://beispiel.de/")).toBe("beispiel.de");
    expect(siteKeyOf("beispiel.de")).toBe("beispiel.de");
    expect(siteKeyOf("https://beispiel.de:443/")).toBe("beispiel.de");
    // Not public, but allowed where the scanner may reach it (the demo shop, test fixtures): one site too.
    expect(siteKeyOf("http://127.0.0.1:8792/shop/")).toBe("127.0.0.1:8792");
    expect(siteKeyOf("http://127.0.0.1:8792/")).toBe("127.0.0.1:8792");
    expect(siteKeyOf("https://beispiel.de:8443/")).toBe("beispiel.de:8443");
    expect(siteKeyOf("http://beispiel.de:8080/")).toBe("beispiel.de:8080");
    expect(siteKeyOf("https://shop.beispiel.de/")).toBe("shop.beispiel.de");
  });

  it("registers a website once, for all its pages, and refuses one beyond the allowance", async () => {
    const user = await newUser();
    await subscribe(user.id, "active", 1);
    const entitlements = await getEntitlements(db, user.id, now);
    expect((await start(user.id, "https://a.example/", 1)).ok).toBe(true);
    expect((await start(user.id, "http://www.a.example/preise", 1)).ok).toBe(true);
    expect(await start(user.id, "https://a.example:8443/", 1)).toEqual({
      ok: false,
      error: "allowanceExceeded",
      total: 1,
    });
    const sites = await listRegisteredSites(db, user.id, entitlements, now);
    expect(sites.map((site) => [site.url, site.siteKey])).toEqual([["https://a.example/", "a.example"]]);
  });

  it("adds one-time payments to the allowance", async () => {
    const user = await newUser();
    await pay(user.id, 1, "succeeded", new Date(now.getTime() - 2000));
    await pay(user.id, 2, "succeeded", new Date(now.getTime() - 1000));
    const { allowance } = await getEntitlements(db, user.id, now);
    expect(allowance).toBe(3);
    for (const url of ["https://a.example/", "https://b.example/", "https://c.example/"]) {
      expect((await start(user.id, url, allowance)).ok).toBe(true);
    }
    expect((await start(user.id, "https://d.example/", allowance)).ok).toBe(false);
  });

  it("takes the URL lists the original product kept as registered websites, once", async () => {
    const user = await newUser();
    await db.insert(schema.subscriptions).values({
      id: `sub_${crypto.randomUUID()}`,
      workspaceId: user.id,
      status: "active",
      plan: "pro",
      priceId: "price_x",
      unitAmount: 4000,
      currency: "eur",
      urlAllowance: 5,
      registeredUrls: [
        "alt-kunde.example",
        "https://www.alt-kunde.example/",
        "http://192.168.1.1/",
        "https://zweite.example/",
      ],
      currentPeriodEnd: new Date(now.getTime() + 86400000),
      stripeUpdatedAt: now,
    });
    const entitlements = await getEntitlements(db, user.id, now);
    const sites = await listRegisteredSites(db, user.id, entitlements, now);
    expect(sites.map((site) => [site.url, site.confirmed])).toEqual([
      ["https://alt-kunde.example/", true],
      ["https://zweite.example/", true],
    ]);
    // Removed, it stays removed.
    const removed = sites[1];
    expect(removed).toBeDefined();
    expect((await removeRegisteredSite(db, user.id, removed?.id ?? 0, 5, now)).ok).toBe(true);
    expect((await listRegisteredSites(db, user.id, entitlements, now)).map((site) => site.url)).toEqual([
      "https://alt-kunde.example/",
    ]);
  });

  it("allows as many removals per 30 days as the plan has websites, then from a stated date", async () => {
    const user = await newUser();
    await subscribe(user.id, "active", 2);
    const idOf = async (url: string) => {
      const created = await start(user.id, url, 2);
      if (!created.ok) throw new Error(`not registered: ${url}`);
      const [site] = (
        await listRegisteredSites(db, user.id, await getEntitlements(db, user.id, now), now)
      ).filter((row) => row.url === url);
      return site?.id ?? 0;
    };
    const first = await idOf("https://a.example/");
    const second = await idOf("https://b.example/");
    expect((await removeRegisteredSite(db, user.id, first, 2, now)).ok).toBe(true);
    const later = new Date(now.getTime() + 86400000);
    expect((await removeRegisteredSite(db, user.id, second, 2, later)).ok).toBe(true);
    const third = await idOf("https://c.example/");
    expect(await removeRegisteredSite(db, user.id, third, 2, later)).toEqual({ ok: false, error: "limit" });
    expect(await siteRemovalQuota(db, user.id, 2, later)).toEqual({
      allowed: 2,
      remaining: 0,
      nextAt: new Date(now.getTime() + SITE_REMOVAL_WINDOW_MS),
    });
    const afterWindow = new Date(now.getTime() + SITE_REMOVAL_WINDOW_MS + 1);
    expect((await removeRegisteredSite(db, user.id, third, 2, afterWindow)).ok).toBe(true);
    // Someone else's site is not theirs to remove.
    const other = await newUser();
    expect(await removeRegisteredSite(db, other.id, second, 2, afterWindow)).toEqual({
      ok: false,
      error: "notFound",
    });
  });

  it("never overfills a plan when registrations race", async () => {
    const user = await newUser();
    await subscribe(user.id, "active", 5);
    const urls = Array.from({ length: 12 }, (_, index) => `https://site-${index}.example/`);
    const results = await Promise.all(urls.map((url) => start(user.id, url, 5)));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    const entitlements = await getEntitlements(db, user.id, now);
    expect(await listRegisteredSites(db, user.id, entitlements, now)).toHaveLength(5);
  });

  it("shows the price as unit_amount / 100 in German currency format", () => {
    expect(priceText(1500, "eur")).toBe("15,00\u00a0€");
    expect(priceText(4000, "eur")).toBe("40,00\u00a0€");
  });
});
