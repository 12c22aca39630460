import type { Page } from "@playwright/test";
import { signInSubscriber } from "./journey";
import {
  axeViolations,
  expect,
  type Language,
  languages,
  publicPages,
  setColorPreference,
  setLanguage,
  test,
} from "./support";

// One test a language, one tab for all the pages; soft assertions, so that a run names every page amiss.
for (const language of languages) {
  test(`every public page answers 200 with lang=${language} and its heading`, async ({
    page: tab,
    context,
    baseURL,
  }) => {
    await setLanguage(context, baseURL, language);
    for (const page of publicPages) {
      const response = await tab.goto(page.path);
      expect.soft(response?.status(), page.path).toBe(200);
      await expect.soft(tab.locator("html"), page.path).toHaveAttribute("lang", language);
      await expect.soft(tab.locator("h1"), page.path).toHaveCount(1);
      await expect.soft(tab.locator("h1"), page.path).toContainText(page[language]);
    }
  });
}

test("an unknown address shows the translated 404 page", async ({ page, context, baseURL }) => {
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Seite nicht gefunden");
  await setLanguage(context, baseURL, "en");
  await page.goto("/does-not-exist");
  await expect(page.locator("h1")).toHaveText("Page not found");
});

// Our own site must pass our own standard: zero axe findings, every page, both languages, both modes.
for (const language of languages) {
  for (const mode of ["light", "dark"] as const) {
    test(`every public page has no axe violations in ${language}, ${mode}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await setLanguage(context, baseURL, language);
      await setColorPreference(context, mode);
      for (const { path } of [...publicPages, { path: "/not-a-page" }]) {
        await page.goto(path);
        await expect.soft(page.locator("html"), path).toHaveClass(mode === "dark" ? /dark/ : /^(?!.*dark)/);
        expect.soft(await axeViolations(page), path).toEqual([]);
      }
    });
  }
}

/*
 * WCAG 1.4.10 (reflow): at 375 CSS px nothing may need sideways scrolling, not even long German compounds
 * or wide tables (those scroll inside their own region). Every page a visitor or a customer can reach, in
 * both languages. Soft assertions, so one run names every page that is too wide.
 */
const narrow = { width: 375, height: 740 };
const fixtureOrigin = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;

async function expectNoSidewaysScroll(page: Page, what: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(narrow.width);
  // What scrolls on its own must be reachable by keyboard and named, so that it can be scrolled.
  const unreachable = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth;
      })
      .filter((element) => !((element as HTMLElement).tabIndex >= 0 && element.getAttribute("aria-label")))
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect.soft(unreachable, `${what}: scrolling boxes without keyboard access or name`).toEqual([]);
  await expectOwnValidation(page, what);
}

/**
 * The browser's own validation bubbles speak the browser's language, not the page's: every form with
 * fields the browser would check leaves the checking to us (noValidate) and shows our translated errors.
 */
async function expectOwnValidation(page: Page, what: string) {
  const browserValidated = await page.evaluate(() =>
    [...document.forms]
      .filter((form) => !form.noValidate)
      .filter((form) =>
        form.querySelector(
          "[required], [pattern], [min], [max], [minlength], input[type=url], input[type=email]",
        ),
      )
      .map((form) => form.outerHTML.slice(0, 120)),
  );
  expect.soft(browserValidated, `${what}: forms the browser validates`).toEqual([]);
}

/** A free scan from the home page: its preview (or failure screen) is public too. */
async function freeScan(page: Page, address: string): Promise<string> {
  await page.goto("/");
  await page.locator("#hero-url").fill(address);
  await page.locator("#hero-url").press("Enter");
  await expect(page).toHaveURL(/\/scan\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/wird geprüft|Scanning your website/, {
    timeout: 20_000,
  });
  return new URL(page.url()).pathname;
}

const scanTexts = {
  de: {
    addressRequired: "Bitte geben Sie die Adresse Ihrer Website ein.",
    websiteAddress: "Adresse der Website",
    scopePage: "Nur diese eine Seite",
    startScan: "Scan starten",
    report: "Bericht für",
  },
  en: {
    addressRequired: "Please enter your website's address.",
    websiteAddress: "Website address",
    scopePage: "This one page only",
    startScan: "Start scan",
    report: "Report for",
  },
} as const;

/** Starts a scan from the run list (a whole site unless onePage) and waits for its report. */
async function scanFromRunList(page: Page, language: Language, address: string, onePage: boolean) {
  const t = scanTexts[language];
  await page.goto("/runs");
  await page.getByLabel(t.websiteAddress, { exact: true }).fill(address);
  if (onePage) await page.getByRole("radio", { name: t.scopePage, exact: true }).check();
  await page.getByRole("button", { name: t.startScan, exact: true }).click();
  await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(t.report, { timeout: 60_000 });
  return new URL(page.url()).pathname;
}

for (const language of languages) {
  test.describe(`on a 375 px wide screen in ${language}`, () => {
    test.use({ viewport: narrow });

    test("no public page scrolls sideways", async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await setLanguage(context, baseURL, language);
      for (const { path } of [...publicPages, { path: "/not-a-page" }]) {
        await page.goto(path);
        await expectNoSidewaysScroll(page, path);
      }
      // The second fails: a name that never resolves (RFC 6761), for the failure screen.
      for (const address of [`${fixtureOrigin}/`, "http://nicht-erreichbar.invalid/"]) {
        const path = await freeScan(page, address);
        await expectNoSidewaysScroll(page, `${path} (free scan of ${address})`);
      }
    });

    test("no signed-in page scrolls sideways, site reports included", async ({ page, context, baseURL }) => {
      test.setTimeout(240_000);
      await setLanguage(context, baseURL, language);
      await signInSubscriber(page, language);
      // An empty address: our own error beside the field, in the page's language.
      const t = scanTexts[language];
      await page.getByRole("button", { name: t.startScan, exact: true }).click();
      const address = page.getByLabel(t.websiteAddress, { exact: true });
      await expect(address).toHaveAccessibleDescription(new RegExp(`^${t.addressRequired}`));
      await expect(address).toBeFocused();
      const pageRun = await scanFromRunList(page, language, `${fixtureOrigin}/`, true);
      const siteRun = await scanFromRunList(page, language, `${fixtureOrigin}/shop/`, false);
      const paths = [
        "/runs",
        ...["violations", "passes", "incomplete", "inapplicable"].map((tab) => `${pageRun}?tab=${tab}`),
        ...["overview", "issues", "criteria", "pages", "manual"].map((tab) => `${siteRun}?tab=${tab}`),
        ...[1, 2, 3, 4].map((index) => `${siteRun}?tab=pages&page=${index}`),
        `${siteRun}/statement`,
        `${pageRun}/statement`,
        "/profile/general",
        "/profile/general?edit=1",
      ];
      for (const path of paths) {
        await page.goto(path);
        await expectNoSidewaysScroll(page, path);
      }
    });
  });
}
