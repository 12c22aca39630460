/**
 * The scanner Worker (production): consumes scan jobs from the "klarsicht-scans" queue, scans each page
 * with Cloudflare Browser Rendering through the engine, and records the run in D1. Its dead-letter
 * queue's consumer fails runs whose every delivery failed. Config: workers/scanner/wrangler.toml.
 */
import puppeteer, { type Browser } from "@cloudflare/puppeteer";
// The script as text, by the [[rules]] entry in wrangler.toml (declared in text-modules.d.ts).
import axeSource from "axe-core/axe.min.js";
import axeLocaleDe from "axe-core/locales/de.json";
import { type ScanJob, type ScanOutcome, type SiteJob, scanJobSchema, siteJobSchema } from "#core/contract";
import { discoverSite } from "#core/discover";
import { fetchPdfDocument } from "#core/pdf/document";
import { storingPictures } from "#core/picture-store";
import { failRunFromDeadLetter, jobFor, processScanJob, recoverStuckRuns } from "#core/runs/runs.server";
import {
  failSiteJobFromDeadLetter,
  processSiteJob,
  recoverStuckPages,
  type SiteScanner,
} from "#core/runs/site-runs.server";
import type { Database } from "#drizzle/db.server";
import { createDb } from "#drizzle/db.server";
import { browserWaitMs, browserWaitsOf, isBrowserLimitReached } from "./browser-limits";
import { scanJobInBrowser } from "./browser-rendering";
import { defaultDohEndpoint, dohResolver } from "./doh";
import { fetchWithoutDns } from "./fetch-without-dns";
import { renderPdf } from "./pdf";
import { dueAt, requesterTurnDelayMs, sendJobs } from "./queue-dispatch";

export type ScannerEnv = {
  BROWSER: Fetcher;
  DB: D1Database;
  SCAN_QUEUE: Queue<ScanJob | SiteJob>;
  /** The DNS-over-HTTPS resolver (JSON API) the guard asks where host names lead; Cloudflare's by default. */
  DOH_URL?: string;
  /** Pages' screenshots and findings' crops (picture-store.ts). */
  SCREENSHOTS: R2Bucket;
};

/** Production scans public sites only: no private addresses, no exceptions. */
const policy = { allowPrivate: false } as const;

/** The Worker has no DNS of its own: names are resolved over HTTPS (doh.ts). */
function resolverFor(env: ScannerEnv) {
  return dohResolver(env.DOH_URL || defaultDohEndpoint);
}

/** The pages of a site run travel through the same queue as single pages. */
function siteScanner(env: ScannerEnv): SiteScanner {
  return {
    scan: storingPictures(env.SCREENSHOTS, (job) => scanWithBrowserRendering(env, job)),
    discover: (url, maxUrls) =>
      discoverSite(url, fetchWithoutDns(policy, { resolve: resolverFor(env) }), { maxUrls }),
    dispatch: (jobs) => sendJobs(env.SCAN_QUEUE, jobs),
    // Linked PDFs through the same guard as robots.txt and sitemaps: DNS over HTTPS, every hop checked.
    checkDocument: (url) => fetchPdfDocument(url, fetchWithoutDns(policy, { resolve: resolverFor(env) })),
  };
}

/** A site job or a single-page job; anything else is not ours. */
function parseJob(body: unknown): { site: SiteJob } | { page: ScanJob } | null {
  const site = siteJobSchema.safeParse(body);
  if (site.success) return { site: site.data };
  const page = scanJobSchema.safeParse(body);
  return page.success ? { page: page.data } : null;
}

async function processJob(
  db: Database,
  env: ScannerEnv,
  job: { site: SiteJob } | { page: ScanJob },
): Promise<"handled" | "deferred"> {
  if ("site" in job) {
    await processSiteJob(db, job.site, siteScanner(env), {
      retryable: true,
      attemptNotUsed: isBrowserLimitReached,
    });
    return "handled";
  }
  const scan = storingPictures(env.SCREENSHOTS, (current: ScanJob) => scanWithBrowserRendering(env, current));
  return processScanJob(db, job.page, scan, {
    retryable: true,
    onePerRequester: true,
    attemptNotUsed: isBrowserLimitReached,
  });
}

/** As named in wrangler.toml; every other queue this Worker consumes is the scan queue. */
const deadLetterQueue = "klarsicht-scans-dlq";

/** How long Browser Rendering keeps an idle browser for the next job (its maximum: 10 minutes). */
const browserKeepAliveMs = 10 * 60 * 1000;

export default {
  async queue(batch, env) {
    const db = createDb(env.DB);
    for (const message of batch.messages) {
      const job = parseJob(message.body);
      if (!job) {
        // Redelivering a malformed job cannot help: drop it, loudly.
        console.error("Dropping invalid scan job", batch.queue, JSON.stringify(message.body).slice(0, 500));
        message.ack();
        continue;
      }
      if (batch.queue === deadLetterQueue) {
        if ("site" in job) await failSiteJobFromDeadLetter(db, job.site, siteScanner(env));
        else await failRunFromDeadLetter(db, job.page);
        message.ack();
        continue;
      }
      const due = dueAt(message.body);
      try {
        const body = "site" in job ? job.site : job.page;
        // Here before its time (its wait was longer than a queue delays): back for the rest of it.
        if (due !== undefined) await sendJobs(env.SCAN_QUEUE, [{ job: body, delayMs: due - Date.now() }]);
        else if ((await processJob(db, env, job)) === "deferred")
          await sendJobs(env.SCAN_QUEUE, [{ job: body, delayMs: requesterTurnDelayMs }]);
        message.ack();
      } catch (error) {
        if (isBrowserLimitReached(error)) {
          // Browser Rendering is at the account's limit: the job waits its turn as a new message.
          const waits = browserWaitsOf(message.body);
          // The count travels beside the job, as notBefore does (the job's schema ignores it).
          const waiting = { ...("site" in job ? job.site : job.page), browserWaits: waits + 1 };
          await sendJobs(env.SCAN_QUEUE, [{ job: waiting, delayMs: browserWaitMs(waits) }]);
          message.ack();
          continue;
        }
        // No browser to be had, or D1 failed: later; after max_retries the dead-letter queue takes it.
        console.error("Scan job failed, will retry", JSON.stringify(message.body).slice(0, 500), error);
        message.retry({ delaySeconds: 15 * message.attempts });
      }
    }
  },

  /** Every few minutes: runs whose scanner died mid-scan go back to the queue, or fail after their last attempt. */
  async scheduled(_controller, env) {
    const db = createDb(env.DB);
    for (const run of await recoverStuckRuns(db)) await env.SCAN_QUEUE.send(jobFor(run));
    const pages = await recoverStuckPages(db);
    await siteScanner(env).dispatch(pages.map((job) => ({ job, delayMs: 0 })));
  },

  /**
   * Prints the app's report HTML to PDF. Reached only through the app's service binding (SCANNER): this
   * Worker has no route and workers_dev is off.
   */
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname !== "/pdf" || request.method !== "POST")
      return new Response("Not Found", { status: 404 });
    const { html } = (await request.json()) as { html?: unknown };
    if (typeof html !== "string") return new Response("Expected { html }", { status: 400 });
    const browser = await warmBrowser(env);
    const context = await browser.createBrowserContext();
    try {
      const pdf = await renderPdf(await context.newPage(), html);
      return new Response(pdf as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "application/pdf" } });
    } finally {
      await context.close().catch(() => {});
      await browser.disconnect();
    }
  },
} satisfies ExportedHandler<ScannerEnv, unknown>;

/** Throws (so the queue retries) when no browser can be had; every page-level problem is an outcome. */
async function scanWithBrowserRendering(env: ScannerEnv, job: ScanJob): Promise<ScanOutcome> {
  const browser = await warmBrowser(env);
  try {
    return await scanJobInBrowser(browser, job, {
      axeSource,
      axeLocaleDe,
      policy,
      resolve: resolverFor(env),
    });
  } finally {
    // Disconnect, not close: the browser stays warm for the next job (keep_alive).
    await browser.disconnect();
  }
}

/**
 * A running browser that no Worker is connected to saves the launch (1–2 s). Two consumers may race for
 * the same one; the loser's connect fails and it launches a browser of its own.
 */
async function warmBrowser(env: ScannerEnv): Promise<Browser> {
  try {
    const sessions = await puppeteer.sessions(env.BROWSER);
    const idle = sessions.find((session) => !session.connectionId);
    if (idle) return await puppeteer.connect(env.BROWSER, idle.sessionId);
  } catch (error) {
    console.warn("No warm browser session, launching one", error);
  }
  return puppeteer.launch(env.BROWSER, { keep_alive: browserKeepAliveMs });
}
