/**
 * The crawl frontier of a whole-site scan: which pages a site run starts with, which links of a scanned
 * page join it, the caps on pages and depth, de-duplication, and how a Crawl-delay paces the scan. One set
 * of rules for the CLI (in memory, workers/dev/scanner/site-crawl.ts) and the service (D1 and the queue,
 * workers/core/runs/site-runs.server.ts); each keeps the pages it knows its own way.
 * Runtime-agnostic: no Node imports.
 */
import type { SiteDiscovery } from "./contract";
import { crawlableLinks, documentLinks, isInScope, normalizePageUrl, type Robots } from "./crawl";

export type FrontierLimits = {
  /** Pages of the run at most, the start page included. */
  maxPages: number;
  /** Link hops from the start page; the sitemap's pages count as one hop. */
  maxDepth: number;
};

export type FrontierPage = { url: string; depth: number };

/**
 * The pages a site run starts with: the start page after redirects (scanned whatever robots.txt says: the
 * site's owner named it, as for a single scan), then the sitemap's pages one hop away, once each, within
 * the caps.
 */
export function firstPages(
  discovery: Pick<SiteDiscovery, "rootUrl" | "sitemapUrls">,
  limits: FrontierLimits,
): FrontierPage[] {
  const pages: FrontierPage[] = [{ url: discovery.rootUrl, depth: 0 }];
  if (limits.maxDepth < 1) return pages.slice(0, limits.maxPages);
  const seen = new Set([discovery.rootUrl]);
  for (const url of discovery.sitemapUrls) {
    if (seen.has(url)) continue;
    seen.add(url);
    pages.push({ url, depth: 1 });
  }
  return pages.slice(0, Math.max(0, limits.maxPages));
}

/**
 * The links of a scanned page that join the frontier, one hop deeper: none from a page at the depth cap
 * or from a page that ended up off the site (its links are not the site's); otherwise the page's
 * crawlable links (normalised, on the site, allowed by robots.txt, pages) not known yet, as many as the
 * page cap leaves room for. `found` is how many pages the run holds so far.
 */
export function linksToEnqueue(
  page: { depth: number; finalUrl: string },
  links: readonly string[],
  site: { scope: string; robots: Robots; skip?: (url: string) => boolean },
  limits: FrontierLimits,
  known: { has(url: string): boolean },
  found: number,
): FrontierPage[] {
  if (page.depth >= limits.maxDepth) return [];
  const finalUrl = normalizePageUrl(page.finalUrl);
  if (finalUrl === null || !isInScope(finalUrl, site.scope)) return [];
  const room = Math.max(0, limits.maxPages - found);
  return crawlableLinks(links, site)
    .filter((url) => url !== finalUrl && !known.has(url))
    .slice(0, room)
    .map((url) => ({ url, depth: page.depth + 1 }));
}

/**
 * The PDF documents a scanned page links to that join the run's documents: on the site, allowed by
 * robots.txt, not known yet, as many as the documents' own cap leaves room for. Documents are counted
 * apart from pages, so a site's PDFs never take the place of its pages; a page off the site adds none.
 */
export function documentsToCheck(
  page: { finalUrl: string },
  links: readonly string[],
  site: { scope: string; robots: Robots },
  maxDocuments: number,
  known: { has(url: string): boolean; size: number },
): string[] {
  const finalUrl = normalizePageUrl(page.finalUrl);
  if (finalUrl === null || !isInScope(finalUrl, site.scope)) return [];
  const room = Math.max(0, maxDocuments - known.size);
  return documentLinks(links, site)
    .filter((url) => !known.has(url))
    .slice(0, room);
}

/**
 * Pages of one run scanned at the same time. A site that asks for a Crawl-delay gets one page at a time,
 * and the next page load starts that long after the previous one ended, so the site never sees two page
 * loads closer together than asked, whatever a page's set-up costs.
 */
export function pagesAtOnce(crawlDelayMs: number, concurrency: number): number {
  return crawlDelayMs > 0 ? 1 : Math.max(1, concurrency);
}
