/**
 * Browser Rendering's account limits (concurrent browsers, new browsers a minute) answer a browser's
 * acquisition with HTTP 429, which @cloudflare/puppeteer throws as "Unable to create new browser: code:
 * 429: …". That is no fault of the page: its job waits and comes back, for as long as it takes, and never
 * counts towards the queue's max_retries (a retry would, and its dead-letter queue would fail the page).
 * The waits grow so that a full account is not asked again and again; docs/capacity.md has the model.
 */

/** True for Browser Rendering's "at the limit" answer to a new browser. */
export function isBrowserLimitReached(error: unknown): boolean {
  return error instanceof Error && /Unable to create new browser: code: 429\b/.test(error.message);
}

export const browserWait = {
  /** The first wait: about the time a scan takes to give its browser back. */
  firstMs: 15_000,
  /** The longest: a browser kept warm for the next job idles at most 10 minutes. */
  maxMs: 5 * 60_000,
} as const;

/**
 * How long a job waits after its `waits`-th refusal (0 for the first): doubling from firstMs up to maxMs,
 * each spread by ±25 % so that jobs refused together do not come back together.
 */
export function browserWaitMs(waits: number, random: () => number = Math.random): number {
  const base = Math.min(browserWait.maxMs, browserWait.firstMs * 2 ** Math.min(waits, 16));
  return Math.round(base * (0.75 + 0.5 * random()));
}

/** How often a message's job has been refused a browser so far (carried beside the job, like notBefore). */
export function browserWaitsOf(body: unknown): number {
  const waits = (body as { browserWaits?: unknown } | null)?.browserWaits;
  return typeof waits === "number" && Number.isInteger(waits) && waits >= 0 ? waits : 0;
}
