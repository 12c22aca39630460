import { signInAtProvider, waitForHydration } from "./journey";
import { expect, setLanguage, test } from "./support";

/*
 * Teams end to end, in both languages at once: an agency (German) invites its client's developer (English)
 * as an editor by mail; the developer accepts the link after signing in, scans the same site in the
 * agency's workspace, and the agency sees that scan; the client, who has no account, reads the report
 * through a shared link.
 */

const shop = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/shop/`;
const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

type ReceivedMail = { to: string[]; subject: string; text: string };

async function inviteLinkFor(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await fetch(`${mailApi}/_local/api/emails`)).json()) as {
        data: ReceivedMail[];
      };
      const mail = data.find((candidate) => candidate.to.includes(address));
      link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0];
      return link !== undefined;
    })
    .toBe(true);
  return new URL(link ?? "").pathname;
}

test("an agency invites its client's developer, both scan the site, the client reads a shared report", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const agency = `agentur-${test.info().workerIndex * 5 + test.info().retry + 1}`;
  const developer = `dev-${Date.now()}-${test.info().workerIndex}@example.test`;

  // The agency, in German: a scan of the client's shop, then the invitation.
  await setLanguage(context, baseURL, "de");
  await page.goto("/login?returnTo=%2Fruns");
  await signInAtProvider(page, agency);
  await expect(page).toHaveURL(/\/runs$/);
  await waitForHydration(page);
  await page.getByLabel("Adresse der Website", { exact: true }).fill(shop);
  await page.getByRole("radio", { name: "Nur diese eine Seite", exact: true }).check();
  await page.getByRole("button", { name: "Scan starten", exact: true }).click();
  const titleDe = `Bericht für ${new URL(shop).host}`;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleDe, { timeout: 60_000 });

  await page.goto("/profile/members");
  await waitForHydration(page);
  await expect(page.getByText("1 von 5 Plätzen belegt")).toBeVisible();
  await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(developer);
  await page.getByRole("radio", { name: /^Bearbeiter:/ }).check();
  await page.getByRole("button", { name: "Einladung senden", exact: true }).click();
  await expect(page.getByRole("status")).toContainText(developer);
  await expect(page.getByRole("cell", { name: developer, exact: true })).toBeVisible();

  // The developer, in English, in a browser of their own: the link asks for a sign-in first.
  const devContext = await browser.newContext({ baseURL, locale: "en-GB" });
  await setLanguage(devContext, baseURL, "en");
  const dev = await devContext.newPage();
  await dev.goto(await inviteLinkFor(developer));
  await signInAtProvider(dev, developer);
  await expect(dev.getByRole("heading", { level: 1 })).toHaveText(/^Invitation to “Agentur Nord \d+”$/);
  await waitForHydration(dev);
  await dev.getByRole("button", { name: "Accept invitation", exact: true }).click();
  await expect(dev).toHaveURL(/\/runs$/);
  // The agency's run is in the developer's list now, and the developer scans the same site again.
  await expect(dev.getByRole("rowheader", { name: shop, exact: true })).toHaveCount(1);
  await waitForHydration(dev);
  await dev.getByLabel("Website address", { exact: true }).fill(shop);
  await dev.getByRole("radio", { name: "This one page only", exact: true }).check();
  await dev.getByRole("button", { name: "Start scan", exact: true }).click();
  await expect(dev.getByRole("heading", { level: 1 })).toHaveText(`Report for ${new URL(shop).host}`, {
    timeout: 60_000,
  });
  // An editor manages no members: the page shows no invitation form.
  await dev.goto("/profile/members");
  await expect(dev.getByText("Your role: Editor")).toBeVisible();
  await expect(dev.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await devContext.close();

  // The agency sees both scans, and who joined, in its log.
  await page.goto("/runs");
  await expect(page.getByRole("rowheader", { name: shop, exact: true })).toHaveCount(2);
  await page.goto("/profile/audit");
  await expect(page.getByRole("cell", { name: "Beigetreten", exact: true })).toBeVisible();

  // The client has no account: the agency shares the report, the client reads it.
  await page.goto("/runs");
  await page
    .getByRole("link", { name: `Öffnen für ${shop}`, exact: true })
    .first()
    .click();
  await waitForHydration(page);
  await page.getByRole("radio", { name: "7 Tage", exact: true }).check();
  await page.getByRole("button", { name: "Link erstellen", exact: true }).click();
  const link = page.getByLabel("Link zum Weitergeben", { exact: true });
  await expect(link).toHaveValue(/\/shared\//);
  const client = await browser.newContext({ baseURL, locale: "de-DE" });
  const clientPage = await client.newPage();
  await clientPage.goto(new URL(await link.inputValue()).pathname);
  await expect(clientPage.getByRole("heading", { level: 1 })).toHaveText(titleDe);
  await client.close();
});
