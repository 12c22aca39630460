import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../../workers/dev/scanner/cli";
import { signInSubscriber } from "./journey";
import { expect, setLanguage, test, waitForHydration } from "./support";

/*
 * A CI gate through the service, end to end: a subscriber makes an API token on the profile, the command
 * line scans a page with `--remote` and that token (the public API starts the run, follows it and reads its
 * report), fails on the page's violation as a local scan would, and the run is in the app with the token
 * marked as used. The fixture shop's logo has no alternative text.
 */

const shop = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/shop/`;

test("a token made on the profile lets the command line scan through the service (de)", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  await setLanguage(context, baseURL, "de");
  await signInSubscriber(page, "de");
  await page.goto("/profile/api-tokens");
  await waitForHydration(page);
  await page.getByLabel("Name", { exact: true }).fill("CI Pull Requests");
  await page.getByRole("radio", { name: "Lesen und Scans starten", exact: true }).check();
  await page.getByRole("button", { name: "Token anlegen", exact: true }).click();
  const token = await page.getByLabel("Ihr neues API-Token", { exact: true }).inputValue();
  expect(token).toMatch(/^ks_live_/);

  const cwd = await mkdtemp(join(tmpdir(), "klarsicht-e2e-remote-"));
  const out: string[] = [];
  const err: string[] = [];
  const before = process.env.KLARSICHT_TOKEN;
  process.env.KLARSICHT_TOKEN = token;
  try {
    const code = await runCli(
      ["--remote", origin, "--format", "markdown", shop],
      {
        stdout: { write: (text: string) => out.push(text) },
        stderr: { write: (text: string) => err.push(text) },
      },
      cwd,
    );
    expect(code, err.join("")).toBe(1);
  } finally {
    if (before === undefined) delete process.env.KLARSICHT_TOKEN;
    else process.env.KLARSICHT_TOKEN = before;
    await rm(cwd, { recursive: true, force: true });
  }
  expect(out.join("")).toContain("| Seiten | 1 geprüft |");
  expect(out.join("")).toContain("[image-alt]");
  const link = err.join("").match(/gestartet: (\S+)/)?.[1] ?? "";
  expect(link.startsWith(`${origin}/run/`), err.join("")).toBe(true);

  // The run is the subscriber's, in the app; the token shows when it was last used.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bericht für ${new URL(shop).host}`);
  await page.goto("/profile/api-tokens");
  const row = page.getByRole("row").filter({ hasText: "CI Pull Requests" });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText("Noch nie");
});
