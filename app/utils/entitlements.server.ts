import { and, asc, eq, sql } from "drizzle-orm";
import type { ScanLevel } from "../../workers/scanner/contract";
import { type Database, schema } from "./db.server";

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
  /** URLs the user may register, and those registered, over the subscription and all payments. */
  allowance: number;
  registeredUrls: string[];
};

export async function getEntitlements(db: Database, userId: string, now = new Date()): Promise<Entitlements> {
  const [subscriptionRows, paymentRows] = await Promise.all([
    db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)),
    db
      .select()
      .from(schema.oneTimePayments)
      .where(and(eq(schema.oneTimePayments.userId, userId), eq(schema.oneTimePayments.status, "succeeded")))
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

export type RegisterResult =
  | { ok: true; alreadyRegistered: boolean }
  | { ok: false; error: "allowanceExceeded" };

/**
 * Registers a site URL within the allowance, as the original product did: a subscription takes it
 * while it has room (a URL already on it is not added twice); otherwise the first succeeded one-time
 * payment whose count is below its limit receives it.
 */
export async function registerUrl(
  db: Database,
  userId: string,
  url: string,
  now = new Date(),
): Promise<RegisterResult> {
  const { subscription, payments, registeredUrls } = await getEntitlements(db, userId, now);
  if (registeredUrls.includes(url)) return { ok: true, alreadyRegistered: true };

  // Each append re-checks the room in the same statement, so two requests at once cannot overfill a plan.
  const { subscriptions, oneTimePayments } = schema;
  if (subscription) {
    const appended = await db
      .update(subscriptions)
      .set({ registeredUrls: sql`json_insert(${subscriptions.registeredUrls}, '$[#]', ${url})` })
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          sql`json_array_length(${subscriptions.registeredUrls}) < ${subscriptions.urlAllowance}`,
        ),
      )
      .returning({ id: subscriptions.id });
    if (appended.length === 1) return { ok: true, alreadyRegistered: false };
  }
  for (const payment of payments) {
    const appended = await db
      .update(oneTimePayments)
      .set({ registeredUrls: sql`json_insert(${oneTimePayments.registeredUrls}, '$[#]', ${url})` })
      .where(
        and(
          eq(oneTimePayments.id, payment.id),
          sql`json_array_length(${oneTimePayments.registeredUrls}) < ${oneTimePayments.urlLimit}`,
        ),
      )
      .returning({ id: oneTimePayments.id });
    if (appended.length === 1) return { ok: true, alreadyRegistered: false };
  }
  return { ok: false, error: "allowanceExceeded" };
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
