import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleStripeWebhook } from "~/utils/billing.server";
import { deliverMail } from "~/utils/mail/outbox.server";

/** Stripe's webhook endpoint. It carries no Origin; the signature is its proof of origin. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.billing) return new Response("Payments are not configured", { status: 404 });
  const { env } = context;
  const result = await handleStripeWebhook(context.billing, context.db, request, {
    siteUrl: env.SITE_URL,
    // Without a mail provider the confirmation waits in the outbox until one is set.
    deliver: context.mail
      ? (mailId) =>
          context.cloudflare.ctx.waitUntil(
            deliverMail(env, mailId).catch((error) =>
              console.error("Delivering an order confirmation failed", error),
            ),
          )
      : undefined,
  });
  return new Response(result.body, { status: result.status, headers: { "Content-Type": "text/plain" } });
}
