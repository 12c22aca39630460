/**
 * The scanner Worker (production): consumes scan jobs from the "klarsicht-scans" queue, scans each page
 * with Cloudflare Browser Rendering through the engine, and records the run in D1. Its dead-letter
 * queue's consumer fails runs whose every delivery failed. Config: workers/scanner/wrangler.toml.
 */
import puppeteer, { type Browser } from "@cloudflare/puppeteer";
// The script as text, by the [[rules]] entry in wrangler.toml (declared in text-modules.d.ts).
import axeSource from "axe-core/axe.min.js";
import axeLocaleDe from "axe-core/locales/de.json";
import { and, eq, isNull } from "drizzle-orm";
import {
  type FlowRunOutcome,
  type PageTimings,
  type ScanJob,
  type ScanOutcome,
  type SiteJob,
  scanJobSchema,
  siteJobSchema,
} from "#core/contract";
import { normalizePageUrl } from "#core/crawl";
import { discoverSite } from "#core/discover";
import type { TargetPolicy } from "#core/guard";
import { fetchPdfDocument } from "#core/pdf/document";
import { storingPictures } from "#core/picture-store";
import { failRunFromDeadLetter, jobFor, processScanJob, recoverStuckRuns } from "#core/runs/runs.server";
import {
  type FlowJob,
  failSiteJobFromDeadLetter,
  type PageJobStages,
  pageJobLogEvent,
  processSiteJob,
  recoverStuckPages,
  type SiteScanner,
} from "#core/runs/site-runs.server";
import { keyringFrom, type SecretKeyring } from "#core/secrets";
import {
  flowOfRun,
  getFlow,
  getLoginProfile,
  getRunSession,
  loginProfileOfRun,
  type SessionCookie,
  saveRunSession,
} from "#core/site-steps.server";
import {
  type AuthProfile,
  type Flow,
  type StepTrialResult,
  secretsOf,
  signedInDiscovery,
  storedStepTrialSchema,
} from "#core/steps";
import type { Database } from "#drizzle/db.server";
import { createDb, schema } from "#drizzle/db.server";
import { browserWaitMs, browserWaitsOf, isBrowserLimitReached } from "./browser-limits";
import { type BrowserRenderingScan, reusableScanTabs, withBrowserRenderingTab } from "./browser-rendering";
import { checksNamed } from "./checks/index";
import { defaultDohEndpoint, dohResolver } from "./doh";
import { fetchWithoutDns } from "./fetch-without-dns";
// Our page code bundled as text, by wrangler.toml's build command and [[rules]] entry (page-bundle.gen.d.ts).
import pageSource from "./page-bundle.gen.js";
import { renderPdf } from "./pdf";
import { dueAt, requesterTurnDelayMs, sendJobs } from "./queue-dispatch";
import { scanSignedIn, signInForSession } from "./signed-in";
import { prepareSession, type StepSession, sessionHeadersFor, siteRunFlow, trialRun } from "./steps";

export type ScannerEnv = {
  BROWSER: Fetcher;
  DB: D1Database;
  SCAN_QUEUE: Queue<ScanJob | SiteJob>;
  /** The DNS-over-HTTPS resolver (JSON API) the guard asks where host names lead; Cloudflare's by default. */
  DOH_URL?: string;
  /** Pages' screenshots and findings' crops (picture-store.ts). */
  SCREENSHOTS: R2Bucket;
  /**
   * The key login profiles and flows are sealed with (`id:secret`, the app's LOGIN_SECRETS_KEY), and
   * older keys that still open; without it sites are scanned signed out and trials are refused.
   */
  LOGIN_SECRETS_KEY?: string;
  LOGIN_SECRETS_KEYS_PREVIOUS?: string;
  /**
   * Our checks to run after axe-core: every one when unset or "all"; else check names, comma-separated,
   * or "none" (axe-core alone), to switch off a check that misbehaves without a deploy. A name no check
   * has stops every scan with an error naming it (the jobs are retried), rather than scanning with less
   * than was meant.
   */
  SCANNER_CHECKS?: string;
  /** Local development only: the exact host:port pairs of local fixture sites it may scan (policyOf). */
  LOCAL_SCANNER_ALLOW?: string;
};

/**
 * Public sites only: no private addresses. The one exception is LOCAL_SCANNER_ALLOW, the exact host:port
 * pairs of local fixture sites, which only `npm run dev` sets (its demo shop); production has none.
 */
function policyOf(env: ScannerEnv): TargetPolicy {
  const allowedHostPorts = (env.LOCAL_SCANNER_ALLOW ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { allowPrivate: false, ...(allowedHostPorts.length > 0 ? { allowedHostPorts } : {}) };
}

/** The Worker has no DNS of its own: names are resolved over HTTPS (doh.ts). */
function resolverFor(env: ScannerEnv) {
  return dohResolver(env.DOH_URL || defaultDohEndpoint);
}

function loginKeyringOf(env: ScannerEnv): SecretKeyring | null {
  return env.LOGIN_SECRETS_KEY ? keyringFrom(env.LOGIN_SECRETS_KEY, env.LOGIN_SECRETS_KEYS_PREVIOUS) : null;
}

/**
 * A job's scan: signed in when the run's registered site has a login profile (read from D1 and opened
 * with this Worker's key: no queue message carries a secret, decision 047), else as it stands. With a
 * clock, it is told where the scan's time went.
 */
function scanFor(
  env: ScannerEnv,
  db: Database,
  browsers: BatchBrowser,
  clock?: ScanClock,
): (job: ScanJob) => Promise<ScanOutcome> {
  const keyring = loginKeyringOf(env);
  const scan = storingPictures(env.SCREENSHOTS, async (job: ScanJob) => {
    const started = Date.now();
    const profile = keyring ? await loginProfileOfRun(db, keyring, job.runId) : null;
    const outcome =
      keyring && profile
        ? await scanSignedInWithBrowserRendering(env, job, { db, keyring, profile }, clock)
        : await browsers.scan(job, clock);
    if (clock) {
      clock.browserMs = Date.now() - started;
      if (outcome.ok) clock.engine = outcome.report.timings;
    }
    return outcome;
  });
  if (!clock) return scan;
  return async (job) => {
    const started = Date.now();
    const outcome = await scan(job);
    clock.storeMs = Date.now() - started - clock.browserMs;
    return outcome;
  };
}

/** Where a page's scan went, beside the site job's own stages (logPageJob). */
type ScanClock = {
  /**
   * Connecting to a browser of Browser Rendering: the batch's first job connects for the batch; a signed-in
   * scan connects (and disconnects) on its own.
   */
  connectMs: number;
  /** The whole scan in the browser, the connection included. */
  browserMs: number;
  /** Writing the page's pictures to R2. */
  storeMs: number;
  /** The engine's own phases, as its report states them. */
  engine?: PageTimings;
};

/**
 * One line a page job in the Worker's log (Workers Logs in production; the local platform hands it to
 * whoever asks, e.g. the large-site bench): where the job's time went, in ms. "tab" is what the browser
 * part took beyond the connection and the engine's phases: the guard, the browser context, the tab.
 */
function logPageJob(job: SiteJob, stages: PageJobStages, clock: ScanClock): void {
  const engine = clock.engine;
  const engineMs = engine
    ? engine.loadMs +
      engine.settleMs +
      engine.injectMs +
      engine.runMs +
      (engine.checksMs ?? 0) +
      (engine.picturesMs ?? 0)
    : 0;
  const ms = {
    claim: stages.claim,
    connect: clock.connectMs,
    tab: engine ? Math.max(0, clock.browserMs - clock.connectMs - engineMs) : 0,
    load: engine?.loadMs ?? 0,
    settle: engine?.settleMs ?? 0,
    inject: engine?.injectMs ?? 0,
    axe: engine?.runMs ?? 0,
    checks: engine?.checksMs ?? 0,
    pictures: engine?.picturesMs ?? 0,
    store: clock.storeMs,
    record: stages.record,
    dispatch: stages.dispatch,
    finish: stages.finish,
  };
  const rounded = Object.fromEntries(Object.entries(ms).map(([stage, value]) => [stage, Math.round(value)]));
  const pageId = job.site.step === "page" ? job.site.pageId : undefined;
  console.log(JSON.stringify({ event: pageJobLogEvent, runId: job.runId, pageId, ms: rounded }));
}

/** The pages of a site run travel through the same queue as single pages. */
function siteScanner(env: ScannerEnv, db: Database, browsers: BatchBrowser, clock?: ScanClock): SiteScanner {
  const keyring = loginKeyringOf(env);
  const discoverFetch = () => fetchWithoutDns(policyOf(env), { resolve: resolverFor(env) });
  return {
    scan: scanFor(env, db, browsers, clock),
    async discover(url, maxUrls, runId) {
      const profile = keyring ? await loginProfileOfRun(db, keyring, runId) : null;
      if (!keyring || !profile) return discoverSite(url, discoverFetch(), { maxUrls });
      // A signed-in run is discovered in its session (sitemaps only a signed-in visitor gets), which
      // its first pages then scan in; a sign-in that fails ends the run as login_failed.
      const site = new URL(url).origin;
      const cookies = await runSession(env, db, keyring, profile, runId, site);
      if (!cookies) return { error: "login_failed" };
      const headersFor = sessionHeadersFor(profile, site, {}, cookies);
      const discovery = await discoverSite(
        url,
        fetchWithoutDns(policyOf(env), { resolve: resolverFor(env), headersFor }),
        { maxUrls },
      );
      if ("error" in discovery) return discovery;
      return signedInDiscovery(discovery, url, profile.exclude, normalizePageUrl);
    },
    dispatch: (jobs) => sendJobs(env.SCAN_QUEUE, jobs),
    // Linked PDFs through the same guard as robots.txt and sitemaps: DNS over HTTPS, every hop checked.
    checkDocument: (url) => fetchPdfDocument(url, discoverFetch()),
    ...(keyring ? { runFlow: (job: FlowJob) => flowOfSiteRun(env, db, keyring, job) } : {}),
  };
}

/** The run's kept session, or a new one signed in to in a browser context of its own and kept. */
async function runSession(
  env: ScannerEnv,
  db: Database,
  keyring: SecretKeyring,
  profile: AuthProfile,
  runId: string,
  site: string,
): Promise<SessionCookie[] | null> {
  const kept = await getRunSession(db, keyring, runId);
  if (kept) return kept;
  const browser = await warmBrowser(env);
  try {
    const signedIn = await withBrowserRenderingTab(
      browser,
      site,
      scanSettings(env),
      { level: "AA", locale: "de", pictures: false },
      async (tab, page, scanOptions) => {
        const session = { tab, page, site, isAllowed: scanOptions.isAllowed, scanOptions, env: {}, profile };
        try {
          await prepareSession(session);
        } catch {
          return null;
        }
        return signInForSession(session, new Set(secretsOf(profile, {})));
      },
    );
    if (!signedIn || !("cookies" in signedIn)) return null;
    await saveRunSession(db, keyring, runId, signedIn.cookies);
    return signedIn.cookies;
  } finally {
    await browser.disconnect();
  }
}

/**
 * A stored flow of a site run, signed in with the site's profile, in a browser context of its own (read
 * from D1 and opened here: the job carries ids only, decision 047); null when the site no longer has it.
 */
async function flowOfSiteRun(
  env: ScannerEnv,
  db: Database,
  keyring: SecretKeyring,
  job: FlowJob,
): Promise<FlowRunOutcome | null> {
  const flow = await flowOfRun(db, keyring, job.runId, job.flowId);
  if (!flow) return null;
  const profile = await loginProfileOfRun(db, keyring, job.runId);
  const result = await withStepSession(env, job, profile, (session) => siteRunFlow(session, flow));
  if ("scans" in result) return result;
  // The site's own address was refused before any browser saw it.
  return { ok: false, signedIn: false, failure: { phase: "login", step: 1, code: result.error }, scans: [] };
}

/** A site job or a single-page job; anything else is not ours. */
function parseJob(body: unknown): { site: SiteJob } | { page: ScanJob } | null {
  const site = siteJobSchema.safeParse(body);
  if (site.success) return { site: site.data };
  const page = scanJobSchema.safeParse(body);
  return page.success ? { page: page.data } : null;
}

async function processJob(
  db: Database,
  env: ScannerEnv,
  job: { site: SiteJob } | { page: ScanJob },
  browsers: BatchBrowser,
): Promise<"handled" | "deferred"> {
  if ("site" in job) {
    const clock: ScanClock = { connectMs: 0, browserMs: 0, storeMs: 0 };
    await processSiteJob(db, job.site, siteScanner(env, db, browsers, clock), {
      retryable: true,
      attemptNotUsed: isBrowserLimitReached,
      onStages: (stages) => logPageJob(job.site, stages, clock),
    });
    return "handled";
  }
  return processScanJob(db, job.page, scanFor(env, db, browsers), {
    retryable: true,
    onePerRequester: true,
    attemptNotUsed: isBrowserLimitReached,
  });
}

/** The messages of a batch, one after another (the scan queue's batches: max_batch_size in wrangler.toml). */
async function consumeBatch(
  batch: MessageBatch<unknown>,
  env: ScannerEnv,
  db: Database,
  browsers: BatchBrowser,
): Promise<void> {
  for (const message of batch.messages) {
    const job = parseJob(message.body);
    if (!job) {
      // Redelivering a malformed job cannot help: drop it, loudly.
      console.error("Dropping invalid scan job", batch.queue, JSON.stringify(message.body).slice(0, 500));
      message.ack();
      continue;
    }
    if (batch.queue === deadLetterQueue) {
      if ("site" in job) await failSiteJobFromDeadLetter(db, job.site, siteScanner(env, db, browsers));
      else await failRunFromDeadLetter(db, job.page);
      message.ack();
      continue;
    }
    const due = dueAt(message.body);
    try {
      const body = "site" in job ? job.site : job.page;
      // Here before its time (its wait was longer than a queue delays): back for the rest of it.
      if (due !== undefined) await sendJobs(env.SCAN_QUEUE, [{ job: body, delayMs: due - Date.now() }]);
      else if ((await processJob(db, env, job, browsers)) === "deferred")
        await sendJobs(env.SCAN_QUEUE, [{ job: body, delayMs: requesterTurnDelayMs }]);
      message.ack();
    } catch (error) {
      if (isBrowserLimitReached(error)) {
        // Browser Rendering is at the account's limit: the job waits its turn as a new message.
        const waits = browserWaitsOf(message.body);
        // The count travels beside the job, as notBefore does (the job's schema ignores it).
        const waiting = { ...("site" in job ? job.site : job.page), browserWaits: waits + 1 };
        await sendJobs(env.SCAN_QUEUE, [{ job: waiting, delayMs: browserWaitMs(waits) }]);
        message.ack();
        continue;
      }
      // No browser to be had, or D1 failed: later; after max_retries the dead-letter queue takes it.
      console.error("Scan job failed, will retry", JSON.stringify(message.body).slice(0, 500), error);
      message.retry({ delaySeconds: 15 * message.attempts });
    }
  }
}

/** As named in wrangler.toml; every other queue this Worker consumes is the scan queue. */
const deadLetterQueue = "klarsicht-scans-dlq";

/** How long Browser Rendering keeps an idle browser for the next job (its maximum: 10 minutes). */
const browserKeepAliveMs = 10 * 60 * 1000;

export default {
  async queue(batch, env) {
    const db = createDb(env.DB);
    const browsers = batchBrowser(env);
    try {
      await consumeBatch(batch, env, db, browsers);
    } finally {
      await browsers.close();
    }
  },

  /** Every few minutes: runs whose scanner died mid-scan go back to the queue, or fail after their last attempt. */
  async scheduled(_controller, env) {
    const db = createDb(env.DB);
    for (const run of await recoverStuckRuns(db)) await env.SCAN_QUEUE.send(jobFor(run));
    const pages = await recoverStuckPages(db);
    await sendJobs(
      env.SCAN_QUEUE,
      pages.map((job) => ({ job, delayMs: 0 })),
    );
  },

  /**
   * Prints the app's report HTML to PDF. Reached only through the app's service binding (SCANNER): this
   * Worker has no route and workers_dev is off.
   */
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === "/steps" && request.method === "POST") return answerTrial(request, env);
    if (url.pathname !== "/pdf" || request.method !== "POST")
      return new Response("Not Found", { status: 404 });
    const { html } = (await request.json()) as { html?: unknown };
    if (typeof html !== "string") return new Response("Expected { html }", { status: 400 });
    const browser = await warmBrowser(env);
    const context = await browser.createBrowserContext();
    try {
      const pdf = await renderPdf(await context.newPage(), html);
      return new Response(pdf as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "application/pdf" } });
    } finally {
      await context.close().catch(() => {});
      await browser.disconnect();
    }
  },
} satisfies ExportedHandler<ScannerEnv, unknown>;

function scanSettings(env: ScannerEnv): BrowserRenderingScan {
  const checks = checksNamed(env.SCANNER_CHECKS, "SCANNER_CHECKS");
  return {
    axeSource,
    pageSource,
    axeLocaleDe,
    policy: policyOf(env),
    resolve: resolverFor(env),
    ...(checks ? { checks } : {}),
  };
}

/**
 * A batch's one connection to a warm browser, made at its first scan, with its reusable scan tab
 * (reusableScanTabs): the jobs of a batch save the connection, the guard, the browser context and the
 * tab. A scan throws (so the queue retries) when no browser can be had; every page-level problem is an
 * outcome. A browser lost mid-batch is connected again for the next job.
 */
function batchBrowser(env: ScannerEnv) {
  type Connected = { browser: Browser; tabs: ReturnType<typeof reusableScanTabs> };
  let connected: Promise<Connected> | undefined;

  async function release(session: Connected) {
    await session.tabs.close().catch(() => {});
    // Disconnect, not close: the browser stays warm for the next batch (keep_alive).
    await session.browser.disconnect().catch(() => {});
  }

  return {
    async scan(job: ScanJob, clock?: ScanClock): Promise<ScanOutcome> {
      const connecting = Date.now();
      connected ??= warmBrowser(env).then((browser) => ({
        browser,
        tabs: reusableScanTabs(browser, scanSettings(env)),
      }));
      let session: Connected;
      try {
        session = await connected;
      } catch (error) {
        connected = undefined;
        throw error;
      }
      if (clock) clock.connectMs = Date.now() - connecting;
      const outcome = await session.tabs.scan(job);
      if (!session.browser.connected) {
        connected = undefined;
        await release(session);
      }
      return outcome;
    },
    async close() {
      const session = await connected?.catch(() => undefined);
      connected = undefined;
      if (session) await release(session);
    },
  };
}

type BatchBrowser = ReturnType<typeof batchBrowser>;

/** A signed-in scan, in a browser context of its own on a connection of its own (scanSignedIn). */
async function scanSignedInWithBrowserRendering(
  env: ScannerEnv,
  job: ScanJob,
  { db, keyring, profile }: { db: Database; keyring: SecretKeyring; profile: AuthProfile },
  clock?: ScanClock,
): Promise<ScanOutcome> {
  const connecting = Date.now();
  const browser = await warmBrowser(env);
  if (clock) clock.connectMs = Date.now() - connecting;
  try {
    const cookies = await getRunSession(db, keyring, job.runId);
    return await withBrowserRenderingTab(browser, job.url, scanSettings(env), job, (tab, page, scanOptions) =>
      scanSignedIn(
        // Stored values are written out: no environment variable is read for them.
        {
          tab,
          page,
          site: new URL(job.url).origin,
          isAllowed: scanOptions.isAllowed,
          scanOptions,
          env: {},
          profile,
        },
        job.url,
        { cookies, save: (session) => saveRunSession(db, keyring, job.runId, session) },
      ),
    );
  } finally {
    // Disconnect, not close: the browser stays warm for the next job (keep_alive).
    await browser.disconnect();
  }
}

/**
 * Signs in with the profile and runs the flow once (only signs in without one) in a browser context of
 * its own, as the local scanner's POST /steps does: each step's result, the scans' rules, and where and
 * why it stopped with its picture (secret fields covered).
 */
async function trialWithBrowserRendering(
  env: ScannerEnv,
  trial: {
    site: string;
    level: ScanJob["level"];
    locale: ScanJob["locale"];
    profile?: AuthProfile;
    flow?: Flow;
  },
): Promise<StepTrialResult> {
  const { site, profile, flow } = trial;
  const result = await withStepSession(env, trial, profile ?? null, (session) => trialRun(session, flow));
  if ("done" in result) return result;
  // The site's own address was refused before any browser saw it.
  return {
    ok: false,
    done: [],
    relogins: 0,
    scans: [],
    failure: {
      phase: "login",
      step: 1,
      action: "visit",
      code: "blocked_target",
      detail: result.error,
      url: site,
    },
  };
}

/**
 * Steps on the site in a browser context of their own (a trial, a flow of a site run), signed in with
 * the profile when there is one; `{ error }` when the site's address is refused before any browser sees it.
 */
async function withStepSession<T extends object>(
  env: ScannerEnv,
  where: { site: string; level: ScanJob["level"]; locale: ScanJob["locale"] },
  profile: AuthProfile | null,
  work: (session: StepSession) => Promise<T>,
) {
  const browser = await warmBrowser(env);
  try {
    const { site } = where;
    return await withBrowserRenderingTab(
      browser,
      site,
      scanSettings(env),
      { level: where.level, locale: where.locale, pictures: false },
      (tab, page, scanOptions) =>
        // Stored values are written out: no environment variable is read for them.
        work({
          tab,
          page,
          site,
          isAllowed: scanOptions.isAllowed,
          scanOptions,
          env: {},
          ...(profile ? { profile } : {}),
        }),
    );
  } finally {
    await browser.disconnect();
  }
}

/**
 * The app's trial run (service binding only): the ids of a registered site and of one of its flows; the
 * profile and the flow are read from D1 and opened here.
 */
async function answerTrial(request: Request, env: ScannerEnv): Promise<Response> {
  const input = storedStepTrialSchema.safeParse(await request.json().catch(() => null));
  if (!input.success) return Response.json({ error: "invalid_trial" }, { status: 400 });
  const keyring = loginKeyringOf(env);
  if (!keyring) return Response.json({ error: "no_key" }, { status: 503 });
  const db = createDb(env.DB);
  const { siteId, flowId, level, locale } = input.data;
  const site = await db
    .select({ url: schema.registeredSites.url })
    .from(schema.registeredSites)
    .where(and(eq(schema.registeredSites.id, siteId), isNull(schema.registeredSites.removedAt)))
    .get();
  if (!site) return Response.json({ error: "not_found" }, { status: 404 });
  const profile = await getLoginProfile(db, keyring, siteId);
  const stored = flowId ? await getFlow(db, keyring, siteId, flowId) : null;
  if (flowId && !stored) return Response.json({ error: "not_found" }, { status: 404 });
  const result = await trialWithBrowserRendering(env, {
    site: new URL(site.url).origin,
    level,
    locale,
    ...(profile ? { profile } : {}),
    // The flow as the step language has it: its storage id is not part of it.
    ...(stored ? { flow: { version: stored.version, name: stored.name, steps: stored.steps } } : {}),
  });
  return Response.json(result);
}

/**
 * A running browser that no Worker is connected to saves the launch (1–2 s). Consumers running at once
 * may race for the same one: the loser's connect fails, and it tries the next idle one before it
 * launches a browser of its own.
 */
async function warmBrowser(env: ScannerEnv): Promise<Browser> {
  let sessions: Awaited<ReturnType<typeof puppeteer.sessions>> = [];
  try {
    sessions = await puppeteer.sessions(env.BROWSER);
  } catch (error) {
    console.warn("Browser Rendering's sessions could not be listed; launching a browser:", String(error));
  }
  for (const session of sessions.filter((candidate) => !candidate.connectionId)) {
    try {
      return await puppeteer.connect(env.BROWSER, session.sessionId);
    } catch {
      // Taken by another consumer meanwhile.
    }
  }
  return puppeteer.launch(env.BROWSER, { keep_alive: browserKeepAliveMs });
}
