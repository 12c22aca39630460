/**
 * PDF documents as Chromium prints them (tagged and untagged), checked against PDF/UA-1; and the CLI
 * recognising a PDF behind an address without ".pdf" after the browser found no web page there.
 */
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPdf, type PdfCheckResult } from "#core/pdf/check";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { runCli } from "#dev/scanner/cli";

const pixel =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const dataSheet = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Datenblatt Wasserkocher</title></head>
<body><h1>Datenblatt</h1><p>Ein Wasserkocher aus Edelstahl.</p>
<img alt="Wasserkocher von vorn" src="${pixel}" width="50" height="50">
<h2>Technische Daten</h2>
<table><tr><th scope="col">Merkmal</th><th scope="col">Wert</th></tr><tr><td>Leistung</td><td>2200 W</td></tr></table>
<p><a href="https://example.com/">Zum Shop</a></p></body></html>`;

let browser: Browser;
let userDataDir: string;
let tagged: Uint8Array;
let untagged: Uint8Array;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-pdf-ua-"));
  browser = await puppeteer.launch({
    executablePath: await resolveChromePath(),
    args: chromiumArgs(),
    headless: true,
    userDataDir,
  });
  const page = await browser.newPage();
  await page.setContent(dataSheet);
  tagged = await page.pdf({ tagged: true, format: "A4" });
  untagged = await page.pdf({ tagged: false, format: "A4" });
  await page.close();
  server = http.createServer((request, response) => {
    if (request.url === "/download?datei=datenblatt") {
      response.writeHead(200, { "Content-Type": "application/octet-stream" }).end(tagged);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

const conditions = (result: PdfCheckResult) =>
  result.findings.map((finding) => `${finding.checkpoint} ${finding.condition}`);

describe("Chromium's PDFs against PDF/UA-1", () => {
  it("reads a tagged print as tagged, with its title, language, figure text and headings in order", async () => {
    const result = await checkPdf(tagged);
    expect(result).toMatchObject({
      tagged: true,
      pages: 1,
      title: "Datenblatt Wasserkocher",
      language: "de",
    });
    expect(result.stopped).toBeUndefined();
    expect(conditions(result)).not.toContain("pdf-tagged 01-005");
    expect(conditions(result)).not.toContain("pdf-figure-alt 13-004");
    expect(conditions(result)).not.toContain("pdf-headings 14-003");
    expect(conditions(result)).not.toContain("pdf-table-headers 15-003");
    // Chromium writes no XMP metadata (title, PDF/UA identifier) and no Contents on links.
    expect(conditions(result)).toEqual(
      expect.arrayContaining(["pdf-ua-identifier 06-001", "pdf-title 06-003", "pdf-links 28-012"]),
    );
    // The figure's text is there; whether it fits is for a person.
    expect(result.needsReview.map((finding) => finding.checkpoint)).toEqual(
      expect.arrayContaining(["pdf-figure-alt", "pdf-reading-order"]),
    );
  });

  it("fails an untagged print as untagged and without a language", async () => {
    const result = await checkPdf(untagged);
    expect(result.tagged).toBe(false);
    expect(conditions(result)).toEqual(expect.arrayContaining(["pdf-tagged 01-005", "pdf-language 11-001"]));
  });

  it("the CLI checks a PDF served under an address without .pdf once the browser finds no page there", async () => {
    let stdout = "";
    const workDir = await mkdtemp(join(tmpdir(), "klarsicht-pdf-cli-"));
    const code = await runCli(
      ["--allow-private", "--lang", "en", `${origin}/download?datei=datenblatt`],
      { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: () => true } },
      workDir,
    ).finally(() => rm(workDir, { recursive: true, force: true }));
    expect(stdout).toContain("PDF document, 1 page, tagged, language: de, title: Datenblatt Wasserkocher");
    expect(stdout).toContain("1 PDF document checked");
    expect(code).toBe(1);
  }, 60_000);
});
