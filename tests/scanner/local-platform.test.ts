import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { deleteRunPictures, readPicture } from "#core/picture-store";
import { createRun, getRun, jobFor, loadRunReport, loadSiteReport } from "#core/runs/runs.server";
import { type DemoSite, startDemoSite } from "#dev/demo-site/server";
import { applyLocalMigrations } from "#dev/local-migrations";
import {
  bundleScannerWorker,
  type LocalPlatform,
  resumeOpenRuns,
  scanQueueLanes,
  startLocalPlatform,
} from "#dev/local-platform";
import { chromiumArgs, provideChromePath } from "#dev/scanner/chromium";
import { type LocalBrowserRendering, startLocalBrowserRendering } from "#dev/services/browser-rendering";
import { createDb } from "#drizzle/db.server";
import { migratedLocalState } from "../support/local-state";
import { type StaticServer, startStaticServer } from "../support/static-server";

/**
 * `npm run dev`'s platform (workers/dev/local-platform.ts): the scanner Worker bundled by wrangler, in
 * workerd beside the app's bindings, consuming the scan queue and scanning through the Browser Rendering
 * stand-in. A run left open by an earlier `npm run dev` (whose in-memory queue went with it) is queued
 * again at start and scanned to its report.
 */
let stateDir: string;
let fixtures: StaticServer;
let demoShop: DemoSite;
let browserRendering: LocalBrowserRendering;
let platform: LocalPlatform;
/**
 * Pages that answer only once two of them are asked for at the same time: scanned one after the other,
 * the first would wait for the second until the scan gives up.
 */
const meeting = createServer((_request, response) => {
  waitingAtMeeting.push(response);
  if (waitingAtMeeting.length < 2) return;
  for (const waiting of waitingAtMeeting.splice(0))
    waiting
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end('<!doctype html><html lang="en"><title>Met</title><main><h1>Met</h1></main></html>');
});
const waitingAtMeeting: ServerResponse[] = [];
/** A page bundle an earlier bundling left, under an old content hash: every file there is a module. */
const staleModule = "0000000000000000000000000000000000000000-page-bundle.gen.js";

beforeAll(async () => {
  stateDir = migratedLocalState();
  mkdirSync(join(stateDir, "scanner-worker"), { recursive: true });
  writeFileSync(join(stateDir, "scanner-worker", staleModule), "export default 'an old page bundle';");
  fixtures = await startStaticServer("tests/fixtures");
  demoShop = await startDemoSite({ port: 0 });
  await new Promise<void>((resolve) => meeting.listen(0, "127.0.0.1", resolve));
  const meetingHost = `127.0.0.1:${(meeting.address() as AddressInfo).port}`;
  browserRendering = await startLocalBrowserRendering({
    executablePath: await provideChromePath(),
    args: chromiumArgs(),
  });
  platform = await startLocalPlatform({
    stateDir,
    browserRenderingUrl: browserRendering.url,
    scannerVars: {
      LOCAL_SCANNER_ALLOW: `127.0.0.1:${fixtures.port},${new URL(demoShop.url).host},${meetingHost}`,
      SCANNER_CHECKS: "none",
    },
  });
}, 120_000);

afterAll(async () => {
  await platform?.dispose();
  await browserRendering?.close();
  await fixtures?.close();
  await demoShop?.close();
  meeting.closeAllConnections();
  await new Promise((resolve) => meeting.close(resolve));
  rmSync(stateDir, { recursive: true, force: true });
});

describe("npm run dev's platform", () => {
  it("starts again on the scanner Worker's bundle it made, without bundling it anew", async () => {
    const stamp = join(stateDir, "scanner-worker", "bundled-at");
    const bundledAt = statSync(stamp).mtimeMs;
    await bundleScannerWorker(join(stateDir, "scanner-worker"));
    expect(statSync(stamp).mtimeMs).toBe(bundledAt);
  });

  it("bundles the scanner Worker into an emptied folder: no module of an earlier bundle is loaded", () => {
    expect(existsSync(join(stateDir, "scanner-worker", "worker.js"))).toBe(true);
    expect(existsSync(join(stateDir, "scanner-worker", staleModule))).toBe(false);
  });

  it("consumes the scan queue in as many lanes as the scanner Worker's wrangler.toml lets consumers run", () => {
    const { queues } = unstable_readConfig({ config: "workers/scanner/wrangler.toml" });
    const consumer = (queues.consumers ?? []).find(
      (candidate: { queue: string }) => candidate.queue === "klarsicht-scans",
    ) as { max_concurrency?: number } | undefined;
    // One local queue, one lane, for each batch the platform hands the scanner Worker at once.
    expect(consumer?.max_concurrency).toBe(scanQueueLanes);
  });

  it("queues a run left open again at start, and the scanner Worker scans it through Browser Rendering", async () => {
    const db = createDb(platform.bindings.DB);
    // Migrated already: nothing is applied twice.
    expect(await applyLocalMigrations(platform.bindings.DB)).toEqual([]);
    const run = await createRun(db, {
      url: new URL("barriers/missing-alt.html", fixtures.url).href,
      level: "AA",
      locale: "de",
    });
    const queue = platform.bindings.SCAN_QUEUE;
    if (!queue) throw new Error("The platform has no scan queue");
    expect(await resumeOpenRuns(platform.bindings.DB, queue)).toBe(1);
    // The queue's consumer runs in workerd: the run's state in D1 is all there is to watch.
    let done = await getRun(db, run.id);
    while (done?.status === "queued" || done?.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = await getRun(db, run.id);
    }
    expect({ status: done?.status, error: done?.errorCode }).toEqual({ status: "done", error: null });
    const report = await loadRunReport(db, run.id);
    expect(report?.violations.map((finding) => finding.ruleId)).toContain("image-alt");
    // The Worker took a browser from the stand-in, and keeps it warm for the next job.
    expect(browserRendering.launches).toBe(1);
  }, 60_000);
});

describe("npm run dev's platform, site runs and printing", () => {
  it("scans several jobs at once, as the platform runs several consumers", async () => {
    const db = createDb(platform.bindings.DB);
    const origin = `http://127.0.0.1:${(meeting.address() as AddressInfo).port}`;
    const runs = await Promise.all(
      ["first", "second"].map((name) =>
        createRun(db, { url: `${origin}/${name}`, level: "AA", locale: "en" }),
      ),
    );
    for (const run of runs) await platform.bindings.SCAN_QUEUE?.send(jobFor(run));
    const outcomes = [];
    for (const run of runs) {
      let done = await getRun(db, run.id);
      while (done?.status === "queued" || done?.status === "running") {
        await new Promise((resolve) => setTimeout(resolve, 100));
        done = await getRun(db, run.id);
      }
      outcomes.push({ status: done?.status, error: done?.errorCode });
    }
    expect(outcomes).toEqual([
      { status: "done", error: null },
      { status: "done", error: null },
    ]);
  }, 60_000);

  it("works a site run off through the queue, page by page", async () => {
    const db = createDb(platform.bindings.DB);
    const run = await createRun(db, {
      url: demoShop.url,
      level: "AA",
      locale: "en",
      site: { pageLimit: 3, depthLimit: 2 },
    });
    await platform.bindings.SCAN_QUEUE?.send(jobFor(run));
    let done = await getRun(db, run.id);
    while (done?.status === "queued" || done?.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = await getRun(db, run.id);
    }
    expect({ status: done?.status, error: done?.errorCode }).toEqual({ status: "done", error: null });
    // Its pages, each scanned by a job of its own.
    const report = done ? await loadSiteReport(db, done) : null;
    expect(report?.pages.length).toBe(3);
  }, 60_000);

  it("stores an account run's pictures where the app reads and deletes them", async () => {
    const db = createDb(platform.bindings.DB);
    const run = await createRun(db, {
      url: new URL("barriers/missing-alt.html", fixtures.url).href,
      level: "AA",
      locale: "de",
    });
    // As for an account's run (jobFor asks for pictures when the run has an owner).
    await platform.bindings.SCAN_QUEUE?.send({ ...jobFor(run), pictures: true });
    let done = await getRun(db, run.id);
    while (done?.status === "queued" || done?.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = await getRun(db, run.id);
    }
    const screenshot = (await loadRunReport(db, run.id))?.screenshot;
    expect(screenshot?.name).toBeTruthy();
    const bucket = platform.bindings.SCREENSHOTS;
    const picture = await readPicture(bucket, run.id, screenshot?.name ?? "");
    // A JPEG, stored by the scanner Worker in workerd, streamed through the app's binding in Node.
    if (!picture) throw new Error("The screenshot is not in the bucket");
    const bytes = new Uint8Array(await new Response(picture.body).arrayBuffer());
    expect(bytes.length).toBe(picture.size);
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
    await deleteRunPictures(bucket, run.id);
    expect(await readPicture(bucket, run.id, screenshot?.name ?? "")).toBeNull();
  });

  it("prints a report to PDF through the service binding to the scanner Worker", async () => {
    const response = await platform.bindings.SCANNER?.fetch("http://scanner/pdf", {
      method: "POST",
      body: JSON.stringify({
        html: "<!doctype html><html lang=en><title>Report</title><h1>Report</h1></html>",
      }),
    });
    expect(response?.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await response?.arrayBuffer())?.slice(0, 5))).toBe("%PDF-");
  });
});
