import { describe, expect, it } from "vitest";
import {
  checkAccentColor,
  checkAgencyName,
  checkLogo,
  contrastWithWhite,
  LOGO_MAX_BYTES,
} from "#core/branding";
import {
  bytesOf,
  gif,
  htmlPage,
  jpeg,
  png,
  svgWithScript,
  tinyPng,
  webp,
  webpLossless,
  widePng,
} from "../fixtures/branding/images";

const text = (value: string) => new TextEncoder().encode(value);

describe("white-label logos are judged by their own bytes", () => {
  it("reads type and size from PNG, JPEG and both kinds of WebP", () => {
    expect(checkLogo(bytesOf(png))).toEqual({ ok: true, type: "image/png", width: 240, height: 64 });
    expect(checkLogo(bytesOf(jpeg))).toEqual({ ok: true, type: "image/jpeg", width: 240, height: 64 });
    expect(checkLogo(bytesOf(webp))).toEqual({ ok: true, type: "image/webp", width: 240, height: 64 });
    expect(checkLogo(bytesOf(webpLossless))).toEqual({
      ok: true,
      type: "image/webp",
      width: 240,
      height: 64,
    });
  });

  it("refuses SVG, HTML and GIF, whatever they are called", () => {
    expect(checkLogo(text(svgWithScript))).toEqual({ ok: false, error: "logoType" });
    expect(checkLogo(text(htmlPage))).toEqual({ ok: false, error: "logoType" });
    expect(checkLogo(bytesOf(gif))).toEqual({ ok: false, error: "logoType" });
    // An SVG behind a PNG's first bytes is cut short before its header: unreadable, not an image.
    expect(checkLogo(bytesOf(png).subarray(0, 20))).toEqual({ ok: false, error: "logoUnreadable" });
  });

  it("refuses empty, oversized, too small and too large pictures", () => {
    expect(checkLogo(new Uint8Array())).toEqual({ ok: false, error: "logoEmpty" });
    const oversized = new Uint8Array(LOGO_MAX_BYTES + 1);
    oversized.set(bytesOf(png));
    expect(checkLogo(oversized)).toEqual({ ok: false, error: "logoTooLarge" });
    expect(checkLogo(bytesOf(tinyPng))).toEqual({ ok: false, error: "logoDimensions" });
    expect(checkLogo(bytesOf(widePng))).toEqual({ ok: false, error: "logoDimensions" });
  });
});

describe("the accent colour keeps reports readable", () => {
  it("measures contrast against white as WCAG does", () => {
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that reaches 4.5:1 on white.
    expect(contrastWithWhite("#767676")).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite("#777777")).toBeLessThan(4.5);
  });

  it("accepts #rrggbb at 4.5:1 or more and says the measured ratio otherwise, never rounded up", () => {
    expect(checkAccentColor(" #1D4ED8 ")).toEqual({ ok: true, color: "#1d4ed8" });
    expect(checkAccentColor("#767676")).toEqual({ ok: true, color: "#767676" });
    expect(checkAccentColor("#777777")).toEqual({ ok: false, error: "accentContrast", ratio: "4.47" });
    expect(checkAccentColor("#ffcc00")).toEqual({ ok: false, error: "accentContrast", ratio: "1.51" });
    for (const value of ["", "1d4ed8", "#1d4", "#1d4ed8ff", "red", "#gggggg", "#1d4ed8;}"]) {
      expect(checkAccentColor(value), value).toEqual({ ok: false, error: "accentFormat" });
    }
  });

  it("takes an agency name of 1 to 80 characters on one line", () => {
    expect(checkAgencyName("  Agentur\n Nord  ")).toEqual({ ok: true, name: "Agentur Nord" });
    expect(checkAgencyName("   ")).toEqual({ ok: false, error: "nameMissing" });
    expect(checkAgencyName("ä".repeat(80))).toEqual({ ok: true, name: "ä".repeat(80) });
    expect(checkAgencyName("ä".repeat(81))).toEqual({ ok: false, error: "nameTooLong" });
  });
});
