import { createExecutionContext, createScheduledController, env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { decode } from "turbo-stream";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Finding, Impact, PageReport, ScanJob } from "#core/contract";
import { completeRun, createRun, loadSiteReport } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { printReportHtml } from "~/components/report/print.server";
import { deliverDueMail } from "~/utils/mail/index.server";
import { runTriageOf } from "~/utils/triage.server";
import app from "../../workers/app";
import { appFetch, requestSettled } from "./app-fetch";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber } from "./subscriber";

/**
 * Decision 029: every view, export and mail counts the same runs the same way. Two scheduled site runs
 * of one site with WCAG violations, a best practice and a finding to check by hand; some issues triaged
 * between them. The scanner is the boundary, answered in memory.
 */
const db = createDb(env.DB);
const longAgo = new Date("2026-01-01T00:00:00Z");

const wcagRules: [string, Impact, string][] = [
  ["image-alt", "critical", "1.1.1"],
  ["button-name", "critical", "4.1.2"],
  ["label", "serious", "4.1.2"],
  ["color-contrast", "serious", "1.4.3"],
  ["link-name", "serious", "2.4.4"],
  ["document-title", "serious", "2.4.2"],
  ["frame-title", "serious", "4.1.2"],
];

function finding(ruleId: string, impact: Impact, wcag: string[], bestPractice = false): Finding {
  return {
    ruleId,
    impact,
    description: `Description of ${ruleId}`,
    help: `Help for ${ruleId}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${ruleId}`,
    wcag,
    en301549: [],
    bestPractice,
    nodes: [{ selector: `main .${ruleId}`, html: `<div class="${ruleId}">`, failureSummary: "Fix it" }],
  };
}

/** How many of the WCAG rules the page fails: 6 on the first run, 7 on the second. */
let failing = 6;

function pageReport(url: string): PageReport {
  const violations = [
    ...wcagRules.slice(0, failing).map(([rule, impact, criterion]) => finding(rule, impact, [criterion])),
    finding("region", "moderate", [], true),
  ];
  const incomplete = [finding("aria-hidden-focus", "serious", ["4.1.2"])];
  const impacts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const [, impact] of wcagRules.slice(0, failing)) impacts[impact]++;
  return cleanPageReport(url, {
    violations,
    incomplete,
    impacts,
    counts: { violations: violations.length, incomplete: 1, passes: 1, inapplicable: 0 },
    links: [],
  });
}

beforeEach(() => {
  failing = 6;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== "http://scanner.test") return realFetch(input, init);
    if (url.pathname === "/discover") {
      const body = (await request.json()) as { url: string };
      return Response.json({ rootUrl: body.url, robotsTxt: null, crawlDelayMs: 0, sitemapUrls: [] });
    }
    const job = (await request.json()) as ScanJob;
    return Response.json({ ok: true, report: pageReport(job.url) });
  });
  return () => vi.restoreAllMocks();
});

async function fireCron(at: Date) {
  const ctx = createExecutionContext();
  await app.scheduled(
    createScheduledController({ scheduledTime: at.getTime(), cron: "*/5 * * * *" }),
    env as unknown as Env,
    ctx,
  );
  await requestSettled(ctx);
}

const get = (path: string, cookie = "") =>
  SELF.fetch(`http://localhost${path}`, { headers: { Cookie: `${cookie}; locale=de` }, redirect: "manual" });

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=de`,
    },
  });

/** A route's loader data, as Remix's single fetch hands it to the browser. */
async function loaderData<T>(path: string, route: string, cookie = ""): Promise<T> {
  const [pathname, query] = path.split("?");
  const search = new URLSearchParams(query);
  search.set("_routes", route);
  const response = await get(`${pathname}.data?${search}`, cookie);
  expect(response.status).toBe(200);
  const decoded = await decode(response.body as ReadableStream<Uint8Array>);
  await decoded.done;
  return (decoded.value as Record<string, { data: T }>)[route]?.data as T;
}

/** The page's visible text, tags dropped and white space joined, to find sentences in. */
async function pageText(path: string, cookie = ""): Promise<string> {
  const response = await get(path, cookie);
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

type ReceivedMail = { to: string[]; subject: string; text: string };

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${env.MAIL_API_BASE}/_local/api/emails`);
  const { data } = (await response.json()) as { data: ReceivedMail[] };
  return data.filter((mail) => mail.to.includes(address));
}

type Severities = Record<Impact | "unrated", number>;
const sum = (severities: Severities) => Object.values(severities).reduce((total, value) => total + value, 0);

type SiteCounts = {
  found: number;
  open: number;
  occurrences: number;
  bestPractices: number;
  review: number;
  triaged: number;
  severities: Severities;
};
type Dashboard = {
  overview: { runId: string; counts: SiteCounts };
  trend: { runId: string; issues: number; occurrences: number; impacts: Record<Impact, number> }[];
  issues: { key: string; ruleId: string; group: string; state: string }[];
  issueCount: number;
  groupCounts: Record<string, number>;
  runs: { id: string; issues: number | null }[];
};
type RunReport = {
  summary: {
    issues: number;
    open: number;
    occurrences: number;
    bestPractices: number;
    review: number;
    impacts: Severities;
  };
  /** Rules with their element groups (decision 036): each group is an issue with its own triage. */
  view: {
    wcag: { groups: { key: string; state: string }[] }[];
    bestPractice: { groups: { key: string; state: string }[] }[];
    issueCount: number;
  };
};
type FreeScan = {
  counts: { wcagViolations: number; bestPractices: number; review: number; severities: Severities };
  preview: unknown[];
};
type JsonExport = {
  counts: { wcagViolations: number; open: number | null; bestPractices: number; review: number };
  issues: { key: string; triage: { state: string } | null }[];
};

describe("one counting model", { timeout: 60_000 }, () => {
  it("gives the same numbers in the free scan, reports, dashboard, triage list, exports and mails, and keeps a past run's count after triage", async () => {
    const { user, cookie } = await signedInSubscriber();
    const address = `counts-${crypto.randomUUID().slice(0, 8)}@beispiel.test`;
    await db.update(schema.users).set({ email: address }).where(eq(schema.users.id, user.id));
    const url = `https://site-${crypto.randomUUID().slice(0, 8)}.example/`;
    const [site] = await db
      .insert(schema.registeredSites)
      .values({ workspaceId: user.id, siteKey: new URL(url).host, url, confirmedAt: new Date() })
      .returning();
    if (!site) throw new Error("no site");
    await db.insert(schema.siteSchedules).values({
      siteId: site.id,
      workspaceId: user.id,
      frequency: "daily",
      hour: 6,
      level: "AA",
      activeFrom: longAgo,
      updatedAt: longAgo,
    });

    // The free scan of the same page: six WCAG violations, one best practice, five rows previewed.
    const free = await createRun(db, { url, level: "AA", locale: "de" });
    await completeRun(db, free.id, pageReport(url));
    const scan = await loaderData<FreeScan>(`/scan/${free.id}`, "routes/scan.$id");
    expect(scan.counts).toMatchObject({ wcagViolations: 6, bestPractices: 1, review: 1 });
    expect(sum(scan.counts.severities)).toBe(6);
    expect(scan.preview).toHaveLength(5);
    const scanText = await pageText(`/scan/${free.id}`);
    expect(scanText).toContain("5 von 6 WCAG-Verstößen");
    expect(scanText).toContain("Dazu kommt 1 Empfehlung über WCAG hinaus");

    // First run: six WCAG violation issues.
    await fireCron(new Date("2026-12-14T05:00:00Z"));
    await fireCron(new Date("2026-12-14T05:05:00Z"));
    let dashboard = await loaderData<Dashboard>(`/sites/${site.id}`, "routes/sites.$id", cookie);
    const firstRunId = dashboard.overview.runId;
    const firstPoint = dashboard.trend[0];
    expect(dashboard.trend).toHaveLength(1);
    expect(firstPoint).toMatchObject({ runId: firstRunId, issues: 6, occurrences: 6 });
    expect(dashboard.overview.counts).toMatchObject({ found: 6, open: 6, bestPractices: 1, review: 1 });

    // Triage: one false positive, one accepted.
    const keyOf = (rule: string) => dashboard.issues.find((issue) => issue.ruleId === rule)?.key ?? "";
    const imageAlt = keyOf("image-alt");
    const label = keyOf("label");
    const verdicts: [string, string, string][] = [
      [imageAlt, "false_positive", ""],
      [label, "accepted", "Third-party widget"],
    ];
    for (const [issueKey, status, note] of verdicts) {
      expect(
        (await post(`/sites/${site.id}`, cookie, { intent: "triage", issueKey, status, note })).status,
      ).toBe(302);
    }

    // Second run: one more WCAG violation.
    failing = 7;
    await fireCron(new Date("2026-12-15T05:00:00Z"));
    await fireCron(new Date("2026-12-15T05:05:00Z"));
    dashboard = await loaderData<Dashboard>(`/sites/${site.id}`, "routes/sites.$id", cookie);
    const secondRunId = dashboard.overview.runId;
    expect(secondRunId).not.toBe(firstRunId);
    const expected = { found: 7, open: 5, occurrences: 7, bestPractices: 1, review: 1, triaged: 2 };
    expect(dashboard.overview.counts).toMatchObject(expected);
    expect(sum(dashboard.overview.counts.severities)).toBe(7);
    // History is never rewritten: the first run's point is what it was before the triage.
    expect(dashboard.trend[0]).toEqual(firstPoint);
    expect(dashboard.trend.map((point) => point.issues)).toEqual([6, 7]);
    expect(dashboard.runs.map((run) => run.issues)).toEqual([7, 6]);
    // The triage list: every entry explained.
    expect(dashboard.issueCount).toBe(9);
    expect(dashboard.groupCounts).toEqual({ wcag: 7, bestPractice: 1, review: 1 });
    const dashboardText = await pageText(`/sites/${site.id}`, cookie);
    expect(dashboardText).toContain(
      "Einträge 1 bis 9 von 9: 7 WCAG-Verstöße, 1 Empfehlung über WCAG hinaus, 1 Punkt zur manuellen Prüfung.",
    );

    // The run report: found and open side by side, each issue's triage.
    const report = await loaderData<RunReport>(`/run/${secondRunId}?tab=issues`, "routes/run.$id", cookie);
    expect(report.summary).toMatchObject({
      issues: expected.found,
      open: expected.open,
      occurrences: expected.occurrences,
      bestPractices: 1,
      review: 1,
    });
    expect(sum(report.summary.impacts)).toBe(expected.found);
    const groups = report.view.wcag.flatMap((rule) => rule.groups);
    expect(groups).toHaveLength(7);
    expect(report.view.issueCount).toBe(expected.found);
    expect(report.view.bestPractice.flatMap((rule) => rule.groups)).toHaveLength(1);
    const states = new Map(groups.map((issue) => [issue.key, issue.state]));
    expect(states.get(imageAlt)).toBe("false_positive");
    expect(states.get(label)).toBe("accepted");
    expect(await pageText(`/run/${secondRunId}?tab=issues`, cookie)).toContain("Triage: Akzeptiert");
    // The older run's report keeps what it found; open follows today's triage.
    const older = await loaderData<RunReport>(`/run/${firstRunId}`, "routes/run.$id", cookie);
    expect(older.summary).toMatchObject({ issues: 6, open: 4, bestPractices: 1 });

    // The run list.
    const runsText = await pageText("/runs", cookie);
    expect(runsText).toContain("Probleme (WCAG-Verstöße): 7");
    expect(runsText).toContain("Probleme (WCAG-Verstöße): 6");

    // Exports of the run and of the site.
    const runJson = (await (await get(`/run/${secondRunId}/export/json`, cookie)).json()) as JsonExport;
    expect(runJson.counts).toEqual({
      wcagViolations: 7,
      occurrences: 7,
      open: 5,
      openOccurrences: 5,
      bestPractices: 1,
      review: 1,
    });
    expect(runJson.issues.find((issue) => issue.key === label)?.triage?.state).toBe("accepted");
    const runCsv = await (await get(`/run/${secondRunId}/export/csv`, cookie)).text();
    expect(runCsv.split("\r\n")[0]).toContain("Triage");
    expect(runCsv).toContain("Akzeptiert");
    expect(runCsv).toContain("Fehlalarm");
    expect(runCsv).toContain("Empfehlungen (über WCAG hinaus)");
    const siteJson = (await (await get(`/sites/${site.id}/export/json`, cookie)).json()) as JsonExport;
    expect(siteJson.counts).toEqual(runJson.counts);
    expect(siteJson.issues).toHaveLength(9);

    // The printed report (the PDF's HTML).
    const [secondRun] = await db.select().from(schema.runs).where(eq(schema.runs.id, secondRunId));
    if (!secondRun) throw new Error("no run");
    const stored = await loadSiteReport(db, secondRun);
    if (!stored) throw new Error("no report");
    const printed = (await printReportHtml(stored, undefined, await runTriageOf(db, secondRun)))
      .replaceAll("<!-- -->", "")
      .replace(/\s+/g, " ");
    expect(printed).toContain("<dt>Probleme (WCAG-Verstöße)</dt><dd>7</dd>");
    expect(printed).toContain("<dt>Davon offen nach Triage</dt><dd>5</dd>");
    expect(printed).toContain("<dt>Empfehlungen (über WCAG hinaus)</dt><dd>1</dd>");
    expect(printed).toContain("Triage: Fehlalarm");

    // The alerts after each scheduled run. A first try that met a dropped connection waits for a later
    // round (by the real clock); this stands for those rounds, so that the test reads what was sent.
    await deliverDueMail(env as unknown as Env, new Date(Date.now() + 60 * 60_000));
    const texts = (await mailsTo(address)).map((mail) => mail.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Insgesamt fand der Scan 6 Probleme (WCAG-Verstöße), davon 6 offen"),
        expect.stringContaining("Insgesamt fand der Scan 7 Probleme (WCAG-Verstöße), davon 5 offen"),
        expect.stringContaining("1 neues und 0 wieder aufgetretene"),
      ]),
    );
  });
});
