import type { AppLoadContext } from "@remix-run/cloudflare";

/** Our report as printable HTML is small; beyond this something is wrong. */
const maxHtmlBytes = 20 * 1024 * 1024;

/** Renders our own report HTML to PDF in the scanner Worker's browser, through its service binding. */
export async function renderPdf(context: AppLoadContext, html: string): Promise<Uint8Array> {
  if (html.length > maxHtmlBytes) throw new Error("The report is too large to print");
  const { SCANNER } = context.env;
  if (!SCANNER) throw new Error("No scanner is configured to print: bind SCANNER (wrangler.toml)");
  const response = await SCANNER.fetch("https://scanner.internal/pdf", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ html }),
  });
  if (!response.ok) throw new Error(`The scanner could not print the report (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}
