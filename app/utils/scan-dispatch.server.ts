import type { AppLoadContext } from "@remix-run/cloudflare";
import { jobFor, type Run } from "#core/runs/runs.server";

/**
 * Sends a run to the scanner Worker through the scan queue: in production Cloudflare's queue, in `npm run
 * dev` and the end-to-end tests the local platform's (workers/dev/local-platform.ts), so every scan takes
 * the same path from here on: the queue, its retries and dead-letter queue, the scanner Worker.
 */
export async function dispatchScan(context: AppLoadContext, run: Run): Promise<void> {
  const { SCAN_QUEUE } = context.env;
  if (!SCAN_QUEUE) throw new Error("No scanner is configured: bind SCAN_QUEUE (wrangler.toml)");
  await SCAN_QUEUE.send(jobFor(run));
}
