/**
 * The demo shop `npm run dev` offers on the free-test form, scanned as `npm run dev` scans it: the local
 * scanner allowed exactly the shop's host and port, whole site, real Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDiscovery } from "#core/contract";
import { fetchPdfDocument } from "#core/pdf/document";
import { type DemoSite, startDemoSite } from "#dev/demo-site/server";
import { guardedFetch } from "#dev/scanner/fetch";
import { createLocalScanner, type LocalScanner } from "#dev/scanner/scanner";
import { crawlSite } from "#dev/scanner/site-crawl";

let demo: DemoSite;
let scanner: LocalScanner;

beforeAll(async () => {
  demo = await startDemoSite({ port: 0 });
  scanner = await createLocalScanner({ policy: { allowPrivate: false, allowedHostPorts: [demo.hostPort] } });
});

afterAll(async () => {
  await scanner?.close();
  await demo?.close();
});

describe("the demo shop", () => {
  it("is a whole site: sitemap and links, robots.txt obeyed, the PDFs checked as documents, typical barriers found", async () => {
    const fetch = guardedFetch({ allowPrivate: false, allowedHostPorts: [demo.hostPort] });
    const { discovery, pages, documents } = await crawlSite(scanner, {
      url: demo.url,
      level: "AA",
      locale: "de",
      maxPages: 50,
      maxDepth: 5,
      checkDocument: (url) => fetchPdfDocument(url, fetch),
    });
    expect((discovery as SiteDiscovery).rootUrl).toBe(demo.url);
    expect((discovery as SiteDiscovery).sitemapUrls).toContain(`${demo.url}ueber-uns`);
    expect(pages.map((page) => new URL(page.url).pathname).sort()).toEqual([
      "/",
      "/impressum",
      "/kaffee/",
      "/kaffee/entkoffeiniert-abendruhe",
      "/kaffee/espresso-morgenrot",
      "/kaffee/filterkaffee-hochland",
      "/kontakt",
      "/ueber-uns",
      "/warenkorb",
    ]);
    const rulesOf = (path: string) => {
      const page = pages.find((candidate) => new URL(candidate.url).pathname === path);
      if (!page?.outcome.ok) throw new Error(`${path} was not scanned: ${JSON.stringify(page?.outcome)}`);
      return page.outcome.report.violations.map((finding) => finding.ruleId);
    };
    expect(rulesOf("/")).toEqual(
      expect.arrayContaining(["image-alt", "color-contrast", "link-name", "meta-viewport"]),
    );
    expect(rulesOf("/warenkorb")).toEqual(expect.arrayContaining(["label", "autocomplete-valid"]));
    expect(rulesOf("/kaffee/espresso-morgenrot")).toEqual(
      expect.arrayContaining(["select-name", "button-name"]),
    );
    expect(rulesOf("/impressum")).toContain("html-has-lang");
    // The clean pages show that a report is not only complaints.
    expect(rulesOf("/ueber-uns")).not.toContain("image-alt");

    // The linked PDFs, each once: the untagged terms and the tagged data sheets.
    const byPath = new Map(documents.map((document) => [new URL(document.url).pathname, document]));
    expect([...byPath.keys()].sort()).toEqual([
      "/agb.pdf",
      "/datenblatt-entkoffeiniert-abendruhe.pdf",
      "/datenblatt-espresso-morgenrot.pdf",
      "/datenblatt-filterkaffee-hochland.pdf",
    ]);
    const terms = byPath.get("/agb.pdf");
    const sheet = byPath.get("/datenblatt-espresso-morgenrot.pdf");
    if (!terms?.ok || !sheet?.ok) throw new Error("the demo shop's PDFs were not checked");
    expect(terms.result.tagged).toBe(false);
    expect(terms.result.findings.map((finding) => finding.checkpoint)).toEqual(
      expect.arrayContaining(["pdf-tagged", "pdf-title", "pdf-language"]),
    );
    expect(sheet.result).toMatchObject({
      tagged: true,
      claimsPdfUa: true,
      title: "Datenblatt Espresso Morgenrot",
    });
    // Only PDF/UA's advice on the standard font that is not embedded.
    expect(sheet.result.findings.map((finding) => `${finding.checkpoint} ${finding.condition}`)).toEqual([
      "pdf-fonts-embedded 31-009",
    ]);
  });

  it("is refused by a scanner that was not allowed its address, as every production scanner is", async () => {
    const strict = await createLocalScanner({ policy: { allowPrivate: false } });
    try {
      const outcome = await strict.scan(demo.url, { level: "AA", locale: "de" });
      expect(outcome).toMatchObject({ ok: false, error: "blocked_target" });
    } finally {
      await strict.close();
    }
  });
});
