import type { Browser, Locator, Page } from "@playwright/test";
import {
  buyBasic,
  escapeRegExp,
  newLogin,
  onProvider,
  signInAtProvider,
  signInSubscriber,
  trackHydration,
  waitForHydration,
} from "./journey";
import { expect, type Language, languages, setLanguage, test } from "./support";

/*
 * The signed-in product end to end: sign-in at the local OpenID provider, buying a plan at the local
 * Stripe-compatible server, scanning the fixture site, reading the report, deleting it, logging out; the
 * guard; the profile's dialog. The account pages pass our whole scanner in own-pages.spec.ts.
 */

const fixtureSite = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/`;
const fixtureHost = new URL(fixtureSite).host;

/** A scan of the fixture site takes a few seconds; the pages poll until it is done. */
const SCAN_TIMEOUT = 20_000;

const categories = ["passes", "violations", "incomplete", "inapplicable"] as const;
type Category = (typeof categories)[number];

const texts = {
  de: {
    login: "Anmelden",
    logout: "Abmelden",
    oneTime: "Einmalig",
    chooseBasic: "Basic wählen",
    websiteAddress: "Adresse der Website",
    startScan: "Scan starten",
    scopePage: "Nur diese eine Seite",
    checkoutSuccess: "Vielen Dank – Ihr Plan ist aktiv.",
    usage: (used: number) => `${used} von 1 Website Ihres Plans registriert.`,
    emptyTitle: "Erstellen Sie Ihren ersten Scan",
    backToList: "Zurück zu Ihren Scans",
    forUrl: (label: string) => `${label} für ${fixtureSite}`,
    open: "Öffnen",
    delete: "Löschen",
    confirmYes: "Ja, löschen",
    cancel: "Abbrechen",
    confirmQuestion: "Diesen Scan wirklich löschen? Der Bericht geht dabei verloren.",
    deleted: "Der Scan wurde gelöscht.",
    violationsStat: "WCAG-Verstöße",
    reportTitle: `Bericht für ${fixtureHost}`,
    tabsLabel: "Ergebniskategorien",
    categories: {
      violations: "Verstöße",
      incomplete: "Manuell zu prüfen",
      passes: "Bestanden",
      inapplicable: "Nicht anwendbar",
    },
    intros: {
      violations: "Regeln, gegen die die Seite verstößt, die schwerwiegendsten zuerst.",
      incomplete:
        "Punkte, die sich automatisch nicht sicher entscheiden lassen. Bitte prüfen Sie diese von Hand.",
      passes: "Regeln, die die Seite erfüllt.",
      inapplicable: "Regeln, für die es auf der Seite keine passenden Elemente gibt.",
    },
    emptyCategory: "Sieht auf unserer Seite gut aus – keine Funde anzuzeigen.",
    selector: "Selektor",
    profile: {
      update: "Aktualisieren",
      dialogTitle: "Profil aktualisieren",
      name: "Vollständiger Name",
      email: "E-Mail-Adresse",
      save: "Speichern",
      errorSummary: "Bitte korrigieren Sie die markierten Felder:",
      emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
      saved: "Ihre Angaben sind gespeichert.",
      verifyNow: "Jetzt bestätigen",
      verifyHint: "Ihr Name und Ihre E-Mail-Adresse bleiben, wie Sie sie gespeichert haben.",
      verificationSent: "Wir haben eine E-Mail an anna@beispiel.de geschickt.",
    },
    invoices: {
      list: "Ihre Rechnungen, die neueste zuerst",
      // Basic monthly with a German billing address: net, 19 % VAT, gross.
      amounts: [/\d{4}/, "15,00 €", "2,85 €", "17,85 €"],
      vat: "Umsatzsteuer (19 %)",
      open: (number: string) => `Rechnung ${number} öffnen`,
      hosted: {
        title: (number: string) => `Rechnung ${number}`,
        gross: /^Gesamtbetrag \(brutto\)\s*17,85\s€$/,
      },
    },
    openMenu: "Menü öffnen",
  },
  en: {
    login: "Login",
    logout: "Log out",
    oneTime: "One-time",
    chooseBasic: "Choose Basic",
    websiteAddress: "Website address",
    startScan: "Start scan",
    scopePage: "This one page only",
    checkoutSuccess: "Thank you — your plan is active.",
    usage: (used: number) => `${used} of 1 website of your plan registered.`,
    emptyTitle: "Create your first scan",
    backToList: "Back to your scans",
    forUrl: (label: string) => `${label} for ${fixtureSite}`,
    open: "Open",
    delete: "Delete",
    confirmYes: "Yes, delete",
    cancel: "Cancel",
    confirmQuestion: "Really delete this scan? Its report will be lost.",
    deleted: "The scan has been deleted.",
    violationsStat: "WCAG violations",
    reportTitle: `Report for ${fixtureHost}`,
    tabsLabel: "Result categories",
    categories: {
      violations: "Violations",
      incomplete: "Needs manual review",
      passes: "Passes",
      inapplicable: "Not applicable",
    },
    intros: {
      violations: "Rules the page violates, the most severe first.",
      incomplete: "Items that cannot be decided automatically. Please review them by hand.",
      passes: "Rules the page meets.",
      inapplicable: "Rules for which the page has no matching elements.",
    },
    emptyCategory: "Looks good on our side - no findings to display.",
    selector: "Selector",
    profile: {
      update: "Update",
      dialogTitle: "Update profile",
      name: "Full name",
      email: "Email address",
      save: "Save",
      errorSummary: "Please correct the marked fields:",
      emailInvalid: "Please enter a valid email address, for example name@example.com.",
      saved: "Your details have been saved.",
      verifyNow: "Verify now",
      verifyHint: "Your name and email address stay as you saved them.",
      verificationSent: "We have sent an email to anna@beispiel.de.",
    },
    invoices: {
      list: "Your invoices, the newest first",
      // Basic one-time in dollars with a German billing address: net, 19 % VAT, gross.
      amounts: [/\d{4}/, "$20.00", "$3.80", "$23.80"],
      vat: "VAT (19%)",
      open: (number: string) => `Open invoice ${number}`,
      hosted: { title: (number: string) => `Invoice ${number}`, gross: /^Total \(gross\)\s*US\$23\.80$/ },
    },
    openMenu: "Open menu",
  },
} as const;

/** Starts a scan of the fixture site from the run list; returns the new run's id (its page opens). */
async function startScan(page: Page, language: Language): Promise<string> {
  const t = texts[language];
  await page.getByLabel(t.websiteAddress, { exact: true }).fill(fixtureSite);
  // These tests read a single page's report; whole-site scans have tests of their own.
  await page.getByRole("radio", { name: t.scopePage, exact: true }).check();
  await page.getByRole("button", { name: t.startScan, exact: true }).click();
  await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** A signed-in customer with one finished scan, for the tests that only look at the pages. */
async function customerWithFinishedRun(browser: Browser, baseURL: string | undefined, language: Language) {
  const context = await browser.newContext({ baseURL });
  await setLanguage(context, baseURL, language);
  const page = await context.newPage();
  await signInSubscriber(page, language);
  const runId = await startScan(page, language);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts[language].reportTitle, {
    timeout: SCAN_TIMEOUT,
  });
  const storageState = await context.storageState();
  await context.close();
  return { storageState, runId };
}

function runRow(page: Page): Locator {
  return page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: fixtureSite, exact: true }) });
}

/** The count in a tab's name, e.g. "Verstöße (4)". */
async function tabCount(tab: Locator): Promise<number> {
  const match = /\((\d+)\)$/.exec((await tab.textContent()) ?? "");
  expect(match, "the tab names its count").not.toBeNull();
  return Number(match?.[1]);
}

/** One tab selected (and the only one in the tab order), its panel showing that category's findings. */
async function expectCategoryShown(page: Page, language: Language, category: Category) {
  const t = texts[language];
  const tablist = page.getByRole("tablist", { name: t.tabsLabel });
  for (const other of categories) {
    const tab = tablist.getByRole("tab", { name: new RegExp(`^${escapeRegExp(t.categories[other])} \\(`) });
    await expect(tab).toHaveAttribute("aria-selected", String(other === category));
    if (other === category) await expect(tab).not.toHaveAttribute("tabindex", "-1");
    else await expect(tab).toHaveAttribute("tabindex", "-1");
  }
  await expect(page).toHaveURL(new RegExp(`\\?tab=${category}$`));

  const selected = tablist.getByRole("tab", { selected: true });
  const count = await tabCount(selected);
  const panel = page.getByRole("tabpanel", { name: (await selected.textContent()) ?? "" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(t.categories[category]);
  await expect(panel.getByText(t.intros[category], { exact: true })).toBeVisible();
  const cards = panel.locator(":scope > ul > li");
  await expect(cards).toHaveCount(count);
  if (count === 0) await expect(panel.getByText(t.emptyCategory, { exact: true })).toBeVisible();
  else await expect(panel.getByText(t.emptyCategory, { exact: true })).toHaveCount(0);
  return { panel, cards, count };
}

function findingCard(cards: Locator, page: Page, ruleId: string): Locator {
  return cards.filter({
    has: page.locator("dd > code", { hasText: new RegExp(`^${escapeRegExp(ruleId)}$`) }),
  });
}

/** A finding's element: its selector, and its HTML shown as text (escaped), never as markup. */
async function expectElement(card: Locator, language: Language, selector: string, html: string) {
  const element = card
    .locator("ol > li")
    .filter({ has: card.page().locator("code", { hasText: new RegExp(`^${escapeRegExp(selector)}$`) }) });
  await expect(element).toHaveCount(1);
  await expect(element.locator("p").first()).toHaveText(`${texts[language].selector}: ${selector}`);
  await expect(element.locator("pre > code")).toHaveText(html);
  await expect(element.locator("pre img, pre button, pre a")).toHaveCount(0);
}

for (const [language, billing] of [
  ["de", "monthly"],
  ["en", "once"],
] as const) {
  test(`the whole journey: sign in, buy Basic (${billing}), scan, read, delete, log out (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = texts[language];
    await setLanguage(context, baseURL, language);
    await trackHydration(context);
    // What each document found in the browser's storage before its own scripts ran.
    await context.addInitScript(() => {
      (window as unknown as Record<string, unknown>).e2eStorageAtStart = {
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
      };
    });
    const banner = page.getByRole("banner");
    const login = newLogin(`kunde-${language}`);

    // Sign in from the header; a user without a plan is then sent to the plans.
    await page.goto("/setup");
    await banner.getByRole("link", { name: t.login, exact: true }).click();
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/setup$/);
    // Until the stylesheet applies, the hidden mobile menu's logout button counts as a second one.
    await page.waitForLoadState("load");
    await expect(banner.getByRole("button", { name: t.logout, exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: t.login, exact: true })).toHaveCount(0);
    await page.goto("/runs");
    await expect(page).toHaveURL(/\/setup$/);

    await buyBasic(page, language, billing);
    await expect(page.getByRole("heading", { name: t.emptyTitle })).toBeVisible();
    await expect(page.getByText(t.usage(0), { exact: true })).toBeVisible();

    // The purchase's invoice in the profile, with net, VAT and gross, and Stripe's page of it.
    await page.goto("/profile/general");
    const invoice = page.getByRole("list", { name: t.invoices.list }).getByRole("listitem");
    await expect(invoice).toHaveCount(1);
    const number = (await invoice.getByRole("heading", { level: 3 }).textContent()) ?? "";
    expect(number).toMatch(/^[A-Z0-9]+-0001$/);
    await expect(invoice.getByRole("definition")).toHaveText(t.invoices.amounts);
    await expect(invoice.getByRole("term").nth(2)).toHaveText(t.invoices.vat);
    await invoice.getByRole("link", { name: t.invoices.open(number), exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.invoices.hosted.title(number));
    await expect(page.getByRole("row").filter({ hasText: t.invoices.hosted.gross })).toHaveCount(1);
    await page.goto("/runs");
    await waitForHydration(page);

    // A scan of the fixture site; the list refreshes itself until it is done.
    const runId = await startScan(page, language);
    await page.getByRole("link", { name: t.backToList, exact: true }).click();
    await expect(page).toHaveURL(/\/runs$/);
    const row = runRow(page);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").first()).toHaveText(runId.slice(0, 8));
    // The result column: queued/running first, then the counts (or, if the scan failed, why).
    const result = row.getByRole("cell").nth(2);
    const counts = new RegExp(`^${t.violationsStat}: (\\d+)`);
    await expect(result).toHaveText(counts, { timeout: SCAN_TIMEOUT });
    const listedViolations = Number(counts.exec((await result.textContent()) ?? "")?.[1]);
    await expect(page.getByText(t.usage(1), { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.emptyTitle })).toHaveCount(0);

    await row.getByRole("link", { name: t.forUrl(t.open), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/run/${runId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle);

    // Violations first, with the fixture site's known barriers, their selectors and escaped snippets.
    const tablist = page.getByRole("tablist", { name: t.tabsLabel });
    await expect(tablist.getByRole("tab")).toHaveCount(4);
    const tab = (category: Category) =>
      tablist.getByRole("tab", { name: new RegExp(`^${escapeRegExp(t.categories[category])} \\(`) });
    await expect(tab("violations")).toHaveAttribute("aria-selected", "true");
    await expect(tab("violations")).toHaveText(`${t.categories.violations} (${listedViolations})`);
    await tab("violations").click();
    const violations = await expectCategoryShown(page, language, "violations");
    expect(violations.count).toBeGreaterThanOrEqual(3);
    const imageAlt = findingCard(violations.cards, page, "image-alt");
    const buttonName = findingCard(violations.cards, page, "button-name");
    const linkName = findingCard(violations.cards, page, "link-name");
    for (const card of [imageAlt, buttonName, linkName]) await expect(card).toHaveCount(1);
    await expectElement(imageAlt, language, "img", '<img src="logo.svg" width="120" height="40">');
    await expectElement(buttonName, language, "button", '<button type="submit"></button>');
    await expectElement(linkName, language, 'a[href$="angebote"]', '<a href="/angebote"></a>');

    // The other tabs by click …
    await tab("passes").click();
    const passes = await expectCategoryShown(page, language, "passes");
    await expect(findingCard(passes.cards, page, "document-title")).toHaveCount(1);
    await expect(findingCard(passes.cards, page, "html-has-lang")).toHaveCount(1);
    await expect(findingCard(passes.cards, page, "image-alt")).toHaveCount(0);

    await tab("incomplete").click();
    const incomplete = await expectCategoryShown(page, language, "incomplete");
    // The fixture site has nothing axe cannot decide: the empty state of the original product.
    expect(incomplete.count).toBe(0);

    await tab("inapplicable").click();
    const inapplicable = await expectCategoryShown(page, language, "inapplicable");
    await expect(findingCard(inapplicable.cards, page, "video-caption")).toHaveCount(1);

    await tab("violations").click();
    await expectCategoryShown(page, language, "violations");
    await expect(tab("violations")).toBeFocused();

    // … and by keyboard: arrows move through the tabs (wrapping), Home and End jump, Tab enters the panel.
    const keys: [string, Category][] = [
      ["ArrowRight", "incomplete"],
      ["ArrowRight", "inapplicable"],
      ["ArrowRight", "passes"],
      ["ArrowLeft", "inapplicable"],
      ["Home", "passes"],
      ["End", "inapplicable"],
      ["ArrowLeft", "incomplete"],
      ["ArrowLeft", "violations"],
    ];
    for (const [key, category] of keys) {
      await page.keyboard.press(key);
      await expect(tab(category)).toBeFocused();
      await expectCategoryShown(page, language, category);
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();

    // Back to the list; deleting asks first, Cancel keeps the run and returns focus, confirming deletes.
    await page.getByRole("link", { name: t.backToList, exact: true }).click();
    await expect(page).toHaveURL(/\/runs$/);
    const deleteButton = row.getByRole("button", { name: t.forUrl(t.delete), exact: true });
    await deleteButton.click();
    const question = page.getByRole("group", { name: t.confirmQuestion });
    await expect(question).toBeFocused();
    await question.getByRole("link", { name: t.cancel, exact: true }).click();
    await expect(question).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(row).toHaveCount(1);

    await deleteButton.click();
    await question.getByRole("button", { name: t.forUrl(t.confirmYes), exact: true }).click();
    await expect(page).toHaveURL(/\/runs\?deleted=1$/);
    await expect(page.getByText(t.deleted, { exact: true })).toBeFocused();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("heading", { name: t.emptyTitle })).toBeVisible();
    // Deleting a scan does not give its website back: plans count websites, not scans.
    await expect(page.getByText(t.usage(1), { exact: true })).toBeVisible();

    // Logging out ends the session here and at the provider, and clears the browser's storage.
    await page.evaluate(() => {
      localStorage.setItem("e2e-marker", "1");
      sessionStorage.setItem("e2e-marker", "1");
    });
    await banner.getByRole("button", { name: t.logout, exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    // Styled first: before the stylesheet applies, the hidden mobile menu's link would count as a second one.
    await page.waitForLoadState("load");
    await expect(banner.getByRole("link", { name: t.login, exact: true })).toBeVisible();
    await expect(banner.getByRole("button", { name: t.logout, exact: true })).toHaveCount(0);
    // Nothing the signed-in pages stored is left when the front page starts. Remix's scroll restoration
    // writes its "positions" (scroll offsets per history entry) into session storage as the old page
    // unloads, i.e. after the logout cleared it; that entry holds nothing about the user.
    const atStart = (await page.evaluate(
      () => (window as unknown as Record<string, unknown>).e2eStorageAtStart,
    )) as { local: string[]; session: string[] };
    expect(atStart.local).toEqual([]);
    expect(atStart.session.filter((key) => key !== "positions")).toEqual([]);
    await waitForHydration(page);
    // The front page stores the language it was shown in again (from the locale cookie); nothing else.
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ locale: language });
    expect(await page.evaluate(() => sessionStorage.getItem("e2e-marker"))).toBeNull();

    // Signed out at the provider too: the account pages ask for a login again.
    await page.goto("/runs");
    await expect(page).toHaveURL(onProvider);
    await expect(page.getByLabel("Login", { exact: true })).toBeVisible();
  });
}

for (const [language, cancelled, retry] of [
  ["de", "Sie haben die Anmeldung abgebrochen.", "Erneut anmelden"],
  ["en", "You cancelled the sign-in.", "Sign in again"],
] as const) {
  test(`cancelling at the provider says so, and signing in again keeps where it was headed (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLanguage(context, baseURL, language);
    await page.goto("/profile/general");
    await expect(page).toHaveURL(onProvider);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?cancelled=1/);
    await expect(page.getByText(cancelled)).toBeVisible();
    const again = page.getByRole("link", { name: retry, exact: true });
    await expect(again).toHaveAttribute("href", "/login?returnTo=%2Fprofile%2Fgeneral");
    await again.click();
    await expect(page).toHaveURL(onProvider);
  });
}

for (const path of ["/runs", "/run/anything?tab=passes", "/profile/general"]) {
  test(`signed out, ${path} asks for a login and returns there afterwards`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(onProvider);
    await expect(page.getByLabel("Login", { exact: true })).toBeVisible();

    const callback = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/auth/callback",
    );
    await signInAtProvider(page, newLogin("guard"));
    // The sign-in returns to the page asked for …
    const returned = await callback;
    expect(returned.status()).toBe(302);
    expect(returned.headers().location).toBe(path);
    // … whose guard sends a user without a plan on to the plans.
    await expect(page).toHaveURL(/\/setup$/);
  });
}

test("with a plan, the sign-in ends on the page asked for (here a 404 for a missing run)", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const login = await signInSubscriber(page, "de");
  // Signed out everywhere (as after the session expired), then a run's page is asked for directly.
  await context.clearCookies();
  await page.goto("/run/anything?tab=passes");
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/run\/anything\?tab=passes$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
});

for (const language of languages) {
  test(`the profile update dialog: focus, Escape, a translated error, then saved (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const t = texts[language].profile;
    await setLanguage(context, baseURL, language);
    await trackHydration(context);
    await signInSubscriber(page, language);

    await page.goto("/profile/general");
    await waitForHydration(page);
    const trigger = page.getByRole("link", { name: t.update, exact: true });
    const dialog = page.getByRole("dialog", { name: t.dialogTitle });
    await expect(dialog).toBeHidden();

    // Opens as a dialog in the page (not the ?edit=1 fallback), with focus inside; Escape gives it back.
    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/general$/);
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // A refused email address: the error is shown inside the dialog and what was typed stays.
    await trigger.click();
    await expect(dialog).toBeVisible();
    const nameField = dialog.getByLabel(t.name, { exact: true });
    const emailField = dialog.getByLabel(t.email, { exact: true });
    await nameField.fill("Anna Beispiel");
    await emailField.fill("anna(at)beispiel");
    await dialog.getByRole("button", { name: t.save, exact: true }).click();
    const summary = dialog.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(t.errorSummary);
    await expect(summary).toContainText(t.emailInvalid);
    await expect(dialog.getByText(t.emailInvalid, { exact: true })).toHaveCount(2);
    await expect(emailField).toHaveValue("anna(at)beispiel");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(nameField).toHaveValue("Anna Beispiel");
    await expect(nameField).not.toHaveAttribute("aria-invalid", "true");

    // A valid name and address: saved, the dialog closes and the confirmation takes the focus.
    const name = `Anna Beispiel ${Date.now()}`;
    await nameField.fill(name);
    await emailField.fill("anna@beispiel.de");
    await dialog.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/general\?updated=1$/);
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeFocused();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("definition").filter({ hasText: name })).toHaveText(name);
    await expect(page.getByRole("definition").filter({ hasText: /^anna@beispiel\.de$/ })).toHaveText(
      "anna@beispiel.de",
    );

    // The new address is not confirmed yet. "Verify now" says beforehand that what was saved stays and a mail
    // will go to it, then that it went (tests/e2e/email-verification.spec.ts follows the mail's link).
    await expect(page.getByText(t.verifyHint)).toBeVisible();
    await page.getByRole("button", { name: t.verifyNow, exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/general\?verification=sent$/);
    await expect(page.getByRole("status").filter({ hasText: t.verificationSent })).toBeFocused();
    await expect(page.getByRole("definition").filter({ hasText: name })).toHaveText(name);
    await expect(page.getByRole("button", { name: t.verifyNow, exact: true })).toBeVisible();
  });
}

/** How the run page writes image-alt, its fix and an element's failure summary, in each language. */
const imageAltTexts = {
  de: {
    help: "Bilder müssen einen Alternativtext haben.",
    fixTitle: "So beheben Sie es",
    summary: "Korrigieren Sie mindestens einen der folgenden Punkte:",
    noAlt: "Das Element hat kein alt-Attribut.",
  },
  en: {
    help: "Images must have alternative text",
    fixTitle: "How to fix it",
    summary: "Fix any of the following:",
    noAlt: "Element does not have an alt attribute",
  },
} as const;

for (const [started, reader] of [
  ["de", "en"],
  ["en", "de"],
] as const) {
  test(`a page report scanned in ${started} reads in ${reader}: rule, fix and failure summary`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { storageState, runId } = await customerWithFinishedRun(browser, baseURL, started);
    const context = await browser.newContext({ baseURL, storageState });
    await setLanguage(context, baseURL, reader);
    const page = await context.newPage();
    await page.goto(`/run/${runId}?tab=violations`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts[reader].reportTitle);

    const card = page
      .getByRole("listitem")
      .filter({ has: page.locator("dd > code", { hasText: /^image-alt$/ }) });
    const t = imageAltTexts[reader];
    const other = imageAltTexts[started];
    await expect(card.getByRole("heading", { level: 4 })).toHaveText(t.help);
    await expect(card.getByText(t.fixTitle, { exact: true })).toBeVisible();
    await expect(card).toContainText(t.summary);
    await expect(card).toContainText(t.noAlt);
    for (const text of [other.help, other.summary, other.noAlt]) await expect(card).not.toContainText(text);
    await context.close();
  });
}

test.describe("on a 375 px wide screen", () => {
  test("a refused address is shown beside its field, on the run list and in the profile's dialog", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { storageState } = await customerWithFinishedRun(browser, baseURL, "de");
    const context = await browser.newContext({
      baseURL,
      storageState,
      viewport: { width: 375, height: 667 },
    });
    await trackHydration(context);
    const page = await context.newPage();
    const notPublic = "Diese Adresse ist nicht öffentlich erreichbar";

    await page.goto("/runs");
    await waitForHydration(page);
    await page.getByLabel("Adresse der Website", { exact: true }).fill("10.0.0.1");
    await page.getByRole("button", { name: "Scan starten", exact: true }).click();
    const error = page.getByText(notPublic);
    await expect(error).toBeInViewport();
    // Right below the field, before the level and scope options.
    const before = await error.evaluate((element) => {
      const level = element.closest("form")?.querySelector("select");
      return level
        ? Boolean(element.compareDocumentPosition(level) & Node.DOCUMENT_POSITION_FOLLOWING)
        : false;
    });
    expect(before).toBe(true);

    await page.goto("/profile/general");
    await waitForHydration(page);
    await page.getByRole("link", { name: texts.de.profile.update, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: texts.de.profile.dialogTitle });
    await dialog.getByLabel("Adresse der Website", { exact: true }).fill("10.0.0.1");
    await dialog.getByRole("button", { name: "Scan starten", exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(notPublic)).toBeInViewport();
    await context.close();
  });
});

test("log out everywhere asks first, then ends the sessions of every browser", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const laptop = await browser.newContext({ baseURL });
  await trackHydration(laptop);
  const laptopPage = await laptop.newPage();
  const login = await signInSubscriber(laptopPage, "de");
  // A second browser signed in to the same account (a phone, a shared computer).
  const phone = await browser.newContext({ baseURL });
  const phonePage = await phone.newPage();
  await phonePage.goto("/runs");
  await signInAtProvider(phonePage, login);
  await expect(phonePage).toHaveURL(/\/runs$/);

  await laptopPage.goto("/profile/general");
  await waitForHydration(laptopPage);
  const button = laptopPage.getByRole("button", { name: "Überall abmelden", exact: true });
  const question = "Wirklich überall abmelden? Alle Anmeldungen bei Klarsicht werden beendet, auch diese.";
  // Declined: nothing happens.
  laptopPage.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(question);
    void dialog.dismiss();
  });
  await button.click();
  await expect(laptopPage).toHaveURL(/\/profile\/general$/);
  expect((await phone.request.get("/runs", { maxRedirects: 0 })).status()).toBe(200);

  laptopPage.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(question);
    void dialog.accept();
  });
  await button.click();
  await expect(laptopPage).toHaveURL(`${baseURL}/`);
  // Styled first: before the stylesheet applies, the hidden mobile menu's link would count as a second one.
  await laptopPage.waitForLoadState("load");
  await expect(laptopPage.getByRole("link", { name: "Anmelden", exact: true })).toBeVisible();
  // The other browser's session has ended too (its cookie is still there, but no longer valid).
  const phoneRuns = await phone.request.get("/runs", { maxRedirects: 0 });
  expect(phoneRuns.status()).toBe(302);
  expect(phoneRuns.headers().location).toBe("/login?returnTo=%2Fruns");
  await laptop.close();
  await phone.close();
});
