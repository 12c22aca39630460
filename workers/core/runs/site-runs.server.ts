/**
 * Whole-site runs: one job discovers the site (robots.txt, sitemaps), then every page is a job of its
 * own, and each scanned page adds the links it found. D1 keeps the run's pages, so any number of
 * scanners (the queue's consumers) can work on one run, and the last page to finish puts the report
 * together. It runs in the scanner Worker (and in the integration tests' double of it).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import { packStatements, truncateUtf8 } from "#drizzle/d1-limits.server";
import { type Database, schema } from "#drizzle/db.server";
import { compactPageReport, SiteAggregator, SiteReportTooLarge } from "../aggregate";
import {
  type FlowRunOutcome,
  type InventoryList,
  inventoryCaps,
  inventoryLists,
  type PageInventory,
  type PageReport,
  type ScanErrorCode,
  type ScanJob,
  type ScanOutcome,
  type SiteDiscovery,
  type SiteDocument,
  type SiteFlow,
  type SiteJob,
  type SitePageResult,
} from "../contract";
import { crawlableLinks, readRobots, siteScope } from "../crawl";
import { compareDocuments, siteDocumentOf } from "../documents";
import { documentsToCheck, type FrontierLimits, firstPages, linksToEnqueue } from "../frontier";
import type { PdfDocumentOutcome } from "../pdf/document";
import { deleteRunSession, flowEntriesOfRun } from "../site-steps.server";
import { allowScannedSite } from "./entitlements.server";
import {
  claimRun,
  completeSiteRun,
  compress,
  decompress,
  failRun,
  getRun,
  loadSiteReport,
  MAX_RUN_ATTEMPTS,
  RUN_LEASE_MS,
  type Run,
} from "./runs.server";

const { runs, runPages, runDocuments, runFlows, runFlowPages, pageInventories } = schema;

/** robots.txt is kept to check links found later; D1 allows 100 KB a statement, so it is capped (UTF-8). */
const ROBOTS_MAX_BYTES = 64 * 1024;
/** A page's compressed findings; larger ones are cut down further (see compactPageReport). */
const PAGE_REPORT_MAX_BYTES = 90 * 1024;
/** A site run on which nothing moved for this long has lost its jobs (see stalledSiteRuns). */
const STALLED_AFTER_MS = 10 * 60 * 1000;
/** Page reports read at once when a run is put together: a 500-page run holds megabytes of findings. */
const REPORTS_READ_AT_ONCE = 25;
/**
 * Linked documents checked per run at most, beside the plan's page cap (the smaller of the two): a PDF
 * check is seconds of CPU, and a site with a PDF archive would otherwise be all documents.
 */
export const MAX_DOCUMENTS_PER_RUN = 50;
/** A document's compressed result; one with more issues than that has its page numbers cut down. */
const DOCUMENT_RESULT_MAX_BYTES = 90 * 1024;
/** A flow is many steps and scans in one job: its lease is longer than a page's. */
const FLOW_LEASE_MS = 10 * 60 * 1000;

export type SiteScanner = {
  scan(job: ScanJob): Promise<ScanOutcome>;
  /** runId: a run signed in (its site has a login profile) starts where it was asked to, not where a redirect to the login form leads. */
  discover(url: string, maxUrls: number, runId: string): Promise<SiteDiscovery | { error: ScanErrorCode }>;
  /** Hands jobs to the queue; a delay (ms) holds a page back for a Crawl-delay. */
  dispatch(jobs: { job: SiteJob; delayMs: number }[]): Promise<void>;
  /**
   * Fetches a linked PDF document through the runtime's address guard and checks it (core/pdf/document.ts).
   * Without it the run collects no documents.
   */
  checkDocument?(url: string): Promise<PdfDocumentOutcome>;
  /**
   * Signs in with the site's login profile (when it has one) and runs one of its stored flows
   * (site_flows.id), scanning the states its steps ask for (decision 051); null when the site no longer
   * has the flow. Without it (no key to open stored flows) the run runs no flows.
   */
  runFlow?(job: FlowJob): Promise<FlowRunOutcome | null>;
};

/** What a runtime needs to run a stored flow in a site run. */
export type FlowJob = Pick<ScanJob, "runId" | "level" | "locale"> & { flowId: string; site: string };

/** Pages found so far, and of them scanned (done) and failed (failed counts in done too). */
export type SiteProgress = { found: number; done: number; failed: number };

export async function siteProgress(db: Database, runId: string): Promise<SiteProgress> {
  const [pages, states] = await Promise.all([
    db
      .select({ status: runPages.status, value: count() })
      .from(runPages)
      .where(eq(runPages.runId, runId))
      .groupBy(runPages.status),
    // The states the run's flows scanned are pages of the run too (decision 051).
    db
      .select({ status: runFlowPages.status, value: count() })
      .from(runFlowPages)
      .where(eq(runFlowPages.runId, runId))
      .groupBy(runFlowPages.status),
  ]);
  const rows = [...pages, ...states];
  let found = 0;
  let done = 0;
  let failed = 0;
  for (const row of rows) {
    found += row.value;
    if (row.status === "done" || row.status === "failed") done += row.value;
    if (row.status === "failed") failed += row.value;
  }
  return { found, done, failed };
}

/** Progress of several site runs at once (the run list), keyed by run id. */
export async function siteProgressOf(db: Database, runIds: string[]): Promise<Map<string, SiteProgress>> {
  const progress = new Map<string, SiteProgress>();
  const queries = packStatements(runIds, (part) =>
    db
      .select({ runId: runPages.runId, status: runPages.status, value: count() })
      .from(runPages)
      .where(inArray(runPages.runId, part))
      .groupBy(runPages.runId, runPages.status),
  );
  // The states the runs' flows scanned are pages of the runs too (decision 051).
  const flowStates = packStatements(runIds, (part) =>
    db
      .select({ runId: runFlowPages.runId, status: runFlowPages.status, value: count() })
      .from(runFlowPages)
      .where(inArray(runFlowPages.runId, part))
      .groupBy(runFlowPages.runId, runFlowPages.status),
  );
  for (const query of [...queries, ...flowStates]) {
    const rows: { runId: string; status: string; value: number }[] = await query;
    for (const row of rows) {
      const entry = progress.get(row.runId) ?? { found: 0, done: 0, failed: 0 };
      entry.found += row.value;
      if (row.status === "done" || row.status === "failed") entry.done += row.value;
      if (row.status === "failed") entry.failed += row.value;
      progress.set(row.runId, entry);
    }
  }
  return progress;
}

/** The run's caps, as the crawl frontier reads them. */
function limitsOf(run: Pick<Run, "pageLimit" | "depthLimit">): FrontierLimits {
  return { maxPages: run.pageLimit ?? 1, maxDepth: run.depthLimit ?? 0 };
}

function pageJob(run: Pick<Run, "id" | "level" | "locale">, page: { id: number; url: string }): SiteJob {
  return {
    runId: run.id,
    url: page.url,
    level: run.level,
    locale: run.locale,
    site: { step: "page", pageId: page.id },
  };
}

function documentJob(
  run: Pick<Run, "id" | "level" | "locale">,
  document: { id: number; url: string },
): SiteJob {
  return {
    runId: run.id,
    url: document.url,
    level: run.level,
    locale: run.locale,
    site: { step: "document", documentId: document.id },
  };
}

function flowJob(run: Pick<Run, "id" | "level" | "locale" | "url">, flow: { id: number }): SiteJob {
  return {
    runId: run.id,
    url: run.url,
    level: run.level,
    locale: run.locale,
    site: { step: "flow", flowId: flow.id },
  };
}

/** Documents the run checks at most: as many as its pages, within MAX_DOCUMENTS_PER_RUN. */
function documentLimitOf(run: Pick<Run, "pageLimit">): number {
  return Math.min(run.pageLimit ?? 1, MAX_DOCUMENTS_PER_RUN);
}

/**
 * The first step of a site run, and how an interrupted one resumes: discover the site and queue its
 * first pages; a run that has its pages already gets its unfinished pages queued again instead.
 */
async function discoverStep(db: Database, job: SiteJob, scanner: SiteScanner): Promise<void> {
  const run = await getRun(db, job.runId);
  if (run?.kind !== "site" || run.status === "done" || run.status === "failed") return;
  const progress = await siteProgress(db, run.id);
  if (progress.found > 0) {
    // Handed back by recoverStuckRuns while its report was being put together, or re-sent: carry on.
    await db
      .update(runs)
      .set({ status: "running", leaseUntil: null })
      .where(and(eq(runs.id, run.id), eq(runs.status, "queued")));
    const open = await db
      .select({ id: runPages.id, url: runPages.url })
      .from(runPages)
      .where(and(eq(runPages.runId, run.id), eq(runPages.status, "queued")));
    await dispatchPages(db, run, open, scanner, run.crawlDelayMs);
    if (run.crawlDelayMs === 0) {
      const waiting = await db
        .select({ id: runDocuments.id, url: runDocuments.url })
        .from(runDocuments)
        .where(and(eq(runDocuments.runId, run.id), eq(runDocuments.status, "queued")));
      await dispatchDocuments(run, waiting, scanner);
      const flows = await db
        .select({ id: runFlows.id })
        .from(runFlows)
        .where(and(eq(runFlows.runId, run.id), eq(runFlows.status, "queued")));
      await dispatchFlows(run, flows, scanner);
    }
    await dispatchRetries(db, run, scanner);
    await finishIfComplete(db, run.id);
    return;
  }
  // Only one discovery a run: the queued run is taken as a single-page run would be.
  if (!(await claimRun(db, run.id))) return;
  const limits = limitsOf(run);
  const discovery = await scanner.discover(run.url, limits.maxPages, run.id);
  if ("error" in discovery) {
    await failRun(db, run.id, discovery.error);
    return;
  }
  // The crawl follows the start page's redirects: that site, not the typed one, must be in the plan.
  if (!(await allowScannedSite(db, run.id, discovery.rootUrl))) {
    await failRun(db, run.id, "unregistered_site");
    return;
  }
  const rows = firstPages(discovery, limits).map((page, id) => ({ runId: run.id, id, ...page }));
  // The site's stored flows are jobs of the run beside its pages (decision 051).
  const flows = scanner.runFlow
    ? (await flowEntriesOfRun(db, run.id)).map((flow, id) => ({
        runId: run.id,
        id,
        flowId: flow.id,
        name: flow.name,
      }))
    : [];
  await db.batch([
    db
      .update(runs)
      .set({
        finalUrl: discovery.rootUrl,
        robotsTxt: discovery.robotsTxt === null ? null : truncateUtf8(discovery.robotsTxt, ROBOTS_MAX_BYTES),
        crawlDelayMs: discovery.crawlDelayMs,
        leaseUntil: null,
      })
      .where(eq(runs.id, run.id)),
    ...packStatements(rows, (part) => db.insert(runPages).values(part).onConflictDoNothing()),
    ...packStatements(flows, (part) => db.insert(runFlows).values(part).onConflictDoNothing()),
  ]);
  const paced = { ...run, crawlDelayMs: discovery.crawlDelayMs };
  await dispatchPages(db, paced, rows, scanner);
  await dispatchFlows(paced, flows, scanner);
}

/** Hands a run's flows to the scanner; a run paced by a Crawl-delay runs them in its chain, last. */
async function dispatchFlows(
  run: Pick<Run, "id" | "level" | "locale" | "url" | "crawlDelayMs">,
  flows: { id: number }[],
  scanner: SiteScanner,
): Promise<void> {
  if (run.crawlDelayMs > 0 || flows.length === 0) return;
  await scanner.dispatch(flows.map((flow) => ({ job: flowJob(run, flow), delayMs: 0 })));
}

/**
 * Hands pages to the scanner. Without a Crawl-delay all of them at once: any number of consumers may scan
 * a run's pages side by side. With one, the run scans one page at a time (see pagesAtOnce in
 * ../frontier.ts): only its next waiting page is sent, `delayMs` later, and each page that ends sends the
 * next one. claimPage keeps a second page from starting should two jobs of the run arrive at once.
 */
async function dispatchPages(
  db: Database,
  run: Pick<Run, "id" | "level" | "locale" | "url" | "crawlDelayMs">,
  pages: { id: number; url: string }[],
  scanner: SiteScanner,
  delayMs = 0,
): Promise<void> {
  if (run.crawlDelayMs > 0) {
    await dispatchNextPage(db, run, scanner, delayMs);
    return;
  }
  if (pages.length === 0) return;
  await scanner.dispatch(pages.map((page) => ({ job: pageJob(run, page), delayMs: 0 })));
}

/**
 * Hands a run's new documents to the scanner. A run paced by a Crawl-delay fetches them in its chain
 * instead, after its pages (dispatchNextPage), so the site never sees two requests closer than asked.
 */
async function dispatchDocuments(
  run: Pick<Run, "id" | "level" | "locale" | "crawlDelayMs">,
  documents: { id: number; url: string }[],
  scanner: SiteScanner,
): Promise<void> {
  if (run.crawlDelayMs > 0 || documents.length === 0) return;
  await scanner.dispatch(documents.map((document) => ({ job: documentJob(run, document), delayMs: 0 })));
}

/**
 * The run's first waiting page, else (its pages all sent) its first waiting document, `delayMs` from now;
 * the run notes when it is due (see stalledSiteRuns).
 */
async function dispatchNextPage(
  db: Database,
  run: Pick<Run, "id" | "level" | "locale" | "url">,
  scanner: SiteScanner,
  delayMs: number,
  now = Date.now(),
): Promise<void> {
  const page = await db
    .select({ id: runPages.id, url: runPages.url })
    .from(runPages)
    .where(and(eq(runPages.runId, run.id), eq(runPages.status, "queued")))
    .orderBy(asc(runPages.id))
    .limit(1)
    .get();
  const document = page
    ? undefined
    : await db
        .select({ id: runDocuments.id, url: runDocuments.url })
        .from(runDocuments)
        .where(and(eq(runDocuments.runId, run.id), eq(runDocuments.status, "queued")))
        .orderBy(asc(runDocuments.id))
        .limit(1)
        .get();
  const flow =
    page || document
      ? undefined
      : await db
          .select({ id: runFlows.id })
          .from(runFlows)
          .where(and(eq(runFlows.runId, run.id), eq(runFlows.status, "queued")))
          .orderBy(asc(runFlows.id))
          .limit(1)
          .get();
  const job = page
    ? pageJob(run, page)
    : document
      ? documentJob(run, document)
      : flow
        ? flowJob(run, flow)
        : null;
  if (!job) return;
  await db
    .update(runs)
    .set({ nextSlotAt: new Date(now + delayMs) })
    .where(eq(runs.id, run.id));
  await scanner.dispatch([{ job, delayMs }]);
}

/** Takes a page for scanning; exactly one scanner wins, as with runs. */
async function claimPage(db: Database, runId: string, pageId: number, now = new Date()) {
  const [page] = await db
    .update(runPages)
    .set({
      status: "running",
      leaseUntil: new Date(now.getTime() + RUN_LEASE_MS),
      attempts: sql`${runPages.attempts} + 1`,
    })
    .where(
      and(
        eq(runPages.runId, runId),
        eq(runPages.id, pageId),
        lt(runPages.attempts, MAX_RUN_ATTEMPTS),
        or(eq(runPages.status, "queued"), and(eq(runPages.status, "running"), lt(runPages.leaseUntil, now))),
        // A run deleted or ended meanwhile: its remaining pages are not scanned.
        sql`EXISTS (SELECT 1 FROM runs WHERE runs.id = ${runId} AND runs.status = 'running')`,
        // A Crawl-delay means one page at a time: not while another page of the run is being scanned.
        pacedRunBusy(runId, now),
      ),
    )
    .returning({ id: runPages.id, url: runPages.url, depth: runPages.depth, attempts: runPages.attempts });
  return page;
}

/**
 * True unless the run is paced by a Crawl-delay and one of its pages or documents is being fetched: such a
 * run sends one request to the site at a time, documents included.
 */
function pacedRunBusy(runId: string, now: Date) {
  return sql`NOT EXISTS (SELECT 1 FROM runs WHERE runs.id = ${runId} AND runs.crawl_delay_ms > 0 AND (
    EXISTS (SELECT 1 FROM run_pages p WHERE p.run_id = ${runId} AND p.status = 'running' AND p.lease_until >= ${now.getTime()})
    OR EXISTS (SELECT 1 FROM run_documents d WHERE d.run_id = ${runId} AND d.status = 'running' AND d.lease_until >= ${now.getTime()})
    OR EXISTS (SELECT 1 FROM run_flows f WHERE f.run_id = ${runId} AND f.status = 'running' AND f.lease_until >= ${now.getTime()})))`;
}

/** Takes a document for checking; exactly one scanner wins, as with pages. */
async function claimDocument(db: Database, runId: string, documentId: number, now = new Date()) {
  const [document] = await db
    .update(runDocuments)
    .set({
      status: "running",
      leaseUntil: new Date(now.getTime() + RUN_LEASE_MS),
      attempts: sql`${runDocuments.attempts} + 1`,
    })
    .where(
      and(
        eq(runDocuments.runId, runId),
        eq(runDocuments.id, documentId),
        lt(runDocuments.attempts, MAX_RUN_ATTEMPTS),
        or(
          eq(runDocuments.status, "queued"),
          and(eq(runDocuments.status, "running"), lt(runDocuments.leaseUntil, now)),
        ),
        sql`EXISTS (SELECT 1 FROM runs WHERE runs.id = ${runId} AND runs.status = 'running')`,
        pacedRunBusy(runId, now),
      ),
    )
    .returning({ id: runDocuments.id, url: runDocuments.url });
  return document;
}

/**
 * A linked document fetched and checked (through the scanner's guarded fetch) and its result stored; a
 * document that cannot be fetched or read is stored with its reason. Then as after a page: a paced run
 * sends its next job, and the last job of a run puts the report together.
 */
async function documentStep(db: Database, job: SiteJob, scanner: SiteScanner): Promise<void> {
  if (job.site.step !== "document") return;
  const run = await getRun(db, job.runId);
  if (run?.kind !== "site" || run.status !== "running") return;
  const document = await claimDocument(db, run.id, job.site.documentId);
  if (!document) return;
  const outcome: PdfDocumentOutcome = scanner.checkDocument
    ? await scanner.checkDocument(document.url)
    : { ok: false, url: document.url, error: "internal" };
  await recordDocument(db, run.id, document.id, siteDocumentOf({ ...outcome, url: document.url }));
  if (run.crawlDelayMs > 0) await dispatchNextPage(db, run, scanner, run.crawlDelayMs);
  await finishIfComplete(db, run.id);
}

/** Takes a flow for running; exactly one scanner wins, as with pages. */
async function claimFlow(db: Database, runId: string, flowId: number, now = new Date()) {
  const [flow] = await db
    .update(runFlows)
    .set({
      status: "running",
      leaseUntil: new Date(now.getTime() + FLOW_LEASE_MS),
      attempts: sql`${runFlows.attempts} + 1`,
    })
    .where(
      and(
        eq(runFlows.runId, runId),
        eq(runFlows.id, flowId),
        lt(runFlows.attempts, MAX_RUN_ATTEMPTS),
        or(eq(runFlows.status, "queued"), and(eq(runFlows.status, "running"), lt(runFlows.leaseUntil, now))),
        sql`EXISTS (SELECT 1 FROM runs WHERE runs.id = ${runId} AND runs.status = 'running')`,
        pacedRunBusy(runId, now),
      ),
    )
    .returning({ id: runFlows.id, flowId: runFlows.flowId, name: runFlows.name });
  return flow;
}

/**
 * A stored flow run once, signed in, and the states its steps scanned stored like pages' findings
 * (run_flow_pages), with the flow's summary; then as after a page.
 */
async function flowStep(db: Database, job: SiteJob, scanner: SiteScanner): Promise<void> {
  if (job.site.step !== "flow") return;
  const run = await getRun(db, job.runId);
  if (run?.kind !== "site" || run.status !== "running") return;
  const flow = await claimFlow(db, run.id, job.site.flowId);
  if (!flow) return;
  const outcome =
    scanner.runFlow && flow.flowId
      ? await scanner.runFlow({
          runId: run.id,
          flowId: flow.flowId,
          site: new URL(run.finalUrl ?? run.url).origin,
          level: run.level,
          locale: run.locale,
        })
      : null;
  // No port to run it (no key to open stored flows here), or the site no longer has the flow.
  const notRun = scanner.runFlow ? "flow_removed" : "flow_unavailable";
  await recordFlow(db, run.id, flow.id, outcome ?? flowNotRun(notRun));
  if (run.crawlDelayMs > 0) await dispatchNextPage(db, run, scanner, run.crawlDelayMs);
  await finishIfComplete(db, run.id);
}

/** A flow that could not run at all: stopped before its first step. */
function flowNotRun(code: string): FlowRunOutcome {
  return { ok: false, signedIn: false, failure: { phase: "flow", step: 0, code }, scans: [] };
}

async function recordFlow(
  db: Database,
  runId: string,
  flowId: number,
  outcome: FlowRunOutcome,
  now = new Date(),
): Promise<void> {
  const { scans, ...summary } = outcome;
  const pages = [];
  for (const scan of scans) {
    pages.push({
      runId,
      flow: flowId,
      step: scan.step,
      name: scan.name,
      url: scan.url,
      status: scan.outcome.ok ? ("done" as const) : ("failed" as const),
      errorCode: scan.outcome.ok ? null : scan.outcome.error,
      report: scan.outcome.ok ? await compactForStorage(scan.outcome.report) : null,
    });
  }
  await db.batch([
    db
      .update(runFlows)
      .set({ status: "done", result: JSON.stringify(summary), leaseUntil: null, finishedAt: now })
      .where(and(eq(runFlows.runId, runId), eq(runFlows.id, flowId))),
    // A flow run again (its first runner died after storing) replaces what it stored.
    db.delete(runFlowPages).where(and(eq(runFlowPages.runId, runId), eq(runFlowPages.flow, flowId))),
    ...pages.map((page) => db.insert(runFlowPages).values(page)),
  ]);
}

/** A flow whose job failed for good ends with its reason (while not finished otherwise). */
async function recordFlowFailed(
  db: Database,
  runId: string,
  flowId: number,
  error: ScanErrorCode,
  now = new Date(),
): Promise<void> {
  await db
    .update(runFlows)
    .set({ status: "failed", errorCode: error, leaseUntil: null, finishedAt: now })
    .where(
      and(
        eq(runFlows.runId, runId),
        eq(runFlows.id, flowId),
        inArray(runFlows.status, ["queued", "running"]),
      ),
    );
}

async function recordDocument(
  db: Database,
  runId: string,
  documentId: number,
  document: SiteDocument,
  now = new Date(),
): Promise<void> {
  const result = await compressDocument(document);
  await db
    .update(runDocuments)
    .set({
      status: document.status,
      errorCode: document.error ?? null,
      result,
      leaseUntil: null,
      finishedAt: now,
    })
    .where(and(eq(runDocuments.runId, runId), eq(runDocuments.id, documentId)));
}

/** A document's result compressed; one whose issues list thousands of pages keeps fewer page numbers. */
async function compressDocument(document: SiteDocument): Promise<Uint8Array> {
  let kept = document;
  let bytes = await compress(kept);
  for (
    let keep = 10;
    bytes.length > DOCUMENT_RESULT_MAX_BYTES && keep >= 0;
    keep = keep === 0 ? -1 : Math.floor(keep / 2)
  ) {
    kept = {
      ...kept,
      issues: kept.issues.map((issue) => ({
        ...issue,
        pages: issue.pages.slice(0, keep),
        detail: undefined,
      })),
    };
    bytes = await compress(kept);
  }
  return bytes;
}

/**
 * Whether a page ran out of time: its scan timed out, or its report names rules that did not run. Such
 * a page is scanned once more at the end of its run (status "retry"), when the run's other pages no
 * longer compete for the machine. A page only too large to check whole is not: it would be cut again.
 */
function ranOutOfTime(outcome: ScanOutcome): boolean {
  return outcome.ok ? outcome.report.partial?.notRun !== undefined : outcome.error === "timeout";
}

/** The run's pages to retry, once they are due (requeueRetriesAtEnd), handed to the scanner. */
async function dispatchRetries(
  db: Database,
  run: Pick<Run, "id" | "level" | "locale" | "url" | "crawlDelayMs">,
  scanner: SiteScanner,
): Promise<void> {
  const requeued = await requeueRetriesAtEnd(db, run.id);
  if (requeued.length > 0) await dispatchPages(db, run, requeued, scanner, run.crawlDelayMs);
}

/**
 * Once none of the run's pages is waiting or being scanned, its pages to retry are queued again (one
 * statement: of two pages finishing at once, only one requeues them). Returns them, to be dispatched.
 */
async function requeueRetriesAtEnd(db: Database, runId: string): Promise<{ id: number; url: string }[]> {
  return db
    .update(runPages)
    .set({ status: "queued", leaseUntil: null })
    .where(
      and(
        eq(runPages.runId, runId),
        eq(runPages.status, "retry"),
        sql`NOT EXISTS (SELECT 1 FROM run_pages p WHERE p.run_id = ${runId} AND p.status IN ('queued', 'running'))`,
      ),
    )
    .returning({ id: runPages.id, url: runPages.url });
}

/**
 * Where a page job's time went, in ms: taking the page (the run read, the page claimed), the scan,
 * storing its findings and new links, handing on the new pages, documents and retries, and the check
 * whether the run is complete (with the report put together by the last page).
 */
export type PageJobStages = { claim: number; scan: number; record: number; dispatch: number; finish: number };

/** The event of the line the scanner Worker logs for each page job, with its stages (JSON, one line). */
export const pageJobLogEvent = "page-job";

/** Times consecutive stages: each call ends the stage named and starts the next. */
function stageClock() {
  const stages: PageJobStages = { claim: 0, scan: 0, record: 0, dispatch: 0, finish: 0 };
  let mark = performance.now();
  return {
    stages,
    end(stage: keyof PageJobStages) {
      const now = performance.now();
      stages[stage] += now - mark;
      mark = now;
    },
  };
}

async function pageStep(
  db: Database,
  job: SiteJob,
  scanner: SiteScanner,
  onStages?: (stages: PageJobStages) => void,
): Promise<void> {
  if (job.site.step !== "page") return;
  const clock = stageClock();
  const run = await getRun(db, job.runId);
  if (run?.kind !== "site" || run.status !== "running") return;
  const page = await claimPage(db, run.id, job.site.pageId);
  if (!page) return;
  clock.end("claim");
  const outcome = await scanner.scan({
    runId: run.id,
    url: page.url,
    level: run.level,
    locale: run.locale,
    pictures: run.ownerId !== null,
  });
  clock.end("scan");
  // Tried once more later, unless this was its second try (or a scan taken over from a scanner that died).
  const retry = page.attempts === 1 && ranOutOfTime(outcome);
  const { pages: found, documents } = outcome.ok
    ? await recordPageDone(db, run, page, outcome.report, retry ? "retry" : "done", {
        collectDocuments: scanner.checkDocument !== undefined,
      })
    : { pages: [], documents: [] };
  if (!outcome.ok)
    await recordPageFailed(db, run.id, page.id, outcome.error, false, retry ? "retry" : "failed");
  clock.end("record");
  await dispatchPages(db, run, found, scanner, run.crawlDelayMs);
  await dispatchDocuments(run, documents, scanner);
  await dispatchRetries(db, run, scanner);
  clock.end("dispatch");
  await finishIfComplete(db, run.id);
  clock.end("finish");
  onStages?.(clock.stages);
}

/**
 * Stores the page's findings and adds the links it found, within the run's caps, and the PDF documents it
 * links to, within the run's document cap. Returns the new pages and documents.
 */
async function recordPageDone(
  db: Database,
  run: Run,
  page: { id: number; url: string; depth: number },
  report: PageReport,
  status: "done" | "retry" = "done",
  options: { collectDocuments?: boolean } = {},
  now = new Date(),
): Promise<{ pages: { id: number; url: string }[]; documents: { id: number; url: string }[] }> {
  // The inventory outlives the page's report (see pageInventories): it is stored on its own.
  const { inventory, ...findings } = report;
  const stored = await compactForStorage(findings);
  const inventoryBytes = inventory ? await compressInventory(inventory) : null;
  const limits = limitsOf(run);
  const links = report.links ?? [];
  const site =
    run.finalUrl && links.length > 0 && page.depth < limits.maxDepth
      ? { scope: siteScope(run.finalUrl), robots: readRobots(run.finalUrl, run.robotsTxt) }
      : null;
  // Links beyond the room left under the cap could never be inserted: they are not even tried.
  const fresh = site
    ? await (async () => {
        const { known, found } = await knownPages(db, run.id, crawlableLinks(links, site));
        return linksToEnqueue(
          { depth: page.depth, finalUrl: report.finalUrl },
          links,
          site,
          limits,
          known,
          found,
        );
      })()
    : [];
  const documents =
    options.collectDocuments && run.finalUrl && links.length > 0
      ? await documentsToAdd(db, run, report.finalUrl, links)
      : [];
  // Each insert numbers its page by the count so far and stops at the cap; D1 runs a batch as one
  // transaction, so concurrent pages of the same run cannot overshoot or take the same number.
  const d1 = db.$client;
  const insert = d1.prepare(
    `INSERT INTO run_pages (run_id, id, url, depth, status)
     SELECT ?1, (SELECT count(*) FROM run_pages WHERE run_id = ?1), ?2, ?3, 'queued'
     WHERE (SELECT count(*) FROM run_pages WHERE run_id = ?1) < ?4
     ON CONFLICT DO NOTHING RETURNING id, url`,
  );
  // Documents are numbered and capped the same way, apart from the pages.
  const insertDocument = d1.prepare(
    `INSERT INTO run_documents (run_id, id, url, status)
     SELECT ?1, (SELECT count(*) FROM run_documents WHERE run_id = ?1), ?2, 'queued'
     WHERE (SELECT count(*) FROM run_documents WHERE run_id = ?1) < ?3
     ON CONFLICT DO NOTHING RETURNING id, url`,
  );
  const [, ...results] = await d1.batch<{ id: number; url: string }>([
    d1
      .prepare(
        "UPDATE run_pages SET status = ?5, report = ?3, error_code = NULL, lease_until = NULL, finished_at = ?4 WHERE run_id = ?1 AND id = ?2",
      )
      .bind(run.id, page.id, stored, now.getTime(), status),
    ...(inventoryBytes
      ? [
          d1
            .prepare("INSERT OR REPLACE INTO page_inventories (run_id, url, data) VALUES (?1, ?2, ?3)")
            .bind(run.id, page.url, inventoryBytes),
        ]
      : []),
    ...fresh.map((link) => insert.bind(run.id, link.url, link.depth, limits.maxPages)),
    ...documents.map((url) => insertDocument.bind(run.id, url, documentLimitOf(run))),
  ]);
  const inserted = inventoryBytes ? results.slice(1) : results;
  return {
    pages: inserted.slice(0, fresh.length).flatMap((result) => result.results),
    documents: inserted.slice(fresh.length).flatMap((result) => result.results),
  };
}

/** The PDF documents a page links to that the run does not know yet, within its document cap. */
async function documentsToAdd(db: Database, run: Run, finalUrl: string, links: string[]): Promise<string[]> {
  if (!run.finalUrl) return [];
  const rows = await db
    .select({ url: runDocuments.url })
    .from(runDocuments)
    .where(eq(runDocuments.runId, run.id));
  const known = new Set(rows.map((row) => row.url));
  return documentsToCheck(
    { finalUrl },
    links,
    { scope: siteScope(run.finalUrl), robots: readRobots(run.finalUrl, run.robotsTxt) },
    documentLimitOf(run),
    known,
  );
}

/** A compressed inventory larger than this is cut down (D1 statements are capped at 100 KB). */
const INVENTORY_MAX_BYTES = 64 * 1024;

/** A page's inventory compressed; a page whose texts do not compress is cut down until it fits. */
async function compressInventory(inventory: PageInventory): Promise<Uint8Array> {
  let kept = inventory;
  let bytes = await compress(kept);
  for (
    let keep = inventoryCaps.items / 2;
    bytes.length > INVENTORY_MAX_BYTES && keep >= 1;
    keep = Math.floor(keep / 2)
  ) {
    const cut = new Set(kept.cut);
    const shorter = <T>(name: InventoryList, list: T[]) => {
      if (list.length > keep) cut.add(name);
      return list.slice(0, keep);
    };
    kept = {
      ...kept,
      headings: shorter("headings", kept.headings),
      images: shorter("images", kept.images),
      fields: shorter("fields", kept.fields),
      media: shorter("media", kept.media),
      landmarks: shorter("landmarks", kept.landmarks),
    };
    kept.cut = inventoryLists.filter((name) => cut.has(name));
    bytes = await compress(kept);
  }
  return bytes;
}

/**
 * The stored inventories of some of a site run's pages, by address. Pages scanned before inventories
 * existed have none: they are missing from the map.
 */
export async function loadPageInventories(
  db: Database,
  runId: string,
  urls: string[],
): Promise<Map<string, PageInventory>> {
  const inventories = new Map<string, PageInventory>();
  if (urls.length === 0) return inventories;
  const rows = await db
    .select()
    .from(pageInventories)
    .where(and(eq(pageInventories.runId, runId), inArray(pageInventories.url, urls)));
  for (const row of rows) {
    inventories.set(row.url, await decompress<PageInventory>(row.data as Uint8Array<ArrayBuffer>));
  }
  return inventories;
}

async function recordPageFailed(
  db: Database,
  runId: string,
  pageId: number,
  error: ScanErrorCode,
  onlyIfRunning = false,
  status: "failed" | "retry" = "failed",
): Promise<void> {
  // A page whose first try left a report (a retry) keeps it: finished results are never thrown away.
  const kept = sql`${runPages.report} IS NOT NULL AND ${status} = 'failed'`;
  await db
    .update(runPages)
    .set({
      status: sql`CASE WHEN ${kept} THEN 'done' ELSE ${status} END`,
      errorCode: sql`CASE WHEN ${kept} THEN NULL ELSE ${error} END`,
      leaseUntil: null,
      finishedAt: new Date(),
    })
    .where(
      and(
        eq(runPages.runId, runId),
        eq(runPages.id, pageId),
        onlyIfRunning ? eq(runPages.status, "running") : undefined,
      ),
    );
}

/**
 * Which of these addresses the run has already, and how many pages it has, in one statement that reads
 * only those addresses: reading every address of the run for each page made storing a page slower the
 * larger the run grew. The addresses go as one JSON parameter (D1 binds at most 100 values).
 */
async function knownPages(
  db: Database,
  runId: string,
  urls: readonly string[],
): Promise<{ known: Set<string>; found: number }> {
  const row = await db.$client
    .prepare(
      `SELECT (SELECT count(*) FROM run_pages WHERE run_id = ?1) AS found,
              (SELECT json_group_array(url) FROM run_pages
                WHERE run_id = ?1 AND url IN (SELECT value FROM json_each(?2))) AS known`,
    )
    .bind(runId, JSON.stringify(urls))
    .first<{ found: number; known: string }>();
  return { found: row?.found ?? 0, known: new Set(JSON.parse(row?.known ?? "[]") as string[]) };
}

/** A page's findings compressed; a page with a huge number of findings is cut down until it fits. */
async function compactForStorage(report: PageReport): Promise<Uint8Array> {
  let compact = compactPageReport(report);
  let bytes = await compress(compact);
  for (let keep = 10; bytes.length > PAGE_REPORT_MAX_BYTES && keep >= 1; keep = Math.floor(keep / 2)) {
    const cut = (findings: PageReport["violations"]) =>
      findings.map((finding) => ({ ...finding, nodes: finding.nodes.slice(0, keep) }));
    compact = { ...compact, violations: cut(compact.violations), incomplete: cut(compact.incomplete) };
    bytes = await compress(compact);
  }
  return bytes;
}

/**
 * When no page is left to scan, one caller (an atomic lease on the run) puts the report together from
 * the pages' findings, compares it with the site's previous run, and completes the run.
 */
export async function finishIfComplete(db: Database, runId: string, now = new Date()): Promise<boolean> {
  const open = db
    .select({ id: runPages.id })
    .from(runPages)
    .where(and(eq(runPages.runId, runId), inArray(runPages.status, ["queued", "running", "retry"])));
  const claimed = await db
    .update(runs)
    .set({ leaseUntil: new Date(now.getTime() + RUN_LEASE_MS) })
    .where(
      and(
        eq(runs.id, runId),
        eq(runs.kind, "site"),
        eq(runs.status, "running"),
        or(sql`${runs.leaseUntil} IS NULL`, lt(runs.leaseUntil, now)),
        sql`NOT EXISTS ${open}`,
        sql`NOT EXISTS (SELECT 1 FROM run_documents d WHERE d.run_id = ${runId} AND d.status IN ('queued', 'running'))`,
        sql`NOT EXISTS (SELECT 1 FROM run_flows f WHERE f.run_id = ${runId} AND f.status IN ('queued', 'running'))`,
        sql`EXISTS (SELECT 1 FROM run_pages WHERE run_id = ${runId})`,
      ),
    )
    .returning();
  const run = claimed[0];
  if (!run) return false;

  // Page by page: a run's page reports together may be far more than a Worker's memory.
  const aggregator = new SiteAggregator({
    rootUrl: run.finalUrl ?? run.url,
    level: run.level,
    locale: run.locale,
    generatedAt: now,
  });
  const rows = await db
    .select({ id: runPages.id })
    .from(runPages)
    .where(eq(runPages.runId, runId))
    .orderBy(asc(runPages.id));
  for (const part of chunks(rows, REPORTS_READ_AT_ONCE)) {
    const loaded = await db
      .select()
      .from(runPages)
      .where(
        and(
          eq(runPages.runId, runId),
          inArray(
            runPages.id,
            part.map((row) => row.id),
          ),
        ),
      )
      .orderBy(asc(runPages.id));
    for (const page of loaded) {
      const outcome: ScanOutcome =
        page.status === "done" && page.report
          ? { ok: true, report: await decompress<PageReport>(page.report as Uint8Array<ArrayBuffer>) }
          : { ok: false, error: (page.errorCode as ScanErrorCode | null) ?? "internal" };
      if (!(await addOrFail(db, run.id, aggregator, { url: page.url, depth: page.depth, outcome }, now)))
        return true;
    }
  }
  // The states the flows' steps scanned are pages of the run, after the crawled ones (decision 051).
  const flows = await loadRunFlows(db, runId);
  for (const flow of flows) {
    const states = await db
      .select()
      .from(runFlowPages)
      .where(and(eq(runFlowPages.runId, runId), eq(runFlowPages.flow, flow.id)))
      .orderBy(asc(runFlowPages.step));
    for (const state of states) {
      const outcome: ScanOutcome =
        state.status === "done" && state.report
          ? { ok: true, report: await decompress<PageReport>(state.report as Uint8Array<ArrayBuffer>) }
          : { ok: false, error: (state.errorCode as ScanErrorCode | null) ?? "internal" };
      const page: SitePageResult = {
        url: state.url,
        // A flow's states are reached by its steps, not by links: the first depth past the start page.
        depth: 1,
        outcome,
        flow: { name: flow.summary.name, scan: state.name, step: state.step },
        ...(flow.summary.signedIn ? { signedIn: true as const } : {}),
      };
      if (!(await addOrFail(db, run.id, aggregator, page, now))) return true;
    }
  }
  const previous = await previousSiteRun(db, run);
  const report = aggregator.finish(previous);
  // A site without flows reports exactly as before.
  if (flows.length > 0) report.flows = flows.map((flow) => flow.summary);
  const documents = await loadRunDocuments(db, runId);
  // A site without documents reports exactly as before.
  if (documents.length > 0) {
    report.documents = documents;
    report.documentComparison = compareDocuments(documents, previous?.report);
  }
  await completeSiteRun(db, run.id, report, now);
  // The aggregate holds everything the report shows; the pages' own copies are no longer needed, nor
  // the rows of addresses that turned out to be another address of a page (see sameDocumentKeys in aggregate.ts): the
  // run then counts each page once.
  const aliases = report.pages.flatMap((page) => page.aliases ?? []);
  for (const statement of packStatements(aliases, (part) =>
    db.delete(runPages).where(and(eq(runPages.runId, runId), inArray(runPages.url, part))),
  ))
    await statement;
  await db
    .update(runPages)
    .set({ report: null })
    .where(and(eq(runPages.runId, runId), isNotNull(runPages.report)));
  if (documents.length > 0)
    await db
      .update(runDocuments)
      .set({ result: null })
      .where(and(eq(runDocuments.runId, runId), isNotNull(runDocuments.result)));
  if (flows.length > 0)
    await db
      .update(runFlowPages)
      .set({ report: null })
      .where(and(eq(runFlowPages.runId, runId), isNotNull(runFlowPages.report)));
  // A signed-in run's kept session is not needed once its report is together, however it got there.
  await deleteRunSession(db, runId);
  return true;
}

/** Adds a page to the report; false when the site's findings are too many (the run has failed then). */
async function addOrFail(
  db: Database,
  runId: string,
  aggregator: SiteAggregator,
  page: SitePageResult,
  now: Date,
): Promise<boolean> {
  try {
    aggregator.add(page);
    return true;
  } catch (error) {
    if (!(error instanceof SiteReportTooLarge)) throw error;
    await failSiteRunTooLarge(db, runId, now);
    return false;
  }
}

/** The run's flows in order, each with how it ran (SiteFlow); a flow whose job failed stopped at 0. */
async function loadRunFlows(db: Database, runId: string): Promise<{ id: number; summary: SiteFlow }[]> {
  const rows = await db.select().from(runFlows).where(eq(runFlows.runId, runId)).orderBy(asc(runFlows.id));
  return rows.map((row) => {
    const stored = row.result ? (JSON.parse(row.result) as Omit<SiteFlow, "name">) : null;
    const summary: SiteFlow = stored
      ? {
          name: row.name,
          ok: stored.ok,
          signedIn: stored.signedIn ?? false,
          ...(stored.failure
            ? {
                failure: {
                  phase: stored.failure.phase,
                  step: stored.failure.step,
                  code: stored.failure.code,
                },
              }
            : {}),
        }
      : {
          name: row.name,
          ok: false,
          signedIn: false,
          failure: { phase: "flow", step: 0, code: row.errorCode ?? "internal" },
        };
    return { id: row.id, summary };
  });
}

/** The run's checked documents in the order they were found, as the report holds them. */
async function loadRunDocuments(db: Database, runId: string): Promise<SiteDocument[]> {
  const rows = await db
    .select()
    .from(runDocuments)
    .where(eq(runDocuments.runId, runId))
    .orderBy(asc(runDocuments.id));
  const documents: SiteDocument[] = [];
  for (const row of rows) {
    documents.push(
      row.result
        ? await decompress<SiteDocument>(row.result as Uint8Array<ArrayBuffer>)
        : { url: row.url, status: "failed", error: row.errorCode ?? "internal", issues: [] },
    );
  }
  return documents;
}

/** A site whose findings are more than its report may hold: failed, and its pages' findings dropped. */
async function failSiteRunTooLarge(db: Database, runId: string, now: Date): Promise<void> {
  await failRun(db, runId, "site_report_too_large", now);
  await db
    .update(runPages)
    .set({ report: null })
    .where(and(eq(runPages.runId, runId), isNotNull(runPages.report)));
}

/** The same owner's latest finished scan of the same site, to show what changed since. */
async function previousSiteRun(db: Database, run: Run) {
  if (!run.ownerId) return null;
  const earlier = await db
    .select()
    .from(runs)
    .where(
      and(
        eq(runs.ownerId, run.ownerId),
        eq(runs.kind, "site"),
        eq(runs.url, run.url),
        eq(runs.status, "done"),
        ne(runs.id, run.id),
      ),
    )
    .orderBy(desc(runs.finishedAt))
    .limit(1)
    .get();
  if (!earlier) return null;
  const report = await loadSiteReport(db, earlier);
  return report ? { runId: earlier.id, report } : null;
}

/**
 * One site job from start to end. An unexpected error (no browser, D1 refusing a statement) never leaves
 * the run "running": with `retryable` (the production queue) the page or run is handed back and the
 * error rethrown, so that the queue delivers it again and its dead-letter queue ends it; without it
 * (local), the page fails at once, or the run when the error was in discovery or in the report.
 */
export async function processSiteJob(
  db: Database,
  job: SiteJob,
  scanner: SiteScanner,
  options: {
    retryable?: boolean;
    /** Errors that happen before the page is touched (no browser to be had): the attempt is given back. */
    attemptNotUsed?: (error: unknown) => boolean;
    /** Told where a page job's time went, once the job has ended (the benchmark prints it). */
    onStages?: (stages: PageJobStages) => void;
  } = {},
): Promise<void> {
  try {
    if (job.site.step === "discover") await discoverStep(db, job, scanner);
    else if (job.site.step === "document") await documentStep(db, job, scanner);
    else if (job.site.step === "flow") await flowStep(db, job, scanner);
    else await pageStep(db, job, scanner, options.onStages);
  } catch (error) {
    // A run deleted while its job was under way (its rows went with it): nothing is left to record.
    if (!(await getRun(db, job.runId))) return;
    if (options.retryable) {
      await handBack(db, job, options.attemptNotUsed?.(error) ?? false);
      throw error;
    }
    console.error("A site job failed unexpectedly", job.runId, job.site, error);
    await failSiteStep(db, job, scanner);
  }
}

/** Puts the job's page (or, for discovery, its run) back to "queued", so the next delivery can claim it. */
async function handBack(db: Database, job: SiteJob, attemptNotUsed: boolean): Promise<void> {
  if (job.site.step === "flow") {
    await db
      .update(runFlows)
      .set({
        status: "queued",
        leaseUntil: null,
        ...(attemptNotUsed ? { attempts: sql`MAX(${runFlows.attempts} - 1, 0)` } : {}),
      })
      .where(
        and(eq(runFlows.runId, job.runId), eq(runFlows.id, job.site.flowId), eq(runFlows.status, "running")),
      );
    return;
  }
  if (job.site.step === "document") {
    await db
      .update(runDocuments)
      .set({ status: "queued", leaseUntil: null })
      .where(
        and(
          eq(runDocuments.runId, job.runId),
          eq(runDocuments.id, job.site.documentId),
          eq(runDocuments.status, "running"),
        ),
      );
    return;
  }
  if (job.site.step === "page") {
    await db
      .update(runPages)
      .set({
        status: "queued",
        leaseUntil: null,
        ...(attemptNotUsed ? { attempts: sql`MAX(${runPages.attempts} - 1, 0)` } : {}),
      })
      .where(
        and(eq(runPages.runId, job.runId), eq(runPages.id, job.site.pageId), eq(runPages.status, "running")),
      );
    return;
  }
  await db
    .update(runs)
    .set({ status: "queued", leaseUntil: null })
    .where(and(eq(runs.id, job.runId), eq(runs.status, "running"), sql`${runs.leaseUntil} IS NOT NULL`));
}

/**
 * Local runs have no second delivery: the page fails, and the run too if it cannot be completed. A run
 * paced by a Crawl-delay goes on with its next page, which the failed one would have sent.
 */
async function failSiteStep(db: Database, job: SiteJob, scanner: SiteScanner): Promise<void> {
  if (job.site.step !== "discover") {
    if (job.site.step === "page") await recordPageFailed(db, job.runId, job.site.pageId, "internal", true);
    else if (job.site.step === "flow") await recordFlowFailed(db, job.runId, job.site.flowId, "internal");
    else await recordDocumentFailed(db, job.runId, job.site.documentId, "internal");
    try {
      if (!(await finishIfComplete(db, job.runId))) await continuePacedRun(db, job.runId, scanner);
      return;
    } catch (error) {
      console.error("Completing a site run failed", job.runId, error);
    }
  }
  await db
    .update(runs)
    .set({ status: "failed", errorCode: "internal", finishedAt: new Date(), leaseUntil: null })
    .where(and(eq(runs.id, job.runId), inArray(runs.status, ["queued", "running"])));
}

/**
 * A run paced by a Crawl-delay whose page ended without its step (failed locally, or by the dead-letter
 * queue) goes on with its next page, which that step would have sent.
 */
async function continuePacedRun(db: Database, runId: string, scanner: SiteScanner): Promise<void> {
  const run = await getRun(db, runId);
  if (run?.status === "running" && run.crawlDelayMs > 0) {
    await dispatchNextPage(db, run, scanner, run.crawlDelayMs);
  }
}

/**
 * The dead-letter queue's answer for a site job: its page (or, for discovery, the run) fails for good.
 * With `scanner`, a run paced by a Crawl-delay goes on with its next page.
 */
export async function failSiteJobFromDeadLetter(
  db: Database,
  job: SiteJob,
  scanner?: SiteScanner,
): Promise<void> {
  if (job.site.step === "discover") {
    await db
      .update(runs)
      .set({ status: "failed", errorCode: "internal", finishedAt: new Date(), leaseUntil: null })
      .where(and(eq(runs.id, job.runId), eq(runs.status, "queued")));
    return;
  }
  if (job.site.step === "document" || job.site.step === "flow") {
    if (job.site.step === "flow") await recordFlowFailed(db, job.runId, job.site.flowId, "internal");
    else await recordDocumentFailed(db, job.runId, job.site.documentId, "internal");
    if (!(await finishIfComplete(db, job.runId)) && scanner) await continuePacedRun(db, job.runId, scanner);
    return;
  }
  await db
    .update(runPages)
    .set({ status: "failed", errorCode: "internal", leaseUntil: null, finishedAt: new Date() })
    .where(
      and(
        eq(runPages.runId, job.runId),
        eq(runPages.id, job.site.pageId),
        inArray(runPages.status, ["queued", "running"]),
      ),
    );
  if (!(await finishIfComplete(db, job.runId)) && scanner) await continuePacedRun(db, job.runId, scanner);
}

/** A document that could not be checked ends with its reason (while not finished otherwise). */
async function recordDocumentFailed(
  db: Database,
  runId: string,
  documentId: number,
  error: ScanErrorCode,
  now = new Date(),
): Promise<void> {
  await db
    .update(runDocuments)
    .set({ status: "failed", errorCode: error, leaseUntil: null, finishedAt: now })
    .where(
      and(
        eq(runDocuments.runId, runId),
        eq(runDocuments.id, documentId),
        inArray(runDocuments.status, ["queued", "running"]),
      ),
    );
}

/**
 * Pages whose scanner died mid-scan go back to the queue while attempts remain, or fail with "timeout";
 * runs whose last page was settled that way are finished. Returns the page jobs to dispatch again.
 */
export async function recoverStuckPages(db: Database, now = new Date()): Promise<SiteJob[]> {
  const stuck = and(eq(runPages.status, "running"), lt(runPages.leaseUntil, now));
  const failed = await db
    .update(runPages)
    .set({ status: "failed", errorCode: "timeout", finishedAt: now, leaseUntil: null })
    .where(and(stuck, sql`${runPages.attempts} >= ${MAX_RUN_ATTEMPTS}`))
    .returning({ runId: runPages.runId });
  const requeued = await db
    .update(runPages)
    .set({ status: "queued", leaseUntil: null })
    .where(stuck)
    .returning({ runId: runPages.runId, id: runPages.id, url: runPages.url });
  // Documents whose check died the same way (a scanner Worker out of memory on a hostile file).
  const stuckDocument = and(eq(runDocuments.status, "running"), lt(runDocuments.leaseUntil, now));
  const failedDocuments = await db
    .update(runDocuments)
    .set({ status: "failed", errorCode: "timeout", finishedAt: now, leaseUntil: null })
    .where(and(stuckDocument, sql`${runDocuments.attempts} >= ${MAX_RUN_ATTEMPTS}`))
    .returning({ runId: runDocuments.runId });
  const requeuedDocuments = await db
    .update(runDocuments)
    .set({ status: "queued", leaseUntil: null })
    .where(stuckDocument)
    .returning({ runId: runDocuments.runId, id: runDocuments.id, url: runDocuments.url });
  // Flows whose runner died (a scanner Worker gone mid-flow): run again, or ended after their last attempt.
  const stuckFlow = and(eq(runFlows.status, "running"), lt(runFlows.leaseUntil, now));
  const failedFlows = await db
    .update(runFlows)
    .set({ status: "failed", errorCode: "timeout", finishedAt: now, leaseUntil: null })
    .where(and(stuckFlow, sql`${runFlows.attempts} >= ${MAX_RUN_ATTEMPTS}`))
    .returning({ runId: runFlows.runId });
  const requeuedFlows = await db
    .update(runFlows)
    .set({ status: "queued", leaseUntil: null })
    .where(stuckFlow)
    .returning({ runId: runFlows.runId, id: runFlows.id });
  for (const runId of new Set([...failed, ...failedDocuments, ...failedFlows].map((row) => row.runId)))
    await finishIfComplete(db, runId, now);
  const jobs: SiteJob[] = [];
  for (const page of requeued) {
    const run = await getRun(db, page.runId);
    if (run) jobs.push(pageJob(run, page));
  }
  for (const document of requeuedDocuments) {
    const run = await getRun(db, document.runId);
    if (run) jobs.push(documentJob(run, document));
  }
  for (const flow of requeuedFlows) {
    const run = await getRun(db, flow.runId);
    if (run) jobs.push(flowJob(run, flow));
  }
  for (const runId of await stalledSiteRuns(db, now)) {
    const run = await getRun(db, runId);
    if (!run) continue;
    const waiting = await db
      .select({ id: runPages.id, url: runPages.url })
      .from(runPages)
      .where(and(eq(runPages.runId, runId), eq(runPages.status, "queued")));
    jobs.push(...waiting.map((page) => pageJob(run, page)));
    const waitingDocuments = await db
      .select({ id: runDocuments.id, url: runDocuments.url })
      .from(runDocuments)
      .where(and(eq(runDocuments.runId, runId), eq(runDocuments.status, "queued")));
    jobs.push(...waitingDocuments.map((document) => documentJob(run, document)));
    const waitingFlows = await db
      .select({ id: runFlows.id })
      .from(runFlows)
      .where(and(eq(runFlows.runId, runId), eq(runFlows.status, "queued")));
    jobs.push(...waitingFlows.map((flow) => flowJob(run, flow)));
    jobs.push(...(await requeueRetriesAtEnd(db, runId)).map((page) => pageJob(run, page)));
    await finishIfComplete(db, runId, now);
  }
  return jobs;
}

/**
 * Site runs on which nothing has moved for a while although they are not finished: no page is being
 * scanned, none finished lately, no Crawl-delay slot lies ahead. Their jobs were lost (a queue send that
 * failed after the pages were stored, a local process that stopped), or the report was never put
 * together. Sending their waiting pages again is safe: a page is claimed once.
 */
async function stalledSiteRuns(db: Database, now: Date): Promise<string[]> {
  const before = now.getTime() - STALLED_AFTER_MS;
  const { results } = await db.$client
    .prepare(
      `SELECT r.id FROM runs r
       WHERE r.kind = 'site' AND r.status = 'running' AND r.lease_until IS NULL
         AND coalesce(r.next_slot_at, 0) < ?1
         AND EXISTS (SELECT 1 FROM run_pages p WHERE p.run_id = r.id)
         AND NOT EXISTS (SELECT 1 FROM run_pages p WHERE p.run_id = r.id AND p.status = 'running')
         AND NOT EXISTS (SELECT 1 FROM run_documents d WHERE d.run_id = r.id AND d.status = 'running')
         AND NOT EXISTS (SELECT 1 FROM run_flows f WHERE f.run_id = r.id AND f.status = 'running')
         AND coalesce((SELECT max(p.finished_at) FROM run_pages p WHERE p.run_id = r.id), r.started_at, r.created_at) < ?1
         AND coalesce((SELECT max(d.finished_at) FROM run_documents d WHERE d.run_id = r.id), 0) < ?1
         AND coalesce((SELECT max(f.finished_at) FROM run_flows f WHERE f.run_id = r.id), 0) < ?1`,
    )
    .bind(before)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let index = 0; index < items.length; index += size) parts.push(items.slice(index, index + size));
  return parts;
}
