/**
 * The local platform: one workerd (miniflare) with what production has around the app. The scanner
 * Worker itself, bundled by wrangler exactly as `wrangler deploy` bundles it, consumes the scan queue,
 * with its dead-letter queue, retries and cron, and scans through the Browser Rendering stand-in
 * (workers/dev/services/browser-rendering.ts) in front of local Chromium. Beside it:
 *
 * - for `npm run dev`, a small Worker with the bindings the app in Vite's dev server (Node) uses: the same
 *   local D1 (through the bridge of local-d1.ts, which does not block Node), the pictures' R2 bucket, the
 *   scan queue's producer and the service binding to the scanner Worker (PDF printing, trials of login
 *   steps), decision 057;
 * - for the end-to-end tests (`app`), the built app Worker itself, bundled by wrangler from the root
 *   wrangler.toml with its static assets and its webhook queue, served over HTTP.
 *
 * So a scan started in either takes production's path from the queue on.
 *
 * Miniflare's local queue hands its consumer one batch at a time, where the platform runs up to the
 * consumer's max_concurrency at once. The scan queue is therefore as many local queues ("lanes") as that,
 * all consumed by the scanner Worker, behind one binding that sends each message to the next lane
 * (scanQueueWorker). The scanner Worker's own producer goes through it too, so a site run's pages spread
 * over the lanes as they spread over the platform's consumers.
 *
 * Local queues live in memory: what was queued when the last `npm run dev` stopped is gone. At start every
 * open run is therefore queued again (resumeOpenRuns), as the queue would have delivered it.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { Miniflare, type WorkerOptions } from "miniflare";
import type { ScanJob, SiteJob } from "#core/contract";
import { jobFor, openRuns } from "#core/runs/runs.server";
import { pageJobLogEvent } from "#core/runs/site-runs.server";
import { createDb } from "#drizzle/db.server";
import { d1BridgeWorker, d1OverBridge, databaseId } from "./local-d1";
import { newestMtime } from "./newest";
import { wranglerQueueConsumers, wranglerVars } from "./wrangler-vars";

const appConfig = "wrangler.toml";
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
  /** Where the app Worker answers, with `app` (e.g. http://127.0.0.1:8787). */
  appUrl?: string;
  dispose(): Promise<void>;
};

/** What a Worker's bundle is made of: when none is newer than the bundle, it is used again. */
const bundleInputs = {
  [scannerConfig]: [
    "workers/scanner",
    "workers/core",
    "drizzle",
    "package.json",
    "package-lock.json",
    "tsconfig.json",
  ],
  [appConfig]: [
    appConfig,
    "build/server",
    "workers/app.ts",
    "workers/core",
    "app",
    "drizzle",
    "package.json",
    "package-lock.json",
    "tsconfig.json",
  ],
} as const;

/**
 * A Worker as `wrangler deploy` would upload it, written to outDir (its [build] included), or the one
 * there when nothing it is made of changed since (wrangler takes 2-6 s here). Returns the entry's path.
 */
async function bundleWorker(
  config: keyof typeof bundleInputs,
  outDir: string,
  entry: string,
): Promise<string> {
  const scriptPath = join(outDir, entry);
  const stamp = join(outDir, "bundled-at");
  const bundledAt = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (bundledAt > newestMtime(bundleInputs[config]) && existsSync(scriptPath)) return scriptPath;
  const started = Date.now();
  // Emptied first: wrangler leaves the files of earlier bundles there (a page bundle under its old
  // content hash), and every file here is loaded as one of the Worker's modules (bundledModules).
  rmSync(outDir, { recursive: true, force: true });
  const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
  const output: Buffer[] = [];
  const child = spawn(
    process.execPath,
    [wrangler, "deploy", "--dry-run", "--outdir", resolve(outDir), "--config", config],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((done, fail) => {
    child.once("error", fail);
    child.once("exit", done);
  });
  if (code !== 0 || !existsSync(scriptPath)) {
    throw new Error(`wrangler could not bundle ${config}:\n${Buffer.concat(output).toString()}`);
  }
  // The time the bundling started: a file changed while wrangler read it is newer, and bundled again.
  writeFileSync(stamp, "");
  utimesSync(stamp, started / 1000, started / 1000);
  return scriptPath;
}

/** The scanner Worker as `wrangler deploy` would upload it (bundleWorker). */
export function bundleScannerWorker(outDir: string): Promise<string> {
  return bundleWorker(scannerConfig, outDir, "worker.js");
}

/** The app Worker as `wrangler deploy` would upload it, from the last `npm run build` (bundleWorker). */
export function bundleAppWorker(outDir: string): Promise<string> {
  return bundleWorker(appConfig, outDir, "app.js");
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
  /** Where the Workers' bundles are kept between starts (default: in stateDir). */
  bundleDir?: string;
  /**
   * The built app Worker, served on 127.0.0.1 at this port with these settings beside its [vars]
   * (the end-to-end tests). Without it the platform holds the app's bindings for Vite's dev server.
   */
  app?: { port: number; vars: Record<string, string> };
  /**
   * Told each page job's stages, as the scanner Worker logs them (one JSON line a job). Those lines are
   * not printed: a site run would fill the terminal with them.
   */
  onPageJob?: (line: PageJobLine) => void;
}): Promise<LocalPlatform> {
  if (options.app && !options.browserRenderingUrl)
    throw new Error("The app Worker needs the scanner Worker beside it: give browserRenderingUrl");
  const persist = join(options.stateDir, "v3");
  const bundleDir = options.bundleDir ?? options.stateDir;
  const database = databaseId();
  const scanner = options.browserRenderingUrl
    ? await scannerWorker(
        join(bundleDir, "scanner-worker"),
        options.browserRenderingUrl,
        database,
        options.scannerVars ?? {},
      )
    : undefined;
  const app = options.app
    ? await appWorker(join(bundleDir, "app-worker"), database, options.app.vars)
    : undefined;
  const miniflare = new Miniflare({
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      forwardOutput(stdout, process.stdout, options.onPageJob);
      forwardOutput(stderr, process.stderr, options.onPageJob);
    },
    d1Persist: join(persist, "d1"),
    r2Persist: join(persist, "r2"),
    ...(options.app ? { host: "127.0.0.1", port: options.app.port } : {}),
    workers: [
      // The first one answers dispatchFetch and, with `app`, HTTP.
      ...(app ? [app] : []),
      {
        // The D1 bridge, and the bindings the app in Vite's dev server reads.
        name: bindingsWorkerName,
        modules: true,
        script: d1BridgeWorker,
        compatibilityDate,
        d1Databases: { DB: database },
        r2Buckets: { SCREENSHOTS: "klarsicht-screenshots" },
        ...(scanner ? { serviceBindings: { SCAN_QUEUE: scanQueueBinding, SCANNER: scanner.name } } : {}),
      },
      ...(scanner ? [scanner, scanQueueWorker] : []),
    ],
  });
  try {
    const url = await miniflare.ready;
    const bindings = await miniflare.getBindings<Omit<LocalPlatform["bindings"], "DB">>(bindingsWorkerName);
    const bridge = app ? await miniflare.getWorker(bindingsWorkerName) : undefined;
    const sendToD1 = (body: string) =>
      (bridge
        ? bridge.fetch("http://d1.local/", { method: "POST", body })
        : miniflare.dispatchFetch("http://d1.local/", {
            method: "POST",
            body,
          })) as unknown as Promise<Response>;
    return {
      bindings: { ...bindings, DB: d1OverBridge(sendToD1) },
      sendToD1,
      async runScannerCron() {
        if (!scanner) return;
        const worker = await miniflare.getWorker(scanner.name);
        await worker.scheduled({ cron: "*/5 * * * *" });
      },
      ...(app ? { appUrl: url.origin } : {}),
      dispose: () => miniflare.dispose(),
    };
  } catch (error) {
    await miniflare.dispose();
    throw error;
  }
}

/** The line the scanner Worker logs for a page job: its run, its page and each stage's milliseconds. */
export type PageJobLine = { event: string; runId: string; pageId?: number; ms: Record<string, number> };

const pageJobMarker = `{"event":"${pageJobLogEvent}"`;

/** The Workers' output, line by line, but for the page jobs' lines, which go to `onPageJob` (if any). */
function forwardOutput(from: Readable, to: NodeJS.WritableStream, onPageJob?: (line: PageJobLine) => void) {
  createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    const at = line.indexOf(pageJobMarker);
    if (at < 0) {
      to.write(`${line}\n`);
      return;
    }
    try {
      onPageJob?.(JSON.parse(line.slice(at)) as PageJobLine);
    } catch {
      to.write(`${line}\n`);
    }
  });
}

const bindingsWorkerName = "klarsicht-app-bindings";
const scanQueue = "klarsicht-scans";
const deadLetterQueue = `${scanQueue}-dlq`;

/**
 * How many scan jobs the platform works on at once: max_concurrency of the scanner Worker's consumer
 * (tests/scanner/local-platform.test.ts compares them), one local queue each.
 */
export const scanQueueLanes = 4;
const laneQueues = Array.from({ length: scanQueueLanes }, (_, index) =>
  index === 0 ? scanQueue : `${scanQueue}-lane-${index + 1}`,
);

/**
 * The scan queue's producer binding: each message goes to the next lane, whoever sends it (the app, the
 * scanner Worker queueing a site run's next pages or recovered runs). It offers what the app and the
 * scanner use of a Queue: send and sendBatch, with their delays.
 */
const scanQueueWorker: WorkerOptions = {
  name: "klarsicht-scan-queue",
  modules: true,
  compatibilityDate,
  queueProducers: Object.fromEntries(laneQueues.map((queueName, index) => [`LANE_${index}`, { queueName }])),
  script: `
import { WorkerEntrypoint } from "cloudflare:workers";
let turn = 0;
export class ScanQueue extends WorkerEntrypoint {
  lanes() {
    return Array.from({ length: ${scanQueueLanes} }, (_, index) => this.env["LANE_" + index]);
  }
  async send(body, options) {
    const lanes = this.lanes();
    await lanes[turn++ % lanes.length].send(body, options);
  }
  async sendBatch(messages, options) {
    const lanes = this.lanes();
    const perLane = lanes.map(() => []);
    for (const message of messages) perLane[turn++ % lanes.length].push(message);
    await Promise.all(perLane.map((batch, index) => (batch.length > 0 ? lanes[index].sendBatch(batch, options) : undefined)));
  }
}
export default { fetch: () => new Response(null, { status: 404 }) };
`,
};
const scanQueueBinding = { name: "klarsicht-scan-queue", entrypoint: "ScanQueue" };

/**
 * A bundle's modules, named one by one: given only the entry, miniflare parses the 5 MB bundle in Node
 * to find its imports (1-1.5 s of the dev server's main thread here). Wrangler writes the entry and, by
 * the Text rule of the scanner's wrangler.toml, axe-core's script and our page code's bundle beside it;
 * anything else it writes there one day must be added here, so it is refused by name rather than left out.
 */
const textModules = ["axe.min.js", "page-bundle.gen.js"];
/** By the CompiledWasm and Data rules: the text recognition engine and its models (decision 059). */
const otherModules = [
  { suffix: ".wasm", type: "CompiledWasm" as const },
  { suffix: ".traineddata.gz", type: "Data" as const },
];

function bundledModules(scriptPath: string) {
  const folder = dirname(scriptPath);
  const others = readdirSync(folder).filter(
    (name) =>
      name !== basename(scriptPath) &&
      name !== "README.md" &&
      name !== "bundled-at" &&
      !name.endsWith(".map"),
  );
  const typeOf = (name: string) =>
    textModules.some((suffix) => name.endsWith(suffix))
      ? ("Text" as const)
      : otherModules.find((module) => name.endsWith(module.suffix))?.type;
  const unknown = others.filter((name) => !typeOf(name));
  if (unknown.length > 0)
    throw new Error(
      `The Worker's bundle in ${folder} has modules this platform does not know: ${unknown.join(", ")}`,
    );
  return [
    { type: "ESModule" as const, path: scriptPath, contents: readFileSync(scriptPath, "utf8") },
    ...others.map((name) =>
      typeOf(name) === "Text"
        ? {
            type: "Text" as const,
            path: join(folder, name),
            contents: readFileSync(join(folder, name), "utf8"),
          }
        : {
            type: typeOf(name) as "CompiledWasm" | "Data",
            path: join(folder, name),
            contents: readFileSync(join(folder, name)),
          },
    ),
  ];
}

/** The scan queue's consumer settings, as the scanner Worker's wrangler.toml gives them. */
function scanQueueConsumer() {
  const consumer = wranglerQueueConsumers(scannerConfig).find((candidate) => candidate.queue === scanQueue);
  if (!consumer) throw new Error(`${scannerConfig} has no consumer of ${scanQueue}`);
  return {
    maxBatchSize: consumer.max_batch_size ?? 10,
    maxBatchTimeout: consumer.max_batch_timeout ?? 5,
    maxRetries: consumer.max_retries ?? 3,
    deadLetterQueue,
  };
}

/** The scanner Worker's part of the platform: its bundle, its bindings and its place as the queue's consumer. */
async function scannerWorker(
  bundleDir: string,
  browserRenderingUrl: string,
  database: string,
  vars: Record<string, string>,
) {
  const scriptPath = await bundleScannerWorker(bundleDir);
  const consumer = scanQueueConsumer();
  return {
    name: "klarsicht-scanner",
    modules: bundledModules(scriptPath),
    modulesRoot: dirname(scriptPath),
    compatibilityDate,
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: database },
    r2Buckets: { SCREENSHOTS: "klarsicht-screenshots" },
    // As its wrangler.toml says (tests/scanner/local-platform.test.ts compares them), once per lane.
    queueConsumers: {
      ...Object.fromEntries(laneQueues.map((queue) => [queue, consumer])),
      [deadLetterQueue]: { maxBatchSize: 10 },
    },
    serviceBindings: {
      SCAN_QUEUE: scanQueueBinding,
      BROWSER: { external: { address: new URL(browserRenderingUrl).host, http: {} } },
    },
    bindings: { ...wranglerVars(scannerConfig), ...vars },
  } satisfies WorkerOptions;
}

/**
 * The built app Worker as the root wrangler.toml describes it: its static assets in front, its D1, R2,
 * the scan queue, the scanner's service binding, and its webhook queue, which it consumes itself.
 */
async function appWorker(bundleDir: string, database: string, vars: Record<string, string>) {
  const scriptPath = await bundleAppWorker(bundleDir);
  const webhookQueue = "klarsicht-webhooks";
  return {
    name: "klarsicht",
    modules: bundledModules(scriptPath),
    modulesRoot: dirname(scriptPath),
    compatibilityDate,
    compatibilityFlags: ["nodejs_compat"],
    assets: { directory: "build/client", routerConfig: { has_user_worker: true } },
    d1Databases: { DB: database },
    r2Buckets: { SCREENSHOTS: "klarsicht-screenshots" },
    queueProducers: { WEBHOOK_QUEUE: { queueName: webhookQueue } },
    // As the root wrangler.toml says.
    queueConsumers: { [webhookQueue]: { maxBatchSize: 10, maxBatchTimeout: 5, maxRetries: 100 } },
    serviceBindings: { SCAN_QUEUE: scanQueueBinding, SCANNER: "klarsicht-scanner" },
    bindings: { ...wranglerVars(appConfig), ...vars },
  } satisfies WorkerOptions;
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
