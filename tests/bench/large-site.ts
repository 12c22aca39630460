/**
 * The large-site case of the benchmark: a generated site of 2,000 pages (a sitemap index of several
 * sitemaps, links between pages, pages of several templates with barriers) scanned end to end the way
 * the service does it: on the local platform (workers/dev/local-platform.ts), a site run in a real local
 * D1, its discovery and page jobs sent through the scan queue (its lanes, as many as the scanner Worker's
 * max_concurrency) to the scanner Worker, which scans through the Browser Rendering stand-in, the report
 * put together by the last page. Then the built app Worker, on the same platform and D1, serves the
 * report's views, every other page a signed-in subscriber opens, and the exports.
 *
 * First the engine alone crawls the same site the same way (crawlSite, pictures taken, as for a
 * subscriber's run): the service path's pages/s are printed as a share of the engine's. Then the
 * service path: wall time and pages/s, the scanning process tree's peak memory (proportional set sizes,
 * which count memory that Chromium's processes share once; resident sets beside them; workerd
 * included), the run's stored size in D1, the time the report took to put together; then time to
 * first and to last byte and bytes of each signed-in page and export (median of five after a first
 * request; the PDF once), and the p95 of the pages' times to first byte.
 * The pictures go to the local R2 bucket, as in `npm run dev`.
 *
 *   npm run build && npx tsx tests/bench/bench.ts --cases large [--large-pages 2000] [--site-concurrency 2]
 *     [--large-no-engine]   (skips the engine's crawl)
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteKeyOf } from "#core/runs/entitlements.server";
import { createRun, getRun, jobFor } from "#core/runs/runs.server";
import { siteProgress } from "#core/runs/site-runs.server";
import { type PageJobLine, scanQueueLanes, startLocalPlatform } from "#dev/local-platform";
import { chromiumArgs, provideChromePath } from "#dev/scanner/chromium";
import { createLocalScanner } from "#dev/scanner/scanner";
import { crawlSite } from "#dev/scanner/site-crawl";
import { startLocalBrowserRendering } from "#dev/services/browser-rendering";
import { wranglerVars } from "#dev/wrangler-vars";
import { createDb, schema } from "#drizzle/db.server";
import { parseEnv } from "../../app/utils/env.server";
import { createSession } from "../../app/utils/sessions.server";
import { freePortSync } from "../support/free-port";
import { type FixtureSite, startFixtureSite } from "./fixture-site";

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
  const appPort = freePortSync();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const sessionSecret = randomBytes(32).toString("hex");
  if (!options.state)
    execFileSync(
      "npx",
      ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir],
      {
        stdio: "ignore",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      },
    );
  const browserRendering = await startLocalBrowserRendering({
    executablePath: await provideChromePath(),
    args: chromiumArgs(),
  });
  const memory = sampleMemory();
  const pageJobs: PageJobLine[] = [];
  const platform = await startLocalPlatform({
    onPageJob: (line) => pageJobs.push(line),
    stateDir,
    bundleDir: join(tmpdir(), "klarsicht-bench-bundles"),
    browserRenderingUrl: browserRendering.url,
    scannerVars: { LOCAL_SCANNER_ALLOW: site.hostPort },
    app: {
      port: appPort,
      vars: {
        SITE_URL: appOrigin,
        LOCAL_BROWSER_RENDERING_URL: browserRendering.url,
        LOCAL_SCANNER_ALLOW: site.hostPort,
        SESSION_SECRET: sessionSecret,
        OIDC_ISSUER: "http://127.0.0.1:9/",
        OIDC_CLIENT_ID: "klarsicht-local",
        OIDC_CLIENT_SECRET: "local-oidc-secret",
        STRIPE_API_BASE: "http://127.0.0.1:9/",
        STRIPE_SECRET_KEY: "sk_test_local",
        STRIPE_WEBHOOK_SECRET: "whsec_local",
      },
    },
  });
  try {
    const database = platform.bindings.DB;
    const db = createDb(database);
    const env = parseEnv({
      ...wranglerVars("wrangler.toml"),
      ...platform.bindings,
      SESSION_SECRET: sessionSecret,
      SITE_URL: appOrigin,
    });
    let runId = "";
    let siteId = 0;
    let cookie = "";
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
      console.log(`\nlarge site: the finished run kept in ${options.state}, served by the app as built now`);
    } else {
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
      const started = performance.now();
      let reported = started;
      await platform.bindings.SCAN_QUEUE?.send(jobFor(run));
      // The scanner Worker works in workerd: the run's state in D1 is what there is to watch.
      for (;;) {
        const current = await getRun(db, run.id);
        if (current?.status !== "queued" && current?.status !== "running") break;
        if (performance.now() - reported > 60_000) {
          reported = performance.now();
          const { found, done } = await siteProgress(db, run.id);
          console.error(
            `  … ${done} of ${found} pages after ${Math.round((performance.now() - started) / 1000)} s`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const seconds = (performance.now() - started) / 1000;
      const runDoneAt = Date.now();
      const peak = memory.stop();
      const done = await database
        .prepare(
          `SELECT r.status, r.error_code AS error,
             (SELECT max(finished_at) FROM run_pages WHERE run_id = r.id) AS lastPageAt,
             (SELECT count(*) FROM run_pages WHERE run_id = r.id) AS pages,
             (SELECT count(*) FROM run_pages WHERE run_id = r.id AND status = 'failed') AS failed
           FROM runs r WHERE r.id = ?1`,
        )
        .bind(runId)
        .first<{ status: string; error: string | null; lastPageAt: number; pages: number; failed: number }>();
      const stored = await storedSize(database, runId);
      console.log(
        `\nlarge site: ${options.pageCount}-page generated site (sitemap index), service path (scan queue in ${scanQueueLanes} lanes, scanner Worker, Browser Rendering stand-in, local D1)`,
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
      console.log(
        `  peak memory (this process, workerd, Chromium): ${mb(peak.pss)} MB proportional (${mb(peak.rss)} MB sum of resident sets)`,
      );
      console.log(`    ${memoryParts(peak)}`);
      console.log(
        `  aggregation (last page stored → the run seen done, within 250 ms) ${done ? runDoneAt - done.lastPageAt : Number.NaN} ms`,
      );
      printPageJobStages(pageJobs.filter((line) => line.runId === runId));
      console.log(
        `  stored in D1: ${kb(stored.total)} KB (report ${kb(stored.report)} KB in ${stored.chunks} rows, run_pages ${kb(stored.pages)} KB); largest row ${kb(stored.largestRow)} KB`,
      );
    }
    await measurePages(appOrigin, cookie, runId, siteId);
  } finally {
    memory.stop();
    await platform.dispose();
    await browserRendering.close();
    await site.close();
    if (options.keepState && !options.state) console.log(`  local D1 kept in ${stateDir}`);
    else if (!options.state) await rm(stateDir, { recursive: true, force: true });
  }
}

/**
 * Every page a signed-in subscriber opens, with the large run stored: time to first byte (the answer's
 * head) and to last byte, median of five after a first request, and the p95 of them all.
 */
async function measurePages(appOrigin: string, cookie: string, runId: string, siteId: number) {
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
    ...["/general", "/api-tokens", "/audit", "/branding", "/links", "/members", "/trackers", "/webhooks"].map(
      (tab): [string, string] => [`profile${tab}`, `/profile${tab}`],
    ),
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

async function byteLength(response: Response): Promise<number> {
  let bytes = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

/** The parts of the scanning process tree whose memory is reported apart. */
type MemoryParts = { bench: number; workerd: number; chromium: number; other: number };

/** The peaks of the whole tree, of the scanner's processes together (workerd and Chromium), and of each part. */
type MemoryPeak = { pss: number; rss: number; scanner: number; parts: MemoryParts };

/** Which part a process of the tree belongs to, by its command name. */
function partOf(pid: number, comm: string): keyof MemoryParts {
  if (pid === process.pid) return "bench";
  if (comm === "workerd") return "workerd";
  if (/^(chrome|chromium|headless_shell)/i.test(comm)) return "chromium";
  return "other";
}

/**
 * The memory of the scanning: this process, the workerd with the scanner Worker and the Chromium the
 * stand-in started, sampled every 500 ms: the peak of the proportional set sizes (a page shared by n
 * processes counts 1/n in each, so the sum is what the tree holds) and of the resident sets. Each
 * part's own peak is kept beside the total's: this process (the bench itself: the generated site's
 * server, the watching of the run), workerd (the scanner and the app Worker, the local D1 and R2), the
 * stand-in's Chromium; the scanner's memory is workerd and Chromium.
 */
function sampleMemory(): { stop(): MemoryPeak } {
  const peak: MemoryPeak = {
    pss: 0,
    rss: 0,
    scanner: 0,
    parts: { bench: 0, workerd: 0, chromium: 0, other: 0 },
  };
  const sample = async () => {
    const parents = new Map<number, number[]>();
    const comms = new Map<number, string>();
    for (const name of await readdir("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const status = await readFile(`/proc/${name}/status`, "utf8");
        const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
        comms.set(Number(name), /^Name:\s+(.*)$/m.exec(status)?.[1] ?? "");
        parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
      } catch {
        // The process ended meanwhile.
      }
    }
    const total = { pss: 0, rss: 0 };
    const parts: MemoryParts = { bench: 0, workerd: 0, chromium: 0, other: 0 };
    const stack = [process.pid];
    while (stack.length > 0) {
      const pid = stack.pop() as number;
      try {
        const rollup = await readFile(`/proc/${pid}/smaps_rollup`, "utf8");
        const pss = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
        total.pss += pss;
        total.rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
        parts[partOf(pid, comms.get(pid) ?? "")] += pss;
      } catch {
        // The process ended meanwhile.
      }
      stack.push(...(parents.get(pid) ?? []));
    }
    peak.pss = Math.max(peak.pss, total.pss);
    peak.rss = Math.max(peak.rss, total.rss);
    peak.scanner = Math.max(peak.scanner, parts.workerd + parts.chromium);
    for (const part of Object.keys(parts) as (keyof MemoryParts)[])
      peak.parts[part] = Math.max(peak.parts[part], parts[part]);
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
 * The scanner's peak (workerd and Chromium in the same sample), then each part's own peak, proportional;
 * "other" are the tree's other processes, such as wrangler bundling a Worker at the start.
 */
function memoryParts({ scanner, parts }: MemoryPeak): string {
  return (
    `scanner (workerd and Chromium together) ${mb(scanner)} MB; each part's own peak: workerd ${mb(parts.workerd)}, ` +
    `Chromium ${mb(parts.chromium)}, this process ${mb(parts.bench)}, other ${mb(parts.other)} MB`
  );
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
    console.log(`    ${memoryParts(peak)}`);
    printPageJobStages(
      pages.flatMap(({ outcome }) => {
        if (!outcome.ok) return [];
        const { loadMs, settleMs, injectMs, runMs, checksMs = 0, picturesMs = 0 } = outcome.report.timings;
        const ms = { load: loadMs, settle: settleMs, inject: injectMs, axe: runMs, checks: checksMs };
        return [{ ms: { ...ms, pictures: picturesMs } }];
      }),
      "pages (ms; the engine's phases as each report states them)",
    );
    return pages.length / seconds;
  } finally {
    await scanner.close();
  }
}

/**
 * Where a page job's time went, from the scanner Worker's log line of each job (logPageJob): each
 * stage's median, p95 and mean, and its share of the mean job.
 */
function printPageJobStages(
  lines: Pick<PageJobLine, "ms">[],
  title = "page jobs (ms; the scanner Worker's log line of each)",
): void {
  if (lines.length === 0) {
    console.log("  per-stage split: no page job logged its stages");
    return;
  }
  const stages = Object.keys(lines[0]?.ms ?? {});
  const at = (values: number[], share: number) =>
    values[Math.min(values.length - 1, Math.floor(share * values.length))] ?? 0;
  const rows = stages.map((stage) => {
    const values = lines.map((line) => line.ms[stage] ?? 0).sort((a, b) => a - b);
    return {
      stage,
      median: Math.round(at(values, 0.5)),
      p95: Math.round(at(values, 0.95)),
      mean: values.reduce((a, b) => a + b, 0) / values.length,
    };
  });
  const totalMean = rows.reduce((sum, row) => sum + row.mean, 0);
  console.log(`  per-stage split of ${lines.length} ${title}:`);
  console.log("    stage        median     p95    mean   share of the mean job");
  for (const row of rows)
    console.log(
      `    ${row.stage.padEnd(10)} ${String(row.median).padStart(8)} ${String(row.p95).padStart(7)} ${row.mean.toFixed(0).padStart(7)}   ${((100 * row.mean) / totalMean).toFixed(1).padStart(5)} %`,
    );
  console.log(`    a job      ${totalMean.toFixed(0).padStart(23)} ms on average`);
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}
