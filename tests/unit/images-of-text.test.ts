/**
 * What the images-of-text check makes of a picture's pixels and the words Tesseract read in it
 * (workers/scanner/checks/images-of-text-judge.ts), and the recognition engine itself in Node on a
 * picture of known words (workers/scanner/ocr).
 */
import { describe, expect, it } from "vitest";
import type { DecodedImage } from "#scanner/checks/contrast-pixels";
import {
  cropOf,
  judgePicture,
  photoLike,
  resized,
  toPnm,
  wordOf,
} from "#scanner/checks/images-of-text-judge";
import { loadOcrAssets } from "#scanner/ocr/assets";
import { type RecognisedWord, sharedRecogniser } from "#scanner/ocr/recognise";

/** A white picture with dark rectangles where the "ink" is. */
function picture(
  width: number,
  height: number,
  ink: { x: number; y: number; w: number; h: number }[],
): DecodedImage {
  const data = new Uint8Array(width * height * 3).fill(255);
  for (const box of ink) {
    for (let y = box.y; y < box.y + box.h; y++) {
      for (let x = box.x; x < box.x + box.w; x++) data.fill(20, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return { width, height, data, channels: 3 };
}

const word = (
  text: string,
  confidence: number,
  left: number,
  top: number,
  width = 60,
  height = 20,
): RecognisedWord => ({
  text,
  confidence,
  left,
  top,
  width,
  height,
  line: "1.1.1",
});

describe("words", () => {
  it("takes words of letters with a vowel and one case pattern, without their punctuation", () => {
    expect(wordOf("Winterjacken,")).toBe("Winterjacken");
    expect(wordOf("„Öffnungszeiten“")).toBe("Öffnungszeiten");
    expect(wordOf("WCAG")).toBe("WCAG");
    expect(wordOf("E-Mail")).toBe("E-Mail");
    for (const noise of ["rE", "SRN", "|", "2-2.svg", "a", "18", "iE"])
      expect(wordOf(noise), noise).toBeNull();
  });
});

describe("judging a picture", () => {
  it("fails a picture that is text: confident words holding its ink", () => {
    const image = picture(300, 60, [
      { x: 12, y: 22, w: 56, h: 16 },
      { x: 92, y: 22, w: 56, h: 16 },
    ]);
    const verdict = judgePicture(image, [word("Jetzt", 95, 10, 20), word("bestellen", 93, 90, 20)]);
    expect(verdict).toEqual({ kind: "text", words: ["Jetzt", "bestellen"] });
  });

  it("asks about one word, and stays silent on short or unsure ones", () => {
    const image = picture(300, 60, [{ x: 12, y: 22, w: 56, h: 16 }]);
    expect(judgePicture(image, [word("Willkommen", 70, 10, 20)]).kind).toBe("maybe");
    expect(judgePicture(image, [word("ACT", 95, 10, 20)]).kind).toBe("none");
    expect(judgePicture(image, [word("Willkommen", 40, 10, 20)]).kind).toBe("none");
  });

  it("stays silent on a chart: its labels hold little of its ink", () => {
    const bars = [0, 1, 2, 3].map((n) => ({ x: 20 + n * 70, y: 40, w: 50, h: 200 }));
    const image = picture(320, 280, [
      ...bars,
      { x: 20, y: 250, w: 50, h: 14 },
      { x: 90, y: 250, w: 50, h: 14 },
    ]);
    const labels = [word("Äpfel", 90, 18, 248, 54, 18), word("Birnen", 90, 88, 248, 54, 18)];
    expect(judgePicture(image, labels).kind).toBe("none");
  });

  it("tells photos by their spread colours", () => {
    const flat = picture(100, 50, [{ x: 10, y: 10, w: 30, h: 10 }]);
    expect(photoLike(flat)).toBe(false);
    let seed = 1;
    const noise = new Uint8Array(100 * 50 * 3).map(() => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed >> 16) % 256;
    });
    expect(photoLike({ width: 100, height: 50, data: noise, channels: 3 })).toBe(true);
  });

  it("cuts, scales and writes pictures as Tesseract reads them", () => {
    const image = picture(40, 20, [{ x: 10, y: 5, w: 10, h: 10 }]);
    const crop = cropOf(image, { x: 10, y: 5, width: 10, height: 10 });
    expect([crop.width, crop.height, crop.data[0]]).toEqual([10, 10, 20]);
    expect([resized(crop, 3).width, resized(crop, 3).height]).toEqual([30, 30]);
    const pnm = toPnm(crop);
    expect(new TextDecoder().decode(pnm.slice(0, 11))).toBe("P6\n10 10\n25");
    expect(pnm.length).toBe(13 + 300);
  });
});

describe("the recognition engine in Node", () => {
  it("reads the words of a picture of text, from the models installed with npm", {
    timeout: 60_000,
  }, async () => {
    const { decode } = await import("fast-png");
    const { readFile } = await import("node:fs/promises");
    // The W3C's ACT example of an image of text (tests/fixtures/act, W3C licence).
    const png = decode(await readFile("tests/fixtures/act/test-assets/0va7u6/textimage.jpg"));
    const image = cropOf(
      { width: png.width, height: png.height, data: png.data, channels: png.channels },
      {
        x: 0,
        y: 0,
        width: png.width,
        height: png.height,
      },
    );
    const recogniser = await sharedRecogniser(loadOcrAssets);
    const words = recogniser.recognise(toPnm(image)).map((each) => each.text);
    expect(words).toEqual(expect.arrayContaining(["Conformance", "Testing", "Rules", "defines", "format"]));
    expect(judgePicture(image, recogniser.recognise(toPnm(image))).kind).toBe("text");
  });
});
