/** Text contrast measured on pixels: the two screenshots (text shown, text transparent) compared. */
import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  type DecodedImage,
  measureTextContrast,
  relativeLuminance,
} from "#scanner/checks/contrast-pixels";

type Rgb = [number, number, number];

/** A width x 10 image filled by `paint(x, y)`. */
function image(width: number, paint: (x: number, y: number) => Rgb): DecodedImage {
  const data = new Uint8Array(width * 10 * 3);
  for (let y = 0; y < 10; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 3);
  return { width, height: 10, data, channels: 3 };
}

/** Two "characters": columns 2-4 and 8-10, rows 2-7. */
const isGlyph = (x: number, y: number) => y >= 2 && y <= 7 && ((x >= 2 && x <= 4) || (x >= 8 && x <= 10));
const whole = [{ x: 0, y: 0, width: 14, height: 10 }];
const ratio = (a: Rgb, b: Rgb) => contrastRatio(relativeLuminance(...a), relativeLuminance(...b));

describe("measureTextContrast", () => {
  it("measures opaque text on a plain background as the ratio of the two colours", () => {
    const grey: Rgb = [119, 119, 119];
    const white: Rgb = [255, 255, 255];
    const hidden = image(14, () => white);
    const shown = image(14, (x, y) => (isGlyph(x, y) ? grey : white));
    const result = measureTextContrast(shown, hidden, whole, { rgb: grey, strength: 1 });
    expect(result.kind).toBe("measured");
    if (result.kind !== "measured") return;
    expect(result.highest).toBeCloseTo(ratio(grey, white), 5);
    expect(result.lowest).toBeCloseTo(ratio(grey, white), 5);
  });

  it("takes each character's most favourable background for the highest contrast", () => {
    const black: Rgb = [0, 0, 0];
    // The background darkens from left to right: the second character sits on the darker part.
    const background = (x: number): Rgb => [255 - x * 12, 255 - x * 12, 255 - x * 12];
    const hidden = image(14, (x) => background(x));
    const shown = image(14, (x, y) => (isGlyph(x, y) ? black : background(x)));
    const result = measureTextContrast(shown, hidden, whole, { rgb: black, strength: 1 });
    if (result.kind !== "measured") throw new Error(result.kind);
    expect(result.highest).toBeCloseTo(ratio(black, background(1)), 5);
    expect(result.lowest).toBeLessThan(result.highest);
  });

  it("pairs translucent text with the background right behind it", () => {
    const paint = { rgb: [90, 90, 90] as Rgb, strength: 0.8 };
    // White behind the first character, black behind the second.
    const background = (x: number): Rgb => (x < 6 ? [255, 255, 255] : [0, 0, 0]);
    const blend = (b: Rgb): Rgb => b.map((c, i) => Math.round(c + 0.8 * ((paint.rgb[i] ?? 0) - c))) as Rgb;
    const hidden = image(14, (x) => background(x));
    const shown = image(14, (x, y) => (isGlyph(x, y) ? blend(background(x)) : background(x)));
    const result = measureTextContrast(shown, hidden, whole, paint);
    if (result.kind !== "measured") throw new Error(result.kind);
    expect(result.highest).toBeLessThan(4.5);
    expect(result.highest).toBeGreaterThan(4);
  });

  it("calls text in the colour of its background invisible", () => {
    const white: Rgb = [255, 255, 255];
    const plain = image(14, () => white);
    expect(measureTextContrast(plain, plain, whole, { rgb: white, strength: 1 }).kind).toBe("invisible");
  });

  it("leaves pixels that the text colour cannot explain to a person", () => {
    const white: Rgb = [255, 255, 255];
    const hidden = image(14, () => white);
    // Red glyphs where the text colour is grey: something else painted them.
    const shown = image(14, (x, y) => (isGlyph(x, y) ? [255, 0, 0] : white));
    expect(measureTextContrast(shown, hidden, whole, { rgb: [119, 119, 119], strength: 1 }).kind).toBe(
      "unclear",
    );
  });
});
