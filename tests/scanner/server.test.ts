/** The local scanner service as the app's dispatch uses it: POST /scan with a ScanJob. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanJob, ScanOutcome, SiteDiscovery } from "#core/contract";
import { type LocalScannerServer, startLocalScannerServer } from "#dev/scanner/server";
import { type BarrierServer, startBarrierServer } from "./barrier-server";
import { type CrawlServer, linkPage, startCrawlServer, urlset, xml } from "./crawl-server";

let site: BarrierServer;
let crawlSite: CrawlServer;
let service: LocalScannerServer;

beforeAll(async () => {
  site = await startBarrierServer({ refusedOrigin: "http://10.0.0.1" });
  const routes = {};
  crawlSite = await startCrawlServer(routes);
  Object.assign(routes, {
    "/": linkPage("Start", []),
    "/sitemap.xml": xml(urlset([`${crawlSite.origin}/a`, `${crawlSite.origin}/b`])),
  });
  service = await startLocalScannerServer({
    port: 0,
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort, crawlSite.hostPort] },
  });
});

afterAll(async () => {
  await service?.close();
  await site?.close();
  await crawlSite?.close();
});

const post = (body: string, contentType = "application/json", path = "/scan") =>
  fetch(`${service.url}${path}`, { method: "POST", headers: { "Content-Type": contentType }, body });

const job = (url: string): ScanJob => ({ runId: "run-1", url, level: "AA", locale: "de" });

describe("local scanner service", () => {
  it("answers GET /health", async () => {
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(200);
  });

  it("scans a job and answers with its outcome", async () => {
    const response = await post(JSON.stringify(job(`${site.origin}/empty-button.html`)));
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as ScanOutcome;
    expect(outcome.ok && outcome.report.violations.map((finding) => finding.ruleId)).toEqual(["button-name"]);
  });

  it("answers a failed scan with 200 and the error code", async () => {
    const response = await post(JSON.stringify(job("http://192.168.1.1/")));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: false, error: "blocked_target" });
  });

  it.each([
    ["not JSON", "{"],
    ["not a job", JSON.stringify({ url: "https://www.beispiel.de/" })],
    ["a bad level", JSON.stringify({ ...job("https://www.beispiel.de/"), level: "AAAA" })],
    ["not a URL", JSON.stringify(job("beispiel"))],
  ])("refuses %s with 400", async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
  });

  it("refuses bodies that are not JSON-typed (cross-site forms) and unknown routes", async () => {
    expect((await post(JSON.stringify(job(`${site.origin}/clean.html`)), "text/plain")).status).toBe(415);
    expect((await fetch(`${service.url}/scan`)).status).toBe(405);
    expect((await fetch(`${service.url}/nothing`)).status).toBe(404);
  });

  it("discovers a site: POST /discover {url} answers its SiteDiscovery, or {error} with 200", async () => {
    const response = await post(
      JSON.stringify({ url: `${crawlSite.origin}/` }),
      "application/json",
      "/discover",
    );
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as SiteDiscovery;
    expect(discovery).toEqual({
      rootUrl: `${crawlSite.origin}/`,
      robotsTxt: null,
      crawlDelayMs: 0,
      sitemapUrls: [`${crawlSite.origin}/a`, `${crawlSite.origin}/b`],
    });
    const refused = await post(
      JSON.stringify({ url: "http://192.168.1.1/" }),
      "application/json",
      "/discover",
    );
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ error: "blocked_target" });
    expect((await post(JSON.stringify({ url: "beispiel" }), "application/json", "/discover")).status).toBe(
      400,
    );
    expect((await post("{}", "text/plain", "/discover")).status).toBe(415);
  });

  it("prints HTML to PDF: POST /pdf {html} answers application/pdf", async () => {
    const html = '<!doctype html><html lang="de"><title>Bericht</title><h1>Prüfbericht</h1></html>';
    const response = await post(JSON.stringify({ html }), "application/json", "/pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect((await post(JSON.stringify({ html: "" }), "application/json", "/pdf")).status).toBe(400);
    expect(
      (await post(JSON.stringify({ html: "x".repeat(21 * 1024 * 1024) }), "application/json", "/pdf")).status,
    ).toBe(413);
  });
});
