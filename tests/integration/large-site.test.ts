/**
 * A site run of 2,000 pages in the real local D1, its page reports made here (no browser): the report
 * is put together and stored within D1's limits, occurrence counts stay exact past the elements listed,
 * its views answer a page at a time, its CSV and JSON are streamed, and the run list pages through
 * every run.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Finding, FindingNode, PageReport, SiteReport } from "#core/contract";
import { compress, createRun, getRun, loadSiteReport } from "#core/runs/runs.server";
import { finishIfComplete } from "#core/runs/site-runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { PRINT_ISSUES, PRINT_PAGES, printReportHtml } from "~/components/report/print.server";
import { signedInSubscriber } from "./subscriber";

const db = createDb(env.DB);
const origin = "https://www.grosse-seite.de";
const pageCount = 2_000;
/** Links without a name on every article page: more than the 50 a finding lists. */
const unnamedLinks = 120;

const get = (path: string, cookie: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, { headers: { Cookie: `${cookie}; locale=${locale}` } });

function node(selector: string, html: string, context: string): FindingNode {
  return { selector, html, failureSummary: "Beheben Sie Folgendes", context };
}

function finding(ruleId: string, nodes: FindingNode[], nodeCount = nodes.length): Finding {
  return {
    ruleId,
    impact: "serious",
    description: `${ruleId}: Beschreibung`,
    help: `${ruleId}: Hilfe`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${ruleId}`,
    wcag: ruleId === "color-contrast" ? ["1.4.3"] : ["2.4.4"],
    en301549: [],
    bestPractice: false,
    nodes,
    nodeCount,
  };
}

/** Three templates: articles (a long link list without names), forms, and product pages. */
function pageReport(index: number): PageReport {
  const url = `${origin}/seite-${index}.html`;
  const template = index % 3;
  const violations: Finding[] = [];
  if (template === 0) {
    const links = Array.from({ length: 50 }, (_, i) =>
      node(
        `ul.verweise > li:nth-child(${i + 1}) > a`,
        `<a href="/ziel-${i}"></a>`,
        "main > ul.verweise > li",
      ),
    );
    violations.push(finding("link-name", links, unnamedLinks));
  }
  if (template === 1) {
    violations.push(
      finding("label", [node(`#eingabe-${index}`, '<input type="text">', "main > form.kontakt")]),
    );
  }
  // A barrier unique to each page, as pages with their own content have.
  violations.push(
    finding("color-contrast", [
      node(`#hinweis-${index}`, `<p id="hinweis-${index}" class="blass">`, `main > section#s-${index}`),
    ]),
  );
  return {
    url,
    finalUrl: url,
    level: "AA",
    locale: "de",
    counts: { violations: violations.length, incomplete: 0, passes: 20, inapplicable: 30 },
    impacts: { critical: 0, serious: violations.length, moderate: 0, minor: 0 },
    violations,
    incomplete: [],
    passes: [],
    inapplicable: [],
    timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
    axeVersion: "4.14.1",
  };
}

/** A finished 2,000-page run of the user, put together as the last page's job does it. */
async function largeRun(ownerId: string): Promise<string> {
  const run = await createRun(db, {
    url: `${origin}/`,
    level: "AA",
    locale: "de",
    ownerId,
    site: { pageLimit: pageCount, depthLimit: 5 },
  });
  await env.DB.prepare("UPDATE runs SET status = 'running', final_url = ?2 WHERE id = ?1")
    .bind(run.id, `${origin}/`)
    .run();
  const insert = env.DB.prepare(
    "INSERT INTO run_pages (run_id, id, url, depth, status, report, attempts) VALUES (?1, ?2, ?3, 1, 'done', ?4, 1)",
  );
  for (let from = 0; from < pageCount; from += 100) {
    const statements = [];
    for (let index = from; index < from + 100; index++) {
      const report = pageReport(index);
      statements.push(insert.bind(run.id, index, report.url, await compress(report)));
    }
    await env.DB.batch(statements);
  }
  expect(await finishIfComplete(db, run.id)).toBe(true);
  return run.id;
}

async function storedReport(runId: string): Promise<SiteReport> {
  const run = await getRun(db, runId);
  const report = run ? await loadSiteReport(db, run) : null;
  if (!report) throw new Error("no report stored");
  return report;
}

/** The body as it arrives: its parts and its text. */
async function readParts(response: Response): Promise<{ parts: number; text: string }> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let parts = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { parts, text: text + decoder.decode() };
    parts++;
    text += decoder.decode(value, { stream: true });
  }
}

const maxViewBytes = 500 * 1024;

describe("a 2,000-page site run", () => {
  let cookie = "";
  let runId = "";

  beforeAll(async () => {
    await env.DB.exec("DELETE FROM run_pages; DELETE FROM run_results; DELETE FROM runs;");
    const subscriber = await signedInSubscriber();
    cookie = subscriber.cookie;
    runId = await largeRun(subscriber.user.id);
  }, 60_000);

  it("is stored in rows within D1's limits, its pages' findings dropped", async () => {
    expect((await getRun(db, runId))?.status).toBe("done");
    const chunks = await env.DB.prepare(
      "SELECT count(*) AS rows, max(length(data)) AS largest FROM run_results WHERE run_id = ?1",
    )
      .bind(runId)
      .first<{ rows: number; largest: number }>();
    expect(chunks?.rows).toBeGreaterThan(0);
    expect(chunks?.largest).toBeLessThanOrEqual(1024 * 1024);
    const pages = await env.DB.prepare(
      "SELECT count(*) AS rows, count(report) AS reports FROM run_pages WHERE run_id = ?1",
    )
      .bind(runId)
      .first<{ rows: number; reports: number }>();
    expect(pages).toEqual({ rows: pageCount, reports: 0 });
  });

  it("counts every element past the 50 listed per rule and page; the stored ones stay capped", async () => {
    const report = await storedReport(runId);
    expect(report.pages).toHaveLength(pageCount);
    const articles = Math.ceil(pageCount / 3);
    const linkName = report.issues.find((issue) => issue.ruleId === "link-name");
    expect(linkName).toMatchObject({ occurrenceCount: articles * unnamedLinks, pageCount: articles });
    expect(linkName?.occurrences).toHaveLength(20);
    expect(report.pages[0]?.occurrenceCount).toBe(unnamedLinks + 1);
    const label = report.issues.find((issue) => issue.ruleId === "label");
    const forms = Math.floor((pageCount + 1) / 3);
    expect(label).toMatchObject({ occurrenceCount: forms, pageCount: forms });
    expect(report.totals.occurrences).toBe(articles * unnamedLinks + forms + pageCount);
  });

  it("answers each view of the report a page at a time, under 500 KB", async () => {
    for (const path of [`/run/${runId}`, `/run/${runId}?tab=issues`, `/run/${runId}?tab=criteria`]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(200);
      expect((await response.arrayBuffer()).byteLength, path).toBeLessThan(maxViewBytes);
    }
    const first = await get(`/run/${runId}?tab=pages`, cookie);
    const firstHtml = (await first.text()).replaceAll("<!-- -->", "");
    expect(firstHtml.length).toBeLessThan(maxViewBytes);
    expect(firstHtml).toContain("Seite 1 von 40");
    expect(firstHtml).toContain(`${origin}/seite-49.html`);
    expect(firstHtml).not.toContain(`${origin}/seite-50.html`);
    expect(firstHtml).toContain(`href="/run/${runId}?tab=pages&amp;p=2"`);
    const last = (await (await get(`/run/${runId}?tab=pages&p=40`, cookie, "en")).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(last).toContain("Page 40 of 40");
    expect(last).toContain(`${origin}/seite-1999.html`);
  });

  it("streams the CSV: every listed occurrence a row, sent in parts", async () => {
    const report = await storedReport(runId);
    const response = await get(`/run/${runId}/export/csv`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const { parts, text } = await readParts(response);
    expect(parts).toBeGreaterThan(1);
    const lines = text.split("\r\n");
    expect(lines.pop()).toBe("");
    const listed = report.issues.reduce((sum, issue) => sum + issue.occurrences.length, 0);
    expect(lines).toHaveLength(1 + listed);
    const columns = lines[0]?.split(";").length;
    // No cell here holds a delimiter or a quote: every row has the header's columns.
    for (const line of lines) expect(line.split(";")).toHaveLength(columns as number);
  });

  it("prints a bounded PDF: the most severe issues and most affected pages, and says where the rest is", async () => {
    const stored = await storedReport(runId);
    // As many distinct issues as a site with page-specific barriers has.
    const base = stored.issues.find((issue) => issue.ruleId === "color-contrast");
    if (!base) throw new Error("no color-contrast issue");
    const extra = Array.from({ length: 150 }, (_, i) => ({
      ...base,
      key: `${base.key}#${i}`,
      impact: "minor" as const,
    }));
    const report = { ...stored, issues: [...stored.issues, ...extra] };
    const html = (await printReportHtml(report)).replaceAll("<!-- -->", "");
    const violations = report.issues.filter((issue) => issue.category === "violations").length;
    expect(violations).toBeGreaterThan(PRINT_ISSUES);
    expect(html).toContain(
      `Gedruckt sind die ${PRINT_ISSUES} schwerwiegendsten von ${violations} Problemen.`,
    );
    expect(html).toContain(
      `Gedruckt sind die ${PRINT_PAGES} Seiten mit den meisten Verstößen von ${pageCount} Seiten.`,
    );
    // Article pages have the most violations: the printed pages are theirs, in the report's order.
    const printed = [...html.matchAll(/seite-(\d+)\.html<\/td>/g)].map((match) => Number(match[1]));
    expect(printed).toEqual(Array.from({ length: PRINT_PAGES }, (_, i) => i * 3));
    expect(html.length).toBeLessThan(2 * 1024 * 1024);
  });

  it("streams the JSON: the whole stored report, sent in parts", async () => {
    const response = await get(`/run/${runId}/export/json`, cookie);
    expect(response.status).toBe(200);
    const { parts, text } = await readParts(response);
    expect(parts).toBeGreaterThan(1);
    const json = JSON.parse(text) as SiteReport;
    const stored = await storedReport(runId);
    expect(json.pages).toHaveLength(pageCount);
    expect(json.issues.map((issue) => issue.key)).toEqual(stored.issues.map((issue) => issue.key));
    expect(json.totals).toEqual(stored.totals);
  });
});

describe("the run list", () => {
  beforeEach(async () => {
    await env.DB.exec("DELETE FROM run_pages; DELETE FROM run_results; DELETE FROM runs;");
  });

  it("pages through every run, 50 a page, newest first, with translated links between the pages", async () => {
    const { user, cookie } = await signedInSubscriber();
    const start = Date.parse("2026-01-01T00:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      const run = await createRun(
        db,
        { url: `https://www.beispiel.de/seite-${i}`, level: "AA", locale: "de", ownerId: user.id },
        new Date(start + i * 60_000),
      );
      ids.push(run.id);
    }
    await db.insert(schema.runs).values({
      id: "fremder-lauf-0000000000",
      url: "https://fremd.example/",
      level: "AA",
      locale: "de",
      ownerId: null,
    });
    const linked = (html: string) =>
      ids.filter((id) => html.includes(`href="/run/${id}"`)).map((id) => ids.indexOf(id));
    const page = async (query: string, locale = "de") =>
      (await (await get(`/runs${query}`, cookie, locale)).text()).replaceAll("<!-- -->", "");

    const first = await page("");
    expect(linked(first)).toEqual(Array.from({ length: 50 }, (_, i) => 119 - i).sort((a, b) => a - b));
    expect(first).toContain("Seite 1 von 3 (120 Scans)");
    expect(first).toContain('href="/runs?p=2"');
    expect(first).toContain("Ältere Scans");
    expect(first).not.toContain("Neuere Scans");

    const second = await page("?p=2");
    expect(linked(second)).toEqual(Array.from({ length: 50 }, (_, i) => 20 + i));
    expect(second).toContain('href="/runs?p=1"');
    expect(second).toContain('href="/runs?p=3"');

    const third = await page("?p=3", "en");
    expect(linked(third)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(third).toContain("Page 3 of 3 (120 scans)");
    expect(third).toContain("Newer scans");
    expect(third).not.toContain("Older scans");

    // Past the end, or nonsense: the nearest page there is.
    expect(linked(await page("?p=999"))).toEqual(linked(third));
    expect(linked(await page("?p=abc"))).toEqual(linked(first));
  });
});
