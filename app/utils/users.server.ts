import { and, eq, ne, sql } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";
import type { Locale } from "~/i18n";
import { recordAudit } from "./audit.server";

export type User = typeof schema.users.$inferSelect;

export type ProviderProfile = { subject: string; email: string; name: string; emailVerified: boolean };

const sameAddress = (email: string) => sql`lower(${schema.users.email}) = lower(${email})`;

/**
 * Creates the user on first sign-in and refreshes what the provider says on every later one, except name
 * and email once the user changed them here (then the provider's confirmation applies only if it is for
 * the same address). An address confirmed here by mail stays confirmed while it stays the account's
 * address, whatever the provider says. A verified address belongs to one account: when the provider
 * vouches for this account's address, another account that still claims it as verified loses that mark
 * (the provider's newest confirmation wins).
 */
export async function upsertUser(
  db: Database,
  profile: ProviderProfile,
  locale: Locale,
  now = new Date(),
): Promise<User> {
  // Details the user changed here stay; the provider's confirmation counts only for the address kept.
  const known = await db
    .select({
      email: schema.users.email,
      name: schema.users.name,
      editedAt: schema.users.detailsEditedAt,
      emailVerified: schema.users.emailVerified,
    })
    .from(schema.users)
    .where(eq(schema.users.subject, profile.subject))
    .get();
  const keepOwn = known?.editedAt != null;
  const email = keepOwn ? known.email : profile.email;
  const name = keepOwn ? known.name : profile.name;
  const vouched = profile.emailVerified && email.toLowerCase() === profile.email.toLowerCase();
  const confirmedHere = known?.emailVerified === true && email.toLowerCase() === known.email.toLowerCase();
  const emailVerified = vouched || confirmedHere;
  if (!known && vouched) {
    const claimed = await claimHeldAccount(db, profile, locale, now);
    if (claimed) return claimed;
  }
  const release = releaseAddress(db, email, profile.subject);
  const upsert = db
    .insert(schema.users)
    .values({ id: crypto.randomUUID(), ...profile, locale, lastLoginAt: now })
    .onConflictDoUpdate({
      target: schema.users.subject,
      set: { email, name, emailVerified, lastLoginAt: now },
    })
    .returning();
  const [, [user]] = vouched ? await db.batch([release, upsert]) : [null, await upsert];
  if (!user) throw new Error("Saving the user returned no row");
  return user;
}

/** Takes the verified mark off other accounts holding `email`: the provider's newest confirmation wins. */
function releaseAddress(db: Database, email: string, subject: string) {
  return db
    .update(schema.users)
    .set({ emailVerified: false })
    .where(and(sameAddress(email), eq(schema.users.emailVerified, true), ne(schema.users.subject, subject)));
}

/**
 * A first sign-in whose address the provider confirmed takes over the account an agency holds for that
 * address (decision 050): the held account gets this sign-in's subject, so its workspace, founded by the
 * agency, becomes this person's own. Only a confirmed address claims it, never one merely typed in.
 */
async function claimHeldAccount(
  db: Database,
  profile: ProviderProfile,
  locale: Locale,
  now: Date,
): Promise<User | undefined> {
  const claim = db
    .update(schema.users)
    .set({
      subject: profile.subject,
      name: profile.name,
      email: profile.email,
      emailVerified: true,
      unclaimed: false,
      locale,
      lastLoginAt: now,
    })
    .where(and(eq(schema.users.unclaimed, true), sameAddress(profile.email)))
    .returning();
  const [, [user]] = await db.batch([releaseAddress(db, profile.email, profile.subject), claim]);
  if (user) await recordAudit(db, user, user, "workspace.claimed", user.email, "", now);
  return user;
}

/** Whether another account holds this address as verified (letter case does not matter). */
export async function isVerifiedElsewhere(db: Database, email: string, userId: string): Promise<boolean> {
  const other = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(sameAddress(email), eq(schema.users.emailVerified, true), ne(schema.users.id, userId)))
    .get();
  return other !== undefined;
}

export async function getUser(db: Database, id: string): Promise<User | undefined> {
  return db.select().from(schema.users).where(eq(schema.users.id, id)).get();
}
