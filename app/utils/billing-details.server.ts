import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { schema } from "#drizzle/db.server";
import { customerFor, syncBillingDetails } from "./billing.server";
import {
  type BillingDetails,
  type BillingErrors,
  billingFields,
  checkBillingDetails,
} from "./billing-details";
import type { User } from "./users.server";

export type BillingDetailsResult =
  | { intent: "billingDetails"; values: BillingDetails; errors: BillingErrors }
  | { intent: "billingDetails"; saved: true; synced: boolean };

/**
 * The profile's "billingDetails" intent: checked, saved in D1, then put on the Stripe customer so that
 * the next invoice carries them. D1 keeps them even when Stripe cannot be reached; the next checkout
 * passes them on again.
 */
export async function saveBillingDetails(
  context: Pick<AppLoadContext, "db" | "billing">,
  user: User,
  form: FormData,
): Promise<BillingDetailsResult> {
  const intent = "billingDetails";
  const typed = Object.fromEntries(
    billingFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as BillingDetails;
  const checked = checkBillingDetails(typed);
  if (checked.errors) return { intent, values: typed, errors: checked.errors };
  const { details } = checked;
  const values = {
    billingCompany: details.company,
    billingLine1: details.line1,
    billingLine2: details.line2,
    billingPostalCode: details.postalCode,
    billingCity: details.city,
    billingCountry: details.country,
    vatId: details.vatId,
  };
  await context.db.update(schema.users).set(values).where(eq(schema.users.id, user.id));
  if (!context.billing) return { intent, saved: true, synced: true };
  try {
    const { stripe } = context.billing;
    await syncBillingDetails(stripe, await customerFor(stripe, context.db, user), { ...user, ...values });
    return { intent, saved: true, synced: true };
  } catch (error) {
    console.error("Passing the billing details to Stripe failed", error);
    return { intent, saved: true, synced: false };
  }
}
