/**
 * A whole-site scan in memory, for the CLI and the benchmark: discovery, then pages breadth first from
 * the start page, the sitemap's pages and the links of scanned pages, within the site's origin, what
 * robots.txt allows, and the caps. The app does the same with D1 and the queue (workers/scanner/runs/site-runs.server.ts).
 */
import type {
  ReportLocale,
  ScanErrorCode,
  ScanLevel,
  ScanOutcome,
  SiteDiscovery,
  SitePageResult,
} from "../contract";
import { crawlableLinks, isInScope, normalizePageUrl, readRobots, siteScope } from "../crawl";
import type { LocalScanner } from "./scanner";

export type CrawlSiteOptions = {
  url: string;
  level: ScanLevel;
  locale: ReportLocale;
  maxPages: number;
  /** Link hops from the start page; sitemap pages count as 1. */
  maxDepth: number;
  /** Pages scanned at the same time (default 2); 1 whenever robots.txt asks for a crawl delay. */
  concurrency?: number;
  /** After each page: pages done, and pages known so far (capped at maxPages). */
  onPage?: (done: number, found: number) => void;
};

type Queued = { url: string; depth: number };

export async function crawlSite(
  scanner: Pick<LocalScanner, "scan" | "discover">,
  options: CrawlSiteOptions,
): Promise<{ discovery: SiteDiscovery | { error: ScanErrorCode }; pages: SitePageResult[] }> {
  const { level, locale, maxPages, maxDepth, onPage } = options;
  const discovery = await scanner.discover(options.url, { maxUrls: maxPages });
  if ("error" in discovery) return { discovery, pages: [] };

  const scope = siteScope(discovery.rootUrl);
  const robots = readRobots(discovery.rootUrl, discovery.robotsTxt);
  const delayMs = discovery.crawlDelayMs;
  const concurrency = delayMs > 0 ? 1 : Math.max(1, options.concurrency ?? 2);

  // Everything ever queued, by its normalised address: the same page is never scanned twice, and link
  // loops end because a page seen before is never queued again.
  const seen = new Set<string>();
  const queue: Queued[] = [];
  let found = 0;
  const enqueue = (url: string, depth: number) => {
    if (seen.has(url) || found >= maxPages || depth > maxDepth) return;
    seen.add(url);
    found++;
    queue.push({ url, depth });
  };
  // The start page is scanned whatever robots.txt says: the site's owner named it, as for a single scan.
  enqueue(discovery.rootUrl, 0);
  for (const url of discovery.sitemapUrls) enqueue(url, 1);

  const pages: SitePageResult[] = [];
  const running = new Set<Promise<void>>();
  let done = 0;
  let nextStartAt = 0;

  const scanOne = async ({ url, depth }: Queued, index: number) => {
    const outcome = await scanner
      .scan(url, { level, locale })
      .catch((error: unknown): ScanOutcome => ({ ok: false, error: "internal", detail: String(error) }));
    pages[index] = { url, depth, outcome };
    done++;
    if (outcome.ok) {
      // A redirect within the site leads to a page that may also be linked: count it as seen.
      const finalUrl = normalizePageUrl(outcome.report.finalUrl);
      if (finalUrl !== null && isInScope(finalUrl, scope)) seen.add(finalUrl);
      // Links of a page that left the site are not the site's.
      if (finalUrl !== null && isInScope(finalUrl, scope)) {
        for (const link of crawlableLinks(outcome.report.links ?? [], { scope, robots })) {
          enqueue(link, depth + 1);
        }
      }
    }
    onPage?.(done, found);
  };

  let started = 0;
  while (queue.length > 0 || running.size > 0) {
    const next = running.size < concurrency ? queue.shift() : undefined;
    if (next === undefined) {
      await Promise.race(running);
      continue;
    }
    if (delayMs > 0) {
      // Crawl-delay: with one page at a time, the next load starts that long after the last one ended,
      // so the site never sees two page loads closer together than asked, whatever a tab's set-up costs.
      const wait = nextStartAt - Date.now();
      if (wait > 0) await sleep(wait);
    }
    const task = scanOne(next, started++).finally(() => {
      running.delete(task);
      nextStartAt = Date.now() + delayMs;
    });
    running.add(task);
  }
  return { discovery, pages };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
