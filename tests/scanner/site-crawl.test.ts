/** Whole-site crawls with the local scanner (real Chromium) on a local fixture site. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDiscovery } from "#core/contract";
import { browserUserAgentSuffix } from "#core/crawl";
import { createLocalScanner, type LocalScanner } from "#dev/scanner/scanner";
import { crawlSite } from "#dev/scanner/site-crawl";
import { type CrawlServer, linkPage, type Route, startCrawlServer, urlset, xml } from "./crawl-server";

let site: CrawlServer;
let offSite: CrawlServer;
let scanner: LocalScanner;
const routes: Record<string, Route> = {};

beforeAll(async () => {
  offSite = await startCrawlServer({ "/": linkPage("Anderswo", []) });
  site = await startCrawlServer(routes);
  const { origin, port } = site;
  Object.assign(routes, {
    "/robots.txt": {
      type: "text/plain",
      // The "*" group would forbid everything; ours only /intern/.
      body: `User-agent: *\nDisallow: /\n\nUser-agent: KlarsichtBot\nDisallow: /intern/\n\nSitemap: ${origin}/sitemap.xml\n`,
    },
    "/sitemap.xml": xml(urlset([`${origin}/aus-der-karte`, "http://10.0.0.1/intern", `${offSite.origin}/`])),
    "/": linkPage("Start", [
      "/a",
      "/a#abschnitt",
      "./a",
      `HTTP://127.0.0.1:${port}/b`,
      "/b?",
      "/x/../c",
      "/fehlt",
      "/flyer.pdf",
      "/bild.png",
      "/intern/geheim",
      `${offSite.origin}/`,
      "mailto:info@beispiel.de",
    ]),
    "/a": linkPage("A", ["/", "/a", "/tief-1"]),
    "/b": linkPage("B", ["/a", "/b"]),
    "/c": linkPage("C", []),
    "/aus-der-karte": linkPage("Aus der Karte", ["/"]),
    "/tief-1": linkPage("Tief 1", ["/tief-2"]),
    "/tief-2": linkPage("Tief 2", ["/tief-3"]),
    "/tief-3": linkPage("Tief 3", ["/tief-4"]),
    "/tief-4": linkPage("Tief 4", []),
    "/flyer.pdf": { type: "application/pdf", body: "%PDF-1.4" },
    "/bild.png": { type: "image/png", body: "" },
    "/intern/geheim": linkPage("Geheim", []),
  });
  scanner = await createLocalScanner({
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort, offSite.hostPort] },
    engine: { settle: { quietMs: 50, maxMs: 500 } },
  });
});

afterAll(async () => {
  await scanner?.close();
  await site?.close();
  await offSite?.close();
});

/** Page requests the browser made (not robots.txt and sitemaps, which discovery fetches). */
function pageRequests(server: CrawlServer, since: number) {
  return server.requests.slice(since).filter((request) => request.userAgent.includes(browserUserAgentSuffix));
}

describe("links of a scanned page", () => {
  it("are the rendered a[href] and area[href] as absolute http(s) addresses, without fragments, once each", async () => {
    routes["/links"] =
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Links</title><base href="/basis/"></head>
<body><main><h1>Links</h1>
<a href="relativ">Relativ</a> <a href="/absolut#teil">Absolut</a> <a href="/absolut">Noch einmal</a>
<a href="mailto:info@beispiel.de">Mail</a> <a href="javascript:void(0)">Skript</a> <a href="https://anderswo.de/x#y">Fremd</a>
<a>Ohne Ziel</a><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Karte" usemap="#karte">
<map name="karte"><area href="/bereich" alt="Bereich" shape="rect" coords="0,0,1,1"></map>
<div id="spaeter"></div><script>document.getElementById("spaeter").innerHTML = '<a href="/nachgeladen">Nachgeladen</a>';</script>
</main></body></html>`;
    const outcome = await scanner.scan(`${site.origin}/links`, { level: "AA", locale: "de" });
    expect(outcome.ok && outcome.report.links).toEqual([
      `${site.origin}/basis/relativ`,
      `${site.origin}/absolut`,
      "https://anderswo.de/x",
      `${site.origin}/bereich`,
      `${site.origin}/nachgeladen`,
    ]);
  });
});

describe("crawlSite", () => {
  it("scans the start page, the sitemap's pages and linked pages once each, within the site and robots.txt", async () => {
    const since = site.requests.length;
    const { discovery, pages } = await crawlSite(scanner, {
      url: `${site.origin}/`,
      level: "AA",
      locale: "de",
      maxPages: 50,
      maxDepth: 3,
    });
    expect((discovery as SiteDiscovery).rootUrl).toBe(`${site.origin}/`);
    const byPath = Object.fromEntries(
      pages.map((page) => [new URL(page.url).pathname, { depth: page.depth, ok: page.outcome.ok }]),
    );
    expect(byPath).toEqual({
      "/": { depth: 0, ok: true },
      "/aus-der-karte": { depth: 1, ok: true },
      "/a": { depth: 1, ok: true },
      "/b": { depth: 1, ok: true },
      "/c": { depth: 1, ok: true },
      "/fehlt": { depth: 1, ok: false },
      "/tief-1": { depth: 2, ok: true },
      "/tief-2": { depth: 3, ok: true },
    });
    const missing = pages.find((page) => page.url.endsWith("/fehlt"));
    expect(missing?.outcome).toMatchObject({ ok: false, error: "http_error" });

    const requested = pageRequests(site, since).map((request) => request.path);
    // Every page once: no second spelling of the same address was loaded.
    expect(requested.filter((path) => path === "/a")).toHaveLength(1);
    expect(requested.filter((path) => path === "/b")).toHaveLength(1);
    // Disallowed, non-page and too-deep addresses were never requested at all, by anyone.
    const allPaths = site.paths();
    for (const path of ["/intern/geheim", "/flyer.pdf", "/tief-3", "/tief-4"])
      expect(allPaths).not.toContain(path);
    expect(offSite.requests).toEqual([]);
  });

  it("stops at the page cap and the depth cap", async () => {
    const capped = await crawlSite(scanner, {
      url: `${site.origin}/`,
      level: "AA",
      locale: "en",
      maxPages: 3,
      maxDepth: 5,
    });
    expect(capped.pages.map((page) => new URL(page.url).pathname)).toEqual(["/", "/aus-der-karte", "/a"]);

    const shallow = await crawlSite(scanner, {
      url: `${site.origin}/a`,
      level: "AA",
      locale: "en",
      maxPages: 50,
      maxDepth: 0,
    });
    expect(shallow.pages.map((page) => page.url)).toEqual([`${site.origin}/a`]);
  });

  it("reports a start page that cannot be scanned as the discovery's error, with no pages", async () => {
    const result = await crawlSite(scanner, {
      url: `${site.origin}/fehlt`,
      level: "AA",
      locale: "de",
      maxPages: 10,
      maxDepth: 2,
    });
    expect(result).toEqual({ discovery: { error: "http_error" }, pages: [], documents: [] });
  });
});

describe("crawlSite with a Crawl-delay", () => {
  let slow: CrawlServer;
  afterAll(async () => slow?.close());

  it("loads one page at a time, starts spaced by the delay", async () => {
    const slowRoutes: Record<string, Route> = {
      "/robots.txt": { type: "text/plain", body: "User-agent: KlarsichtBot\nCrawl-delay: 0.4\n" },
      "/": linkPage("Start", ["/eins", "/zwei"]),
      "/eins": linkPage("Eins", []),
      "/zwei": linkPage("Zwei", []),
    };
    slow = await startCrawlServer(slowRoutes);
    const slowScanner = await createLocalScanner({
      policy: { allowPrivate: false, allowedHostPorts: [slow.hostPort] },
      engine: { settle: { quietMs: 50, maxMs: 500 } },
    });
    try {
      const { discovery, pages } = await crawlSite(slowScanner, {
        url: `${slow.origin}/`,
        level: "AA",
        locale: "de",
        maxPages: 10,
        maxDepth: 2,
        concurrency: 4,
      });
      expect((discovery as SiteDiscovery).crawlDelayMs).toBe(400);
      expect(pages).toHaveLength(3);
      const starts = pageRequests(slow, 0)
        .filter((request) => ["/", "/eins", "/zwei"].includes(request.path))
        .map((request) => request.at);
      expect(starts).toHaveLength(3);
      for (let i = 1; i < starts.length; i++) {
        expect((starts[i] as number) - (starts[i - 1] as number)).toBeGreaterThanOrEqual(390);
      }
    } finally {
      await slowScanner.close();
    }
  });
});
