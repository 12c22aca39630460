/** The local scanner service as the app's dispatch uses it: POST /scan with a ScanJob. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanJob, ScanOutcome } from "../../workers/scanner/contract";
import { type LocalScannerServer, startLocalScannerServer } from "../../workers/scanner/local/server";
import { type BarrierServer, startBarrierServer } from "./barrier-server";

let site: BarrierServer;
let service: LocalScannerServer;

beforeAll(async () => {
  site = await startBarrierServer({ refusedOrigin: "http://10.0.0.1" });
  service = await startLocalScannerServer({
    port: 0,
    policy: { allowPrivate: false, allowedHostPorts: [site.hostPort] },
  });
});

afterAll(async () => {
  await service?.close();
  await site?.close();
});

const post = (body: string, contentType = "application/json") =>
  fetch(`${service.url}/scan`, { method: "POST", headers: { "Content-Type": contentType }, body });

const job = (url: string): ScanJob => ({ runId: "run-1", url, level: "AA", locale: "de" });

describe("local scanner service", () => {
  it("answers GET /health", async () => {
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(200);
  });

  it("scans a job and answers with its outcome", async () => {
    const response = await post(JSON.stringify(job(`${site.origin}/empty-button.html`)));
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as ScanOutcome;
    expect(outcome.ok && outcome.report.violations.map((finding) => finding.ruleId)).toEqual(["button-name"]);
  });

  it("answers a failed scan with 200 and the error code", async () => {
    const response = await post(JSON.stringify(job("http://192.168.1.1/")));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: false, error: "blocked_target" });
  });

  it.each([
    ["not JSON", "{"],
    ["not a job", JSON.stringify({ url: "https://www.beispiel.de/" })],
    ["a bad level", JSON.stringify({ ...job("https://www.beispiel.de/"), level: "AAAA" })],
    ["not a URL", JSON.stringify(job("beispiel"))],
  ])("refuses %s with 400", async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
  });

  it("refuses bodies that are not JSON-typed (cross-site forms) and unknown routes", async () => {
    expect((await post(JSON.stringify(job(`${site.origin}/clean.html`)), "text/plain")).status).toBe(415);
    expect((await fetch(`${service.url}/scan`)).status).toBe(405);
    expect((await fetch(`${service.url}/nothing`)).status).toBe(404);
  });
});
