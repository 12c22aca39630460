import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageReport, ScanJob } from "#core/contract";
import { createRun, getRun } from "#core/runs/runs.server";
import { createDb } from "#drizzle/db.server";
import { parseEnv } from "~/utils/env.server";
import { recoverLocalRuns } from "~/utils/scan-dispatch.server";
import { cleanPageReport } from "./page-report";

/**
 * The production cron's recovery for `npm run dev`: runs and pages whose local scan was interrupted are
 * found in the real local D1 and scanned again through the local scanner (LOCAL_SCANNER_URL, answered
 * here at the HTTP boundary), and at start every open run is resumed.
 */
const db = createDb(env.DB);
const token = "local-recovery-token-0123456789abcdef";
const origin = "https://www.beispiel.de";

function report(url: string): PageReport {
  return cleanPageReport(url, { links: [] });
}

function localScanner() {
  const scanned: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
    const job = (await request.json()) as ScanJob;
    scanned.push(job.url);
    return Response.json({ ok: true, report: report(job.url) });
  });
  return scanned;
}

function appContext() {
  const ctx = createExecutionContext();
  const appEnv = parseEnv(env);
  const context = { env: appEnv, db, cloudflare: { env, ctx } } as unknown as AppLoadContext;
  return { context, ctx };
}

const expired = Date.now() - 60_000;

async function interruptedRuns() {
  const pageRun = await createRun(db, { url: `${origin}/`, level: "AA", locale: "de", ownerId: "owner-1" });
  await env.DB.prepare("UPDATE runs SET status = 'running', lease_until = ?, attempts = 1 WHERE id = ?")
    .bind(expired, pageRun.id)
    .run();
  const siteRun = await createRun(db, {
    url: `${origin}/`,
    level: "AA",
    locale: "de",
    ownerId: "owner-1",
    site: { pageLimit: 10, depthLimit: 1 },
  });
  await env.DB.batch([
    env.DB.prepare("UPDATE runs SET status = 'running', final_url = ? WHERE id = ?").bind(
      `${origin}/`,
      siteRun.id,
    ),
    env.DB.prepare(
      "INSERT INTO run_pages (run_id, id, url, depth, status, attempts, lease_until) VALUES (?, 0, ?, 0, 'running', 1, ?)",
    ).bind(siteRun.id, `${origin}/`, expired),
    // Waiting in the pool of the dev server that stopped: nothing but a new start will queue it again.
    env.DB.prepare(
      "INSERT INTO run_pages (run_id, id, url, depth, status) VALUES (?, 1, ?, 1, 'queued')",
    ).bind(siteRun.id, `${origin}/a`),
  ]);
  const queuedRun = await createRun(db, {
    url: `${origin}/b`,
    level: "AA",
    locale: "de",
    ownerId: "owner-1",
  });
  return { pageRun, siteRun, queuedRun };
}

describe("local recovery", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM run_pages; DELETE FROM run_results; DELETE FROM runs;");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("scans interrupted runs and pages again, as the production cron does", async () => {
    const scanned = localScanner();
    const { pageRun, siteRun, queuedRun } = await interruptedRuns();
    const { context, ctx } = appContext();
    expect(await recoverLocalRuns(context)).toBe(2);
    await waitOnExecutionContext(ctx);
    expect(scanned.sort()).toEqual([`${origin}/`, `${origin}/`]);
    expect((await getRun(db, pageRun.id))?.status).toBe("done");
    // The page that was only waiting is not taken by the periodic round, which cannot tell it apart
    // from a page waiting in the running pool.
    expect((await getRun(db, siteRun.id))?.status).toBe("running");
    expect((await getRun(db, queuedRun.id))?.status).toBe("queued");
  });

  it("at start, also resumes every open run, whose waiting jobs went with the previous process", async () => {
    const scanned = localScanner();
    const { pageRun, siteRun, queuedRun } = await interruptedRuns();
    const { context, ctx } = appContext();
    await recoverLocalRuns(context, { resumeAll: true });
    await waitOnExecutionContext(ctx);
    expect(scanned.sort()).toEqual([`${origin}/`, `${origin}/`, `${origin}/a`, `${origin}/b`]);
    for (const run of [pageRun, siteRun, queuedRun]) {
      const done = await getRun(db, run.id);
      expect([done?.status, done?.errorCode]).toEqual(["done", null]);
    }
  });

  it("ends an interrupted run as failed when it is out of attempts", async () => {
    localScanner();
    const run = await createRun(db, { url: `${origin}/`, level: "AA", locale: "de", ownerId: "owner-1" });
    await env.DB.prepare("UPDATE runs SET status = 'running', lease_until = ?, attempts = 3 WHERE id = ?")
      .bind(expired, run.id)
      .run();
    const { context, ctx } = appContext();
    await recoverLocalRuns(context);
    await waitOnExecutionContext(ctx);
    const failed = await getRun(db, run.id);
    expect([failed?.status, failed?.errorCode]).toEqual(["failed", "timeout"]);
  });

  it("ends a site run as failed with a reason when the local scanner breaks down in discovery", async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
      return Response.json({ error: "internal" }, { status: 500 });
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const run = await createRun(db, {
      url: `${origin}/`,
      level: "AA",
      locale: "de",
      ownerId: "owner-1",
      site: { pageLimit: 10, depthLimit: 1 },
    });
    const { context, ctx } = appContext();
    await recoverLocalRuns(context, { resumeAll: true });
    await waitOnExecutionContext(ctx);
    const failed = await getRun(db, run.id);
    expect([failed?.status, failed?.errorCode]).toEqual(["failed", "internal"]);
  });

  it("records a single-page scan that breaks down after scanning as failed, instead of rejecting", async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
      // An answer the app cannot store: the failure comes after the scan, out of processScanJob.
      return Response.json({ ok: true, report: { ...report(`${origin}/`), violations: null } });
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const run = await createRun(db, { url: `${origin}/`, level: "AA", locale: "de", ownerId: "owner-1" });
    const { context, ctx } = appContext();
    await recoverLocalRuns(context, { resumeAll: true });
    await waitOnExecutionContext(ctx);
    const failed = await getRun(db, run.id);
    expect([failed?.status, failed?.errorCode]).toEqual(["failed", "internal"]);
  });

  it("answers only `npm run dev`, which holds the token", async () => {
    const post = (headers: Record<string, string>) =>
      SELF.fetch("http://localhost/local/recover?start=1", {
        method: "POST",
        headers: { Origin: "http://localhost", ...headers },
      });
    expect((await post({})).status).toBe(404);
    expect((await post({ Authorization: "Bearer wrong-token-0123456789abcdef0123456" })).status).toBe(404);
    expect((await SELF.fetch("http://localhost/local/recover")).status).toBe(404);
    const answer = await post({ Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ jobs: 0 });
  });
});
