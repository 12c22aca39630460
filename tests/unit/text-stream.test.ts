import { describe, expect, it } from "vitest";
import { jsonPieces, textStream } from "~/utils/text-stream";

async function read(stream: ReadableStream<Uint8Array>): Promise<{ text: string; parts: number }> {
  const decoder = new TextDecoder();
  let text = "";
  let parts = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    parts++;
  }
  return { text: text + decoder.decode(), parts };
}

describe("jsonPieces", () => {
  it("writes the same JSON as JSON.stringify, the listed arrays an element a piece", () => {
    const value = {
      kind: "site",
      pages: [{ url: "https://example.com/" }, { url: 'https://example.com/ä"<' }],
      totals: { issues: 2 },
      issues: [{ key: "a" }, { key: "b", note: undefined }],
      empty: [],
    };
    const pieces = [...jsonPieces(value, ["pages", "issues", "empty"])];
    expect(JSON.parse(pieces.join(""))).toEqual(JSON.parse(JSON.stringify(value)));
    expect(pieces.length).toBeGreaterThan(6);
  });

  it("copes with only listed keys and with empty lists", () => {
    expect(JSON.parse([...jsonPieces({ pages: [] }, ["pages"])].join(""))).toEqual({ pages: [] });
  });
});

describe("textStream", () => {
  it("sends many small pieces in a few parts, whole and in order, multi-byte characters intact", async () => {
    const pieces = Array.from({ length: 20_000 }, (_, i) => `Zeile ${i} – Überschrift\r\n`);
    const { text, parts } = await read(textStream(pieces));
    expect(text).toBe(pieces.join(""));
    expect(parts).toBeGreaterThan(1);
    expect(parts).toBeLessThan(100);
  });

  it("makes pieces only as the reader asks for them", async () => {
    let made = 0;
    function* counted() {
      for (let i = 0; i < 1_000_000; i++) {
        made++;
        yield "x".repeat(100);
      }
    }
    const reader = textStream(counted()).getReader();
    await reader.read();
    await reader.cancel();
    expect(made).toBeLessThan(10_000);
  });
});
