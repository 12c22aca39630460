/**
 * One scan job on a @cloudflare/puppeteer browser, as the scanner Worker runs it on Browser Rendering.
 * Kept apart from worker.ts (queue, D1, module imports) so that the tests can drive it through
 * @cloudflare/puppeteer connected to the local Chromium.
 */
import type { Browser } from "@cloudflare/puppeteer";
import type { ScanJob, ScanOutcome } from "./contract";
import { engineDefaults, openScanTab } from "./engine";
import { checkUrlSyntax, type TargetPolicy } from "./guard";
import { closeIfPopup, guardBrowser, noUnguardedConnectionsScript } from "./page-guard";

const viewport = { width: 1280, height: 800 };

export type BrowserRenderingScan = {
  axeSource: string;
  axeLocaleDe: object;
  /** Production: { allowPrivate: false }. */
  policy: TargetPolicy;
  /** Requests the page and every target it creates may make together (engineDefaults by default). */
  maxRequests?: number;
};

/**
 * Scans the job's page in a browser context of its own: jobs of different customers share the warm
 * browser, never cookies, storage or cache. Besides the page's own guard, the browser's guard covers
 * the targets the page creates (popups, workers), and the page gets no WebSockets or shared and service
 * workers: no filtering proxy stands behind Browser Rendering's Chromium.
 */
export async function scanJobInBrowser(
  browser: Browser,
  job: ScanJob,
  { axeSource, axeLocaleDe, policy, maxRequests = engineDefaults.maxRequests }: BrowserRenderingScan,
): Promise<ScanOutcome> {
  const target = checkUrlSyntax(job.url, policy);
  if (!target.ok) return { ok: false, error: target.error, detail: target.reason };

  const isAllowed = async (url: string) => isRequestAllowedWithoutDns(url, policy);
  const browserGuard = await guardBrowser(browser, isAllowed, maxRequests);
  const context = await browser.createBrowserContext();
  context.on("targetcreated", closeIfPopup);
  try {
    const page = await context.newPage();
    await page.setViewport(viewport);
    await page.evaluateOnNewDocument(noUnguardedConnectionsScript);
    const tab = await openScanTab(page);
    return await tab.scan(job.url, {
      level: job.level,
      locale: job.locale,
      axeSource,
      axeLocaleDe,
      isAllowed,
      maxRequests,
      pictures: job.pictures,
    });
  } finally {
    await context.close().catch(() => {});
    await browserGuard.stop();
  }
}

/**
 * The page-level guard on Browser Rendering, without DNS. The local scanner resolves every host name
 * (guard.ts isRequestAllowed) and connects through a resolve-then-connect proxy; a Worker has no DNS API
 * short of DNS-over-HTTPS, and Browser Rendering's Chromium resolves names itself, in Cloudflare's
 * network, so an answer we fetched need not be the one it uses. Checked here: scheme, credentials, IP
 * literals (private, loopback, link-local, metadata addresses) and internal names (localhost, *.local,
 * *.internal, single labels). Not checked: a public name that resolves to a private address, and DNS
 * rebinding. The trade-off holds because the browser does not run in our network: from Cloudflare's
 * network a private address reaches nothing of ours (D1 and our Workers are not addressable by IP).
 */
export function isRequestAllowedWithoutDns(url: string, policy: TargetPolicy): boolean {
  const scheme = url.slice(0, url.indexOf(":") + 1).toLowerCase();
  switch (scheme) {
    case "http:":
    case "https:":
      return checkUrlSyntax(url, policy).ok;
    case "ws:":
    case "wss:":
      // Same host and default port as http(s); checked as such.
      return checkUrlSyntax(`${scheme === "ws:" ? "http:" : "https:"}${url.slice(scheme.length)}`, policy).ok;
    case "data:":
    case "blob:":
      // Content the page already holds: no connection is made.
      return true;
    default:
      return url === "about:blank" || url === "about:srcdoc";
  }
}
