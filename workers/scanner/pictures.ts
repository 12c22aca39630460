/**
 * Pictures of a scanned page: a screenshot of the page (viewport width, height capped) and, for the
 * first findings' elements, a crop around the element with an outline drawn in. Taken after axe and our
 * checks, through the tab's CDP session, so that both runtimes (puppeteer-core, @cloudflare/puppeteer)
 * take them the same way. Pictures are extras: a page where they fail, or the scan's time runs short,
 * is reported without them, never failed because of them.
 */

import {
  type CapturedPicture,
  type Finding,
  type FindingNode,
  type PageReport,
  type PictureRef,
  pictureCaps,
} from "#core/contract";
import type { MinimalCDPSession } from "./browser";
import type { Box } from "./page/pictures";
import { callPage } from "./page-scripts";

export type PictureContext = {
  cdp: MinimalCDPSession;
  /** Evaluates in our isolated world of the top document (the page's scripts cannot see or fake it). */
  evaluate: (expression: string) => Promise<unknown>;
  /** ms left of the scan's time budget. */
  remaining: () => number;
};

/** Time the pictures leave to the scan's end: below it no (further) picture is started. */
const reserveMs = 750;
/** One capture may take this long at most; a browser that takes longer is not waited for. */
const captureTimeoutMs = 3_000;
/** The page screenshot's JPEG quality; a crop's qualities, tried in turn while it is over its byte cap. */
const pageQuality = 70;
/**
 * The page screenshot is taken at three quarters of its CSS pixels (960 px wide for the usual 1280): the
 * report shows it no wider than that, it costs the browser about two thirds of the full size's time,
 * and a long page fits its byte cap more often. Crops, where details matter, keep every pixel.
 */
export const pageScale = 0.75;
const cropQualities = [70, 45] as const;
/** The outline: magenta inside a white ring, visible on light and dark pages alike. */
export const outlineColour = { r: 0xe2, g: 0x00, b: 0x7a } as const;

/** The first 16 hex digits of the address's SHA-256: a page's picture name within its run. */
export async function pageNameOf(url: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(url));
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** The page's pictures; the report comes back with references to those that were taken. */
export async function takePictures(
  context: PictureContext,
  report: PageReport,
): Promise<{ report: PageReport; pictures: CapturedPicture[] }> {
  const pictures: CapturedPicture[] = [];
  let bytes = 0;
  const keep = (name: string, data: string) => {
    pictures.push({ name, data });
    bytes += base64Bytes(data);
  };
  const base = await pageNameOf(report.url);
  const layout = await callPage(context.evaluate, "picturesPrepare", pictureCaps.cropWidth);
  if (!layout || layout.width <= 0 || layout.height <= 0) return { report, pictures };

  let screenshot: PictureRef | undefined;
  const page = await capturePage(context, layout);
  if (page) {
    keep(base, page.data);
    screenshot = { name: base, width: layout.width, height: page.height };
  }

  // One crop an element: an element that several findings name is pictured once.
  const bySelector = new Map<string, FindingNode[]>();
  for (const node of nodesToCrop(report)) {
    const same = bySelector.get(node.selector);
    if (same) same.push(node);
    else bySelector.set(node.selector, [node]);
  }
  const selectors = [...bySelector.keys()];
  const boxes = selectors.length ? await callPage(context.evaluate, "picturesBoxes", selectors) : null;
  const targets: CropTarget[] = [];
  selectors.forEach((selector, index) => {
    const box = boxes?.[index];
    if (box) targets.push({ selector, box, clip: cropOf(box, layout) });
  });

  const crops = new Map<FindingNode, PictureRef>();
  let number = 0;
  try {
    for (const batch of cropBatches(targets)) {
      if (context.remaining() < reserveMs + captureTimeoutMs / 3) break;
      if (bytes >= pictureCaps.totalBytes) break;
      // The batch's outlines are drawn together and its crops taken at once: they share the frames the
      // browser renders (a capture waits for a new frame), and no crop shows another's outline.
      await callPage(
        context.evaluate,
        "picturesDrawOutlines",
        batch.map((target) => target.box),
        `${outlineColour.r}, ${outlineColour.g}, ${outlineColour.b}`,
      );
      const shots = await Promise.all(
        batch.map((target) => capture(context, target.clip, pictureCaps.cropBytes, cropQualities)),
      );
      await callPage(context.evaluate, "picturesRemoveOutlines");
      batch.forEach((target, index) => {
        const data = shots[index];
        if (!data || bytes + base64Bytes(data) > pictureCaps.totalBytes) return;
        const name = `${base}-c${number++}`;
        keep(name, data);
        const ref = { name, width: target.clip.width, height: target.clip.height };
        for (const node of bySelector.get(target.selector) ?? []) crops.set(node, ref);
      });
    }
  } finally {
    await callPage(context.evaluate, "picturesRemove").catch(() => {});
  }

  const withCrops = (findings: Finding[]): Finding[] =>
    findings.map((finding) =>
      finding.nodes.some((node) => crops.has(node))
        ? {
            ...finding,
            nodes: finding.nodes.map((node) => {
              const crop = crops.get(node);
              return crop ? { ...node, crop } : node;
            }),
          }
        : finding,
    );
  return {
    report: {
      ...report,
      violations: withCrops(report.violations),
      incomplete: withCrops(report.incomplete),
      ...(screenshot ? { screenshot } : {}),
    },
    pictures,
  };
}

/** Violations first, then what needs review; a few elements per finding, so that many findings get one. */
function* nodesToCrop(report: PageReport): Generator<FindingNode> {
  let count = 0;
  for (const finding of [...report.violations, ...report.incomplete]) {
    for (const node of finding.nodes.slice(0, pictureCaps.cropsPerFinding)) {
      if (count++ >= pictureCaps.cropsPerPage) return;
      yield node;
    }
  }
}

/** The element with a margin, within the page, at most the crop's size (an element's top if larger). */
export function cropOf(box: Box, page: { width: number; height: number }): Box {
  const margin = pictureCaps.cropMargin;
  const [left, top] = [Math.round(box.x), Math.round(box.y)];
  const x = Math.max(0, left - margin);
  const y = Math.max(0, top - margin);
  const right = Math.min(page.width, left + Math.round(box.width) + margin, x + pictureCaps.cropWidth);
  const bottom = Math.min(page.height, top + Math.round(box.height) + margin, y + pictureCaps.cropHeight);
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/**
 * The page's screenshot: the viewport's width, the page's height up to the cap. A page whose picture is
 * over the byte cap (long pages of dense text) is taken once more, only as tall as fits: a shorter
 * picture of the page's top is more use than a blurred whole or none.
 */
async function capturePage(
  context: PictureContext,
  layout: { width: number; height: number },
): Promise<{ data: string; height: number } | null> {
  const clip = { x: 0, y: 0, width: layout.width, height: Math.min(layout.height, pictureCaps.pageHeight) };
  const first = await captureJpeg(context, clip, pageQuality, pageScale);
  if (first === null) return null;
  const size = base64Bytes(first);
  if (size <= pictureCaps.pageBytes) return { data: first, height: clip.height };
  // JPEG bytes grow about in step with the area; a tenth is left for pages denser further down.
  const height = Math.floor((clip.height * pictureCaps.pageBytes * 0.9) / size);
  if (height < 1) return null;
  const second = await captureJpeg(context, { ...clip, height }, pageQuality, pageScale);
  return second !== null && base64Bytes(second) <= pictureCaps.pageBytes ? { data: second, height } : null;
}

/**
 * A JPEG of the clip (document coordinates), base64, at the first of the qualities that keeps it within
 * maxBytes; null when it failed, took too long or stayed too large.
 */
async function capture(
  context: PictureContext,
  clip: Box,
  maxBytes: number,
  qualities: readonly number[],
): Promise<string | null> {
  for (const quality of qualities) {
    const data = await captureJpeg(context, clip, quality);
    if (data === null) return null;
    if (base64Bytes(data) <= maxBytes) return data;
  }
  return null;
}

/** One capture, at `scale` pixels a CSS pixel; null when it failed or took too long. */
async function captureJpeg(
  context: PictureContext,
  clip: Box,
  quality: number,
  scale = 1,
): Promise<string | null> {
  const timeoutMs = Math.min(captureTimeoutMs, context.remaining() - reserveMs);
  if (timeoutMs <= 0) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const shot = context.cdp
    .send("Page.captureScreenshot", {
      format: "jpeg",
      quality,
      clip: { ...clip, scale },
      captureBeyondViewport: true,
      fromSurface: true,
    })
    .then((reply) => (reply as { data: string }).data)
    .catch(() => null);
  return Promise.race([shot, timeout]).finally(() => clearTimeout(timer));
}

function base64Bytes(data: string): number {
  return Math.floor((data.length * 3) / 4);
}

type CropTarget = { selector: string; box: Box; clip: Box };

/** How far the outline (border and its white ring) reaches beyond the element's box, in CSS pixels. */
const outlineReach = 6;

/**
 * The crops in batches whose outlines can be drawn at once: within a batch, no crop takes in another
 * element's outline. In finding order; each crop goes to the first batch it fits.
 */
export function cropBatches<T extends { box: Box; clip: Box }>(targets: readonly T[]): T[][] {
  const batches: T[][] = [];
  const reach = (box: Box): Box => ({
    x: box.x - outlineReach,
    y: box.y - outlineReach,
    width: box.width + 2 * outlineReach,
    height: box.height + 2 * outlineReach,
  });
  const apart = (a: T, b: T) => !overlaps(a.clip, reach(b.box)) && !overlaps(b.clip, reach(a.box));
  for (const target of targets) {
    const batch = batches.find((members) => members.every((member) => apart(member, target)));
    if (batch) batch.push(target);
    else batches.push([target]);
  }
  return batches;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
