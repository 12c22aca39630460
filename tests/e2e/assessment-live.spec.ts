import { signInSubscriber, waitForHydration } from "./journey";
import { expect, languages, setLanguage, test } from "./support";

/*
 * The assessment without reloads: a needs-review finding confirmed in the report's review tab updates the
 * tab in place and sets the sampled pages' verdicts; a decision on the criterion page saves in place too;
 * a page's screenshot opens at full size in a dialog that zooms, all with the keyboard. The fixture's two
 * pages share one title (tests/fixtures/site/angebot), which the scan leaves for a person to judge. The
 * site's dashboard sends a test alert at once (the English one is in site-dashboard.spec.ts's journey).
 */

const site = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/angebot/`;
const SITE_SCAN_TIMEOUT = 60_000;

/** Set on the document when the test starts watching; a reload would lose it. */
const markDocument = () => {
  (window as unknown as Record<string, unknown>).e2eSameDocument = true;
};
const sameDocument = () => (window as unknown as Record<string, unknown>).e2eSameDocument === true;

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    startScan: "Scan starten",
    reportTitle: (host: string) => `Bericht für ${host}`,
    startAssessment: "Prüfung beginnen",
    progress: "Fortschritt",
    group: /^Elementgruppe title/,
    undecided: "Noch nicht entschieden",
    confirm: "Als Verstoß bestätigen",
    confirmed: "Entschieden: Als Verstoß bestätigt",
    failed: "Nicht erfüllt",
    dismiss: "Verwerfen, kein Verstoß",
    saveDecision: "Entscheidung speichern",
    decisionSaved: "Entscheidung gespeichert.",
    openPicture: /In voller Größe öffnen$/,
    pictureTitle: (page: string) => `Bildschirmfoto von ${page}`,
    zoomIn: "Vergrößern",
    zoomed: "Zoom: 150 %",
    dashboard: "Übersicht und Zeitplan",
    testMail: "Test-Mail senden",
    testMailSent: "Test-Mail an",
    testMailSubject: "Test: Benachrichtigung von Klarsicht",
  },
  en: {
    websiteAddress: "Website address",
    startScan: "Start scan",
    reportTitle: (host: string) => `Report for ${host}`,
    startAssessment: "Start the assessment",
    progress: "Progress",
    group: /^Element group title/,
    undecided: "Not decided yet",
    confirm: "Confirm as a violation",
    confirmed: "Decided: Confirmed as a violation",
    failed: "Not met",
    dismiss: "Dismiss, not a violation",
    saveDecision: "Save decision",
    decisionSaved: "Decision saved.",
    openPicture: /Open at full size$/,
    pictureTitle: (page: string) => `Screenshot of ${page}`,
    zoomIn: "Zoom in",
    zoomed: "Zoom: 150 %",
    dashboard: "Dashboard and schedule",
    testMail: "Send test email",
    testMailSent: "Test email sent to",
    testMailSubject: "Test: notification from Klarsicht",
  },
} as const;

const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

/** The subjects of what the local mail stand-in received for an address. */
async function subjectsTo(address: string): Promise<string[]> {
  const { data } = (await (await fetch(`${mailApi}/_local/api/emails`)).json()) as {
    data: { to: string[]; subject: string }[];
  };
  return data.filter((mail) => mail.to.includes(address)).map((mail) => mail.subject);
}

for (const language of languages) {
  test(`a finding confirmed in the review tab updates it and the page verdicts without a reload (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t = texts[language];
    test.setTimeout(120_000);
    await setLanguage(context, baseURL, language);
    const login = await signInSubscriber(page, language);
    await page.getByLabel(t.websiteAddress, { exact: true }).fill(site);
    await page.getByRole("button", { name: t.startScan, exact: true }).click();
    await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle(new URL(site).host), {
      timeout: SITE_SCAN_TIMEOUT,
    });
    const runId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await page.goto(`/run/${runId}/assessment`);
    await waitForHydration(page);
    await page.getByRole("button", { name: t.startAssessment, exact: true }).click();
    await expect(page.getByRole("heading", { name: t.progress })).toBeVisible();

    // The review tab: the repeated title, undecided, then confirmed in place.
    await page.goto(`/run/${runId}?tab=manual`);
    await waitForHydration(page);
    await page.evaluate(markDocument);
    const group = page.getByRole("form", { name: t.group });
    await expect(group.getByRole("status")).toHaveText(t.undecided);
    await group.getByRole("button", { name: t.confirm, exact: true }).click();
    await expect(group.getByRole("status")).toHaveText(t.confirmed);
    expect(await page.evaluate(sameDocument)).toBe(true);

    // Both sampled pages now fail 2.4.2, each with the finding as its barrier.
    await page.goto(`/run/${runId}/assessment/2.4.2`);
    await waitForHydration(page);
    await page.evaluate(markDocument);
    for (const id of ["#page-0", "#page-1"])
      await expect(page.locator(id).getByRole("radio", { name: t.failed, exact: true })).toBeChecked();

    // Dismissed on the criterion page: saved in place, the page stays.
    const review = page.locator("#review-0");
    await review.getByRole("radio", { name: t.dismiss, exact: true }).check();
    await review.getByRole("button", { name: t.saveDecision, exact: true }).click();
    await expect(review.getByRole("status")).toHaveText(t.decisionSaved);
    expect(await page.evaluate(sameDocument)).toBe(true);

    // The screenshot at full size, zoomed and closed with the keyboard; focus returns to its link.
    const open = page.locator("#page-0").getByRole("link", { name: t.openPicture });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: t.pictureTitle(site) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: t.zoomIn, exact: true }).press("Enter");
    await expect(dialog.getByRole("status")).toHaveText(t.zoomed);
    const zoomed = dialog.getByRole("img");
    await expect
      .poll(() => zoomed.evaluate((image) => (image as HTMLImageElement).width))
      .toBeGreaterThan(await zoomed.evaluate((image) => (image as HTMLImageElement).naturalWidth));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(sameDocument)).toBe(true);

    // The site's dashboard: a test alert goes at once to the account's address, said on the page.
    await page.goto("/runs");
    await page
      .getByRole("link", { name: new RegExp(`^${t.dashboard}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sites\/\d+$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: t.testMail, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t.testMailSent })).toBeVisible();
    await expect
      .poll(async () =>
        (await subjectsTo(`${login}@example.test`)).filter((s) => s.startsWith(t.testMailSubject)),
      )
      .toHaveLength(1);
  });
}
