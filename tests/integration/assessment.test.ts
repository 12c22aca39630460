import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { PageInventory, SiteIssue, SiteReport } from "#core/contract";
import { completeSiteRun, compress, createRun, type Run } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { reviewAnchor } from "~/utils/assessment/model";
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
    // Who saved each answer is shown beside it: a workspace has several members.
    expect(resumed).toMatch(/Gespeichert am [^<]+ von Kim Berger\./);
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

/** A sampled page's inventory: a page with a newsletter field, or without any field. */
const inventoryOf = (fields: PageInventory["fields"]): PageInventory => ({
  title: "Beispiel",
  lang: "de",
  headings: [],
  images: [],
  fields,
  media: [],
  landmarks: [],
  cut: [],
});

async function storeInventory(run: Run, path: string, inventory: PageInventory) {
  await db.insert(schema.pageInventories).values({
    runId: run.id,
    url: `${root}${path}`,
    data: await compress(inventory),
  });
}

describe("manual assessment, answered faster and signed off", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM page_inventories; DELETE FROM assessment_answers; DELETE FROM assessment_reviews; DELETE FROM assessments; DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });

  it("answers a criterion for the whole sample at once, then single pages differently", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await siteRun(user);
    const base = `/run/${run.id}/assessment`;
    await post(base, cookie, {});

    // Refused as a single answer would be, with the error in each language, and nothing saved.
    const refused = await post(`${base}/2.4.7`, cookie, {
      intent: "answerAll",
      verdict: "failed",
      note: "x",
    });
    expect(refused.status).toBe(400);
    expect(await markup(refused)).toContain(
      "Bitte beschreiben Sie die Barriere, wenn das Kriterium nicht erfüllt ist.",
    );
    const english = await post(`${base}/2.4.7`, cookie, { intent: "answerAll" }, "en");
    expect(await markup(english)).toContain("Please choose a result: met, not met or not applicable.");
    expect(await answersOf(run)).toEqual([]);

    const page = await markup(await get(`${base}/2.4.7`, cookie));
    expect(page).toContain("Ergebnis für alle Seiten der Stichprobe");
    expect(page).toContain("Speichert dasselbe Ergebnis für alle 2 Seiten der Stichprobe");

    const saved = await post(`${base}/2.4.7`, cookie, {
      intent: "answerAll",
      verdict: "passed",
      note: "Fokus überall sichtbar",
      means: "keyboard",
    });
    expect(saved.headers.get("Location")).toBe(`${base}/2.4.7?saved=all-pages#all-pages`);
    const all = await answersOf(run);
    expect(all.map((a) => [a.pageUrl, a.verdict, a.note, a.means])).toEqual(
      expect.arrayContaining([
        [`${root}/`, "passed", "Fokus überall sichtbar", ["keyboard"]],
        [`${root}/blog/post-1`, "passed", "Fokus überall sichtbar", ["keyboard"]],
      ]),
    );
    expect(all).toHaveLength(2);
    const after = await markup(await get(`${base}/2.4.7?saved=all-pages`, cookie));
    expect(after).toContain("Für alle 2 Seiten gespeichert.");
    expect(after).toMatch(/id="page-1-passed"[^>]*checked=""/);

    // One page changed on its own: the criterion now fails there.
    await post(`${base}/2.4.7`, cookie, {
      intent: "answer",
      pageUrl: `${root}/blog/post-1`,
      verdict: "failed",
      barrier: "Im Artikel fehlt der Fokus auf Links.",
    });
    const changed = new Map((await answersOf(run)).map((a) => [a.pageUrl, a.verdict]));
    expect(changed.get(`${root}/`)).toBe("passed");
    expect(changed.get(`${root}/blog/post-1`)).toBe("failed");
  }, 60_000);

  it("suggests 'not applicable' from the pages' inventories, and saves it only when accepted", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await siteRun(user);
    const base = `/run/${run.id}/assessment`;
    await post(base, cookie, {});
    const suggestion = "Vorschlag: nicht anwendbar";

    // One sampled page without a stored inventory could hold a video: no suggestion.
    await storeInventory(run, "/", inventoryOf([]));
    expect(await markup(await get(`${base}/1.2.1`, cookie))).not.toContain(suggestion);

    await storeInventory(
      run,
      "/blog/post-1",
      inventoryOf([{ type: "email", name: "Newsletter", required: false, autocomplete: "email" }]),
    );
    const media = await markup(await get(`${base}/1.2.1`, cookie));
    expect(media).toContain(suggestion);
    expect(media).toContain(
      "Laut dem Seiteninventar des Scans gibt es auf keiner der 2 Seiten der Stichprobe Audio oder Video.",
    );
    expect(await markup(await get(`${base}/1.2.1`, cookie, "en"))).toContain(
      "According to the scan&#x27;s page inventory, none of the 2 pages of the sample has audio or video.",
    );
    // A form field on one page: nothing to suggest for error identification.
    expect(await markup(await get(`${base}/3.3.1`, cookie))).not.toContain(suggestion);
    // Shown, never set: nothing is stored and the criterion is still open.
    expect(await answersOf(run)).toEqual([]);
    const overview = await markup(await get(base, cookie));
    const row = overview.slice(overview.indexOf(">1.2.1<!-- -->")).split("</tr>")[0];
    expect(row).toContain(">Offen</span>");
    expect(row).toContain("Vorschlag: nicht anwendbar");

    const accepted = await post(`${base}/1.2.1`, cookie, { intent: "acceptSuggestion" });
    expect(accepted.headers.get("Location")).toBe(`${base}/1.2.1?saved=all-pages#all-pages`);
    const answers = await answersOf(run);
    expect(answers).toHaveLength(2);
    for (const answer of answers)
      expect(answer).toMatchObject({
        criterion: "1.2.1",
        verdict: "notApplicable",
        note: "Laut dem Seiteninventar des Scans gibt es auf keiner der 2 Seiten der Stichprobe Audio oder Video.",
        means: [],
      });
    const decided = await markup(await get(`${base}/1.2.1`, cookie));
    expect(decided).toContain("Nicht anwendbar</span>");
    expect(decided).not.toContain(suggestion);
  }, 60_000);

  it("sets the page's verdict when a needs-review finding is confirmed, from the criterion page and the report", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await siteRun(user);
    const base = `/run/${run.id}/assessment`;

    // Before the assessment, the report's review tab points to it.
    const tabBefore = await markup(await get(`/run/${run.id}?tab=manual`, cookie));
    expect(tabBefore).toContain(`href="${base}"`);
    expect(tabBefore).toContain("Entscheiden Sie diese Funde in der Prüfung von Hand.");
    await post(base, cookie, {});
    // The person had met 1.4.3 on the post; the contrast finding there is then confirmed.
    await post(`${base}/1.4.3`, cookie, {
      intent: "answer",
      pageUrl: `${root}/blog/post-1`,
      verdict: "passed",
      note: "Mit dem Colour Contrast Analyser gemessen",
    });
    const tab = await markup(await get(`/run/${run.id}?tab=manual`, cookie));
    expect(tab).toContain("Elementgruppe p");
    expect(tab).toContain(`id="${reviewAnchor("color-contrast|p")}"`);
    expect(tab).toContain("Noch nicht entschieden");

    // Dismissed first: no verdict changes.
    await post(`${base}/1.4.3`, cookie, {
      intent: "review",
      issueKey: "color-contrast|p",
      decision: "dismissed",
    });
    expect((await answersOf(run))[0]).toMatchObject({ verdict: "passed" });

    const confirmed = await post(`${base}/1.4.3`, cookie, {
      intent: "review",
      issueKey: "color-contrast|p",
      decision: "confirmed",
      note: "Grau auf Weiß",
    });
    expect(confirmed.headers.get("Location")).toBe(`${base}/1.4.3?saved=review-0&set=1#review-0`);
    const answers = await answersOf(run);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({
      criterion: "1.4.3",
      pageUrl: `${root}/blog/post-1`,
      verdict: "failed",
      barrier: "Kontrast prüfen",
      note: "Mit dem Colour Contrast Analyser gemessen",
      carriedOver: false,
    });
    const page = await markup(await get(`${base}/1.4.3?saved=review-0&set=1`, cookie));
    expect(page).toContain(
      "Entscheidung gespeichert. Auf 1 Seite der Stichprobe ist das Kriterium damit als nicht erfüllt eingetragen.",
    );
    expect(page).toMatch(/id="page-1-failed"[^>]*checked=""/);
    expect(await markup(await get(`/run/${run.id}?tab=manual`, cookie))).toContain(
      "Entschieden: Als Verstoß bestätigt",
    );

    // From the report's review tab (without JavaScript: a form post back to the tab); the reason stays.
    await post(`${base}/1.4.3`, cookie, {
      intent: "answer",
      pageUrl: `${root}/blog/post-1`,
      verdict: "failed",
      barrier: "Der Hinweistext ist zu hell.",
    });
    expect(
      (
        await post(`${base}/reviews`, cookie, { issueKey: "color-contrast|p", decision: "dismissed" })
      ).headers.get("Location"),
    ).toBe(`/run/${run.id}?tab=manual#${reviewAnchor("color-contrast|p")}`);
    expect(await markup(await get(`/run/${run.id}?tab=manual`, cookie, "en"))).toContain(
      "Decided: Dismissed",
    );
    await post(`${base}/reviews`, cookie, { issueKey: "color-contrast|p", decision: "confirmed" });
    const review = await db
      .select()
      .from(schema.assessmentReviews)
      .where(eq(schema.assessmentReviews.runId, run.id))
      .get();
    expect(review).toMatchObject({ decision: "confirmed", note: "Grau auf Weiß" });
    // The person's own description of the failure stays.
    expect((await answersOf(run))[0]).toMatchObject({
      verdict: "failed",
      barrier: "Der Hinweistext ist zu hell.",
    });
    // Only the owner, only findings that need review.
    const { cookie: other } = await signedInSubscriber("Alex");
    expect(
      (await post(`${base}/reviews`, other, { issueKey: "color-contrast|p", decision: "dismissed" })).status,
    ).toBe(404);
    expect(
      (await post(`${base}/reviews`, cookie, { issueKey: "image-alt|img", decision: "dismissed" })).status,
    ).toBe(404);
  }, 60_000);

  it("names the method, the auditor, the tools and the sign-off as entered, and explains the result", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await siteRun(user);
    const base = `/run/${run.id}/assessment`;
    await post(base, cookie, {});

    const before = await markup(await get(`${base}/report`, cookie));
    expect(before).toContain(
      "WCAG-EM 1.0 (Website Accessibility Conformance Evaluation Methodology des W3C)",
    );
    expect(before).toContain("Noch nicht abgezeichnet");
    expect(before).toContain("Nicht angegeben");
    // Why not conformant: the failed criterion, its page and who found it; what is still open.
    expect(before).toContain("Nicht konform: 1 Erfolgskriterium ist nicht erfüllt.");
    expect(before).toMatch(
      /WCAG 1\.1\.1 Nicht-Text-Inhalt<\/strong> – nicht erfüllt auf <span[^>]*>https:\/\/www\.beispiel\.de\/<\/span>/,
    );
    expect(before).toContain("(festgestellt durch: automatisch)");
    expect(before).toContain("Noch offen: 1.2.1, 1.2.2");
    const english = await markup(await get(`${base}/report`, cookie, "en"));
    expect(english).toContain("Not conformant: 1 success criterion is not met.");
    expect(english).toContain("Not signed off yet");

    const refused = await post(`${base}/report`, cookie, {
      auditorName: "",
      auditorRole: "Prüferin",
      tools: Array.from({ length: 21 }, (_, i) => `Werkzeug ${i}`).join("\n"),
      assistiveTechnologies: "NVDA 2024.4",
      signedOffOn: "2026-02-30",
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await markup(refused);
    expect(refusedHtml).toContain("Bitte geben Sie den Namen der prüfenden Person an.");
    expect(refusedHtml).toContain("Bitte nennen Sie höchstens 20 Einträge.");
    expect(refusedHtml).toContain("Bitte geben Sie ein gültiges Datum an, z. B. 2026-11-28.");
    expect(refusedHtml).toContain("NVDA 2024.4</textarea>");
    const head = () => db.select().from(schema.assessments).where(eq(schema.assessments.runId, run.id)).get();
    expect(await head()).toMatchObject({ auditorName: "", signedOffOn: "", signedOffAt: null });

    const saved = await post(`${base}/report`, cookie, {
      auditorName: "Kim Berger",
      auditorRole: "Prüferin für Barrierefreiheit <extern>",
      tools: "Colour Contrast Analyser 3.5\n\nFirefox 133",
      assistiveTechnologies: "NVDA 2024.4 mit Firefox 133",
      signedOffOn: "2026-11-27",
    });
    expect(saved.headers.get("Location")).toBe(`${base}/report?saved=sign-off#sign-off`);
    expect(await head()).toMatchObject({
      auditorName: "Kim Berger",
      auditorRole: "Prüferin für Barrierefreiheit <extern>",
      tools: ["Colour Contrast Analyser 3.5", "Firefox 133"],
      assistiveTechnologies: ["NVDA 2024.4 mit Firefox 133"],
      signedOffOn: "2026-11-27",
    });
    const report = await markup(await get(`${base}/report?saved=sign-off`, cookie));
    expect(report).toContain("Die Abzeichnung ist gespeichert.");
    expect(report).toContain("Kim Berger, Prüferin für Barrierefreiheit &lt;extern&gt;");
    expect(report).toContain("<li>Colour Contrast Analyser 3.5</li><li>Firefox 133</li>");
    expect(report).toContain("<li>NVDA 2024.4 mit Firefox 133</li>");
    expect(report).toContain(
      "am 27. November 2026 von Kim Berger (Prüferin für Barrierefreiheit &lt;extern&gt;)",
    );
    expect(report).not.toContain("Nach der Abzeichnung wurden Antworten geändert");
    expect(await markup(await get(`${base}/report`, cookie, "en"))).toContain(
      "on 27 November 2026 by Kim Berger (Prüferin für Barrierefreiheit &lt;extern&gt;)",
    );

    // An answer saved after the sign-off: the report says it must be signed off again.
    await post(`${base}/2.4.2`, cookie, { intent: "answer", pageUrl: `${root}/`, verdict: "passed" });
    expect(await markup(await get(`${base}/report`, cookie))).toContain(
      "Nach der Abzeichnung wurden Antworten geändert",
    );
  }, 60_000);
});
