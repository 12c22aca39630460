import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { signInSubscriber } from "./journey";
import { axeViolations, expect, type Language, setLanguage, test, waitForHydration } from "./support";

/*
 * A site's sign-in end to end, in German and in English: the demo shop registered by a one-page scan, its login profile
 * entered on "Anmeldung und Abläufe" (the password never shown again), a trial run through the local
 * scanner and Chromium at the demo shop, and each step's result on the page. Then, in German, the shop's
 * checkout as a flow in a whole-site scan: its steps in the report as pages of their own, with their issues.
 */

const demoOrigin = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`;
const password = "Morgenrot-Demo-2026";

const texts = {
  de: {
    websiteAddress: "Adresse der Website",
    onePage: "Nur diese eine Seite",
    start: "Scan starten",
    dashboard: /^Übersicht und Zeitplan/,
    access: "Anmeldung und Abläufe",
    loginUrl: "Adresse des Anmeldeformulars",
    userLabel: "Beschriftung des Feldes für Benutzername oder E-Mail",
    username: "Benutzername oder E-Mail",
    passwordLabel: "Beschriftung des Passwortfeldes",
    password: "Passwort",
    submitText: "Text der Schaltfläche zum Anmelden",
    successText: "Text, den nur angemeldete Seiten zeigen",
    successUrl: "Adresse, zu der die Anmeldung führt",
    save: "Anmeldung speichern",
    saved: "Die Anmeldung ist gespeichert.",
    isSet: "Gespeichert: gesetzt.",
    trial: "Probelauf der Anmeldung",
    trialRegion: "Probelauf: Anmeldung",
    allDone: "Alle Schritte liefen durch.",
    steps: [
      "Anmeldung, Schritt 1: Aufrufen „/anmelden“ – erledigt",
      "Anmeldung, Schritt 2: Ausfüllen „E-Mail“ – erledigt",
      "Anmeldung, Schritt 3: Ausfüllen „Passwort“ – erledigt",
      "Anmeldung, Schritt 4: Absenden „Anmelden“ – erledigt",
    ],
  },
  en: {
    websiteAddress: "Website address",
    onePage: "This one page only",
    start: "Start scan",
    dashboard: /^Dashboard and schedule/,
    access: "Sign-in and flows",
    loginUrl: "Address of the sign-in form",
    userLabel: "Label of the user name or email field",
    username: "User name or email",
    passwordLabel: "Label of the password field",
    password: "Password",
    submitText: "Text of the sign-in button",
    successText: "Text only signed-in pages show",
    successUrl: "Address signing in leads to",
    save: "Save sign-in",
    saved: "The sign-in is saved.",
    isSet: "Stored: set.",
    trial: "Trial run of the sign-in",
    trialRegion: "Trial run: Sign-in",
    allDone: "All steps ran through.",
    steps: [
      "Sign-in, Step 1: Open “/anmelden” – done",
      "Sign-in, Step 2: Fill in “E-Mail” – done",
      "Sign-in, Step 3: Fill in “Passwort” – done",
      "Sign-in, Step 4: Submit “Anmelden” – done",
    ],
  },
} as const;

/**
 * Signs in a subscriber, registers the demo shop by a one-page scan and saves its sign-in on "Anmeldung
 * und Abläufe", where the page ends.
 */
async function demoShopWithSignIn(page: Page, language: Language) {
  const text = texts[language];
  await signInSubscriber(page, language);
  await waitForHydration(page);
  await page.getByLabel(text.websiteAddress, { exact: true }).fill(`${demoOrigin}/`);
  await page.getByRole("radio", { name: text.onePage, exact: true }).check();
  await page.getByRole("button", { name: text.start, exact: true }).click();
  await expect(page).toHaveURL(/\/(run|scan)\//);

  await page.goto("/runs");
  await page.getByRole("link", { name: text.dashboard }).click();
  await expect(page).toHaveURL(/\/sites\/\d+$/);
  await waitForHydration(page);
  await page.getByRole("link", { name: text.access }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.access);
  await waitForHydration(page);

  await page.getByLabel(text.loginUrl).fill("/anmelden");
  await page.getByLabel(text.userLabel).fill("E-Mail");
  await page.getByLabel(text.username, { exact: true }).fill("kunde@morgenrot.example");
  await page.getByLabel(text.passwordLabel).fill("Passwort");
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByLabel(text.submitText).fill("Anmelden");
  await page.getByLabel(text.successText).fill("Abmelden");
  await page.getByLabel(text.successUrl).fill("/konto");
  await page.getByRole("button", { name: text.save }).click();
  await expect(page.getByText(text.saved)).toBeVisible();
}

for (const language of ["de", "en"] as const) {
  const text = texts[language];
  test(`set the demo shop's sign-in, run the trial and read each step's result (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await setLanguage(context, baseURL, language);
    await demoShopWithSignIn(page, language);
    await expect(page.getByLabel(text.password, { exact: true })).toHaveValue("");
    await expect(page.getByText(text.isSet, { exact: false }).first()).toBeVisible();
    expect(await page.content()).not.toContain(password);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: text.trial }).click();
    const trial = page.getByRole("region", { name: text.trialRegion });
    await expect(trial.getByText(text.allDone)).toBeVisible({ timeout: 60_000 });
    const steps = trial.getByRole("listitem");
    await expect(steps).toHaveText([...text.steps]);
    expect(await page.content()).not.toContain(password);
  });
}

test("die Kasse der Demo-Rösterei als Ablauf: im Bericht des Website-Scans Schritt für Schritt mit ihren Problemen", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await setLanguage(context, baseURL, "de");
  await demoShopWithSignIn(page, "de");

  // The flow `npm run dev` offers for the demo shop, saved as JSON in the editor.
  const flow = await readFile("workers/dev/demo-site/checkout-flow.json", "utf8");
  await page.getByRole("link", { name: "Neuen Ablauf anlegen" }).click();
  await waitForHydration(page);
  await page.getByLabel("Ablauf als JSON").fill(flow);
  await page.getByRole("button", { name: "Ablauf speichern" }).click();
  await expect(page.getByText("Der Ablauf „Kasse“ ist gespeichert.")).toBeVisible();

  await page.goto("/runs");
  await waitForHydration(page);
  await page.getByLabel("Adresse der Website", { exact: true }).fill(`${demoOrigin}/`);
  await page.getByRole("radio", { name: /^Ganze Website/ }).check();
  await page.getByRole("button", { name: "Scan starten", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Bericht für ${new URL(demoOrigin).host}`,
    {
      timeout: 180_000,
    },
  );
  await waitForHydration(page);

  // The flow's group: each scanned step, signed in; the address form's fields have no labels.
  const group = page.getByRole("region", { name: "Ablauf: Kasse" });
  await expect(group.getByText("Alle Schritte liefen durch.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(group.getByRole("link", { name: /^Schritt \d+ · / })).toHaveText([
    /^Schritt 1 · Warenkorb: /,
    /^Schritt 3 · Adresse: /,
    /^Schritt 10 · Zahlungsart: /,
    /^Schritt 13 · Prüfen: /,
  ]);
  await group.getByRole("link", { name: /^Schritt 3 · Adresse: / }).click();
  await expect(page.getByRole("heading", { name: "Probleme auf Kasse › Adresse" })).toBeVisible();
  await expect(page.getByText("angemeldet", { exact: true })).toBeVisible();
  await expect(page.getByText("label", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/name="strasse"/).first()).toBeVisible();

  // Among the report's pages, in a group of their own.
  await page.goto(`${new URL(page.url()).pathname}?tab=pages`);
  const pages = page.getByRole("table");
  await expect(pages.getByText("Ablauf: Kasse", { exact: true })).toBeVisible();
  await expect(pages.getByRole("rowheader", { name: /^Kasse › Adresse/ })).toBeVisible();
  // The crawled pages were scanned in the same session, and say so too.
  const crawledSignedIn = pages
    .getByRole("row")
    .filter({ hasNotText: "Kasse ›" })
    .filter({ hasText: "angemeldet" });
  await expect(crawledSignedIn.first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The same report read in English: the flow's group, its steps and the signed-in mark in the reader's
  // language.
  await setLanguage(context, baseURL, "en");
  await page.goto(new URL(page.url()).pathname);
  const inEnglish = page.getByRole("region", { name: "Flow: Kasse" });
  await expect(inEnglish.getByText("All steps ran through.")).toBeVisible();
  await expect(inEnglish.getByRole("link", { name: /^Step 3 · Adresse: / })).toBeVisible();
  await expect(inEnglish.getByText("(signed in)").first()).toBeVisible();
});
