/**
 * The local scanner service for development and the e2e tests: the app's dispatch (LOCAL_SCANNER_URL)
 * posts a ScanJob to POST /scan and gets the ScanOutcome back; POST /discover {url} answers a site's
 * SiteDiscovery (or {error}); POST /document {url} fetches a linked PDF through the address guard and
 * answers its check (PdfDocumentOutcome); POST /pdf {html} prints our report HTML to PDF; POST /steps (a
 * StepTrial) signs in with a login profile and runs a flow once, and answers each step's result
 * (StepTrialResult); POST /flow (a StepTrial with its flow) runs a site run's flow and answers each
 * scanned state's whole outcome (FlowRunOutcome). GET /health answers 200
 * once the service listens. Only on 127.0.0.1.
 *
 * Run on its own:  npx tsx workers/dev/scanner/server.ts
 *   LOCAL_SCANNER_PORT   port (default 8790)
 *   LOCAL_SCANNER_ALLOW  comma-separated host:port pairs scanned although private (local fixture sites)
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { scanJobSchema } from "#core/contract";
import type { TargetPolicy } from "#core/guard";
import { type AuthProfile, authProfileSchema, stepTrialSchema } from "#core/steps";
import { checksNamed } from "#scanner/checks/index";
import type { Check } from "#scanner/checks/types";
import type { ScanOptions } from "#scanner/engine";
import { siteRunFlow, trialRun } from "#scanner/steps";
import { signedInScanner } from "./cli-steps";
import { createLocalScanner, type LocalScanner } from "./scanner";

export type LocalScannerServer = { url: string; close(): Promise<void> };

/**
 * A ScanJob is a few hundred bytes, with the site's login profile a few KB; anything much larger is not
 * one. (Answers carry pictures; asks do not.)
 */
const maxBodyBytes = 64 * 1024;
/** A site report's HTML with thousands of occurrences. */
const maxPdfBodyBytes = 20 * 1024 * 1024;
/** A login profile and a flow of a hundred steps at most. */
const maxStepsBodyBytes = 512 * 1024;

const discoverSchema = z.object({
  url: z.url().max(2048),
  maxUrls: z.number().int().min(1).max(10_000).optional(),
  /** A signed-in run's: discovery asks in the run's session (signed in once for the run). */
  runId: z.string().min(1).max(100).optional(),
  auth: authProfileSchema.optional(),
});
const documentSchema = z.object({ url: z.url().max(2048) });
const pdfSchema = z.object({ html: z.string().min(1) });
const routes = new Set(["/scan", "/discover", "/document", "/pdf", "/steps", "/flow"]);

export async function startLocalScannerServer(options: {
  port: number;
  host?: "127.0.0.1";
  policy: TargetPolicy;
  concurrency?: number;
  /** Our checks the scans run (all of them by default). */
  checks?: readonly Check[];
  /** Told each scan's phases (the benchmark prints them). */
  onTimings?: ScanOptions["onTimings"];
}): Promise<LocalScannerServer> {
  const host = options.host ?? "127.0.0.1";
  const { checks, onTimings } = options;
  const scanner = await createLocalScanner({
    policy: options.policy,
    concurrency: options.concurrency,
    engine: { ...(checks ? { checks } : {}), ...(onTimings ? { onTimings } : {}) },
  });
  let port = options.port;
  const signedInRuns = signedInSessions(scanner);
  /**
   * What a trial or a run's flow signs in and steps with: the guard, and the profile's stored values
   * written out (no environment variable is read for them).
   */
  const stored = (profile: AuthProfile | undefined) => ({
    isAllowed: scanner.isAllowed,
    env: {},
    ...(profile ? { profile } : {}),
  });

  const server = http.createServer(async (request, response) => {
    try {
      const path = new URL(request.url ?? "/", "http://scanner").pathname;
      // A web page in the developer's browser could otherwise use the service, by DNS rebinding.
      if (!isLocalHost(request.headers.host, port)) return send(response, 403, { error: "forbidden_host" });
      if (path === "/health" && request.method === "GET") return send(response, 200, { ok: true });
      if (!routes.has(path)) return send(response, 404, { error: "not_found" });
      if (request.method !== "POST") return send(response, 405, { error: "method_not_allowed" });
      // Cross-site forms cannot send JSON: requiring it keeps drive-by pages out.
      if (!request.headers["content-type"]?.startsWith("application/json")) {
        return send(response, 415, { error: "expected_json" });
      }
      const limit =
        path === "/pdf"
          ? maxPdfBodyBytes
          : path === "/steps" || path === "/flow"
            ? maxStepsBodyBytes
            : maxBodyBytes;
      const body = await readBody(request, limit);
      if (body === null) return send(response, 413, { error: "too_large" });
      if (path === "/discover") {
        const input = discoverSchema.safeParse(parseJson(body));
        if (!input.success) return send(response, 400, { error: "invalid_job", issues: input.error.issues });
        const { url, maxUrls, runId, auth } = input.data;
        if (auth && runId) {
          const session = await signedInRuns.for(runId, new URL(url).origin, auth, {
            level: "AA",
            locale: "de",
          });
          if (!session.ok) return send(response, 200, { error: "login_failed" });
          return send(response, 200, await session.discover(url, { maxUrls }));
        }
        // A site that cannot be discovered is an outcome, like a failed scan: 200 with {error}.
        return send(response, 200, await scanner.discover(url, { maxUrls }));
      }
      if (path === "/document") {
        const input = documentSchema.safeParse(parseJson(body));
        if (!input.success) return send(response, 400, { error: "invalid_job", issues: input.error.issues });
        // A document that cannot be fetched or read is an outcome too: 200 with its reason.
        return send(response, 200, await scanner.document(input.data.url));
      }
      if (path === "/steps") {
        const input = stepTrialSchema.safeParse(parseJson(body));
        if (!input.success) return send(response, 400, { error: "invalid_job" });
        const { site, level, locale, profile, flow } = input.data;
        const result = await scanner.withTab(
          site,
          // A browser context of its own: nothing of the trial (its cookies) reaches another scan.
          { level, locale, runId: `trial-${crypto.randomUUID()}` },
          (tab, page, scanOptions) => trialRun({ tab, page, site, scanOptions, ...stored(profile) }, flow),
        );
        return send(response, 200, result);
      }
      if (path === "/flow") {
        // A flow of a site run: each scanned state with its whole outcome, which the run keeps as a page.
        const input = stepTrialSchema.safeParse(parseJson(body));
        if (!input.success || !input.data.flow) return send(response, 400, { error: "invalid_job" });
        const { site, level, locale, profile, flow } = input.data;
        const result = await scanner.withTab(
          site,
          { level, locale, runId: `flow-${crypto.randomUUID()}` },
          (tab, page, scanOptions) => siteRunFlow({ tab, page, site, scanOptions, ...stored(profile) }, flow),
        );
        return send(response, 200, result);
      }
      if (path === "/pdf") {
        const input = pdfSchema.safeParse(parseJson(body));
        if (!input.success) return send(response, 400, { error: "invalid_job", issues: input.error.issues });
        const pdf = await scanner.pdf(input.data.html);
        response.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": pdf.byteLength });
        response.end(pdf);
        return;
      }
      const job = scanJobSchema.safeParse(parseJson(body));
      if (!job.success) return send(response, 400, { error: "invalid_job", issues: job.error.issues });
      const { url, level, locale, runId, requester, pictures } = job.data;
      const auth = authProfileSchema.safeParse((parseJson(body) as { auth?: unknown }).auth);
      if (auth.success) {
        // A run of a site with a login profile: signed in once for the run, its scans in that session.
        const session = await signedInRuns.for(runId, new URL(url).origin, auth.data, { level, locale });
        if (!session.ok) {
          const detail = `${session.failure.code}: ${session.failure.detail}`;
          return send(response, 200, { ok: false, error: "login_failed", detail });
        }
        const outcome = await session.scan(url, { level, locale, requester, pictures });
        // A signed-in crawl never follows what would end the session or destroy something.
        if (outcome.ok && outcome.report.links) {
          outcome.report.links = outcome.report.links.filter((link) => !session.skip(link));
        }
        return send(response, 200, outcome);
      }
      // A browser context per run: nothing a page stores reaches another customer's scans.
      const outcome = await scanner.scan(url, { level, locale, runId, requester, pictures });
      send(response, 200, outcome);
    } catch (error) {
      console.error("Local scanner service failed", error);
      if (!response.headersSent) send(response, 500, { error: "internal" });
    }
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port, host, () => resolve());
    });
  } catch (error) {
    await scanner.close();
    throw error;
  }
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections (the app's fetch) would otherwise hold close() open for good.
      server.closeAllConnections();
      await closed;
      await scanner.close();
    },
  };
}

function isLocalHost(hostHeader: string | undefined, port: number): boolean {
  return hostHeader === `127.0.0.1:${port}` || hostHeader === `localhost:${port}`;
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The body as text, or null when it exceeds maxBytes. */
async function readBody(request: http.IncomingMessage, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<void> {
  const port = Number(process.env.LOCAL_SCANNER_PORT ?? 8790);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`LOCAL_SCANNER_PORT must be a port number, not "${process.env.LOCAL_SCANNER_PORT}"`);
  }
  const allowedHostPorts = (process.env.LOCAL_SCANNER_ALLOW ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  // The end-to-end tests scan the customers' fixture sites with the checks they need; our own pages get
  // every check (tests/e2e/own-pages.spec.ts).
  const checks = checksNamed(process.env.LOCAL_SCANNER_CHECKS, "LOCAL_SCANNER_CHECKS");
  const service = await startLocalScannerServer({
    port,
    policy: { allowPrivate: false, allowedHostPorts },
    ...(checks ? { checks } : {}),
  });
  console.log(
    `Local scanner listening on ${service.url}` +
      (allowedHostPorts.length > 0 ? ` (private targets allowed: ${allowedHostPorts.join(", ")})` : ""),
  );
  const stop = () => {
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

type SignedIn = Awaited<ReturnType<typeof signedInScanner>>;

/**
 * The signed-in sessions of the runs under way, one per run (signing in once, not once a page); the
 * oldest are forgotten beyond a few dozen runs, and one that failed to sign in is tried again next time.
 */
function signedInSessions(scanner: LocalScanner) {
  const sessions = new Map<string, Promise<SignedIn>>();
  return {
    async for(
      runId: string,
      site: string,
      profile: Parameters<typeof signedInScanner>[2],
      options: Parameters<typeof signedInScanner>[3],
    ): Promise<SignedIn> {
      let session = sessions.get(runId);
      if (!session) {
        session = signedInScanner(scanner, site, profile, options);
        sessions.set(runId, session);
        if (sessions.size > 32) sessions.delete(sessions.keys().next().value as string);
      }
      const signedIn = await session;
      if (!signedIn.ok) sessions.delete(runId);
      return signedIn;
    },
  };
}
