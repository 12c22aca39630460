/**
 * The platform of `npm run dev`: one workerd (miniflare) with what production has around the app. The
 * scanner Worker itself, bundled by wrangler exactly as `wrangler deploy` bundles it, consumes the scan
 * queue, with its dead-letter queue, retries and cron, and scans through the Browser Rendering stand-in
 * (workers/dev/services/browser-rendering.ts) in front of local Chromium. Beside it a small Worker holds
 * the bindings the app in Vite's dev server (Node) uses: the same local D1 (through the bridge of
 * local-d1.ts, which does not block Node), the pictures' R2 bucket, the scan queue's producer and the
 * service binding to the scanner Worker (PDF printing, trials of login steps). So a scan started in
 * `npm run dev` takes production's path from the queue on (decision 057; the tests keep decision 002's local pool).
 *
 * Local queues live in memory: what was queued when the last `npm run dev` stopped is gone. At start every
 * open run is therefore queued again (resumeOpenRuns), as the queue would have delivered it.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { Miniflare } from "miniflare";
import type { ScanJob, SiteJob } from "#core/contract";
import { jobFor, openRuns } from "#core/runs/runs.server";
import { createDb } from "#drizzle/db.server";
import { d1BridgeWorker, d1OverBridge, databaseId } from "./local-d1";
import { newestMtime } from "./newest";
import { wranglerVars } from "./wrangler-vars";

const scannerConfig = "workers/scanner/wrangler.toml";
const compatibilityDate = "2025-09-01";

export type LocalPlatform = {
  /** The bindings of the app Worker that need workerd (the rest are vars). */
  bindings: {
    DB: D1Database;
    SCREENSHOTS: R2Bucket;
    /** Absent without a scanner Worker (no Browser Rendering stand-in given). */
    SCAN_QUEUE?: Queue<ScanJob | SiteJob>;
    SCANNER?: Fetcher;
  };
  /** Posts statements to the D1 bridge (d1OverBridge), for a D1 of one's own that waits for something. */
  sendToD1: (body: string) => Promise<Response>;
  /** The scanner Worker's Cron Trigger, fired as the platform fires it. */
  runScannerCron(): Promise<void>;
  dispose(): Promise<void>;
};

/** What the scanner Worker's bundle is made of: when none is newer than the bundle, it is used again. */
const scannerInputs = [
  "workers/scanner",
  "workers/core",
  "drizzle",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

/**
 * The scanner Worker as `wrangler deploy` would upload it, written to outDir (its [build] included), or
 * the one there when nothing it is made of changed since (wrangler takes 2-6 s here).
 */
export async function bundleScannerWorker(outDir: string): Promise<string> {
  const scriptPath = join(outDir, "worker.js");
  const stamp = join(outDir, "bundled-at");
  const bundledAt = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (bundledAt > newestMtime(scannerInputs) && existsSync(scriptPath)) return scriptPath;
  const started = Date.now();
  const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
  const output: Buffer[] = [];
  const child = spawn(
    process.execPath,
    [wrangler, "deploy", "--dry-run", "--outdir", resolve(outDir), "--config", scannerConfig],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((done, fail) => {
    child.once("error", fail);
    child.once("exit", done);
  });
  if (code !== 0) {
    throw new Error(`wrangler could not bundle the scanner Worker:\n${Buffer.concat(output).toString()}`);
  }
  // The time the bundling started: a file changed while wrangler read it is newer, and bundled again.
  writeFileSync(stamp, "");
  utimesSync(stamp, started / 1000, started / 1000);
  return scriptPath;
}

export async function startLocalPlatform(options: {
  /** Where the local D1 and R2 keep their data (wrangler's --persist-to). */
  stateDir: string;
  /**
   * The Browser Rendering stand-in, e.g. http://127.0.0.1:8790. Without it there is no scanner Worker,
   * and no scan queue: the app says that no scanner is configured when a scan is started.
   */
  browserRenderingUrl?: string;
  /** Settings of the scanner Worker beside its [vars]: LOGIN_SECRETS_KEY, LOCAL_SCANNER_ALLOW. */
  scannerVars?: Record<string, string>;
}): Promise<LocalPlatform> {
  const persist = join(options.stateDir, "v3");
  const database = databaseId();
  const scanner = options.browserRenderingUrl
    ? await scannerWorker(options.stateDir, options.browserRenderingUrl, database, options.scannerVars ?? {})
    : undefined;
  const miniflare = new Miniflare({
    d1Persist: join(persist, "d1"),
    r2Persist: join(persist, "r2"),
    workers: [
      {
        // First, so that dispatchFetch reaches it: the D1 bridge, and the bindings the app reads.
        name: "klarsicht-app-bindings",
        modules: true,
        script: d1BridgeWorker,
        compatibilityDate,
        d1Databases: { DB: database },
        r2Buckets: { SCREENSHOTS: "klarsicht-screenshots" },
        ...(scanner
          ? {
              queueProducers: { SCAN_QUEUE: { queueName: scanQueue } },
              serviceBindings: { SCANNER: scanner.name as string },
            }
          : {}),
      },
      ...(scanner ? [scanner] : []),
    ],
  });
  try {
    await miniflare.ready;
    const bindings =
      await miniflare.getBindings<Omit<LocalPlatform["bindings"], "DB">>("klarsicht-app-bindings");
    const sendToD1 = (body: string) =>
      miniflare.dispatchFetch("http://d1.local/", { method: "POST", body }) as unknown as Promise<Response>;
    return {
      bindings: { ...bindings, DB: d1OverBridge(sendToD1) },
      sendToD1,
      async runScannerCron() {
        if (!scanner) return;
        const worker = await miniflare.getWorker(scanner.name);
        await worker.scheduled({ cron: "*/5 * * * *" });
      },
      dispose: () => miniflare.dispose(),
    };
  } catch (error) {
    await miniflare.dispose();
    throw error;
  }
}

const scanQueue = "klarsicht-scans";

/**
 * The bundle's modules, named one by one: given only the entry, miniflare parses the 5 MB bundle in
 * Node to find its imports (1-1.5 s of the dev server's main thread here). Wrangler writes the entry
 * and, by the Text rule of its wrangler.toml, axe-core's script and our page code's bundle beside it;
 * anything else it writes there one day must be added here, so it is refused by name rather than left out.
 */
const textModules = ["axe.min.js", "page-bundle.gen.js"];

function bundledModules(scriptPath: string) {
  const folder = dirname(scriptPath);
  const others = readdirSync(folder).filter(
    (name) =>
      name !== basename(scriptPath) &&
      name !== "README.md" &&
      name !== "bundled-at" &&
      !name.endsWith(".map"),
  );
  const unknown = others.filter((name) => !textModules.some((suffix) => name.endsWith(suffix)));
  if (unknown.length > 0)
    throw new Error(
      `The scanner Worker's bundle has modules this platform does not know: ${unknown.join(", ")}`,
    );
  return [
    { type: "ESModule" as const, path: scriptPath, contents: readFileSync(scriptPath, "utf8") },
    ...others.map((name) => ({
      type: "Text" as const,
      path: join(folder, name),
      contents: readFileSync(join(folder, name), "utf8"),
    })),
  ];
}

/** The scanner Worker's part of the platform: its bundle, its bindings and its place as the queue's consumer. */
async function scannerWorker(
  stateDir: string,
  browserRenderingUrl: string,
  database: string,
  vars: Record<string, string>,
) {
  const scriptPath = await bundleScannerWorker(join(stateDir, "scanner-worker"));
  return {
    name: "klarsicht-scanner",
    modules: bundledModules(scriptPath),
    modulesRoot: dirname(scriptPath),
    compatibilityDate,
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: database },
    r2Buckets: { SCREENSHOTS: "klarsicht-screenshots" },
    queueProducers: { SCAN_QUEUE: { queueName: scanQueue } },
    // As its wrangler.toml says (tests/scanner/local-platform.test.ts compares them). The local queue
    // hands out one batch at a time: max_concurrency has no counterpart here.
    queueConsumers: {
      [scanQueue]: { maxBatchSize: 1, maxRetries: 3, deadLetterQueue: `${scanQueue}-dlq` },
      [`${scanQueue}-dlq`]: { maxBatchSize: 10 },
    },
    serviceBindings: { BROWSER: { external: { address: new URL(browserRenderingUrl).host, http: {} } } },
    bindings: { ...wranglerVars(scannerConfig), ...vars },
  };
}

/**
 * Queues every run that is not done or failed again: the queue of the previous `npm run dev` went with
 * it. A run another scanner still holds waits for its lease as with any second delivery; a site run
 * queues its open pages itself. Returns how many runs were queued.
 */
export async function resumeOpenRuns(
  db: D1Database,
  queue: Pick<Queue<ScanJob | SiteJob>, "sendBatch">,
): Promise<number> {
  const jobs = (await openRuns(createDb(db))).map(jobFor);
  // sendBatch takes 100 messages at most.
  for (let start = 0; start < jobs.length; start += 100) {
    await queue.sendBatch(jobs.slice(start, start + 100).map((body) => ({ body })));
  }
  return jobs.length;
}
