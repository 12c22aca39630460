import type { Locator } from "@playwright/test";
import { enterBillingAddress, newLogin, signInAtProvider } from "./journey";
import { axeViolations, expect, setLanguage, test, waitForAppHydration } from "./support";

const fixtureSite = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/`;
/** A public-looking name that never resolves (RFC 6761): the form accepts it, the scan fails. */
const unreachableSite = "http://nicht-erreichbar.invalid/";

/** A violation of the free preview, found by its rule's id (in its technical details). */
const findingOf = (preview: Locator, rule: string) =>
  preview.locator(":scope > li").filter({ has: preview.page().getByText(rule, { exact: true }) });

test("a free scan runs from the home page to the report preview (German)", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Adresse Ihrer Website").first().fill(fixtureSite);
  await page.getByRole("button", { name: "Kostenlos testen" }).first().click();

  await expect(page).toHaveURL(/\/scan\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Ergebnis für 127\.0\.0\.1/, {
    timeout: 20_000,
  });
  // Each violation in plain words, its severity, criterion and BFSG duty; the rule's id and the element's
  // selector behind "Technische Details".
  const preview = page.getByRole("list", { name: "Gefundene WCAG-Verstöße" });
  for (const rule of ["image-alt", "button-name", "link-name"]) {
    await expect(findingOf(preview, rule).getByRole("heading", { level: 3 })).toBeVisible();
  }
  const imageAlt = findingOf(preview, "image-alt");
  await expect(imageAlt.getByText("1.1.1 Nicht-Text-Inhalt")).toBeVisible();
  await expect(imageAlt.getByText("Vom BFSG gefordert (EN 301 549): 9.1.1.1")).toBeVisible();
  await expect(imageAlt.getByText("image-alt", { exact: true })).toBeHidden();
  await imageAlt.getByText("Technische Details: Regel und betroffenes Element").click();
  await expect(imageAlt.getByText("image-alt", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Vollständigen Bericht freischalten" }).click();
  await expect(page).toHaveURL(/\/setup$/);
});

test("a free scan works without JavaScript and in English", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await setLanguage(context, baseURL, "en");
  const page = await context.newPage();
  await page.goto("/");
  await page.getByLabel("Your website's address").first().fill(fixtureSite);
  await page.getByRole("button", { name: "Test for free" }).first().click();
  // The progress page refreshes itself until the report is there.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Result for 127\.0\.0\.1/, {
    timeout: 20_000,
  });
  const imageAlt = findingOf(page.getByRole("list", { name: "WCAG violations found" }), "image-alt");
  await expect(imageAlt.getByText("1.1.1 Non-text Content")).toBeVisible();
  // The technical details open without JavaScript too.
  await imageAlt.getByText("Technical details: rule and affected element").click();
  await expect(imageAlt.getByText("image-alt", { exact: true })).toBeVisible();
  await context.close();
});

/** What the free preview says about image-alt, in the words of each language. */
const imageAltDescription = {
  de: 'Prüft, ob <img>-Elemente einen Alternativtext oder die Rolle "none" bzw. "presentation" haben.',
  en: "Ensure <img> elements have alternative text or a role of none or presentation",
} as const;
const resultHeading = { de: /Ergebnis für 127\.0\.0\.1/, en: /Result for 127\.0\.0\.1/ } as const;

for (const [started, reader] of [
  ["de", "en"],
  ["en", "de"],
] as const) {
  test(`a free scan started in ${started} reads in ${reader} after switching the language`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    await setLanguage(context, baseURL, started);
    const page = await context.newPage();
    await page.goto("/");
    await page
      .getByLabel(started === "de" ? "Adresse Ihrer Website" : "Your website's address")
      .first()
      .fill(fixtureSite);
    await page
      .getByRole("button", { name: started === "de" ? "Kostenlos testen" : "Test for free" })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resultHeading[started], {
      timeout: 20_000,
    });
    const row = findingOf(
      page.getByRole("list", { name: /^(Gefundene WCAG-Verstöße|WCAG violations found)$/ }),
      "image-alt",
    );
    await expect(row).toContainText(imageAltDescription[started]);

    await setLanguage(context, baseURL, reader);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resultHeading[reader]);
    await expect(row).toContainText(imageAltDescription[reader]);
    await expect(row).not.toContainText(imageAltDescription[started]);
    await context.close();
  });
}

for (const [language, title, message] of [
  [
    "de",
    "Wir konnten diese Website nicht prüfen.",
    "Das kann an einer ungültigen Adresse liegen oder daran, dass die Website automatisierte Werkzeuge blockiert",
  ],
  [
    "en",
    "We couldn't scan this site.",
    "This may be due to an invalid URL or the site blocking automated tools (e.g., via robots.txt, captchas, or other bot protections).",
  ],
] as const) {
  test(`a private address is refused at the form, an unreachable one on the failure screen (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLanguage(context, baseURL, language);
    await page.goto("/");
    // A private address: refused before a scan starts, beside the field, as the account form does.
    await page.locator("#hero-url").fill("http://10.0.0.1/");
    await page.locator("#hero-url").press("Enter");
    await expect(page.locator("#hero-url")).toHaveAccessibleDescription(
      language === "de"
        ? /^Diese Adresse ist nicht öffentlich erreichbar/
        : /^This address cannot be reached publicly/,
    );
    await expect(page).not.toHaveURL(/\/scan\//);
    // A public name that never resolves (RFC 6761): the scan starts and fails.
    await page.locator("#hero-url").fill(unreachableSite);
    await page.locator("#hero-url").press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 20_000 });
    await expect(page.getByText(message)).toBeVisible();
  });
}

test("an address corrected after its error is sent at once, while the page still reloads its data", async ({
  page,
}) => {
  await page.goto("/");
  // The data the page reloads after the answer is held: the error is on screen, the reload not done.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() === "GET") await held;
      await route.continue();
    },
  );
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.locator("#hero-url").fill("http://10.0.0.1/");
  await page.locator("#hero-url").press("Enter");
  await expect(page.locator("#hero-url")).toHaveAccessibleDescription(/^Diese Adresse ist nicht öffentlich/);
  await page.locator("#hero-url").fill(unreachableSite);
  await page.locator("#hero-url").press("Enter");
  await expect.poll(() => posts.length).toBe(2);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Wir konnten diese Website nicht prüfen.",
    {
      timeout: 20_000,
    },
  );
});

test("the report preview and the failure screen pass our own accessibility check", async ({
  browser,
  baseURL,
}) => {
  // Two scans and eight runs of axe: far beyond the default on a busy two-core machine.
  test.setTimeout(120_000);
  // One finished and one failed scan, then every language and colour mode of both pages.
  const setup = await browser.newPage({ baseURL });
  const pages: string[] = [];
  for (const address of [fixtureSite, unreachableSite]) {
    // A page of our own, as the page fixture's goto does: it acts on the page once React has hydrated it.
    await setup.goto("/");
    await waitForAppHydration(setup);
    await setup.locator("#hero-url").fill(address);
    await setup.locator("#hero-url").press("Enter");
    await expect(setup.getByRole("heading", { level: 1 })).not.toHaveText(/Ihre Website wird geprüft/, {
      timeout: 20_000,
    });
    pages.push(new URL(setup.url()).pathname);
  }
  await setup.close();

  for (const language of ["de", "en"] as const) {
    for (const mode of ["light", "dark"] as const) {
      const context = await browser.newContext({ baseURL, colorScheme: mode });
      await setLanguage(context, baseURL, language);
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(path);
        await waitForAppHydration(page);
        expect(await axeViolations(page), `${path} ${language} ${mode}`).toEqual([]);
      }
      await context.close();
    }
  }
});

for (const [language, t] of [
  [
    "de",
    {
      keep: "Anmelden und übernehmen",
      waiting: "Ihr kostenloser Scan wartet",
      chooseBasic: "Basic wählen",
      kept: "Der kostenlose Scan ist jetzt in Ihren Scans gespeichert.",
    },
  ],
  [
    "en",
    {
      keep: "Sign in and keep it",
      waiting: "Your free scan is waiting",
      chooseBasic: "Choose Basic",
      kept: "The free scan is now saved in your scans.",
    },
  ],
] as const) {
  test(`"keep this scan" carries through sign-in and checkout to the kept report (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await setLanguage(context, baseURL, language);
    await page.goto("/");
    await page.locator("#hero-url").fill(fixtureSite);
    await page.locator("#hero-url").press("Enter");
    await expect(page).toHaveURL(/\/scan\/[A-Za-z0-9_-]{22}$/);
    const scanId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    await page.getByRole("button", { name: t.keep, exact: true }).click({ timeout: 20_000 });

    // A new visitor: signs in, has no plan, and is told the scan waits for one.
    await signInAtProvider(page, newLogin(`behalten-${language}`));
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByText(t.waiting, { exact: false })).toBeVisible();
    await page.getByRole("button", { name: t.chooseBasic, exact: true }).click();
    await enterBillingAddress(page);
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    // Back from the payment: the scan is in the account, its report is shown and says what happened.
    await expect(page).toHaveURL(new RegExp(`/run/${scanId}\\?claimed=1$`), { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: t.kept })).toBeVisible();
    await page.goto("/runs");
    await expect(page.locator(`a[href="/run/${scanId}"]`).first()).toBeVisible();
  });
}
