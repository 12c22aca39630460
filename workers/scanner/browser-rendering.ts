/**
 * One scan job on a @cloudflare/puppeteer browser, as the scanner Worker runs it on Browser Rendering.
 * Kept apart from worker.ts (queue, D1, module imports) so that the tests can drive it through
 * @cloudflare/puppeteer connected to the local Chromium.
 */
import type { Browser, Page } from "@cloudflare/puppeteer";
import type { ScanJob, ScanOutcome } from "#core/contract";
import { checkTarget, checkUrlSyntax, isRequestAllowed, type Resolver, type TargetPolicy } from "#core/guard";
import type { Check } from "./checks/types";
import { perJobResolver } from "./doh";
import { engineDefaults, openScanTab, type ScanOptions, type ScanTab } from "./engine";
import { type BrowserGuard, closeIfPopup, guardBrowser, noUnguardedConnectionsScript } from "./page-guard";

const viewport = { width: 1280, height: 800 };

export type BrowserRenderingScan = {
  axeSource: string;
  /** Our page code's bundle (ScanOptions.pageSource). */
  pageSource: string;
  axeLocaleDe: object;
  /** Production: { allowPrivate: false }. */
  policy: TargetPolicy;
  /**
   * Where host names lead: DNS over HTTPS in the Worker (doh.ts). Asked before the navigation and for
   * every host a request of the page goes to; a name with any non-public address is refused.
   */
  resolve: Resolver;
  /** Requests the page and every target it creates may make together (engineDefaults by default). */
  maxRequests?: number;
  /** Our checks to run after axe-core (every one by default; [] for axe-core alone). */
  checks?: readonly Check[];
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
  options: BrowserRenderingScan,
): Promise<ScanOutcome> {
  return withBrowserRenderingTab(browser, job.url, options, job, (tab, _page, scanOptions) =>
    tab.scan(job.url, scanOptions),
  );
}

/**
 * Scan jobs one after another on one connected browser, as a batch of queue messages brings them: the
 * browser's guard is set up once and renewed for each job, and a run's pages share its browser context
 * and one tab, left on about:blank between them (as the local scanner's tab pool does). A job of another
 * run gets a new context, and a tab a page left unfit (a timeout, a crash) is replaced. Each job gets
 * the outcome scanJobInBrowser would give it; close() when the batch is done.
 */
export function reusableScanTabs(browser: Browser, options: BrowserRenderingScan) {
  const { policy, resolve, maxRequests = engineDefaults.maxRequests } = options;
  let guard: Promise<BrowserGuard> | undefined;
  let current:
    | { runId: string; context: Awaited<ReturnType<Browser["createBrowserContext"]>>; tab?: ScanTab }
    | undefined;

  async function closeCurrent() {
    const closing = current;
    current = undefined;
    await closing?.context.close().catch(() => {});
  }

  async function tabFor(runId: string): Promise<ScanTab> {
    if (current && (current.runId !== runId || !current.tab?.reusable)) await closeCurrent();
    if (!current) {
      const context = await browser.createBrowserContext();
      context.on("targetcreated", closeIfPopup);
      current = { runId, context };
    }
    if (!current.tab) {
      const page = await current.context.newPage();
      await page.setViewport(viewport);
      await page.evaluateOnNewDocument(noUnguardedConnectionsScript);
      current.tab = await openScanTab(page);
    }
    return current.tab;
  }

  return {
    async scan(job: ScanJob): Promise<ScanOutcome> {
      const jobResolve = perJobResolver(resolve);
      const checked = await checkTarget(job.url, policy, jobResolve);
      if (!checked.ok) return { ok: false, error: checked.error, detail: checked.reason };
      const isAllowed = async (url: string) =>
        isRequestAllowedWithoutDns(url, policy) && (await isRequestAllowed(url, policy, jobResolve));
      guard ??= guardBrowser(browser, isAllowed, maxRequests).catch((error: unknown) => {
        guard = undefined;
        throw error;
      });
      (await guard).renew(isAllowed);
      const tab = await tabFor(job.runId);
      try {
        return await tab.scan(job.url, scanOptionsOf(options, job, isAllowed));
      } finally {
        // What the page left running ends before the next job; an unfit tab goes with its context.
        if (tab.reusable) await tab.blank().catch(() => {});
        if (!tab.reusable) await closeCurrent();
      }
    },
    async close() {
      await closeCurrent();
      await (await guard?.catch(() => undefined))?.stop();
    },
  };
}

function scanOptionsOf(
  {
    axeSource,
    pageSource,
    axeLocaleDe,
    maxRequests = engineDefaults.maxRequests,
    checks,
  }: BrowserRenderingScan,
  job: Pick<ScanJob, "level" | "locale" | "pictures">,
  isAllowed: (url: string) => Promise<boolean>,
): ScanOptions {
  return {
    level: job.level,
    locale: job.locale,
    axeSource,
    pageSource,
    axeLocaleDe,
    isAllowed,
    maxRequests,
    pictures: job.pictures,
    ...(checks ? { checks } : {}),
  };
}

/**
 * A scan tab in a browser context of its own, behind the page's and the browser's guard, for whatever
 * runs on it: a scan, a signed-in scan, a flow (steps.ts). The target's address is checked first; a
 * refused one never reaches the browser and is the outcome.
 */
export async function withBrowserRenderingTab<T>(
  browser: Browser,
  target: string,
  options: BrowserRenderingScan,
  job: Pick<ScanJob, "level" | "locale" | "pictures">,
  use: (tab: ScanTab, page: Page, scanOptions: ScanOptions) => Promise<T>,
): Promise<T | Extract<ScanOutcome, { ok: false }>> {
  const { policy, resolve, maxRequests = engineDefaults.maxRequests } = options;
  const jobResolve = perJobResolver(resolve);
  // Refused targets never reach the browser: a name that leads to a private address included.
  const checked = await checkTarget(target, policy, jobResolve);
  if (!checked.ok) return { ok: false, error: checked.error, detail: checked.reason };

  // Every request, redirect hops included, is checked by URL and by what its host name resolves to.
  const isAllowed = async (url: string) =>
    isRequestAllowedWithoutDns(url, policy) && (await isRequestAllowed(url, policy, jobResolve));
  const browserGuard = await guardBrowser(browser, isAllowed, maxRequests);
  const context = await browser.createBrowserContext();
  context.on("targetcreated", closeIfPopup);
  try {
    const page = await context.newPage();
    await page.setViewport(viewport);
    await page.evaluateOnNewDocument(noUnguardedConnectionsScript);
    const tab = await openScanTab(page);
    return await use(tab, page, scanOptionsOf(options, job, isAllowed));
  } finally {
    await context.close().catch(() => {});
    await browserGuard.stop();
  }
}

/**
 * The part of the page-level guard on Browser Rendering that needs no DNS: scheme, credentials, IP
 * literals (private, loopback, link-local, metadata addresses) and internal names (localhost, *.local,
 * *.internal, single labels). scanJobInBrowser adds what the name resolves to over DNS over HTTPS. What
 * neither can stop is DNS rebinding: Browser Rendering's Chromium resolves names again, in Cloudflare's
 * network, and may get another answer than ours (docs/decisions/003).
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
