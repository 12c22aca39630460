/**
 * The large-site case of the benchmark: a generated site of 2,000 pages (a sitemap index of several
 * sitemaps, links between pages, pages of several templates with barriers) scanned end to end the way
 * the service does it locally: a site run in a real local D1 (miniflare), its discovery and page jobs
 * worked off by the local pool (runSiteLocally) through the local scanner service, the report put
 * together by the last page. Then the built app Worker (`wrangler dev` on the same D1) serves the
 * report's views and exports to a signed-in subscriber.
 *
 * Prints wall time and pages/s, the scanning process tree's peak memory (sum of resident sets: this
 * process with the pool and the scanner service, and its Chromium), the run's stored size in D1, the
 * time the report took to put together, and time to last byte and bytes of each view and export
 * (median of three after a first request; the PDF once).
 *
 *   npm run build && npx tsx tests/bench/bench.ts --cases large [--large-pages 2000] [--site-concurrency 2]
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import type { SiteJob } from "#core/contract";
import { createRun, jobFor } from "#core/runs/runs.server";
import { siteProgress } from "#core/runs/site-runs.server";
import { startLocalScannerServer } from "#dev/scanner/server";
import { createDb, schema } from "#drizzle/db.server";
import { parseEnv } from "../../app/utils/env.server";
import { createSession } from "../../app/utils/sessions.server";
import { freePortSync } from "../support/free-port";
import { startFixtureSite } from "./fixture-site";

/**
 * The local pool of the app (app/utils/scan-dispatch.server.ts), loaded by path: that module's other
 * exports are typed by the app's load context, which this Node-side project does not compile.
 */
type RunSiteLocally = (
  db: ReturnType<typeof createDb>,
  first: SiteJob[],
  scannerUrl: string,
  concurrency: number,
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
};

export async function benchLargeSite(options: LargeSiteOptions): Promise<void> {
  if (!existsSync("build/server/index.js"))
    throw new Error("Run npm run build first: the views are served by the built app");
  const stateDir = options.state ?? (await mkdtemp(join(tmpdir(), "klarsicht-bench-")));
  const site = await startFixtureSite({
    pageCount: options.pageCount,
    sitemapSize: options.sitemapSize ?? Math.ceil(options.pageCount / 4),
  });
  const scannerService = await startLocalScannerServer({
    port: 0,
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort] },
    concurrency: options.concurrency,
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
    const proxy = await getPlatformProxy<Record<string, unknown> & { DB: D1Database }>({
      persist: { path: join(stateDir, "v3") },
    });
    let runId = "";
    let cookie = "";
    try {
      const db = createDb(proxy.env.DB);
      const env = parseEnv({ ...proxy.env, SESSION_SECRET: sessionSecret, SITE_URL: appOrigin });
      if (options.state) {
        const kept = await proxy.env.DB.prepare(
          "SELECT id, owner_id AS ownerId FROM runs WHERE kind = 'site' AND status = 'done' ORDER BY finished_at DESC LIMIT 1",
        ).first<{ id: string; ownerId: string }>();
        if (!kept) throw new Error(`No finished site run in ${options.state}`);
        runId = kept.id;
        cookie = (await createSession(db, env, { userId: kept.ownerId })).split(";")[0] ?? "";
        console.log(
          `\nlarge site: the finished run kept in ${options.state}, served by the app as built now`,
        );
      }
      if (!options.state) {
        const user = await subscriber(db);
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
        await runSiteLocally(db, [jobFor(run) as SiteJob], scannerService.url, options.concurrency);
        clearInterval(progress);
        const seconds = (performance.now() - started) / 1000;
        // The last page's job puts the report together and ends with it: the pool is done then.
        const poolDoneAt = Date.now();
        const peakBytes = memory.stop();

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
        const stored = await storedSize(proxy.env.DB, runId);
        console.log(
          `\nlarge site: ${options.pageCount}-page generated site (sitemap index), service path (local pool, local D1), concurrency ${options.concurrency}`,
        );
        console.log(
          `  run ${done?.status}${done?.error ? ` (${done.error})` : ""}: ${done?.pages} pages, ${done?.failed} failed`,
        );
        console.log(`  wall ${seconds.toFixed(1)} s, ${((done?.pages ?? 0) / seconds).toFixed(2)} pages/s`);
        console.log(`  peak memory (this process + Chromium, sum of RSS) ${mb(peakBytes)} MB`);
        console.log(
          `  aggregation (last page stored → its job, which puts the report together, done) ${done ? poolDoneAt - done.lastPageAt : Number.NaN} ms`,
        );
        console.log(
          `  stored in D1: ${kb(stored.total)} KB (report ${kb(stored.report)} KB in ${stored.chunks} rows, run_pages ${kb(stored.pages)} KB); largest row ${kb(stored.largestRow)} KB`,
        );
      }
    } finally {
      await proxy.dispose();
    }

    app = startApp(stateDir, appPort, appOrigin, sessionSecret, scannerService.url, site.hostPort);
    await waitForApp(appOrigin);
    const views: [string, string][] = [
      ["report (overview)", `/run/${runId}`],
      ["issues view", `/run/${runId}?tab=issues`],
      ["issues view, page 2", `/run/${runId}?tab=issues&p=2`],
      ["pages view", `/run/${runId}?tab=pages`],
      ["pages view, page 20", `/run/${runId}?tab=pages&p=20`],
      ["runs list", "/runs"],
      ["CSV export", `/run/${runId}/export/csv`],
      ["JSON export", `/run/${runId}/export/json`],
      ["PDF export", `/run/${runId}/export/pdf`],
    ];
    console.log("  view                       status  time to last byte (median ms)      bytes");
    for (const [name, path] of views) {
      const timings: number[] = [];
      let bytes = 0;
      let status = 0;
      // Printing takes the scanner's browser seconds: the PDF is asked for once.
      const rounds = path.endsWith("/pdf") ? 1 : 4;
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        const response = await fetch(`${appOrigin}${path}`, {
          headers: { Cookie: cookie, "Accept-Language": "de" },
        });
        bytes = await byteLength(response);
        status = response.status;
        if (round > 0 || rounds === 1) timings.push(performance.now() - started);
      }
      const median = timings.length ? timings.sort((a, b) => a - b)[Math.floor(timings.length / 2)] : 0;
      console.log(
        `  ${name.padEnd(26)} ${String(status).padStart(6)}  ${String(Math.round(median ?? 0)).padStart(29)}  ${String(bytes).padStart(9)}`,
      );
    }
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
 * The resident memory of the scanner: this process (pool and scanner service) and the Chromium it
 * started, sampled every 500 ms. The local D1 (workerd) is not the scanner's and is left out.
 */
function sampleMemory(): { stop(): number } {
  let peak = 0;
  const sample = async () => {
    const parents = new Map<number, number[]>();
    const rss = new Map<number, number>();
    for (const name of await readdir("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const status = await readFile(`/proc/${name}/status`, "utf8");
        if (/^Name:\s+workerd/m.test(status)) continue;
        const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
        const kbytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
        rss.set(Number(name), kbytes * 1024);
        parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
      } catch {
        // The process ended meanwhile.
      }
    }
    let total = 0;
    const stack = [process.pid];
    while (stack.length > 0) {
      const pid = stack.pop() as number;
      total += rss.get(pid) ?? 0;
      stack.push(...(parents.get(pid) ?? []));
    }
    peak = Math.max(peak, total);
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

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}
