import type { AppLoadContext } from "@remix-run/cloudflare";

/** Our report as printable HTML is small; beyond this something is wrong. */
const maxHtmlBytes = 20 * 1024 * 1024;

/**
 * Renders our own report HTML to PDF in the scanner's browser: the local scanner service in development
 * and tests (POST /pdf), the scanner Worker through its service binding in production.
 */
export async function renderPdf(context: AppLoadContext, html: string): Promise<Uint8Array> {
  if (html.length > maxHtmlBytes) throw new Error("The report is too large to print");
  const { LOCAL_SCANNER_URL, SCANNER } = context.env;
  const request = {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ html }),
  };
  let response: Response;
  if (LOCAL_SCANNER_URL) response = await fetch(new URL("/pdf", LOCAL_SCANNER_URL), request);
  else if (SCANNER) response = await SCANNER.fetch("https://scanner.internal/pdf", request);
  else
    throw new Error("No scanner is configured to print: bind SCANNER (production) or set LOCAL_SCANNER_URL");
  if (!response.ok) throw new Error(`The scanner could not print the report (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}
