/**
 * Site discovery: from a start address to the site's scope, its robots.txt and the pages its sitemaps
 * list. Runtime-agnostic: every request goes through a GuardedFetch, which checks each address (and
 * each redirect hop) against the SSRF guard — local/fetch.ts in Node, fetch-without-dns.ts in a Worker.
 */
import type { ScanErrorCode, SiteDiscovery } from "./contract";
import {
  isInScope,
  looksLikePage,
  normalizePageUrl,
  parseSitemap,
  readRobots,
  siteScope,
  unreachableRobotsTxt,
} from "./crawl";

export type FetchResponse = {
  ok: true;
  status: number;
  /** The final address, after redirects. */
  url: string;
  /** The Content-Type header's media type, lower case, without parameters ("" when none). */
  contentType: string;
  /** At most maxBytes; raw (a gzip-encoded body may still be compressed: see decodeBody). */
  body: Uint8Array;
  /** The body went on beyond maxBytes; the rest was not read. */
  truncated?: boolean;
};

/**
 * GETs an address with our crawler's user agent, following redirects, each hop checked by the SSRF guard.
 * HTTP error statuses are responses (ok: true); refused addresses and network failures are errors.
 */
export type GuardedFetch = (
  url: string,
  options: { maxBytes: number; accept?: string },
) => Promise<FetchResponse | { ok: false; error: ScanErrorCode }>;

export const discoveryLimits = {
  /** The start page is only read to learn where it ends up. */
  startPageBytes: 256 * 1024,
  /** RFC 9309 asks crawlers to read at least 500 KiB of robots.txt. */
  robotsBytes: 512 * 1024,
  /** Per sitemap file, on the wire and decompressed (the protocol allows 50 MB; we keep Workers' memory). */
  sitemapBytes: 16 * 1024 * 1024,
  /** Sitemap index nesting: robots.txt's sitemap is level 1. */
  sitemapDepth: 3,
  sitemapFiles: 50,
} as const;

const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);

export async function discoverSite(
  startUrl: string,
  fetch: GuardedFetch,
  limits: { maxUrls: number },
): Promise<SiteDiscovery | { error: ScanErrorCode }> {
  const start = normalizePageUrl(startUrl);
  if (start === null) return { error: "invalid_url" };
  const page = await fetch(start, { maxBytes: discoveryLimits.startPageBytes, accept: "text/html" });
  if (!page.ok) return { error: page.error };
  if (page.status >= 400) return { error: "http_error" };
  if (page.contentType !== "" && !htmlTypes.has(page.contentType)) return { error: "not_html" };
  const rootUrl = normalizePageUrl(page.url);
  if (rootUrl === null) return { error: "invalid_url" };
  const scope = siteScope(rootUrl);

  const { robotsTxt, unreachable } = await fetchRobotsTxt(rootUrl, fetch);
  const robots = readRobots(rootUrl, robotsTxt);

  const sitemapUrls: string[] = [];
  const seen = new Set([rootUrl]);
  const addPage = (location: string) => {
    if (sitemapUrls.length >= limits.maxUrls) return;
    const url = normalizePageUrl(location);
    if (url === null || seen.has(url)) return;
    seen.add(url);
    if (isInScope(url, scope) && looksLikePage(url) && robots.isAllowed(url)) sitemapUrls.push(url);
  };

  const declared = robots.sitemaps
    .map((location) => normalizePageUrl(location, rootUrl))
    .filter((url): url is string => url !== null);
  // Without readable rules everything is disallowed: no sitemap is worth fetching then.
  if (!unreachable) {
    const fallback = new URL("/sitemap.xml", rootUrl).href;
    const roots = declared.length > 0 ? declared : robots.isAllowed(fallback) ? [fallback] : [];
    await readSitemaps(roots, fetch, {
      // Sitemaps named in robots.txt may live elsewhere (a CDN); what they point to must stay there or here.
      origins: new Set([scope, ...declared.map((url) => new URL(url).origin)]),
      addPage,
      isFull: () => sitemapUrls.length >= limits.maxUrls,
    });
  }

  return { rootUrl, robotsTxt, crawlDelayMs: robots.crawlDelayMs, sitemapUrls };
}

/**
 * robots.txt as text, or null when there is none (any 4xx: allow everything). A server error or no
 * answer at all means "disallow everything" under RFC 9309 (2.3.1.3/2.3.1.4): the site may be unable to
 * tell us its rules right now, and guessing "allow" could send us where the owner said no.
 */
async function fetchRobotsTxt(
  rootUrl: string,
  fetch: GuardedFetch,
): Promise<{ robotsTxt: string | null; unreachable: boolean }> {
  const response = await fetch(new URL("/robots.txt", rootUrl).href, {
    maxBytes: discoveryLimits.robotsBytes,
    accept: "text/plain",
  });
  if (!response.ok) return { robotsTxt: unreachableRobotsTxt(response.error), unreachable: true };
  if (response.status >= 500) {
    return { robotsTxt: unreachableRobotsTxt(`HTTP ${response.status}`), unreachable: true };
  }
  const none = { robotsTxt: null, unreachable: false };
  if (response.status >= 400) return none;
  // A redirect that ended on a page of another kind (a login page, say) is no robots.txt: no rules.
  if (response.status !== 200 || (response.contentType !== "" && response.contentType !== "text/plain"))
    return none;
  // Read what fits: rules past the cap are ignored, as RFC 9309 allows.
  const bytes = await decodeBody(response.body, discoveryLimits.robotsBytes);
  return bytes === null ? none : { robotsTxt: new TextDecoder().decode(bytes), unreachable: false };
}

/** Breadth first through sitemap indexes, at most sitemapDepth levels and sitemapFiles files. */
async function readSitemaps(
  roots: string[],
  fetch: GuardedFetch,
  site: { origins: Set<string>; addPage: (url: string) => void; isFull: () => boolean },
): Promise<void> {
  const fetched = new Set<string>();
  let level = [...new Set(roots)];
  for (let depth = 1; depth <= discoveryLimits.sitemapDepth && level.length > 0; depth++) {
    const next: string[] = [];
    for (const sitemapUrl of level) {
      if (site.isFull() || fetched.size >= discoveryLimits.sitemapFiles) return;
      if (fetched.has(sitemapUrl)) continue;
      fetched.add(sitemapUrl);
      const sitemap = await fetchSitemap(sitemapUrl, fetch);
      if (sitemap === null) continue;
      if (sitemap.kind === "urlset") {
        for (const location of sitemap.locations) site.addPage(location);
        continue;
      }
      for (const location of sitemap.locations) {
        const url = normalizePageUrl(location, sitemapUrl);
        if (url !== null && site.origins.has(new URL(url).origin) && !fetched.has(url)) next.push(url);
      }
    }
    level = next;
  }
}

/** A sitemap file, or null when it cannot be had or read (it is skipped, discovery goes on). */
async function fetchSitemap(
  url: string,
  fetch: GuardedFetch,
): Promise<ReturnType<typeof parseSitemap> | null> {
  const response = await fetch(url, {
    maxBytes: discoveryLimits.sitemapBytes,
    accept: "application/xml, text/xml;q=0.9, */*;q=0.5",
  });
  // A sitemap cut off would lose its last entries silently; too large ones are skipped instead.
  if (!response.ok || response.status !== 200 || response.truncated) return null;
  const bytes = await decodeBody(response.body, discoveryLimits.sitemapBytes);
  if (bytes === null) return null;
  return parseSitemap(new TextDecoder().decode(bytes));
}

/**
 * The body with gzip undone: .xml.gz files are gzip, and a Content-Encoding: gzip that the fetcher left
 * alone is too (at most two layers: a .gz file sent gzip-encoded). null when the decompressed size
 * exceeds maxBytes (a small gzip can unpack to gigabytes) or the data is broken.
 */
export async function decodeBody(body: Uint8Array, maxBytes: number): Promise<Uint8Array | null> {
  let bytes = body;
  for (let layer = 0; layer < 2 && isGzip(bytes); layer++) {
    const inflated = await gunzip(bytes, maxBytes);
    if (inflated === null) return null;
    bytes = inflated;
  }
  return bytes;
}

function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

async function gunzip(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array | null> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream("gzip"));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  return concatBytes(chunks, size);
}

export function concatBytes(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const result = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return result;
}
