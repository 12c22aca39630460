/**
 * npm run scan -- https://…/datei.pdf: the CLI fetches the document through the address guard, checks it
 * against PDF/UA-1 and prints the findings in German or English, as text or JSON. Addresses ending in .pdf
 * need no browser, so this runs in the unit project, in-process.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "#dev/scanner/cli";
import { buildPdf } from "../support/pdf-builder";

let server: http.Server;
let origin: string;

/** Where the CLI keeps its last reports (--baseline last) in these tests, not the repository. */
let workDir = "";

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "klarsicht-cli-pdf-"));
  const untagged = await buildPdf({
    tagged: false,
    title: null,
    lang: null,
    displayDocTitle: null,
    pdfUa: null,
  });
  const tagged = await buildPdf({ title: "Datenblatt Wasserkocher" });
  const files: Record<string, { type: string; body: Uint8Array | string; status?: number }> = {
    "/agb.pdf": { type: "application/pdf", body: untagged },
    "/datenblatt.pdf": { type: "application/pdf", body: tagged },
    "/luegt.pdf": { type: "application/pdf", body: "<!doctype html><title>Kein PDF</title>" },
    "/weg.pdf": { type: "text/html", body: "nicht da", status: 404 },
  };
  server = http.createServer((request, response) => {
    const file = files[request.url ?? ""];
    if (!file) return response.writeHead(404).end();
    response.writeHead(file.status ?? 200, { "Content-Type": file.type }).end(file.body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await new Promise((done) => server?.close(done));
});

async function cli(...args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(
    args,
    {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    },
    workDir,
  );
  return { code, stdout, stderr };
}

describe("scan CLI on PDF documents", () => {
  it("prints an untagged document's findings in German with fixes for Word, LibreOffice and InDesign", async () => {
    const { code, stdout } = await cli("--allow-private", `${origin}/agb.pdf`);
    expect(code).toBe(1);
    expect(stdout).toContain(
      "PDF-Dokument, 1 Seite, nicht getaggt, Sprache: keine Angabe, Titel: keine Angabe",
    );
    expect(stdout).toContain(
      "pdf-tagged [kritisch] PDF/UA 7.1, EN 301 549 10.1.3.1, WCAG 1.3.1: Das Dokument ist nicht getaggt\n      Matterhorn 01-005\n",
    );
    expect(stdout).toContain("pdf-title [schwerwiegend] PDF/UA 7.1, EN 301 549 10.2.4.2, WCAG 2.4.2");
    expect(stdout).toContain("Matterhorn 06-003\n      Matterhorn 07-001\n");
    expect(stdout).toContain("pdf-language [schwerwiegend] PDF/UA 7.2");
    expect(stdout).toContain("Matterhorn 11-001 · Seite 1");
    expect(stdout).toContain("Word: Datei > Speichern unter > PDF > Optionen");
    expect(stdout).toContain("LibreOffice: Datei > Exportieren als");
    expect(stdout).toContain("InDesign: Datei > Exportieren > Adobe PDF");
    expect(stdout).toContain("Empfehlungen (PDF/UA, keine WCAG-Verstöße):");
    expect(stdout).toContain("1 PDF-Dokument geprüft");
  });

  it("writes a tagged data sheet as JSON in English, with the reading order to review", async () => {
    const { code, stdout } = await cli(
      "--allow-private",
      "--lang",
      "en",
      "--format",
      "json",
      `${origin}/datenblatt.pdf`,
    );
    expect(code).toBe(0);
    const [document] = JSON.parse(stdout);
    expect(document).toMatchObject({
      url: `${origin}/datenblatt.pdf`,
      kind: "pdf",
      status: "done",
      tagged: true,
      claimsPdfUa: true,
      title: "Datenblatt Wasserkocher",
      language: "de-DE",
      findings: [],
    });
    expect(document.needsReview[0]).toMatchObject({
      checkpoint: "pdf-reading-order",
      condition: "09-001",
      wcag: ["1.3.2"],
      texts: { title: "Check the reading order" },
    });
  });

  it("keys each finding as the service keys a site's documents, and --baseline fails only on new ones", async () => {
    const first = await cli("--allow-private", "--format", "json", `${origin}/agb.pdf`);
    expect(first.code).toBe(1);
    const [document] = JSON.parse(first.stdout);
    expect(document.findings.map((finding: { key: string }) => finding.key)).toContain(
      "pdf-tagged|01-005|/agb.pdf",
    );
    const baselineFile = join(workDir, "agb-baseline.json");
    await writeFile(baselineFile, first.stdout);
    // The same document against itself: nothing new.
    expect((await cli("--allow-private", "--baseline", baselineFile, `${origin}/agb.pdf`)).code).toBe(0);
    // One finding the baseline lacks (an older report without it): that one fails the run again.
    const older = [
      {
        ...document,
        findings: document.findings.filter(
          (finding: { key: string }) => !finding.key.startsWith("pdf-title|"),
        ),
      },
    ];
    await writeFile(baselineFile, JSON.stringify(older));
    expect((await cli("--allow-private", "--baseline", baselineFile, `${origin}/agb.pdf`)).code).toBe(1);
  });

  it("names a file that lies about its type, and a missing one, with exit code 3", async () => {
    const lying = await cli("--allow-private", "--lang", "en", `${origin}/luegt.pdf`);
    expect(lying.code).toBe(3);
    expect(lying.stdout).toContain("Check ended: not-pdf – The file claims to be a PDF but is not one");
    const sheet = await cli("--allow-private", "--lang", "en", `${origin}/datenblatt.pdf`);
    expect(sheet.stdout).toContain(
      "To review (needs a person):\n  - pdf-reading-order [serious] PDF/UA 7.2, EN 301 549 10.1.3.2, WCAG 1.3.2: Read the document",
    );
    expect(sheet.stdout).toContain("      Matterhorn 09\n");
    const untagged = await cli("--allow-private", "--lang", "en", `${origin}/agb.pdf`);
    expect(untagged.stdout).toContain(
      "Matterhorn 01-005 Content is neither marked as Artifact nor tagged as real content",
    );
    const missing = await cli("--allow-private", `${origin}/weg.pdf`);
    expect(missing.code).toBe(3);
    expect(missing.stdout).toContain("http_error – der Server hat mit einem Fehler geantwortet");
  });

  it("writes the documents' rows into the CSV, as the account's export does", async () => {
    const { code, stdout } = await cli(
      "--allow-private",
      "--format",
      "csv",
      `${origin}/agb.pdf`,
      `${origin}/luegt.pdf`,
    );
    expect(code).toBe(1);
    const rows = stdout
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toMatch(/^Seite;Regel;/);
    const untagged = rows.filter((row) => row.startsWith(`${origin}/agb.pdf;pdf-tagged;`));
    expect(untagged).toHaveLength(1);
    expect(untagged[0]).toContain(";PDF/UA (Matterhorn);");
    expect(untagged[0]).toContain("Das Dokument ist nicht getaggt");
    expect(untagged[0]).toContain("Matterhorn 01-005");
    // The file that is no PDF: one row saying why it was not checked whole.
    expect(rows.filter((row) => row.startsWith(`${origin}/luegt.pdf;`))).toEqual([
      expect.stringContaining("Prüfung vorzeitig beendet: Die Datei gibt sich als PDF aus, ist aber keins."),
    ]);
  });

  it("refuses a private address without --allow-private, as for pages", async () => {
    const { code, stdout } = await cli(`${origin}/agb.pdf`);
    expect(code).toBe(3);
    expect(stdout).toContain("blocked_target");
    expect(stdout).toContain("--allow-private");
  });
});
