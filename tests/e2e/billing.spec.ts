import Stripe from "stripe";
import { buyBasic, newCustomer, newLogin, signInAtProvider, waitForHydration } from "./journey";
import { expect, setLanguage, test } from "./support";

/*
 * Plan changes and refunds with the local Stripe's own pages and its signed webhooks to the running Worker.
 */

const stripe = new Stripe("sk_test_local", {
  apiVersion: "2025-03-31.basil",
  host: "127.0.0.1",
  port: Number(process.env.E2E_STRIPE_PORT),
  protocol: "http",
});

test("a subscriber choosing another monthly plan changes it in the portal instead of buying a second one", async ({
  page,
  context,
  baseURL,
}) => {
  await setLanguage(context, baseURL, "en");
  await newCustomer(page, "en");

  await page.goto("/setup");
  await expect(page.getByText("You already have a subscription (Basic).", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Choose Pro", exact: true }).click();

  await expect(page).toHaveURL(/\/portal\/bps_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Update your plan");
  await expect(page.getByText("$15.00 per month", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Switch to Pro", exact: true }).click();

  // The portal returns after the app has answered the subscription's update event.
  await expect(page).toHaveURL(/\/profile\/general$/);
  await expect(page.getByText("Pro subscription", { exact: true })).toBeVisible();
  await expect(page.getByText("40,00 $ per month", { exact: true })).toBeVisible();
});

test("a fully refunded one-time plan no longer opens the runs", async ({ page }) => {
  const login = newLogin("erstattet");
  await page.goto("/setup");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Basic wählen", exact: true }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/setup\?plan=basic$/);
  await buyBasic(page, "de", "once");

  const [customer] = (await stripe.customers.search({ query: `metadata['auth0_id']:'local|${login}'` })).data;
  const [payment] = (await stripe.paymentIntents.list({ customer: customer?.id })).data;
  await stripe.refunds.create({ payment_intent: payment?.id });
  const [refunded] = (await stripe.events.list({ type: "charge.refunded", limit: 100 })).data.filter(
    (event) => (event.data.object as Stripe.Charge).payment_intent === payment?.id,
  );
  // Delivered once the app has answered it: the local Stripe answers this when no delivery is in flight.
  const settled = await fetch(`http://127.0.0.1:${process.env.E2E_STRIPE_PORT}/local/webhooks/settled`, {
    method: "POST",
  });
  expect(settled.status).toBe(204);
  expect((await stripe.events.retrieve(refunded?.id ?? "")).pending_webhooks).toBe(0);

  await page.goto("/runs");
  await expect(page).toHaveURL(/\/setup$/);
});
