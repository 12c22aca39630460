/**
 * The local scanner (Node): one warm system Chromium behind the filtering proxy, a small pool of reused
 * tabs, and the scan engine. Used by the CLI, the scan of our own pages, the scanner tests and the
 * benchmark.
 */
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import type { ReportLocale, ScanErrorCode, ScanLevel, ScanOutcome, SiteDiscovery } from "#core/contract";
import { discoverSite } from "#core/discover";
import { checkTarget, isRequestAllowed, type Resolver, type TargetPolicy } from "#core/guard";
import { fetchPdfDocument, type PdfDocumentOutcome } from "#core/pdf/document";
import { navigatedItselfTo, openScanTab, type ScanOptions, type ScanTab } from "#scanner/engine";
import { closeIfPopup, type HeadersFor, noUnguardedConnectionsScript } from "#scanner/page-guard";
import { renderPdf } from "#scanner/pdf";
import type { StepPage } from "#scanner/steps";
import { chromiumArgs, resolveChromePath } from "./chromium";
import { resolveAll } from "./dns";
import { guardedFetch } from "./fetch";
import { bundlePageCode } from "./page-bundle";
import { startFilteringProxy } from "./proxy";

export type LocalScanner = {
  /**
   * runId: scans of one run share a browser context (cookies, storage, cache) and its tabs; scans of
   * different runs never do. Scans without one share the scanner's own context (the CLI, benchmarks).
   * requester: who asked, for a fair share of the tabs (see TabPool); scans without one share a turn.
   */
  scan(
    url: string,
    options: {
      level: ScanLevel;
      locale: ReportLocale;
      runId?: string;
      requester?: string;
      pictures?: boolean;
      /** A login profile's headers, for the requests of this scan that it names (steps.ts). */
      headersFor?: HeadersFor;
    },
  ): Promise<ScanOutcome>;
  /**
   * One tab of the run's context for steps (a login, a flow: #scanner/steps), its page, and the options
   * the scanner's own scans use (for scans of the page state after a step). Cookies a login sets stay
   * in the run's context for its later scans.
   */
  withTab<T>(
    url: string,
    options: { level: ScanLevel; locale: ReportLocale; runId?: string },
    work: (tab: ScanTab, page: StepPage, scanOptions: ScanOptions) => Promise<T>,
  ): Promise<T>;
  /** The address guard every request of a scan goes through (steps use it between scans). */
  isAllowed(url: string): Promise<boolean>;
  /** robots.txt and sitemaps of the site at url (no browser involved); maxUrls defaults to 10,000. */
  discover(
    url: string,
    options?: { maxUrls?: number; headersFor?: (url: string) => Record<string, string> | undefined },
  ): Promise<SiteDiscovery | { error: ScanErrorCode }>;
  /** A linked PDF document fetched through the address guard (no browser involved) and checked. */
  document(url: string): Promise<PdfDocumentOutcome>;
  /** Our own report HTML as PDF, printed by the warm browser in a context of its own. */
  pdf(html: string): Promise<Uint8Array>;
  close(): Promise<void>;
  /** What the filtering proxy refused so far (tests, logs). */
  proxy: { refused: string[] };
  /** Chromium's process while one runs (tests make it crash). */
  browserProcess(): ChildProcess | undefined;
};

export type LocalScannerOptions = {
  policy: TargetPolicy;
  /** Pages scanned at the same time, one tab each (default 2: this is a 2-core class of machine). */
  concurrency?: number;
  /** DNS for the guard and the proxy; tests pass a fake. */
  resolve?: Resolver;
  /** Engine settings (timeouts, caps, settle wait), e.g. a short timeout in tests. */
  engine?: Partial<ScanOptions>;
};

/** A desktop viewport: axe reports text outside the viewport as "incomplete" rather than judging it. */
const viewport = { width: 1280, height: 800 };

export async function createLocalScanner(options: LocalScannerOptions): Promise<LocalScanner> {
  const { policy, resolve = resolveAll } = options;
  const concurrency = options.concurrency ?? 2;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`Invalid concurrency: ${concurrency}`);
  const executablePath = await resolveChromePath();

  const { axeSource, pageSource, axeLocaleDe } = await loadAxe();
  // The proxy resolves for itself, uncached: its single vetted lookup is what defeats DNS rebinding.
  const proxy = await startFilteringProxy({ policy, resolve });
  await removeOrphanedProfiles();
  const userDataDir = await mkdtemp(join(tmpdir(), `${profilePrefix}${process.pid}-`));
  // On Ctrl-C puppeteer kills Chromium and exits the process; the profile must not stay behind.
  // Whatever ends this process, Chromium must not outlive it (it runs in a process group of its own).
  let running: Browser | undefined;
  const removeProfile = () => {
    running?.process()?.kill("SIGKILL");
    rmSync(userDataDir, { recursive: true, force: true });
  };
  process.once("exit", removeProfile);
  // The page guard asks for every request; a short-lived cache keeps that from costing a lookup each.
  const guardResolve = cachedResolver(resolve);

  let launching: Promise<Browser> | undefined;
  /** One warm browser; launched on first use and again if it crashed. */
  function browser(): Promise<Browser> {
    if (!launching) {
      launching = puppeteer.launch({
        executablePath,
        args: chromiumArgs(proxy.url),
        headless: true,
        userDataDir,
        defaultViewport: viewport,
        // Over a pipe rather than a port: Chromium exits when this process does, however it ends.
        pipe: true,
      });
      launching.then(
        (launched) => {
          running = launched;
          launched.once("disconnected", () => {
            // Chromium died (or was closed): its tabs are detached, and the next scan needs a new one.
            if (running === launched) forgetBrowser();
          });
        },
        () => (launching = undefined),
      );
    }
    return launching;
  }
  function forgetBrowser() {
    // Whatever is left of it (a process whose connection broke) must not linger.
    running?.process()?.kill("SIGKILL");
    running = undefined;
    launching = undefined;
    runContexts.clear();
    tabs.discardIdle();
  }

  /** The browser context of each run that has tabs, in the current browser. */
  const runContexts = new Map<string, RunContext>();
  /** A tab in the run's context; the context closes with the run's last tab. */
  async function openTab(runKey: string): Promise<LocalTab> {
    const launched = await browser();
    let run = runContexts.get(runKey);
    if (!run) {
      const context = launched.createBrowserContext().then((created) => {
        created.on("targetcreated", closeIfPopup);
        return created;
      });
      const created: RunContext = { context, pages: new Set(), users: 0 };
      runContexts.set(runKey, created);
      run = created;
    }
    const current = run;
    current.users++;
    const release = async () => {
      if (--current.users > 0) return;
      if (runContexts.get(runKey) === current) runContexts.delete(runKey);
      await current.context.then((context) => context.close()).catch(() => {});
    };
    try {
      const context = await current.context;
      const page = await context.newPage();
      current.pages.add(page);
      // Workers would live past the scan (shared, service) or open WebSockets (dedicated).
      await page.evaluateOnNewDocument(noUnguardedConnectionsScript);
      const tab = await openScanTab(page).catch(async (error: unknown) => {
        await page.close().catch(() => {});
        throw error;
      });
      return {
        page,
        scan: (url, scanOptions) => tab.scan(url, scanOptions),
        scanCurrent: (scanOptions) => tab.scanCurrent(scanOptions),
        allowBetweenScans: (isAllowed) => tab.allowBetweenScans(isAllowed),
        setRequestHeaders: (headersFor) => tab.setRequestHeaders(headersFor),
        get reusable() {
          return tab.reusable;
        },
        async blank() {
          await closeStrayPages(context, current.pages);
          await tab.blank();
        },
        async close() {
          await tab.close();
          current.pages.delete(page);
          await release();
        },
      };
    } catch (error) {
      await release();
      throw error;
    }
  }
  const tabs = new TabPool(concurrency, openTab);

  async function scan(
    url: string,
    {
      runId,
      requester,
      headersFor,
      ...scanOptions
    }: {
      level: ScanLevel;
      locale: ReportLocale;
      runId?: string;
      requester?: string;
      pictures?: boolean;
      headersFor?: HeadersFor;
    },
  ): Promise<ScanOutcome> {
    // Refused targets never reach the browser: no tab, no connection, no DNS beyond ours.
    const target = await checkTarget(url, policy, resolve);
    if (!target.ok) return { ok: false, error: target.error, detail: target.reason };
    const refusedBefore = proxy.refused.length;
    const unreachableBefore = proxy.unreachable.length;
    const attempt = async (): Promise<ScanOutcome> => {
      try {
        return await tabs.use(
          runId ?? "",
          target.url.host,
          async (tab) => {
            tab.setRequestHeaders(headersFor);
            try {
              return await tab.scan(url, engineOptions(scanOptions));
            } finally {
              tab.setRequestHeaders(undefined);
            }
          },
          requester,
        );
      } catch (error) {
        // Chromium would not start or a tab would not open.
        return {
          ok: false,
          error: "browser_error",
          detail: error instanceof Error ? error.message : String(error),
        };
      }
    };
    let outcome = await attempt();
    if (!outcome.ok && outcome.error === "browser_error" && !running?.connected) {
      // Chromium died, perhaps before its "disconnected" event arrived: drop it and its tabs, and give
      // the page one more go in a new browser rather than failing it for the crash.
      forgetBrowser();
      outcome = await attempt();
    }
    return explainProxyFailure(
      outcome,
      target.url,
      proxy.refused.slice(refusedBefore),
      proxy.unreachable.slice(unreachableBefore),
    );
  }

  const guard = (requestUrl: string) => isRequestAllowed(requestUrl, policy, guardResolve);

  /** What every scan of this scanner hands the engine: its options, axe-core and the address guard. */
  const engineOptions = (scanOptions: { level: ScanLevel; locale: ReportLocale }): ScanOptions => ({
    ...options.engine,
    ...scanOptions,
    axeSource,
    pageSource,
    axeLocaleDe,
    isAllowed: guard,
  });

  async function withTab<T>(
    url: string,
    { runId, ...scanOptions }: { level: ScanLevel; locale: ReportLocale; runId?: string },
    work: (tab: ScanTab, page: StepPage, scanOptions: ScanOptions) => Promise<T>,
  ): Promise<T> {
    return tabs.use(runId ?? "", new URL(url).host, async (tab) => {
      try {
        return await work(tab, tab.page, engineOptions(scanOptions));
      } finally {
        // A tab handed back keeps nothing of the steps: no guard between scans, no headers.
        tab.allowBetweenScans(undefined);
        tab.setRequestHeaders(undefined);
      }
    });
  }

  const discoveryFetch = guardedFetch(policy, resolve);
  async function discover(
    url: string,
    discoverOptions: {
      maxUrls?: number;
      headersFor?: (url: string) => Record<string, string> | undefined;
    } = {},
  ) {
    const { headersFor } = discoverOptions;
    // A signed-in run's discovery sends its session along: a fetch of its own for that.
    const fetch = headersFor ? guardedFetch(policy, resolve, { headersFor }) : discoveryFetch;
    return discoverSite(url, fetch, { maxUrls: discoverOptions.maxUrls ?? 10_000 });
  }

  function document(url: string): Promise<PdfDocumentOutcome> {
    return fetchPdfDocument(url, discoveryFetch);
  }

  async function pdf(html: string): Promise<Uint8Array> {
    // A context of its own: nothing of the scanned sites (cookies, cache) reaches the report, and back.
    const context = await (await browser()).createBrowserContext();
    try {
      return await renderPdf(await context.newPage(), html);
    } finally {
      await context.close().catch(() => {});
    }
  }

  return {
    scan,
    withTab,
    isAllowed: guard,
    discover,
    document,
    pdf,
    proxy: { refused: proxy.refused },
    browserProcess: () => running?.process() ?? undefined,
    async close() {
      await tabs.close();
      const running = launching;
      launching = undefined;
      await running?.then((launched) => launched.close()).catch(() => {});
      await proxy.close();
      process.off("exit", removeProfile);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * axe-core's script and German locale, from node_modules, and our page code, bundled from its sources
 * now (page-bundle.ts).
 */
export async function loadAxe(): Promise<{ axeSource: string; pageSource: string; axeLocaleDe: object }> {
  const require = createRequire(import.meta.url);
  const [axeSource, pageSource, de] = await Promise.all([
    readFile(require.resolve("axe-core/axe.min.js"), "utf8"),
    bundlePageCode(),
    readFile(require.resolve("axe-core/locales/de.json"), "utf8"),
  ]);
  return { axeSource, pageSource, axeLocaleDe: JSON.parse(de) as object };
}

/**
 * Behind the proxy, Chromium sees the proxy's 403 or 502 page (or a broken tunnel) where the real cause
 * is the proxy's: it refused the host at connect time (a name that changed its answer: DNS rebinding),
 * or it could not connect at all. Those become blocked_target and unreachable. The same holds for the
 * address a page navigated itself to after the load, which the engine names in the detail.
 */
function explainProxyFailure(
  outcome: ScanOutcome,
  scanned: URL,
  refusedDuringScan: string[],
  unreachableDuringScan: string[],
): ScanOutcome {
  if (outcome.ok || (outcome.error !== "http_error" && outcome.error !== "unreachable")) return outcome;
  const navigatedTo = outcome.detail?.startsWith(navigatedItselfTo)
    ? URL.parse(outcome.detail.slice(navigatedItselfTo.length).trim().split(" ")[0] ?? "")
    : null;
  const target = navigatedTo ?? scanned;
  const hostPort = `${target.hostname}:${target.port || (target.protocol === "https:" ? "443" : "80")}`;
  const mentionsTarget = (entry: string) =>
    entry.includes(`//${target.host}/`) || entry.includes(` ${hostPort}`);
  if (refusedDuringScan.some(mentionsTarget)) {
    return { ok: false, error: "blocked_target", detail: `the proxy refused ${target.host}` };
  }
  if (unreachableDuringScan.some(mentionsTarget)) {
    return { ok: false, error: "unreachable", detail: `no connection to ${target.host}` };
  }
  return outcome;
}

/** A scan tab of the local scanner, with its page for steps. */
type LocalTab = ScanTab & { page: Page };

type RunContext = { context: Promise<BrowserContext>; pages: Set<Page>; users: number };

/**
 * Popups (a link with target=_blank clicked by script, a form's target) are pages of the run's context
 * that are not ours: they go when the scan that opened them ends.
 */
async function closeStrayPages(context: BrowserContext, ours: Set<Page>): Promise<void> {
  const pages = await context.pages().catch(() => []);
  await Promise.all(pages.filter((page) => !ours.has(page)).map((page) => page.close().catch(() => {})));
}

/**
 * Up to `size` tabs, each used by one scan at a time and kept for the next scan of the same run. A scan
 * prefers an idle tab of its run that last showed the same host: its renderer process has axe compiled
 * already. Between scans a tab shows about:blank, so that nothing of the last page keeps running.
 *
 * Fair share: scans that name their requester run one at a time per requester, and waiting requesters
 * take turns. Ten pages that never load, asked for by one visitor, hold one tab, not all of them, and
 * another visitor's scan does not queue behind all ten. Scans without a requester share one turn and
 * are not limited.
 */
class TabPool {
  private readonly idle: { tab: LocalTab; run: string; host: string }[] = [];
  /** Waiting scans per requester ("" for none), and the requesters in the order of their turns. */
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly turns: string[] = [];
  private readonly running = new Map<string, number>();
  private busy = 0;
  private closed = false;
  /** Counts browsers gone: a tab of an earlier browser is never handed out again. */
  private generation = 0;

  constructor(
    private readonly size: number,
    private readonly open: (run: string) => Promise<LocalTab>,
  ) {}

  async use<T>(run: string, host: string, work: (tab: LocalTab) => Promise<T>, requester = ""): Promise<T> {
    await this.acquireSlot(requester);
    let tab: LocalTab | undefined;
    let generation = this.generation;
    try {
      const ownIdle = this.idle.filter((entry) => entry.run === run);
      const chosen = ownIdle.find((entry) => entry.host === host) ?? ownIdle[0];
      if (chosen) {
        this.idle.splice(this.idle.indexOf(chosen), 1);
        tab = chosen.tab;
      } else {
        // Another run's idle tab makes room: at most `size` tabs, and a run's context goes with its tabs.
        while (this.idle.length > 0 && this.idle.length + this.busy > this.size) {
          await this.idle.shift()?.tab.close();
        }
        generation = this.generation;
        tab = await this.open(run);
      }
      return await work(tab);
    } finally {
      // The caller has its answer now; the tab is readied for the next scan meanwhile, and its slot is
      // free once it is (a site run stores its findings while its tab leaves the page).
      this.putBack(tab, run, host, generation).finally(() => this.releaseSlot(requester));
    }
  }

  /** Leaves the page (blank) and keeps the tab for the run, or closes a tab that is no longer fit. */
  private async putBack(
    tab: LocalTab | undefined,
    run: string,
    host: string,
    generation: number,
  ): Promise<void> {
    try {
      if (tab?.reusable && !this.closed && generation === this.generation) await tab.blank();
      if (tab?.reusable && !this.closed && generation === this.generation) this.idle.push({ tab, run, host });
      else await tab?.close();
    } catch (error) {
      console.error("A tab could not be put back", error);
    }
  }

  /** Tabs of a browser that is gone are of no use, neither idle ones nor those in use now. */
  discardIdle(): void {
    this.generation++;
    this.idle.length = 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map((entry) => entry.tab.close()));
  }

  private mayStart(requester: string): boolean {
    return this.busy < this.size && (requester === "" || (this.running.get(requester) ?? 0) < 1);
  }

  private start(requester: string): void {
    this.busy++;
    this.running.set(requester, (this.running.get(requester) ?? 0) + 1);
  }

  private async acquireSlot(requester: string): Promise<void> {
    if (this.closed) throw new Error("The scanner is closed");
    // A free slot with others waiting means they may not start (one scan per requester): no one is overtaken.
    if (!this.waiting.has(requester) && this.mayStart(requester)) {
      this.start(requester);
      return;
    }
    await new Promise<void>((resolve) => {
      const queue = this.waiting.get(requester);
      if (queue) queue.push(resolve);
      else {
        this.waiting.set(requester, [resolve]);
        this.turns.push(requester);
      }
    });
  }

  private releaseSlot(requester: string): void {
    this.busy--;
    const running = (this.running.get(requester) ?? 1) - 1;
    if (running > 0) this.running.set(requester, running);
    else this.running.delete(requester);
    // The next requester whose turn it is and who may start; it goes to the back of the line.
    for (let i = 0; i < this.turns.length && this.busy < this.size; ) {
      const next = this.turns[i] as string;
      if (!this.mayStart(next)) {
        i++;
        continue;
      }
      const queue = this.waiting.get(next) as (() => void)[];
      const resolve = queue.shift() as () => void;
      this.turns.splice(i, 1);
      if (queue.length > 0) this.turns.push(next);
      else this.waiting.delete(next);
      this.start(next);
      resolve();
      i = 0;
    }
  }
}

/** Profile directories of the local scanner: the prefix, then the owning process's id. */
const profilePrefix = "klarsicht-scanner-";

/**
 * A scanner killed outright (SIGKILL, a crash) cannot remove its Chromium profile; its Chromium exits
 * with it (pipe). The next scanner removes profiles whose owning process is gone.
 */
async function removeOrphanedProfiles(): Promise<void> {
  const entries = await readdir(tmpdir()).catch(() => [] as string[]);
  await Promise.all(
    entries.map(async (entry) => {
      const owner = new RegExp(`^${profilePrefix}(\\d+)-`).exec(entry)?.[1];
      if (owner === undefined || isAlive(Number(owner))) return;
      await rm(join(tmpdir(), entry), { recursive: true, force: true }).catch(() => {});
    }),
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but someone else's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Answers for a minute, at most 1000 names: enough for the guard within a scan session. */
function cachedResolver(resolve: Resolver): Resolver {
  const answers = new Map<string, { addresses: Promise<string[]>; expires: number }>();
  return (hostname) => {
    const now = Date.now();
    const cached = answers.get(hostname);
    if (cached && cached.expires > now) return cached.addresses;
    if (answers.size >= 1000) answers.clear();
    const addresses = resolve(hostname);
    answers.set(hostname, { addresses, expires: now + 60_000 });
    // Failures are not remembered: the next request asks again.
    addresses.catch(() => answers.delete(hostname));
    return addresses;
  };
}
