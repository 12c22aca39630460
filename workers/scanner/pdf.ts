/**
 * Renders our own report HTML to PDF in the scanner's browser (Node: puppeteer-core; Worker: Browser
 * Rendering). The HTML is ours, but it quotes page content (escaped); it is still treated as untrusted:
 * no script runs and nothing is fetched, so a slip in escaping can neither run code nor reach a
 * network address (SSRF) nor tell a third party that someone printed the report.
 */
import type { GuardablePage, GuardedRequest } from "./page-guard";

/** What renderPdf asks of the browser's PDF printer; a subset of puppeteer's PDFOptions. */
export type PdfOptions = {
  format: "A4";
  printBackground: boolean;
  displayHeaderFooter: boolean;
  headerTemplate: string;
  footerTemplate: string;
  margin: { top: string; right: string; bottom: string; left: string };
  /** Accessible PDF: tags (headings, lists, tables) and an outline from the headings. */
  tagged: boolean;
  outline: boolean;
  timeout: number;
};

/**
 * The few Page methods renderPdf uses. puppeteer-core's and @cloudflare/puppeteer's Page both satisfy it
 * (tests/scanner/pdf.test.ts proves it at compile time). Their pdf() resolves to a Uint8Array (puppeteer
 * 24) or a Buffer (the Cloudflare fork of puppeteer 22), which is one.
 */
export type PdfPage = Pick<GuardablePage, "setRequestInterception" | "on"> & {
  setJavaScriptEnabled(enabled: boolean): Promise<void>;
  setOfflineMode(enabled: boolean): Promise<void>;
  setContent(html: string, options: { waitUntil: "load"; timeout: number }): Promise<void>;
  pdf(options: PdfOptions): Promise<Uint8Array>;
};

/** The whole print, loading and layout included; a report that takes longer is not worth waiting for. */
export const pdfTimeoutMs = 60_000;

/** Page x of y, bottom right. Chromium fills the spans; the template must set its own font size. */
const footerTemplate =
  '<div style="width:100%;font-size:8pt;font-family:sans-serif;color:#555;padding:0 14mm;text-align:right">' +
  '<span class="pageNumber"></span> / <span class="totalPages"></span></div>';

/** Prints `html` to an A4 PDF. The caller owns `page` (a fresh one) and closes it afterwards. */
export async function renderPdf(page: PdfPage, html: string): Promise<Uint8Array> {
  const deadline = Date.now() + pdfTimeoutMs;
  const remaining = () => Math.max(1, deadline - Date.now());
  return withTimeout(
    (async () => {
      await page.setJavaScriptEnabled(false);
      // Every request is refused, data: URLs (inline images, fonts) excepted. Interception does not
      // see what the browser fetches on the page's behalf (<link rel=prefetch>): offline mode stops
      // that. WebSockets need script, and there is none. What remains is <link rel=preconnect>: a
      // connection that sends nothing (locally it reaches only the filtering proxy).
      await page.setOfflineMode(true);
      page.on("request", (request) => void refuseUnlessData(request));
      await page.setRequestInterception(true);
      await page.setContent(html, { waitUntil: "load", timeout: remaining() });
      return page.pdf({
        format: "A4",
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate,
        margin: { top: "16mm", right: "14mm", bottom: "18mm", left: "14mm" },
        tagged: true,
        outline: true,
        timeout: remaining(),
      });
    })(),
    pdfTimeoutMs,
  );
}

/**
 * "aborted", not "blockedbyclient": a refused navigation (a meta refresh, say) then leaves the report in
 * place, where a blocked one would replace it with Chromium's error page.
 */
async function refuseUnlessData(request: GuardedRequest): Promise<void> {
  if (request.isInterceptResolutionHandled?.()) return;
  try {
    if (request.url().startsWith("data:")) await request.continue();
    else await request.abort("aborted");
  } catch {
    // The page closed or the request went away: nothing left to refuse.
  }
}

/** puppeteer's own timeouts cover loading and printing; this covers a browser that stops answering. */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Printing the report took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
