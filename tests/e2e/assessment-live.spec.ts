import { signInSubscriber, waitForHydration } from "./journey";
import { expect, setLanguage, test } from "./support";

/*
 * The assessment without reloads: a needs-review finding confirmed in the report's review tab updates the
 * tab in place and sets the sampled pages' verdicts; a decision on the criterion page saves in place too;
 * a page's screenshot opens at full size in a dialog that zooms, all with the keyboard. The fixture's two
 * pages share one title (tests/fixtures/site/angebot), which the scan leaves for a person to judge.
 */

const site = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/angebot/`;
const SITE_SCAN_TIMEOUT = 60_000;

/** Set on the document when the test starts watching; a reload would lose it. */
const markDocument = () => {
  (window as unknown as Record<string, unknown>).e2eSameDocument = true;
};
const sameDocument = () => (window as unknown as Record<string, unknown>).e2eSameDocument === true;

test("a finding confirmed in the review tab updates it and the page verdicts without a reload (de)", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setLanguage(context, baseURL, "de");
  await signInSubscriber(page, "de");
  await page.getByLabel("Adresse der Website", { exact: true }).fill(site);
  await page.getByRole("button", { name: "Scan starten", exact: true }).click();
  await expect(page).toHaveURL(/\/run\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bericht für ${new URL(site).host}`, {
    timeout: SITE_SCAN_TIMEOUT,
  });
  const runId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await page.goto(`/run/${runId}/assessment`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Prüfung beginnen", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Fortschritt" })).toBeVisible();

  // The review tab: the repeated title, undecided, then confirmed in place.
  await page.goto(`/run/${runId}?tab=manual`);
  await waitForHydration(page);
  await page.evaluate(markDocument);
  const group = page.getByRole("form", { name: /^Elementgruppe title/ });
  await expect(group.getByRole("status")).toHaveText("Noch nicht entschieden");
  await group.getByRole("button", { name: "Als Verstoß bestätigen", exact: true }).click();
  await expect(group.getByRole("status")).toHaveText("Entschieden: Als Verstoß bestätigt");
  expect(await page.evaluate(sameDocument)).toBe(true);

  // Both sampled pages now fail 2.4.2, each with the finding as its barrier.
  await page.goto(`/run/${runId}/assessment/2.4.2`);
  await waitForHydration(page);
  await page.evaluate(markDocument);
  for (const id of ["#page-0", "#page-1"])
    await expect(page.locator(id).getByRole("radio", { name: "Nicht erfüllt", exact: true })).toBeChecked();

  // Dismissed on the criterion page: saved in place, the page stays.
  const review = page.locator("#review-0");
  await review.getByRole("radio", { name: "Verwerfen, kein Verstoß", exact: true }).check();
  await review.getByRole("button", { name: "Entscheidung speichern", exact: true }).click();
  await expect(review.getByRole("status")).toHaveText("Entscheidung gespeichert.");
  expect(await page.evaluate(sameDocument)).toBe(true);

  // The screenshot at full size, zoomed and closed with the keyboard; focus returns to its link.
  const open = page.locator("#page-0").getByRole("link", { name: /In voller Größe öffnen$/ });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Bildschirmfoto von ${site}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Vergrößern", exact: true }).press("Enter");
  await expect(dialog.getByRole("status")).toHaveText("Zoom: 150 %");
  const zoomed = dialog.getByRole("img");
  await expect
    .poll(() => zoomed.evaluate((image) => (image as HTMLImageElement).width))
    .toBeGreaterThan(await zoomed.evaluate((image) => (image as HTMLImageElement).naturalWidth));
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(await page.evaluate(sameDocument)).toBe(true);
});
