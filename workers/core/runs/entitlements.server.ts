import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";
import type { ReportLocale, ScanLevel } from "../contract";
import { parseWebsiteUrl } from "../website-url";
import { REPEATED_START_WINDOW_MS } from "./runs.server";

export type Subscription = typeof schema.subscriptions.$inferSelect;
export type OneTimePayment = typeof schema.oneTimePayments.$inferSelect;

/** A subscription whose payment failed keeps working this long past its period, while Stripe retries. */
export const PAST_DUE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export function subscriptionGrantsAccess(subscription: Subscription, now = new Date()): boolean {
  if (subscription.status === "active" || subscription.status === "trialing") return true;
  if (subscription.status !== "past_due") return false;
  const periodEnd = subscription.currentPeriodEnd?.getTime() ?? 0;
  return now.getTime() <= periodEnd + PAST_DUE_GRACE_MS;
}

export type Entitlements = {
  subscription: Subscription | null;
  payments: OneTimePayment[];
  hasAccess: boolean;
  /**
   * Websites this workspace may still hold besides those it holds: its plan's, less what the other
   * workspaces drawing on the same plan hold (decision 050). Sites registered here count against it.
   */
  allowance: number;
  registeredUrls: string[];
  /** White-label reports (issue 30): the agency plan, Enterprise, by subscription or payment. */
  whiteLabel: boolean;
  /** The workspace whose plan this is: the workspace itself, or the agency paying for it (decision 050). */
  pool: AllowancePool;
};

/** The workspaces that share one plan's websites: the paying workspace and those it pays for. */
export type AllowancePool = { id: string; allowance: number };

/**
 * What a workspace may do: by its own plan, or, without one, by the plan of the workspace that pays for
 * it (an agency's client workspace, decision 050), whose websites the agency and its clients share.
 */
export async function getEntitlements(
  db: Database,
  workspaceId: string,
  now = new Date(),
): Promise<Entitlements> {
  const own = await planOf(db, workspaceId, now);
  let plan = own;
  let poolId = workspaceId;
  if (!own.hasAccess) {
    const payer = await payerOf(db, workspaceId);
    if (payer) {
      plan = await planOf(db, payer, now);
      poolId = payer;
      // The agency's old URL lists are its own sites, not its clients'.
      plan.registeredUrls = [];
    }
  }
  const heldElsewhere = await d1(db)
    .prepare(
      `SELECT count(*) AS n FROM registered_sites AS rs WHERE rs.removed_at IS NULL AND rs.workspace_id <> ?1
        AND rs.workspace_id IN (SELECT id FROM workspaces WHERE paid_by = ?2) AND ${HOLDS_SLOT}`,
    )
    .bind(workspaceId, poolId)
    .first<number>("n");
  const agencyHeld =
    poolId === workspaceId
      ? 0
      : ((await d1(db)
          .prepare(
            `SELECT count(*) AS n FROM registered_sites AS rs WHERE rs.removed_at IS NULL AND rs.workspace_id = ?1 AND ${HOLDS_SLOT}`,
          )
          .bind(poolId)
          .first<number>("n")) ?? 0);
  return {
    ...plan,
    allowance: Math.max(0, plan.allowance - (heldElsewhere ?? 0) - agencyHeld),
    pool: { id: poolId, allowance: plan.allowance },
  };
}

/** The workspace paying for this one, if any. */
async function payerOf(db: Database, workspaceId: string): Promise<string | null> {
  const row = await db
    .select({ paidBy: schema.workspaces.paidBy })
    .from(schema.workspaces)
    .where(eq(schema.workspaces.id, workspaceId))
    .get();
  return row?.paidBy ?? null;
}

async function planOf(db: Database, workspaceId: string, now: Date): Promise<Omit<Entitlements, "pool">> {
  const [subscriptionRows, paymentRows] = await Promise.all([
    db.select().from(schema.subscriptions).where(eq(schema.subscriptions.workspaceId, workspaceId)),
    db
      .select()
      .from(schema.oneTimePayments)
      .where(
        and(
          eq(schema.oneTimePayments.workspaceId, workspaceId),
          eq(schema.oneTimePayments.status, "succeeded"),
        ),
      )
      .orderBy(asc(schema.oneTimePayments.createdAt)),
  ]);
  const subscription = bestSubscription(subscriptionRows.filter((row) => subscriptionGrantsAccess(row, now)));
  const allowance =
    (subscription?.urlAllowance ?? 0) + paymentRows.reduce((sum, payment) => sum + payment.urlLimit, 0);
  const registeredUrls = [
    ...(subscription?.registeredUrls ?? []),
    ...paymentRows.flatMap((payment) => payment.registeredUrls),
  ];
  return {
    subscription,
    payments: paymentRows,
    hasAccess: subscription !== null || paymentRows.length > 0,
    allowance,
    registeredUrls,
    whiteLabel:
      subscription?.plan === "enterprise" || paymentRows.some((payment) => payment.plan === "enterprise"),
  };
}

const planRank: Record<Subscription["plan"], number> = { basic: 1, pro: 2, enterprise: 3 };

/**
 * The subscription that counts when more than one grants access (a second checkout, or a plan change
 * while the old one runs out): the best plan, then the larger allowance, then the newest.
 */
function bestSubscription(rows: Subscription[]): Subscription | null {
  const ranked = [...rows].sort(
    (a, b) =>
      planRank[b.plan] - planRank[a.plan] ||
      b.urlAllowance - a.urlAllowance ||
      b.stripeUpdatedAt.getTime() - a.stripeUpdatedAt.getTime(),
  );
  return ranked[0] ?? null;
}

/** The subscription price as the original showed it: unit_amount / 100 in German currency format. */
export function priceText(unitAmount: number, currency: string): string {
  return new Intl.NumberFormat("de-DE", { style: "currency", currency: currency.toUpperCase() }).format(
    unitAmount / 100,
  );
}

/** What each plan may scan against: Basic WCAG A/AA, Pro adds WCAG 2.2, Enterprise AAA. */
const levelsByPlan: Record<Subscription["plan"], readonly ScanLevel[]> = {
  basic: ["A", "AA"],
  pro: ["A", "AA", "2.2"],
  enterprise: ["A", "AA", "2.2", "AAA"],
};

/** The best plan the user holds, by subscription or by any one-time payment. */
export function bestPlanOf(entitlements: Entitlements): Subscription["plan"] | null {
  const plans = [entitlements.subscription?.plan, ...entitlements.payments.map((payment) => payment.plan)];
  return (["enterprise", "pro", "basic"] as const).find((plan) => plans.includes(plan)) ?? null;
}

/** The levels of the best plan the user holds. */
export function scanLevelsOf(entitlements: Entitlements): readonly ScanLevel[] {
  const best = bestPlanOf(entitlements);
  return best ? levelsByPlan[best] : [];
}

/*
 * Registered sites. A plan's URL allowance counts websites. A site is registered when a scan of it starts on
 * a public address, and holds its slot while a scan of it is queued or running and, for good, once one has
 * finished. A site whose scans all failed (a typo, a private or unreachable address) holds no slot, so it
 * never locks a customer out. Customers may remove registered sites; to keep one slot from serving many
 * sites, removals are limited to the plan's number of websites (at least one) per 30 days.
 */

export const SITE_REMOVAL_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The site a page belongs to, as plans count websites: the host with all its pages, "www." or not, and
 * http and https alike (sites forward one to the other); another port is another server, so another site.
 * Legacy entries without a scheme are read the same way.
 */
export function siteKeyOf(url: string): string {
  const parsed = parseWebsiteUrl(url);
  // A site the scanner may reach although it is not public (the development demo shop, a test fixture):
  // keyed by its host all the same, so that its pages count as one site.
  const href = parsed.ok ? parsed.url : URL.canParse(url.trim()) ? url.trim() : null;
  if (href === null) return url.trim().toLowerCase();
  const { hostname, port } = new URL(href);
  const host = hostname.replace(/\.$/, "").replace(/^www\./, "");
  return port ? `${host}:${port}` : host;
}

/**
 * Hand-written conditional statements go to D1 directly: drizzle batches only its own query builders, and
 * these must run in one batch (a transaction) with the run they belong to.
 */
const d1 = (db: Database): D1Database => db.$client;

/** Registered site rows (alias rs) that hold a slot. */
const HOLDS_SLOT = `(rs.confirmed_at IS NOT NULL OR EXISTS (SELECT 1 FROM runs r WHERE r.owner_id = rs.workspace_id
  AND r.site_key = rs.site_key AND r.status IN ('queued', 'running')))`;

/** Forgets registrations that hold no slot (every scan failed or was deleted), so they take no room. */
function releaseIdleSites(db: Database, userId: string): D1PreparedStatement {
  return d1(db)
    .prepare(
      `DELETE FROM registered_sites AS rs WHERE rs.workspace_id = ?1 AND rs.removed_at IS NULL AND NOT ${HOLDS_SLOT}`,
    )
    .bind(userId);
}

/**
 * Registers the site if it is not yet and there is room; in the same statement, so never beyond the plan.
 * Room is counted over the plan's pool: the paying workspace and those it pays for (decision 050).
 */
function registerIfRoom(
  db: Database,
  userId: string,
  key: string,
  url: string,
  pool: AllowancePool,
  now: Date,
): D1PreparedStatement {
  return d1(db)
    .prepare(
      `INSERT INTO registered_sites (workspace_id, site_key, url, created_at) SELECT ?1, ?2, ?3, ?4
        WHERE NOT EXISTS (SELECT 1 FROM registered_sites WHERE workspace_id = ?1 AND site_key = ?2 AND removed_at IS NULL)
          AND (SELECT count(*) FROM registered_sites AS rs WHERE rs.removed_at IS NULL AND (rs.workspace_id = ?1
            OR (rs.workspace_id IN (SELECT ?6 UNION SELECT id FROM workspaces WHERE paid_by = ?6) AND ${HOLDS_SLOT}))) < ?5`,
    )
    .bind(userId, key, url, now.getTime(), pool.allowance, pool.id);
}

async function isRegistered(db: Database, userId: string, key: string): Promise<boolean> {
  const row = await d1(db)
    .prepare(
      "SELECT 1 AS yes FROM registered_sites WHERE workspace_id = ?1 AND site_key = ?2 AND removed_at IS NULL",
    )
    .bind(userId, key)
    .first();
  return row !== null;
}

/** Marks the site of a run confirmed; part of the batch that stores the run's report. */
export function confirmSiteOfRun(db: Database, runId: string, now: Date) {
  const { registeredSites } = schema;
  return db
    .update(registeredSites)
    .set({ confirmedAt: now })
    .where(
      and(
        isNull(registeredSites.confirmedAt),
        isNull(registeredSites.removedAt),
        sql`(${registeredSites.workspaceId}, ${registeredSites.siteKey}) = (SELECT owner_id, site_key FROM runs WHERE id = ${runId})`,
      ),
    );
}

export type RegisteredSite = { id: number; url: string; siteKey: string; confirmed: boolean };

/**
 * The URL lists the original product kept in Stripe metadata (imported into the plan rows) become
 * confirmed registered sites once; a site the customer removed since is not brought back, and an address
 * that is not a public website is left out.
 */
export async function adoptLegacySites(db: Database, userId: string, legacyUrls: string[], now: Date) {
  if (legacyUrls.length === 0) return;
  const known = await db
    .select({ siteKey: schema.registeredSites.siteKey })
    .from(schema.registeredSites)
    .where(eq(schema.registeredSites.workspaceId, userId));
  const keys = new Set(known.map((row) => row.siteKey));
  const fresh: (typeof schema.registeredSites.$inferInsert)[] = [];
  for (const legacy of legacyUrls) {
    const key = siteKeyOf(legacy);
    if (keys.has(key)) continue;
    keys.add(key);
    const parsed = parseWebsiteUrl(legacy);
    // An address no scan can reach (such as a private one registered by mistake) takes no place.
    if (!parsed.ok) continue;
    const url = `${new URL(parsed.url).origin}/`;
    fresh.push({ workspaceId: userId, siteKey: key, url, createdAt: now, confirmedAt: now });
  }
  // Five values a row: far below D1's 100 bound parameters a statement.
  for (let start = 0; start < fresh.length; start += 15) {
    await db
      .insert(schema.registeredSites)
      .values(fresh.slice(start, start + 15))
      .onConflictDoNothing();
  }
}

/** The sites that hold a slot of the user's plan, oldest first. */
export async function listRegisteredSites(
  db: Database,
  userId: string,
  entitlements: Entitlements,
  now = new Date(),
): Promise<RegisteredSite[]> {
  await adoptLegacySites(db, userId, entitlements.registeredUrls, now);
  const { results: rows } = await d1(db)
    .prepare(
      `SELECT rs.id, rs.url, rs.site_key, rs.confirmed_at FROM registered_sites AS rs
        WHERE rs.workspace_id = ?1 AND rs.removed_at IS NULL AND ${HOLDS_SLOT} ORDER BY rs.created_at, rs.id`,
    )
    .bind(userId)
    .all<{ id: number; url: string; site_key: string; confirmed_at: number | null }>();
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    siteKey: row.site_key,
    confirmed: row.confirmed_at !== null,
  }));
}

export type ScanLimits = { atOnce: number; perHour: number };

export type AccountRunRefusal =
  | { ok: false; error: "allowanceExceeded"; total: number }
  | { ok: false; error: "tooManyRunning"; total: number }
  | { ok: false; error: "tooManyPerHour"; total: number; retryMinutes: number };

/**
 * Creates a scan run of an account: registers its site if need be and there is room, and keeps to the
 * plan's limits of scans at once and per hour. One batch (a transaction), each step conditional in its own
 * statement, so parallel requests cannot slip past a limit between counting and inserting.
 */
export async function createAccountRun(
  db: Database,
  input: {
    userId: string;
    url: string;
    level: ScanLevel;
    locale: ReportLocale;
    site?: { pageLimit: number; depthLimit: number };
    allowance: number;
    /** The plan whose websites this workspace draws on, when another workspace pays (decision 050). */
    pool?: AllowancePool;
    limits: ScanLimits;
  },
  now = new Date(),
): Promise<{ ok: true; run: typeof schema.runs.$inferSelect; repeated?: true } | AccountRunRefusal> {
  const { userId, url, limits } = input;
  const pool = input.pool ?? { id: userId, allowance: input.allowance };
  const key = siteKeyOf(url);
  const runId = newId();
  const hourAgo = now.getTime() - HOUR_MS;
  const repeatSince = now.getTime() - REPEATED_START_WINDOW_MS;
  const kind = input.site ? "site" : "page";
  await d1(db).batch([
    releaseIdleSites(db, userId),
    registerIfRoom(db, userId, key, `${new URL(url).origin}/`, pool, now),
    d1(db)
      .prepare("DELETE FROM account_scan_starts WHERE workspace_id = ?1 AND started_at < ?2")
      .bind(userId, hourAgo),
    d1(db)
      .prepare(
        `INSERT INTO runs (id, url, level, locale, owner_id, site_key, created_at, kind, page_limit, depth_limit)
          SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
          WHERE EXISTS (SELECT 1 FROM registered_sites WHERE workspace_id = ?5 AND site_key = ?6 AND removed_at IS NULL)
            AND (SELECT count(*) FROM runs WHERE owner_id = ?5 AND status IN ('queued', 'running')) < ?11
            AND (SELECT count(*) FROM account_scan_starts WHERE workspace_id = ?5 AND started_at >= ?12) < ?13
            AND NOT EXISTS (SELECT 1 FROM runs WHERE owner_id = ?5 AND url = ?2 AND kind = ?8 AND level = ?3
              AND status IN ('queued', 'running') AND created_at >= ?14)`,
      )
      .bind(
        runId,
        url,
        input.level,
        input.locale,
        userId,
        key,
        now.getTime(),
        kind,
        input.site?.pageLimit ?? null,
        input.site?.depthLimit ?? null,
        limits.atOnce,
        hourAgo,
        limits.perHour,
        repeatSince,
      ),
    d1(db)
      .prepare(
        "INSERT INTO account_scan_starts (workspace_id, run_id, started_at) SELECT owner_id, id, created_at FROM runs WHERE id = ?1",
      )
      .bind(runId),
  ]);
  const run = await db.select().from(schema.runs).where(eq(schema.runs.id, runId)).get();
  if (run) return { ok: true, run };
  const repeated = await d1(db)
    .prepare(
      `SELECT id FROM runs WHERE owner_id = ?1 AND url = ?2 AND kind = ?3 AND level = ?4
        AND status IN ('queued', 'running') AND created_at >= ?5 ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(userId, url, kind, input.level, repeatSince)
    .first<string>("id");
  const repeatedRun = repeated
    ? await db.select().from(schema.runs).where(eq(schema.runs.id, repeated)).get()
    : undefined;
  if (repeatedRun) return { ok: true, run: repeatedRun, repeated: true };

  // Refused: say why. Read after the fact, for the message only.
  if (!(await isRegistered(db, userId, key)))
    return { ok: false, error: "allowanceExceeded", total: pool.allowance };
  const running = await d1(db)
    .prepare("SELECT count(*) AS n FROM runs WHERE owner_id = ?1 AND status IN ('queued', 'running')")
    .bind(userId)
    .first<number>("n");
  if ((running ?? 0) >= limits.atOnce) return { ok: false, error: "tooManyRunning", total: limits.atOnce };
  const oldest = await d1(db)
    .prepare(
      "SELECT min(started_at) AS at FROM account_scan_starts WHERE workspace_id = ?1 AND started_at >= ?2",
    )
    .bind(userId, hourAgo)
    .first<number | null>("at");
  const retryMs = (oldest ?? now.getTime()) + HOUR_MS - now.getTime();
  return {
    ok: false,
    error: "tooManyPerHour",
    total: limits.perHour,
    retryMinutes: Math.max(1, Math.ceil(retryMs / 60_000)),
  };
}

/** 128 random bits, URL-safe, as run ids are everywhere. */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * After redirects, the site actually scanned must be registered in the run's account as well (a page
 * report's finalUrl, a site discovery's rootUrl): the run now holds the slot of that site, which is
 * registered if there is room. A first scan that only ever reached the other site thereby gives its typed
 * site's slot back. false: not registered and no room, the run must fail instead of scanning another site.
 */
export async function allowScannedSite(
  db: Database,
  runId: string,
  finalUrl: string,
  now = new Date(),
): Promise<boolean> {
  const run = await db
    .select({ ownerId: schema.runs.ownerId, siteKey: schema.runs.siteKey })
    .from(schema.runs)
    .where(eq(schema.runs.id, runId))
    .get();
  // Free scans have no allowance; account runs all carry their site.
  if (!run?.ownerId || !run.siteKey) return true;
  // The scanner always reports where it ended up; without that, only the typed site is known.
  if (typeof finalUrl !== "string" || !URL.canParse(finalUrl)) return true;
  const key = siteKeyOf(finalUrl);
  if (key === run.siteKey) return true;
  const entitlements = await getEntitlements(db, run.ownerId, now);
  await adoptLegacySites(db, run.ownerId, entitlements.registeredUrls, now);
  const origin = `${new URL(finalUrl).origin}/`;
  await d1(db).batch([
    d1(db).prepare("UPDATE runs SET site_key = ?1 WHERE id = ?2").bind(key, runId),
    releaseIdleSites(db, run.ownerId),
    registerIfRoom(db, run.ownerId, key, origin, entitlements.pool, now),
  ]);
  return isRegistered(db, run.ownerId, key);
}

export type RemovalQuota = { allowed: number; remaining: number; nextAt: Date | null };

/** How many registered sites the user may still remove now, and when the next removal is possible. */
export async function siteRemovalQuota(
  db: Database,
  userId: string,
  allowance: number,
  now = new Date(),
): Promise<RemovalQuota> {
  const allowed = Math.max(1, allowance);
  const { results: rows } = await d1(db)
    .prepare(
      "SELECT removed_at FROM registered_sites WHERE workspace_id = ?1 AND removed_at >= ?2 ORDER BY removed_at",
    )
    .bind(userId, now.getTime() - SITE_REMOVAL_WINDOW_MS)
    .all<{ removed_at: number }>();
  const remaining = Math.max(0, allowed - rows.length);
  const freeing = rows[rows.length - allowed];
  return {
    allowed,
    remaining,
    nextAt: remaining > 0 || !freeing ? null : new Date(freeing.removed_at + SITE_REMOVAL_WINDOW_MS),
  };
}

/**
 * Removes one of the user's registered sites, freeing its slot at once, within the removal limit (checked
 * in the same statement). Its runs and reports stay; its login profile and flows are deleted.
 */
export async function removeRegisteredSite(
  db: Database,
  userId: string,
  siteId: number,
  allowance: number,
  now = new Date(),
): Promise<{ ok: true; url: string } | { ok: false; error: "notFound" } | { ok: false; error: "limit" }> {
  const removed = await d1(db)
    .prepare(
      `UPDATE registered_sites SET removed_at = ?1
        WHERE id = ?2 AND workspace_id = ?3 AND removed_at IS NULL
          AND (SELECT count(*) FROM registered_sites WHERE workspace_id = ?3 AND removed_at >= ?4) < ?5
        RETURNING url`,
    )
    .bind(now.getTime(), siteId, userId, now.getTime() - SITE_REMOVAL_WINDOW_MS, Math.max(1, allowance))
    .first<{ url: string }>();
  if (removed) {
    // Its login secrets go with it: a removed site is never scanned signed in again (decision 043).
    await db.batch([
      db.delete(schema.siteLoginProfiles).where(eq(schema.siteLoginProfiles.siteId, siteId)),
      db.delete(schema.siteFlows).where(eq(schema.siteFlows.siteId, siteId)),
    ]);
    return { ok: true, url: removed.url };
  }
  const site = await db
    .select({ id: schema.registeredSites.id })
    .from(schema.registeredSites)
    .where(
      and(
        eq(schema.registeredSites.id, siteId),
        eq(schema.registeredSites.workspaceId, userId),
        sql`${schema.registeredSites.removedAt} IS NULL`,
      ),
    )
    .get();
  return { ok: false, error: site ? "limit" : "notFound" };
}
