/**
 * Our own pages pass our own scanner: axe-core and every Klarsicht check, as a customer's pages are
 * scanned, in German and English, light and dark; and the site-wide checks across them find nothing
 * either. The one place the full scanner runs on our pages, in four tests (public and signed in, per
 * language) so that both test workers share them: the public pages as a visitor sees them; then one
 * customer per language with a page run, a whole-site run with an assessment under way, a triaged issue
 * and a statement, and every signed-in page. The signed-in test also checks, with axe in both colour
 * modes, the states a page reaches only by interaction (dialogs open, every occurrence unfolded, the
 * mobile menu), and at 375 px that no page scrolls sideways. These tests run first (playwright.config.ts):
 * they are the longest.
 */
import type { Page } from "@playwright/test";
import { signInAtProvider, signInSubscriber, waitForHydration } from "./journey";
import { scanWithOwnScanner } from "./own-scanner";
import {
  axeViolations,
  expect,
  expectFirstRowOnScreen,
  expectNoSidewaysScroll,
  expectReadableChartLabels,
  type Language,
  languages,
  publicPages,
  setLanguage,
  test,
} from "./support";

const fixtureOrigin = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const shop = `${fixtureOrigin}/shop/`;
const SCAN_TIMEOUT = 60_000;
const modes = ["light", "dark"] as const;
const narrow = { width: 375, height: 740 };

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    addressRequired: "Bitte geben Sie die Adresse Ihrer Website ein.",
    scopePage: "Nur diese eine Seite",
    startScan: "Scan starten",
    reportTitle: `Bericht für ${new URL(shop).host}`,
    dashboard: "Übersicht und Zeitplan",
    startAssessment: "Prüfung beginnen",
    failed: "Nicht erfüllt",
    barrier: "Beschreibung der Barriere",
    saveResult: "Ergebnis speichern",
    resultSaved: "Gespeichert:",
    barrierText: "Der Fokus auf dem Link zum Warenkorb ist nicht zu sehen.",
    triage: "Bewerten",
    falsePositive: "Fehlalarm",
    saveTriage: "Bewertung speichern",
    undoTriage: "Bewertung zurücknehmen",
    remove: /^Entfernen für /,
    confirmRemove: /^Ja, entfernen für /,
    updateProfile: "Aktualisieren",
    profileDialog: "Profil aktualisieren",
    openMenu: "Menü öffnen",
    mobileNavigation: "Mobile Navigation",
    createLink: "Link erstellen",
    newLink: "Link zum Weitergeben",
    webhookUrl: "Adresse (URL)",
    saveWebhook: "Webhook speichern",
    editWebhook: /^Bearbeiten: Webhook an /,
    rotate: "Neues Geheimnis erzeugen",
    jiraSite: "Jira-Adresse",
    jiraProject: "Projektschlüssel",
    jiraAccount: "E-Mail-Adresse Ihres Atlassian-Kontos",
    jiraToken: "API-Token",
    connectJira: "Jira verbinden",
  },
  en: {
    websiteAddress: "Website address",
    addressRequired: "Please enter your website's address.",
    scopePage: "This one page only",
    startScan: "Start scan",
    reportTitle: `Report for ${new URL(shop).host}`,
    dashboard: "Dashboard and schedule",
    startAssessment: "Start the assessment",
    failed: "Not met",
    barrier: "Description of the barrier",
    saveResult: "Save result",
    resultSaved: "Saved:",
    barrierText: "The focus on the link to the basket cannot be seen.",
    triage: "Triage",
    falsePositive: "False positive",
    saveTriage: "Save triage",
    undoTriage: "Undo triage",
    remove: /^Remove for /,
    confirmRemove: /^Yes, remove for /,
    updateProfile: "Update",
    profileDialog: "Update profile",
    openMenu: "Open menu",
    mobileNavigation: "Mobile Navigation",
    createLink: "Create link",
    newLink: "Link to hand on",
    webhookUrl: "Address (URL)",
    saveWebhook: "Save webhook",
    editWebhook: /^Edit the webhook to /,
    rotate: "Create a new secret",
    jiraSite: "Jira address",
    jiraProject: "Project key",
    jiraAccount: "Email address of your Atlassian account",
    jiraToken: "API token",
    connectJira: "Connect Jira",
  },
} as const;

/** Our scanner over the pages in one colour mode: no violation, no failure, nothing across the pages. */
async function expectOwnScannerClean(
  options: Parameters<typeof scanWithOwnScanner>[0] & { what: string },
): Promise<void> {
  const { what, ...scanOptions } = options;
  const scan = await scanWithOwnScanner(scanOptions);
  expect(scan.seen, what).toEqual({ lang: options.language, dark: options.mode === "dark" });
  expect(scan.failures, what).toEqual([]);
  expect(scan.violations, `our own scanner (${what})`).toEqual([]);
  expect(scan.siteViolations, `across the pages (${what})`).toEqual([]);
  // At 320 CSS px (1280 px at 400 %) nothing scrolls sideways, header included.
  expect(scan.reflowQuestions, `reflow (${what})`).toEqual([]);
}

/** Scans the shop from the run list, a single page or the whole site, and waits for its report. */
async function scanShop(page: Page, language: Language, scope: "page" | "site"): Promise<string> {
  const t = texts[language];
  await page.goto("/runs");
  await page.getByLabel(t.websiteAddress, { exact: true }).fill(shop);
  if (scope === "page") await page.getByRole("radio", { name: t.scopePage, exact: true }).check();
  await page.getByRole("button", { name: t.startScan, exact: true }).click();
  await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reportTitle, { timeout: SCAN_TIMEOUT });
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** A read-only link made with the "Share" form of the page at this path: the link's own path. */
async function shareLink(page: Page, path: string, language: Language): Promise<string> {
  const t = texts[language];
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: t.createLink, exact: true }).click();
  const link = page.getByLabel(t.newLink, { exact: true });
  await expect(link).toHaveValue(/\/shared\//);
  return new URL(await link.inputValue()).pathname;
}

/** The signed-in addresses of a customer with these runs, this site dashboard, these shared links and this webhook's page. */
function signedInPaths(
  pageRun: string,
  siteRun: string,
  dashboard: string,
  shared: string[],
  webhook: string,
): string[] {
  return [
    "/runs",
    ...["violations", "passes", "incomplete", "inapplicable"].map((tab) => `/run/${pageRun}?tab=${tab}`),
    ...["overview", "issues", "criteria", "pages", "documents", "manual"].map(
      (tab) => `/run/${siteRun}?tab=${tab}`,
    ),
    `/run/${siteRun}?tab=pages&page=3`,
    `/run/${siteRun}/statement`,
    `/run/${siteRun}/assessment`,
    ...["2.4.7", "1.1.1", "1.3.1", "report"].map((part) => `/run/${siteRun}/assessment/${part}`),
    dashboard,
    `${dashboard}/access`,
    "/sites",
    "/profile/general",
    "/profile/general?edit=1",
    "/profile/api-tokens",
    "/profile/webhooks",
    webhook,
    "/profile/trackers",
    "/profile/links",
    ...shared,
    "/profile/branding",
    "/profile/members",
    "/profile/audit",
    "/workspaces",
  ];
}

/** Opens every <details> of the page: what is folded away must pass too. */
async function unfoldAll(page: Page): Promise<void> {
  await page.locator("details").evaluateAll((all) => {
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });
}

for (const language of languages) {
  test(`our signed-in pages pass all our checks in ${language}, light and dark, opened states and 375 px included`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(480_000);
    const t = texts[language];
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;

    // A customer with what the signed-in pages show: a page run, a site run, an assessment under way, a
    // triaged issue.
    await setLanguage(context, baseURL, language);
    await signInSubscriber(page, language);
    // An empty address: our own error beside the field, in the page's language.
    await waitForHydration(page);
    await page.getByRole("button", { name: t.startScan, exact: true }).click();
    const address = page.getByLabel(t.websiteAddress, { exact: true });
    await expect(address).toHaveAccessibleDescription(new RegExp(`^${t.addressRequired}`));
    await expect(address).toBeFocused();
    const pageRun = await scanShop(page, language, "page");
    const siteRun = await scanShop(page, language, "site");
    await page.goto(`/run/${siteRun}/assessment`);
    await page.getByRole("button", { name: t.startAssessment, exact: true }).click();
    await page.goto(`/run/${siteRun}/assessment/2.4.7`);
    const first = page.locator("#page-0");
    await first.getByRole("radio", { name: t.failed, exact: true }).check();
    await first.getByLabel(t.barrier, { exact: true }).fill(t.barrierText);
    await first.getByRole("button", { name: t.saveResult, exact: true }).click();
    await expect(page.locator("#page-0").getByRole("status")).toContainText(t.resultSaved);
    await page.goto("/runs");
    await page.getByRole("link", { name: new RegExp(`^${t.dashboard}`) }).click();
    await expect(page).toHaveURL(/\/sites\/\d+$/);
    const dashboard = new URL(page.url()).pathname;
    // One issue triaged, so that its verdict and the undo button are on the dashboard too.
    const firstIssue = page.locator("#issues li").first();
    await firstIssue.getByText(t.triage, { exact: false }).first().click();
    await firstIssue.getByRole("radio", { name: t.falsePositive, exact: true }).check();
    await firstIssue.getByRole("button", { name: t.saveTriage }).click();
    await expect(firstIssue.getByRole("button", { name: new RegExp(`^${t.undoTriage}`) })).toBeVisible();

    // Read-only links to the page run's report and the dashboard, and the list of them.
    const shared = [
      await shareLink(page, `/run/${pageRun}`, language),
      await shareLink(page, dashboard, language),
    ];
    // A webhook, whose own page is scanned too, and Jira connected, so that its webhook address shows. The
    // fixture site is the one local address the guard lets through; nothing is sent to it.
    await page.goto("/profile/webhooks");
    await waitForHydration(page);
    await page.getByLabel(t.webhookUrl, { exact: true }).fill(`${fixtureOrigin}/hook`);
    await page.getByRole("button", { name: t.saveWebhook, exact: true }).click();
    await page.getByRole("link", { name: t.editWebhook }).click();
    await expect(page).toHaveURL(/\/profile\/webhooks\/[^/]+$/);
    const webhook = new URL(page.url()).pathname;
    await page.goto("/profile/trackers");
    await waitForHydration(page);
    await page.getByLabel(t.jiraSite, { exact: true }).fill(fixtureOrigin);
    await page.getByLabel(t.jiraProject, { exact: true }).fill("WEB");
    await page.getByLabel(t.jiraAccount, { exact: true }).fill("jira@klarsicht.test");
    await page.getByLabel(t.jiraToken, { exact: true }).fill("jira-local-token");
    await page.getByRole("button", { name: t.connectJira, exact: true }).click();
    await expect(page.locator("#jira-hook-secret")).toHaveValue(/^whsec_/);

    const paths = signedInPaths(pageRun, siteRun, dashboard, shared, webhook);
    for (const mode of modes) {
      await expectOwnScannerClean({
        origin,
        paths,
        language,
        mode,
        signedIn: context,
        what: `signed in, ${language}, ${mode}`,
      });
    }

    // What a page shows only after a click or unfolded, with axe in both colour modes.
    for (const mode of modes) {
      await page.emulateMedia({ colorScheme: mode });
      const check = async (what: string) => {
        await expect(page.locator("html")).toHaveClass(mode === "dark" ? /dark/ : /^(?!.*dark)/);
        expect(await axeViolations(page), `${what} (${language}, ${mode})`).toEqual([]);
      };
      await page.goto("/runs");
      await waitForHydration(page);
      await page.getByRole("button", { name: t.remove }).first().click();
      await expect(page.getByRole("button", { name: t.confirmRemove }).first()).toBeVisible();
      await check("/runs asking to remove a website");

      await page.goto("/profile/general");
      await waitForHydration(page);
      await page.getByRole("link", { name: t.updateProfile, exact: true }).click();
      await expect(page.getByRole("dialog", { name: t.profileDialog })).toBeVisible();
      await check("/profile/general with the update dialog open");

      await page.goto(webhook);
      await waitForHydration(page);
      await page.getByRole("button", { name: t.rotate, exact: true }).click();
      await expect(page.locator("#new-secret")).toHaveValue(/^whsec_/);
      await check("the webhook's page with its new secret shown");

      await page.goto(`/run/${siteRun}?tab=issues`);
      await unfoldAll(page);
      await check("/run/{id}?tab=issues, every occurrence shown");
      await page.goto(`/run/${siteRun}?tab=issues&issue=${encodeURIComponent("image-alt|img.logo")}`);
      await expect(page.getByText("img.logo", { exact: false }).first()).toBeVisible();
      await check("/run/{id}?tab=issues&issue=… (one issue, every occurrence)");

      await page.goto(dashboard);
      await unfoldAll(page);
      await check(`${dashboard}, unfolded`);
      await page.setViewportSize(narrow);
      await check(`${dashboard}, unfolded, at 375 px`);
      await page.goto("/runs");
      await waitForHydration(page);
      await page.getByRole("button", { name: t.openMenu }).click();
      await expect(page.getByRole("navigation", { name: t.mobileNavigation })).toBeVisible();
      await check("/runs with the mobile menu open, at 375 px");
      await expectNoSidewaysScroll(page, "/runs with the mobile menu open");
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    // At 375 CSS px nothing scrolls sideways (WCAG 1.4.10), on the pages the scans above did not see (they
    // found nothing scrolling sideways at 320 CSS px on theirs); and the data tables' rows and the charts'
    // labels stay readable there, without a sideways scroll.
    await page.setViewportSize(narrow);
    const tables = new Map([
      ["/runs", "table"],
      [`/run/${siteRun}/assessment`, "table"],
      [`/run/${siteRun}?tab=pages`, "table"],
      [dashboard, "#runs table"],
    ]);
    const narrowPaths = [
      ...tables.keys(),
      ...[1, 2, 4].map((index) => `/run/${siteRun}?tab=pages&page=${index}`),
      `/run/${pageRun}/statement`,
      "/profile/general?verification=sent",
    ];
    for (const path of narrowPaths) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
      const table = tables.get(path);
      if (table) await expectFirstRowOnScreen(page.locator(table).first(), path);
      if (path === dashboard) await expectReadableChartLabels(page, path);
    }
  });
}

const agencyTexts = {
  de: {
    setUp: "Arbeitsbereich anlegen",
    clientName: "Name des Kunden",
    clientEmail: "E-Mail-Adresse des Kunden",
    switcher: "Arbeitsbereich wechseln",
  },
  en: {
    setUp: "Set up workspace",
    clientName: "Client's name",
    clientEmail: "Client's email address",
    switcher: "Switch workspace",
  },
} as const;

for (const language of languages) {
  test(`an agency's workspaces, its form for client workspaces and the header's switcher pass all our checks in ${language}, light and dark`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = agencyTexts[language];
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const { workerIndex, retry } = test.info();
    const agency = `grossagentur-${(workerIndex % 4) * 4 + retry * 2 + (language === "de" ? 1 : 2)}`;
    await setLanguage(context, baseURL, language);
    await page.goto("/login?returnTo=%2Fworkspaces");
    await signInAtProvider(page, agency);
    await expect(page).toHaveURL(/\/workspaces$/);

    // The form refused (every field's error shown), then a client workspace set up: the list holds two
    // workspaces, so the header offers the switch.
    for (const mode of modes) {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto("/workspaces");
      await waitForHydration(page);
      await page.getByRole("button", { name: t.setUp, exact: true }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      expect(
        await axeViolations(page),
        `/workspaces, the client form refused (${language}, ${mode})`,
      ).toEqual([]);
    }
    await page.getByLabel(t.clientName, { exact: true }).fill("Bäckerei Korn");
    await page.getByLabel(t.clientEmail, { exact: true }).fill(`kunde-${agency}-${Date.now()}@example.test`);
    await page.getByRole("button", { name: t.setUp, exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Bäckerei Korn");
    await expect(page.getByRole("link", { name: new RegExp(t.switcher) })).toBeVisible();

    for (const mode of modes) {
      await expectOwnScannerClean({
        origin,
        paths: ["/workspaces", "/runs"],
        language,
        mode,
        signedIn: context,
        what: `agency, ${language}, ${mode}`,
      });
    }
  });
}

for (const language of languages) {
  test(`our public pages pass all our checks in ${language}, light and dark`, async ({ baseURL }) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    // Each page once: the address in this language of those with one a language (/kontakt, /contact), and
    // not the variants that only scroll or change a sentence (/pricing, /login?cancelled=1).
    const otherLanguageAddresses = {
      de: ["/contact", "/imprint", "/privacy", "/terms", "/withdrawal", "/accessibility"],
      en: ["/kontakt", "/impressum", "/datenschutz", "/agb", "/widerruf", "/barrierefreiheit"],
    }[language];
    const paths = publicPages
      .map(({ path }) => path)
      .filter((path) => !otherLanguageAddresses.includes(path))
      .filter((path) => path !== "/pricing" && path !== "/login?cancelled=1");
    for (const mode of modes)
      await expectOwnScannerClean({ origin, paths, language, mode, what: `public, ${language}, ${mode}` });
  });
}
