import { expect, type Page, test } from "@playwright/test";
import { type Language, waitForAppHydration, waitForHydration } from "./support";

export { trackHydration, waitForHydration } from "./support";

/* The signed-in journeys' common steps: signing in at the local OpenID provider and buying a plan. */

export const onProvider = new RegExp(`^http://127\\.0\\.0\\.1:${process.env.E2E_OIDC_PORT}/`);
export const onStripe = new RegExp(`^http://127\\.0\\.0\\.1:${process.env.E2E_STRIPE_PORT}/pay/`);

const purchaseTexts = {
  de: {
    oneTime: "Einmalig",
    chooseBasic: "Basic wählen",
    websiteAddress: "Adresse der Website",
    checkoutSuccess: "Vielen Dank – Ihr Plan ist aktiv.",
    // The local Stripe's page is in English; the amount and currency are what the German plans show.
    checkoutPrice: { monthly: "€15.00 per month", once: "€20.00 once" },
    // With a German billing address, 19 % German VAT on top of the net price.
    checkoutVat: { monthly: ["€2.85", "€17.85"], once: ["€3.80", "€23.80"] },
  },
  en: {
    oneTime: "One-time",
    chooseBasic: "Choose Basic",
    websiteAddress: "Website address",
    checkoutSuccess: "Thank you — your plan is active.",
    checkoutPrice: { monthly: "$15.00 per month", once: "$20.00 once" },
    checkoutVat: { monthly: ["$2.85", "$17.85"], once: ["$3.80", "$23.80"] },
  },
} as const;

/** A login the local provider has never seen, i.e. a new user, even across parallel workers. */
export function newLogin(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** On the local provider's login page: any login signs in, and a new login is a new user. */
export async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(onProvider);
  await page.getByLabel("Login", { exact: true }).fill(login);
  await page.getByRole("button", { name: "Sign-in", exact: true }).click();
  // Back in the app on a document the provider's redirect loaded, not through `goto` (which waits): a key
  // or a click before React has hydrated it can make React throw #345 while Remix still decodes the
  // page's data.
  await page.waitForURL((url) => !onProvider.test(url.href), { waitUntil: "domcontentloaded" });
  await waitForAppHydration(page);
}

/** From /setup, signed in: Basic with the chosen billing, paid at the local Stripe, back on the run list. */
export async function buyBasic(page: Page, language: Language, billing: "monthly" | "once") {
  const t = purchaseTexts[language];
  await expect(page).toHaveURL(/\/setup(\?|$)/);
  // A click while React is still hydrating the page can make it throw (React error #345).
  await waitForHydration(page);
  if (billing === "once") {
    await page.getByText(t.oneTime, { exact: true }).click();
    await expect(page.getByRole("radio", { name: t.oneTime, exact: true })).toBeChecked();
  }
  await page.getByRole("button", { name: t.chooseBasic, exact: true }).click();

  await expect(page).toHaveURL(onStripe);
  // The price proves which billing the app asked for, and that it is charged in the currency shown.
  await expect(page.getByRole("listitem")).toContainText(t.checkoutPrice[billing]);
  await enterBillingAddress(page);
  const [vat, total] = t.checkoutVat[billing];
  await expect(page.locator("dl")).toContainText(`VAT 19%${vat}`);
  await expect(page.getByText("Total due today:", { exact: false })).toHaveText(`Total due today: ${total}`);
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/runs\?checkout=success$/);
  // The page may first say that the payment is being confirmed, and refreshes itself until it is.
  await expect(page.getByLabel(t.websiteAddress, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(t.checkoutSuccess, { exact: true })).toBeVisible();
}

/**
 * On the local Stripe's checkout page: a German billing address, which Stripe Tax needs (the checkout
 * requires one); its VAT line appears once the total is updated for it.
 */
export async function enterBillingAddress(page: Page) {
  await expect(page).toHaveURL(onStripe);
  await page.getByLabel("Full name or business name", { exact: true }).fill("Erika Muster");
  await page.getByLabel("Address", { exact: true }).fill("Musterweg 1");
  await page.getByLabel("Postal code", { exact: true }).fill("10115");
  await page.getByLabel("City", { exact: true }).fill("Berlin");
  await page.getByLabel("Country", { exact: true }).selectOption("DE");
  await page.getByRole("button", { name: "Update total", exact: true }).click();
  await expect(page.locator("dl")).toContainText("VAT 19%");
}

/** A new user who signs in from the plans and buys Basic; ends on the (empty) run list. */
export async function newCustomer(page: Page, language: Language): Promise<string> {
  const login = newLogin(`kunde-${language}`);
  await page.goto("/setup");
  await waitForHydration(page);
  // Signed out, choosing a plan means signing in first; afterwards the plans are shown again.
  await page.getByRole("link", { name: purchaseTexts[language].chooseBasic, exact: true }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/setup\?plan=basic$/);
  await buyBasic(page, language, "monthly");
  return login;
}

/** Seeded subscribers a test worker hands out, one to a test (tests/e2e/seed.sql holds 1,000 a language). */
const SUBSCRIBERS_PER_WORKER = 50;
let subscribersTaken = 0;

/**
 * A subscriber of Basic (seeded by tests/e2e/serve.sh, never used before), signed in at the local
 * provider; ends on the (empty) run list. Returns the login. The purchase itself is tested where it is
 * the subject (account.spec.ts, billing.spec.ts, newCustomer).
 */
export async function signInSubscriber(page: Page, language: Language): Promise<string> {
  const number = test.info().workerIndex * SUBSCRIBERS_PER_WORKER + ++subscribersTaken;
  if (subscribersTaken > SUBSCRIBERS_PER_WORKER || number > 1000)
    throw new Error(`no seeded subscriber left for test worker ${test.info().workerIndex}`);
  const login = `abo-${language}-${number}`;
  await page.goto("/login?returnTo=%2Fruns");
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/runs$/);
  await expect(page.getByLabel(purchaseTexts[language].websiteAddress, { exact: true })).toBeVisible();
  return login;
}
