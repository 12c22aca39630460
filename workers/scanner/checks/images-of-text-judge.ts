/**
 * What a picture's pixels and the words recognised in it say about it being an image of text (ACT 0va7u6),
 * as pure functions on decoded pictures, for Node and Workers alike.
 *
 * Before recognition: a picture whose colours are spread like a photo's is not read (recognition finds
 * noise in photos, costs a second or more on each, and the text in a photo is a sign or a label: part of
 * the picture, the rule's "incidental"). After it: words count only when they look like words (letters,
 * a vowel, one case pattern) and Tesseract is confident about them; and the text must be what the picture
 * is, most of its ink inside the words' boxes, not labels of a chart or a diagram.
 */
import type { RecognisedWord } from "../ocr/recognise";
import type { DecodedImage } from "./contrast-pixels";

export type PictureVerdict =
  /** Clearly text, most of the picture: several confident words. */
  | { kind: "text"; words: string[] }
  /** Some text is likely (one word, or words beside much else): a person has to look. */
  | { kind: "maybe"; words: string[] }
  | { kind: "none" };

/** Background colour share below which, with colours spread wide, a picture is photo-like. */
const photoDominantShare = 0.2;
const photoTopShare = 0.45;
/** Confidence (0–100) of a word that counts towards certain text, and of one that makes a question. */
const sureConfidence = 75;
const maybeConfidence = 60;
/** Share of the picture's ink inside the words' boxes: text is what the picture is. */
const textInkShare = 0.65;
const maybeInkShare = 0.35;

type Bin = { count: number; r: number; g: number; b: number };

/** The picture's colours in 4 bits a channel: the most common ones first. */
function colourBins(image: DecodedImage): Bin[] {
  const bins = new Map<number, Bin>();
  const { data, channels, width, height } = image;
  // Every pixel of a small picture, a grid of about 40 000 of a large one.
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 40_000)));
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const at = (y * width + x) * channels;
      const r = data[at] ?? 0;
      const g = data[at + 1] ?? 0;
      const b = data[at + 2] ?? 0;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const bin = bins.get(key);
      if (bin) {
        bin.count++;
        bin.r += r;
        bin.g += g;
        bin.b += b;
      } else bins.set(key, { count: 1, r, g, b });
    }
  }
  return [...bins.values()].sort((p, q) => q.count - p.count);
}

/** Whether the picture's colours look like a photo's: no dominant background, colours spread wide. */
export function photoLike(image: DecodedImage): boolean {
  const bins = colourBins(image);
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  if (total === 0) return false;
  const dominant = (bins[0]?.count ?? 0) / total;
  const top = bins.slice(0, 8).reduce((sum, bin) => sum + bin.count, 0) / total;
  return dominant < photoDominantShare && top < photoTopShare;
}

/** A recognised word as a word of a language: letters with a vowel, one case pattern, two letters at least. */
export function wordOf(text: string): string | null {
  const stripped = text.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "");
  if (!/^\p{L}+(?:[-'’]\p{L}+)*$/u.test(stripped)) return null;
  const letters = stripped.replace(/[-'’]/g, "");
  if (letters.length < 2) return null;
  if (!/[aeiouyäöüàáâèéêìíîòóôùúû]/i.test(letters)) return null;
  // Each part of a compound ("E-Mail") in one case pattern: lower, upper or capitalised.
  const cased = stripped.split(/[-'’]/).every((part) => {
    const lower = part.toLowerCase();
    const upper = part.toUpperCase();
    return part === lower || part === upper || part === upper.charAt(0) + lower.slice(1);
  });
  return cased ? stripped : null;
}

/** The share of the picture's ink (pixels unlike its background) inside the words' boxes. */
function inkShareInside(image: DecodedImage, boxes: readonly RecognisedWord[]): number {
  const background = colourBins(image)[0];
  if (!background) return 0;
  const bg = [
    background.r / background.count,
    background.g / background.count,
    background.b / background.count,
  ];
  const { data, channels, width, height } = image;
  const inside = new Uint8Array(width * height);
  for (const box of boxes) {
    const pad = Math.ceil(box.height * 0.35);
    for (let y = Math.max(0, box.top - pad); y < Math.min(height, box.top + box.height + pad); y++) {
      for (let x = Math.max(0, box.left - pad); x < Math.min(width, box.left + box.width + pad); x++) {
        inside[y * width + x] = 1;
      }
    }
  }
  let ink = 0;
  let inked = 0;
  for (let i = 0; i < width * height; i++) {
    const at = i * channels;
    const difference =
      Math.abs((data[at] ?? 0) - (bg[0] ?? 0)) +
      Math.abs((data[at + 1] ?? 0) - (bg[1] ?? 0)) +
      Math.abs((data[at + 2] ?? 0) - (bg[2] ?? 0));
    if (difference < 60) continue;
    ink++;
    if (inside[i]) inked++;
  }
  return ink === 0 ? 0 : inked / ink;
}

/** Judges the words recognised in a picture (boxes in the picture's pixels). */
export function judgePicture(image: DecodedImage, words: readonly RecognisedWord[]): PictureVerdict {
  const wordlike = words.flatMap((word) => {
    const text = wordOf(word.text);
    return text ? [{ ...word, text }] : [];
  });
  const sure = wordlike.filter((word) => word.confidence >= sureConfidence);
  const likely = wordlike.filter((word) => word.confidence >= maybeConfidence && word.text.length >= 4);
  if (sure.length === 0 && likely.length === 0) return { kind: "none" };
  const counted = sure.length >= 2 ? sure : [...new Set([...sure, ...likely])];
  const share = inkShareInside(image, counted);
  const texts = counted.map((word) => word.text);
  const letters = sure.reduce((sum, word) => sum + word.text.length, 0);
  if (sure.length >= 2 && letters >= 6 && share >= textInkShare) return { kind: "text", words: texts };
  if (share >= maybeInkShare && (likely.length > 0 || sure.length >= 2))
    return { kind: "maybe", words: texts };
  return { kind: "none" };
}

/** The part of a picture inside a rectangle (rounded outwards, within the picture), as RGB. */
export function cropOf(
  image: DecodedImage,
  rect: { x: number; y: number; width: number; height: number },
): DecodedImage {
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(image.width, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(image.height, Math.ceil(rect.y + rect.height));
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = ((y0 + y) * image.width + (x0 + x)) * image.channels;
      const to = (y * width + x) * 3;
      data[to] = image.data[from] ?? 0;
      data[to + 1] = image.data[from + 1] ?? 0;
      data[to + 2] = image.data[from + 2] ?? 0;
    }
  }
  return { width, height, data, channels: 3 };
}

/** The picture scaled by a factor (bilinear), as RGB; itself when the factor is about 1. */
export function resized(image: DecodedImage, factor: number): DecodedImage {
  if (Math.abs(factor - 1) < 0.05) return image;
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const data = new Uint8Array(width * height * 3);
  const { channels } = image;
  const sample = (x: number, y: number, c: number) => image.data[(y * image.width + x) * channels + c] ?? 0;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const fx = sx - x0;
      for (let c = 0; c < 3; c++) {
        const top = sample(x0, y0, c) * (1 - fx) + sample(x1, y0, c) * fx;
        const bottom = sample(x0, y1, c) * (1 - fx) + sample(x1, y1, c) * fx;
        data[(y * width + x) * 3 + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return { width, height, data, channels: 3 };
}

/** The picture as a binary PPM (P6), which Tesseract's image library reads without a decoder of its own. */
export function toPnm(image: DecodedImage): Uint8Array {
  const header = new TextEncoder().encode(`P6\n${image.width} ${image.height}\n255\n`);
  const rgb =
    image.channels === 3 ? image : cropOf(image, { x: 0, y: 0, width: image.width, height: image.height });
  const bytes = new Uint8Array(header.length + image.width * image.height * 3);
  bytes.set(header, 0);
  bytes.set(rgb.data as Uint8Array, header.length);
  return bytes;
}
