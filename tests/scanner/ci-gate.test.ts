/**
 * The CLI as a CI gate, run the way a pipeline runs it against a local page: a first run writes the JSON
 * report, the page gains a barrier, and a run with --baseline fails naming the new issue only; with the
 * same page it passes. --baseline last keeps the report of the last run that let nothing new in.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvColumns, csvTexts } from "#core/reporters/csv";
import { runCli } from "#dev/scanner/cli";
import { type CrawlServer, startCrawlServer } from "./crawl-server";

const image = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" class="logo">';
const page = (extra: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><main><h1>Shop</h1>${image}${extra}</main></body></html>`;

let site: CrawlServer;
let routes: Record<string, string>;
let workDir: string;

beforeAll(async () => {
  routes = { "/": page("") };
  site = await startCrawlServer(routes);
  workDir = await mkdtemp(join(tmpdir(), "klarsicht-gate-"));
});

afterAll(async () => {
  await site?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function cli(...args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(
    ["--allow-private", "--lang", "en", ...args],
    {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    },
    workDir,
  );
  return { code, stdout, stderr };
}

describe("the CLI as a CI gate", () => {
  it("fails only on issues new against a baseline, from a file or the last run", async () => {
    const url = `${site.origin}/`;
    const first = await cli("--format", "json", url);
    expect(first.code).toBe(1);
    await writeFile(join(workDir, "baseline.json"), first.stdout);
    const [report] = JSON.parse(first.stdout);
    expect(
      report.violations.find((finding: { ruleId: string }) => finding.ruleId === "image-alt").nodes[0].key,
    ).toBe("image-alt|img.logo");

    const unchanged = await cli("--baseline", "baseline.json", url);
    expect(unchanged.code).toBe(0);
    expect(unchanged.stderr).toContain("No new issues against the baseline (1 known).");
    // The first run was kept for --baseline last.
    const unchangedLast = await cli("--baseline", "last", "--format", "markdown", url);
    expect(unchangedLast.code).toBe(0);
    expect(unchangedLast.stdout).toContain("| Against the baseline | 0 new, 1 known |");

    routes["/"] = page('<input type="text" class="search">');
    const changed = await cli(
      "--baseline",
      "baseline.json",
      "--format",
      "sarif",
      "--write",
      "junit=junit.xml",
      "--write",
      "markdown=summary.md",
      url,
    );
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain("1 new issue against the baseline:");
    expect(changed.stderr).toMatch(/ {2}- label \[critical\]: .* — input on http:\/\/127\.0\.0\.1:\d+\//);
    expect(changed.stderr).not.toContain("image-alt");
    const sarif = JSON.parse(changed.stdout);
    expect(sarif.runs[0].results.map((result: { ruleId: string }) => result.ruleId).sort()).toEqual([
      "image-alt",
      "label",
    ]);
    expect(await readFile(join(workDir, "junit.xml"), "utf8")).toContain('<testcase name="label"');
    expect(await readFile(join(workDir, "summary.md"), "utf8")).toContain(
      "| Against the baseline | 1 new, 1 known |",
    );

    // The failing run was not kept: the last run that let nothing new in is still the baseline.
    const changedLast = await cli("--baseline", "last", url);
    expect(changedLast.code).toBe(1);
    expect(changedLast.stderr).toContain("1 new issue against the baseline:");
  }, 120_000);

  it("writes CSV as the account's export does: a row per occurrence, for pages and for a site", async () => {
    const url = `${site.origin}/`;
    const english = await cli("--format", "csv", url);
    expect(english.code).toBe(1);
    const [header = "", ...rows] = english.stdout
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(english.stdout.startsWith("\uFEFF")).toBe(true);
    expect(header.split(",")).toEqual(csvColumns.map((column) => csvTexts.en.headers[column]));
    const imageRow = rows.find((row) => row.includes("image-alt"));
    expect(imageRow).toContain(`${url},image-alt,axe-core,WCAG violations,Critical,1.1.1,`);
    // The element: its selector, its markup (quoted: it holds quotes), the issue key as in --format json.
    expect(imageRow).toContain(
      `,img,"<img src=""data:image/gif;base64,R0lGODlhAQABAAAAACw="" class=""logo"">",`,
    );
    expect(imageRow).toContain(",image-alt|img.logo,");

    let german = "";
    const sink = { write: () => true };
    const code = await runCli(
      ["--allow-private", "--lang", "de", "--site", "--max-pages", "1", "--format", "csv", url],
      { stdout: { write: (text: string) => (german += text) }, stderr: sink },
      workDir,
    );
    expect(code).toBe(1);
    const [germanHeader = "", ...germanRows] = german
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(germanHeader.split(";")).toEqual(csvColumns.map((column) => csvTexts.de.headers[column]));
    expect(germanRows.find((row) => row.includes("image-alt"))).toContain(
      ";image-alt;axe-core;WCAG-Verstöße;Kritisch;",
    );
  });

  it("refuses a baseline it cannot use, in the language asked for, before scanning", async () => {
    const missing = await cli("--lang", "de", "--baseline", "fehlt.json", `${site.origin}/`);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--baseline fehlt.json: Diese Datei gibt es nicht");
    await writeFile(
      join(workDir, "old.json"),
      JSON.stringify([{ url: "x", violations: [{ nodes: [{ selector: "img" }] }] }]),
    );
    const old = await cli("--baseline", "old.json", `${site.origin}/`);
    expect(old.code).toBe(2);
    expect(old.stderr).toContain("--baseline old.json comes from an older version without issue keys");
    await writeFile(join(workDir, "broken.json"), "{");
    const broken = await cli("--baseline", "broken.json", `${site.origin}/`);
    expect(broken.stderr).toContain("--baseline broken.json is not a Klarsicht JSON report");
    const badWrite = await cli("--write", "sarif", `${site.origin}/`);
    expect(badWrite.code).toBe(2);
    expect(badWrite.stderr).toContain('--write takes FORMAT=FILE, not "sarif"');
  });
});
