/**
 * The large-site case of the benchmark: a generated site of 2,000 pages (a sitemap index of several
 * sitemaps, links between pages, pages of several templates with barriers) scanned end to end the way
 * the service does it locally: a site run in a real local D1 (miniflare), its discovery and page jobs
 * worked off by the local pool (runSiteLocally) through the local scanner service, the report put
 * together by the last page. Then the built app Worker (`wrangler dev` on the same D1) serves the
 * report's views, every other page a signed-in subscriber opens, and the exports.
 *
 * First the engine alone crawls the same site the same way (crawlSite, pictures taken, as for a
 * subscriber's run): the service path's pages/s are printed as a share of the engine's. Then the
 * service path: wall time and pages/s, where a page job's time went (taking the page, the scan with the
 * scanner's own phases, storing, handing on, completing), the scanning process tree's peak memory
 * (proportional set sizes, which count memory that Chromium's processes share once; resident sets
 * beside them), the run's stored size in D1, the time the report took to put together; then time to
 * first and to last byte and bytes of each signed-in page and export (median of five after a first
 * request; the PDF once), and the p95 of the pages' times to first byte.
 * The pictures go to the local R2 bucket, as in `npm run dev`.
 *
 *   npm run build && npx tsx tests/bench/bench.ts --cases large [--large-pages 2000] [--site-concurrency 2] [--site-jobs 3]
 *     [--large-no-engine]   (skips the engine's crawl)
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import type { SiteJob } from "#core/contract";
import { siteKeyOf } from "#core/runs/entitlements.server";
import { createRun, jobFor } from "#core/runs/runs.server";
import type { PageJobStages } from "#core/runs/site-runs.server";
import { siteProgress } from "#core/runs/site-runs.server";
import { databaseId, openLocalD1 } from "#dev/local-d1";
import { createLocalScanner } from "#dev/scanner/scanner";
import { startLocalScannerServer } from "#dev/scanner/server";
import { crawlSite } from "#dev/scanner/site-crawl";
import { createDb, schema } from "#drizzle/db.server";
import type { ScanTimings } from "#scanner/engine";
import { parseEnv } from "../../app/utils/env.server";
import { createSession } from "../../app/utils/sessions.server";
import { freePortSync } from "../support/free-port";
import { type FixtureSite, startFixtureSite } from "./fixture-site";

/**
 * The local pool of the app (app/utils/scan-dispatch.server.ts), loaded by path: that module's other
 * exports are typed by the app's load context, which this Node-side project does not compile.
 */
type RunSiteLocally = (
  db: ReturnType<typeof createDb>,
  first: SiteJob[],
  scannerUrl: string,
  concurrency: number,
  options: { pictures?: R2Bucket; onStages?: (stages: PageJobStages) => void },
) => Promise<void>;
const scanDispatchModule = "../../app/utils/scan-dispatch.server";

export type LargeSiteOptions = {
  pageCount: number;
  concurrency: number;
  sitemapSize?: number;
  /** Keep the local D1 of the run (its directory is printed), to serve it again with `state`. */
  keepState?: boolean;
  /** A kept local D1: its latest finished site run is served by the app as built now, without a scan. */
  state?: string;
  /** Crawl the site with the engine alone first, for the share (default true). */
  compareEngine?: boolean;
  /**
   * The local pool's page jobs in flight. One more than the scanner's tabs by default, as `npm run dev`
   * runs more jobs (LOCAL_SITE_CONCURRENCY, 4) than its scanner has tabs (2): a tab then starts its next
   * page while the last one's findings are stored and the next page is claimed, instead of waiting.
   */
  jobs?: number;
};

export async function benchLargeSite(options: LargeSiteOptions): Promise<void> {
  if (!existsSync("build/server/index.js"))
    throw new Error("Run npm run build first: the views are served by the built app");
  const stateDir = options.state ?? (await mkdtemp(join(tmpdir(), "klarsicht-bench-")));
  const site = await startFixtureSite({
    pageCount: options.pageCount,
    sitemapSize: options.sitemapSize ?? Math.ceil(options.pageCount / 4),
  });
  const enginePagesPerSecond =
    options.compareEngine !== false && !options.state
      ? await engineCrawl(site, options.pageCount, options.concurrency)
      : undefined;
  const jobs = options.jobs ?? options.concurrency + 1;
  const scanTimings: ScanTimings[] = [];
  const scannerService = await startLocalScannerServer({
    port: 0,
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort] },
    concurrency: options.concurrency,
    onTimings: (timings) => scanTimings.push(timings),
  });
  const appPort = freePortSync();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const sessionSecret = randomBytes(32).toString("hex");
  let app: ChildProcess | undefined;
  const { runSiteLocally } = (await import(scanDispatchModule)) as { runSiteLocally: RunSiteLocally };
  try {
    if (!options.state)
      execFileSync(
        "npx",
        ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir],
        {
          stdio: "ignore",
          env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
        },
      );
    const proxy = await getPlatformProxy<Record<string, unknown> & { DB: D1Database; SCREENSHOTS: R2Bucket }>(
      {
        persist: { path: join(stateDir, "v3") },
      },
    );
    let runId = "";
    let siteId = 0;
    let cookie = "";
    let disposeD1: (() => Promise<void>) | undefined;
    try {
      // The pool's D1 as `npm run dev`'s (workers/dev/local-d1.ts); the platform proxy for the pictures' R2.
      const localD1 = await openLocalD1(stateDir, databaseId());
      const database = localD1.db;
      disposeD1 = localD1.dispose;
      const db = createDb(database);
      const env = parseEnv({ ...proxy.env, SESSION_SECRET: sessionSecret, SITE_URL: appOrigin });
      if (options.state) {
        const kept = await database
          .prepare(
            "SELECT id, owner_id AS ownerId FROM runs WHERE kind = 'site' AND status = 'done' ORDER BY finished_at DESC LIMIT 1",
          )
          .first<{ id: string; ownerId: string }>();
        if (!kept) throw new Error(`No finished site run in ${options.state}`);
        runId = kept.id;
        const registered = await database
          .prepare("SELECT id FROM registered_sites WHERE workspace_id = ?1 AND removed_at IS NULL LIMIT 1")
          .bind(kept.ownerId)
          .first<{ id: number }>();
        siteId = registered?.id ?? 0;
        cookie = (await createSession(db, env, { userId: kept.ownerId })).split(";")[0] ?? "";
        console.log(
          `\nlarge site: the finished run kept in ${options.state}, served by the app as built now`,
        );
      }
      if (!options.state) {
        const user = await subscriber(db);
        siteId = await registerSite(db, user, site.origin);
        cookie = (await createSession(db, env, { userId: user }, new Date())).split(";")[0] ?? "";
        const run = await createRun(db, {
          url: `${site.origin}/page-0.html`,
          level: "AA",
          locale: "de",
          ownerId: user,
          site: { pageLimit: options.pageCount, depthLimit: 5 },
        });
        runId = run.id;

        const memory = sampleMemory();
        const started = performance.now();
        const progress = setInterval(async () => {
          const { found, done } = await siteProgress(db, run.id);
          console.error(
            `  … ${done} of ${found} pages after ${Math.round((performance.now() - started) / 1000)} s`,
          );
        }, 60_000);
        const jobStages: PageJobStages[] = [];
        await runSiteLocally(db, [jobFor(run) as SiteJob], scannerService.url, jobs, {
          pictures: proxy.env.SCREENSHOTS,
          onStages: (stages) => jobStages.push(stages),
        });
        clearInterval(progress);
        const seconds = (performance.now() - started) / 1000;
        // The last page's job puts the report together and ends with it: the pool is done then.
        const poolDoneAt = Date.now();
        const peak = memory.stop();

        const done = await db.$client
          .prepare(
            `SELECT r.status, r.error_code AS error,
             (SELECT max(finished_at) FROM run_pages WHERE run_id = r.id) AS lastPageAt,
             (SELECT count(*) FROM run_pages WHERE run_id = r.id) AS pages,
             (SELECT count(*) FROM run_pages WHERE run_id = r.id AND status = 'failed') AS failed
           FROM runs r WHERE r.id = ?1`,
          )
          .bind(runId)
          .first<{
            status: string;
            error: string | null;
            lastPageAt: number;
            pages: number;
            failed: number;
          }>();
        const stored = await storedSize(database, runId);
        console.log(
          `\nlarge site: ${options.pageCount}-page generated site (sitemap index), service path (local pool, local D1), concurrency ${options.concurrency} (the pool's jobs in flight: ${jobs})`,
        );
        console.log(
          `  run ${done?.status}${done?.error ? ` (${done.error})` : ""}: ${done?.pages} pages, ${done?.failed} failed`,
        );
        const pagesPerSecond = (done?.pages ?? 0) / seconds;
        console.log(`  wall ${seconds.toFixed(1)} s, ${pagesPerSecond.toFixed(2)} pages/s`);
        if (enginePagesPerSecond)
          console.log(
            `  ${Math.round((100 * pagesPerSecond) / enginePagesPerSecond)} % of the engine's ${enginePagesPerSecond.toFixed(2)} pages/s on the same site`,
          );
        printStages(jobStages, scanTimings);
        console.log(
          `  peak memory (this process + Chromium): ${mb(peak.pss)} MB proportional (${mb(peak.rss)} MB sum of resident sets)`,
        );
        console.log(
          `  aggregation (last page stored → its job, which puts the report together, done) ${done ? poolDoneAt - done.lastPageAt : Number.NaN} ms`,
        );
        console.log(
          `  stored in D1: ${kb(stored.total)} KB (report ${kb(stored.report)} KB in ${stored.chunks} rows, run_pages ${kb(stored.pages)} KB); largest row ${kb(stored.largestRow)} KB`,
        );
      }
    } finally {
      await disposeD1?.();
      await proxy.dispose();
    }

    app = startApp(stateDir, appPort, appOrigin, sessionSecret, scannerService.url, site.hostPort);
    await waitForApp(appOrigin);
    // Every page a signed-in subscriber opens, with the large run stored: time to first byte (the
    // answer's head) and to last byte, median of five after a first request, and the p95 of them all.
    const pages: [string, string][] = [
      ["report (overview)", `/run/${runId}`],
      ["issues view", `/run/${runId}?tab=issues`],
      ["issues view, page 2", `/run/${runId}?tab=issues&p=2`],
      ["pages view", `/run/${runId}?tab=pages`],
      ["pages view, page 20", `/run/${runId}?tab=pages&p=20`],
      ["a page's drill-down", `/run/${runId}?tab=pages&page=0`],
      ["assessment", `/run/${runId}/assessment`],
      ["manual review tab", `/run/${runId}?tab=manual`],
      ["statement", `/run/${runId}/statement`],
      ["runs list", "/runs"],
      ["sites list", "/sites"],
      ["site dashboard", `/sites/${siteId}`],
      ["site access", `/sites/${siteId}/access`],
      ["workspaces", "/workspaces"],
      ...[
        "/general",
        "/api-tokens",
        "/audit",
        "/branding",
        "/links",
        "/members",
        "/trackers",
        "/webhooks",
      ].map((tab): [string, string] => [`profile${tab}`, `/profile${tab}`]),
    ];
    const exports: [string, string][] = [
      ["CSV export", `/run/${runId}/export/csv`],
      ["JSON export", `/run/${runId}/export/json`],
      ["PDF export", `/run/${runId}/export/pdf`],
    ];
    const request = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${appOrigin}${path}`, {
        headers: { Cookie: cookie, "Accept-Language": "de" },
        redirect: "manual",
      });
      const firstByte = performance.now() - started;
      const bytes = await byteLength(response);
      return { status: response.status, firstByte, lastByte: performance.now() - started, bytes };
    };
    const allFirstBytes: number[] = [];
    console.log("  signed-in page             status   first byte   last byte (median ms)      bytes");
    for (const [name, path] of [...pages, ...exports]) {
      const isPage = pages.some(([, pagePath]) => pagePath === path);
      // Printing takes the scanner's browser seconds: the PDF is asked for once.
      const rounds = path.endsWith("/pdf") ? 1 : 6;
      const answers: Awaited<ReturnType<typeof request>>[] = [];
      for (let round = 0; round < rounds; round++) answers.push(await request(path));
      const measured = rounds === 1 ? answers : answers.slice(1);
      if (isPage) allFirstBytes.push(...measured.map((answer) => answer.firstByte));
      const median = (pick: (answer: (typeof answers)[number]) => number) =>
        Math.round(measured.map(pick).sort((a, b) => a - b)[Math.floor(measured.length / 2)] ?? 0);
      const last = answers.at(-1);
      console.log(
        `  ${name.padEnd(26)} ${String(last?.status).padStart(6)}  ${String(median((answer) => answer.firstByte)).padStart(11)}  ${String(median((answer) => answer.lastByte)).padStart(10)}  ${String(last?.bytes).padStart(22)}`,
      );
    }
    const sorted = allFirstBytes.sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0;
    console.log(
      `  signed-in pages: time to first byte p95 ${Math.round(p95)} ms, slowest ${Math.round(sorted.at(-1) ?? 0)} ms (${pages.length} pages × 5)`,
    );
  } finally {
    if (app?.pid !== undefined) {
      const exited = new Promise((resolve) => app?.once("exit", resolve));
      process.kill(-app.pid, "SIGTERM");
      await exited;
    }
    await scannerService.close();
    await site.close();
    if (options.keepState && !options.state) console.log(`  local D1 kept in ${stateDir}`);
    else if (!options.state) await rm(stateDir, { recursive: true, force: true });
  }
}

/** A user with an Enterprise subscription (no page limit below the run's). */
async function subscriber(db: ReturnType<typeof createDb>): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(schema.users).values({
    id,
    subject: `local|bench-${id}`,
    email: "bench@example.test",
    name: "Bench",
    emailVerified: true,
    locale: "de",
    createdAt: now,
  });
  await db.insert(schema.subscriptions).values({
    id: `sub_${id}`,
    workspaceId: id,
    status: "active",
    plan: "pro",
    priceId: "price_x",
    unitAmount: 4000,
    currency: "eur",
    urlAllowance: 5,
    registeredUrls: [],
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    stripeUpdatedAt: now,
  });
  return id;
}

/** The generated site as the subscriber's registered site: its dashboard shows the run. */
async function registerSite(db: ReturnType<typeof createDb>, workspaceId: string, origin: string) {
  const [site] = await db
    .insert(schema.registeredSites)
    .values({ workspaceId, siteKey: siteKeyOf(origin), url: origin, confirmedAt: new Date() })
    .returning({ id: schema.registeredSites.id });
  if (!site) throw new Error("The site was not registered");
  return site.id;
}

async function storedSize(database: D1Database, runId: string) {
  const report = await database
    .prepare(
      "SELECT count(*) AS chunks, coalesce(sum(length(data)), 0) AS bytes, coalesce(max(length(data)), 0) AS largest FROM run_results WHERE run_id = ?1",
    )
    .bind(runId)
    .first<{ chunks: number; bytes: number; largest: number }>();
  const pages = await database
    .prepare(
      `SELECT coalesce(sum(length(url) + coalesce(length(report), 0) + 40), 0) AS bytes,
         coalesce(max(length(url) + coalesce(length(report), 0)), 0) AS largest FROM run_pages WHERE run_id = ?1`,
    )
    .bind(runId)
    .first<{ bytes: number; largest: number }>();
  const run = await database
    .prepare(
      "SELECT length(url) + coalesce(length(final_url), 0) + coalesce(length(robots_txt), 0) + 200 AS bytes FROM runs WHERE id = ?1",
    )
    .bind(runId)
    .first<{ bytes: number }>();
  return {
    chunks: report?.chunks ?? 0,
    report: report?.bytes ?? 0,
    pages: pages?.bytes ?? 0,
    total: (report?.bytes ?? 0) + (pages?.bytes ?? 0) + (run?.bytes ?? 0),
    largestRow: Math.max(report?.largest ?? 0, pages?.largest ?? 0),
  };
}

/** The built app Worker on the bench's D1, as tests/e2e/serve.sh serves it. */
function startApp(
  stateDir: string,
  port: number,
  origin: string,
  sessionSecret: string,
  scannerUrl: string,
  allow: string,
): ChildProcess {
  const vars = {
    SITE_URL: origin,
    LOCAL_SCANNER_URL: scannerUrl,
    LOCAL_SCANNER_ALLOW: allow,
    SESSION_SECRET: sessionSecret,
    OIDC_ISSUER: "http://127.0.0.1:9/",
    OIDC_CLIENT_ID: "klarsicht-local",
    OIDC_CLIENT_SECRET: "local-oidc-secret",
    STRIPE_API_BASE: "http://127.0.0.1:9/",
    STRIPE_SECRET_KEY: "sk_test_local",
    STRIPE_WEBHOOK_SECRET: "whsec_local",
  };
  const args = ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port)];
  args.push("--inspector-port", String(freePortSync()), "--persist-to", stateDir);
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  args.push("--log-level", "warn", "--show-interactive-dev-session=false");
  return spawn("npx", args, {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
}

async function waitForApp(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${origin}/`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The app did not start");
}

async function byteLength(response: Response): Promise<number> {
  let bytes = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

/**
 * The memory of the scanner: this process (pool and scanner service) and the Chromium it started,
 * sampled every 500 ms: the peak of the proportional set sizes (a page shared by n processes counts 1/n
 * in each, so the sum is what the tree holds) and of the resident sets. The local D1 (workerd) is not
 * the scanner's and is left out.
 */
function sampleMemory(): { stop(): { pss: number; rss: number } } {
  const peak = { pss: 0, rss: 0 };
  const sample = async () => {
    const parents = new Map<number, number[]>();
    for (const name of await readdir("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const status = await readFile(`/proc/${name}/status`, "utf8");
        if (/^Name:\s+workerd/m.test(status)) continue;
        const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
        parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
      } catch {
        // The process ended meanwhile.
      }
    }
    const total = { pss: 0, rss: 0 };
    const stack = [process.pid];
    while (stack.length > 0) {
      const pid = stack.pop() as number;
      try {
        const rollup = await readFile(`/proc/${pid}/smaps_rollup`, "utf8");
        total.pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
        total.rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
      } catch {
        // The process ended meanwhile.
      }
      stack.push(...(parents.get(pid) ?? []));
    }
    peak.pss = Math.max(peak.pss, total.pss);
    peak.rss = Math.max(peak.rss, total.rss);
  };
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void sample().finally(() => {
      busy = false;
    });
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * The engine alone on the same site, the way the CLI crawls it (crawlSite, discovery included), with
 * the pictures a subscriber's run takes, in a browser of its own. Returns its pages/s.
 */
async function engineCrawl(site: FixtureSite, pageCount: number, concurrency: number): Promise<number> {
  const scanner = await createLocalScanner({
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort] },
    concurrency,
  });
  try {
    // Sampled as the service path is below, so that both pay the same for being measured.
    const memory = sampleMemory();
    const started = performance.now();
    const { pages } = await crawlSite(
      {
        discover: scanner.discover,
        scan: (url, scanOptions) => scanner.scan(url, { ...scanOptions, runId: "engine", pictures: true }),
      },
      {
        url: `${site.origin}/page-0.html`,
        level: "AA",
        locale: "de",
        maxPages: pageCount,
        maxDepth: 5,
        concurrency,
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const peak = memory.stop();
    const failed = pages.filter((page) => !page.outcome.ok).length;
    console.log(
      `\nlarge site, the engine alone (crawlSite, pictures taken), concurrency ${concurrency}: ${pages.length} pages, ${failed} failed, wall ${seconds.toFixed(1)} s, ${(pages.length / seconds).toFixed(2)} pages/s, peak memory ${mb(peak.pss)} MB proportional`,
    );
    return pages.length / seconds;
  } finally {
    await scanner.close();
  }
}

/** Median and sum of each stage of the page jobs, the scan split into the scanner's phases and the rest. */
function printStages(jobs: PageJobStages[], timings: ScanTimings[]): void {
  if (jobs.length === 0) return;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  console.log(`  a page job, ${jobs.length} jobs      median ms   total s`);
  const row = (name: string, values: number[]) =>
    console.log(
      `    ${name.padEnd(30)} ${String(Math.round(median(values))).padStart(6)}  ${(sum(values) / 1000).toFixed(1).padStart(8)}`,
    );
  for (const stage of Object.keys(jobs[0] as PageJobStages) as (keyof PageJobStages)[]) {
    row(
      stage,
      jobs.map((job) => job[stage]),
    );
    if (stage !== "scan") continue;
    for (const phase of ["loadMs", "settleMs", "injectMs", "runMs", "checksMs", "picturesMs"] as const)
      row(
        `  ${phase.replace("Ms", "")}`,
        timings.map((timing) => timing[phase]),
      );
    // What the scanner's phases do not cover: the service's request and answer, the wait for a free tab
    // (with more jobs in flight than tabs), the guard.
    const rest = sum(jobs.map((job) => job.scan)) - sum(timings.map((timing) => timing.totalMs));
    console.log(
      `    ${"  the rest, tab wait (mean)".padEnd(30)} ${String(Math.round(rest / jobs.length)).padStart(6)}  ${(rest / 1000).toFixed(1).padStart(8)}`,
    );
  }
  row(
    "whole job",
    jobs.map((job) => sum(Object.values(job))),
  );
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}
