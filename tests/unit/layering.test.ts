/**
 * Dependencies point one way (docs/architecture.md, "Where code lives"): the app and the scanner import
 * workers/core, never each other; core imports only drizzle/ and runtime-free packages; drizzle/ imports
 * nothing of ours; workers/dev may import core and the scanner. biome.json enforces it with
 * noRestrictedImports; here Biome lints probe files laid out as in the repo, with the repo's own
 * biome.json, so each rule is shown to reject what it must and to let the rest pass.
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

const rejectedProbes: Record<string, string> = {
  // The app never imports the scanner or workers/dev.
  "app/utils/scanner-alias.ts": 'import { x } from "#scanner/engine";',
  "app/routes/scanner-relative.ts": 'import { x } from "../../workers/scanner/engine";',
  "app/utils/dev-alias.ts": 'import { x } from "#dev/scanner/cli";',
  // The scanner never imports the app or workers/dev.
  "workers/scanner/app-alias.ts": 'import { x } from "~/utils/env.server";',
  "workers/scanner/checks/app-relative.ts": 'import { x } from "../../../app/utils/env.server";',
  "workers/scanner/dev-alias.ts": 'import { x } from "#dev/local-platform";',
  "workers/scanner/dev-relative.ts": 'import { x } from "../dev/local-platform";',
  // Core imports neither the app, nor the scanner, nor workers/dev, nor a runtime.
  "workers/core/scanner-alias.ts": 'import { x } from "#scanner/engine";',
  "workers/core/runs/scanner-relative.ts": 'import { x } from "../../scanner/engine";',
  "workers/core/app-alias.ts": 'import { x } from "~/utils/env.server";',
  "workers/core/dev-alias.ts": 'import { x } from "#dev/scanner/cli";',
  "workers/core/browser.ts": 'import { x } from "puppeteer-core";',
  "workers/core/node.ts": 'import { x } from "node:fs";',
  // drizzle/ imports nothing of ours.
  "drizzle/core-alias.ts": 'import { x } from "#core/contract";',
  "drizzle/core-relative.ts": 'import { x } from "../workers/core/contract";',
  "drizzle/app-alias.ts": 'import { x } from "~/utils/env.server";',
};

const allowedProbes: Record<string, string> = {
  "app/utils/core.ts": 'import { x } from "#core/runs/runs.server";',
  "app/utils/drizzle.ts": 'import { x } from "#drizzle/db.server";',
  "workers/scanner/core.ts": 'import { x } from "#core/contract";',
  "workers/scanner/checks/inside.ts": 'import { x } from "../engine";',
  "workers/core/drizzle.ts": 'import { x } from "#drizzle/db.server";',
  "workers/core/runs/inside.ts": 'import { x } from "../contract";',
  "workers/core/package.ts": 'import { x } from "zod";',
  "workers/dev/scanner.ts": 'import { x } from "#scanner/engine";',
  "workers/dev/core.ts": 'import { x } from "#core/contract";',
  "drizzle/inside.ts": 'import { x } from "./columns";',
};

type Diagnostic = { category: string; location: { path: string } };

let dir: string;
let rejected: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "klarsicht-layering-"));
  await copyFile(join(repo, "biome.json"), join(dir, "biome.json"));
  for (const [path, line] of Object.entries({ ...rejectedProbes, ...allowedProbes })) {
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

describe("the lint rules for the direction of dependencies", () => {
  it("reject imports against the direction, and only those", () => {
    expect(rejected).toEqual(Object.keys(rejectedProbes).sort());
  });
});
