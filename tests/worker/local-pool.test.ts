import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, inject, it } from "vitest";
import type { SiteJob } from "#core/contract";
import { createRun, getRun, jobFor, loadSiteReport, type Run } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { runSiteLocally } from "~/utils/scan-dispatch.server";

/**
 * A whole-site run as `npm run dev` does it: the app's local pool (four jobs at a time, as
 * LOCAL_SITE_CONCURRENCY's default) against the real local scanner service with Chromium, on the
 * generated 100-page fixture site (24 of its pages) with robots.txt and a sitemap, and a real local D1.
 */
const db = createDb(env.DB);

it("finishes a 24-page whole-site scan through the local pool and the local scanner", async () => {
  const origin = inject("fixtureSiteOrigin");
  const run = await createRun(db, {
    url: `${origin}/page-0.html`,
    // WCAG 2.2, so that target size (2.5.8) is checked on the small navigation links of every page.
    level: "2.2",
    locale: "de",
    ownerId: "owner-1",
    site: { pageLimit: 24, depthLimit: 2 },
  });
  const started = Date.now();
  await runSiteLocally(db, [jobFor(run) as SiteJob], inject("localScannerUrl"), 4);
  console.log(`24-page site run through the local pool: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const done = await getRun(db, run.id);
  expect([done?.status, done?.errorCode]).toEqual(["done", null]);
  const pages = await db.select().from(schema.runPages).where(eq(schema.runPages.runId, run.id));
  expect(pages).toHaveLength(24);
  expect(pages.filter((page) => page.status !== "done").map((page) => [page.url, page.errorCode])).toEqual(
    [],
  );
  const report = await loadSiteReport(db, done as Run);
  expect(report?.pages).toHaveLength(24);
  expect(report?.totals.pagesScanned).toBe(24);
  // Every fourth page of the fixture has barriers, among them images without a text alternative.
  expect(report?.issues.map((issue) => issue.ruleId)).toContain("image-alt");
  // Similar elements are one issue: the links of the header navigation, on every page they fail, are one
  // target-size issue, not one per link.
  const navigation = report?.issues.filter((issue) => issue.pattern.includes("nav > ul > li > a")) ?? [];
  const targetSize = navigation.filter((issue) => issue.ruleId === "target-size");
  expect(targetSize.map((issue) => issue.category)).toEqual(["violations"]);
  expect(targetSize[0]?.pageCount).toBeGreaterThan(5);
  console.log(
    `24-page site: ${report?.issues.length} issues, ${report?.totals.occurrences} WCAG occurrences, ` +
      `navigation links: ${targetSize[0]?.occurrenceCount} target-size occurrences in one issue`,
  );
}, 600_000);
