/**
 * Contrast of text measured on rendered pixels, for text over images, gradients and other backgrounds
 * that no single colour describes. Two screenshots of the same area are compared: one as shown and one
 * with the text made transparent. Pixels that differ are the glyphs; the second screenshot is the
 * background behind them. Pure functions on decoded images, so they run in Workers and Node alike.
 *
 * Following the ACT definitions (afw4f7): the background of a character is every pixel in the box
 * around its visible pixels plus one pixel on each side, except the glyph's own pixels; its highest
 * possible contrast pairs the darkest foreground with the brightest background colour or the other way
 * round. Characters are told apart by the empty pixel columns between them.
 */

export type DecodedImage = {
  width: number;
  height: number;
  /** Row-major samples, `channels` per pixel, 8 bits each (RGB or RGBA). */
  data: ArrayLike<number>;
  channels: number;
};

/** A rectangle in the images' pixel coordinates. */
export type PixelRect = { x: number; y: number; width: number; height: number };

export type TextPaint = {
  /** The text colour, sRGB 0-255. */
  rgb: readonly [number, number, number];
  /** How much of the colour reaches the screen: its alpha times the opacity of the element and its ancestors. */
  strength: number;
};

export type TextContrast =
  /** No glyph pixel, and the text colour equals the background: nothing to see. */
  | { kind: "invisible" }
  /** The pixels do not fit the text colour (effects, filters, animation): a person has to look. */
  | { kind: "unclear" }
  /**
   * highest: the best of the characters' highest possible contrasts (the rule's measure, per character);
   * below the requirement, no character reaches it. lowest: the least favourable pairing of text and
   * background colour found for any character.
   */
  | { kind: "measured"; highest: number; lowest: number };

type Rgb = [number, number, number];
const rgbChannels = [0, 1, 2] as const;

/** A pixel counts as part of a glyph when its channels changed this much in sum. */
const glyphDifference = 12;
/** Characters with fewer pixels than this are specks (noise), not judged. */
const minimumGlyphPixels = 3;

export function relativeLuminance(r: number, g: number, b: number): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(luminanceA: number, luminanceB: number): number {
  const [light, dark] = luminanceA > luminanceB ? [luminanceA, luminanceB] : [luminanceB, luminanceA];
  return (light + 0.05) / (dark + 0.05);
}

/** Measures one text's contrast inside its line boxes (`rects`) from the two screenshots. */
export function measureTextContrast(
  shown: DecodedImage,
  hidden: DecodedImage,
  rects: readonly PixelRect[],
  paint: TextPaint,
): TextContrast {
  if (shown.width !== hidden.width || shown.height !== hidden.height) return { kind: "unclear" };
  const width = shown.width;
  const pixel = (image: DecodedImage, x: number, y: number): Rgb => {
    const at = (y * width + x) * image.channels;
    return [image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0];
  };
  const [red, green, blue] = paint.rgb;
  const foregroundAt = ([r, g, b]: Rgb): Rgb => [
    r + paint.strength * (red - r),
    g + paint.strength * (green - g),
    b + paint.strength * (blue - b),
  ];

  let glyphPixels = 0;
  let unexplained = 0;
  let fullyCovered = 0;
  let mostVisible = 1;
  let bestHighest = 0;
  let worstLowest = Number.POSITIVE_INFINITY;
  let characters = 0;
  const translucent = paint.strength < 0.995;

  for (const rect of rects) {
    const x0 = Math.max(0, Math.floor(rect.x));
    const y0 = Math.max(0, Math.floor(rect.y));
    const x1 = Math.min(width, Math.ceil(rect.x + rect.width));
    const y1 = Math.min(shown.height, Math.ceil(rect.y + rect.height));
    if (x1 <= x0 || y1 <= y0) continue;
    const boxWidth = x1 - x0;
    const glyph = new Uint8Array(boxWidth * (y1 - y0));
    const columnHasGlyph = new Uint8Array(boxWidth);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const a = pixel(shown, x, y);
        const b = pixel(hidden, x, y);
        const foreground = foregroundAt(b);
        mostVisible = Math.max(
          mostVisible,
          contrastRatio(relativeLuminance(...foreground), relativeLuminance(...b)),
        );
        const difference = Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
        if (difference <= glyphDifference) continue;
        glyph[(y - y0) * boxWidth + (x - x0)] = 1;
        columnHasGlyph[x - x0] = 1;
        glyphPixels++;
        // A glyph pixel is the text colour laid over the background with some coverage, the same on
        // every channel; anything else was painted by something other than the text colour.
        const channel = rgbChannels.reduce((best, i) =>
          Math.abs(foreground[i] - b[i]) > Math.abs(foreground[best] - b[best]) ? i : best,
        );
        const span = foreground[channel] - b[channel];
        if (Math.abs(span) < 8) {
          unexplained++;
          continue;
        }
        const coverage = (a[channel] - b[channel]) / span;
        const residual = rgbChannels.some(
          (i) => Math.abs(a[i] - (b[i] + coverage * (foreground[i] - b[i]))) > 28,
        );
        if (coverage < -0.1 || coverage > 1.25 || residual) unexplained++;
        else if (coverage >= 0.75) fullyCovered++;
      }
    }
    // Characters: runs of columns with glyph pixels.
    for (let start = 0; start < boxWidth; ) {
      if (!columnHasGlyph[start]) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < boxWidth && columnHasGlyph[end + 1]) end++;
      const character = measureCharacter(start, end);
      if (character) {
        characters++;
        bestHighest = Math.max(bestHighest, character.highest);
        worstLowest = Math.min(worstLowest, character.lowest);
      }
      start = end + 1;
    }

    function measureCharacter(first: number, last: number): { highest: number; lowest: number } | null {
      let top = -1;
      let bottom = -1;
      const foregrounds: number[] = [];
      // Translucent text takes its colour from what is behind it: each of its pixels is paired with the
      // background at the same spot, not with a background colour found elsewhere around the character.
      let bestInPlace = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0 + first; x <= x0 + last; x++) {
          if (!glyph[(y - y0) * boxWidth + (x - x0)]) continue;
          if (top < 0) top = y;
          bottom = y;
          const behind = pixel(hidden, x, y);
          const foreground = relativeLuminance(...foregroundAt(behind));
          foregrounds.push(foreground);
          bestInPlace = Math.max(bestInPlace, contrastRatio(foreground, relativeLuminance(...behind)));
        }
      }
      if (foregrounds.length < minimumGlyphPixels) return null;
      const backgrounds: number[] = [];
      for (let y = Math.max(0, top - 1); y <= Math.min(shown.height - 1, bottom + 1); y++) {
        for (let x = Math.max(0, x0 + first - 1); x <= Math.min(width - 1, x0 + last + 1); x++) {
          const inBox = x >= x0 && x < x1 && y >= y0 && y < y1;
          if (inBox && glyph[(y - y0) * boxWidth + (x - x0)]) continue;
          backgrounds.push(relativeLuminance(...pixel(hidden, x, y)));
        }
      }
      if (backgrounds.length === 0) return null;
      foregrounds.sort((p, q) => p - q);
      backgrounds.sort((p, q) => p - q);
      const at = (list: number[], index: number) => list[Math.min(list.length - 1, Math.max(0, index))] ?? 0;
      const darkestText = at(foregrounds, 0);
      const brightestText = at(foregrounds, foregrounds.length - 1);
      const highest = translucent
        ? bestInPlace
        : Math.max(
            contrastRatio(darkestText, at(backgrounds, backgrounds.length - 1)),
            contrastRatio(brightestText, at(backgrounds, 0)),
          );
      // The least favourable pairing, ignoring the outermost 2% of background pixels (specks, edges).
      const low = at(backgrounds, Math.floor(backgrounds.length * 0.02));
      const high = at(backgrounds, Math.ceil(backgrounds.length * 0.98) - 1);
      const overlaps = !(brightestText < low || darkestText > high);
      const lowest = overlaps
        ? 1
        : brightestText < low
          ? contrastRatio(brightestText, low)
          : contrastRatio(darkestText, high);
      return { highest, lowest };
    }
  }

  if (glyphPixels === 0) return mostVisible < 1.1 ? { kind: "invisible" } : { kind: "unclear" };
  if (unexplained > glyphPixels * 0.1 || fullyCovered === 0 || characters === 0) return { kind: "unclear" };
  return { kind: "measured", highest: bestHighest, lowest: worstLowest };
}
