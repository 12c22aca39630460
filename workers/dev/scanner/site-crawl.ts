/**
 * A whole-site scan in memory, for the CLI and the benchmark: discovery, then pages breadth first from
 * the start page, the sitemap's pages and the links of scanned pages, within the site's origin, what
 * robots.txt allows, and the caps. The service does the same with D1 and the queue
 * (workers/core/runs/site-runs.server.ts); both follow the rules of the crawl frontier (../frontier.ts).
 */
import type {
  ReportLocale,
  ScanErrorCode,
  ScanLevel,
  ScanOutcome,
  SiteDiscovery,
  SitePageResult,
} from "#core/contract";
import { isInScope, normalizePageUrl, readRobots, siteScope } from "#core/crawl";
import { documentsToCheck, firstPages, linksToEnqueue, pagesAtOnce } from "#core/frontier";
import type { PdfDocumentOutcome } from "#core/pdf/document";
import type { LocalScanner } from "./scanner";

export type CrawlSiteOptions = {
  url: string;
  level: ScanLevel;
  locale: ReportLocale;
  maxPages: number;
  /** Link hops from the start page; sitemap pages count as 1. */
  maxDepth: number;
  /** Pages scanned at the same time (default 2); 1 whenever robots.txt asks for a crawl delay (pagesAtOnce). */
  concurrency?: number;
  /** After each page: pages done, and pages known so far (capped at maxPages). */
  onPage?: (done: number, found: number) => void;
  /**
   * Checks a linked PDF document (fetched through the address guard); without it documents are not
   * collected. At most maxDocuments (default maxPages), counted apart from the pages.
   */
  checkDocument?: (url: string) => Promise<PdfDocumentOutcome>;
  maxDocuments?: number;
  /** Addresses never to scan, linked or in the sitemap (a signed-in crawl's logout and destructive links). */
  skip?: (url: string) => boolean;
};

type Queued = { url: string; depth: number };

export async function crawlSite(
  scanner: Pick<LocalScanner, "scan" | "discover">,
  options: CrawlSiteOptions,
): Promise<{
  discovery: SiteDiscovery | { error: ScanErrorCode };
  pages: SitePageResult[];
  documents: PdfDocumentOutcome[];
}> {
  const { level, locale, maxPages, maxDepth, onPage, checkDocument } = options;
  const discovery = await scanner.discover(options.url, { maxUrls: maxPages });
  if ("error" in discovery) return { discovery, pages: [], documents: [] };

  const scope = siteScope(discovery.rootUrl);
  const robots = readRobots(discovery.rootUrl, discovery.robotsTxt);
  const delayMs = discovery.crawlDelayMs;
  const concurrency = pagesAtOnce(delayMs, options.concurrency ?? 2);
  const limits = { maxPages, maxDepth };

  // Everything ever queued, by its normalised address: the same page is never scanned twice, and link
  // loops end because a page seen before is never queued again.
  const seen = new Set<string>();
  const queue: Queued[] = [];
  let found = 0;
  const enqueue = (pages: Queued[]) => {
    for (const page of pages) {
      seen.add(page.url);
      found++;
      queue.push(page);
    }
  };
  enqueue(firstPages(discovery, limits).filter((page, index) => index === 0 || !options.skip?.(page.url)));

  const pages: SitePageResult[] = [];
  // Linked documents, checked one after another beside the pages: CPU work, not a browser tab.
  const documentUrls = new Set<string>();
  const documents: PdfDocumentOutcome[] = [];
  let documentChain = Promise.resolve();
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
      const { finalUrl, links } = outcome.report;
      enqueue(
        linksToEnqueue(
          { depth, finalUrl },
          links ?? [],
          { scope, robots, skip: options.skip },
          limits,
          seen,
          found,
        ),
      );
      if (checkDocument) {
        const maxDocuments = options.maxDocuments ?? maxPages;
        for (const document of documentsToCheck(
          { finalUrl },
          links ?? [],
          { scope, robots },
          maxDocuments,
          documentUrls,
        )) {
          documentUrls.add(document);
          // A signed-in crawl fetches nothing it may not visit, documents included.
          if (options.skip?.(document)) continue;
          documentChain = documentChain.then(async () => {
            documents.push(
              await checkDocument(document).catch(
                (): PdfDocumentOutcome => ({ ok: false, url: document, error: "internal" }),
              ),
            );
          });
        }
      }
      // A redirect within the site leads to a page that may also be linked: count it as seen.
      const normalized = normalizePageUrl(finalUrl);
      if (normalized !== null && isInScope(normalized, scope)) seen.add(normalized);
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
  await documentChain;
  return { discovery, pages, documents };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
