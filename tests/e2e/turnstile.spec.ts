import type { Browser } from "@playwright/test";
import { turnstileTestKeys } from "#dev/services/turnstile-server";
import { type OwnAppServer, startOwnAppServer } from "./own-app-server";
import { axeViolations, expect, type Language, setLanguage, test, waitForAppHydration } from "./support";

/*
 * Turnstile in a real browser, on an app server of its own (the suite's server runs without it, because
 * its other specs scan without JavaScript too, which Turnstile does not allow). Site key: Cloudflare's
 * "forces an interactive challenge" test key, so one server shows both sides: a form sent before the
 * check is done is refused by the server (no token), and one sent after ticking the box passes
 * siteverify (always-pass test secret). The widget is the local stand-in's, loaded under the built app's
 * Content-Security-Policy from another origin.
 */
let baseURL = "";
let server: OwnAppServer | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnAppServer("turnstile", {
    E2E_TURNSTILE_SITE_KEY: turnstileTestKeys.siteKey.interactive,
    E2E_TURNSTILE_SECRET_KEY: turnstileTestKeys.secretKey.pass,
  });
  baseURL = server.baseURL;
});

test.afterAll(() => server?.close());

const texts = {
  de: {
    address: "Adresse Ihrer Website",
    submit: "Kostenlos testen",
    human: "Bestätigen Sie, dass Sie ein Mensch sind",
    refused: "Die Sicherheitsprüfung wurde nicht bestanden.",
    contactPath: "/kontakt",
    send: "Senden",
    sent: "Vielen Dank! Ihre Nachricht ist bei uns angekommen.",
    noScript: "Für diese Sicherheitsprüfung ist JavaScript nötig.",
  },
  en: {
    address: "Your website's address",
    submit: "Test for free",
    human: "Verify you are human",
    refused: "The security check was not passed.",
    contactPath: "/contact",
    send: "Send",
    sent: "Thank you! Your message has reached us.",
    noScript: "This security check needs JavaScript.",
  },
} as const;

async function newPage(browser: Browser, language: Language, javaScript = true) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
  await setLanguage(context, baseURL, language);
  return { context, page: await context.newPage() };
}

for (const language of ["de", "en"] as const) {
  const text = texts[language];

  test(`free scan: refused before the check, started after it (${language})`, async ({ browser }) => {
    const { context, page } = await newPage(browser, language);
    await page.goto("/");
    // This server's page is not the page fixture's, which waits for hydration itself: typing while React
    // hydrates can make it throw (#345) and leave the widget unrendered.
    await waitForAppHydration(page);
    const hero = page.locator("form").filter({ has: page.locator('input[name="formId"][value="hero"]') });
    // The widget speaks the page's language.
    const check = hero.getByLabel(text.human);
    await expect(check).toBeVisible();
    await hero.getByLabel(text.address).fill("https://www.beispiel.de/");

    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await hero.getByRole("button", { name: text.submit }).click();
    expect((await refused).status()).toBe(403);
    const message = page.locator("#hero-turnstile-error");
    await expect(message).toContainText(text.refused);
    await expect(message).toBeFocused();
    const field = hero.getByLabel(text.address);
    await expect(field).toHaveValue("https://www.beispiel.de/");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);

    // A fresh widget after the refusal; this time the visitor passes it.
    await hero.getByLabel(text.human).check();
    await expect(hero.locator('input[name="cf-turnstile-response"]')).toHaveValue(
      turnstileTestKeys.dummyToken,
    );
    await hero.getByRole("button", { name: text.submit }).click();
    await expect(page).toHaveURL(/\/scan\/[A-Za-z0-9_-]{22}$/);
    await context.close();
  });

  test(`contact form: refused before the check, sent after it (${language})`, async ({ browser }) => {
    const { context, page } = await newPage(browser, language);
    await page.goto(text.contactPath);
    await waitForAppHydration(page);
    await page.locator("#contact-email").fill("anna@beispiel.de");
    await page.locator("#contact-subject").fill("Frage zum BFSG");
    await page.locator("#contact-message").fill("Gilt das BFSG auch für unseren kleinen Online-Shop?");
    await expect(page.getByLabel(text.human)).toBeVisible();

    await page.getByRole("button", { name: text.send, exact: true }).click();
    const message = page.locator("#contact-turnstile-error");
    await expect(message).toContainText(text.refused);
    await expect(message).toBeFocused();
    await expect(page.locator("#contact-message")).toHaveValue(
      "Gilt das BFSG auch für unseren kleinen Online-Shop?",
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(text.human).check();
    await page.getByRole("button", { name: text.send, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${text.contactPath}\\?sent=1$`));
    await expect(page.getByRole("status").filter({ hasText: text.sent })).toBeFocused();
    await context.close();
  });

  test(`without JavaScript the forms say the check needs it (${language})`, async ({ browser }) => {
    const { context, page } = await newPage(browser, language, false);
    await page.goto("/");
    await expect(page.getByText(text.noScript).first()).toBeVisible();
    await page.getByLabel(text.address).first().fill("https://www.beispiel.de/");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: text.submit }).first().click();
    expect((await answer).status()).toBe(403);
    await expect(page.locator("#hero-turnstile-error")).toContainText(text.refused);
    await page.goto(text.contactPath);
    await expect(page.getByText(text.noScript)).toBeVisible();
    await context.close();
  });
}

test("the Turnstile secret never reaches a page", async ({ request }) => {
  for (const path of ["/", "/kontakt", "/contact"]) {
    const html = await (await request.get(`${baseURL}${path}`)).text();
    expect(html).toContain(turnstileTestKeys.siteKey.interactive);
    expect(html).not.toContain(turnstileTestKeys.secretKey.pass);
  }
});
