/**
 * Sending jobs to a Cloudflare Queue within its limits: a sendBatch takes at most 100 messages and 256 KB,
 * and a message can be delayed by at most 12 hours. A site of thousands of pages, spaced by its
 * Crawl-delay, exceeds all three; a batch over a limit would be refused whole.
 */
export const queueLimits = {
  messagesPerBatch: 100,
  bytesPerBatch: 256_000,
  /** What the platform counts beside the body, estimated generously. */
  bytesPerMessageOverhead: 256,
  maxDelaySeconds: 12 * 60 * 60,
} as const;

export type DelayedJob<Job extends object> = { job: Job; delayMs: number };

const encoder = new TextEncoder();

/**
 * Sends the jobs in order, in as few batches as the limits allow. A job due later than a queue can delay
 * it carries its time (`notBefore`, ms since the epoch) and is sent again for the rest when it arrives
 * early (see dueAt), so that a long Crawl-delay schedule keeps its spacing.
 */
export async function sendJobs<Job extends object>(
  queue: Queue<Job>,
  jobs: readonly DelayedJob<Job>[],
  now = Date.now(),
): Promise<void> {
  let batch: MessageSendRequest<Job>[] = [];
  let batchBytes = 0;
  for (const { job, delayMs } of jobs) {
    const delaySeconds = Math.max(0, Math.ceil(delayMs / 1000));
    const body = delaySeconds > queueLimits.maxDelaySeconds ? { ...job, notBefore: now + delayMs } : job;
    // As JSON, the size the queue counts is the encoded text.
    const bytes = encoder.encode(JSON.stringify(body)).byteLength + queueLimits.bytesPerMessageOverhead;
    if (
      batch.length > 0 &&
      (batch.length === queueLimits.messagesPerBatch || batchBytes + bytes > queueLimits.bytesPerBatch)
    ) {
      await queue.sendBatch(batch);
      batch = [];
      batchBytes = 0;
    }
    batch.push({
      body,
      contentType: "json",
      delaySeconds: Math.min(queueLimits.maxDelaySeconds, delaySeconds),
    });
    batchBytes += bytes;
  }
  if (batch.length > 0) await queue.sendBatch(batch);
}

/** When a message sent by sendJobs may be worked on, if it arrived before its time; else undefined. */
export function dueAt(body: unknown, now = Date.now()): number | undefined {
  const notBefore = (body as { notBefore?: unknown } | null)?.notBefore;
  // Within a second is on time: the queue rounds delays to seconds.
  return typeof notBefore === "number" && notBefore > now + 1000 ? notBefore : undefined;
}

/**
 * Fair share: the consumers' max_concurrency is shared by everyone, so an anonymous requester gets one
 * running scan at a time (claimRun). Their next job goes back to the queue for this long, as a new
 * message (a retry would count towards max_retries and end in the dead-letter queue), while other
 * requesters' jobs are taken. Each time one of theirs finishes, one of the waiting ones goes next, so
 * none waits forever: a requester has at most FREE_SCANS_PER_HOUR of them.
 */
export const requesterTurnDelayMs = 10_000;
