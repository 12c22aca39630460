import { expect, test } from "@playwright/test";
import { axeViolations, languages, publicPages, setColorPreference, setLanguage } from "./support";

for (const language of languages) {
  test.describe(`public pages in ${language}`, () => {
    for (const page of publicPages) {
      test(`${page.path} answers 200 with lang=${language}`, async ({ page: tab, context, baseURL }) => {
        await setLanguage(context, baseURL, language);
        const response = await tab.goto(page.path);
        expect(response?.status()).toBe(200);
        await expect(tab.locator("html")).toHaveAttribute("lang", language);
        await expect(tab.locator("h1")).toHaveCount(1);
        await expect(tab.locator("h1")).toContainText(page[language]);
      });
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
    test.describe(`accessibility in ${language}, ${mode}`, () => {
      for (const { path } of [...publicPages, { path: "/not-a-page" }]) {
        test(`${path} has no axe violations`, async ({ page, context, baseURL }) => {
          await setLanguage(context, baseURL, language);
          await setColorPreference(context, mode);
          await page.goto(path);
          await expect(page.locator("html")).toHaveClass(mode === "dark" ? /dark/ : /^(?!.*dark)/);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
