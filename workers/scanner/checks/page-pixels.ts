/** The pixels of part of the page, as Chromium draws them, for checks that look at what is shown. */
import { decode } from "fast-png";
import type { DecodedImage } from "./contrast-pixels";
import type { CheckContext } from "./types";

export type PixelClip = { x: number; y: number; width: number; height: number; scale?: number };

/**
 * A screenshot of `clip` (page coordinates), decoded. `beyondViewport` lets Chromium lay the page out
 * anew for a part outside the viewport (it costs a layout: only when needed); `fast` trades the PNG's
 * compression for speed.
 */
export async function pagePixels(
  context: CheckContext,
  { x, y, width, height, scale = 1 }: PixelClip,
  { beyondViewport = true, fast = false }: { beyondViewport?: boolean; fast?: boolean } = {},
): Promise<DecodedImage> {
  const shot = (await context.cdp.send("Page.captureScreenshot", {
    format: "png",
    clip: { x, y, width, height, scale },
    captureBeyondViewport: beyondViewport,
    fromSurface: true,
    ...(fast ? { optimizeForSpeed: true } : {}),
  })) as { data: string };
  const png = decode(base64ToBytes(shot.data));
  return { width: png.width, height: png.height, data: png.data, channels: png.channels };
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
