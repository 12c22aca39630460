import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Finding, FlowRunOutcome, SiteJob } from "#core/contract";
import { createRun, getRun, loadSiteReport, type Run } from "#core/runs/runs.server";
import { type FlowJob, processSiteJob, type SiteScanner } from "#core/runs/site-runs.server";
import { keyringFrom } from "#core/secrets";
import { saveFlow } from "#core/site-steps.server";
import { createDb, schema } from "#drizzle/db.server";
import { createApiToken } from "~/utils/api/tokens.server";
import { appFetch } from "./app-fetch";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber } from "./subscriber";

/**
 * A flow's scanned states are pages of the site run (decision 051): run as a job of the run through the
 * real run store in a local D1 (the scanner answering in memory), aggregated with the crawled pages, and
 * shown by flow and step wherever the report's pages are: issues, counts, the pages tab, the CSV, JSON
 * and API answers, and the triage.
 */
const db = createDb(env.DB);
const keyring = keyringFrom(env.LOGIN_SECRETS_KEY);

const unlabelled: Finding = {
  ruleId: "label",
  impact: "critical",
  description: "Ensure every form element has a label",
  help: "Formularelemente müssen Beschriftungen haben",
  helpUrl: "https://dequeuniversity.com/rules/axe/4.14/label",
  wcag: ["4.1.2"],
  en301549: ["9.4.1.2"],
  bestPractice: false,
  nodes: [{ selector: "#strasse", html: '<input id="strasse" name="strasse">', failureSummary: "Label it" }],
};

/** A registered site with its flow "Bestellung", and a site run of it as an account starts one. */
async function siteWithFlow() {
  const { user, cookie } = await signedInSubscriber();
  const origin = `https://shop-${crypto.randomUUID().slice(0, 8)}.example`;
  const [site] = await db
    .insert(schema.registeredSites)
    .values({
      workspaceId: user.id,
      siteKey: new URL(origin).host,
      url: `${origin}/`,
      confirmedAt: new Date(),
    })
    .returning();
  const saved = await saveFlow(db, keyring, site?.id ?? 0, undefined, {
    version: 1,
    name: "Bestellung",
    steps: [
      { action: "visit", url: "/kasse/warenkorb", scan: "Warenkorb" },
      { action: "click", target: { text: "Weiter zur Adresse" } },
      { action: "wait", for: { url: "/kasse/adresse" }, scan: "Adresse" },
    ],
  });
  const run = await siteRunOf(user.id, origin);
  return { user, cookie, origin, run, flowId: saved.ok ? saved.id : "" };
}

async function siteRunOf(ownerId: string, origin: string): Promise<Run> {
  const run = await createRun(db, {
    url: `${origin}/`,
    level: "AA",
    locale: "de",
    ownerId,
    site: { pageLimit: 10, depthLimit: 1 },
  });
  // As an account's run is: of the owner's registered site (startAccountRun).
  await db
    .update(schema.runs)
    .set({ siteKey: new URL(origin).host })
    .where(eq(schema.runs.id, run.id));
  return run;
}

/** Works off the run's jobs as a queue would, the scanner answering from memory. */
async function runSite(run: Run, origin: string, flowAnswer: FlowRunOutcome | null) {
  const queue: SiteJob[] = [
    { runId: run.id, url: run.url, level: "AA", locale: "de", site: { step: "discover" } },
  ];
  const flowJobs: FlowJob[] = [];
  const scanner: SiteScanner = {
    discover: async () => ({ rootUrl: `${origin}/`, robotsTxt: null, crawlDelayMs: 0, sitemapUrls: [] }),
    scan: async (job) => ({ ok: true, report: cleanPageReport(job.url) }),
    dispatch: async (jobs) => {
      queue.push(...jobs.map(({ job }) => job));
    },
    runFlow: async (job) => {
      flowJobs.push(job);
      return flowAnswer;
    },
  };
  for (let job = queue.shift(); job; job = queue.shift()) await processSiteJob(db, job, scanner);
  return flowJobs;
}

const get = (path: string, cookie: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, { headers: { Cookie: `${cookie}; locale=${locale}` } });

/** The rendered page's text, without its scripts (the route data travels along in those) and tags. */
async function text(response: Response): Promise<string> {
  return (await response.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

it("keeps a flow's scanned states as pages of the run: issues, counts, pages tab, exports, API and triage", async () => {
  const { user, cookie, origin, run, flowId } = await siteWithFlow();
  const flowJobs = await runSite(run, origin, {
    ok: true,
    signedIn: true,
    scans: [
      {
        name: "Warenkorb",
        step: 1,
        url: `${origin}/kasse/warenkorb`,
        outcome: { ok: true, report: cleanPageReport(`${origin}/kasse/warenkorb`) },
      },
      {
        name: "Adresse",
        step: 3,
        url: `${origin}/kasse/adresse`,
        outcome: {
          ok: true,
          report: cleanPageReport(`${origin}/kasse/adresse`, {
            violations: [unlabelled],
            counts: { violations: 1, incomplete: 0, passes: 1, inapplicable: 0 },
            impacts: { critical: 1, serious: 0, moderate: 0, minor: 0 },
          }),
        },
      },
    ],
  });
  // The flow ran once, as a job of the run, by the stored flow's id.
  expect(flowJobs).toEqual([{ runId: run.id, flowId, site: origin, level: "AA", locale: "de" }]);

  const done = await getRun(db, run.id);
  expect(done?.status).toBe("done");
  const report = done ? await loadSiteReport(db, done) : null;
  // The crawled start page, then the flow's states in the order of their steps, signed in.
  expect(report?.pages.map((page) => [page.url, page.flow ?? null, page.signedIn ?? false])).toEqual([
    [`${origin}/`, null, false],
    [`${origin}/kasse/warenkorb`, { name: "Bestellung", scan: "Warenkorb", step: 1 }, true],
    [`${origin}/kasse/adresse`, { name: "Bestellung", scan: "Adresse", step: 3 }, true],
  ]);
  expect(report?.flows).toEqual([{ name: "Bestellung", ok: true, signedIn: true }]);
  const issue = report?.issues.find((candidate) => candidate.ruleId === "label");
  expect(issue?.occurrences.map((occurrence) => occurrence.page)).toEqual([2]);
  expect(report?.totals).toMatchObject({ pagesScanned: 3, issues: 1, occurrences: 1 });
  // The run's headline figures are the report's, flow states included.
  expect(done?.violationCount).toBe(1);

  // The report: the flow's group, and its states among the pages, named by flow and step.
  const page = await text(await get(`/run/${run.id}`, cookie));
  expect(page).toContain("Ablauf: Bestellung");
  expect(page).toContain("Schritt 3 · Adresse: 1 Verstoß");
  expect(page).toContain("Schritt 1 · Warenkorb: 0 Verstöße");
  const pagesTab = await text(await get(`/run/${run.id}?tab=pages`, cookie));
  expect(pagesTab).toContain("Ablauf: Bestellung");
  expect(pagesTab).toContain("Bestellung › Adresse");
  expect(pagesTab).toContain("angemeldet");
  const issuesTab = await text(await get(`/run/${run.id}?tab=issues`, cookie, "en"));
  expect(issuesTab).toContain("Bestellung › Adresse");

  // The exports.
  const csv = await (await get(`/run/${run.id}/export/csv`, cookie)).text();
  expect(csv.split("\r\n")[0]).toContain("Ablaufschritt");
  const labelRow = csv.split("\r\n").find((line) => line.includes("#strasse"));
  expect(labelRow).toContain("Bestellung › Adresse");
  expect(labelRow).toContain("angemeldet");
  const json = (await (await get(`/run/${run.id}/export/json`, cookie)).json()) as {
    pages: { flow?: unknown; signedIn?: boolean }[];
    flows: unknown[];
  };
  expect(json.pages[2]).toMatchObject({
    flow: { name: "Bestellung", scan: "Adresse", step: 3 },
    signedIn: true,
  });
  expect(json.flows).toHaveLength(1);

  // The API: the run counts the flow's states among its pages, and its export names them.
  const token = await createApiToken(db, user.id, user.id, { name: "CI", scope: "read", expiry: "30" });
  if (!token.ok) throw new Error("no token");
  const api = (path: string) =>
    appFetch(`http://localhost${path}`, { headers: { Authorization: `Bearer ${token.token}` } });
  const resource = (await (await api(`/api/v1/runs/${run.id}`)).json()) as {
    pages: { found: number; done: number };
    counts: { wcagViolations: number };
  };
  expect(resource.pages).toMatchObject({ found: 3, done: 3 });
  expect(resource.counts.wcagViolations).toBe(1);
  const exported = (await (await api(`/api/v1/runs/${run.id}/export/json`)).json()) as {
    pages: { flow?: { scan: string } }[];
  };
  expect(exported.pages.map((entry) => entry.flow?.scan ?? null)).toEqual([null, "Warenkorb", "Adresse"]);

  // Triage: the flow state's issue is the site's issue like any other, by its key.
  const [site] = await db
    .select({ id: schema.registeredSites.id })
    .from(schema.registeredSites)
    .where(eq(schema.registeredSites.workspaceId, user.id));
  const issues = (await (await api(`/api/v1/sites/${site?.id}/issues`)).json()) as {
    items: { key: string }[];
  };
  expect(issues.items.map((entry) => entry.key)).toContain(issue?.key);
}, 60_000);

it("ends a flow that stopped with its reason, and a run whose site has no flows reports as before", async () => {
  const { user, cookie, origin, run, flowId } = await siteWithFlow();
  await runSite(run, origin, {
    ok: false,
    signedIn: true,
    failure: { phase: "flow", step: 2, code: "not_found" },
    scans: [
      {
        name: "Warenkorb",
        step: 1,
        url: `${origin}/kasse/warenkorb`,
        outcome: { ok: true, report: cleanPageReport(`${origin}/kasse/warenkorb`) },
      },
    ],
  });
  const done = await getRun(db, run.id);
  const report = done ? await loadSiteReport(db, done) : null;
  expect(report?.flows).toEqual([
    { name: "Bestellung", ok: false, signedIn: true, failure: { phase: "flow", step: 2, code: "not_found" } },
  ]);
  expect(report?.pages).toHaveLength(2);
  const page = await text(await get(`/run/${run.id}`, cookie));
  expect(page).toContain(
    "Der Ablauf blieb bei Schritt 2 stehen: Das Feld oder Bedienelement ist auf der Seite nicht zu finden.",
  );

  // A flow removed while its run was under way ends saying so.
  const removed = await siteRunOf(user.id, origin);
  await runSite(removed, origin, null);
  const removedReport = await loadSiteReport(db, (await getRun(db, removed.id)) as Run);
  expect(removedReport?.flows?.[0]?.failure).toEqual({ phase: "flow", step: 0, code: "flow_removed" });
  expect(await text(await get(`/run/${removed.id}`, cookie))).toContain(
    "Der Ablauf konnte nicht beginnen: Der Ablauf ist nicht mehr gespeichert.",
  );

  // The same site without its flow: no flow job, no flows in the report.
  await db.delete(schema.siteFlows).where(eq(schema.siteFlows.id, flowId));
  const again = await siteRunOf(user.id, origin);
  const flowJobs = await runSite(again, origin, { ok: true, signedIn: false, scans: [] });
  expect(flowJobs).toEqual([]);
  const plain = await loadSiteReport(db, (await getRun(db, again.id)) as Run);
  expect(plain?.pages).toHaveLength(1);
  expect(plain && "flows" in plain).toBe(false);
}, 60_000);
