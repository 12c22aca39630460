/** Renders our own report HTML to PDF in the scanner's browser. */
export type PdfPage = unknown;

export async function renderPdf(_page: PdfPage, _html: string): Promise<Uint8Array> {
  throw new Error("renderPdf: being written");
}
