import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "#drizzle/db.server";
import type { Locale } from "~/i18n";
import { VERIFICATION_LINK_HOURS, VERIFY_EMAIL_PATH } from "./email-verification";
import { mailConfigFrom } from "./mail/config.server";
import { deliverMail, enqueueMail } from "./mail/outbox.server";
import { fromBase64Url, signPayload, toBase64Url, verifyPayload } from "./mail/signed-links.server";
import { buildVerifyEmailMail } from "./mail/verify-email.server";
import { getUser, isVerifiedElsewhere, type User } from "./users.server";

/**
 * Confirming an account's address by a link in a mail (docs/decisions/026-email-verification-by-mail.md).
 * The link carries a token signed with SESSION_SECRET: the account, the exact address and when it expires.
 * Nothing is stored for it; a token stops working when it expires or the account's address changes.
 */
const HOUR_MS = 60 * 60_000;
/** Verification links' own signing label (see signed-links.server.ts). */
const PURPOSE = "klarsicht email verification v1";
/** Room for the account id, an address of up to 254 characters and the expiry, in base64url. */
const PAYLOAD_MAX = 600;

export type VerificationClaim = { userId: string; email: string; expiresAt: Date };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function createVerificationToken(
  secret: string,
  userId: string,
  email: string,
  now = new Date(),
): Promise<string> {
  const payload = `${userId}\n${email}\n${now.getTime() + VERIFICATION_LINK_HOURS * HOUR_MS}`;
  const encoded = toBase64Url(new TextEncoder().encode(payload));
  return `${encoded}.${await signPayload(secret, PURPOSE, payload)}`;
}

export type TokenReading = { status: "invalid" } | { status: "expired" | "valid"; claim: VerificationClaim };

/** What a token says, if its signature holds; an expired one is told apart so the page can say so. */
export async function readVerificationToken(
  secret: string,
  token: string | null,
  now = new Date(),
): Promise<TokenReading> {
  const [encoded, signature, ...rest] = (token ?? "").split(".");
  const bytes = encoded && rest.length === 0 ? fromBase64Url(encoded, PAYLOAD_MAX) : null;
  if (!bytes || !signature) return { status: "invalid" };
  let payload: string;
  try {
    payload = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { status: "invalid" };
  }
  if (!(await verifyPayload(secret, PURPOSE, payload, signature))) return { status: "invalid" };
  const [userId, email, expires] = payload.split("\n");
  const expiresAt = Number(expires);
  if (!userId || !email || !Number.isSafeInteger(expiresAt)) return { status: "invalid" };
  const claim = { userId, email, expiresAt: new Date(expiresAt) };
  return { status: expiresAt <= now.getTime() ? "expired" : "valid", claim };
}

/** Every outcome of a link, as the page words it (`emailVerification.page.errors.*` for the refusals). */
export type VerificationCheck =
  | { status: "ready" | "verified"; email: string }
  | { status: "alreadyVerified"; email: string }
  | { status: "invalid" | "expired" | "otherAccount" | "addressChanged" | "taken"; email: string };

/** Whether the signed-in user may confirm with this token; changes nothing (mail scanners open links). */
export async function checkVerification(
  context: Pick<AppLoadContext, "db" | "env">,
  user: User,
  token: string | null,
  now = new Date(),
): Promise<VerificationCheck & { claim?: VerificationClaim }> {
  const secret = context.env.SESSION_SECRET;
  const reading = secret ? await readVerificationToken(secret, token, now) : { status: "invalid" as const };
  const email = user.email;
  if (reading.status === "invalid") return { status: "invalid", email };
  const { claim } = reading;
  if (claim.userId !== user.id) return { status: "otherAccount", email };
  if (!sameAddress(claim.email, user.email)) return { status: "addressChanged", email };
  if (user.emailVerified) return { status: "alreadyVerified", email };
  if (reading.status === "expired") return { status: "expired", email };
  if (await isVerifiedElsewhere(context.db, email, user.id)) return { status: "taken", email };
  return { status: "ready", email, claim };
}

/**
 * Marks the address verified if the token still allows it. The update itself repeats the conditions (the
 * same address, no other verified holder) in one statement, so an address changed or confirmed elsewhere
 * a moment ago is refused rather than raced; the unique index on verified addresses backs it.
 */
export async function confirmVerification(
  context: Pick<AppLoadContext, "db" | "env">,
  user: User,
  token: string | null,
  now = new Date(),
): Promise<VerificationCheck> {
  const check = await checkVerification(context, user, token, now);
  if (check.status !== "ready" || !check.claim) return { status: check.status, email: check.email };
  const { email } = check.claim;
  const updated = await context.db
    .update(schema.users)
    .set({ emailVerified: true })
    .where(
      and(
        eq(schema.users.id, user.id),
        sql`lower(${schema.users.email}) = lower(${email})`,
        sql`not exists (select 1 from users as holder where lower(holder.email) = lower(${email}) and holder.email_verified = 1 and holder.id <> ${user.id})`,
      ),
    )
    .returning({ id: schema.users.id });
  if (updated.length > 0) return { status: "verified", email };
  // Refused: tell which of the two conditions changed since the check.
  const current = await getUser(context.db, user.id);
  if (!current || !sameAddress(current.email, email)) {
    return { status: "addressChanged", email: current?.email ?? email };
  }
  return { status: "taken", email };
}

/** One verification mail per account, address and clock hour: the outbox keeps one mail per key. */
function dedupeKeyOf(user: User, now: Date): string {
  return `verify-email:${user.id}:${user.email.toLowerCase()}:${Math.floor(now.getTime() / HOUR_MS)}`;
}

/** Whole minutes (at least 1) until the next verification mail may be asked for. */
function minutesUntilNextHour(now: Date): number {
  return Math.max(1, Math.ceil((HOUR_MS - (now.getTime() % HOUR_MS)) / 60_000));
}

export type VerificationRequest =
  | { status: "sent" | "queued" | "taken" | "done"; email: string }
  | { status: "recent"; email: string; minutes: number };

/**
 * Sends the verification mail to the account's current address, in the language the user reads the site
 * in, unless one went there within this clock hour (then it says when another may be asked for).
 */
export async function requestVerificationMail(
  context: Pick<AppLoadContext, "db" | "env" | "cloudflare">,
  user: User,
  locale: Locale,
  now = new Date(),
): Promise<VerificationRequest> {
  const { env, db } = context;
  const email = user.email;
  if (user.emailVerified) return { status: "done", email };
  // A mail would lead only to a refusal: the address belongs to another account.
  if (await isVerifiedElsewhere(db, email, user.id)) return { status: "taken", email };
  if (!env.SESSION_SECRET) throw new Error("Verification mails need SESSION_SECRET to sign their links");
  const link = new URL(VERIFY_EMAIL_PATH, env.SITE_URL);
  link.searchParams.set("token", await createVerificationToken(env.SESSION_SECRET, user.id, email, now));
  const mail = buildVerifyEmailMail({ locale, email, link: link.toString(), hours: VERIFICATION_LINK_HOURS });
  const stored = await enqueueMail(
    db,
    { kind: "verify-email", dedupeKey: dedupeKeyOf(user, now), userId: user.id, to: email, ...mail },
    now,
  );
  if (!stored.created) return { status: "recent", email, minutes: minutesUntilNextHour(now) };
  // Without a mail provider the mail waits in the outbox: the page must not claim it was sent.
  if (!mailConfigFrom(env)) return { status: "queued", email };
  context.cloudflare.ctx.waitUntil(
    deliverMail(env, stored.id).catch((error) =>
      console.error("Delivering a verification mail failed", error),
    ),
  );
  return { status: "sent", email };
}

/** Minutes until another mail may be asked for, if one went to the account's address this hour. */
export async function recentVerificationMail(
  context: Pick<AppLoadContext, "db">,
  user: User,
  now = new Date(),
): Promise<number | null> {
  const row = await context.db
    .select({ id: schema.mailOutbox.id })
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.dedupeKey, dedupeKeyOf(user, now)))
    .get();
  return row ? minutesUntilNextHour(now) : null;
}
