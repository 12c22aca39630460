import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { localTrackerCredentials } from "../../workers/dev/services/hooks-server";
import { signInSubscriber } from "./journey";
import { expect, setLanguage, test, waitForHydration } from "./support";

/*
 * Klarsicht in a team's tools, end to end: a subscriber makes an API token on the profile; the GitHub
 * Action's own scan step (.github/actions/klarsicht-scan/action.yml), run with bash as a runner runs it,
 * scans the fixture shop whole through the service with `remote` and that token, records the scanner's
 * exit code (1: the shop's logo has no alternative text) and writes the job summary and SARIF; the run is
 * on the app's run list; and from the site's dashboard an issue goes to the local GitHub stand-in, whose
 * ticket links back to the dashboard. English is covered by the integration tests
 * (tests/integration/webhooks.test.ts, tests/integration/api.test.ts).
 */

const shop = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}/shop/`;

/** The composite action's scan step, with the environment the runner would give it. */
async function runActionScan(env: Record<string, string>, workspace: string) {
  const action = parse(await readFile(".github/actions/klarsicht-scan/action.yml", "utf8")) as {
    runs: { steps: { id?: string; run?: string }[] };
  };
  const script = action.runs.steps.find((step) => step.id === "scan")?.run ?? "";
  expect(script).toContain("cli.ts");
  const file = join(workspace, "scan-step.sh");
  await writeFile(file, script);
  // GitHub runs `shell: bash` steps as `bash --noprofile --norc -eo pipefail <file>`.
  const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", file], {
    cwd: workspace,
    env: { ...process.env, ...env },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((done) => child.on("close", done));
  return { code, stderr };
}

test("a token made in the app runs the GitHub Action's scan through the service, and an issue goes to GitHub and links back (de)", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
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

  const workspace = await mkdtemp(join(tmpdir(), "klarsicht-e2e-action-"));
  let link = "";
  try {
    const summary = join(workspace, "step-summary.md");
    const outputs = join(workspace, "step-outputs");
    await writeFile(summary, "");
    await writeFile(outputs, "");
    const { code, stderr } = await runActionScan(
      {
        KLARSICHT_ROOT: resolve("."),
        INPUT_URLS: shop,
        INPUT_SITE: "true",
        INPUT_MAX_PAGES: "100",
        INPUT_LEVEL: "AA",
        INPUT_LANG: "de",
        INPUT_FORMAT: "sarif",
        INPUT_BASELINE: "",
        INPUT_FAIL_ON: "minor",
        OUTPUT_DIR: "klarsicht-report",
        INPUT_REMOTE: origin,
        KLARSICHT_TOKEN: token,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_OUTPUT: outputs,
      },
      workspace,
    );
    // The step itself succeeds and hands the scanner's exit code to the step that fails the job.
    expect(code, stderr).toBe(0);
    expect(await readFile(outputs, "utf8")).toContain("exit-code=1\n");
    expect(await readFile(summary, "utf8")).toContain("[image-alt]");
    const sarif = JSON.parse(await readFile(join(workspace, "klarsicht-report/klarsicht.sarif"), "utf8")) as {
      runs: { results: { ruleId: string }[] }[];
    };
    expect(sarif.runs[0]?.results.map((result) => result.ruleId)).toContain("image-alt");
    link = stderr.match(/gestartet: (\S+)/)?.[1] ?? "";
    expect(link.startsWith(`${origin}/run/`), stderr).toBe(true);
  } finally {
    await rm(workspace, { recursive: true, force: true });
  }

  // The run is the subscriber's, on the app's run list.
  await page.goto("/runs");
  await waitForHydration(page);
  await expect(page.locator(`a[href="${new URL(link).pathname}"]`).first()).toBeVisible();

  // GitHub connected on the profile, then an issue sent from the site's dashboard.
  await page.goto("/profile/trackers");
  await waitForHydration(page);
  await page.getByLabel("Repository (Besitzer/Name)", { exact: true }).fill("beispiel/website");
  await page.getByLabel("Token", { exact: true }).fill(localTrackerCredentials.github);
  await page.getByRole("button", { name: "GitHub verbinden", exact: true }).click();
  await expect(page.getByLabel("Webhook-Geheimnis", { exact: true })).toHaveValue(/^whsec_/);

  await page.goto("/runs");
  await waitForHydration(page);
  await page.getByRole("link", { name: /^Übersicht und Zeitplan/ }).click();
  await expect(page).toHaveURL(/\/sites\/\d+$/);
  const dashboard = new URL(page.url()).pathname;
  await waitForHydration(page);
  await page
    .getByRole("button", { name: /^An GitHub senden/ })
    .first()
    .click();
  const ticket = page.getByRole("link", { name: /^GitHub #1/ });
  await expect(ticket).toBeVisible();
  const ticketUrl = (await ticket.getAttribute("href")) ?? "";
  expect(ticketUrl).toBe(`http://127.0.0.1:${process.env.E2E_HOOKS_PORT}/github/beispiel/website/issues/1`);

  // The ticket on GitHub's side links back to the dashboard.
  await page.goto(ticketUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("#1");
  await expect(page.locator("pre")).toContainText(`${origin}${dashboard}#issues`);
});
