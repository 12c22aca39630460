import type { Page } from "@playwright/test";
import { berlinInstant } from "../../app/utils/schedule";
import { signInSubscriber } from "./journey";
import { expect, type Language, setLanguage, test } from "./support";

/*
 * The site dashboard end to end: from the registered sites on the run list to /sites/{id}, a schedule
 * set, a run started with "run now", the trend and its tables, an issue triaged (and its count and chart
 * changing). The dashboard passes our whole scanner, unfolded and at 375 px too, in own-pages.spec.ts.
 *
 * The fixture shop (tests/fixtures/site/shop) has a logo without alt text on all four pages and an
 * unlabelled field on the contact page.
 */

const fixtureOrigin = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const shop = `${fixtureOrigin}/shop/`;
const SITE_SCAN_TIMEOUT = 60_000;

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    startScan: "Scan starten",
    reportTitle: `Bericht für ${new URL(shop).host}`,
    dashboard: "Übersicht und Zeitplan",
    frequency: "Häufigkeit",
    daily: "Täglich",
    hour: "Uhrzeit",
    saveSchedule: "Zeitplan speichern",
    saved: "Der Zeitplan wurde gespeichert.",
    next: /^Nächster geplanter Scan: (heute|morgen) um 06:00 Uhr$/,
    first: /Erster Scan: (heute|morgen) um 06:00 Uhr\./,
    testMail: "Test-Mail senden",
    testMailSent: "Test-Mail an",
    testMailSubject: "Test: Benachrichtigung von Klarsicht",
    runNow: "Jetzt scannen",
    issues: "Davon offen",
    triaged: "Bewertet",
    impactsTable: "Probleme nach Schweregrad",
    changesTable: "Neue, behobene und wieder aufgetretene Probleme",
    triage: "Bewerten",
    falsePositive: "Fehlalarm",
    note: "Begründung oder Notiz",
    save: "Bewertung speichern",
    accepted: "Akzeptiert",
    reasonRequired: "Bitte begründen Sie, warum Sie dieses Problem akzeptieren.",
    statusRequired: "Bitte wählen Sie eine Bewertung.",
    undo: "Bewertung zurücknehmen",
    scheduledRuns: "Scans dieser Website",
    manual: "Von Hand",
    fixed: "Behoben, wartet auf neuen Scan",
    regression: "Wieder aufgetreten",
    regressions: "Wieder aufgetreten",
    cameBack: "Wieder aufgetreten (waren als behoben markiert)",
    alertSubject: (site: string) => `Neue Barrieren auf ${site}`,
    scheduled: "Geplant",
    issuesCount: /\d+ Probleme?/,
  },
  en: {
    websiteAddress: "Website address",
    startScan: "Start scan",
    reportTitle: `Report for ${new URL(shop).host}`,
    dashboard: "Dashboard and schedule",
    frequency: "Frequency",
    daily: "Daily",
    hour: "Time",
    saveSchedule: "Save schedule",
    saved: "The schedule has been saved.",
    next: /^Next scheduled scan: (today|tomorrow) at 06:00$/,
    first: /First scan: (today|tomorrow) at 06:00\./,
    testMail: "Send test email",
    testMailSent: "Test email sent to",
    testMailSubject: "Test: notification from Klarsicht",
    runNow: "Scan now",
    issues: "Of these open",
    triaged: "Triaged",
    impactsTable: "Issues by impact",
    changesTable: "New, fixed and recurring issues",
    triage: "Triage",
    falsePositive: "False positive",
    note: "Reason or note",
    save: "Save triage",
    accepted: "Accepted",
    reasonRequired: "Please give a reason why you accept this issue.",
    statusRequired: "Please choose a triage status.",
    undo: "Undo triage",
    scheduledRuns: "Scans of this website",
    manual: "By hand",
    fixed: "Fixed, awaiting rescan",
    regression: "Came back",
    regressions: "Came back",
    cameBack: "Back again (were marked as fixed)",
    alertSubject: (site: string) => `New accessibility issues on ${site}`,
    scheduled: "Scheduled",
    issuesCount: /\d+ issues?/,
  },
} as const;

/** The first 06:00 in Berlin after `now`: when a daily schedule set now is next due. */
function nextSixInBerlin(now: Date): Date {
  for (let day = 0; day < 3; day++) {
    const date = new Date(now.getTime() + day * 24 * 60 * 60 * 1000);
    const [year, month, dayOfMonth] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" })
      .format(date)
      .split("-")
      .map(Number);
    const at = berlinInstant(year ?? 0, month ?? 0, dayOfMonth ?? 0, 6);
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error("No 06:00 within three days");
}

const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

type ReceivedMail = { to: string[]; subject: string; text: string };

/** What the local mail stand-in received for an address, through its API; newest first. */
async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const { data } = (await (await fetch(`${mailApi}/_local/api/emails`)).json()) as { data: ReceivedMail[] };
  return data.filter((mail) => mail.to.includes(address));
}

/** The value beside a key figure's label in the overview. */
function figure(page: Page, label: string) {
  return page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** The impact chart's table: the latest run's sum (last row, last cell). */
function latestImpactTotal(page: Page, language: Language) {
  return page
    .getByRole("table", { name: texts[language].impactsTable })
    .locator("tbody tr")
    .last()
    .locator("td")
    .last();
}

async function scanShopFromRunList(page: Page, language: Language) {
  const t = texts[language];
  await page.getByLabel(t.websiteAddress, { exact: true }).fill(shop);
  await page.getByRole("button", { name: t.startScan, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, {
    timeout: SITE_SCAN_TIMEOUT,
  });
}

// One language a journey (the other language's pages are checked in pages.spec.ts and own-pages.spec.ts;
// the journeys alternate between German and English).
for (const language of ["en"] as const) {
  test(`schedule, run now, trend and triage on the site dashboard (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const t = texts[language];
    await setLanguage(context, baseURL, language);
    const login = await signInSubscriber(page, language);
    await scanShopFromRunList(page, language);

    await page.goto("/runs");
    await page.getByRole("link", { name: new RegExp(`^${t.dashboard}`) }).click();
    await expect(page).toHaveURL(/\/sites\/\d+$/);
    const dashboardPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${fixtureOrigin}/`);

    // A schedule: daily at 06:00 Berlin time; the page names the next time.
    await page.getByLabel(t.frequency, { exact: true }).selectOption({ label: t.daily });
    await page.getByLabel(t.hour, { exact: true }).selectOption("6");
    await page.getByRole("button", { name: t.saveSchedule }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByText(t.first)).toBeVisible();
    await expect(page.getByText(t.next)).toBeVisible();
    await expect(page.getByLabel(t.frequency, { exact: true })).toHaveValue("daily");

    // The most severe issue is marked fixed, awaiting the next scan.
    const fixedIssue = page.locator("#issues li").first();
    const fixedTitle = (await fixedIssue.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await fixedIssue.getByText(t.triage, { exact: false }).first().click();
    await fixedIssue.getByRole("radio", { name: t.fixed, exact: true }).check();
    await fixedIssue.getByRole("button", { name: t.save }).click();
    await expect(figure(page, t.triaged)).toHaveText("1");

    // The cron as `npm run dev` runs it (/local/cron, the scheduled handler's code), at the next 06:00 in
    // Berlin: the schedule starts a run of the site, marked as scheduled.
    const dueAt = nextSixInBerlin(new Date());
    const fired = await page.request.post(`/local/cron?at=${encodeURIComponent(dueAt.toISOString())}`, {
      headers: {
        Authorization: `Bearer ${process.env.E2E_LOCAL_TOKEN}`,
        Origin: new URL(baseURL ?? "").origin,
      },
    });
    expect(fired.ok(), `${fired.status()} ${await fired.text()}`).toBe(true);
    expect(((await fired.json()) as { started: string[] }).started).toHaveLength(1);
    const runsTable = page.getByRole("table", { name: new RegExp(t.scheduledRuns) });
    await expect(async () => {
      await page.goto(dashboardPath);
      await expect(runsTable.locator("tbody tr")).toHaveCount(2, { timeout: 1_000 });
      await expect(runsTable.locator("tbody tr").first()).toContainText(t.scheduled, { timeout: 1_000 });
      await expect(runsTable.locator("tbody tr").first()).toContainText(t.issuesCount, { timeout: 1_000 });
    }).toPass({ timeout: SITE_SCAN_TIMEOUT });

    // The next round tells the owner: the alert in the local inbox names the issue that came back and
    // links to the run's report.
    const told = await page.request.post(
      `/local/cron?at=${encodeURIComponent(new Date(dueAt.getTime() + 5 * 60_000).toISOString())}`,
      {
        headers: {
          Authorization: `Bearer ${process.env.E2E_LOCAL_TOKEN}`,
          Origin: new URL(baseURL ?? "").origin,
        },
      },
    );
    expect(((await told.json()) as { notified: number }).notified).toBe(1);
    // Sent right after the round's answer; the stand-in has it once it answered the app.
    await expect.poll(async () => (await mailsTo(`${login}@example.test`)).length).toBe(1);
    const [alert] = await mailsTo(`${login}@example.test`);
    expect(alert?.subject).toBe(t.alertSubject(`${fixtureOrigin}/`));
    expect(alert?.text).toContain(t.cameBack);
    expect(alert?.text).toContain(fixedTitle);
    const reportLink = alert?.text.match(/http:\/\/127\.0\.0\.1:\d+\/run\/[\w-]+/)?.[0] ?? "";
    await page.goto(reportLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle);
    await page.goto(dashboardPath);
    await expect(page.locator("#issues li").first().getByText(t.regression).first()).toBeVisible();
    await expect(figure(page, t.regressions)).toHaveText("1");
    // The new/fixed chart counts it too, at the run that found it again (the latest, its table's last row).
    const changes = page.getByRole("table", { name: t.changesTable });
    await expect(changes.getByRole("columnheader").last()).toHaveText(t.regressions);
    await expect(changes.locator("tbody tr").last().locator("td").last()).toHaveText("1");
    // Back to open, for what follows.
    await page
      .locator("#issues li")
      .first()
      .getByRole("button", { name: new RegExp(`^${t.undo}`) })
      .click();
    await expect(figure(page, t.triaged)).toHaveText("0");

    // A test mail at once, to the account's address, said on the page.
    await page.getByRole("button", { name: t.testMail, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t.testMailSent })).toBeVisible();
    await expect
      .poll(async () =>
        (await mailsTo(`${login}@example.test`)).filter((mail) => mail.subject.startsWith(t.testMailSubject)),
      )
      .toHaveLength(1);

    // Triggered by hand: a third run of the site, then back to the dashboard.
    await page.getByRole("button", { name: t.runNow, exact: true }).click();
    await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, {
      timeout: SITE_SCAN_TIMEOUT,
    });
    await page.goto(dashboardPath);
    await expect(runsTable.locator("tbody tr")).toHaveCount(3);
    await expect(runsTable.getByRole("cell", { name: t.manual, exact: true })).toHaveCount(2);
    await expect(runsTable.getByRole("cell", { name: t.scheduled, exact: true })).toHaveCount(1);
    await expect(page.getByRole("table", { name: t.impactsTable }).locator("tbody tr")).toHaveCount(3);
    await expect(page.getByRole("img", { name: t.impactsTable })).toBeVisible();

    const issuesBefore = Number(await figure(page, t.issues).textContent());
    const chartBefore = Number(await latestImpactTotal(page, language).textContent());
    expect(issuesBefore).toBeGreaterThanOrEqual(2);
    expect(chartBefore).toBe(issuesBefore);
    await expect(figure(page, t.triaged)).toHaveText("0");

    // No status chosen, or accepting without a reason: refused by us (not by the browser's bubbles), in
    // the page's language; a false positive needs no reason.
    const firstIssue = page.locator("#issues li").first();
    await firstIssue.getByText(t.triage, { exact: false }).first().click();
    await firstIssue.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.statusRequired })).toBeVisible();
    await firstIssue.getByRole("radio", { name: t.accepted, exact: true }).check();
    await firstIssue.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.reasonRequired })).toBeVisible();
    const refusedIssue = page.locator("#issues li").first();
    await refusedIssue.getByRole("radio", { name: t.falsePositive, exact: true }).check();
    await refusedIssue.getByLabel(t.note).fill("Dekorativ / decorative");
    await refusedIssue.getByRole("button", { name: t.save }).click();

    await expect(figure(page, t.triaged)).toHaveText("1");
    await expect(figure(page, t.issues)).toHaveText(String(issuesBefore - 1));
    // The trend shows what each run found; triage never rewrites it (decision 029).
    await expect(latestImpactTotal(page, language)).toHaveText(String(chartBefore));
    const triagedIssue = page.locator("#issues li").first();
    await expect(triagedIssue.getByText(t.falsePositive).first()).toBeVisible();
    await expect(
      triagedIssue.getByRole("paragraph").filter({ hasText: "Dekorativ / decorative" }),
    ).toBeVisible();

    // Undone: the count is back.
    await triagedIssue.getByRole("button", { name: new RegExp(`^${t.undo}`) }).click();
    await expect(figure(page, t.issues)).toHaveText(String(issuesBefore));
    await expect(figure(page, t.triaged)).toHaveText("0");
  });
}
