import type { AppLoadContext } from "@remix-run/cloudflare";
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
import { type PictureBucket, storingPictures } from "#core/picture-store";
import {
  failRun,
  jobFor,
  openRuns,
  processScanJob,
  type Run,
  recoverStuckRuns,
} from "#core/runs/runs.server";
import {
  type FlowJob,
  type PageJobStages,
  processSiteJob,
  recoverStuckPages,
  type SiteScanner,
} from "#core/runs/site-runs.server";
import { flowOfRun, loginProfileOfRun } from "#core/site-steps.server";
import type { AuthProfile, Flow } from "#core/steps";
import type { Database } from "#drizzle/db.server";
import { loginKeyring } from "./site-steps.server";

/**
 * Asks the local scanner service to scan one page; its answer is the scan's outcome. Its pictures are
 * stored here, by the same code the scanner Worker stores its own with (picture-store.ts).
 */
function localScan(
  bucket: PictureBucket | undefined,
  scannerUrl: string,
  profileFor: ProfileFor = noProfile,
): (job: ScanJob) => Promise<ScanOutcome> {
  return storingPictures(bucket, async (job: ScanJob) => {
    // The site's login profile goes along to the scanner on this machine only (decision 043).
    const auth = await profileFor(job.runId);
    const outcome = await postToLocalScanner<ScanOutcome>(scannerUrl, "/scan", auth ? { ...job, auth } : job);
    if (!outcome.ok && !scanErrorCodes.includes(outcome.error)) return { ok: false, error: "internal" };
    return outcome;
  });
}

/** The login profile of a run's site, or null; opened from D1 when asked (loginProfileOfRun). */
export type ProfileFor = (runId: string) => Promise<AuthProfile | null>;
const noProfile: ProfileFor = async () => null;

/**
 * What a run's registered site has stored: its login profile and its flows (decision 043); `flow` is
 * absent without a key to open them, and the run then runs no flows.
 */
export type RunSteps = {
  profile: ProfileFor;
  flow?: (runId: string, flowId: string) => Promise<Flow | null>;
};
const noSteps: RunSteps = { profile: noProfile };

/** The run's site's login profile and flows through the deployment's keyring; none without a keyring. */
export function runStepsOf(db: Database, env: AppLoadContext["env"]): RunSteps {
  const keyring = loginKeyring(env);
  if (!keyring) return noSteps;
  return {
    profile: (runId) => loginProfileOfRun(db, keyring, runId),
    flow: (runId, flowId) => flowOfRun(db, keyring, runId, flowId),
  };
}

/**
 * Runs a stored flow of a site run through the local scanner, signed in with the site's profile (both
 * go to the scanner on this machine only, decision 043); null when the site no longer has the flow.
 */
async function runFlowWithLocalScanner(
  scannerUrl: string,
  job: FlowJob,
  profileFor: ProfileFor,
  flowOf: NonNullable<RunSteps["flow"]>,
): Promise<FlowRunOutcome | null> {
  const flow = await flowOf(job.runId, job.flowId);
  if (!flow) return null;
  const profile = await profileFor(job.runId);
  return postToLocalScanner<FlowRunOutcome>(scannerUrl, "/flow", {
    site: job.site,
    level: job.level,
    locale: job.locale,
    ...(profile ? { profile } : {}),
    flow,
  });
}

/**
 * Asks the local scanner service what a site consists of (robots.txt, sitemaps). A signed-in run's
 * discovery goes with its profile: the service signs in for the run and asks in its session, starts
 * where the owner said, and leaves out sign-out and destructive addresses (decision 047).
 */
async function discoverWithLocalScanner(
  scannerUrl: string,
  url: string,
  maxUrls: number,
  runId: string,
  auth: AuthProfile | null,
): Promise<SiteDiscovery | { error: ScanErrorCode }> {
  const answer = await postToLocalScanner<SiteDiscovery | { error: ScanErrorCode }>(scannerUrl, "/discover", {
    url,
    maxUrls,
    ...(auth ? { runId, auth } : {}),
  });
  if ("error" in answer) return scanErrorCodes.includes(answer.error) ? answer : { error: "internal" };
  return answer;
}

/** Asks the local scanner service to fetch a linked PDF document through its guard and check it. */
async function checkDocumentWithLocalScanner(scannerUrl: string, url: string): Promise<PdfDocumentOutcome> {
  const answer = await postToLocalScanner<PdfDocumentOutcome>(scannerUrl, "/document", { url });
  if (!answer.ok && "error" in answer && !scanErrorCodes.includes(answer.error)) {
    return { ok: false, url, error: "internal" };
  }
  return answer;
}

/**
 * The local scanner service went away (killed, crashed, restarting) before it answered: what it was
 * asked is not the page's fault, and is asked again once the service is back.
 */
export class LocalScannerUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The local scanner is not reachable (${cause instanceof Error ? cause.message : String(cause)})`);
    this.name = "LocalScannerUnavailable";
  }
}

async function postToLocalScanner<T>(scannerUrl: string, path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(path, scannerUrl), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new LocalScannerUnavailable(error);
  }
  if (!response.ok) throw new Error(`Local scanner answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}

/**
 * The local stand-in for the queue: site jobs are worked off in this process, at most `concurrency` at
 * a time, each not before its time (Crawl-delay). Resolves when no job is left; never rejects (a job's
 * failure is recorded by processSiteJob, or logged when even that fails).
 *
 * A scanner service that goes away mid-run is not the pages' fault: the jobs it was working on are
 * handed back ("queued", as a queue would redeliver them) and the pool stops taking jobs, rather than
 * failing every page left. The run's queued pages are taken up again by the recovery (recoverLocalRuns,
 * through /local/recover).
 */
export function runSiteLocally(
  db: Database,
  first: SiteJob[],
  scannerUrl: string,
  concurrency: number,
  options: {
    /** Where the scans' pictures are stored; without one they are dropped. */
    pictures?: PictureBucket;
    steps?: RunSteps;
    onStages?: (stages: PageJobStages) => void;
  } = {},
): Promise<void> {
  const { pictures, steps = noSteps, onStages } = options;
  const { profile: profileFor, flow: flowOf } = steps;
  return new Promise<void>((resolve) => {
    const waiting: { job: SiteJob; at: number }[] = [];
    let active = 0;
    let scannerGone = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scanner: SiteScanner = {
      scan: localScan(pictures, scannerUrl, profileFor),
      discover: async (url, maxUrls, runId) =>
        discoverWithLocalScanner(scannerUrl, url, maxUrls, runId, await profileFor(runId)),
      checkDocument: (url) => checkDocumentWithLocalScanner(scannerUrl, url),
      ...(flowOf
        ? { runFlow: (job: FlowJob) => runFlowWithLocalScanner(scannerUrl, job, profileFor, flowOf) }
        : {}),
      async dispatch(jobs) {
        // Stored as queued already; without a scanner they wait for the recovery.
        if (scannerGone) return;
        for (const { job, delayMs } of jobs) waiting.push({ job, at: Date.now() + delayMs });
        waiting.sort((a, b) => a.at - b.at);
      },
    };
    const pump = () => {
      clearTimeout(timer);
      timer = undefined;
      while (active < concurrency && waiting[0] !== undefined && waiting[0].at <= Date.now()) {
        const { job } = waiting.shift() as { job: SiteJob };
        active++;
        processSiteJob(db, job, scanner, {
          retryable: (error) => error instanceof LocalScannerUnavailable,
          ...(onStages ? { onStages } : {}),
        })
          .catch((error: unknown) => {
            if (!(error instanceof LocalScannerUnavailable)) {
              console.error("Site job failed", job.runId, job.site, error);
              return;
            }
            if (waiting.length > 0 || !scannerGone)
              console.warn(`${error.message}: the run goes on when it is back`, job.runId);
            scannerGone = true;
            // Their pages stay queued in D1: the recovery sends them again.
            waiting.length = 0;
          })
          .finally(() => {
            active--;
            pump();
          });
      }
      if (active === 0 && waiting.length === 0) resolve();
      else if (waiting[0] !== undefined && active < concurrency) {
        timer = setTimeout(pump, Math.max(0, waiting[0].at - Date.now()));
      }
    };
    for (const job of first) waiting.push({ job, at: Date.now() });
    pump();
  });
}

/**
 * Sends a run to the scanner: straight to the local scanner service in the tests (in the background
 * of this request), or through the Cloudflare Queue in production and `npm run dev`. LOCAL_SCANNER_URL
 * is only ever set by the tests, never in wrangler.toml, so production always uses the queue.
 */
export async function dispatchScan(context: AppLoadContext, run: Run): Promise<void> {
  const job = jobFor(run);
  const { SCAN_QUEUE, LOCAL_SCANNER_URL } = context.env;
  if (LOCAL_SCANNER_URL) {
    context.cloudflare.ctx.waitUntil(runLocally(context, LOCAL_SCANNER_URL, [job]));
    return;
  }
  if (SCAN_QUEUE) {
    await SCAN_QUEUE.send(job);
    return;
  }
  throw new Error("No scanner is configured: bind SCAN_QUEUE (production) or set LOCAL_SCANNER_URL (local)");
}

/**
 * Works off jobs through the local scanner: single pages each on its own (the scanner service limits how
 * many tabs scan at once), site jobs in the local pool. Never rejects: background work that rejected
 * would be an unhandled rejection in the dev server's process.
 */
function runLocally(context: AppLoadContext, scannerUrl: string, jobs: (ScanJob | SiteJob)[]): Promise<void> {
  const { db } = context;
  const steps = runStepsOf(db, context.env);
  const scan = localScan(context.env.SCREENSHOTS, scannerUrl, steps.profile);
  const siteJobs = jobs.filter((job): job is SiteJob => "site" in job);
  const pageJobs = jobs.filter((job) => !("site" in job));
  const work = [
    runSiteLocally(db, siteJobs, scannerUrl, context.env.LOCAL_SITE_CONCURRENCY, {
      pictures: context.env.SCREENSHOTS,
      steps,
    }),
    ...pageJobs.map((job) =>
      processScanJob(db, job, scan).catch(async (error: unknown) => {
        console.error("A scan failed unexpectedly", job.runId, error);
        await failRun(db, job.runId, "internal").catch((failure: unknown) =>
          console.error("Recording the failed scan failed too", job.runId, failure),
        );
      }),
    ),
  ];
  return Promise.all(work).then(() => undefined);
}

/**
 * The production cron's recovery (runs and pages whose scanner died), for the local scanner service and
 * its pool (decision 002; `npm run dev` has the scanner Worker's own cron, decision 057). `resumeAll`
 * also hands the local pool every run that was still open, because the previous process took its
 * waiting jobs with it (a queue would have kept them). Returns how many jobs were handed to the local scanner.
 */
export async function recoverLocalRuns(
  context: AppLoadContext,
  options: { resumeAll?: boolean } = {},
): Promise<number> {
  const scannerUrl = context.env.LOCAL_SCANNER_URL;
  if (!scannerUrl) return 0;
  const { db } = context;
  const runJobs = (await recoverStuckRuns(db)).map(jobFor);
  let pageJobs = await recoverStuckPages(db);
  if (options.resumeAll) {
    const seen = new Set(runJobs.map((job) => job.runId));
    for (const run of await openRuns(db)) if (!seen.has(run.id)) runJobs.push(jobFor(run));
    // A resumed site run queues all its open pages itself, the recovered ones among them.
    const resumed = new Set(runJobs.map((job) => job.runId));
    pageJobs = pageJobs.filter((job) => !resumed.has(job.runId));
  }
  const jobs = [...runJobs, ...pageJobs];
  context.cloudflare.ctx.waitUntil(runLocally(context, scannerUrl, jobs));
  return jobs.length;
}
