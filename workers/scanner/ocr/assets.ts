/**
 * The text recognition engine's files for the runtime the scanner runs in (decision 059): bundled into the
 * scanner Worker, read from node_modules in Node. Loaded only when a page has a picture worth reading.
 */
import type { OcrAssets } from "./recognise";

export function inWorkerd(): boolean {
  return typeof navigator !== "undefined" && navigator.userAgent === "Cloudflare-Workers";
}

export async function loadOcrAssets(): Promise<OcrAssets> {
  const assets = inWorkerd() ? await import("./assets-workerd") : await import("./assets-node");
  return assets.loadOcrAssets();
}
