/**
 * axe-core's script imported as text by the scanner Worker: wrangler.toml's [[rules]] entry turns the
 * import into the file's contents (a string) instead of running it as a module.
 */
declare module "axe-core/axe.min.js" {
  const source: string;
  export default source;
}
