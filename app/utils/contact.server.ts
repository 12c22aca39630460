import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { schema } from "#drizzle/db.server";
import type { Locale } from "~/i18n";
import { CONTACT_LIMITS, type ContactErrorKey, type ContactField } from "./contact";
import { deliverMail, outboxInsert } from "./mail/outbox.server";
import { buildContactMail } from "./mail/templates.server";

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
 * Stores the message and, in the same batch, a mail of it to the operator's inbox (reply-to the sender);
 * the mail is sent after the response. A failed send leaves both in D1, and the outbox retries it.
 */
export async function saveContactMessage(
  context: Pick<AppLoadContext, "db" | "env" | "cloudflare">,
  input: ContactInput,
  locale: Locale,
) {
  const { db, env } = context;
  const id = crypto.randomUUID();
  const mail = buildContactMail({
    locale: "de",
    senderEmail: input.email,
    senderLocale: locale,
    subject: input.subject,
    message: input.message,
  });
  const [, [queued]] = await db.batch([
    db.insert(schema.contactMessages).values({ id, ...input, locale }),
    outboxInsert(db, {
      kind: "contact",
      dedupeKey: `contact:${id}`,
      // Without mail set up the mail waits in the outbox for the address it will then go to.
      to: env.CONTACT_INBOX ?? env.IMPRINT_EMAIL,
      replyTo: input.email,
      ...mail,
    }),
  ]);
  if (queued) {
    context.cloudflare.ctx.waitUntil(
      deliverMail(env, queued.id).catch((error) =>
        console.error("Delivering a contact message failed", error),
      ),
    );
  }
}
