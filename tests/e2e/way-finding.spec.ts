import { signInSubscriber } from "./journey";
import { expect, languages, setLanguage, test, waitForHydration } from "./support";

/*
 * Finding the way, in the browser: "Websites" in the navigation, a scan button that says at once that it
 * is working and cannot be sent twice, and the report's way to its website's dashboard. The request that
 * starts the scan is held until the busy state has been seen and the button pressed again.
 */

const fixtureOrigin = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const shop = `${fixtureOrigin}/shop/`;

const texts = {
  de: {
    websites: "Websites",
    sitesTitle: "Ihre Websites",
    newScan: "Neue Website scannen",
    websiteAddress: "Adresse der Website",
    scopePage: "Nur diese eine Seite",
    startScan: "Scan starten",
    starting: "Wird gestartet …",
    reportTitle: `Bericht für ${new URL(shop).host}`,
    toDashboard: "Zur Übersicht dieser Website",
    runNow: "Jetzt scannen",
  },
  en: {
    websites: "Websites",
    sitesTitle: "Your websites",
    newScan: "Scan a new website",
    websiteAddress: "Website address",
    scopePage: "This one page only",
    startScan: "Start scan",
    starting: "Starting …",
    reportTitle: `Report for ${new URL(shop).host}`,
    toDashboard: "To this website's dashboard",
    runNow: "Scan now",
  },
} as const;

for (const language of languages) {
  test(`the navigation leads to the websites, and a scan button says at once that it works, in ${language}`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t = texts[language];
    await setLanguage(context, baseURL, language);
    await signInSubscriber(page, language);
    await waitForHydration(page);
    const navigation = page.getByRole("navigation", {
      name: language === "de" ? "Hauptnavigation" : "Main navigation",
    });
    await navigation.getByRole("link", { name: t.websites, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.sitesTitle);
    await expect(navigation.getByRole("link", { name: t.websites, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("link", { name: t.newScan }).click();
    await waitForHydration(page);

    // The form's request waits until the button has been seen busy and pressed once more.
    let starts = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith("/runs"),
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        starts++;
        await held;
        await route.continue();
      },
    );
    await page.getByLabel(t.websiteAddress, { exact: true }).fill(shop);
    await page.getByRole("radio", { name: t.scopePage, exact: true }).check();
    const button = page.locator("#new-scan button[type=submit]");
    await button.click();
    await expect(button).toHaveText(t.starting);
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("status").filter({ hasText: t.starting })).toHaveCount(1);
    // Pressed again as a person would: the busy button takes the click, and Enter, and sends nothing.
    await button.click({ force: true });
    await page.keyboard.press("Enter");
    release();

    await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, { timeout: 60_000 });
    // A second start would have replaced the first before the report opened.
    expect(starts).toBe(1);
    await page.unroute((url) => url.pathname.startsWith("/runs"));

    await page.getByRole("link", { name: t.toDashboard }).click();
    await expect(page).toHaveURL(/\/sites\/\d+$/);
    await expect(navigation.getByRole("link", { name: t.websites, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("button", { name: t.runNow })).toBeVisible();
  });
}
