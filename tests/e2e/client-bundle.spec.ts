import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import de from "../../app/locales/de";
import en from "../../app/locales/en";
import { trackHydration, waitForHydration } from "./journey";
import { expect, type Language, setLanguage, test } from "./support";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// Names and values that must stay on the server; the e2e server runs with the local values below.
const secrets = [
  /sk_(test|live)_/,
  /whsec_/,
  /rk_(test|live)_/,
  /SESSION_SECRET/,
  /STRIPE_SECRET_KEY/,
  /STRIPE_WEBHOOK_SECRET/,
  /OIDC_CLIENT_SECRET/,
  /local-oidc-secret/,
  /TURNSTILE_SECRET_KEY/,
  // Cloudflare's Turnstile test secrets (turnstile.spec.ts serves pages with one of them configured).
  /[123]x0000000000000000000000000000000AA/,
];

test("no secret reaches the client bundle", () => {
  const bundle = files("build/client").filter((path) => /\.(js|css|html|json|map)$/.test(path));
  expect(bundle.length).toBeGreaterThan(0);
  for (const path of bundle) {
    const text = readFileSync(path, "utf8");
    for (const secret of secrets) expect(text, `${path} contains ${secret}`).not.toMatch(secret);
  }
});

test("no secret reaches a rendered page", async ({ request }) => {
  for (const path of ["/", "/setup", "/kontakt", "/login?failed=1"]) {
    const html = await (await request.get(path)).text();
    for (const secret of secrets) expect(html, `${path} contains ${secret}`).not.toMatch(secret);
  }
});

/*
 * zod validates jobs, forms and settings on the server only. `$ZodObject` is the name zod gives its
 * object schemas; minifying keeps it, so a chunk holding zod's schemas holds this string.
 */
const zodMarker = "$ZodObject";

test("no client chunk carries zod", () => {
  const zodSchemas = readFileSync(join("node_modules", "zod", "v4", "core", "schemas.js"), "utf8");
  expect(zodSchemas, "the marker is zod's own").toContain(zodMarker);
  const scripts = files("build/client").filter((path) => path.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of scripts) {
    expect(readFileSync(path, "utf8").includes(zodMarker), `${path} contains zod`).toBe(false);
  }
});

/** Texts that differ between the languages and that every page's texts hold. */
const markers = {
  de: [de.skipLink, de.footer.tagline, de.meta.description, de.nav.label],
  en: [en.skipLink, en.footer.tagline, en.meta.description, en.nav.label],
} as const satisfies Record<Language, readonly string[]>;
const other = { de: "en", en: "de" } as const satisfies Record<Language, Language>;

/** The scripts a page requests until it is hydrated and the network is quiet, with their sizes. */
async function scriptsOf(page: Page, context: BrowserContext, path: string) {
  await trackHydration(context);
  const responses: Promise<{ url: string; body: string; bytes: number; transferred: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    responses.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: response.url(),
          body: body.toString("utf8"),
          bytes: body.length,
          transferred: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  return Promise.all(responses);
}

for (const language of ["de", "en"] as const) {
  test(`a page in ${language === "de" ? "German" : "English"} loads no script holding the other language's texts`, async ({
    page,
    context,
    baseURL,
  }) => {
    for (const text of markers[language]) expect(markers[other[language]]).not.toContain(text);
    await setLanguage(context, baseURL, language);
    const scripts = await scriptsOf(page, context, "/");
    // Recorded, not asserted: the figures depend on the build; the texts below are the assertion.
    const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const transferred = scripts.reduce((sum, script) => sum + script.transferred, 0);
    const largest = scripts.reduce((max, script) => (script.bytes > max.bytes ? script : max));
    const description = `/ in ${language}: ${scripts.length} scripts, ${bytes} bytes (${transferred} transferred), largest ${largest.bytes} (${new URL(largest.url).pathname})`;
    test.info().annotations.push({ type: "scripts", description });
    console.log(description);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const all = scripts.map((script) => script.body).join("\n");
    // The page's own texts are among its scripts: the check below looks where texts are.
    for (const text of markers[language]) expect(all, `the scripts hold "${text}"`).toContain(text);
    for (const script of scripts) {
      for (const text of markers[other[language]]) {
        expect(script.body.includes(text), `${script.url} holds "${text}"`).toBe(false);
      }
    }
  });
}

test("the language menu switches the page's texts and title to English and back", async ({
  page,
  context,
}) => {
  await trackHydration(context);
  await page.goto("/bfsg");
  await waitForHydration(page);
  const skipLink = page.locator('a[href="#main"]').first();
  const title = (messages: typeof de | typeof en) =>
    `${messages.laws.bfsg.meta.title} | ${messages.meta.siteName}`;
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(skipLink).toHaveText(de.skipLink);
  await expect(page).toHaveTitle(title(de));

  await page.getByRole("button", { name: new RegExp(de.nav.language) }).click();
  await page.getByRole("button", { name: de.nav.languages.en }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(skipLink).toHaveText(en.skipLink);
  await expect(page).toHaveTitle(title(en));
  await expect(page.getByText(en.footer.tagline)).toBeVisible();

  await page.getByRole("button", { name: new RegExp(en.nav.language) }).click();
  await page.getByRole("button", { name: en.nav.languages.de }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(skipLink).toHaveText(de.skipLink);
  await expect(page).toHaveTitle(title(de));
  await expect(page.getByText(de.footer.tagline)).toBeVisible();
  await expect(page).toHaveURL(/\/bfsg$/);
});
