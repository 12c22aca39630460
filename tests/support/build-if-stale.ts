/**
 * Builds the app unless build/ is newer than everything the build reads (app/, workers/, drizzle/,
 * public/ and the configuration), so that `npm run test:quick` on a fresh build starts at once.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const inputs = [
  "app",
  "workers",
  "drizzle",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
  "wrangler.toml",
];
const output = "build/server/index.js";

function newestIn(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestIn(join(path, entry)));
  return newest;
}

const built = statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = Math.max(...inputs.map(newestIn));
if (built > changed) {
  console.log(`The build is up to date (${output}); not building again.`);
} else {
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
}
