import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  Finding,
  PageFacts,
  PageReport,
  ScanErrorCode,
  ScanJob,
  ScanOutcome,
  SiteDiscovery,
  SiteJob,
} from "#core/contract";
import { completeRun, createRun, getRun, jobFor, loadSiteReport, type Run } from "#core/runs/runs.server";
import {
  failSiteJobFromDeadLetter,
  type PageJobStages,
  processSiteJob,
  recoverStuckPages,
  type SiteScanner,
  siteProgress,
} from "#core/runs/site-runs.server";
import { createDb, schema } from "#drizzle/db.server";

/**
 * The orchestration of whole-site runs against the real local D1. The scanner is the boundary here: a
 * site described in memory answers discovery and page scans (the real scanner and crawler are tested on
 * fixture sites in tests/scanner, and end to end in tests/e2e).
 */
const db = createDb(env.DB);
const origin = "https://www.beispiel.de";

type FakePage = {
  links?: string[];
  barriers?: string[];
  error?: ScanErrorCode;
  siteFacts?: PageFacts;
  /** What each scan of the page gives, one after the other (out of time: a partial report or a timeout). */
  tries?: ("whole" | "outOfTime" | "cutBySize" | "timeout")[];
};

function finding(ruleId: string, selector: string): Finding {
  return {
    ruleId,
    impact: "critical",
    description: `Description of ${ruleId}`,
    help: `Help for ${ruleId}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${ruleId}`,
    wcag: ["1.1.1"],
    en301549: ["9.1.1.1"],
    bestPractice: false,
    nodes: [{ selector, html: `<img class="logo" src="/logo.png">`, failureSummary: "Missing alt" }],
  };
}

function pageReport(url: string, page: FakePage): PageReport {
  const violations = (page.barriers ?? []).map((barrier) => finding(barrier, `header > img.${barrier}`));
  return {
    url,
    finalUrl: url,
    level: "AA",
    locale: "de",
    counts: { violations: violations.length, incomplete: 0, passes: 3, inapplicable: 5 },
    impacts: { critical: violations.length, serious: 0, moderate: 0, minor: 0 },
    violations,
    incomplete: [],
    passes: [],
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.1",
    links: page.links ?? [],
    ...(page.siteFacts ? { siteFacts: page.siteFacts } : {}),
  };
}

/** A page's facts for the site-wide checks: its title and one navigation with links in the given order. */
function factsOf(title: string, menu: string[]): PageFacts {
  const items = menu.map((name) => ({
    role: "link" as const,
    name,
    href: link(`/${name.toLowerCase()}`),
    selector: `nav a[href="/${name.toLowerCase()}"]`,
    html: `<a href="/${name.toLowerCase()}">`,
  }));
  return { title, regions: [{ kind: "navigation", name: "Hauptmenü", items }] };
}

/** A site in memory, a queue in an array, and a log of what was scanned and dispatched. */
function fakeSite(
  pages: Record<string, FakePage>,
  discovery: Partial<SiteDiscovery> | { error: ScanErrorCode } = {},
) {
  const queue: SiteJob[] = [];
  const scanned: string[] = [];
  const delays: number[] = [];
  const scanner: SiteScanner = {
    async scan(job: ScanJob): Promise<ScanOutcome> {
      scanned.push(job.url);
      const page = pages[new URL(job.url).pathname];
      if (!page) return { ok: false, error: "http_error" };
      if (page.error) return { ok: false, error: page.error };
      const attempt = page.tries?.shift() ?? "whole";
      if (attempt === "timeout") return { ok: false, error: "timeout" };
      const report = pageReport(job.url, page);
      if (attempt === "outOfTime") {
        report.partial = {
          elementsChecked: 90,
          elementsTotal: 90,
          notRun: { axe: ["region"], klarsicht: [] },
        };
      }
      if (attempt === "cutBySize") report.partial = { elementsChecked: 5_000, elementsTotal: 9_000 };
      return { ok: true, report };
    },
    async discover(url, maxUrls) {
      if ("error" in discovery) return discovery;
      return {
        rootUrl: url,
        robotsTxt: null,
        crawlDelayMs: 0,
        ...discovery,
        sitemapUrls: (discovery.sitemapUrls ?? []).slice(0, maxUrls),
      };
    },
    async dispatch(jobs) {
      for (const { job, delayMs } of jobs) {
        queue.push(job);
        delays.push(delayMs);
      }
    },
  };
  /** Pages scanned in each round of drain: pages a run had under way at the same time. */
  const scansPerRound: number[] = [];
  /** Works off the queue, every round's jobs at the same time, as several queue consumers would. */
  async function drain(...first: SiteJob[]) {
    queue.push(...first);
    while (queue.length > 0) {
      const round = queue.splice(0);
      const before = scanned.length;
      await Promise.all(
        round.map((job) => processSiteJob(db, job, scanner, { onStages: (each) => stages.push(each) })),
      );
      scansPerRound.push(scanned.length - before);
    }
  }
  /** Where each page job's time went, as the benchmark is told. */
  const stages: PageJobStages[] = [];
  return { scanner, queue, scanned, delays, drain, scansPerRound, stages };
}

async function newSiteRun(limits = { pageLimit: 100, depthLimit: 5 }, ownerId = "owner-1"): Promise<Run> {
  return createRun(db, { url: `${origin}/`, level: "AA", locale: "de", ownerId, site: limits });
}

function discoverJob(run: Run): SiteJob {
  const job = jobFor(run);
  if (!("site" in job)) throw new Error("expected a site job");
  return job;
}

async function pagesOf(runId: string) {
  const rows = await env.DB.prepare(
    "SELECT id, url, depth, status, error_code FROM run_pages WHERE run_id = ? ORDER BY id",
  )
    .bind(runId)
    .all<{ id: number; url: string; depth: number; status: string; error_code: string | null }>();
  return rows.results;
}

const link = (path: string) => `${origin}${path}`;

describe("whole-site runs in D1", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM run_pages; DELETE FROM run_results; DELETE FROM runs;");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("counts / and /index.html as one page when the site answers both with the same page", async () => {
    // The same document under two addresses; /shop and /shop/ are two different pages of this site.
    const home: FakePage = {
      links: [link("/index.html"), link("/shop"), link("/shop/")],
      barriers: ["image-alt"],
    };
    const site = fakeSite({
      "/": home,
      "/index.html": home,
      "/shop": { links: [link("/")], barriers: ["image-alt"] },
      "/shop/": { links: [link("/"), link("/shop")], barriers: ["image-alt", "label"] },
    });
    const run = await newSiteRun();
    await site.drain(discoverJob(run));

    expect(site.scanned).toHaveLength(4);
    // Each page job tells where its time went, every stage of it.
    expect(site.stages).toHaveLength(4);
    for (const stages of site.stages) {
      expect(Object.keys(stages)).toEqual(["claim", "scan", "record", "dispatch", "finish"]);
      for (const ms of Object.values(stages)) expect(ms).toBeGreaterThanOrEqual(0);
      expect(stages.claim + stages.record).toBeGreaterThan(0);
    }
    const report = await loadSiteReport(db, (await getRun(db, run.id)) as Run);
    expect(report?.pages.map((page) => [page.url, page.aliases])).toEqual([
      [link("/"), [link("/index.html")]],
      [link("/shop"), undefined],
      [link("/shop/"), undefined],
    ]);
    expect(report?.totals.pagesScanned).toBe(3);
    expect(report?.issues.find((issue) => issue.ruleId === "image-alt")?.pageCount).toBe(3);
    // The run keeps one row per page: its page count is the report's.
    expect((await pagesOf(run.id)).map((page) => page.url)).toEqual([
      link("/"),
      link("/shop"),
      link("/shop/"),
    ]);
    expect(await siteProgress(db, run.id)).toEqual({ found: 3, done: 3, failed: 0 });
  });

  it("discovers from the sitemap and from links, stays on the site and obeys robots.txt and depth", async () => {
    const site = fakeSite(
      {
        "/": {
          links: [link("/a"), link("/a#top"), "https://elsewhere.example/x", link("/private/x")],
          barriers: ["image-alt"],
        },
        "/a": { links: [link("/b"), link("/")], barriers: ["image-alt"] },
        "/b": { links: [link("/c")], barriers: ["image-alt", "label"] },
        "/c": { links: [link("/d")], barriers: ["image-alt"] },
        "/d": { barriers: ["image-alt"] },
        "/from-sitemap": { barriers: ["image-alt"] },
        "/private/x": { barriers: ["image-alt"] },
      },
      { robotsTxt: "User-agent: *\nDisallow: /private/\n", sitemapUrls: [link("/from-sitemap"), link("/")] },
    );
    const run = await newSiteRun({ pageLimit: 100, depthLimit: 3 });
    await site.drain(discoverJob(run));

    const pages = await pagesOf(run.id);
    expect(pages.map((page) => [page.url, page.depth])).toEqual([
      [link("/"), 0],
      [link("/from-sitemap"), 1],
      [link("/a"), 1],
      [link("/b"), 2],
      [link("/c"), 3],
    ]);
    // /d is four hops away; /private/ is closed by robots.txt; the other site is never touched.
    expect(site.scanned).not.toContain(link("/d"));
    expect(site.scanned).not.toContain(link("/private/x"));
    expect(site.scanned.some((url) => url.includes("elsewhere"))).toBe(false);
    expect(site.scanned).toHaveLength(5);

    const done = await getRun(db, run.id);
    expect(done?.status).toBe("done");
    const report = await loadSiteReport(db, done as Run);
    expect(report?.kind).toBe("site");
    expect(report?.pages).toHaveLength(5);
    const shared = report?.issues.find((issue) => issue.ruleId === "image-alt");
    expect(shared?.pageCount).toBe(5);
    expect(report?.issues.find((issue) => issue.ruleId === "label")?.pageCount).toBe(1);
    expect(await siteProgress(db, run.id)).toEqual({ found: 5, done: 5, failed: 0 });
    // The pages' own copies of their findings are dropped once the aggregate is stored.
    const kept = await env.DB.prepare(
      "SELECT count(*) AS n FROM run_pages WHERE run_id = ? AND report IS NOT NULL",
    )
      .bind(run.id)
      .first<{ n: number }>();
    expect(kept?.n).toBe(0);
  });

  it("never exceeds the page cap, even with many pages finishing at once", async () => {
    const many = Array.from({ length: 40 }, (_, index) => link(`/p${index}`));
    const pages: Record<string, FakePage> = { "/": { links: many } };
    for (const [index, url] of many.entries()) {
      pages[new URL(url).pathname] = { links: many.slice(index, index + 10), barriers: ["image-alt"] };
    }
    const site = fakeSite(pages, { sitemapUrls: many.slice(0, 3) });
    const run = await newSiteRun({ pageLimit: 12, depthLimit: 5 });
    await site.drain(discoverJob(run));

    const found = await pagesOf(run.id);
    expect(found).toHaveLength(12);
    expect(new Set(found.map((page) => page.url)).size).toBe(12);
    expect(found.map((page) => page.id)).toEqual([...Array(12).keys()]);
    expect(site.scanned).toHaveLength(12);
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("adds only new pages from a page of 1,500 links, however many the run knows, up to the cap", async () => {
    // Long addresses: the page's links go to D1 as one parameter of over 100 KB.
    const many = Array.from({ length: 1500 }, (_, index) =>
      link(`/produkte/kategorie-${index % 7}/artikel-mit-einem-recht-langen-namen-${index}`),
    );
    const pages: Record<string, FakePage> = { "/": { links: many.slice(0, 30) } };
    pages[new URL(many[0] as string).pathname] = { links: many };
    const site = fakeSite(pages);
    const run = await newSiteRun({ pageLimit: 100, depthLimit: 3 });
    await site.drain(discoverJob(run));

    const found = await pagesOf(run.id);
    // The 30 pages the root added are not added again: the first page's links fill the 69 places left.
    expect(found).toHaveLength(100);
    expect(new Set(found.map((page) => page.url))).toEqual(
      new Set([link("/"), ...many.slice(0, 99)].map((url) => new URL(url).href)),
    );
    expect(found.map((page) => page.id)).toEqual([...Array(100).keys()]);
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("records failed pages and still completes the run", async () => {
    const site = fakeSite({
      "/": { links: [link("/broken"), link("/missing")] },
      "/broken": { error: "timeout" },
    });
    const run = await newSiteRun();
    await site.drain(discoverJob(run));

    const pages = await pagesOf(run.id);
    expect(pages.map((page) => [page.url, page.status, page.error_code])).toEqual([
      [link("/"), "done", null],
      [link("/broken"), "failed", "timeout"],
      [link("/missing"), "failed", "http_error"],
    ]);
    const report = await loadSiteReport(db, (await getRun(db, run.id)) as Run);
    expect(report?.totals.pagesFailed).toBe(2);
    expect(report?.totals.pagesScanned).toBe(1);
  });

  it("scans a page that ran out of time once more after the run's other pages, keeping a report it has", async () => {
    const site = fakeSite({
      "/": {
        links: [link("/grid"), link("/slow"), link("/stuck"), link("/lost"), link("/big"), link("/ok")],
      },
      // Out of time, then whole on the second try.
      "/grid": { tries: ["outOfTime", "whole"], links: [link("/found")] },
      "/slow": { tries: ["timeout", "whole"] },
      // Out of time twice: counts as partial, not tried a third time.
      "/stuck": { tries: ["outOfTime", "outOfTime", "whole"] },
      // A report first, then a timeout: the first report stays.
      "/lost": { tries: ["outOfTime", "timeout"], barriers: ["image-alt"] },
      // Too large to check whole, but all rules ran: not tried again, it would be cut again.
      "/big": { tries: ["cutBySize"] },
      "/ok": {},
      "/found": {},
    });
    const run = await newSiteRun();
    await site.drain(discoverJob(run));

    const retried = [link("/grid"), link("/slow"), link("/stuck"), link("/lost")];
    expect(site.scanned.filter((url) => retried.includes(url)).sort()).toEqual(
      [...retried, ...retried].sort(),
    );
    // Each retry came after every other page's first scan, the page found by /grid's first try too.
    const firstOfOthers = site.scanned.filter((url) => !retried.includes(url));
    expect(site.scanned.slice(-retried.length).sort()).toEqual([...retried].sort());
    expect(firstOfOthers).toEqual(expect.arrayContaining([link("/big"), link("/ok"), link("/found")]));
    expect(site.scanned.filter((url) => url === link("/big"))).toHaveLength(1);

    const pages = await pagesOf(run.id);
    expect(pages.every((page) => page.status === "done" && page.error_code === null)).toBe(true);
    const report = await loadSiteReport(db, (await getRun(db, run.id)) as Run);
    const partialOf = (path: string) => report?.pages.find((page) => page.url === link(path))?.partial;
    expect(partialOf("/grid")).toBeUndefined();
    expect(partialOf("/slow")).toBeUndefined();
    expect(partialOf("/stuck")?.notRun?.axe).toEqual(["region"]);
    expect(partialOf("/lost")?.notRun?.axe).toEqual(["region"]);
    expect(report?.pages.find((page) => page.url === link("/lost"))?.violationCount).toBe(1);
    expect(partialOf("/big")).toEqual({ elementsChecked: 5_000, elementsTotal: 9_000 });
    expect(report?.totals.pagesFailed).toBe(0);
  });

  it("fails the run when the site cannot be discovered", async () => {
    const site = fakeSite({}, { error: "dns_failed" });
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    const failed = await getRun(db, run.id);
    expect(failed?.status).toBe("failed");
    expect(failed?.errorCode).toBe("dns_failed");
    expect(site.scanned).toEqual([]);
  });

  it("scans one page at a time when robots.txt asks for a Crawl-delay, each that long after the last", async () => {
    const site = fakeSite(
      { "/": { links: [link("/c")] }, "/a": {}, "/b": {}, "/c": {} },
      { crawlDelayMs: 2000, sitemapUrls: [link("/a"), link("/b")] },
    );
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    expect(site.scanned).toEqual([link("/"), link("/a"), link("/b"), link("/c")]);
    // The discover round scans nothing, then one page a round: never two pages of the run at once.
    expect(site.scansPerRound).toEqual([0, 1, 1, 1, 1]);
    // The first page right after discovery, every further one the Crawl-delay after the previous ended.
    expect(site.delays).toEqual([0, 2000, 2000, 2000]);
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("starts no second page of a Crawl-delay run while one is scanned, however many of its jobs arrive", async () => {
    const site = fakeSite(
      { "/": {}, "/a": {}, "/b": {} },
      { crawlDelayMs: 1000, sitemapUrls: [link("/a"), link("/b")] },
    );
    const run = await newSiteRun();
    await processSiteJob(db, discoverJob(run), site.scanner);
    const [first] = site.queue.splice(0) as [SiteJob];
    // Jobs for every page at once, as after a recovery that sent the waiting pages again.
    const pages = await pagesOf(run.id);
    const all = pages.map(
      (page): SiteJob => ({ ...first, url: page.url, site: { step: "page", pageId: page.id } }),
    );
    await site.drain(...all);
    expect(site.scansPerRound.every((count) => count <= 1)).toBe(true);
    expect([...site.scanned].sort()).toEqual([link("/"), link("/a"), link("/b")]);
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("goes on with the next page of a Crawl-delay run when the dead-letter queue fails a page", async () => {
    const site = fakeSite({ "/": {}, "/a": {} }, { crawlDelayMs: 1000, sitemapUrls: [link("/a")] });
    const run = await newSiteRun();
    await processSiteJob(db, discoverJob(run), site.scanner);
    const [rootJob] = site.queue.splice(0) as [SiteJob];
    await failSiteJobFromDeadLetter(db, rootJob, site.scanner);
    expect(site.queue.map((job) => job.url)).toEqual([link("/a")]);
    expect(site.delays).toEqual([0, 1000]);
    await site.drain();
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("scans the pages of a run without a Crawl-delay side by side", async () => {
    const site = fakeSite({ "/": {}, "/a": {}, "/b": {} }, { sitemapUrls: [link("/a"), link("/b")] });
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    expect(site.scansPerRound).toEqual([0, 3]);
    expect(site.delays).toEqual([0, 0, 0]);
  });

  it("shows what is new, fixed and unchanged since the site's previous run", async () => {
    const before = fakeSite({
      "/": { links: [link("/a")], barriers: ["image-alt", "label"] },
      "/a": { barriers: ["image-alt"] },
    });
    const first = await newSiteRun();
    await before.drain(discoverJob(first));

    const after = fakeSite({
      "/": { links: [link("/a")], barriers: ["image-alt", "link-name"] },
      "/a": { barriers: ["image-alt"] },
    });
    const second = await newSiteRun();
    await after.drain(discoverJob(second));

    const report = await loadSiteReport(db, (await getRun(db, second.id)) as Run);
    expect(report?.comparison?.previousRunId).toBe(first.id);
    expect(report?.comparison?.fixed.map((issue) => issue.ruleId)).toEqual(["label"]);
    expect(report?.issues.find((issue) => issue.ruleId === "link-name")?.change).toBe("new");
    expect(report?.issues.find((issue) => issue.ruleId === "image-alt")?.change).toBe("unchanged");

    // Another owner's run of the same site is never the comparison.
    const stranger = await newSiteRun(undefined, "owner-2");
    await after.drain(discoverJob(stranger));
    const theirs = await loadSiteReport(db, (await getRun(db, stranger.id)) as Run);
    expect(theirs?.comparison).toBeNull();
  });

  it("hands a page back to the queue when the scanner breaks down, and the dead-letter queue fails it", async () => {
    const site = fakeSite({ "/": { links: [link("/a")] }, "/a": {} });
    const run = await newSiteRun();
    await processSiteJob(db, discoverJob(run), site.scanner);
    const [rootJob] = site.queue.splice(0) as [SiteJob];
    const broken: SiteScanner = {
      ...site.scanner,
      scan: async () => {
        throw new Error("no browser");
      },
    };
    await expect(processSiteJob(db, rootJob, broken, { retryable: true })).rejects.toThrow("no browser");
    expect((await pagesOf(run.id))[0]?.status).toBe("queued");

    await failSiteJobFromDeadLetter(db, rootJob);
    const [root] = await pagesOf(run.id);
    expect([root?.status, root?.error_code]).toEqual(["failed", "internal"]);
    // It was the only page: the run is complete, with that page failed.
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("re-queues pages whose scanner died, and resumes a run without discovering it twice", async () => {
    const site = fakeSite({ "/": {}, "/a": {} }, { sitemapUrls: [link("/a")] });
    const run = await newSiteRun();
    await processSiteJob(db, discoverJob(run), site.scanner);
    site.queue.splice(0);
    // A scanner took the start page and vanished.
    const past = new Date(Date.now() - 60_000);
    await env.DB.prepare(
      "UPDATE run_pages SET status = 'running', lease_until = ?, attempts = 1 WHERE run_id = ? AND id = 0",
    )
      .bind(past.getTime(), run.id)
      .run();
    const recovered = await recoverStuckPages(db);
    expect(recovered.map((job) => job.url)).toEqual([link("/")]);

    // A discover job delivered again picks up the queued pages instead of discovering anew.
    await processSiteJob(db, discoverJob(run), site.scanner);
    expect(site.queue.map((job) => job.url).sort()).toEqual([link("/"), link("/a")]);
    await site.drain(site.queue.shift() as SiteJob);
    expect((await getRun(db, run.id))?.status).toBe("done");
    expect(await pagesOf(run.id)).toHaveLength(2);
  });

  it("sends the waiting pages of a run whose jobs were lost again, and finishes a run left unfinished", async () => {
    const site = fakeSite({ "/": {}, "/a": {} }, { sitemapUrls: [link("/a")] });
    const lost = await newSiteRun();
    await processSiteJob(db, discoverJob(lost), site.scanner);
    // The page jobs never reached a scanner (a queue send that failed, a dev server that stopped).
    site.queue.splice(0);
    const unfinished = await newSiteRun();
    await site.drain(discoverJob(unfinished));
    // Its pages are all scanned, but the report was never put together.
    await env.DB.prepare("UPDATE runs SET status = 'running', lease_until = NULL WHERE id = ?")
      .bind(unfinished.id)
      .run();

    // Not yet: the runs may just be busy.
    expect(await recoverStuckPages(db)).toEqual([]);
    const later = new Date(Date.now() + 11 * 60 * 1000);
    const jobs = await recoverStuckPages(db, later);
    expect(jobs.map((job) => job.url).sort()).toEqual([link("/"), link("/a")]);
    expect((await getRun(db, unfinished.id))?.status).toBe("done");
    for (const job of jobs) await site.drain(job);
    expect((await getRun(db, lost.id))?.status).toBe("done");
  });

  it("compares the pages' facts across the site once every page is stored: the site-wide checks", async () => {
    const site = fakeSite(
      {
        "/": { siteFacts: factsOf("Rösterei", ["Start", "Kaffee", "Kurse", "Kontakt"]) },
        "/kaffee": { siteFacts: factsOf("Kaffee – Rösterei", ["Kaffee", "Start", "Kontakt", "Kurse"]) },
        "/kurse": { siteFacts: factsOf("Rösterei", ["Start", "Kaffee", "Kurse", "Kontakt"]) },
      },
      { sitemapUrls: [link("/kaffee"), link("/kurse")] },
    );
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    const done = await getRun(db, run.id);
    expect(done?.status).toBe("done");
    const report = await loadSiteReport(db, done as Run);
    const order = report?.issues.find((issue) => issue.ruleId === "ks-site-navigation-order");
    expect(order).toMatchObject({ category: "violations", engine: "klarsicht", pageCount: 1 });
    expect(report?.pages[order?.occurrences[0]?.page ?? -1]?.url).toBe(link("/kaffee"));
    const titles = report?.issues.find((issue) => issue.ruleId === "ks-site-title-repeated");
    expect(titles).toMatchObject({ category: "incomplete", pageCount: 2 });
    // The order violation counts among the site's WCAG issues like any other.
    expect(report?.totals.issues).toBe(1);
  });

  it("reads a single-page run as a site of one page", async () => {
    const run = await createRun(db, { url: `${origin}/`, level: "AA", locale: "de" });
    await completeRun(db, run.id, pageReport(`${origin}/`, { barriers: ["image-alt"] }));
    const report = await loadSiteReport(db, (await getRun(db, run.id)) as Run);
    expect(report?.pages).toHaveLength(1);
    expect(report?.issues.map((issue) => issue.ruleId)).toEqual(["image-alt"]);
  });

  it.each([
    { sitemap: 16, pageLimit: 100, inserted: 17 },
    { sitemap: 100, pageLimit: 101, inserted: 101 },
  ])(
    "discovers and finishes a site whose sitemap lists $sitemap pages",
    async ({ sitemap, pageLimit, inserted }) => {
      const paths = Array.from({ length: sitemap }, (_, index) => `/seite-${index}`);
      const pages: Record<string, FakePage> = { "/": {} };
      for (const path of paths) pages[path] = { barriers: ["image-alt"] };
      const site = fakeSite(pages, { sitemapUrls: paths.map(link) });
      const run = await newSiteRun({ pageLimit, depthLimit: 2 });
      await site.drain(discoverJob(run));
      const done = await getRun(db, run.id);
      expect([done?.status, done?.errorCode]).toEqual(["done", null]);
      expect(await siteProgress(db, run.id)).toEqual({ found: inserted, done: inserted, failed: 0 });
      expect(site.scanned).toHaveLength(inserted);
    },
    // Up to 101 pages, each scanned, stored and counted in D1 through its own queue job: about 4 s on a
    // busy machine, more when it is busier still.
    60_000,
  );

  // 2,000 pages written to D1 and queued: well over a second on a busy machine.
  it("takes only the capped number of 5,000 sitemap pages, in statements D1 accepts", async () => {
    const urls = Array.from({ length: 5000 }, (_, index) =>
      link(`/produkte/${"x".repeat(index % 300)}/${index}`),
    );
    const site = fakeSite({}, {});
    // A discovery that lists everything, whatever it was asked for: the run must cap it itself.
    const scanner: SiteScanner = {
      ...site.scanner,
      discover: async (url) => ({ rootUrl: url, robotsTxt: null, crawlDelayMs: 0, sitemapUrls: urls }),
    };
    const run = await newSiteRun({ pageLimit: 2000, depthLimit: 2 });
    await processSiteJob(db, discoverJob(run), scanner);
    expect(await siteProgress(db, run.id)).toEqual({ found: 2000, done: 0, failed: 0 });
    expect(site.queue).toHaveLength(2000);
    expect((await getRun(db, run.id))?.status).toBe("running");
  }, 30_000);

  it("keeps a robots.txt that is long in UTF-8 within D1's statement size", async () => {
    // 64 K characters of three UTF-8 bytes each: 192 KB, more than D1 takes in one statement.
    const robotsTxt = `User-agent: *\nDisallow: /privat/\n# ${"ä€".repeat(32 * 1024)}`;
    const site = fakeSite({ "/": {} }, { robotsTxt });
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    const done = await getRun(db, run.id);
    expect(done?.status).toBe("done");
    expect(done?.robotsTxt?.startsWith("User-agent: *\nDisallow: /privat/")).toBe(true);
    expect(new TextEncoder().encode(done?.robotsTxt ?? "").length).toBeLessThanOrEqual(64 * 1024);
  });

  it("fails the run with a reason when discovery breaks down, instead of leaving it running", async () => {
    const site = fakeSite({ "/": {} });
    const broken: SiteScanner = {
      ...site.scanner,
      discover: async () => {
        throw new Error("Local scanner answered 500 to /discover");
      },
    };
    const run = await newSiteRun();
    vi.spyOn(console, "error").mockImplementation(() => {});
    await processSiteJob(db, discoverJob(run), broken);
    const failed = await getRun(db, run.id);
    expect([failed?.status, failed?.errorCode]).toEqual(["failed", "internal"]);
  });

  it("hands a run whose discovery broke down back to the queue when the queue retries it", async () => {
    const site = fakeSite({ "/": {} });
    const broken: SiteScanner = {
      ...site.scanner,
      discover: async () => {
        throw new Error("no network");
      },
    };
    const run = await newSiteRun();
    await expect(processSiteJob(db, discoverJob(run), broken, { retryable: true })).rejects.toThrow(
      "no network",
    );
    expect((await getRun(db, run.id))?.status).toBe("queued");
    // The next delivery discovers and finishes it.
    await site.drain(discoverJob(run));
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("fails a page whose step breaks down after scanning, and still completes the run", async () => {
    const site = fakeSite({ "/": {} });
    const run = await newSiteRun();
    // A report that cannot be stored (it cannot even be serialised): the step throws after the scan.
    const broken: SiteScanner = {
      ...site.scanner,
      scan: async (job) => ({
        ok: true,
        report: { ...pageReport(job.url, {}), violations: [1n] as unknown as PageReport["violations"] },
      }),
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    await processSiteJob(db, discoverJob(run), broken);
    for (const job of site.queue.splice(0)) await processSiteJob(db, job, broken);
    const pages = await pagesOf(run.id);
    expect(pages.map((page) => [page.status, page.error_code])).toEqual([["failed", "internal"]]);
    expect((await getRun(db, run.id))?.status).toBe("done");
  });

  it("skips the queued pages of a run deleted while it was scanned, quietly", async () => {
    const paths = ["/a", "/b", "/c"];
    const site = fakeSite(
      { "/": { links: paths.map(link) }, "/a": {}, "/b": {}, "/c": {} },
      {
        sitemapUrls: paths.map(link),
      },
    );
    const run = await newSiteRun();
    await processSiteJob(db, discoverJob(run), site.scanner);
    const [first, ...rest] = site.queue.splice(0) as [SiteJob, ...SiteJob[]];
    // The owner deletes the run while its start page is being scanned.
    const deleting: SiteScanner = {
      ...site.scanner,
      scan: async (job) => {
        await db.delete(schema.runs).where(eq(schema.runs.id, run.id));
        return site.scanner.scan(job);
      },
    };
    const errors = vi.spyOn(console, "error");
    await processSiteJob(db, first, deleting);
    for (const job of rest) await processSiteJob(db, job, site.scanner);
    expect(site.scanned).toEqual([link("/")]);
    expect(site.queue).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(await pagesOf(run.id)).toEqual([]);
  });

  it("deletes a site run's pages with the run", async () => {
    const site = fakeSite({ "/": {} });
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    await db.delete(schema.runs).where(eq(schema.runs.id, run.id));
    expect(await pagesOf(run.id)).toEqual([]);
  });
});
