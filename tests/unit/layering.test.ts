/**
 * Dependencies point one way: the app imports the scanner and the run logic, never the other way round.
 * biome.json enforces it with noRestrictedImports; here Biome lints probe files laid out as in the repo,
 * with the repo's own biome.json, so the rule is shown to reject what it must and to let the rest pass.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, "../..");
const biome = join(repo, "node_modules/.bin/biome");

const probes: Record<string, string> = {
  // Rejected: the scanner, the run logic and the database module reaching into the app.
  "workers/core/runs/relative.ts": 'import { x } from "../../../app/utils/env.server";',
  "workers/scanner/alias.ts": 'import { x } from "~/utils/env.server";',
  "workers/dev/scanner/app-worker.ts": 'import { x } from "../../app";',
  "drizzle/alias.ts": 'import { x } from "~/utils/env.server";',
  // Allowed: within the scanner, and the app importing the scanner.
  "workers/core/runs/inside.ts": 'import { x } from "../contract";',
  "app/utils/uses-scanner.ts": 'import { x } from "#core/runs/runs.server";',
};

type Diagnostic = { category: string; location: { path: string } };

let dir: string;
let rejected: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "klarsicht-layering-"));
  await copyFile(join(repo, "biome.json"), join(dir, "biome.json"));
  for (const [path, line] of Object.entries(probes)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), `${line}\n\nexport const y = x;\n`);
  }
  // Biome exits non-zero when it finds errors; the report on stdout is what counts.
  const output = await run(biome, ["lint", "--reporter=json", "."], { cwd: dir }).catch(
    (error: { stdout: string }) => error,
  );
  const json = output.stdout.slice(output.stdout.indexOf("{"));
  const diagnostics = (JSON.parse(json) as { diagnostics: Diagnostic[] }).diagnostics;
  rejected = diagnostics
    .filter((diagnostic) => diagnostic.category === "lint/style/noRestrictedImports")
    .map((diagnostic) => diagnostic.location.path)
    .sort();
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the lint rule for the direction of dependencies", () => {
  it("rejects imports of app/ from the scanner, the run logic and the database module", () => {
    expect(rejected).toEqual([
      "drizzle/alias.ts",
      "workers/scanner/alias.ts",
      "workers/dev/scanner/app-worker.ts",
      "workers/core/runs/relative.ts",
    ]);
  });
});
