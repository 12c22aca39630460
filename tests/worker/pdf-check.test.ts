/**
 * The PDF/UA check inside workerd, as the scanner Worker would run it: the same runtime-free code (pdf-lib,
 * DecompressionStream), on a conforming document, an untagged one and a compression bomb.
 */
import { describe, expect, it } from "vitest";
import { checkPdf } from "#core/pdf/check";
import { buildPdf } from "../support/pdf-builder";

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("checkPdf in workerd", () => {
  it("checks a conforming and an untagged document as in Node", async () => {
    const conforming = await checkPdf(await buildPdf());
    expect(conforming).toMatchObject({
      tagged: true,
      findings: [],
      title: "Allgemeine Geschäftsbedingungen",
    });
    const untagged = await checkPdf(await buildPdf({ tagged: false, lang: null }));
    expect(untagged.findings.map((finding) => finding.condition)).toEqual(
      expect.arrayContaining(["01-005", "11-001"]),
    );
  });

  it("stops at a compression bomb within the Worker's memory", async () => {
    const bomb = await deflate(new Uint8Array(16 * 1024 * 1024));
    const encoder = new TextEncoder();
    const head = encoder.encode(
      "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n" +
        `3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.byteLength} >>\nstream\n`,
    );
    const tail = encoder.encode("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n");
    const file = new Uint8Array(head.byteLength + bomb.byteLength + tail.byteLength);
    file.set(head);
    file.set(bomb, head.byteLength);
    file.set(tail, head.byteLength + bomb.byteLength);
    const result = await checkPdf(file, { maxInflatedBytes: 8 * 1024 * 1024 });
    expect(result.stopped?.reason).toBe("compression-bomb");
  });
});
