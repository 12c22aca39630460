/** The scan CLI (npm run scan → tsx workers/dev/scanner/cli.ts): output and exit codes. */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteReport } from "#core/contract";
import { runCli } from "#dev/scanner/cli";
import { type BarrierServer, startBarrierServer } from "./barrier-server";
import { type CrawlServer, linkPage, startCrawlServer } from "./crawl-server";

let site: BarrierServer;
let smallSite: CrawlServer;
let workDir: string;

beforeAll(async () => {
  site = await startBarrierServer({ refusedOrigin: "http://10.0.0.1" });
  smallSite = await startCrawlServer({
    "/": linkPage("Start", ["/bild", "/fehlt"]),
    "/bild":
      '<!doctype html><html lang="de"><title>Bild</title><main><h1>Bild</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" class="foto"></main></html>',
  });
  workDir = await mkdtemp(join(tmpdir(), "klarsicht-cli-"));
});

afterAll(async () => {
  await site?.close();
  await smallSite?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

type CliResult = { code: number; stdout: string; stderr: string };

/**
 * The CLI's main function with its output caught. Calling it in the test's process spares each call
 * a tsx start (20 s and more on a busy machine); the smoke test below runs it as a process once.
 */
async function cli(...args: string[]): Promise<CliResult> {
  return cliWith(undefined, ...args);
}

/** As cli(), with the engine's settings changed (a lower element cap). */
async function cliWith(engine: Parameters<typeof runCli>[3], ...args: string[]): Promise<CliResult> {
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
    engine,
  );
  return { code, stdout, stderr };
}

/** The CLI as `npm run scan` starts it: tsx, a process of its own, its exit code. */
function cliProcess(...args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      "npx",
      ["tsx", "workers/dev/scanner/cli.ts", ...args],
      { timeout: 150_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("scan CLI", () => {
  it("runs as a process: npm run scan's command prints the report and exits 1 for violations", async () => {
    const result = await cliProcess("--allow-private", "--lang", "en", `${site.origin}/missing-alt.html`);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("image-alt [critical] WCAG 1.1.1: Images must have alternative text");
    expect(result.stdout).toContain("1 page scanned, of them 0 failed and 0 checked only in part");
  }, 160_000);

  it("exits 2 with a clear message on bad flags and values, in German unless --lang en", async () => {
    const unknown = await cli("--levle", "AA", "https://www.beispiel.de/");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unbekannte Option: --levle");
    expect(unknown.stderr).toContain("Aufruf: npm run scan");
    const unknownEnglish = await cli("--levle", "AA", "--lang", "en", "https://www.beispiel.de/");
    expect(unknownEnglish.stderr).toContain("Unknown option: --levle");
    expect(unknownEnglish.stderr).toContain("Usage: npm run scan");

    const badLevel = await cli("--level", "AAAA", "https://www.beispiel.de/");
    expect(badLevel.code).toBe(2);
    expect(badLevel.stderr).toContain('--level muss eines von A, AA, 2.2, AAA sein, nicht "AAAA"');
    const badLevelEnglish = await cli("--lang=en", "--level", "AAAA", "https://www.beispiel.de/");
    expect(badLevelEnglish.stderr).toContain('--level must be one of A, AA, 2.2, AAA, not "AAAA"');

    const concurrency = await cli("--concurrency", "9", "https://www.beispiel.de/");
    expect(concurrency.code).toBe(2);
    expect(concurrency.stderr).toContain('--concurrency muss eine ganze Zahl von 1 bis 8 sein, nicht "9"');
    expect((await cli()).stderr).toContain("Keine URL angegeben");
    expect((await cli("--lang", "en")).stderr).toContain("No URL given");
    // An unknown language is itself reported, in German.
    const badLanguage = await cli("--lang", "fr", "https://www.beispiel.de/");
    expect(badLanguage.stderr).toContain('--lang muss eines von de, en sein, nicht "fr"');
  });

  it("prints help in German, or in English with --lang en", async () => {
    const help = await cli("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--urls-file DATEI");
    expect(help.stdout).toContain("Exit-Codes: 0 keine WCAG-Verstöße");
    const english = await cli("--help", "--lang", "en");
    expect(english.stdout).toContain("--urls-file FILE");
    expect(english.stdout).toContain("Exit codes: 0 no WCAG violations");
  });

  it("refuses private addresses without --allow-private, naming the flag (exit 3)", async () => {
    const result = await cli("--lang", "en", `${site.origin}/clean.html`);
    expect(result.code).toBe(3);
    expect(result.stdout).toContain("failed: blocked_target – the address, or where it leads, is not public");
    expect(result.stdout).toContain("Private and local addresses are only scanned with --allow-private.");
    const german = await cli(`${site.origin}/clean.html`);
    expect(german.code).toBe(3);
    expect(german.stdout).toContain(
      "fehlgeschlagen: blocked_target – die Adresse oder ihr Ziel ist nicht öffentlich",
    );
    expect(german.stdout).toContain("Private und lokale Adressen werden nur mit --allow-private geprüft.");
  });

  it("names who found each violation: axe-core or Klarsicht's own checks", async () => {
    const result = await cli("--allow-private", "--lang", "en", `${site.origin}/duplicate-ids.html`);
    expect(result.stdout).toMatch(
      /- ks-id-duplicate \[[a-z]+\] WCAG 4\.1\.1: .+\n.+ · found by Klarsicht \(own check\)/,
    );
  });

  it("reports violations as text and exits 1", async () => {
    const result = await cli("--allow-private", "--lang", "en", `${site.origin}/missing-alt.html`);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("image-alt [critical] WCAG 1.1.1: Images must have alternative text");
    expect(result.stdout).toContain("2 elements: .hero, .long · found by axe-core");
    const german = await cli("--allow-private", `${site.origin}/missing-alt.html`);
    expect(german.code).toBe(1);
    expect(german.stdout).toContain(
      "image-alt [kritisch] WCAG 1.1.1: Bilder müssen einen Alternativtext haben.",
    );
    expect(german.stdout).toContain("2 Elemente: .hero, .long · Prüfwerkzeug axe-core");
  });

  it("writes JSON for every URL of --urls-file, in order; a clean page alone exits 0", async () => {
    const file = join(workDir, "urls.txt");
    await writeFile(
      file,
      `# fixture pages\n${site.origin}/clean.html\n\n${site.origin}/missing.html  # 404\n`,
    );
    const result = await cli("--allow-private", "--format", "json", "--urls-file", file);
    expect(result.code).toBe(3);
    const results = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(results.map((entry) => [entry.url, entry.status, entry.error])).toEqual([
      [`${site.origin}/clean.html`, "done", undefined],
      [`${site.origin}/missing.html`, "failed", "http_error"],
    ]);
    expect(results[0]).toMatchObject({ counts: { violations: 0 }, violations: [] });
    expect((await cli("--allow-private", "--format", "json", `${site.origin}/clean.html`)).code).toBe(0);
  });

  it("writes EARL JSON-LD with --format earl: one outcome per page and rule, nothing for a failed page", async () => {
    const missingAlt = `${site.origin}/missing-alt.html`;
    const missing = `${site.origin}/missing.html`;
    const result = await cli("--allow-private", "--format", "earl", missingAlt, missing);
    expect(result.code).toBe(1);
    const earl = JSON.parse(result.stdout) as { "@context": string; "@graph": Record<string, unknown>[] };
    expect(earl["@context"]).toBe("https://www.w3.org/WAI/content-assets/wcag-act-rules/earl-context.json");
    const [assertor, page, failedPage] = earl["@graph"] as [
      Record<string, unknown>,
      {
        source: string;
        assertions: { test: { title: string; isPartOf: unknown[] }; result: { outcome: string } }[];
      },
      { source: string; assertions: unknown[] },
    ];
    expect(assertor).toMatchObject({ "@type": ["Assertor", "earl:Software"], name: "Klarsicht" });
    expect(page.source).toBe(missingAlt);
    const outcomeOf = (rule: string) =>
      page.assertions.find((assertion) => assertion.test.title === rule)?.result.outcome;
    expect(outcomeOf("image-alt")).toBe("earl:failed");
    expect(page.assertions.find((assertion) => assertion.test.title === "image-alt")?.test.isPartOf).toEqual([
      { title: "WCAG 2: 1.1.1" },
    ]);
    expect(page.assertions.map((assertion) => assertion.result.outcome)).toContain("earl:passed");
    expect(page.assertions.map((assertion) => assertion.result.outcome)).toContain("earl:inapplicable");
    expect(new Set(page.assertions.map((assertion) => assertion.test.title)).size).toBe(
      page.assertions.length,
    );
    expect(failedPage).toMatchObject({ source: missing, assertions: [] });
    const withSite = await cli("--site", "--format", "earl", "--lang", "en", missingAlt);
    expect(withSite.code).toBe(2);
    expect(withSite.stderr).toContain("--format earl writes the results of single pages");
  });

  it("lists failed pages and pages checked in part in its summary; a clean page checked in part exits 3", async () => {
    // Over the element cap (lowered from the engine's 5,000, whose axe run alone takes half a minute on a
    // busy machine): only the page's first elements are checked, so the page is partial.
    const paragraphs = Array.from({ length: 320 }, (_, index) => `<p>Absatz ${index}</p>`).join("");
    const large = await startCrawlServer({
      "/gross": `<!doctype html><html lang="de"><title>Groß</title><main><h1>Groß</h1>${paragraphs}</main></html>`,
    });
    try {
      const result = await cliWith(
        { maxCheckedElements: 300 },
        "--allow-private",
        "--lang",
        "en",
        `${large.origin}/gross`,
        `${site.origin}/missing.html`,
      );
      expect(result.code).toBe(3);
      expect(result.stdout).toContain("No WCAG violations found.");
      expect(result.stdout).toContain("2 pages scanned, of them 1 failed and 1 checked only in part");
      expect(result.stdout).toContain(`Failed:\n  ${site.origin}/missing.html  http_error`);
      expect(result.stdout).toMatch(
        new RegExp(
          `Checked only in part \\(.+\\):\\n  ${large.origin}/gross  its first 300 of 32\\d elements`,
        ),
      );
    } finally {
      await large.close();
    }
  }, 60_000);

  it("explains --site usage errors", async () => {
    const two = await cli("--site", "https://www.beispiel.de/", "https://www.beispiel.de/b");
    expect(two.code).toBe(2);
    expect(two.stderr).toContain("--site prüft eine Website: Geben Sie eine URL an, nicht 2");
    const twoEnglish = await cli(
      "--lang",
      "en",
      "--site",
      "https://www.beispiel.de/",
      "https://www.beispiel.de/b",
    );
    expect(twoEnglish.stderr).toContain("--site scans one site: pass one URL, not 2");
    const pages = await cli("--lang", "en", "--site", "--max-pages", "0", "https://www.beispiel.de/");
    expect(pages.stderr).toContain('--max-pages must be a whole number from 1 to 10000, not "0"');
    const depth = await cli("--site", "--max-depth", "51", "https://www.beispiel.de/");
    expect(depth.stderr).toContain('--max-depth muss eine ganze Zahl von 0 bis 50 sein, nicht "51"');
    const withoutSite = await cli("--max-pages", "5", "https://www.beispiel.de/");
    expect(withoutSite.code).toBe(2);
    expect(withoutSite.stderr).toContain("--max-pages und --max-depth gelten nur mit --site");
  });

  it("scans a whole site: JSON site report, text summary per page and issue, exit 1 for violations", async () => {
    const json = await cli("--site", "--allow-private", "--format", "json", `${smallSite.origin}/`);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as SiteReport;
    expect(report.kind).toBe("site");
    expect(report.pages.map((page) => [new URL(page.url).pathname, page.status, page.error])).toEqual([
      ["/", "done", undefined],
      ["/bild", "done", undefined],
      ["/fehlt", "failed", "http_error"],
    ]);
    expect(report.issues.find((issue) => issue.ruleId === "image-alt")).toMatchObject({
      pageCount: 1,
      occurrenceCount: 1,
    });

    const text = await cli(
      "--site",
      "--allow-private",
      "--lang",
      "en",
      "--max-pages",
      "2",
      `${smallSite.origin}/`,
    );
    expect(text.code).toBe(1);
    expect(text.stdout).toContain("2 pages scanned, 0 failed, 1 WCAG issue with 1 occurrence");
    expect(text.stdout).toContain(`${smallSite.origin}/bild  1 violation`);
    expect(text.stdout).toMatch(/image-alt \[critical\] WCAG 1\.1\.1: .*\n.*1 page, 1 occurrence/);
  });

  it("says when the site's start page is refused", async () => {
    const result = await cli("--site", "--lang", "en", `${smallSite.origin}/`);
    expect(result.code).toBe(3);
    expect(result.stdout).toContain("The site could not be scanned: blocked_target");
    const german = await cli("--site", `${smallSite.origin}/`);
    expect(german.stdout).toContain("Die Website konnte nicht geprüft werden: blocked_target");
    expect(result.stdout).toContain("--allow-private");
  });
});
