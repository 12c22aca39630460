import { signInSubscriber } from "./journey";
import { axeViolations, expect, setLanguage, test, waitForHydration } from "./support";

/*
 * A site's sign-in end to end, in German: the demo shop registered by a one-page scan, its login profile
 * entered on "Anmeldung und Abläufe" (the password never shown again), a trial run through the local
 * scanner and Chromium at the demo shop, and each step's result on the page.
 */

const demoOrigin = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`;
const password = "Morgenrot-Demo-2026";

test("set the demo shop's sign-in, run the trial and read each step's result (de)", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setLanguage(context, baseURL, "de");
  await signInSubscriber(page, "de");
  await waitForHydration(page);
  await page.getByLabel("Adresse der Website", { exact: true }).fill(`${demoOrigin}/`);
  await page.getByRole("radio", { name: "Nur diese eine Seite", exact: true }).check();
  await page.getByRole("button", { name: "Scan starten", exact: true }).click();
  await expect(page).toHaveURL(/\/(run|scan)\//);

  await page.goto("/runs");
  await page.getByRole("link", { name: /^Übersicht und Zeitplan/ }).click();
  await expect(page).toHaveURL(/\/sites\/\d+$/);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Anmeldung und Abläufe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmeldung und Abläufe");
  await waitForHydration(page);

  await page.getByLabel("Adresse des Anmeldeformulars").fill("/anmelden");
  await page.getByLabel("Beschriftung des Feldes für Benutzername oder E-Mail").fill("E-Mail");
  await page.getByLabel("Benutzername oder E-Mail", { exact: true }).fill("kunde@morgenrot.example");
  await page.getByLabel("Beschriftung des Passwortfeldes").fill("Passwort");
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByLabel("Text der Schaltfläche zum Anmelden").fill("Anmelden");
  await page.getByLabel("Text, den nur angemeldete Seiten zeigen").fill("Abmelden");
  await page.getByLabel("Adresse, zu der die Anmeldung führt").fill("/konto");
  await page.getByRole("button", { name: "Anmeldung speichern" }).click();

  await expect(page.getByText("Die Anmeldung ist gespeichert.")).toBeVisible();
  await expect(page.getByLabel("Passwort", { exact: true })).toHaveValue("");
  await expect(page.getByText("Gespeichert: gesetzt.", { exact: false }).first()).toBeVisible();
  expect(await page.content()).not.toContain(password);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Probelauf der Anmeldung" }).click();
  const trial = page.getByRole("region", { name: "Probelauf: Anmeldung" });
  await expect(trial.getByText("Alle Schritte liefen durch.")).toBeVisible({ timeout: 60_000 });
  const steps = trial.getByRole("listitem");
  await expect(steps).toHaveText([
    "Anmeldung, Schritt 1: Aufrufen „/anmelden“ – erledigt",
    "Anmeldung, Schritt 2: Ausfüllen „E-Mail“ – erledigt",
    "Anmeldung, Schritt 3: Ausfüllen „Passwort“ – erledigt",
    "Anmeldung, Schritt 4: Absenden „Anmelden“ – erledigt",
  ]);
  expect(await page.content()).not.toContain(password);
});
