import { signInSubscriber } from "./journey";
import { expect, setLanguage, test } from "./support";

/*
 * A page report is read in the viewer's language, our own checks' findings included: a page whose image
 * is named after its file, scanned in one language and read in the other.
 */

const pageUrl = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/eigene-pruefungen.html`;
const fixtureHost = new URL(pageUrl).host;

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    scopePage: "Nur diese eine Seite",
    startScan: "Scan starten",
    reportTitle: `Bericht für ${fixtureHost}`,
    help: "Bilder dürfen nicht nach ihrem Dateinamen benannt sein",
    summary: "Der Name dieses Bildes ist sein Dateiname „logo.svg“; er beschreibt nicht, was das Bild zeigt.",
  },
  en: {
    websiteAddress: "Website address",
    scopePage: "This one page only",
    startScan: "Start scan",
    reportTitle: `Report for ${fixtureHost}`,
    help: "Images must not be named after their file",
    summary: 'This image is named after its file "logo.svg", which does not describe what it shows.',
  },
} as const;

for (const [started, reader] of [
  ["de", "en"],
  ["en", "de"],
] as const) {
  test(`a finding of our own checks, scanned in ${started}, reads in ${reader} element by element`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL });
    await setLanguage(context, baseURL, started);
    const page = await context.newPage();
    await signInSubscriber(page, started);
    const t = texts[started];
    await page.getByLabel(t.websiteAddress, { exact: true }).fill(pageUrl);
    await page.getByRole("radio", { name: t.scopePage, exact: true }).check();
    await page.getByRole("button", { name: t.startScan, exact: true }).click();
    await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
    const runId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, { timeout: 20_000 });

    const card = page
      .getByRole("listitem")
      .filter({ has: page.locator("dd > code", { hasText: /^ks-image-filename-name$/ }) });
    await page.goto(`/run/${runId}?tab=violations`);
    await expect(card).toContainText(t.summary);

    await setLanguage(context, baseURL, reader);
    await page.reload();
    const r = texts[reader];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.reportTitle);
    await expect(card.getByRole("heading", { level: 4 })).toHaveText(r.help);
    await expect(card).toContainText(r.summary);
    await expect(card).not.toContainText(t.summary);
    await context.close();
  });
}
