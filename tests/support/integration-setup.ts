import type { TestProject } from "vitest/node";
import { startLocalHooks } from "#dev/services/hooks-server";
import { startLocalMail } from "#dev/services/mail-server";
import { startLocalOidcProvider } from "#dev/services/oidc-provider";
import { startLocalStripe } from "#dev/services/stripe-server";
import { startLocalTurnstile } from "#dev/services/turnstile-server";
import { startDohStandIn } from "../fakes/doh-server";

/**
 * The integration tests' third parties, run for real on 127.0.0.1: the local OpenID provider and the
 * local Stripe-compatible server and the local mail stand-in. The Worker under test (origin http://localhost) reaches both.
 */
export default async function setup(project: TestProject) {
  const oidc = await startLocalOidcProvider({
    redirectUris: ["http://localhost/auth/callback"],
    postLogoutRedirectUris: ["http://localhost/"],
  });
  const stripe = await startLocalStripe({});
  // A customer of the original product: URL lists kept in Stripe metadata, to be imported once.
  await stripe.seedLegacyCustomer({
    auth0Id: "auth0|legacy-customer",
    email: "legacy@example.test",
    subscriptionUrls: ["https://alt-kunde.example/"],
    oneTimePayments: [{ urls: ["https://shop-a.example/"], priceId: "price_pro_once" }],
  });
  // Turnstile's stand-in: the tests that need it turn it on in the env they hand to the Worker.
  const turnstile = await startLocalTurnstile();
  project.provide("turnstileUrl", turnstile.url);
  project.provide("oidcIssuer", oidc.issuer);
  project.provide("stripeApiBase", stripe.url);
  const mail = await startLocalMail({ apiKey: "re_integration_key" });
  project.provide("mailApiBase", mail.url);
  // Webhooks (decision 044): a receiver that checks signatures on its own, and the DNS the app's
  // address check asks, with a name that leads into a private network.
  const hooks = await startLocalHooks();
  project.provide("hooksUrl", hooks.url);
  const doh = await startDohStandIn({
    "intern.example": ["10.1.2.3"],
    "mixed.example": ["93.184.216.34", "fd00::1"],
  });
  project.provide("dohUrl", doh.url);
  return async () => {
    await doh.close();
    await hooks.close();
    await mail.close();
    await turnstile.close();
    await stripe.close();
    await oidc.close();
  };
}
