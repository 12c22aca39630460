/**
 * Mail end to end, in German and English: a contact message reaches the operator's inbox at the local mail
 * stand-in (read through its JSON API and its web inbox), mail preferences on the profile, an unsubscribe
 * link followed in the browser, and every mail's HTML passes our own scanner.
 */
import { execFileSync } from "node:child_process";
import type { Locale } from "../../app/i18n";
import {
  buildContactCopyMail,
  buildContactMail,
  buildRunAlertMail,
  buildRunFailedMail,
  buildRunResultMail,
  buildTestAlertMail,
  buildWeeklyDigestMail,
} from "../../app/utils/mail/templates.server";
import { unsubscribeUrl } from "../../app/utils/mail/unsubscribe.server";
import { buildVerifyEmailMail } from "../../app/utils/mail/verify-email.server";
import { signInSubscriber, trackHydration } from "./journey";
import { scanWithOwnScanner } from "./own-scanner";
import { axeViolations, expect, languages, setLanguage, test, waitForHydration } from "./support";

const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;
const operatorInbox = "betrieb@klarsicht.test";

type ReceivedMail = {
  id: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
};

async function mailsFrom(sender: string): Promise<ReceivedMail[]> {
  const { data } = (await (await fetch(`${mailApi}/_local/api/emails`)).json()) as { data: ReceivedMail[] };
  return data.filter((mail) => mail.replyTo.includes(sender));
}

/** The id of an account, read from the app's local D1 as the e2e server keeps it. */
function userIdOf(email: string): string {
  const output = execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      String(process.env.E2E_STATE_DIR),
      "--json",
      "--command",
      `SELECT id FROM users WHERE email = '${email.replace(/'/g, "''")}'`,
    ],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const [{ results }] = JSON.parse(output) as [{ results: { id: string }[] }];
  const [row] = results;
  if (!row) throw new Error(`No account with ${email}`);
  return row.id;
}

const texts = {
  de: {
    contactPath: "/kontakt",
    email: "E-Mail-Adresse",
    subject: "Betreff",
    message: "Nachricht",
    send: "Senden",
    sent: "Vielen Dank! Ihre Nachricht ist bei uns angekommen.",
    mailTitle: "E-Mail-Benachrichtigungen",
    runAlerts: "Neue oder wieder aufgetretene Barrieren nach einem geplanten Scan",
    weeklyDigest: "Wochenüberblick über alle Websites",
    runFailed: "Hinweis, wenn ein geplanter Scan fehlschlägt",
    save: "Einstellungen speichern",
    saved: "Ihre E-Mail-Einstellungen wurden gespeichert.",
    question: "Möchten Sie Hinweise auf fehlgeschlagene geplante Scans nicht mehr per E-Mail erhalten?",
    confirm: "Abbestellen",
    done: "Erledigt: Sie erhalten Hinweise auf fehlgeschlagene geplante Scans nicht mehr per E-Mail.",
    invalid: "Dieser Link zum Abbestellen ist ungültig.",
  },
  en: {
    contactPath: "/contact",
    email: "Email address",
    subject: "Subject",
    message: "Message",
    send: "Send",
    sent: "Thank you! Your message has reached us.",
    mailTitle: "Email notifications",
    runAlerts: "New or returning accessibility issues after a scheduled scan",
    weeklyDigest: "Weekly overview of all websites",
    runFailed: "Notice when a scheduled scan fails",
    save: "Save settings",
    saved: "Your email settings have been saved.",
    question: "Do you no longer want to receive notices about failed scheduled scans by email?",
    confirm: "Unsubscribe",
    done: "Done: you will no longer receive notices about failed scheduled scans by email.",
    invalid: "This unsubscribe link is not valid.",
  },
} as const;

// One language a journey (the other language's pages are checked in pages.spec.ts and own-pages.spec.ts;
// the journeys alternate between German and English).
for (const language of ["de"] as const) {
  const t = texts[language];

  test(`a contact message reaches the operator's local inbox, reply-to the sender (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLanguage(context, baseURL, language);
    const sender = `absender-${language}-${Date.now()}@beispiel.test`;
    const subject = `Frage zu Klarsicht ${language} ${Date.now()}`;
    const message = "Guten Tag,\nwie prüfen Sie PDF-Dokumente? <b>Danke</b>";
    await page.goto(t.contactPath);
    await waitForHydration(page);
    await page.getByLabel(t.email, { exact: true }).fill(sender);
    await page.getByLabel(t.subject, { exact: true }).fill(subject);
    await page.getByLabel(t.message, { exact: true }).fill(message);
    await page.getByRole("button", { name: t.send, exact: true }).click();
    await expect(page.getByRole("status")).toContainText(t.sent);
    // Sent: the form is empty again for a next message, the confirmation stays.
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue("");
    await expect(page.getByLabel(t.subject, { exact: true })).toHaveValue("");
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue("");

    // Sent right after the response: the inbox has it as soon as the stand-in answered.
    await expect.poll(async () => (await mailsFrom(sender)).length).toBe(1);
    const [mail] = await mailsFrom(sender);
    expect(mail?.to).toEqual([operatorInbox]);
    expect(mail?.subject).toBe(`Kontaktanfrage: ${subject}`);
    expect(mail?.text).toContain(message);

    // The web inbox: the list, then the mail with its HTML sandboxed and its plain text.
    await page.goto(`${mailApi}/`);
    await page.getByRole("link", { name: `Kontaktanfrage: ${subject}`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kontaktanfrage: ${subject}`);
    await expect(page.getByText(sender, { exact: true }).first()).toBeVisible();
    const preview = page.frameLocator(`iframe[title="HTML version of: Kontaktanfrage: ${subject}"]`);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
      "Neue Nachricht über das Kontaktformular",
    );
    await expect(preview.getByText("<b>Danke</b>")).toBeVisible();
    await expect(page.locator("pre")).toContainText("wie prüfen Sie PDF-Dokumente?");
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`mail preferences on the profile, and an unsubscribe link followed (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await setLanguage(context, baseURL, language);
    await trackHydration(context);
    const login = await signInSubscriber(page, language);

    await page.goto("/profile/general#mail");
    const section = page.getByRole("region", { name: t.mailTitle });
    const box = (name: string) => section.getByRole("checkbox", { name, exact: true });
    await expect(box(t.runAlerts)).toBeChecked();
    await expect(box(t.weeklyDigest)).not.toBeChecked();
    await expect(box(t.runFailed)).toBeChecked();
    await box(t.weeklyDigest).check();
    await box(t.runAlerts).uncheck();
    await section.getByRole("button", { name: t.save, exact: true }).click();
    await expect(section.getByRole("status")).toHaveText(t.saved);
    await page.reload();
    await expect(box(t.runAlerts)).not.toBeChecked();
    await expect(box(t.weeklyDigest)).toBeChecked();
    await expect(box(t.runFailed)).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    // The link a failed-run notice carries, signed as the app signs it.
    const userId = userIdOf(`${login}@example.test`);
    const link = await unsubscribeUrl(
      baseURL ?? "",
      String(process.env.E2E_SESSION_SECRET),
      userId,
      "run-failed",
    );
    await page.goto(link);
    await expect(page.getByText(t.question)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: t.confirm, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(t.done);

    await page.goto("/profile/general#mail");
    await expect(box(t.runFailed)).not.toBeChecked();
    await expect(box(t.weeklyDigest)).toBeChecked();

    // Our own scanner, every check included, on the unsubscribe page (the profile with its mail section is
    // scanned with every other signed-in page in own-pages.spec.ts).
    for (const mode of ["light", "dark"] as const) {
      const own = await scanWithOwnScanner({
        origin: new URL(baseURL ?? "").origin,
        paths: [new URL(link).pathname + new URL(link).search],
        language,
        mode,
        signedIn: context,
      });
      expect(own.failures).toEqual([]);
      expect(own.violations, `our own scanner (${language}, ${mode})`).toEqual([]);
    }

    // A link whose signature does not match changes nothing and says so.
    await page.goto(link.replace(/s=[^&]+/, `s=${"A".repeat(43)}`));
    await expect(page.getByRole("alert")).toContainText(t.invalid);
  });
}

/** Every kind of mail, rendered as the app renders it, in one language. */
function allMails(locale: Locale) {
  const footer = {
    recipientEmail: "inhaberin@beispiel.test",
    unsubscribeUrl: "https://klarsicht.example/unsubscribe?u=1&k=run-alert&s=x",
    preferencesUrl: "https://klarsicht.example/profile/general#mail",
  };
  const issues = [
    {
      title: "Bilder haben keinen Alternativtext",
      impact: "critical" as const,
      pages: Array.from({ length: 7 }, (_, i) => `https://shop.example/produkt/${i}`),
    },
    {
      title: "Formularfelder ohne Beschriftung <label>",
      impact: "serious" as const,
      pages: ["https://shop.example/kasse"],
    },
  ];
  return [
    buildRunAlertMail({
      locale,
      site: "shop.example",
      runId: "r1",
      newIssues: issues,
      regressions: issues.slice(1),
      reportUrl: "https://klarsicht.example/run/r1",
      footer,
    }),
    buildRunFailedMail({
      locale,
      site: "shop.example",
      runId: "r2",
      reason: "Die Startseite antwortete nicht.",
      reportUrl: "https://klarsicht.example/run/r2",
      footer,
    }),
    buildWeeklyDigestMail({
      locale,
      weekOf: "2026-11-16",
      sites: [
        {
          site: "shop.example",
          reportUrl: "https://klarsicht.example/run/r1",
          issues: 1234,
          newIssues: 2,
          fixedIssues: 5,
        },
        {
          site: "blog.example",
          reportUrl: "https://klarsicht.example/run/r3",
          issues: 0,
          newIssues: 0,
          fixedIssues: 1,
        },
      ],
      footer,
    }),
    buildVerifyEmailMail({
      locale,
      email: "inhaberin@beispiel.test",
      link: "https://klarsicht.example/profile/verify-email?token=abc.def",
      hours: 24,
    }),
    buildContactMail({
      locale,
      senderEmail: "anna@beispiel.de",
      senderLocale: "en",
      subject: "Frage",
      message: "Zeile eins\nZeile zwei",
    }),
    buildContactCopyMail({
      locale,
      senderEmail: "anna@beispiel.de",
      subject: "Frage",
      message: "Zeile eins\nZeile zwei",
    }),
    buildTestAlertMail({
      locale,
      site: "shop.example",
      email: "inhaberin@beispiel.test",
      dashboardUrl: "https://klarsicht.example/sites/1",
      preferencesUrl: footer.preferencesUrl,
      preferences: { runAlerts: true, runFailed: true, weeklyDigest: false },
    }),
    buildRunResultMail({
      locale,
      site: "shop.example",
      email: "inhaberin@beispiel.test",
      reportUrl: "https://klarsicht.example/run/r4",
      outcome: { status: "done", newIssues: issues, regressions: [], totals: { found: 2, open: 2 } },
    }),
    buildRunResultMail({
      locale,
      site: "shop.example",
      email: "inhaberin@beispiel.test",
      reportUrl: "https://klarsicht.example/run/r5",
      outcome: { status: "failed", reason: "Die Startseite antwortete nicht." },
    }),
  ];
}

async function deliverToStandIn(mail: { subject: string; html: string; text: string }): Promise<string> {
  const response = await fetch(`${mailApi}/emails`, {
    method: "POST",
    headers: { Authorization: "Bearer re_local_mail_key", "Content-Type": "application/json" },
    body: JSON.stringify({
      from: "Klarsicht <benachrichtigung@klarsicht.test>",
      to: ["pruefung@beispiel.test"],
      ...mail,
    }),
  });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return `/mails/${id}/html`;
}

test("a signed-in customer's contact message: the address filled in, the form cleared, a copy to the account (en)", async ({
  page,
  context,
  baseURL,
}) => {
  await setLanguage(context, baseURL, "en");
  const login = await signInSubscriber(page, "en");
  const account = `${login}@example.test`;
  const subject = `Question about PDF documents ${Date.now()}`;
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(page.getByLabel("Email address", { exact: true })).toHaveValue(account);
  await expect(page.getByText(`We send a copy of your message to ${account}`)).toBeVisible();
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Hello,\ndo you check PDF documents too?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Thank you! Your message has reached us.");
  await expect(page.getByRole("status")).toContainText(`A copy of your message is on its way to ${account}.`);
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");

  // To the operator, reply-to the account; and the copy to the account itself.
  await expect.poll(async () => (await mailsFrom(account)).map((mail) => mail.to)).toEqual([[operatorInbox]]);
  const { data } = (await (await fetch(`${mailApi}/_local/api/emails`)).json()) as { data: ReceivedMail[] };
  const copies = data.filter((mail) => mail.to.includes(account));
  expect(copies.map((mail) => mail.subject)).toEqual([`Copy of your message to Klarsicht: ${subject}`]);
  expect(copies[0]?.text).toContain("do you check PDF documents too?");
});

for (const language of languages) {
  test(`every mail's HTML passes our own scanner (${language})`, async () => {
    test.setTimeout(120_000);
    const paths: string[] = [];
    for (const mail of allMails(language)) paths.push(await deliverToStandIn(mail));
    // A control: a mail with known barriers, served the same way, must be found wanting.
    const control = await deliverToStandIn({
      subject: "Kontrolle",
      html: '<!DOCTYPE html><html><head><title>Kontrolle</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><a href="https://klarsicht.example/x"></a></main></body></html>',
      text: "Kontrolle",
    });
    const scan = await scanWithOwnScanner({
      origin: mailApi,
      paths: [...paths, control],
      language,
      mode: "light",
    });
    expect(scan.failures).toEqual([]);
    const ofControl = scan.violations.filter((line) => line.startsWith(`${control} `));
    expect(ofControl.some((line) => line.includes("image-alt"))).toBe(true);
    expect(ofControl.some((line) => line.includes("html-has-lang"))).toBe(true);
    expect(scan.violations.filter((line) => !line.startsWith(`${control} `))).toEqual([]);
  });
}
