/**
 * A PDF document at an address: fetched through the runtime's guarded fetch (every hop through the
 * address guard, the body streamed and cut at the size cap), recognised by its content type or its first
 * bytes, and checked. The scanner Worker and the CLI hand in their own GuardedFetch.
 */
import type { ScanErrorCode } from "../contract";
import { decodeBody, type GuardedFetch } from "../discover";
import { checkPdf, type PdfCheckOptions, type PdfCheckResult, pdfLimits } from "./check";
import { asLatin1 } from "./streams";

export type PdfDocumentOutcome =
  | { ok: true; url: string; finalUrl: string; result: PdfCheckResult }
  | { ok: false; url: string; error: ScanErrorCode }
  /** The address answered with something else (a web page): the caller scans it as one. */
  | { ok: false; url: string; notPdf: true; contentType: string };

const pdfTypes = new Set(["application/pdf", "application/x-pdf", "application/acrobat"]);

/** Whether bytes begin like a PDF (readers accept the header anywhere in the first kilobyte). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return asLatin1(bytes.subarray(0, 1024)).includes("%PDF-");
}

/** Whether an address names a PDF by its path, before anything is fetched. */
export function pdfPath(url: string): boolean {
  return URL.canParse(url) && /\.pdf$/i.test(new URL(url).pathname);
}

export async function fetchPdfDocument(
  url: string,
  fetch: GuardedFetch,
  options: PdfCheckOptions = {},
): Promise<PdfDocumentOutcome> {
  const maxBytes = options.maxBytes ?? pdfLimits.maxBytes;
  // One byte over the cap tells a file of exactly the cap from a larger one.
  const response = await fetch(url, { maxBytes: maxBytes + 1, accept: "application/pdf,*/*;q=0.8" });
  if (!response.ok) return { ok: false, url, error: response.error };
  if (response.status >= 400) return { ok: false, url, error: "http_error" };
  const body = (await decodeBody(response.body, maxBytes + 1)) ?? new Uint8Array(maxBytes + 1);
  if (!pdfTypes.has(response.contentType) && !looksLikePdf(body)) {
    return { ok: false, url, notPdf: true, contentType: response.contentType };
  }
  // A file that says it is a PDF but is not one is checked all the same: the check names it "not-pdf".
  const result = await checkPdf(response.truncated ? new Uint8Array(maxBytes + 1) : body, options);
  return { ok: true, url, finalUrl: response.url, result };
}
