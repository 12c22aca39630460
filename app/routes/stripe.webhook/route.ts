import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { billingConfigured, handleStripeWebhook } from "~/utils/billing.server";

/** Stripe's webhook endpoint. It carries no Origin; the signature is its proof of origin. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!billingConfigured(context.env)) return new Response("Payments are not configured", { status: 404 });
  const result = await handleStripeWebhook(context.env, context.db, request);
  return new Response(result.body, { status: result.status, headers: { "Content-Type": "text/plain" } });
}
