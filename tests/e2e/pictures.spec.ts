import { readFile, writeFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { signInSubscriber } from "./journey";
import { scanWithOwnScanner } from "./own-scanner";
import { axeViolations, expect, type Language, setLanguage, test } from "./support";

/*
 * Pictures end to end: the local scanner takes them while it crawls the fixture shop, the app stores
 * them in the local R2, and the report shows them beside the findings (the logo without alt text, on
 * every page), the page's screenshot in its drill-down, and the PDF embeds the crops. Only the run's
 * owner gets them.
 */

const shop = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/shop/`;

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    startScan: "Scan starten",
    reportTitle: `Bericht für ${new URL(shop).host}`,
    cropAlt:
      /^Ausschnitt der Seite: das Element .*img\.logo.* farbig umrandet, betroffen von der Regel „.+“$/,
    showScreenshot: "Bildschirmfoto der Seite anzeigen",
    screenshotAlt: /^Bildschirmfoto der Seite http:\/\/127\.0\.0\.1:\d+\/shop\/, wie sie beim Scan aussah$/,
    pdf: /^PDF/,
  },
  en: {
    websiteAddress: "Website address",
    startScan: "Start scan",
    reportTitle: `Report for ${new URL(shop).host}`,
    cropAlt: /^Detail of the page: the element .*img\.logo.* outlined in colour, affected by the rule “.+”$/,
    showScreenshot: "Show a screenshot of the page",
    screenshotAlt: /^Screenshot of the page http:\/\/127\.0\.0\.1:\d+\/shop\/ as it looked when scanned$/,
    pdf: /^PDF/,
  },
} as const;

/** The picture has loaded and decoded: it is a real image of its stated size. */
async function loadedSize(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return { natural: [img.naturalWidth, img.naturalHeight], stated: [img.width, img.height] };
  });
}

// One language a journey (the other language's pages are checked in pages.spec.ts and own-pages.spec.ts;
// the journeys alternate between German and English).
for (const language of ["en"] as const) {
  test(`a site run shows each finding's crop and each page's screenshot, to its owner only (${language})`, async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = texts[language];
    await setLanguage(context, baseURL, language);
    await signInSubscriber(page, language);
    await page.getByLabel(t.websiteAddress, { exact: true }).fill(shop);
    await page.getByRole("button", { name: t.startScan, exact: true }).click();
    await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
    const runId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, { timeout: 60_000 });

    // The logo's issue, every occurrence: one crop per page, the logo outlined.
    await page.goto(`/run/${runId}?tab=issues&issue=${encodeURIComponent("image-alt|img.logo")}`);
    const crops = page.getByRole("img", { name: t.cropAlt });
    await expect(crops).toHaveCount(4);
    const crop = crops.first();
    await expect(crop).toHaveAttribute("loading", "lazy");
    const size = await loadedSize(crop);
    expect(size.natural).toEqual(size.stated);
    const src = (await crop.getAttribute("src")) ?? "";
    expect(src).toMatch(new RegExp(`^/run/${runId}/pictures/[0-9a-f]{16}-c\\d+\\.jpg$`));
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");

    // Nobody else: not signed in, the same 404 as for a run that does not exist.
    const stranger = await browser.newContext({ baseURL });
    expect((await stranger.request.get(src)).status()).toBe(404);
    await stranger.close();

    // The start page's screenshot, loaded only once it is asked for.
    await page.goto(`/run/${runId}?tab=pages&page=0`);
    const screenshot = page.getByRole("img", { name: t.screenshotAlt });
    await expect(screenshot).toBeHidden();
    await page.getByText(t.showScreenshot, { exact: true }).click();
    await expect(screenshot).toBeVisible();
    const shot = await loadedSize(screenshot);
    // Taken at three quarters of the 1280 CSS pixels it is shown at (pictures.ts).
    expect(shot.natural[0]).toBe(960);
    expect(shot.stated[0]).toBeGreaterThan(0);
    expect(await axeViolations(page), `the drill-down with its screenshot open (${language})`).toEqual([]);

    // The PDF embeds the crops of the occurrences it prints.
    const download = page.waitForEvent("download");
    await page.goto(`/run/${runId}`);
    await page.getByRole("link", { name: t.pdf }).click();
    const path = (await (await download).path()) as string;
    const pdf = await readFile(path);
    if (process.env.E2E_KEEP_PDF) await writeFile(`${process.env.E2E_KEEP_PDF}-${language}.pdf`, pdf);
    // Chromium writes each distinct embedded picture as an image XObject, its dictionary in plain text.
    const images = pdf.toString("latin1").match(/\/Subtype\s*\/Image\b/g) ?? [];
    // Identical crops (the same logo on every page) are one object in the PDF: at least the logo and
    // the contact field.
    expect(images.length).toBeGreaterThanOrEqual(2);

    // Our own scanner finds nothing on the report views that show pictures.
    const own = await scanWithOwnScanner({
      origin: new URL(baseURL ?? "").origin,
      paths: [
        `/run/${runId}?tab=issues&issue=${encodeURIComponent("image-alt|img.logo")}`,
        `/run/${runId}?tab=pages&page=0`,
      ],
      language: language as Language,
      mode: "light",
      signedIn: context,
    });
    expect(own.failures).toEqual([]);
    expect(own.violations, `our own scanner (${language})`).toEqual([]);
  });
}
