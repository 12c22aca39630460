/**
 * Our own public pages pass our own scanner: axe-core and every Klarsicht check, as a customer's pages are
 * scanned, in German and English, light and dark, and the site-wide checks across all of them find no
 * violation either. The signed-in pages are scanned the same way in account.spec.ts and site-scan.spec.ts.
 */
import { scanWithOwnScanner } from "./own-scanner";
import { expect, languages, publicPages, test } from "./support";

for (const language of languages) {
  for (const mode of ["light", "dark"] as const) {
    test(`every public page passes all our checks in ${language}, ${mode}`, async ({ baseURL }) => {
      test.setTimeout(180_000);
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const paths = [...new Set(publicPages.map(({ path }) => path))];
      const scan = await scanWithOwnScanner({ origin, paths, language, mode });
      expect(scan.seen).toEqual({ lang: language, dark: mode === "dark" });
      expect(scan.failures).toEqual([]);
      expect(scan.violations).toEqual([]);
      expect(scan.siteViolations).toEqual([]);
      // At 320 CSS px (1280 px at 400 %) nothing of our public pages scrolls sideways, header included.
      expect(scan.reflowQuestions).toEqual([]);
    });
  }
}
