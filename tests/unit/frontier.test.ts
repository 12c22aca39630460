import { describe, expect, it } from "vitest";
import { readRobots, siteScope } from "#core/crawl";
import { documentsToCheck, firstPages, linksToEnqueue, pagesAtOnce } from "#core/frontier";

const root = "https://www.beispiel.de/";
const site = {
  scope: siteScope(root),
  robots: readRobots(root, "User-agent: *\nDisallow: /intern/\n"),
};
const page = (path: string) => new URL(path, root).href;

describe("the crawl frontier", () => {
  it("collects a page's PDF documents on the site, allowed, once each, within their own cap", () => {
    const links = [
      page("/agb.pdf"),
      page("/agb.pdf#seite=2"),
      page("/DATENBLATT.PDF"),
      page("/intern/lager.pdf"),
      "https://other.example/fremd.pdf",
      page("/seite"),
      page("/c.pdf"),
    ];
    const known = new Set([page("/c.pdf")]);
    expect(documentsToCheck({ finalUrl: root }, links, site, 10, known)).toEqual([
      page("/agb.pdf"),
      page("/DATENBLATT.PDF"),
    ]);
    // Counted apart from the pages: one known document and a cap of two leave room for one.
    expect(documentsToCheck({ finalUrl: root }, links, site, 2, known)).toEqual([page("/agb.pdf")]);
    // A page that ended up on another site adds none.
    expect(documentsToCheck({ finalUrl: "https://other.example/" }, links, site, 10, new Set())).toEqual([]);
  });

  it("starts with the start page, then the sitemap's pages one hop away, once each, within the page cap", () => {
    const discovery = { rootUrl: root, sitemapUrls: [page("/a"), root, page("/a"), page("/b"), page("/c")] };
    expect(firstPages(discovery, { maxPages: 3, maxDepth: 5 })).toEqual([
      { url: root, depth: 0 },
      { url: page("/a"), depth: 1 },
      { url: page("/b"), depth: 1 },
    ]);
    // Sitemap pages are one hop: a depth cap of 0 leaves the start page alone.
    expect(firstPages(discovery, { maxPages: 3, maxDepth: 0 })).toEqual([{ url: root, depth: 0 }]);
  });

  it("adds a page's new links on the site, allowed and one hop deeper, as many as the cap leaves room for", () => {
    const links = [
      page("/b#top"),
      page("/a"),
      page("/intern/x"),
      "https://other.example/",
      page("/file.pdf"),
      page("/c"),
      page("/d"),
    ];
    const known = new Set([root, page("/a")]);
    expect(
      linksToEnqueue({ depth: 1, finalUrl: page("/a") }, links, site, { maxPages: 4, maxDepth: 5 }, known, 2),
    ).toEqual([
      { url: page("/b"), depth: 2 },
      { url: page("/c"), depth: 2 },
    ]);
  });

  it("adds nothing from a page at the depth cap or from a page that ended up off the site", () => {
    const limits = { maxPages: 100, maxDepth: 2 };
    expect(
      linksToEnqueue({ depth: 2, finalUrl: page("/a") }, [page("/b")], site, limits, new Set(), 1),
    ).toEqual([]);
    expect(
      linksToEnqueue(
        { depth: 0, finalUrl: "https://other.example/" },
        [page("/b")],
        site,
        limits,
        new Set(),
        1,
      ),
    ).toEqual([]);
  });

  it("scans one page at a time when the site asks for a Crawl-delay", () => {
    expect(pagesAtOnce(2000, 4)).toBe(1);
    expect(pagesAtOnce(0, 4)).toBe(4);
    expect(pagesAtOnce(0, 0)).toBe(1);
  });
});
