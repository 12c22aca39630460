import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { schema } from "#drizzle/db.server";
import type { Locale } from "~/i18n";
import { CONTACT_LIMITS, type ContactErrorKey, type ContactField } from "./contact";
import { deliverMail, outboxInsert } from "./mail/outbox.server";
import { buildContactCopyMail, buildContactMail } from "./mail/templates.server";
import type { User } from "./users.server";

/** Error keys under `contact.errors` in the message files. */
const contactSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "emailRequired")
    .max(CONTACT_LIMITS.emailMax, "emailTooLong")
    .pipe(z.email("emailInvalid")),
  subject: z
    .string()
    .trim()
    .min(1, "subjectRequired")
    .min(CONTACT_LIMITS.subjectMin, "subjectTooShort")
    .max(CONTACT_LIMITS.subjectMax, "subjectTooLong"),
  message: z
    .string()
    .trim()
    .min(1, "messageRequired")
    .min(CONTACT_LIMITS.messageMin, "messageTooShort")
    .max(CONTACT_LIMITS.messageMax, "messageTooLong"),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactValidation =
  | { ok: true; data: ContactInput }
  | { ok: false; errors: Partial<Record<ContactField, ContactErrorKey>> };

export function validateContact(values: Record<ContactField, string>): ContactValidation {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<ContactField, ContactErrorKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorKey;
  }
  return { ok: false, errors };
}

/**
 * Whether the sender gets a copy of their message: only when they are signed in and wrote from their
 * account's verified address. A copy to whatever address the form names would let anyone mail text of
 * their choosing to a stranger from our domain (a relay for spam or phishing): Turnstile slows robots but
 * not a person with a list of victims, and a rate limit per network would still let each attempt through.
 * An address the account proved it reads cannot be a stranger's, so no limit beyond the form's is needed.
 */
export function copyRecipient(input: ContactInput, sender: User | null): string | null {
  if (!sender?.emailVerified) return null;
  return sender.email.toLowerCase() === input.email.toLowerCase() ? sender.email : null;
}

/**
 * Stores the message and, in the same batch, a mail of it to the operator's inbox (reply-to the sender)
 * and, for a signed-in sender writing from their verified address, a copy to them in their language;
 * the mails are sent after the response. A failed send leaves them in D1, and the outbox retries it.
 * Answers where the copy went, if anywhere.
 */
export async function saveContactMessage(
  context: Pick<AppLoadContext, "db" | "env" | "cloudflare">,
  input: ContactInput,
  locale: Locale,
  sender: User | null = null,
): Promise<{ copyTo: string | null }> {
  const { db, env } = context;
  const id = crypto.randomUUID();
  const mail = buildContactMail({
    locale: "de",
    senderEmail: input.email,
    senderLocale: locale,
    subject: input.subject,
    message: input.message,
  });
  const copyTo = copyRecipient(input, sender);
  const copy = copyTo
    ? outboxInsert(db, {
        kind: "contact-copy",
        dedupeKey: `contact-copy:${id}`,
        to: copyTo,
        userId: sender?.id ?? null,
        ...buildContactCopyMail({
          locale,
          senderEmail: copyTo,
          subject: input.subject,
          message: input.message,
        }),
      })
    : null;
  const operatorMail = outboxInsert(db, {
    kind: "contact",
    dedupeKey: `contact:${id}`,
    // Without mail set up the mail waits in the outbox for the address it will then go to.
    to: env.CONTACT_INBOX ?? env.IMPRINT_EMAIL,
    replyTo: input.email,
    ...mail,
  });
  const message = db.insert(schema.contactMessages).values({ id, ...input, locale });
  const [, queued, copied] = copy
    ? await db.batch([message, operatorMail, copy])
    : [...(await db.batch([message, operatorMail])), []];
  for (const [row] of [queued, copied]) {
    if (!row) continue;
    context.cloudflare.ctx.waitUntil(
      deliverMail(env, row.id).catch((error) => console.error("Delivering a contact message failed", error)),
    );
  }
  return { copyTo };
}
