import type { Page } from "@playwright/test";
import { recordNoise } from "./noise";
import {
  axeViolations,
  expect,
  expectNoSidewaysScroll,
  languages,
  narrow,
  publicPages,
  setLanguage,
  test,
} from "./support";

/*
 * Every public page, loaded once a language in one tab: it answers 200 with the language's `lang` and
 * its heading; the load is quiet (no warning or error in the console, no request answered with an
 * error: a missing icon, script or source map) once its scripts have hydrated it; and at 375 CSS px
 * nothing needs sideways scrolling (WCAG 1.4.10), not even long German compounds or wide tables (those
 * scroll inside their own region). Soft assertions, so that a run names every page amiss.
 */
for (const language of languages) {
  test(`every public page answers 200 in ${language} with its heading, loads quietly and fits 375 px`, async ({
    page: tab,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await setLanguage(context, baseURL, language);
    const desktop = tab.viewportSize() ?? { width: 1280, height: 720 };
    const noise = recordNoise(tab);
    for (const page of [...publicPages, { path: "/not-a-page", de: "nicht gefunden", en: "not found" }]) {
      await tab.setViewportSize(desktop);
      const response = await tab.goto(page.path);
      expect.soft(response?.status(), page.path).toBe(page.path === "/not-a-page" ? 404 : 200);
      await expect.soft(tab.locator("html"), page.path).toHaveAttribute("lang", language);
      await expect.soft(tab.locator("h1"), page.path).toHaveCount(1);
      await expect.soft(tab.locator("h1"), page.path).toContainText(page[language]);
      // The icon and the routes' manifest are fetched after the load; navigating earlier would abort them.
      await tab.waitForLoadState("networkidle");
      expect.soft(noise.splice(0), page.path).toEqual([]);
      await tab.setViewportSize(narrow);
      await expectNoSidewaysScroll(tab, page.path);
    }
  });
}

// The other pages pass our whole scanner (own-pages.spec.ts), which does not scan an error page: axe here.
test("an unknown address shows the translated 404 page, clean by axe in light and dark", async ({
  page,
  context,
  baseURL,
}) => {
  for (const [language, path, heading] of [
    ["de", "/gibt-es-nicht", "Seite nicht gefunden"],
    ["en", "/does-not-exist", "Page not found"],
  ] as const) {
    await setLanguage(context, baseURL, language);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText(heading);
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*dark)/);
      expect(await axeViolations(page), `${path} (${colorScheme})`).toEqual([]);
    }
  }
});

/* The free scan's preview and its failure screen are public too: at 375 CSS px they fit as well. */
const fixtureOrigin = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;

/** A free scan from the home page: its preview (or failure screen). */
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

for (const language of languages) {
  test.describe(`on a 375 px wide screen in ${language}`, () => {
    test.use({ viewport: narrow });

    test("the free scan's preview and failure screen do not scroll sideways", async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await setLanguage(context, baseURL, language);
      // The second fails: a name that never resolves (RFC 6761), for the failure screen.
      for (const address of [`${fixtureOrigin}/`, "http://nicht-erreichbar.invalid/"]) {
        const path = await freeScan(page, address);
        await expectNoSidewaysScroll(page, `${path} (free scan of ${address})`);
        // The preview's first finding lies on screen across.
        if (address.startsWith(fixtureOrigin)) {
          const first = page.locator("#violations ol > li").first();
          await expect(first).toBeVisible();
          const box = await first.boundingBox();
          expect.soft(box && box.x >= 0 && box.x + box.width <= narrow.width, `${path} (preview)`).toBe(true);
        }
      }
    });
  });
}
