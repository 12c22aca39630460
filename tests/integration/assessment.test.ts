import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { SiteIssue, SiteReport } from "#core/contract";
import { completeSiteRun, createRun, type Run } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import type { User } from "~/utils/users.server";
import { signedInSubscriber } from "./subscriber";

const db = createDb(env.DB);
const root = "https://www.beispiel.de";

const page = (path: string, depth: number, passes: number) => ({
  url: `${root}${path}`,
  finalUrl: `${root}${path}`,
  depth,
  status: "done" as const,
  counts: { violations: 1, incomplete: 1, passes, inapplicable: 40 },
  impacts: { critical: 0, serious: 1, moderate: 0, minor: 0 },
  violationCount: 1,
  occurrenceCount: 1,
});

const issue = (
  fields: Partial<SiteIssue> & Pick<SiteIssue, "key" | "ruleId" | "help" | "wcag" | "category">,
): SiteIssue => ({
  impact: "serious",
  description: "",
  helpUrl: "https://dequeuniversity.com/rules/axe/4.14/x",
  en301549: fields.wcag.map((criterion) => `9.${criterion}`),
  bestPractice: false,
  pattern: "img",
  pageCount: 1,
  occurrenceCount: 1,
  occurrences: [
    { page: 0, selector: "img.logo", html: '<img class="logo" src="<script>">', failureSummary: "" },
  ],
  ...fields,
});

/** A start page and two blog posts of one template: the sample is the start page and one post. */
const siteReport: SiteReport = {
  kind: "site",
  rootUrl: `${root}/`,
  level: "AA",
  locale: "de",
  axeVersion: "4.14.1",
  generatedAt: "2026-03-02T10:00:00.000Z",
  pages: [page("/", 0, 20), page("/blog/post-1", 1, 25), page("/blog/post-2", 1, 25)],
  issues: [
    issue({
      key: "image-alt|img",
      ruleId: "image-alt",
      help: "Bilder müssen Alternativtext haben",
      wcag: ["1.1.1"],
      category: "violations",
    }),
    issue({
      key: "color-contrast|p",
      ruleId: "color-contrast",
      help: "Kontrast prüfen",
      wcag: ["1.4.3"],
      category: "incomplete",
      pattern: "p",
      occurrences: [{ page: 1, selector: "p.hint", html: '<p class="hint">', failureSummary: "" }],
    }),
  ],
  totals: {
    pagesScanned: 3,
    pagesFailed: 0,
    issues: 1,
    occurrences: 1,
    impacts: { critical: 0, serious: 1, moderate: 0, minor: 0 },
    principles: { "1": 1, "2": 0, "3": 0, "4": 0 },
  },
  comparison: null,
};

async function siteRun(owner: User, level: SiteReport["level"] = "AA"): Promise<Run> {
  const run = await createRun(db, { url: siteReport.rootUrl, level, locale: "de", ownerId: owner.id });
  await db.update(schema.runs).set({ kind: "site" }).where(eq(schema.runs.id, run.id));
  await completeSiteRun(db, run.id, { ...siteReport, level });
  return run;
}

const get = (path: string, cookie = "", locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: [cookie, `locale=${locale}`].filter(Boolean).join("; ") },
    redirect: "manual",
  });

const post = (path: string, cookie: string, fields: Record<string, string>, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=${locale}`,
    },
    redirect: "manual",
  });

async function markup(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

const answersOf = (run: Run) =>
  db.select().from(schema.assessmentAnswers).where(eq(schema.assessmentAnswers.runId, run.id)).all();

describe("manual assessment", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM assessment_answers; DELETE FROM assessment_reviews; DELETE FROM assessments; DELETE FROM statement_drafts; DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });

  it("is the owner's alone: others get the same 404 as for a missing run, and nothing is stored", async () => {
    const { user: owner, cookie: ownerCookie } = await signedInSubscriber("Kim");
    const run = await siteRun(owner);
    const { cookie: other } = await signedInSubscriber("Alex");
    const base = `/run/${run.id}/assessment`;

    const anonymous = await get(base);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/login");
    for (const path of [base, `${base}/2.4.7`, `${base}/report`, `${base}/report/pdf`, `${base}/report/csv`])
      expect((await get(path, other)).status, path).toBe(404);
    expect((await get("/run/missing/assessment", other)).status).toBe(404);
    expect((await post(base, other, {})).status).toBe(404);
    expect(
      (await post(`${base}/2.4.7`, other, { intent: "answer", pageUrl: `${root}/`, verdict: "passed" }))
        .status,
    ).toBe(404);
    expect(await db.select().from(schema.assessments).all()).toEqual([]);

    // The owner starts it; a second start changes nothing.
    expect((await post(base, ownerCookie, {})).status).toBe(302);
    expect((await post(base, ownerCookie, {})).status).toBe(302);
    expect(await db.select().from(schema.assessments).all()).toHaveLength(1);
    // Still nothing for the other account, now that it exists.
    expect((await get(`${base}/2.4.7`, other)).status).toBe(404);
    expect((await get(`${base}/report`, other)).status).toBe(404);
  });

  it("is created, answered with translated errors that keep the input, and resumed", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await siteRun(user);
    const base = `/run/${run.id}/assessment`;

    const before = await markup(await get(base, cookie));
    expect(before).toContain("Prüfung beginnen");
    expect(before).toContain("50 Erfolgskriterien auf einer Stichprobe von 2 Seiten");
    // A page's criterion page needs a started assessment.
    expect((await get(`${base}/2.4.7`, cookie)).headers.get("Location")).toBe(base);

    expect((await post(base, cookie, {})).headers.get("Location")).toBe(base);
    const started = await markup(await get(base, cookie));
    // 1.1.1 is decided by the scan's violation.
    expect(started).toContain("1 von 50 Kriterien bewertet");
    expect(started).toContain(`href="${base}/1.4.3"`);
    // Page content is shown as text, never as markup.
    expect(started).toContain("&lt;img class=&quot;logo&quot; src=&quot;&lt;script&gt;&quot;&gt;");
    expect(started).not.toContain('<img class="logo"');

    // Failed without a description: refused, the choice and the notes kept, the error translated.
    const refused = await post(`${base}/2.4.7`, cookie, {
      intent: "answer",
      pageUrl: `${root}/`,
      verdict: "failed",
      barrier: "",
      note: "Mit Firefox geprüft",
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await markup(refused);
    expect(refusedHtml).toContain(
      "Bitte beschreiben Sie die Barriere, wenn das Kriterium nicht erfüllt ist.",
    );
    expect(refusedHtml).toContain("Mit Firefox geprüft</textarea>");
    expect(refusedHtml).toMatch(/id="page-0-failed"[^>]*checked=""/);
    expect(await answersOf(run)).toEqual([]);

    const english = await markup(
      await post(`${base}/2.4.7`, cookie, { intent: "answer", pageUrl: `${root}/`, barrier: "x" }, "en"),
    );
    expect(english).toContain("Please choose a result: met, not met or not applicable.");
    // A page outside the sample, or a criterion outside the level, is not there.
    expect(
      (await post(`${base}/2.4.7`, cookie, { intent: "answer", pageUrl: `${root}/x`, verdict: "passed" }))
        .status,
    ).toBe(404);
    expect((await get(`${base}/2.4.13`, cookie)).status).toBe(404);

    const saved = await post(`${base}/2.4.7`, cookie, {
      intent: "answer",
      pageUrl: `${root}/`,
      verdict: "failed",
      barrier: "Der Fokus ist im Menü <unsichtbar>.",
      note: "Mit Firefox geprüft",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${base}/2.4.7?saved=page-0#page-0`);
    expect(
      await post(`${base}/2.4.7`, cookie, {
        intent: "answer",
        pageUrl: `${root}/blog/post-1`,
        verdict: "passed",
      }),
    ).toHaveProperty("status", 302);

    // The needs-review finding of 1.4.3, answered in place.
    expect(
      (await post(`${base}/1.4.3`, cookie, { intent: "review", issueKey: "color-contrast|p", decision: "" }))
        .status,
    ).toBe(400);
    expect(
      (
        await post(`${base}/1.4.3`, cookie, {
          intent: "review",
          issueKey: "color-contrast|p",
          decision: "confirmed",
        })
      ).status,
    ).toBe(302);

    // Resume: a fresh load shows what was saved.
    const resumed = await markup(await get(`${base}/2.4.7`, cookie));
    expect(resumed).toMatch(/id="page-0-failed"[^>]*checked=""/);
    expect(resumed).toMatch(/id="page-1-passed"[^>]*checked=""/);
    expect(resumed).toContain("Der Fokus ist im Menü &lt;unsichtbar&gt;.</textarea>");
    const overview = await markup(await get(base, cookie));
    expect(overview).toContain("3 von 50 Kriterien bewertet");
    expect(overview).toContain("Nicht erfüllt: 3");

    // The audit report and its CSV carry the barrier and the confirmed finding.
    const report = await markup(await get(`${base}/report`, cookie));
    expect(report).toContain("9.2.4.7 · WCAG 2.4.7");
    expect(report).toContain("Der Fokus ist im Menü &lt;unsichtbar&gt;.");
    expect(report).toContain("Als Verstoß bestätigt");
    const csv = await get(`${base}/report/csv`, cookie);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const csvText = await csv.text();
    expect(csvText).toContain(
      "9.2.4.7;2.4.7;Fokus sichtbar;Nicht erfüllt;von Hand;https://www.beispiel.de/;Nicht erfüllt;Der Fokus ist im Menü <unsichtbar>.",
    );

    // The statement now speaks of the manual assessment and lists the barrier.
    const statement = await markup(await get(`/run/${run.id}/statement`, cookie));
    expect(statement).toContain("Zusätzlich wurde die Website nach EN 301 549 Kapitel 9 bewertet");
    expect(statement).toContain("Der Fokus ist im Menü &lt;unsichtbar&gt;.");
    expect(statement).toMatch(/id="statement-conformance-partial"[^>]*checked=""/);
  }, 60_000);

  it("guides the WCAG 2.2 and AAA criteria step by step, in German and English", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await siteRun(user, "AAA");
    const base = `/run/${run.id}/assessment`;
    await post(base, cookie, {});
    expect(await markup(await get(base, cookie))).toContain("87 Kriterien");

    const targetSize = await markup(await get(`${base}/2.5.8`, cookie));
    expect(targetSize).toContain("Messen Sie bei normaler Zoomstufe (100 %) die Klick- und Tippflächen");
    expect(targetSize).toContain("Nicht erfüllt bei kleinen, dicht gedrängten Symbolen");
    const focus = await markup(await get(`${base}/2.4.11`, cookie, "en"));
    expect(focus).toContain("Move through every operable element on the page with Tab and Shift+Tab");
    expect(focus).toContain("Not met when focus lands, for example, under a sticky header");
    const authentication = await markup(await get(`${base}/3.3.9`, cookie));
    expect(authentication).toContain("achten Sie zusätzlich auf Bilderrätsel");
  });

  it("carries answers over to a new run of the same site, marked for re-confirmation", async () => {
    const { user, cookie } = await signedInSubscriber();
    const first = await siteRun(user);
    await post(`/run/${first.id}/assessment`, cookie, {});
    await post(`/run/${first.id}/assessment/2.4.2`, cookie, {
      intent: "answer",
      pageUrl: `${root}/`,
      verdict: "passed",
      note: "Titel passt",
    });
    await post(`/run/${first.id}/assessment/1.4.3`, cookie, {
      intent: "review",
      issueKey: "color-contrast|p",
      decision: "dismissed",
    });

    // Answered on one of the two sampled pages: still open, with its progress.
    expect(await markup(await get(`/run/${first.id}/assessment`, cookie))).toContain(
      "1 von 2 Seiten beantwortet",
    );

    const second = await siteRun(user);
    // The runs are told apart by their creation time.
    await db
      .update(schema.runs)
      .set({ createdAt: new Date(Date.now() + 1000) })
      .where(eq(schema.runs.id, second.id));
    const base = `/run/${second.id}/assessment`;
    await post(base, cookie, {});
    const carried = await answersOf(second);
    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatchObject({
      criterion: "2.4.2",
      pageUrl: `${root}/`,
      verdict: "passed",
      note: "Titel passt",
      carriedOver: true,
    });
    const review = await db
      .select()
      .from(schema.assessmentReviews)
      .where(and(eq(schema.assessmentReviews.runId, second.id)))
      .get();
    expect(review).toMatchObject({ decision: "dismissed", carriedOver: true });

    const overview = await markup(await get(base, cookie));
    expect(overview).toContain("Übernommene Antworten, die auf Bestätigung warten: 1");
    expect(overview).toContain("Antworten aus der Prüfung vom");
    const page = await markup(await get(`${base}/2.4.2`, cookie));
    expect(page).toContain("Aus der vorigen Prüfung übernommen");

    // Saving confirms it; the first run's answers stay as they were.
    await post(`${base}/2.4.2`, cookie, {
      intent: "answer",
      pageUrl: `${root}/`,
      verdict: "passed",
      note: "Titel passt",
    });
    expect((await answersOf(second))[0]?.carriedOver).toBe(false);
    expect(await answersOf(first)).toHaveLength(1);

    // Someone else's run of the same site carries nothing over.
    const { user: other, cookie: otherCookie } = await signedInSubscriber("Alex");
    const foreign = await siteRun(other);
    await db
      .update(schema.runs)
      .set({ createdAt: new Date(Date.now() + 2000) })
      .where(eq(schema.runs.id, foreign.id));
    await post(`/run/${foreign.id}/assessment`, otherCookie, {});
    expect(await answersOf(foreign)).toEqual([]);
  });
});
