import { eq } from "drizzle-orm";
import type { Locale } from "~/i18n";
import { type Database, schema } from "./db.server";

export type User = typeof schema.users.$inferSelect;

export type ProviderProfile = { subject: string; email: string; name: string; emailVerified: boolean };

/** Creates the user on first sign-in and refreshes what the provider says on every later one. */
export async function upsertUser(
  db: Database,
  profile: ProviderProfile,
  locale: Locale,
  now = new Date(),
): Promise<User> {
  const [user] = await db
    .insert(schema.users)
    .values({ id: crypto.randomUUID(), ...profile, locale, lastLoginAt: now })
    .onConflictDoUpdate({
      target: schema.users.subject,
      set: {
        email: profile.email,
        name: profile.name,
        emailVerified: profile.emailVerified,
        lastLoginAt: now,
      },
    })
    .returning();
  if (!user) throw new Error("Saving the user returned no row");
  return user;
}

export async function getUser(db: Database, id: string): Promise<User | undefined> {
  return db.select().from(schema.users).where(eq(schema.users.id, id)).get();
}
