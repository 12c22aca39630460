import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleStripeWebhook } from "~/utils/billing.server";

/** Stripe's webhook endpoint. It carries no Origin; the signature is its proof of origin. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.billing) return new Response("Payments are not configured", { status: 404 });
  const result = await handleStripeWebhook(context.billing, context.db, request);
  return new Response(result.body, { status: result.status, headers: { "Content-Type": "text/plain" } });
}
