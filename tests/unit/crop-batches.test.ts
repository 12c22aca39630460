import { describe, expect, it } from "vitest";
import { cropBatches, cropOf } from "#scanner/pictures";

/*
 * The crops of a page are taken in batches whose outlines are drawn at once (pictures.ts): no crop of a
 * batch may take in the outline of another element of the same batch, whatever the page's layout.
 */

type Box = { x: number; y: number; width: number; height: number };
const page = { width: 1280, height: 20_000 };
const target = (box: Box) => ({ box, clip: cropOf(box, page) });
/** The outline reaches 6 px beyond its element (a 3 px border 4 px out, and a 2 px white ring). */
const outlineOf = (box: Box): Box => ({
  x: box.x - 6,
  y: box.y - 6,
  width: box.width + 12,
  height: box.height + 12,
});
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("crop batches", () => {
  it("takes elements far apart in one batch, in finding order", () => {
    const targets = [0, 1, 2, 3].map((index) => target({ x: 100, y: 1_000 * index, width: 200, height: 40 }));
    expect(cropBatches(targets)).toEqual([targets]);
  });

  it("parts elements whose crops would show each other's outline", () => {
    const first = target({ x: 100, y: 100, width: 200, height: 40 });
    const near = target({ x: 100, y: 150, width: 200, height: 40 });
    const far = target({ x: 100, y: 3_000, width: 200, height: 40 });
    expect(cropBatches([first, near, far])).toEqual([[first, far], [near]]);
  });

  it("parts an element that contains another (a form and its field)", () => {
    const form = target({ x: 50, y: 500, width: 900, height: 400 });
    const field = target({ x: 100, y: 600, width: 300, height: 30 });
    expect(cropBatches([form, field])).toEqual([[form], [field]]);
  });

  it("never puts an outline into another crop of its batch, on a crowded page", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const targets = Array.from({ length: 20 }, () =>
      target({
        x: Math.floor(next() * 1_100),
        y: Math.floor(next() * 3_000),
        width: 10 + Math.floor(next() * 400),
        height: 10 + Math.floor(next() * 200),
      }),
    );
    const batches = cropBatches(targets);
    expect(batches.flat()).toHaveLength(20);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches)
      for (const one of batch)
        for (const other of batch)
          if (one !== other) expect(overlaps(one.clip, outlineOf(other.box))).toBe(false);
  });
});
