/**
 * Printing the report to PDF in the system Chromium, through puppeteer-core (local) and through
 * @cloudflare/puppeteer (the production library) connected to the same browser. The report HTML tries
 * everything a slip in escaping could let page content do: load subresources, navigate, run script.
 */
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type * as CloudflarePuppeteer from "@cloudflare/puppeteer";
import cloudflarePuppeteer from "@cloudflare/puppeteer";
import type * as Puppeteer from "puppeteer-core";
import puppeteer, { type Browser } from "puppeteer-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { type PdfPage, renderPdf } from "#scanner/pdf";

let server: http.Server;
let origin: string;
const requested: string[] = [];
let localBrowser: Browser;
let productionBrowser: Awaited<ReturnType<typeof cloudflarePuppeteer.connect>>;
let userDataDir: string;
let executablePath: string;

beforeAll(async () => {
  executablePath = await resolveChromePath();
  // Stands in for any address the report might point at: nothing may ever reach it.
  server = http.createServer((request, response) => {
    requested.push(request.url ?? "");
    response.writeHead(200, { "Content-Type": "text/plain" }).end("x");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-pdf-"));
  localBrowser = await puppeteer.launch({
    executablePath,
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
  productionBrowser = await cloudflarePuppeteer.connect({ browserWSEndpoint: localBrowser.wsEndpoint() });
});

afterAll(async () => {
  await productionBrowser?.disconnect();
  await localBrowser?.close();
  await new Promise((done) => server?.close(done));
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

const pixel =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

function reportHtml(): string {
  const findings = Array.from(
    { length: 40 },
    (_, index) =>
      `<tr><td>Befund ${index + 1}</td><td>Bilder müssen alternativen Text haben</td>` +
      "<td><code>&lt;img src=&quot;logo.svg&quot;&gt;</code></td></tr>",
  ).join("\n");
  return `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <title>Barrierefreiheitsbericht</title>
  <meta http-equiv="refresh" content="0; url=${origin}/refresh">
  <link rel="stylesheet" href="${origin}/style.css">
  <link rel="prefetch" href="${origin}/prefetch">
  <style>
    @import url("${origin}/import.css");
    @font-face { font-family: Remote; src: url("${origin}/font.woff2"); }
    body { font-family: sans-serif; }
    h1 { background: url("${origin}/background.png"); font-family: Remote, sans-serif; }
    @media print { .screen-only { display: none; } }
  </style>
  <script src="${origin}/script.js"></script>
</head>
<body>
  <h1>Barrierefreiheitsbericht für example.com</h1>
  <p class="screen-only">Nur am Bildschirm</p>
  <p>Formularelemente müssen Beschriftungen haben</p>
  <p>Form elements must have labels</p>
  <img src="${pixel}" alt="">
  <img src="${origin}/x.png" alt="Logo">
  <img src="missing.png" onerror="document.body.append('ONERROR-RAN')" alt="">
  <iframe src="${origin}/frame" title="Frame"></iframe>
  <object data="${origin}/object"></object>
  <script>document.body.append("SCRIPT-RAN"); fetch("${origin}/fetch");</script>
  <table><tbody>${findings}</tbody></table>
</body>
</html>`;
}

async function pdfText(pdf: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  // Where lines break depends on the fonts the machine has; the words and their order do not.
  const pages = text.map((page) => page.replace(/\s+/g, " "));
  return { pages, text: pages.join("\n") };
}

describe("renderPdf", () => {
  it("is typed so that both puppeteer flavours' Page can print", () => {
    expectTypeOf<Puppeteer.Page>().toExtend<PdfPage>();
    expectTypeOf<CloudflarePuppeteer.Page>().toExtend<PdfPage>();
  });

  it.each([
    ["puppeteer-core", () => localBrowser.newPage()],
    ["@cloudflare/puppeteer", () => productionBrowser.newPage()],
  ])("prints the report with %s, fetching nothing and running no script", async (_flavour, newPage) => {
    requested.length = 0;
    const page = await newPage();
    let pdf: Uint8Array;
    try {
      pdf = await renderPdf(page, reportHtml());
    } finally {
      await page.close();
    }
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
    const { pages, text } = await pdfText(pdf);
    expect(text).toContain("Barrierefreiheitsbericht für example.com");
    expect(text).toContain("Formularelemente müssen Beschriftungen haben");
    expect(text).toContain("Form elements must have labels");
    expect(text).toContain("Befund 40");
    expect(text).toContain('<img src="logo.svg">');
    // The print stylesheet applies.
    expect(text).not.toContain("Nur am Bildschirm");
    // Script neither ran inline nor from an event handler.
    expect(text).not.toContain("SCRIPT-RAN");
    expect(text).not.toContain("ONERROR-RAN");
    // A4 pages with "page / pages" in the footer.
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`1 / ${pages.length}`);
    expect(pages.at(-1)).toContain(`${pages.length} / ${pages.length}`);
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const [, , width = 0, height = 0] = (await document.getPage(1)).view;
    // A4 is 595.3 × 841.9 PDF points (1/72 inch); Chromium rounds it to whole CSS pixels.
    expect(Math.abs(width - 595.3)).toBeLessThan(1.5);
    expect(Math.abs(height - 841.9)).toBeLessThan(1.5);
    // Nothing left the browser: no image, stylesheet, font, frame, script, prefetch, refresh, fetch.
    expect(requested).toEqual([]);
  });
});
