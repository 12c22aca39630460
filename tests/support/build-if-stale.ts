/**
 * Builds the app unless build/ is newer than everything the build reads (app/, workers/, drizzle/,
 * public/ and the configuration), so that `npm run test:quick` on a fresh build starts at once.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { newestMtime } from "#dev/newest";

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

const built = statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = newestMtime(inputs);
if (built > changed) {
  console.log(`The build is up to date (${output}); not building again.`);
} else {
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
}
