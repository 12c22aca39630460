/**
 * The local Stripe as a process, for `npm run dev` and the e2e tests.
 * Env: LOCAL_STRIPE_PORT (default 12111), LOCAL_STRIPE_WEBHOOK_URL (where signed events go).
 */

import { closeOnSignal } from "./stand-in-server";
import { startLocalStripe } from "./stripe-server";

const stripe = await startLocalStripe({
  port: Number(process.env.LOCAL_STRIPE_PORT || 12111),
  webhookUrl: process.env.LOCAL_STRIPE_WEBHOOK_URL || undefined,
});
console.log(`Local Stripe on ${stripe.url}`);

closeOnSignal(() => stripe.close());
