import { z } from "zod";
import type { Locale } from "~/i18n";
import { type Database, schema } from "../../drizzle/db.server";
import { CONTACT_LIMITS, type ContactErrorKey, type ContactField } from "./contact";

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

export async function saveContactMessage(db: Database, input: ContactInput, locale: Locale) {
  await db.insert(schema.contactMessages).values({ id: crypto.randomUUID(), ...input, locale });
}
