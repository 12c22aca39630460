import { describe, expect, it } from "vitest";
import type { SiteJob } from "#core/contract";
import { dueAt, queueLimits, sendJobs } from "#scanner/queue-dispatch";

/**
 * How the scanner Worker sends jobs to its queue, inside workerd, recorded batch by batch and held to
 * Cloudflare's limits (the local queue simulator accepts batches the platform refuses).
 */

/** A page job with the longest address a job may have (2048 characters), 2.2 KB as JSON. */
function pageJob(pageId: number): SiteJob {
  const url = `https://www.beispiel.de/${"s".repeat(2048 - 28)}${String(pageId).padStart(4, "0")}`;
  return { runId: "run-limits", url, level: "AA", locale: "de", site: { step: "page", pageId } };
}

function recorder() {
  const batches: MessageSendRequest<SiteJob>[][] = [];
  const queue = {
    async sendBatch(messages: Iterable<MessageSendRequest<SiteJob>>) {
      const batch = [...messages];
      batches.push(batch);
    },
  } as unknown as Queue<SiteJob>;
  return { queue, batches };
}

describe("sendJobs", () => {
  it("keeps batches under 256 KB when the jobs are large, in order", async () => {
    // Larger than any job today (at most 2.2 KB, so 100 fit): the size limit must hold all the same.
    type Large = { n: number; payload: string };
    const batches: MessageSendRequest<Large>[][] = [];
    const queue = {
      async sendBatch(messages: Iterable<MessageSendRequest<Large>>) {
        batches.push([...messages]);
      },
    } as unknown as Queue<Large>;
    const jobs = Array.from({ length: 250 }, (_, n) => ({
      job: { n, payload: "ä".repeat(2500) },
      delayMs: 0,
    }));
    await sendJobs(queue, jobs);
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(queueLimits.messagesPerBatch);
      const bytes = batch.reduce(
        (sum, message) => sum + new TextEncoder().encode(JSON.stringify(message.body)).byteLength,
        0,
      );
      expect(bytes).toBeLessThanOrEqual(256_000);
    }
    expect(batches.length).toBeGreaterThan(3);
    expect(batches.flat().map((message) => message.body.n)).toEqual(jobs.map((_, n) => n));
  });

  it("sends page jobs with the longest addresses 100 to a batch", async () => {
    const { queue, batches } = recorder();
    await sendJobs(
      queue,
      Array.from({ length: 250 }, (_, index) => ({ job: pageJob(index), delayMs: 0 })),
    );
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat().every((message) => message.contentType === "json")).toBe(true);
  });

  it("sends small jobs 100 to a batch", async () => {
    const small = (pageId: number): SiteJob => ({
      ...pageJob(pageId),
      url: `https://www.beispiel.de/${pageId}`,
    });
    const { queue, batches } = recorder();
    await sendJobs(
      queue,
      Array.from({ length: 201 }, (_, index) => ({ job: small(index), delayMs: 0 })),
    );
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 1]);
  });

  it("delays a message 12 hours at most; a job due later carries its time and counts as early until then", async () => {
    const now = Date.UTC(2026, 0, 1);
    const hour = 60 * 60 * 1000;
    const { queue, batches } = recorder();
    await sendJobs(
      queue,
      [
        { job: pageJob(0), delayMs: 1500 },
        { job: pageJob(1), delayMs: 12 * hour },
        { job: pageJob(2), delayMs: 30 * hour },
      ],
      now,
    );
    const [first, second, third] = batches.flat();
    expect(first?.delaySeconds).toBe(2);
    expect(second?.delaySeconds).toBe(43_200);
    expect(second?.body).toEqual(pageJob(1));
    expect(third?.delaySeconds).toBe(43_200);
    expect(third?.body).toEqual({ ...pageJob(2), notBefore: now + 30 * hour });

    expect(dueAt(third?.body, now + 12 * hour)).toBe(now + 30 * hour);
    expect(dueAt(third?.body, now + 30 * hour)).toBeUndefined();
    expect(dueAt(second?.body, now + 12 * hour)).toBeUndefined();
  });
});
