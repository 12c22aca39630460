/**
 * A page decides how much its report holds: the run page sends one category, one page of it, and a
 * report over the caps is never stored.
 */
import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type Finding, type PageReport, type SiteReport, siteReportCaps } from "#core/contract";
import {
  completeRun,
  compress,
  createRun,
  getRun,
  loadRunReport,
  loadRunReportCategory,
  loadSiteReport,
} from "#core/runs/runs.server";
import { finishIfComplete } from "#core/runs/site-runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { signedInSubscriber } from "./subscriber";

const db = createDb(env.DB);

function finding(n: number, extra: Partial<Finding> = {}): Finding {
  return {
    ruleId: `rule-${n}`,
    impact: "serious",
    description: `Beschreibung ${n}`,
    help: `Regel Nummer ${n} verletzt`,
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt",
    wcag: ["1.1.1"],
    en301549: [],
    bestPractice: false,
    nodes: [{ selector: `#el-${n}`, html: `<div id="el-${n}">`, failureSummary: "Beheben" }],
    nodeCount: 1,
    ...extra,
  };
}

function pageReport(violations: Finding[], passes: Finding[] = []): PageReport {
  return {
    url: "https://www.beispiel.de/",
    finalUrl: "https://www.beispiel.de/",
    level: "AA",
    locale: "de",
    counts: { violations: violations.length, incomplete: 0, passes: passes.length, inapplicable: 0 },
    impacts: { critical: 0, serious: violations.length, moderate: 0, minor: 0 },
    violations,
    incomplete: [],
    passes,
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.1",
  };
}

const get = (path: string, cookie: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, { headers: { Cookie: `${cookie}; locale=${locale}` } });

/** The page's text as read: React's markers between adjacent texts left out. */
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

describe("the run page sends one category, one page at a time", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM run_results; DELETE FROM runs");
  });

  it("lists 20 rules of the open category, with links to the others; nothing else is sent", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await createRun(db, {
      url: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      ownerId: user.id,
    });
    const violations = Array.from({ length: 45 }, (_, i) => finding(i + 1));
    await completeRun(db, run.id, pageReport(violations, [finding(99, { help: "Eine erfüllte Regel" })]));

    const first = await (await get(`/run/${run.id}`, cookie)).text();
    expect(first).toContain("Regel Nummer 20 verletzt");
    expect(first).not.toContain("Regel Nummer 21 verletzt");
    // Not in the markup, nor in the route data that travels along.
    expect(first).not.toContain("Eine erfüllte Regel");
    expect(first).toContain("Regeln 1 bis 20 von 45");
    expect(first).toContain(`href="/run/${run.id}?tab=violations&amp;page=2"`);
    expect(first).toContain("Verstöße (45)");

    const last = await (await get(`/run/${run.id}?tab=violations&page=3`, cookie, "en")).text();
    expect(last).toContain("Rules 41 to 45 of 45");
    expect(last).toContain("Regel Nummer 45 verletzt");
    expect(last).not.toContain("Regel Nummer 40 verletzt");
    expect(last).toContain(`href="/run/${run.id}?tab=violations&amp;page=2"`);

    // A page number out of range shows the nearest page; nonsense the first.
    expect(await (await get(`/run/${run.id}?page=99`, cookie)).text()).toContain("Regeln 41 bis 45 von 45");
    expect(await (await get(`/run/${run.id}?page=-1`, cookie)).text()).toContain("Regeln 1 bis 20 von 45");

    // Passes list no elements: all of them on one page.
    const passes = await (await get(`/run/${run.id}?tab=passes`, cookie)).text();
    expect(passes).toContain("Eine erfüllte Regel");
    expect(passes).not.toContain("Regel Nummer 1 verletzt");
    expect(passes).not.toContain("Regeln 1 bis");
  });

  it("says how many elements fail when only the first 50 are listed", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await createRun(db, {
      url: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      ownerId: user.id,
    });
    const nodes = Array.from({ length: 50 }, (_, i) => ({
      selector: `img:nth-child(${i + 1})`,
      html: "<img>",
      failureSummary: "",
    }));
    await completeRun(db, run.id, pageReport([finding(1, { nodes, nodeCount: 2000 })]));
    const german = await text(await get(`/run/${run.id}`, cookie));
    expect(german).toContain("2000 betroffene Elemente Die ersten 50 sind aufgeführt.");
    const english = await text(await get(`/run/${run.id}`, cookie, "en"));
    expect(english).toContain("2000 affected elements The first 50 are listed.");
  });
});

describe("the run page decompresses only the category it shows", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM run_results; DELETE FROM runs");
  });

  async function finishedRun(cookieUser: { id: string }) {
    return createRun(db, {
      url: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      ownerId: cookieUser.id,
    });
  }

  it("stores head and categories apart: a damaged part of passes leaves the violations tab whole", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await finishedRun(user);
    const report = pageReport([finding(1)], [finding(2, { help: "Eine erfüllte Regel" })]);
    await completeRun(db, run.id, report);
    expect(await loadRunReport(db, run.id)).toEqual(report);

    // Damage every stored chunk but those of the head and of the violations.
    const head = await loadRunReportCategory(db, run.id, "violations");
    const { results: rows } = await env.DB.prepare(
      "SELECT seq FROM run_results WHERE run_id = ? ORDER BY seq",
    )
      .bind(run.id)
      .all<{ seq: number }>();
    expect(rows).toHaveLength(5);
    const [, violationsSeq] = rows.map((row) => row.seq);
    await env.DB.prepare("UPDATE run_results SET data = X'00' WHERE run_id = ? AND seq > ?")
      .bind(run.id, violationsSeq)
      .run();

    expect(await loadRunReportCategory(db, run.id, "violations")).toEqual(head);
    await expect(loadRunReport(db, run.id)).rejects.toThrow();
    const page = await get(`/run/${run.id}`, cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Regel Nummer 1 verletzt");
    expect(html).toContain("Bestanden (1)");
  });

  it("still reads a report stored whole, before there were parts", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await finishedRun(user);
    const report = pageReport([finding(1)], [finding(2, { help: "Eine erfüllte Regel" })]);
    await env.DB.prepare("INSERT INTO run_results (run_id, seq, data) VALUES (?, 0, ?)")
      .bind(run.id, await compress(report))
      .run();
    await env.DB.prepare(
      "UPDATE runs SET status = 'done', final_url = ?, counts = ?, impacts = ?, finished_at = ? WHERE id = ?",
    )
      .bind(
        report.finalUrl,
        JSON.stringify(report.counts),
        JSON.stringify(report.impacts),
        Date.now(),
        run.id,
      )
      .run();
    expect(await loadRunReport(db, run.id)).toEqual(report);
    expect((await loadRunReportCategory(db, run.id, "passes"))?.findings).toEqual(report.passes);
    expect(await (await get(`/run/${run.id}?tab=passes`, cookie)).text()).toContain("Eine erfüllte Regel");
  });
});

describe("a report over the caps", () => {
  it("is not stored: the run fails and says why, in both languages", async () => {
    const { user, cookie } = await signedInSubscriber();
    const run = await createRun(db, {
      url: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      ownerId: user.id,
    });
    const huge = Array.from({ length: 3000 }, (_, i) => finding(i, { description: "x".repeat(1000) }));
    await completeRun(db, run.id, pageReport(huge));
    expect(await getRun(db, run.id)).toMatchObject({ status: "failed", errorCode: "report_too_large" });
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM run_results WHERE run_id = ?")
      .bind(run.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect(await (await get(`/run/${run.id}`, cookie)).text()).toContain(
      "Die Seite hat mehr Befunde, als ein Bericht fassen kann.",
    );
    expect(await (await get(`/run/${run.id}`, cookie, "en")).text()).toContain(
      "The page has more findings than a report can hold.",
    );
  });
});

describe("a site's report is capped, and fails when it cannot be", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM run_pages; DELETE FROM run_results; DELETE FROM runs");
  });

  /** Class names of letters only: element patterns leave out names with digits (generated ones). */
  const letters = (n: number) => [...String(n)].map((digit) => "abcdefghij"[Number(digit)]).join("");

  /** A finished site run whose pages' findings are in D1, put together as the last page job does it. */
  async function siteRunOf(pages: PageReport[]) {
    const { user, cookie } = await signedInSubscriber();
    const run = await createRun(db, {
      url: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      ownerId: user.id,
      site: { pageLimit: pages.length, depthLimit: 1 },
    });
    await env.DB.prepare("UPDATE runs SET status = 'running' WHERE id = ?").bind(run.id).run();
    for (const [id, report] of pages.entries()) {
      await db.insert(schema.runPages).values({
        runId: run.id,
        id,
        url: report.url,
        depth: id === 0 ? 0 : 1,
        status: "done",
        report: await compress(report),
      });
    }
    expect(await finishIfComplete(db, run.id)).toBe(true);
    return { run, cookie };
  }

  const nodeOf = (className: string, failureSummary = "Beheben") => ({
    selector: `.${className}`,
    html: `<a class="${className}" href="/">`,
    failureSummary,
  });

  it("lists the first issues and occurrences, with exact counts beside them", async () => {
    // On every page the same logo (one issue on all 30 pages), and 50 links of their own (1500 issues).
    const pages = Array.from({ length: 30 }, (_, page) =>
      pageReport([
        finding(1, { ruleId: "image-alt", impact: "critical", nodes: [nodeOf("logo")], nodeCount: 1 }),
        finding(2, {
          ruleId: "link-name",
          impact: "serious",
          nodes: Array.from({ length: 50 }, (_, n) => nodeOf(`link-${letters(page)}-${letters(n)}`)),
          nodeCount: 50,
        }),
      ]),
    ).map((report, page) => ({
      ...report,
      // Each page a document of its own: addresses that end up at the same one count as one page.
      url: `https://www.beispiel.de/${page}`,
      finalUrl: `https://www.beispiel.de/${page}`,
    }));
    const { run } = await siteRunOf(pages);
    expect(await getRun(db, run.id)).toMatchObject({ status: "done", violationCount: 1501 });
    const report = (await loadSiteReport(
      db,
      (await getRun(db, run.id)) as NonNullable<Awaited<ReturnType<typeof getRun>>>,
    )) as SiteReport;
    expect(report.issues).toHaveLength(siteReportCaps.issues);
    expect(report.issueCount).toBe(1501);
    expect(report.totals).toMatchObject({ issues: 1501, occurrences: 30 + 1500 });
    const logo = report.issues[0];
    expect(logo).toMatchObject({ ruleId: "image-alt", pageCount: 30, occurrenceCount: 30 });
    expect(logo?.occurrences).toHaveLength(siteReportCaps.occurrencesPerIssue);
    expect(report.pages).toHaveLength(30);
  });

  it("fails a site whose report would still be too large, and says why in both languages", async () => {
    // 1000 issues on each of 20 pages, every occurrence with a long explanation: far over the size cap.
    const summary = "Beheben Sie dies. ".repeat(55);
    const pages = Array.from({ length: 20 }, () =>
      pageReport(
        Array.from({ length: 20 }, (_, rule) =>
          finding(rule, {
            nodes: Array.from({ length: 50 }, (_, n) => nodeOf(`item-${letters(n)}`, summary)),
            nodeCount: 50,
          }),
        ),
      ),
    ).map((report, page) => ({
      ...report,
      // Each page a document of its own: addresses that end up at the same one count as one page.
      url: `https://www.beispiel.de/${page}`,
      finalUrl: `https://www.beispiel.de/${page}`,
    }));
    const { run, cookie } = await siteRunOf(pages);
    expect(await getRun(db, run.id)).toMatchObject({ status: "failed", errorCode: "site_report_too_large" });
    const stored = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM run_results WHERE run_id = ?1) AS results, (SELECT count(*) FROM run_pages WHERE run_id = ?1 AND report IS NOT NULL) AS pages",
    )
      .bind(run.id)
      .first<{ results: number; pages: number }>();
    expect(stored).toEqual({ results: 0, pages: 0 });
    expect(await text(await get(`/run/${run.id}`, cookie))).toContain(
      "Die Website hat mehr Befunde, als ein Bericht fassen kann.",
    );
    expect(await text(await get(`/run/${run.id}`, cookie, "en"))).toContain(
      "The website has more findings than a report can hold.",
    );
  });
});
