import { trackHydration, waitForHydration } from "./journey";
import { recordNoise } from "./noise";
import { expect, languages, publicPages, setLanguage, test } from "./support";

/*
 * A page load is quiet: no warning or error in the browser console and no request answered with an
 * error (a missing icon, script or source map), once the page's scripts have hydrated it.
 */

for (const language of languages) {
  test(`loading the public pages logs nothing and requests nothing missing (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLanguage(context, baseURL, language);
    await trackHydration(context);
    const noise = recordNoise(page);
    for (const { path } of [...publicPages, { path: "/not-a-page" }]) {
      await page.goto(path);
      await waitForHydration(page);
      // The icon and the routes' manifest are fetched after the load; navigating earlier would abort them.
      await page.waitForLoadState("networkidle");
      expect(noise, path).toEqual([]);
    }
  });
}
