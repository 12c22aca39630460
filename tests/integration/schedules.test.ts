import { createExecutionContext, createScheduledController, env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { decode } from "turbo-stream";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Finding, PageReport, ScanJob } from "#core/contract";
import { createRun } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { berlinInstant, berlinTime } from "~/utils/schedule";
import app from "../../workers/app";
import { appFetch, finished, requestSettled } from "./app-fetch";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber } from "./subscriber";

/**
 * Scheduled site scans against the real local D1, with the app Worker's scheduled handler invoked as the
 * platform invokes it. The scanner is the boundary: the scanner double is answered in memory, one
 * page whose barriers each test chooses.
 */
const db = createDb(env.DB);
const longAgo = new Date("2026-01-01T00:00:00Z");

let barriers: string[] = [];
/** When set, the site cannot be reached: its runs fail. */
let unreachable = false;

function finding(ruleId: string): Finding {
  return {
    ruleId,
    impact: ruleId === "label" ? "serious" : "critical",
    description: `Description of ${ruleId}`,
    help: `Help for ${ruleId}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${ruleId}`,
    wcag: ruleId === "label" ? ["4.1.2"] : ["1.1.1"],
    en301549: [],
    bestPractice: false,
    nodes: [{ selector: `main .${ruleId}`, html: `<img class="${ruleId}">`, failureSummary: "Fix it" }],
  };
}

function report(url: string): PageReport {
  const violations = barriers.map(finding);
  return cleanPageReport(url, {
    violations,
    counts: { violations: violations.length, incomplete: 0, passes: 1, inapplicable: 0 },
    links: [],
  });
}

beforeEach(() => {
  barriers = ["image-alt"];
  unreachable = false;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== "http://scanner.test") return realFetch(input, init);
    if (url.pathname === "/discover") {
      const body = (await request.json()) as { url: string };
      if (unreachable) return Response.json({ error: "unreachable" });
      return Response.json({ rootUrl: body.url, robotsTxt: null, crawlDelayMs: 0, sitemapUrls: [] });
    }
    const job = (await request.json()) as ScanJob;
    return Response.json({ ok: true, report: report(job.url) });
  });
  return () => vi.restoreAllMocks();
});

/** The Cron Trigger firing at this time, and the scans it started running to their end. */
async function fireCron(at: Date) {
  const ctx = createExecutionContext();
  await app.scheduled(
    createScheduledController({ scheduledTime: at.getTime(), cron: "*/5 * * * *" }),
    env as unknown as Env,
    ctx,
  );
  await requestSettled(ctx);
}

/** A Pro subscriber with a registered site and a schedule on it. */
async function scheduledSite(
  timing: Partial<typeof schema.siteSchedules.$inferInsert> = {},
  { withSchedule = true } = {},
) {
  const { user, cookie } = await signedInSubscriber();
  const url = `https://site-${crypto.randomUUID().slice(0, 8)}.example/`;
  const [site] = await db
    .insert(schema.registeredSites)
    .values({ workspaceId: user.id, siteKey: new URL(url).host, url, confirmedAt: new Date() })
    .returning();
  if (!site) throw new Error("no site");
  if (withSchedule) {
    await db.insert(schema.siteSchedules).values({
      siteId: site.id,
      workspaceId: user.id,
      frequency: "daily",
      hour: 6,
      level: "2.2",
      activeFrom: longAgo,
      updatedAt: longAgo,
      ...timing,
    });
  }
  return { user, cookie, site };
}

async function runsOf(userId: string) {
  return db.select().from(schema.runs).where(eq(schema.runs.ownerId, userId));
}

async function claimsOf(siteId: number) {
  return db.select().from(schema.scheduleRuns).where(eq(schema.scheduleRuns.siteId, siteId));
}

const post = (path: string, cookie: string, fields: Record<string, string>, locale = "de") =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=${locale}`,
    },
  });

const get = (path: string, cookie: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });

type DashboardData = {
  schedule: { frequency: string; paused: boolean; nextAt: string | null; nextDay: string | null };
  overview: { counts: { found: number; open: number; triaged: number; regressions: number } } | null;
  trend: { runId: string; issues: number; scheduled: boolean }[];
  issues: { key: string; ruleId: string; state: string; triage: { note: string; byName: string } | null }[];
  runs: { id: string; scheduled: boolean }[];
};

/** The dashboard's loader data, as Remix's single fetch hands it to the browser. */
async function dashboard(siteId: number, cookie: string): Promise<DashboardData> {
  const route = "routes/sites.$id";
  const response = await get(`/sites/${siteId}.data?_routes=${encodeURIComponent(route)}`, cookie);
  expect(response.status).toBe(200);
  const decoded = await decode(response.body as ReadableStream<Uint8Array>);
  await decoded.done;
  return (decoded.value as Record<string, { data: DashboardData }>)[route]?.data as DashboardData;
}

describe("scheduled site scans", { timeout: 30_000 }, () => {
  it("start one site run when due, with the plan's page cap and the schedule's level, marked as scheduled", async () => {
    const { user, site, cookie } = await scheduledSite();
    await fireCron(new Date("2026-11-26T04:55:00Z")); // 05:55 in Berlin: not yet
    expect(await runsOf(user.id)).toHaveLength(0);

    await fireCron(new Date("2026-11-26T05:00:00Z")); // 06:00 in Berlin
    const runs = await runsOf(user.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      kind: "site",
      level: "2.2",
      pageLimit: 500,
      status: "done",
      url: site.url,
    });
    const claims = await claimsOf(site.id);
    expect(claims).toMatchObject([{ period: "d:2026-11-26", runId: runs[0]?.id, outcome: "started" }]);

    const data = await dashboard(site.id, cookie);
    expect(data.runs).toEqual([{ ...data.runs[0], id: runs[0]?.id, scheduled: true }]);
    expect(data.trend).toMatchObject([{ runId: runs[0]?.id, issues: 1, scheduled: true }]);
  });

  it("run at most once a period: fired twice, concurrently, or late the same day", async () => {
    const { user, site } = await scheduledSite();
    const due = new Date("2026-11-27T05:00:00Z");
    await Promise.all([fireCron(due), fireCron(due), fireCron(new Date("2026-11-27T05:05:00Z"))]);
    await fireCron(due);
    await fireCron(new Date("2026-11-27T21:00:00Z"));
    expect(await runsOf(user.id)).toHaveLength(1);
    expect(await claimsOf(site.id)).toHaveLength(1);

    // The next Berlin day is a new period.
    await fireCron(new Date("2026-11-28T05:00:00Z"));
    expect(await runsOf(user.id)).toHaveLength(2);
  });

  it("keep the Berlin hour across the change to summer time", async () => {
    const { user } = await scheduledSite();
    // 29 March 2026: 06:00 in Berlin is 04:00 UTC (the day before it was 05:00 UTC).
    await fireCron(new Date("2026-03-29T03:55:00Z"));
    expect(await runsOf(user.id)).toHaveLength(0);
    await fireCron(new Date("2026-03-29T04:00:00Z"));
    expect(await runsOf(user.id)).toHaveLength(1);
  });

  it("weekly and monthly schedules wait for their day", async () => {
    const weekly = await scheduledSite({ frequency: "weekly", weekday: 5 });
    const monthly = await scheduledSite({ frequency: "monthly", monthDay: 1 });
    await fireCron(new Date("2026-12-03T05:00:00Z")); // Thursday 3 December
    expect(await runsOf(weekly.user.id)).toHaveLength(0);
    // The month's day came and went: a late cron on the 3rd still runs December's scan.
    expect(await runsOf(monthly.user.id)).toHaveLength(1);
    await fireCron(new Date("2026-12-04T05:00:00Z")); // Friday
    expect(await runsOf(weekly.user.id)).toHaveLength(1);
    expect(await runsOf(monthly.user.id)).toHaveLength(1);
  });

  it("pause while the subscription has lapsed, say so, and resume when it is renewed", async () => {
    const { user, site, cookie } = await scheduledSite();
    const { subscriptions } = schema;
    await db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.workspaceId, user.id));
    await fireCron(new Date("2026-11-29T05:00:00Z"));
    expect(await runsOf(user.id)).toHaveLength(0);
    expect(await claimsOf(site.id)).toHaveLength(0);
    expect((await dashboard(site.id, cookie)).schedule).toMatchObject({ paused: true, nextAt: null });
    const page = await (await get(`/sites/${site.id}`, cookie)).text();
    expect(page).toContain("Automatische Scans sind pausiert.");

    await db.update(subscriptions).set({ status: "active" }).where(eq(subscriptions.workspaceId, user.id));
    await fireCron(new Date("2026-11-29T05:05:00Z"));
    expect(await runsOf(user.id)).toHaveLength(1);
    expect((await dashboard(site.id, cookie)).schedule.paused).toBe(false);
  });

  it("are set in the form, take effect from the next period, and are off when switched off", async () => {
    const { user, site, cookie } = await scheduledSite({}, { withSchedule: false });
    // Three hours from now in Berlin: a minute after saving is never its hour, whenever the test runs.
    const hour = (berlinTime(new Date()).hour + 3) % 24;
    const saved = await post(`/sites/${site.id}`, cookie, {
      intent: "schedule",
      frequency: "daily",
      hour: String(hour),
      weekday: "1",
      monthDay: "1",
      level: "AA",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Der Zeitplan wurde gespeichert.");
    const [schedule] = await db
      .select()
      .from(schema.siteSchedules)
      .where(eq(schema.siteSchedules.siteId, site.id));
    expect(schedule).toMatchObject({ frequency: "daily", hour, level: "AA" });
    const setAt = schedule?.activeFrom ?? new Date();
    // The first due time after the schedule was set: today at its hour, or tomorrow when that has passed.
    const set = berlinTime(setAt);
    const dayOfFirst = berlinTime(new Date(setAt.getTime() + (hour > set.hour ? 0 : 24 * 60 * 60 * 1000)));
    const firstDue = berlinInstant(dayOfFirst.year, dayOfFirst.month, dayOfFirst.day, hour);
    await fireCron(new Date(setAt.getTime() + 60_000));
    expect(await runsOf(user.id)).toHaveLength(0);
    await fireCron(firstDue);
    expect(await runsOf(user.id)).toHaveLength(1);

    const refused = await post(
      `/sites/${site.id}`,
      cookie,
      { intent: "schedule", frequency: "hourly" },
      "en",
    );
    expect(await refused.text()).toContain("Please choose the frequency");
    await post(`/sites/${site.id}`, cookie, { intent: "schedule", frequency: "off" });
    await fireCron(new Date(firstDue.getTime() + 24 * 60 * 60 * 1000));
    expect(await runsOf(user.id)).toHaveLength(1);
  });
});

describe("npm run dev's cron (/local/cron)", { timeout: 30_000 }, () => {
  it("runs the scheduled work with the local token, and does not exist without it", async () => {
    const cron = (authorization?: string) =>
      appFetch("http://localhost/local/cron", {
        method: "POST",
        headers: {
          Host: "localhost",
          Origin: "http://localhost",
          ...(authorization ? { Authorization: authorization } : {}),
        },
      });
    expect((await cron()).status).toBe(404);
    expect((await cron("Bearer wrong-token-0123456789abcdef0123456789")).status).toBe(404);
    // As vitest.config.ts binds it for the integration tests.
    const answer = await cron("Bearer local-cron-token-0123456789abcdef01");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ started: expect.any(Array) });
    await finished(answer);
  });
});

describe("the site dashboard", { timeout: 30_000 }, () => {
  it("belongs to the site's owner: the same 404 for someone else's, a removed and a missing site", async () => {
    const { site } = await scheduledSite();
    const other = await signedInSubscriber("Someone Else");
    expect((await get(`/sites/${site.id}`, other.cookie)).status).toBe(404);
    expect((await get("/sites/999999", other.cookie)).status).toBe(404);
    expect((await get("/sites/abc", other.cookie)).status).toBe(404);
    const answer = await post(`/sites/${site.id}`, other.cookie, { intent: "runNow" });
    expect(answer.status).toBe(404);
    expect(await runsOf(other.user.id)).toHaveLength(0);
    expect((await get(`/sites/${site.id}/export/json`, other.cookie)).status).toBe(404);

    const owner = await scheduledSite();
    expect((await get(`/sites/${owner.site.id}`, owner.cookie)).status).toBe(200);
    await db
      .update(schema.registeredSites)
      .set({ removedAt: new Date() })
      .where(eq(schema.registeredSites.id, owner.site.id));
    expect((await get(`/sites/${owner.site.id}`, owner.cookie)).status).toBe(404);
  });

  it("runs now through the scan button's path, not marked as scheduled", async () => {
    const { user, site, cookie } = await scheduledSite();
    const answer = await post(`/sites/${site.id}`, cookie, { intent: "runNow" });
    expect(answer.status).toBe(302);
    await finished(answer);
    const runs = await runsOf(user.id);
    expect(runs).toHaveLength(1);
    expect(answer.headers.get("Location")).toBe(`/run/${runs[0]?.id}`);
    expect(runs[0]).toMatchObject({ kind: "site", level: "2.2", status: "done" });
    expect((await dashboard(site.id, cookie)).runs).toMatchObject([{ id: runs[0]?.id, scheduled: false }]);
  });
});

describe("triage", { timeout: 30_000 }, () => {
  it("lasts across runs, leaves the open count, flags a fixed issue that comes back, and can be undone", async () => {
    const { site, cookie } = await scheduledSite();
    barriers = ["image-alt", "label"];
    await fireCron(new Date("2026-11-30T05:00:00Z"));
    let data = await dashboard(site.id, cookie);
    expect(data.overview?.counts.open).toBe(2);
    const imageAlt = data.issues.find((issue) => issue.ruleId === "image-alt")?.key ?? "";
    const label = data.issues.find((issue) => issue.ruleId === "label")?.key ?? "";

    // Accepting needs a reason; the refusal is translated and nothing is stored.
    const refused = await post(`/sites/${site.id}`, cookie, {
      intent: "triage",
      issueKey: label,
      status: "accepted",
    });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain("Bitte begründen Sie");
    const refusedEn = await post(
      `/sites/${site.id}`,
      cookie,
      { intent: "triage", issueKey: label, status: "accepted", note: " " },
      "en",
    );
    expect(await refusedEn.text()).toContain("Please give a reason");
    const unknown = await post(`/sites/${site.id}`, cookie, {
      intent: "triage",
      issueKey: "x|y",
      status: "fixed",
    });
    expect(unknown.status).toBe(404);

    const accepted = await post(`/sites/${site.id}`, cookie, {
      intent: "triage",
      issueKey: label,
      status: "accepted",
      note: "Third-party widget, replaced in Q1",
    });
    expect(accepted.status).toBe(302);
    await post(`/sites/${site.id}`, cookie, { intent: "triage", issueKey: imageAlt, status: "fixed" });
    data = await dashboard(site.id, cookie);
    expect(data.overview?.counts).toMatchObject({ found: 2, open: 0, triaged: 2, regressions: 0 });
    // The run's found count stays what it was when it finished (decision 029).
    expect(data.trend.map((point) => point.issues)).toEqual([2]);
    // Still listed, with who and why.
    expect(data.issues.find((issue) => issue.key === label)).toMatchObject({
      state: "accepted",
      triage: { note: "Third-party widget, replaced in Q1", byName: "Kim Berger" },
    });

    // The next run still finds both: the accepted one stays out, the "fixed" one is a regression.
    await fireCron(new Date("2026-12-01T05:00:00Z"));
    data = await dashboard(site.id, cookie);
    expect(data.trend.map((point) => point.issues)).toEqual([2, 2]);
    expect(data.overview?.counts).toMatchObject({ found: 2, open: 1, regressions: 1 });
    expect(data.issues.find((issue) => issue.key === imageAlt)?.state).toBe("regression");

    const exported = (await (await get(`/sites/${site.id}/export/json`, cookie)).json()) as {
      issues: { key: string; state: string }[];
    };
    expect(exported.issues.map((issue) => [issue.key, issue.state]).sort()).toEqual(
      [
        [imageAlt, "regression"],
        [label, "accepted"],
      ].sort(),
    );
    const csv = await (await get(`/sites/${site.id}/export/csv`, cookie)).text();
    expect(csv).toContain("Akzeptiert");
    expect(csv).toContain("Wieder aufgetreten");

    // Undo: the accepted issue counts again.
    await post(`/sites/${site.id}`, cookie, { intent: "undo", issueKey: label });
    data = await dashboard(site.id, cookie);
    expect(data.overview?.counts.open).toBe(2);
    expect(data.issues.find((issue) => issue.key === label)).toMatchObject({ state: "open", triage: null });
    const stored = await db
      .select()
      .from(schema.issueTriage)
      .where(and(eq(schema.issueTriage.issueKey, label), eq(schema.issueTriage.siteKey, site.siteKey)));
    expect(stored).toHaveLength(0);
  });
});

type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** What the local mail stand-in received for one address. */
async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${env.MAIL_API_BASE}/_local/api/emails`);
  const { data } = (await response.json()) as { data: ReceivedMail[] };
  return data.filter((mail) => mail.to.includes(address));
}

/** Gives the subscriber an address of their own, so that their mails can be told apart. */
async function ownAddress(userId: string, locale: "de" | "en" = "de"): Promise<string> {
  const address = `alerts-${crypto.randomUUID().slice(0, 8)}@beispiel.test`;
  await db.update(schema.users).set({ email: address, locale }).where(eq(schema.users.id, userId));
  return address;
}

describe("alerts after scheduled runs", { timeout: 30_000 }, () => {
  it("one alert per finished run, with new issues and regressions and the report's link, however often the cron fires", async () => {
    const { user, site, cookie } = await scheduledSite();
    const address = await ownAddress(user.id);
    await fireCron(new Date("2026-12-05T05:00:00Z"));
    const [first] = await runsOf(user.id);
    expect(first?.status).toBe("done");
    // The run finished after the round that started it: the next rounds tell the owner, once.
    await Promise.all([
      fireCron(new Date("2026-12-05T05:05:00Z")),
      fireCron(new Date("2026-12-05T05:05:00Z")),
    ]);
    await fireCron(new Date("2026-12-05T05:10:00Z"));
    let mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Neue Barrieren auf ${site.url}`);
    // The site's first run: everything it found is new.
    expect(mails[0]?.text).toContain("Help for image-alt");
    expect(mails[0]?.text).toContain(`http://localhost:5173/run/${first?.id}`);
    expect(mails[0]?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Marked fixed, found again (a regression), and one new issue beside it.
    const imageAlt = (await dashboard(site.id, cookie)).issues[0]?.key ?? "";
    await post(`/sites/${site.id}`, cookie, { intent: "triage", issueKey: imageAlt, status: "fixed" });
    barriers = ["image-alt", "label"];
    await fireCron(new Date("2026-12-06T05:00:00Z"));
    await fireCron(new Date("2026-12-06T05:05:00Z"));
    mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail.text.includes("Help for label"));
    expect(second?.text).toContain("Help for label");
    expect(second?.text).toContain("Wieder aufgetreten");
    expect(second?.text).toContain("Help for image-alt");

    // Nothing new the next day: no alert.
    barriers = ["image-alt", "label"];
    await post(`/sites/${site.id}`, cookie, { intent: "undo", issueKey: imageAlt });
    await fireCron(new Date("2026-12-07T05:00:00Z"));
    await fireCron(new Date("2026-12-07T05:05:00Z"));
    expect(await mailsTo(address)).toHaveLength(2);
  });

  it("a notice when a scheduled run failed, in the owner's language", async () => {
    const { user, site } = await scheduledSite();
    const address = await ownAddress(user.id, "en");
    unreachable = true;
    await fireCron(new Date("2026-12-08T05:00:00Z"));
    expect((await runsOf(user.id))[0]?.status).toBe("failed");
    await fireCron(new Date("2026-12-08T05:05:00Z"));
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(site.url);
    expect(mails[0]?.subject).not.toContain("Geplanter Scan");
  });
});

describe("the weekly digest", { timeout: 30_000 }, () => {
  it("goes once a week from Monday 8 o'clock to those who asked for it, with each site's open, new and fixed issues", async () => {
    const { user, site } = await scheduledSite();
    const address = await ownAddress(user.id);
    await db
      .insert(schema.mailPreferences)
      .values({ userId: user.id, weeklyDigest: true, updatedAt: new Date() });
    const other = await scheduledSite();
    const otherAddress = await ownAddress(other.user.id);
    const digests = async (to: string) =>
      (await mailsTo(to)).filter((mail) => mail.subject === "Ihr Wochenüberblick zu Ihren Websites");

    // Monday 6 o'clock Berlin: the scheduled scans run; the digest waits for 8 o'clock.
    await fireCron(new Date("2026-11-30T05:00:00Z"));
    await fireCron(new Date("2026-11-30T05:05:00Z"));
    expect(await digests(address)).toHaveLength(0);
    const [run] = await runsOf(user.id);
    expect(run?.status).toBe("done");

    // From 8 o'clock: one digest, however often and however concurrently the cron fires that week.
    await Promise.all([
      fireCron(new Date("2026-11-30T07:05:00Z")),
      fireCron(new Date("2026-11-30T07:05:00Z")),
    ]);
    await fireCron(new Date("2026-12-02T12:00:00Z"));
    const [digest, ...more] = await digests(address);
    expect(more).toHaveLength(0);
    expect(digest?.text).toContain("Ihr Wochenüberblick vom 30. November 2026");
    expect(digest?.text).toContain(`- ${site.url}: Offene Probleme 1, Neu 1, Behoben 0`);
    expect(digest?.text).toContain(`http://localhost:5173/run/${run?.id}`);
    expect(digest?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Not asked for, not sent.
    expect(await digests(otherAddress)).toHaveLength(0);
  });
});

describe("a schedule's first run", { timeout: 60_000 }, () => {
  it("is the same day at its hour when the schedule's own day has passed, once a period, through the cron", async () => {
    // Saved on Thursday 3 December at 04:00 in Berlin, for Mondays at 6 o'clock.
    const savedAt = new Date("2026-12-03T03:00:00Z");
    const { user, site } = await scheduledSite({
      frequency: "weekly",
      weekday: 1,
      activeFrom: savedAt,
      updatedAt: savedAt,
    });
    await fireCron(new Date("2026-12-03T04:55:00Z"));
    expect(await runsOf(user.id)).toHaveLength(0);
    await fireCron(new Date("2026-12-03T05:00:00Z"));
    expect(await runsOf(user.id)).toHaveLength(1);
    expect(await claimsOf(site.id)).toMatchObject([{ period: "w:2026-W49", outcome: "started" }]);
    // The rest of the week belongs to the same period; the next Monday is the next run.
    await fireCron(new Date("2026-12-05T05:00:00Z"));
    expect(await runsOf(user.id)).toHaveLength(1);
    await fireCron(new Date("2026-12-07T05:00:00Z"));
    expect(await runsOf(user.id)).toHaveLength(2);
  });

  it("is said when the schedule is saved: today at its hour, or tomorrow when the hour has passed", async () => {
    const { site, cookie } = await scheduledSite({}, { withSchedule: false });
    const hourNow = berlinTime(new Date()).hour;
    const save = (hour: number, locale = "de") =>
      post(
        `/sites/${site.id}`,
        cookie,
        { intent: "schedule", frequency: "daily", hour: String(hour), level: "AA" },
        locale,
      );
    const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

    // This hour began already: tomorrow, with the way to scan at once.
    const passed = await (await save(hourNow)).text();
    expect(passed).toContain(`Erster Scan: morgen um ${clock(hourNow)} Uhr.`);
    expect(passed).toContain("Die gewählte Uhrzeit ist heute schon vorbei.");
    expect((await dashboard(site.id, cookie)).schedule.nextDay).toBe("tomorrow");

    // The next hour is still ahead today, unless it is the next day's midnight.
    const ahead = (hourNow + 1) % 24;
    const aheadToday = ahead > hourNow;
    const saved = await (await save(ahead, "en")).text();
    expect(saved).toContain(`First scan: ${aheadToday ? "today" : "tomorrow"} at ${clock(ahead)}.`);
    expect(saved.includes("The chosen time has already passed today.")).toBe(!aheadToday);
    const page = await (await get(`/sites/${site.id}`, cookie)).text();
    expect(page).toContain(
      `Nächster geplanter Scan: ${aheadToday ? "heute" : "morgen"} um ${clock(ahead)} Uhr`,
    );
  });
});

describe("the test mail", { timeout: 60_000 }, () => {
  it("goes to the account's verified address, marked as a test, at most once a minute, and says so", async () => {
    const { user, site, cookie } = await scheduledSite();
    const address = await ownAddress(user.id);
    // Only the clock the minute is read from is fixed; timers and the network run as usual.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 5_000);
      const sent = await post(`/sites/${site.id}`, cookie, { intent: "testMail" });
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain(`Test-Mail an ${address} gesendet.`);
      await finished(sent);
      const [mail, ...more] = await mailsTo(address);
      expect(more).toHaveLength(0);
      expect(mail?.subject).toBe(`Test: Benachrichtigung von Klarsicht zu ${site.url}`);
      expect(mail?.text).toContain("Dies ist eine Test-E-Mail");
      expect(mail?.text).toContain(`http://localhost:5173/sites/${site.id}`);

      // A second one within the minute is refused in words, and nothing is sent.
      const again = await post(`/sites/${site.id}`, cookie, { intent: "testMail" }, "en");
      expect(await again.text()).toContain("You have just asked for a test email.");
      await finished(again);
      expect(await mailsTo(address)).toHaveLength(1);

      vi.setSystemTime(Date.now() + 60_000);
      const later = await post(`/sites/${site.id}`, cookie, { intent: "testMail" });
      await finished(later);
      expect(await mailsTo(address)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is refused for an address the account has not verified", async () => {
    const { user, site, cookie } = await scheduledSite();
    const address = await ownAddress(user.id);
    await db.update(schema.users).set({ emailVerified: false }).where(eq(schema.users.id, user.id));
    const refused = await post(`/sites/${site.id}`, cookie, { intent: "testMail" });
    expect(await refused.text()).toContain(`Bitte bestätigen Sie ${address} zuerst in Ihrem Profil.`);
    await finished(refused);
    expect(await mailsTo(address)).toHaveLength(0);
    const rows = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, address));
    expect(rows).toHaveLength(0);
  });
});

describe("a scan started by hand", { timeout: 60_000 }, () => {
  it("says that no mail follows unless asked, and mails its result once when asked", async () => {
    const { user, site, cookie } = await scheduledSite({}, { withSchedule: false });
    const address = await ownAddress(user.id);
    const page = await (await get(`/sites/${site.id}`, cookie)).text();
    expect(page).toContain("Nach einem Scan, den Sie hier starten, kommt keine E-Mail von selbst");
    expect(page).toContain(`Nach dem Scan eine E-Mail mit dem Ergebnis an ${address} senden`);

    const started = await post(`/sites/${site.id}`, cookie, { intent: "runNow", mailResult: "on" });
    expect(started.status).toBe(302);
    await finished(started);
    const [run] = await runsOf(user.id);
    expect(run?.status).toBe("done");
    // The next rounds of the cron mail it, once.
    await Promise.all([fireCron(new Date()), fireCron(new Date())]);
    await fireCron(new Date());
    const [mail, ...more] = await mailsTo(address);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Scan von ${site.url} abgeschlossen`);
    expect(mail?.text).toContain("Help for image-alt");
    expect(mail?.text).toContain(`http://localhost:5173/run/${run?.id}`);
  });

  it("says on the run's page, while it is under way, that the result follows by mail", async () => {
    const { user, site, cookie } = await scheduledSite({}, { withSchedule: false });
    const address = await ownAddress(user.id);
    const asked = await createRun(db, { url: site.url, level: "AA", locale: "de", ownerId: user.id });
    const notAsked = await createRun(db, { url: site.url, level: "AA", locale: "de", ownerId: user.id });
    await db
      .insert(schema.runResultMails)
      .values({ runId: asked.id, userId: user.id, siteId: site.id, requestedAt: new Date() });
    const sentence = `Nach dem Scan senden wir Ihnen das Ergebnis per E-Mail an ${address}.`;
    expect(await (await get(`/run/${asked.id}`, cookie)).text()).toContain(sentence);
    expect(await (await get(`/run/${asked.id}`, cookie, "en")).text()).toContain(
      `When the scan is done, we will email you the result at ${address}.`,
    );
    expect(await (await get(`/run/${notAsked.id}`, cookie)).text()).not.toContain("per E-Mail an");
  });

  it("sends nothing when not asked, and refuses the wish for an unverified address without starting a scan", async () => {
    const { user, site, cookie } = await scheduledSite({}, { withSchedule: false });
    const address = await ownAddress(user.id);
    const started = await post(`/sites/${site.id}`, cookie, { intent: "runNow" });
    await finished(started);
    await fireCron(new Date());
    expect(await runsOf(user.id)).toHaveLength(1);
    expect(await mailsTo(address)).toHaveLength(0);

    const other = await scheduledSite({}, { withSchedule: false });
    await db.update(schema.users).set({ emailVerified: false }).where(eq(schema.users.id, other.user.id));
    const page = await (await get(`/sites/${other.site.id}`, other.cookie, "en")).text();
    expect(page).toContain("The result by email goes only to a verified address.");
    expect(page).not.toContain('name="mailResult"');
    const refused = await post(`/sites/${other.site.id}`, other.cookie, {
      intent: "runNow",
      mailResult: "on",
    });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain("Es wurde kein Scan gestartet.");
    expect(await runsOf(other.user.id)).toHaveLength(0);
  });
});
