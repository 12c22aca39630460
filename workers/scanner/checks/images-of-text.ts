/**
 * Images of text (ACT 0va7u6, WCAG 1.4.5 and 1.4.9), by text recognition (decision 059). The page names
 * the pictures it shows (images, image buttons, objects, SVG images, CSS background images) that are large
 * enough to hold text and are not logos by what the page says about them; each is photographed as
 * rendered (the page's own text made transparent where it overlaps a picture, so that only the picture's
 * pixels are read) and read with Tesseract in the runtime that drives the browser (Node or the scanner
 * Worker).
 *
 * A violation only where the picture clearly is text: several confident words, most of its ink inside
 * them. One word, or words beside much else, asks a person. Photos are not read, nor more than a few
 * pictures a page: recognition is the costly part, and a page without candidates costs one page call.
 */
import type { ReportLocale } from "#core/contract";
import { imagesOfTextRule } from "#core/rules/images-of-text";
import { summaryInEach } from "#core/rules/summary";
import { loadOcrAssets } from "../ocr/assets";
import { sharedRecogniser } from "../ocr/recognise";
import type { PictureCandidate } from "../page/images-of-text";
import { callPage } from "../page-scripts";
import type { DecodedImage } from "./contrast-pixels";
import { cropOf, judgePicture, type PictureVerdict, photoLike, resized, toPnm } from "./images-of-text-judge";
import { pagePixels } from "./page-pixels";
import type { Check, CheckContext, CheckNode } from "./types";

export { imagesOfTextRule } from "#core/rules/images-of-text";

const sheetId = "klarsicht-images-of-text";
/** Pictures looked at a page, at most (the largest first), and read with recognition, at most. */
const maxCandidates = 6;
const maxRecognised = 4;
/** Pictures are taken in bands of at most this height (CSS pixels), one screenshot each. */
const bandHeight = 1200;
/** A picture is read at up to this many pixels: larger ones are scaled down. */
const maxPixels = 700_000;
/**
 * Pictures lower than this (CSS pixels) are taken on their own, magnified until they are targetHeight
 * high, at most three times: the text of a button is too small for Tesseract as shown.
 */
const smallHeight = 60;
const targetHeight = 120;
/** Time a recognition needs at least to be begun. */
const recognitionReserveMs = 600;

export const imagesOfTextCheck: Check = {
  name: "images-of-text",
  rules: [imagesOfTextRule],
  // It only photographs the page, but with the page's text made transparent for a moment.
  kind: "drive",
  // An upper bound: a page without pictures of text takes a fraction of it; the first page of a process or
  // isolate may wait for the engine's start, and a busy machine reads slowly.
  budgetMs: 6_000,
  // Which pictures there are is asked with the read checks' first scripts: a page without any costs no
  // round trip of its own.
  readEarly(context) {
    return callPage(context.evaluate, "imagesOfTextCandidates", maxCandidates).then((candidates) => {
      // The engine starts (compiles, loads its models) while the other checks run, on a page's first need.
      if (candidates.some((candidate) => candidate.logo === null))
        sharedRecogniser(loadOcrAssets).catch(() => {});
      return candidates;
    });
  },
  async run(context) {
    const candidates = Array.isArray(context.early)
      ? (context.early as PictureCandidate[])
      : await callPage(context.evaluate, "imagesOfTextCandidates", maxCandidates);
    if (candidates.length === 0)
      return [{ ruleId: imagesOfTextRule.id, violations: [], needsReview: [], applicable: false }];
    const violations: CheckNode[] = [];
    const needsReview: CheckNode[] = [];
    const readable = candidates.filter((candidate) => candidate.logo === null);
    if (readable.length > 0) {
      // Started by readEarly, or now while the pictures are taken.
      const engine = sharedRecogniser(loadOcrAssets);
      engine.catch(() => {});
      const pictures = await photograph(context, readable);
      let recognised = 0;
      for (const { candidate, image } of pictures) {
        if (photoLike(image)) continue;
        if (recognised >= maxRecognised || context.remaining() < recognitionReserveMs) break;
        const recogniser = await engine;
        recognised++;
        const pnm = toPnm(image);
        const first = judgePicture(image, recogniser.recognise(pnm));
        // Read again with the German model too where there is text: the words quoted as written.
        const verdict = first.kind === "none" ? first : judgePicture(image, recogniser.recognise(pnm, "all"));
        const node = { selector: candidate.selector, html: candidate.html };
        if (verdict.kind === "text") {
          violations.push({
            ...node,
            ...summaryInEach(context.locale, (locale) => textSummary(locale, verdict)),
          });
        } else if (verdict.kind === "maybe") {
          needsReview.push({
            ...node,
            ...summaryInEach(context.locale, (locale) => reviewSummary(locale, verdict)),
          });
        }
      }
    }
    return [{ ruleId: imagesOfTextRule.id, violations, needsReview, applicable: true }];
  },
};

type Picture = { candidate: PictureCandidate; image: DecodedImage };
type Band = {
  x: number;
  y: number;
  width: number;
  height: number;
  inViewport: boolean;
  candidates: PictureCandidate[];
};

/** Candidates near each other share a band: one screenshot for them all. */
function bandsOf(candidates: readonly PictureCandidate[]): Band[] {
  const bands: Band[] = [];
  for (const candidate of [...candidates].sort((a, b) => a.y - b.y)) {
    const box = {
      x: Math.max(0, Math.floor(candidate.x)),
      y: Math.max(0, Math.floor(candidate.y)),
      right: Math.ceil(candidate.x + candidate.width),
      bottom: Math.ceil(candidate.y + candidate.height),
    };
    const last = bands[bands.length - 1];
    if (last && Math.max(last.y + last.height, box.bottom) - last.y <= bandHeight) {
      const right = Math.max(last.x + last.width, box.right);
      last.x = Math.min(last.x, box.x);
      last.width = right - last.x;
      last.height = Math.max(last.y + last.height, box.bottom) - last.y;
      last.inViewport &&= candidate.inViewport;
      last.candidates.push(candidate);
    } else if (box.bottom - box.y <= bandHeight) {
      bands.push({
        x: box.x,
        y: box.y,
        width: box.right - box.x,
        height: box.bottom - box.y,
        inViewport: candidate.inViewport,
        candidates: [candidate],
      });
    }
  }
  return bands;
}

/** Each candidate's pixels as rendered, with the page's own text transparent; restored before it returns. */
async function photograph(
  context: CheckContext,
  candidates: readonly PictureCandidate[],
): Promise<Picture[]> {
  const pictures: Picture[] = [];
  // Small pictures (buttons) are taken on their own, magnified by Chromium, which draws them anew at that
  // size; the others in bands, as shown, one screenshot for the pictures near each other.
  // Where the pictures are now (the page may have moved since they were found), and the page's text made
  // transparent where it may lie over one of them (only then: that costs a repaint).
  const places = await callPage(
    context.evaluate,
    "imagesOfTextPrepare",
    candidates.map((c) => c.selector),
    sheetId,
  );
  const placed = candidates.flatMap((candidate, i) => {
    const place = places[i];
    return place ? [{ ...candidate, ...place }] : [];
  });
  const hide = placed.some((candidate) => candidate.overlaid);
  const small = placed.filter((candidate) => candidate.height < smallHeight);
  const bands = bandsOf(placed.filter((candidate) => candidate.height >= smallHeight));
  try {
    for (const band of [...bands, ...small.map((candidate) => bandsOf([candidate])[0] as Band)]) {
      if (!band || context.remaining() < recognitionReserveMs) break;
      const single = band.candidates.length === 1 && band.height < smallHeight;
      const scale = single ? Math.min(3, targetHeight / band.height) : 1;
      // Beyond the viewport Chromium lays the page out anew for the picture: only when needed.
      const shown = await pagePixels(
        context,
        { ...band, scale },
        { beyondViewport: !band.inViewport, fast: true },
      );
      const pixelScale = shown.width / band.width;
      for (const candidate of band.candidates) {
        const crop = cropOf(shown, {
          x: (candidate.x - band.x) * pixelScale,
          y: (candidate.y - band.y) * pixelScale,
          width: candidate.width * pixelScale,
          height: candidate.height * pixelScale,
        });
        pictures.push({
          candidate,
          image: resized(crop, Math.min(1, Math.sqrt(maxPixels / (crop.width * crop.height)))),
        });
      }
    }
  } finally {
    // Not waited for: the page runs our scripts in the order they are sent, so the text is shown again
    // before anything the next check asks.
    if (hide) callPage(context.evaluate, "imagesOfTextHideText", sheetId, false).catch(() => {});
  }
  return pictures;
}

/** The words read, quoted and shortened. */
export function quoted(words: readonly string[], locale: ReportLocale): string {
  let text = words.slice(0, 12).join(" ");
  if (text.length > 80 || words.length > 12) text = `${text.slice(0, 77).trimEnd()} …`;
  return locale === "de" ? `„${text}“` : `“${text}”`;
}

function textSummary(locale: ReportLocale, verdict: Extract<PictureVerdict, { kind: "text" }>): string {
  return locale === "de"
    ? `Das Bild zeigt Text (erkannt: ${quoted(verdict.words, locale)}). Setzen Sie ihn als echten Text, außer er ist Teil eines Logos oder seine Darstellung ist wesentlich.`
    : `The image shows text (recognised: ${quoted(verdict.words, locale)}). Set it as real text, unless it is part of a logo or its presentation is essential.`;
}

function reviewSummary(locale: ReportLocale, verdict: Extract<PictureVerdict, { kind: "maybe" }>): string {
  return locale === "de"
    ? `Im Bild wurde möglicherweise Text erkannt (${quoted(verdict.words, locale)}). Zeigt das Bild Text, der als echter Text gesetzt werden könnte, und ist es weder ein Logo noch eine Grafik, in der der Text nur beiläufig ist?`
    : `Text may have been recognised in the image (${quoted(verdict.words, locale)}). Does the image show text that could be set as real text, and is it neither a logo nor a graphic in which the text is incidental?`;
}
