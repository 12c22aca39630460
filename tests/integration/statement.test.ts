import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { PageReport, SiteReport } from "#core/contract";
import { completeRun, completeSiteRun, createRun, type Run } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { samplePages } from "~/utils/assessment/model";
import { saveAnswer, startAssessment } from "~/utils/assessment/store.server";
import type { User } from "~/utils/users.server";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber } from "./subscriber";

const db = createDb(env.DB);

const siteReport: SiteReport = {
  kind: "site",
  rootUrl: "https://www.beispiel.de/",
  level: "AA",
  locale: "de",
  axeVersion: "4.14.1",
  generatedAt: "2026-03-02T10:00:00.000Z",
  pages: ["/", "/shop"].map((path, index) => ({
    url: `https://www.beispiel.de${path}`,
    finalUrl: `https://www.beispiel.de${path}`,
    depth: index,
    status: "done" as const,
    counts: { violations: 1, incomplete: 0, passes: 3, inapplicable: 0 },
    impacts: { critical: index === 0 ? 1 : 0, serious: 0, moderate: 0, minor: 0 },
    violationCount: 1,
    occurrenceCount: 1,
  })),
  issues: [
    {
      key: "image-alt|img",
      ruleId: "image-alt",
      impact: "critical",
      description: "Stellt sicher, dass <img>-Elemente Alternativtexte haben",
      help: "Bilder müssen Alternativtext haben",
      helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt?lang=de",
      wcag: ["1.1.1"],
      en301549: ["9.1.1.1"],
      bestPractice: false,
      category: "violations",
      pattern: "img",
      pageCount: 2,
      occurrenceCount: 2,
      occurrences: [
        { page: 0, selector: "img", html: "<img>", failureSummary: "" },
        { page: 1, selector: "img", html: "<img>", failureSummary: "" },
      ],
    },
  ],
  totals: {
    pagesScanned: 2,
    pagesFailed: 0,
    issues: 1,
    occurrences: 2,
    impacts: { critical: 1, serious: 0, moderate: 0, minor: 0 },
    principles: { "1": 1, "2": 0, "3": 0, "4": 0 },
  },
  comparison: null,
};

const pageReport: PageReport = cleanPageReport("https://www.beispiel.de/", {
  counts: { violations: 0, incomplete: 0, passes: 0, inapplicable: 0 },
});

const entitledUser = () => signedInSubscriber("Kim");

async function siteRun(owner: User): Promise<Run> {
  const run = await createRun(db, { url: siteReport.rootUrl, level: "AA", locale: "de", ownerId: owner.id });
  await db.update(schema.runs).set({ kind: "site" }).where(eq(schema.runs.id, run.id));
  await completeSiteRun(db, run.id, siteReport);
  return run;
}

async function pageRun(owner: User): Promise<Run> {
  const run = await createRun(db, { url: pageReport.url, level: "AA", locale: "de", ownerId: owner.id });
  await completeRun(db, run.id, pageReport);
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

/** The rendered page without its scripts (the route data travels along in those). */
async function markup(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** A statement with every required detail and no placeholders left. */
const complete = {
  language: "de",
  serviceName: "Teehaus <Beispiel>",
  serviceUrl: "https://www.beispiel.de/",
  serviceDescription: "Ein Onlineshop für Tee.",
  howItWorks: "Suchen, in den Warenkorb legen, bestellen.",
  applicableRequirements: "BFSG, BFSGV, EN 301 549, WCAG 2.1 AA.",
  conformance: "partial",
  howRequirementsMet: "Tastaturbedienung und Kontraste sind geprüft.",
  assessmentMethod: "Automatisch mit Klarsicht und von Hand.",
  knownBarriers: "- WCAG 1.1.1: Bilder müssen Alternativtext haben (auf 2 Seiten)",
  plannedFixes: "Wir beheben das bis Juni 2026.",
  providerName: "Teehaus Beispiel GmbH",
  providerAddress: "Teeweg 1\n12345 Musterstadt",
  contactEmail: "barrierefrei@beispiel.de",
  contactPhone: "+49 30 123456",
  feedbackUrl: "https://www.beispiel.de/feedback",
  authority:
    "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)",
  statementDate: "2026-03-05",
};

const draftOf = (run: Run) =>
  db.select().from(schema.statementDrafts).where(eq(schema.statementDrafts.runId, run.id)).get();

describe("accessibility statement", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM assessment_answers; DELETE FROM assessment_reviews; DELETE FROM assessments; DELETE FROM statement_drafts; DELETE FROM run_results; DELETE FROM runs; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });

  it("needs a signed-in owner: others get the login, or the same 404 as for a missing run", async () => {
    const { user: owner } = await entitledUser();
    const run = await siteRun(owner);
    const path = `/run/${run.id}/statement`;

    const anonymous = await get(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?returnTo=${encodeURIComponent(path)}`);

    const { cookie: otherCookie } = await entitledUser();
    expect((await get(path, otherCookie)).status).toBe(404);
    expect((await get("/run/does-not-exist/statement", otherCookie)).status).toBe(404);
    expect((await post(path, otherCookie, { ...complete, intent: "save" })).status).toBe(404);
    expect((await get(`${path}/download?format=html`, otherCookie)).status).toBe(404);
    expect(await draftOf(run)).toBeUndefined();
  });

  it("explains that a single-page run needs a whole-site scan, with a way back", async () => {
    const { user, cookie } = await entitledUser();
    const run = await pageRun(user);
    const response = await get(`/run/${run.id}/statement`, cookie);
    expect(response.status).toBe(200);
    const html = await markup(response);
    expect(html).toContain("Dafür braucht es einen Scan der ganzen Website");
    expect(html).toContain(`href="/run/${run.id}"`);
    expect(html).not.toContain('name="intent"');
    expect((await post(`/run/${run.id}/statement`, cookie, { ...complete, intent: "save" })).status).toBe(
      404,
    );
  });

  it("prefills the form from the run, in German and in English", async () => {
    const { user, cookie } = await entitledUser();
    const run = await siteRun(user);
    const response = await get(`/run/${run.id}/statement`, cookie);
    expect(response.status).toBe(200);
    const html = await markup(response);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Erklärung zur Barrierefreiheit");
    expect(html).toContain(
      "- Auf allen geprüften Seiten: Bilder und Grafiken haben keinen passenden Alternativtext; wer einen Screenreader nutzt, erfährt nicht, was sie zeigen.",
    );
    expect(html).not.toContain("Bilder müssen Alternativtext haben");
    expect(html).toContain("Marktüberwachungsstelle der Länder für die Barrierefreiheit");
    expect(html).toMatch(/id="statement-conformance-partial"[^>]*checked=""/);
    expect(html).toContain(`href="/run/${run.id}"`);

    const english = await markup(await get(`/run/${run.id}/statement?lang=en`, cookie, "en"));
    expect(english).toContain("Accessibility statement");
    // The scan ran in German; the English statement's barriers are English all the same.
    expect(english).toContain(
      "- On all pages checked: Images and graphics have no suitable text alternative; screen reader users are not told what they show.",
    );
    expect(english).not.toContain("Bilder müssen Alternativtext haben");
    expect(english).toContain('<article lang="en"');
  });

  it("saves the draft and shows it again", async () => {
    const { user, cookie } = await entitledUser();
    const run = await siteRun(user);
    const path = `/run/${run.id}/statement`;
    const typed = { ...complete, howItWorks: "Bestellen [[noch offen]]" };
    const response = await post(path, cookie, { ...typed, intent: "save" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${path}?lang=de&saved=1`);

    const draft = await draftOf(run);
    expect(draft?.locale).toBe("de");
    const { language: _, ...expected } = typed;
    expect(draft?.fields).toEqual(expected);

    const page = await markup(await get(`${path}?lang=de&saved=1`, cookie));
    expect(page).toContain("Ihr Entwurf ist gespeichert.");
    // Who saved it, beside when: a workspace has several members.
    expect(page).toMatch(/Zuletzt gespeichert: [^<]+ von Kim</);
    expect(page).toContain("Teehaus Beispiel GmbH");
    expect(page).toContain("Bestellen [[noch offen]]");
    expect(page).toContain("Teehaus &lt;Beispiel&gt;");
  });

  it("shows translated errors next to the fields and keeps what was typed", async () => {
    const { user, cookie } = await entitledUser();
    const run = await siteRun(user);
    const response = await post(`/run/${run.id}/statement`, cookie, {
      ...complete,
      intent: "save",
      contactEmail: "kein-at-zeichen",
      feedbackUrl: "javascript:alert(1)",
      providerName: "",
    });
    expect(response.status).toBe(200);
    const html = await markup(response);
    expect(html).toContain("Bitte korrigieren Sie die markierten Felder:");
    expect(html).toContain(
      "Bitte geben Sie bei „E-Mail-Adresse für Rückmeldungen“ eine gültige E-Mail-Adresse ein",
    );
    expect(html).toContain("Bitte füllen Sie „Name des Anbieters“ aus.");
    expect(html).toMatch(
      /id="statement-contactEmail"[^>]*aria-invalid="true"[^>]*aria-describedby="statement-contactEmail-error"/,
    );
    expect(html).toContain('value="kein-at-zeichen"');
    expect(html).toContain("Ein Onlineshop für Tee.");
    expect(await draftOf(run)).toBeUndefined();

    const english = await markup(
      await post(`/run/${run.id}/statement`, cookie, { ...complete, intent: "html", serviceName: "" }, "en"),
    );
    expect(english).toContain("Please fill in “Name of the website or service”.");
  });

  it("refuses to download a statement that still holds placeholders", async () => {
    const { user, cookie } = await entitledUser();
    const run = await siteRun(user);
    const response = await post(`/run/${run.id}/statement`, cookie, {
      ...complete,
      intent: "html",
      plannedFixes: "Bis [[Datum]]",
    });
    expect(response.status).toBe(200);
    expect(await markup(response)).toContain("die Stellen in [[ … ]] durch Ihre Angaben");
    expect(await draftOf(run)).toBeUndefined();
  });

  it("downloads the statement as HTML and as Markdown", async () => {
    const { user, cookie } = await entitledUser();
    const run = await siteRun(user);
    const path = `/run/${run.id}/statement`;

    const asHtml = await post(path, cookie, { ...complete, intent: "html" });
    expect(asHtml.status).toBe(302);
    expect(asHtml.headers.get("Location")).toBe(`${path}/download?format=html`);
    expect((await draftOf(run))?.fields.providerName).toBe("Teehaus Beispiel GmbH");

    const file = await get(`${path}/download?format=html`, cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toBe(
      'attachment; filename="erklaerung-zur-barrierefreiheit-beispiel.de.html"',
    );
    expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const html = await file.text();
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="de">')).toBe(true);
    expect(html).toContain("<title>Erklärung zur Barrierefreiheit – Teehaus &lt;Beispiel&gt;</title>");
    expect(html).toContain("<li>WCAG 1.1.1: Bilder müssen Alternativtext haben (auf 2 Seiten)</li>");
    expect(html).toContain('<a href="mailto:barrierefrei@beispiel.de">barrierefrei@beispiel.de</a>');
    expect(html).toContain("Marktüberwachungsstelle der Länder");
    expect(html).not.toContain("<Beispiel>");

    const asMarkdown = await post(path, cookie, { ...complete, language: "en", intent: "markdown" }, "en");
    expect(asMarkdown.headers.get("Location")).toBe(`${path}/download?format=markdown`);
    const markdownFile = await get(`${path}/download?format=markdown`, cookie, "en");
    expect(markdownFile.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    expect(markdownFile.headers.get("Content-Disposition")).toBe(
      'attachment; filename="accessibility-statement-beispiel.de.md"',
    );
    expect(markdownFile.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const markdown = await markdownFile.text();
    expect(markdown.startsWith("# Accessibility statement\n")).toBe(true);
    expect(markdown).toContain("Teehaus \\<Beispiel\\>");
    expect(markdown).toContain("## Known barriers\n\n- WCAG 1.1.1: Bilder müssen Alternativtext haben");
    expect(markdown).toContain("- **Email:** [barrierefrei@beispiel.de](mailto:barrierefrei@beispiel.de)");
    expect(markdown).toContain("## Competent market surveillance authority");
    expect((await draftOf(run))?.locale).toBe("en");
  });

  it("names what an assessment changed after the draft was saved, and updates only the derived parts", async () => {
    const { user, cookie } = await entitledUser();
    const run = await siteRun(user);
    const path = `/run/${run.id}/statement`;
    // The owner's draft, saved before any assessment, claims full conformance.
    const own = { ...complete, conformance: "full", plannedFixes: "" };
    await post(path, cookie, { ...own, intent: "save" });
    expect((await markup(await get(`${path}?lang=de`, cookie))).includes("Stand der Prüfung")).toBe(false);

    // Then a barrier is found by hand on every sampled page.
    const saved = await draftOf(run);
    const answeredAt = new Date((saved?.updatedAt.getTime() ?? 0) + 60_000);
    await startAssessment(db, run, siteReport, answeredAt);
    const barrier = "Der Fokus auf dem Warenkorb-Link ist nicht zu sehen.";
    for (const page of samplePages(siteReport))
      await saveAnswer(
        db,
        run.id,
        {
          criterion: "2.4.7",
          pageUrl: page.url,
          verdict: "failed",
          barrier,
          note: "",
          means: [],
          screenReader: "",
        },
        answeredAt,
      );

    const behind = await markup(await get(`${path}?lang=de`, cookie));
    expect(behind).toContain("Ihr Entwurf entspricht nicht mehr dem Stand der Prüfung");
    expect(behind).toContain("Die Prüfung von Hand wurde am ");
    expect(behind).toContain(
      "„Stand der Vereinbarkeit“: im Entwurf „Die Anforderungen sind vollständig erfüllt“, laut Prüfung jetzt „Die Anforderungen sind teilweise erfüllt“.",
    );
    // The scan's and the person's barrier concern every page: one entry, with other descriptions.
    expect(behind).toContain(
      "„Bekannte Barrieren“: Die Beschreibungen laut Prüfung haben sich geändert (Einträge: 1).",
    );
    expect(behind).toContain(
      "„Wie die Barrierefreiheit bewertet wurde“: laut Prüfung jetzt mit dem Prüfstand und Datum vom",
    );
    expect(behind).toMatch(
      /<button[^>]*form="statement-form"[^>]*name="intent"[^>]*value="refresh"[^>]*>Abgeleitete Angaben aus der Prüfung aktualisieren/,
    );
    // Until updated, the form still shows the draft as saved.
    expect(behind).toMatch(/id="statement-conformance-full"[^>]*checked=""/);

    // The update submits the form as typed: an unsaved change to an own text survives too.
    // A draft in progress (a placeholder left) can be updated; only downloads refuse placeholders.
    const typed = { ...own, contactPhone: "+49 30 654321", howItWorks: "Bestellen [[noch offen]]" };
    const response = await post(path, cookie, { ...typed, intent: "refresh" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${path}?lang=de&refreshed=status,barriers,method`);

    const fields = (await draftOf(run))?.fields ?? {};
    for (const name of [
      "serviceName",
      "serviceUrl",
      "serviceDescription",
      "howItWorks",
      "applicableRequirements",
      "providerName",
      "providerAddress",
      "contactEmail",
      "feedbackUrl",
      "authority",
      "statementDate",
    ] as const)
      expect(fields[name], name).toBe(typed[name]);
    expect(fields.contactPhone).toBe("+49 30 654321");
    expect(fields.conformance).toBe("partial");
    expect(fields.knownBarriers).toContain("- Auf allen geprüften Seiten: Bilder und Grafiken");
    expect(fields.knownBarriers).toContain(barrier);
    expect(fields.assessmentMethod).toContain(
      "Bewertet sind 2 von 50 Erfolgskriterien: 1 automatisch, 1 von Hand.",
    );
    expect(fields.assessmentMethod).not.toBe(complete.assessmentMethod);
    // An empty "planned fixes" gets the prefilled wording now that barriers are listed.
    expect(fields.plannedFixes).not.toBe("");

    const updated = await markup(await get(`${path}?lang=de&refreshed=status,barriers,method`, cookie));
    expect(updated).toContain(
      "Aus der Prüfung aktualisiert und gespeichert: Stand der Vereinbarkeit, Bekannte Barrieren, Wie die Barrierefreiheit bewertet wurde (mit Datum).",
    );
    expect(updated).not.toContain("Ihr Entwurf entspricht nicht mehr dem Stand der Prüfung");
    expect(updated).toMatch(/id="statement-conformance-partial"[^>]*checked=""/);
    expect(updated).toContain("Teehaus &lt;Beispiel&gt;");

    // The same notice in English, for an English draft the assessment changed after; the update keeps
    // the English own texts.
    await post(path, cookie, { ...own, language: "en", intent: "save" }, "en");
    const savedInEnglish = await draftOf(run);
    await saveAnswer(
      db,
      run.id,
      {
        criterion: "3.3.2",
        pageUrl: siteReport.pages[0]?.url ?? "",
        verdict: "failed",
        barrier: "The address fields have no labels.",
        note: "",
        means: [],
        screenReader: "",
      },
      new Date((savedInEnglish?.updatedAt.getTime() ?? 0) + 60_000),
    );
    const english = await markup(await get(`${path}?lang=en`, cookie, "en"));
    expect(english).toContain("Your draft no longer matches the assessment");
    expect(english).toContain(
      "“Compliance status”: “The requirements are fully met” in the draft, now “The requirements are partially met” according to the assessment.",
    );
    const englishUpdate = await post(path, cookie, { ...own, language: "en", intent: "refresh" }, "en");
    expect(englishUpdate.headers.get("Location")).toBe(`${path}?lang=en&refreshed=status,barriers,method`);
    const englishDraft = await draftOf(run);
    expect(englishDraft?.locale).toBe("en");
    expect(englishDraft?.fields.providerName).toBe(complete.providerName);
    expect(englishDraft?.fields.assessmentMethod).toContain(
      "3 of 50 success criteria are rated: 1 automatically, 2 by hand.",
    );
  });

  it("shows no notice for the owner's own wording in the derived parts, only once the assessment changes", async () => {
    const { user, cookie } = await entitledUser();
    const run = await siteRun(user);
    const path = `/run/${run.id}/statement`;
    const startedAt = new Date(Date.now() - 120_000);
    await startAssessment(db, run, siteReport, startedAt);
    const answer = (criterion: string, verdict: "passed" | "failed", at: Date) =>
      Promise.all(
        samplePages(siteReport).map((page) =>
          saveAnswer(
            db,
            run.id,
            {
              criterion,
              pageUrl: page.url,
              verdict,
              barrier:
                verdict === "failed" ? "Die Adressfelder im Bestellformular sind nicht beschriftet." : "",
              note: "",
              means: ["keyboard"],
              screenReader: "",
            },
            at,
          ),
        ),
      );
    await answer("2.4.7", "passed", startedAt);

    // The owner takes the prefilled draft and writes their own words where the placeholders were, also
    // into the derived parts: how the requirements are met, the method, the barriers.
    const prefilled = await markup(await get(`${path}?lang=de`, cookie));
    expect(prefilled).not.toContain("Ihr Entwurf entspricht nicht mehr dem Stand der Prüfung");
    const own = {
      ...complete,
      howRequirementsMet: "Wir haben Tastaturbedienung, Kontraste und Formulare selbst geprüft.",
      assessmentMethod: "Automatisch mit Klarsicht und von Hand mit der Tastatur.",
      knownBarriers: "- Im Bestellformular fehlen Alternativtexte für Produktbilder.",
    };
    expect((await post(path, cookie, { ...own, intent: "save" })).status).toBe(302);
    const saved = await markup(await get(`${path}?lang=de&saved=1`, cookie));
    expect(saved).toContain("Ihr Entwurf ist gespeichert.");
    expect(saved).not.toContain("Ihr Entwurf entspricht nicht mehr dem Stand der Prüfung");
    // Saved again, still the owner's own words: still no notice.
    await post(path, cookie, { ...own, plannedFixes: "Bis Juli 2026.", intent: "save" });
    expect(await markup(await get(`${path}?lang=de`, cookie))).not.toContain(
      "Ihr Entwurf entspricht nicht mehr dem Stand der Prüfung",
    );

    // The assessment changes: now the notice names what the results say differently.
    const draft = await draftOf(run);
    await answer("3.3.2", "failed", new Date((draft?.updatedAt.getTime() ?? 0) + 60_000));
    const behind = await markup(await get(`${path}?lang=de`, cookie));
    expect(behind).toContain("Ihr Entwurf entspricht nicht mehr dem Stand der Prüfung");
    expect(behind).toContain("„Wie die Barrierefreiheit bewertet wurde“: laut Prüfung jetzt");
    expect(behind).toContain("„Bekannte Barrieren“");
  }, 60_000);

  it("claims in German and English exactly the criteria rated by hand and the means recorded", async () => {
    const { user, cookie } = await entitledUser();
    const criteria = ["1.1.1", "1.3.1", "1.4.3", "1.4.4", "2.4.2", "2.4.4", "3.1.1", "4.1.2"];
    const report: SiteReport = {
      ...siteReport,
      locale: "de",
      issues: criteria.map((criterion, index) => ({
        ...(siteReport.issues[0] as SiteReport["issues"][number]),
        key: `rule-${index}|x`,
        ruleId: `rule-${index}`,
        help: `Deutscher Regeltitel ${index}`,
        wcag: [criterion],
        impact: "serious" as const,
      })),
      pages: siteReport.pages.map((page) => ({ ...page, impacts: { ...page.impacts, critical: 0 } })),
    };
    const run = await createRun(db, { url: report.rootUrl, level: "AA", locale: "de", ownerId: user.id });
    await db.update(schema.runs).set({ kind: "site" }).where(eq(schema.runs.id, run.id));
    await completeSiteRun(db, run.id, report);
    const assessment = `/run/${run.id}/assessment`;
    expect((await post(assessment, cookie, {})).status).toBe(302);

    const rate = (criterion: string, fields: [string, string][], locale = "de") =>
      SELF.fetch(`http://localhost${assessment}/${criterion}`, {
        method: "POST",
        body: new URLSearchParams([["intent", "answer"], ...fields]),
        headers: {
          Host: "localhost",
          Origin: "http://localhost",
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: `${cookie}; locale=${locale}`,
        },
        redirect: "manual",
      });
    const [start, shop] = samplePages(report).map((page) => page.url);

    // The criterion page asks what was tested with; a screen reader needs its name, in either language.
    const form = await markup(await get(`${assessment}/2.4.7`, cookie));
    expect(form).toMatch(
      /<input type="checkbox" id="page-0-screenReader" name="means"[^>]*value="screenReader"/,
    );
    expect(form).toContain("Name und Version des Screenreaders");
    const unnamed = await rate("2.4.7", [
      ["pageUrl", start ?? ""],
      ["verdict", "passed"],
      ["means", "screenReader"],
    ]);
    expect(unnamed.status).toBe(400);
    expect(await markup(unnamed)).toContain("Bitte nennen Sie den Screenreader, mit dem Sie geprüft haben");
    const unticked = await rate(
      "2.4.7",
      [
        ["pageUrl", start ?? ""],
        ["verdict", "passed"],
        ["screenReader", "NVDA 2024.4"],
      ],
      "en",
    );
    expect(unticked.status).toBe(400);
    const refused = await markup(unticked);
    expect(refused).toContain("You named a screen reader but did not tick “With a screen reader”.");
    expect(refused).toContain('value="NVDA 2024.4"');

    // 2.4.7 passed on both sampled pages, with the keyboard and NVDA; 3.3.2 failed on the shop page by
    // reviewing the content. Nobody used magnification.
    for (const page of [start, shop])
      expect(
        (
          await rate("2.4.7", [
            ["pageUrl", page ?? ""],
            ["verdict", "passed"],
            ["means", "keyboard"],
            ["means", "screenReader"],
            ["screenReader", "NVDA 2024.4"],
          ])
        ).status,
      ).toBe(302);
    expect(
      (
        await rate("3.3.2", [
          ["pageUrl", shop ?? ""],
          ["verdict", "failed"],
          ["barrier", "Die Adressfelder im Bestellformular sind nicht beschriftet"],
          ["means", "contentReview"],
        ])
      ).status,
    ).toBe(302);
    const stored = await db
      .select()
      .from(schema.assessmentAnswers)
      .where(eq(schema.assessmentAnswers.runId, run.id))
      .all();
    expect(stored.find((row) => row.criterion === "2.4.7")).toMatchObject({
      means: ["keyboard", "screenReader"],
      screenReader: "NVDA 2024.4",
    });

    const german = await draftFieldsOf(`/run/${run.id}/statement?lang=de`, cookie);
    expect(german.assessmentMethod).toContain(
      "Bewertet sind 10 von 50 Erfolgskriterien: 8 automatisch, 2 von Hand.",
    );
    expect(german.assessmentMethod).toContain(
      "Geprüft wurde dabei mit der Tastatur, mit dem Screenreader NVDA 2024.4 und durch Sichtung der Inhalte.",
    );
    expect(german.assessmentMethod).not.toContain("Vergrößerung");
    expect(german.knownBarriers).toContain(
      "- Auf der Seite /shop: Die Adressfelder im Bestellformular sind nicht beschriftet.",
    );
    expect(german.knownBarriers).not.toContain("Regeltitel");

    const english = await draftFieldsOf(`/run/${run.id}/statement?lang=en`, cookie, "en");
    expect(english.assessmentMethod).toContain(
      "10 of 50 success criteria are rated: 8 automatically, 2 by hand.",
    );
    expect(english.assessmentMethod).toContain(
      "The checks by hand were done with the keyboard, with the screen reader NVDA 2024.4, and by reviewing the content.",
    );
    expect(english.assessmentMethod).not.toContain("magnification");
    // The scan ran in German; the English statement's barriers are English all the same.
    expect(english.knownBarriers).toContain(
      "- On all pages checked: Images and graphics have no suitable text alternative",
    );
    expect(english.knownBarriers).not.toContain("Regeltitel");
    expect(english.knownBarriers).not.toContain("Bilder");
  }, 60_000);
});

/** The statement form's prefilled method and barriers, as the page shows them. */
async function draftFieldsOf(
  path: string,
  cookie: string,
  locale = "de",
): Promise<{ assessmentMethod: string; knownBarriers: string }> {
  const html = await markup(await get(path, cookie, locale));
  const field = (name: string) =>
    decode(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "");
  return { assessmentMethod: field("assessmentMethod"), knownBarriers: field("knownBarriers") };
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
