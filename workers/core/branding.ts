/**
 * White-label branding (issue 30): what an agency's logo and accent colour must be, decided from the
 * bytes and the colour alone. Runtime-free: the app checks uploads with it, tests and tools may too.
 */

/** Largest logo file accepted. */
export const LOGO_MAX_BYTES = 512 * 1024;
/** Logo dimensions: large enough to be read, small enough to embed in every PDF and mail. */
export const LOGO_MAX_SIDE = 2000;
export const LOGO_MIN_SIDE = 16;
export const AGENCY_NAME_MAX = 80;
/** Reports must stay accessible: normal text in the accent colour on white needs WCAG's 4.5:1. */
export const ACCENT_MIN_CONTRAST = 4.5;

export type LogoType = "image/png" | "image/jpeg" | "image/webp";

export const logoExtensions: Record<LogoType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

export type LogoCheck =
  | { ok: true; type: LogoType; width: number; height: number }
  | { ok: false; error: "logoEmpty" | "logoTooLarge" | "logoType" | "logoUnreadable" | "logoDimensions" };

/**
 * The logo's type and size as its own bytes say, never as its name or the browser's Content-Type says:
 * PNG, JPEG and WebP only. SVG, HTML, GIF and everything else is refused, whatever it is called.
 */
export function checkLogo(bytes: Uint8Array): LogoCheck {
  if (bytes.length === 0) return { ok: false, error: "logoEmpty" };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, error: "logoTooLarge" };
  const type = logoTypeOf(bytes);
  if (!type) return { ok: false, error: "logoType" };
  const size =
    type === "image/png" ? pngSize(bytes) : type === "image/jpeg" ? jpegSize(bytes) : webpSize(bytes);
  if (!size) return { ok: false, error: "logoUnreadable" };
  const { width, height } = size;
  if (width < LOGO_MIN_SIDE || height < LOGO_MIN_SIDE || width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) {
    return { ok: false, error: "logoDimensions" };
  }
  return { ok: true, type, width, height };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  return null;
}

type Size = { width: number; height: number };

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The first chunk of a PNG is IHDR, holding width and height as big-endian 32-bit numbers. */
function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return null;
  const data = view(bytes);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

/** JPEG: walks the segments to the first start-of-frame marker, which holds the frame's size. */
function jpegSize(bytes: Uint8Array): Size | null {
  const data = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = data.getUint16(at + 2);
    if (length < 2) return null;
    const startOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame) {
      if (at + 9 > bytes.length) return null;
      return { height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the size is in the first chunk, written differently by its lossy, lossless and extended forms. */
function webpSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 30) return null;
  const data = view(bytes);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const width = (data.getUint32(24, true) & 0xffffff) + 1;
    const height = (data.getUint32(27, true) & 0xffffff) + 1;
    return { width, height };
  }
  return null;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** "#1A2b3C", " #1a2b3c " → "#1a2b3c"; anything else null. */
export function normalizeHexColor(value: string): string | null {
  const color = value.trim().toLowerCase();
  return HEX_COLOR.test(color) ? color : null;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((channel) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of a #rrggbb colour against white (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** The ratio as shown to the customer: cut, never rounded up, so 4.49 never reads as 4.5. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

export type AccentCheck =
  | { ok: true; color: string }
  | { ok: false; error: "accentFormat" }
  | { ok: false; error: "accentContrast"; ratio: string };

export function checkAccentColor(value: string): AccentCheck {
  const color = normalizeHexColor(value);
  if (!color) return { ok: false, error: "accentFormat" };
  const ratio = contrastWithWhite(color);
  if (ratio < ACCENT_MIN_CONTRAST) return { ok: false, error: "accentContrast", ratio: formatRatio(ratio) };
  return { ok: true, color };
}

export type NameCheck = { ok: true; name: string } | { ok: false; error: "nameMissing" | "nameTooLong" };

/** The agency's name as printed: one line, 1 to 80 characters. */
export function checkAgencyName(value: string): NameCheck {
  const name = value.replace(/\s+/g, " ").trim();
  if (name.length === 0) return { ok: false, error: "nameMissing" };
  if ([...name].length > AGENCY_NAME_MAX) return { ok: false, error: "nameTooLong" };
  return { ok: true, name };
}
