/** The crawler's pure parts: URL spelling, scope, page-likeness, robots.txt, sitemaps. */
import { describe, expect, it } from "vitest";
import {
  crawlableLinks,
  crawlerToken,
  crawlerUserAgent,
  isInScope,
  looksLikePage,
  maxCrawlDelayMs,
  normalizePageUrl,
  parseSitemap,
  readRobots,
  siteScope,
  unreachableRobotsTxt,
} from "#core/crawl";

describe("normalizePageUrl", () => {
  it.each([
    ["https://WWW.Beispiel.DE/Seite#abschnitt", "https://www.beispiel.de/Seite"],
    ["http://beispiel.de:80/a", "http://beispiel.de/a"],
    ["https://beispiel.de:443/a?", "https://beispiel.de/a"],
    ["https://beispiel.de:8443/a?b=1#c", "https://beispiel.de:8443/a?b=1"],
    ["https://beispiel.de/x/../a/./b", "https://beispiel.de/a/b"],
    ["https://beispiel.de./a", "https://beispiel.de/a"],
    ["HTTPS://beispiel.de", "https://beispiel.de/"],
  ])("%s → %s", (input, expected) => {
    expect(normalizePageUrl(input)).toBe(expected);
  });

  it("resolves relative addresses against a base", () => {
    expect(normalizePageUrl("../b.html#top", "https://beispiel.de/a/c.html")).toBe(
      "https://beispiel.de/b.html",
    );
  });

  it.each([
    "mailto:info@beispiel.de",
    "javascript:void(0)",
    "tel:+49301234",
    "ftp://beispiel.de/",
    "https://nutzer:geheim@beispiel.de/",
    "kein url",
  ])("refuses %s", (input) => {
    expect(normalizePageUrl(input)).toBeNull();
  });
});

describe("scope", () => {
  it("is the origin of the root address", () => {
    const scope = siteScope("https://www.beispiel.de/start?x=1");
    expect(scope).toBe("https://www.beispiel.de");
    expect(isInScope("https://www.beispiel.de/a", scope)).toBe(true);
    expect(isInScope("https://beispiel.de/a", scope)).toBe(false);
    expect(isInScope("http://www.beispiel.de/a", scope)).toBe(false);
    expect(isInScope("https://www.beispiel.de:8443/a", scope)).toBe(false);
    expect(isInScope("kaputt", scope)).toBe(false);
  });
});

describe("looksLikePage", () => {
  it.each([
    ["https://beispiel.de/", true],
    ["https://beispiel.de/ueber-uns", true],
    ["https://beispiel.de/index.html", true],
    ["https://beispiel.de/shop.php?id=3", true],
    ["https://beispiel.de/v1.2/", true],
    ["https://beispiel.de/.well-known", true],
    ["https://beispiel.de/flyer.PDF", false],
    ["https://beispiel.de/bild.jpg?w=300", false],
    ["https://beispiel.de/logo.svg", false],
    ["https://beispiel.de/archiv.zip", false],
    ["https://beispiel.de/style.css", false],
    ["https://beispiel.de/app.js", false],
    ["https://beispiel.de/sitemap.xml", false],
  ])("%s → %s", (url, expected) => {
    expect(looksLikePage(url)).toBe(expected);
  });
});

describe("readRobots", () => {
  const root = "https://www.beispiel.de/";

  it("allows everything without a robots.txt, but only on the site", () => {
    const robots = readRobots(root, null);
    expect(robots.isAllowed("https://www.beispiel.de/intern/")).toBe(true);
    expect(robots.isAllowed("https://anderswo.de/")).toBe(false);
    expect(robots.crawlDelayMs).toBe(0);
    expect(robots.sitemaps).toEqual([]);
  });

  it("follows the group naming our token rather than *", () => {
    const robots = readRobots(
      root,
      [
        "User-agent: *",
        "Disallow: /",
        "",
        `User-agent: ${crawlerToken.toLowerCase()}`,
        "Disallow: /intern/",
        "Allow: /intern/oeffentlich",
        "Crawl-delay: 2",
        "",
        "Sitemap: https://www.beispiel.de/karte.xml",
      ].join("\n"),
    );
    expect(robots.isAllowed("https://www.beispiel.de/produkte")).toBe(true);
    expect(robots.isAllowed("https://www.beispiel.de/intern/akte")).toBe(false);
    expect(robots.isAllowed("https://www.beispiel.de/intern/oeffentlich.html")).toBe(true);
    expect(robots.crawlDelayMs).toBe(2000);
    expect(robots.sitemaps).toEqual(["https://www.beispiel.de/karte.xml"]);
  });

  it("falls back to * when no group names us, and caps the crawl delay", () => {
    const robots = readRobots(
      root,
      "User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /warenkorb\nCrawl-delay: 3600\n",
    );
    expect(robots.isAllowed("https://www.beispiel.de/")).toBe(true);
    expect(robots.isAllowed("https://www.beispiel.de/warenkorb?x=1")).toBe(false);
    expect(robots.crawlDelayMs).toBe(maxCrawlDelayMs);
  });

  it("reads fractions of seconds and the disallow-all stand-in for an unreadable file", () => {
    expect(readRobots(root, "User-agent: *\nCrawl-delay: 0.5\n").crawlDelayMs).toBe(500);
    const robots = readRobots(root, unreachableRobotsTxt("HTTP 503"));
    expect(robots.isAllowed("https://www.beispiel.de/")).toBe(false);
    expect(robots.isAllowed("https://www.beispiel.de/a")).toBe(false);
  });

  it("names itself with token, version and info page", () => {
    expect(crawlerUserAgent).toBe(
      "Mozilla/5.0 (compatible; KlarsichtBot/1.0; +https://klarsicht.de/crawler)",
    );
  });
});

describe("crawlableLinks", () => {
  it("keeps normalised, de-duplicated, allowed page links of the site", () => {
    const root = "https://www.beispiel.de/";
    const site = { scope: siteScope(root), robots: readRobots(root, "User-agent: *\nDisallow: /intern/\n") };
    const links = crawlableLinks(
      [
        "https://www.beispiel.de/a",
        "https://WWW.beispiel.de:443/a#oben",
        "https://www.beispiel.de/a?",
        "https://www.beispiel.de/intern/geheim",
        "https://anderswo.de/a",
        "http://www.beispiel.de/a",
        "https://www.beispiel.de/flyer.pdf",
        "mailto:info@beispiel.de",
        "https://www.beispiel.de/b?seite=2",
      ],
      site,
    );
    expect(links).toEqual(["https://www.beispiel.de/a", "https://www.beispiel.de/b?seite=2"]);
  });
});

describe("parseSitemap", () => {
  it("reads a urlset, decoding entities and CDATA, ignoring image locations", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc> https://beispiel.de/a?x=1&amp;y=2 </loc><lastmod>2025-06-28</lastmod>
    <image:image><image:loc>https://beispiel.de/bild.jpg</image:loc></image:image></url>
  <url><loc><![CDATA[https://beispiel.de/b?q=<1>]]></loc></url>
  <url><loc>https://beispiel.de/&#xFC;ber</loc></url>
</urlset>`;
    expect(parseSitemap(xml)).toEqual({
      kind: "urlset",
      locations: ["https://beispiel.de/a?x=1&y=2", "https://beispiel.de/b?q=<1>", "https://beispiel.de/über"],
    });
  });

  it("reads a sitemap index, also with a namespace prefix", () => {
    const xml = `<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
<sm:sitemap><sm:loc>https://beispiel.de/s1.xml</sm:loc></sm:sitemap>
<sm:sitemap><sm:loc>https://beispiel.de/s2.xml.gz</sm:loc></sm:sitemap></sm:sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({
      kind: "index",
      locations: ["https://beispiel.de/s1.xml", "https://beispiel.de/s2.xml.gz"],
    });
  });

  it("yields nothing for what is no sitemap, and what came before a cut", () => {
    expect(parseSitemap("<html><body>Nicht gefunden</body></html>").locations).toEqual([]);
    expect(
      parseSitemap('<urlset xmlns="x"><url><loc>https://beispiel.de/a</loc></url><url><loc>https://bei')
        .locations,
    ).toEqual(["https://beispiel.de/a"]);
  });
});
