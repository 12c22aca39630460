import { signInSubscriber, waitForHydration } from "./journey";
import { expect, setLanguage, test } from "./support";

/*
 * A read-only link end to end: a subscriber scans a page and shares its report; a browser without an
 * account opens the link and reads the report, with nothing to change and no way into the account.
 */

const shop = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/shop/`;

test("a client without an account reads a report through its shared link (en)", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  await setLanguage(context, baseURL, "en");
  await signInSubscriber(page, "en");
  await page.getByLabel("Website address", { exact: true }).fill(shop);
  await page.getByRole("radio", { name: "This one page only", exact: true }).check();
  await page.getByRole("button", { name: "Start scan", exact: true }).click();
  const title = `Report for ${new URL(shop).host}`;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 60_000 });

  await waitForHydration(page);
  await page.getByRole("radio", { name: "7 days", exact: true }).check();
  await page.getByRole("button", { name: "Create link", exact: true }).click();
  const link = page.getByLabel("Link to hand on", { exact: true });
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(await link.inputValue()).pathname;

  const client = await browser.newContext({ baseURL, locale: "en-GB" });
  const clientPage = await client.newPage();
  const opened = await clientPage.goto(path);
  expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(clientPage.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(clientPage.getByText("Shared report, read only")).toBeVisible();
  await expect(
    clientPage
      .getByRole("tab", { name: /^Violations/ })
      .or(clientPage.getByRole("link", { name: /^Violations/ })),
  ).toBeVisible();
  await expect(clientPage.getByRole("button", { name: "Create link" })).toHaveCount(0);
  await expect(clientPage.getByRole("button", { name: "Scan again" })).toHaveCount(0);
  await expect(clientPage.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await client.close();
});
