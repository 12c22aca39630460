import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { schema } from "#drizzle/db.server";
import { typedText } from "~/utils/start-scan.server";
import { isVerifiedElsewhere, type User } from "~/utils/users.server";
import {
  EMAIL_MAX,
  NAME_MAX,
  PROFILE_PATH,
  type ProfileErrorKey,
  type ProfileField,
  type ProfileResult,
} from "./profile-fields";

/** Error keys under `account.profile.update.errors` in the message files. */
const profileSchema = z.object({
  name: z.string().trim().min(1, "nameRequired").max(NAME_MAX, "nameTooLong"),
  email: z
    .string()
    .trim()
    .min(1, "emailRequired")
    .max(EMAIL_MAX, "emailTooLong")
    .pipe(z.email("emailInvalid")),
});

/** The "profile" intent: name and email address checked and saved, or the errors with what was typed. */
export async function updateProfile(
  context: AppLoadContext,
  user: User,
  form: FormData,
): Promise<ProfileResult> {
  const intent = "profile";
  const values = { name: typedText(form, "name"), email: typedText(form, "email") };
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ProfileResult["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileField;
      errors[field] ??= issue.message as ProfileErrorKey;
    }
    return { intent, values, errors };
  }
  const { name, email } = parsed.data;
  // A new address has not been confirmed by anyone; the provider's confirmation was for the old one.
  const sameEmail = email.toLowerCase() === user.email.toLowerCase();
  // A verified address belongs to the account that confirmed it.
  if (!sameEmail && (await isVerifiedElsewhere(context.db, email, user.id))) {
    return { intent, values, errors: { email: "emailTaken" } };
  }
  await context.db
    .update(schema.users)
    .set({ name, email, detailsEditedAt: new Date(), ...(sameEmail ? {} : { emailVerified: false }) })
    .where(eq(schema.users.id, user.id));
  throw redirect(`${PROFILE_PATH}?updated=1`);
}
