import type Stripe from "stripe";
import type { Database } from "#drizzle/db.server";
import { type InvoiceSummary, summaryOf } from "./invoices.server";
import { buildOrderConfirmationMail } from "./mail/order-confirmation.server";
import { enqueueMail } from "./mail/outbox.server";
import type { PlanId } from "./plans";
import { getUser } from "./users.server";

/** Where the confirmation's links lead, and how a stored mail is sent at once (after the response). */
export type OrderMail = { siteUrl: string; deliver?: (mailId: string) => void };

function planOf(session: Stripe.Checkout.Session): PlanId | null {
  const plan = session.metadata?.plan;
  return plan === "basic" || plan === "pro" || plan === "enterprise" ? plan : null;
}

/**
 * The order confirmation for a completed checkout, stored once per session (a redelivered event adds
 * nothing): the plan, its invoice's number, net, VAT and gross, and the link to the invoice.
 */
export async function enqueueOrderConfirmation(
  stripe: Stripe,
  db: Database,
  userId: string,
  session: Stripe.Checkout.Session,
  orderMail: OrderMail,
): Promise<void> {
  const plan = planOf(session);
  const user = await getUser(db, userId);
  if (!plan || !user) return;
  const invoiceId = typeof session.invoice === "string" ? session.invoice : session.invoice?.id;
  const invoice = invoiceId ? await summaryOf(stripe, await stripe.invoices.retrieve(invoiceId)) : null;
  const amounts: Pick<InvoiceSummary, "currency" | "net" | "vat" | "gross" | "ratePercent" | "treatment"> =
    invoice ?? {
      currency: session.currency ?? "eur",
      net: session.amount_subtotal ?? 0,
      vat: session.total_details?.amount_tax ?? 0,
      gross: session.amount_total ?? 0,
      ratePercent: null,
      treatment: "standard",
    };
  const mail = buildOrderConfirmationMail({
    locale: user.locale,
    plan,
    billing: session.mode === "subscription" ? "monthly" : "once",
    amounts,
    invoice: invoice ? { number: invoice.number, url: invoice.hostedUrl } : null,
    profileUrl: new URL("/profile/general#invoices", orderMail.siteUrl).toString(),
    contactUrl: new URL("/contact", orderMail.siteUrl).toString(),
  });
  const stored = await enqueueMail(db, {
    kind: "order-confirmation",
    dedupeKey: `order-confirmation:${session.id}`,
    userId,
    to: user.email,
    ...mail,
  });
  if (stored.created) orderMail.deliver?.(stored.id);
}
