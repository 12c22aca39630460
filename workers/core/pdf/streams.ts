/**
 * Reading a PDF's compressed streams with a ceiling: a hostile file can pack gigabytes into a few
 * kilobytes of deflate (a compression bomb), so every stream is inflated through the runtime's own
 * DecompressionStream (Node and workerd both have it) and dropped the moment it grows past its share.
 */

/** What inflating gave: the bytes read before the end, an error or the ceiling. */
export type Inflated = { bytes: Uint8Array; tooLarge: boolean };

export async function inflateBounded(data: Uint8Array, maxBytes: number): Promise<Inflated> {
  const stream = new DecompressionStream("deflate");
  const writer = stream.writable.getWriter();
  // A truncated or corrupt stream rejects these; what was inflated before stays usable, as readers do.
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        tooLarge = true;
        await reader.cancel().catch(() => {});
        break;
      }
      chunks.push(value);
    }
  } catch {
    // Corrupt data: keep what came out before it.
  }
  const bytes = new Uint8Array(Math.min(total, maxBytes));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes: bytes.subarray(0, offset), tooLarge };
}

const latin1 = new TextDecoder("latin1");

/** The bytes as a one-byte-per-character string, the way PDF syntax is searched. */
export function asLatin1(bytes: Uint8Array): string {
  return latin1.decode(bytes);
}

/**
 * pdf-lib inflates object streams (compressed collections of objects) while it parses, without a ceiling.
 * Before it sees the file, every object stream is inflated here under the document's budget; a file whose
 * object streams grow past it is a compression bomb and is not handed to the parser at all.
 */
export async function objectStreamsFit(bytes: Uint8Array, text: string, maxBytes: number): Promise<boolean> {
  let budget = maxBytes;
  const pattern = /\/Type\s*\/ObjStm\b/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const dictStart = text.lastIndexOf("obj", match.index);
    const streamKeyword = text.indexOf("stream", match.index);
    if (dictStart < 0 || streamKeyword < 0 || streamKeyword - match.index > 4096) continue;
    const dict = text.slice(dictStart, streamKeyword);
    if (!/\/FlateDecode/.test(dict)) continue;
    let start = streamKeyword + "stream".length;
    if (text[start] === "\r") start++;
    if (text[start] === "\n") start++;
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = direct ? start + Number(direct[1]) : text.indexOf("endstream", start);
    if (end <= start) continue;
    const { bytes: inflated, tooLarge } = await inflateBounded(
      bytes.subarray(start, Math.min(end, bytes.length)),
      budget,
    );
    if (tooLarge) return false;
    budget -= inflated.byteLength;
    pattern.lastIndex = Math.max(pattern.lastIndex, end);
  }
  return true;
}
