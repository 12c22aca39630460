/**
 * Bundles our page code (workers/scanner/page, entry.ts) into the one script that goes into the scanned
 * page next to axe-core (ScanOptions.pageSource). Every runtime bundles it from the sources when it
 * starts, so that no scan runs an old bundle: the Node scanner and the CLI (loadAxe), the scanner Worker's
 * tests (vitest.config.ts) and wrangler, whose build command runs this file before each bundling of the
 * scanner Worker and writes workers/scanner/page-bundle.gen.js (gitignored).
 *
 * The bundle is self-contained, unlike a function handed to page.evaluate: esbuild's helpers such as
 * __name() are bundled with it or not used (no keepNames).
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const entry = fileURLToPath(new URL("../../scanner/page/entry.ts", import.meta.url));

/** Where wrangler's build command puts the bundle for the scanner Worker to import as text. */
export const workerBundlePath = fileURLToPath(new URL("../../scanner/page-bundle.gen.js", import.meta.url));

/** The page code as one script (an IIFE) to evaluate in our isolated world after axe-core. */
export async function bundlePageCode(): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    legalComments: "none",
    // Smaller to send and parse with every document; names are kept, for readable errors.
    minifyWhitespace: true,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild gave no page bundle");
  return output.text;
}

// wrangler.toml's [build] command: write the bundle for the Worker's text import. Written beside it and
// renamed into place, so that a second bundling at the same time (the dev server's and a test's) never
// lets wrangler read a file half written. An unchanged bundle is left as it is: writing it would make its
// folder newer than the Worker's bundle, which the local platform would then bundle again at every start
// (newestMtime).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  bundlePageCode()
    .then(async (source) => {
      if ((await readFile(workerBundlePath, "utf8").catch(() => null)) === source) return;
      const written = `${workerBundlePath}.${process.pid}.tmp`;
      await writeFile(written, source);
      await rename(written, workerBundlePath);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
