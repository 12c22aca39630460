/** The CLI as a user runs it (npm run scan → tsx workers/scanner/local/cli.ts): output and exit codes. */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BarrierServer, startBarrierServer } from "./barrier-server";

let site: BarrierServer;
let workDir: string;

beforeAll(async () => {
  site = await startBarrierServer({ refusedOrigin: "http://10.0.0.1" });
  workDir = await mkdtemp(join(tmpdir(), "klarsicht-cli-"));
});

afterAll(async () => {
  await site?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      "npx",
      ["tsx", "workers/scanner/local/cli.ts", ...args],
      { timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("scan CLI", () => {
  it("exits 2 with a clear message on bad flags and values", async () => {
    const unknown = await cli("--levle", "AA", "https://www.beispiel.de/");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("--levle");
    const badLevel = await cli("--level", "AAAA", "https://www.beispiel.de/");
    expect(badLevel.code).toBe(2);
    expect(badLevel.stderr).toContain('--level must be one of A, AA, 2.2, AAA, not "AAAA"');
    expect((await cli("--concurrency", "9", "https://www.beispiel.de/")).code).toBe(2);
    expect((await cli()).stderr).toContain("No URL given");
  });

  it("prints help", async () => {
    const help = await cli("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--urls-file FILE");
  });

  it("refuses private addresses without --allow-private, naming the flag (exit 3)", async () => {
    const result = await cli("--lang", "en", `${site.origin}/clean.html`);
    expect(result.code).toBe(3);
    expect(result.stdout).toContain("failed: blocked_target");
    expect(result.stdout).toContain("--allow-private");
  });

  it("reports violations as text and exits 1", async () => {
    const result = await cli("--allow-private", "--lang", "en", `${site.origin}/missing-alt.html`);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("image-alt [critical] WCAG 1.1.1: Images must have alternative text");
    expect(result.stdout).toContain("2 elements: .hero, .long");
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
});
