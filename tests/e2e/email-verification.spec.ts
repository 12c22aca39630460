/**
 * Verifying the address by mail, end to end in German and English: an unverified local user with a plan
 * asks for the mail on the profile, opens it in the local mail stand-in's inbox, follows its link, confirms,
 * and the profile says the address is verified. Every page on the way is checked with axe.
 */
import {
  buyBasic,
  escapeRegExp,
  newLogin,
  signInAtProvider,
  trackHydration,
  waitForHydration,
} from "./journey";
import { scanWithOwnScanner } from "./own-scanner";
import { axeViolations, expect, setLanguage, test } from "./support";

const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

const texts = {
  de: {
    chooseBasic: "Basic wählen",
    unverified: "Noch nicht bestätigt",
    verified: "Ja",
    verifyNow: "Jetzt bestätigen",
    before: (email: string) =>
      `Wir schicken eine E-Mail an ${email}. Sie enthält einen Link, der 24 Stunden gültig ist.`,
    sent: (email: string) => `Wir haben eine E-Mail an ${email} geschickt.`,
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    mailHeading: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    question: (email: string) => `Möchten Sie die Adresse ${email} für Ihr Klarsicht-Konto bestätigen?`,
    confirm: "Adresse bestätigen",
    done: (email: string) => `Ihre E-Mail-Adresse ${email} ist jetzt bestätigt.`,
    invalid: "Dieser Bestätigungslink ist ungültig.",
    resend: (email: string) => `Neue E-Mail an ${email} anfordern`,
  },
  en: {
    chooseBasic: "Choose Basic",
    unverified: "Not verified yet",
    verified: "Yes",
    verifyNow: "Verify now",
    before: (email: string) =>
      `We will send an email to ${email}. It contains a link that is valid for 24 hours.`,
    sent: (email: string) => `We have sent an email to ${email}.`,
    subject: "Please verify your email address",
    mailHeading: "Please verify your email address",
    question: (email: string) => `Do you want to verify the address ${email} for your Klarsicht account?`,
    confirm: "Verify address",
    done: (email: string) => `Your email address ${email} is now verified.`,
    invalid: "This verification link is not valid.",
    resend: (email: string) => `Ask for a new email to ${email}`,
  },
} as const;

// One language a journey (the other language's pages are checked in pages.spec.ts and own-pages.spec.ts;
// the journeys alternate between German and English).
for (const language of ["de"] as const) {
  test(`an unverified address is verified through the mailed link (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const t = texts[language];
    await setLanguage(context, baseURL, language);
    await trackHydration(context);

    // The local provider does not vouch for addresses of logins starting with "unverified".
    // A long address without hyphens (where lines may break anyway), so that the pages must wrap it on a
    // small screen.
    const login = newLogin(`unverified${language}miteinerrechtlangenundunteilbarenadresse`);
    const email = `${login}@example.test`;
    await page.goto("/setup");
    await page.getByRole("link", { name: t.chooseBasic, exact: true }).click();
    await signInAtProvider(page, login);
    await buyBasic(page, language, "monthly");

    // Before: the page says what will happen.
    await page.goto("/profile/general");
    await waitForHydration(page);
    const status = page.getByRole("definition").filter({ hasText: t.unverified });
    await expect(status).toBeVisible();
    const verifyNow = page.getByRole("button", { name: t.verifyNow, exact: true });
    await expect(verifyNow).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(t.before(email))}`));
    expect(await axeViolations(page)).toEqual([]);

    // After: what happened, with the focus on the message.
    await verifyNow.click();
    await expect(page).toHaveURL(/\/profile\/general\?verification=sent$/);
    const banner = page.getByRole("status").filter({ hasText: t.sent(email) });
    await expect(banner).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // The mail, in the stand-in's inbox, in the language the site was used in.
    await page.goto(`${mailApi}/`);
    // Besides the order confirmation the purchase sent: one verification mail.
    const row = page.getByRole("row").filter({ hasText: email }).filter({ hasText: t.subject });
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: t.subject, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.subject);
    const preview = page.frameLocator(`iframe[title="HTML version of: ${t.subject}"]`);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(t.mailHeading);
    await expect(page.locator("pre")).toContainText(email);
    const link = page.getByRole("link", { name: /\/profile\/verify-email\?token=/ });
    await expect(link).toHaveCount(1);
    await link.click();

    // Opening the link asks; only the button confirms.
    await expect(page).toHaveURL(/\/profile\/verify-email\?token=/);
    const verifyUrl = page.url();
    const verifyPath = verifyUrl.slice(new URL(verifyUrl).origin.length);
    await expect(page.getByText(t.question(email), { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Our own scanner, every check included, in light and dark; its visits (GETs, like a mail scanner's)
    // confirm nothing.
    for (const mode of ["light", "dark"] as const) {
      const own = await scanWithOwnScanner({
        origin: new URL(baseURL ?? "").origin,
        paths: ["/profile/general?verification=sent", verifyPath],
        language,
        mode,
        signedIn: context,
      });
      expect(own.failures).toEqual([]);
      expect(own.violations, `our own scanner (${language}, ${mode})`).toEqual([]);
    }
    await page.reload();
    await page.getByRole("button", { name: t.confirm, exact: true }).click();

    await expect(page).toHaveURL(/\/profile\/general\?verification=done$/);
    await expect(page.getByRole("status").filter({ hasText: t.done(email) })).toBeFocused();
    await expect(
      page.getByRole("definition").filter({ hasText: new RegExp(`^${t.verified}$`) }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: t.verifyNow, exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // A changed link says it is not valid and offers a new mail.
    // (A character inside the signature: the last one carries bits that base64 decoding drops.)
    const changed = verifyUrl.at(-10) === "A" ? "B" : "A";
    await page.goto(`${verifyUrl.slice(0, -10)}${changed}${verifyUrl.slice(-9)}`);
    await expect(page.getByRole("alert")).toContainText(t.invalid);
    await expect(page.getByRole("button", { name: t.resend(email), exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // 375 px wide: the long address wraps instead of making the pages scroll sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    await page.goto(verifyUrl);
    await expect(page.getByRole("status")).toContainText(email);
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    await page.goto("/profile/general?verification=done");
    await expect(page.getByRole("status").filter({ hasText: t.done(email) })).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
  });
}
