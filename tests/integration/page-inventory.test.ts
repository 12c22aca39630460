import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { PageInventory, PageReport, ScanJob, SiteJob } from "#core/contract";
import { createRun, getRun, jobFor, loadSiteReport, type Run } from "#core/runs/runs.server";
import { loadPageInventories, processSiteJob, type SiteScanner } from "#core/runs/site-runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { signedInSubscriber } from "./subscriber";

/**
 * A site run's page inventories against the real local D1: stored beside each page's report when it is
 * scanned, kept once the run's report is put together (the pages' own reports are dropped then), loaded
 * for the assessment's sampled pages and shown there, escaped. The scanner is the boundary (the real one
 * collects inventories in tests/scanner/inventory.test.ts).
 */
const db = createDb(env.DB);
const origin = "https://www.beispiel.de";

const inventory: PageInventory = {
  title: "Rösterei Morgenrot",
  lang: "de",
  headings: [{ level: 1, text: "Willkommen <b>bei uns</b>" }],
  images: [
    { kind: "img", name: "Logo der Rösterei", decorative: false, file: "logo.png" },
    { kind: "img", name: "", decorative: false, file: "<script>alert(1)</script>.jpg" },
  ],
  fields: [{ type: "email", name: "E-Mail", required: true, autocomplete: "email" }],
  media: [],
  landmarks: [{ role: "main", name: "" }],
  cut: ["images"],
};

function pageReport(url: string, links: string[], pageInventory: PageInventory | null): PageReport {
  return {
    url,
    finalUrl: url,
    level: "AA",
    locale: "de",
    counts: { violations: 0, incomplete: 0, passes: pageInventory ? 3 : 7, inapplicable: 5 },
    impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    violations: [],
    incomplete: [],
    passes: [],
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.1",
    links,
    ...(pageInventory ? { inventory: pageInventory } : {}),
  };
}

/** The start page has an inventory; /alt stands for a page scanned before inventories existed. */
async function scannedSite(ownerId: string, startInventory: PageInventory = inventory): Promise<Run> {
  const queue: SiteJob[] = [];
  const scanner: SiteScanner = {
    async scan(job: ScanJob) {
      const start = new URL(job.url).pathname === "/";
      return {
        ok: true,
        report: pageReport(job.url, start ? [`${origin}/alt`] : [], start ? startInventory : null),
      };
    },
    async discover(url) {
      return { rootUrl: url, robotsTxt: null, crawlDelayMs: 0, sitemapUrls: [] };
    },
    async dispatch(jobs) {
      queue.push(...jobs.map(({ job }) => job));
    },
  };
  const run = await createRun(db, {
    url: `${origin}/`,
    level: "AA",
    locale: "de",
    ownerId,
    site: { pageLimit: 10, depthLimit: 3 },
  });
  queue.push(jobFor(run) as SiteJob);
  while (queue.length > 0) await Promise.all(queue.splice(0).map((job) => processSiteJob(db, job, scanner)));
  return (await getRun(db, run.id)) as Run;
}

const get = (path: string, cookie: string, locale: string) =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });

async function markup(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

describe("page inventories", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM page_inventories; DELETE FROM assessment_answers; DELETE FROM assessment_reviews; DELETE FROM assessments; DELETE FROM run_pages; DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });

  it("are stored with a site run's pages, kept after its report is put together, and go with the run", async () => {
    const run = await scannedSite("owner-1");
    expect(run.status).toBe("done");
    const report = await loadSiteReport(db, run);
    expect(report?.pages.map((page) => page.url)).toEqual([`${origin}/`, `${origin}/alt`]);
    // The pages' own reports are gone; the inventory is not.
    const pages = await env.DB.prepare("SELECT count(report) AS reports FROM run_pages WHERE run_id = ?")
      .bind(run.id)
      .first<{ reports: number }>();
    expect(pages?.reports).toBe(0);
    const loaded = await loadPageInventories(db, run.id, [`${origin}/`, `${origin}/alt`, `${origin}/x`]);
    expect([...loaded.keys()]).toEqual([`${origin}/`]);
    expect(loaded.get(`${origin}/`)).toEqual(inventory);

    await db.delete(schema.runs).where(eq(schema.runs.id, run.id));
    expect(await db.select().from(schema.pageInventories).all()).toEqual([]);
  });

  it("are cut down to fit D1 when a hostile page's texts do not compress, and say which lists were cut", async () => {
    // 200 entries in every list, each text 160 characters that gzip cannot shrink much.
    const noise = (seed: number) =>
      Array.from({ length: 160 }, (_, index) =>
        String.fromCharCode(0x4e00 + ((seed * 7919 + index * 104729) % 20000)),
      ).join("");
    const entries = Array.from({ length: 200 }, (_, index) => index);
    const huge: PageInventory = {
      title: noise(1),
      lang: "de",
      headings: entries.map((index) => ({ level: 2, text: noise(index) })),
      images: entries.map((index) => ({
        kind: "img",
        name: noise(index + 1000),
        decorative: false,
        file: noise(index + 2000),
      })),
      fields: entries.map((index) => ({
        type: "text",
        name: noise(index + 3000),
        required: false,
        autocomplete: "",
      })),
      media: [],
      landmarks: entries.map((index) => ({ role: "region", name: noise(index + 4000) })),
      cut: ["headings"],
    };
    const run = await scannedSite("owner-1", huge);
    const row = await env.DB.prepare("SELECT length(data) AS bytes FROM page_inventories WHERE run_id = ?")
      .bind(run.id)
      .first<{ bytes: number }>();
    expect(row?.bytes).toBeLessThanOrEqual(64 * 1024);
    const stored = (await loadPageInventories(db, run.id, [`${origin}/`])).get(`${origin}/`);
    expect(stored?.headings.length).toBeLessThan(200);
    expect(stored?.headings[0]).toEqual(huge.headings[0]);
    expect(stored?.cut).toEqual(["headings", "images", "fields", "landmarks"]);
  });

  it("show a criterion's part on each sampled page, escaped, in German and English, and say when a page has none", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await scannedSite(user.id);
    const base = `/run/${run.id}/assessment`;
    const start = await SELF.fetch(`http://localhost${base}`, {
      method: "POST",
      headers: { Host: "localhost", Origin: "http://localhost", Cookie: `${cookie}; locale=de` },
      redirect: "manual",
    });
    expect(start.status).toBe(302);

    const images = await markup(await get(`${base}/1.1.1`, cookie, "de"));
    expect(images).toContain(`Elemente der Seite ${origin}/`);
    expect(images).toContain("Bilder (2)");
    expect(images).toContain("Logo der Rösterei");
    expect(images).toContain("kein Name");
    expect(images).toContain("&lt;script&gt;alert(1)&lt;/script&gt;.jpg");
    expect(images).not.toContain("<script>alert(1)");
    expect(images).toContain("Die Liste zeigt die ersten 2 Einträge; die Seite enthält mehr.");
    // The page scanned without an inventory says so.
    expect(images).toContain("Für diese Seite liegt kein Elementverzeichnis vor");
    // Only the criterion's part: no headings for 1.1.1.
    expect(images).not.toContain("Überschriften (");

    const structure = await markup(await get(`${base}/1.3.1`, cookie, "en"));
    expect(structure).toContain("Headings (1)");
    expect(structure).toContain("Willkommen &lt;b&gt;bei uns&lt;/b&gt;");
    expect(structure).toContain("Landmarks (1)");
    expect(structure).toContain("Form fields (1)");
    expect(structure).toContain("There is no list of elements for this page");

    const language = await markup(await get(`${base}/3.1.1`, cookie, "de"));
    expect(language).toContain("Titel und Sprache");
    expect(language).toMatch(/Sprache der Seite \(lang\)<\/dt><dd[^>]*>de<\/dd>/);

    // The audit report names each sampled page's title and what it holds, in the PDF too.
    const summary =
      "Titel: Rösterei Morgenrot · Sprache: de · Überschriften: 1 · Bilder: 2 (ohne Namen: 1) · Formularfelder: 1 · Audio und Video: 0";
    expect(await markup(await get(`${base}/report`, cookie, "de"))).toContain(summary);
    const english = await markup(await get(`${base}/report`, cookie, "en"));
    expect(english).toContain("Title: Rösterei Morgenrot · Language: de · Headings: 1");

    // A criterion without a relevant part shows no inventory.
    expect(await markup(await get(`${base}/2.4.7`, cookie, "de"))).not.toContain("Elemente der Seite");
  });
});
