import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { PageReport, ScanJob, ScanOutcome, SiteJob } from "#core/contract";
import type { FetchResponse, GuardedFetch } from "#core/discover";
import { fetchPdfDocument } from "#core/pdf/document";
import { createRun, getRun, jobFor, loadSiteReport, type Run } from "#core/runs/runs.server";
import { MAX_DOCUMENTS_PER_RUN, processSiteJob, type SiteScanner } from "#core/runs/site-runs.server";
import { demoDataSheet, demoPdf } from "#dev/demo-site/pages";
import { createDb } from "#drizzle/db.server";

/**
 * Linked PDF documents in a site run, against the real local D1: the pages of a site in memory link the
 * demo shop's PDFs (an untagged AGB, a tagged data sheet), a broken file, a missing one and a web page
 * named .pdf; each document is fetched through a guarded fetch (here the site in memory) and checked by
 * the real PDF check, as a job of its own through the same queue path as pages.
 */
const db = createDb(env.DB);
const origin = "https://www.beispiel.de";
const link = (path: string) => `${origin}${path}`;

type Site = { pages: Record<string, string[]>; files: Record<string, { type: string; body: Uint8Array }> };

function pageReport(url: string, links: string[]): PageReport {
  return {
    url,
    finalUrl: url,
    level: "AA",
    locale: "de",
    counts: { violations: 0, incomplete: 0, passes: 3, inapplicable: 5 },
    impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    violations: [],
    incomplete: [],
    passes: [],
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.1",
    links,
  };
}

function fakeSite(site: Site, options: { crawlDelayMs?: number; withDocuments?: boolean } = {}) {
  const queue: SiteJob[] = [];
  const delays: number[] = [];
  const fetched: string[] = [];
  /** What the run had under way when each job started: pages and documents never overlap when paced. */
  const order: string[] = [];
  const fetchFromSite: GuardedFetch = async (url) => {
    fetched.push(url);
    const file = site.files[new URL(url).pathname];
    if (!file) return { ok: true, status: 404, url, contentType: "text/html", body: new Uint8Array() };
    return { ok: true, status: 200, url, contentType: file.type, body: file.body } satisfies FetchResponse;
  };
  const scanner: SiteScanner = {
    async scan(job: ScanJob): Promise<ScanOutcome> {
      order.push(`page ${new URL(job.url).pathname}`);
      const links = site.pages[new URL(job.url).pathname];
      if (!links) return { ok: false, error: "http_error" };
      return { ok: true, report: pageReport(job.url, links) };
    },
    async discover(url) {
      return { rootUrl: url, robotsTxt: null, crawlDelayMs: options.crawlDelayMs ?? 0, sitemapUrls: [] };
    },
    async dispatch(jobs) {
      for (const { job, delayMs } of jobs) {
        queue.push(job);
        delays.push(delayMs);
      }
    },
    ...(options.withDocuments === false
      ? {}
      : {
          checkDocument: (url: string) => {
            order.push(`document ${new URL(url).pathname}`);
            return fetchPdfDocument(url, fetchFromSite);
          },
        }),
  };
  async function drain(...first: SiteJob[]) {
    queue.push(...first);
    while (queue.length > 0) {
      const round = queue.splice(0);
      await Promise.all(round.map((job) => processSiteJob(db, job, scanner)));
    }
  }
  return { scanner, queue, delays, fetched, order, drain };
}

async function newSiteRun(pageLimit = 100): Promise<Run> {
  return createRun(db, {
    url: `${origin}/`,
    level: "AA",
    locale: "de",
    ownerId: "owner-1",
    site: { pageLimit, depthLimit: 5 },
  });
}

function discoverJob(run: Run): SiteJob {
  const job = jobFor(run);
  if (!("site" in job)) throw new Error("expected a site job");
  return job;
}

async function finishedReport(run: Run) {
  const finished = (await getRun(db, run.id)) as Run;
  expect(finished.status).toBe("done");
  return loadSiteReport(db, finished);
}

const pdf = "application/pdf";

describe("linked PDF documents in site runs", () => {
  let sheet: Uint8Array;
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_documents; DELETE FROM run_pages; DELETE FROM run_results; DELETE FROM runs;",
    );
    sheet = (await demoDataSheet("espresso-morgenrot")) as Uint8Array;
  });

  it("checks the site's linked PDFs once each, counted apart from its pages, with reasons for broken ones", async () => {
    const site = fakeSite({
      pages: {
        "/": [
          link("/kontakt"),
          link("/agb.pdf"),
          link("/datenblatt.pdf"),
          "https://andere.example/fremd.pdf",
        ],
        "/kontakt": [link("/agb.pdf"), link("/kaputt.pdf"), link("/fehlt.pdf"), link("/seite.pdf")],
      },
      files: {
        "/agb.pdf": { type: pdf, body: demoPdf() },
        "/datenblatt.pdf": { type: pdf, body: sheet },
        "/kaputt.pdf": { type: pdf, body: new TextEncoder().encode("Dies ist kein PDF.") },
        "/seite.pdf": { type: "text/html", body: new TextEncoder().encode("<!doctype html><p>Hallo</p>") },
      },
    });
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    const report = await finishedReport(run);

    // Pages stay pages: two scanned, none failed, whatever the documents did.
    expect(report?.totals.pagesScanned).toBe(2);
    expect(report?.pages.map((page) => page.url)).toEqual([link("/"), link("/kontakt")]);
    // Each document fetched once, the other site's never.
    expect([...site.fetched].sort()).toEqual(
      ["/agb.pdf", "/datenblatt.pdf", "/fehlt.pdf", "/kaputt.pdf", "/seite.pdf"].map(link),
    );
    const byPath = new Map(report?.documents?.map((document) => [new URL(document.url).pathname, document]));
    expect([...byPath.keys()]).toEqual([
      "/agb.pdf",
      "/datenblatt.pdf",
      "/kaputt.pdf",
      "/fehlt.pdf",
      "/seite.pdf",
    ]);

    const agb = byPath.get("/agb.pdf");
    expect(agb).toMatchObject({ status: "done", tagged: false, pages: 1 });
    const untagged = agb?.issues.find((issue) => issue.checkpoint === "pdf-tagged");
    expect(untagged).toMatchObject({
      category: "violations",
      key: `pdf-tagged|${untagged?.condition}|/agb.pdf`,
    });

    const dataSheet = byPath.get("/datenblatt.pdf");
    expect(dataSheet).toMatchObject({ status: "done", tagged: true, claimsPdfUa: true });
    expect(dataSheet?.title).toBe("Datenblatt Espresso Morgenrot");
    expect(dataSheet?.issues.some((issue) => issue.checkpoint === "pdf-tagged")).toBe(false);

    expect(byPath.get("/kaputt.pdf")).toMatchObject({ status: "done", stopped: { reason: "not-pdf" } });
    expect(byPath.get("/fehlt.pdf")).toMatchObject({ status: "failed", error: "http_error" });
    expect(byPath.get("/seite.pdf")).toMatchObject({ status: "failed", error: "not_html" });
    // The first run of a site has nothing to compare its documents with.
    expect(report?.documentComparison).toBeNull();

    // The results moved into the report; the rows keep only what the run needs no more.
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM run_documents WHERE run_id = ? AND result IS NOT NULL",
    )
      .bind(run.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  }, 30_000);

  it("reports a site without documents exactly as before: no documents in its report", async () => {
    const site = fakeSite({ pages: { "/": [link("/a")], "/a": [] }, files: {} });
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    const report = await finishedReport(run);
    expect(report?.totals.pagesScanned).toBe(2);
    expect(report && "documents" in report).toBe(false);
    expect(report && "documentComparison" in report).toBe(false);
  }, 30_000);

  it("keeps to the run's document cap: as many as its pages, never more than the cap per run", async () => {
    const many = Array.from({ length: MAX_DOCUMENTS_PER_RUN + 5 }, (_, index) =>
      link(`/preisliste-${index}.pdf`),
    );
    const files = Object.fromEntries(
      many.map((url) => [new URL(url).pathname, { type: pdf, body: demoPdf() }]),
    );
    const small = fakeSite({ pages: { "/": [link("/a"), ...many], "/a": [] }, files });
    const run = await newSiteRun(3);
    await small.drain(discoverJob(run));
    expect((await finishedReport(run))?.documents).toHaveLength(3);

    const large = fakeSite({ pages: { "/": many }, files });
    const second = await newSiteRun(500);
    await large.drain(discoverJob(second));
    expect((await finishedReport(second))?.documents).toHaveLength(MAX_DOCUMENTS_PER_RUN);
  }, 60_000);

  it("fetches documents after the pages, one request at a time, when robots.txt asks for a Crawl-delay", async () => {
    const site = fakeSite(
      {
        pages: { "/": [link("/agb.pdf"), link("/a")], "/a": [link("/datenblatt.pdf")] },
        files: { "/agb.pdf": { type: pdf, body: demoPdf() }, "/datenblatt.pdf": { type: pdf, body: sheet } },
      },
      { crawlDelayMs: 1500 },
    );
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    expect(site.order).toEqual(["page /", "page /a", "document /agb.pdf", "document /datenblatt.pdf"]);
    // Each request the Crawl-delay after the previous one ended.
    expect(site.delays).toEqual([0, 1500, 1500, 1500]);
    expect((await finishedReport(run))?.documents).toHaveLength(2);
  }, 30_000);

  it("marks document issues new or unchanged and lists fixed ones against the site's previous run", async () => {
    const pages = { "/": [link("/agb.pdf"), link("/preise.pdf")] };
    const before = fakeSite({
      pages,
      files: { "/agb.pdf": { type: pdf, body: demoPdf() }, "/preise.pdf": { type: pdf, body: sheet } },
    });
    const first = await newSiteRun();
    await before.drain(discoverJob(first));

    // The terms were exported again with tags; the price list lost its tags.
    const after = fakeSite({
      pages,
      files: { "/agb.pdf": { type: pdf, body: sheet }, "/preise.pdf": { type: pdf, body: demoPdf() } },
    });
    const second = await newSiteRun();
    await after.drain(discoverJob(second));
    const report = await finishedReport(second);
    const comparison = report?.documentComparison;
    expect(comparison?.fixed.map((issue) => issue.key)).toContain(
      report?.documents?.[1]?.issues
        .find((issue) => issue.checkpoint === "pdf-tagged")
        ?.key.replace("/preise.pdf", "/agb.pdf"),
    );
    const prices = report?.documents?.find((document) => document.url === link("/preise.pdf"));
    expect(prices?.issues.find((issue) => issue.checkpoint === "pdf-tagged")?.change).toBe("new");
    expect(comparison?.new).toBeGreaterThan(0);
  }, 60_000);

  it("collects no documents where the runtime cannot check them", async () => {
    const site = fakeSite(
      { pages: { "/": [link("/agb.pdf")] }, files: { "/agb.pdf": { type: pdf, body: demoPdf() } } },
      { withDocuments: false },
    );
    const run = await newSiteRun();
    await site.drain(discoverJob(run));
    const report = await finishedReport(run);
    expect(report?.documents).toBeUndefined();
    expect(site.fetched).toEqual([]);
  }, 30_000);
});
