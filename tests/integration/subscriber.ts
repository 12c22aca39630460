import { env } from "cloudflare:test";
import { createDb, schema } from "#drizzle/db.server";
import { parseEnv } from "~/utils/env.server";
import { createSession } from "~/utils/sessions.server";
import { type User, upsertUser } from "~/utils/users.server";

/** A new user without a plan, and the session cookie that signs them in. */
export async function signedInUser(name = "Kim Berger"): Promise<{ user: User; cookie: string }> {
  const db = createDb(env.DB);
  const user = await upsertUser(
    db,
    { subject: `local|${crypto.randomUUID()}`, email: "kim@example.test", name, emailVerified: true },
    "de",
  );
  const setCookie = await createSession(db, parseEnv(env), { userId: user.id });
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

/** A new user with an active Pro subscription, and the session cookie that signs them in. */
export async function signedInSubscriber(name = "Kim Berger"): Promise<{ user: User; cookie: string }> {
  const db = createDb(env.DB);
  const signedIn = await signedInUser(name);
  await db.insert(schema.subscriptions).values({
    id: `sub_${crypto.randomUUID()}`,
    workspaceId: signedIn.user.id,
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
  return signedIn;
}
