import { eq } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";
import type { UnsubscribableKind } from "./unsubscribe.server";

export type MailPreferences = { runAlerts: boolean; weeklyDigest: boolean; runFailed: boolean };

/** Without a saved choice: alerts and failure notices on (the reason to schedule), the digest opt-in. */
export const defaultMailPreferences: MailPreferences = {
  runAlerts: true,
  weeklyDigest: false,
  runFailed: true,
};

const preferenceOf: Record<UnsubscribableKind, keyof MailPreferences> = {
  "run-alert": "runAlerts",
  "weekly-digest": "weeklyDigest",
  "run-failed": "runFailed",
};

export async function getMailPreferences(db: Database, userId: string): Promise<MailPreferences> {
  const [row] = await db
    .select()
    .from(schema.mailPreferences)
    .where(eq(schema.mailPreferences.userId, userId));
  return row
    ? { runAlerts: row.runAlerts, weeklyDigest: row.weeklyDigest, runFailed: row.runFailed }
    : defaultMailPreferences;
}

export async function saveMailPreferences(
  db: Database,
  userId: string,
  preferences: MailPreferences,
): Promise<void> {
  const values = { ...preferences, updatedAt: new Date() };
  await db
    .insert(schema.mailPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: schema.mailPreferences.userId, set: values });
}

export async function wantsMail(db: Database, userId: string, kind: UnsubscribableKind): Promise<boolean> {
  return (await getMailPreferences(db, userId))[preferenceOf[kind]];
}

/** Switches one kind off, keeping the others as they were. */
export async function unsubscribeFrom(db: Database, userId: string, kind: UnsubscribableKind): Promise<void> {
  const [user] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  // A deleted account gets no mail anyway: nothing to switch off.
  if (!user) return;
  const current = await getMailPreferences(db, userId);
  await saveMailPreferences(db, userId, { ...current, [preferenceOf[kind]]: false });
}

/**
 * The profile form's checkboxes: a checked box sends "on", an unchecked one nothing. Anything else is a
 * forged or broken request and is refused rather than read as "off".
 */
export function preferencesFromForm(form: FormData): MailPreferences | null {
  const read = (name: string): boolean | null => {
    const values = form.getAll(name);
    if (values.length === 0) return false;
    return values.length === 1 && values[0] === "on" ? true : null;
  };
  const runAlerts = read("runAlerts");
  const weeklyDigest = read("weeklyDigest");
  const runFailed = read("runFailed");
  if (runAlerts === null || weeklyDigest === null || runFailed === null) return null;
  return { runAlerts, weeklyDigest, runFailed };
}
