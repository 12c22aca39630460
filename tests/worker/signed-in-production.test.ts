import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, inject, it, vi } from "vitest";
import type { ScanJob, SiteJob } from "#core/contract";
import { siteKeyOf } from "#core/runs/entitlements.server";
import { createRun, getRun, jobFor, loadSiteReport } from "#core/runs/runs.server";
import { keyringFrom } from "#core/secrets";
import { getRunSession, saveFlow, saveLoginProfile } from "#core/site-steps.server";
import type { AuthProfile, StepTrialResult } from "#core/steps";
import { createDb, schema } from "#drizzle/db.server";
import scannerWorker, { type ScannerEnv } from "#scanner/worker";
import { runTrial } from "~/utils/site-steps.server";

/**
 * The production path of a signed-in site (decision 047): the scanner Worker's queue handler invoked as
 * the platform does, @cloudflare/puppeteer through the Browser Rendering stand-in, the demo shop at
 * demo.test. The jobs carry ids only; the Worker opens the stored profile and flows with its own key,
 * signs in once, keeps the session sealed for the run's next jobs, signs in again when the shop has
 * ended it, runs the flows when the run is put together, and answers the app's trial runs.
 */
const db = createDb(env.DB);
const loginKey = "worker-prod:worker-production-login-secrets-0123456789";
const keyring = keyringFrom(loginKey);
const password = "Morgenrot-Demo-2026";
const port = inject("productionDemoPort");
const origin = `http://demo.test:${port}`;
const worker = scannerWorker as Required<
  Pick<ExportedHandler<ScannerEnv, unknown>, "queue" | "fetch" | "scheduled">
>;
const testEnv = env as unknown as { DB: D1Database; BROWSER: Fetcher; SCREENSHOTS: R2Bucket };

const profile: AuthProfile = {
  version: 1,
  steps: [
    { action: "visit", url: "/anmelden" },
    { action: "fill", field: { label: "E-Mail" }, value: "kunde@morgenrot.example" },
    { action: "fill", field: { label: "Passwort" }, value: password, secret: true },
    { action: "submit", target: { text: "Anmelden" } },
  ],
  success: { text: "Abmelden", url: "/konto" },
};

let sent: (ScanJob | SiteJob)[];
let scannerEnv: ScannerEnv;

beforeEach(() => {
  sent = [];
  const queue = {
    async send(body: ScanJob | SiteJob) {
      sent.push(body);
    },
    async sendBatch(messages: Iterable<MessageSendRequest<ScanJob | SiteJob>>) {
      for (const message of messages) sent.push(message.body);
    },
  };
  scannerEnv = {
    DB: testEnv.DB,
    BROWSER: testEnv.BROWSER,
    SCAN_QUEUE: queue as unknown as Queue<ScanJob | SiteJob>,
    DOH_URL: inject("dohUrl"),
    SCREENSHOTS: testEnv.SCREENSHOTS,
    LOGIN_SECRETS_KEY: loginKey,
    // Signing in, sessions and flows are what this file tests: axe-core alone finds what it asserts, and
    // our checks in this Worker are scanner-worker.test.ts's part.
    SCANNER_CHECKS: "none",
  };
  // The Worker's own fetches (robots.txt, sitemap, linked PDFs) reach the shop on 127.0.0.1, as
  // Chromium does through the stand-in's host rules.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname !== "demo.test") return realFetch(input, init);
    url.hostname = "127.0.0.1";
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    headers.set("X-Forwarded-Host", `demo.test:${port}`);
    return realFetch(url.href, { ...init, headers });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function deliver(body: unknown) {
  const batch = createMessageBatch("klarsicht-scans", [
    { id: "message-0", timestamp: new Date(), attempts: 1, body },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, scannerEnv, ctx);
  const result = await getQueueResult(batch, ctx);
  expect(result.retryMessages).toEqual([]);
}

/** Delivers what the Worker sent, one message at a time, until it sends nothing more. */
async function drain(): Promise<void> {
  for (let next = sent.shift(); next; next = sent.shift()) await deliver(next);
}

async function registeredSiteWithProfile() {
  const userId = `user-${crypto.randomUUID()}`;
  await db.insert(schema.users).values({ id: userId, subject: `local|${userId}`, email: "kim@example.test" });
  const [site] = await db
    .insert(schema.registeredSites)
    .values({ workspaceId: userId, siteKey: siteKeyOf(origin), url: `${origin}/`, confirmedAt: new Date() })
    .returning();
  const siteId = site?.id ?? 0;
  await saveLoginProfile(db, keyring, siteId, profile);
  return { userId, siteId };
}

async function siteRun(userId: string, pageLimit: number) {
  const run = await createRun(db, {
    url: `${origin}/konto`,
    level: "AA",
    locale: "de",
    ownerId: userId,
    site: { pageLimit, depthLimit: 1 },
  });
  await db
    .update(schema.runs)
    .set({ siteKey: siteKeyOf(origin) })
    .where(eq(schema.runs.id, run.id));
  return run;
}

it("scans the demo shop's account signed in through the queue, runs its flow, and keeps the password out of every row and message", async () => {
  const { userId, siteId } = await registeredSiteWithProfile();
  await saveFlow(db, keyring, siteId, undefined, {
    version: 1,
    name: "Kasse",
    steps: [
      { action: "visit", url: "/kasse/warenkorb", scan: "Warenkorb" },
      { action: "click", target: { text: "Weiter zur Adresse" } },
      { action: "wait", for: { url: "/kasse/adresse" }, scan: "Adresse" },
    ],
  });
  const run = await siteRun(userId, 16);
  const messages: unknown[] = [jobFor(run)];
  await deliver(jobFor(run));
  messages.push(...sent);
  for (let next = sent.shift(); next; next = sent.shift()) {
    await deliver(next);
    messages.push(...sent);
  }

  const done = await getRun(db, run.id);
  expect([done?.status, done?.errorCode]).toEqual(["done", null]);
  const pages = await db.select().from(schema.runPages).where(eq(schema.runPages.runId, run.id));
  const paths = pages.map((page) => new URL(page.url).pathname);
  // Pages only a signed-in customer reaches, each scanned where it is, not on the login form.
  expect(paths).toEqual(expect.arrayContaining(["/konto", "/konto/bestellungen", "/kasse/warenkorb"]));
  expect(pages.filter((page) => page.status !== "done").map((page) => page.url)).toEqual([]);
  const report = done ? await loadSiteReport(db, done) : null;
  const landed = (report?.pages ?? []).map((page) => new URL(page.finalUrl ?? page.url).pathname);
  expect(landed).not.toContain("/anmelden");
  // Every crawled page was scanned in the run's session: each is marked signed in.
  const crawled = (report?.pages ?? []).filter((page) => !page.flow);
  expect(crawled.length).toBeGreaterThan(2);
  expect(crawled.filter((page) => page.signedIn !== true).map((page) => page.url)).toEqual([]);
  expect(paths).not.toContain("/abmelden");
  expect(paths).not.toContain("/konto/loeschen");
  // The flow ran as a job of the run, signed in; its scanned states are pages of the report, named
  // by flow and step, with their issues (unlabelled address fields).
  const flowJobs = messages.filter((job) => (job as SiteJob).site?.step === "flow");
  expect(new Set(flowJobs.map((job) => JSON.stringify(job))).size).toBe(1);
  expect(report?.flows).toEqual([{ name: "Kasse", ok: true, signedIn: true }]);
  const states = (report?.pages ?? []).flatMap((page, index) =>
    page.flow
      ? [{ index, scan: page.flow.scan, path: new URL(page.url).pathname, signedIn: page.signedIn }]
      : [],
  );
  expect(states.map(({ scan, path, signedIn }) => [scan, path, signedIn])).toEqual([
    ["Warenkorb", "/kasse/warenkorb", true],
    ["Adresse", "/kasse/adresse", true],
  ]);
  const onAddress = report?.issues.filter((issue) =>
    issue.occurrences.some((o) => o.page === states[1]?.index),
  );
  expect(onAddress?.map((issue) => issue.ruleId)).toContain("label");
  // The run's session went with the run's end.
  expect(await getRunSession(db, keyring, run.id)).toBeNull();
  // The password: in its sealed column only; not in a queue message nor any other stored row.
  expect(messages.length).toBeGreaterThan(3);
  expect(JSON.stringify(messages)).not.toContain(password);
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    expect(JSON.stringify(rows.results), name).not.toContain(password);
  }
}, 240_000);

it("runs the flows of a run the cron recovers once, not twice: the last page's scanner died on its last attempt", async () => {
  const { userId, siteId } = await registeredSiteWithProfile();
  await saveFlow(db, keyring, siteId, undefined, {
    version: 1,
    name: "Kasse",
    steps: [
      { action: "visit", url: "/kasse/warenkorb", scan: "Warenkorb" },
      { action: "click", target: { text: "Weiter zur Adresse" } },
      { action: "wait", for: { url: "/kasse/adresse" }, scan: "Adresse" },
    ],
  });
  const run = await siteRun(userId, 2);
  await deliver(jobFor(run));
  const [flowJob] = sent.filter((job) => "site" in job && job.site.step === "flow");
  const pageJobs = sent.filter((job) => "site" in job && job.site.step === "page") as SiteJob[];
  expect(flowJob).toBeDefined();
  expect(pageJobs).toHaveLength(2);
  sent = [];
  // One page is scanned (and the documents it links to checked); the other's scanner died on its last
  // attempt (its lease ran out); the flow's job still waits in the queue.
  await deliver(pageJobs[0]);
  await drain();
  const lost = pageJobs[1] as SiteJob & { site: { step: "page"; pageId: number } };
  await db
    .update(schema.runPages)
    .set({ status: "running", attempts: 3, leaseUntil: new Date(Date.now() - 60_000) })
    .where(and(eq(schema.runPages.runId, run.id), eq(schema.runPages.id, lost.site.pageId)));
  sent = [];

  // The platform's cron: the page fails for good, and the run waits for its flow rather than ending.
  const cron = async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), scannerEnv, ctx);
    await waitOnExecutionContext(ctx);
  };
  await cron();
  const [page] = await db
    .select()
    .from(schema.runPages)
    .where(and(eq(schema.runPages.runId, run.id), eq(schema.runPages.id, lost.site.pageId)));
  expect([page?.status, page?.errorCode]).toEqual(["failed", "timeout"]);
  expect((await getRun(db, run.id))?.status).toBe("running");

  // The flow's job is delivered, and once more (a queue delivers at least once): it runs one time.
  await deliver(flowJob);
  await deliver(flowJob);
  await cron();
  await drain();
  const done = await getRun(db, run.id);
  expect(done?.status).toBe("done");
  const [flow] = await db.select().from(schema.runFlows).where(eq(schema.runFlows.runId, run.id));
  expect([flow?.status, flow?.attempts]).toEqual(["done", 1]);
  const report = done ? await loadSiteReport(db, done) : null;
  expect(report?.flows).toEqual([{ name: "Kasse", ok: true, signedIn: true }]);
  expect(report?.pages.filter((entry) => entry.flow).map((entry) => entry.flow?.scan)).toEqual([
    "Warenkorb",
    "Adresse",
  ]);
  expect(report?.totals.pagesFailed).toBe(1);
  // Put together once, its session dropped with it.
  expect(await getRunSession(db, keyring, run.id)).toBeNull();
}, 180_000);

it("discovers a signed-in run in its session: the customer area's sitemap, without sign-out or deletion", async () => {
  const { userId } = await registeredSiteWithProfile();
  const run = await siteRun(userId, 20);
  await deliver(jobFor(run));
  const pages = await db.select().from(schema.runPages).where(eq(schema.runPages.runId, run.id));
  const paths = pages.map((page) => new URL(page.url).pathname);
  // Listed only in the sitemap a signed-in visitor gets (robots.txt names it; signed out it redirects).
  expect(paths).toContain("/konto/bestellungen");
  expect(paths[0]).toBe("/konto");
  // Listed there too, never to be opened in the session.
  expect(paths).not.toContain("/abmelden");
  expect(paths).not.toContain("/konto/loeschen");
  // The session discovery signed in to is kept for the run's pages.
  expect((await getRunSession(db, keyring, run.id))?.map((cookie) => cookie.name)).toContain(
    "morgenrot_sitzung",
  );
}, 120_000);

it("signs in again when the shop has ended the run's session between two pages", async () => {
  const { userId } = await registeredSiteWithProfile();
  const run = await siteRun(userId, 14);
  await deliver(jobFor(run));
  const first = sent.shift();
  expect(first).toMatchObject({ site: { step: "page" } });
  await deliver(first);
  const before = await getRunSession(db, keyring, run.id);
  expect(before?.map((cookie) => cookie.name)).toContain("morgenrot_sitzung");

  // As the shop's time limit does, without warning: the kept cookie no longer opens the account.
  await fetch(`${inject("demoControlUrl")}/end-sessions`, { method: "POST" });
  // A page behind the login: the shop sends a visitor without a session to its login form.
  const orders = sent.findIndex((job) => new URL(job.url).pathname === "/konto/bestellungen");
  expect(orders).toBeGreaterThanOrEqual(0);
  await deliver(sent.splice(orders, 1)[0]);
  const after = await getRunSession(db, keyring, run.id);
  const sessionOf = (cookies: typeof before) => cookies?.find((c) => c.name === "morgenrot_sitzung")?.value;
  expect(sessionOf(after)).toBeDefined();
  expect(sessionOf(after)).not.toBe(sessionOf(before));
  await drain();

  const done = await getRun(db, run.id);
  expect(done?.status).toBe("done");
  const report = done ? await loadSiteReport(db, done) : null;
  const landed = (report?.pages ?? []).map((page) => new URL(page.finalUrl ?? page.url).pathname);
  expect(landed).toContain("/konto/bestellungen");
  expect(landed).not.toContain("/anmelden");
}, 180_000);

it("answers a trial run by ids: the stored profile and flow opened in the Worker, each step's result", async () => {
  const { siteId } = await registeredSiteWithProfile();
  const saved = await saveFlow(db, keyring, siteId, undefined, {
    version: 1,
    name: "Warenkorb",
    steps: [
      { action: "visit", url: "/kasse/warenkorb", scan: "Warenkorb" },
      { action: "click", target: { text: "Gibt es nicht" } },
    ],
  });
  const flowId = saved.ok ? saved.id : "";
  const ask = (body: unknown) =>
    worker.fetch(
      new Request("https://scanner/steps", {
        method: "POST",
        body: JSON.stringify(body),
      }) as Request<unknown, IncomingRequestCfProperties>,
      scannerEnv,
      createExecutionContext(),
    );
  const response = await ask({ siteId, flowId, level: "AA", locale: "de" });
  expect(response.status).toBe(200);
  const text = await response.text();
  const result = JSON.parse(text) as StepTrialResult;
  expect(result.done).toEqual([
    { phase: "login", step: 1 },
    { phase: "login", step: 2 },
    { phase: "login", step: 3 },
    { phase: "login", step: 4 },
    { phase: "flow", step: 1 },
  ]);
  expect(result.scans.map((scan) => [scan.name, scan.violations === null])).toEqual([["Warenkorb", false]]);
  // The step that fails stops the flow with its reason and the picture of where it stopped.
  expect(result.failure).toMatchObject({ phase: "flow", step: 2, code: "not_found" });
  expect(result.failure?.screenshot?.length).toBeGreaterThan(1000);
  expect(text).not.toContain(password);

  // Another site's flow, or none stored: nothing runs.
  expect((await ask({ siteId, flowId: "not-a-flow", level: "AA", locale: "de" })).status).toBe(404);
  const withoutKey = { ...scannerEnv, LOGIN_SECRETS_KEY: undefined };
  const refused = await worker.fetch(
    new Request("https://scanner/steps", {
      method: "POST",
      body: JSON.stringify({ siteId, level: "AA", locale: "de" }),
    }) as Request<unknown, IncomingRequestCfProperties>,
    withoutKey,
    createExecutionContext(),
  );
  expect(refused.status).toBe(503);
}, 120_000);

it("answers the app's trial run through the SCANNER service binding, as in production", async () => {
  const { siteId } = await registeredSiteWithProfile();
  const saved = await saveFlow(db, keyring, siteId, undefined, {
    version: 1,
    name: "Kasse",
    steps: [
      { action: "visit", url: "/kasse/warenkorb", scan: "Warenkorb" },
      { action: "click", target: { text: "Weiter zur Adresse" } },
      { action: "wait", for: { url: "/kasse/adresse" }, scan: "Adresse" },
    ],
  });
  // The app in production: no local scanner, the scanner Worker bound as SCANNER (here the Worker under
  // test, reached through its own binding with the settings the platform gives it).
  const context = { env: { SCANNER: SELF } } as unknown as AppLoadContext;
  const trial = {
    site: origin,
    siteId,
    flowId: saved.ok ? saved.id : "",
    level: "AA" as const,
    locale: "de" as const,
  };
  const answer = await runTrial(context, trial);
  expect(answer.ok).toBe(true);
  if (!answer.ok) return;
  expect(answer.result.ok).toBe(true);
  expect(answer.result.done.filter((step) => step.phase === "login")).toHaveLength(4);
  expect(answer.result.scans.map((scan) => [scan.name, new URL(scan.url).pathname])).toEqual([
    ["Warenkorb", "/kasse/warenkorb"],
    ["Adresse", "/kasse/adresse"],
  ]);
  expect(answer.result.scans[1]?.rules?.map((rule) => rule.id)).toContain("label");
  expect(JSON.stringify(answer)).not.toContain(password);
  // A flow the site does not have: the Worker says so, and the app shows the trial as not possible.
  expect(await runTrial(context, { ...trial, flowId: "not-a-flow" })).toEqual({
    ok: false,
    error: "unavailable",
  });
}, 120_000);
