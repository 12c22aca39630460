/** The scan CLI with a login profile (--auth) and a flow (--flow) on the demo shop, as CI users run it. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCustomer } from "#dev/demo-site/account";
import { type DemoSite, startDemoSite } from "#dev/demo-site/server";
import { runCli } from "#dev/scanner/cli";

const profile = "workers/dev/demo-site/login-profile.json";
const flow = "workers/dev/demo-site/checkout-flow.json";
let demo: DemoSite;
let workDir: string;

beforeAll(async () => {
  demo = await startDemoSite({ port: 0 });
  workDir = await mkdtemp(join(tmpdir(), "klarsicht-cli-steps-"));
  // The profile reads the password from the environment, as a CI pipeline's secret store sets it.
  process.env.DEMO_SHOP_PASSWORD = demoCustomer.password;
});

afterAll(async () => {
  delete process.env.DEMO_SHOP_PASSWORD;
  await demo?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(
    args,
    {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    },
    // Reports kept for --baseline last go to the test's own folder, not the repository.
    workDir,
  );
  return { code, stdout, stderr };
}

describe("scan CLI signed in", () => {
  it("crawls the site signed in, marks its pages so, and follows no logout or delete link", async () => {
    const { code, stdout, stderr } = await cli(
      "--allow-private",
      "--auth",
      profile,
      "--site",
      "--max-pages",
      "20",
      "--format",
      "json",
      `${demo.url}konto`,
    );
    expect(stderr).toBe("");
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { signedIn: boolean; pages: { url: string; signedIn: boolean }[] };
    const paths = report.pages.map((page) => new URL(page.url).pathname);
    expect(paths).toEqual(expect.arrayContaining(["/konto", "/konto/bestellungen", "/kasse/warenkorb"]));
    expect(paths).not.toContain("/abmelden");
    expect(paths).not.toContain("/konto/loeschen");
    expect(paths).not.toContain("/anmelden");
    expect(report.signedIn).toBe(true);
    expect(report.pages.every((page) => page.signedIn)).toBe(true);
    expect(stdout).not.toContain(demoCustomer.password);
  });

  it("runs the checkout flow and reports each named step's scan", async () => {
    const { code, stdout, stderr } = await cli(
      "--allow-private",
      "--auth",
      profile,
      "--flow",
      flow,
      "--format",
      "json",
      demo.url,
    );
    expect(stderr).toBe("");
    expect(code).toBe(1);
    const result = JSON.parse(stdout) as {
      ok: boolean;
      signedIn: boolean;
      scans: { name: string; status: string }[];
    };
    expect(result).toMatchObject({ ok: true, signedIn: true });
    expect(result.scans.map((scan) => [scan.name, scan.status])).toEqual([
      ["Warenkorb", "done"],
      ["Adresse", "done"],
      ["Zahlungsart", "done"],
      ["Prüfen", "done"],
    ]);
    expect(stdout).not.toContain(demoCustomer.password);
  });

  it("says what is wrong with a flow file, where, in the language asked for", async () => {
    const broken = join(workDir, "kaputt.json");
    await writeFile(broken, JSON.stringify({ version: 1, name: "x", steps: [{ action: "click" }] }));
    const de = await cli("--flow", broken, demo.url);
    const en = await cli("--lang", "en", "--flow", broken, demo.url);
    expect([de.code, en.code]).toEqual([2, 2]);
    expect(de.stderr).toContain(`--flow ${broken} ist keine gültige Datei`);
    expect(de.stderr).toContain("steps[0].target");
    expect(en.stderr).toContain(`--flow ${broken} is not a valid file`);
    // A flow's report is text or JSON; the CI formats and the baseline gate read pages and sites.
    const sarif = await cli("--lang", "en", "--flow", flow, "--format", "sarif", demo.url);
    const gated = await cli("--flow", flow, "--baseline", "last", demo.url);
    expect([sarif.code, gated.code]).toEqual([2, 2]);
    expect(sarif.stderr).toContain("--flow writes text or JSON");
    expect(gated.stderr).toContain("--flow gibt Text oder JSON aus");
    const wrongPassword = join(workDir, "falsch.json");
    await writeFile(
      wrongPassword,
      JSON.stringify({
        version: 1,
        steps: [
          { action: "visit", url: "/anmelden" },
          { action: "fill", field: { label: "E-Mail" }, value: demoCustomer.email },
          { action: "fill", field: { label: "Passwort" }, value: "falsch-geheim-42" },
          { action: "submit", target: { text: "Anmelden" } },
        ],
        success: { text: "Abmelden" },
      }),
    );
    const refused = await cli("--allow-private", "--auth", wrongPassword, demo.url);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain("Die Anmeldung ist fehlgeschlagen");
    expect(refused.stderr).toContain("login_failed");
    // A password field is a secret, also when the file writes it out.
    expect(refused.stderr + refused.stdout).not.toContain("falsch-geheim-42");
  });
});
