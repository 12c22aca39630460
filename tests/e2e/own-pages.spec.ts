/**
 * Our own pages pass our own scanner: axe-core and every Klarsicht check, as a customer's pages are
 * scanned, in German and English, light and dark; and the site-wide checks across them find nothing
 * either. The one place the full scanner runs on our pages: one customer per language with a page run, a
 * whole-site run with an assessment under way and a statement, then every public and signed-in page in
 * both colour modes. The other specs check their pages with axe.
 */
import type { Page } from "@playwright/test";
import { signInSubscriber } from "./journey";
import { scanWithOwnScanner } from "./own-scanner";
import { expect, type Language, languages, publicPages, setLanguage, test } from "./support";

const fixtureOrigin = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const shop = `${fixtureOrigin}/shop/`;
const SCAN_TIMEOUT = 60_000;

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    scopePage: "Nur diese eine Seite",
    startScan: "Scan starten",
    reportTitle: `Bericht für ${new URL(shop).host}`,
    dashboard: "Übersicht und Zeitplan",
    startAssessment: "Prüfung beginnen",
    failed: "Nicht erfüllt",
    barrier: "Beschreibung der Barriere",
    saveResult: "Ergebnis speichern",
    resultSaved: "Gespeichert:",
    barrierText: "Der Fokus auf dem Link zum Warenkorb ist nicht zu sehen.",
  },
  en: {
    websiteAddress: "Website address",
    scopePage: "This one page only",
    startScan: "Start scan",
    reportTitle: `Report for ${new URL(shop).host}`,
    dashboard: "Dashboard and schedule",
    startAssessment: "Start the assessment",
    failed: "Not met",
    barrier: "Description of the barrier",
    saveResult: "Save result",
    resultSaved: "Saved:",
    barrierText: "The focus on the link to the basket cannot be seen.",
  },
} as const;

/** Scans the shop from the run list, a single page or the whole site, and waits for its report. */
async function scanShop(page: Page, language: Language, scope: "page" | "site"): Promise<string> {
  const t = texts[language];
  await page.goto("/runs");
  await page.getByLabel(t.websiteAddress, { exact: true }).fill(shop);
  if (scope === "page") await page.getByRole("radio", { name: t.scopePage, exact: true }).check();
  await page.getByRole("button", { name: t.startScan, exact: true }).click();
  await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, { timeout: SCAN_TIMEOUT });
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

for (const language of languages) {
  test(`every page of ours passes all our checks in ${language}, light and dark`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    const t = texts[language];
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;

    // A customer with what the signed-in pages show: a page run, a site run, an assessment under way.
    await setLanguage(context, baseURL, language);
    await signInSubscriber(page, language);
    const pageRun = await scanShop(page, language, "page");
    const siteRun = await scanShop(page, language, "site");
    await page.goto(`/run/${siteRun}/assessment`);
    await page.getByRole("button", { name: t.startAssessment, exact: true }).click();
    await page.goto(`/run/${siteRun}/assessment/2.4.7`);
    const first = page.locator("#page-0");
    await first.getByRole("radio", { name: t.failed, exact: true }).check();
    await first.getByLabel(t.barrier, { exact: true }).fill(t.barrierText);
    await first.getByRole("button", { name: t.saveResult, exact: true }).click();
    await expect(page.locator("#page-0").getByRole("status")).toContainText(t.resultSaved);
    await page.goto("/runs");
    await page.getByRole("link", { name: new RegExp(`^${t.dashboard}`) }).click();
    await expect(page).toHaveURL(/\/sites\/\d+$/);
    const dashboard = new URL(page.url()).pathname;

    const signedInPaths = [
      "/runs",
      ...["violations", "passes", "incomplete", "inapplicable"].map((tab) => `/run/${pageRun}?tab=${tab}`),
      ...["overview", "issues", "criteria", "pages", "manual"].map((tab) => `/run/${siteRun}?tab=${tab}`),
      `/run/${siteRun}?tab=pages&page=3`,
      `/run/${siteRun}/statement`,
      `/run/${siteRun}/assessment`,
      ...["2.4.7", "1.1.1", "1.3.1", "report"].map((part) => `/run/${siteRun}/assessment/${part}`),
      dashboard,
      "/profile/general",
      "/profile/general?edit=1",
    ];
    // Each page once: the address in this language of those with one a language (/kontakt, /contact), and
    // not the variants that only scroll or change a sentence (/pricing, /login?cancelled=1).
    const otherLanguageAddresses = {
      de: ["/contact", "/imprint", "/privacy"],
      en: ["/kontakt", "/impressum", "/datenschutz"],
    }[language];
    const publicPaths = publicPages
      .map(({ path }) => path)
      .filter((path) => !otherLanguageAddresses.includes(path))
      .filter((path) => path !== "/pricing" && path !== "/login?cancelled=1");
    for (const mode of ["light", "dark"] as const) {
      // The public pages as a visitor sees them, the others signed in as this customer.
      for (const [paths, signedIn] of [
        [publicPaths, undefined],
        [signedInPaths, context],
      ] as const) {
        const what = `${signedIn ? "signed in" : "public"}, ${language}, ${mode}`;
        const scan = await scanWithOwnScanner({ origin, paths, language, mode, signedIn });
        expect(scan.seen, what).toEqual({ lang: language, dark: mode === "dark" });
        expect(scan.failures, what).toEqual([]);
        expect(scan.violations, `our own scanner (${what})`).toEqual([]);
        expect(scan.siteViolations, `across the pages (${what})`).toEqual([]);
        // At 320 CSS px (1280 px at 400 %) nothing scrolls sideways, header included.
        expect(scan.reflowQuestions, `reflow (${what})`).toEqual([]);
      }
    }
  });
}
