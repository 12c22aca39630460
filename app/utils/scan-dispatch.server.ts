import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ScanJob, type ScanOutcome, scanErrorCodes } from "../../workers/scanner/contract";
import { jobFor, processScanJob, type Run } from "./runs.server";

/** Asks the local scanner service to scan one page; its answer is the scan's outcome. */
async function scanWithLocalScanner(scannerUrl: string, job: ScanJob): Promise<ScanOutcome> {
  const response = await fetch(new URL("/scan", scannerUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(job),
  });
  if (!response.ok) throw new Error(`Local scanner answered ${response.status}`);
  const outcome = (await response.json()) as ScanOutcome;
  if (!outcome.ok && !scanErrorCodes.includes(outcome.error)) return { ok: false, error: "internal" };
  return outcome;
}

/**
 * Sends a run to the scanner: straight to the local scanner service in development (in the background
 * of this request), or through the Cloudflare Queue in production. LOCAL_SCANNER_URL is only ever set
 * by the local tools, never in wrangler.toml, so production always uses the queue.
 */
export async function dispatchScan(context: AppLoadContext, run: Run): Promise<void> {
  const job = jobFor(run);
  const { SCAN_QUEUE, LOCAL_SCANNER_URL } = context.env;
  if (LOCAL_SCANNER_URL) {
    context.cloudflare.ctx.waitUntil(
      processScanJob(context.db, job, (current) => scanWithLocalScanner(LOCAL_SCANNER_URL, current)),
    );
    return;
  }
  if (SCAN_QUEUE) {
    await SCAN_QUEUE.send(job);
    return;
  }
  throw new Error("No scanner is configured: bind SCAN_QUEUE (production) or set LOCAL_SCANNER_URL (local)");
}
