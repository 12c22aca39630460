/**
 * Site discovery against local fixture servers, through both guarded fetchers: the Node one (resolve,
 * then connect to the vetted address only) and the Worker one (no DNS, platform fetch).
 */
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteDiscovery } from "#core/contract";
import { crawlerUserAgent } from "#core/crawl";
import { discoverSite, type GuardedFetch } from "#core/discover";
import type { Resolver, TargetPolicy } from "#core/guard";
import { guardedFetch } from "#dev/scanner/fetch";
import { fetchWithoutDns } from "#scanner/fetch-without-dns";
import {
  type CrawlServer,
  linkPage,
  type Route,
  sitemapIndex,
  startCrawlServer,
  urlset,
  xml,
} from "./crawl-server";

const servers: CrawlServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A site whose routes may refer to its own origin as {origin}. */
async function site(routes: (origin: string) => Record<string, Route>): Promise<CrawlServer> {
  const table: Record<string, Route> = {};
  const server = await startCrawlServer(table);
  Object.assign(table, routes(server.origin));
  servers.push(server);
  return server;
}

/** No DNS here: fixture servers are IP literals, and a name must never be looked up. */
const noDns: Resolver = async (hostname) => {
  throw new Error(`unexpected lookup of ${hostname}`);
};

const fetchers: [string, (policy: TargetPolicy) => GuardedFetch][] = [
  ["Node", (policy) => guardedFetch(policy, noDns)],
  ["Worker", (policy) => fetchWithoutDns(policy, { resolve: noDns })],
];

const policyFor = (...servers: CrawlServer[]): TargetPolicy => ({
  allowPrivate: false,
  allowedHostPorts: servers.map((server) => server.hostPort),
});

describe.each(fetchers)("discoverSite with the %s fetcher", (_, makeFetch) => {
  it("follows the start redirect, reads robots.txt for our token, walks a nested sitemap index", async () => {
    const server = await site((origin) => ({
      "/": { status: 301, location: "/start" },
      "/start": linkPage("Start", []),
      "/robots.txt": {
        type: "text/plain",
        body: `User-agent: *\nDisallow: /\n\nUser-agent: KlarsichtBot\nDisallow: /intern/\nCrawl-delay: 1.5\n\nSitemap: ${origin}/sitemap-index.xml\n`,
      },
      "/sitemap-index.xml": xml(
        sitemapIndex([`${origin}/sitemaps/index-2.xml`, `${origin}/sitemaps/pages.xml.gz`]),
      ),
      "/sitemaps/index-2.xml": xml(sitemapIndex([`${origin}/sitemaps/more.xml`])),
      "/sitemaps/more.xml": xml(urlset([`${origin}/mehr/a`, `${origin}/mehr/b`])),
      "/sitemaps/pages.xml.gz": { type: "application/gzip", body: gzipSync(urlset([`${origin}/gz-seite`])) },
    }));
    const { origin } = server;
    const discovery = (await discoverSite(`${origin}/`, makeFetch(policyFor(server)), {
      maxUrls: 100,
    })) as SiteDiscovery;
    expect(discovery.rootUrl).toBe(`${origin}/start`);
    expect(discovery.crawlDelayMs).toBe(1500);
    expect(discovery.robotsTxt).toContain("User-agent: KlarsichtBot");
    expect(discovery.sitemapUrls.sort()).toEqual([
      `${origin}/gz-seite`,
      `${origin}/mehr/a`,
      `${origin}/mehr/b`,
    ]);
    expect(server.requests.every((request) => request.userAgent === crawlerUserAgent)).toBe(true);
  });

  it("keeps only page addresses of the site that robots.txt allows, de-duplicated and capped", async () => {
    const other = await site(() => ({}));
    const server = await site((origin) => ({
      "/": linkPage("Start", []),
      "/robots.txt": { type: "text/plain", body: "User-agent: *\nDisallow: /privat\n" },
      "/sitemap.xml": xml(
        urlset([
          `${origin}/`,
          `${origin}/a#teil`,
          `${origin}/a`,
          `HTTP://127.0.0.1:${new URL(origin).port}/b`,
          `${origin}/privat/c`,
          `${origin}/flyer.pdf`,
          `${other.origin}/fremd`,
          "http://10.0.0.1/intern",
          `${origin}/d`,
          `${origin}/e`,
        ]),
      ),
    }));
    const fetch = makeFetch(policyFor(server, other));
    const discovery = (await discoverSite(`${server.origin}/`, fetch, { maxUrls: 3 })) as SiteDiscovery;
    expect(discovery.sitemapUrls).toEqual([`${server.origin}/a`, `${server.origin}/b`, `${server.origin}/d`]);
    expect(other.requests).toEqual([]);
  });

  it("reads a gzip-encoded sitemap and falls back to /sitemap.xml without robots.txt", async () => {
    const server = await site((origin) => ({
      "/": linkPage("Start", []),
      "/sitemap.xml": xml(urlset([`${origin}/komprimiert`]), { gzipEncoded: true }),
    }));
    const discovery = (await discoverSite(`${server.origin}/`, makeFetch(policyFor(server)), {
      maxUrls: 10,
    })) as SiteDiscovery;
    expect(discovery.robotsTxt).toBeNull();
    expect(discovery.sitemapUrls).toEqual([`${server.origin}/komprimiert`]);
  });

  it("treats a robots.txt server error as disallow all and fetches no sitemap then", async () => {
    const server = await site((origin) => ({
      "/": linkPage("Start", []),
      "/robots.txt": { status: 503, type: "text/plain", body: "Wartung" },
      "/sitemap.xml": xml(urlset([`${origin}/a`])),
    }));
    const discovery = (await discoverSite(`${server.origin}/`, makeFetch(policyFor(server)), {
      maxUrls: 10,
    })) as SiteDiscovery;
    expect(discovery.robotsTxt).toContain("Disallow: /");
    expect(discovery.sitemapUrls).toEqual([]);
    expect(server.paths()).toEqual(["/", "/robots.txt"]);
  });

  it("never fetches sitemaps or redirect targets at addresses the policy refuses", async () => {
    const forbidden = await site(() => ({
      "/sitemap.xml": xml(urlset(["http://127.0.0.1/x"])),
      "/": linkPage("Verboten", []),
    }));
    const server = await site((origin) => ({
      "/": linkPage("Start", []),
      "/robots.txt": {
        type: "text/plain",
        body: `Sitemap: ${forbidden.origin}/sitemap.xml\nSitemap: http://169.254.169.254/latest/meta-data\nSitemap: ${origin}/umleitung.xml\n`,
      },
      "/umleitung.xml": { status: 302, location: `${forbidden.origin}/sitemap.xml` },
      "/weiter": { status: 302, location: `${forbidden.origin}/` },
    }));
    const fetch = makeFetch(policyFor(server));
    const discovery = (await discoverSite(`${server.origin}/`, fetch, { maxUrls: 10 })) as SiteDiscovery;
    expect(discovery.sitemapUrls).toEqual([]);
    expect(await discoverSite(`${server.origin}/weiter`, fetch, { maxUrls: 10 })).toEqual({
      error: "blocked_target",
    });
    expect(await discoverSite("http://192.168.0.1/", fetch, { maxUrls: 10 })).toEqual({
      error: "blocked_target",
    });
    expect(forbidden.requests).toEqual([]);
    expect(server.paths()).toContain("/umleitung.xml");
  });

  it("fails for a start page that is an error or no web page", async () => {
    const server = await site(() => ({
      "/datei.json": { type: "application/json", body: "{}" },
    }));
    const fetch = makeFetch(policyFor(server));
    expect(await discoverSite(`${server.origin}/fehlt`, fetch, { maxUrls: 10 })).toEqual({
      error: "http_error",
    });
    expect(await discoverSite(`${server.origin}/datei.json`, fetch, { maxUrls: 10 })).toEqual({
      error: "not_html",
    });
    expect(await discoverSite("ftp://beispiel.de/", fetch, { maxUrls: 10 })).toEqual({
      error: "invalid_url",
    });
  });
});

describe("the Node guarded fetch", () => {
  it("resolves a name once and connects only to the vetted address (no second lookup to rebind)", async () => {
    const server = await site(() => ({
      "/": linkPage("Start", []),
      "/robots.txt": { type: "text/plain", body: "" },
    }));
    const lookups: string[] = [];
    // Answers the allowed fixture address first, a forbidden one after: a second lookup would be refused.
    const rebinding: Resolver = async (hostname) => {
      lookups.push(hostname);
      return lookups.length === 1 ? ["127.0.0.1"] : ["10.0.0.1"];
    };
    const fetch = guardedFetch(policyFor(server), rebinding);
    const response = await fetch(`http://fixture.beispiel.de:${server.port}/`, { maxBytes: 1000 });
    expect(response).toMatchObject({ ok: true, status: 200, contentType: "text/html" });
    expect(lookups).toEqual(["fixture.beispiel.de"]);
    // The next request asks again, gets the forbidden answer, and never connects.
    const before = server.requests.length;
    expect(await fetch(`http://fixture.beispiel.de:${server.port}/robots.txt`, { maxBytes: 1000 })).toEqual({
      ok: false,
      error: "blocked_target",
    });
    expect(server.requests.length).toBe(before);
  });

  it("stops reading at maxBytes and says so", async () => {
    const server = await site(() => ({ "/gross": "x".repeat(100_000) }));
    const response = await guardedFetch(policyFor(server), noDns)(`${server.origin}/gross`, {
      maxBytes: 1000,
    });
    expect(response).toMatchObject({ ok: true, truncated: true });
    expect(response.ok && response.body.byteLength).toBe(1000);
  });
});
