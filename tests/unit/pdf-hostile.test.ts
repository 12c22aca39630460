/**
 * Hostile documents end with a clear reason or a partial result within the caps, never a thrown error:
 * files that lie about their type, too large, compression bombs, encrypted, malformed, cyclic and deep
 * object graphs, a thousand pages, and a check that runs out of time.
 */
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkPdf } from "#core/pdf/check";
import { buildPdf } from "../support/pdf-builder";

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

/** A PDF written by hand, with a cross-reference table pdf-lib does not need (it reads objects in order). */
function handmade(objects: (string | Uint8Array)[]): Uint8Array {
  const parts: Uint8Array[] = [latin1("%PDF-1.7\n")];
  objects.forEach((object, index) => {
    parts.push(latin1(`${index + 1} 0 obj\n`));
    parts.push(typeof object === "string" ? latin1(object) : object);
    parts.push(latin1("\nendobj\n"));
  });
  parts.push(latin1(`trailer\n<< /Root 1 0 R /Size ${objects.length + 1} >>\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

function stream(dictionary: string, data: Uint8Array): Uint8Array {
  return new Uint8Array(
    Buffer.concat([
      latin1(`<< ${dictionary} /Length ${data.byteLength} >>\nstream\n`),
      data,
      latin1("\nendstream"),
    ]),
  );
}

describe("checkPdf on hostile documents", () => {
  it("says a page of HTML that calls itself a PDF is not one", async () => {
    const result = await checkPdf(
      latin1("<!doctype html><title>AGB</title><p>Hier ist leider keine PDF-Datei."),
    );
    expect(result.stopped).toEqual({ reason: "not-pdf" });
  });

  it("refuses a file over the size cap before reading it", async () => {
    const result = await checkPdf(await buildPdf(), { maxBytes: 1000 });
    expect(result.stopped).toEqual({ reason: "too-large" });
    expect(result.pages).toBe(0);
  });

  it("stops at a compression bomb in an object stream before the parser inflates it", async () => {
    // 16 MB of zeros in 16 KB, against a budget of 8 MB (96 MB by default).
    const bomb = deflateSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
    const file = handmade([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
      stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", bomb),
    ]);
    const result = await checkPdf(file, { maxInflatedBytes: 8 * 1024 * 1024 });
    expect(result.stopped?.reason).toBe("compression-bomb");
  });

  it("stops at a compression bomb in a page's content", async () => {
    const bomb = deflateSync(Buffer.alloc(8 * 1024 * 1024), { level: 9 });
    const file = handmade([
      "<< /Type /Catalog /Pages 2 0 R /Lang (de) >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
      stream("/Filter /FlateDecode", bomb),
    ]);
    const result = await checkPdf(file, { maxInflatedBytes: 4 * 1024 * 1024 });
    expect(result.stopped?.reason).toBe("compression-bomb");
    // What was read before it stays: the document is untagged.
    expect(result.findings.map((finding) => finding.checkpoint)).toContain("pdf-tagged");
  });

  it("reports an encrypted file's permissions and stops, as its strings cannot be read", async () => {
    const locked = await checkPdf(await buildPdf({ encryption: { permissions: -4 & ~512 } }));
    expect(locked.stopped).toEqual({ reason: "encrypted" });
    expect(locked.findings).toContainEqual(
      expect.objectContaining({ checkpoint: "pdf-security", condition: "26-002" }),
    );
    const open = await checkPdf(await buildPdf({ encryption: { permissions: -4 } }));
    expect(open.stopped).toEqual({ reason: "encrypted" });
    expect(open.findings).toEqual([]);
    const withoutPermissions = await checkPdf(await buildPdf({ encryption: {} }));
    expect(withoutPermissions.findings).toContainEqual(expect.objectContaining({ condition: "26-001" }));
  });

  it("ends a truncated file and garbage after the header with a reason", async () => {
    const whole = await buildPdf();
    for (const broken of [whole.subarray(0, 200), latin1(`%PDF-1.7\n${"\u0000garbage)>>]".repeat(2000)}`)]) {
      const result = await checkPdf(broken);
      expect(result.stopped?.reason).toMatch(/^(malformed)$/);
    }
  });

  it("survives a page tree and a structure tree that contain themselves", async () => {
    const file = handmade([
      "<< /Type /Catalog /Pages 2 0 R /MarkInfo << /Marked true >> /StructTreeRoot 4 0 R /Lang (de) >>",
      "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
      "<< /Type /StructTreeRoot /K 5 0 R /RoleMap << /A /B /B /A >> >>",
      "<< /Type /StructElem /S /Document /P 4 0 R /K [5 0 R 6 0 R] >>",
      "<< /Type /StructElem /S /Figure /P 5 0 R /K [5 0 R 6 0 R] >>",
    ]);
    const result = await checkPdf(file);
    expect(result.stopped).toBeUndefined();
    expect(result.pages).toBe(1);
    expect(result.findings.map((finding) => finding.condition)).toEqual(
      expect.arrayContaining(["13-004", "02-003"]),
    );
  });

  it("stops walking a structure tree deeper than its cap", async () => {
    const depth = 400;
    const elements = Array.from(
      { length: depth },
      (_, index) => `<< /Type /StructElem /S /Div /K [${index + 6} 0 R] >>`,
    );
    const file = handmade([
      "<< /Type /Catalog /Pages 2 0 R /MarkInfo << /Marked true >> /StructTreeRoot 4 0 R /Lang (de) >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
      "<< /Type /StructTreeRoot /K 5 0 R >>",
      ...elements,
    ]);
    const result = await checkPdf(file);
    expect(result.stopped?.reason).toBe("structure-limit");
  });

  it("ends deeply nested arrays in one object with a reason", async () => {
    const file = handmade([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
      `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    ]);
    const result = await checkPdf(file);
    expect(result.stopped === undefined || result.stopped.reason === "malformed").toBe(true);
  });

  it("checks the first pages of a 1,000-page document and says where it stopped", async () => {
    const result = await checkPdf(await buildPdf({ pages: 1000 }), { maxPages: 200 });
    expect(result.pages).toBe(1000);
    expect(result.checkedPages).toBe(200);
    expect(result.stopped).toEqual({ reason: "page-limit", detail: "200" });
  });

  it("stops when its time is up and keeps what it found", async () => {
    let clock = 0;
    const result = await checkPdf(await buildPdf({ pages: 20, lang: null, tagged: false }), {
      deadlineMs: 1000,
      // Every look at the clock takes 100 ms: the pages run out of time.
      now: () => (clock += 100),
    });
    expect(result.stopped?.reason).toBe("time-limit");
    expect(result.findings.length).toBeGreaterThan(0);
  });
});
