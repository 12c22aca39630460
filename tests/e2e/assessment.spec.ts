import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { signInSubscriber } from "./journey";
import { axeViolations, expect, type Language, setLanguage, test } from "./support";

/*
 * A manual assessment end to end: a whole-site scan of the fixture shop (tests/fixtures/site/shop), then
 * criterion by criterion with the keyboard, a refused answer that keeps what was typed, a reload that
 * resumes, the audit report as PDF, and the statement that now states the manual assessment; and axe on
 * the assessment's pages, light and dark, and at 375 px.
 */

const fixtureOrigin = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const shop = `${fixtureOrigin}/shop/`;
const SITE_SCAN_TIMEOUT = 60_000;

/** The picture has loaded and decoded: a real image, not a broken link. */
async function expectLoadedPicture(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    startScan: "Scan starten",
    reportTitle: `Bericht für ${new URL(shop).host}`,
    openAssessment: "Prüfung von Hand",
    start: "Prüfung beginnen",
    continue: "Weiter mit WCAG 1.2.1",
    criterion121: "WCAG 1.2.1 Reine Audio- und Videoinhalte (aufgezeichnet)",
    criterion247: "WCAG 2.4.7 Fokus sichtbar",
    notApplicable: "Nicht anwendbar",
    statusNotApplicable: "Ergebnis: Nicht anwendbar",
    failed: "Nicht erfüllt",
    barrier: "Beschreibung der Barriere",
    note: "Notizen",
    save: "Ergebnis speichern",
    next: "Nächstes Kriterium: WCAG 1.2.2",
    barrierRequired: "Bitte beschreiben Sie die Barriere, wenn das Kriterium nicht erfüllt ist.",
    barrierText: "Im Kopfbereich ist der Fokus auf dem Logo-Link nicht zu sehen.",
    noteText: "Mit Firefox und der Tastatur geprüft",
    saved: "Gespeichert:",
    overview: "Zurück zur Übersicht",
    reportLink: "Prüfbericht ansehen",
    reportTitleAudit: "Prüfbericht",
    screenshotOf: "Bildschirmfoto der Seite",
    statementBefore: "[[Ergänzen Sie, ob und wie Sie zusätzlich von Hand geprüft haben.]]",
    statementAfter: "Zusätzlich wurde die Website nach EN 301 549 Kapitel 9 bewertet",
    method: "Wie die Barrierefreiheit bewertet wurde",
    barriers: "Bekannte Barrieren",
    elementsOf: "Elemente der Seite",
    imagesOne: "Bilder (1)",
    noName: "kein Name",
    headingsTitle: "Überschriften",
    signOffName: "Name der prüfenden Person",
    signOffRole: "Rolle",
    signOffTools: "Verwendete Werkzeuge",
    signOffAssistive: "Verwendete assistive Technologien",
    signOffDate: "Datum der Abzeichnung",
    signOff: "Bericht abzeichnen",
    signedOff: "Die Abzeichnung ist gespeichert.",
    role: "Prüferin für Barrierefreiheit",
    notConformant: "Nicht konform:",
  },
  en: {
    websiteAddress: "Website address",
    startScan: "Start scan",
    reportTitle: `Report for ${new URL(shop).host}`,
    openAssessment: "Manual assessment",
    start: "Start the assessment",
    continue: "Continue with WCAG 1.2.1",
    criterion121: "WCAG 1.2.1 Audio-only and Video-only (Prerecorded)",
    criterion247: "WCAG 2.4.7 Focus Visible",
    notApplicable: "Not applicable",
    statusNotApplicable: "Result: Not applicable",
    failed: "Not met",
    barrier: "Description of the barrier",
    note: "Notes",
    save: "Save result",
    next: "Next criterion: WCAG 1.2.2",
    barrierRequired: "Please describe the barrier when the criterion is not met.",
    barrierText: "In the header, the focus on the logo link cannot be seen.",
    noteText: "Tested with Firefox and the keyboard",
    saved: "Saved:",
    overview: "Back to the overview",
    reportLink: "View the audit report",
    reportTitleAudit: "Audit report",
    screenshotOf: "Screenshot of the page",
    statementBefore: "[[Add whether and how you also tested by hand.]]",
    statementAfter: "In addition, the website was assessed against EN 301 549 clause 9",
    method: "How accessibility was assessed",
    barriers: "Known barriers",
    elementsOf: "Elements of the page",
    imagesOne: "Images (1)",
    noName: "no name",
    headingsTitle: "Headings",
    signOffName: "Auditor's name",
    signOffRole: "Role",
    signOffTools: "Tools used",
    signOffAssistive: "Assistive technologies used",
    signOffDate: "Date of the sign-off",
    signOff: "Sign off the report",
    signedOff: "The sign-off is saved.",
    role: "Accessibility auditor",
    notConformant: "Not conformant:",
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

/** Chooses a radio button and submits its form with the keyboard alone. */
async function answerWithKeyboard(
  page: Page,
  form: ReturnType<Page["locator"]>,
  choice: string,
  save: string,
) {
  await form.getByRole("radio", { name: choice, exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(form.getByRole("radio", { name: choice, exact: true })).toBeChecked();
  await form.getByRole("button", { name: save, exact: true }).focus();
  await page.keyboard.press("Enter");
}

// One language a journey (the other language's pages are checked in pages.spec.ts and own-pages.spec.ts;
// the journeys alternate between German and English).
for (const language of ["de"] as const) {
  test(`a site run assessed by hand, resumed, printed and stated (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const t = texts[language];
    await setLanguage(context, baseURL, language);
    await signInSubscriber(page, language);
    const runId = await startSiteScan(page, language);

    // Before any assessment, the statement asks the owner to add the manual testing.
    await page.goto(`/run/${runId}/statement`);
    await expect(page.getByLabel(t.method, { exact: true })).toContainText(t.statementBefore);

    await page.goto(`/run/${runId}`);
    await page.getByRole("link", { name: t.openAssessment, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/run/${runId}/assessment$`));
    await page.getByRole("button", { name: t.start, exact: true }).click();
    await page.getByRole("link", { name: t.continue, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.criterion121);

    // 1.2.1: the shop has no audio or video; every sampled page answered with the keyboard.
    const forms = page.locator("form[id^='page-']");
    const sampled = await forms.count();
    expect(sampled).toBeGreaterThan(0);
    // Each sampled page is shown as the scanner saw it: its screenshot loads for the owner.
    await expectLoadedPicture(page.getByRole("img", { name: new RegExp(`^${t.screenshotOf} `) }).first());
    for (let index = 0; index < sampled; index++) {
      await answerWithKeyboard(page, page.locator(`#page-${index}`), t.notApplicable, t.save);
      await expect(page.locator(`#page-${index}`).getByRole("status")).toContainText(t.saved);
      // The confirmation takes focus once it shows (read next); the next page's answer starts after that.
      await expect(page.locator(`#page-${index}`).getByRole("status")).toBeFocused();
    }
    await expect(page.getByRole("listitem").filter({ hasText: t.statusNotApplicable })).toHaveCount(1);
    await page.getByRole("link", { name: t.next, exact: true }).click();
    await expect(page).toHaveURL(/\/assessment\/1\.2\.2$/);

    // 2.4.7: "not met" without a description is refused; the choice and the notes stay.
    await page.goto(`/run/${runId}/assessment/2.4.7`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.criterion247);
    const first = page.locator("#page-0");
    await first.getByLabel(t.note, { exact: true }).fill(t.noteText);
    await answerWithKeyboard(page, first, t.failed, t.save);
    await expect(first.getByRole("alert")).toContainText(t.barrierRequired);
    await expect(first.getByRole("radio", { name: t.failed, exact: true })).toBeChecked();
    await expect(first.getByLabel(t.note, { exact: true })).toHaveValue(t.noteText);
    await first.getByLabel(t.barrier, { exact: true }).fill(t.barrierText);
    await first.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.locator("#page-0").getByRole("status")).toContainText(t.saved);

    // A reload (or a closed tab) loses nothing.
    await page.reload();
    const resumed = page.locator("#page-0");
    await expect(resumed.getByRole("radio", { name: t.failed, exact: true })).toBeChecked();
    await expect(resumed.getByLabel(t.barrier, { exact: true })).toHaveValue(t.barrierText);
    await expect(resumed.getByLabel(t.note, { exact: true })).toHaveValue(t.noteText);

    // 1.1.1: each sampled page lists the images the scan found on it; the start page's logo has no name.
    await page.goto(`/run/${runId}/assessment/1.1.1`);
    const startElements = page.getByRole("region", { name: `${t.elementsOf} ${shop}`, exact: true });
    await expect(
      startElements.getByRole("heading", { level: 4, name: t.imagesOne, exact: true }),
    ).toBeVisible();
    const logo = startElements.getByRole("table", { name: t.imagesOne, exact: true }).getByRole("row").nth(1);
    await expect(logo).toContainText("logo.svg");
    await expect(logo).toContainText(t.noName);
    // 1.3.1: the headings and landmarks instead, the start page's h1 among them.
    await page.goto(`/run/${runId}/assessment/1.3.1`);
    const headings = page
      .getByRole("region", { name: `${t.elementsOf} ${shop}`, exact: true })
      .getByRole("table", { name: new RegExp(`^${t.headingsTitle} \\(`) });
    await expect(headings.getByRole("row").nth(1)).toContainText("Willkommen im Beispiel-Shop");

    // The audit report, and its PDF with the verdicts by EN 301 549 clause.
    await page.getByRole("link", { name: t.overview, exact: true }).click();
    await page.getByRole("link", { name: t.reportLink, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitleAudit);
    await expect(page.getByText(t.barrierText)).toBeVisible();
    // The failed answer's evidence: the page's screenshot, on the web page and embedded in the PDF.
    await expectLoadedPicture(page.getByRole("img", { name: new RegExp(`^${t.screenshotOf} `) }).first());
    // The auditor signs it off: name, role, what they tested with, the date; the PDF names them.
    await page.getByLabel(t.signOffName, { exact: true }).fill("Kim Berger");
    await page.getByLabel(t.signOffRole, { exact: true }).fill(t.role);
    await page.getByLabel(t.signOffTools, { exact: true }).fill("Colour Contrast Analyser 3.5");
    await page.getByLabel(t.signOffAssistive, { exact: true }).fill("NVDA 2024.4");
    await page.getByLabel(t.signOffDate, { exact: true }).fill("2026-11-27");
    await page.getByRole("button", { name: t.signOff, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t.signedOff })).toBeVisible();
    const pdfDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "PDF", exact: true }).click();
    // Kept beside the test's results, to look at its pages (pdftoppm) after a run.
    const pdfPath = test.info().outputPath(`audit-${language}.pdf`);
    await (await pdfDownload).saveAs(pdfPath);
    const pdf = await readFile(pdfPath);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(t.reportTitleAudit);
    expect(flat).toContain("9.2.4.7 · WCAG 2.4.7");
    expect(flat).toContain(t.barrierText);
    expect(flat).toContain("9.1.2.1 · WCAG 1.2.1");
    expect(flat).toContain("WCAG-EM 1.0");
    expect(flat).toContain(`Kim Berger, ${t.role}`);
    expect(flat).toContain("Colour Contrast Analyser 3.5");
    expect(flat).toContain("NVDA 2024.4");
    expect(flat).toContain(t.notConformant);
    // Chromium writes an embedded picture as an image XObject, its dictionary in plain text.
    expect(pdf.toString("latin1")).toMatch(/\/Subtype\s*\/Image\b/);

    // The statement now states the manual assessment and the barrier found by hand.
    await page.goto(`/run/${runId}/statement`);
    await expect(page.getByLabel(t.method, { exact: true })).toContainText(t.statementAfter);
    await expect(page.getByLabel(t.method, { exact: true })).not.toContainText(t.statementBefore);
    await expect(page.getByLabel(t.barriers, { exact: true })).toContainText(t.barrierText);

    // Our own bar on the assessment's pages: axe, light and dark; no sideways scrolling at 375 px (our own
    // full scanner runs on them in own-pages.spec.ts).
    const storageState = await context.storageState();
    const paths = [
      `/run/${runId}/assessment`,
      `/run/${runId}/assessment/2.4.7`,
      `/run/${runId}/assessment/1.4.3`,
      `/run/${runId}/assessment/1.1.1`,
      `/run/${runId}/assessment/1.3.1`,
      `/run/${runId}/assessment/report`,
    ];
    for (const colorScheme of ["light", "dark"] as const) {
      const checked = await page.context().browser()?.newContext({ baseURL, storageState, colorScheme });
      if (!checked) throw new Error("no browser");
      const view = await checked.newPage();
      for (const path of paths) {
        await view.setViewportSize({ width: 1280, height: 800 });
        await view.goto(path);
        await expect(view.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*dark)/);
        await view.locator("details").evaluateAll((all) => {
          for (const details of all) (details as HTMLDetailsElement).open = true;
        });
        expect(await axeViolations(view), `${path} (${language}, ${colorScheme})`).toEqual([]);
        await view.setViewportSize({ width: 375, height: 800 });
        expect(
          await view.evaluate(() => document.documentElement.scrollWidth),
          `${path} at 375 px`,
        ).toBeLessThanOrEqual(375);
      }
      await checked.close();
    }
  });
}
