/** Shared by the page code and the links check outside the page (checks/links.ts). */

/**
 * A 64-bit digest of a text (FNV-1a and djb2 over its UTF-16 units), the same in the page and outside it:
 * crypto.subtle is missing on pages served over plain http.
 */
export function digestOf(text: string): string {
  let fnv = 0x811c9dc5;
  let djb = 5381;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    fnv = Math.imul(fnv ^ unit, 0x01000193) >>> 0;
    djb = (Math.imul(djb, 33) + unit) >>> 0;
  }
  return `${fnv.toString(16)}.${djb.toString(16)}.${text.length}`;
}
