/**
 * Pictures of a scanned page in both runtimes: puppeteer-core and the production library
 * (@cloudflare/puppeteer connected to the same local Chromium). The JPEGs are decoded by that Chromium
 * (createImageBitmap) to check their size and that the crop shows the element inside our outline.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import cloudflarePuppeteer from "@cloudflare/puppeteer";
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CapturedPicture, pictureCaps, type ScanOutcome } from "#core/contract";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { loadAxe } from "#dev/scanner/scanner";
import type { MinimalBrowser } from "#scanner/browser";
import { isRequestAllowedWithoutDns } from "#scanner/browser-rendering";
import { type ScanOptions, scanPage } from "#scanner/engine";
import { outlineColour, pageNameOf, pageScale } from "#scanner/pictures";
import { type BarrierServer, startBarrierServer } from "./barrier-server";

let site: BarrierServer;
let localBrowser: Browser;
let productionBrowser: MinimalBrowser & { disconnect(): Promise<void> };
let userDataDir: string;
let options: ScanOptions;

beforeAll(async () => {
  site = await startBarrierServer({ refusedOrigin: "http://10.0.0.1" });
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-pictures-"));
  localBrowser = await puppeteer.launch({
    executablePath: await resolveChromePath(),
    args: chromiumArgs(),
    headless: true,
    userDataDir,
    defaultViewport: { width: 1280, height: 800 },
  });
  productionBrowser = (await cloudflarePuppeteer.connect({
    browserWSEndpoint: localBrowser.wsEndpoint(),
    defaultViewport: { width: 1280, height: 800 },
  })) as unknown as MinimalBrowser & { disconnect(): Promise<void> };
  const policy = { allowPrivate: false, allowedHostPorts: [site.hostPort] };
  options = {
    level: "AA",
    locale: "de",
    ...(await loadAxe()),
    isAllowed: async (url) => isRequestAllowedWithoutDns(url, policy),
    pictures: true,
  };
});

afterAll(async () => {
  await productionBrowser?.disconnect();
  await localBrowser?.close();
  await site?.close();
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

type Decoded = { width: number; height: number; outlinePixels: number; greenPixels: number };

/**
 * Decodes a JPEG in Chromium and counts outline-coloured and element-coloured (#0a5) pixels, in the rows
 * from `fromRow` down.
 */
async function decode(picture: CapturedPicture, fromRow = 0): Promise<Decoded> {
  const page = await localBrowser.newPage();
  try {
    return await page.evaluate(
      async (data, colour, fromRow) => {
        const blob = await (await fetch(`data:image/jpeg;base64,${data}`)).blob();
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
        let outlinePixels = 0;
        let greenPixels = 0;
        const near = (value: number, expected: number) => Math.abs(value - expected) < 40;
        for (let i = fromRow * bitmap.width * 4; i < pixels.length; i += 4) {
          const [r, g, b] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
          if (near(r, colour.r) && near(g, colour.g) && near(b, colour.b)) outlinePixels++;
          if (near(r, 0x00) && near(g, 0xaa) && near(b, 0x55)) greenPixels++;
        }
        return { width: bitmap.width, height: bitmap.height, outlinePixels, greenPixels };
      },
      picture.data,
      outlineColour,
      fromRow,
    );
  } finally {
    await page.close();
  }
}

describe.each([
  ["puppeteer-core", () => localBrowser as MinimalBrowser],
  ["@cloudflare/puppeteer", () => productionBrowser],
])("pictures with %s", (_name, browser) => {
  let outcome: ScanOutcome;
  beforeAll(async () => {
    outcome = await scanPage(browser(), `${site.origin}/pictures.html`, options);
  });

  it("takes the page, capped in height, referenced from the report", async () => {
    if (!outcome.ok) throw new Error(`scan failed: ${outcome.error}`);
    const name = await pageNameOf(`${site.origin}/pictures.html`);
    expect(outcome.report.screenshot).toEqual({ name, width: 1280, height: pictureCaps.pageHeight });
    const page = outcome.pictures?.find((picture) => picture.name === name);
    if (!page) throw new Error("no page screenshot");
    const decoded = await decode(page);
    // Taken at three quarters of the CSS pixels it shows.
    expect([decoded.width, decoded.height]).toEqual([1280 * pageScale, pictureCaps.pageHeight * pageScale]);
    // The page itself carries no outline.
    expect(decoded.outlinePixels).toBe(0);
    expect(decoded.greenPixels).toBeGreaterThan(200 * 100 * pageScale ** 2 * 0.9);
  });

  it("crops the failing element with a margin, outlined, though the page hides every div with an id", async () => {
    if (!outcome.ok) throw new Error(`scan failed: ${outcome.error}`);
    const image = outcome.report.violations.find((finding) => finding.ruleId === "image-alt");
    const crop = image?.nodes[0]?.crop;
    const margin = pictureCaps.cropMargin;
    expect(crop).toMatchObject({ width: 200 + 2 * margin, height: 100 + 2 * margin });
    const picture = outcome.pictures?.find((candidate) => candidate.name === crop?.name);
    if (!picture) throw new Error("no crop");
    expect(picture.data.length * 0.75).toBeLessThan(pictureCaps.cropBytes);
    const decoded = await decode(picture);
    expect([decoded.width, decoded.height]).toEqual([200 + 2 * margin, 100 + 2 * margin]);
    // The element fills most of the crop; the outline runs round it (3 px on a 208 x 108 box, blurred
    // by JPEG: at least one full pixel line of it all round).
    expect(decoded.greenPixels).toBeGreaterThan(180 * 90);
    expect(decoded.outlinePixels).toBeGreaterThan(2 * (208 + 108));
  });

  it("takes a page that does not compress only as tall as fits, and crops close elements each alone", async () => {
    const url = `${site.origin}/pictures-dense.html`;
    const dense = await scanPage(browser(), url, options);
    if (!dense.ok) throw new Error(`scan failed: ${dense.error}`);
    const screenshot = dense.report.screenshot;
    const page = dense.pictures?.find((picture) => picture.name === screenshot?.name);
    if (!screenshot || !page) throw new Error("no page screenshot");
    expect(screenshot.height).toBeGreaterThan(100);
    expect(screenshot.height).toBeLessThan(pictureCaps.pageHeight);
    expect(page.data.length * 0.75).toBeLessThanOrEqual(pictureCaps.pageBytes);
    const decoded = await decode(page);
    expect([decoded.width, decoded.height]).toEqual([
      Math.round(screenshot.width * pageScale),
      Math.round(screenshot.height * pageScale),
    ]);

    // Two images 20 px apart: each crop's margin reaches into the other's outline, so they are taken
    // one after the other, each with its own outline only.
    const image = dense.report.violations.find((finding) => finding.ruleId === "image-alt");
    const crops = (image?.nodes ?? []).map((node) => node.crop);
    expect(crops).toHaveLength(2);
    for (const crop of crops) {
      const picture = dense.pictures?.find((candidate) => candidate.name === crop?.name);
      if (!crop || !picture) throw new Error("no crop");
      const margin = pictureCaps.cropMargin;
      // Below the element and its own outline (4 px out, 3 px wide) nothing is outlined.
      const below = await decode(picture, margin + 100 + 8);
      expect(crop.height).toBe(100 + 2 * margin);
      expect(below.outlinePixels).toBeLessThan(20);
      const whole = await decode(picture);
      expect(whole.outlinePixels).toBeGreaterThan(2 * (208 + 108));
    }
  });

  it("leaves nothing drawn in the page, and takes no pictures unless asked", async () => {
    const without = await scanPage(browser(), `${site.origin}/pictures.html`, {
      ...options,
      pictures: false,
    });
    expect(without.ok && without.pictures).toBeUndefined();
    expect(without.ok && without.report.screenshot).toBeUndefined();
  });
});
