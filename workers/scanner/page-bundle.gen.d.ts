/**
 * Our page code bundled into one script (workers/dev/scanner/page-bundle.ts), imported as text by the
 * scanner Worker: wrangler's build command writes page-bundle.gen.js (gitignored) and wrangler.toml's
 * [[rules]] entry makes the import its contents; in the Worker's tests vitest.config.ts bundles it.
 */
declare const source: string;
export default source;
