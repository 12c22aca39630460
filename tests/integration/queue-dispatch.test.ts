import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScanJob, SiteJob } from "#core/contract";
import app from "../../workers/app";
import { requestSettled } from "./app-fetch";

/*
 * The dispatch: the run's job goes to the scan queue, and a queue that refuses it fails the run at once.
 * The app Worker is called as the platform calls it, with a queue that records what it is sent.
 */
type AppEnv = Parameters<typeof app.fetch>[1];

function productionEnv(queue: Queue<ScanJob | SiteJob> | undefined): AppEnv {
  return { ...(env as unknown as Record<string, unknown>), SCAN_QUEUE: queue } as unknown as AppEnv;
}

/** As the platform hands it to the Worker (the test cannot fill in the edge's cf properties). */
type IncomingRequest = Parameters<typeof app.fetch>[0];

function freeScan(url: string): IncomingRequest {
  return new Request("http://localhost/?index", {
    method: "POST",
    body: new URLSearchParams({ formId: "hero", url }),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: "locale=en",
      "CF-Connecting-IP": "192.0.2.7",
    },
    redirect: "manual",
  }) as unknown as IncomingRequest;
}

async function startFreeScan(environment: AppEnv) {
  const ctx = createExecutionContext();
  const response = await app.fetch(freeScan("www.beispiel.de"), environment, ctx);
  await requestSettled(ctx);
  expect(response.status).toBe(302);
  const runId = response.headers.get("Location")?.split("/").pop() ?? "";
  return env.DB.prepare("SELECT id, url, status, error_code AS error FROM runs WHERE id = ?")
    .bind(runId)
    .first();
}

describe("dispatch through the scan queue (production)", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM runs");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("sends the run's job to the queue and leaves the run queued for the scanner Worker", async () => {
    const sent: unknown[] = [];
    const queue = {
      async send(body: ScanJob | SiteJob) {
        sent.push(body);
      },
      sendBatch: () => Promise.reject(new Error("a single run is one message")),
    } as unknown as Queue<ScanJob | SiteJob>;
    const run = await startFreeScan(productionEnv(queue));
    expect(run).toMatchObject({ url: "https://www.beispiel.de/", status: "queued", error: null });
    // An anonymous scan names its requester (a hash of the visitor's network) for a fair share.
    expect(sent).toEqual([
      {
        runId: run?.id,
        url: "https://www.beispiel.de/",
        level: "AA",
        locale: "en",
        requester: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it("fails the run at once when the queue refuses the job, instead of leaving it waiting", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusing = {
      send: () => Promise.reject(new Error("Queue is over its limit")),
    } as unknown as Queue<ScanJob | SiteJob>;
    const run = await startFreeScan(productionEnv(refusing));
    expect(run).toMatchObject({ status: "failed", error: "internal" });
  });

  it("fails the run when neither a queue nor a local scanner is configured", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const run = await startFreeScan(productionEnv(undefined));
    expect(run).toMatchObject({ status: "failed", error: "internal" });
  });
});
