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
/** JPEG qualities tried in turn when a picture is over its byte cap. */
const qualities = [70, 45] as const;
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
  const layout = (await context.evaluate(prepareScript)) as { width: number; height: number } | null;
  if (!layout || layout.width <= 0 || layout.height <= 0) return { report, pictures };

  let screenshot: PictureRef | undefined;
  const pageClip = {
    x: 0,
    y: 0,
    width: layout.width,
    height: Math.min(layout.height, pictureCaps.pageHeight),
  };
  const page = await capture(context, pageClip, pictureCaps.pageBytes);
  if (page) {
    keep(base, page);
    screenshot = { name: base, width: pageClip.width, height: pageClip.height };
  }

  const crops = new Map<FindingNode, PictureRef>();
  let number = 0;
  try {
    for (const node of nodesToCrop(report)) {
      if (context.remaining() < reserveMs + captureTimeoutMs / 3) break;
      if (bytes >= pictureCaps.totalBytes) break;
      const box = (await context.evaluate(outlineScript(node.selector))) as Box | null;
      if (!box) continue;
      const clip = cropOf(box, layout);
      const data = await capture(
        context,
        clip,
        Math.min(pictureCaps.cropBytes, pictureCaps.totalBytes - bytes),
      );
      if (!data) continue;
      const name = `${base}-c${number++}`;
      keep(name, data);
      crops.set(node, { name, width: clip.width, height: clip.height });
    }
  } finally {
    await context.evaluate(removeOutlineScript).catch(() => {});
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

type Box = { x: number; y: number; width: number; height: number };

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

/** A JPEG of the clip (document coordinates), base64; null when it failed, took too long or stayed too large. */
async function capture(context: PictureContext, clip: Box, maxBytes: number): Promise<string | null> {
  for (const quality of qualities) {
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
        clip: { ...clip, scale: 1 },
        captureBeyondViewport: true,
        fromSurface: true,
      })
      .then((reply) => (reply as { data: string }).data)
      .catch(() => null);
    const data = await Promise.race([shot, timeout]).finally(() => clearTimeout(timer));
    if (data === null) return null;
    if (base64Bytes(data) <= maxBytes) return data;
  }
  return null;
}

function base64Bytes(data: string): number {
  return Math.floor((data.length * 3) / 4);
}

/** Scrolls to the top (clips are in document coordinates) and measures the page. */
/**
 * Scrolls to the top and measures the page. Password fields that hold what someone typed (a login or
 * flow step before the scan: decision 039) are covered first: a picture never shows even a password's
 * length.
 */
const prepareScript = `(function () {
  window.scrollTo(0, 0);
  var root = document.documentElement;
  if (!root) return null;
  document.querySelectorAll("input[type=password]").forEach(function (field) {
    var rect = field.getBoundingClientRect();
    if (!field.value || rect.width < 1 || rect.height < 1) return;
    var cover = document.createElement("div");
    cover.className = "klarsicht-password-cover";
    cover.style.cssText = "position:absolute;z-index:2147483647;background:#000;left:" + (rect.left + window.scrollX) + "px;top:" + (rect.top + window.scrollY) + "px;width:" + rect.width + "px;height:" + rect.height + "px";
    root.appendChild(cover);
  });
  var width = Math.min(root.clientWidth || window.innerWidth, ${pictureCaps.cropWidth});
  var height = Math.max(root.scrollHeight, document.body ? document.body.scrollHeight : 0, window.innerHeight);
  return { width: Math.round(width), height: Math.round(height) };
})()`;

const outlineId = "klarsicht-outline";

/**
 * Finds the element by its selector in the top document and draws the outline around it (an element of
 * our own, its styles important so the page's cannot hide it). null for elements not found there (in
 * frames, shadow roots) or without a box.
 */
function outlineScript(selector: string): string {
  const { r, g, b } = outlineColour;
  return `(function (selector) {
  var element = null;
  try { element = document.querySelector(selector); } catch (error) { return null; }
  if (!element) return null;
  var rect = element.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) return null;
  var x = rect.left + window.scrollX, y = rect.top + window.scrollY;
  var outline = document.getElementById(${JSON.stringify(outlineId)});
  if (!outline) {
    outline = document.createElement("div");
    outline.id = ${JSON.stringify(outlineId)};
    document.documentElement.appendChild(outline);
  }
  var styles = {
    all: "initial", display: "block", position: "absolute", margin: "0", padding: "0",
    "box-sizing": "border-box", "pointer-events": "none", "z-index": "2147483647",
    left: (x - 4) + "px", top: (y - 4) + "px", width: (rect.width + 8) + "px", height: (rect.height + 8) + "px",
    border: "3px solid rgb(${r}, ${g}, ${b})", "box-shadow": "0 0 0 2px #fff, inset 0 0 0 1px #fff",
    opacity: "1", visibility: "visible", transform: "none", filter: "none", clip: "auto", "clip-path": "none"
  };
  for (var name in styles) outline.style.setProperty(name, styles[name], "important");
  return { x: x, y: y, width: rect.width, height: rect.height };
})(${JSON.stringify(selector)})`;
}

const removeOutlineScript = `(function () {
  var outline = document.getElementById(${JSON.stringify(outlineId)});
  if (outline) outline.remove();
  document.querySelectorAll(".klarsicht-password-cover").forEach(function (cover) { cover.remove(); });
})()`;
