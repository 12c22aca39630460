/**
 * The scanner Worker (production): consumes scan jobs from the "klarsicht-scans" queue, scans each page
 * with Cloudflare Browser Rendering through the engine, and records the run in D1. Its dead-letter
 * queue's consumer fails runs whose every delivery failed. Config: workers/scanner/wrangler.toml.
 */
import puppeteer, { type Browser } from "@cloudflare/puppeteer";
// The script as text, by the [[rules]] entry in wrangler.toml (declared in text-modules.d.ts).
import axeSource from "axe-core/axe.min.js";
import axeLocaleDe from "axe-core/locales/de.json";
import { createDb } from "../../app/utils/db.server";
import { failRunFromDeadLetter, jobFor, processScanJob, recoverStuckRuns } from "../../app/utils/runs.server";
import { scanJobInBrowser } from "./browser-rendering";
import { type ScanJob, type ScanOutcome, scanJobSchema } from "./contract";

export type ScannerEnv = {
  BROWSER: Fetcher;
  DB: D1Database;
  SCAN_QUEUE: Queue<ScanJob>;
};

/** As named in wrangler.toml; every other queue this Worker consumes is the scan queue. */
const deadLetterQueue = "klarsicht-scans-dlq";

/** How long Browser Rendering keeps an idle browser for the next job (its maximum: 10 minutes). */
const browserKeepAliveMs = 10 * 60 * 1000;

export default {
  async queue(batch, env) {
    const db = createDb(env.DB);
    for (const message of batch.messages) {
      const parsed = scanJobSchema.safeParse(message.body);
      if (!parsed.success) {
        // Redelivering a malformed job cannot help: drop it, loudly.
        console.error("Dropping invalid scan job", batch.queue, JSON.stringify(parsed.error.issues));
        message.ack();
        continue;
      }
      const job = parsed.data;
      if (batch.queue === deadLetterQueue) {
        await failRunFromDeadLetter(db, job);
        message.ack();
        continue;
      }
      try {
        await processScanJob(db, job, (current) => scanWithBrowserRendering(env, current), {
          retryable: true,
        });
        message.ack();
      } catch (error) {
        // No browser to be had, or D1 failed: later; after max_retries the dead-letter queue takes it.
        console.error("Scan job failed, will retry", job.runId, error);
        message.retry({ delaySeconds: 15 * message.attempts });
      }
    }
  },

  /** Every few minutes: runs whose scanner died mid-scan go back to the queue, or fail after their last attempt. */
  async scheduled(_controller, env) {
    const db = createDb(env.DB);
    for (const run of await recoverStuckRuns(db)) await env.SCAN_QUEUE.send(jobFor(run));
  },
} satisfies ExportedHandler<ScannerEnv, unknown>;

/** Throws (so the queue retries) when no browser can be had; every page-level problem is an outcome. */
async function scanWithBrowserRendering(env: ScannerEnv, job: ScanJob): Promise<ScanOutcome> {
  const browser = await warmBrowser(env);
  try {
    // Production scans public sites only: no private addresses, no exceptions.
    return await scanJobInBrowser(browser, job, { axeSource, axeLocaleDe, policy: { allowPrivate: false } });
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
