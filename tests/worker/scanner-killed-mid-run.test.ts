import { env } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { expect, inject, it } from "vitest";
import type { SiteJob } from "#core/contract";
import { createRun, getRun, jobFor, loadSiteReport, type Run } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { recoverLocalRuns, runSiteLocally } from "~/utils/scan-dispatch.server";

/**
 * Nothing stays stuck when the local scanner dies: a 24-page site run through the app's local pool and
 * a local scanner service in a process of its own (as `npm run dev` runs it beside the app), with a real
 * local D1. In the middle of the run the scanner and its Chromium are killed (SIGKILL, by their process
 * ids; tests/support/scanner-supervisor.ts). The pages it had in hand go back to the queue instead of
 * failing; a new scanner starts, and the recovery that `npm run dev` asks for at its start resumes the
 * run, which then finishes with every page counted once.
 */
const db = createDb(env.DB);
const supervisor = inject("scannerSupervisorUrl");

async function startScanner(): Promise<{ id: string; url: string }> {
  const response = await fetch(`${supervisor}/scanners`, { method: "POST" });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; url: string };
}

async function pageCounts(runId: string): Promise<Record<string, number>> {
  const pages = await db
    .select({ status: schema.runPages.status })
    .from(schema.runPages)
    .where(eq(schema.runPages.runId, runId));
  const counts: Record<string, number> = {};
  for (const { status } of pages) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** D1 tells no one when a page is done: asked every 100 ms. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((tick) => setTimeout(tick, 100));
  }
}

it("recovers a 24-page site run whose scanner and Chromium were killed in the middle, counting every page once", async () => {
  const run = await createRun(db, {
    url: `${inject("fixtureSiteOrigin")}/page-0.html`,
    level: "AA",
    locale: "de",
    ownerId: "owner-1",
    site: { pageLimit: 24, depthLimit: 2 },
  });
  const first = await startScanner();
  const pool = runSiteLocally(db, [jobFor(run) as SiteJob], first.url, 4);

  // In the middle: a good part of the pages done, Chromium busy with the next ones.
  await eventually(async () => ((await pageCounts(run.id)).done ?? 0) >= 8, 300_000);
  const killed = await fetch(`${supervisor}/scanners/${first.id}/kill`, { method: "POST" });
  // The scanner and at least its Chromium.
  expect(((await killed.json()) as { pids: number[] }).pids.length).toBeGreaterThan(1);
  await pool;

  // The pool stopped: the pages it had in hand went back to the queue, none failed for the lost scanner.
  const afterKill = await pageCounts(run.id);
  expect(afterKill.running ?? 0).toBe(0);
  expect(afterKill.failed ?? 0).toBe(0);
  expect(afterKill.done).toBeLessThan(24);
  expect((await getRun(db, run.id))?.status).toBe("running");

  // `npm run dev` started again: a new scanner, and the recovery at start resumes every open run.
  const second = await startScanner();
  const background: Promise<unknown>[] = [];
  const context = {
    db,
    env: { LOCAL_SCANNER_URL: second.url, LOCAL_SITE_CONCURRENCY: 4 },
    cloudflare: { ctx: { waitUntil: (work: Promise<unknown>) => background.push(work) } },
  } as unknown as AppLoadContext;
  expect(await recoverLocalRuns(context, { resumeAll: true })).toBeGreaterThan(0);
  await Promise.all(background);

  const done = await getRun(db, run.id);
  expect([done?.status, done?.errorCode]).toEqual(["done", null]);
  const pages = await db.select().from(schema.runPages).where(eq(schema.runPages.runId, run.id));
  expect(pages).toHaveLength(24);
  expect(new Set(pages.map((page) => page.url)).size).toBe(24);
  expect(pages.filter((page) => page.status !== "done").map((page) => [page.url, page.errorCode])).toEqual(
    [],
  );
  const report = await loadSiteReport(db, done as Run);
  expect(report?.pages).toHaveLength(24);
  expect(new Set(report?.pages.map((page) => page.url)).size).toBe(24);
  expect(report?.totals.pagesScanned).toBe(24);
}, 600_000);
