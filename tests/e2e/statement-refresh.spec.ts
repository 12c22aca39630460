import type { Page } from "@playwright/test";
import { signInSubscriber, trackHydration, waitForHydration } from "./journey";
import { axeViolations, expect, type Language, setColorPreference, setLanguage, test } from "./support";

/*
 * A statement draft saved before the manual assessment falls behind when an answer changes afterwards:
 * the statement page names what differs, and one button (a plain form submit) takes the derived parts
 * over from the assessment while the owner's own texts stay. Light and dark, axe-clean, in both languages.
 */

const fixtureOrigin = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const shop = `${fixtureOrigin}/shop/`;
const SITE_SCAN_TIMEOUT = 60_000;

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    startScan: "Scan starten",
    reportTitle: `Bericht für ${new URL(shop).host}`,
    providerName: "Name des Anbieters",
    providerAddress: "Anschrift des Anbieters",
    contactEmail: "E-Mail-Adresse für Rückmeldungen",
    contactPhone: "Telefon (optional)",
    fullyMet: "Die Anforderungen sind vollständig erfüllt",
    nowMet: "Die Anforderungen sind nicht erfüllt",
    saveDraft: "Entwurf speichern",
    draftSaved: "Ihr Entwurf ist gespeichert.",
    startAssessment: "Prüfung beginnen",
    failed: "Nicht erfüllt",
    barrier: "Beschreibung der Barriere",
    saveResult: "Ergebnis speichern",
    resultSaved: "Gespeichert:",
    barrierText: "Der Fokus auf dem Link zum Warenkorb ist nicht zu sehen.",
    noticeTitle: "Ihr Entwurf entspricht nicht mehr dem Stand der Prüfung",
    changedAfterSave: "Die Prüfung von Hand wurde am ",
    statusChange:
      "„Stand der Vereinbarkeit“: im Entwurf „Die Anforderungen sind vollständig erfüllt“, laut Prüfung jetzt „Die Anforderungen sind nicht erfüllt“.",
    barriersChange: "„Bekannte Barrieren“",
    keyboard: "Mit der Tastatur",
    meansClaimed: "Geprüft wurde dabei mit der Tastatur.",
    methodChange:
      "„Wie die Barrierefreiheit bewertet wurde“: laut Prüfung jetzt mit dem Prüfstand und Datum vom",
    update: "Abgeleitete Angaben aus der Prüfung aktualisieren",
    updated: "Aus der Prüfung aktualisiert und gespeichert: Stand der Vereinbarkeit, Bekannte Barrieren",
    knownBarriers: "Bekannte Barrieren",
    method: "Wie die Barrierefreiheit bewertet wurde",
    manual: /Bewertet sind \d+ von 50 Erfolgskriterien: \d+ automatisch, 1 von Hand\./,
    provider: "Teehaus Beispiel GmbH",
    address: "Teeweg 1, 12345 Musterstadt",
    phone: "+49 30 123456",
    unsavedPhone: "+49 30 654321",
  },
  en: {
    websiteAddress: "Website address",
    startScan: "Start scan",
    reportTitle: `Report for ${new URL(shop).host}`,
    providerName: "Provider name",
    providerAddress: "Provider address",
    contactEmail: "Email address for feedback",
    contactPhone: "Phone (optional)",
    fullyMet: "The requirements are fully met",
    nowMet: "The requirements are not met",
    saveDraft: "Save draft",
    draftSaved: "Your draft has been saved.",
    startAssessment: "Start the assessment",
    failed: "Not met",
    barrier: "Description of the barrier",
    saveResult: "Save result",
    resultSaved: "Saved:",
    barrierText: "The focus on the link to the basket cannot be seen.",
    noticeTitle: "Your draft no longer matches the assessment",
    changedAfterSave: "The manual assessment was changed on ",
    statusChange:
      "“Compliance status”: “The requirements are fully met” in the draft, now “The requirements are not met” according to the assessment.",
    barriersChange: "“Known barriers”",
    keyboard: "With the keyboard",
    meansClaimed: "The checks by hand were done with the keyboard.",
    methodChange: "“How accessibility was assessed”: now with the assessment's progress and date as of",
    update: "Update the derived details from the assessment",
    updated: "Updated from the assessment and saved: Compliance status, Known barriers",
    knownBarriers: "Known barriers",
    method: "How accessibility was assessed",
    manual: /\d+ of 50 success criteria are rated: \d+ automatically, 1 by hand\./,
    provider: "Tea House Example Ltd",
    address: "1 Tea Lane, London",
    phone: "+44 20 1234567",
    unsavedPhone: "+44 20 7654321",
  },
} as const;

async function startSiteScan(page: Page, language: Language): Promise<string> {
  const t = texts[language];
  await page.getByLabel(t.websiteAddress, { exact: true }).fill(shop);
  await page.getByRole("button", { name: t.startScan, exact: true }).click();
  await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, {
    timeout: SITE_SCAN_TIMEOUT,
  });
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

async function expectAxeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what} at 375 px`,
  ).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

// One language a journey (the other language's pages are checked in pages.spec.ts and own-pages.spec.ts;
// the journeys alternate between German and English).
for (const language of ["en"] as const) {
  test(`a saved statement draft is brought up to date with the assessment, keeping the own texts (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = texts[language];
    await setLanguage(context, baseURL, language);
    await signInSubscriber(page, language);
    const runId = await startSiteScan(page, language);
    const statement = `/run/${runId}/statement`;

    // The owner writes their own details and, optimistically, claims full conformance. (Each page is
    // filled in once React has hydrated it: typing into it while hydrating can make React throw, #345.)
    await page.goto(statement);
    await waitForHydration(page);
    await page.getByLabel(t.providerName, { exact: true }).fill(t.provider);
    await page.getByLabel(t.providerAddress, { exact: true }).fill(t.address);
    await page.getByLabel(t.contactEmail, { exact: true }).fill("barrierefrei@example.org");
    await page.getByLabel(t.contactPhone, { exact: true }).fill(t.phone);
    await page.getByRole("radio", { name: t.fullyMet, exact: true }).check();
    await page.getByRole("button", { name: t.saveDraft, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t.draftSaved })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.noticeTitle })).toHaveCount(0);

    // Then a barrier is found by hand.
    await page.goto(`/run/${runId}/assessment`);
    await page.getByRole("button", { name: t.startAssessment, exact: true }).click();
    await page.goto(`/run/${runId}/assessment/2.4.7`);
    await waitForHydration(page);
    const first = page.locator("#page-0");
    await first.getByRole("radio", { name: t.failed, exact: true }).check();
    await first.getByLabel(t.barrier, { exact: true }).fill(t.barrierText);
    await first.getByRole("checkbox", { name: t.keyboard, exact: true }).check();
    await first.getByRole("button", { name: t.saveResult, exact: true }).click();
    await expect(page.locator("#page-0").getByRole("status")).toContainText(t.resultSaved);

    // The statement says what no longer matches. (Typed into and submitted below once React has taken
    // over the page, so that the unsaved change is carried by the page's script.)
    await trackHydration(context);
    await page.goto(statement);
    await waitForHydration(page);
    const notice = page.getByRole("region", { name: t.noticeTitle });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t.changedAfterSave);
    const changes = notice.getByRole("listitem");
    await expect(changes).toHaveCount(3);
    await expect(changes.nth(0)).toHaveText(t.statusChange);
    await expect(changes.nth(1)).toContainText(t.barriersChange);
    await expect(changes.nth(2)).toContainText(t.methodChange);
    await expect(page.getByRole("radio", { name: t.fullyMet, exact: true })).toBeChecked();
    for (const scheme of ["light", "dark"] as const) {
      const view = await context.browser()?.newContext({
        baseURL,
        storageState: await context.storageState(),
        colorScheme: scheme,
      });
      if (!view) throw new Error("no browser");
      await setColorPreference(view, scheme);
      const viewPage = await view.newPage();
      await viewPage.goto(statement);
      await expect(viewPage.getByRole("region", { name: t.noticeTitle })).toBeVisible();
      await expect(viewPage.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await expectAxeClean(viewPage, `statement with notice (${language}, ${scheme})`);
      await view.close();
    }

    // A change typed but not saved survives the update, as do the saved own texts.
    await page.getByLabel(t.contactPhone, { exact: true }).fill(t.unsavedPhone);
    await notice.getByRole("button", { name: t.update, exact: true }).click();
    await expect(page).toHaveURL(/refreshed=status,barriers,method$/);
    await expect(page.getByRole("status").filter({ hasText: t.updated })).toBeVisible();
    await expect(page.getByRole("region", { name: t.noticeTitle })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: t.nowMet, exact: true })).toBeChecked();
    await expect(page.getByLabel(t.knownBarriers, { exact: true })).toContainText(t.barrierText);
    await expect(page.getByLabel(t.method, { exact: true })).toContainText(t.manual);
    // Only the means recorded with the answer are claimed.
    await expect(page.getByLabel(t.method, { exact: true })).toContainText(t.meansClaimed);
    await expect(page.getByLabel(t.providerName, { exact: true })).toHaveValue(t.provider);
    await expect(page.getByLabel(t.providerAddress, { exact: true })).toHaveValue(t.address);
    await expect(page.getByLabel(t.contactEmail, { exact: true })).toHaveValue("barrierefrei@example.org");
    await expect(page.getByLabel(t.contactPhone, { exact: true })).toHaveValue(t.unsavedPhone);

    // Reloaded from the database: the same.
    await page.goto(statement);
    await expect(page.getByRole("radio", { name: t.nowMet, exact: true })).toBeChecked();
    await expect(page.getByLabel(t.contactPhone, { exact: true })).toHaveValue(t.unsavedPhone);
    await expectAxeClean(page, `statement after the update (${language})`);
  });
}
