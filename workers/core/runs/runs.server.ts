import { and, asc, eq, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";
import { siteReportFromPage } from "../aggregate";
import type {
  CategoryCounts,
  Finding,
  ImpactCounts,
  PageReport,
  ReportLocale,
  ResultCategory,
  ScanErrorCode,
  ScanJob,
  ScanLevel,
  ScanOutcome,
  SiteJob,
  SiteReport,
} from "../contract";
import { reportCaps, reportSize, resultCategories, siteReportCaps } from "../contract";
import { wcagViolationsOf } from "../wcag";
import { allowScannedSite, confirmSiteOfRun } from "./entitlements.server";

const { runs, runResults } = schema;

export type Run = typeof runs.$inferSelect;

/** How long a claimed run may stay "running" before another attempt may take it over. */
export const RUN_LEASE_MS = 3 * 60 * 1000;
/** Attempts before a run that keeps getting stuck is given up as failed. */
export const MAX_RUN_ATTEMPTS = 3;
/** Chunks of compressed report; D1 allows 100 KB a statement, so this leaves ample room. */
const RESULT_CHUNK_BYTES = 64 * 1024;
const REQUESTER_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** 128 random bits, URL-safe: the only key to an anonymous scan. */
export function newRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function createRun(
  db: Database,
  input: {
    url: string;
    level: ScanLevel;
    locale: ReportLocale;
    ownerId?: string | null;
    requesterKey?: string | null;
    /** A whole-site run with its caps; without it, one page. */
    site?: { pageLimit: number; depthLimit: number };
  },
  now = new Date(),
): Promise<Run> {
  const [run] = await db
    .insert(runs)
    .values({
      id: newRunId(),
      url: input.url,
      level: input.level,
      locale: input.locale,
      ownerId: input.ownerId ?? null,
      requesterKey: input.requesterKey ?? null,
      createdAt: now,
      ...(input.site ? { kind: "site" as const, ...input.site } : {}),
    })
    .returning();
  if (!run) throw new Error("Creating the run returned no row");
  return run;
}

/**
 * The job that (re)starts a run. A site run always starts with its discover step, which also resumes a
 * site run that was interrupted after discovery.
 */
export function jobFor(run: Run): ScanJob | SiteJob {
  const job = { runId: run.id, url: run.url, level: run.level, locale: run.locale };
  if (run.kind === "site") return { ...job, site: { step: "discover" } };
  // Pictures for account runs only (see ScanJob.pictures).
  if (run.ownerId !== null) return { ...job, pictures: true };
  // Anonymous scans name their requester: the scanner runs one of theirs at a time.
  return run.requesterKey ? { ...job, requester: run.requesterKey } : job;
}

export async function getRun(db: Database, id: string): Promise<Run | undefined> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined;
  return db.select().from(runs).where(eq(runs.id, id)).get();
}

/**
 * Takes a run for scanning. Exactly one caller wins: the update only matches a queued run or a
 * running one whose lease has expired, and SQLite applies it atomically. With `onePerRequester` (the
 * production queue, where consumers share one concurrency limit), an anonymous run is not taken while
 * another run of its requester holds a live lease: checked in the same statement, so two consumers
 * cannot both start one requester's scans.
 */
export async function claimRun(
  db: Database,
  runId: string,
  now = new Date(),
  options: { onePerRequester?: boolean } = {},
): Promise<boolean> {
  const requesterIsFree = sql`(${runs.requesterKey} IS NULL OR NOT EXISTS (
    SELECT 1 FROM runs AS other WHERE other.requester_key = ${runs.requesterKey} AND other.id <> ${runs.id}
      AND other.status = 'running' AND other.lease_until >= ${now.getTime()}))`;
  const claimed = await db
    .update(runs)
    .set({
      status: "running",
      startedAt: now,
      leaseUntil: new Date(now.getTime() + RUN_LEASE_MS),
      attempts: sql`${runs.attempts} + 1`,
    })
    .where(
      and(
        eq(runs.id, runId),
        lt(runs.attempts, MAX_RUN_ATTEMPTS),
        or(eq(runs.status, "queued"), and(eq(runs.status, "running"), lt(runs.leaseUntil, now))),
        options.onePerRequester ? requesterIsFree : undefined,
      ),
    )
    .returning({ id: runs.id });
  return claimed.length === 1;
}

/**
 * Whether a run that could not be claimed waits for its requester's other scan (see claimRun's
 * `onePerRequester`): it is still to be scanned, so its job must come back later rather than be dropped.
 */
async function waitsForItsRequester(db: Database, runId: string, now: Date): Promise<boolean> {
  const run = await getRun(db, runId);
  if (!run?.requesterKey || run.attempts >= MAX_RUN_ATTEMPTS) return false;
  return (
    run.status === "queued" || (run.status === "running" && (run.leaseUntil?.getTime() ?? 0) < now.getTime())
  );
}

export async function compress(value: unknown): Promise<Uint8Array> {
  const stream = new Blob([JSON.stringify(value)]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function decompress<T>(bytes: Uint8Array<ArrayBuffer>): Promise<T> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return JSON.parse(await new Response(stream).text()) as T;
}

function chunked(bytes: Uint8Array): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += RESULT_CHUNK_BYTES) {
    chunks.push(bytes.subarray(offset, offset + RESULT_CHUNK_BYTES));
  }
  return chunks;
}

/**
 * A page report is stored in parts, each compressed on its own: the head (everything but the four
 * lists) and one part per category, so that the run page decompresses only the category it shows.
 * A part's chunks are numbered from its base in run_results.seq. A site's aggregate, and page reports
 * stored before there were parts, are one whole report numbered from 0.
 */
const pageReportParts = ["head", ...resultCategories] as const;
type PageReportPart = (typeof pageReportParts)[number];
/** Far more chunks than a part can have (reportCaps.reportBytes is 16 chunks even uncompressed). */
const PART_STRIDE = 1_000_000;

function partBase(part: PageReportPart): number {
  return (pageReportParts.indexOf(part) + 1) * PART_STRIDE;
}

export type PageReportHead = Omit<PageReport, ResultCategory>;

function headOf(report: PageReport): PageReportHead {
  const { violations: _v, incomplete: _i, passes: _p, inapplicable: _n, ...head } = report;
  return head;
}

/**
 * Marks a run done and stores its report (a page's in parts, or a site's aggregate whole), all in one
 * batch: no half-written results. The run's row keeps the summary the lists and statistics read.
 */
async function storeReport(
  db: Database,
  runId: string,
  parts: { base: number; value: unknown }[],
  summary: { finalUrl: string | null; violationCount: number; counts: CategoryCounts; impacts: ImpactCounts },
  now: Date,
): Promise<void> {
  const rows: { runId: string; seq: number; data: Uint8Array }[] = [];
  for (const { base, value } of parts) {
    chunked(await compress(value)).forEach((data, index) => {
      rows.push({ runId, seq: base + index, data });
    });
  }
  await db.batch([
    db.delete(runResults).where(eq(runResults.runId, runId)),
    ...rows.map((row) => db.insert(runResults).values(row)),
    db
      .update(runs)
      .set({ status: "done", errorCode: null, ...summary, finishedAt: now, leaseUntil: null })
      .where(eq(runs.id, runId)),
    // A finished scan is what makes a registered site count for good.
    confirmSiteOfRun(db, runId, now),
  ]);
}

export async function completeRun(
  db: Database,
  runId: string,
  report: PageReport,
  now = new Date(),
): Promise<void> {
  // The scanner refuses such reports already (reportCaps); one that got here anyway is not stored.
  if (reportSize(report) > reportCaps.reportBytes) return failRun(db, runId, "report_too_large", now);
  const violationCount = wcagViolationsOf(report).length;
  await storeReport(
    db,
    runId,
    [
      { base: partBase("head"), value: headOf(report) },
      ...resultCategories.map((category) => ({ base: partBase(category), value: report[category] })),
    ],
    { finalUrl: report.finalUrl, violationCount, counts: report.counts, impacts: report.impacts },
    now,
  );
}

/** Marks a site run done with its aggregate; the summary counts issues across the site. */
export async function completeSiteRun(
  db: Database,
  runId: string,
  report: SiteReport,
  now = new Date(),
): Promise<void> {
  // The aggregation caps the lists; what is still too large is not stored either.
  if (reportSize(report) > siteReportCaps.reportBytes) {
    return failRun(db, runId, "site_report_too_large", now);
  }
  const counts: CategoryCounts = { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 };
  for (const issue of report.issues) counts[issue.category]++;
  await storeReport(
    db,
    runId,
    [{ base: 0, value: report }],
    {
      finalUrl: report.rootUrl,
      violationCount: report.totals.issues,
      counts,
      impacts: report.totals.impacts,
    },
    now,
  );
}

export async function failRun(
  db: Database,
  runId: string,
  error: ScanErrorCode,
  now = new Date(),
): Promise<void> {
  await db.batch([
    db.delete(runResults).where(eq(runResults.runId, runId)),
    db
      .update(runs)
      .set({ status: "failed", errorCode: error, finishedAt: now, leaseUntil: null })
      .where(eq(runs.id, runId)),
  ]);
}

/** Hands a run back to the queue after a passing failure, so the next delivery can claim it. */
async function releaseRun(db: Database, runId: string, attemptNotUsed: boolean): Promise<void> {
  await db
    .update(runs)
    .set({
      status: "queued",
      leaseUntil: null,
      ...(attemptNotUsed ? { attempts: sql`MAX(${runs.attempts} - 1, 0)` } : {}),
    })
    .where(and(eq(runs.id, runId), eq(runs.status, "running")));
}

type StoredChunk = { seq: number; data: Uint8Array };

async function loadChunks(db: Database, runId: string, parts?: PageReportPart[]): Promise<StoredChunk[]> {
  const ranges = parts?.map((part) =>
    and(gte(runResults.seq, partBase(part)), lt(runResults.seq, partBase(part) + PART_STRIDE)),
  );
  return db
    .select({ seq: runResults.seq, data: runResults.data })
    .from(runResults)
    .where(and(eq(runResults.runId, runId), ranges ? or(...ranges) : undefined))
    .orderBy(asc(runResults.seq));
}

/** The chunks (in order) of one stored value, decompressed. */
function decompressChunks<T>(chunks: StoredChunk[]): Promise<T> {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.data.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk.data, offset);
    offset += chunk.data.length;
  }
  return decompress<T>(bytes);
}

/** Chunks by the part they belong to: 0 for a whole report, else the part's number (see partBase). */
function byPart(chunks: StoredChunk[]): Map<number, StoredChunk[]> {
  const parts = new Map<number, StoredChunk[]>();
  for (const chunk of chunks) {
    const part = Math.floor(chunk.seq / PART_STRIDE);
    parts.set(part, [...(parts.get(part) ?? []), chunk]);
  }
  return parts;
}

async function loadStoredReport<T>(db: Database, runId: string): Promise<T | null> {
  const chunks = await loadChunks(db, runId);
  if (chunks.length === 0) return null;
  const parts = byPart(chunks);
  const whole = parts.get(0);
  if (whole) return decompressChunks<T>(whole);
  const report: Record<string, unknown> = {};
  for (const part of pageReportParts) {
    const value = await decompressChunks<unknown>(parts.get(partBase(part) / PART_STRIDE) ?? []);
    if (part === "head") Object.assign(report, value);
    else report[part] = value;
  }
  return report as T;
}

export function loadRunReport(db: Database, runId: string): Promise<PageReport | null> {
  return loadStoredReport<PageReport>(db, runId);
}

/**
 * A page report's head and one category's findings: what the run page shows, without decompressing the
 * rest. Reports stored whole (before there were parts) are read whole.
 */
export async function loadRunReportCategory(
  db: Database,
  runId: string,
  category: ResultCategory,
): Promise<{ head: PageReportHead; findings: Finding[] } | null> {
  const parts = byPart(await loadChunks(db, runId, ["head", category]));
  const head = parts.get(partBase("head") / PART_STRIDE);
  const findings = parts.get(partBase(category) / PART_STRIDE);
  if (head && findings) {
    return {
      head: await decompressChunks<PageReportHead>(head),
      findings: await decompressChunks<Finding[]>(findings),
    };
  }
  const whole = await loadRunReport(db, runId);
  return whole ? { head: headOf(whole), findings: whole[category] } : null;
}

/** Any finished run as a site report: a single-page run becomes a site of one page. */
export async function loadSiteReport(db: Database, run: Run): Promise<SiteReport | null> {
  if (run.kind === "site") return loadStoredReport<SiteReport>(db, run.id);
  const report = await loadRunReport(db, run.id);
  return report ? siteReportFromPage(report, run.finishedAt ?? run.createdAt) : null;
}

/**
 * One scan job from start to end: claim the run, scan, store the report or the failure. With
 * `retryable` (the production queue), an unexpected error hands the run back and rethrows so the
 * queue delivers it again; its dead-letter queue fails the run for good. Without it (local), the run
 * fails at once. With `onePerRequester` (the production queue), an anonymous run whose requester has
 * another scan running is not started: the answer is "deferred", and the caller brings the job back
 * later. Locally the scanner's tab pool gives requesters their turns instead.
 */
export async function processScanJob(
  db: Database,
  job: ScanJob,
  scan: (job: ScanJob) => Promise<ScanOutcome>,
  options: {
    retryable?: boolean;
    onePerRequester?: boolean;
    /** Errors that happen before the page is touched (no browser to be had): the attempt is given back. */
    attemptNotUsed?: (error: unknown) => boolean;
  } = {},
): Promise<"handled" | "deferred"> {
  const now = new Date();
  if (!(await claimRun(db, job.runId, now, { onePerRequester: options.onePerRequester }))) {
    const deferred = options.onePerRequester && (await waitsForItsRequester(db, job.runId, now));
    return deferred ? "deferred" : "handled";
  }
  await scanAndStore(db, job, scan, options);
  return "handled";
}

async function scanAndStore(
  db: Database,
  job: ScanJob,
  scan: (job: ScanJob) => Promise<ScanOutcome>,
  options: { retryable?: boolean; attemptNotUsed?: (error: unknown) => boolean },
): Promise<void> {
  let outcome: ScanOutcome;
  try {
    outcome = await scan(job);
  } catch (error) {
    if (options.retryable) {
      await releaseRun(db, job.runId, options.attemptNotUsed?.(error) ?? false);
      throw error;
    }
    console.error("Scan failed unexpectedly", job.runId, error);
    await failRun(db, job.runId, "internal");
    return;
  }
  if (outcome.ok && !(await allowScannedSite(db, job.runId, outcome.report.finalUrl))) {
    await failRun(db, job.runId, "unregistered_site");
    return;
  }
  try {
    if (outcome.ok) await completeRun(db, job.runId, outcome.report);
    else await failRun(db, job.runId, outcome.error);
  } catch (error) {
    // The owner deleted the run while it was scanned: there is nothing left to store the result in.
    if (!(await getRun(db, job.runId))) return;
    throw error;
  }
}

/** The dead-letter queue's answer: every delivery failed, so the run is failed for good. */
export async function failRunFromDeadLetter(db: Database, job: ScanJob): Promise<void> {
  await db
    .update(runs)
    .set({ status: "failed", errorCode: "internal", finishedAt: new Date(), leaseUntil: null })
    .where(and(eq(runs.id, job.runId), or(eq(runs.status, "queued"), eq(runs.status, "running"))));
}

/**
 * A run whose lease ran out (its scanner died) goes back to the queue while attempts remain, or is
 * failed with "timeout". Returns the runs to dispatch again.
 */
export async function recoverStuckRuns(db: Database, now = new Date()): Promise<Run[]> {
  const stuck = and(eq(runs.status, "running"), lt(runs.leaseUntil, now));
  await db
    .update(runs)
    .set({ status: "failed", errorCode: "timeout", finishedAt: now, leaseUntil: null })
    .where(and(stuck, gte(runs.attempts, MAX_RUN_ATTEMPTS)));
  return db.update(runs).set({ status: "queued", leaseUntil: null }).where(stuck).returning();
}

/** Runs not yet done or failed. */
export async function openRuns(db: Database): Promise<Run[]> {
  return db
    .select()
    .from(runs)
    .where(or(eq(runs.status, "queued"), eq(runs.status, "running")));
}

/** The window of the free-scan limits: a start counts for an hour. */
export const FREE_SCAN_WINDOW_MS = 60 * 60 * 1000;

/**
 * A form sent twice (a double click, a resubmit while the first answer is slow) must not start the same
 * scan twice: a start equal to one of the same requester still queued or running from this long ago
 * answers with that run instead.
 */
export const REPEATED_START_WINDOW_MS = 60 * 1000;

/** Free scans one requester may start in the window, and all requesters together (the global budget). */
export type FreeScanLimits = { perRequester: number; budget: number };

export type FreeRunRefusal = {
  ok: false;
  /** rateLimited: this requester's own limit; budgetSpent: the global budget, nobody's fault. */
  error: "rateLimited" | "budgetSpent";
  /** When a free scan is possible again: once enough of the counted starts have left the window. */
  retryAt: Date;
};

/**
 * An anonymous free scan, unless this requester or everybody together started their limit of them within
 * the window. One batch (a transaction): the run is inserted only if both counts are below their limits,
 * in the same statement, so parallel requests cannot pass either limit. The starts are kept apart from the
 * runs, so taking a free scan into an account (which forgets its requester) gives no allowance back.
 */
export async function createFreeRun(
  db: Database,
  input: { url: string; locale: ReportLocale; requesterKey: string; limits: FreeScanLimits },
  now = new Date(),
): Promise<{ ok: true; run: Run; repeated?: true } | FreeRunRefusal> {
  const { requesterKey, limits } = input;
  const id = newRunId();
  const since = now.getTime() - FREE_SCAN_WINDOW_MS;
  const repeatSince = now.getTime() - REPEATED_START_WINDOW_MS;
  const d1 = db.$client;
  await d1.batch([
    d1.prepare("DELETE FROM free_scan_starts WHERE started_at < ?1").bind(since),
    d1
      .prepare(
        `INSERT INTO runs (id, url, level, locale, requester_key, created_at) SELECT ?1, ?2, 'AA', ?3, ?4, ?5
          WHERE (SELECT count(*) FROM free_scan_starts WHERE requester_key = ?4 AND started_at >= ?6) < ?7
            AND (SELECT count(*) FROM free_scan_starts WHERE started_at >= ?6) < ?8
            AND NOT EXISTS (SELECT 1 FROM runs WHERE requester_key = ?4 AND url = ?2 AND owner_id IS NULL
              AND status IN ('queued', 'running') AND created_at >= ?9)`,
      )
      .bind(
        id,
        input.url,
        input.locale,
        requesterKey,
        now.getTime(),
        since,
        limits.perRequester,
        limits.budget,
        repeatSince,
      ),
    d1
      .prepare(
        "INSERT INTO free_scan_starts (run_id, requester_key, started_at) SELECT id, requester_key, created_at FROM runs WHERE id = ?1",
      )
      .bind(id),
  ]);
  const run = await getRun(db, id);
  if (run) return { ok: true, run };
  const repeated = await db
    .select()
    .from(runs)
    .where(
      and(
        eq(runs.requesterKey, requesterKey),
        eq(runs.url, input.url),
        isNull(runs.ownerId),
        or(eq(runs.status, "queued"), eq(runs.status, "running")),
        gte(runs.createdAt, new Date(repeatSince)),
      ),
    )
    .get();
  if (repeated) return { ok: true, run: repeated, repeated: true };

  // Refused: say why and until when. Read after the fact, for the message only. A limit is free again
  // once its limit-th newest start leaves the window.
  const freedAt = async (requester: string | null, limit: number): Promise<number | null> => {
    const startedAt = await d1
      .prepare(
        `SELECT started_at FROM free_scan_starts WHERE (?1 IS NULL OR requester_key = ?1) AND started_at >= ?2
          ORDER BY started_at DESC LIMIT 1 OFFSET ?3`,
      )
      .bind(requester, since, limit - 1)
      .first<number>("started_at");
    return startedAt === null ? null : startedAt + FREE_SCAN_WINDOW_MS;
  };
  const ownFreedAt = await freedAt(requesterKey, limits.perRequester);
  const budgetFreedAt = await freedAt(null, limits.budget);
  // Starts that left the window since the insert: the visitor may simply try again.
  const retryAt = Math.max(ownFreedAt ?? 0, budgetFreedAt ?? 0, now.getTime() + 1000);
  return {
    ok: false,
    error: ownFreedAt === null ? "budgetSpent" : "rateLimited",
    retryAt: new Date(retryAt),
  };
}

/** IP hashes are needed for a day at most; after that they are removed. */
export async function forgetOldRequesterKeys(db: Database, now = new Date()): Promise<void> {
  await db
    .update(runs)
    .set({ requesterKey: null })
    .where(
      and(isNotNull(runs.requesterKey), lt(runs.createdAt, new Date(now.getTime() - REQUESTER_KEY_TTL_MS))),
    );
}

/** Takes an anonymous, finished free scan into an account; a run that has an owner stays where it is. */
export async function claimFreeScan(db: Database, runId: string, ownerId: string): Promise<boolean> {
  const claimed = await db
    .update(runs)
    .set({ ownerId, requesterKey: null })
    .where(
      and(eq(runs.id, runId), isNull(runs.ownerId), or(eq(runs.status, "done"), eq(runs.status, "failed"))),
    )
    .returning({ id: runs.id });
  if (claimed.length === 1) return true;
  // Asked again by a request that still carried the wish (two at once, or one sent twice): kept already.
  const run = await db.select({ ownerId: runs.ownerId }).from(runs).where(eq(runs.id, runId)).get();
  return run?.ownerId === ownerId;
}
