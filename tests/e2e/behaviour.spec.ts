import { expect, setLanguage, test, waitForHydration } from "./support";

test("the language choice closes the menu and persists across reloads", async ({ page, context }) => {
  await page.goto("/bfsg");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const languageButton = page.getByRole("button", { name: /Sprache/ });
  await languageButton.click();
  await expect(languageButton).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "English" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(/\/bfsg$/);
  const englishButton = page.getByRole("button", { name: /Language/ });
  await expect(englishButton).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Deutsch" })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("en");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "locale")?.value).toBe("en");
});

test("the language menu works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/wcag");
  // Without scripts the disclosure cannot open, so the forms are submitted directly.
  await page
    .locator('form[action="/locale"] button[value="en"]')
    .evaluate((button: HTMLButtonElement) => button.click());
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(/\/wcag$/);
  await context.close();
});

test("dark mode persists across reloads without a flash of the light theme", async ({ page }) => {
  // Records the root's classes at the moment <body> is created, i.e. before the first paint.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        sessionStorage.setItem("class-at-first-paint", document.documentElement.className);
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Zwischen dunklem und hellem Modus wechseln" });
  await expect(toggle).toHaveAttribute("data-mode", "light");
  // The toggle is a script's: a click before hydration has nothing to answer it.
  await waitForHydration(page);
  await toggle.click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(toggle).toHaveAttribute("data-mode", "dark");
  expect(await page.evaluate(() => localStorage.getItem("color-scheme"))).toBe("dark");

  await page.reload();
  expect(await page.evaluate(() => sessionStorage.getItem("class-at-first-paint"))).toContain("dark");
  await expect(page.locator("html")).toHaveClass(/dark/);

  // Back to light, which is what the system prefers: the preference returns to auto.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Zwischen dunklem und hellem Modus wechseln" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("color-scheme"))).toBe("auto");
});

test("auto mode follows the system preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test.describe("on a 375 px wide screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu opens, navigates and closes; the Login button moves into it", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole("banner").getByRole("link", { name: "Anmelden" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Menü öffnen" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();

    const mobileNav = page.getByRole("navigation", { name: "Mobile Navigation" });
    await expect(mobileNav).toBeVisible();
    await expect(page.getByRole("button", { name: "Menü schließen" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(mobileNav.getByRole("link", { name: "Anmelden" })).toBeVisible();
    await mobileNav.getByRole("link", { name: "Kontakt" }).click();

    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/eaa");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Zum Hauptinhalt springen" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("Pricing goes home and scrolls smoothly to the plans", async ({ page, context, baseURL }) => {
  await setLanguage(context, baseURL, "en");
  await page.goto("/contact");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Pricing" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  const heading = page.getByRole("heading", { level: 2, name: "Pricing" });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();

  // Already on the home page: scrolls without navigating.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Pricing" })
    .click();
  await expect(heading).toBeInViewport();
});

test("the billing switch shows monthly or one-time prices", async ({ page }) => {
  await page.goto("/setup");
  const basic = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Basic" }) });
  const monthly = basic.locator('[data-price="monthly"]');
  const once = basic.locator('[data-price="once"]');
  await expect(monthly).toHaveText("15 € pro Monat");
  await expect(monthly).toBeVisible();
  await expect(once).toBeHidden();
  await page.getByText("Einmalig", { exact: true }).click();
  await expect(once).toHaveText("20 € einmalig");
  await expect(once).toBeVisible();
  await expect(monthly).toBeHidden();
});

test.describe("contact form", () => {
  test("confirms a sent message", async ({ page }) => {
    await page.goto("/kontakt");
    await page.getByLabel("E-Mail-Adresse").fill("anna@beispiel.de");
    await page.getByLabel("Betreff").fill("Frage zum BFSG");
    await page.getByLabel("Nachricht").fill("Gilt das BFSG für unseren Online-Shop?");
    await page.getByRole("button", { name: "Senden" }).click();
    const status = page.getByRole("status");
    await expect(status).toHaveText(/Vielen Dank! Ihre Nachricht ist bei uns angekommen/);
    await expect(status).toBeFocused();
  });

  test("shows translated errors, focuses the summary and keeps what was typed", async ({
    page,
    context,
    baseURL,
  }) => {
    await setLanguage(context, baseURL, "en");
    await page.goto("/contact");
    await page.getByLabel("Email address").fill("anna(at)example");
    await page.getByLabel("Message").fill("Please call me back about the Pro plan.");
    await page.getByRole("button", { name: "Send" }).click();

    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Please enter a valid email address");
    await expect(summary).toContainText("Please enter a subject.");
    await expect(page.getByLabel("Email address")).toHaveValue("anna(at)example");
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Message")).toHaveValue("Please call me back about the Pro plan.");
    await expect(page.getByLabel("Message")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/kontakt");
    await page.getByLabel("E-Mail-Adresse").fill("kein-at-zeichen");
    await page.getByLabel("Betreff").fill("Angebot");
    await page.getByLabel("Nachricht").fill("Bitte senden Sie uns ein Angebot.");
    await page.getByRole("button", { name: "Senden" }).click();
    await expect(page.getByRole("alert")).toContainText("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    await expect(page.getByLabel("Nachricht")).toHaveValue("Bitte senden Sie uns ein Angebot.");

    await page.getByLabel("E-Mail-Adresse").fill("einkauf@beispiel.de");
    await page.getByRole("button", { name: "Senden" }).click();
    await expect(page).toHaveURL(/\/kontakt\?sent=1$/);
    await expect(page.getByRole("status")).toContainText("Vielen Dank!");
    await context.close();
  });
});

test("the free-test address is checked with a clear error and kept", async ({ page }) => {
  await page.goto("/");
  const field = page.getByLabel("Adresse Ihrer Website").first();
  await field.fill("ftp://beispiel.de");
  await page.getByRole("button", { name: "Kostenlos testen" }).first().click();
  await expect(page.getByText("Bitte geben Sie eine Adresse mit http:// oder https:// ein.")).toBeVisible();
  await expect(field).toHaveValue("ftp://beispiel.de");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
});

test("over-long input is reported, not cut short by the browser", async ({ page, context, baseURL }) => {
  // A 5,000-character address: the browser used to cut it to 2,048 characters and scan what was left.
  const address = `https://www.beispiel.de/${"a".repeat(5_000)}`;
  await page.goto("/");
  const field = page.getByLabel("Adresse Ihrer Website").first();
  await field.fill(address);
  await expect(field).toHaveValue(address);
  await page.getByRole("button", { name: "Kostenlos testen" }).first().click();
  await expect(field).toHaveAccessibleDescription(/^Die Adresse ist zu lang \(höchstens 2\.048 Zeichen\)/);
  await expect(field).toHaveValue(address);

  await setLanguage(context, baseURL, "en");
  await page.goto("/contact");
  const message = "x".repeat(5_500);
  await page.getByLabel("Email address").fill("anna@example.com");
  await page.getByLabel("Subject").fill("A long story");
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toContainText("The message is too long (5,000 characters at most).");
  await expect(page.getByLabel("Message")).toHaveValue(message);
});

for (const [language, open, close, navigation, login, pricing] of [
  ["de", "Menü öffnen", "Menü schließen", "Mobile Navigation", "Anmelden", "Preise"],
  ["en", "Open menu", "Close menu", "Mobile navigation", "Login", "Pricing"],
] as const) {
  test(`the mobile menu works without JavaScript (${language})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 375, height: 740 },
    });
    await setLanguage(context, baseURL, language);
    const page = await context.newPage();
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: navigation });
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: open, exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: login, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: pricing, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: close, exact: true }).click();
    await expect(menu).toBeHidden();
    await context.close();
  });
}
