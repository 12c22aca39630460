import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IssueOccurrence, PageReport, ReportLocale, SitePage, SiteReport } from "#core/contract";
import { csvColumns, csvTexts } from "#core/reporters/csv";
import { uncoveredCriteria } from "#core/rules/axe/index";
import { completeRun, completeSiteRun, createRun, type Run } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { criterionInfo, ruleGuidance } from "~/utils/guidance.server";
import type { User } from "~/utils/users.server";
import { signedInSubscriber } from "./subscriber";

const db = createDb(env.DB);

const counts = { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 };
const noImpacts = { critical: 0, serious: 0, moderate: 0, minor: 0 };

function page(url: string, extra: Partial<SitePage> = {}): SitePage {
  return {
    url,
    finalUrl: url,
    depth: 1,
    status: "done",
    counts,
    impacts: noImpacts,
    violationCount: 0,
    occurrenceCount: 0,
    ...extra,
  };
}

/** Eleven images on the start page and one on the contact page: more than a view shows per issue. */
const imageOccurrences: IssueOccurrence[] = Array.from({ length: 12 }, (_, index) => ({
  page: index < 11 ? 0 : 1,
  selector: `img.item-${index + 1}`,
  html: `<img class="item-${index + 1}" src="x" onerror="alert(1)"><script>alert(1)</script>`,
  failureSummary: "Beheben Sie eines der folgenden Probleme:\n  Element hat kein alt-Attribut",
}));

function siteReport(locale: ReportLocale = "de"): SiteReport {
  const filler = Array.from({ length: 56 }, (_, index) => page(`https://www.beispiel.de/seite-${index + 1}`));
  return {
    kind: "site",
    rootUrl: "https://www.beispiel.de/",
    level: "AA",
    locale,
    axeVersion: "4.14.1",
    generatedAt: "2026-03-01T10:00:00.000Z",
    pages: [
      page("https://www.beispiel.de/", { depth: 0, violationCount: 1, occurrenceCount: 11 }),
      page("https://www.beispiel.de/kontakt", { violationCount: 2, occurrenceCount: 2 }),
      page("https://www.beispiel.de/kaputt", { status: "failed", error: "timeout", finalUrl: null }),
      page("http://www.beispiel.de/alt"),
      ...filler,
    ],
    issues: [
      {
        key: "image-alt|img",
        category: "violations",
        ruleId: "image-alt",
        impact: "critical",
        description: "Stellt sicher, dass <img>-Elemente Alternativtexte haben",
        help: "Bilder müssen Alternativtext haben",
        helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt?lang=de",
        wcag: ["1.1.1"],
        en301549: ["9.1.1.1"],
        bestPractice: false,
        pattern: "img",
        pageCount: 2,
        occurrenceCount: 12,
        occurrences: imageOccurrences,
        change: "new",
      },
      {
        key: "color-contrast|p.hint",
        category: "violations",
        ruleId: "color-contrast",
        impact: "serious",
        description: "Stellt sicher, dass der Kontrast ausreicht",
        help: "Elemente müssen einen ausreichenden Farbkontrast haben",
        helpUrl: "javascript:alert(1)",
        wcag: ["1.4.3"],
        en301549: ["9.1.4.3"],
        bestPractice: false,
        pattern: "p.hint",
        pageCount: 1,
        occurrenceCount: 1,
        occurrences: [
          {
            page: 1,
            selector: "p.hint",
            html: '<p class="hint">Leise</p>',
            failureSummary: "Kontrast 2,1:1",
          },
        ],
        change: "unchanged",
      },
      {
        key: "region|div.lonely",
        category: "violations",
        ruleId: "region",
        impact: "moderate",
        description: "Stellt sicher, dass alle Inhalte in Landmarks stehen",
        help: "Inhalte sollten in Landmarks stehen",
        helpUrl: "https://dequeuniversity.com/rules/axe/4.14/region?lang=de",
        wcag: [],
        en301549: [],
        bestPractice: true,
        pattern: "div.lonely",
        pageCount: 1,
        occurrenceCount: 1,
        occurrences: [{ page: 0, selector: "div.lonely", html: '<div class="lonely">', failureSummary: "…" }],
      },
      {
        key: "link-in-text-block|a",
        category: "incomplete",
        ruleId: "link-in-text-block",
        impact: "serious",
        description: "Stellt sicher, dass Links sich vom umgebenden Text abheben",
        help: "Links müssen sich vom umgebenden Text unterscheiden",
        helpUrl: "https://dequeuniversity.com/rules/axe/4.14/link-in-text-block?lang=de",
        wcag: ["1.4.1"],
        en301549: ["9.1.4.1"],
        bestPractice: false,
        pattern: "a",
        pageCount: 1,
        occurrenceCount: 1,
        occurrences: [
          {
            page: 1,
            selector: "p > a.inline",
            html: '<a class="inline" href="/x">hier</a>',
            failureSummary: "",
          },
        ],
      },
    ],
    totals: {
      pagesScanned: 59,
      pagesFailed: 1,
      issues: 2,
      occurrences: 13,
      impacts: { critical: 1, serious: 1, moderate: 0, minor: 0 },
      principles: { "1": 2, "2": 0, "3": 0, "4": 0 },
    },
    comparison: {
      previousRunId: "previousrun",
      previousGeneratedAt: "2026-02-01T10:00:00.000Z",
      new: 1,
      unchanged: 1,
      fixed: [
        {
          key: "button-name|button",
          ruleId: "button-name",
          help: "Schaltflächen müssen erkennbaren Text haben",
          impact: "critical",
          wcag: ["4.1.2"],
          pattern: "button.search",
          occurrenceCount: 3,
        },
      ],
    },
  };
}

const pageReport: PageReport = {
  url: "https://www.beispiel.de/",
  finalUrl: "https://www.beispiel.de/",
  level: "AA",
  locale: "en",
  counts: { violations: 1, incomplete: 0, passes: 0, inapplicable: 0 },
  impacts: { critical: 1, serious: 0, moderate: 0, minor: 0 },
  violations: [
    {
      ruleId: "image-alt",
      impact: "critical",
      description: "Ensures <img> elements have alternative text",
      help: "Images must have alternative text",
      helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt",
      wcag: ["1.1.1"],
      en301549: ["9.1.1.1"],
      bestPractice: false,
      nodes: [
        {
          selector: "img.hero",
          html: '<img class="hero">',
          failureSummary:
            "Fix any of the following:\n  Element does not have an alt attribute\n  Element has no title attribute",
        },
      ],
    },
  ],
  incomplete: [],
  passes: [],
  inapplicable: [],
  timings: { loadMs: 1, settleMs: 1, injectMs: 1, runMs: 1 },
  axeVersion: "4.14.1",
};

const subscriber = () => signedInSubscriber("Kim Berger");

async function siteRun(owner: User, report = siteReport()): Promise<Run> {
  const run = await createRun(db, {
    url: report.rootUrl,
    level: report.level,
    locale: report.locale,
    ownerId: owner.id,
  });
  await db.update(schema.runs).set({ kind: "site" }).where(eq(schema.runs.id, run.id));
  await completeSiteRun(db, run.id, report);
  return run;
}

const get = (path: string, cookie: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });

/** The rendered page without its scripts (the route data travels along in those). */
async function markup(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

describe("the site report", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("opens on the overview: figures, principles, the most affected pages, the comparison and the exports", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user);
    const html = await markup(await get(`/run/${run.id}`, cookie));

    expect(html).toContain("Bericht für www.beispiel.de");
    expect(html).toContain("60 Seiten.");
    expect(html).toContain("Nicht prüfbare Seiten");
    expect(html).toContain("1 Wahrnehmbar");
    expect(html).toContain("4 Robust");
    expect(html).toContain("Am stärksten betroffene Seiten");
    // The start page has the most occurrences and links to its drill-down.
    expect(html).toContain(`href="/run/${run.id}?tab=pages&amp;page=0"`);
    expect(html).toContain("Seit der letzten Prüfung");
    expect(html).toContain("Schaltflächen müssen erkennbaren Text haben");
    for (const format of ["pdf", "csv", "json"])
      expect(html).toContain(`href="/run/${run.id}/export/${format}"`);
    expect(html).toContain(`href="/run/${run.id}/statement"`);
    expect(html).toContain("Erklärung zur Barrierefreiheit erstellen");
    expect(html).toContain(`href="/run/${run.id}?tab=manual"`);
    expect(html).toContain('aria-current="page"');

    const english = await markup(await get(`/run/${run.id}`, cookie, "en"));
    expect(english).toContain("1 Perceivable");
    expect(english).toContain("3 Understandable");
    expect(english).toContain("Most affected pages");
    expect(english).toContain("Create an accessibility statement");
  });

  it("lists the issues with their occurrences, capped, escaped, new ones marked, best practice apart", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user);
    const response = await get(`/run/${run.id}?tab=issues`, cookie);
    const page = await response.clone().text();
    const html = await markup(response);

    expect(html).toContain("Bilder müssen Alternativtext haben");
    expect(html).toContain("Elemente müssen einen ausreichenden Farbkontrast haben");
    expect(html).toContain("Neu");
    expect(html).toContain("auf 2 Seiten, 12 Fundstellen");
    expect(html).toContain("img.item-10");
    // The first three open, the rest of what the view holds behind "show all", then the paged view.
    expect(html).toMatch(/<details[^>]*><summary[^>]*>.*Alle 12 Fundstellen anzeigen/);
    expect(html.indexOf("img.item-3<")).toBeLessThan(html.indexOf("<details"));
    expect(html.indexOf("img.item-4<")).toBeGreaterThan(html.indexOf("<details"));
    expect(html).toContain("Alle 12 Fundstellen dieses Problems seitenweise ansehen");
    expect(html).toContain(`href="/run/${run.id}?tab=issues&amp;issue=image-alt%7Cimg"`);
    expect(html).toContain("Prüfwerkzeug");
    // The same thing to fix at every occurrence is said once, not under each of them.
    expect(html.split("Was zu beheben ist, an jeder dieser Fundstellen").length - 1).toBe(1);
    expect(html.split("Element hat kein alt-Attribut").length - 1).toBe(1);
    expect(html).toContain("https://www.beispiel.de/kontakt");
    expect(html).toContain("Empfehlungen (über WCAG hinaus)");
    expect(html).not.toContain("Best Practice");
    expect(html).toContain("Inhalte sollten in Landmarks stehen");
    const fix = ruleGuidance("de", "image-alt")?.fix;
    if (fix) expect(html).toContain(fix.slice(0, 40));
    // The incomplete finding belongs to the manual checks, not here.
    expect(html).not.toContain("Links müssen sich vom umgebenden Text unterscheiden");
    // Untrusted page content: text only, in the markup and in the data; no javascript: links.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).not.toContain('onerror="alert(1)">');
    expect(page).not.toContain('href="javascript:');
    // Only the capped occurrences reach the browser, not the whole report.
    expect(page).not.toContain("img.item-11");
    expect(page).not.toContain("img.item-12");

    const english = await markup(await get(`/run/${run.id}?tab=issues`, cookie, "en"));
    expect(english).toContain("WCAG violations");
    expect(english).toContain("Show all 12 occurrences");
    expect(english).toContain("See all 12 occurrences of this issue, page by page");
    expect(english).toContain("on 2 pages, 12 occurrences");
  });

  it("groups the issues by success criterion with the EN 301 549 clause and the BFSG relevance", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user);
    const html = await markup(await get(`/run/${run.id}?tab=criteria`, cookie));
    const title = criterionInfo("de", "1.1.1")?.title;
    expect(html).toContain(title ? `1.1.1 ${title}` : "Erfolgskriterium 1.1.1");
    expect(html).toContain("9.1.1.1");
    expect(html).toContain("9.1.4.3");
    expect(html).toContain("Vom BFSG gefordert (EN 301 549)");
    expect(html.indexOf("1.1.1")).toBeLessThan(html.indexOf("1.4.3"));
    expect(html).toContain("Bilder müssen Alternativtext haben");
    // Best practice has no criterion.
    expect(html).not.toContain("Inhalte sollten in Landmarks stehen");

    const english = await markup(await get(`/run/${run.id}?tab=criteria`, cookie, "en"));
    expect(english).toContain("Required by BFSG (EN 301 549)");
  });

  it("lists the pages a page at a time, and drills down into one page's issues", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user);
    const first = await markup(await get(`/run/${run.id}?tab=pages`, cookie));
    expect(first).toContain("https://www.beispiel.de/kaputt");
    expect(first).toContain("Fehlgeschlagen");
    expect(first).toContain("Die Seite hat nicht rechtzeitig fertig geladen.");
    expect(first).toContain("Seite 1 von 2");
    expect(first).toContain('href="http://www.beispiel.de/alt"');
    expect(first).not.toContain("https://www.beispiel.de/seite-56<");
    const second = await markup(await get(`/run/${run.id}?tab=pages&p=2`, cookie));
    expect(second).toContain("https://www.beispiel.de/seite-56");
    expect(second).toContain("Seite 2 von 2");

    const drill = await markup(await get(`/run/${run.id}?tab=pages&page=1`, cookie));
    expect(drill).toContain("Probleme auf https://www.beispiel.de/kontakt");
    expect(drill).toContain("img.item-12");
    expect(drill).toContain("p.hint");
    expect(drill).not.toContain("img.item-1<");
    expect(drill).not.toContain("div.lonely");

    const missing = await markup(await get(`/run/${run.id}?tab=pages&page=999`, cookie));
    expect(missing).toContain("Diese Seite gehört nicht zum Bericht.");
    const english = await markup(await get(`/run/${run.id}?tab=pages&page=2`, cookie, "en"));
    expect(english).toContain("This page could not be scanned.");
  });

  it("shows the manual checks: undecided findings by rule, the honest statement, the checklist", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user);
    const html = await markup(await get(`/run/${run.id}?tab=manual`, cookie));
    expect(html).toContain("Links müssen sich vom umgebenden Text unterscheiden");
    expect(html).toContain("p &gt; a.inline");
    expect(html).toContain("Was automatische Tests nicht finden");
    expect(html).toContain("Automatisierte Tests finden nur einen Teil der Barrieren");
    const check = ruleGuidance("de", "link-in-text-block")?.check;
    if (check) expect(html).toContain(check.slice(0, 40));
    const uncovered = uncoveredCriteria("AA");
    expect(html).toContain(
      uncovered.length > 0 ? uncovered[0] : "Die Checkliste ist gerade nicht verfügbar.",
    );

    const english = await markup(await get(`/run/${run.id}?tab=manual`, cookie, "en"));
    expect(english).toContain("What automated tests cannot find");
    expect(english).toContain("Checklist: criteria without an automated test");
  });

  it("answers a foreign or missing run with 404, on the report and on every export", async () => {
    const { user } = await subscriber();
    const run = await siteRun(user);
    const { cookie: stranger } = await subscriber();
    for (const path of [`/run/${run.id}`, `/run/${run.id}/export/csv`, `/run/${run.id}/export/json`]) {
      expect((await get(path, stranger)).status, path).toBe(404);
    }
    expect((await get("/run/AAAAAAAAAAAAAAAAAAAAAA/export/json", stranger)).status).toBe(404);
  });

  it("exports the CSV with every occurrence, translated headers and ';' for German", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user);
    const response = await get(`/run/${run.id}/export/csv`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="klarsicht-www.beispiel.de-2026-03-01.csv"',
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toContain("private");
    const csv = await response.text();
    const [header = ""] = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(header).toContain(";");
    expect(header).not.toContain(",");
    expect(csvColumns.length).toBeGreaterThan(0);
    for (const column of csvColumns) expect(header).toContain(csvTexts.de.headers[column]);
    for (const occurrence of imageOccurrences) expect(csv).toContain(occurrence.selector);
    // Coded columns in words a German reader understands.
    expect(csv).toContain(";WCAG-Verstöße;Kritisch;");

    const english = await siteRun(user, siteReport("en"));
    const englishCsv = await (await get(`/run/${english.id}/export/csv`, cookie, "en")).text();
    const [englishHeader = ""] = englishCsv.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(englishHeader).toContain(",");
    for (const column of csvColumns) expect(englishHeader).toContain(csvTexts.en.headers[column]);
  });

  it("exports the JSON as the stored report, and refuses an unknown format", async () => {
    const { user, cookie } = await subscriber();
    const report = siteReport();
    const run = await siteRun(user, report);
    const response = await get(`/run/${run.id}/export/json`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Content-Disposition")).toContain(
      "klarsicht-www.beispiel.de-2026-03-01.json",
    );
    // As stored, with each issue's engine said (reports stored before there were two: axe-core), its
    // triage (none for a site without any) and the counts of decision 029.
    const exported = (await response.json()) as { counts: { wcagViolations: number } };
    expect(exported).toEqual({
      ...report,
      counts: expect.objectContaining({ wcagViolations: expect.any(Number), open: null }),
      issues: report.issues.map((issue) => ({ ...issue, engine: "axe-core", triage: null })),
    });
    expect(exported.counts.wcagViolations).toBe(
      report.issues.filter((issue) => issue.category === "violations" && issue.wcag.length > 0).length,
    );

    for (const format of ["xml", "PDF", "json.exe"]) {
      expect((await get(`/run/${run.id}/export/${format}`, cookie)).status, format).toBe(404);
    }
    const pending = await createRun(db, { url: report.rootUrl, level: "AA", locale: "de", ownerId: user.id });
    expect((await get(`/run/${pending.id}/export/json`, cookie)).status).toBe(404);
  });

  it("prints the PDF through the scanner with the findings in the report, and says so when printing fails", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user);
    const printed: string[] = [];
    const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 10, 1, 2, 3]);
    let fail = false;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.origin !== "http://scanner.test") return realFetch(input, init);
      expect(url.pathname).toBe("/pdf");
      printed.push(((await request.json()) as { html: string }).html);
      return fail ? new Response("browser crashed", { status: 500 }) : new Response(pdfBytes);
    });

    const response = await get(`/run/${run.id}/export/pdf`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toContain("klarsicht-www.beispiel.de-2026-03-01.pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes);
    const html = printed[0] ?? "";
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Barrierefreiheitsbericht für www.beispiel.de</title>");
    expect(html).toContain("@page");
    expect(html).toContain("Bilder müssen Alternativtext haben");
    expect(html).toContain("Vom BFSG gefordert (EN 301 549)");
    expect(html).toContain("img.item-12");
    expect(html).toContain("https://www.beispiel.de/kaputt");
    expect(html).toContain("Links müssen sich vom umgebenden Text unterscheiden");
    expect(html).toContain("Was automatische Tests nicht finden");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");

    fail = true;
    const failed = await get(`/run/${run.id}/export/pdf`, cookie, "en");
    expect(failed.status).toBe(500);
    expect(failed.headers.get("Content-Type")).toContain("text/html");
    expect(failed.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const text = await failed.text();
    expect(text).toContain("The PDF report could not be created");
    expect(text).toContain(`href="/run/${run.id}"`);
  });

  it("gives a single-page run the export links and its exports as a site of one page", async () => {
    const { user, cookie } = await subscriber();
    const run = await createRun(db, { url: pageReport.url, level: "AA", locale: "en", ownerId: user.id });
    await completeRun(db, run.id, pageReport);

    const english = await markup(await get(`/run/${run.id}`, cookie, "en"));
    expect(english).toContain("Images must have alternative text");
    expect(english).toContain("Element does not have an alt attribute");
    expect(english).toContain(`href="/run/${run.id}/export/csv"`);
    expect(english).not.toContain(`/run/${run.id}/statement`);

    const json = (await (await get(`/run/${run.id}/export/json`, cookie, "en")).json()) as SiteReport;
    expect(json.kind).toBe("site");
    expect(json.locale).toBe("en");
    expect(json.pages).toHaveLength(1);
    expect(json.issues.map((issue) => issue.ruleId)).toContain("image-alt");
    const csv = await get(`/run/${run.id}/export/csv`, cookie, "en");
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain("img.hero");
  });

  it("shows our own checks' element summaries in the reader's language, on the page and in the exports", async () => {
    const { user, cookie } = await subscriber();
    const german = "Der Link heißt nur „<mehr>“ (Ziel: https://www.beispiel.de/angebote).";
    const english = 'The link is only named "<mehr>" (destination: https://www.beispiel.de/angebote).';
    const report: PageReport = {
      ...pageReport,
      locale: "de",
      counts: { violations: 0, incomplete: 1, passes: 0, inapplicable: 0 },
      impacts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
      violations: [],
      incomplete: [
        {
          ruleId: "ks-link-placeholder-name",
          impact: "serious",
          description: "Prüft Links",
          help: "Links mit Namen wie „hier“ oder „mehr“ brauchen einen erklärenden Zusammenhang",
          helpUrl: "https://www.w3.org/WAI/WCAG21/Techniques/failures/F84",
          wcag: ["2.4.4"],
          en301549: ["9.2.4.4"],
          bestPractice: false,
          engine: "klarsicht",
          nodes: [
            {
              selector: "a.mehr",
              html: '<a class="mehr">&lt;mehr&gt;</a>',
              failureSummary: german,
              failureSummaryIn: { en: english },
            },
          ],
        },
      ],
    };
    const run = await createRun(db, { url: report.url, level: "AA", locale: "de", ownerId: user.id });
    await completeRun(db, run.id, report);
    const escaped = (text: string) => text.replaceAll("<", "&lt;").replaceAll(">", "&gt;");

    const inEnglish = await markup(await get(`/run/${run.id}?tab=incomplete`, cookie, "en"));
    // Names from the page are escaped like the rest of its content.
    expect(inEnglish).toContain(escaped(english).replaceAll('"', "&quot;"));
    expect(inEnglish).not.toContain("Der Link heißt nur");
    const inGerman = await markup(await get(`/run/${run.id}?tab=incomplete`, cookie, "de"));
    expect(inGerman).toContain(escaped(german));
    expect(inGerman).not.toContain("The link is only named");

    const json = (await (await get(`/run/${run.id}/export/json`, cookie, "en")).json()) as SiteReport;
    const occurrence = json.issues.find((issue) => issue.ruleId === "ks-link-placeholder-name")
      ?.occurrences[0];
    expect(occurrence?.failureSummary).toBe(english);
    expect(occurrence).not.toHaveProperty("failureSummaryIn");
    const csv = await (await get(`/run/${run.id}/export/csv`, cookie, "en")).text();
    expect(csv).toContain("The link is only named");
    expect(csv).not.toContain("Der Link heißt nur");
  });

  it("reads a German site report in English, and labels no EN 301 549 clause the standard lacks", async () => {
    const { user, cookie } = await subscriber();
    const report = siteReport();
    // As reports scanned before stored it: axe-core tags target-size with the next version's clause.
    report.level = "2.2";
    report.issues.push({
      key: "target-size|a.nav",
      category: "violations",
      ruleId: "target-size",
      impact: "serious",
      description: "Stellt sicher, dass Touch-Ziele groß genug sind",
      help: "Touch-Ziele müssen groß genug sein",
      helpUrl: "https://dequeuniversity.com/rules/axe/4.14/target-size?lang=de",
      wcag: ["2.5.8"],
      en301549: ["9.2.5.8"],
      bestPractice: false,
      pattern: "a.nav",
      pageCount: 1,
      occurrenceCount: 1,
      occurrences: [{ page: 0, selector: "a.nav", html: '<a class="nav">', failureSummary: "" }],
    });
    const run = await siteRun(user, report);

    const issues = await markup(await get(`/run/${run.id}?tab=issues`, cookie, "en"));
    expect(issues).toContain("Images must have alternative text");
    expect(issues).not.toContain("Bilder müssen Alternativtext haben");
    expect(issues).not.toContain("9.2.5.8");

    const criteria = await markup(await get(`/run/${run.id}?tab=criteria`, cookie));
    expect(criteria).toContain("Kein Abschnitt in EN 301 549 V3.2.1");
    expect(criteria).toContain("9.1.1.1");
    expect(criteria).not.toContain("9.2.5.8");
    const english = await markup(await get(`/run/${run.id}?tab=criteria`, cookie, "en"));
    expect(english).toContain("No clause in EN 301 549 V3.2.1");

    for (const format of ["csv", "json"]) {
      const file = await (await get(`/run/${run.id}/export/${format}`, cookie)).text();
      expect(file, format).toContain("target-size");
      expect(file, format).not.toContain("9.2.5.8");
    }
  });

  it("names the W3C, not Deque University, behind the link of one of our own rules", async () => {
    const { user, cookie } = await subscriber();
    const run = await createRun(db, { url: pageReport.url, level: "AA", locale: "de", ownerId: user.id });
    const own = {
      ruleId: "ks-link-purpose",
      impact: "serious" as const,
      description: "Prüft, ob gleich benannte Links zum selben Ziel führen",
      help: "Gleich benannte Links müssen zum selben Ziel führen",
      helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/fd3a94/",
      wcag: ["2.4.4"],
      en301549: ["9.2.4.4"],
      bestPractice: false,
      nodes: [{ selector: "a.mehr", html: '<a class="mehr">', failureSummary: "Zwei Links heißen „Mehr“." }],
      engine: "klarsicht" as const,
    };
    await completeRun(db, run.id, { ...pageReport, locale: "de", violations: [own] });
    const html = await markup(await get(`/run/${run.id}`, cookie));
    expect(html).toContain("über die Regel ks-link-purpose (W3C)");
    expect(html).not.toContain("(Deque University)");
    // A rule we have no texts of (here: not among this build's checks) keeps what was stored.
    const english = await markup(await get(`/run/${run.id}`, cookie, "en"));
    expect(english).toContain("Gleich benannte Links müssen zum selben Ziel führen");
    expect(english).toContain("about the rule ks-link-purpose (W3C)");
  });

  it("shows a single-page report started in English in German to a German reader, exports too", async () => {
    const { user, cookie } = await subscriber();
    const run = await createRun(db, { url: pageReport.url, level: "AA", locale: "en", ownerId: user.id });
    const passed = {
      ruleId: "document-title",
      impact: "serious" as const,
      description: "Ensure each HTML document contains a non-empty <title> element",
      help: "Documents must have <title> element to aid in navigation",
      helpUrl: "https://dequeuniversity.com/rules/axe/4.14/document-title",
      wcag: ["2.4.2"],
      en301549: ["9.2.4.2"],
      bestPractice: false,
      nodes: [],
    };
    await completeRun(db, run.id, {
      ...pageReport,
      counts: { ...pageReport.counts, passes: 1 },
      passes: [passed],
    });

    const german = await markup(await get(`/run/${run.id}`, cookie));
    expect(german).toContain("Bilder müssen einen Alternativtext haben.");
    expect(german).toContain("Korrigieren Sie mindestens einen der folgenden Punkte:");
    expect(german).toContain("Das Element hat kein alt-Attribut.");
    expect(german).toContain("So beheben Sie es");
    expect(german).not.toContain("Images must have alternative text");
    expect(german).not.toContain("Fix any of the following");

    const passesPage = await markup(await get(`/run/${run.id}?tab=passes`, cookie));
    const passes = passesPage.slice(passesPage.indexOf('id="results-panel"'));
    expect(passes).toContain("document-title");
    // axe reports an impact for some passed rules; nothing failed, so none is shown.
    expect(passes).not.toContain("Schwerwiegend");
    expect(passes).not.toContain("Auswirkung");

    const json = (await (await get(`/run/${run.id}/export/json`, cookie)).json()) as SiteReport;
    expect(json.locale).toBe("de");
    expect(json.issues[0]?.help).toBe("Bilder müssen einen Alternativtext haben.");
    const csv = await (await get(`/run/${run.id}/export/csv`, cookie)).text();
    expect(csv).toContain("Bilder müssen einen Alternativtext haben.");
    expect(csv).not.toContain("Images must have alternative text");
  });
});

describe("one issue with all its occurrences", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lists every occurrence of an issue page by page, and says so for an unknown issue", async () => {
    const { user, cookie } = await subscriber();
    const many = siteReport();
    const image = many.issues[0] as SiteReport["issues"][number];
    image.occurrences = Array.from({ length: 60 }, (_, index) => ({
      ...imageOccurrences[0],
      page: 0,
      selector: `img.many-${index + 1}`,
    })) as IssueOccurrence[];
    image.occurrenceCount = 60;
    const run = await siteRun(user, many);
    const issue = `?tab=issues&issue=${encodeURIComponent(image.key)}`;

    const first = await markup(await get(`/run/${run.id}${issue}`, cookie));
    expect(first).toContain("Fundstellen 1 bis 50 von 60");
    expect(first).toContain("img.many-1<");
    expect(first).toContain("img.many-50<");
    expect(first).not.toContain("img.many-51<");
    expect(first).not.toContain("<details");
    expect(first).toContain("Zurück zu allen Problemen");
    expect(first).not.toContain("Elemente müssen einen ausreichenden Farbkontrast haben");

    const second = await markup(await get(`/run/${run.id}${issue}&p=2`, cookie, "en"));
    expect(second).toContain("Occurrences 51 to 60 of 60");
    expect(second).toContain('<ol class="mt-2 space-y-3" start="51">');
    expect(second).toContain("img.many-60<");
    expect(second).not.toContain("img.many-50<");

    const unknown = await markup(await get(`/run/${run.id}?tab=issues&issue=nope%7Cnothing`, cookie));
    expect(unknown).toContain("Dieses Problem gehört nicht zum Bericht.");
  });
});

describe("findings of Klarsicht's own checks", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A finding as workers/scanner/checks/run.ts builds it, aggregated into an issue of two criteria. */
  function reportWithOwnFinding(locale: ReportLocale = "de"): SiteReport {
    const report = siteReport(locale);
    report.issues.unshift({
      key: "ks-link-same-name|main > p > a",
      category: "violations",
      ruleId: "ks-link-same-name",
      engine: "klarsicht",
      impact: "critical",
      description: "Gleich benannte Links führen an verschiedene Ziele",
      help: "Links mit gleichem Namen müssen zum selben Ziel führen",
      helpUrl: "https://www.w3.org/WAI/standards-guidelines/act/rules/fd3a94/",
      wcag: ["2.4.4", "2.4.9"],
      en301549: ["9.2.4.4"],
      bestPractice: false,
      pattern: "main > p > a",
      pageCount: 1,
      occurrenceCount: 1,
      occurrences: [
        {
          page: 1,
          selector: "a.once-only",
          html: '<a class="once-only">mehr</a>',
          failureSummary: "Zwei Ziele",
        },
      ],
    });
    report.totals.issues += 1;
    return report;
  }

  it("names the engine of every issue in the views, in German and English", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user, reportWithOwnFinding());
    const issues = await markup(await get(`/run/${run.id}?tab=issues`, cookie));
    expect(issues).toContain("Links mit gleichem Namen müssen zum selben Ziel führen");
    expect(issues).toMatch(/<dt[^>]*>Prüfwerkzeug<\/dt><dd[^>]*>Klarsicht \(eigene Prüfung\)<\/dd>/);
    expect(issues).toMatch(/<dt[^>]*>Prüfwerkzeug<\/dt><dd[^>]*>axe-core<\/dd>/);
    // No guidance text for a rule that is not defined here: nothing shown, nothing broken.
    expect(issues).toContain("über die Regel ks-link-same-name (W3C)");
    const criteria = await markup(await get(`/run/${run.id}?tab=criteria`, cookie, "en"));
    expect(criteria.replaceAll("<!-- -->", "")).toContain("Found by: Klarsicht (own check)");
    const manual = await markup(await get(`/run/${run.id}?tab=manual`, cookie, "en"));
    expect(manual).toMatch(/<dt[^>]*>Found by<\/dt><dd[^>]*>axe-core<\/dd>/);
  });

  it("names the engine in the CSV, the JSON and the PDF, which lists each occurrence once", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user, reportWithOwnFinding());
    const csv = await (await get(`/run/${run.id}/export/csv`, cookie)).text();
    expect(csv).toContain("Seite;Regel;Prüfwerkzeug;");
    expect(csv).toContain(";ks-link-same-name;Klarsicht (eigene Prüfung);");
    expect(csv).toContain(";image-alt;axe-core;");
    const json = (await (await get(`/run/${run.id}/export/json`, cookie)).json()) as SiteReport;
    expect(json.issues.map((issue) => [issue.ruleId, issue.engine])).toEqual([
      ["ks-link-same-name", "klarsicht"],
      ["image-alt", "axe-core"],
      ["color-contrast", "axe-core"],
      ["region", "axe-core"],
      ["link-in-text-block", "axe-core"],
    ]);

    const printed: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
      printed.push(((await request.json()) as { html: string }).html);
      return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    });
    expect((await get(`/run/${run.id}/export/pdf`, cookie)).status).toBe(200);
    const html = printed[0] ?? "";
    // Under both of its criteria (2.4.4 and 2.4.9), referenced; its occurrence printed once.
    expect(html.split("Links mit gleichem Namen müssen zum selben Ziel führen").length - 1).toBe(3);
    expect(html.split("Fundstellen unter Nr. 2<").length - 1).toBe(2);
    expect(html.split("a.once-only").length - 1).toBe(1);
    expect(html.split("img.item-1<").length - 1).toBe(1);
    expect(html).toContain('id="issue-2"');
    expect(html).toContain("Prüfwerkzeug: Klarsicht (eigene Prüfung)");
  });
});

describe("a rule failing on differently styled elements", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The contrast rule on four element groups: four issues with keys of their own, one rule. */
  function reportWithContrastGroups(): SiteReport {
    const report = siteReport();
    const contrast = report.issues.find((issue) => issue.ruleId === "color-contrast");
    if (!contrast) throw new Error("no contrast issue");
    const groups = ["a.button", "span.price", "footer li"].map((pattern, index) => ({
      ...contrast,
      key: `color-contrast|${pattern}`,
      pattern,
      occurrences: [{ ...(contrast.occurrences[0] as IssueOccurrence), page: index, selector: pattern }],
    }));
    report.issues.splice(report.issues.indexOf(contrast) + 1, 0, ...groups);
    report.totals.issues += groups.length;
    return report;
  }

  it("shows one issue with its element groups inside, criteria by name, in the view, the PDF and both languages", async () => {
    const { user, cookie } = await subscriber();
    const run = await siteRun(user, reportWithContrastGroups());
    const html = (await markup(await get(`/run/${run.id}?tab=issues`, cookie))).replaceAll("<!-- -->", "");
    expect(html.split("Elemente müssen einen ausreichenden Farbkontrast haben</h5>").length - 1).toBe(1);
    expect(html).toContain("auf 3 Seiten, 4 Fundstellen in 4 Elementgruppen");
    expect(html).toContain("Gefunden: 5 Probleme (WCAG-Verstöße) bei 2 Regeln.");
    for (const [number, pattern] of ["p.hint", "a.button", "span.price", "footer li"].entries())
      expect(html).toMatch(new RegExp(`<h6[^>]*>Gruppe ${number + 1}: <code[^>]*>${pattern}</code></h6>`));
    expect(html).toContain("1.4.3 Kontrast (Minimum)");
    expect(html).toContain("1.1.1 Nicht-Text-Inhalt");
    // So do the criteria view and the drill-down into a page.
    const criteria = (await markup(await get(`/run/${run.id}?tab=criteria`, cookie))).replaceAll(
      "<!-- -->",
      "",
    );
    expect(criteria.split("Elemente müssen einen ausreichenden Farbkontrast haben</h5>").length - 1).toBe(1);
    expect(criteria).toContain("4 Fundstellen in 4 Elementgruppen");
    expect(criteria).toContain("span.price");
    const drill = (await markup(await get(`/run/${run.id}?tab=pages&page=1`, cookie))).replaceAll(
      "<!-- -->",
      "",
    );
    expect(drill.split("Elemente müssen einen ausreichenden Farbkontrast haben</h5>").length - 1).toBe(1);
    expect(drill).toContain("in 2 Elementgruppen");

    const english = (await markup(await get(`/run/${run.id}?tab=issues`, cookie, "en"))).replaceAll(
      "<!-- -->",
      "",
    );
    expect(english).toContain("in 4 element groups");
    expect(english).toContain("Found: 5 issues (WCAG violations) of 2 rules.");
    expect(english).toContain("1.4.3 Contrast (Minimum)");

    // The exports keep each element group's own key (triage and the comparison between runs use it).
    const csv = await (await get(`/run/${run.id}/export/csv`, cookie)).text();
    for (const pattern of ["p.hint", "a.button", "span.price", "footer li"])
      expect(csv).toContain(`;color-contrast|${pattern};`);
    const json = (await (await get(`/run/${run.id}/export/json`, cookie)).json()) as SiteReport;
    expect(json.issues.filter((issue) => issue.ruleId === "color-contrast")).toHaveLength(4);

    const printed: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
      printed.push(((await request.json()) as { html: string }).html);
      return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    });
    expect((await get(`/run/${run.id}/export/pdf`, cookie)).status).toBe(200);
    const pdf = (printed[0] ?? "").replaceAll("<!-- -->", "");
    expect(pdf).toContain("Nr. 2: Elemente müssen einen ausreichenden Farbkontrast haben");
    expect(pdf).not.toContain("Nr. 3: Elemente müssen einen ausreichenden Farbkontrast haben");
    expect(pdf.split("Fundstellen unter Nr. 2<").length - 1).toBe(1);
    expect(pdf).toContain("in 4 Elementgruppen");
    expect(pdf).toContain("WCAG-Erfolgskriterien: 1.4.3 Kontrast (Minimum)");
  });
});

describe("site runs on the run list", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM run_pages; DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM one_time_payments; DELETE FROM users;",
    );
  });

  async function addPages(runId: string, statuses: ("done" | "failed" | "queued" | "running")[]) {
    for (const [id, status] of statuses.entries()) {
      await env.DB.prepare("INSERT INTO run_pages (run_id, id, url, depth, status) VALUES (?, ?, ?, 1, ?)")
        .bind(runId, id, `https://www.beispiel.de/seite-${id}`, status)
        .run();
    }
  }

  it("counts pages, issues and what needs a person, not rules that passed, and says when pages are sought", async () => {
    const { user, cookie } = await subscriber();
    const done = await siteRun(user);
    await addPages(done.id, ["done", "done", "done", "failed"]);
    const list = (await markup(await get("/runs", cookie))).replaceAll("<!-- -->", "");
    expect(list).toContain("Seiten: 4");
    expect(list).toContain("davon 1 nicht prüfbar");
    expect(list).toContain("Probleme (WCAG-Verstöße): 2");
    expect(list).toContain("Manuell zu prüfen: 1");
    expect(list).not.toContain("Bestanden:");
    expect(list).not.toContain("Nicht anwendbar:");

    const discovering = await createRun(db, {
      url: "https://www.beispiel.de/",
      level: "AA",
      locale: "de",
      ownerId: user.id,
      site: { pageLimit: 100, depthLimit: 3 },
    });
    await db.update(schema.runs).set({ status: "running" }).where(eq(schema.runs.id, discovering.id));
    const sought = (await markup(await get("/runs", cookie))).replaceAll("<!-- -->", "");
    expect(sought).toContain("Die Seiten der Website werden gesucht …");
    expect(sought).not.toContain("bisher gefunden");
    expect(await markup(await get(`/run/${discovering.id}`, cookie, "en"))).toContain(
      "Finding the site&#x27;s pages …",
    );

    await addPages(discovering.id, ["done", "running", "queued"]);
    const crawling = (await markup(await get("/runs", cookie, "en"))).replaceAll("<!-- -->", "");
    expect(crawling).toContain("Pages scanned: 1 · found so far: 3");
    expect(crawling).toContain("Issues (WCAG violations): 2");
  });
});
