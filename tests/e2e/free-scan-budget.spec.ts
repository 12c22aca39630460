import type { Browser } from "@playwright/test";
import { type OwnAppServer, startOwnAppServer } from "./own-app-server";
import { axeViolations, expect, type Language, setLanguage, test } from "./support";

/*
 * The hourly budget of free scans is shared by every visitor: spending it on the suite's app server would
 * refuse the other specs' free scans. This spec starts an app server of its own with a budget of one.
 */
let baseURL = "";
let server: OwnAppServer | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnAppServer("budget", { E2E_FREE_SCANS_BUDGET: "1" });
  baseURL = server.baseURL;
});

test.afterAll(() => server?.close());

/** Submits the hero form as a visitor from `address`, with or without JavaScript. */
async function submitFreeScan(
  browser: Browser,
  options: { address: string; language: Language; javaScript: boolean },
) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: options.javaScript,
    // wrangler dev passes the header on, as Cloudflare's edge sets it in production.
    extraHTTPHeaders: { "CF-Connecting-IP": options.address },
  });
  await setLanguage(context, baseURL, options.language);
  const page = await context.newPage();
  await page.goto("/");
  const label = options.language === "de" ? "Adresse Ihrer Website" : "Your website's address";
  const button = options.language === "de" ? "Kostenlos testen" : "Test for free";
  await page.getByLabel(label).first().fill("https://www.beispiel.de/");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: button }).first().click();
  return { context, page, status: (await answer).status() };
}

test("once the hourly budget of free scans is spent, every visitor reads when to try again (German, English)", async ({
  browser,
}) => {
  // The one free scan of this hour.
  const first = await submitFreeScan(browser, { address: "198.51.100.1", language: "de", javaScript: true });
  await expect(first.page).toHaveURL(/\/scan\/[A-Za-z0-9_-]{22}$/);
  await first.context.close();

  // Another visitor, from another address: not their limit, the budget's.
  const german = await submitFreeScan(browser, { address: "198.51.100.2", language: "de", javaScript: true });
  expect(german.status).toBe(429);
  const notice = german.page.locator("#hero-error");
  await expect(notice).toContainText("Die kostenlosen Tests sind für diese Stunde vergeben");
  await expect(notice).toContainText(
    /Das liegt nicht an Ihnen oder Ihrer Adresse\. Bitte versuchen Sie es in (59|60) Minuten erneut\./,
  );
  const field = german.page.getByLabel("Adresse Ihrer Website").first();
  await expect(field).toHaveValue("https://www.beispiel.de/");
  await expect(field).toBeFocused();
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAttribute("aria-describedby", /hero-error/);
  expect(await axeViolations(german.page)).toEqual([]);
  await notice.getByRole("link", { name: "Pläne ansehen" }).click();
  await expect(german.page).toHaveURL(/\/setup$/);
  await german.context.close();

  const english = await submitFreeScan(browser, {
    address: "2001:db8:5::1",
    language: "en",
    javaScript: false,
  });
  expect(english.status).toBe(429);
  const englishNotice = english.page.locator("#hero-error");
  await expect(englishNotice).toContainText("The free tests for this hour have all been used");
  await expect(englishNotice).toContainText(/Please try again in (59|60) minutes\./);
  await expect(english.page.getByLabel("Your website's address").first()).toHaveValue(
    "https://www.beispiel.de/",
  );
  await english.context.close();
});
