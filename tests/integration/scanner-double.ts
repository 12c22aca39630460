/**
 * The scanner Worker's place in the integration tests. The app's SCAN_QUEUE and SCANNER bindings lead
 * here (tests/integration/worker.ts), into the tests' own isolate: the app sends its jobs and calls as in
 * production. The jobs are worked off by the core code the scanner Worker runs too (processScanJob,
 * processSiteJob), at most `concurrency` at a time, each not before its delay; only the browser's part is
 * a double: what a page, a site's discovery, a document, a flow, a trial or a print come to is what the
 * test answers at http://scanner.test (/scan, /discover, /document, /flow, /steps, /pdf), through the
 * fetch it mocks. The scanner Worker itself, with its queue, is tested in tests/worker and end to end.
 *
 * The messages are kept until the test works them off (workOffScanJobs, through requestSettled in
 * app-fetch.ts), in the test's own context: the queue's entrypoint is called in a context of its own,
 * which may not do the test's I/O.
 */
import {
  type FlowRunOutcome,
  type ScanErrorCode,
  type ScanJob,
  type ScanOutcome,
  type SiteDiscovery,
  type SiteJob,
  scanErrorCodes,
} from "#core/contract";
import type { PdfDocumentOutcome } from "#core/pdf/document";
import { storingPictures } from "#core/picture-store";
import { failRun, processScanJob } from "#core/runs/runs.server";
import { processSiteJob, type SiteScanner } from "#core/runs/site-runs.server";
import { flowOfRun, loginProfileOfRun } from "#core/site-steps.server";
import type { AuthProfile } from "#core/steps";
import { createDb, type Database } from "#drizzle/db.server";
import { parseEnv } from "~/utils/env.server";
import { loginKeyring } from "~/utils/site-steps.server";

export const scannerOrigin = "http://scanner.test";
const concurrency = 4;

type Queued = { job: ScanJob | SiteJob; at: number };
const waiting: Queued[] = [];
const running = new Set<Promise<void>>();

/**
 * Takes messages as the scan queue does; a delay holds a message back (a Crawl-delay, a requester's
 * turn). Only kept here: the work is done in the test's own context (workOffScanJobs), where the D1 and
 * the fetch it mocks belong.
 */
export function enqueueScanJobs(messages: { body: unknown; delaySeconds?: number }[]): void {
  for (const { body, delaySeconds } of messages) {
    waiting.push({ job: body as ScanJob | SiteJob, at: Date.now() + (delaySeconds ?? 0) * 1000 });
  }
  waiting.sort((a, b) => a.at - b.at);
}

/**
 * Works off every job sent so far and every job those send on, at most `concurrency` at a time, each
 * not before its time; resolves when none is left.
 */
export async function workOffScanJobs(env: Env): Promise<void> {
  const db = createDb(env.DB);
  const scanner = siteScanner(db, env);
  while (waiting.length > 0 || running.size > 0) {
    while (running.size < concurrency && waiting[0] !== undefined && waiting[0].at <= Date.now()) {
      const { job } = waiting.shift() as Queued;
      const work: Promise<void> = runJob(db, job, scanner).finally(() => running.delete(work));
      running.add(work);
    }
    const next = waiting[0];
    // The next job's time, or the end of one running (which may send more).
    const due = next === undefined || running.size >= concurrency ? [] : [delay(next.at - Date.now())];
    await Promise.race([...running, ...due]);
  }
}

/**
 * After each test (scanner-double-setup.ts): forgets the jobs still waiting (a test that ended before their
 * time, or never waited for them) and lets those under way end, so that the next test starts clean.
 */
export async function forgetScanJobs(): Promise<void> {
  waiting.length = 0;
  await Promise.allSettled([...running]);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

async function runJob(db: Database, job: ScanJob | SiteJob, scanner: SiteScanner): Promise<void> {
  try {
    if ("site" in job) await processSiteJob(db, job, scanner);
    else await processScanJob(db, job, scanner.scan);
  } catch (error) {
    console.error("A scan job failed unexpectedly", job.runId, error);
    await failRun(db, job.runId, "internal").catch(() => {});
  }
}

/** The login profile of a run's site, opened with the app's keyring, as the scanner opens it. */
function profileOf(db: Database, env: Env): (runId: string) => Promise<AuthProfile | null> {
  const keyring = loginKeyring(parseEnv(env));
  return async (runId) => (keyring ? loginProfileOfRun(db, keyring, runId) : null);
}

function siteScanner(db: Database, env: Env): SiteScanner {
  const { SCREENSHOTS } = parseEnv(env);
  const keyring = loginKeyring(parseEnv(env));
  const profileFor = profileOf(db, env);
  return {
    scan: storingPictures(SCREENSHOTS, async (job: ScanJob) => {
      const auth = await profileFor(job.runId);
      const outcome = await ask<ScanOutcome>("/scan", auth ? { ...job, auth } : job);
      return outcome.ok || scanErrorCodes.includes(outcome.error)
        ? outcome
        : { ok: false, error: "internal" };
    }),
    async discover(url, maxUrls, runId) {
      const auth = await profileFor(runId);
      const answer = await ask<SiteDiscovery | { error: ScanErrorCode }>("/discover", {
        url,
        maxUrls,
        ...(auth ? { runId, auth } : {}),
      });
      if ("error" in answer && !scanErrorCodes.includes(answer.error)) return { error: "internal" };
      return answer;
    },
    async checkDocument(url) {
      const answer = await ask<PdfDocumentOutcome>("/document", { url });
      if (!answer.ok && "error" in answer && !scanErrorCodes.includes(answer.error)) {
        return { ok: false, url, error: "internal" };
      }
      return answer;
    },
    ...(keyring
      ? {
          async runFlow(job) {
            const flow = await flowOfRun(db, keyring, job.runId, job.flowId);
            if (!flow) return null;
            const profile = await profileFor(job.runId);
            return ask<FlowRunOutcome>("/flow", {
              site: job.site,
              level: job.level,
              locale: job.locale,
              ...(profile ? { profile } : {}),
              flow,
            });
          },
        }
      : {}),
    async dispatch(jobs) {
      enqueueScanJobs(jobs.map(({ job, delayMs }) => ({ body: job, delaySeconds: delayMs / 1000 })));
    },
  };
}

async function ask<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, scannerOrigin), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The scanner double answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}
