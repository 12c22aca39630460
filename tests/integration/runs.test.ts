import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Finding, PageReport } from "#core/contract";
import {
  claimRun,
  completeRun,
  createRun,
  failRun,
  failRunFromDeadLetter,
  getRun,
  jobFor,
  loadRunReport,
  MAX_RUN_ATTEMPTS,
  processScanJob,
  RUN_LEASE_MS,
  recoverStuckRuns,
} from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";

const db = createDb(env.DB);

/** Incompressible text, so that a report really needs several chunks. */
function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

function finding(ruleId: string, nodes: number, extra: Partial<Finding> = {}): Finding {
  return {
    ruleId,
    impact: "serious",
    description: `Description of ${ruleId}`,
    help: `Help for ${ruleId}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${ruleId}`,
    wcag: ["1.1.1"],
    en301549: ["9.1.1.1"],
    bestPractice: false,
    nodes: Array.from({ length: nodes }, (_, index) => ({
      selector: `#element-${index}`,
      html: `<img id="element-${index}" src="/${randomHex(64)}.png">`,
      failureSummary: "Fix any of the following: Element does not have an alt attribute",
    })),
    ...extra,
  };
}

function report(violations: Finding[]): PageReport {
  return {
    url: "https://example.com/",
    finalUrl: "https://example.com/start",
    level: "AA",
    locale: "de",
    counts: { violations: violations.length, incomplete: 0, passes: 12, inapplicable: 40 },
    impacts: { critical: 0, serious: violations.length, moderate: 0, minor: 0 },
    violations,
    incomplete: [],
    passes: [],
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.1",
  };
}

const newRun = (now?: Date) => createRun(db, { url: "https://example.com/", level: "AA", locale: "de" }, now);

describe("run lifecycle in D1", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM run_results; DELETE FROM runs;");
  });

  it("creates queued runs with unguessable ids", async () => {
    const first = await newRun();
    const second = await newRun();
    expect(first.status).toBe("queued");
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.id).not.toBe(second.id);
  });

  it("lets exactly one of several concurrent claims win", async () => {
    const run = await newRun();
    const results = await Promise.all(Array.from({ length: 5 }, () => claimRun(db, run.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const stored = await getRun(db, run.id);
    expect(stored?.status).toBe("running");
    expect(stored?.attempts).toBe(1);
  });

  it("stores a report that survives the round trip, even one spread over many chunks", async () => {
    const run = await newRun();
    await claimRun(db, run.id);
    const big = report(Array.from({ length: 40 }, (_, index) => finding(`rule-${index}`, 60)));
    await completeRun(db, run.id, big);

    const chunks = await env.DB.prepare("SELECT COUNT(*) AS n FROM run_results WHERE run_id = ?")
      .bind(run.id)
      .first<{ n: number }>();
    expect(chunks?.n).toBeGreaterThan(1);
    expect(await loadRunReport(db, run.id)).toEqual(big);
    const stored = await getRun(db, run.id);
    expect(stored).toMatchObject({
      status: "done",
      violationCount: 40,
      finalUrl: "https://example.com/start",
    });
    expect(stored?.counts).toEqual(big.counts);
  });

  it("counts only WCAG violations as issues, not best practices", async () => {
    const run = await newRun();
    await claimRun(db, run.id);
    await completeRun(
      db,
      run.id,
      report([finding("image-alt", 1), finding("region", 3, { bestPractice: true, wcag: [] })]),
    );
    expect((await getRun(db, run.id))?.violationCount).toBe(1);
  });

  it("fails a run with its error code and no results", async () => {
    const run = await newRun();
    await claimRun(db, run.id);
    await failRun(db, run.id, "blocked_target");
    expect(await getRun(db, run.id)).toMatchObject({ status: "failed", errorCode: "blocked_target" });
    expect(await loadRunReport(db, run.id)).toBeNull();
  });

  it("never leaves half-written results when storing fails", async () => {
    const run = await newRun();
    await claimRun(db, run.id);
    // A report that cannot be serialised stands for any failure while writing.
    const broken = report([finding("image-alt", 1)]) as PageReport & { loop?: unknown };
    broken.loop = broken;
    await expect(completeRun(db, run.id, broken)).rejects.toThrow();
    expect(await getRun(db, run.id)).toMatchObject({ status: "running" });
    expect(await loadRunReport(db, run.id)).toBeNull();
  });

  it("processes a job: claim, scan, store", async () => {
    const run = await newRun();
    const scanned: string[] = [];
    await processScanJob(db, jobFor(run), async (job) => {
      scanned.push(job.url);
      return { ok: true, report: report([finding("image-alt", 2)]) };
    });
    expect(scanned).toEqual(["https://example.com/"]);
    expect((await getRun(db, run.id))?.status).toBe("done");

    // A second delivery of the same job does nothing.
    await processScanJob(db, jobFor(run), async () => {
      throw new Error("must not scan again");
    });
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("drops the result quietly when the run was deleted while it was scanned", async () => {
    const run = await newRun();
    await expect(
      processScanJob(db, jobFor(run), async () => {
        await db.delete(schema.runs).where(eq(schema.runs.id, run.id));
        return { ok: true, report: report([finding("image-alt", 2)]) };
      }),
    ).resolves.toBe("handled");
    expect(await getRun(db, run.id)).toBeUndefined();
  });

  it("stores a scan's failure code", async () => {
    const run = await newRun();
    await processScanJob(db, jobFor(run), async () => ({ ok: false, error: "timeout" }));
    expect(await getRun(db, run.id)).toMatchObject({ status: "failed", errorCode: "timeout" });
  });

  it("hands a run back for the queue's retry, and fails it locally", async () => {
    const queued = await newRun();
    await expect(
      processScanJob(
        db,
        jobFor(queued),
        async () => {
          throw new Error("browser crashed");
        },
        { retryable: true },
      ),
    ).rejects.toThrow("browser crashed");
    expect(await getRun(db, queued.id)).toMatchObject({ status: "queued", attempts: 1 });

    const local = await newRun();
    await processScanJob(db, jobFor(local), async () => {
      throw new Error("browser crashed");
    });
    expect(await getRun(db, local.id)).toMatchObject({ status: "failed", errorCode: "internal" });
  });

  it("fails a run whose every delivery failed (dead-letter queue)", async () => {
    const run = await newRun();
    await failRunFromDeadLetter(db, jobFor(run));
    expect(await getRun(db, run.id)).toMatchObject({ status: "failed", errorCode: "internal" });
  });

  it("retries a run stuck past its lease, and fails it once attempts are used up", async () => {
    const start = new Date("2026-11-21T10:00:00Z");
    const run = await newRun(start);
    expect(await claimRun(db, run.id, start)).toBe(true);

    // Still within the lease: nobody else may take it, nothing is recovered.
    const during = new Date(start.getTime() + RUN_LEASE_MS - 1000);
    expect(await claimRun(db, run.id, during)).toBe(false);
    expect(await recoverStuckRuns(db, during)).toEqual([]);

    // Past the lease: another attempt may claim it directly ...
    let now = new Date(start.getTime() + RUN_LEASE_MS + 1000);
    expect(await claimRun(db, run.id, now)).toBe(true);
    // ... or recovery hands it back to the queue.
    now = new Date(now.getTime() + RUN_LEASE_MS + 1000);
    const recovered = await recoverStuckRuns(db, now);
    expect(recovered.map((item) => item.id)).toEqual([run.id]);
    expect(await claimRun(db, run.id, now)).toBe(true);
    expect((await getRun(db, run.id))?.attempts).toBe(MAX_RUN_ATTEMPTS);

    now = new Date(now.getTime() + RUN_LEASE_MS + 1000);
    expect(await recoverStuckRuns(db, now)).toEqual([]);
    expect(await getRun(db, run.id)).toMatchObject({ status: "failed", errorCode: "timeout" });
  });
});
