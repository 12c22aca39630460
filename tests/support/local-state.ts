import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A local D1 and R2 of a test's own, with the migrations applied, as `npm run dev` prepares its own in
 * `.wrangler/state`. Tests that run the dev server side by side must not apply migrations to one shared
 * database at the same time (wrangler's second run fails on "duplicate column"). Pass the result as
 * LOCAL_STATE_DIR.
 */
export function migratedLocalState(): string {
  const stateDir = mkdtempSync(join(tmpdir(), "klarsicht-state-"));
  // Copied from a template migrated once a test run (tests/support/migrated-d1.sh).
  execFileSync("bash", ["tests/support/migrated-d1.sh", stateDir], { stdio: "ignore" });
  return stateDir;
}
