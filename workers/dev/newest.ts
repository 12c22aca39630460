/** The newest modification time among files and folders, for builds that are skipped while up to date. */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The newest mtime (ms) of these paths and everything under them; 0 for a path that does not exist.
 * Hidden entries are left out (tools keep their state there: wrangler's .wrangler beside a config), and
 * so are generated files (`*.gen.js`, such as the scanner's page bundle): they are outputs, written anew
 * by the very builds this decides on.
 */
export function newestMtime(paths: readonly string[]): number {
  return Math.max(0, ...paths.map(newestIn));
}

function newestIn(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!entry.startsWith(".") && !entry.endsWith(".gen.js"))
      newest = Math.max(newest, newestIn(join(path, entry)));
  }
  return newest;
}
