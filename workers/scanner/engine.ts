/**
 * The scan engine: load one page, let it settle, run axe-core, normalise the results. Runtime-agnostic
 * (no Node imports): the local scanner drives it with puppeteer-core, the scanner Worker with
 * @cloudflare/puppeteer, both through the structural types in browser.ts.
 *
 * Speed: axe-core is 650 KB of JavaScript. Compiling it costs 100–150 ms in a renderer process that has
 * not seen it yet, and ~40 ms (running its set-up) in one that has, because V8 keeps compiled scripts per
 * process. A tab (ScanTab) is therefore kept and reused: navigations within a site stay in the tab's
 * renderer process, so a site's second and later pages get axe almost for free.
 */

import {
  type PageReport,
  type PageTimings,
  type PartialCoverage,
  type ReportLocale,
  reportCaps,
  reportSize,
  type ScanErrorCode,
  type ScanLevel,
  type ScanOutcome,
} from "#core/contract";
import { browserUserAgentSuffix } from "#core/crawl";
import { completeGermanLocale } from "#core/rules/axe/locale-de";
import { validSiteFacts } from "#core/rules/site";
import { axeRunTagsOf } from "#core/wcag";
import { normalizeAxeResults } from "./axe-results";
import type { MinimalBrowser, MinimalCDPSession, MinimalPage } from "./browser";
import { klarsichtChecks } from "./checks";
import { rulesOfChecks, runChecks, withOwnFindings } from "./checks/run";
import { siteFactsScript } from "./checks/site-facts";
import type { Check } from "./checks/types";
import { inventoryScript, validInventory } from "./inventory";
import { guardPage, type HeadersFor } from "./page-guard";
import {
  type AxeFrameContext,
  type AxeRunArgs,
  axeBootstrapScript,
  axeFinishScript,
  axeRuleIdsScript,
  axeRunScript,
  bootstrapScript,
  type DocumentInfo,
  type DomQuiet,
  documentInfoScript,
  domQuietForScript,
  frameElementScript,
  keepFirstElementsScript,
  linksScript,
  scannerWorldName,
} from "./page-scripts";
import { takePictures } from "./pictures";

export type SettleOptions = {
  /** The page counts as settled once neither network nor DOM changed for this long. */
  quietMs: number;
  /** Upper bound of the settle wait; pages that never go quiet (polling, animations) are scanned then. */
  maxMs: number;
};

/**
 * Per phase, in ms. loadMs runs to DOMContentLoaded and includes evaluating axe, which happens as each
 * document starts (bootstrapScript); injectMs is then only configuring it, or the fallback injection.
 */
export type ScanTimings = Required<PageTimings> & {
  totalMs: number;
  /** Each of our checks' own time, by check name (they overlap: read checks run together). */
  checks: Record<string, number>;
};

export type ScanOptions = {
  level: ScanLevel;
  locale: ReportLocale;
  /** axe-core's script (axe.min.js) as text: each runtime loads it its own way. */
  axeSource: string;
  /**
   * Our page code (workers/scanner/page) bundled into one script, which the checks call into: each
   * runtime loads it its own way (the Worker as a text module built by wrangler's build command, Node
   * by bundling it as the scanner starts).
   */
  pageSource: string;
  /** axe-core/locales/de.json; completed with locale-de.ts before use. */
  axeLocaleDe: object;
  /** The page-level SSRF guard: asked for every request the page makes, the navigation included. */
  isAllowed: (url: string) => Promise<boolean>;
  /**
   * Time for the whole scan of a small page (load, settle, axe, checks); larger pages get more, up to
   * maxTimeoutMs (see scanBudgetMs).
   */
  timeoutMs?: number;
  /** The hard cap on a scan's time, whatever the page's size (engineDefaults.maxTimeoutMs by default). */
  maxTimeoutMs?: number;
  settle?: Partial<SettleOptions>;
  /** Caps on what the page may load; beyond them the load is stopped and the scan fails "too_large". */
  maxRequests?: number;
  maxBytes?: number;
  /** Cap on the report's size (reportCaps.reportBytes by default); beyond it the scan fails "report_too_large". */
  maxReportBytes?: number;
  /** Cap on axe's intermediate results of pages with frames (reportCaps.partialLength by default). */
  maxPartialResultsLength?: number;
  /**
   * A tab whose renderer holds more than this after a scan (JavaScript heap and the buffers it holds
   * outside it) is killed and replaced, not reused (engineDefaults.maxRendererBytes by default).
   */
  maxRendererBytes?: number;
  /** Elements axe checks at most (engineDefaults.maxCheckedElements by default); see PageReport.partial. */
  maxCheckedElements?: number;
  /** Called once per scan, also for failed ones (with the phases reached), e.g. for benchmarks. */
  onTimings?: (timings: ScanTimings) => void;
  /** Klarsicht's own checks, run after axe (all of them by default; [] for axe-core alone). */
  checks?: readonly Check[];
  /** Take the page's screenshot and its findings' crops after the checks (pictures.ts). */
  pictures?: boolean;
};

export const engineDefaults = {
  timeoutMs: 15_000,
  /**
   * A scan never takes longer than this: well within a run's lease (RUN_LEASE_MS, 3 minutes) and what a
   * queue consumer may hold a browser for.
   */
  maxTimeoutMs: 60_000,
  /**
   * What a scan gets on top of timeoutMs per element of the page. axe-core alone took about 15 s for a
   * page of 1,500 links on the busy 2-core machine, 10 ms an element: such a page gets 30 s.
   */
  budgetMsPerElement: 10,
  /** The share of the time left after the page was read that axe leaves for our own checks. */
  checksShare: 0.25,
  settle: { quietMs: 100, maxMs: 1_500 },
  maxRequests: 300,
  maxBytes: 15 * 1024 * 1024,
  /** No honest page needs this much after its scan; a page that keeps allocating gets there. */
  maxRendererBytes: 512 * 1024 * 1024,
  /**
   * axe pings each frame and waits this long for an answer (axe's default: 500 ms). Same-origin frames,
   * which carry axe, answer within milliseconds; cross-origin ones never do, so this is what each page
   * with such a frame (a video, a map) pays before the frame is reported as untested.
   */
  framePingMs: 200,
  /**
   * The main document's HTML as sent (for checks of the source) is read up to this many characters;
   * longer documents are not checked for source errors.
   */
  maxSourceLength: 2 * 1024 * 1024,
  /**
   * Elements axe checks in a page at most. A larger page (a catalogue of tens of thousands of elements)
   * cannot be checked whole in time: its first elements are, as many as the time left allows, and its
   * report is marked partial, rather than running out of time with nothing.
   */
  maxCheckedElements: 5_000,
  /**
   * What axe takes per element on a large page, measured on a busy 2-core machine (2,000 elements of a
   * product catalogue in 7.7 s), with room: how many elements of a large page fit in the time left.
   */
  axeMsPerElement: 4,
  /** Kept free of the time left for what follows axe on a large page (normalising, links, site facts). */
  afterAxeMs: 2_000,
} as const;

/** A browser tab prepared for scanning, reused for one scan after another. */
export type ScanTab = {
  scan(url: string, options: ScanOptions): Promise<ScanOutcome>;
  /** false once a scan ended in a state the next scan must not inherit (timeout, caps, crash). */
  readonly reusable: boolean;
  /**
   * Ends what the last page left running (timers, workers, a spinning script about to start) by
   * loading about:blank. A tab that cannot get there within a second stops being reusable.
   */
  blank(): Promise<void>;
  close(): Promise<void>;
  /**
   * Scans the document the tab shows now, as it is, without loading it again: the page state a login
   * or a flow step (steps.ts) led to. The report's url is the page's address.
   */
  scanCurrent(options: ScanOptions): Promise<ScanOutcome>;
  /**
   * The guard for requests between scans, while steps drive the tab (a login, a flow); none pass
   * without one (the default). Scans use their own options' guard.
   */
  allowBetweenScans(isAllowed: ((url: string) => Promise<boolean>) | undefined): void;
  /** Headers requests get from now on, between and during scans (a login profile's; steps.ts). */
  setRequestHeaders(headersFor: HeadersFor | undefined): void;
};

/** Scans one page in a fresh tab. For many pages, openScanTab and reuse the tab: it is much faster. */
export async function scanPage(
  browser: MinimalBrowser,
  url: string,
  options: ScanOptions,
): Promise<ScanOutcome> {
  let page: MinimalPage;
  try {
    page = await browser.newPage();
  } catch (error) {
    return failure("browser_error", error);
  }
  try {
    const tab = await openScanTab(page);
    return await tab.scan(url, options);
  } catch (error) {
    return failure("browser_error", error);
  } finally {
    await page.close().catch(() => {});
  }
}

/** Prepares a tab for scanning: request guard, network accounting, HTTP cache. Call before it navigates. */
export async function openScanTab(page: MinimalPage): Promise<ScanTab> {
  const cdp = await page.createCDPSession();
  const { frameTree } = (await cdp.send("Page.getFrameTree")) as { frameTree: { frame: { id: string } } };
  const tab = new Tab(page, cdp, frameTree.frame.id);
  tab.listen();
  // This session keeps response bodies only as long as it takes to read the main document's (see
  // PageLoad.source): a small buffer, and nothing over the source cap.
  await cdp.send("Network.enable", {
    maxTotalBufferSize: 4 * engineDefaults.maxSourceLength,
    maxResourceBufferSize: engineDefaults.maxSourceLength,
  });
  // An alert() would block the page, and axe with it, until someone answers it.
  await cdp.send("Page.enable");
  // Files the page tries to download stay where they are.
  await cdp.send("Page.setDownloadBehavior", { behavior: "deny" }).catch(() => {});
  await identifyAsCrawler(cdp);
  await guardPage(
    page,
    (url) => tab.allowRequest(url),
    (url) => tab.noteRefused(url),
    (url) => tab.headersFor?.(url),
    () => tab.scanning,
  );
  // Request interception switches puppeteer's HTTP cache off; a site's pages share CSS and scripts.
  await page.setCacheEnabled(true);
  return tab;
}

/**
 * The browser's own user agent plus our crawler's token, so that site owners see who visits and can
 * address us in robots.txt. Once per tab (one protocol round trip): it holds for all its navigations.
 */
async function identifyAsCrawler(cdp: MinimalCDPSession): Promise<void> {
  try {
    const { userAgent } = (await cdp.send("Browser.getVersion")) as { userAgent: string };
    if (userAgent.includes(browserUserAgentSuffix)) return;
    await cdp.send("Network.setUserAgentOverride", { userAgent: `${userAgent}${browserUserAgentSuffix}` });
  } catch (error) {
    // A browser that will not tell its user agent still scans; the page just sees it without our token.
    console.warn("Could not set the crawler's user agent", error);
  }
}

type NetworkEvent = { requestId: string };
type RequestWillBeSent = NetworkEvent & { type?: string; frameId?: string; request: { url: string } };
type ResponseReceived = NetworkEvent & { response: { status: number; mimeType: string; url: string } };
type DataReceived = NetworkEvent & { dataLength: number; encodedDataLength: number };
type LoadingFinished = NetworkEvent & { encodedDataLength: number };
type LoadingFailed = NetworkEvent & { errorText?: string };

/** Request types that can still change the DOM or its styles; images, media and fonts cannot. */
const settleRelevantTypes = new Set(["Document", "Stylesheet", "Script", "XHR", "Fetch"]);

class Tab implements ScanTab {
  reusable = true;
  /** The renderer's heap at the end of the last scan (killIfOverMemory). */
  private heldAfterScan = 0;
  headersFor: HeadersFor | undefined;
  private betweenScans: ((url: string) => Promise<boolean>) | undefined;
  private load: PageLoad | undefined;

  /** A scan is under way in this tab (not steps between scans). */
  get scanning(): boolean {
    return this.load !== undefined;
  }
  private bootstrapped = false;
  private axeBootstrap: { axeSource: string; pageSource: string; identifier: string } | undefined;

  constructor(
    private readonly page: MinimalPage,
    private readonly cdp: MinimalCDPSession,
    private readonly mainFrameId: string,
  ) {}

  listen(): void {
    this.cdp.on("Network.requestWillBeSent", (event: RequestWillBeSent) => this.load?.requestStarted(event));
    this.cdp.on("Network.responseReceived", (event: ResponseReceived) => this.load?.responseReceived(event));
    this.cdp.on("Network.dataReceived", (event: DataReceived) =>
      this.load?.bytesReceived(event.requestId, event.dataLength, event.encodedDataLength),
    );
    this.cdp.on("Network.loadingFinished", (event: LoadingFinished) => {
      this.load?.bytesReceived(event.requestId, 0, 0, event.encodedDataLength);
      this.load?.requestEnded(event.requestId);
      // Read at once, before later responses push it out of the session's small buffer.
      if (this.load?.isMainRequest(event.requestId)) this.load.source = this.responseBody(event.requestId);
    });
    this.cdp.on("Network.loadingFailed", (event: LoadingFailed) => {
      this.load?.requestFailed(event.requestId, event.errorText);
      this.load?.requestEnded(event.requestId);
    });
    // A cross-site iframe moves to a process of its own: its document's request finishes there, unseen.
    this.cdp.on("Page.frameDetached", (event: { frameId: string }) => this.load?.frameGone(event.frameId));
    this.cdp.on("Page.javascriptDialogOpening", () => {
      this.cdp.send("Page.handleJavaScriptDialog", { accept: false }).catch(() => {});
    });
  }

  /** A response's text as the server sent it (decoded), or null when the browser no longer has it. */
  private async responseBody(requestId: string): Promise<string | null> {
    try {
      const { body, base64Encoded } = (await this.cdp.send("Network.getResponseBody", { requestId })) as {
        body: string;
        base64Encoded: boolean;
      };
      const text = base64Encoded
        ? new TextDecoder().decode(Uint8Array.from(atob(body), (char) => char.charCodeAt(0)))
        : body;
      return text.length <= engineDefaults.maxSourceLength ? text : null;
    } catch {
      return null;
    }
  }

  allowRequest(url: string): Promise<boolean> {
    if (this.load) return this.load.allow(url);
    // Outside a scan the tab has no business on the network, unless steps drive it.
    return this.betweenScans ? this.betweenScans(url) : Promise.resolve(false);
  }

  allowBetweenScans(isAllowed: ((url: string) => Promise<boolean>) | undefined): void {
    this.betweenScans = isAllowed;
  }

  setRequestHeaders(headersFor: HeadersFor | undefined): void {
    this.headersFor = headersFor;
  }

  scanCurrent(options: ScanOptions): Promise<ScanOutcome> {
    return this.scan(null, options);
  }

  noteRefused(url: string): void {
    this.load?.refused.push(url);
  }

  async blank(): Promise<void> {
    if (!this.reusable || this.page.url() === "about:blank") return;
    try {
      await this.page.goto("about:blank", { waitUntil: "domcontentloaded", timeout: blankTimeoutMs });
      // What the pages left is garbage now, and little is alive: collected at once, it costs some 20 ms and
      // keeps the renderer small; left to the collector's own pace, a reused tab's renderer grows to
      // several hundred MB between collections.
      if (this.heldAfterScan > collectAboveBytes) {
        this.heldAfterScan = 0;
        await withTimeout(this.cdp.send("HeapProfiler.collectGarbage"), collectTimeoutMs);
      }
    } catch {
      // A renderer busy in an endless script cannot even leave its page.
      this.reusable = false;
    }
  }

  async close(): Promise<void> {
    this.reusable = false;
    await this.page.close().catch(() => {});
  }

  /**
   * A page may keep allocating on a timer, well past its scan. Leaving the document (blank) frees what
   * it held only once the garbage collector gets round to it, in the same renderer process that the
   * next scan of the tab would use; a renderer that holds too much is killed now (Page.crash) and the
   * tab is not reused. A renderer too busy to say how much it holds is not reused either.
   */
  private async killIfOverMemory(maxBytes: number): Promise<void> {
    if (!this.reusable) return;
    let held: number;
    try {
      const usage = (await withTimeout(this.cdp.send("Runtime.getHeapUsage"), blankTimeoutMs)) as {
        usedSize: number;
        embedderHeapUsedSize?: number;
        backingStorageSize?: number;
      };
      held = usage.usedSize + (usage.embedderHeapUsedSize ?? 0) + (usage.backingStorageSize ?? 0);
    } catch {
      this.reusable = false;
      return;
    }
    this.heldAfterScan = held;
    if (held <= maxBytes) return;
    this.reusable = false;
    // The renderer dies at once; the answer may never come (the session goes with it).
    await withTimeout(this.cdp.send("Page.crash"), blankTimeoutMs).catch(() => {});
  }

  /** url null: the document the tab shows now (scanCurrent). */
  async scan(url: string | null, options: ScanOptions): Promise<ScanOutcome> {
    if (this.load) throw new Error("A ScanTab scans one page at a time");
    const timeoutMs = options.timeoutMs ?? engineDefaults.timeoutMs;
    const clock = new Clock(timeoutMs, scanBudgetMs(Number.POSITIVE_INFINITY, options));
    const load = new PageLoad(options, this.mainFrameId, () => {
      this.cdp.send("Page.stopLoading").catch(() => {});
    });
    const timings: ScanTimings = {
      loadMs: 0,
      settleMs: 0,
      injectMs: 0,
      runMs: 0,
      checksMs: 0,
      picturesMs: 0,
      totalMs: 0,
      checks: {},
    };
    this.load = load;
    try {
      const outcome = await this.run(url, options, load, clock, timings);
      if (!outcome.ok && !reusableAfter.has(outcome.error)) this.reusable = false;
      await this.killIfOverMemory(options.maxRendererBytes ?? engineDefaults.maxRendererBytes);
      return outcome;
    } catch (error) {
      this.reusable = false;
      if (error instanceof DeadlineExceeded) return { ok: false, error: "timeout", detail: error.message };
      return failure(isBrowserGone(error) ? "browser_error" : "internal", error);
    } finally {
      this.load = undefined;
      timings.totalMs = clock.elapsed();
      options.onTimings?.(timings);
    }
  }

  private async run(
    url: string | null,
    options: ScanOptions,
    load: PageLoad,
    clock: Clock,
    timings: ScanTimings,
  ): Promise<ScanOutcome> {
    await this.ensureBootstrap(options.axeSource, options.pageSource);
    if (url === null) return this.runOnCurrent(options, load, clock, timings);
    if (sameDocument(this.page.url(), url)) {
      // A navigation that only changes the #fragment would keep the old document, axe state and all.
      await this.page.goto("about:blank", { waitUntil: "domcontentloaded", timeout: clock.remaining() });
    }

    // Load: up to DOMContentLoaded; what loads after that is the settle wait's business.
    const phase = clock.elapsed();
    let response: Awaited<ReturnType<MinimalPage["goto"]>>;
    try {
      // A server that has not answered within the scan's time fails it; a large document that is still
      // arriving or being parsed may take until the hard cap (loadDeadline).
      const noAnswer = loadDeadline(load, clock);
      response = await Promise.race([
        this.page.goto(url, { waitUntil: "domcontentloaded", timeout: clock.remainingToCap() }),
        noAnswer.promise,
      ]).finally(noAnswer.cancel);
    } catch (error) {
      timings.loadMs = clock.elapsed() - phase;
      return load.tooLarge ? tooLarge(load.tooLarge) : navigationFailure(error, load);
    }
    timings.loadMs = clock.elapsed() - phase;
    // A slow load leaves the page its usual time for what follows.
    clock.extendTo(clock.elapsed() + (options.timeoutMs ?? engineDefaults.timeoutMs));
    if (load.tooLarge) return tooLarge(load.tooLarge);
    const status = response?.status() ?? load.mainResponse?.status;
    if (status !== undefined && status >= 400) {
      return { ok: false, error: "http_error", detail: `HTTP ${status}` };
    }
    // Known from the response already; the document's own content type is checked again before axe.
    const mimeType = load.mainResponse?.mimeType;
    if (mimeType !== undefined && !isHtml(mimeType))
      return { ok: false, error: "not_html", detail: mimeType };

    // Settle, then axe. A page may navigate itself meanwhile (script, meta refresh): then the new
    // document is settled and scanned, once.
    return this.settleAndCheck(() => url, options, load, clock, timings);
  }

  /**
   * The document already open: settled, then checked as a loaded one would be. axe did not arrive with
   * it if the document is older than the tab's bootstrap (runAxe then evaluates it), and its source as
   * sent is unknown (the source checks have nothing to read).
   */
  private async runOnCurrent(
    options: ScanOptions,
    load: PageLoad,
    clock: Clock,
    timings: ScanTimings,
  ): Promise<ScanOutcome> {
    const url = this.page.url();
    if (!/^https?:/.test(url)) return { ok: false, error: "invalid_url", detail: url };
    return this.settleAndCheck(() => this.page.url(), options, load, clock, timings);
  }

  /**
   * The document settled, then axe-core and the checks run on it, once more when the document's context
   * was lost meanwhile (a late navigation within the page).
   */
  private async settleAndCheck(
    url: () => string,
    options: ScanOptions,
    load: PageLoad,
    clock: Clock,
    timings: ScanTimings,
  ): Promise<ScanOutcome> {
    const settleOptions = { ...engineDefaults.settle, ...options.settle };
    for (let attempt = 1; ; attempt++) {
      const phase = clock.elapsed();
      await this.settle(load, clock, settleOptions);
      timings.settleMs += clock.elapsed() - phase;
      if (load.tooLarge) return tooLarge(load.tooLarge);
      const elsewhere = this.endedElsewhere(load);
      if (elsewhere) return elsewhere;
      try {
        return await this.runAxe(url(), options, clock, timings);
      } catch (error) {
        if (attempt === 2 || !isContextLost(error)) throw error;
      }
    }
  }

  /**
   * axe runs in our isolated world (see axeBootstrapScript), where the page's scripts can neither
   * replace it nor touch its results; what comes back is still validated (normalizeAxeResults).
   *
   * Progressive: the scan's time grows with the page's size (scanBudgetMs), axe's rules run in groups
   * and our checks one by one, each only while time is left. When it runs out, the report holds what
   * finished and names what did not (PageReport.partial) instead of the scan failing with nothing.
   */
  private async runAxe(
    url: string,
    options: ScanOptions,
    clock: Clock,
    timings: ScanTimings,
  ): Promise<ScanOutcome> {
    let phase = clock.elapsed();
    const top = await clock.within(this.isolatedWorldOf(this.mainFrameId));
    const info = (await this.evaluateIn(top, documentInfoScript, clock)) as DocumentInfo;
    if (!isHtml(info.contentType)) return { ok: false, error: "not_html", detail: info.contentType };
    // axe and our page code normally arrived with the document (see axeBootstrapScript); evaluating them
    // now is the fallback.
    if (!info.hasAxe) await this.evaluateIn(top, options.axeSource, clock);
    if (!info.hasPage) await this.evaluateIn(top, options.pageSource, clock);
    // The rules to run, known before anything can run out of time: a report names those it did not run.
    const tags = axeRunTagsOf(options.level);
    const ruleIds = (await this.evaluateIn(top, axeRuleIdsScript(tags), clock)) as string[];
    timings.injectMs = clock.elapsed() - phase;
    clock.extendTo(scanBudgetMs(info.elementCount, options));

    phase = clock.elapsed();
    // First what needs the whole page and is quick, so that no later shortage of time can lose it: the
    // links (for the crawl), the site facts (in our world, where the page's scripts cannot dress up what
    // the site-wide checks compare) and what a person assessing the page looks at (inventory.ts).
    let outOfTime = false;
    /** The value, or the fallback once the time has run out (then nothing more is asked of the page). */
    const unlessOutOfTime = async <T>(read: () => Promise<T>, fallback: T): Promise<T> => {
      if (outOfTime) return fallback;
      try {
        return await read();
      } catch (error) {
        if (!(error instanceof DeadlineExceeded)) throw error;
        // What the page was asked goes on there, where nothing can stop it: the tab is not handed on.
        outOfTime = true;
        this.reusable = false;
        return fallback;
      }
    };
    const links = await unlessOutOfTime(
      async () => (await clock.within(this.page.evaluate(linksScript))) as string[],
      [],
    );
    const siteFacts = await unlessOutOfTime(
      async () => validSiteFacts(await this.evaluateIn(top, siteFactsScript, clock)),
      undefined,
    );
    const inventory = await unlessOutOfTime(
      async () => validInventory(await this.evaluateIn(top, inventoryScript, clock)),
      undefined,
    );
    // A page too large to check whole in time: axe and our checks see its first elements only
    // (keepFirstElementsScript), and the report says so.
    const maxElements = options.maxCheckedElements ?? engineDefaults.maxCheckedElements;
    let elements = { checked: info.elementCount, total: info.elementCount };
    if (info.elementCount > maxElements) {
      const fitting = Math.floor(
        (clock.remaining() - engineDefaults.afterAxeMs) / engineDefaults.axeMsPerElement,
      );
      const keep = Math.max(100, Math.min(maxElements, fitting));
      elements = await unlessOutOfTime(
        async () => (await this.evaluateIn(top, keepFirstElementsScript(keep), clock)) as typeof elements,
        // Cut or not, nothing of it is checked.
        { checked: 0, total: info.elementCount },
      );
    }

    // axe's rules in groups, each started only while there is time left for it and for our checks.
    const args: AxeRunArgs = {
      tags,
      locale: options.locale === "de" ? germanLocaleFor(options.axeLocaleDe) : null,
      pingWaitTime: engineDefaults.framePingMs,
      caps: { ...reportCaps, partialLength: options.maxPartialResultsLength ?? reportCaps.partialLength },
    };

    const checks = options.checks ?? klarsichtChecks;
    const keepForChecks = checks.length > 0 ? engineDefaults.checksShare * clock.remaining() : 0;
    const axeNotRun: string[] = [];
    const raws: unknown[] = [];
    for (const group of axeRuleGroups(ruleIds, elements.checked)) {
      // The first group is always tried: a report should hold something of axe.
      const keep = raws.length === 0 ? 0 : keepForChecks;
      if (outOfTime || clock.remaining() < keep + engineDefaults.afterAxeMs) {
        axeNotRun.push(...group);
        continue;
      }
      try {
        const raw = await this.runAxeInFrames(top, { ...args, rules: group }, clock);
        if (raw instanceof ResultsTooLarge) {
          return { ok: false, error: "report_too_large", detail: `${raw.size} characters of axe results` };
        }
        raws.push(raw);
      } catch (error) {
        if (!(error instanceof DeadlineExceeded)) throw error;
        // axe goes on in the page, where nothing can stop it: nothing more is asked of this tab.
        outOfTime = true;
        this.reusable = false;
        axeNotRun.push(...group);
      }
    }
    const axeResults = normalizeAxeResults(mergeAxeRuns(raws), options.level);
    timings.runMs = clock.elapsed() - phase;

    // Our own checks, in the same session: read checks first, then the ones that drive the page.
    phase = clock.elapsed();
    const finalUrl = this.page.url();
    const source = this.load?.source ?? Promise.resolve(null);
    const own = outOfTime
      ? {
          violations: [],
          incomplete: [],
          passes: [],
          inapplicable: [],
          notRun: rulesOfChecks(checks, options.level),
        }
      : await runChecks(checks, {
          locale: options.locale,
          level: options.level,
          url,
          finalUrl,
          axe: axeResults,
          evaluate: (expression) => this.evaluateIn(top, expression, clock),
          cdp: this.cdp,
          page: this.page,
          remaining: () => clock.remaining(),
          budgetScale: checkBudgetScale(elements.checked),
          onCheckTime: (name, ms) => {
            timings.checks[name] = ms;
          },
          sourceHtml: () => source,
        });
    const results = withOwnFindings(axeResults, own);
    timings.checksMs = clock.elapsed() - phase;
    const partial = coverageOf(elements, axeNotRun, own.notRun ?? []);

    const { loadMs, settleMs, injectMs, runMs, checksMs } = timings;
    const report: PageReport = {
      url,
      finalUrl,
      level: options.level,
      locale: options.locale,
      ...results,
      timings: { loadMs, settleMs, injectMs, runMs, checksMs },
      links,
      ...(siteFacts ? { siteFacts } : {}),
      ...(inventory ? { inventory } : {}),
      ...(partial ? { partial } : {}),
    };
    const maxReportBytes = options.maxReportBytes ?? reportCaps.reportBytes;
    // The inventory only helps a person assessing the page: it never costs a page its findings.
    if (report.inventory && reportSize(report) > maxReportBytes) delete report.inventory;
    const size = reportSize(report);
    if (size > maxReportBytes) {
      return { ok: false, error: "report_too_large", detail: `${size} bytes of report` };
    }
    // A page whose time ran out has none left for pictures.
    if (!options.pictures || outOfTime) return { ok: true, report };
    // Last, and only for a page within its limits: the pictures must not cost the findings their time.
    phase = clock.elapsed();
    try {
      const pictured = await takePictures(
        {
          cdp: this.cdp,
          evaluate: (expression) => this.evaluateIn(top, expression, clock),
          remaining: () => clock.remaining(),
        },
        report,
      );
      timings.picturesMs = clock.elapsed() - phase;
      const withTime = { ...pictured.report, timings: { ...report.timings, picturesMs: timings.picturesMs } };
      return { ok: true, report: withTime, pictures: pictured.pictures };
    } catch (error) {
      // The findings stand without pictures; a tab that ran out of time is not handed on.
      if (error instanceof DeadlineExceeded) this.reusable = false;
      return { ok: true, report };
    } finally {
      timings.picturesMs = clock.elapsed() - phase;
    }
  }

  /**
   * A page may navigate itself after the load (script, meta refresh) to an address the guard refuses or
   * nothing answers at: Chromium then shows its own error page, which axe would judge as if it were the
   * site. Where the scan ended decides: a failed navigation or an HTTP error is the scan's outcome.
   */
  private endedElsewhere(load: PageLoad): ScanOutcome | null {
    if (this.page.url().startsWith("chrome-error:")) {
      const reason = load.mainFailure ?? "no response";
      let code = classifyNavigationError(new Error(reason));
      if (!navigationFailureCodes.has(code))
        code = load.refused.length > 0 ? "blocked_target" : "unreachable";
      return { ok: false, error: code, detail: `${navigatedItselfTo} ${load.mainUrl} (${reason})` };
    }
    // The first document's status was checked after the load: an error now is a later document's.
    const status = load.mainResponse?.status;
    if (status !== undefined && status >= 400) {
      return {
        ok: false,
        error: "http_error",
        detail: `${navigatedItselfTo} ${load.mainUrl} (HTTP ${status})`,
      };
    }
    return null;
  }

  /**
   * axe in the top document and, one by one, in the frames that carry it; axe's own frame messaging
   * (postMessage) would let the page's scripts answer for a frame. The order of the partial results is
   * axe's: a document, then each of its frames depth first; null for a frame that could not be tested,
   * which the report then lists as untested (frame-tested).
   */
  private async runAxeInFrames(
    top: number,
    args: AxeRunArgs,
    clock: Clock,
  ): Promise<unknown | ResultsTooLarge> {
    type Run = {
      results?: unknown;
      partial?: unknown;
      frames?: AxeFrameContext[];
      size?: number;
      tooLarge?: number;
    };
    const first = (await this.evaluateIn(top, axeRunScript(args, null), clock)) as Run;
    if (first.results !== undefined) return first.results;
    if (first.tooLarge !== undefined) return new ResultsTooLarge(first.tooLarge);
    let tooLarge: ResultsTooLarge | undefined;
    // One budget for all documents' partial results together.
    let budget = args.caps.partialLength - (first.size ?? 0);
    const partials: unknown[] = [first.partial];
    const visit = async (parent: number, frames: AxeFrameContext[] | undefined) => {
      for (const { frameSelector, frameContext } of frames ?? []) {
        const child = await this.frameWorldOf(parent, frameSelector, clock);
        const info =
          child === null ? null : ((await this.evaluateIn(child, documentInfoScript, clock)) as DocumentInfo);
        if (child === null || !info?.hasAxe) {
          partials.push(null);
          continue;
        }
        const script = axeRunScript({ ...args, caps: { ...args.caps, partialLength: budget } }, frameContext);
        const run = (await this.evaluateIn(child, script, clock)) as Run;
        if (run.tooLarge !== undefined) {
          tooLarge = new ResultsTooLarge(args.caps.partialLength - budget + run.tooLarge);
          return;
        }
        budget -= run.size ?? 0;
        partials.push(run.partial);
        await visit(child, run.frames);
        if (tooLarge) return;
      }
    };
    await visit(top, first.frames);
    if (tooLarge) return tooLarge;
    return this.evaluateIn(top, axeFinishScript(args, JSON.stringify(partials)), clock);
  }

  /** Our isolated world in a frame of this tab's process (the same one the bootstrap script ran in). */
  private async isolatedWorldOf(frameId: string): Promise<number> {
    const { executionContextId } = (await this.cdp.send("Page.createIsolatedWorld", {
      frameId,
      worldName: scannerWorldName,
    })) as { executionContextId: number };
    return executionContextId;
  }

  /** The isolated world of the frame held by the element at axe's frame selector; null if out of reach. */
  private async frameWorldOf(parent: number, frameSelector: unknown, clock: Clock): Promise<number | null> {
    const { result } = (await clock.within(
      this.cdp.send("Runtime.evaluate", { expression: frameElementScript(frameSelector), contextId: parent }),
    )) as { result: { objectId?: string } };
    if (result.objectId === undefined) return null;
    try {
      const { node } = (await clock.within(
        this.cdp.send("DOM.describeNode", { objectId: result.objectId }),
      )) as {
        node: { frameId?: string };
      };
      if (node.frameId === undefined) return null;
      // A frame in another process (a cross-site one) is not this session's: it stays untested.
      return await clock.within(this.isolatedWorldOf(node.frameId)).catch(() => null);
    } finally {
      this.cdp.send("Runtime.releaseObject", { objectId: result.objectId }).catch(() => {});
    }
  }

  private async evaluateIn(contextId: number, expression: string, clock: Clock): Promise<unknown> {
    const reply = (await clock.within(
      this.cdp.send("Runtime.evaluate", { expression, contextId, returnByValue: true, awaitPromise: true }),
    )) as {
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    };
    if (reply.exceptionDetails) {
      throw new Error(reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text);
    }
    return reply.result.value;
  }

  /**
   * Registers, once per tab, the page-world helpers (popups off, DOM observer), and axe in our isolated
   * world of every new document (with our page code in the top one), once per pair of sources.
   */
  private async ensureBootstrap(axeSource: string, pageSource: string): Promise<void> {
    if (!this.bootstrapped) {
      await this.page.evaluateOnNewDocument(bootstrapScript());
      this.bootstrapped = true;
    }
    if (this.axeBootstrap?.axeSource === axeSource && this.axeBootstrap.pageSource === pageSource) return;
    if (this.axeBootstrap) {
      await this.cdp.send("Page.removeScriptToEvaluateOnNewDocument", {
        identifier: this.axeBootstrap.identifier,
      });
    }
    const { identifier } = (await this.cdp.send("Page.addScriptToEvaluateOnNewDocument", {
      source: axeBootstrapScript(axeSource, pageSource),
      worldName: scannerWorldName,
    })) as { identifier: string };
    this.axeBootstrap = { axeSource, pageSource, identifier };
  }

  /**
   * Waits until neither the network (requests that can change the page) nor the DOM changed for
   * quietMs, for at most maxMs: a fixed sleep is either too long for simple pages or too short for
   * pages that render after a fetch. A document without code of its own (domQuietForScript) gives no
   * reason to wait for its DOM: only for its stylesheets and frames, until the network has been idle for
   * a moment (a stylesheet's @import is asked for just after it arrives).
   */
  private async settle(load: PageLoad, clock: Clock, { quietMs, maxMs }: SettleOptions): Promise<void> {
    const settleDeadline = clock.elapsed() + Math.min(maxMs, clock.remaining());
    const pollMs = Math.max(10, Math.min(50, quietMs / 2));
    while (!load.tooLarge) {
      let dom: DomQuiet = { quietFor: 0, scriptless: false };
      try {
        dom = (await clock.within(this.page.evaluate(domQuietForScript))) as DomQuiet;
      } catch (error) {
        // A document being replaced is anything but quiet.
        if (!isContextLost(error)) throw error;
      }
      const needed = dom.scriptless ? Math.min(quietMs, scriptlessNetworkQuietMs) : quietMs;
      const quietFor = dom.scriptless
        ? load.networkQuietFor()
        : Math.min(load.networkQuietFor(), dom.quietFor);
      const left = settleDeadline - clock.elapsed();
      if (quietFor >= needed || left <= 0) return;
      await sleep(Math.min(needed - quietFor, pollMs, left));
    }
  }
}

/** The promise, or a rejection once `ms` have passed. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Rejects as a navigation timeout once the scan's first budget has run out while the server has not
 * answered the main document; never settles otherwise (the navigation's own timeout, the hard cap,
 * bounds a document that is still arriving).
 */
function loadDeadline(load: PageLoad, clock: Clock): { promise: Promise<never>; cancel: () => void } {
  let cancel = () => {};
  const promise = new Promise<never>((_, reject) => {
    cancel = clock.atBudget(() => {
      if (load.mainResponse !== undefined) return;
      const error = new Error(`Navigation timeout: no answer within ${Math.round(clock.elapsed())} ms`);
      error.name = "TimeoutError";
      reject(error);
    });
  });
  return { promise, cancel };
}

/** How long the network must have been idle before a document without code of its own counts as settled. */
const scriptlessNetworkQuietMs = 25;

/** A renderer that held more than this after a scan has its garbage collected once it shows about:blank. */
const collectAboveBytes = 64 * 1024 * 1024;
/**
 * It takes some 20 ms, but a busy machine is given far longer: the tab is already handed back, and a
 * renderer that cannot collect within it is stuck and not reused.
 */
const collectTimeoutMs = 5_000;

/** about:blank loads in milliseconds; a tab that takes longer is stuck. */
const blankTimeoutMs = 1_000;

/** Outcomes after which the tab is in a clean state: the navigation finished or failed outright. */
const reusableAfter = new Set<ScanErrorCode>([
  "invalid_url",
  "blocked_target",
  "dns_failed",
  "unreachable",
  "http_error",
  "not_html",
  "report_too_large",
]);

/** Starts the detail of a scan that ended on another address than it loaded; the address follows. */
export const navigatedItselfTo = "the page navigated itself to";

/** What a failed navigation of a page that navigated itself may be reported as. */
const navigationFailureCodes = new Set<ScanErrorCode>([
  "blocked_target",
  "dns_failed",
  "unreachable",
  "invalid_url",
]);

/** One page load's accounting: caps, the guard's refusals, in-flight requests, the main document. */
class PageLoad {
  tooLarge: string | null = null;
  readonly refused: string[] = [];
  mainResponse: { status: number; mimeType: string } | undefined;
  /** Chromium's net:: error when the main frame's latest navigation failed. */
  mainFailure: string | undefined;
  /** The address of the main frame's latest document request. */
  mainUrl = "";
  /** The main frame's latest document as the server sent it, once it has loaded. */
  source: Promise<string | null> | undefined;
  private mainRequestId: string | undefined;
  private requests = 0;
  private bytes = 0;
  private readonly maxRequests: number;
  private readonly maxBytes: number;
  /** Bytes per request of this load; requests of earlier documents are not ours to count. */
  private readonly received = new Map<string, { data: number; encoded: number }>();
  /** Settle-relevant requests in flight, with the frame each belongs to. */
  private readonly inflight = new Map<string, string | undefined>();
  private lastNetworkActivity = now();

  constructor(
    private readonly options: ScanOptions,
    private readonly mainFrameId: string,
    private readonly stopLoading: () => void,
  ) {
    this.maxRequests = options.maxRequests ?? engineDefaults.maxRequests;
    this.maxBytes = options.maxBytes ?? engineDefaults.maxBytes;
  }

  /** The guard's question, with the request cap in front of it. */
  async allow(url: string): Promise<boolean> {
    if (this.tooLarge) return false;
    this.requests++;
    if (this.requests > this.maxRequests) {
      this.exceeded(`more than ${this.maxRequests} requests`);
      return false;
    }
    return this.options.isAllowed(url);
  }

  requestStarted(event: RequestWillBeSent): void {
    this.lastNetworkActivity = now();
    if (!this.received.has(event.requestId)) this.received.set(event.requestId, { data: 0, encoded: 0 });
    if (event.type !== undefined && settleRelevantTypes.has(event.type)) {
      this.inflight.set(event.requestId, event.frameId);
    }
    if (
      event.type === "Document" &&
      event.frameId === this.mainFrameId &&
      event.requestId !== this.mainRequestId
    ) {
      this.mainRequestId = event.requestId;
      this.mainFailure = undefined;
      this.source = undefined;
    }
    if (event.requestId === this.mainRequestId) {
      // Redirect hops keep the request id; the last address is where the document ended.
      this.mainUrl = event.request.url;
    }
  }

  isMainRequest(requestId: string): boolean {
    return requestId === this.mainRequestId;
  }

  requestFailed(requestId: string, errorText: string | undefined): void {
    if (requestId === this.mainRequestId) this.mainFailure = errorText ?? "net::ERR_FAILED";
  }

  responseReceived(event: ResponseReceived): void {
    if (event.requestId === this.mainRequestId) {
      this.mainResponse = { status: event.response.status, mimeType: event.response.mimeType };
    }
  }

  /**
   * Counts the larger of decoded and on-the-wire bytes as they stream in (Chromium reports one or the
   * other depending on the transport), and the final on-the-wire size when a request finishes.
   */
  bytesReceived(
    requestId: string,
    dataLength: number,
    encodedDataLength: number,
    finalEncodedLength = 0,
  ): void {
    const counts = this.received.get(requestId);
    if (!counts) return;
    const before = Math.max(counts.data, counts.encoded);
    counts.data += dataLength;
    counts.encoded = Math.max(counts.encoded + encodedDataLength, finalEncodedLength);
    this.bytes += Math.max(counts.data, counts.encoded) - before;
    if (this.bytes > this.maxBytes) this.exceeded(`more than ${this.maxBytes} bytes`);
  }

  requestEnded(requestId: string): void {
    if (this.inflight.delete(requestId)) this.lastNetworkActivity = now();
  }

  frameGone(frameId: string): void {
    for (const [requestId, requestFrameId] of this.inflight) {
      if (requestFrameId === frameId) this.requestEnded(requestId);
    }
  }

  /** 0 while relevant requests are in flight, else the time since the network last did something. */
  networkQuietFor(): number {
    return this.inflight.size > 0 ? 0 : now() - this.lastNetworkActivity;
  }

  private exceeded(reason: string): void {
    if (this.tooLarge) return;
    this.tooLarge = reason;
    this.stopLoading();
  }
}

/** Maps a failed navigation (puppeteer's error, Chromium's net:: code) to the contract's error codes. */
export function classifyNavigationError(error: unknown): ScanErrorCode {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "TimeoutError" || /Navigation timeout/i.test(message)) return "timeout";
  const netError = /net::(ERR_[A-Z0-9_]+)/.exec(message)?.[1];
  if (netError === undefined) return isBrowserGone(error) ? "browser_error" : "internal";
  if (netError === "ERR_NAME_NOT_RESOLVED" || netError === "ERR_NAME_RESOLUTION_FAILED") return "dns_failed";
  if (netError === "ERR_BLOCKED_BY_CLIENT") return "blocked_target";
  if (
    ["ERR_INVALID_URL", "ERR_UNSAFE_PORT", "ERR_DISALLOWED_URL_SCHEME", "ERR_UNKNOWN_URL_SCHEME"].includes(
      netError,
    )
  ) {
    return "invalid_url";
  }
  // Chromium cancels a navigation that turns into a download: the address is a file, not a page.
  if (netError === "ERR_ABORTED") return "not_html";
  // Refused, reset, closed, unreachable addresses, TLS and certificate errors, broken HTTP, redirect loops.
  return "unreachable";
}

function navigationFailure(error: unknown, load: PageLoad): ScanOutcome {
  let code = classifyNavigationError(error);
  // ERR_ABORTED also ends navigations that never got a response; only a non-HTML answer makes it a file.
  if (code === "not_html" && (load.mainResponse === undefined || isHtml(load.mainResponse.mimeType))) {
    code = load.refused.length > 0 ? "blocked_target" : "unreachable";
  }
  if (code === "unreachable" && load.mainResponse !== undefined && load.mainResponse.status >= 400) {
    code = "http_error";
  }
  return failure(code, error);
}

function isHtml(contentType: string): boolean {
  return contentType === "text/html" || contentType === "application/xhtml+xml";
}

/** Same address apart from the #fragment: a navigation between them would not load a new document. */
function sameDocument(current: string, next: string): boolean {
  const withoutFragment = (url: string) => url.replace(/#.*$/, "");
  return current !== "about:blank" && withoutFragment(current) === withoutFragment(next);
}

/** The document the evaluation ran in went away: the page is navigating. */
function isContextLost(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Cannot find context with specified id|Execution context is not available/i.test(
    message,
  );
}

function isBrowserGone(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Target closed|Session closed|Protocol error|detached|Connection closed|browser has disconnected/i.test(
    message,
  );
}

function tooLarge(reason: string): ScanOutcome {
  return { ok: false, error: "too_large", detail: reason };
}

function failure(error: ScanErrorCode, cause?: unknown): ScanOutcome {
  if (cause === undefined) return { ok: false, error };
  return { ok: false, error, detail: cause instanceof Error ? cause.message : String(cause) };
}

/**
 * The scan's time for a page of this many elements: timeoutMs, and budgetMsPerElement more for each of
 * its elements, at most maxTimeoutMs (or timeoutMs, if that is set higher).
 */
export function scanBudgetMs(
  elementCount: number,
  options: Pick<ScanOptions, "timeoutMs" | "maxTimeoutMs">,
): number {
  const base = options.timeoutMs ?? engineDefaults.timeoutMs;
  const cap = Math.max(base, options.maxTimeoutMs ?? engineDefaults.maxTimeoutMs);
  return Math.min(cap, base + engineDefaults.budgetMsPerElement * Math.max(0, elementCount));
}

/** Our checks' budgets grow with the page: once theirs up to 1,000 elements, at most four times. */
export function checkBudgetScale(elementCount: number): number {
  return Math.min(4, Math.max(1, elementCount / 1_000));
}

/**
 * axe's rules that take long on large pages (the whole page's colours, geometry or landmarks), each run
 * alone and after the others: a page that runs out of time then still has most rules' results.
 */
const slowAxeRules = [
  "region",
  "scrollable-region-focusable",
  "nested-interactive",
  "link-in-text-block",
  "target-size",
  "color-contrast",
];

/** Rules per group of axe's quicker rules: each group is one axe run, which builds axe's tree again. */
const axeRulesPerGroup = 15;

/**
 * Up to this many elements a page is checked by one axe run: building axe's tree again for every group
 * would cost a small page more than the groups could ever save it (axe takes well under a second there).
 */
export const axeSingleRunElements = 1_500;

/**
 * axe's rules in the groups they run in. A small page: all in one run. A larger one: the quicker ones in
 * groups in axe's order, then the slow ones alone, so that a page running out of time keeps most results.
 */
export function axeRuleGroups(ruleIds: readonly string[], elementCount: number): string[][] {
  const quick = ruleIds.filter((id) => !slowAxeRules.includes(id));
  const slow = slowAxeRules.filter((id) => ruleIds.includes(id));
  if (elementCount <= axeSingleRunElements) return ruleIds.length > 0 ? [[...quick, ...slow]] : [];
  const groups: string[][] = [];
  for (let index = 0; index < quick.length; index += axeRulesPerGroup) {
    groups.push(quick.slice(index, index + axeRulesPerGroup));
  }
  for (const id of slow) groups.push([id]);
  return groups;
}

/** The slimmed results of several axe runs (groups of rules) as one. */
function mergeAxeRuns(runs: readonly unknown[]): Record<string, unknown> {
  const merged: Record<string, unknown[]> = { violations: [], incomplete: [], passes: [], inapplicable: [] };
  let axeVersion: unknown;
  for (const run of runs) {
    if (typeof run !== "object" || run === null) continue;
    const results = run as Record<string, unknown>;
    axeVersion ??= results.axeVersion;
    for (const category of Object.keys(merged)) {
      const list = results[category];
      if (Array.isArray(list)) merged[category]?.push(...list);
    }
  }
  return { ...merged, axeVersion };
}

/** What the report says of a page not checked whole; undefined for a page checked whole. */
function coverageOf(
  elements: { checked: number; total: number },
  axeNotRun: string[],
  ownNotRun: string[],
): PartialCoverage | undefined {
  const cut = elements.checked < elements.total;
  const notRun = axeNotRun.length > 0 || ownNotRun.length > 0;
  if (!cut && !notRun) return undefined;
  return {
    elementsChecked: elements.checked,
    elementsTotal: elements.total,
    ...(notRun ? { notRun: { axe: [...axeNotRun].sort(), klarsicht: ownNotRun } } : {}),
  };
}

const germanLocales = new WeakMap<object, object>();

/** The completed German locale, built once per de.json object. */
function germanLocaleFor(axeLocaleDe: object): object {
  let locale = germanLocales.get(axeLocaleDe);
  if (!locale) {
    locale = completeGermanLocale(axeLocaleDe);
    germanLocales.set(axeLocaleDe, locale);
  }
  return locale;
}

class DeadlineExceeded extends Error {}

/** axe's results for a document were over reportCaps.partialLength: they stayed in the page. */
class ResultsTooLarge {
  constructor(readonly size: number) {}
}

/** The scan's time budget, which may grow up to a hard cap. */
class Clock {
  private readonly start = now();
  constructor(
    private budgetMs: number,
    private readonly capMs: number,
  ) {}

  /** A larger budget (the page's size is known, or its load was slow); never a smaller one, nor over the cap. */
  extendTo(budgetMs: number): void {
    this.budgetMs = Math.max(this.budgetMs, Math.min(this.capMs, budgetMs));
  }

  remainingToCap(): number {
    return Math.max(1, this.capMs - this.elapsed());
  }

  /** Calls back once the present budget has run out (not later budgets); returns a cancel function. */
  atBudget(callback: () => void): () => void {
    const timer = setTimeout(callback, this.remaining());
    return () => clearTimeout(timer);
  }

  elapsed(): number {
    return now() - this.start;
  }

  remaining(): number {
    return Math.max(1, this.budgetMs - this.elapsed());
  }

  /** The promise, or DeadlineExceeded when the budget runs out first. */
  within<T>(promise: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DeadlineExceeded(`the scan took longer than ${this.budgetMs} ms`)),
        this.budgetMs - this.elapsed(),
      );
    });
    return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
  }
}

function now(): number {
  return performance.now();
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
