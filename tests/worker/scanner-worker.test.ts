import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import puppeteer from "@cloudflare/puppeteer";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import type { PageReport, ScanJob, SiteJob } from "#core/contract";
import { createRun, getRun, jobFor, loadRunReport, loadSiteReport } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { klarsichtChecks } from "#scanner/checks/index";
import scannerWorker, { type ScannerEnv } from "#scanner/worker";

/**
 * The scanner Worker's production path: its queue(), scheduled() and fetch() handlers called as the
 * platform calls them, with a real local D1 and @cloudflare/puppeteer talking to the Browser Rendering
 * stand-in (workers/dev/services/browser-rendering.ts), whose Chromium loads the fixture pages. Only the queue
 * producer is a recorder here, so that what the Worker sends can be read back.
 */
const db = createDb(env.DB);
const testEnv = env as unknown as { DB: D1Database; BROWSER: Fetcher; SCREENSHOTS: R2Bucket };
const shop = `http://shop.test:${inject("fixturePort")}`;
const { runs, runPages } = schema;
/** The handlers with the platform's full signatures (the Worker leaves out the arguments it does not use). */
const worker = scannerWorker as Required<
  Pick<ExportedHandler<ScannerEnv, unknown>, "queue" | "scheduled" | "fetch">
>;

type Sent = { body: ScanJob | SiteJob; delaySeconds?: number };

function recordingQueue() {
  const batches: Sent[][] = [];
  const queue = {
    async send(body: ScanJob | SiteJob, options?: QueueSendOptions) {
      batches.push([{ body, delaySeconds: options?.delaySeconds }]);
    },
    async sendBatch(messages: Iterable<MessageSendRequest<ScanJob | SiteJob>>) {
      const batch = [...messages].map((message) => ({
        body: message.body,
        delaySeconds: message.delaySeconds,
      }));
      // Cloudflare's limits, which the local queue simulator checks only in part.
      if (batch.length > 100) throw new Error(`sendBatch takes at most 100 messages, got ${batch.length}`);
      const bytes = batch.reduce((sum, message) => sum + JSON.stringify(message.body).length, 0);
      if (bytes > 256_000) throw new Error(`sendBatch takes at most 256 KB, got ${bytes} bytes`);
      const delay = Math.max(...batch.map((message) => message.delaySeconds ?? 0));
      if (delay > 43_200) throw new Error(`A message is delayed 12 hours at most, not ${delay} s`);
      batches.push(batch);
    },
  };
  return { queue: queue as unknown as Queue<ScanJob | SiteJob>, batches, sent: () => batches.flat() };
}

let recorder: ReturnType<typeof recordingQueue>;
let scannerEnv: ScannerEnv;

beforeEach(() => {
  recorder = recordingQueue();
  scannerEnv = {
    DB: testEnv.DB,
    BROWSER: testEnv.BROWSER,
    SCAN_QUEUE: recorder.queue,
    DOH_URL: inject("dohUrl"),
    SCREENSHOTS: testEnv.SCREENSHOTS,
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function deliver(queue: string, bodies: unknown[], attempts = 1, environment = scannerEnv) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, index) => ({ id: `message-${index}`, timestamp: new Date(), attempts, body })),
  );
  // The result below says which messages were retried, not with which delay: record that too.
  const retryDelays = new Map<string, number | undefined>();
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      retryDelays.set(message.id, options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, environment, ctx);
  return { ...(await getQueueResult(batch, ctx)), retryDelays };
}

/** The names of our checks whose rules a report holds, in any category. */
function checksIn(report: PageReport | null | undefined): string[] {
  const findings = report
    ? [...report.violations, ...report.incomplete, ...report.passes, ...report.inapplicable]
    : [];
  const names = findings
    .filter((finding) => finding.engine === "klarsicht")
    .map(
      (finding) =>
        klarsichtChecks.find((check) => check.rules.some((rule) => rule.id === finding.ruleId))?.name,
    );
  return [...new Set(names)].filter((name) => name !== undefined);
}

describe("queue: page jobs", () => {
  it("scans a page through Browser Rendering and stores its report", async () => {
    const run = await createRun(db, { url: `${shop}/barriers/missing-alt.html`, level: "AA", locale: "de" });
    const result = await deliver("klarsicht-scans", [jobFor(run)]);
    expect(result.explicitAcks).toEqual(["message-0"]);
    expect(result.retryMessages).toEqual([]);
    const done = await getRun(db, run.id);
    expect(done?.status).toBe("done");
    const report = await loadRunReport(db, run.id);
    expect(report?.violations.map((finding) => finding.ruleId)).toContain("image-alt");
    // Our own checks ran in this Worker too, every one of them by default.
    expect(checksIn(report).sort()).toEqual(klarsichtChecks.map((check) => check.name).sort());
    // The German report speaks German: axe's locale went into the page with the script.
    expect(report?.violations.find((finding) => finding.ruleId === "image-alt")?.help).toMatch(
      /Alternativtext/,
    );
  });

  it("reads images of text with Tesseract inside workerd, its engine and models bundled with the Worker", async () => {
    // Two pictures, an image and a magnified image button: few enough to be read within the check's time
    // on a busy machine (the check's own suite has more, tests/scanner/checks-images-of-text.test.ts).
    const url = `${shop}/checks/images-of-text/knopf.html`;
    const run = await createRun(db, { url, level: "AA", locale: "en" });
    await deliver("klarsicht-scans", [jobFor(run)], 1, { ...scannerEnv, SCANNER_CHECKS: "images-of-text" });
    const report = await loadRunReport(db, run.id);
    const failed = report?.violations.find((finding) => finding.ruleId === "ks-image-of-text");
    const outcome = {
      partial: report?.partial,
      passes: report?.passes.some((f) => f.ruleId === "ks-image-of-text"),
    };
    // The image button is taken last: on a busy machine the check's time may end before it (it is then
    // left unread); when it was read, it failed. The banner proves the engine and its models in workerd.
    const selectors = failed?.nodes.map((node) => node.selector).sort() ?? [];
    expect(
      selectors.filter((selector) => selector !== "#order"),
      JSON.stringify(outcome),
    ).toEqual(["#banner"]);
    expect(report?.incomplete.find((finding) => finding.ruleId === "ks-image-of-text")).toBeUndefined();
    expect(failed?.nodes.find((node) => node.selector === "#banner")?.failureSummary).toMatch(
      /^The image shows text \(recognised: “.*Winterjacken/,
    );
  });

  it("runs only the checks SCANNER_CHECKS names, and no page is scanned while it names an unknown one", async () => {
    const run = await createRun(db, { url: `${shop}/barriers/missing-alt.html`, level: "AA", locale: "de" });
    await deliver("klarsicht-scans", [jobFor(run)], 1, { ...scannerEnv, SCANNER_CHECKS: "links" });
    const report = await loadRunReport(db, run.id);
    expect(checksIn(report)).toEqual(["links"]);
    expect(report?.violations.map((finding) => finding.ruleId)).toContain("image-alt");

    const refused = await createRun(db, {
      url: `${shop}/barriers/missing-alt.html`,
      level: "AA",
      locale: "de",
    });
    const result = await deliver("klarsicht-scans", [jobFor(refused)], 1, {
      ...scannerEnv,
      SCANNER_CHECKS: "link",
    });
    expect(result.retryMessages).toEqual([{ msgId: "message-0" }]);
    expect((await getRun(db, refused.id))?.status).not.toBe("done");
  });

  it("stores an account run's pictures in R2, referenced from its report; an anonymous run gets none", async () => {
    const url = `${shop}/barriers/missing-alt.html`;
    const owned = await createRun(db, { url, level: "AA", locale: "en", ownerId: "owner-1" });
    const anonymous = await createRun(db, { url, level: "AA", locale: "en", requesterKey: "requester-1" });
    await deliver("klarsicht-scans", [jobFor(owned), jobFor(anonymous)]);
    const report = await loadRunReport(db, owned.id);
    const name = report?.screenshot?.name;
    expect(name).toMatch(/^[0-9a-f]{16}$/);
    const stored = await testEnv.SCREENSHOTS.get(`runs/${owned.id}/${name}.jpg`);
    expect(stored?.httpMetadata?.contentType).toBe("image/jpeg");
    const bytes = new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // The failing images are 1 x 1 pixel: cropped with their margin all the same.
    const crop = report?.violations.find((finding) => finding.ruleId === "image-alt")?.nodes[0]?.crop;
    expect(crop?.name).toBe(`${name}-c0`);
    expect(await testEnv.SCREENSHOTS.head(`runs/${owned.id}/${crop?.name}.jpg`)).not.toBeNull();

    expect((await loadRunReport(db, anonymous.id))?.screenshot).toBeUndefined();
    expect((await testEnv.SCREENSHOTS.list({ prefix: `runs/${anonymous.id}/` })).objects).toEqual([]);
  });

  it("retries with a growing delay when Browser Rendering fails, and hands the run back", async () => {
    const run = await createRun(db, { url: `${shop}/barriers/clean.html`, level: "AA", locale: "en" });
    // An outage, not the account's limit (that is "at its limit" below): the queue's retries apply.
    const noBrowser = {
      fetch: async () => new Response("Internal Server Error", { status: 500 }),
    } as unknown as Fetcher;
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await deliver("klarsicht-scans", [jobFor(run)], 2, { ...scannerEnv, BROWSER: noBrowser });
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "message-0" }]);
    expect(result.retryDelays.get("message-0")).toBe(30);
    expect((await getRun(db, run.id))?.status).toBe("queued");
  });

  it("drops a malformed job without retrying it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await deliver("klarsicht-scans", [{ runId: "x", url: "not a url" }]);
    expect(result.explicitAcks).toEqual(["message-0"]);
    expect(result.retryMessages).toEqual([]);
  });

  it("refuses a private address before any browser is involved", async () => {
    const run = await createRun(db, { url: "http://192.168.1.1/", level: "AA", locale: "de" });
    const result = await deliver("klarsicht-scans", [jobFor(run)]);
    expect(result.explicitAcks).toEqual(["message-0"]);
    const failed = await getRun(db, run.id);
    expect(failed?.status).toBe("failed");
    expect(failed?.errorCode).toBe("blocked_target");
  });

  it("refuses a public-looking name whose DNS answer is private, asked over HTTPS", async () => {
    const url = `http://intern.test:${inject("fixturePort")}/barriers/clean.html`;
    const run = await createRun(db, { url, level: "AA", locale: "de" });
    await deliver("klarsicht-scans", [jobFor(run)]);
    const failed = await getRun(db, run.id);
    expect([failed?.status, failed?.errorCode]).toEqual(["failed", "blocked_target"]);
  });
});

describe("queue: a fair share for anonymous requesters", () => {
  /** An anonymous free scan of a fixture page, as the home page creates it. */
  const freeRun = (requesterKey: string, page = "clean.html") =>
    createRun(db, { url: `${shop}/barriers/${page}`, level: "AA", locale: "de", requesterKey });
  /** What another consumer does when it takes a run: its lease is live for minutes. */
  const runningElsewhere = (runId: string, leaseUntil = new Date(Date.now() + 3 * 60_000)) =>
    db.update(runs).set({ status: "running", leaseUntil, attempts: 1 }).where(eq(runs.id, runId));

  it("a requester with a scan running gets no second one: it comes back later, and another requester's scan goes first", async () => {
    const [hostileFirst, hostileSecond, visitor] = [
      await freeRun("requester-a"),
      await freeRun("requester-a"),
      await freeRun("requester-b", "missing-alt.html"),
    ];
    await runningElsewhere(hostileFirst.id);
    const result = await deliver("klarsicht-scans", [jobFor(hostileSecond), jobFor(visitor)]);
    // Neither is retried (that would count towards the dead-letter queue): one is sent back, one is done.
    expect(result.explicitAcks).toEqual(["message-0", "message-1"]);
    expect(result.retryMessages).toEqual([]);
    expect((await getRun(db, visitor.id))?.status).toBe("done");
    expect((await getRun(db, hostileSecond.id))?.status).toBe("queued");
    expect(recorder.sent()).toEqual([{ body: jobFor(hostileSecond), delaySeconds: 10 }]);

    // While the first still runs, the job comes back to the same answer: nothing lost, nothing started.
    const again = await deliver("klarsicht-scans", [recorder.sent()[0]?.body]);
    expect(again.explicitAcks).toEqual(["message-0"]);
    expect((await getRun(db, hostileSecond.id))?.status).toBe("queued");
    expect(recorder.sent()).toHaveLength(2);

    // The first one ends: the waiting job is scanned when it comes back.
    await db
      .update(runs)
      .set({ status: "failed", errorCode: "timeout", leaseUntil: null })
      .where(eq(runs.id, hostileFirst.id));
    await deliver("klarsicht-scans", [recorder.sent()[1]?.body]);
    expect((await getRun(db, hostileSecond.id))?.status).toBe("done");
    expect(recorder.sent()).toHaveLength(2);
  });

  it("a requester's scan whose scanner died (lease expired) does not hold up their next one", async () => {
    const [dead, next] = [await freeRun("requester-c"), await freeRun("requester-c")];
    await runningElsewhere(dead.id, new Date(Date.now() - 1_000));
    await deliver("klarsicht-scans", [jobFor(next)]);
    expect((await getRun(db, next.id))?.status).toBe("done");
    expect(recorder.sent()).toEqual([]);
  });

  it("two consumers taking one requester's jobs at the same moment start only one of them", async () => {
    const jobs = await Promise.all(Array.from({ length: 4 }, () => freeRun("requester-d")));
    const results = await Promise.all(jobs.map((run) => deliver("klarsicht-scans", [jobFor(run)])));
    expect(results.every((result) => result.retryMessages.length === 0)).toBe(true);
    const statuses = await Promise.all(jobs.map(async (run) => (await getRun(db, run.id))?.status));
    // Claims are atomic: whichever wins scans, the others are sent back for later.
    expect(statuses.filter((status) => status === "done")).toHaveLength(1);
    expect(statuses.filter((status) => status === "queued")).toHaveLength(3);
    expect(recorder.sent().map((message) => message.delaySeconds)).toEqual([10, 10, 10]);
  });

  it("signed-in scans (no requester key) are not held back by each other", async () => {
    const owned = await Promise.all(
      Array.from({ length: 2 }, () =>
        createRun(db, { url: `${shop}/barriers/clean.html`, level: "AA", locale: "de", ownerId: "user-1" }),
      ),
    );
    await runningElsewhere(owned[0]?.id ?? "");
    await deliver("klarsicht-scans", [jobFor(owned[1] as NonNullable<(typeof owned)[1]>)]);
    expect((await getRun(db, owned[1]?.id ?? ""))?.status).toBe("done");
  });
});

describe("queue: site jobs", () => {
  /** A site of `pages` pages on a host that the Worker's fetch reaches at the fixture server. */
  function serveSite(host: string, pages: number, crawlDelay?: number) {
    const origin = `http://${host}`;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.host !== host) return realFetch(input, init);
      if (url.pathname === "/robots.txt") {
        const delay = crawlDelay ? `Crawl-delay: ${crawlDelay}\n` : "";
        return new Response(`User-agent: *\n${delay}Sitemap: ${origin}/sitemap.xml\n`);
      }
      if (url.pathname === "/sitemap.xml") {
        const locs = Array.from(
          { length: pages },
          (_, index) => `<url><loc>${origin}/p/${index}</loc></url>`,
        );
        return new Response(`<?xml version="1.0"?><urlset>${locs.join("")}</urlset>`, {
          headers: { "Content-Type": "application/xml" },
        });
      }
      return new Response("<!doctype html><title>Seite</title>", {
        headers: { "Content-Type": "text/html" },
      });
    });
    return origin;
  }

  it("discovers a site and sends its page jobs in batches the queue accepts", async () => {
    const origin = serveSite("big.example", 250);
    const run = await createRun(db, {
      url: `${origin}/`,
      level: "AA",
      locale: "de",
      site: { pageLimit: 251, depthLimit: 3 },
    });
    const result = await deliver("klarsicht-scans", [jobFor(run)]);
    expect(result.explicitAcks).toEqual(["message-0"]);
    const pages = await db.select().from(runPages).where(eq(runPages.runId, run.id));
    expect(pages).toHaveLength(251);
    expect(recorder.batches.map((batch) => batch.length)).toEqual([100, 100, 51]);
    const sent = recorder.sent();
    expect(new Set(sent.map((message) => (message.body as SiteJob).site)).size).toBe(251);
    expect(new Set(sent.map((message) => message.delaySeconds ?? 0))).toEqual(new Set([0]));
    expect((await getRun(db, run.id))?.status).toBe("running");
  });

  it("sends only the first page of a site that asks for a Crawl-delay: one page at a time", async () => {
    const origin = serveSite("slow.example", 250, 2);
    const run = await createRun(db, {
      url: `${origin}/`,
      level: "AA",
      locale: "de",
      site: { pageLimit: 251, depthLimit: 3 },
    });
    await deliver("klarsicht-scans", [jobFor(run)]);
    expect(await db.select().from(runPages).where(eq(runPages.runId, run.id))).toHaveLength(251);
    const sent = recorder.sent();
    expect(sent.map((message) => (message.body as SiteJob).site)).toEqual([{ step: "page", pageId: 0 }]);
    expect(sent[0]?.delaySeconds ?? 0).toBe(0);
  });

  it("sends a page job that arrived before its time (a wait beyond 12 hours) back for the rest of it", async () => {
    const run = await createRun(db, {
      url: `${shop}/barriers/clean.html`,
      level: "AA",
      locale: "de",
      site: { pageLimit: 1, depthLimit: 0 },
    });
    await db.update(runs).set({ status: "running" }).where(eq(runs.id, run.id));
    await db.insert(runPages).values({ runId: run.id, id: 0, url: run.url, depth: 0 });
    const job = { ...jobFor(run), site: { step: "page", pageId: 0 } } as SiteJob;
    const fiveHours = 5 * 60 * 60 * 1000;
    const result = await deliver("klarsicht-scans", [{ ...job, notBefore: Date.now() + fiveHours }]);
    expect(result.explicitAcks).toEqual(["message-0"]);
    const [again] = recorder.sent();
    expect(again?.body).toEqual(job);
    expect(again?.delaySeconds).toBeGreaterThan(5 * 60 * 60 - 60);
    expect(again?.delaySeconds).toBeLessThanOrEqual(5 * 60 * 60);
    // Not scanned yet: the page is still waiting for its turn.
    const [page] = await db.select().from(runPages).where(eq(runPages.runId, run.id));
    expect(page?.status).toBe("queued");
  });

  it("scans a site's page job and finishes the run with its aggregate when it was the last page", async () => {
    const run = await createRun(db, {
      url: `${shop}/barriers/missing-alt.html`,
      level: "AA",
      locale: "en",
      site: { pageLimit: 1, depthLimit: 0 },
    });
    await db.update(runs).set({ status: "running" }).where(eq(runs.id, run.id));
    await db.insert(runPages).values({ runId: run.id, id: 0, url: run.url, depth: 0 });
    const job: SiteJob = { ...jobFor(run), site: { step: "page", pageId: 0 } } as SiteJob;
    const result = await deliver("klarsicht-scans", [job]);
    expect(result.explicitAcks).toEqual(["message-0"]);
    const done = await getRun(db, run.id);
    expect(done?.status).toBe("done");
    const report = await loadSiteReport(db, done as NonNullable<typeof done>);
    expect(report?.pages).toHaveLength(1);
    expect(report?.issues.map((issue) => issue.ruleId)).toContain("image-alt");
  });
});

describe("queue: a batch of page jobs", () => {
  it("scans a batch's page jobs on one browser connection, the run's pages in one tab", async () => {
    const paths = ["missing-alt.html", "empty-button.html", "clean.html"];
    const run = await createRun(db, {
      url: `${shop}/barriers/${paths[0]}`,
      level: "AA",
      locale: "en",
      site: { pageLimit: paths.length, depthLimit: 0 },
    });
    await db.update(runs).set({ status: "running" }).where(eq(runs.id, run.id));
    await db
      .insert(runPages)
      .values(paths.map((path, id) => ({ runId: run.id, id, url: `${shop}/barriers/${path}`, depth: 0 })));
    const connect = vi.spyOn(puppeteer, "connect");
    const jobs = paths.map((_, pageId) => ({ ...jobFor(run), site: { step: "page", pageId } }) as SiteJob);
    const result = await deliver("klarsicht-scans", jobs);
    expect(result.explicitAcks).toEqual(["message-0", "message-1", "message-2"]);
    // launch() connects through connect() too: one connection, whether warm or launched.
    expect(connect).toHaveBeenCalledTimes(1);
    const done = await getRun(db, run.id);
    expect(done?.status).toBe("done");
    const report = await loadSiteReport(db, done as NonNullable<typeof done>);
    expect(report?.pages).toHaveLength(3);
    expect(report?.issues.map((issue) => issue.ruleId)).toEqual(
      expect.arrayContaining(["image-alt", "button-name"]),
    );
  });
});

describe("queue: Browser Rendering at its limit", () => {
  const oneBrowser = (env as unknown as { ONE_BROWSER: Fetcher }).ONE_BROWSER;
  const runAttempts = async (id: string) =>
    (await db.select({ attempts: runs.attempts }).from(runs).where(eq(runs.id, id)))[0]?.attempts;
  const pageAttempts = async (id: string) =>
    (await db.select({ attempts: runPages.attempts }).from(runPages).where(eq(runPages.runId, id)))[0]
      ?.attempts;

  it("page jobs wait longer each time the account has no browser free, lose no attempt, and are scanned once one is", async () => {
    const atLimit = { ...scannerEnv, BROWSER: oneBrowser };
    const single = await createRun(db, {
      url: `${shop}/barriers/missing-alt.html`,
      level: "AA",
      locale: "de",
    });
    const siteRun = await createRun(db, {
      url: `${shop}/barriers/missing-alt.html`,
      level: "AA",
      locale: "en",
      site: { pageLimit: 1, depthLimit: 0 },
    });
    await db.update(runs).set({ status: "running" }).where(eq(runs.id, siteRun.id));
    await db.insert(runPages).values({ runId: siteRun.id, id: 0, url: siteRun.url, depth: 0 });
    let bodies: unknown[] = [jobFor(single), { ...jobFor(siteRun), site: { step: "page", pageId: 0 } }];

    // Another job holds the account's only browser.
    const holder = await puppeteer.launch(oneBrowser);
    try {
      // More refusals than a job has attempts: none of them counts as one.
      for (let wait = 1; wait <= 4; wait++) {
        const before = recorder.sent().length;
        const result = await deliver("klarsicht-scans", bodies, 1, atLimit);
        expect(result.explicitAcks).toEqual(["message-0", "message-1"]);
        expect(result.retryMessages).toEqual([]);
        const again = recorder.sent().slice(before);
        expect(again.map((message) => (message.body as { browserWaits?: number }).browserWaits)).toEqual([
          wait,
          wait,
        ]);
        // 15 s, 30 s, 60 s, 120 s, each ±25 %.
        for (const message of again) {
          expect(message.delaySeconds).toBeGreaterThanOrEqual(Math.floor(15 * 2 ** (wait - 1) * 0.75));
          expect(message.delaySeconds).toBeLessThanOrEqual(Math.ceil(15 * 2 ** (wait - 1) * 1.25));
        }
        bodies = again.map((message) => message.body);
        expect((await getRun(db, single.id))?.status).toBe("queued");
        expect(await runAttempts(single.id)).toBe(0);
        expect(await pageAttempts(siteRun.id)).toBe(0);
      }
    } finally {
      await holder.close();
    }
    // Once the stand-in has let the browser go, each job gets it in turn (kept warm between them).
    const browserFree = async () =>
      (await puppeteer.sessions(oneBrowser)).every((session) => !session.connectionId);
    for (const body of bodies) {
      await expect.poll(browserFree, { timeout: 20_000 }).toBe(true);
      const result = await deliver("klarsicht-scans", [body], 1, atLimit);
      expect(result.explicitAcks).toEqual(["message-0"]);
    }
    expect((await getRun(db, single.id))?.status).toBe("done");
    expect((await getRun(db, siteRun.id))?.status).toBe("done");
    expect(await runAttempts(single.id)).toBe(1);
  });
});

describe("queue: the dead-letter queue", () => {
  it("fails a page run, a site page and a site discovery whose every delivery failed", async () => {
    const pageRun = await createRun(db, { url: "https://www.beispiel.de/", level: "AA", locale: "de" });
    const siteRun = await createRun(db, {
      url: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      site: { pageLimit: 10, depthLimit: 2 },
    });
    const discoveringRun = await createRun(db, {
      url: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      site: { pageLimit: 10, depthLimit: 2 },
    });
    await db.update(runs).set({ status: "running" }).where(eq(runs.id, siteRun.id));
    await db.insert(runPages).values([
      { runId: siteRun.id, id: 0, url: "https://www.beispiel.de/", depth: 0, status: "done" },
      { runId: siteRun.id, id: 1, url: "https://www.beispiel.de/a", depth: 1, status: "running" },
    ]);
    const result = await deliver("klarsicht-scans-dlq", [
      jobFor(pageRun),
      { ...jobFor(siteRun), site: { step: "page", pageId: 1 } },
      jobFor(discoveringRun),
    ]);
    expect(result.explicitAcks).toEqual(["message-0", "message-1", "message-2"]);
    expect((await getRun(db, pageRun.id))?.status).toBe("failed");
    const [page] = await db
      .select()
      .from(runPages)
      .where(and(eq(runPages.runId, siteRun.id), eq(runPages.id, 1)));
    expect(page?.status).toBe("failed");
    // That was the site's last open page: the run is put together from what was scanned.
    expect((await getRun(db, siteRun.id))?.status).toBe("done");
    const discovering = await getRun(db, discoveringRun.id);
    expect(discovering?.status).toBe("failed");
    expect(discovering?.errorCode).toBe("internal");
  });
});

describe("scheduled: recovery", () => {
  it("queues runs and pages whose scanner died again, and fails those out of attempts", async () => {
    const expired = new Date(Date.now() - 60_000);
    const stuckRun = await createRun(db, { url: "https://www.beispiel.de/", level: "AA", locale: "de" });
    const exhaustedRun = await createRun(db, { url: "https://www.beispiel.de/", level: "AA", locale: "de" });
    await db
      .update(runs)
      .set({ status: "running", leaseUntil: expired, attempts: 1 })
      .where(eq(runs.id, stuckRun.id));
    await db
      .update(runs)
      .set({ status: "running", leaseUntil: expired, attempts: 3 })
      .where(eq(runs.id, exhaustedRun.id));
    const siteRun = await createRun(db, {
      url: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      site: { pageLimit: 200, depthLimit: 2 },
    });
    await db.update(runs).set({ status: "running" }).where(eq(runs.id, siteRun.id));
    const stuckPages = Array.from({ length: 150 }, (_, id) => ({
      runId: siteRun.id,
      id,
      url: `https://www.beispiel.de/p/${id}`,
      depth: 1,
      status: "running" as const,
      attempts: 1,
      leaseUntil: expired,
    }));
    for (let index = 0; index < stuckPages.length; index += 10) {
      await db.insert(runPages).values(stuckPages.slice(index, index + 10));
    }

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), scannerEnv, ctx);
    await waitOnExecutionContext(ctx);

    expect((await getRun(db, stuckRun.id))?.status).toBe("queued");
    expect((await getRun(db, exhaustedRun.id))?.errorCode).toBe("timeout");
    const sent = recorder.sent().map((message) => message.body);
    expect(sent).toContainEqual(
      jobFor((await getRun(db, stuckRun.id)) as NonNullable<Awaited<ReturnType<typeof getRun>>>),
    );
    const pageJobs = sent.filter((body) => "site" in body && body.runId === siteRun.id);
    expect(pageJobs).toHaveLength(150);
    expect(recorder.batches.every((batch) => batch.length <= 100)).toBe(true);
  });
});

describe("fetch: PDF printing", () => {
  it("prints HTML to a PDF in Browser Rendering, and answers anything else with 404", async () => {
    const ctx = createExecutionContext();
    const printed = await worker.fetch(
      new Request("http://scanner/pdf", {
        method: "POST",
        body: JSON.stringify({ html: "<!doctype html><title>Bericht</title><h1>Bericht</h1>" }),
      }) as Request<unknown, IncomingRequestCfProperties>,
      scannerEnv,
      ctx,
    );
    expect(printed.status).toBe(200);
    expect(printed.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await printed.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const other = await worker.fetch(
      new Request("http://scanner/anything") as Request<unknown, IncomingRequestCfProperties>,
      scannerEnv,
      ctx,
    );
    expect(other.status).toBe(404);
  });
});
