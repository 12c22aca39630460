/**
 * The crawler's pure parts: who we are to the sites we visit, which addresses count as pages of a site,
 * what robots.txt allows us, and what a sitemap lists. Runtime-agnostic (no Node imports): the app, the
 * scanner Worker and the local scanner share it.
 */
import robotsParser from "robots-parser";

/** The product token site owners name in robots.txt ("User-agent: KlarsichtBot"). */
export const crawlerToken = "KlarsichtBot";
export const crawlerVersion = "1.0";
/** Our public page about the bot (the app serves /crawler). */
export const crawlerInfoUrl = "https://klarsicht.de/crawler";
/** For robots.txt and sitemap fetches. */
export const crawlerUserAgent = `Mozilla/5.0 (compatible; ${crawlerToken}/${crawlerVersion}; +${crawlerInfoUrl})`;
/** Appended to the browser's own user agent, so that scanned pages can tell who visits them. */
export const browserUserAgentSuffix = ` ${crawlerToken}/${crawlerVersion} (+${crawlerInfoUrl})`;

/**
 * robots.txt's Crawl-delay, honoured up to this. Larger values are read as this much: a run of a few
 * hundred pages must end within the hour, and whole-site scans are started by the site's owner, who can
 * lower the page cap instead. 10 s is what the major crawlers that read Crawl-delay at all accept too.
 */
export const maxCrawlDelayMs = 10_000;

/**
 * The canonical spelling of a page address, so that one page is scanned once: http(s) only, no
 * fragment, no credentials, host in lower case, no default port, no empty "?". null for anything else.
 */
export function normalizePageUrl(input: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // The guard refuses addresses with credentials; they are no page of anybody's site.
  if (url.username !== "" || url.password !== "") return null;
  // The URL parser already lowercases the host, drops default ports and resolves dot segments.
  url.hash = "";
  if (url.search === "") url.search = "";
  url.hostname = url.hostname.replace(/\.+$/, "");
  return url.href;
}

/** The origin every page of the site shares: the start address's origin after redirects. */
export function siteScope(rootUrl: string): string {
  return new URL(rootUrl).origin;
}

export function isInScope(url: string, scope: string): boolean {
  try {
    return new URL(url).origin === scope;
  } catch {
    return false;
  }
}

/**
 * Extensions of files that are not web pages. Addresses without an extension, and .html, .php, .aspx
 * and the like, count as pages: a server decides what it answers, the scan then says "not_html".
 */
const fileExtensions = new Set(
  (
    "pdf doc docx xls xlsx ppt pptx odt ods odp rtf txt csv tsv json xml rss atom ics vcf " +
    "jpg jpeg png gif webp avif svg ico bmp tif tiff heic " +
    "mp3 mp4 m4a m4v ogg oga ogv wav webm mov avi mkv flac " +
    "zip gz tgz bz2 xz 7z rar tar dmg exe msi apk deb rpm iso bin " +
    "css js mjs map wasm woff woff2 ttf otf eot epub"
  ).split(" "),
);

/** false for addresses that name a file that is not a web page, by its extension. */
export function looksLikePage(url: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return false;
  }
  const name = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return true;
  return !fileExtensions.has(name.slice(dot + 1).toLowerCase());
}

export type Robots = {
  isAllowed(url: string): boolean;
  /** Crawl-delay for our token (or "*"), in ms, capped at maxCrawlDelayMs; 0 when none. */
  crawlDelayMs: number;
  /** Sitemap: lines, as written. */
  sitemaps: string[];
};

/**
 * A robots.txt that disallows everything: what RFC 9309 (2.3.1.3, 2.3.1.4) asks a crawler to assume
 * when the file cannot be read because the server failed. Stored in its place, so that whoever reads
 * the discovery later applies the same rules.
 */
export function unreachableRobotsTxt(reason: string): string {
  return `# robots.txt could not be read (${reason}): everything disallowed, as RFC 9309 asks\nUser-agent: *\nDisallow: /\n`;
}

/**
 * robots.txt for the site of rootUrl, as our crawler reads it (robots-parser: the group naming our
 * token, else "*"; longest match wins; Allow wins a tie). null (no robots.txt) allows everything.
 * Addresses of other origins are not this file's to allow: isAllowed says false.
 */
export function readRobots(rootUrl: string, robotsTxt: string | null): Robots {
  const robotsUrl = new URL("/robots.txt", rootUrl).href;
  if (robotsTxt === null) {
    const scope = siteScope(rootUrl);
    return { isAllowed: (url) => isInScope(url, scope), crawlDelayMs: 0, sitemaps: [] };
  }
  const robots = robotsParser(robotsUrl, robotsTxt);
  const delaySeconds = robots.getCrawlDelay(crawlerToken);
  const crawlDelayMs =
    delaySeconds === undefined || !Number.isFinite(delaySeconds) || delaySeconds <= 0
      ? 0
      : Math.min(Math.round(delaySeconds * 1000), maxCrawlDelayMs);
  return {
    isAllowed: (url) => robots.isAllowed(url, crawlerToken) === true,
    crawlDelayMs,
    sitemaps: robots.getSitemaps(),
  };
}

/**
 * The links of a scanned page worth scanning next: normalised, de-duplicated, on the site, allowed, pages,
 * and not among those the crawl must skip (a signed-in crawl skips logout and destructive links:
 * steps.ts destructiveLinkFilter).
 */
export function crawlableLinks(
  links: readonly string[],
  site: { scope: string; robots: Robots; skip?: (url: string) => boolean },
): string[] {
  const result = new Set<string>();
  for (const link of links) {
    const url = normalizePageUrl(link);
    if (url === null || result.has(url)) continue;
    if (site.skip?.(url)) continue;
    if (isInScope(url, site.scope) && looksLikePage(url) && site.robots.isAllowed(url)) result.add(url);
  }
  return [...result];
}

/**
 * The PDF documents a page links to on the same site, allowed by robots.txt: addresses whose path ends
 * in ".pdf", normalised and once each. A PDF served under another name is found when a page scan meets it.
 */
export function documentLinks(links: readonly string[], site: { scope: string; robots: Robots }): string[] {
  const result = new Set<string>();
  for (const link of links) {
    const url = normalizePageUrl(link);
    if (url === null || result.has(url) || !isInScope(url, site.scope)) continue;
    if (/\.pdf$/i.test(new URL(url).pathname) && site.robots.isAllowed(url)) result.add(url);
  }
  return [...result];
}

/**
 * The <loc> entries of a sitemap (<urlset>) or sitemap index (<sitemapindex>), entities decoded.
 *
 * Read with a small scanner rather than an XML parser on purpose: sitemaps hold up to 50,000 entries of
 * a known flat shape, an XML parser builds an object tree of all of it, and entity-expansion limits of
 * parsers trip over the many "&amp;" of query strings. Only the sitemap namespace's own <loc> counts:
 * extensions such as <image:loc> name images, not pages. A cut-off file yields what came before the cut.
 */
export function parseSitemap(xml: string): { kind: "urlset" | "index"; locations: string[] } {
  const root = /<(?:([A-Za-z_][\w.-]*):)?(urlset|sitemapindex)[\s>/]/.exec(xml);
  const kind = root?.[2] === "sitemapindex" ? "index" : "urlset";
  if (!root) return { kind, locations: [] };
  const prefix = root[1] === undefined ? "" : `${root[1]}:`;
  const escapedPrefix = prefix.replace(/[.]/g, "\\.");
  const loc = new RegExp(`<${escapedPrefix}loc\\s*>([\\s\\S]*?)</${escapedPrefix}loc\\s*>`, "g");
  const locations: string[] = [];
  for (const match of xml.slice(root.index).matchAll(loc)) {
    const text = decodeXmlText(match[1] ?? "").trim();
    if (text !== "") locations.push(text);
  }
  return { kind, locations };
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXmlText(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw);
  if (cdata) return cdata[1] ?? "";
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return namedEntities[name] ?? entity;
  });
}
