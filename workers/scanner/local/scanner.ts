/**
 * The local scanner (Node): one warm system Chromium behind the filtering proxy, a small pool of reused
 * tabs, and the scan engine. Used by the local scanner service (npm run dev, e2e tests), the CLI, the
 * scanner tests and the benchmark.
 */
import { rmSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import type { ReportLocale, ScanErrorCode, ScanLevel, ScanOutcome, SiteDiscovery } from "../contract";
import { discoverSite } from "../discover";
import { openScanTab, type ScanOptions, type ScanTab } from "../engine";
import { checkTarget, isRequestAllowed, type Resolver, type TargetPolicy } from "../guard";
import { renderPdf } from "../pdf";
import { chromiumArgs, resolveChromePath } from "./chromium";
import { resolveAll } from "./dns";
import { guardedFetch } from "./fetch";
import { startFilteringProxy } from "./proxy";

export type LocalScanner = {
  /** requester: who asked, for a fair share of the tabs (see TabPool); scans without one share a turn. */
  scan(
    url: string,
    options: { level: ScanLevel; locale: ReportLocale; requester?: string },
  ): Promise<ScanOutcome>;
  /** robots.txt and sitemaps of the site at url (no browser involved); maxUrls defaults to 10,000. */
  discover(url: string, options?: { maxUrls?: number }): Promise<SiteDiscovery | { error: ScanErrorCode }>;
  /** Our own report HTML as PDF, printed by the warm browser in a context of its own. */
  pdf(html: string): Promise<Uint8Array>;
  close(): Promise<void>;
  /** What the filtering proxy refused so far (tests, logs). */
  proxy: { refused: string[] };
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

  const { axeSource, axeLocaleDe } = await loadAxe();
  // The proxy resolves for itself, uncached: its single vetted lookup is what defeats DNS rebinding.
  const proxy = await startFilteringProxy({ policy, resolve });
  const userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-scanner-"));
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
      tabs.discardIdle();
      launching = puppeteer.launch({
        executablePath,
        args: chromiumArgs(proxy.url),
        headless: true,
        userDataDir,
        defaultViewport: viewport,
      });
      launching.then(
        (launched) => {
          running = launched;
          launched.once("disconnected", () => (launching = undefined));
        },
        () => (launching = undefined),
      );
    }
    return launching;
  }
  const tabs = new TabPool(concurrency, async () => openScanTab(await (await browser()).newPage()));

  async function scan(
    url: string,
    { requester, ...scanOptions }: { level: ScanLevel; locale: ReportLocale; requester?: string },
  ): Promise<ScanOutcome> {
    // Refused targets never reach the browser: no tab, no connection, no DNS beyond ours.
    const target = await checkTarget(url, policy, resolve);
    if (!target.ok) return { ok: false, error: target.error, detail: target.reason };
    const refusedBefore = proxy.refused.length;
    const unreachableBefore = proxy.unreachable.length;
    let outcome: ScanOutcome;
    try {
      outcome = await tabs.use(
        target.url.host,
        (tab) =>
          tab.scan(url, {
            ...options.engine,
            ...scanOptions,
            axeSource,
            axeLocaleDe,
            isAllowed: (requestUrl) => isRequestAllowed(requestUrl, policy, guardResolve),
          }),
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
    return explainProxyFailure(
      outcome,
      target.url,
      proxy.refused.slice(refusedBefore),
      proxy.unreachable.slice(unreachableBefore),
    );
  }

  const discoveryFetch = guardedFetch(policy, resolve);
  async function discover(url: string, discoverOptions: { maxUrls?: number } = {}) {
    return discoverSite(url, discoveryFetch, { maxUrls: discoverOptions.maxUrls ?? 10_000 });
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
    discover,
    pdf,
    proxy: { refused: proxy.refused },
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

/** axe-core's script and German locale, from node_modules. */
export async function loadAxe(): Promise<{ axeSource: string; axeLocaleDe: object }> {
  const require = createRequire(import.meta.url);
  const [axeSource, de] = await Promise.all([
    readFile(require.resolve("axe-core/axe.min.js"), "utf8"),
    readFile(require.resolve("axe-core/locales/de.json"), "utf8"),
  ]);
  return { axeSource, axeLocaleDe: JSON.parse(de) as object };
}

/**
 * Behind the proxy, Chromium sees the proxy's 403 or 502 page (or a broken tunnel) where the real cause
 * is the proxy's: it refused the host at connect time (a name that changed its answer: DNS rebinding),
 * or it could not connect at all. Those become blocked_target and unreachable.
 */
function explainProxyFailure(
  outcome: ScanOutcome,
  target: URL,
  refusedDuringScan: string[],
  unreachableDuringScan: string[],
): ScanOutcome {
  if (outcome.ok || (outcome.error !== "http_error" && outcome.error !== "unreachable")) return outcome;
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

/**
 * Up to `size` tabs, each used by one scan at a time and kept for the next. A scan prefers an idle tab
 * that last showed the same host: its renderer process has axe compiled already.
 *
 * Fair share: scans that name their requester run one at a time per requester, and waiting requesters
 * take turns. Ten pages that never load, asked for by one visitor, hold one tab, not all of them, and
 * another visitor's scan does not queue behind all ten. Scans without a requester share one turn and
 * are not limited.
 */
class TabPool {
  private readonly idle: { tab: ScanTab; host: string }[] = [];
  /** Waiting scans per requester ("" for none), and the requesters in the order of their turns. */
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly turns: string[] = [];
  private readonly running = new Map<string, number>();
  private busy = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly open: () => Promise<ScanTab>,
  ) {}

  async use<T>(host: string, work: (tab: ScanTab) => Promise<T>, requester = ""): Promise<T> {
    await this.acquireSlot(requester);
    let tab: ScanTab | undefined;
    try {
      const sameHost = this.idle.findIndex((entry) => entry.host === host);
      tab =
        (sameHost >= 0 ? this.idle.splice(sameHost, 1)[0]?.tab : this.idle.shift()?.tab) ??
        (await this.open());
      return await work(tab);
    } finally {
      if (tab?.reusable && !this.closed) this.idle.push({ tab, host });
      else await tab?.close();
      this.releaseSlot(requester);
    }
  }

  /** Tabs of a browser that is gone are of no use. */
  discardIdle(): void {
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
